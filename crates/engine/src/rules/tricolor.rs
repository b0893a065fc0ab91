//! Tricolor, that is Kismet: dice whose faces are coloured in pairs, fifteen boxes with three
//! that ask for one colour, and an upper bonus in three steps.

use super::boxes::{after_six_upper, lower};
use super::BoxName;
use super::{BonusTier, Colour, Pattern, Points, VariantDef, VariantId};

/// Tricolor, as seed 003 defines it: Kismet, whose faces are coloured in pairs.
pub static TRICOLOR: VariantDef = VariantDef {
    id: VariantId::Tricolor,
    key: "tricolor",
    dice: 5,
    faces: 6,
    colours: Some(&[
        Colour::White,
        Colour::Red,
        Colour::Green,
        Colour::Green,
        Colour::Red,
        Colour::White,
    ]),
    wild: None,
    rolls_per_turn: 3,
    // Ones to Sixes, then the game's own boxes.
    boxes: &after_six_upper::<_, 15>([
        lower(
            BoxName::TwoPairSameColour,
            Pattern::TwoPairSameColour,
            Points::Total,
            &[2, 2, 5, 5, 3],
        ),
        lower(
            BoxName::ThreeOfAKind,
            Pattern::OfAKind(3),
            Points::Total,
            &[6, 6, 6, 2, 3],
        ),
        lower(
            BoxName::Straight,
            Pattern::Straight(5),
            Points::Fixed(30),
            &[2, 3, 4, 5, 6],
        ),
        lower(
            BoxName::Flush,
            Pattern::Flush,
            Points::Fixed(35),
            &[2, 5, 5, 5, 5],
        ),
        lower(
            BoxName::FullHouse,
            Pattern::FullHouse,
            Points::TotalPlus(15),
            &[3, 3, 3, 5, 5],
        ),
        lower(
            BoxName::FullHouseSameColour,
            Pattern::FullHouseSameColour,
            Points::TotalPlus(20),
            &[1, 1, 1, 6, 6],
        ),
        lower(
            BoxName::FourOfAKind,
            Pattern::OfAKind(4),
            Points::TotalPlus(25),
            &[5, 5, 5, 5, 2],
        ),
        lower(
            BoxName::Kismet,
            Pattern::OfAKind(5),
            Points::TotalPlus(50),
            &[4, 4, 4, 4, 4],
        ),
        lower(
            BoxName::Chance,
            Pattern::Chance,
            Points::Total,
            &[1, 3, 4, 5, 6],
        ),
    ]),
    upper_bonus: &[
        BonusTier {
            threshold: 63,
            bonus: 35,
        },
        BonusTier {
            threshold: 71,
            bonus: 55,
        },
        BonusTier {
            threshold: 78,
            bonus: 75,
        },
    ],
    other_bonus: &[],
    saves_rolls: false,
    yahtzee_box: Some(13),
    extra_yahtzee_bonus: 100,
    has_joker: false,
    forced_order_option: false,
};

/// The game's own boxes, after Ones to Sixes, explained in English, in the order of the sheet
/// ([`VariantId::box_help`](super::VariantId::box_help)). Apart from the game's data, so
/// that the page, which says them in the player's language, does not carry them.
pub(super) const HELP: [&str; 9] = [
    "Two pairs of one colour (1 and 6 white, 2 and 5 red, 3 and 4 green), \
     four of a kind included: the sum of all five dice.",
    "At least three dice alike: the sum of all five dice.",
    "Five numbers in a row (1-2-3-4-5 or 2-3-4-5-6): 30 points.",
    "All five dice of one colour: 35 points.",
    "Three of one number and two of another: the sum of all five dice plus 15.",
    "A full house all of one colour: the sum of all five dice plus 20.",
    "At least four dice alike: the sum of all five dice plus 25.",
    "All five dice alike: the sum of all five dice plus 50.",
    "Any dice: the sum of all five dice.",
];
