//! The widget's lane loops: a tile of `L` lanes as an array of known length, so that each loop
//! over it compiles to straight-line SIMD code.

use crate::Float;

/// Lanes `k * L..(k + 1) * L` of `v` as an array, so that loops over it have a known length.
#[inline(always)]
pub(super) fn tile<F, const L: usize>(v: &[F], k: usize) -> &[F; L] {
    v[k * L..][..L].try_into().expect("a tile of L lanes")
}

#[inline(always)]
pub(super) fn tile_mut<F, const L: usize>(v: &mut [F], k: usize) -> &mut [F; L] {
    (&mut v[k * L..][..L])
        .try_into()
        .expect("a tile of L lanes")
}

#[inline(always)]
pub(super) fn max_into<F: Float, const L: usize>(out: &mut [F; L], src: &[F; L]) {
    for (o, &v) in out.iter_mut().zip(src) {
        *o = if v > *o { v } else { *o };
    }
}

#[inline(always)]
pub(super) fn max_into_plus<F: Float, const L: usize>(out: &mut [F; L], src: &[F; L], add: F) {
    for (o, &v) in out.iter_mut().zip(src) {
        let x = v + add;
        *o = if x > *o { x } else { *o };
    }
}
