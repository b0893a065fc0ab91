//! The review's step-through: which turns it visits, and where it is.

use yahtzee_engine::{Choice as Played, Decision};

use crate::state::Review;

/// The turn (0-based, counting every player's turns) of each decision.
pub fn turns(decisions: &[Decision]) -> Vec<usize> {
    let mut turn = 0;
    decisions
        .iter()
        .map(|d| {
            let t = turn;
            if matches!(d.choice, Played::Score(_)) {
                turn += 1;
            }
            t
        })
        .collect()
}

/// How many played the reviewed game: its names, or the players its decisions name.
pub fn players(r: &Review) -> usize {
    r.decisions
        .iter()
        .map(|d| d.player + 1)
        .max()
        .unwrap_or(1)
        .max(r.names.len())
}

/// A turn (0-based, every player's counted, from [`turns`]) as the player's own turn (0-based):
/// players take turns in seat order, one a round, so "turn 7 of 13" is what the game said.
pub fn own_turn(turn: usize, players: usize) -> usize {
    turn / players.max(1)
}

/// The turns the step-through visits, in order (every turn, or only `only`'s), and the place
/// in them of the turn shown: the review's turn, or the next one shown after it.
pub fn steps_of(r: &Review, only: Option<usize>) -> (Vec<usize>, usize) {
    let Some(judged) = &r.judged else {
        return (Vec::new(), 0);
    };
    let turn_of = turns(&r.decisions);
    let mut steps: Vec<usize> = judged
        .iter()
        .filter(|j| only.is_none_or(|p| r.decisions[j.index].player == p))
        .map(|j| turn_of[j.index])
        .collect();
    steps.dedup();
    let at = steps
        .iter()
        .position(|&t| t >= r.turn)
        .unwrap_or(steps.len().saturating_sub(1));
    (steps, at)
}
