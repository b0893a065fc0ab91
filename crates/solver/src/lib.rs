//! Optimal solitaire strategy for every game the engine defines.
//!
//! The solver stores one number per turn-start state: the expected points still to come under
//! optimal play, for each set of filled boxes, upper-section total (capped where more no longer
//! changes the bonus) and "the Yahtzee box holds its full score" flag. Everything inside a turn
//! (the "widget": three rolls and two keep choices) is recomputed from those numbers on demand.
//!
//! Speed comes from working on dice multisets (252 rolls, 462 keeps for six faces) and from
//! treating the upper total as a vector: for one set of filled boxes and one flag, all 64 upper
//! totals go through exactly the same steps, so every step is a loop over a tile of 32 lanes
//! that the compiler turns into SIMD (SSE2 natively, simd128 in WebAssembly). Advice for one
//! position runs the same code on a tile of one lane (see `widget.rs`).
//!
//! A game with a marked wild die (Lucky7) is solved exactly too: the dice space then tells the
//! marked die apart (see [`DiceSpace`]), a roll showing the wild face is worth the best of the
//! faces it may count as, and advice says whether to keep the marked die and which face to give
//! the wild die before scoring.
//!
//! Scoring, legal boxes, the Joker and bonuses come from the engine's [`Rules`], not a variant.

#![forbid(unsafe_code)]
#![warn(missing_docs)]

mod aims;
mod batch;
#[cfg(not(target_arch = "wasm32"))]
pub mod compare;
pub mod daily;
mod dice;
mod float;
mod layers;
pub mod maxi;
pub mod odds;
pub mod pack;
mod plan;
pub mod play;
pub mod review;
pub mod towin;
pub mod why;
mod widget;

use serde::{Deserialize, Serialize};
use yahtzee_engine::{BoxMask, Counts, Face, RuleSet, Rules};

pub use aims::{top_aims, Aims};
pub use batch::BATCH;
pub use dice::{DiceSpace, Keep};
pub use float::Float;
pub use plan::TurnPlan;
pub use widget::Workspace;

/// Bumped whenever the table's meaning or layout changes, so that cached tables are rebuilt.
/// Tables of the new variants did not change it: Classic's table is exactly what it was (its
/// Yahtzee box holds 0 or 50, so "more than zero" and "50" are one flag), and a table of another
/// variant has another size, which [`Table::from_values`] refuses. Version 2: the widget
/// computes in f32 (the values moved by at most a few 1e-5 points).
pub const SOLVER_VERSION: u32 = 2;

/// Values inside a turn of a shipped table are computed in f32, as the table stores them (3 MiB
/// for Classic): a tile of 32 lanes is two cache lines, and an instruction takes twice the lanes
/// of f64. The means divide by the number of faces and the first roll sums in f64, which keeps
/// the start value within 1e-5 of the published ones (see `widget.rs`); a [`Table<f64>`]
/// ([`Table::build_f64`]) runs the same kernels in f64 for the exact values.
pub(crate) type V = f32;

/// The turn-start values of one rule set, computed and stored in `F`: f32 for the tables play
/// uses ([`Table::build`]), f64 for exact values ([`Table::build_f64`]).
pub struct Table<F = f32> {
    rules: Rules,
    space: DiceSpace,
    scores: Scores,
    lanes: usize,
    /// Upper bonus earned at each capped upper total.
    bonus_at: Vec<F>,
    /// The values, `lanes` per state, layer by layer.
    values: layers::Layers<F>,
    /// Bit `k` is set when layer `k` (the states with `k` boxes filled) holds its values.
    loaded: u32,
    /// The risk attitude θ of a table built by [`Table::build_risk`]; `None` for points.
    theta: Option<f64>,
}

/// A turn-start state.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct TurnState {
    /// Filled boxes.
    pub filled: BoxMask,
    /// Upper-section total so far (any value; capped internally).
    pub upper: u16,
    /// The Yahtzee box holds its full score.
    pub yahtzee_scored: bool,
}

/// A moment inside a turn where the player decides.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Position {
    /// The scoresheet at the start of the turn.
    pub state: TurnState,
    /// The faces the dice show, every die counted (a wild die at its wild face, whatever was
    /// chosen for it: the solver makes that choice itself).
    pub dice: Counts,
    /// The face the marked die shows, in a game with one; `None` otherwise.
    pub marked: Option<Face>,
    /// Rolls still allowed this turn.
    pub rolls_left: u8,
}

