//! What a keep aims at in Maxi Yatzy, for the hint: the chance of each box being the one the
//! turn ends in when the coach plays the rest of the turn as it ranks (`coach::rank`), worked
//! out exactly over the dice, a stage a roll.
//!
//! At each roll the coach scores the open box worth most (the fit's value of the state after
//! it, and what the rolls carried over are worth) unless a keep of fewer dice is worth more by
//! the turn's plan (`saved::Plan`), re-planned at each roll as the ranking is: a plan of up to
//! `PLANNED` rolls, the rest carried over. Ties go as the ranking lists them: a box before a
//! keep, the boxes in the card's order, the keeps as `SixDice::keeps_within` lists them.

use std::borrow::Cow;

use yahtzee_engine::Counts;

use super::coach::MaxiCoach;
use super::saved::{Plan, PLANNED};
use super::{MaxiFit, Values};
use crate::Position;

impl MaxiCoach {
    /// For keep `keep` in `pos` (fewer dice than the roll, with a roll left), the chance of
    /// each box of the card being the one the turn ends in; every chance 0 for a position the
    /// coach does not rank (another count of dice, no roll left).
    pub fn aims(&mut self, pos: &Position, keep: &Counts) -> Vec<f64> {
        let (fit, worth, turn) = self.parts();
        let m = fit.maxi();
        let d = &m.dice;
        let n = m.card.boxes.len();
        let mut aims = vec![0.0; n];
        if pos.dice.len() != 6 || pos.rolls_left == 0 || keep.len() >= 6 {
            return aims;
        }
        let filled = pos.state.filled;
        let upper = pos.state.upper.min(m.cap());
        // As the ranking: nothing carried over from the last turn.
        let worth = match filled.count_ones() as usize + 1 >= n {
            true => 0.0,
            false => worth,
        };
        // The best box of each roll, and what scoring it is worth before the rolls carried.
        let rolls = d.sizes[6]..d.sizes[7];
        let open: Vec<(usize, Cow<'_, [f64]>)> = (0..n)
            .filter(|b| filled & (1 << b) == 0)
            .map(|b| (b, fit.row(filled | 1 << b)))
            .collect();
        let best_box: Vec<(usize, f64)> = rolls
            .clone()
            .map(|r| {
                let mut best = (n, f64::NEG_INFINITY);
                for (b, row) in &open {
                    let points = m.score(*b, &d.counts[r]);
                    let (after, bonus) = m.after_score(*b, upper, points);
                    let v = f64::from(points + bonus) + row[usize::from(after)];
                    if v > best.1 {
                        best = (*b, v);
                    }
                }
                best
            })
            .collect();
        // The mass of the dice kept, thrown into rolls; then each roll's move, stage by stage.
        let mut mass = vec![0.0; d.counts.len()];
        mass[d.index_of(keep)] = 1.0;
        let mut within = Vec::new();
        for left in (0..usize::from(pos.rolls_left)).rev() {
            throw_all(d, &mut mass);
            let plan = (left > 0).then(|| plan_at(fit, worth, turn, filled, upper, left));
            let mut next = vec![0.0; d.counts.len()];
            for r in rolls.clone().filter(|&r| mass[r] > 0.0) {
                let (b, score) = best_box[r - d.sizes[6]];
                let score = score + worth * left as f64;
                let kept = plan.as_ref().and_then(|(keeps, planned)| {
                    d.keeps_within(r, &mut within);
                    let values = &keeps[planned - 1];
                    let best = within.iter().filter(|&&k| k != r).copied();
                    best.fold(None, |a: Option<usize>, k| match a {
                        Some(a) if values[a] >= values[k] => Some(a),
                        _ => Some(k),
                    })
                    .filter(|&k| values[k] > score)
                });
                match kept {
                    Some(k) => next[k] += mass[r],
                    None => aims[b] += mass[r],
                }
            }
            mass = next;
        }
        aims
    }
}

/// The turn's plan as the ranking makes it with `left` rolls left: each keep's values with up
/// to `PLANNED` of them, and how many that is.
fn plan_at(
    fit: &MaxiFit,
    worth: f64,
    turn: &mut super::turn::Turn,
    filled: u32,
    upper: u16,
    left: usize,
) -> (Vec<Vec<f64>>, usize) {
    let planned = left.min(PLANNED);
    let aside = left - planned;
    let carried = |k: usize| worth * (k + aside) as f64;
    let plan = Plan::new(fit.maxi(), fit, turn, (filled, upper), planned, &carried);
    (plan.keeps, planned)
}

/// Every keep's mass thrown: the free dice rolled one at a time, each face a sixth, until every
/// mass lies on a roll of six dice.
fn throw_all(d: &super::dice::SixDice, mass: &mut [f64]) {
    for size in 0..6 {
        for k in d.sizes[size]..d.sizes[size + 1] {
            let m = std::mem::take(&mut mass[k]);
            if m > 0.0 {
                for &w in &d.with[k] {
                    mass[w as usize] += m / 6.0;
                }
            }
        }
    }
}
