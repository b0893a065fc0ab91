//! Optimal solitaire strategy for every game the engine defines.
//!
//! The solver stores one number per turn-start state: the expected points still to come under
//! optimal play, for each set of filled boxes, upper-section total (capped where more no longer
//! changes the bonus) and "the Yahtzee box holds its full score" flag. Everything inside a turn
//! (the "widget": three rolls and two keep choices) is recomputed from those numbers on demand.
//!
//! Speed comes from working on dice multisets (252 rolls, 462 keeps for six faces) and from
//! treating the upper total as a vector: for one set of filled boxes and one flag, all 64 upper
//! totals go through exactly the same steps, so every step is a loop over a slice of lanes that
//! the compiler turns into SIMD (AVX2 natively, simd128 in WebAssembly). Advice for one position
//! runs the same code on a window of one lane.
//!
//! A game with a marked wild die (Lucky7) is solved exactly too: the dice space then tells the
//! marked die apart (see [`DiceSpace`]), a roll showing the wild face is worth the best of the
//! faces it may count as, and advice says whether to keep the marked die and which face to give
//! the wild die before scoring.
//!
//! Scoring, legal boxes, the Joker rule and bonuses come from the engine's [`Rules`]; the solver
//! knows nothing of any particular variant.

#![forbid(unsafe_code)]
#![warn(missing_docs)]

mod dice;
pub mod odds;
pub mod pack;
pub mod play;
pub mod review;

use serde::{Deserialize, Serialize};
use yahtzee_engine::{BoxMask, Counts, Face, Pattern, RuleSet, Rules, Section, DICE};

pub use dice::{DiceSpace, Keep};

/// Bumped whenever the table's meaning or layout changes, so that cached tables are rebuilt.
/// Tables of the new variants did not change it: Classic's table is exactly what it was (its
/// Yahtzee box holds 0 or 50, so "more than zero" and "50" are one flag), and a table of another
/// variant has another size, which [`Table::from_values`] refuses.
pub const SOLVER_VERSION: u32 = 1;

/// Values inside a turn are computed in f64; the table stores f32 (4 MiB for Classic). Summing
/// in f32 drifts by about 2e-4 points over a game, which the published values would notice.
type V = f64;

/// The turn-start values of one rule set.
pub struct Table {
    rules: Rules,
    space: DiceSpace,
    scores: Scores,
    lanes: usize,
    /// Upper bonus earned at each capped upper total.
    bonus_at: Vec<V>,
    /// `values[(mask * 2 + flag) * lanes + upper]`.
    values: Vec<f32>,
    /// Bit `k` is set when layer `k` (the states with `k` boxes filled) holds its values.
    loaded: u32,
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

/// Facts about each final (multiset of five faces) that do not depend on the state: what each
/// box scores, with and without the Joker.
struct Scores {
    /// `natural[f * boxes + b]`.
    natural: Vec<u16>,
    /// `joker[f * boxes + b]`.
    joker: Vec<u16>,
}

/// Scratch space for the widget, reused across states.
pub struct Workspace {
    len: usize,
    /// Value of each keep (size-5 entries hold the value of having those dice), `keep * len`;
    /// with a wild die, then the value of scoring each final.
    kv: Vec<V>,
    /// The keep values before the last roll, kept for advice.
    before_last: Vec<V>,
    /// The keep values before the second roll, kept for advice.
    before_second: Vec<V>,
    /// Upper boxes: value of scoring `c` dice of the box's face, `(b * (DICE+1) + c) * len`.
    upper_next: Vec<V>,
    /// Lower boxes: value of the next state, `(b * 2 + flag) * len`.
    lower_next: Vec<V>,
    tmp: Vec<V>,
}

#[inline(always)]
fn max_into(out: &mut [V], src: &[V]) {
    for (o, &v) in out.iter_mut().zip(src) {
        *o = if v > *o { v } else { *o };
    }
}

#[inline(always)]
fn max_into_plus(out: &mut [V], src: &[V], add: V) {
    for (o, &v) in out.iter_mut().zip(src) {
        let x = v + add;
        *o = if x > *o { x } else { *o };
    }
}

impl Table {
    /// Solves every state for `rules`, layer by layer from the full sheet back to the empty one
    /// (natively over every core with rayon; in WebAssembly on the calling thread). `progress`
    /// is called with the fraction done, 0 to 1.
    ///
    /// Each state's value depends only on states with one more box filled, and the widget is a
    /// fixed sequence of f64 operations per state, so the values are the same bit for bit
    /// whatever the order, the split over threads or the split over workers.
    pub fn build(rules: RuleSet, mut progress: impl FnMut(f32)) -> Table {
        let mut table = Table::empty(rules);
        let total: usize = (0..table.layer_count() - 1)
            .map(|k| table.layer_states(k).len())
            .sum();
        let mut done = 0;
        for k in (0..table.layer_count() - 1).rev() {
            let states = table.layer_states(k);
            let values = table.solve_layer(&states, |n| {
                progress((done + n) as f32 / total as f32);
            });
            table.write_states(&states, &values);
            table.loaded |= 1 << k;
            done += states.len();
        }
        progress(1.0);
        table
    }

