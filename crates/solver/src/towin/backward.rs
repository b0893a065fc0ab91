//! The exact end game for the win: every turn still to come worked out backwards, as the table
//! is, with each state's value a vector: entry `i` is the chance to win from the start of a turn
//! in that state with `i` points scored since the turn being advised began.
//!
//! The vectors end where the chance to win stops changing (past every other player's highest
//! possible total): a total beyond reads the last entry. Every step of the widget is then the
//! table's own step on whole vectors: scoring a box shifts the next state's vector by the
//! points gained, a keep averages its one-die-larger keeps, a roll takes the best of its parts,
//! entry by entry (the best move may differ with the total already made).

use std::collections::BTreeMap;

use super::{step, Key};
use crate::{Choice, Keep, Ranked, Table, TurnState};
use yahtzee_engine::{Counts, Face};

/// The chances to win inside one turn: every decision of the turn, ranked by the chance to win
/// after it (playing to win from there on).
pub struct WinPlan<'a> {
    table: &'a Table,
    key: Key,
    /// The values of the states the turn may end in (vectors over points gained this turn).
    next: BTreeMap<Key, Vec<f64>>,
    /// The chance to win of each keep before the last roll and before the second.
    before_last: Vec<f64>,
    before_second: Vec<f64>,
    /// The chance to win from the start of this turn, before its first roll.
    pub start: f64,
}

/// Works out the turn of a player who starts it in `state` with `total` points, against others
/// whose chances are summed up by `curve` ([`super::win_curve`]): every turn to the end of the
/// sheet, exactly. Its cost grows quickly with the boxes left: meant for the last few turns.
pub fn plan_to_win<'a>(
    table: &'a Table,
    state: TurnState,
    total: u16,
    curve: &[f64],
) -> WinPlan<'a> {
    let rules = table.rules;
    let root = Key::of(&rules, state);
    let len = curve.len().saturating_sub(total as usize).max(1);
    // Every state the rest of the sheet can reach, by layer of filled boxes, each with the most
    // points that can be scored on the way there: its vector needs no entry beyond (the entries
    // from `len - 1` on are all the same, the chance past every other total).
    let mut layers: Vec<BTreeMap<Key, usize>> = vec![BTreeMap::from([(root, 0)])];
    loop {
        let mut next: BTreeMap<Key, usize> = BTreeMap::new();
        for (&key, &reach) in layers.last().expect("a layer") {
            for (nk, gain) in successors(table, key) {
                let r = (reach + gain as usize).min(len - 1);
                let e = next.entry(nk).or_insert(r);
                *e = (*e).max(r);
            }
        }
        if next.is_empty() {
            break;
        }
        layers.push(next);
    }
    let mut values: BTreeMap<Key, Vec<f64>> = BTreeMap::new();
    let all = rules.all_boxes();
    for layer in layers.iter().skip(1).rev() {
        for (&key, &reach) in layer {
            let v = if key.filled & all == all {
                (0..=reach)
                    .map(|i| win_at(curve, total as usize + i))
                    .collect()
            } else {
                turn(table, key, reach + 1, &values).2
            };
            values.insert(key, v);
        }
    }
    let (before_last, before_second, start) = if root.filled & all == all {
        (Vec::new(), Vec::new(), win_at(curve, total as usize))
    } else {
        let (a, b, v) = turn(table, root, 1, &values);
        (a, b, v[0])
    };
    // Only the states one box on are read again, by the ranking of boxes.
    let next = successors(table, root)
        .filter_map(|(nk, _)| Some((nk, values.get(&nk)?.clone())))
        .collect();
    WinPlan {
        table,
        key: root,
        next,
        before_last,
        before_second,
        start,
    }
}

/// The chance to win at final total `x`: past the curve's end, its last value.
fn win_at(curve: &[f64], x: usize) -> f64 {
    curve[x.min(curve.len() - 1)]
}

/// The states one box on from `key`, each with the points scored on the way (a state once per
/// final and box that lead there; the caller dedups).
fn successors(table: &Table, key: Key) -> impl Iterator<Item = (Key, u16)> + '_ {
    let rules = table.rules;
    let finals = table.space.finals();
    finals.iter().flat_map(move |counts| {
        let allowed = rules.placement(key.filled, key.flag, counts).allowed;
        (0..rules.box_count())
            .filter(move |b| allowed & (1 << b) != 0)
            .map(move |b| step(&rules, key, counts, b))
    })
}

/// `out[i] = v[min(i + shift, end)]` for every entry of `out`, kept where it is larger. In two
/// straight runs (the shifted slice, then the last entry), which the compiler turns into SIMD.
#[inline]
fn max_shifted(out: &mut [f64], v: &[f64], shift: usize) {
    let last = v.len() - 1;
    let direct = if shift <= last {
        (last - shift + 1).min(out.len())
    } else {
        0
    };
    let (head, tail) = out.split_at_mut(direct);
    max_into(head, &v[shift.min(last)..][..direct]);
    let x = v[last];
    for o in tail {
        *o = if x > *o { x } else { *o };
    }
}