/// One thing the player may do.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Choice {
    /// Keep these dice and roll the others. In a game with a marked die, the marked die is not
    /// among them: it is rolled again.
    Keep(Counts),
    /// Keep the marked die and other dice, and roll the rest (games with a marked die only). The
    /// faces are those of every die kept, the marked one included.
    KeepMarked(Counts),
    /// Score the dice in this box.
    Score(usize),
    /// Count the wild die as `wild`, then score the dice in box `box_index` (rolls whose marked
    /// die shows its wild face only).
    ScoreWild {
        /// The box.
        box_index: usize,
        /// The face the wild die counts as.
        wild: Face,
    },
}

/// `options` (best first) with each box's wild-die variants after its best one left out: the
/// choices a bot picks among, the same in the page (which is given every variant) as in
/// simulations.
pub fn best_per_box(options: &[Ranked]) -> Vec<Ranked> {
    let mut seen: BoxMask = 0;
    options
        .iter()
        .filter(|r| match r.choice {
            Choice::ScoreWild { box_index, .. } => {
                let first = seen & (1 << box_index) == 0;
                seen |= 1 << box_index;
                first
            }
            _ => true,
        })
        .copied()
        .collect()
}

/// A choice with the points it is worth.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Ranked {
    /// What to do.
    pub choice: Choice,
    /// Expected points still to come, this turn's score included, under optimal play after it.
    pub value: f64,
}

/// Facts about each final (multiset of five faces) that do not depend on the state: for each
/// box, where the widget finds the value after scoring the final there and the box's own points,
/// with and without the Joker (`[f * boxes + b]`). Worked out once here rather than for every
/// final of every state.
struct Scores {
    natural_at: Vec<widget::Scored>,
    joker_at: Vec<widget::Scored>,
    /// Whether each final goes in any open box, with no Joker and no bonus, whatever the sheet
    /// (`Rules::placement_is_plain`).
    plain: Vec<bool>,
}

impl Table {
    /// Whether a table is made for `rules`: a game of five dice (Maxi Yatzy's six: [`maxi`]).
    pub fn supports(rules: RuleSet) -> bool {
        usize::from(rules.variant.def().dice) == yahtzee_engine::DICE
    }

    /// Solves every state for `rules` in f32, layer by layer from the full sheet back to the
    /// empty one (natively over every core with rayon; in WebAssembly on the calling thread).
    /// `progress` is called with the fraction done, 0 to 1.
    ///
    /// Each state's value depends only on states with one more box filled, and the widget is a
    /// fixed sequence of f32 operations per lane (and an f64 sum), so the values are the same bit
    /// for bit whatever the order, the tile, the split over threads or the split over workers.
    /// (The same holds of an f64 table, [`Table::build_f64`].)
    pub fn build(rules: RuleSet, mut progress: impl FnMut(f32)) -> Table {
        Table::build_f32(rules, &mut progress)
    }

    /// [`Table::build`] for a closure behind a pointer: not generic, so it is compiled and
    /// optimised with the solver whoever calls it (a test of the page's, built unoptimised,
    /// would otherwise solve the table at its own speed, 60 s instead of 1).
    fn build_f32(rules: RuleSet, progress: &mut dyn FnMut(f32)) -> Table {
        Table::build_in(rules, progress)
    }

    /// A table with no layer loaded yet, to be filled by [`Table::set_layer`] or
    /// [`pack::read_layer`] as layers arrive.
    pub fn empty_for(rules: RuleSet) -> Table {
        Table::empty(rules)
    }

    /// A table from cached values; `None` when they do not fit these rules.
    pub fn from_values(rules: RuleSet, values: Vec<f32>) -> Option<Table> {
        let mut table = Table::empty(rules);
        if !table.values.set_flat(&values) {
            return None;
        }
        table.loaded = u32::MAX >> (32 - table.layer_count());
        Some(table)
    }
}

impl Table {
    /// Solves every state for a player with the risk attitude `theta` (θ ≠ 0, about ±0.01 to
    /// ±0.07): one who maximises the expected utility `sign(θ)·e^(θX)` of the points `X` still to
    /// come. θ > 0 seeks risk (a player behind), θ < 0 shuns it (a player ahead). Each value is
    /// the certainty equivalent `ln E[e^(θX)] / θ`, in points, so a [`TurnPlan`] of this table
    /// ranks choices as that player would. A θ of 0 builds the table for points.
    pub fn build_risk(rules: RuleSet, theta: f64) -> Table {
        let mut table = Table::empty(rules);
        table.theta = (theta != 0.0).then_some(theta);
        table.solve_all(|_| {});
        table
    }

