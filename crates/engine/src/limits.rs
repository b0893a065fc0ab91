//! The bounds of what a game can score, for data read from storage or a file: a result or a
//! record above them is not one that play can make.

use std::cell::RefCell;

use crate::dice::{Counts, DICE};
use crate::rules::Rules;

/// An upper bound of a final total under `rules`: every box at its best over every roll (with
/// the Joker's scores), the highest upper bonus, and an extra-Yahtzee bonus on every turn after
/// the first. Worked out once per rule set (a list of ten thousand records asks each time).
pub fn most_points(rules: &Rules) -> u16 {
    thread_local! {
        static KNOWN: RefCell<Vec<(Rules, u16)>> = const { RefCell::new(Vec::new()) };
    }
    KNOWN.with_borrow_mut(|known| {
        if let Some(&(_, most)) = known.iter().find(|(r, _)| r == rules) {
            return most;
        }
        let most = work_out(rules);
        known.push((*rules, most));
        most
    })
}

fn work_out(rules: &Rules) -> u16 {
    let rolls = Counts::all(DICE as u8, rules.def.faces);
    let boxes: u32 = (0..rules.box_count())
        .map(|i| {
            rolls
                .iter()
                .flat_map(|c| [false, true].map(|joker| rules.box_score(i, c, joker)))
                .max()
                .map_or(0, u32::from)
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
