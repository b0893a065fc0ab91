//! The coach's warning before a costly move.

use yahtzee_engine::Game;
use yahtzee_i18n::Num;
use yew::prelude::*;

use super::modal::Modal;

use crate::focus::use_autofocus;
use crate::msg;
use crate::state::Warning;
use crate::words::coach;

/// Properties of [`CoachWarning`].
#[derive(Properties, PartialEq)]
pub struct CoachWarningProps {
    /// The game shown.
    pub game: Game,
    /// The warning.
    pub warning: Warning,
    /// Play the better move.
    pub on_best: Callback<()>,
    /// Play the player's move anyway.
    pub on_proceed: Callback<()>,
    /// Go back and think again.
    pub on_cancel: Callback<()>,
}

/// A modal question; the better move has the focus.
#[function_component]
pub fn CoachWarning(props: &CoachWarningProps) -> Html {
    crate::hooks::use_help_noted(&props.game);
    let best_ref = use_autofocus();
    let click = |cb: &Callback<()>| {
        let cb = cb.clone();
        Callback::from(move |_: MouseEvent| cb.emit(()))
    };
    let w = &props.warning;
    let best = coach::describe(&props.game, &w.best);
    let mine = coach::describe(&props.game, &w.intended);
    html! {
        <Modal role="alertdialog" labelledby="warn-title" describedby="warn-text" on_close={props.on_cancel.clone()}>
                <h2 id="warn-title">{ match w.by_chance {
                    true => msg::warn_title_chance(Num::fixed(w.loss, 0)),
                    false => msg::warn_title(Num::fixed(w.loss, 1)),
                } }</h2>
                <p id="warn-text">{ msg::warn_text(&mine, &best) }</p>
                <div class="actions">
                    <button type="button" class="primary" ref={best_ref} onclick={click(&props.on_best)}>
                        { msg::warn_play_best(&best) }
                    </button>
                    <button type="button" onclick={click(&props.on_proceed)}>{ msg::warn_play_mine() }</button>
                    <button type="button" onclick={click(&props.on_cancel)}>{ msg::warn_cancel() }</button>
                </div>
        </Modal>
    }
}
