//! The saved session in localStorage.
//!
//! The session (seats, results and the game in progress with its random generator) is written
//! after every change under one key, inside an envelope that carries a schema version; a game
//! saved by the first version (schema 1) is read as a solo session. Anything unreadable gives a notice and a fresh game,
//! and the unreadable text is kept under a second key rather than thrown away.

use std::rc::Rc;

use serde::{Deserialize, Serialize};
use yahtzee_engine::{Game, RuleSet, Session, VariantId};

use crate::json;
use crate::msg;
use crate::records::Record;
use crate::travel::{SeatSet, Travel};

mod check;
mod daily;
mod feel;
mod history;
mod practice;
mod records;
mod tables;

pub use check::check_stored;
use check::free_aside_key;
pub use daily::{
    add_daily, claim_daily, daily_results, daily_started, decode_daily, mark_daily_started,
    note_daily, DAILY_KEY,
};
pub use feel::{decode_feel, feel, save_feel, SavedFeel, FEEL_KEY};
pub use history::PastGame;
pub use practice::{
    add_practice, decode_practice, practice_answered, practice_queue, PRACTICE_KEY,
};
pub use records::{add_records, clear_records, record_game, records, set_mean_losses, RECORDS_KEY};
pub use tables::{
    decode_tables, keep_link_aside, keep_table, kept_tables, remove_table, KeptTable, TABLES_KEY,
};

/// Where the game is kept.
pub const GAME_KEY: &str = "yahtzee.game";
/// Bump when the saved shape changes in a way older data cannot be read as.
pub const SCHEMA: u32 = 2;

#[derive(Serialize)]
struct EnvelopeOut<'a> {
    schema: u32,
    session: &'a Session,
    /// At a table on several phones, this phone's part in it: its seats, a bit each, and 256
    /// more when the table's rule turns the coach off (a number: the envelope's reader is in
    /// the first download, where every field's decoder costs bytes).
    #[serde(skip_serializing_if = "Option::is_none")]
    travel: Option<u16>,
}

/// The envelope with its content left as text: the schema is read first, and only a known one
/// is decoded further (straight from the text, with no intermediate JSON tree in the page).
#[derive(Deserialize)]
struct EnvelopeIn {
    schema: u32,
    #[serde(default)]
    session: Option<json::Raw>,
    #[serde(default)]
    game: Option<json::Raw>,
    #[serde(default)]
    travel: Option<u16>,
}

/// Why saved data was not restored.
#[derive(Debug, PartialEq, Eq)]
pub enum LoadError {
    /// Not JSON, or not our envelope.
    Unreadable,
    /// Written by a different version of the game.
    OtherVersion(u32),
    /// Our envelope, but its content is not a session that play can make (the engine's parse
    /// says why).
    Shape(String),
}

impl LoadError {
    /// The notice the player sees.
    /// What is damaged stays in technical English, as serde and the engine say it.
    /// `kept` is where the saved text was kept (`yahtzee.game.unreadable`, or the first free key
    /// after it: `check::free_aside_key`).
    pub fn notice(&self, kept: &str) -> String {
        match self {
            LoadError::Unreadable => msg::saved_unreadable(kept),
            LoadError::OtherVersion(v) => msg::saved_other_version(*v, kept),
            LoadError::Shape(why) => msg::saved_damaged(why, kept),
        }
    }
}

/// The text saved for `session`, or `None` if it cannot be written (then nothing is written:
/// the last good save stays).
pub fn encode(session: &Session) -> Option<String> {
    encode_with(session, None)
}

/// The text saved for `session`, at a table on several phones with this phone's seats.
fn encode_with(session: &Session, travel: Option<Travel>) -> Option<String> {
    json::to_string(&EnvelopeOut {
        schema: SCHEMA,
        session,
        travel: travel.map(|t| u16::from(t.mine.bits()) | u16::from(t.coach_off) << 8),
    })
}

/// The session saved in `raw`, checked, and put right where an older page saved it with an
/// option its game does not offer (`RuleSet::fitted`: the No Joker of a Classic table carried
/// into Tricolor, which made its coach and records look like those of custom rules).
pub fn decode(raw: &str) -> Result<Session, LoadError> {
    decode_as_saved(raw).map(|(s, _)| s.with_fitted_rules().unwrap_or(s))
}

