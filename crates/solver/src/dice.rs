//! The dice states a turn moves through, indexed once per kind of dice.
//!
//! With five alike dice a state is a multiset: 252 rolls and 462 keeps for six faces. A game with
//! a marked wild die (Lucky7) needs more: the marked die can only be told apart while it shows its
//! wild face, but which die is marked matters whatever it shows, because rolling the marked die
//! again may bring up the wild face while rolling a plain die never does. Keeping a 5 and
//! rerolling the marked 5 is a different move from keeping the marked 5 and rerolling a plain
//! one. So in such a game a state is the multiset of the four plain dice plus the face of the
//! marked die (a keep: the plain dice kept plus the marked die's face, or 0 when it rolls again).
//! The marked die has as many faces as the others, each as likely, so every keep of fewer than
//! five dice still averages over `faces` one-die-larger keeps, and the solver's steps are the
//! same for both kinds of dice.

use std::collections::HashMap;

use yahtzee_engine::{Counts, Face, DICE};

mod build;

/// A keep: the dice held before a roll. A roll is a keep of all five dice.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Keep {
    /// The dice kept other than the marked die (every kept die in a game without one).
    pub plain: Counts,
    /// The face of the marked die when it is kept; 0 when it is rolled (or there is none).
    pub marked: Face,
}

impl Keep {
    /// Number of dice kept.
    pub fn len(&self) -> usize {
        self.plain.len() as usize + (self.marked != 0) as usize
    }

    /// True when no die is kept.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The faces of every kept die, the marked one included.
    pub fn faces(&self) -> Counts {
        let mut c = self.plain;
        if self.marked != 0 {
            c.0[self.marked as usize] += 1;
        }
        c
    }
}

/// Every keep and roll of a kind of dice, with the links between them. Keeps are ordered by
/// size, smallest first, so a keep's one-die-larger children and a roll's parts are always on the
/// right side of it.
///
/// What a roll scores is a multiset of five faces (a "final"): in a game without a wild die each
/// roll is its own final; a roll whose marked die shows the wild face may score as any of
/// `faces` finals, the best of which is taken.
pub struct DiceSpace {
    faces: u8,
    wild: Option<Face>,
    keeps: Vec<Keep>,
    children: Vec<Vec<usize>>,
    parents: Vec<Vec<usize>>,
    keep_of: HashMap<Keep, usize>,
    rolls: Vec<Keep>,
    roll_keep: Vec<usize>,
    roll_of: HashMap<Keep, usize>,
    roll_probs: Vec<f64>,
    sub_keeps: Vec<Vec<usize>>,
    proper_parts: Vec<Vec<usize>>,
    finals: Vec<Counts>,
    final_slot: Vec<usize>,
    roll_finals: Vec<Vec<(usize, Face)>>,
    gathers: Vec<(usize, Vec<usize>)>,
    slots: usize,
}

/// `c` with one more die showing `f`.
fn plus(c: &Counts, f: Face) -> Counts {
    let mut c = *c;
    c.0[f as usize] += 1;
    c
}

/// `c` with one die fewer showing `f`.
fn minus(c: &Counts, f: Face) -> Counts {
    let mut c = *c;
    c.0[f as usize] -= 1;
    c
}

impl DiceSpace {
    /// The space of five alike dice with `faces` faces.
    pub fn new(faces: u8) -> DiceSpace {
        DiceSpace::build(faces, None)
    }

    /// The space of five dice with `faces` faces, one of them marked, whose face `wild` counts
    /// as any face the player likes.
    pub fn with_wild(faces: u8, wild: Face) -> DiceSpace {
        DiceSpace::build(faces, Some(wild))
    }

    /// Faces per die.
    pub fn faces(&self) -> u8 {
        self.faces
    }

    /// The wild face of the marked die, in a space with one.
    pub fn wild(&self) -> Option<Face> {
        self.wild
    }

    /// Every keep, smallest first.
    pub fn keeps(&self) -> &[Keep] {
        &self.keeps
    }

    /// Every roll of five dice.
    pub fn rolls(&self) -> &[Keep] {
        &self.rolls
    }

    /// Every multiset of five faces a roll may score as.
    pub fn finals(&self) -> &[Counts] {
        &self.finals
    }

    /// The keep index of roll `r`.
    pub fn roll_keep(&self, r: usize) -> usize {
        self.roll_keep[r]
    }

    /// The keep index of a keep.
    pub fn keep_index(&self, k: &Keep) -> Option<usize> {
        self.keep_of.get(k).copied()
    }

    /// The roll showing `dice` (every die's face), the marked die showing `marked` in a space
    /// with a marked die (`marked` is ignored without one).
    pub fn roll_index(&self, dice: &Counts, marked: Option<Face>) -> Option<usize> {
        let key = match self.wild {
            None => Keep {
                plain: *dice,
                marked: 0,
            },
            Some(_) => {
                let m = marked.filter(|&m| (1..=self.faces).contains(&m))?;
                if dice.get(m) == 0 {
                    return None;
                }
                Keep {
                    plain: minus(dice, m),
                    marked: m,
                }
            }
        };
        self.roll_of.get(&key).copied()
    }

    /// Keep `k` with one more die, once per face: the children a keep's value averages.
    pub fn children(&self, k: usize) -> &[usize] {
        &self.children[k]
    }

    /// The distinct parts of roll `r` (itself and the empty keep included), as keep indices.
    pub fn sub_keeps(&self, r: usize) -> &[usize] {
        &self.sub_keeps[r]
    }

    /// The distinct parts of roll `r` other than itself: the keeps that reroll at least one die.
    pub fn proper_parts(&self, r: usize) -> &[usize] {
        &self.proper_parts[r]
    }

    /// Keep `k` with one die fewer, once per distinct die it holds (the marked die counts as
    /// distinct from the plain dice).
    pub fn parents(&self, k: usize) -> &[usize] {
        &self.parents[k]
    }

    /// Probability of each roll when all five dice are thrown.
    pub fn roll_probs(&self) -> &[f64] {
        &self.roll_probs
    }

    /// The finals roll `r` may score as, each with the face chosen for the wild die (0 when the
    /// roll shows no wild face).
    pub fn roll_finals(&self, r: usize) -> &[(usize, Face)] {
        &self.roll_finals[r]
    }

    /// Where the solver's scratch space holds the value of each final.
    pub fn final_slot(&self, f: usize) -> usize {
        self.final_slot[f]
    }

    /// The rolls whose value is not written in place: each roll's keep index and the slots of
    /// the finals whose best it takes. Empty without a wild die.
    pub fn gathers(&self) -> &[(usize, Vec<usize>)] {
        &self.gathers
    }

    /// Values the scratch space holds: one per keep, then one per final with a wild die.
    pub fn slots(&self) -> usize {
        self.slots
    }

    /// Keeps of fewer than five dice, largest first: the order their values can be computed in.
    pub fn smaller_keeps(&self) -> impl Iterator<Item = usize> + '_ {
        (0..self.keeps.len())
            .rev()
            .filter(|&k| self.keeps[k].len() < DICE)
    }

    /// The empty keep.
    pub fn empty_keep(&self) -> usize {
        0
    }
}

#[cfg(test)]
mod tests;
