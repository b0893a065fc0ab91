//! The widget: everything inside one turn (three rolls, two keep choices), worked out from the
//! values of the states one box later.
//!
//! Every step is the same for each upper total ("lane"), so the kernels work on a tile of `L`
//! lanes at once, `L` known when compiling: a table is solved 32 lanes at a time ([`TILE`]),
//! advice on one lane. A loop over a tile is straight-line code (eight SSE2 or simd128
//! instructions per step, no loop counter) and a state's keep values at 32 lanes (462 keeps ×
//! 128 bytes for six faces) stay near the L1 cache. Classic on one thread, side by side
//! (`yahtzee solve`): all 64 lanes in one pass with run-time lengths 0.54 s; tiles of 8, 16,
//! 32 and 64 lanes 0.55, 0.35, 0.31 and 0.46 s.
//!
//! The kernels are generic over the float type ([`Float`]): f32 for the tables play uses, f64
//! for exact values ([`Table::build_f64`]), one algorithm in both.

mod lanes;

use crate::{Float, Table};
use lanes::{max_into, max_into_plus, tile, tile_mut};
use yahtzee_engine::{BoxMask, Pattern, Rules, Section, DICE};

/// Lanes an f32 table is solved in together: 32 f32, two 64-byte cache lines. An f64 table
/// takes half as many, the same two lines ([`Float::TILE`]).
pub(crate) const TILE: usize = 32;

/// Scratch space for the widget, reused across states, in the table's float type `F`.
pub struct Workspace<F = f32> {
    /// Lanes of a tile: 1 for advice, [`Float::TILE`] for solving, [`crate::BATCH`] for playouts.
    pub(crate) len: usize,
    /// Value of each keep (size-5 entries hold the value of having those dice), `keep * len`;
    /// with a wild die, then the value of scoring each final.
    pub(crate) kv: Vec<F>,
    /// The keep values before the last roll, kept for advice.
    pub(crate) before_last: Vec<F>,
    /// The keep values before the second roll, kept for advice.
    pub(crate) before_second: Vec<F>,
    /// The value of the state after scoring each box, by [`next_slot`]: for upper boxes per
    /// number of dice showing the face, for lower boxes per next Yahtzee flag; `slot * len`.
    pub(crate) next: Vec<F>,
    /// For each final: the boxes it may go in, whether the Joker is in force, and its bonus.
    /// The same for every lane, so worked out once per state.
    pub(crate) placements: Vec<(BoxMask, bool, F)>,
    /// In a table with a risk attitude ([`Table::build_risk`]): each lane's best final, in points
    /// still to come, from which its utilities are counted (see [`Table::to_utility`]).
    pub(crate) offset: Vec<f64>,
}

/// Where the value after scoring a final in a box is found, and the box's own points (those of
/// a lower box; an upper box's are in its value, with the bonus they bring). Points are small
/// integers, exact in any float type.
#[derive(Clone, Copy)]
pub(crate) struct Scored {
    slot: u32,
    points: f32,
}

impl Scored {
    pub(crate) fn of(rules: &Rules, b: usize, pts: u16) -> Scored {
        let points = match rules.boxes()[b].section {
            Section::Upper => 0.0,
            Section::Lower => pts as f32,
        };
        Scored {
            slot: next_slot(rules, b, pts) as u32,
            points,
        }
    }
}

/// The slot of `Workspace::next` holding the value after scoring `pts` in box `b`: upper boxes
/// first, `DICE + 1` slots each (by dice showing the face), then lower boxes, two each (by next
/// Yahtzee flag).
fn next_slot(rules: &Rules, b: usize, pts: u16) -> usize {
    let def = &rules.boxes()[b];
    match (def.section, def.pattern) {
        (Section::Upper, Pattern::Face(face)) => upper_slot(b, (pts / face as u16) as usize),
        _ => lower_slot(rules.box_count(), b, rules.yahtzee_held(b, pts)),
    }
}

fn upper_slot(b: usize, dice: usize) -> usize {
    b * (DICE + 1) + dice
}

/// The value, in lane `lane`, of scoring a final in a box (`s`, from [`Table::scored`]) with an
/// extra-Yahtzee bonus of `extra`: one sum for the widget's lanes and for the advice.
#[inline(always)]
pub(crate) fn scored_value<F: Float>(s: Scored, extra: F, ws: &Workspace<F>, lane: usize) -> F {
    ws.next[s.slot as usize * ws.len + lane] + (F::from_f32(s.points) + extra)
}

fn lower_slot(boxes: usize, b: usize, flag: bool) -> usize {
    boxes * (DICE + 1) + b * 2 + flag as usize
}