    /// Solves `states` (all of one layer, whose next layer is loaded) on every core.
    #[cfg(not(target_arch = "wasm32"))]
    fn solve_layer(&self, states: &[(BoxMask, bool)], _progress: impl FnMut(usize)) -> Vec<f32> {
        use rayon::prelude::*;
        states
            .par_chunks(16)
            .map_init(
                || self.workspace(self.lanes),
                |ws, chunk| self.solve_states(chunk, ws),
            )
            .collect::<Vec<_>>()
            .concat()
    }

    /// Solves `states` on this thread, reporting how many are done every few states.
    #[cfg(target_arch = "wasm32")]
    fn solve_layer(&self, states: &[(BoxMask, bool)], mut progress: impl FnMut(usize)) -> Vec<f32> {
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

    /// Solves each of `states` (their next layer must be loaded) and returns their values,
    /// `lanes` per state in the order given.
    ///
    /// Only the lanes up to the highest upper total the state can have are worked out (every
    /// lane is independent of the others, and a state reads only the lanes its successors can
    /// reach): a sheet with Ones filled has 6, an empty one 1. The lanes above hold 0, as a
    /// shipped table's unreachable lanes do (`pack::reachable_lanes`).
    pub fn solve_states(&self, states: &[(BoxMask, bool)], ws: &mut Workspace) -> Vec<f32> {
        let mut out = Vec::with_capacity(states.len() * self.lanes);
        let full = ws.len;
        for &(mask, flag) in states {
            ws.len = self.reach_len(mask).min(full);
            self.solve_state(mask, flag, ws);
            out.extend(ws.tmp.iter().map(|&v| v as f32));
            out.resize(out.len() + self.lanes - ws.len, 0.0);
        }
        ws.len = full;
        out
    }

    /// One more than the highest upper total a sheet with the boxes of `mask` filled can have:
    /// every filled upper box scored with all its dice showing its face, capped where the
    /// table caps.
    fn reach_len(&self, mask: BoxMask) -> usize {
        let most: usize = self
            .rules
            .boxes()
            .iter()
            .enumerate()
            .filter(|(b, _)| mask & (1 << b) != 0)
            .map(|(_, def)| match (def.section, def.pattern) {
                (Section::Upper, Pattern::Face(face)) => face as usize * DICE,
                _ => 0,
            })
            .sum();
        most.min(self.lanes - 1) + 1
    }

    /// Stores the values of `states` (`lanes` per state, as [`Table::solve_states`] returns
    /// them). Returns false, storing nothing, when the lengths do not match or a state is not
    /// one of this game's.
    pub fn write_states(&mut self, states: &[(BoxMask, bool)], values: &[f32]) -> bool {
        let lanes = self.lanes;
        if values.len() != states.len() * lanes
            || states
                .iter()
                .any(|&(m, _)| m & !self.rules.all_boxes() != 0)
        {
            return false;
        }
        for (&(mask, flag), v) in states.iter().zip(values.chunks_exact(lanes)) {
            let at = (mask as usize * 2 + flag as usize) * lanes;
            self.values[at..at + lanes].copy_from_slice(v);
        }
        true
    }

    /// The values of layer `k`, in [`Table::layer_states`] order.
    pub fn layer_values(&self, k: u32) -> Vec<f32> {
        let mut out = Vec::new();
        for (mask, flag) in self.layer_states(k) {
            out.extend_from_slice(self.slice(mask, flag));
        }
        out
    }

    /// Stores layer `k` from values in [`Table::layer_states`] order; false if they do not fit.
    pub fn set_layer(&mut self, k: u32, values: &[f32]) -> bool {
        if k >= self.layer_count() {
            return false;
        }
        let states = self.layer_states(k);
        let ok = self.write_states(&states, values);
        if ok {
            self.loaded |= 1 << k;
        }
        ok
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

    fn empty(rules: RuleSet) -> Table {
        let rules = rules.rules();
        let space = match rules.def.wild {
            Some(w) => DiceSpace::with_wild(rules.def.faces, w.face),
            None => DiceSpace::new(rules.def.faces),
        };
        let lanes = rules.upper_cap() as usize + 1;
        let masks = 1usize << rules.box_count();
        let n = rules.box_count();
        let mut natural = Vec::with_capacity(space.finals().len() * n);
        let mut joker = Vec::with_capacity(space.finals().len() * n);
        for r in space.finals() {
            for b in 0..n {
                natural.push(rules.box_score(b, r, false));
                joker.push(rules.box_score(b, r, true));
            }
        }
        Table {
            rules,
            space,
            scores: Scores { natural, joker },
            lanes,
            bonus_at: (0..lanes)
                .map(|u| rules.upper_bonus(u as u16) as V)
                .collect(),
            values: vec![0.0; masks * 2 * lanes],
            // The full sheet's layer is known without solving: no points are still to come.
            loaded: 1 << rules.box_count(),
        }
    }

    /// A table with no layer loaded yet, to be filled by [`Table::set_layer`] or
    /// [`pack::read_layer`] as layers arrive.
    pub fn empty_for(rules: RuleSet) -> Table {
        Table::empty(rules)
    }

    /// The rules this table was built for.
    pub fn rules(&self) -> Rules {
        self.rules
    }

    /// Bytes held by the stored values.
    pub fn size_bytes(&self) -> usize {
        self.values.len() * std::mem::size_of::<f32>()
    }

    /// The stored values, for caching.
    pub fn values(&self) -> &[f32] {
        &self.values
    }

    /// A table from cached values; `None` when they do not fit these rules.
    pub fn from_values(rules: RuleSet, values: Vec<f32>) -> Option<Table> {
        let mut table = Table::empty(rules);
        if values.len() != table.values.len() {
            return None;
        }
        table.values = values;
        table.loaded = u32::MAX >> (32 - table.layer_count());
        Some(table)
    }

    /// Expected points still to come from the start of a turn in `state`, under optimal play.
    /// A state that names a box the game does not have counts as a finished sheet (0).
    pub fn value(&self, state: TurnState) -> f64 {
        if !self.knows(&state) {
            return 0.0;
        }
        let u = state.upper.min(self.lanes as u16 - 1) as usize;
        self.slice(state.filled, state.yahtzee_scored)[u] as f64
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

    fn slice(&self, mask: BoxMask, flag: bool) -> &[f32] {
        let at = (mask as usize * 2 + flag as usize) * self.lanes;
        &self.values[at..at + self.lanes]
    }

    /// Scratch space for windows of `len` lanes (`len` is 1 for advice).
    pub fn workspace(&self, len: usize) -> Workspace {
        let n = self.rules.box_count();
        let zeros = |k: usize| vec![0.0; k * len];
        Workspace {
            len,
            kv: zeros(self.space.slots()),
            before_last: Vec::new(),
            before_second: Vec::new(),
            upper_next: zeros(n * (DICE + 1)),
            lower_next: zeros(n * 2),
            tmp: zeros(1),
        }
    }

    /// Tabulates, for lanes `lo..lo + ws.len`, the value of filling each open box: for upper
    /// boxes per number of dice showing the face, for lower boxes per next Yahtzee flag.
    fn next_values(&self, mask: BoxMask, flag: bool, lo: usize, ws: &mut Workspace) {
        let len = ws.len;
        let cap = self.lanes - 1;
        let open = self.rules.all_boxes() & !mask;
        for (b, def) in self.rules.boxes().iter().enumerate() {
            if open & (1 << b) == 0 {
                continue;
            }
            match (def.section, def.pattern) {
                (Section::Upper, Pattern::Face(face)) => {
                    let next = self.slice(mask | 1 << b, flag);
                    for c in 0..=DICE {
                        let pts = face as usize * c;
                        let out = &mut ws.upper_next[(b * (DICE + 1) + c) * len..][..len];
                        for (i, o) in out.iter_mut().enumerate() {
                            let u = lo + i;
                            let nu = (u + pts).min(cap);
                            *o = pts as V + self.bonus_at[nu] - self.bonus_at[u] + next[nu] as V;
                        }
                    }
                }
                _ => {
                    for next_flag in [false, true] {
                        // The flag can only turn on by filling the Yahtzee box.
                        let f = if self.rules.def.yahtzee_box == Some(b) {
                            next_flag
                        } else {
                            flag
                        };
                        let next = &self.slice(mask | 1 << b, f)[lo..lo + len];
                        let out = &mut ws.lower_next[(b * 2 + next_flag as usize) * len..][..len];
                        for (o, &v) in out.iter_mut().zip(next) {
                            *o = v as V;
                        }
                    }
                }
            }
        }
    }

    /// The value of the state after scoring `pts` in box `b`, upper points and bonus included.
    fn box_value<'w>(&self, b: usize, pts: u16, ws: &'w Workspace) -> &'w [V] {
        let len = ws.len;
        let def = &self.rules.boxes()[b];
        match (def.section, def.pattern) {
            (Section::Upper, Pattern::Face(face)) => {
                let c = (pts / face as u16) as usize;
                &ws.upper_next[(b * (DICE + 1) + c) * len..][..len]
            }
            _ => {
                let on = self.rules.yahtzee_held(b, pts);
                &ws.lower_next[(b * 2 + on as usize) * len..][..len]
            }
        }
    }

    /// Points for the box itself (lower boxes; upper-box points are inside `upper_next`).
    fn box_points(&self, b: usize, pts: u16) -> V {
        match self.rules.boxes()[b].section {
            Section::Upper => 0.0,
            Section::Lower => pts as V,
        }
    }

    /// The value of having each final roll (no rolls left), into the size-5 entries of `kv`.
    fn final_rolls(&self, mask: BoxMask, flag: bool, ws: &mut Workspace) {
        let len = ws.len;
        let n = self.rules.box_count();
        let mut best = std::mem::take(&mut ws.tmp);
        best.resize(len, 0.0);
        for (ri, r) in self.space.finals().iter().enumerate() {
            let placement = self.rules.placement(mask, flag, r);
            let row = if placement.joker {
                &self.scores.joker[ri * n..][..n]
            } else {
                &self.scores.natural[ri * n..][..n]
            };
            let extra = placement.bonus as V;
            best.fill(V::NEG_INFINITY);
            let mut allowed = placement.allowed;
            while allowed != 0 {
                let b = allowed.trailing_zeros() as usize;
                allowed &= allowed - 1;
                let pts = row[b];
                let src = self.box_value(b, pts, ws);
                max_into_plus(&mut best, src, self.box_points(b, pts) + extra);
            }
            let k = self.space.final_slot(ri);
            ws.kv[k * len..][..len].copy_from_slice(&best);
        }
        ws.tmp = best;
        // With a wild die each roll takes the best of the finals it may score as (one when the
        // marked die shows an ordinary face). Final slots come after every keep.
        let keeps = self.space.keeps().len();
        for (k, sources) in self.space.gathers() {
            let (head, tail) = ws.kv.split_at_mut(keeps * len);
            let out = &mut head[k * len..][..len];
            out.copy_from_slice(&tail[(sources[0] - keeps) * len..][..len]);
            for &src in &sources[1..] {
                max_into(out, &tail[(src - keeps) * len..][..len]);
            }
        }
    }

    /// From the values of size-5 keeps, the values of all smaller keeps: each is the mean over
    /// the faces of the keep with one more die.
    fn keep_values(&self, ws: &mut Workspace) {
        let len = ws.len;
        let inv = 1.0 / self.space.faces() as V;
        for k in self.space.smaller_keeps() {
            // Children are larger keeps, stored after `k`.
            let (head, tail) = ws.kv.split_at_mut((k + 1) * len);
            let out = &mut head[k * len..];
            let children = self.space.children(k);
            out.copy_from_slice(&tail[(children[0] - k - 1) * len..][..len]);
            for &child in &children[1..] {
                let src = &tail[(child - k - 1) * len..][..len];
                for (o, &v) in out.iter_mut().zip(src) {
                    *o += v;
                }
            }
            for o in out.iter_mut() {
                *o *= inv;
            }
        }
    }

    /// Replaces each roll's value by the best of keeping any part of it and rolling the rest.
    /// Rather than visit every part of every roll, each keep takes the best of itself and of
    /// the keeps one die smaller (already the best of their own parts): about a third of the
    /// work, since a keep has at most five such parents but a roll up to 31 parts.
    fn best_keeps(&self, ws: &mut Workspace) {
        let len = ws.len;
        for k in 0..self.space.keeps().len() {
            // Parents are smaller keeps, stored before `k`.
            let (head, tail) = ws.kv.split_at_mut(k * len);
            let own = &mut tail[..len];
            for &p in self.space.parents(k) {
                max_into(own, &head[p * len..][..len]);
            }
        }
    }

    /// Runs the widget for one state on lanes `lo..lo + ws.len`. When `keep_stages` is set,
    /// the keep values before the second and the last roll are saved for advice.
    fn widget(&self, mask: BoxMask, flag: bool, lo: usize, ws: &mut Workspace, keep_stages: bool) {
        self.next_values(mask, flag, lo, ws);
        self.final_rolls(mask, flag, ws);
        let rerolls = self.rules.def.rolls_per_turn.saturating_sub(1);
        for stage in 0..rerolls {
            self.keep_values(ws);
            if keep_stages {
                if stage == 0 {
                    ws.before_last.clone_from(&ws.kv);
                } else {
                    ws.before_second.clone_from(&ws.kv);
                }
            }
            self.best_keeps(ws);
        }
    }

    /// Runs the widget and the first roll for one state, leaving its values in `ws.tmp`. Kept
    /// out of line: V8 swaps in optimised code only between calls, so a solve inlined into one
    /// long loop would stay on baseline code.
    #[inline(never)]
    fn solve_state(&self, mask: BoxMask, flag: bool, ws: &mut Workspace) {
        self.widget(mask, flag, 0, ws, false);
        // The first roll throws all five dice.
        let len = ws.len;
        let mut out = std::mem::take(&mut ws.tmp);
        out.resize(len, 0.0);
        out.fill(0.0);
        for (ri, &p) in self.space.roll_probs().iter().enumerate() {
            let k = self.space.roll_keep(ri);
            for (o, &v) in out.iter_mut().zip(&ws.kv[k * len..][..len]) {
                *o += p * v;
            }
        }
        ws.tmp = out;
    }

    /// Every choice open in `pos`, best first, each with the expected points still to come.
    /// Before a reroll these are every distinct keep and every box the dice could be scored in
    /// now; after the last roll, the allowed boxes.
    ///
    /// When the marked die shows its wild face, every value it may count as is ranked for
    /// every box, so that a player's own choice can be judged, not only the best one.
    pub fn advise(&self, pos: &Position, ws: &mut Workspace) -> Vec<Ranked> {
        self.plan_turn(pos.state, ws)
            .every_option(&pos.dice, pos.marked, pos.rolls_left)
    }

    /// Works out a whole turn from `state` (one widget on one lane); the plan then answers every
    /// decision of that turn.
    pub fn plan_turn<'a>(&'a self, state: TurnState, ws: &'a mut Workspace) -> TurnPlan<'a> {
        debug_assert_eq!(ws.len, 1, "a turn plan uses a one-lane workspace");
        let u = (state.upper as usize).min(self.lanes - 1);
        // A foreign state gets a plan with no options rather than a panic.
        if self.knows(&state) && state.filled != self.rules.all_boxes() {
            self.widget(state.filled, state.yahtzee_scored, u, ws, true);
        }
        TurnPlan {
            table: self,
            ws,
            state,
        }
    }
}

/// The optimal values inside one turn, for every decision the turn can bring.
pub struct TurnPlan<'a> {
    table: &'a Table,
    ws: &'a Workspace,
    state: TurnState,
}

impl TurnPlan<'_> {
    /// Every choice for these dice (`marked`: the face of the marked die, in a game with one)
    /// with `rolls_left` rolls left, best first.
    ///
    /// A box scored with a wild die appears once, at the wild value that is best for it.
    pub fn options(&self, dice: &Counts, marked: Option<Face>, rolls_left: u8) -> Vec<Ranked> {
        let mut out = Vec::new();
        self.each_option(dice, marked, rolls_left, false, |r| out.push(r));
        out.sort_by(|a, b| b.value.total_cmp(&a.value));
        out
    }

