//! The building blocks of the games' sheets: an upper box, a lower box, and Ones to Sixes, which
//! every game's sheet starts with.

use super::{BoxDef, BoxName, Example, Pattern, Points, Section};
use crate::dice::{Face, MAX_DICE};

/// `dice` as an [`Example`]: the faces, then zeros.
const fn example(dice: &[Face]) -> Example {
    assert!(dice.len() <= MAX_DICE, "an example shows at most six dice");
    let mut faces = [0; MAX_DICE];
    let mut i = 0;
    while i < dice.len() {
        faces[i] = dice[i];
        i += 1;
    }
    Example(faces)
}

pub(super) const fn upper(name: BoxName, face: Face, dice: &[Face]) -> BoxDef {
    BoxDef {
        name,
        section: Section::Upper,
        pattern: Pattern::Face(face),
        points: Points::FaceSum,
        example: example(dice),
    }
}

pub(super) const fn lower(
    name: BoxName,
    pattern: Pattern,
    points: Points,
    dice: &[Face],
) -> BoxDef {
    BoxDef {
        name,
        section: Section::Lower,
        pattern,
        points,
        example: example(dice),
    }
}

/// Ones to Sixes: the upper boxes every game's sheet starts with.
const SIX_UPPER: [BoxDef; 6] = [
    upper(BoxName::Ones, 1, &[1, 1, 1, 4, 6]),
    upper(BoxName::Twos, 2, &[2, 2, 3, 5, 6]),
    upper(BoxName::Threes, 3, &[3, 3, 3, 3, 1]),
    upper(BoxName::Fours, 4, &[4, 4, 4, 2, 5]),
    upper(BoxName::Fives, 5, &[5, 5, 5, 1, 2]),
    upper(BoxName::Sixes, 6, &[6, 6, 6, 3, 3]),
];

/// A sheet of `M` boxes: Ones to Sixes, then `rest` (`M` is 6 + `N`, checked as the constant is
/// built).
pub(super) const fn after_six_upper<const N: usize, const M: usize>(
    rest: [BoxDef; N],
) -> [BoxDef; M] {
    assert!(
        M == N + 6,
        "a sheet is Ones to Sixes, then the game's own boxes"
    );
    let mut out = [SIX_UPPER[0]; M];
    let mut i = 0;
    while i < M {
        out[i] = if i < 6 { SIX_UPPER[i] } else { rest[i - 6] };
        i += 1;
    }
    out
}

/// Ones to Sixes explained, in English.
pub(super) const UPPER_HELP: [&str; 6] = [
    "The sum of the dice showing 1.",
    "The sum of the dice showing 2.",
    "The sum of the dice showing 3.",
    "The sum of the dice showing 4.",
    "The sum of the dice showing 5.",
    "The sum of the dice showing 6.",
];
