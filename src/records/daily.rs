//! The daily game's results, kept apart from the other records: one per game and day, played
//! once for the record. A day's game is noted as started at its first roll, so that a second
//! start of the same day is practice even when the first was never finished (its dice are
//! known by then). Pure: `storage/daily.rs` keeps them in the browser.

use serde::{Deserialize, Serialize};
use yahtzee_engine::daily::LAST_DAY;
use yahtzee_engine::{Choice, Game, VariantId};

/// One day's game of one game: started, finished with its total, and the total perfect play
/// made on the same dice once the solver has played them. Read back it is parsed through
/// [`DailyData`], so it holds only what a day's game can give.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "DailyData")]
pub struct DailyResult {
    /// The game.
    pub game: VariantId,
    /// The day, counted from 1970-01-01 (UTC).
    pub day: u64,
    /// The final total, once finished.
    pub score: Option<u16>,
    /// Perfect play's total on the same dice, once known.
    pub perfect: Option<u16>,
    /// Whether the coach helped: its hint or a warning was seen during the game. Such a day is
    /// kept apart from the days played alone ([`stats`], [`aided_days`]). Written only when
    /// true, so that a day played alone reads as it always did.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub aided: bool,
}

#[derive(Deserialize)]
#[serde(expecting = "struct DailyResult")]
struct DailyData {
    game: VariantId,
    day: u64,
    score: Option<u16>,
    perfect: Option<u16>,
    #[serde(default)]
    aided: bool,
}

impl TryFrom<DailyData> for DailyResult {
    type Error = String;

    fn try_from(raw: DailyData) -> Result<DailyResult, String> {
        let most = yahtzee_engine::limits::most_points(
            &yahtzee_engine::RuleSet {
                variant: raw.game,
                ..Default::default()
            }
            .rules(),
        );
        if raw.day > LAST_DAY {
            return Err("a day after 9999-12-31".into());
        }
        if raw.score.is_some_and(|s| s > most) || raw.perfect.is_some_and(|s| s > most) {
            return Err("a score no game of its rules can reach".into());
        }
        Ok(DailyResult {
            game: raw.game,
            day: raw.day,
            score: raw.score,
            perfect: raw.perfect,
            aided: raw.aided,
        })
    }
}

/// The results with `game`'s day `day` marked as started (a day already there stays as it is).
pub fn started(mut all: Vec<DailyResult>, game: VariantId, day: u64) -> Vec<DailyResult> {
    if !all.iter().any(|r| r.game == game && r.day == day) {
        all.push(DailyResult {
            game,
            day,
            score: None,
            perfect: None,
            aided: false,
        });
    }
    all
}

/// The results with `game`'s day `day` given `f`: its score or perfect play's total, noted
/// once (a started day gets it; a day never started is started now).
pub fn note(
    all: Vec<DailyResult>,
    game: VariantId,
    day: u64,
    f: impl Fn(&mut DailyResult),
) -> Vec<DailyResult> {
    let mut all = started(all, game, day);
    for r in all.iter_mut().filter(|r| r.game == game && r.day == day) {
        f(r);
    }
    all
}

/// Adds the imported results `new` to `all`: a day not there yet is added, and a day there
/// takes from the import only what it lacks (its total, perfect play's), so that the first
/// play of a day stays the one that counts; a day the coach helped with on either side stays
/// marked. Returns how many days were added or completed.
pub fn merge(all: &mut Vec<DailyResult>, new: Vec<DailyResult>) -> usize {
    let mut changed = 0;
    for n in new {
        match all.iter_mut().find(|r| r.game == n.game && r.day == n.day) {
            None => {
                all.push(n);
                changed += 1;
            }
            Some(r) => {
                let was = *r;
                r.score = r.score.or(n.score);
                r.perfect = r.perfect.or(n.perfect);
                r.aided |= n.aided;
                changed += usize::from(*r != was);
            }
        }
    }
    changed
}

/// A game's daily results as the records show them.
#[derive(Clone, Debug, PartialEq)]
pub struct DailyStats {
    /// Days played in a row up to today, or up to yesterday while today is still to play.
    pub streak: u32,
    /// Finished days.
    pub played: usize,
    /// The best total.
    pub best: u16,
    /// The mean total.
    pub mean: f64,
    /// The mean of perfect play's total minus the player's, over the days perfect play is known.
    pub mean_gap: Option<f64>,
    /// Each finished day with its gap to perfect play (perfect minus the player's), oldest first.
    pub gaps: Vec<(u64, i32)>,
}

