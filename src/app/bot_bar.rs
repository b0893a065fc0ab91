//! The bar under the dice during a bot's turn (`components/bot_bar.rs`, one of the later parts),
//! from the app's state.

use yew::prelude::*;

use crate::coach::SolverStatus;
use crate::components::bot_bar::BotBarProps;
use crate::later::LaterParts;
use crate::state::{AppAction, AppState, BotSpeed};
use crate::words::coach::status as coach_status;

/// The bar of the bot whose turn it is (its name says its level), once the later parts are here.
pub(super) fn bot_bar(state: &UseReducerHandle<AppState>, later: &LaterParts) -> Html {
    let Some(later) = later.get() else {
        return Html::default();
    };
    let game = state.game();
    let fast = state.screen.bot_speed == BotSpeed::Fast;
    let speed = AppAction::SetBotSpeed(if fast {
        BotSpeed::Normal
    } else {
        BotSpeed::Fast
    });
    let preparing = (!matches!(state.coach.solver, SolverStatus::Ready { .. })
        && game.turn().rolls > 0)
        .then(|| coach_status(state.coach.solver).into());
    let (on_speed, on_rush) = {
        let (a, b) = (state.dispatcher(), state.dispatcher());
        (
            Callback::from(move |()| a.dispatch(speed.clone())),
            Callback::from(move |()| b.dispatch(AppAction::Rush)),
        )
    };
    (later.bot_bar)(BotBarProps {
        name: crate::words::current_name(state.session()).into(),
        fast,
        preparing,
        on_speed,
        on_rush,
    })
}
