//! The bots' clock: a bot's next step after a pause a person can follow (none when its turn is
//! rushed). Every change of the game re-arms it; dropping the timeout cancels a step not yet
//! taken.

use gloo_timers::callback::Timeout;
use yew::prelude::*;

use crate::coach;
use crate::state::{AppAction, AppState};

/// Steps the bot whose turn it is.
#[hook]
pub fn use_bot_clock(state: &UseReducerHandle<AppState>) {
    let dispatcher = state.dispatcher();
    let game = state.game();
    let can_step = state.bot_to_move().is_some()
        && !state.modal()
        && (game.turn().rolls == 0 || state.current_advice().is_some());
    let delay = if state.rush == Some(state.turn_marker()) {
        0
    } else {
        state.bot_speed.delay_ms()
    };
    let step_key = format!(
        "{}:{:?}:{:?}",
        coach::position_key(game),
        game.turn().held,
        game.turn().wild
    );
    use_effect_with((step_key, can_step, delay), move |(_, can_step, delay)| {
        let timeout =
            can_step.then(|| Timeout::new(*delay, move || dispatcher.dispatch(AppAction::BotStep)));
        move || drop(timeout)
    });
}
