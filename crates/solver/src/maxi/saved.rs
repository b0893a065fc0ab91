//! Maxi Yatzy with saved rolls (the Swedish card's rule), played by the phone's fit: three rolls
//! a turn and at least one, the rolls a turn leaves unused saved for later turns, and a turn may
//! stop after any roll. Each turn is worked out exactly over the rolls it may use: after each
//! roll, the better of scoring now (the best box by the fit's values of the states after it,
//! and a fixed worth for each roll carried over) and the best keep to roll again.
//!
//! No exact table exists with saved rolls (RESULTS.md says what one would take); the worth of a
//! carried roll is a plain number per roll, the same all game, and no turn plans more than
//! `PLANNED` rolls: any more it holds are carried over unused.

use yahtzee_engine::{Counts, Pcg32};

use super::play::{best_box, spread, throw};
use super::turn::{best_within, keep_means, Turn};
use super::{Maxi, MaxiFit, MaxiGames, Values};

/// The most rolls a turn plans for: with six dice, a seventh roll rarely changes a turn.
const PLANNED: usize = 6;

/// A turn's plan: after each roll, what scoring it is worth and what rolling on is worth, for
/// each number of rolls left.
struct Plan {
    /// The best box's worth for each roll of six dice, by the multisets' index (the smaller
    /// multisets' entries unused).
    boxes: Vec<f64>,
    /// `keeps[k - 1]`: with `k` rolls left, each keep's value (the mean over the dice thrown of
    /// the best after the next roll, with `k - 1` left).
    keeps: Vec<Vec<f64>>,
    /// `best[k - 1]`: with `k` rolls left, the best keep's value within each roll.
    best: Vec<Vec<f64>>,
}

impl Plan {
    /// The plan of the turn from state (`filled`, `upper`) with `left` rolls after the first,
    /// a score with `k` rolls left worth `carried(k)` more; `turn` scores each final roll.
    fn new(
        m: &Maxi,
        values: &impl Values,
        turn: &mut Turn,
        (filled, upper): (u32, u16),
        left: usize,
        carried: &dyn Fn(usize) -> f64,
    ) -> Plan {
        let d = &m.dice;
        let rolls = d.sizes[6]..d.sizes[7];
        turn.score_rolls(m, values, filled, usize::from(upper), 1);
        let boxes = turn.third.clone();
        let mut now: Vec<f64> = boxes.iter().map(|&v| v + carried(0)).collect();
        let (mut keeps, mut bests) = (Vec::new(), Vec::new());
        for k in 1..=left {
            let mut keep = now.clone();
            keep_means(d, &mut keep, 1);
            let mut best = vec![0.0; keep.len()];
            best_within(d, &keep, &mut best, 1);
            for r in rolls.clone() {
                now[r] = (boxes[r] + carried(k)).max(best[r]);
            }
            keeps.push(keep);
            bests.push(best);
        }
        Plan {
            boxes,
            keeps,
            best: bests,
        }
    }
}

/// The rolls games saved, to check the rule: at most two for each turn played.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Saved {
    /// The most rolls saved at the start of any turn, over every game.
    pub most: usize,
    /// Whether any turn started with more saved than two for each turn before it.
    pub over_allowed: bool,
}

impl MaxiFit {
    /// Plays `games` games with saved rolls by the fit's moves, a roll carried over worth
    /// `per_roll` points (game `i` with the dice of `Pcg32::from_seed(seed + i)`), on `threads`
    /// threads.
    pub fn simulate_saved(
        &self,
        per_roll: f64,
        games: u64,
        seed: u64,
        threads: usize,
    ) -> MaxiGames {
        let dice = &self.maxi().dice;
        spread(
            games,
            seed,
            threads,
            || Turn::new(dice, 1),
            |turn, s| play_saved(self, per_roll, s, turn).0,
        )
    }

    /// The rolls saved over `games` games, as [`Self::simulate_saved`] plays them.
    pub fn saved_rolls(&self, per_roll: f64, games: u64, seed: u64) -> Saved {
        let mut turn = Turn::new(&self.maxi().dice, 1);
        (0..games).fold(Saved::default(), |acc, i| {
            let s = play_saved(self, per_roll, seed.wrapping_add(i), &mut turn).1;
            Saved {
                most: acc.most.max(s.most),
                over_allowed: acc.over_allowed || s.over_allowed,
            }
        })
    }
}

/// One game with saved rolls by the fit's moves: its final score and the rolls it saved.
fn play_saved(fit: &MaxiFit, per_roll: f64, seed: u64, turn: &mut Turn) -> (u16, Saved) {
    let m = fit.maxi();
    let d = &m.dice;
    let n = m.card.boxes.len();
    let mut rng = Pcg32::from_seed(seed);
    let (mut filled, mut upper, mut total, mut saved) = (0u32, 0u16, 0u16, 0usize);
    let mut kept = Saved::default();
    let mut within = Vec::new();
    for t in 0..n {
        kept.most = kept.most.max(saved);
        kept.over_allowed |= saved > 2 * t;
        let last = t + 1 == n;
        let left = 2 + saved;
        // Rolls beyond the plan's are carried over whatever happens.
        let planned = left.min(PLANNED);
        let aside = left - planned;
        let carried = |k: usize| match last {
            true => 0.0,
            false => per_roll * (k + aside) as f64,
        };
        let plan = Plan::new(m, fit, turn, (filled, upper), planned, &carried);
        let mut k = planned;
        let mut roll = d.index_of(&throw(&mut rng, Counts::default()));
        while k > 0 && plan.best[k - 1][roll] > plan.boxes[roll] + carried(k) {
            d.keeps_within(roll, &mut within);
            let keeps = &plan.keeps[k - 1];
            let keep = within.iter().copied().max_by(|&a, &b| {
                // The first of equal keeps (`max_by` keeps the last of equals).
                keeps[a].total_cmp(&keeps[b]).then(b.cmp(&a))
            });
            let keep = keep.expect("a roll holds itself");
            roll = d.index_of(&throw(&mut rng, d.counts[keep]));
            k -= 1;
        }
        let (b, points, after, bonus) = best_box(m, fit, filled, upper, &d.counts[roll]);
        total += points + bonus;
        upper = after;
        filled |= 1 << b;
        saved = k + aside;
    }
    (total, kept)
}
