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

/// Whether a player who plays to win takes a risk attitude before the end game in `rules`: in
/// Classic, Yatzy and Yacht with their official options, whose tables of every attitude the page
/// ships (`yahtzee tables`; built natively in 6.2, 33.1 and 0.3 s). Lucky7's would take 94 s and
/// Tricolor's 29 s in every release build, other options as long again each, so there the
/// expected-score strategy plays until the end game, natively as on the page.
pub fn takes_risk(rules: RuleSet) -> bool {
    use yahtzee_engine::{Options, VariantId};
    matches!(
        rules.variant,
        VariantId::Classic | VariantId::Yatzy | VariantId::Yacht
    ) && rules.options == Options::default()
}

/// The attitudes of [`THETAS`] a player of `rules` takes (none where it does not
/// [`takes_risk`]), each a table to build or ship.
pub fn attitudes(rules: RuleSet) -> Vec<f64> {
    if !takes_risk(rules) {
        return Vec::new();
    }
    thetas(&rules.rules()).collect()
}

/// Tables of the risk attitudes a player of one game and option set may take: every one, built
/// natively ([`RiskTables::build`]), or those the page's worker has fetched, layer by layer, as
/// the turns needed them ([`RiskTables::missing`]).
#[derive(Default)]
pub struct RiskTables {
    tables: Vec<Table>,
}

impl RiskTables {
    /// Builds the table of every attitude of [`attitudes`] for `rules`.
    pub fn build(rules: RuleSet) -> RiskTables {
        RiskTables {
            tables: attitudes(rules)
                .into_iter()
                .map(|t| Table::build_risk(rules, t))
                .collect(),
        }
    }

    /// Tables of risk attitudes read from elsewhere (the page's shipped files).
    pub fn from_tables(tables: Vec<Table>) -> RiskTables {
        RiskTables { tables }
    }

    /// The table of `theta`, if it is here.
    pub fn for_theta(&self, theta: f64) -> Option<&Table> {
        self.tables.iter().find(|t| t.theta() == theta)
    }

    /// How many tables are here.
    pub fn held(&self) -> usize {
        self.tables.len()
    }

    /// The table of `theta` to read layers into: made empty if it is not here. Of the attitudes
    /// beyond the two of the variance read-out only the newest is kept, so the page holds at
    /// most three, each only the layers play still reads ([`RiskTables::forget_behind`]).
    pub fn table_mut(&mut self, rules: RuleSet, theta: f64) -> &mut Table {
        if self.for_theta(theta).is_none() {
            self.tables.retain(|t| t.theta().abs() == SPREAD_THETA);
            self.tables.push(Table::empty_for_risk(rules, theta));
        }
        self.tables
            .iter_mut()
            .find(|t| t.theta() == theta)
            .expect("just made")
    }

    /// The layers (attitude, boxes filled) this turn of the player to move still needs before
    /// [`RiskTables::for_turn`] can answer: first those of every player's variance, then, once
    /// they are in, the attitude's layer of the states after the turn. Empty when all are here, or
    /// when the game takes no risk.
    pub fn missing(&self, points: &Table, game: &Game, levels: &[BotLevel]) -> Vec<(f64, u32)> {
        let rules = game.rule_set();
        if !takes_risk(rules) || game.sheets().len() < 2 {
            return Vec::new();
        }
        let lacks = |theta: f64, k: u32| !self.for_theta(theta).is_some_and(|t| t.has_layer(k));
        let mut out: Vec<(f64, u32)> = Vec::new();
        for j in 0..game.sheets().len() {
            let k = sheet_state(game, j).1.filled.count_ones();
            for theta in [-SPREAD_THETA, SPREAD_THETA] {
                if lacks(theta, k) && !out.contains(&(theta, k)) {
                    out.push((theta, k));
                }
            }
        }
        if !out.is_empty() {
            return out;
        }
        let Some(theta) = self.nearest(points, game, levels) else {
            return out;
        };
        // A turn's plan reads only the states after it.
        let k = game.sheet().filled().count_ones() + 1;
        if lacks(theta, k) {
            out.push((theta, k));
        }
        out
    }

    /// The layers of the variance read-out the next round will need and that are not here
    /// (those of `k` + 1 and + 2 boxes filled, `k` the player to move's): fetched ahead, while
    /// the bots play on.
    pub fn ahead(&self, game: &Game) -> Vec<(f64, u32)> {
        if !takes_risk(game.rule_set()) || game.sheets().len() < 2 {
            return Vec::new();
        }
        let k = game.sheet().filled().count_ones();
        let last = game.rules().box_count() as u32;
        [k + 1, k + 2]
            .into_iter()
            .filter(|&k| k < last)
            .flat_map(|k| [(-SPREAD_THETA, k), (SPREAD_THETA, k)])
            .filter(|&(t, k)| !self.for_theta(t).is_some_and(|t| t.has_layer(k)))
            .collect()
    }

    /// Frees the layers no turn of `game` reads again (a sheet only fills, and an undone score
    /// fetches its layer again). With `least` boxes filled on the emptiest sheet, the variance
    /// read-out reads layers from `least` on, and a turn's plan those after it. A Yatzy table's
    /// layer takes up to 2.3 MiB, its whole table 12.
    pub fn forget_behind(&mut self, game: &Game) {
        let least = (0..game.sheets().len())
            .map(|j| sheet_state(game, j).1.filled.count_ones())
            .min()
            .unwrap_or(0);
        for table in &mut self.tables {
            let read_from = match table.theta().abs() == SPREAD_THETA {
                true => least,
                false => least + 1,
            };
            for k in 0..read_from {
                table.forget_layer(k);
            }
        }
    }

    /// Bytes the layers here take.
    pub fn held_bytes(&self) -> usize {
        self.tables.iter().map(Table::held_bytes).sum()
    }

    /// The variance of the points still to come in `state` under the expected-score strategy.
    pub fn spread(&self, state: TurnState) -> f64 {
        let (Some(up), Some(down)) = (self.for_theta(SPREAD_THETA), self.for_theta(-SPREAD_THETA))
        else {
            return 0.0;
        };
        ((up.value(state) - down.value(state)) / SPREAD_THETA).max(0.0)
    }

    /// The table the player to move plays this turn with, `None` for the table of points: the
    /// nearest attitude to `θ = (E_other − E_me) / (V_me + V_other)`, against the other with the
    /// highest expected final total (each other seat playing as `levels` says).
    pub fn for_turn(&self, points: &Table, game: &Game, levels: &[BotLevel]) -> Option<&Table> {
        self.for_theta(self.nearest(points, game, levels)?)
    }

    /// The attitude of [`RiskTables::for_turn`], `None` for points.
    fn nearest(&self, points: &Table, game: &Game, levels: &[BotLevel]) -> Option<f64> {
        let theta = self.theta(points, game, levels);
        (theta.abs() >= LEAST_THETA).then(|| {
            attitudes(game.rule_set())
                .into_iter()
                .min_by(|a, b| (a - theta).abs().total_cmp(&(b - theta).abs()))
        })?
    }

    /// `θ = (E_other − E_me) / (V_me + V_other)`, clamped to `[−0.05, `[`most_seeking`]`]`; 0
    /// alone.
    pub fn theta(&self, points: &Table, game: &Game, levels: &[BotLevel]) -> f64 {
        if !takes_risk(game.rule_set()) {
            return 0.0;
        }
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
