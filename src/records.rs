//! Records of finished games: high scores, statistics, export and import. Pure functions over
//! plain data; `storage.rs` keeps them in the browser.

use serde::{Deserialize, Serialize};

use yahtzee_engine::{DiceMode, Game, JokerMode, Options, RuleSet, SeatKind, Session};

use crate::msg;

/// One person's result in one finished game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
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

/// A name for a game that stays the same across reloads: its seed, its rules and a hash of
/// every decision made in it (FNV-1a, so that it is the same in every build).
pub fn game_key(game: &Game) -> String {
    let text = crate::storage::text::to_string(game.decisions()).unwrap_or_default();
    let hash = text.bytes().fold(0xcbf2_9ce4_8422_2325u64, |h, b| {
        (h ^ b as u64).wrapping_mul(0x0100_0000_01b3)
    });
    let rules = game.rule_set();
    // A game of real dice is never the same game as a seeded one, whatever its seed.
    let real = match game.dice_mode() {
        DiceMode::Rolled => "",
        DiceMode::Entered => "-real",
    };
    format!(
        "{}-{}-{}-{hash:016x}{real}",
        game.seed(),
        rules.variant.def().key,
        options_key(&rules.options)
    )
}

/// The table rules in a game key, as plain words: `forced-fh0-bonus1`.
fn options_key(o: &Options) -> String {
    let joker = match o.joker {
        JokerMode::Forced => "forced",
        JokerMode::FreeChoice => "free",
        JokerMode::None => "nojoker",
    };
    let mut key = format!(
        "{joker}-fh{}-bonus{}",
        u8::from(o.five_of_a_kind_full_house),
        u8::from(o.yahtzee_bonus)
    );
    // Yatzy's house rules, named only when on, so the other games' keys stay as they were.
    if o.four_of_a_kind_two_pairs {
        key.push_str("-fourtwopairs");
    }
    if o.forced_order {
        key.push_str("-inorder");
    }
    key
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
    let game: &Game = session.game();
    let rules = game.rules();
    session
        .seats()
        .iter()
        .zip(game.sheets())
        .enumerate()
        .filter(|(_, (seat, _))| seat.kind == SeatKind::Human)
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
}

/// The text of an export of `records`.
pub fn export(records: &[Record]) -> String {
    crate::storage::text::to_string_pretty(&Export {
        format: "yahtzee-records".into(),
        version: 1,
        records: records.to_vec(),
    })
    .unwrap_or_default()
}

/// The records in an exported file, or what is wrong with it.
pub fn import(text: &str) -> Result<Vec<Record>, String> {
    // Read straight from the text, in three steps (no intermediate JSON tree in the page):
    // any JSON at all, then an object whose "format" is ours, then the whole export.
    crate::storage::text::from_str::<serde::de::IgnoredAny>(text)
        .map_err(|_| msg::records_import_not_json())?;
    #[derive(Deserialize)]
    struct Head {
        format: String,
    }
    let ours = text.trim_start().starts_with('{')
        && crate::storage::text::from_str::<Head>(text)
            .is_ok_and(|h| h.format == "yahtzee-records");
    if !ours {
        return Err(msg::records_import_not_records());
    }
    let export: Export = crate::storage::text::from_str(text)
        .map_err(|e| msg::records_import_damaged(&e.to_string()))?;
    if export.version != 1 {
        return Err(msg::records_import_version(export.version));
    }
    if let Some(r) = export
        .records
        .iter()
        .find(|r| r.name.trim().is_empty() || r.score > 2000)
    {
        return Err(msg::records_import_impossible(&r.seed.to_string()));
    }
    let mut records = export.records;
    records.iter_mut().for_each(put_right);
    Ok(records)
}

#[cfg(test)]
mod tests {
    use super::*;
    use yahtzee_engine::{Action, Scripted};

    fn rec(name: &str, score: u16, date: &str) -> Record {
        Record {
            name: name.into(),
            player: 0,
            seed: score as u64,
            rules: RuleSet::default(),
            date: date.into(),
            score,
            upper_bonus: score > 250,
            yahtzees: (score > 300) as u8,
            mean_loss: None,
            game: String::new(),
            entered: false,
        }
    }

    #[test]
    fn a_finished_game_names_personal_bests_and_high_score_places() {
        let mut kept: Vec<Record> = (0..12)
            .map(|i| rec("Bo", 100 + i * 20, "2026-11-01"))
            .collect();
        kept.push(rec("Ann", 250, "2026-11-02"));
        let mut ann = rec("Ann", 260, "2026-11-23");
        ann.game = "g1".into();
        let mut bo = rec("Bo", 120, "2026-11-23");
        bo.game = "g1".into();
        bo.player = 1;
        // The game's own records, already kept, do not count against it.
        kept.push(ann.clone());
        let got = achievements(&kept, &[ann.clone(), bo.clone()]);
        assert_eq!(
            got[0],
            Achievement {
                name: "Ann".into(),
                score: 260,
                beaten_best: Some(250),
                place: Some(5),
            }
        );
        assert_eq!(got[1].beaten_best, None);
        assert_eq!(got[1].place, None, "120 is below the ten best");
        // A first game: no best to beat, first place.
        let first = achievements(&[], &[ann]);
        assert_eq!((first[0].beaten_best, first[0].place), (None, Some(1)));
    }

