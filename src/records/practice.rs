//! Practice: positions from the player's own reviewed games where they gave away the most
//! points, asked again ("What would you do?") in the order of a small spaced repetition.
//!
//! A position is kept as the decisions of one player alone that lead to it (`position`): the
//! scores of the earlier turns, each as a first roll, then the turn's own decisions up to the
//! one asked, as that player made it. Read back, it is parsed by replay, as a finished game is:
//! its decisions must replay to a one-player game on real dice, the last one included, so a
//! stored position is always one the rules can reach, and its coach answers it with the same
//! review (`Request::Reasons`) as any game.
//!
//! The stored list is the queue, in the order it is asked. A new review puts its costliest
//! mistakes first; a position answered badly comes back after one other, one answered well
//! after 3, 7 or 15 others as it is answered well again, and a position answered well
//! `LEARNT` times running has been learnt and leaves the queue.

use serde::{Deserialize, Serialize};
use yahtzee_engine::{Choice, Decision, DiceMode, Game, RuleSet};
use yahtzee_protocol::Judged;

/// How many positions the queue keeps (the last ones asked go first when it is full).
pub const PRACTICE_LEN: usize = 40;
/// How many positions one reviewed game gives at most, per player.
pub const PER_GAME: usize = 5;
/// The fewest points a decision must have given away to be practised.
pub const MIN_LOSS: f64 = 0.5;
/// An answer that gives away less than this is a good one (ties and near-ties of the best).
pub const WELL: f64 = 0.25;
/// Answered well this many times running, a position has been learnt.
pub const LEARNT: u8 = 4;

/// One position to practise.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(try_from = "PracticeData")]
pub struct Practice {
    /// The rules of its game.
    pub rules: RuleSet,
    /// One player's decisions that lead to it, the position's own last (`position`).
    pub decisions: Vec<Decision>,
    /// The points the move made in the game gave away.
    pub loss: f64,
    /// How many times running it was answered well (below [`LEARNT`]).
    pub level: u8,
}

/// A position as stored, before it is parsed into a [`Practice`].
#[derive(Deserialize)]
#[serde(expecting = "struct Practice")]
struct PracticeData {
    rules: RuleSet,
    decisions: Vec<Decision>,
    loss: f64,
    level: u8,
}

impl TryFrom<PracticeData> for Practice {
    type Error = String;

    fn try_from(raw: PracticeData) -> Result<Practice, String> {
        let rules = raw.rules.fitted();
        let most = f64::from(yahtzee_engine::limits::most_points(&rules.rules()));
        if !(0.0..=most).contains(&raw.loss) {
            return Err("a loss no move can give".into());
        }
        if raw.level >= LEARNT {
            return Err("a position already learnt".into());
        }
        let p = Practice {
            rules,
            decisions: raw.decisions,
            loss: raw.loss,
            level: raw.level,
        };
        p.game()?;
        Ok(p)
    }
}

impl Practice {
    /// The game at the position, its dice showing, before the decision; `Err` says why the
    /// decisions cannot be this game's (the parse by replay).
    pub fn game(&self) -> Result<Game, String> {
        let last = self.decisions.len().checked_sub(1).ok_or("no decision")?;
        let game =
            Game::at_decision(self.rules, 1, &self.decisions, last).map_err(|e| e.to_string())?;
        // The move made must be one the rules allow there: replayed, it is.
        let d = &self.decisions[last];
        if matches!(d.choice, Choice::Keep(_)) && game.rolls_left() == 0 {
            return Err("a keep after the last roll".into());
        }
        Game::from_decisions(self.rules, 1, 0, DiceMode::Entered, &self.decisions)
            .map_err(|e| e.to_string())?;
        Ok(game)
    }

    /// The decisions with `choice` in place of the position's own: what the coach judges.
    pub fn answered_with(&self, choice: Choice) -> Vec<Decision> {
        let mut out = self.decisions.clone();
        if let Some(last) = out.last_mut() {
            last.choice = choice;
            last.wild = None;
        }
        out
    }

    fn same(&self, other: &Practice) -> bool {
        self.rules == other.rules && self.decisions == other.decisions
    }
}