/// The daily results of `game` played without the coach, seen on `today`, or `None` before
/// any is finished.
pub fn stats(all: &[DailyResult], game: VariantId, today: u64) -> Option<DailyStats> {
    let mut mine: Vec<(u64, u16, Option<u16>)> = all
        .iter()
        .filter(|r| r.game == game && !r.aided)
        .filter_map(|r| Some((r.day, r.score?, r.perfect)))
        .collect();
    mine.sort_unstable();
    let best = mine.iter().map(|r| r.1).max()?;
    let mean = mine.iter().map(|r| f64::from(r.1)).sum::<f64>() / mine.len() as f64;
    let gaps: Vec<(u64, i32)> = mine
        .iter()
        .filter_map(|&(day, s, p)| Some((day, i32::from(p?) - i32::from(s))))
        .collect();
    let mean_gap = (!gaps.is_empty())
        .then(|| gaps.iter().map(|g| f64::from(g.1)).sum::<f64>() / gaps.len() as f64);
    let days: Vec<u64> = mine.iter().map(|r| r.0).collect();
    let mut day = if days.contains(&today) {
        today
    } else {
        today.saturating_sub(1)
    };
    let mut streak = 0;
    while days.contains(&day) {
        streak += 1;
        if day == 0 {
            break;
        }
        day -= 1;
    }
    Some(DailyStats {
        streak,
        played: mine.len(),
        best,
        mean,
        mean_gap,
        gaps,
    })
}

/// How many days of `game` were finished with the coach's help: they count apart from
/// [`stats`].
pub fn aided_days(all: &[DailyResult], game: VariantId) -> usize {
    all.iter()
        .filter(|r| r.game == game && r.aided && r.score.is_some())
        .count()
}

/// A turn's box and the points written in it.
pub type TurnScore = (usize, u16);

/// One turn of a finished solo game: the box filled and the points written in it, in the order
/// the turns were played.
pub fn turns(game: &Game) -> Vec<TurnScore> {
    let sheet = &game.sheets()[0];
    game.decisions()
        .iter()
        .filter_map(|d| match d.choice {
            Choice::Score(b) if d.player == 0 => Some((b, sheet.boxes[b].unwrap_or(0))),
            _ => None,
        })
        .collect()
}

/// The turns where the player and perfect play scored differently: the turn (from 1), the
/// player's box and points, perfect play's box and points.
pub fn differences(mine: &Game, perfect: &Game) -> Vec<(usize, TurnScore, TurnScore)> {
    turns(mine)
        .into_iter()
        .zip(turns(perfect))
        .enumerate()
        .filter(|(_, (a, b))| a != b)
        .map(|(t, (a, b))| (t + 1, a, b))
        .collect()
}

