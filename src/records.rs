//! Records of finished games: high scores, statistics, export and import. Pure functions over
//! plain data; `storage.rs` keeps them in the browser.

use serde::{Deserialize, Serialize};

use yahtzee_engine::{DiceMode, Game, RuleSet, SeatKind, Session};

use crate::msg;
use crate::travel::SeatSet;

pub mod daily;
mod key;
pub mod practice;

#[cfg(test)]
use key::of_reviewed;
use key::options_key;
pub use key::{game_key, note_mean_losses, Reviewed};

/// One person's result in one finished game. Read back it is parsed through [`RecordData`], so
/// a record holds only what a finished game of its rules can give.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(try_from = "RecordData")]
pub struct Record {
    /// The player's name at the table.
    pub name: String,
    /// The player's seat (0-based), to attach the coach's review to the right player.
    #[serde(default)]
    pub player: usize,
    /// The game's seed (a high score can be replayed from it).
    pub seed: u64,
    /// The rules it was played by.
    pub rules: RuleSet,
    /// When it ended (ISO 8601).
    pub date: String,
    /// Final score.
    pub score: u16,
    /// The upper bonus was earned.
    pub upper_bonus: bool,
    /// Yahtzees rolled and scored (the box's 50 plus each extra bonus).
    pub yahtzees: u8,
    /// Mean points given away per decision, once the coach has reviewed the game.
    #[serde(default)]
    pub mean_loss: Option<f64>,
    /// Which game this is ([`game_key`]): a finished game is recorded once, however often the
    /// page showing it is reloaded. Empty in records from before it was kept.
    #[serde(default)]
    pub game: String,
    /// The dice were real dice entered at a table: there is no seed to replay. Records from
    /// before real dice have no such field and are games of the page's dice.
    #[serde(default)]
    pub entered: bool,
}

/// A record as stored or exported, before it is parsed into a [`Record`].
#[derive(Deserialize)]
// Named as the type it becomes in the words of a refusal ("expected struct Record").
#[serde(expecting = "struct Record")]
struct RecordData {
    name: String,
    #[serde(default)]
    player: usize,
    seed: u64,
    rules: RuleSet,
    date: String,
    score: u16,
    upper_bonus: bool,
    yahtzees: u8,
    #[serde(default)]
    mean_loss: Option<f64>,
    #[serde(default)]
    game: String,
    #[serde(default)]
    entered: bool,
}

/// The longest date text kept with a game or a record (ISO 8601 needs 24 characters).
pub const MAX_DATE: usize = 40;

/// Whether `name` is one a seat can have: not blank, at most [`yahtzee_engine::MAX_NAME`]
/// characters.
pub fn name_fits(name: &str) -> bool {
    !name.trim().is_empty() && name.chars().count() <= yahtzee_engine::MAX_NAME
}

/// The longest game key kept ([`game_key`] writes about 60 characters).
const MAX_GAME_KEY: usize = 200;

/// The most points a decision can give away: a whole game's best total is far below it.
const MAX_MEAN_LOSS: f64 = 2000.0;

impl TryFrom<RecordData> for Record {
    type Error = String;

    fn try_from(raw: RecordData) -> Result<Record, String> {
        let rules = raw.rules.rules();
        let why = if !name_fits(&raw.name) {
            "a name that is blank or too long"
        } else if raw.player >= DiceMode::Entered.max_players() {
            "no such seat"
        } else if raw.seed > yahtzee_engine::MAX_SEED {
            "no such game number"
        } else if raw.score > yahtzee_engine::limits::most_points(&rules) {
            "a score no game of its rules can reach"
        } else if usize::from(raw.yahtzees) > rules.box_count() {
            "more Yahtzees than turns"
        } else if raw
            .mean_loss
            .is_some_and(|l| !(0.0..=MAX_MEAN_LOSS).contains(&l))
        {
            "an impossible review"
        } else if raw.date.chars().count() > MAX_DATE || raw.game.chars().count() > MAX_GAME_KEY {
            "a date or game key that is too long"
        } else {
            let mut r = Record {
                name: raw.name,
                player: raw.player,
                seed: raw.seed,
                rules: raw.rules,
                date: raw.date,
                score: raw.score,
                upper_bonus: raw.upper_bonus,
                yahtzees: raw.yahtzees,
                mean_loss: raw.mean_loss,
                game: raw.game,
                entered: raw.entered,
            };
            put_right(&mut r);
            return Ok(r);
        };
        Err(why.to_string())
    }
}

