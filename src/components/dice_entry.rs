//! Entering real dice after a physical roll: a face picker per die (tap a die, tap its face)
//! or the faces typed into one field ("3 3 5 1 6" or "33516", then Enter), and a list per die
//! to put a mistyped one right until the box is chosen. The picker is `dice_entry/picker.rs`,
//! the corrections `dice_entry/corrections.rs`, the effects of a new position `hooks.rs`.
//!
//! The picker's draft lives here, since it is only a draft until it is entered; what is
//! entered goes to the reducer, which reads typed text with the engine's `parse_faces` and
//! answers a bad entry with a message (shown here and said by the live region).

mod corrections;
mod hooks;
mod picker;

use web_sys::HtmlInputElement;
use yahtzee_engine::{Dice, Face, Game, Held};
use yew::prelude::*;

use crate::msg;
use crate::words::{entry_title, whose_turn};

/// Properties of [`DiceEntry`].
#[derive(Properties, PartialEq)]
pub struct DiceEntryProps {
    /// The game on the table.
    pub game: Game,
    /// The name of the player whose turn it is.
    pub player: AttrValue,
    /// The player's colour index.
    #[prop_or_default]
    pub colour: usize,
    /// Why the last entry was refused, if it was.
    #[prop_or_default]
    pub error: Option<AttrValue>,
    /// The faces picked die by die.
    pub on_enter: Callback<Dice>,
    /// Faces typed into the field, to read.
    pub on_text: Callback<String>,
    /// One die put right: (die, face).
    pub on_correct: Callback<(usize, Face)>,
    /// The dice entered so far this turn (the tray), shown in the card and held there by a tap.
    #[prop_or_default]
    pub dice: Html,
    /// The hint's button, beside the player's name on a phone (`DiceTray`'s `thumb`).
    #[prop_or_default]
    pub tools: Html,
}

/// Die `i`'s name in a sentence ("die 3", or "the marked die 3" in a game with a wild die).
fn die_name(game: &Game, i: usize) -> String {
    if game.rules().def.wild.map(|w| w.die) == Some(i) {
        msg::entry_die_marked(i + 1)
    } else {
        msg::entry_die(i + 1)
    }
}

/// The entry of real dice for the player whose turn it is.
#[function_component]
pub fn DiceEntry(props: &DiceEntryProps) -> Html {
    let game = &props.game;
    let draft = use_state(|| hooks::fresh_draft(game));
    let open = use_state(|| None::<usize>);
    let text = use_node_ref();
    hooks::use_new_position(game, &draft, &open, &text);
    hooks::use_select_refused(props.error.clone(), &text);
    let section = hooks::use_into_view_on_turn(game);
    let title = entry_title(game);
    let complete = draft.iter().all(|&f| f > 0);
    let turn = game.turn();
    let held_now = Held::from_fn(turn.held.len(), |i| turn.rolls > 0 && turn.held[i]);
    // When Enter last entered a roll: the second click of a double click on it is the same
    // press, and must not enter twice. A phone counts a tap on Enter just after the fifth face
    // as a double tap's second too (measured: taps 0.12-0.25 s after it), and that one must enter.
    let entered_at = use_mut_ref(|| f64::NEG_INFINITY);
    let enter = {
        let draft = draft.clone();
        let cb = props.on_enter.clone();
        Callback::from(move |e: MouseEvent| {
            let again = e.detail() > 1 && e.time_stamp() - *entered_at.borrow() < 800.0;
            if !again {
                *entered_at.borrow_mut() = e.time_stamp();
                cb.emit(*draft)
            }
        })
    };
    let onkeydown = {
        let cb = props.on_text.clone();
        Callback::from(move |e: KeyboardEvent| {
            if e.key() == "Enter" && !e.repeat() {
                e.prevent_default();
                if let Some(input) = e.target_dyn_into::<HtmlInputElement>() {
                    cb.emit(input.value());
                }
            } else if e.key() == "Escape" {
                // Escape leaves the field for the table, where the shortcuts work again.
                crate::focus::focus_table();
            }
        })
    };
    html! {
        <section class={classes!("entry", format!("seat-{}", props.colour % 8))} aria-labelledby="entry-player"
            ref={section}>
            <div class="entry-head">
                <h2 class="entry-player" id="entry-player">{ whose_turn(&props.player) }</h2>
                { props.tools.clone() }
            </div>
            { props.dice.clone() }
            if game.rolls_left() > 0 {
                <p class="entry-title" id="entry-title">{ crate::words::entry_instructions(&title, crate::platform::touch()) }</p>
                { picker::picker(game, &title, &draft, &open) }
                <button type="button" class="primary enter" disabled={!complete} onclick={enter}>
                    { title.clone() }
                </button>
                <label class="entry-text">{ crate::words::entry_field_label(held_now) }
                    <input type="text" id="dice-entry-text" ref={text} inputmode="numeric"
                        autocomplete="off" spellcheck="false" placeholder={crate::words::entry_placeholder(held_now)}
                        aria-describedby="entry-error" {onkeydown} />
                </label>
            } else {
                <p class="entry-title">{ msg::entry_no_rolls_left() }</p>
            }
            <p class="error" id="entry-error" role="alert">{ props.error.clone().unwrap_or_default() }</p>
            { corrections::corrections(game, &props.on_correct) }
        </section>
    }
}
