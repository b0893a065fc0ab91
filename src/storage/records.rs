//! The records of finished games in the browser (`yahtzee.records`), with the history a
//! finished game is also kept in for review, and the coach's verdict noted on them.

use yahtzee_engine::{Decision, DiceMode, RuleSet, Session};

use super::daily::note_daily;
use super::history::PastGame;
use super::{decode_records, local_storage, remember, sound_list, stored, write, HISTORY_KEY};
use crate::records::{Record, Reviewed};
use crate::travel::SeatSet;

/// Where the records of finished games are kept.
pub const RECORDS_KEY: &str = "yahtzee.records";

/// Every record, oldest first: the sound ones (`check_stored` sets the others aside).
pub fn records() -> Vec<Record> {
    stored(RECORDS_KEY)
        .and_then(|raw| decode_records(&raw).ok())
        .map(|items| items.good)
        .unwrap_or_default()
}

fn save_records(all: &[Record]) -> Result<(), String> {
    write(RECORDS_KEY, &all)
}

/// Adds records (a finished game's, or an imported file's), skipping those already kept; how
/// many were added.
pub fn add_records(new: Vec<Record>) -> Result<usize, String> {
    let mut all = sound_list(RECORDS_KEY, decode_records)?;
    let added = crate::records::merge(&mut all, new);
    if added > 0 {
        save_records(&all)?;
    }
    Ok(added)
}

/// Adds the finished game of `session`, played on `date`, to the history and the records. Both
/// skip a game they already hold (the history by its decisions, the records by the game's key),
/// so a reload records nothing twice.
pub fn record_game(session: &Session, mine: Option<SeatSet>, date: &str) -> Result<(), String> {
    let past = PastGame {
        mine: mine.map(SeatSet::bits),
        ..PastGame::of(session, date.to_string())
    };
    remember(&past)?;
    // A day's game is recorded apart, once; its practice is not recorded.
    let game = session.game();
    match game.dice_mode() {
        DiceMode::Daily => {
            let total = game.sheet().totals(&game.rules()).total;
            note_daily(game.rule_set().variant, game.seed(), |r| {
                r.score = r.score.or(Some(total))
            })
        }
        DiceMode::Practice => Ok(()),
        _ => add_records(crate::records::records_of_seats(session, mine, date)).map(drop),
    }
}

/// Notes the coach's verdict (mean points lost per decision) on the reviewed game's records.
pub fn set_mean_losses(
    seed: u64,
    rules: RuleSet,
    decisions: &[Decision],
    losses: &[(usize, f64)],
) -> Result<(), String> {
    let mut all = sound_list(RECORDS_KEY, decode_records)?;
    let reviewed = Reviewed::of(seed, rules, decisions);
    if crate::records::note_mean_losses(&mut all, &reviewed, losses) {
        save_records(&all)?;
    }
    Ok(())
}

/// Deletes the records, the finished games kept for review and the practice drawn from them
/// (not the game in progress).
pub fn clear_records() {
    if let Some(s) = local_storage() {
        let _ = s.remove_item(RECORDS_KEY);
        let _ = s.remove_item(HISTORY_KEY);
        let _ = s.remove_item(super::PRACTICE_KEY);
    }
}
