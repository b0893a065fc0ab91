//! Before the end game: a risk attitude moved by the standings.
//!
//! A player behind needs spread, one ahead wants none. With each final total roughly normal,
//! the chance to win `Φ((E_me − E_other) / √(V_me + V_other))` trades expected points against
//! variance at the rate of a player maximising `E[e^(θX)]` with
//! `θ = (E_other − E_me) / (V_me + V_other)` (a certainty equivalent is about `E + θV/2`): the
//! published heuristic of Delta Yatzy, clamped as it is to `[−0.05, +0.07]` (less risk sought in
//! a game with the extra-Yahtzee bonus: [`most_seeking`]). The player then plays
//! this turn with the table of the nearest θ of [`THETAS`], solved exactly for that attitude
//! ([`Table::build_risk`]).
//!
//! `E` is each player's total plus the points the expected-score strategy still expects
//! (scaled by their level's share of an Expert's mean for a Casual or Beginner bot), `V` the
//! variance of those points, read from the tables of θ = ±0.01: for small θ the certainty
//! equivalents are `E ± θV/2`, so `V ≈ (CE(+θ) − CE(−θ)) / θ`.

use yahtzee_engine::{BotLevel, Game, RuleSet, Rules};

use crate::odds::sheet_state;
use crate::play::level_means;
use crate::{Table, TurnState};

/// The risk attitudes a player may take before the end game: finer where the standings are
/// close, every table built once per game and option set.
pub const THETAS: [f64; 16] = [
    -0.05, -0.04, -0.03, -0.02, -0.015, -0.01, -0.005, 0.005, 0.01, 0.015, 0.02, 0.03, 0.04, 0.05,
    0.06, 0.07,
];

/// The θ of the variance read-out, one of [`THETAS`] and its opposite.
const SPREAD_THETA: f64 = 0.01;

/// Attitudes nearer 0 than this play for points.
const LEAST_THETA: f64 = 0.0025;

/// A table for each of [`THETAS`] a player of one game and option set may take.
pub struct RiskTables {
    tables: Vec<Table>,
}

impl RiskTables {
    /// Builds the table of every θ of [`THETAS`] up to [`most_seeking`] for `rules`.
    pub fn build(rules: RuleSet) -> RiskTables {
        RiskTables {
            tables: thetas(&rules.rules())
                .map(|t| Table::build_risk(rules, t))
                .collect(),
        }
    }

    /// The table of `theta` (one of [`THETAS`] this game takes).
    fn of(&self, theta: f64) -> &Table {
        let i = self
            .tables
            .iter()
            .position(|t| t.theta() == theta)
            .expect("a table of every θ the game takes");
        &self.tables[i]
    }

    /// The variance of the points still to come in `state` under the expected-score strategy.
    pub fn spread(&self, state: TurnState) -> f64 {
        let up = self.of(SPREAD_THETA).value(state);
        let down = self.of(-SPREAD_THETA).value(state);
        ((up - down) / SPREAD_THETA).max(0.0)
    }

    /// The table the player to move plays this turn with, `None` for the table of points: the
    /// nearest attitude to `θ = (E_other − E_me) / (V_me + V_other)`, against the other with the
    /// highest expected final total (each other seat playing as `levels` says).
    pub fn for_turn(&self, points: &Table, game: &Game, levels: &[BotLevel]) -> Option<&Table> {
        let theta = self.theta(points, game, levels);
        (theta.abs() >= LEAST_THETA).then(|| {
            let nearest = thetas(&game.rules())
                .min_by(|a, b| (a - theta).abs().total_cmp(&(b - theta).abs()))
                .expect("THETAS is not empty");
            self.of(nearest)
        })
    }

    /// `θ = (E_other − E_me) / (V_me + V_other)`, clamped to `[−0.05, `[`most_seeking`]`]`; 0
    /// alone.
    pub fn theta(&self, points: &Table, game: &Game, levels: &[BotLevel]) -> f64 {
        let rules = game.rules();
        let me = game.current_player();
        let mean_spread = |j: usize| {
            let (total, state) = sheet_state(game, j);
            let level = levels.get(j).copied().unwrap_or(BotLevel::Expert);
            let means = level_means(rules.def.id);
            let share = match level {
                BotLevel::Beginner => means[0] / means[2],
                BotLevel::Casual => means[1] / means[2],
                BotLevel::Expert | BotLevel::ToWin => 1.0,
            };
            let to_come = points.value(state) * share;
            (f64::from(total) + to_come, self.spread(state))
        };
        let (total, state) = sheet_state(game, me);
        let mine = f64::from(total) + points.value(state);
        let my_spread = self.spread(state);
        let Some((other, other_spread)) = (0..game.sheets().len())
            .filter(|&j| j != me)
            .map(mean_spread)
            .max_by(|a, b| a.0.total_cmp(&b.0))
        else {
            return 0.0;
        };
        let spread = my_spread + other_spread;
        if spread <= 0.0 {
            return 0.0;
        }
        ((other - mine) / spread).clamp(-0.05, most_seeking(&rules))
    }
}

/// The attitudes of [`THETAS`] a player of `rules` may take.
fn thetas(rules: &Rules) -> impl Iterator<Item = f64> {
    let most = most_seeking(rules);
    THETAS.into_iter().filter(move |&t| t <= most)
}

/// The most risk a player behind may seek: the published 0.07, or 0.01 in a game with the
/// extra-Yahtzee bonus. There `e^(θX)` weighs the rare games of several 100-point bonuses far
/// beyond their use for the win (a Classic player at θ = 0.07 values an empty sheet at 988
/// points): over the same 100,000 Classic duels (`yahtzee duel --horizon 0`), seeking up to
/// 0.07 won 49.91 % of decided games, up to 0.01 50.10 %, up to 0.005 50.12 %, the
/// expected-score strategy 49.82 %.
pub fn most_seeking(rules: &Rules) -> f64 {
    if rules.def.extra_yahtzee_bonus > 0 && rules.options.yahtzee_bonus {
        0.01
    } else {
        0.07
    }
}