    /// A table of the risk attitude `theta` with no layer loaded yet, to be filled by
    /// [`pack::read_layer`] from the files `yahtzee tables` wrote from [`Table::build_risk`].
    pub fn empty_for_risk(rules: RuleSet, theta: f64) -> Table {
        let mut table = Table::empty(rules);
        table.theta = (theta != 0.0).then_some(theta);
        table
    }

    /// The risk attitude this table was built for; 0 for points.
    pub fn theta(&self) -> f64 {
        self.theta.unwrap_or(0.0)
    }
}

impl Table<f64> {
    /// Solves every state for `rules` as [`Table::build`] does, with the same kernels in f64:
    /// the exact values (`yahtzee solve`, the golden tests), twice the memory of an f32 table.
    pub fn build_f64(rules: RuleSet, progress: impl FnMut(f32)) -> Table<f64> {
        Table::build_in(rules, progress)
    }
}

impl<F: Float> Table<F> {
    fn build_in(rules: RuleSet, progress: impl FnMut(f32)) -> Table<F> {
        let mut table = Table::empty(rules);
        table.solve_all(progress);
        table
    }

    fn solve_all(&mut self, mut progress: impl FnMut(f32)) {
        let table = self;
        let total: usize = (0..table.layer_count() - 1)
            .map(|k| table.layer_states(k).len())
            .sum();
        let mut done = 0;
        for k in (0..table.layer_count() - 1).rev() {
            let states = table.layer_states(k);
            let values = table.solve_layer(&states, |n| {
                progress((done + n) as f32 / total as f32);
            });
            // The whole layer, in `layer_states` order.
            let stored = table.values.set(k, values);
            debug_assert!(stored);
            table.loaded |= 1 << k;
            done += states.len();
        }
        progress(1.0);
    }

    /// Solves `states` (all of one layer, whose next layer is loaded) on every core.
    #[cfg(not(target_arch = "wasm32"))]
    fn solve_layer(&self, states: &[(BoxMask, bool)], _progress: impl FnMut(usize)) -> Vec<F> {
        use rayon::prelude::*;
        states
            .par_chunks(4)
            .map_init(
                || self.workspace(self.lanes),
                |ws, chunk| self.solve_states(chunk, ws),
            )
            .collect::<Vec<_>>()
            .concat()
    }

    /// Solves `states` on this thread, reporting how many are done every few states.
    #[cfg(target_arch = "wasm32")]
    fn solve_layer(&self, states: &[(BoxMask, bool)], mut progress: impl FnMut(usize)) -> Vec<F> {
        let mut ws = self.workspace(self.lanes);
        let mut out = Vec::with_capacity(states.len() * self.lanes);
        for (i, chunk) in states.chunks(64).enumerate() {
            out.extend(self.solve_states(chunk, &mut ws));
            progress(i * 64 + chunk.len());
        }
        out
    }

    /// Number of layers: one for each count of filled boxes, the full sheet included.
    pub fn layer_count(&self) -> u32 {
        self.rules.box_count() as u32 + 1
    }

    /// The states with `k` boxes filled, in the order layers are solved, shipped and sent
    /// between workers: masks ascending, and for a mask with the Yahtzee box filled, the flag
    /// off before on. (Without the Yahtzee box filled the flag cannot be on.)
    pub fn layer_states(&self, k: u32) -> Vec<(BoxMask, bool)> {
        let ybox = self.rules.def.yahtzee_box;
        let mut out = Vec::new();
        for mask in 0..=self.rules.all_boxes() {
            if mask.count_ones() != k {
                continue;
            }
            out.push((mask, false));
            if ybox.is_some_and(|y| mask & (1 << y) != 0) {
                out.push((mask, true));
            }
        }
        out
    }

    /// Lanes (upper totals) stored per state.
    pub fn lanes(&self) -> usize {
        self.lanes
    }

    /// Stores the values of `states` (`lanes` per state, as [`Table::solve_states`] returns
    /// them). Returns false, storing nothing, when the lengths do not match or a state is not
    /// one of this game's.
    pub fn write_states(&mut self, states: &[(BoxMask, bool)], values: &[F]) -> bool {
        let lanes = self.lanes;
        if values.len() != states.len() * lanes
            || states
                .iter()
                .any(|&(m, _)| m & !self.rules.all_boxes() != 0)
        {
            return false;
        }
        for (&(mask, flag), v) in states.iter().zip(values.chunks_exact(lanes)) {
            self.values.write(mask, flag, v);
        }
        true
    }

    /// The values of layer `k`, in [`Table::layer_states`] order (zeros while it is not here).
    pub fn layer_values(&self, k: u32) -> Vec<F> {
        match self.values.layer(k) {
            Some(values) => values.to_vec(),
            None => vec![F::ZERO; self.values.states(k) * self.lanes],
        }
    }

