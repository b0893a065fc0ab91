//! What a bot's turn shows under the dice: who plays, the coach while it prepares, and the
//! buttons that speed the bot up or finish its turn at once.

use yahtzee_engine::BotLevel;
use yew::prelude::*;

use crate::coach::SolverStatus;
use crate::components::send;
use crate::msg;
use crate::state::{AppAction, AppState, BotSpeed};
use crate::words::coach::status as coach_status;

/// The key `tray-bot-playing` chooses a bot's level by.
fn level_key(level: BotLevel) -> &'static str {
    match level {
        BotLevel::Beginner => "beginner",
        BotLevel::Casual => "casual",
        BotLevel::Expert => "expert",
    }
}

/// The bar of the bot at `level` whose turn it is.
pub(super) fn bot_bar(state: &UseReducerHandle<AppState>, level: BotLevel) -> Html {
    let game = state.game();
    let name = &state.session().current_seat().name;
    let fast = state.screen.bot_speed == BotSpeed::Fast;
    let speed = AppAction::SetBotSpeed(if fast {
        BotSpeed::Normal
    } else {
        BotSpeed::Fast
    });
    html! {
        <div class="bot-bar">
            <p>{ msg::tray_bot_playing(name, level_key(level)) }</p>
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
