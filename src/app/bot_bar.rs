//! What a bot's turn shows under the dice: who plays, the coach while it prepares, and the
//! buttons that speed the bot up or finish its turn at once.

use yew::prelude::*;

use crate::coach::SolverStatus;
use crate::components::send;
use crate::msg;
use crate::state::{AppAction, AppState, BotSpeed};
use crate::words::coach::status as coach_status;

/// The bar of the bot whose turn it is (its name says its level).
pub(super) fn bot_bar(state: &UseReducerHandle<AppState>) -> Html {
    let game = state.game();
    let name = crate::words::current_name(state.session());
    let fast = state.screen.bot_speed == BotSpeed::Fast;
    let speed = AppAction::SetBotSpeed(if fast {
        BotSpeed::Normal
    } else {
        BotSpeed::Fast
    });
    html! {
        <div class="bot-bar">
            <p>{ msg::tray_bot_playing(&name) }</p>
            if !matches!(state.coach.solver, SolverStatus::Ready { .. }) && game.turn().rolls > 0 {
                <p class="fine" role="status">{ coach_status(state.coach.solver) }</p>
            }
            <button type="button" class="secondary" aria-pressed={fast.to_string()}
                onclick={send::<MouseEvent>(state, speed)}>
                { msg::tray_bot_faster() }
            </button>
            <button type="button" class="secondary" onclick={send::<MouseEvent>(state, AppAction::Rush)}>{ msg::tray_bot_rush() }</button>
        </div>
    }
}
