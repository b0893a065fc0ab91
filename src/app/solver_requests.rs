//! What the page asks the solver's worker: the table for the rules in play, advice for the
//! position when the hint, the coach's warnings or a bot want it, a review's verdicts, and the
//! chances to win.

use yew::prelude::*;

use super::solver::SolverHandle;
use crate::coach::SolverStatus;
use crate::state::AppState;
use yahtzee_engine::BotLevel;
use yahtzee_protocol::{Moment, Request};

/// Sends the requests `state` calls for.
#[hook]
pub fn use_solver_requests(state: &UseReducerHandle<AppState>, solver: &SolverHandle) {
    {
        let solver = solver.clone();
        use_effect_with(state.session().rule_set(), move |rules| {
            solver.send(&Request::Build { rules: *rules });
        });
    }
    let ready = matches!(state.coach.solver, SolverStatus::Ready { .. });
    {
        let solver = solver.clone();
        let game = state.game().clone();
        let wants =
            state.screen.hint_open || state.coach.settings.warn || state.bot_to_move().is_some();
        use_effect_with(
            (Moment::of(&game), wants, ready),
            move |(key, wants, ready)| {
                if let (true, true, Some(pos)) =
                    (*wants, *ready, yahtzee_solver::play::position(&game))
                {
                    solver.send(&Request::Advise {
                        key: *key,
                        rules: game.rule_set(),
                        pos,
                    });
                }
            },
        );
    }
    {
        let solver = solver.clone();
        let pending = state
            .review()
            .filter(|r| r.judged.is_none())
            .map(|r| (r.id, r.rules, r.decisions.clone()));
        use_effect_with((pending, ready), move |(pending, ready)| {
            if let (Some((id, rules, decisions)), true) = (pending, *ready) {
                solver.send(&Request::Review {
                    id: *id,
                    rules: *rules,
                    decisions: decisions.clone(),
                });
            }
        });
    }
    {
        let solver = solver.clone();
        let game = state.game().clone();
        let key = Moment::of(&game);
        let levels: Vec<Option<BotLevel>> = state
            .session()
            .seats()
            .iter()
            .map(|s| s.kind.level())
            .collect();
        use_effect_with(
            (key, state.screen.odds_open, ready),
            move |(key, open, ready)| {
                if *open && *ready && !game.is_over() {
                    solver.send(&Request::Odds {
                        key: *key,
                        rules: game.rule_set(),
                        game: game.clone(),
                        levels: levels.clone(),
                    });
                }
            },
        );
    }
}