    /// Stores layer `k` from values in [`Table::layer_states`] order; false if they do not fit.
    pub fn set_layer(&mut self, k: u32, values: &[F]) -> bool {
        let ok = k < self.layer_count() && self.values.set(k, values.to_vec());
        if ok {
            self.loaded |= 1 << k;
        }
        ok
    }

    /// Frees layer `k` (the states with `k` boxes filled), which play has left behind: it reads
    /// as not loaded until it is set again. The full sheet's layer stays, known without solving.
    pub fn forget_layer(&mut self, k: u32) {
        if k + 1 < self.layer_count() {
            self.values.forget(k);
            self.loaded &= !(1 << k);
        }
    }

    /// Whether layer `k` (the states with `k` boxes filled) is loaded.
    pub fn has_layer(&self, k: u32) -> bool {
        self.loaded & (1 << k) != 0
    }

    /// Whether every layer is loaded.
    pub fn is_complete(&self) -> bool {
        (0..self.layer_count()).all(|k| self.has_layer(k))
    }

    /// Whether the table can advise a turn that starts with `filled` boxes filled: the next
    /// layer must be loaded (and this one, for the state's own value).
    pub fn can_advise(&self, filled: BoxMask) -> bool {
        let k = filled.count_ones();
        k >= self.layer_count() - 1 || (self.has_layer(k) && self.has_layer(k + 1))
    }

    fn empty(rules: RuleSet) -> Table<F> {
        let rules = rules.rules();
        let space = match rules.def.wild {
            Some(w) => DiceSpace::with_wild(rules.def.faces, w.face),
            None => DiceSpace::new(rules.def.faces),
        };
        let lanes = rules.upper_cap() as usize + 1;
        let n = rules.box_count();
        let mut values = layers::Layers::new(n, rules.def.yahtzee_box, lanes);
        // The full sheet's layer is known without solving: no points are still to come.
        let full = vec![F::ZERO; values.states(n as u32) * lanes];
        values.set(n as u32, full);
        let at = |joker: bool| {
            let finals = space.finals().iter();
            finals
                .flat_map(|r| (0..n).map(move |b| (b, rules.box_score(b, r, joker))))
                .map(|(b, pts)| widget::Scored::of(&rules, b, pts))
                .collect()
        };
        let (natural_at, joker_at) = (at(false), at(true));
        let plain = space
            .finals()
            .iter()
            .map(|r| rules.placement_is_plain(r))
            .collect();
        Table {
            rules,
            space,
            scores: Scores {
                natural_at,
                joker_at,
                plain,
            },
            lanes,
            bonus_at: (0..lanes)
                .map(|u| F::from_f32(rules.upper_bonus(u as u16) as f32))
                .collect(),
            values,
            loaded: 1 << rules.box_count(),
            theta: None,
        }
    }

    /// The rules this table was built for.
    pub fn rules(&self) -> Rules {
        self.rules
    }

    /// Bytes the values of every layer take once all are here.
    pub fn size_bytes(&self) -> usize {
        self.values.len() * std::mem::size_of::<F>()
    }

    /// Bytes the values of the layers here take now.
    pub fn held_bytes(&self) -> usize {
        self.values.held() * std::mem::size_of::<F>()
    }

    /// Every value, layer by layer in [`Table::layer_states`] order, for caching
    /// ([`Table::from_values`] reads them back).
    pub fn values(&self) -> Vec<F> {
        self.values.flat()
    }

    /// Expected points still to come from the start of a turn in `state`, under optimal play.
    /// A state that names a box the game does not have counts as a finished sheet (0).
    pub fn value(&self, state: TurnState) -> f64 {
        if !self.knows(&state) {
            return 0.0;
        }
        let u = state.upper.min(self.lanes as u16 - 1) as usize;
        self.slice(state.filled, state.yahtzee_scored)[u].to_f64()
    }

    /// Whether `state` belongs to this game: its filled boxes are boxes of the sheet. Only a
    /// corrupt message or record brings any other state.
    pub fn knows(&self, state: &TurnState) -> bool {
        state.filled & !self.rules.all_boxes() == 0
    }

    /// Expected final score of a whole game under optimal play.
    pub fn start_value(&self) -> f64 {
        self.value(TurnState {
            filled: 0,
            upper: 0,
            yahtzee_scored: false,
        })
    }

    fn slice(&self, mask: BoxMask, flag: bool) -> &[F] {
        self.values.slice(mask, flag)
    }
}
