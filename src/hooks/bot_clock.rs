//! The table's clocks: the dice of a roll landing, and a bot's next step after a pause a person
//! can follow (none when its turn is rushed). It is keyed by the session itself, so every change of the game re-arms it (and
//! every bot step changes the game: `yahtzee_solver::play::bot_action`); dropping the timeout
//! cancels a step not yet taken.

use gloo_timers::callback::Timeout;
use yew::prelude::*;

use crate::platform;
use crate::state::{AppAction, AppState, SolverPlay};

/// Steps the bot whose turn it is, by `play` (from the later parts: until they come, a bot
/// waits).
#[hook]
pub fn use_bot_clock(state: &UseReducerHandle<AppState>, play: Option<SolverPlay>) {
    let dispatcher = state.dispatcher();
    // While its dice are in the air, a bot waits for them to land.
    let in_air = state.tumble_ms(!platform::reduced_motion());
    let next = play
        .filter(|_| !state.modal() && in_air.is_none())
        .and_then(|play| state.bot_next(play));
    let can_step = next.is_some();
    let delay = match next {
        Some(_) if state.rushed() => 0,
        Some(step) => state.screen.bot_speed.delay_ms(step),
        None => 0,
    };
    // The session, compared by value: an `Rc` clone, and two sessions are equal only if every
    // game, seat and die is.
    let session = state.session().clone();
    use_effect_with((session, can_step, delay), move |(_, can_step, delay)| {
        let step = play.filter(|_| *can_step).map(AppAction::BotStep);
        let timeout = step.map(|step| Timeout::new(*delay, move || dispatcher.dispatch(step)));
        move || drop(timeout)
    });
    // The dice of a roll land when their tumble ends (the tray says so): its words are said
    // (`app.rs`), and a bot plays on. Should no tumble be drawn (the later parts' stylesheet not
    // come yet), the clock lands them a moment after their time, counted again from the moment
    // their tumble begins: a stylesheet that comes while they are in the air starts it late.
    let dispatcher = state.dispatcher();
    let clock = (state.screen.announcement.0, in_air, state.table.tumbling);
    use_effect_with(clock, move |(_, in_air, _)| {
        let timeout =
            in_air.map(|ms| Timeout::new(ms + 250, move || dispatcher.dispatch(AppAction::Landed)));
        move || drop(timeout)
    });
}