/// The session saved in `raw`, checked, exactly as it was saved.
/// With it, at a table on several phones, this phone's part in it.
fn decode_as_saved(raw: &str) -> Result<(Session, Option<Travel>), LoadError> {
    let env: EnvelopeIn = json::from_str(raw).map_err(|_| LoadError::Unreadable)?;
    let travel = env.travel.map(|t| Travel {
        mine: SeatSet::from_bits(t as u8),
        coach_off: t & 256 != 0,
    });
    let session = match (env.schema, env.session, env.game) {
        (SCHEMA, Some(session), _) => session.decode::<Session>().map_err(LoadError::Shape)?,
        // The first version saved a lone game.
        (1, _, Some(game)) => Session::solo(game.decode::<Game>().map_err(LoadError::Shape)?),
        (SCHEMA, None, _) | (1, _, None) => return Err(LoadError::Unreadable),
        (other, _, _) => return Err(LoadError::OtherVersion(other)),
    };
    Ok((session, travel))
}

fn local_storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok().flatten()
}

/// The saved session, `Ok(None)` when there is none, or the notice to show. Unreadable data is
/// moved aside, never deleted.
pub fn load() -> Result<Option<(Session, Option<Travel>)>, String> {
    let Some(storage) = local_storage() else {
        return Err(msg::saved_no_storage());
    };
    let Ok(Some(raw)) = storage.get_item(GAME_KEY) else {
        return Ok(None);
    };
    let (saved, travel) = decode_as_saved(&raw).map_err(|e| {
        // The damaged save stays where it is until the first save replaces it, and is copied
        // aside first (never over an earlier copy).
        let kept = free_aside_key(&storage, GAME_KEY);
        let _ = storage.set_item(&kept, &raw);
        e.notice(&kept)
    })?;
    // A repaired session is not what the store holds: the first save writes it.
    match saved.with_fitted_rules() {
        Some(repaired) => Ok(Some((repaired, travel))),
        None => {
            HELD.set(Some(Rc::new(saved.clone())));
            TRAVEL.set(travel);
            Ok(Some((saved, travel)))
        }
    }
}

/// Saves `session` (at a table on several phones, with this phone's seats), or says why it
/// could not be saved.
pub fn save(session: &Rc<Session>, travel: Option<Travel>) -> Result<(), String> {
    if HELD.with_borrow(|held| held.as_ref() == Some(session)) && TRAVEL.get() == travel {
        return Ok(());
    }
    let storage = local_storage().ok_or_else(msg::saved_no_storage)?;
    let text = encode_with(session, travel).ok_or_else(msg::saved_not_written)?;
    storage
        .set_item(GAME_KEY, &text)
        .map_err(|_| msg::saved_game_not_kept())?;
    HELD.set(Some(Rc::clone(session)));
    TRAVEL.set(travel);
    Ok(())
}

thread_local! {
    /// The session the store holds as far as this page knows: the one `load` read or `save`
    /// last wrote. Saving it again would write the same text; on opening the page, the save
    /// after the first render would only add an encoding to the page's first long task. After
    /// a save it is the app state's own `Rc`, not a copy: saving that same session again is
    /// told by its pointer (`Session` is `Eq`, so `Rc` compares pointers first), and a newer
    /// session is compared field by field only until the first difference.
    static HELD: std::cell::RefCell<Option<Rc<Session>>> = const { std::cell::RefCell::new(None) };
    /// The seats this phone plays at the held table, as the store holds them.
    static TRAVEL: std::cell::Cell<Option<Travel>> = const { std::cell::Cell::new(None) };
}

/// Where finished games are kept for review.
pub const HISTORY_KEY: &str = "yahtzee.history";
/// Where the coach settings are kept.
pub const SETTINGS_KEY: &str = "yahtzee.coach";
/// How many finished games are kept.
pub const HISTORY_LEN: usize = 50;

/// The text stored under `key`, if any.
fn stored(key: &str) -> Option<String> {
    local_storage()?.get_item(key).ok()?
}

fn read<T: for<'de> Deserialize<'de>>(key: &str) -> Option<T> {
    json::from_str(&stored(key)?).ok()
}

/// A stored list read item by item: one damaged item is refused, not the list.
#[derive(Debug)]
pub struct Items<T> {
    /// The items that parse, in their order.
    pub good: Vec<T>,
    /// Each refused item's place in the list (from 1) and why it was refused.
    pub refused: Vec<(usize, String)>,
}