    #[test]
    fn real_dice_games_are_kept_apart_from_seeded_ones() {
        use yahtzee_engine::{DiceMode, Seat};
        let seats = |n: usize| {
            (0..n)
                .map(|i| Seat {
                    name: format!("P{i}"),
                    kind: SeatKind::Human,
                })
                .collect::<Vec<_>>()
        };
        let play = |mut s: Session| {
            while !s.game().is_over() {
                s = s
                    .apply(Action::Enter([6, 6, 6, 6, 6]))
                    .unwrap_or_else(|_| s.roll_with(&mut Scripted::new([6, 6, 6, 6, 6])).unwrap());
                let b = s.game().placement().unwrap().allowed.trailing_zeros() as usize;
                s = s.apply(Action::Score(b)).unwrap();
            }
            s
        };
        let real = play(
            Session::with_dice(RuleSet::default(), seats(6), 1, 3, DiceMode::Entered).unwrap(),
        );
        let rolled = play(Session::new(RuleSet::default(), seats(1), 1, 3).unwrap());
        let r = records_of(&real, "2026-11-21");
        assert_eq!(r.len(), 6, "every person at a table of six is recorded");
        assert!(r.iter().all(|x| x.entered));
        let seeded = records_of(&rolled, "2026-11-21");
        assert!(!seeded[0].entered);
        assert_ne!(
            r[0].game, seeded[0].game,
            "same seed, same dice, another game"
        );
        // Records from before real dice read as seeded games.
        let old = export(&[rec("A", 200, "1")]).replace(",\n      \"entered\": false", "");
        assert!(!old.contains("entered"));
        assert!(!import(&old).unwrap()[0].entered);
    }

    #[test]
    fn high_scores_keep_the_best_ten_of_a_rule_set() {
        let mut all: Vec<Record> = (0..15)
            .map(|i| rec("You", 100 + 10 * i, "2026-01-01"))
            .collect();
        let mut other = rec("You", 999, "2026-01-02");
        other.rules.options.yahtzee_bonus = false;
        all.push(other);
        let top = high_scores(&all, &RuleSet::default());
        assert_eq!(top.len(), 10);
        assert_eq!(top[0].score, 240);
        assert!(top.windows(2).all(|w| w[0].score >= w[1].score));
    }

    #[test]
    fn stats_and_histogram_add_up() {
        let all = [rec("A", 200, "1"), rec("A", 260, "2"), rec("A", 310, "3")];
        let refs: Vec<&Record> = all.iter().collect();
        let s = stats(&refs).unwrap();
        assert_eq!((s.games, s.best), (3, 310));
        assert!((s.mean - 256.667).abs() < 1e-3);
        assert!((s.upper_bonus_rate - 2.0 / 3.0).abs() < 1e-9);
        assert!(s.mean_loss.is_none());
        let h = histogram(&refs, 50);
        assert_eq!(h.iter().map(|b| b.1).sum::<usize>(), 3);
        assert_eq!(h[4], (200, 1));
        assert!(stats(&[]).is_none());
    }

    #[test]
    fn export_round_trips_and_bad_files_are_refused() {
        let all = vec![rec("A", 200, "1"), rec("B", 260, "2")];
        assert_eq!(import(&export(&all)).unwrap(), all);
        assert_eq!(import("nope").unwrap_err(), "This file is not JSON.");
        assert!(import("{\"a\":1}")
            .unwrap_err()
            .contains("not a Yahtzee records export"));
        assert!(
            import("{\"format\":\"yahtzee-records\",\"version\":1,\"records\":[{}]}")
                .unwrap_err()
                .contains("damaged")
        );
        let v2 = export(&all).replace("\"version\": 1", "\"version\": 2");
        assert!(import(&v2).unwrap_err().contains("version 2"));
        let mut merged = vec![all[0].clone()];
        assert_eq!(merge(&mut merged, all.clone()), 1);
        assert_eq!(merged.len(), 2);
    }

    #[test]
    fn records_are_kept_for_people_not_bots() {
        use yahtzee_engine::{BotLevel, Seat};
        let seats = vec![
            Seat {
                name: "Ann".into(),
                kind: SeatKind::Human,
            },
            Seat {
                name: "Robo".into(),
                kind: SeatKind::Bot(BotLevel::Expert),
            },
        ];
        let mut s = Session::new(RuleSet::default(), seats, 1, 3).unwrap();
        while !s.game().is_over() {
            s = s.roll_with(&mut Scripted::new([6, 6, 6, 6, 6])).unwrap();
            let b = s.game().placement().unwrap().allowed.trailing_zeros() as usize;
            s = s.apply(Action::Score(b)).unwrap();
        }
        let r = records_of(&s, "2026-11-21");
        assert_eq!(r.len(), 1);
        assert_eq!(r[0].name, "Ann");
        assert_eq!(
            r[0].score,
            s.game().sheets()[0].totals(&s.game().rules()).total
        );
        assert!(r[0].yahtzees >= 1);
    }
}
