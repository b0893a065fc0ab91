//! Scandinavian Yatzy, the game of the kitchen tables of Sweden, Denmark, Norway and Finland:
//! fifteen boxes, sums of the matching dice, a 50-point upper bonus, no Joker and no bonus for
//! a further Yatzy. The highest possible total is 374.

use super::boxes::{after_six_upper, lower};
use super::BoxName;
use super::{BonusTier, Pattern, Points, VariantDef, VariantId};

/// Scandinavian Yatzy.
pub static YATZY: VariantDef = VariantDef {
    id: VariantId::Yatzy,
    key: "yatzy",
    dice: 5,
    faces: 6,
    colours: None,
    wild: None,
    rolls_per_turn: 3,
    // Ones to Sixes, then the game's own boxes.
    boxes: &after_six_upper::<_, 15>([
        lower(
            BoxName::OnePair,
            Pattern::OfAKind(2),
            Points::MatchingSum,
            &[5, 5, 3, 3, 6],
        ),
        lower(
            BoxName::TwoPairs,
            Pattern::TwoPairs,
            Points::MatchingSum,
            &[4, 4, 2, 2, 6],
        ),
        lower(
            BoxName::ThreeOfAKind,
            Pattern::OfAKind(3),
            Points::MatchingSum,
            &[3, 3, 3, 5, 6],
        ),
        lower(
            BoxName::FourOfAKind,
            Pattern::OfAKind(4),
            Points::MatchingSum,
            &[6, 6, 6, 6, 2],
        ),
        lower(
            BoxName::SmallStraight,
            Pattern::Run { low: 1, len: 5 },
            Points::Fixed(15),
            &[1, 2, 3, 4, 5],
        ),
        lower(
            BoxName::LargeStraight,
            Pattern::Run { low: 2, len: 5 },
            Points::Fixed(20),
            &[2, 3, 4, 5, 6],
        ),
        lower(
            BoxName::FullHouse,
            Pattern::FullHouse,
            Points::Total,
            &[3, 3, 3, 5, 5],
        ),
        lower(
            BoxName::Chance,
            Pattern::Chance,
            Points::Total,
            &[1, 3, 4, 5, 6],
        ),
        lower(
            BoxName::Yatzy,
            Pattern::OfAKind(5),
            Points::Fixed(50),
            &[4, 4, 4, 4, 4],
        ),
    ]),
    upper_bonus: &[BonusTier {
        threshold: 63,
        bonus: 50,
    }],
    other_bonus: &[],
    saves_rolls: false,
    // No Joker and no bonus for a further Yatzy: the box is only a box.
    yahtzee_box: None,
    extra_yahtzee_bonus: 0,
    has_joker: false,
    forced_order_option: true,
};

/// The game's own boxes, after Ones to Sixes, explained in English, in the order of the sheet
/// ([`VariantId::box_help`](super::VariantId::box_help)). Apart from the game's data, so
/// that the page, which says them in the player's language, does not carry them.
pub(super) const HELP: [&str; 9] = [
    "Two dice alike: the sum of the highest pair only.",
    "Two pairs of different numbers: the sum of those four dice.",
    "Three dice alike: the sum of those three dice only.",
    "Four dice alike: the sum of those four dice only.",
    "1-2-3-4-5: 15 points.",
    "2-3-4-5-6: 20 points.",
    "Three of one number and two of another: the sum of all five dice.",
    "Any dice: the sum of all five dice.",
    "All five dice alike: 50 points.",
];
