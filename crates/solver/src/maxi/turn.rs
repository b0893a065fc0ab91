//! One turn of Maxi Yatzy without saved rolls, worked out for a run of upper sums at once (the
//! lanes): the value of each final roll (the best box), then of each keep before the third roll,
//! the best keep within each second roll, each keep before the second roll, the best keep within
//! each first roll, and the turn's mean.

use super::dice::{SixDice, NONE};
use super::{Maxi, Values};

/// A turn's values, lane by lane: `[multiset * width + lane]`.
pub(crate) struct Turn {
    /// Lanes: `width` upper sums from the one `solve` was given.
    pub width: usize,
    /// Before the third roll: a keep's value (a roll of six dice: its best box).
    pub third: Vec<f64>,
    /// The best keep within each multiset, before the third roll.
    best_third: Vec<f64>,
    /// Before the second roll: a keep's value.
    pub second: Vec<f64>,
    /// The best keep within each multiset, before the second roll.
    best_second: Vec<f64>,
    /// The turn's mean, from its start, lane by lane.
    pub mean: Vec<f64>,
    /// An upper box's value for each count of its face, lane by lane (scratch).
    upper: Vec<f64>,
}

impl Turn {
    pub fn new(dice: &SixDice, lanes: usize) -> Turn {
        let n = dice.counts.len() * lanes;
        Turn {
            width: 0,
            third: vec![0.0; n],
            best_third: vec![0.0; n],
            second: vec![0.0; n],
            best_second: vec![0.0; n],
            mean: vec![0.0; lanes],
            upper: vec![0.0; 7 * lanes],
        }
    }

    /// Works out the turn from the state `filled` (the card's boxes filled, a bit each) for the
    /// upper sums `lo..lo + width`, from the values of the states after it (`values`).
    pub fn solve(&mut self, m: &Maxi, values: &impl Values, filled: u32, lo: usize, width: usize) {
        self.score_rolls(m, values, filled, lo, width);
        let (d, w) = (&m.dice, width);
        let rolls = d.sizes[6]..d.sizes[7];
        keep_means(d, &mut self.third, w);
        best_within(d, &self.third, &mut self.best_third, w);
        for r in rolls.clone() {
            let (from, to) = (&self.best_third[r * w..(r + 1) * w], r * w);
            self.second[to..to + w].copy_from_slice(from);
        }
        keep_means(d, &mut self.second, w);
        best_within(d, &self.second, &mut self.best_second, w);
        self.mean[..w].fill(0.0);
        for (i, r) in rolls.enumerate() {
            let p = d.chance[i];
            for lane in 0..w {
                self.mean[lane] += p * self.best_second[r * w + lane];
            }
        }
    }

    /// The value of each final roll (`third`'s rolls of six dice): its best box, by the values
    /// of the states after it, for the upper sums `lo..lo + width` of state `filled`.
    pub fn score_rolls(
        &mut self,
        m: &Maxi,
        values: &impl Values,
        filled: u32,
        lo: usize,
        width: usize,
    ) {
        self.width = width;
        let d = &m.dice;
        let w = width;
        let rolls = d.sizes[6]..d.sizes[7];
        for x in &mut self.third[rolls.start * w..rolls.end * w] {
            *x = f64::NEG_INFINITY;
        }
        for b in (0..m.card.boxes.len()).filter(|b| filled & (1 << b) == 0) {
            let next = values.row(filled | 1 << b);
            if let Some(face) = m.card.boxes[b].upper_face() {
                // Its points are the face times its count: seven vectors, one per count.
                for k in 0..=6u16 {
                    let p = k * u16::from(face);
                    for lane in 0..w {
                        let (after, bonus) = m.after_score(b, (lo + lane) as u16, p);
                        self.upper[usize::from(k) * w + lane] =
                            f64::from(p + bonus) + next[usize::from(after)];
                    }
                }
                for r in rolls.clone() {
                    let k = usize::from(d.counts[r].get(face));
                    let from = &self.upper[k * w..(k + 1) * w];
                    max_into(&mut self.third[r * w..(r + 1) * w], from, 0.0);
                }
            } else {
                for r in rolls.clone() {
                    let points = f64::from(m.scores[b][r - rolls.start]);
                    max_into(
                        &mut self.third[r * w..(r + 1) * w],
                        &next[lo..lo + w],
                        points,
                    );
                }
            }
        }
    }

    /// The value of keeping multiset `k` before the second roll (`second`) or the third, in
    /// lane `lane`.
    pub fn keep_value(&self, second: bool, k: usize, lane: usize) -> f64 {
        let v = if second { &self.second } else { &self.third };
        v[k * self.width + lane]
    }
}

/// `to[i] = max(to[i], from[i] + add)`.
fn max_into(to: &mut [f64], from: &[f64], add: f64) {
    for (t, &f) in to.iter_mut().zip(from) {
        let x = f + add;
        if x > *t {
            *t = x;
        }
    }
}

/// From the values of the rolls of six dice (already in `v`), the value of every smaller keep:
/// the mean over one more die.
pub(super) fn keep_means(d: &SixDice, v: &mut [f64], w: usize) {
    for size in (0..6).rev() {
        for k in d.sizes[size]..d.sizes[size + 1] {
            for lane in 0..w {
                let sum: f64 = d.with[k].iter().map(|&n| v[n as usize * w + lane]).sum();
                v[k * w + lane] = sum / 6.0;
            }
        }
    }
}

/// `best[m]`: the best value of `v` over the keeps within multiset `m` (`m` itself included).
pub(super) fn best_within(d: &SixDice, v: &[f64], best: &mut [f64], w: usize) {
    for m in 0..d.counts.len() {
        best[m * w..(m + 1) * w].copy_from_slice(&v[m * w..(m + 1) * w]);
        for &less in &d.without[m] {
            if less != NONE {
                let less = less as usize;
                for lane in 0..w {
                    let x = best[less * w + lane];
                    if x > best[m * w + lane] {
                        best[m * w + lane] = x;
                    }
                }
            }
        }
    }
}
