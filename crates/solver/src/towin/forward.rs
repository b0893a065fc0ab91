//! A player's final total, as an exact distribution, when they play the rest of their sheet as
//! a bot of some level plays it (an Expert: the expected-score strategy, as people are assumed
//! to play): every turn followed roll by roll, each roll's chance carried through the choices
//! the bot makes there, each with its chance (`play::choice_chances`, the bots' own rule).

use std::collections::{BTreeMap, HashMap};
use std::rc::Rc;

use super::{step, Distribution, Key};
use crate::play::choice_chances;
use crate::{best_per_box, Choice, Keep, Table, TurnState, Workspace};
use yahtzee_engine::{BotLevel, DICE};

/// Where one turn from `key` ends when a bot of `level` plays it: each next state with the
/// points the turn adds, and its chance.
pub(crate) fn level_turn(
    table: &Table,
    key: Key,
    level: BotLevel,
    ws: &mut Workspace,
) -> Vec<(Key, u16, f64)> {
    let (rules, space) = (table.rules, &table.space);
    let plan = table.plan_turn(key.state(), ws);
    let keeps = space.keeps();
    let mut mass = space.roll_probs().to_vec();
    let mut ends: BTreeMap<(Key, u16), f64> = BTreeMap::new();
    for rolls_left in [2u8, 1, 0] {
        let mut kept = vec![0.0; keeps.len()];
        for (r, &m) in mass.iter().enumerate() {
            if m == 0.0 {
                continue;
            }
            let roll = space.rolls()[r];
            let dice = roll.faces();
            let marked = space.wild().map(|_| roll.marked);
            // The ranking a bot is given, as `play::bot_turn` gives it; an Expert plays its
            // first, found without the list (most of the time of a distribution, measured).
            let chances = match level {
                BotLevel::Expert | BotLevel::ToWin => plan
                    .first_option(&dice, marked, rolls_left)
                    .map(|r| (r.choice, 1.0))
                    .into_iter()
                    .collect(),
                _ => {
                    let ranking = best_per_box(&plan.every_option(&dice, marked, rolls_left));
                    choice_chances(&ranking, level)
                }
            };
            for (choice, p) in chances {
                let m = m * p;
                let keep = match choice {
                    Choice::Score(b) => Err((b, 0)),
                    Choice::ScoreWild { box_index, wild } => Err((box_index, wild)),
                    Choice::Keep(plain) => Ok(Keep { plain, marked: 0 }),
                    Choice::KeepMarked(faces) => {
                        let mut plain = faces;
                        plain.0[roll.marked as usize] -= 1;
                        Ok(Keep {
                            plain,
                            marked: roll.marked,
                        })
                    }
                };
                match keep {
                    Ok(k) => {
                        if let Some(k) = space.keep_index(&k) {
                            kept[k] += m;
                        }
                    }
                    Err((b, wild)) => {
                        let finals = space.roll_finals(r);
                        let Some(&(f, _)) = finals.iter().find(|&&(_, w)| w == wild) else {
                            continue;
                        };
                        let (next, gain) = step(&rules, key, &space.finals()[f], b);
                        *ends.entry((next, gain)).or_default() += m;
                    }
                }
            }
        }
        // Each kept die set rolls its other dice: a keep's chance goes to its one-die-larger
        // keeps evenly (keeps are ordered smallest first), down to whole rolls.
        for k in 0..keeps.len() {
            if kept[k] != 0.0 && keeps[k].len() < DICE {
                let children = space.children(k);
                let share = kept[k] / children.len() as f64;
                for &c in children {
                    kept[c] += share;
                }
            }
        }
        for (r, m) in mass.iter_mut().enumerate() {
            *m = kept[space.roll_keep(r)];
        }
    }
    ends.into_iter().map(|((k, g), p)| (k, g, p)).collect()
}

/// The distribution of the final total of a player who starts a turn in `state` with `total`
/// points (bonuses included) and plays every turn left with the expected-score strategy (as an
/// Expert does). A finished sheet ends on its total. (A [`Finals`] keeps what it works out for
/// the next call, and knows the other levels.)
pub fn final_distribution(table: &Table, state: TurnState, total: u16) -> Distribution {
    Finals::default().of(table, state, total, BotLevel::Expert)
}

/// The points still to come as a bot of each level plays, by state, kept from one call to the
/// next: a player's sheet late in a game is often one already worked out, in this game or
/// another. For one table only.
#[derive(Default)]
pub struct Finals {
    rest: HashMap<(BotLevel, Key), Rc<Vec<f64>>>,
    /// The values kept in `rest`, counted as they are added.
    floats: usize,
}

/// Values (f64) kept before the memory is given back: 16 MB, within a phone's worker beside the
/// tables (BENCHMARKS.md, the worker's memory). A count of states would not bound it: a state
/// early in a game keeps about 300 values, one late in it a few.
const KEPT_FLOATS: usize = 2_000_000;

impl Finals {
    /// [`final_distribution`] for a player who plays as a bot of `level`, from what is kept
    /// where it can.
    pub fn of(
        &mut self,
        table: &Table,
        state: TurnState,
        total: u16,
        level: BotLevel,
    ) -> Distribution {
        if self.floats > KEPT_FLOATS {
            self.rest.clear();
            self.floats = 0;
        }
        let mut ws = table.workspace(1);
        let rest = self.rest(table, Key::of(&table.rules, state), level, &mut ws);
        let mut out = vec![0.0; total as usize];
        out.extend_from_slice(&rest);
        out
    }

    /// The distribution of the points still to come from the start of a turn in `key`.
    fn rest(
        &mut self,
        table: &Table,
        key: Key,
        level: BotLevel,
        ws: &mut Workspace,
    ) -> Rc<Vec<f64>> {
        if let Some(r) = self.rest.get(&(level, key)) {
            return r.clone();
        }
        let all = table.rules.all_boxes();
        let mut acc = vec![0.0];
        if key.filled & all == all || !table.knows(&key.state()) {
            acc[0] = 1.0;
        } else {
            for (nk, gain, p) in level_turn(table, key, level, ws) {
                let next = self.rest(table, nk, level, ws);
                add_shifted(&mut acc, &next, gain as usize, p);
            }
        }
        let acc = Rc::new(acc);
        self.floats += acc.len();
        self.rest.insert((level, key), acc.clone());
        acc
    }
}

/// `into[i + shift] += p · from[i]`, growing `into` as needed.
pub(crate) fn add_shifted(into: &mut Vec<f64>, from: &[f64], shift: usize, p: f64) {
    if into.len() < from.len() + shift {
        into.resize(from.len() + shift, 0.0);
    }
    for (o, &x) in into[shift..].iter_mut().zip(from) {
        *o += p * x;
    }
}
