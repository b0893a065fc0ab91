//! Setting up a table: the page's dice (one to four seats, people or bots) or real dice (one
//! to eight people), one to ten games, the game and its table rules. The model is
//! `setup_dialog/model.rs`; the seats and the table rules are drawn by `seats.rs` and
//! `house_rules.rs`.
//!
//! The dialog owns what is typed: every field writes to it on `input`, so a re-render (the
//! coach's progress, a bot's clock) never puts an old value back, and Start reads the latest
//! values, not the ones of the last render.

mod house_rules;
mod model;
mod seats;

use std::cell::RefCell;
use std::rc::Rc;

use yahtzee_engine::{DiceMode, VariantId, MAX_GAMES};
use yew::prelude::*;

use super::modal::Modal;
use crate::focus::use_autofocus;
use crate::msg;
use crate::words::{game_name, rules};
pub use model::Setup;

/// Properties of [`SetupDialog`].
#[derive(Properties, PartialEq)]
pub struct SetupDialogProps {
    /// The seats and options to start from (the current table).
    pub initial: Setup,
    /// Start this table.
    pub on_start: Callback<Setup>,
    /// Close without starting.
    pub on_cancel: Callback<()>,
}

/// A change a field makes to the setup: the setup, its event, and the seat it belongs to.
type Change = fn(&mut Setup, &Event, usize);

/// Writes a field's event into the setup the dialog owns, and draws the dialog again.
#[derive(Clone)]
struct Edit {
    setup: Rc<RefCell<Setup>>,
    redraw: UseForceUpdateHandle,
}

impl Edit {
    /// On a change event of seat `i`'s field (or of the table's, `i` 0).
    fn on(&self, f: Change, i: usize) -> Callback<Event> {
        let edit = self.clone();
        Callback::from(move |e: Event| {
            f(&mut edit.setup.borrow_mut(), &e, i);
            edit.redraw.force_update();
        })
    }

    /// On an input event: every key typed.
    fn on_input(&self, f: Change, i: usize) -> Callback<InputEvent> {
        let cb = self.on(f, i);
        Callback::from(move |e: InputEvent| cb.emit(e.into()))
    }

    /// On a click.
    fn on_click(&self, f: Change, i: usize) -> Callback<MouseEvent> {
        let cb = self.on(f, i);
        Callback::from(move |e: MouseEvent| cb.emit(e.into()))
    }
}

/// The value of the input or select an event came from.
fn value_of(e: &Event) -> String {
    e.target_dyn_into::<web_sys::HtmlInputElement>()
        .map(|i| i.value())
        .or_else(|| {
            e.target_dyn_into::<web_sys::HtmlSelectElement>()
                .map(|s| s.value())
        })
        .unwrap_or_default()
}

/// Where the dice come from and where the players sit: the page's dice, real dice, or each
/// player on their own phone (then the coach's rule at such a table).
fn dice_modes(current: &Setup, edit: &Edit) -> Html {
    let real = current.dice == DiceMode::Entered;
    let travels = current.travels;
    let on_dice = |dice: Option<DiceMode>| match dice {
        Some(DiceMode::Entered) => edit.on(|s, _, _| s.set_dice(DiceMode::Entered), 0),
        Some(_) => edit.on(|s, _, _| s.set_dice(DiceMode::Rolled), 0),
        None => edit.on(|s, _, _| s.set_travel(), 0),
    };
    html! {
        <fieldset class="dice-mode">
            <legend>{ msg::setup_dice() }</legend>
            <label class="check">
                <input type="radio" name="dice-mode" checked={!real && !travels} onchange={on_dice(Some(DiceMode::Rolled))} />
                { " " }{ msg::setup_dice_rolled(DiceMode::Rolled.max_players()) }
            </label>
            <label class="check">
                <input type="radio" name="dice-mode" checked={real} onchange={on_dice(Some(DiceMode::Entered))} />
                { " " }{ msg::setup_dice_entered(DiceMode::Entered.max_players()) }
            </label>
            <label class="check">
                <input type="radio" name="dice-mode" checked={travels} onchange={on_dice(None)} />
                { " " }{ msg::setup_travel() }
            </label>
            if travels {
                <p class="fine">{ msg::setup_travel_hint() }</p>
                <label class="check">
                    <input type="checkbox" checked={!current.coach_off}
                        onchange={edit.on(|s, _, _| s.coach_off = !s.coach_off, 0)} />
                    { " " }{ msg::setup_travel_coach() }
                </label>
            }
        </fieldset>
    }
}

/// The setup dialog: the game, the dice, the seats, the number of games and the table rules.
#[function_component]
pub fn SetupDialog(props: &SetupDialogProps) -> Html {
    // The source of truth, changed synchronously by every field; a re-render shows it.
    let setup = use_mut_ref(|| props.initial.clone());
    let edit = Edit {
        setup: setup.clone(),
        redraw: use_force_update(),
    };
    let focus = use_autofocus();
    let current = setup.borrow().clone();
    let on_games = edit.on_input(
        |s, e, _| {
            if let Ok(n) = value_of(e).trim().parse::<u8>() {
                s.games = n.clamp(1, MAX_GAMES);
            }
        },
        0,
    );
    let on_variant = edit.on(
        |s, e, _| {
            if let Some(v) = VariantId::from_key(&value_of(e)) {
                s.set_variant(v);
            }
        },
        0,
    );
    let start = {
        let edit = edit.clone();
        let cb = props.on_start.clone();
        Callback::from(move |_: MouseEvent| {
            let mut now = edit.setup.borrow().clone();
            if now.problem().is_none() {
                now.seats = now.named_seats();
                cb.emit(now);
                // Start hands the focus to the new table's Roll, once the dialog has closed
                // and given it back to New table; unless a question came first (a game in
                // progress to replace), which keeps it.
                crate::platform::in_a_later_task(|| {
                    let asked = web_sys::window()
                        .and_then(|w| w.document())
                        .and_then(|d| d.query_selector("[aria-modal=true]").ok().flatten());
                    if asked.is_none() {
                        crate::focus::focus_table();
                    }
                });
            } else {
                edit.redraw.force_update();
            }
        })
    };
    let cancel = props.on_cancel.reform(|_: MouseEvent| ());
    html! {
        <Modal class="setup" labelledby="setup-title" on_close={props.on_cancel.clone()}>
            <h2 id="setup-title">{ msg::setup_title() }</h2>
            <label class="game-choice">{ msg::setup_game() }{ " " }
                <select onchange={on_variant}>
                    { for VariantId::ALL.iter().map(|v| html! {
                        <option value={v.def().key} selected={*v == current.variant}>{ game_name(*v) }</option>
                    }) }
                </select>
            </label>
            <p class="fine">{ rules::summary(current.rules()) }</p>
            { dice_modes(&current, &edit) }
            { seats::seats(&current, &edit, &focus) }
            <label class="games">{ msg::setup_games() }{ " " }
                <input type="number" min="1" max={MAX_GAMES.to_string()} inputmode="numeric"
                    value={current.games.to_string()} oninput={on_games} />
            </label>
            { house_rules::house_rules(&current, &edit) }
            if let Some(problem) = current.problem() {
                <p class="error" role="alert">{ problem }</p>
            }
            <div class="actions">
                <button type="button" class="primary" onclick={start}>{ msg::setup_start() }</button>
                <button type="button" onclick={cancel}>{ msg::setup_cancel() }</button>
            </div>
        </Modal>
    }
}
