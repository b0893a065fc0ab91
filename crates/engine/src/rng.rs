//! The injected source of dice.
//!
//! Games carry their own generator so that a game is a plain value: the same seed and the same
//! choices always give the same dice, and a saved game resumes without re-rolling.

use serde::{Deserialize, Serialize};

use crate::dice::Face;

/// Anything that can roll one die.
pub trait DiceSource {
    /// A face in `1..=faces`, each equally likely.
    fn roll_die(&mut self, faces: u8) -> Face;
}

/// PCG32 (XSH RR 64/32) by Melissa O'Neill: small, fast, statistically strong, and its whole
/// state is two integers, so it serialises with the game. Each is written as decimal text: a
/// saved game is read by JavaScript's `JSON.parse`, whose numbers hold integers exactly only
/// up to 2^53. A number (as saved before) is read too.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pcg32 {
    #[serde(with = "as_text")]
    state: u64,
    #[serde(with = "as_text")]
    inc: u64,
}

/// A `u64` as decimal text, read back from text or from a number.
mod as_text {
    use serde::de::{Error, Unexpected, Visitor};
    use serde::{Deserializer, Serializer};

    pub fn serialize<S: Serializer>(value: &u64, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(value)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<u64, D::Error> {
        d.deserialize_any(Word)
    }

    struct Word;

    impl Visitor<'_> for Word {
        type Value = u64;

        fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
            f.write_str("a 64-bit unsigned integer, as text or as a number")
        }

        fn visit_str<E: Error>(self, v: &str) -> Result<u64, E> {
            v.parse()
                .map_err(|_| E::invalid_value(Unexpected::Str(v), &self))
        }

        fn visit_u64<E: Error>(self, v: u64) -> Result<u64, E> {
            Ok(v)
        }

        fn visit_i64<E: Error>(self, v: i64) -> Result<u64, E> {
            u64::try_from(v).map_err(|_| E::invalid_value(Unexpected::Signed(v), &self))
        }

        /// A number beyond 2^53 read by a browser that rounds it: the nearest whole number.
        fn visit_f64<E: Error>(self, v: f64) -> Result<u64, E> {
            if (0.0..18_446_744_073_709_551_616.0).contains(&v) && v.fract() == 0.0 {
                Ok(v as u64)
            } else {
                Err(E::invalid_value(Unexpected::Float(v), &self))
            }
        }
    }
}

const MULTIPLIER: u64 = 6364136223846793005;

/// The one stream every game's generator is on (`pcg32_srandom_r`'s `initseq`).
const STREAM: u64 = 0x5961_6874_7a65_6521;

impl Pcg32 {
    /// Whether a game's seed can have made this generator: every game's dice come from the one
    /// stream of [`Pcg32::from_seed`] (a saved state may be anywhere along it).
    pub fn is_sound(&self) -> bool {
        self.inc == (STREAM << 1) | 1
    }

    /// The reference `pcg32_srandom_r(initstate, initseq)`.
    pub fn new(initstate: u64, initseq: u64) -> Pcg32 {
        let mut rng = Pcg32 {
            state: 0,
            inc: (initseq << 1) | 1,
        };
        rng.next_u32();
        rng.state = rng.state.wrapping_add(initstate);
        rng.next_u32();
        rng
    }

    /// A generator for a game seed. The stream constant is fixed so that a seed alone names a game.
    pub fn from_seed(seed: u64) -> Pcg32 {
        Pcg32::new(seed, STREAM)
    }

    /// The next 32 random bits.
    pub fn next_u32(&mut self) -> u32 {
        let old = self.state;
        self.state = old.wrapping_mul(MULTIPLIER).wrapping_add(self.inc);
        let xorshifted = (((old >> 18) ^ old) >> 27) as u32;
        let rot = (old >> 59) as u32;
        xorshifted.rotate_right(rot)
    }

    /// A uniform integer in `0..bound` without modulo bias (the reference `pcg32_boundedrand_r`).
    pub fn below(&mut self, bound: u32) -> u32 {
        debug_assert!(bound > 0);
        let threshold = bound.wrapping_neg() % bound;
        loop {
            let r = self.next_u32();
            if r >= threshold {
                return r % bound;
            }
        }
    }
}

impl DiceSource for Pcg32 {
    fn roll_die(&mut self, faces: u8) -> Face {
        self.below(faces.max(1) as u32) as Face + 1
    }
}

/// A fixed list of faces, for tests and for replaying dice recorded elsewhere.
/// When the list runs out it starts again from the beginning.
#[derive(Clone, Debug)]
pub struct Scripted {
    faces: Vec<Face>,
    next: usize,
}

impl Scripted {
    /// Dice that come out in exactly this order.
    pub fn new(faces: impl Into<Vec<Face>>) -> Scripted {
        Scripted {
            faces: faces.into(),
            next: 0,
        }
    }
}

impl DiceSource for Scripted {
    fn roll_die(&mut self, faces: u8) -> Face {
        let f = self.faces.get(self.next).copied().unwrap_or(1);
        self.next = (self.next + 1) % self.faces.len().max(1);
        f.clamp(1, faces.max(1))
    }
}
