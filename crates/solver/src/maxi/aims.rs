//! What a keep aims at in Maxi Yatzy, for the hint: the chance of each box being the one the
//! turn ends in when the coach plays the rest of the turn as it ranks (`coach::rank`), worked
//! out exactly over the dice, a stage a roll.
//!
//! At each roll the coach scores the open box worth most (the fit's value of the state after
//! it, and what the rolls carried over are worth) unless a keep of fewer dice is worth more by
//! the turn's plan (`saved::Plan`). The ranking plans again at each roll, over at most `PLANNED`
//! rolls and the rest carried over; a roll carried over adds the same worth to every way the
//! turn can end, so the plan of `PLANNED` rolls with none carried decides alike, and one plan
//! serves every stage. Ties go as the ranking lists them: a box before a keep, the boxes in the
//! card's order, the keeps as `SixDice::keeps_within` lists them.

use std::borrow::Cow;

use yahtzee_engine::Counts;

use super::coach::MaxiCoach;
use super::dice::SixDice;
use super::saved::{Plan, PLANNED};
use super::Values;
use crate::Position;

impl MaxiCoach {
    /// For keep `keep` in `pos` (fewer dice than the roll, with a roll left), the chance of
    /// each box of the card being the one the turn ends in ([`MaxiCoach::aims_each`]).
    pub fn aims(&mut self, pos: &Position, keep: &Counts) -> Vec<f64> {
        self.aims_each(pos, &[*keep]).remove(0)
    }

    /// [`MaxiCoach::aims`] of each of `keeps` in `pos`, the turn planned once for them all;
    /// every chance 0 for a keep of six dice, or a position the coach does not rank (another
    /// count of dice, no roll left).
    pub fn aims_each(&mut self, pos: &Position, keeps: &[Counts]) -> Vec<Vec<f64>> {
        let (fit, worth, turn) = self.parts();
        let m = fit.maxi();
        let d = &m.dice;
        let n = m.card.boxes.len();
        let mut out = vec![vec![0.0; n]; keeps.len()];
        if pos.dice.len() != 6 || pos.rolls_left == 0 {
            return out;
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
                    let v = m.score_worth(*b, upper, &d.counts[r], row);
                    if v > best.1 {
                        best = (*b, v);
                    }
                }
                best
            })
            .collect();
        // The turn's plan after this roll, with the rolls left then (up to `PLANNED`).
        let carried = |k: usize| worth * k as f64;
        let later = usize::from(pos.rolls_left - 1).min(PLANNED);
        let plan = Plan::new(m, fit, turn, (filled, upper), later, &carried);
        // Each roll's move with `left` rolls after it: the box, or the keep worth more (alike
        // for every `left` from `PLANNED` on, so worked out once for each roll and plan).
        let mut within = Vec::new();
        let mut decide = |r: usize, planned: usize| -> Result<usize, usize> {
            let (b, score) = best_box[r - d.sizes[6]];
            if planned == 0 {
                return Err(b);
            }
            let values = &plan.keeps[planned - 1];
            d.keeps_within(r, &mut within);
            let mut best = None::<usize>;
            for &k in within.iter().filter(|&&k| k != r) {
                if best.is_none_or(|a| values[k] > values[a]) {
                    best = Some(k);
                }
            }
            best.filter(|&k| values[k] > score + carried(planned))
                .ok_or(b)
        };
        let mut known = vec![None; (PLANNED + 1) * rolls.len()];
        let mut moves = |r: usize, left: usize| -> Result<usize, usize> {
            let planned = left.min(PLANNED);
            let at = planned * rolls.len() + r - d.sizes[6];
            *known[at].get_or_insert_with(|| decide(r, planned))
        };
        for (keep, aims) in keeps.iter().zip(&mut out).filter(|(k, _)| k.len() < 6) {
            let mut mass = vec![0.0; d.counts.len()];
            mass[d.index_of(keep)] = 1.0;
            for left in (0..usize::from(pos.rolls_left)).rev() {
                throw_all(d, &mut mass);
                let mut next = vec![0.0; d.counts.len()];
                for r in rolls.clone().filter(|&r| mass[r] > 0.0) {
                    match moves(r, left) {
                        Ok(k) => next[k] += mass[r],
                        Err(b) => aims[b] += mass[r],
                    }
                }
                mass = next;
                if mass.iter().all(|&m| m == 0.0) {
                    break;
                }
            }
        }
        out
    }
}

/// Every keep's mass thrown: the free dice rolled one at a time, each face a sixth, until every
/// mass lies on a roll of six dice.
fn throw_all(d: &SixDice, mass: &mut [f64]) {
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
