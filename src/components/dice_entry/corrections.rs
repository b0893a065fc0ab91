//! Putting a mistyped die right until the box is chosen: a list of faces per die.

use yahtzee_engine::{Face, Game};
use yew::prelude::*;

use super::die_name;
use crate::msg;

/// A list per die. Always rendered (hidden before the first entry), so that the first entry of
/// a turn does not change the shape of the section: the field keeps the focus for the next roll.
pub(super) fn corrections(game: &Game, on_correct: &Callback<(usize, Face)>) -> Html {
    let turn = game.turn();
    let faces = game.rules().def.faces;
    let lists = (0..turn.dice.len()).map(|i| {
        let cb = on_correct.clone();
        let onchange = Callback::from(move |e: Event| {
            if let Some(select) = e.target_dyn_into::<web_sys::HtmlSelectElement>() {
                if let Ok(f) = select.value().parse::<Face>() {
                    cb.emit((i, f));
                }
            }
        });
        html! {
            <select aria-label={msg::entry_correct_die(&die_name(game, i))} {onchange}>
                { for (1..=faces).map(|f| html! {
                    <option value={f.to_string()} selected={turn.dice[i] == f}>{ f }</option>
                }) }
            </select>
        }
    });
    html! {
        <details class="correct" hidden={turn.rolls == 0}>
            <summary>{ msg::entry_correct_summary() }</summary>
            <div class="corrections" role="group" aria-label={msg::entry_correct_group()}>
                { for lists }
            </div>
        </details>
    }
}
