//! The bots' clock: a bot's next step after a pause a person can follow (none when its turn is
//! rushed). It is keyed by the session itself, so every change of the game re-arms it (and
//! every bot step changes the game: `yahtzee_solver::play::bot_action`); dropping the timeout
//! cancels a step not yet taken.

use gloo_timers::callback::Timeout;
use yew::prelude::*;

use crate::state::{AppAction, AppState};

/// Steps the bot whose turn it is.
#[hook]
pub fn use_bot_clock(state: &UseReducerHandle<AppState>) {
    let dispatcher = state.dispatcher();
    let next = (!state.modal()).then(|| state.bot_next()).flatten();
    let can_step = next.is_some();
    let delay = match next {
        Some(_) if state.screen.rush == Some(state.table.turn_marker()) => 0,
        Some(step) => state.screen.bot_speed.delay_ms(step),
        None => 0,
    };
    // The session, compared by value: an `Rc` clone, and two sessions are equal only if every
    // game, seat and die is.
    let session = state.session().clone();
    use_effect_with((session, can_step, delay), move |(_, can_step, delay)| {
        let timeout =
            can_step.then(|| Timeout::new(*delay, move || dispatcher.dispatch(AppAction::BotStep)));
        move || drop(timeout)
    });
}
