//! One player's scoresheet and the totals at its foot.

use serde::{Deserialize, Serialize};

use crate::rules::{BoxMask, Rules, Section};

/// One player's scoresheet.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Sheet {
    /// The score of each box, `None` while open.
    pub boxes: Vec<Option<u16>>,
    /// How many extra-Yahtzee bonuses were earned.
    pub yahtzee_bonuses: u8,
    /// Points those bonuses are worth in all.
    pub yahtzee_bonus_points: u16,
    /// Rolls the player's turns left unused and saved for later ones, in a game that saves them
    /// (Maxi Yatzy). Left out of the saved text while none, so the other games' saves read as
    /// before.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub saved_rolls: u8,
}

fn is_zero(n: &u8) -> bool {
    *n == 0
}

/// The totals of a sheet, as printed at its foot.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Totals {
    /// Sum of the upper boxes.
    pub upper: u16,
    /// Upper bonus earned so far.
    pub upper_bonus: u16,
    /// Sum of the lower boxes.
    pub lower: u16,
    /// Extra-Yahtzee bonus points.
    pub yahtzee_bonus: u16,
    /// Everything.
    pub total: u16,
}

impl Sheet {
    /// An empty sheet for these rules.
    pub fn new(rules: &Rules) -> Sheet {
        Sheet {
            boxes: vec![None; rules.box_count()],
            yahtzee_bonuses: 0,
            yahtzee_bonus_points: 0,
            saved_rolls: 0,
        }
    }

    /// The filled boxes as a mask.
    pub fn filled(&self) -> BoxMask {
        self.boxes
            .iter()
            .enumerate()
            .filter(|(_, b)| b.is_some())
            .fold(0, |m, (i, _)| m | 1 << i)
    }

    /// Every box holds a score.
    pub fn is_full(&self) -> bool {
        self.boxes.iter().all(Option::is_some)
    }

    /// Whether the Yahtzee box holds its score (which enables the extra bonus).
    pub fn yahtzee_scored(&self, rules: &Rules) -> bool {
        match rules.def.yahtzee_box {
            Some(i) => matches!(self.boxes.get(i), Some(&Some(s)) if rules.yahtzee_held(i, s)),
            None => false,
        }
    }

    /// Whether the sheet's five-of-a-kind box (the Yahtzee box, or a game's box for five alike
    /// such as Yacht's and Yatzy's) holds a score: a five of a kind was scored there.
    pub fn five_alike_scored(&self, rules: &Rules) -> bool {
        rules
            .five_alike_box()
            .is_some_and(|i| matches!(self.boxes.get(i), Some(&Some(s)) if s > 0))
    }

    /// The sums at the foot of the sheet.
    pub fn totals(&self, rules: &Rules) -> Totals {
        // Summed wide: a `Sheet` built by hand can hold any points (one in a `Game` cannot), and
        // its sums then stop at the largest number a box holds rather than wrap.
        let mut upper = 0u32;
        let mut lower = 0u32;
        for (b, score) in rules.boxes().iter().zip(&self.boxes) {
            let s = u32::from(score.unwrap_or(0));
            match b.section {
                Section::Upper => upper += s,
                Section::Lower => lower += s,
            }
        }
        let narrow = |n: u32| u16::try_from(n).unwrap_or(u16::MAX);
        let upper_bonus = rules.upper_bonus(narrow(upper));
        let total = upper + lower + u32::from(upper_bonus) + u32::from(self.yahtzee_bonus_points);
        Totals {
            upper: narrow(upper),
            upper_bonus,
            lower: narrow(lower),
            yahtzee_bonus: self.yahtzee_bonus_points,
            total: narrow(total),
        }
    }
}
