//! Dice and dice multisets.
//!
//! Scoring never depends on the order of the dice, so every rule works on [`Counts`], a
//! multiset of faces. There are only 252 multisets of five six-sided dice (462 with seven
//! faces), which makes exhaustive tests and the solver's tables cheap.

/// Dice in the five-dice games (every game but Maxi Yatzy): the solver's tables are for these.
/// A game's own count is [`VariantDef::dice`](crate::VariantDef::dice).
pub const DICE: usize = 5;

/// The most dice any game has (Maxi Yatzy's six).
pub const MAX_DICE: usize = 6;

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

/// One value per die of a game: its faces ([`Dice`]) or which are held ([`Held`]). As many as
/// the game has dice (one to [`MAX_DICE`]); the places past them always hold `T::default()`, so
/// two rows are equal exactly when their dice are. It reads as a slice (`row[i]`, `row.iter()`,
/// `row.len()`), and is stored as a list of its values, as the five-dice arrays it replaced were.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct PerDie<T> {
    len: u8,
    items: [T; MAX_DICE],
}

/// The faces of a game's dice.
pub type Dice = PerDie<Face>;

/// Which of a game's dice are held.
pub type Held = PerDie<bool>;

impl<T: Copy + Default> PerDie<T> {
    /// `n` dice (at most [`MAX_DICE`]), each holding `T::default()`: no face yet, none held.
    pub fn none(n: usize) -> PerDie<T> {
        PerDie {
            len: n.min(MAX_DICE) as u8,
            items: [T::default(); MAX_DICE],
        }
    }

    /// `n` dice (at most [`MAX_DICE`]), each holding `value`.
    pub fn filled(n: usize, value: T) -> PerDie<T> {
        PerDie::from_fn(n, |_| value)
    }

    /// The row holding `values`, or `None` for none or more than [`MAX_DICE`].
    pub fn from_slice(values: &[T]) -> Option<PerDie<T>> {
        if values.is_empty() || values.len() > MAX_DICE {
            return None;
        }
        Some(PerDie::from_fn(values.len(), |i| values[i]))
    }

    /// The row of `n` dice (at most [`MAX_DICE`]) whose die `i` holds `f(i)`.
    pub fn from_fn(n: usize, mut f: impl FnMut(usize) -> T) -> PerDie<T> {
        let mut row = PerDie::none(n);
        for (i, v) in row.iter_mut().enumerate() {
            *v = f(i);
        }
        row
    }
}

impl<T: Copy + Default> Default for PerDie<T> {
    /// Five dice: saves from before a field of this kind was stored were all five-dice games.
    fn default() -> PerDie<T> {
        PerDie::none(DICE)
    }
}

impl<T: Copy + Default, const N: usize> From<[T; N]> for PerDie<T> {
    /// `N` dice; more than [`MAX_DICE`] is a fault in the caller's code.
    fn from(values: [T; N]) -> PerDie<T> {
        const { assert!(N >= 1 && N <= MAX_DICE) };
        let mut items = [T::default(); MAX_DICE];
        items[..N].copy_from_slice(&values);
        PerDie {
            len: N as u8,
            items,
        }
    }
}

impl<T> std::ops::Deref for PerDie<T> {
    type Target = [T];
    fn deref(&self) -> &[T] {
        // `min` tells the compiler the bound holds: no check, no panic path, at every use (the
        // page's first download counts each one).
        &self.items[..usize::from(self.len).min(MAX_DICE)]
    }
}

impl<T> std::ops::DerefMut for PerDie<T> {
    fn deref_mut(&mut self) -> &mut [T] {
        &mut self.items[..usize::from(self.len).min(MAX_DICE)]
    }
}

impl<T> IntoIterator for PerDie<T> {
    type Item = T;
    type IntoIter = std::iter::Take<std::array::IntoIter<T, MAX_DICE>>;
    fn into_iter(self) -> Self::IntoIter {
        self.items.into_iter().take(self.len as usize)
    }
}

impl<'a, T> IntoIterator for &'a PerDie<T> {
    type Item = &'a T;
    type IntoIter = std::slice::Iter<'a, T>;
    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

impl<T: PartialEq, const N: usize> PartialEq<[T; N]> for PerDie<T> {
    fn eq(&self, other: &[T; N]) -> bool {
        **self == other[..]
    }
}

impl<T: std::fmt::Debug> std::fmt::Debug for PerDie<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl<T: serde::Serialize> serde::Serialize for PerDie<T> {
    /// As the arrays of five it replaced were written: a tuple of the dice's values.
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeTuple;
        let mut row = s.serialize_tuple(self.len())?;
        for v in self.iter() {
            row.serialize_element(v)?;
        }
        row.end()
    }
}

impl<'de, T: serde::Deserialize<'de> + Copy + Default> serde::Deserialize<'de> for PerDie<T> {
    /// A list of one to [`MAX_DICE`] values; whether that is the game's count of dice is for the
    /// game's replay to say (`GameData`).
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<PerDie<T>, D::Error> {
        struct Row<T>(std::marker::PhantomData<T>);
        impl<'de, T: serde::Deserialize<'de> + Copy + Default> serde::de::Visitor<'de> for Row<T> {
            type Value = PerDie<T>;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("one to six dice")
            }
            fn visit_seq<A: serde::de::SeqAccess<'de>>(
                self,
                mut seq: A,
            ) -> Result<PerDie<T>, A::Error> {
                let mut row = PerDie::none(MAX_DICE);
                let mut len = 0;
                while let Some(v) = seq.next_element()? {
                    // A seventh die is no die of any game.
                    *row.items
                        .get_mut(len)
                        .ok_or_else(|| serde::de::Error::invalid_length(len + 1, &self))? = v;
                    len += 1;
                }
                row.len = len as u8;
                if len == 0 {
                    return Err(serde::de::Error::invalid_length(0, &self));
                }
                Ok(row)
            }
        }
        d.deserialize_tuple(MAX_DICE, Row(std::marker::PhantomData))
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