    /// Like [`TurnPlan::options`], but a box scored with a wild die appears once for every
    /// value the die may count as.
    pub fn every_option(&self, dice: &Counts, marked: Option<Face>, rolls_left: u8) -> Vec<Ranked> {
        let mut out = Vec::new();
        self.each_option(dice, marked, rolls_left, true, |r| out.push(r));
        out.sort_by(|a, b| b.value.total_cmp(&a.value));
        out
    }

    /// The best choice for these dice (the first box on a tie, boxes before keeps).
    pub fn best(&self, dice: &Counts, marked: Option<Face>, rolls_left: u8) -> Option<Ranked> {
        let mut best: Option<Ranked> = None;
        self.each_option(dice, marked, rolls_left, false, |r| {
            if best.is_none_or(|b| r.value > b.value) {
                best = Some(r);
            }
        });
        best
    }

    fn each_option(
        &self,
        dice: &Counts,
        marked: Option<Face>,
        rolls_left: u8,
        every_wild: bool,
        mut f: impl FnMut(Ranked),
    ) {
        let t = self.table;
        let TurnState {
            filled,
            yahtzee_scored,
            ..
        } = self.state;
        let Some(ri) = t.space.roll_index(dice, marked) else {
            return;
        };
        if filled == t.rules.all_boxes() || !t.knows(&self.state) {
            return;
        }
        let n = t.rules.box_count();
        let finals = t.space.roll_finals(ri);
        // For each box, the best of the finals the roll may score as (one unless it shows the
        // wild face), with the face that gives the wild die.
        let mut per_box: [Option<(V, Face)>; yahtzee_engine::MAX_BOXES] =
            [None; yahtzee_engine::MAX_BOXES];
        for &(fi, wild) in finals {
            let counts = &t.space.finals()[fi];
            let placement = t.rules.placement(filled, yahtzee_scored, counts);
            let row = if placement.joker {
                &t.scores.joker[fi * n..][..n]
            } else {
                &t.scores.natural[fi * n..][..n]
            };
            let extra = placement.bonus as V;
            for b in (0..n).filter(|b| placement.allowed & (1 << b) != 0) {
                let pts = row[b];
                let value = t.box_value(b, pts, self.ws)[0] + t.box_points(b, pts) + extra;
                if every_wild && wild != 0 {
                    f(Ranked {
                        choice: Choice::ScoreWild { box_index: b, wild },
                        value,
                    });
                } else if per_box[b].is_none_or(|(v, _)| value > v) {
                    per_box[b] = Some((value, wild));
                }
            }
        }
        for (b, entry) in per_box.iter().enumerate().take(n) {
            if let Some((value, wild)) = *entry {
                let choice = if wild == 0 {
                    Choice::Score(b)
                } else {
                    Choice::ScoreWild { box_index: b, wild }
                };
                f(Ranked { choice, value });
            }
        }
        let kv = match rolls_left {
            0 => return,
            1 => &self.ws.before_last,
            _ => &self.ws.before_second,
        };
        for &k in t.space.proper_parts(ri) {
            let keep = t.space.keeps()[k];
            let choice = if keep.marked == 0 {
                Choice::Keep(keep.plain)
            } else {
                Choice::KeepMarked(keep.faces())
            };
            f(Ranked {
                choice,
                value: kv[k],
            });
        }
    }
}
