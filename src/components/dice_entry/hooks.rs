//! What a new position does to the entry: a fresh draft, and the entry in view.

use web_sys::HtmlInputElement;
use yahtzee_engine::{Dice, Game};
use yew::prelude::*;

/// The draft of the next roll: held dice keep their faces, the others start empty (0).
pub(super) fn fresh_draft(game: &Game) -> Dice {
    let t = game.turn();
    Dice::from_fn(t.dice.len(), |i| {
        if t.rolls > 0 && t.held[i] {
            t.dice[i]
        } else {
            0
        }
    })
}

/// A new position (an entry taken, a correction, a hold, another player's turn) starts a new
/// draft and empties the field; the field keeps the focus, so the next roll can be typed.
#[hook]
pub(super) fn use_new_position(
    game: &Game,
    draft: &UseStateHandle<Dice>,
    open: &UseStateHandle<Option<usize>>,
    text: &NodeRef,
) {
    let draft = draft.clone();
    let open = open.clone();
    let text = text.clone();
    let fresh = fresh_draft(game);
    use_effect_with(
        (fresh, game.turn().rolls, game.decisions().len()),
        move |(fresh, ..)| {
            draft.set(*fresh);
            open.set(None);
            if let Some(input) = text.cast::<HtmlInputElement>() {
                input.set_value("");
            }
        },
    );
}

/// A refused entry stays in the field selected, so that what is typed next replaces it.
#[hook]
pub(super) fn use_select_refused(error: Option<AttrValue>, text: &NodeRef) {
    let text = text.clone();
    use_effect_with(error, move |error| {
        if error.is_some() {
            if let Some(input) = text.cast::<HtmlInputElement>() {
                input.select();
            }
        }
    });
}

/// The next player's turn brings their entry into view: on a phone the score was chosen far
/// down the sheet, and the entry is above it. Returns the reference to give the entry.
#[hook]
pub(super) fn use_into_view_on_turn(game: &Game) -> NodeRef {
    let section = use_node_ref();
    {
        let section = section.clone();
        use_effect_with(
            (
                game.current_player(),
                game.decisions().len(),
                game.turn().rolls == 0,
            ),
            move |(_, decided, fresh)| {
                if *fresh && *decided > 0 {
                    if let Some(el) = section.cast::<web_sys::Element>() {
                        let top = el.get_bounding_client_rect().top();
                        if top < 0.0 {
                            el.scroll_into_view_with_bool(true);
                        }
                    }
                }
            },
        );
    }
    section
}
