//! Dice and dice multisets.
//!
//! Scoring never depends on the order of the dice, so every rule works on [`Counts`], a
//! multiset of faces. There are only 252 multisets of five six-sided dice (462 with seven
//! faces), which makes exhaustive tests and the solver's tables cheap.

/// Number of dice in every game the engine knows.
pub const DICE: usize = 5;

/// The largest number of faces a die may have (Lucky7 uses seven-sided dice).
pub const MAX_FACES: usize = 7;

/// A face value, 1-based. `0` is never a face: it marks a die that has not been rolled yet.
pub type Face = u8;

/// How many dice show each face: `counts[f]` for face `f` (index 0 is unused).
#[derive(
    Clone,
    Copy,
    Debug,
    Default,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    serde::Serialize,
    serde::Deserialize,
)]
pub struct Counts(pub [u8; MAX_FACES + 1]);

impl Counts {
    /// Counts of a set of rolled dice. Faces outside `1..=MAX_FACES` are ignored.
    pub fn of(dice: &[Face]) -> Counts {
        let mut c = [0u8; MAX_FACES + 1];
        for &d in dice {
            if (1..=MAX_FACES as u8).contains(&d) {
                c[d as usize] += 1;
            }
        }
        Counts(c)
    }

    /// How many dice show `face`.
    pub fn get(&self, face: Face) -> u8 {
        self.0.get(face as usize).copied().unwrap_or(0)
    }

    /// Number of dice in the multiset.
    pub fn len(&self) -> u8 {
        self.0.iter().sum()
    }

    /// True when the multiset holds no dice.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Sum of the faces of all dice.
    pub fn total(&self) -> u16 {
        self.0
            .iter()
            .enumerate()
            .map(|(f, &n)| f as u16 * n as u16)
            .sum()
    }

    /// The largest number of dice showing one face.
    pub fn max_alike(&self) -> u8 {
        self.0.iter().copied().max().unwrap_or(0)
    }

    /// The face shown most often (the highest such face on a tie), or `None` when empty.
    pub fn most_common(&self) -> Option<Face> {
        let max = self.max_alike();
        if max == 0 {
            return None;
        }
        (1..=MAX_FACES as u8).rev().find(|&f| self.get(f) == max)
    }

    /// The dice in ascending order.
    pub fn faces(&self) -> Vec<Face> {
        let mut v = Vec::with_capacity(self.len() as usize);
        for f in 1..=MAX_FACES as u8 {
            for _ in 0..self.get(f) {
                v.push(f);
            }
        }
        v
    }

    /// Every multiset of `n` dice with faces `1..=faces`, in ascending lexicographic order of
    /// their sorted faces. For five six-sided dice that is 252 multisets.
    pub fn all(n: u8, faces: u8) -> Vec<Counts> {
        fn rec(out: &mut Vec<Counts>, cur: &mut Vec<Face>, n: u8, from: Face, faces: u8) {
            if cur.len() == n as usize {
                out.push(Counts::of(cur));
                return;
            }
            for f in from..=faces {
                cur.push(f);
                rec(out, cur, n, f, faces);
                cur.pop();
            }
        }
        let mut out = Vec::new();
        rec(&mut out, &mut Vec::new(), n, 1, faces);
        out
    }
}

impl std::fmt::Display for Counts {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        for face in self.faces() {
            write!(f, "{face}")?;
        }
        Ok(())
    }
}
