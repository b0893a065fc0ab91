//! The practice queue in the browser (`yahtzee.practice`): positions from reviewed games, kept
//! on the device with the records and read as they are, item by item (`records::practice`).

use yahtzee_engine::{Decision, RuleSet};
use yahtzee_protocol::Judged;

use super::{decode_items, history, sound_list, stored, write, Items};
use crate::records::practice::{self, Practice, PRACTICE_LEN};

/// Where the practice queue is kept.
pub const PRACTICE_KEY: &str = "yahtzee.practice";

/// The practice queue as stored: at most [`PRACTICE_LEN`] positions, each parsed by replay.
pub fn decode_practice(raw: &str) -> Result<Items<Practice>, String> {
    decode_items(raw, PRACTICE_LEN)
}

/// The positions to practise, in the order they are asked: the sound ones (`check_stored` sets
/// the others aside).
pub fn practice_queue() -> Vec<Practice> {
    stored(PRACTICE_KEY)
        .and_then(|raw| decode_practice(&raw).ok())
        .map(|items| items.good)
        .unwrap_or_default()
}

/// Adds the costliest mistakes of a reviewed finished game to the queue: only those of the
/// people who played on this phone, as the history keeps its seats (a game it no longer holds
/// gives none).
pub fn add_practice(
    seed: u64,
    rules: RuleSet,
    decisions: &[Decision],
    judged: &[Judged],
) -> Result<(), String> {
    let Some(game) = history()
        .into_iter()
        .find(|g| g.seed == seed && g.rules == rules && g.decisions == decisions)
    else {
        return Ok(());
    };
    let new = practice::from_review(rules, decisions, judged, |p| game.played_here(p));
    if new.is_empty() {
        return Ok(());
    }
    let mut all = sound_list(PRACTICE_KEY, decode_practice)?;
    if practice::add(&mut all, new) > 0 {
        write(PRACTICE_KEY, &all)?;
    }
    Ok(())
}

/// Notes an answer to `asked` that gave away `loss` points: the queue as read now (another tab
/// may have changed it) with that position moved or learnt.
pub fn practice_answered(asked: &Practice, loss: f64) -> Result<(), String> {
    let mut all = sound_list(PRACTICE_KEY, decode_practice)?;
    if practice::answer(&mut all, asked, loss) {
        write(PRACTICE_KEY, &all)?;
    }
    Ok(())
}
