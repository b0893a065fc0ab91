//! Keyboard shortcuts: one table drives the key handler, the help dialog and the README.
//!
//! The keys act on the table only. While a text field, number field, select, slider or any
//! other editable control has the focus, and while a dialog is open, they are left to the
//! browser (a dialog handles its own Escape and Tab), so typing "Rich D. Hu 21?" types it.

use std::cell::Cell;
use std::rc::Rc;

use gloo_events::{EventListener, EventListenerOptions};
use wasm_bindgen::JsCast;
use yahtzee_engine::{Action, MAX_DICE};
use yew::prelude::*;

use crate::msg;
use crate::state::{AppAction, AppState};

/// What a shortcut does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Command {
    /// Roll the dice that are not held.
    Roll,
    /// Hold or release die N.
    ToggleDie,
    /// Go to the wild die's value (Lucky7), where the number keys choose it.
    Wild,
    /// Say the dice.
    Dice,
    /// Say the scoresheet.
    Sheet,
    /// Move through the open boxes.
    MoveFocus,
    /// Go to the first or the last open box.
    FocusEdge,
    /// Score the box that has the focus (the browser's own Enter on a button).
    Score,
    /// Show or hide the coach's hint.
    Hint,
    /// Take the last score back.
    Undo,
    /// Shortcuts and rules.
    Help,
    /// Close a dialog.
    Close,
}

/// Words of the page's language, read when shown: a message's function. It shows as its text
/// (`Display`, and as a node of `html!`), so the help writes `{ s.does }` and the README test
/// `format!("{}", s.does)`.
#[derive(Clone, Copy)]
pub struct Said(pub fn() -> String);

impl std::fmt::Display for Said {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&(self.0)())
    }
}

impl yew::html::IntoPropValue<Html> for Said {
    fn into_prop_value(self) -> Html {
        Html::from(self.to_string())
    }
}

/// One row of the shortcut table.
pub struct Shortcut {
    /// The keys as the help and the README show them, the same in every language.
    pub keys: &'static str,
    /// What they do, in words.
    pub does: Said,
    /// The command.
    pub command: Command,
}

/// Every shortcut. The key handler, the help dialog and the README's table come from this.
pub const SHORTCUTS: &[Shortcut] = &[
    Shortcut {
        keys: "R",
        does: Said(msg::keys_roll),
        command: Command::Roll,
    },
    Shortcut {
        keys: "1–6",
        does: Said(msg::keys_toggle_die),
        command: Command::ToggleDie,
    },
    Shortcut {
        keys: "W, 1–7",
        does: Said(msg::keys_wild),
        command: Command::Wild,
    },
    Shortcut {
        keys: "D",
        does: Said(msg::keys_dice),
        command: Command::Dice,
    },
    Shortcut {
        keys: "C",
        does: Said(msg::keys_sheet),
        command: Command::Sheet,
    },
    Shortcut {
        keys: "↑ / ↓",
        does: Said(msg::keys_move_focus),
        command: Command::MoveFocus,
    },
    Shortcut {
        keys: "Home / End",
        does: Said(msg::keys_focus_edge),
        command: Command::FocusEdge,
    },
    Shortcut {
        keys: "Enter",
        does: Said(msg::keys_score),
        command: Command::Score,
    },
    Shortcut {
        keys: "H",
        does: Said(msg::keys_hint),
        command: Command::Hint,
    },
    Shortcut {
        keys: "U",
        does: Said(msg::keys_undo),
        command: Command::Undo,
    },
    Shortcut {
        keys: "?",
        does: Said(msg::keys_help),
        command: Command::Help,
    },
    Shortcut {
        keys: "Esc",
        does: Said(msg::keys_close),
        command: Command::Close,
    },
];

/// The sentence the README and the help put under the table.
pub const WHEN_IGNORED: Said = Said(msg::keys_when_ignored);

/// What a key press asks for, if anything.
#[derive(Clone, Debug, PartialEq)]
pub enum Effect {
    /// Something for the reducer.
    Dispatch(AppAction),
    /// Move the focus through the score buttons by this many steps ([`FIRST`] and [`LAST`]: to
    /// the first and the last).
    MoveFocus(i32),
    /// Put the focus on the wild die's chosen value, if its choice shows.
    FocusWild,
}

/// A step of [`Effect::MoveFocus`] to the first open box.
pub const FIRST: i32 = i32::MIN;
/// A step of [`Effect::MoveFocus`] to the last open box.
pub const LAST: i32 = i32::MAX;

/// The command a key belongs to, and the die or step it names.
pub fn command_of(key: &str) -> Option<(Command, i32)> {
    let die = key
        .parse::<usize>()
        .ok()
        .filter(|d| (1..=MAX_DICE).contains(d));
    Some(match key {
        _ if die.is_some() => (Command::ToggleDie, die.map_or(0, |d| d as i32 - 1)),
        "r" | "R" => (Command::Roll, 0),
        "w" | "W" => (Command::Wild, 0),
        "d" | "D" => (Command::Dice, 0),
        "c" | "C" => (Command::Sheet, 0),
        "h" | "H" => (Command::Hint, 0),
        "u" | "U" => (Command::Undo, 0),
        "?" => (Command::Help, 0),
        "Escape" => (Command::Close, 0),
        "ArrowDown" => (Command::MoveFocus, 1),
        "ArrowUp" => (Command::MoveFocus, -1),
        "Home" => (Command::FocusEdge, FIRST),
        "End" => (Command::FocusEdge, LAST),
        _ => return None,
    })
}

