//! How far a shipped f32 table is from the f64 one of the same rules: in value, and in the
//! moves optimal play makes (crates/solver/RESULTS.md records the numbers, `tests/precision.rs`
//! pins them).
//!
//! The states compared are the turn-start states play can reach: every sheet the rules let be
//! filled (not the full one), the Yahtzee flag only with the Yahtzee box filled, and every upper
//! total the filled upper boxes can add up to (capped where the table caps). A position is one
//! of those states, a roll (252 for six faces) and the rolls left (2, 1 or 0): a turn's three
//! decisions. Its best move is what [`Table::advise`] ranks first: the best of scoring the roll
//! in each allowed box (in box order) and, with rolls left, of keeping each proper part of it
//! and rolling the rest, ties going to the first.

use rayon::prelude::*;
use yahtzee_engine::{BoxMask, Pattern, Section, DICE};

use crate::widget::scored_value;
use crate::{Float, Table, Workspace};

/// Lanes compared at a time, in both tables.
const L: usize = 16;

/// A choice's number: boxes first, then proper parts from `PART` on.
const PART: u8 = 32;

/// Moves whose f64 values are this close are ties: far above f64 rounding (about 1e-13 for
/// values under 400), far below the f32 table's errors (up to a few 1e-5).
pub const TIE: f64 = 1e-9;

/// The comparison of an f32 table with the f64 one.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Comparison {
    /// The largest |f32 - f64| of any value either table stores.
    pub max_value_diff: f64,
    /// The largest |f32 - f64| of a reachable state's value.
    pub max_reachable_diff: f64,
    /// Reachable turn-start states (sheet, flag, upper total).
    pub states: u64,
    /// Positions compared, by rolls left (0, 1, 2): reachable states times rolls.
    pub positions: [u64; 3],
    /// Positions whose best move differs, by rolls left.
    pub differ: [u64; 3],
    /// Of those, the positions where the f32 table's move is worth less than the f64 one's by
    /// more than [`TIE`] by the f64 values, by rolls left. (The others are ties: moves worth
    /// the same, such as keeping either of two pairs when only the Yahtzee box is open, which
    /// f64 rounding alone can rank either way.)
    pub worse: [u64; 3],
    /// The most points (by the f64 values) the f32 table's move gives up in any position.
    pub max_loss: f64,
}

impl Comparison {
    fn merge(mut self, o: Comparison) -> Comparison {
        self.max_value_diff = self.max_value_diff.max(o.max_value_diff);
        self.max_reachable_diff = self.max_reachable_diff.max(o.max_reachable_diff);
        self.states += o.states;
        for r in 0..3 {
            self.positions[r] += o.positions[r];
            self.differ[r] += o.differ[r];
            self.worse[r] += o.worse[r];
        }
        self.max_loss = self.max_loss.max(o.max_loss);
        self
    }
}

/// Compares `t32` with `t64`, tables of the same rules (without a wild die, three rolls a
/// turn), over every core.
pub fn compare(t32: &Table<f32>, t64: &Table<f64>) -> Comparison {
    assert!(t32.rules == t64.rules, "tables of the same rules");
    assert!(t32.space.wild().is_none() && t32.rules.def.rolls_per_turn == 3);
    let max_value_diff = t32
        .values()
        .into_iter()
        .zip(t64.values())
        .map(|(a, b)| (a as f64 - b).abs())
        .fold(0.0, f64::max);
    let states: Vec<(BoxMask, bool)> = (0..t32.layer_count() - 1)
        .flat_map(|k| t32.layer_states(k))
        .filter(|&(mask, _)| t32.rules.can_fill(mask))
        .collect();
    let c = states
        .par_iter()
        .map_init(
            || (t32.scratch(L), t64.scratch(L)),
            |(ws32, ws64), &(mask, flag)| compare_state(t32, t64, mask, flag, ws32, ws64),
        )
        .reduce(Comparison::default, Comparison::merge);
    Comparison {
        max_value_diff,
        ..c
    }
}

