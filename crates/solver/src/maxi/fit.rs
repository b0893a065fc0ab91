//! A strategy for Maxi Yatzy without saved rolls small enough for a phone: each turn worked out
//! exactly, as the exact table's turns are (`Turn::solve`), over a fit of the table's values in
//! place of the table.
//!
//! The exact table holds a value for each set of filled boxes and each upper sum: 2^20 × 85
//! values on the Swedish card, 713 MB. The fit is the sum of two small tables:
//! - by the upper boxes filled, the number of other boxes filled and the upper sum (all the
//!   bonus depends on): 64 × 15 × 85 values;
//! - by the other boxes filled and the number of upper boxes filled: 16,384 × 7 values.
//!
//! 196,288 values. They are fitted by least squares over every state a card can reach: each
//! table in turn the mean of what the other leaves of the exact values, until the fit settles.
//! Each table is then kept as steps of a 65,536th of its range above its least value ([`Steps`]):
//! 393 KB rather than 785 in f32, each value within half a step (0.004 points on the Swedish
//! card) of the fitted one, against the fit's own error of about 1.1 points (rms).

use std::borrow::Cow;
use std::fmt;

use yahtzee_engine::maxi::MaxiCard;

use super::{Maxi, MaxiGames, MaxiTable, Values};

/// The sum of two small tables in place of a card's exact values.
pub struct MaxiFit {
    shape: Shape,
    /// By the upper boxes filled, the number of others filled and the upper sum (`Shape::cells`).
    by_upper: Steps,
    /// By the other boxes filled and the number of upper boxes filled.
    by_lower: Steps,
}

/// A table of values kept as whole steps above its least value.
#[derive(Clone, Debug, PartialEq)]
struct Steps {
    least: f32,
    step: f32,
    steps: Vec<u16>,
}

impl Steps {
    /// `values` to the nearest step, a 65,535th of their range.
    fn of(values: &[f64]) -> Steps {
        let least = values.iter().copied().fold(f64::INFINITY, f64::min) as f32;
        let most = values.iter().copied().fold(f64::NEG_INFINITY, f64::max);
        let range = most - f64::from(least);
        let step = if range > 0.0 {
            (range / f64::from(u16::MAX)) as f32
        } else {
            1.0
        };
        let (l, s) = (f64::from(least), f64::from(step));
        let steps = values
            .iter()
            .map(|&v| ((v - l) / s).round().clamp(0.0, f64::from(u16::MAX)) as u16)
            .collect();
        Steps { least, step, steps }
    }

    /// The value at `i`.
    fn get(&self, i: usize) -> f64 {
        f64::from(self.least) + f64::from(self.steps[i]) * f64::from(self.step)
    }

    /// Bytes: the least value and the step (little-endian f32), then every step (little-endian
    /// u16).
    fn write(&self, out: &mut Vec<u8>) {
        out.extend(self.least.to_le_bytes());
        out.extend(self.step.to_le_bytes());
        out.extend(self.steps.iter().flat_map(|q| q.to_le_bytes()));
    }

    /// The bytes of a table of `len` values, as [`Steps::write`] wrote them (as many as it
    /// takes); `Err(0)` for a least value that is not a number, `Err(1)` for a step that is
    /// not a number above 0.
    fn read(bytes: &[u8], len: usize) -> Result<Steps, usize> {
        let float = |at: usize| {
            f32::from_le_bytes([bytes[at], bytes[at + 1], bytes[at + 2], bytes[at + 3]])
        };
        let (least, step) = (float(0), float(4));
        if !least.is_finite() {
            return Err(0);
        }
        if !(step.is_finite() && step > 0.0) {
            return Err(1);
        }
        let steps = bytes[8..8 + 2 * len]
            .chunks_exact(2)
            .map(|b| u16::from_le_bytes([b[0], b[1]]))
            .collect();
        Ok(Steps { least, step, steps })
    }

    /// The bytes of a table of `len` values.
    const fn bytes(len: usize) -> usize {
        8 + 2 * len
    }
}