impl<F: Float> Table<F> {
    /// Where each box's value is found for final `ri`, with or without the Joker.
    #[inline(always)]
    pub(crate) fn scored(&self, ri: usize, joker: bool) -> &[Scored] {
        let n = self.rules.box_count();
        let all = if joker {
            &self.scores.joker_at
        } else {
            &self.scores.natural_at
        };
        &all[ri * n..][..n]
    }

    /// Scratch space for tiles of `len` lanes: 1 for advice; any other length gets a solver's
    /// workspace ([`Float::TILE`] lanes: 32 in f32, 16 in f64).
    pub fn workspace(&self, len: usize) -> Workspace<F> {
        self.scratch(if len <= 1 { 1 } else { F::TILE })
    }

    /// Scratch space for tiles of exactly `len` lanes.
    pub(crate) fn scratch(&self, len: usize) -> Workspace<F> {
        let n = self.rules.box_count();
        let zeros = |k: usize| vec![F::ZERO; k * len];
        Workspace {
            len,
            kv: zeros(self.space.slots()),
            before_last: Vec::new(),
            before_second: Vec::new(),
            next: zeros(n * (DICE + 1) + n * 2),
            placements: Vec::with_capacity(self.space.finals().len()),
            offset: vec![0.0; len],
        }
    }

    /// Solves each of `states` (their next layer must be loaded) and returns their values,
    /// `lanes` per state in the order given.
    ///
    /// Only the tiles up to the highest upper total the state can have are worked out (every
    /// lane is independent of the others, and a state reads only the lanes its successors can
    /// reach): a sheet with Ones filled needs one tile of Classic's two, a sheet with three or
    /// more boxes filled usually both. The lanes above hold 0, as a shipped table's unreachable
    /// lanes do (`pack::reachable_lanes`).
    pub fn solve_states(&self, states: &[(BoxMask, bool)], ws: &mut Workspace<F>) -> Vec<F> {
        let mut out = vec![F::ZERO; states.len() * self.lanes];
        for (&(mask, flag), out) in states.iter().zip(out.chunks_exact_mut(self.lanes)) {
            // A sheet play cannot reach (out of order, when boxes go in order) is never asked
            // about: it is left at 0, which also leaves little for its file to hold.
            if !self.rules.can_fill(mask) {
                continue;
            }
            let reach = self.reach_len(mask);
            self.place(mask, flag, ws);
            if ws.len == TILE {
                self.solve_tiles::<TILE>(mask, flag, reach, ws, out);
            } else if ws.len == TILE / 2 {
                self.solve_tiles::<{ TILE / 2 }>(mask, flag, reach, ws, out);
            } else {
                for (lo, o) in out.iter_mut().enumerate().take(reach) {
                    *o = self.solve_tile::<1>(mask, flag, lo, ws)[0];
                }
            }
        }
        out
    }

    /// Solves one state's lanes `0..reach`, `L` at a time, into `out`.
    fn solve_tiles<const L: usize>(
        &self,
        mask: BoxMask,
        flag: bool,
        reach: usize,
        ws: &mut Workspace<F>,
        out: &mut [F],
    ) {
        for lo in (0..reach).step_by(L) {
            let v = self.solve_tile::<L>(mask, flag, lo, ws);
            let n = L.min(reach - lo);
            out[lo..lo + n].copy_from_slice(&v[..n]);
        }
    }

