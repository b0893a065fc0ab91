//! Classic Yahtzee, Hasbro's game: thirteen boxes, a 35-point upper bonus, 100 points for each
//! further Yahtzee and the Joker rule.

use super::boxes::{after_six_upper, lower};
use super::{BonusTier, Pattern, Points, VariantDef, VariantId};

/// Classic Yahtzee, as seeds 000-002 define it.
pub static CLASSIC: VariantDef = VariantDef {
    id: VariantId::Classic,
    key: "classic",
    name: "Classic Yahtzee",
    faces: 6,
    colours: None,
    wild: None,
    rolls_per_turn: 3,
    // Ones to Sixes, then the game's own boxes.
    boxes: &after_six_upper::<_, 13>([
        lower(
            "Three of a Kind",
            Pattern::OfAKind(3),
            Points::Total,
            "At least three dice alike: the sum of all five dice.",
            [6, 6, 6, 2, 3],
        ),
        lower(
            "Four of a Kind",
            Pattern::OfAKind(4),
            Points::Total,
            "At least four dice alike: the sum of all five dice.",
            [5, 5, 5, 5, 2],
        ),
        lower(
            "Full House",
            Pattern::FullHouse,
            Points::Fixed(25),
            "Three of one number and two of another: 25 points.",
            [3, 3, 3, 5, 5],
        ),
        lower(
            "Small Straight",
            Pattern::Straight(4),
            Points::Fixed(30),
            "Four numbers in a row (1-2-3-4, 2-3-4-5 or 3-4-5-6): 30 points.",
            [1, 2, 3, 4, 6],
        ),
        lower(
            "Large Straight",
            Pattern::Straight(5),
            Points::Fixed(40),
            "Five numbers in a row (1-2-3-4-5 or 2-3-4-5-6): 40 points.",
            [2, 3, 4, 5, 6],
        ),
        lower(
            "Yahtzee",
            Pattern::OfAKind(5),
            Points::Fixed(50),
            "All five dice alike: 50 points.",
            [4, 4, 4, 4, 4],
        ),
        lower(
            "Chance",
            Pattern::Chance,
            Points::Total,
            "Any dice: the sum of all five dice.",
            [1, 3, 4, 5, 6],
        ),
    ]),
    upper_bonus: &[BonusTier {
        threshold: 63,
        bonus: 35,
    }],
    yahtzee_box: Some(11),
    extra_yahtzee_bonus: 100,
    has_joker: true,
    forced_order_option: false,
};