/// What a key does on the table (no dialog open, no editable control focused).
pub fn effect(key: &str) -> Option<Effect> {
    // Every command a key names has its row in the table (a test holds them together), so the
    // help and the README never miss a shortcut; the table itself is the help's, a later part.
    let (command, n) = command_of(key)?;
    Some(match command {
        Command::Roll => Effect::Dispatch(AppAction::Play(Action::Roll)),
        Command::ToggleDie => Effect::Dispatch(AppAction::Play(Action::Toggle(n as usize))),
        Command::Dice => Effect::Dispatch(AppAction::AnnounceDice),
        Command::Sheet => Effect::Dispatch(AppAction::AnnounceSheet),
        Command::MoveFocus | Command::FocusEdge => Effect::MoveFocus(n),
        Command::Wild => Effect::FocusWild,
        Command::Hint => Effect::Dispatch(AppAction::ToggleHint),
        Command::Undo => Effect::Dispatch(AppAction::Play(Action::Undo)),
        Command::Help => Effect::Dispatch(AppAction::ToggleHelp),
        Command::Close => Effect::Dispatch(AppAction::CloseDialog),
        // Enter on a focused button is the browser's own click.
        Command::Score => return None,
    })
}

/// The shortcut table as Markdown, as the README carries it (a test checks that it does).
#[cfg(test)]
pub fn markdown_table() -> String {
    let mut out = String::from("| Key | What it does |\n|---|---|\n");
    for s in SHORTCUTS {
        out += &format!("| `{}` | {} |\n", s.keys, s.does);
    }
    out
}

/// Whether the focus is in a control that takes keys itself: text and number fields, lists,
/// sliders, text areas and editable content.
fn editing(event: &web_sys::KeyboardEvent) -> bool {
    let Some(el) = event
        .target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
    else {
        return false;
    };
    match el.tag_name().to_ascii_lowercase().as_str() {
        "input" => !matches!(
            el.get_attribute("type").as_deref(),
            Some("button" | "checkbox" | "radio" | "submit" | "reset")
        ),
        "select" | "textarea" => true,
        _ => el
            .dyn_ref::<web_sys::HtmlElement>()
            .is_some_and(|h| h.is_content_editable()),
    }
}

/// Puts the focus in the field for real dice, if the table has one; whether it did.
fn focus_entry() -> bool {
    web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id("dice-entry-text"))
        .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok())
        .is_some_and(|e| e.focus().is_ok())
}

/// Moves the focus to the next (or previous, first, last) enabled score button, wrapping around.
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
        _ if step == FIRST => 0,
        _ if step == LAST => n - 1,
        Some(i) => (i as i32 + step).rem_euclid(n),
        None if step > 0 => 0,
        None => n - 1,
    };
    let _ = buttons[next as usize].focus();
}

/// Listens for shortcuts on the document while the component lives. `modal` says whether a
/// dialog is open; the hook reads it at each key press.
#[hook]
pub fn use_shortcuts(dispatcher: UseReducerDispatcher<AppState>, modal: bool) {
    let open = use_mut_ref(|| Rc::new(Cell::new(false)));
    let flag = open.borrow().clone();
    flag.set(modal);
    use_effect_with((), move |_| {
        let document = web_sys::window().and_then(|w| w.document());
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
                // A dialog handles its own keys; an editable control keeps its typing.
                if flag.get() || editing(event) || event.default_prevented() {
                    return;
                }
                // A held-down key repeats: it must not roll twice.
                if event.repeat() {
                    if command_of(&event.key()).is_some() {
                        event.prevent_default();
                    }
                    return;
                }
                match effect(&event.key()) {
                    // With real dice there is nothing to roll on the page: R goes to the field
                    // where the faces rolled at the table are typed.
                    Some(Effect::Dispatch(AppAction::Play(Action::Roll))) if focus_entry() => {
                        event.prevent_default();
                    }
                    Some(Effect::Dispatch(action)) => {
                        event.prevent_default();
                        dispatcher.dispatch(action);
                    }
                    Some(Effect::FocusWild) => {
                        if let Some(chosen) = web_sys::window()
                            .and_then(|w| w.document())
                            .and_then(|d| {
                                d.query_selector(".wild-choice [aria-pressed=true]")
                                    .ok()
                                    .flatten()
                            })
                            .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok())
                        {
                            event.prevent_default();
                            let _ = chosen.focus();
                        }
                    }
                    Some(Effect::MoveFocus(step)) => {
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_command_in_the_table_has_a_key_and_every_key_a_row() {
        for key in [
            "r",
            "R",
            "1",
            "5",
            "6",
            "w",
            "W",
            "d",
            "D",
            "c",
            "C",
            "h",
            "H",
            "u",
            "U",
            "?",
            "Escape",
            "ArrowUp",
            "ArrowDown",
            "Home",
            "End",
        ] {
            let (command, _) = command_of(key).unwrap();
            assert!(SHORTCUTS.iter().any(|s| s.command == command), "{key}");
        }
        // Keys 1 to 6, as many as a game has dice (six in Maxi Yatzy): a five-dice game refuses
        // die 6 as the engine does, with the reason.
        assert_eq!(command_of("6"), Some((Command::ToggleDie, 5)));
        assert_eq!(command_of("7"), None);
        assert_eq!(command_of("x"), None);
        assert_eq!(effect("End"), Some(Effect::MoveFocus(LAST)));
        assert_eq!(effect("W"), Some(Effect::FocusWild));
        assert_eq!(
            effect("3"),
            Some(Effect::Dispatch(AppAction::Play(Action::Toggle(2))))
        );
    }

    #[test]
    fn the_readme_carries_the_table() {
        let readme = include_str!("../README.md");
        assert!(
            readme.contains(&markdown_table()),
            "README.md must carry this table exactly:\n{}",
            markdown_table()
        );
        assert!(readme.contains(&WHEN_IGNORED.to_string()));
    }
}
