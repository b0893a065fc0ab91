//! Entering real dice after a physical roll: a face picker per die (tap a die, tap its face)
//! or the faces typed into one field ("3 3 5 1 6" or "33516", then Enter), and a list per die
//! to put a mistyped one right until the box is chosen.
//!
//! The picker's draft lives here, since it is only a draft until it is entered; what is
//! entered goes to the reducer, which reads typed text with the engine's `parse_faces` and
//! answers a bad entry with a message (shown here and said by the live region).

use web_sys::HtmlInputElement;
use yahtzee_engine::{Face, Game, DICE};
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
    /// Five faces picked die by die.
    pub on_enter: Callback<[Face; DICE]>,
    /// Faces typed into the field, to read.
    pub on_text: Callback<String>,
    /// One die put right: (die, face).
    pub on_correct: Callback<(usize, Face)>,
}

/// The draft of the next roll: held dice keep their faces, the others start empty (0).
fn fresh_draft(game: &Game) -> [Face; DICE] {
    let t = game.turn();
    std::array::from_fn(|i| {
        if t.rolls > 0 && t.held[i] {
            t.dice[i]
        } else {
            0
        }
    })
}

/// The entry of real dice for the player whose turn it is.
#[function_component]
pub fn DiceEntry(props: &DiceEntryProps) -> Html {
    let game = &props.game;
    let turn = game.turn();
    let def = game.rules().def;
    let draft = use_state(|| fresh_draft(game));
    let open = use_state(|| None::<usize>);
    let text = use_node_ref();
    // A new position (an entry taken, a correction, a hold, another player's turn) starts a new
    // draft and empties the field; the field keeps the focus, so the next roll can be typed.
    {
        let draft = draft.clone();
        let open = open.clone();
        let text = text.clone();
        let fresh = fresh_draft(game);
        use_effect_with(
            (fresh, turn.rolls, game.decisions().len()),
            move |(fresh, ..)| {
                draft.set(*fresh);
                open.set(None);
                if let Some(input) = text.cast::<HtmlInputElement>() {
                    input.set_value("");
                }
            },
        );
    }
    // The next player's turn brings their entry into view: on a phone the score was chosen
    // far down the sheet, and the entry is above it.
    let section = use_node_ref();
    {
        let section = section.clone();
        use_effect_with(
            (
                game.current_player(),
                game.decisions().len(),
                turn.rolls == 0,
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
    let title = entry_title(game);
    let can_enter = game.rolls_left() > 0;
    let complete = draft.iter().all(|&f| f > 0);
    let wild_die = def.wild.map(|w| w.die);
    let die_name = |i: usize| {
        if wild_die == Some(i) {
            msg::entry_die_marked(i + 1)
        } else {
            msg::entry_die(i + 1)
        }
    };
    let held = |i: usize| turn.rolls > 0 && turn.held[i];
    let held_now: [bool; DICE] = std::array::from_fn(held);
    let slots = (0..DICE).map(|i| {
        let face = draft[i];
        let label = if face == 0 {
            msg::entry_slot(&title, &die_name(i), &msg::entry_not_entered())
        } else if held(i) {
            msg::entry_slot_held(&title, &die_name(i), &face.to_string())
        } else {
            msg::entry_slot(&title, &die_name(i), &face.to_string())
        };
        let onclick = {
            let open = open.clone();
            Callback::from(move |_: MouseEvent| {
                open.set(if *open == Some(i) { None } else { Some(i) })
            })
        };
        html! {
            <button type="button" aria-label={label} disabled={held(i)}
                aria-expanded={(*open == Some(i)).to_string()}
                class={classes!("slot", (face == 0).then_some("empty"), held(i).then_some("held"),
                    (wild_die == Some(i)).then_some("marked"))}
                {onclick}>
                { if face == 0 { "?".to_string() } else { face.to_string() } }
            </button>
        }
    });
    // The face picker is always in the page (hidden while no die is open): a change in the
    // shape of the section would make the browser drop the focus from the die just tapped.
    let picking = open.unwrap_or(0);
    let faces = {
        let i = picking;
        let buttons = (1..=def.faces).map(|f| {
            let pressed = open.is_some() && draft[i] == f;
            let draft = draft.clone();
            let open = open.clone();
            let onclick = Callback::from(move |_: MouseEvent| {
                let mut next = *draft;
                next[i] = f;
                // The next die still empty opens by itself: five taps after five taps.
                let following = (1..DICE).map(|k| (i + k) % DICE).find(|&k| next[k] == 0);
                draft.set(next);
                open.set(following);
            });
            html! {
                <button type="button" class="face" aria-label={msg::entry_face_button(i + 1, f)}
                    aria-pressed={pressed.to_string()} {onclick}>{ f }</button>
            }
        });
        html! {
            <div class="faces" role="group" aria-label={msg::entry_face_group(&die_name(i))}
                hidden={open.is_none()}>
                { for buttons }
            </div>
        }
    };
    let enter = {
        let draft = draft.clone();
        let cb = props.on_enter.clone();
        Callback::from(move |e: MouseEvent| {
            // The second click of a double click is the same press: it must not enter twice.
            if e.detail() <= 1 {
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
    // Always rendered (hidden before the first entry), so that the first entry of a turn does not
    // change the shape of the section: the field keeps the focus for the next roll.
    let corrections = {
        let lists = (0..DICE).map(|i| {
            let cb = props.on_correct.clone();
            let onchange = Callback::from(move |e: Event| {
                if let Some(select) = e.target_dyn_into::<web_sys::HtmlSelectElement>() {
                    if let Ok(f) = select.value().parse::<Face>() {
                        cb.emit((i, f));
                    }
                }
            });
            html! {
                <select aria-label={msg::entry_correct_die(&die_name(i))} {onchange}>
                    { for (1..=def.faces).map(|f| html! {
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
    };
    html! {
        <section class={classes!("entry", format!("seat-{}", props.colour % 8))} aria-labelledby="entry-player"
            ref={section}>
            <h2 class="entry-player" id="entry-player">{ whose_turn(&props.player) }</h2>
            if can_enter {
                <p class="entry-title" id="entry-title">{ crate::words::entry_instructions(&title, crate::platform::touch()) }</p>
                // The face picker opens over what lies below the slots, so nothing moves when
                // it closes (a quick tap on Enter then lands where the button was).
                <div class="pick">
                    <div class="slots" role="group" aria-labelledby="entry-title">
                        { for slots }
                    </div>
                    { faces }
                </div>
                <button type="button" class="primary enter" disabled={!complete} onclick={enter}>
                    { title.clone() }
                </button>
                <label class="entry-text">{ crate::words::entry_field_label(held_now) }
                    <input type="text" id="dice-entry-text" ref={text} inputmode="numeric"
                        autocomplete="off" spellcheck="false" placeholder={msg::entry_placeholder()}
                        aria-describedby="entry-error" {onkeydown} />
                </label>
            } else {
                <p class="entry-title">{ msg::entry_no_rolls_left() }</p>
            }
            <p class="error" id="entry-error" role="alert">{ props.error.clone().unwrap_or_default() }</p>
            { corrections }
        </section>
    }
}