/// Decision `i` of a game's `decisions` as its player's position alone: the scores of their
/// earlier turns, each as the turn's first roll (whole turns in a game that saves rolls), then
/// this turn's decisions up to `i`, all as player 0's. `None` when that does not replay to a one-player game of `rules`.
pub fn position(rules: RuleSet, decisions: &[Decision], i: usize) -> Option<Vec<Decision>> {
    let p = decisions.get(i)?.player;
    let own: Vec<Decision> = decisions[..=i]
        .iter()
        .filter(|d| d.player == p)
        .map(|d| Decision { player: 0, ..*d })
        .collect();
    let before = &own[..own.len() - 1];
    let turn = before
        .iter()
        .rposition(|d| matches!(d.choice, Choice::Score(_)))
        .map_or(0, |k| k + 1);
    // Where a turn's unused rolls are saved for later ones (Maxi Yatzy), the rolls the earlier
    // turns used decide the rolls this one may: they are kept whole.
    let mut out: Vec<Decision> = match rules.rules().saves_rolls() {
        true => before[..turn].to_vec(),
        false => before[..turn]
            .iter()
            .filter(|d| matches!(d.choice, Choice::Score(_)))
            .map(|d| Decision { rolls: 1, ..*d })
            .collect(),
    };
    out.extend_from_slice(&own[turn..]);
    let practice = Practice {
        rules,
        decisions: out,
        loss: 0.0,
        level: 0,
    };
    practice.game().ok().map(|_| practice.decisions)
}

/// The positions a reviewed game gives: of each person's (`person(seat)`) decisions that gave
/// away at least [`MIN_LOSS`], the [`PER_GAME`] costliest, costliest first.
pub fn from_review(
    rules: RuleSet,
    decisions: &[Decision],
    judged: &[Judged],
    person: impl Fn(usize) -> bool,
) -> Vec<Practice> {
    let mut worst: Vec<&Judged> = judged
        .iter()
        .filter(|j| j.loss() >= MIN_LOSS)
        .filter(|j| decisions.get(j.index).is_some_and(|d| person(d.player)))
        .collect();
    crate::order::sort_by(&mut worst, |a, b| b.loss().total_cmp(&a.loss()));
    let mut taken = Vec::<(usize, usize)>::new();
    let mut out = Vec::new();
    for j in worst {
        let player = decisions[j.index].player;
        let count = taken.iter().filter(|(p, _)| *p == player).count();
        if count == PER_GAME {
            continue;
        }
        if let Some(found) = position(rules, decisions, j.index) {
            taken.push((player, j.index));
            out.push(Practice {
                rules,
                decisions: found,
                loss: j.loss(),
                level: 0,
            });
        }
    }
    out
}

/// Puts `new` positions (costliest first) at the front of the queue, each once; the queue keeps
/// [`PRACTICE_LEN`]. How many were added.
pub fn add(queue: &mut Vec<Practice>, new: Vec<Practice>) -> usize {
    let mut fresh: Vec<Practice> = Vec::new();
    for p in new {
        if !queue.iter().chain(&fresh).any(|q| q.same(&p)) {
            fresh.push(p);
        }
    }
    let added = fresh.len();
    queue.splice(0..0, fresh);
    queue.truncate(PRACTICE_LEN);
    added
}

/// The queue after `asked` was answered with a move giving away `loss`: answered badly, it
/// comes back after one other position; well, after 3, 7, then 15 others, and it leaves the
/// queue once answered well [`LEARNT`] times running. `false` when the queue no longer holds it
/// (another tab answered it).
pub fn answer(queue: &mut Vec<Practice>, asked: &Practice, loss: f64) -> bool {
    let Some(at) = queue.iter().position(|q| q.same(asked)) else {
        return false;
    };
    let mut p = queue.remove(at);
    p.level = if loss < WELL { p.level + 1 } else { 0 };
    if p.level < LEARNT {
        let place = (1usize << (p.level + 1)) - 1;
        queue.insert(place.min(queue.len()), p);
    }
    true
}

#[cfg(test)]
mod tests;
