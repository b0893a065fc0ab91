//! The face picker: a slot per die, and the faces of the open one.

use yahtzee_engine::{Dice, Face, Game};
use yew::prelude::*;

use super::die_name;
use crate::msg;

/// The slots and the face picker. The picker opens over what lies below the slots, so nothing
/// moves when it closes (a quick tap on Enter then lands where the button was).
pub(super) fn picker(
    game: &Game,
    title: &str,
    draft: &UseStateHandle<Dice>,
    open: &UseStateHandle<Option<usize>>,
) -> Html {
    html! {
        <div class="pick">
            <div class="slots" role="group" aria-labelledby="entry-title">
                { for (0..draft.len()).map(|i| slot(game, title, i, draft[i], open)) }
            </div>
            { faces(game, draft, open) }
        </div>
    }
}

/// Die `i`'s slot, showing `face` (0: not entered yet); a tap opens its faces.
fn slot(
    game: &Game,
    title: &str,
    i: usize,
    face: Face,
    open: &UseStateHandle<Option<usize>>,
) -> Html {
    let turn = game.turn();
    let held = turn.rolls > 0 && turn.held[i];
    let name = die_name(game, i);
    let label = if face == 0 {
        msg::entry_slot(title, &name, &msg::entry_not_entered())
    } else if held {
        msg::entry_slot_held(title, &name, &face.to_string())
    } else {
        msg::entry_slot(title, &name, &face.to_string())
    };
    let onclick = {
        let open = open.clone();
        Callback::from(move |_: MouseEvent| open.set(if *open == Some(i) { None } else { Some(i) }))
    };
    let marked = game.rules().def.wild.map(|w| w.die) == Some(i);
    html! {
        <button type="button" aria-label={label} disabled={held}
            aria-expanded={(**open == Some(i)).to_string()}
            class={classes!("slot", (face == 0).then_some("empty"), held.then_some("held"),
                marked.then_some("marked"))}
            {onclick}>
            { if face == 0 { "?".to_string() } else { face.to_string() } }
        </button>
    }
}

/// The faces of the open die. Always in the page (hidden while no die is open): a change in the
/// shape of the section would make the browser drop the focus from the die just tapped.
fn faces(game: &Game, draft: &UseStateHandle<Dice>, open: &UseStateHandle<Option<usize>>) -> Html {
    let i = open.unwrap_or(0);
    let buttons = (1..=game.rules().def.faces).map(|f| {
        let pressed = open.is_some() && draft[i] == f;
        let draft = draft.clone();
        let open = open.clone();
        let onclick = Callback::from(move |_: MouseEvent| {
            let mut next = *draft;
            next[i] = f;
            // The next die still empty opens by itself: a tap after a tap, die after die.
            let n = next.len();
            let following = (1..n).map(|k| (i + k) % n).find(|&k| next[k] == 0);
            draft.set(next);
            open.set(following);
        });
        html! {
            <button type="button" class="face" aria-label={msg::entry_face_button(i + 1, f)}
                aria-pressed={pressed.to_string()} {onclick}>{ f }</button>
        }
    });
    html! {
        <div class="faces" role="group" aria-label={msg::entry_face_group(&die_name(game, i))}
            hidden={open.is_none()}>
            { for buttons }
        </div>
    }
}
