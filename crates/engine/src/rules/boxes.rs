//! The building blocks of the games' sheets: an upper box, a lower box, and Ones to Sixes, which
//! every game's sheet starts with.

use super::{BoxDef, Pattern, Points, Section};
use crate::dice::Face;

pub(super) const fn upper(name: &'static str, face: Face, example: &'static [Face]) -> BoxDef {
    BoxDef {
        name,
        section: Section::Upper,
        pattern: Pattern::Face(face),
        points: Points::FaceSum,
        example,
    }
}

pub(super) const fn lower(
    name: &'static str,
    pattern: Pattern,
    points: Points,
    example: &'static [Face],
) -> BoxDef {
    BoxDef {
        name,
        section: Section::Lower,
        pattern,
        points,
        example,
    }
}

/// Ones to Sixes: the upper boxes every game's sheet starts with.
const SIX_UPPER: [BoxDef; 6] = [
    upper("Ones", 1, &[1, 1, 1, 4, 6]),
    upper("Twos", 2, &[2, 2, 3, 5, 6]),
    upper("Threes", 3, &[3, 3, 3, 3, 1]),
    upper("Fours", 4, &[4, 4, 4, 2, 5]),
    upper("Fives", 5, &[5, 5, 5, 1, 2]),
    upper("Sixes", 6, &[6, 6, 6, 3, 3]),
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
