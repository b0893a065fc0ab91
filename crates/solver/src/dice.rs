//! The dice multisets a turn moves through, indexed once per number of faces.

use std::collections::HashMap;

use yahtzee_engine::{Counts, DICE};

/// Every keep (multiset of 0 to 5 dice) and roll (multiset of 5 dice) with the links between
/// them. Keeps are ordered by size, smallest first, so a keep's one-die-larger children and a
/// roll's parts are always on the right side of it.
pub struct DiceSpace {
    faces: u8,
    keeps: Vec<Counts>,
    children: Vec<Vec<usize>>,
    rolls: Vec<Counts>,
    roll_keep: Vec<usize>,
    sub_keeps: Vec<Vec<usize>>,
    proper_parts: Vec<Vec<usize>>,
    roll_probs: Vec<f64>,
    first_roll_keep: usize,
    keep_of: HashMap<Counts, usize>,
    roll_of: HashMap<Counts, usize>,
    parents: Vec<Vec<usize>>,
}

fn factorial(n: u32) -> u32 {
    (1..=n).product()
}

impl DiceSpace {
    /// The space of five dice with `faces` faces.
    pub fn new(faces: u8) -> DiceSpace {
        let keeps: Vec<Counts> = (0..=DICE as u8)
            .flat_map(|n| Counts::all(n, faces))
            .collect();
        let index: HashMap<Counts, usize> =
            keeps.iter().enumerate().map(|(i, &c)| (c, i)).collect();
        let children = keeps
            .iter()
            .map(|k| {
                if k.len() as usize == DICE {
                    return Vec::new();
                }
                (1..=faces)
                    .map(|f| {
                        let mut c = *k;
                        c.0[f as usize] += 1;
                        index[&c]
                    })
                    .collect()
            })
            .collect();
        let rolls = Counts::all(DICE as u8, faces);
        let roll_keep: Vec<usize> = rolls.iter().map(|r| index[r]).collect();
        let sub_keeps: Vec<Vec<usize>> = rolls
            .iter()
            .map(|r| {
                let mut subs: Vec<usize> = keeps
                    .iter()
                    .enumerate()
                    .filter(|(_, k)| (1..=faces).all(|f| k.get(f) <= r.get(f)))
                    .map(|(i, _)| i)
                    .collect();
                subs.sort_unstable();
                subs
            })
            .collect();
        let proper_parts = sub_keeps
            .iter()
            .zip(&roll_keep)
            .map(|(subs, &k)| subs.iter().copied().filter(|&s| s != k).collect())
            .collect();
        let total = (faces as f64).powi(DICE as i32);
        let roll_probs = rolls
            .iter()
            .map(|r| {
                let ways = factorial(DICE as u32) as f64
                    / (1..=faces)
                        .map(|f| factorial(r.get(f) as u32) as f64)
                        .product::<f64>();
                ways / total
            })
            .collect();
        let first_roll_keep = 0;
        let roll_of = rolls.iter().enumerate().map(|(i, &c)| (c, i)).collect();
        let parents = keeps
            .iter()
            .map(|k| {
                (1..=faces)
                    .filter(|&f| k.get(f) > 0)
                    .map(|f| {
                        let mut c = *k;
                        c.0[f as usize] -= 1;
                        index[&c]
                    })
                    .collect()
            })
            .collect();
        DiceSpace {
            faces,
            keeps,
            children,
            rolls,
            roll_keep,
            sub_keeps,
            proper_parts,
            roll_probs,
            first_roll_keep,
            keep_of: index,
            roll_of,
            parents,
        }
    }

    /// Faces per die.
    pub fn faces(&self) -> u8 {
        self.faces
    }

    /// Every keep, smallest first.
    pub fn keeps(&self) -> &[Counts] {
        &self.keeps
    }

    /// Every roll of five dice.
    pub fn rolls(&self) -> &[Counts] {
        &self.rolls
    }

    /// The keep index of roll `r`.
    pub fn roll_keep(&self, r: usize) -> usize {
        self.roll_keep[r]
    }

    /// The keep index of a multiset.
    pub fn keep_index(&self, c: &Counts) -> Option<usize> {
        self.keep_of.get(c).copied()
    }

    /// The roll index of a multiset of five dice.
    pub fn roll_index(&self, c: &Counts) -> Option<usize> {
        self.roll_of.get(c).copied()
    }

    /// Keep `k` with one more die of each face.
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

    /// Keep `k` with one die fewer, once per distinct face it holds.
    pub fn parents(&self, k: usize) -> &[usize] {
        &self.parents[k]
    }

    /// Probability of each roll when all five dice are thrown.
    pub fn roll_probs(&self) -> &[f64] {
        &self.roll_probs
    }

    /// Keeps of fewer than five dice, largest first: the order their values can be computed in.
    pub fn smaller_keeps(&self) -> impl Iterator<Item = usize> + '_ {
        (0..self.keeps.len())
            .rev()
            .filter(|&k| (self.keeps[k].len() as usize) < DICE)
    }

    /// The empty keep.
    pub fn empty_keep(&self) -> usize {
        self.first_roll_keep
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn six_faces_give_252_rolls_and_462_keeps() {
        let s = DiceSpace::new(6);
        assert_eq!(s.rolls().len(), 252);
        assert_eq!(s.keeps().len(), 462);
        let p: f64 = s.roll_probs().iter().sum();
        assert!((p - 1.0).abs() < 1e-6);
        assert_eq!(s.sub_keeps(0).len(), 6); // 11111: keep 0 to 5 ones
        let straight = s.roll_index(&Counts::of(&[1, 2, 3, 4, 5])).unwrap();
        assert_eq!(s.sub_keeps(straight).len(), 32);
        for k in s.smaller_keeps() {
            assert!(s.children(k).iter().all(|&c| c > k));
        }
        for k in 0..s.keeps().len() {
            assert!(s.parents(k).iter().all(|&p| p < k));
            assert_eq!(s.parents(k).is_empty(), k == s.empty_keep());
        }
    }

    #[test]
    fn seven_faces_give_462_rolls_and_792_keeps() {
        let s = DiceSpace::new(7);
        assert_eq!(s.rolls().len(), 462);
        assert_eq!(s.keeps().len(), 792);
    }
}
