//! Lucky7: Classic Yahtzee with seven-sided dice, one of them marked with a wild 7; a Sevens box
//! joins the upper section, whose bonus needs 84 points.

use super::boxes::{after_six_upper, lower, upper};
use super::BoxName;
use super::{BonusTier, Pattern, Points, VariantDef, VariantId, WildDie};

/// Lucky7, as seed 003 defines it: Classic with seven-sided dice and a wild 7 on the marked die.
pub static LUCKY7: VariantDef = VariantDef {
    id: VariantId::Lucky7,
    key: "lucky7",
    dice: 5,
    faces: 7,
    colours: None,
    wild: Some(WildDie { die: 0, face: 7 }),
    rolls_per_turn: 3,
    // Ones to Sixes, then the game's own boxes.
    boxes: &after_six_upper::<_, 14>([
        upper(BoxName::Sevens, 7, &[1, 7, 7, 7, 4]),
        lower(
            BoxName::ThreeOfAKind,
            Pattern::OfAKind(3),
            Points::Total,
            &[6, 7, 7, 7, 3],
        ),
        lower(
            BoxName::FourOfAKind,
            Pattern::OfAKind(4),
            Points::Total,
            &[5, 5, 5, 5, 7],
        ),
        lower(
            BoxName::FullHouse,
            Pattern::FullHouse,
            Points::Fixed(25),
            &[3, 3, 3, 7, 7],
        ),
        lower(
            BoxName::SmallStraight,
            Pattern::Straight(4),
            Points::Fixed(30),
            &[4, 5, 6, 7, 2],
        ),
        lower(
            BoxName::LargeStraight,
            Pattern::Straight(5),
            Points::Fixed(40),
            &[3, 4, 5, 6, 7],
        ),
        lower(
            BoxName::Yahtzee,
            Pattern::OfAKind(5),
            Points::Fixed(50),
            &[7, 7, 7, 7, 7],
        ),
        lower(
            BoxName::Chance,
            Pattern::Chance,
            Points::Total,
            &[1, 3, 4, 6, 7],
        ),
    ]),
    upper_bonus: &[BonusTier {
        threshold: 84,
        bonus: 46,
    }],
    other_bonus: &[],
    saves_rolls: false,
    yahtzee_box: Some(12),
    extra_yahtzee_bonus: 100,
    has_joker: true,
    forced_order_option: false,
};

/// The game's own boxes, after Ones to Sixes, explained in English, in the order of the sheet
/// ([`VariantId::box_help`](super::VariantId::box_help)). Apart from the game's data, so
/// that the page, which says them in the player's language, does not carry them.
pub(super) const HELP: [&str; 8] = [
    "The sum of the dice showing 7.",
    "At least three dice alike: the sum of all five dice.",
    "At least four dice alike: the sum of all five dice.",
    "Three of one number and two of another: 25 points.",
    "Four numbers in a row (1-2-3-4 up to 4-5-6-7): 30 points.",
    "Five numbers in a row (1-2-3-4-5, 2-3-4-5-6 or 3-4-5-6-7): 40 points.",
    "All five dice alike: 50 points.",
    "Any dice: the sum of all five dice.",
];
