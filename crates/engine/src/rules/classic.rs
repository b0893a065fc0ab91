//! Classic Yahtzee, Hasbro's game: thirteen boxes, a 35-point upper bonus, 100 points for each
//! further Yahtzee and the Joker rule.

use super::boxes::{after_six_upper, lower};
use super::BoxName;
use super::{BonusTier, Pattern, Points, VariantDef, VariantId};

/// Classic Yahtzee, as seeds 000-002 define it.
pub static CLASSIC: VariantDef = VariantDef {
    id: VariantId::Classic,
    key: "classic",
    dice: 5,
    faces: 6,
    colours: None,
    wild: None,
    rolls_per_turn: 3,
    // Ones to Sixes, then the game's own boxes.
    boxes: &after_six_upper::<_, 13>([
        lower(
            BoxName::ThreeOfAKind,
            Pattern::OfAKind(3),
            Points::Total,
            &[6, 6, 6, 2, 3],
        ),
        lower(
            BoxName::FourOfAKind,
            Pattern::OfAKind(4),
            Points::Total,
            &[5, 5, 5, 5, 2],
        ),
        lower(
            BoxName::FullHouse,
            Pattern::FullHouse,
            Points::Fixed(25),
            &[3, 3, 3, 5, 5],
        ),
        lower(
            BoxName::SmallStraight,
            Pattern::Straight(4),
            Points::Fixed(30),
            &[1, 2, 3, 4, 6],
        ),
        lower(
            BoxName::LargeStraight,
            Pattern::Straight(5),
            Points::Fixed(40),
            &[2, 3, 4, 5, 6],
        ),
        lower(
            BoxName::Yahtzee,
            Pattern::OfAKind(5),
            Points::Fixed(50),
            &[4, 4, 4, 4, 4],
        ),
        lower(
            BoxName::Chance,
            Pattern::Chance,
            Points::Total,
            &[1, 3, 4, 5, 6],
        ),
    ]),
    upper_bonus: &[BonusTier {
        threshold: 63,
        bonus: 35,
    }],
    other_bonus: &[],
    saves_rolls: false,
    yahtzee_box: Some(11),
    extra_yahtzee_bonus: 100,
    has_joker: true,
    forced_order_option: false,
};

/// The game's own boxes, after Ones to Sixes, explained in English, in the order of the sheet
/// ([`VariantId::box_help`](super::VariantId::box_help)). Apart from the game's data, so
/// that the page, which says them in the player's language, does not carry them.
pub(super) const HELP: [&str; 7] = [
    "At least three dice alike: the sum of all five dice.",
    "At least four dice alike: the sum of all five dice.",
    "Three of one number and two of another: 25 points.",
    "Four numbers in a row (1-2-3-4, 2-3-4-5 or 3-4-5-6): 30 points.",
    "Five numbers in a row (1-2-3-4-5 or 2-3-4-5-6): 40 points.",
    "All five dice alike: 50 points.",
    "Any dice: the sum of all five dice.",
];