/// A line of one symbol per turn, in the order played, that shows no dice: a green square where
/// the box filled scored at least what perfect play scored in the same box, a yellow one where
/// it scored less, a black one for a box crossed out with 0.
pub fn symbols(mine: &Game, perfect: &Game) -> String {
    let theirs = &perfect.sheets()[0].boxes;
    turns(mine)
        .into_iter()
        .map(|(b, points)| match theirs.get(b).copied().flatten() {
            _ if points == 0 => '⬛',
            Some(p) if points < p => '🟨',
            _ => '🟩',
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use yahtzee_engine::Action;

    /// A day's game played to the end by scoring each first roll in its first open box, or
    /// (`late`) in its last.
    fn played(late: bool) -> Game {
        let mut g = Game::daily(
            VariantId::Classic,
            20_788,
            yahtzee_engine::DayPlay::Practice,
        )
        .unwrap();
        while !g.is_over() {
            g = g.apply(Action::Roll).unwrap();
            let allowed = g.placement().unwrap().allowed;
            let b = if late {
                (yahtzee_engine::BoxMask::BITS - 1 - allowed.leading_zeros()) as usize
            } else {
                allowed.trailing_zeros() as usize
            };
            g = g.apply(Action::Score(b)).unwrap();
        }
        g
    }

    #[test]
    fn turns_are_compared_box_by_box_without_dice() {
        let (a, b) = (played(false), played(true));
        let turns_a = turns(&a);
        assert_eq!(turns_a.len(), 13);
        assert_eq!(turns_a[0].0, 0);
        let line = symbols(&a, &b);
        assert_eq!(line.chars().count(), 13);
        assert!(line.chars().all(|c| "🟩🟨⬛".contains(c)));
        // A game against itself differs nowhere and is green or black everywhere.
        assert!(differences(&a, &a).is_empty());
        assert!(!symbols(&a, &a).contains('🟨'));
        let diff = differences(&a, &b);
        assert_eq!(diff[0].0, 1);
        assert_eq!((diff[0].1).0, 0);
        assert_eq!((diff[0].2).0, 12);
    }

    fn done(day: u64, score: u16, perfect: Option<u16>) -> DailyResult {
        DailyResult {
            game: VariantId::Classic,
            day,
            score: Some(score),
            perfect,
            aided: false,
        }
    }

    #[test]
    fn a_streak_counts_the_days_in_a_row_up_to_today_or_yesterday() {
        let all = vec![
            done(10, 200, Some(250)),
            done(12, 240, Some(230)),
            done(13, 260, None),
        ];
        let s = stats(&all, VariantId::Classic, 13).unwrap();
        assert_eq!((s.streak, s.played, s.best), (2, 3, 260));
        assert_eq!(s.mean, 700.0 / 3.0);
        assert_eq!(s.mean_gap, Some(20.0));
        assert_eq!(s.gaps, vec![(10, 50), (12, -10)]);
        // Today still to play: the streak up to yesterday stands; a day missed ends it.
        assert_eq!(stats(&all, VariantId::Classic, 14).unwrap().streak, 2);
        assert_eq!(stats(&all, VariantId::Classic, 15).unwrap().streak, 0);
        // Another game's results, and days only started, are not this game's.
        assert_eq!(stats(&all, VariantId::Yatzy, 13), None);
        let begun = started(Vec::new(), VariantId::Classic, 13);
        assert_eq!(stats(&begun, VariantId::Classic, 13), None);
    }

    #[test]
    fn a_day_is_started_once_and_noted_once() {
        let all = started(Vec::new(), VariantId::Yatzy, 5);
        let all = started(all, VariantId::Yatzy, 5);
        assert_eq!(all.len(), 1);
        let all = note(all, VariantId::Yatzy, 5, |r| r.score = Some(230));
        let all = note(all, VariantId::Yatzy, 5, |r| r.perfect = Some(251));
        assert_eq!(
            all,
            vec![DailyResult {
                game: VariantId::Yatzy,
                day: 5,
                score: Some(230),
                perfect: Some(251),
                aided: false,
            }]
        );
    }

    #[test]
    fn impossible_results_are_refused() {
        let read = |t: &str| serde_json::from_str::<DailyResult>(t).map_err(|e| e.to_string());
        assert!(read(r#"{"game":"Classic","day":20788,"score":243,"perfect":261}"#).is_ok());
        assert!(read(r#"{"game":"Classic","day":20788,"score":null,"perfect":null}"#).is_ok());
        let far = read(r#"{"game":"Classic","day":2932897,"score":null,"perfect":null}"#);
        assert!(far.unwrap_err().contains("9999"));
        let high = read(r#"{"game":"Yacht","day":1,"score":2000,"perfect":null}"#);
        assert!(high.unwrap_err().contains("score"));
        assert!(read(r#"{"game":"Chess","day":1,"score":1,"perfect":null}"#).is_err());
    }

    #[test]
    fn an_import_adds_new_days_and_fills_what_a_day_lacks_only() {
        let started_only = DailyResult {
            score: None,
            ..done(11, 0, None)
        };
        let mut all = vec![done(10, 200, None), started_only];
        let new = vec![
            done(10, 150, Some(250)),
            done(11, 180, Some(240)),
            done(12, 230, None),
            done(12, 230, None),
        ];
        assert_eq!(merge(&mut all, new), 3);
        // Day 10 keeps its own total and takes perfect play's; day 11, only started here, takes
        // the file's total; day 12 is new, once.
        assert_eq!(
            all,
            vec![
                done(10, 200, Some(250)),
                done(11, 180, Some(240)),
                done(12, 230, None)
            ]
        );
        assert_eq!(merge(&mut all, vec![done(10, 1, Some(1))]), 0);
    }

    #[test]
    fn a_day_the_coach_helped_with_is_kept_apart_and_stays_marked() {
        let helped = DailyResult {
            aided: true,
            ..done(12, 300, Some(310))
        };
        let all = vec![done(11, 200, Some(250)), helped];
        let s = stats(&all, VariantId::Classic, 12).unwrap();
        // Day 12 is not counted: the streak runs to day 11, as while today is still to play.
        assert_eq!((s.played, s.best, s.streak), (1, 200, 1));
        assert_eq!(aided_days(&all, VariantId::Classic), 1);
        assert_eq!(stats(&[helped], VariantId::Classic, 12), None);
        // Written with its mark, read back with it; a day played alone reads as it always did.
        let text = serde_json::to_string(&helped).unwrap();
        assert!(text.ends_with(r#""aided":true}"#), "{text}");
        assert_eq!(serde_json::from_str::<DailyResult>(&text).unwrap(), helped);
        assert!(!serde_json::to_string(&all[0]).unwrap().contains("aided"));
        // An import keeps the mark of either side.
        let mut mine = vec![done(12, 300, None)];
        assert_eq!(merge(&mut mine, vec![helped]), 1);
        assert_eq!(mine, vec![helped]);
    }
}
