//! The bounds of what a game can score, for data read from storage or a file: a result or a
//! record above them is not one that play can make.

use crate::rules::{Points, Rules};

/// An upper bound of a final total under `rules`, from the rules' data alone: every box at the
/// most its points can give (no sum of dice exceeds every die on the highest face), the highest
/// upper bonus, and an extra-Yahtzee bonus on every turn after the first.
pub fn most_points(rules: &Rules) -> u16 {
    let dice = u32::from(rules.def.dice) * u32::from(rules.def.faces);
    let boxes: u32 = rules
        .boxes()
        .iter()
        .map(|b| match b.points {
            Points::Fixed(p) => u32::from(p),
            Points::TotalPlus(p) => dice + u32::from(p),
            _ => dice,
        })
        .sum();
    let upper = rules
        .def
        .upper_bonus
        .iter()
        .map(|t| t.bonus)
        .max()
        .unwrap_or(0);
    let extra = if rules.options.yahtzee_bonus && rules.def.yahtzee_box.is_some() {
        u32::from(rules.def.extra_yahtzee_bonus) * (rules.box_count() as u32 - 1)
    } else {
        0
    };
    u16::try_from(boxes + u32::from(upper) + extra).unwrap_or(u16::MAX)
}
