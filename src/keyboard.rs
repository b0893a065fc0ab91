//! Keyboard shortcuts for the whole page (R, 1-5, D, C, H, U, ?, arrows, Escape), as a hook.

use gloo_events::{EventListener, EventListenerOptions};
use wasm_bindgen::JsCast;
use yahtzee_engine::Action;
use yew::prelude::*;

use crate::state::{AppAction, AppState};

/// What a key press asks for, if anything.
pub enum Shortcut {
    /// Something for the reducer.
    Dispatch(AppAction),
    /// Move the focus through the score buttons by this many steps.
    MoveFocus(i32),
}

/// Maps a key to its shortcut. Modifier combinations belong to the browser.
pub fn shortcut(key: &str) -> Option<Shortcut> {
    use Shortcut::*;
    Some(match key {
        "r" | "R" => Dispatch(AppAction::Play(Action::Roll)),
        "1" | "2" | "3" | "4" | "5" => {
            let i = key.parse::<usize>().ok()? - 1;
            Dispatch(AppAction::Play(Action::Toggle(i)))
        }
        "d" | "D" => Dispatch(AppAction::AnnounceDice),
        "c" | "C" => Dispatch(AppAction::AnnounceSheet),
        "u" | "U" => Dispatch(AppAction::Play(Action::Undo)),
        "h" | "H" => Dispatch(AppAction::ToggleHint),
        "?" => Dispatch(AppAction::ToggleHelp),
        "Escape" => Dispatch(AppAction::CloseDialogs),
        "ArrowDown" => MoveFocus(1),
        "ArrowUp" => MoveFocus(-1),
        _ => return None,
    })
}

/// Moves the focus to the next (or previous) enabled score button, wrapping around.
fn move_focus(step: i32) {
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let Ok(list) = doc.query_selector_all(".sheet button.box:not([disabled])") else {
        return;
    };
    let buttons: Vec<web_sys::HtmlElement> = (0..list.length())
        .filter_map(|i| list.item(i)?.dyn_into().ok())
        .collect();
    if buttons.is_empty() {
        return;
    }
    let active = doc.active_element();
    let at = buttons
        .iter()
        .position(|b| active.as_ref() == Some(b.unchecked_ref::<web_sys::Element>()));
    let n = buttons.len() as i32;
    let next = match at {
        Some(i) => (i as i32 + step).rem_euclid(n),
        None if step > 0 => 0,
        None => n - 1,
    };
    let _ = buttons[next as usize].focus();
}

/// Listens for shortcuts on the document while the component lives.
#[hook]
pub fn use_shortcuts(dispatcher: UseReducerDispatcher<AppState>) {
    use_effect_with((), move |_| {
        let document = gloo_utils_document();
        let listener = document.map(|doc| {
            // Not passive: arrow keys must not scroll the page while they move the focus.
            let options = EventListenerOptions::enable_prevent_default();
            EventListener::new_with_options(&doc, "keydown", options, move |event| {
                let Some(event) = event.dyn_ref::<web_sys::KeyboardEvent>() else {
                    return;
                };
                if event.ctrl_key() || event.meta_key() || event.alt_key() {
                    return;
                }
                match shortcut(&event.key()) {
                    Some(Shortcut::Dispatch(action)) => {
                        event.prevent_default();
                        dispatcher.dispatch(action);
                    }
                    Some(Shortcut::MoveFocus(step)) => {
                        event.prevent_default();
                        move_focus(step);
                    }
                    None => {}
                }
            })
        });
        move || drop(listener)
    });
}

fn gloo_utils_document() -> Option<web_sys::Document> {
    web_sys::window()?.document()
}
