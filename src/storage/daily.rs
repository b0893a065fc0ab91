//! The daily game's results in the browser (`yahtzee.daily`), apart from the other records:
//! each day's game marked as started at its first roll (`claim_daily`), then its total and perfect play's.
//! Read item by item: a damaged item is refused and set aside by the start-up check
//! (`check.rs`), the others stand.

use yahtzee_engine::VariantId;

use super::{decode_items, stored, write, Items};
use crate::records::daily::{self, DailyResult};

/// Where the daily results are kept.
pub const DAILY_KEY: &str = "yahtzee.daily";

/// The daily results as stored.
pub fn decode_daily(raw: &str) -> Result<Items<DailyResult>, String> {
    decode_items(raw, usize::MAX)
}

/// Every daily result that reads (none when the key is missing or damaged).
pub fn daily_results() -> Vec<DailyResult> {
    stored(DAILY_KEY)
        .and_then(|raw| decode_daily(&raw).ok())
        .map(|items| items.good)
        .unwrap_or_default()
}

/// The stored results to write over, or why not: a write never drops an item it could not read
/// (the start-up check sets such an item aside first).
fn sound() -> Result<Vec<DailyResult>, String> {
    super::sound_list(DAILY_KEY, decode_daily)
}

/// Whether `game`'s game of `day` was started before on this device.
pub fn daily_started(game: VariantId, day: u64) -> bool {
    daily_results()
        .iter()
        .any(|r| r.game == game && r.day == day)
}

/// Marks `game`'s game of `day` as started (its first roll is made).
pub fn mark_daily_started(game: VariantId, day: u64) -> Result<(), String> {
    write(DAILY_KEY, &daily::started(sound()?, game, day))
}

/// Claims `game`'s game of `day` for the record on this device, at its first roll: read again
/// at that moment (another tab may have started it since this one opened it), and marked as
/// started before the roll's dice are shown. Whether the day is this tab's; a mark that cannot
/// be written leaves it this tab's, with the reason.
pub fn claim_daily(game: VariantId, day: u64) -> (bool, Option<String>) {
    if daily_started(game, day) {
        return (false, None);
    }
    (true, mark_daily_started(game, day).err())
}

/// Notes something of `game`'s game of `day`: its total, or perfect play's.
pub fn note_daily(game: VariantId, day: u64, f: impl Fn(&mut DailyResult)) -> Result<(), String> {
    write(DAILY_KEY, &daily::note(sound()?, game, day, f))
}

/// Adds imported daily results (`daily::merge`); returns how many days were added or completed.
pub fn add_daily(new: Vec<DailyResult>) -> Result<usize, String> {
    let mut all = sound()?;
    let added = daily::merge(&mut all, new);
    if added > 0 {
        write(DAILY_KEY, &all)?;
    }
    Ok(added)
}