    /// One more than the highest upper total a sheet with the boxes of `mask` filled can have:
    /// every filled upper box scored with all its dice showing its face, capped where the
    /// table caps.
    pub(crate) fn reach_len(&self, mask: BoxMask) -> usize {
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

    /// Works out, for each final, where it may be scored in this state.
    pub(crate) fn place(&self, mask: BoxMask, flag: bool, ws: &mut Workspace<F>) {
        let open = self.rules.all_boxes() & !mask;
        ws.placements.clear();
        let finals = self.space.finals().iter().zip(&self.scores.plain);
        ws.placements.extend(finals.map(|(r, &plain)| {
            if plain {
                (open, false, F::ZERO)
            } else {
                let p = self.rules.placement(mask, flag, r);
                (p.allowed, p.joker, F::from_f32(p.bonus as f32))
            }
        }));
    }

    /// Tabulates, for lanes `lo..lo + L`, the value of filling each open box: for upper boxes
    /// per number of dice showing the face, for lower boxes per next Yahtzee flag. Lanes past
    /// the table's last read its last (their values are never used).
    fn next_values<const L: usize>(
        &self,
        mask: BoxMask,
        flag: bool,
        lo: usize,
        ws: &mut Workspace<F>,
    ) {
        for lane in 0..L {
            self.next_values_in(mask, flag, (lo + lane).min(self.lanes - 1), lane, ws);
        }
    }

    /// The next values of one state at upper total `u` (capped), into lane `lane`.
    pub(crate) fn next_values_in(
        &self,
        mask: BoxMask,
        flag: bool,
        u: usize,
        lane: usize,
        ws: &mut Workspace<F>,
    ) {
        let (cap, w, n) = (self.lanes - 1, ws.len, self.rules.box_count());
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
                        let nu = (u + pts).min(cap);
                        ws.next[upper_slot(b, c) * w + lane] =
                            F::from_f32(pts as f32) + self.bonus_at[nu] - self.bonus_at[u]
                                + next[nu];
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
                        ws.next[lower_slot(n, b, next_flag) * w + lane] =
                            self.slice(mask | 1 << b, f)[u];
                    }
                }
            }
        }
    }

    /// The value of having each final roll (no rolls left), into the size-5 entries of `kv`.
    fn final_rolls<const L: usize>(&self, ws: &mut Workspace<F>) {
        for (ri, &(allowed, joker, extra)) in ws.placements.iter().enumerate() {
            let row = self.scored(ri, joker);
            let mut best = [F::NEG_INFINITY; L];
            let mut allowed = allowed;
            while allowed != 0 {
                let b = allowed.trailing_zeros() as usize;
                allowed &= allowed - 1;
                let Scored { slot, points } = row[b];
                max_into_plus(
                    &mut best,
                    tile::<F, L>(&ws.next, slot as usize),
                    F::from_f32(points) + extra,
                );
            }
            let k = self.space.final_slot(ri);
            // `kv` is written while `placements` is read: both are fields of `ws`.
            ws.kv[k * L..][..L].copy_from_slice(&best);
        }
        self.gather_finals::<L>(ws);
    }

    /// The value of each final in lane `lane` alone, after [`Table::place`] for its state: the
    /// same steps as [`Table::final_rolls`] in that lane.
    pub(crate) fn final_rolls_in(&self, lane: usize, ws: &mut Workspace<F>) {
        let w = ws.len;
        for (ri, &(allowed, joker, extra)) in ws.placements.iter().enumerate() {
            let row = self.scored(ri, joker);
            let mut best = F::NEG_INFINITY;
            let mut allowed = allowed;
            while allowed != 0 {
                let b = allowed.trailing_zeros() as usize;
                allowed &= allowed - 1;
                let x = scored_value(row[b], extra, ws, lane);
                best = if x > best { x } else { best };
            }
            ws.kv[self.space.final_slot(ri) * w + lane] = best;
        }
    }

    /// With a wild die each roll takes the best of the finals it may score as (one when the
    /// marked die shows an ordinary face). Final slots come after every keep.
    pub(crate) fn gather_finals<const L: usize>(&self, ws: &mut Workspace<F>) {
        let keeps = self.space.keeps().len();
        for (k, sources) in self.space.gathers() {
            let (head, tail) = ws.kv.split_at_mut(keeps * L);
            let mut out = *tile::<F, L>(tail, sources[0] - keeps);
            for &src in &sources[1..] {
                max_into(&mut out, tile::<F, L>(tail, src - keeps));
            }
            *tile_mut::<F, L>(head, *k) = out;
        }
    }

    /// From the values of size-5 keeps, the values of all smaller keeps: each is the mean over
    /// the faces of the keep with one more die. The sum is divided by the number of faces, not
    /// multiplied by its inverse: 1/6 rounded to f32 is 3e-8 too large, a bias that ten means
    /// a turn carry into every value (the start value came out 1.7e-4 high).
    fn keep_values<const L: usize>(&self, ws: &mut Workspace<F>) {
        let faces = F::from_f32(self.space.faces() as f32);
        for k in self.space.smaller_keeps() {
            // Children are larger keeps, stored after `k`.
            let (head, tail) = ws.kv.split_at_mut((k + 1) * L);
            let children = self.space.children(k);
            let mut sum = *tile::<F, L>(tail, children[0] - k - 1);
            for &child in &children[1..] {
                for (s, &v) in sum.iter_mut().zip(tile::<F, L>(tail, child - k - 1)) {
                    *s += v;
                }
            }
            for (o, s) in tile_mut::<F, L>(head, k).iter_mut().zip(sum) {
                *o = s / faces;
            }
        }
    }

    /// Replaces each roll's value by the best of keeping any part of it and rolling the rest.
    /// Rather than visit every part of every roll, each keep takes the best of itself and of
    /// the keeps one die smaller (already the best of their own parts): about a third of the
    /// work, since a keep has at most five such parents but a roll up to 31 parts.
    fn best_keeps<const L: usize>(&self, ws: &mut Workspace<F>) {
        for k in 0..self.space.keeps().len() {
            // Parents are smaller keeps, stored before `k`.
            let (head, tail) = ws.kv.split_at_mut(k * L);
            let mut own = *tile::<F, L>(tail, 0);
            for &p in self.space.parents(k) {
                max_into(&mut own, tile::<F, L>(head, p));
            }
            *tile_mut::<F, L>(tail, 0) = own;
        }
    }

    /// Runs the widget for one state on lanes `lo..lo + L`, after [`Table::place`]. When
    /// `keep_stages` is set, the keep values before the second and the last roll are saved for
    /// advice.
    pub(crate) fn widget<const L: usize>(
        &self,
        mask: BoxMask,
        flag: bool,
        lo: usize,
        ws: &mut Workspace<F>,
        keep_stages: bool,
    ) {
        self.next_values::<L>(mask, flag, lo, ws);
        self.final_rolls::<L>(ws);
        if let Some(theta) = self.theta {
            self.to_utility::<L>(theta, ws);
        }
        self.rerolls::<L>(ws, keep_stages);
    }

    /// In a table with a risk attitude `theta`: turns the value of each final roll, points
    /// still to come as a certainty equivalent, into its utility `sign(θ)·e^(θ(v − c))`, `c`
    /// the best final's value in the lane (kept in `ws.offset`), so that the keep stages'
    /// means and maxima are those of expected utility. The utilities stay within f32's range:
    /// within one turn the finals lie a few hundred points apart at most.
    fn to_utility<const L: usize>(&self, theta: f64, ws: &mut Workspace<F>) {
        let mut best = [f64::NEG_INFINITY; L];
        for r in 0..self.space.rolls().len() {
            for (b, v) in best
                .iter_mut()
                .zip(tile::<F, L>(&ws.kv, self.space.roll_keep(r)))
            {
                *b = b.max(v.to_f64());
            }
        }
        for r in 0..self.space.rolls().len() {
            for (v, &c) in tile_mut::<F, L>(&mut ws.kv, self.space.roll_keep(r))
                .iter_mut()
                .zip(&best)
            {
                *v = F::from_f64(theta.signum() * (theta * (v.to_f64() - c)).exp());
            }
        }
        ws.offset[..L].copy_from_slice(&best);
    }

    /// A utility of lane `lane` (from [`Table::to_utility`]) as points still to come: its
    /// certainty equivalent. The identity in a table that plays for points.
    pub(crate) fn points_of(&self, u: f64, ws: &Workspace<F>, lane: usize) -> f64 {
        match self.theta {
            None => u,
            Some(theta) => ws.offset[lane] + (theta.signum() * u).ln() / theta,
        }
    }

    /// The keep stages of the widget, from the values of the finals in `kv`.
    pub(crate) fn rerolls<const L: usize>(&self, ws: &mut Workspace<F>, keep_stages: bool) {
        let rerolls = self.rules.def.rolls_per_turn.saturating_sub(1);
        for stage in 0..rerolls {
            self.keep_values::<L>(ws);
            if keep_stages {
                if stage == 0 {
                    ws.before_last.clone_from(&ws.kv);
                } else {
                    ws.before_second.clone_from(&ws.kv);
                }
                // Advice needs no value of the first roll: the turn's first decision ranks the
                // keeps of `before_second`.
                if stage + 1 == rerolls {
                    break;
                }
            }
            self.best_keeps::<L>(ws);
        }
    }

    /// Runs the widget and the first roll for one state on lanes `lo..lo + L` and returns their
    /// values. The first roll's mean is summed in f64: 252 products, once a state. Kept out of
    /// line: V8 swaps in optimised code only between calls, so a solve inlined into one long
    /// loop would stay on baseline code.
    #[inline(never)]
    fn solve_tile<const L: usize>(
        &self,
        mask: BoxMask,
        flag: bool,
        lo: usize,
        ws: &mut Workspace<F>,
    ) -> [F; L] {
        self.widget::<L>(mask, flag, lo, ws, false);
        // The first roll throws all five dice.
        let mut sum = [0.0f64; L];
        for (ri, &p) in self.space.roll_probs().iter().enumerate() {
            let v = tile::<F, L>(&ws.kv, self.space.roll_keep(ri));
            for (s, &v) in sum.iter_mut().zip(v) {
                *s += p * v.to_f64();
            }
        }
        let mut lane = 0;
        sum.map(|s| {
            lane += 1;
            F::from_f64(self.points_of(s, ws, lane - 1))
        })
    }
}
