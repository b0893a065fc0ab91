//! The choice of the wild die's value (Lucky7's marked die), when it shows its wild face.

use yahtzee_engine::Game;
use yew::prelude::*;

use crate::msg;

/// A button per value the wild die can stand for; the chosen one (else the highest) pressed.
/// W brings the focus here (`keyboard.rs`), where a number key chooses its value rather than
/// holding a die.
pub(super) fn wild_choice(game: &Game, on_wild: &Callback<u8>) -> Html {
    let faces = game.rules().def.faces;
    let wild = game.turn().wild;
    let onkeydown = {
        let cb = on_wild.clone();
        Callback::from(move |e: KeyboardEvent| {
            if let Some(v) = e
                .key()
                .parse::<u8>()
                .ok()
                .filter(|v| (1..=faces).contains(v))
            {
                e.prevent_default();
                cb.emit(v);
            }
        })
    };
    html! {
        <div class="wild-choice" role="group" aria-label={msg::tray_wild_label()} {onkeydown}>
            <span aria-hidden="true">{ format!("{} ", msg::tray_wild_prefix()) }</span>
            { for (1..=faces).map(|v| {
                let cb = on_wild.clone();
                let chosen = wild.unwrap_or(faces) == v;
                html! {
                    <button type="button" aria-pressed={chosen.to_string()}
                        aria-label={msg::tray_wild_value(v)}
                        onclick={Callback::from(move |_: MouseEvent| cb.emit(v))}>{ v }</button>
                }
            }) }
        </div>
    }
}