/// The items of the JSON list in `raw`: at most `most` of them are kept (the rest are refused
/// unread), and each is parsed on its own. `Err` when `raw` is not a list at all.
pub fn decode_items<T: serde::de::DeserializeOwned>(
    raw: &str,
    most: usize,
) -> Result<Items<T>, String> {
    let all: Vec<json::Raw> = json::from_str(raw)?;
    let mut items = Items {
        good: Vec::new(),
        refused: Vec::new(),
    };
    for (i, item) in all.iter().enumerate() {
        if items.good.len() == most {
            items
                .refused
                .push((i + 1, format!("more than the {most} kept")));
            continue;
        }
        match item.decode() {
            Ok(v) => items.good.push(v),
            Err(why) => items.refused.push((i + 1, why)),
        }
    }
    Ok(items)
}

/// Finished games kept for review, each with the rules its game offers (`RuleSet::fitted`).
pub fn decode_history(raw: &str) -> Result<Items<PastGame>, String> {
    decode_items(raw, HISTORY_LEN)
}

/// Records, each with the rules its game offers (`RuleSet::fitted`), so that a record an older
/// page filed under an option its game does not have stands with the game's other records.
pub fn decode_records(raw: &str) -> Result<Items<Record>, String> {
    decode_items(raw, usize::MAX)
}

/// The coach settings as stored under [`SETTINGS_KEY`]: `{"warn": true, "threshold": 1.5}`.
/// Plain values: the hooks make the coach's settings of them (`hooks::use_persistence`).
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct SavedCoach {
    /// Warnings before a costly move are on.
    pub warn: bool,
    /// Points a move may give away before the coach warns, within [`crate::coach::THRESHOLD`].
    pub threshold: f64,
    /// In the last turns at a table of several, the warnings judge by the chance to win.
    /// Written only when on, so that settings without it keep their old shape.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub by_chance: bool,
}

/// Coach settings, as stored: a threshold outside its range is damage, not a setting.
pub fn decode_settings(raw: &str) -> Result<SavedCoach, String> {
    let s: SavedCoach = json::from_str(raw)?;
    if !crate::coach::THRESHOLD.contains(&s.threshold) {
        return Err(format!(
            "a warning threshold of {} points",
            crate::number::text(s.threshold)
        ));
    }
    Ok(s)
}

/// The table rules last chosen for each game, as stored: one rule set per game at most.
pub fn decode_table_rules(raw: &str) -> Result<Vec<RuleSet>, String> {
    let all: Vec<RuleSet> = json::from_str(raw)?;
    let mut seen = Vec::new();
    for r in &all {
        if seen.contains(&r.variant) {
            return Err(format!("two table rules for {}", r.variant.def().key));
        }
        seen.push(r.variant);
    }
    Ok(all.into_iter().map(RuleSet::fitted).collect())
}

/// Where the table rules last chosen for each game are kept.
pub const TABLE_RULES_KEY: &str = "yahtzee.table-rules";

/// The table rules last chosen for each game (a game never chosen has none).
pub fn table_rules() -> Vec<RuleSet> {
    stored(TABLE_RULES_KEY)
        .and_then(|raw| decode_table_rules(&raw).ok())
        .unwrap_or_default()
}

/// Keeps `rules` as the table rules of its game, beside those of the other games.
pub fn keep_table_rules(rules: RuleSet) -> Result<(), String> {
    let mut all = table_rules();
    all.retain(|r| r.variant != rules.variant);
    all.push(rules.fitted());
    write(TABLE_RULES_KEY, &all)
}

/// The bots' pace as stored under [`BOTS_KEY`]: `"Normal"` or `"Fast"`.
#[derive(Serialize, Deserialize)]
enum Pace {
    Normal,
    Fast,
}

/// Bot speed, as stored: whether the bots play fast.
pub fn decode_bot_speed(raw: &str) -> Result<bool, String> {
    json::from_str(raw).map(|pace| matches!(pace, Pace::Fast))
}

fn write<T: Serialize>(key: &str, value: &T) -> Result<(), String> {
    let storage = local_storage().ok_or_else(msg::saved_no_storage)?;
    let text = json::to_string(value).ok_or_else(msg::saved_not_written)?;
    storage
        .set_item(key, &text)
        .map_err(|_| msg::saved_games_not_kept())
}

/// Finished games, newest first: the sound ones (`check_stored` sets the others aside).
pub fn history() -> Vec<PastGame> {
    stored(HISTORY_KEY)
        .and_then(|raw| decode_history(&raw).ok())
        .map(|items| items.good)
        .unwrap_or_default()
}