/// Why bytes are not a card's fit.
#[derive(Clone, Debug, PartialEq)]
pub enum FitError {
    /// Not as many bytes as the card's two tables hold.
    Length {
        /// The bytes a fit of the card takes.
        expected: usize,
        /// The bytes given.
        found: usize,
    },
    /// A table's least value that is not a number, or its step not a number above 0.
    BadScale {
        /// Its place among the four: the upper table's least value and step, then the other's.
        at: usize,
    },
}

impl fmt::Display for FitError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FitError::Length { expected, found } => {
                write!(f, "a fit of this card is {expected} bytes, not {found}")
            }
            FitError::BadScale { at } => write!(f, "scale {at} of the fit is not a number above 0"),
        }
    }
}

impl std::error::Error for FitError {}

/// A card, its boxes split into its upper boxes and its others (by their place on the card),
/// and the sizes of the fit's two tables.
struct Shape {
    maxi: Maxi,
    upper_boxes: Vec<usize>,
    lower_boxes: Vec<usize>,
    upper_len: usize,
    lower_len: usize,
}

impl Shape {
    fn of(card: MaxiCard) -> Shape {
        let maxi = Maxi::new(card);
        let n = maxi.card.boxes.len();
        let (upper_boxes, lower_boxes): (Vec<usize>, Vec<usize>) =
            (0..n).partition(|&b| maxi.card.boxes[b].upper_face().is_some());
        let (nu, nl) = (upper_boxes.len(), lower_boxes.len());
        Shape {
            upper_len: (1 << nu) * (nl + 1) * maxi.lanes(),
            lower_len: (1 << nl) * (nu + 1),
            maxi,
            upper_boxes,
            lower_boxes,
        }
    }

    /// Where state `filled` stands in the two tables: the start of its upper sums' run in the
    /// first, `[(upper_filled * (other boxes + 1) + others_filled_count) * lanes]`, and its
    /// place in the second, `[others_filled * (upper boxes + 1) + upper_filled_count]`.
    fn cells(&self, filled: u32) -> (usize, usize) {
        let (nu, nl) = (self.upper_boxes.len(), self.lower_boxes.len());
        let u = subset(filled, &self.upper_boxes);
        let l = subset(filled, &self.lower_boxes);
        let (uc, lc) = (u.count_ones() as usize, l.count_ones() as usize);
        ((u * (nl + 1) + lc) * self.maxi.lanes(), l * (nu + 1) + uc)
    }
}

/// A set of the card's boxes, as the set of those among `boxes` (a bit each, in their order).
fn subset(filled: u32, boxes: &[usize]) -> usize {
    boxes
        .iter()
        .enumerate()
        .filter(|(_, &b)| filled & (1 << b) != 0)
        .fold(0, |acc, (i, _)| acc | 1 << i)
}

impl MaxiFit {
    /// Fits `table`'s values in `rounds` rounds (each table once per round).
    pub fn fit(table: &MaxiTable, rounds: usize) -> MaxiFit {
        let shape = Shape::of(table.maxi.card.clone());
        let m = &shape.maxi;
        // Each state's place in both tables, once: (row in the values, lanes reached, upper
        // cell, lower cell). The full card is left out: it is worth nothing more.
        let full = (1u32 << m.card.boxes.len()) - 1;
        let states: Vec<(usize, usize, usize, usize)> = (0..full)
            .map(|filled| {
                let (up, low) = shape.cells(filled);
                (m.row(filled), m.reach(filled), up, low)
            })
            .collect();
        let values = &table.values;
        let mut by_upper = vec![0.0f64; shape.upper_len];
        let mut by_lower = vec![0.0f64; shape.lower_len];
        let (mut sums_upper, mut sums_lower) = (by_upper.clone(), by_lower.clone());
        let mut counts_upper = vec![0u32; by_upper.len()];
        let mut counts_lower = vec![0u32; by_lower.len()];
        for &(_, reach, up, low) in &states {
            counts_lower[low] += reach as u32;
            for c in &mut counts_upper[up..up + reach] {
                *c += 1;
            }
        }
        let mean = |sums: &[f64], counts: &[u32], out: &mut [f64]| {
            for ((o, &s), &c) in out.iter_mut().zip(sums).zip(counts) {
                *o = if c > 0 { s / f64::from(c) } else { 0.0 };
            }
        };
        for _ in 0..rounds {
            sums_upper.fill(0.0);
            for &(row, reach, up, low) in &states {
                for u in 0..reach {
                    sums_upper[up + u] += values[row + u] - by_lower[low];
                }
            }
            mean(&sums_upper, &counts_upper, &mut by_upper);
            sums_lower.fill(0.0);
            for &(row, reach, up, low) in &states {
                for u in 0..reach {
                    sums_lower[low] += values[row + u] - by_upper[up + u];
                }
            }
            mean(&sums_lower, &counts_lower, &mut by_lower);
        }
        MaxiFit {
            shape,
            by_upper: Steps::of(&by_upper),
            by_lower: Steps::of(&by_lower),
        }
    }

