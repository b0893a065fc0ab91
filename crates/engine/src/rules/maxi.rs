//! Maxi Yatzy, Yatzy's big sister in Sweden, Norway and Denmark, by the Swedish card
//! (maxiyatzy.com; in English maxiyahtzee.com): six dice, twenty boxes scoring the dice that make
//! them, a 100-point upper bonus at 84, and the rolls a turn leaves unused saved for later turns.
//! Other cards give 50 at 75, or save no rolls: both are table options.
//!
//! The examples are the card's own; `crate::maxi` holds the same card as the solver reads it, and
//! the tests check the two against each other over all 462 multisets of six dice.

use super::boxes::{lower, upper};
use super::BoxName;
use super::{BonusTier, Pattern, Points, VariantDef, VariantId};

/// Maxi Yatzy.
pub static MAXI: VariantDef = VariantDef {
    id: VariantId::Maxi,
    key: "maxi",
    dice: 6,
    faces: 6,
    colours: None,
    wild: None,
    rolls_per_turn: 3,
    boxes: &[
        upper(BoxName::Ones, 1, &[3, 1, 1, 6, 1, 4]),
        upper(BoxName::Twos, 2, &[2, 5, 4, 3, 2, 6]),
        upper(BoxName::Threes, 3, &[3, 2, 1, 3, 4, 3]),
        upper(BoxName::Fours, 4, &[4, 4, 3, 4, 5, 4]),
        upper(BoxName::Fives, 5, &[5, 1, 2, 5, 5, 4]),
        upper(BoxName::Sixes, 6, &[4, 6, 3, 1, 6, 6]),
        lower(
            BoxName::OnePair,
            Pattern::OfAKind(2),
            Points::MatchingSum,
            &[6, 4, 2, 6, 5, 1],
        ),
        lower(
            BoxName::TwoPairs,
            Pattern::TwoPairs,
            Points::MatchingSum,
            &[2, 1, 3, 3, 5, 5],
        ),
        lower(
            BoxName::ThreePairs,
            Pattern::ThreePairs,
            Points::MatchingSum,
            &[2, 2, 5, 5, 6, 6],
        ),
        lower(
            BoxName::ThreeOfAKind,
            Pattern::OfAKind(3),
            Points::MatchingSum,
            &[4, 5, 3, 5, 5, 4],
        ),
        lower(
            BoxName::FourOfAKind,
            Pattern::OfAKind(4),
            Points::MatchingSum,
            &[2, 4, 2, 2, 5, 2],
        ),
        lower(
            BoxName::FiveOfAKind,
            Pattern::OfAKind(5),
            Points::MatchingSum,
            &[3, 3, 2, 3, 3, 3],
        ),
        lower(
            BoxName::SmallStraight,
            Pattern::Run { low: 1, len: 5 },
            Points::Fixed(15),
            &[1, 2, 3, 4, 5, 3],
        ),
        lower(
            BoxName::LargeStraight,
            Pattern::Run { low: 2, len: 5 },
            Points::Fixed(20),
            &[2, 3, 4, 5, 6, 6],
        ),
        lower(
            BoxName::FullStraight,
            Pattern::Run { low: 1, len: 6 },
            Points::Fixed(21),
            &[1, 2, 3, 4, 5, 6],
        ),
        lower(
            BoxName::FullHouse,
            Pattern::Kinds { big: 3, small: 2 },
            Points::MatchingSum,
            &[3, 4, 4, 6, 6, 6],
        ),
        lower(
            BoxName::Villa,
            Pattern::Kinds { big: 3, small: 3 },
            Points::MatchingSum,
            &[2, 2, 2, 5, 5, 5],
        ),
        lower(
            BoxName::Tower,
            Pattern::Kinds { big: 4, small: 2 },
            Points::MatchingSum,
            &[3, 3, 6, 6, 6, 6],
        ),
        lower(
            BoxName::Chance,
            Pattern::Chance,
            Points::Total,
            &[3, 4, 2, 6, 5, 4],
        ),
        lower(
            BoxName::MaxiYatzy,
            Pattern::OfAKind(6),
            Points::Fixed(100),
            &[4, 4, 4, 4, 4, 4],
        ),
    ],
    upper_bonus: &[BonusTier {
        threshold: 84,
        bonus: 100,
    }],
    other_bonus: &[BonusTier {
        threshold: 75,
        bonus: 50,
    }],
    saves_rolls: true,
    // No Joker and no bonus for a further Maxi Yatzy.
    yahtzee_box: None,
    extra_yahtzee_bonus: 0,
    has_joker: false,
    forced_order_option: false,
};

/// The game's own boxes, after Ones to Sixes, explained in English, in the order of the sheet.
pub(super) const HELP: [&str; 14] = [
    "Two dice alike: the sum of the highest pair only.",
    "Two pairs of different numbers: the sum of those four dice.",
    "Three pairs of different numbers: the sum of all six dice.",
    "Three dice alike: the sum of those three dice only.",
    "Four dice alike: the sum of those four dice only.",
    "Five dice alike: the sum of those five dice only.",
    "1-2-3-4-5: 15 points.",
    "2-3-4-5-6: 20 points.",
    "1-2-3-4-5-6: 21 points.",
    "Three of one number and two of another: the sum of those five dice only.",
    "Three of one number and three of another: the sum of all six dice.",
    "Four of one number and two of another: the sum of all six dice.",
    "Any dice: the sum of all six dice.",
    "All six dice alike: 100 points.",
];