/// The list under `key` to write a changed copy of: only when every item in it is sound (the
/// start-up check sets damaged items aside first), so that a write never drops one.
fn sound_list<T>(
    key: &str,
    decode: fn(&str) -> Result<Items<T>, String>,
) -> Result<Vec<T>, String> {
    let Some(raw) = stored(key) else {
        return Ok(Vec::new());
    };
    match decode(&raw) {
        Ok(items) if items.refused.is_empty() => Ok(items.good),
        _ => Err(msg::saved_not_written()),
    }
}

/// Adds a finished game to the history, once.
fn remember(game: &PastGame) -> Result<(), String> {
    let mut all = sound_list(HISTORY_KEY, decode_history)?;
    if all
        .iter()
        .any(|g| g.seed == game.seed && g.decisions == game.decisions)
    {
        return Ok(());
    }
    all.insert(0, game.clone());
    all.truncate(HISTORY_LEN);
    write(HISTORY_KEY, &all)
}

/// The saved coach settings, if any.
pub fn coach_settings() -> Option<SavedCoach> {
    // Read as the start-up check reads them: settings it keeps aside start afresh here too (the
    // check runs after the first render, which reads these).
    stored(SETTINGS_KEY).and_then(|raw| decode_settings(&raw).ok())
}

/// Where the bots' speed is kept.
pub const BOTS_KEY: &str = "yahtzee.bots";

/// Whether the bots play fast, as saved (they do not when nothing is).
pub fn bots_fast() -> bool {
    read(BOTS_KEY).is_some_and(|pace| matches!(pace, Pace::Fast))
}

/// Saves the bots' speed: fast, or at a pace a person can follow.
pub fn save_bots_fast(fast: bool) -> Result<(), String> {
    write(BOTS_KEY, &if fast { Pace::Fast } else { Pace::Normal })
}

/// Where sessions replaced by a link or a replay are kept, newest first, so that Back or their
/// own link brings them back.
pub const SET_ASIDE_KEY: &str = "yahtzee.set-aside";
/// How many set-aside sessions are kept.
pub const SET_ASIDE_LEN: usize = 5;

fn set_aside_list() -> Vec<String> {
    read(SET_ASIDE_KEY).unwrap_or_default()
}

/// Keeps `session` aside (replacing an older copy of the same game).
pub fn set_aside(session: &Session) -> Result<(), String> {
    let mut all: Vec<String> = set_aside_list()
        .into_iter()
        .filter(|raw| {
            decode(raw)
                .is_ok_and(|s| (s.seed(), s.rule_set()) != (session.seed(), session.rule_set()))
        })
        .collect();
    all.insert(0, encode(session).ok_or_else(msg::saved_not_written)?);
    all.truncate(SET_ASIDE_LEN);
    write(SET_ASIDE_KEY, &all)
}

/// Takes the set-aside session of this seed and game out of the store, if there is one.
pub fn take_set_aside(seed: u64, variant: VariantId) -> Option<Session> {
    let mut all = set_aside_list();
    let at = all.iter().position(|raw| {
        decode(raw).is_ok_and(|s| s.seed() == seed && s.rule_set().variant == variant)
    })?;
    let found = decode(&all.remove(at)).ok();
    let _ = write(SET_ASIDE_KEY, &all);
    found
}

/// Where the page notes that the first-visit guide was finished or skipped.
pub const GUIDE_KEY: &str = "yahtzee.guide";

/// Whether the first-visit guide was finished or skipped in this browser (a browser without
/// storage never shows it: it could not keep it from coming back).
pub fn guide_seen() -> bool {
    local_storage().is_none_or(|s| s.get_item(GUIDE_KEY).ok().flatten().is_some())
}

/// Notes that the guide is done, so that it never comes back.
pub fn set_guide_seen() {
    if let Some(s) = local_storage() {
        let _ = s.set_item(GUIDE_KEY, "done");
    }
}

/// Where the language last chosen in the menu is kept (`static/boot.js` reads it).
pub const LANGUAGE_KEY: &str = "yahtzee.language";

/// Notes the language chosen, so that the next visit opens in it.
pub fn keep_language(code: &str) {
    if let Some(s) = local_storage() {
        let _ = s.set_item(LANGUAGE_KEY, code);
    }
}

/// Saves the coach settings.
pub fn save_coach_settings(settings: &SavedCoach) -> Result<(), String> {
    write(SETTINGS_KEY, settings)
}

#[cfg(test)]
mod fixtures;
#[cfg(test)]
mod tests;