    /// The root mean square of the fit's errors against `table`, the table of its card, over
    /// every state the card reaches but the full card.
    pub fn rms(&self, table: &MaxiTable) -> f64 {
        let m = &table.maxi;
        let (mut squares, mut count) = (0.0, 0.0);
        for filled in 0..(1u32 << m.card.boxes.len()) - 1 {
            let (row, fitted) = (m.row(filled), self.row(filled));
            for (u, f) in fitted.iter().enumerate().take(m.reach(filled)) {
                squares += (table.values[row + u] - f).powi(2);
                count += 1.0;
            }
        }
        (squares / count).sqrt()
    }

    /// A fit of `card` from the bytes [`Self::to_bytes`] wrote: as many as its two tables take,
    /// each table's least value a number and its step a number above 0 (any steps above them
    /// are values).
    pub fn from_bytes(card: MaxiCard, bytes: &[u8]) -> Result<MaxiFit, FitError> {
        let shape = Shape::of(card);
        let upper = Steps::bytes(shape.upper_len);
        let expected = upper + Steps::bytes(shape.lower_len);
        if bytes.len() != expected {
            return Err(FitError::Length {
                expected,
                found: bytes.len(),
            });
        }
        let by_upper =
            Steps::read(bytes, shape.upper_len).map_err(|at| FitError::BadScale { at })?;
        let by_lower = Steps::read(&bytes[upper..], shape.lower_len)
            .map_err(|at| FitError::BadScale { at: 2 + at })?;
        Ok(MaxiFit {
            by_upper,
            by_lower,
            shape,
        })
    }

    /// The fit as it would be shipped: each table as its least value and its step (little-endian
    /// f32), then its steps (little-endian u16), the upper table first.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(
            Steps::bytes(self.by_upper.steps.len()) + Steps::bytes(self.by_lower.steps.len()),
        );
        self.by_upper.write(&mut out);
        self.by_lower.write(&mut out);
        out
    }

    /// The card and its dice.
    pub(super) fn maxi(&self) -> &Maxi {
        &self.shape.maxi
    }

    /// The fitted value of the start of a game.
    pub fn start_value(&self) -> f64 {
        self.row(0)[0]
    }

    /// Plays `games` games by the fit's moves (game `i` with the dice of
    /// `Pcg32::from_seed(seed + i)`, as `MaxiTable::simulate` deals them) on `threads` threads.
    pub fn simulate(&self, games: u64, seed: u64, threads: usize) -> MaxiGames {
        super::play::simulate(self.maxi(), self, games, seed, threads)
    }
}

impl Values for MaxiFit {
    fn row(&self, filled: u32) -> Cow<'_, [f64]> {
        let lanes = self.shape.maxi.lanes();
        if filled == (1u32 << self.shape.maxi.card.boxes.len()) - 1 {
            return Cow::Owned(vec![0.0; lanes]);
        }
        let (up, low) = self.shape.cells(filled);
        let low = self.by_lower.get(low);
        Cow::Owned(
            (up..up + lanes)
                .map(|i| self.by_upper.get(i) + low)
                .collect(),
        )
    }
}