/// Which upper totals (capped) the filled upper boxes of `mask` can add up to.
fn reachable_uppers<F: Float>(t: &Table<F>, mask: BoxMask) -> Vec<bool> {
    let cap = t.lanes - 1;
    let mut can = vec![false; t.lanes];
    can[0] = true;
    for (b, def) in t.rules.boxes().iter().enumerate() {
        if let (true, Section::Upper, Pattern::Face(face)) =
            (mask & (1 << b) != 0, def.section, def.pattern)
        {
            let mut next = vec![false; t.lanes];
            for u in (0..t.lanes).filter(|&u| can[u]) {
                for c in 0..=DICE {
                    next[(u + face as usize * c).min(cap)] = true;
                }
            }
            can = next;
        }
    }
    can
}

fn compare_state(
    t32: &Table<f32>,
    t64: &Table<f64>,
    mask: BoxMask,
    flag: bool,
    ws32: &mut Workspace<f32>,
    ws64: &mut Workspace<f64>,
) -> Comparison {
    let mut out = Comparison::default();
    let can = reachable_uppers(t32, mask);
    let (v32, v64) = (t32.slice(mask, flag), t64.slice(mask, flag));
    t32.place(mask, flag, ws32);
    t64.place(mask, flag, ws64);
    for lo in (0..t32.lanes).step_by(L) {
        let lanes: Vec<usize> = (0..L)
            .filter(|&l| lo + l < t32.lanes && can[lo + l])
            .collect();
        if lanes.is_empty() {
            continue;
        }
        for &l in &lanes {
            let d = (v32[lo + l] as f64 - v64[lo + l]).abs();
            out.max_reachable_diff = out.max_reachable_diff.max(d);
        }
        out.states += lanes.len() as u64;
        t32.widget::<L>(mask, flag, lo, ws32, true);
        t64.widget::<L>(mask, flag, lo, ws64, true);
        for ri in 0..t32.space.rolls().len() {
            let (c32, c64) = (best_moves(t32, ws32, ri), best_moves(t64, ws64, ri));
            for r in 0..3 {
                out.positions[r] += lanes.len() as u64;
                for &l in lanes.iter().filter(|&&l| c32[r][l] != c64[r][l]) {
                    out.differ[r] += 1;
                    let loss = move_value(t64, ws64, ri, r, c64[r][l], l)
                        - move_value(t64, ws64, ri, r, c32[r][l], l);
                    if loss > TIE {
                        out.worse[r] += 1;
                        out.max_loss = out.max_loss.max(loss);
                    }
                }
            }
        }
    }
    out
}

/// The best move for roll `ri` in each lane, by rolls left (0, 1, 2), after the widget with
/// its keep stages.
fn best_moves<F: Float>(t: &Table<F>, ws: &Workspace<F>, ri: usize) -> [[u8; L]; 3] {
    let fi = t.space.roll_finals(ri)[0].0;
    let (allowed, joker, extra) = ws.placements[fi];
    let row = t.scored(fi, joker);
    let mut best = [F::NEG_INFINITY; L];
    let mut id = [0u8; L];
    for b in (0..t.rules.box_count()).filter(|b| allowed & (1 << b) != 0) {
        for l in 0..L {
            let v = scored_value(row[b], extra, ws, l);
            if v > best[l] {
                best[l] = v;
                id[l] = b as u8;
            }
        }
    }
    let mut out = [id; 3];
    for (r, stage) in [(1, &ws.before_last), (2, &ws.before_second)] {
        let (mut best, mut id) = (best, id);
        for (j, &k) in t.space.proper_parts(ri).iter().enumerate() {
            for (l, &v) in stage[k * L..][..L].iter().enumerate() {
                if v > best[l] {
                    best[l] = v;
                    id[l] = PART + j as u8;
                }
            }
        }
        out[r] = id;
    }
    out
}

/// The value of move `id` for roll `ri` with `r` rolls left, in lane `l`.
fn move_value(t: &Table<f64>, ws: &Workspace<f64>, ri: usize, r: usize, id: u8, l: usize) -> f64 {
    if id < PART {
        let fi = t.space.roll_finals(ri)[0].0;
        let (_, joker, extra) = ws.placements[fi];
        scored_value(t.scored(fi, joker)[id as usize], extra, ws, l)
    } else {
        let k = t.space.proper_parts(ri)[(id - PART) as usize];
        let stage = if r == 1 {
            &ws.before_last
        } else {
            &ws.before_second
        };
        stage[k * L + l]
    }
}
