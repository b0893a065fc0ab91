//! The float type a table computes and stores in: f32 for the tables the page uses (half the
//! memory, twice the lanes an instruction takes), f64 for exact start values (`yahtzee solve`,
//! the golden tests). The widget's kernels are generic over it, so both run one algorithm: an
//! f32 table is exactly what it was before f64 existed, bit for bit (every conversion below is
//! the identity for f32).

use std::fmt::Debug;
use std::ops::{Add, AddAssign, Div, Sub};

/// A float the widget can compute in: implemented for f32 and f64 only.
pub trait Float:
    Copy
    + Debug
    + Default
    + PartialOrd
    + Add<Output = Self>
    + Sub<Output = Self>
    + Div<Output = Self>
    + AddAssign
    + Send
    + Sync
    + 'static
    + private::Sealed
{
    /// Lanes a table is solved in at a time: two 64-byte cache lines, 32 lanes of f32 or 16 of
    /// f64. (Yatzy in f64 on one thread: 2.2 s in tiles of 16, 3.15 s in tiles of 32, whose
    /// keep values no longer fit the L1 cache.)
    const TILE: usize;
    /// 0.
    const ZERO: Self;
    /// Minus infinity, below any value.
    const NEG_INFINITY: Self;
    /// `x`, rounded if it does not fit (points and bonuses are small integers: exact).
    fn from_f32(x: f32) -> Self;
    /// `x` rounded to this type.
    fn from_f64(x: f64) -> Self;
    /// The value as f64 (exact).
    fn to_f64(self) -> f64;
}

impl Float for f32 {
    const TILE: usize = crate::widget::TILE;
    const ZERO: f32 = 0.0;
    const NEG_INFINITY: f32 = f32::NEG_INFINITY;
    #[inline(always)]
    fn from_f32(x: f32) -> f32 {
        x
    }
    #[inline(always)]
    fn from_f64(x: f64) -> f32 {
        x as f32
    }
    #[inline(always)]
    fn to_f64(self) -> f64 {
        self as f64
    }
}

impl Float for f64 {
    const TILE: usize = 16;
    const ZERO: f64 = 0.0;
    const NEG_INFINITY: f64 = f64::NEG_INFINITY;
    #[inline(always)]
    fn from_f32(x: f32) -> f64 {
        x as f64
    }
    #[inline(always)]
    fn from_f64(x: f64) -> f64 {
        x
    }
    #[inline(always)]
    fn to_f64(self) -> f64 {
        self
    }
}

mod private {
    pub trait Sealed {}
    impl Sealed for f32 {}
    impl Sealed for f64 {}
}
