//! What the game screen asks the solver's worker: the table for the rules in play, and advice
//! for the position when the hint, the coach's warnings or a bot want it. The later parts ask
//! for the rest themselves (`components::ask`): chances to win (the panel), a review's verdicts
//! (the dialogs) and a day's perfect play (the final score panel).

use yew::prelude::*;

use super::solver::SolverHandle;
use crate::coach::SolverStatus;
use crate::state::AppState;
use yahtzee_protocol::{Moment, TableRequest};

/// Sends the requests `state` calls for.
#[hook]
pub fn use_solver_requests(state: &UseReducerHandle<AppState>, solver: &SolverHandle) {
    {
        let solver = solver.clone();
        use_effect_with(state.session().rule_set(), move |rules| {
            solver.send(&TableRequest::Build { rules: *rules });
        });
    }
    let ready = matches!(state.coach.solver, SolverStatus::Ready { .. });
    let solver = solver.clone();
    let game = state.game().clone();
    let wants = state.screen.hint_open
        || state.screen.hint_seen
        || state.coach.settings.warn
        || state.bot_to_move().is_some();
    use_effect_with(
        (Moment::of(&game), wants, ready),
        move |(key, wants, ready)| {
            if let (true, true, Some(pos)) = (*wants, *ready, yahtzee_solver::play::position(&game))
            {
                solver.send(&TableRequest::Advise {
                    key: *key,
                    rules: game.rule_set(),
                    pos,
                });
            }
        },
    );
}
