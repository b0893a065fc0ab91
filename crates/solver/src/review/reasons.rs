//! Why the best move beat the one played, for a review: the hint's own reasons at the decision.
//! Two scores in different boxes are compared as the hint compares its best box with the next
//! (`why::compare_scores`: points now, what each leaves open, the upper bonus); where a keep was
//! made or was best, what each keep aims at (`TurnPlan::aims_each`, exact); the same box with
//! the wild die counted as another face, what each face scores there.

use serde::{Deserialize, Serialize};
use yahtzee_engine::{Decision, Face, Game, RuleSet};

use super::{is_decision, review, Judged};
use crate::odds::playout_seed;
use crate::play::{actions_for, position};
use crate::why::{compare_scores, slot, why_playouts_for, ScoreWhy};
use crate::{top_aims, Choice, Table, Workspace};

/// Why a decision's best move beats the one made.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub enum Reason {
    /// Both are scores, in different boxes: the best first, the one made as `other`.
    Score(ScoreWhy),
    /// One of them, or both, keeps dice: what each keep aims at (`None` for a score).
    Keep {
        /// The best move's.
        best: Option<TopAims>,
        /// The one made.
        chosen: Option<TopAims>,
    },
    /// Both score the same box with the wild die counted as different faces (Lucky7): what
    /// each face scores there now.
    Wild {
        /// The box, by its place on the sheet.
        box_index: u8,
        /// The best face for the wild die, and the box's points with it.
        best: (Face, u16),
        /// The face chosen, and the box's points with it.
        chosen: (Face, u16),
    },
}

/// What a keep aims at, in short ([`top_aims`]): the (at most) three likeliest boxes with their
/// chances, the box `u8::MAX` where there are fewer, and every other box's chance together.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct TopAims {
    /// Each box by its place on the sheet, with its chance, likeliest first.
    pub top: [(u8, f32); 3],
    /// The chance of every other box.
    pub other: f32,
}

impl TopAims {
    /// The boxes and chances of `top`, without the places left empty.
    pub fn boxes(&self) -> impl Iterator<Item = (usize, f64)> + '_ {
        self.top
            .iter()
            .filter(|&&(b, _)| b != u8::MAX)
            .map(|&(b, p)| (usize::from(b), f64::from(p)))
    }

    /// The three likeliest boxes of `aims` (a chance per box) and the rest together.
    pub fn of(aims: &[f64]) -> TopAims {
        let (top, other) = top_aims(aims);
        let mut out = [(u8::MAX, 0.0); 3];
        for (slot, (b, p)) in out.iter_mut().zip(top) {
            *slot = (b as u8, p as f32);
        }
        TopAims {
            top: out,
            other: other as f32,
        }
    }
}

/// Every decision judged ([`review`]), and those of `which` (indices into `decisions`) with
/// why their best move beats the one made: the page's worker answers a review's wish for
/// reasons with it. A decision that was the best move, or that no game can replay, has none.
pub fn judge_with_reasons(
    table: &Table,
    rules: RuleSet,
    players: usize,
    decisions: &[Decision],
    which: &[usize],
    ws: &mut Workspace,
) -> Vec<Judged> {
    let mut judged = review(table, decisions, ws);
    for j in judged.iter_mut().filter(|j| which.contains(&j.index)) {
        let game = Game::at_decision(rules, players, decisions, j.index).ok();
        j.why = game.and_then(|g| reason(table, &g, &decisions[j.index], j.best_choice, ws));
    }
    judged
}

/// Why `best` beats decision `d`, made where `game` stands.
fn reason(
    table: &Table,
    game: &Game,
    d: &Decision,
    best: Choice,
    ws: &mut Workspace,
) -> Option<Reason> {
    let pos = position(game)?;
    let plan = table.plan_turn(pos.state, ws);
    let wild_die = table.rules().def.wild.map(|w| w.die);
    let chosen = plan
        .every_option(&pos.dice, pos.marked, pos.rolls_left)
        .into_iter()
        .map(|o| o.choice)
        .find(|&c| is_decision(d, wild_die, c))?;
    if chosen == best {
        return None;
    }
    if let (Choice::ScoreWild { box_index, wild: a }, Choice::ScoreWild { wild: b, .. }) =
        (best, chosen)
    {
        if slot(chosen) == Some(box_index) {
            let p = game.current_player();
            let points = |c: Choice| {
                let after = actions_for(game, c)
                    .into_iter()
                    .try_fold(game.clone(), |g, a| g.apply(a).ok())?;
                after.sheets()[p].boxes[box_index]
            };
            return Some(Reason::Wild {
                box_index: u8::try_from(box_index).ok()?,
                best: (a, points(best)?),
                chosen: (b, points(chosen)?),
            });
        }
    }
    if let (Some(a), Some(b)) = (slot(best), slot(chosen)) {
        if a != b {
            let n = why_playouts_for(table, game);
            return compare_scores(table, game, best, chosen, n, playout_seed(game))
                .map(Reason::Score);
        }
    }
    let mut aims = plan.aims_each(&pos, &[best, chosen]).into_iter();
    let mut next = || aims.next().flatten().map(|a| TopAims::of(&a));
    let (best, chosen) = (next(), next());
    (best.is_some() || chosen.is_some()).then_some(Reason::Keep { best, chosen })
}
