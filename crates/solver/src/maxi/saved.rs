//! Maxi Yatzy with saved rolls (the Swedish card's rule), played by the phone's fit: three rolls
//! a turn and at least one, the rolls a turn leaves unused saved for later turns, and a turn may
//! stop after any roll. Each turn is worked out exactly over the rolls it may use: after each
//! roll, the better of scoring now (the best box by the fit's values of the states after it,
//! and a fixed worth for each roll carried over) and the best keep to roll again. The games are
//! played by the page's coach's ranking (`coach::rank`).
//!
//! No exact table exists with saved rolls (RESULTS.md says what one would take); the worth of a
//! carried roll is a plain number per roll, the same all game, and no turn plans more than
//! `PLANNED` rolls: any more it holds are carried over unused.

use yahtzee_engine::{Counts, Pcg32};

use super::coach::{rank, Scratch};
use super::play::{spread, throw};
use super::turn::{best_within, keep_means, Turn};
use super::{Maxi, MaxiFit, MaxiGames, Values};
use crate::{Choice, Position, TurnState};

/// The most rolls a turn plans for: with six dice, a seventh roll rarely changes a turn.
pub(super) const PLANNED: usize = 6;

/// A turn's plan: what each keep is worth, for each number of rolls left.
pub(super) struct Plan {
    /// `keeps[k - 1]`: with `k` rolls left, each keep's value (the mean over the dice thrown of
    /// the better after the next roll, with `k - 1` left, of scoring and the best keep).
    pub keeps: Vec<Vec<f64>>,
}

impl Plan {
    /// The plan of the turn from state (`filled`, `upper`) with `left` rolls after the first,
    /// a score with `k` rolls left worth `carried(k)` more; `turn` scores each final roll.
    pub(super) fn new(
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
        let boxes = &turn.third;
        let mut now: Vec<f64> = boxes.iter().map(|&v| v + carried(0)).collect();
        let mut keeps = Vec::with_capacity(left);
        let mut best = vec![0.0; now.len()];
        for k in 1..=left {
            let mut keep = now.clone();
            keep_means(d, &mut keep, 1);
            best_within(d, &keep, &mut best, 1);
            for r in rolls.clone() {
                now[r] = (boxes[r] + carried(k)).max(best[r]);
            }
            keeps.push(keep);
        }
        Plan { keeps }
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
        spread(
            games,
            seed,
            threads,
            || Scratch::new(self),
            |scratch, s| play_saved(self, per_roll, s, scratch).0,
        )
    }

    /// The rolls saved over `games` games, as [`Self::simulate_saved`] plays them.
    pub fn saved_rolls(&self, per_roll: f64, games: u64, seed: u64) -> Saved {
        let mut scratch = Scratch::new(self);
        (0..games).fold(Saved::default(), |acc, i| {
            let s = play_saved(self, per_roll, seed.wrapping_add(i), &mut scratch).1;
            Saved {
                most: acc.most.max(s.most),
                over_allowed: acc.over_allowed || s.over_allowed,
            }
        })
    }
}

/// One game with saved rolls by the fit's moves (the coach's ranking, [`rank`]): its final score
/// and the rolls it saved.
fn play_saved(fit: &MaxiFit, per_roll: f64, seed: u64, scratch: &mut Scratch) -> (u16, Saved) {
    let m = fit.maxi();
    let n = m.card.boxes.len();
    let mut rng = Pcg32::from_seed(seed);
    let (mut filled, mut upper, mut total, mut saved) = (0u32, 0u16, 0u16, 0usize);
    let mut kept = Saved::default();
    for t in 0..n {
        kept.most = kept.most.max(saved);
        kept.over_allowed |= saved > 2 * t;
        let mut pos = Position {
            state: TurnState {
                filled,
                upper,
                yahtzee_scored: false,
            },
            dice: throw(&mut rng, Counts::default()),
            marked: None,
            rolls_left: (2 + saved) as u8,
        };
        loop {
            match rank(fit, per_roll, scratch, &pos)[0].choice {
                Choice::Keep(keep) => {
                    pos.dice = throw(&mut rng, keep);
                    pos.rolls_left -= 1;
                }
                Choice::Score(b) => {
                    let points = m.score(b, &pos.dice);
                    let (after, bonus) = m.after_score(b, upper, points);
                    total += points + bonus;
                    upper = after;
                    filled |= 1 << b;
                    break;
                }
                other => unreachable!("Maxi Yatzy has no {other:?}"),
            }
        }
        saved = usize::from(pos.rolls_left);
    }
    (total, kept)
}