/// A record as stored before 2026-11-23 put right: its rules [`RuleSet::fitted`], and its game
/// key written with plain words where it held the program's debug text of the options
/// (`Options { joker: Forced, … }`), so that the same game is still told apart and exports
/// read plainly.
pub fn put_right(r: &mut Record) {
    // The debug text as pages before Yatzy's options wrote it: three fields.
    let o = r.rules.options;
    let debug = format!(
        "-Options {{ joker: {:?}, five_of_a_kind_full_house: {}, yahtzee_bonus: {} }}-",
        o.joker, o.five_of_a_kind_full_house, o.yahtzee_bonus
    );
    if r.game.contains(&debug) {
        r.game = r
            .game
            .replace(&debug, &format!("-{}-", options_key(&r.rules.options)));
    }
    r.rules = r.rules.fitted();
}

/// The records of every person (not bot) in a finished game.
pub fn records_of(session: &Session, date: &str) -> Vec<Record> {
    records_of_seats(session, None, date)
}

/// The records of the people in a finished game at the seats `mine` (every person's when
/// `None`): at a table on several phones, each phone records only its own players.
pub fn records_of_seats(session: &Session, mine: Option<SeatSet>, date: &str) -> Vec<Record> {
    let game: &Game = session.game();
    let rules = game.rules();
    session
        .seats()
        .iter()
        .zip(game.sheets())
        .enumerate()
        .filter(|(_, (seat, _))| seat.kind == SeatKind::Human)
        .filter(|&(player, _)| mine.is_none_or(|m| m.contains(player)))
        .map(|(player, (seat, sheet))| {
            let t = sheet.totals(&rules);
            Record {
                name: seat.name.clone(),
                player,
                seed: game.seed(),
                rules: game.rule_set(),
                date: date.to_string(),
                score: t.total,
                upper_bonus: t.upper_bonus > 0,
                yahtzees: sheet.yahtzee_scored(&rules) as u8 + sheet.yahtzee_bonuses,
                mean_loss: None,
                game: game_key(game),
                entered: game.dice_mode() == DiceMode::Entered,
            }
        })
        .collect()
}

/// Whether two records are of the same player in the same game.
fn same(a: &Record, b: &Record) -> bool {
    if !a.game.is_empty() && a.game == b.game {
        return a.player == b.player;
    }
    a.name == b.name && a.seed == b.seed && a.date == b.date
}

/// Adds records, skipping any already present (the same player in the same game).
pub fn merge(into: &mut Vec<Record>, new: Vec<Record>) -> usize {
    let mut added = 0;
    for r in new {
        if !into.iter().any(|o| same(o, &r)) {
            into.push(r);
            added += 1;
        }
    }
    crate::order::sort_by(into, |a, b| a.date.cmp(&b.date));
    added
}

/// The ten best scores for one rule set, best first (earlier games first on a tie).
pub fn high_scores<'a>(records: &'a [Record], rules: &RuleSet) -> Vec<&'a Record> {
    let mut best: Vec<&Record> = records.iter().filter(|r| r.rules == *rules).collect();
    crate::order::sort_by(&mut best, |a, b| {
        b.score.cmp(&a.score).then(a.date.cmp(&b.date))
    });
    best.truncate(10);
    best
}

/// What a finished game means for one person's records.
#[derive(Clone, Debug, PartialEq)]
pub struct Achievement {
    /// The person.
    pub name: String,
    /// The final score.
    pub score: u16,
    /// Their best score with these rules before this game, when it is beaten.
    pub beaten_best: Option<u16>,
    /// The place the score takes in the high scores of its rules, when it enters them.
    pub place: Option<usize>,
}

/// What the records of a finished game (`new`, from [`records_of`]) mean beside the records
/// kept before it (`kept`; the game's own records among them are left out): each person's new
/// personal best, and each score that enters the ten high scores of its rules.
pub fn achievements(kept: &[Record], new: &[Record]) -> Vec<Achievement> {
    let earlier: Vec<&Record> = kept
        .iter()
        .filter(|k| !new.iter().any(|n| same(k, n)))
        .collect();
    new.iter()
        .map(|r| {
            let mine = earlier
                .iter()
                .filter(|k| k.rules == r.rules && k.name == r.name)
                .map(|k| k.score)
                .max();
            // Earlier games come first on a tie; in this game, a higher score first.
            let above = earlier
                .iter()
                .filter(|k| k.rules == r.rules && k.score >= r.score)
                .count()
                + new.iter().filter(|n| n.score > r.score).count();
            Achievement {
                name: r.name.clone(),
                score: r.score,
                beaten_best: mine.filter(|&best| r.score > best),
                place: (above < 10).then_some(above + 1),
            }
        })
        .collect()
}

