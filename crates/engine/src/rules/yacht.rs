//! Yacht, the public-domain ancestor of Yahtzee: twelve boxes, no bonuses and no Joker.

use super::boxes::{after_six_upper, lower};
use super::BoxName;
use super::{Pattern, Points, VariantDef, VariantId};

/// Yacht, the public-domain ancestor that seed 003 names: twelve boxes and no bonuses.
pub static YACHT: VariantDef = VariantDef {
    id: VariantId::Yacht,
    key: "yacht",
    dice: 5,
    faces: 6,
    colours: None,
    wild: None,
    rolls_per_turn: 3,
    // Ones to Sixes, then the game's own boxes.
    boxes: &after_six_upper::<_, 12>([
        lower(
            BoxName::FullHouse,
            Pattern::FullHouse,
            Points::Total,
            &[3, 3, 3, 5, 5],
        ),
        lower(
            BoxName::FourOfAKind,
            Pattern::OfAKind(4),
            Points::MatchingSum,
            &[6, 6, 6, 6, 2],
        ),
        lower(
            BoxName::LittleStraight,
            Pattern::Run { low: 1, len: 5 },
            Points::Fixed(30),
            &[1, 2, 3, 4, 5],
        ),
        lower(
            BoxName::BigStraight,
            Pattern::Run { low: 2, len: 5 },
            Points::Fixed(30),
            &[2, 3, 4, 5, 6],
        ),
        lower(
            BoxName::Choice,
            Pattern::Chance,
            Points::Total,
            &[1, 3, 4, 5, 6],
        ),
        lower(
            BoxName::Yacht,
            Pattern::OfAKind(5),
            Points::Fixed(50),
            &[4, 4, 4, 4, 4],
        ),
    ]),
    upper_bonus: &[],
    other_bonus: &[],
    saves_rolls: false,
    yahtzee_box: None,
    extra_yahtzee_bonus: 0,
    has_joker: false,
    forced_order_option: false,
};

/// The game's own boxes, after Ones to Sixes, explained in English, in the order of the sheet
/// ([`VariantId::box_help`](super::VariantId::box_help)). Apart from the game's data, so
/// that the page, which says them in the player's language, does not carry them.
pub(super) const HELP: [&str; 6] = [
    "Three of one number and two of another: the sum of all five dice.",
    "At least four dice alike: the sum of those four dice only.",
    "1-2-3-4-5: 30 points.",
    "2-3-4-5-6: 30 points.",
    "Any dice: the sum of all five dice.",
    "All five dice alike: 50 points.",
];
