//! One function component per file.

pub mod bot_bar;
pub mod catch_up;
pub mod charts;
pub mod coach_dialog;
pub mod coach_warning;
pub mod colour_legend;
pub mod confirm_zero;
pub mod daily_button;
pub mod daily_result;
pub mod dialogs;
pub mod dice_entry;
pub mod dice_tray;
pub mod die;
pub mod feel_switches;
pub mod game_over;
pub mod guide;
pub mod hand_on;
pub mod help_dialog;
pub mod hint_panel;
pub mod language_menu;
pub mod modal;
pub mod moment;
pub mod notice;
pub mod odds_panel;
pub mod practice;
pub mod replace_dialog;
pub mod review;
pub mod review_turn;
pub mod scoresheet;
pub mod setup_dialog;
pub mod stats_dialog;
pub mod to_win_ask;
pub mod top_bar;
pub mod who_are_you;
pub mod why_ask;
pub mod your_games;

use yew::{hook, html, use_memo, Callback, Html, MouseEvent, UseReducerHandle};

use crate::state::{AppAction, AppState};

/// A callback that sends `action` to the reducer, whatever the event.
pub fn send<E: 'static>(state: &UseReducerHandle<AppState>, action: AppAction) -> Callback<E> {
    let d = state.dispatcher();
    Callback::from(move |_: E| d.dispatch(action.clone()))
}

/// A callback, made on the first render and kept, that sends the action `f` makes of its event.
#[hook]
pub fn use_dispatch<E: 'static>(
    state: &UseReducerHandle<AppState>,
    f: fn(E) -> AppAction,
) -> Callback<E> {
    let d = state.dispatcher();
    (*use_memo((), move |_| Callback::from(move |e: E| d.dispatch(f(e))))).clone()
}

/// The heading of a panel beside the dice (the hint, the chances to win), with its close button
/// (its name `close`, in words).
pub fn panel_head(
    id: &'static str,
    title: &str,
    close: &str,
    onclick: Callback<MouseEvent>,
) -> Html {
    let close = close.to_string();
    html! {
        <div class="hint-head">
            <h2 {id}>{ title }</h2>
            <button type="button" {onclick} aria-label={close}>{ "×" }</button>
        </div>
    }
}

/// Sends `request` to the solver through `ask`, written here in a later part: the game screen
/// carries only the writing of its own requests (`yahtzee_protocol::TableRequest`).
pub fn ask(ask: &Callback<wasm_bindgen::JsValue>, request: &yahtzee_protocol::Request) {
    if let Some(message) = yahtzee_protocol::to_js(request) {
        ask.emit(message);
    }
}

/// A request about a moment of a game: written from the moment's key, the game and each seat's
/// level (`None`: a person).
pub type MomentRequest = fn(
    yahtzee_protocol::Moment,
    yahtzee_engine::Game,
    Vec<Option<yahtzee_engine::BotLevel>>,
) -> yahtzee_protocol::Request;

/// Asks the solver, through `on_ask`, the request `make` writes for each new moment of the game
/// of `session` still under way.
#[yew::hook]
pub fn use_ask_each_moment(
    session: &std::rc::Rc<yahtzee_engine::Session>,
    on_ask: &Callback<wasm_bindgen::JsValue>,
    make: MomentRequest,
) {
    let game = session.game().clone();
    let levels: Vec<_> = session.seats().iter().map(|s| s.kind.level()).collect();
    let on_ask = on_ask.clone();
    yew::use_effect_with(yahtzee_protocol::Moment::of(&game), move |key| {
        if !game.is_over() {
            ask(&on_ask, &make(*key, game, levels));
        }
    });
}