/// `out[i] = max(out[i], v[i])`, in the select form that compiles to SIMD.
#[inline]
fn max_into(out: &mut [f64], v: &[f64]) {
    for (o, &x) in out.iter_mut().zip(v) {
        *o = if x > *o { x } else { *o };
    }
}

/// One turn from `key` on vectors of `len` entries, the next states' values in `values`:
/// the keep values before the last roll and before the second (at entry 0, for advice), and
/// the value at the turn's start.
fn turn(
    table: &Table,
    key: Key,
    len: usize,
    values: &BTreeMap<Key, Vec<f64>>,
) -> (Vec<f64>, Vec<f64>, Vec<f64>) {
    let (rules, space) = (table.rules, &table.space);
    let keeps = space.keeps();
    let mut kv = vec![0.0; keeps.len() * len];
    // No rolls left: each roll is worth its best box, entry by entry.
    for r in 0..space.rolls().len() {
        let out = &mut kv[space.roll_keep(r) * len..][..len];
        out.fill(f64::NEG_INFINITY);
        for &(f, _) in space.roll_finals(r) {
            let counts = &space.finals()[f];
            let allowed = rules.placement(key.filled, key.flag, counts).allowed;
            for b in (0..rules.box_count()).filter(|b| allowed & (1 << b) != 0) {
                let (nk, gain) = step(&rules, key, counts, b);
                max_shifted(out, &values[&nk], gain as usize);
            }
        }
    }
    let mut stages = Vec::with_capacity(2);
    for _ in 0..2 {
        // A keep of fewer dice averages its one-die-larger keeps (largest keeps first).
        for k in space.smaller_keeps() {
            let children = space.children(k);
            let mut acc = vec![0.0; len];
            for &c in children {
                for (a, &x) in acc.iter_mut().zip(&kv[c * len..][..len]) {
                    *a += x;
                }
            }
            let n = children.len() as f64;
            for (o, a) in kv[k * len..][..len].iter_mut().zip(acc) {
                *o = a / n;
            }
        }
        stages.push((0..keeps.len()).map(|k| kv[k * len]).collect::<Vec<f64>>());
        // A roll with a reroll left is worth the best of its parts (itself included): the best
        // over every part of each keep, built up from its one-die-smaller parents, smallest
        // keeps first, in place (a smaller keep's own value is not read again).
        for k in 0..keeps.len() {
            let (lo, hi) = kv.split_at_mut(k * len);
            let out = &mut hi[..len];
            for &p in space.parents(k) {
                max_into(out, &lo[p * len..][..len]);
            }
        }
    }
    let mut start = vec![0.0; len];
    for (r, &p) in space.roll_probs().iter().enumerate() {
        for (s, &x) in start.iter_mut().zip(&kv[space.roll_keep(r) * len..][..len]) {
            *s += p * x;
        }
    }
    let before_second = stages.pop().expect("two stages");
    let before_last = stages.pop().expect("two stages");
    (before_last, before_second, start)
}

impl WinPlan<'_> {
    /// Every choice for these dice (`marked`: the marked die's face, in a game with one) with
    /// `rolls_left` rolls left, each with the chance to win after it as its value, best first.
    /// A box scored with a wild die appears once, at its best wild face.
    pub fn options(&self, dice: &Counts, marked: Option<Face>, rolls_left: u8) -> Vec<Ranked> {
        let (table, key) = (self.table, self.key);
        let (rules, space) = (table.rules, &table.space);
        let Some(r) = space.roll_index(dice, marked) else {
            return Vec::new();
        };
        if key.filled == rules.all_boxes() {
            return Vec::new();
        }
        let mut per_box: Vec<Option<(f64, Face)>> = vec![None; rules.box_count()];
        for &(f, wild) in space.roll_finals(r) {
            let counts = &space.finals()[f];
            let allowed = rules.placement(key.filled, key.flag, counts).allowed;
            for b in (0..rules.box_count()).filter(|b| allowed & (1 << b) != 0) {
                let (nk, gain) = step(&rules, key, counts, b);
                let v = &self.next[&nk];
                let value = v[(gain as usize).min(v.len() - 1)];
                if per_box[b].is_none_or(|(best, _)| value > best) {
                    per_box[b] = Some((value, wild));
                }
            }
        }
        let mut out: Vec<Ranked> = per_box
            .iter()
            .enumerate()
            .filter_map(|(b, e)| {
                let (value, wild) = (*e)?;
                let choice = if wild == 0 {
                    Choice::Score(b)
                } else {
                    Choice::ScoreWild { box_index: b, wild }
                };
                Some(Ranked { choice, value })
            })
            .collect();
        let kv = match rolls_left {
            0 => &Vec::new(),
            1 => &self.before_last,
            _ => &self.before_second,
        };
        if !kv.is_empty() {
            for &k in space.proper_parts(r) {
                let keep: Keep = space.keeps()[k];
                let choice = if keep.marked == 0 {
                    Choice::Keep(keep.plain)
                } else {
                    Choice::KeepMarked(keep.faces())
                };
                out.push(Ranked {
                    choice,
                    value: kv[k],
                });
            }
        }
        out.sort_by(|a, b| b.value.total_cmp(&a.value));
        out
    }
}
