//! The page's foot and the coach's status, in words.

use yahtzee_engine::{DiceMode, Session};
use yahtzee_i18n::Num;

use crate::coach::SolverStatus;
use crate::msg;

/// Where the coach stands: starting, preparing (how far), ready, or not available.
pub fn coach_status(status: SolverStatus) -> String {
    match status {
        SolverStatus::Starting => msg::coach_starting(),
        SolverStatus::Building(f) => msg::coach_preparing(Num::fixed(f64::from(f) * 100.0, 0)),
        SolverStatus::Ready { .. } => msg::coach_ready(),
        SolverStatus::Unavailable => msg::coach_unavailable(),
    }
}

/// "Classic Yahtzee #123 · Forced Joker (official) · Coach ready": the game, the table rules it
/// has, and the coach.
pub fn footer_text(session: &Session, solver: SolverStatus) -> String {
    let game = session.game();
    let rules = game.rules();
    let name = super::game_name(rules.def.id);
    let mut parts = vec![match game.dice_mode() {
        DiceMode::Rolled => msg::foot_game(&name, &game.seed().to_string()),
        DiceMode::Entered => msg::foot_real_dice(&name),
    }];
    if session.games() > 1 {
        parts.push(msg::foot_session(session.game_number(), session.games()));
    }
    if rules.def.has_joker {
        parts.push(super::joker_label(rules.options.joker));
    }
    parts.extend(super::house_rules(rules.options));
    parts.push(coach_status(solver));
    parts.join(" · ")
}
