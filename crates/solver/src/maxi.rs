//! Maxi Yatzy without saved rolls, solved exactly: every state of a card (the boxes filled, the
//! upper sum up to the bonus's threshold) and its expected final score under optimal play, in
//! f64, natively. The command line prints the start value (`yahtzee solve --variant maxi
//! --no-saved-rolls`); `crates/solver/RESULTS.md` has the figure and its checks.
//!
//! The Swedish card has 2^20 × 85 = 89,128,960 states (57,507,840 reachable): 713 MB of f64.
//! The states of each number of filled boxes are worked out together, on every core, from the
//! states with one box more; each state's turn for all its upper sums at once (the lanes, from 0
//! to the most its filled upper boxes can hold).

mod aims;
mod coach;
mod dice;
mod fit;
mod play;
mod saved;
mod turn;

use std::borrow::Cow;

use yahtzee_engine::maxi::MaxiCard;
use yahtzee_engine::{Counts, RuleSet, Rules, VariantId};

pub use coach::{card_of, coaches, optimum, roll_worth, strength_percent, MaxiCoach, ROLL_WORTH};
use dice::SixDice;
pub use fit::{FitError, MaxiFit};
pub use saved::Saved;
use turn::Turn;

/// A card and what its turns need: the multisets of six dice and each box's score of each roll.
pub(crate) struct Maxi {
    pub card: MaxiCard,
    /// The game's rules, which score every box as the page's game does (`Rules::box_score`).
    rules: Rules,
    pub dice: SixDice,
    /// `scores[b][r]`: the card's box `b` scored with roll `r` (the rolls in the dice's order).
    pub scores: Vec<Vec<u16>>,
}

impl Maxi {
    fn new(card: MaxiCard) -> Maxi {
        let dice = SixDice::new();
        let rules = RuleSet {
            variant: VariantId::Maxi,
            ..RuleSet::default()
        }
        .rules();
        let mut m = Maxi {
            card,
            rules,
            dice,
            scores: Vec::new(),
        };
        let rolls = &m.dice.counts[m.dice.sizes[6]..];
        let scores = (0..m.card.boxes.len())
            .map(|b| rolls.iter().map(|r| m.score(b, r)).collect())
            .collect();
        m.scores = scores;
        m
    }

    /// What the card's box `b` scores with `dice`: the game's own scoring of that box (one path
    /// with the page; `MaxiBox::score`, a second reading of the card, checks it in the tests).
    pub fn score(&self, b: usize, dice: &Counts) -> u16 {
        self.rules
            .box_score(self.card.boxes[b] as usize, dice, false)
    }

    /// What scoring box `b` with `dice` at upper total `upper` is worth: its points and bonus,
    /// and the value of the state after it, read at its upper total from `next` (that state's
    /// row of values). The ranking, its aims and the simulations all weigh a score by this.
    pub fn score_worth(&self, b: usize, upper: u16, dice: &Counts, next: &[f64]) -> f64 {
        let points = self.score(b, dice);
        let (after, bonus) = self.after_score(b, upper, points);
        f64::from(points + bonus) + next[usize::from(after)]
    }

    /// The highest upper sum kept apart: the bonus's threshold (any more earns nothing more).
    pub fn cap(&self) -> u16 {
        self.card.bonus_at
    }

    fn lanes(&self) -> usize {
        usize::from(self.cap()) + 1
    }

    /// Where state `filled`'s lanes start in the values.
    pub fn row(&self, filled: u32) -> usize {
        filled as usize * self.lanes()
    }

    /// Box `b` scored for `points` at upper total `upper`: the upper total after it (kept up
    /// to the threshold) and the bonus it earns.
    pub fn after_score(&self, b: usize, upper: u16, points: u16) -> (u16, u16) {
        match self.card.boxes[b].upper_face() {
            Some(_) => (
                (upper + points).min(self.cap()),
                self.card.bonus_for(upper, points),
            ),
            None => (upper, 0),
        }
    }