/// Statistics over a set of records.
#[derive(Clone, Debug, PartialEq)]
pub struct Stats {
    /// Games played.
    pub games: usize,
    /// Mean final score.
    pub mean: f64,
    /// Best final score.
    pub best: u16,
    /// Share of games with the upper bonus.
    pub upper_bonus_rate: f64,
    /// Share of games with at least one Yahtzee.
    pub yahtzee_rate: f64,
    /// Mean points given away per decision, over the reviewed games, and how many there were.
    pub mean_loss: Option<(f64, usize)>,
}

/// Statistics of `records`, or `None` when there are none.
pub fn stats(records: &[&Record]) -> Option<Stats> {
    if records.is_empty() {
        return None;
    }
    let n = records.len() as f64;
    let reviewed: Vec<f64> = records.iter().filter_map(|r| r.mean_loss).collect();
    Some(Stats {
        games: records.len(),
        mean: records.iter().map(|r| r.score as f64).sum::<f64>() / n,
        best: records.iter().map(|r| r.score).max().unwrap_or(0),
        upper_bonus_rate: records.iter().filter(|r| r.upper_bonus).count() as f64 / n,
        yahtzee_rate: records.iter().filter(|r| r.yahtzees > 0).count() as f64 / n,
        mean_loss: (!reviewed.is_empty()).then(|| {
            (
                reviewed.iter().sum::<f64>() / reviewed.len() as f64,
                reviewed.len(),
            )
        }),
    })
}

/// Counts of final scores in bins of `width` points, from 0 to the best score.
pub fn histogram(records: &[&Record], width: u16) -> Vec<(u16, usize)> {
    let top = records.iter().map(|r| r.score).max().unwrap_or(0);
    (0..=top / width)
        .map(|i| {
            let lo = i * width;
            let n = records
                .iter()
                .filter(|r| r.score >= lo && r.score < lo + width)
                .count();
            (lo, n)
        })
        .collect()
}

/// The file format of an export.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Export {
    /// Always "yahtzee-records".
    pub format: String,
    /// Format version, 1.
    pub version: u32,
    /// Every record.
    pub records: Vec<Record>,
    /// The daily games' results (a file written before the daily game has none).
    #[serde(default)]
    pub daily: Vec<daily::DailyResult>,
}

/// What an export holds: the records and the daily games' results.
pub type Exported = (Vec<Record>, Vec<daily::DailyResult>);

/// The text of an export of `records` and the daily results `days`, or `None` if it cannot be
/// written.
pub fn export(records: &[Record], days: &[daily::DailyResult]) -> Option<String> {
    crate::json::to_string_pretty(&Export {
        format: "yahtzee-records".into(),
        version: 1,
        records: records.to_vec(),
        daily: days.to_vec(),
    })
}

/// The records and daily results in an exported file, or what is wrong with it.
pub fn import(text: &str) -> Result<Exported, String> {
    // Read straight from the text, in three steps (no intermediate JSON tree in the page):
    // any JSON at all, then an object whose "format" is ours, then the whole export.
    crate::json::from_str::<serde::de::IgnoredAny>(text)
        .map_err(|_| msg::records_import_not_json())?;
    #[derive(Deserialize)]
    struct Head {
        format: String,
    }
    let ours = text.trim_start().starts_with('{')
        && crate::json::from_str::<Head>(text).is_ok_and(|h| h.format == "yahtzee-records");
    if !ours {
        return Err(msg::records_import_not_records());
    }
    // The records are parsed one by one, so that the first impossible one is named (by its
    // place in the file: a damaged record may have no readable seed).
    #[derive(Deserialize)]
    struct ExportData {
        version: u32,
        records: Vec<crate::json::Raw>,
        #[serde(default)]
        daily: Vec<crate::json::Raw>,
    }
    let export: ExportData =
        crate::json::from_str(text).map_err(|e| msg::records_import_damaged(&e.to_string()))?;
    if export.version != 1 {
        return Err(msg::records_import_version(export.version));
    }
    let mut records = Vec::with_capacity(export.records.len());
    for (i, raw) in export.records.iter().enumerate() {
        match raw.decode::<Record>() {
            Ok(r) => records.push(r),
            Err(why) => return Err(msg::records_import_impossible(i + 1, &why)),
        }
    }
    // A day's result that cannot be read is named by its place too; the file's whole import
    // is refused, as for a record, so that nothing of a damaged file is half taken.
    let mut days = Vec::with_capacity(export.daily.len());
    for (i, raw) in export.daily.iter().enumerate() {
        match raw.decode::<daily::DailyResult>() {
            Ok(d) => days.push(d),
            Err(why) => {
                return Err(msg::records_import_damaged(&format!(
                    "daily result {}: {why}",
                    i + 1
                )))
            }
        }
    }
    Ok((records, days))
}

#[cfg(test)]
mod tests;
