//! Maxi Yatzy's card: six dice, twenty boxes and an upper bonus, as data.
//!
//! The Swedish card (maxiyatzy.com; in English maxiyahtzee.com) is the official one: 100 points
//! when Ones to Sixes make 84 or more. Another card gives 50 at 75 ([`MaxiCard::fifty_at_75`]).
//! A card is a list of boxes and its bonus, so a smaller card (a few of the boxes) is a game too:
//! the solver's checks solve such a reduced game exactly by a separate brute force.
//!
//! The scoring is over a multiset of six dice ([`Counts`] of six faces); the saved rolls of the
//! Swedish card belong to the turn, not to a box, and live with the game, not here.

use crate::dice::{Counts, Face};

/// Dice in Maxi Yatzy.
pub const MAXI_DICE: usize = 6;

/// A box of the Maxi Yatzy card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum MaxiBox {
    /// The dice showing 1, counted.
    Ones,
    /// The dice showing 2, counted.
    Twos,
    /// The dice showing 3, counted.
    Threes,
    /// The dice showing 4, counted.
    Fours,
    /// The dice showing 5, counted.
    Fives,
    /// The dice showing 6, counted.
    Sixes,
    /// Two dice alike: the highest such pair.
    OnePair,
    /// Two pairs of different faces.
    TwoPairs,
    /// Three pairs of different faces.
    ThreePairs,
    /// Three dice alike.
    ThreeOfAKind,
    /// Four dice alike.
    FourOfAKind,
    /// Five dice alike.
    FiveOfAKind,
    /// 1-2-3-4-5 among the dice: 15.
    SmallStraight,
    /// 2-3-4-5-6 among the dice: 20.
    LargeStraight,
    /// 1-2-3-4-5-6: 21.
    FullStraight,
    /// Three alike and a pair of another face: the five dice.
    FullHouse,
    /// Three alike and three alike of another face: the six dice.
    Villa,
    /// Four alike and a pair of another face: the six dice.
    Tower,
    /// Any dice: their sum.
    Chance,
    /// Six alike: 100.
    MaxiYatzy,
}

impl MaxiBox {
    /// Every box, in the card's order.
    pub const ALL: [MaxiBox; 20] = [
        MaxiBox::Ones,
        MaxiBox::Twos,
        MaxiBox::Threes,
        MaxiBox::Fours,
        MaxiBox::Fives,
        MaxiBox::Sixes,
        MaxiBox::OnePair,
        MaxiBox::TwoPairs,
        MaxiBox::ThreePairs,
        MaxiBox::ThreeOfAKind,
        MaxiBox::FourOfAKind,
        MaxiBox::FiveOfAKind,
        MaxiBox::SmallStraight,
        MaxiBox::LargeStraight,
        MaxiBox::FullStraight,
        MaxiBox::FullHouse,
        MaxiBox::Villa,
        MaxiBox::Tower,
        MaxiBox::Chance,
        MaxiBox::MaxiYatzy,
    ];

    /// The face an upper box counts (Ones to Sixes), whose points count towards the bonus.
    pub fn upper_face(self) -> Option<Face> {
        let i = self as u8;
        (i < 6).then_some(i + 1)
    }

    /// What the box scores with `dice` (six dice).
    pub fn score(self, dice: &Counts) -> u16 {
        let c = |f: usize| dice.0[f];
        // Faces from the highest down, so that the first found is the best.
        let at_least = |n: u8| (1..=6usize).rev().filter(move |&f| c(f) >= n);
        let v = |f: usize| f as u16;
        let straight = |faces: std::ops::RangeInclusive<usize>, points| {
            if faces.clone().all(|f| c(f) >= 1) {
                points
            } else {
                0
            }
        };
        // The best `big` alike plus `small` alike of another face.
        let two_kinds = |big: u8, small: u8| {
            at_least(big)
                .flat_map(|a| {
                    at_least(small)
                        .filter(move |&b| b != a)
                        .map(move |b| (a, b))
                })
                .map(|(a, b)| v(a) * u16::from(big) + v(b) * u16::from(small))
                .max()
                .unwrap_or(0)
        };
        match self {
            MaxiBox::Ones
            | MaxiBox::Twos
            | MaxiBox::Threes
            | MaxiBox::Fours
            | MaxiBox::Fives
            | MaxiBox::Sixes => {
                let f = self.upper_face().map_or(0, usize::from);
                v(f) * u16::from(c(f))
            }
            MaxiBox::OnePair => at_least(2).next().map_or(0, |f| 2 * v(f)),
            MaxiBox::TwoPairs => match at_least(2).take(2).collect::<Vec<_>>()[..] {
                [a, b] => 2 * (v(a) + v(b)),
                _ => 0,
            },
            MaxiBox::ThreePairs => match at_least(2).collect::<Vec<_>>()[..] {
                [a, b, d] => 2 * (v(a) + v(b) + v(d)),
                _ => 0,
            },
            MaxiBox::ThreeOfAKind => at_least(3).next().map_or(0, |f| 3 * v(f)),
            MaxiBox::FourOfAKind => at_least(4).next().map_or(0, |f| 4 * v(f)),
            MaxiBox::FiveOfAKind => at_least(5).next().map_or(0, |f| 5 * v(f)),
            MaxiBox::SmallStraight => straight(1..=5, 15),
            MaxiBox::LargeStraight => straight(2..=6, 20),
            MaxiBox::FullStraight => straight(1..=6, 21),
            MaxiBox::FullHouse => two_kinds(3, 2),
            MaxiBox::Villa => two_kinds(3, 3),
            MaxiBox::Tower => two_kinds(4, 2),
            MaxiBox::Chance => dice.total(),
            MaxiBox::MaxiYatzy => {
                if at_least(6).next().is_some() {
                    100
                } else {
                    0
                }
            }
        }
    }
}

/// A Maxi Yatzy card: its boxes and its upper bonus.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MaxiCard {
    /// The boxes, in the card's order, each once.
    pub boxes: Vec<MaxiBox>,
    /// The upper boxes' sum that earns the bonus.
    pub bonus_at: u16,
    /// The bonus's points.
    pub bonus: u16,
}

impl MaxiCard {
    /// The Swedish card, the official one: twenty boxes, 100 at 84.
    pub fn swedish() -> MaxiCard {
        MaxiCard {
            boxes: MaxiBox::ALL.to_vec(),
            bonus_at: 84,
            bonus: 100,
        }
    }

    /// The card some tables play: the twenty boxes, 50 at 75.
    pub fn fifty_at_75() -> MaxiCard {
        MaxiCard {
            bonus_at: 75,
            bonus: 50,
            ..MaxiCard::swedish()
        }
    }

    /// The bonus earned by an upper score going from `before` to `before + points`.
    pub fn bonus_for(&self, before: u16, points: u16) -> u16 {
        if before < self.bonus_at && before + points >= self.bonus_at {
            self.bonus
        } else {
            0
        }
    }
}