    /// The upper sums a state can have: 0 to the most its filled upper boxes hold.
    fn reach(&self, filled: u32) -> usize {
        let most: u16 = (0..self.card.boxes.len())
            .filter(|b| filled & (1 << b) != 0)
            .filter_map(|b| self.card.boxes[b].upper_face())
            .map(|f| 6 * u16::from(f))
            .sum();
        usize::from(most.min(self.cap())) + 1
    }
}

/// What the states at the start of a turn are worth: the exact table's values, or a fit of
/// them. A turn is worked out from them the same way for both (`Turn::solve`), so the exact
/// table and a strategy small enough for a phone play by one path.
pub(crate) trait Values: Sync {
    /// State `filled`'s values, one for each upper sum from 0 to the bonus's threshold.
    fn row(&self, filled: u32) -> Cow<'_, [f64]>;
}

/// The values of a card's states, each row the upper sums of one set of filled boxes.
struct Exact<'a> {
    maxi: &'a Maxi,
    values: &'a [f64],
}

impl Values for Exact<'_> {
    fn row(&self, filled: u32) -> Cow<'_, [f64]> {
        let row = self.maxi.row(filled);
        Cow::Borrowed(&self.values[row..row + self.maxi.lanes()])
    }
}

/// The exact values of a Maxi Yatzy card without saved rolls.
pub struct MaxiTable {
    maxi: Maxi,
    values: Vec<f64>,
}

/// The mean and spread of simulated games.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct MaxiGames {
    /// Games played.
    pub games: u64,
    /// Their mean final score.
    pub mean: f64,
    /// The standard deviation of a game's score.
    pub sd: f64,
}

impl MaxiTable {
    /// Solves `card` on `threads` threads.
    pub fn solve(card: MaxiCard, threads: usize) -> MaxiTable {
        assert!(card.boxes.len() <= 20, "a card of at most twenty boxes");
        let maxi = Maxi::new(card);
        let n = maxi.card.boxes.len() as u32;
        let lanes = maxi.lanes();
        let mut values = vec![0.0; (1usize << n) * lanes];
        // The full card is worth nothing more (its bonus was counted when it was earned); then
        // each number of filled boxes from the states with one more.
        for filled_count in (0..n).rev() {
            let level: Vec<u32> = (0..1u32 << n)
                .filter(|s| s.count_ones() == filled_count)
                .collect();
            let mut out = vec![0.0; level.len() * lanes];
            let per = level.len().div_ceil(threads.max(1));
            std::thread::scope(|scope| {
                for (states, out) in level.chunks(per).zip(out.chunks_mut(per * lanes)) {
                    let maxi = &maxi;
                    let exact = Exact {
                        maxi,
                        values: &values,
                    };
                    scope.spawn(move || {
                        let mut turn = Turn::new(&maxi.dice, lanes);
                        for (&s, out) in states.iter().zip(out.chunks_mut(lanes)) {
                            let width = maxi.reach(s);
                            turn.solve(maxi, &exact, s, 0, width);
                            out[..width].copy_from_slice(&turn.mean[..width]);
                        }
                    });
                }
            });
            for (&s, v) in level.iter().zip(out.chunks(lanes)) {
                let row = maxi.row(s);
                values[row..row + lanes].copy_from_slice(v);
            }
        }
        MaxiTable { maxi, values }
    }

    /// The expected final score of a game from its start under optimal play.
    pub fn start_value(&self) -> f64 {
        self.values[0]
    }

    /// The expected rest of the game from the start of a turn with the card's boxes `filled` (a
    /// bit each, in the card's order) and the upper sum `upper` (any more than the bonus's
    /// threshold counts as the threshold).
    pub fn value(&self, filled: u32, upper: u16) -> f64 {
        self.values[self.maxi.row(filled) + usize::from(upper.min(self.maxi.cap()))]
    }

    /// The card.
    pub fn card(&self) -> &MaxiCard {
        &self.maxi.card
    }

    /// Plays `games` games by the table's optimal moves (game `i` with the dice of
    /// `Pcg32::from_seed(seed + i)`) on `threads` threads: their mean and spread.
    pub fn simulate(&self, games: u64, seed: u64, threads: usize) -> MaxiGames {
        let exact = Exact {
            maxi: &self.maxi,
            values: &self.values,
        };
        play::simulate(&self.maxi, &exact, games, seed, threads)
    }
}
