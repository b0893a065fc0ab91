//! What a keep aims at, under it in the hint: "Aims at: Sixes 66 %, Three of a Kind 17 %,
//! Yahtzee 9 %, other 8 %", from the worker's answer (`yahtzee_solver::top_aims`, the same
//! numbers as `yahtzee advise --why`).

use yahtzee_engine::{Game, Rules};
use yahtzee_i18n::Num;
use yahtzee_protocol::Aimed;
use yew::prelude::*;

use crate::msg;
use crate::words::names::box_name;

/// The line of what option `option` of the ranking aims at; nothing for a score or before the
/// worker has said.
pub fn aims_line(game: &Game, aims: &[Aimed], option: usize) -> Html {
    let Some(aimed) = aims.iter().find(|a| a.option == option) else {
        return Html::default();
    };
    html! { <span class="hint-aims">{ aims_words(game, aimed) }</span> }
}

/// The words of [`aims_line`].
pub fn aims_words(game: &Game, aimed: &Aimed) -> String {
    let top = aimed.top.iter().copied();
    msg::hint_aims(&aims_list(&game.rules(), top, aimed.other))
}

/// "Sixes 66 %, Three of a Kind 17 %, Yahtzee 9 %, other 8 %": the boxes of `top` with their
/// chances, then `other`'s (when there is one); the hint's and a review's.
pub fn aims_list(rules: &Rules, top: impl Iterator<Item = (usize, f64)>, other: f64) -> String {
    let mut parts: Vec<String> = top
        .map(|(b, p)| msg::hint_aim(&box_name(rules, b), percent(p)))
        .collect();
    if other > 0.0 {
        parts.push(msg::hint_aim_other(percent(other)));
    }
    parts.join(", ")
}

/// A chance in whole percent, or to one decimal below 1 % (never "0 %" for a chance there is).
fn percent(p: f64) -> Num {
    let p = 100.0 * p;
    Num::fixed(p, if p < 0.95 { 1 } else { 0 })
}
