//! The two hashes the game's numbers are made from, each written once: FNV-1a over bytes (a
//! day's game by its name, a finished game by its decisions) and SplitMix64's finaliser (a day's
//! dice, the seed of a position's playouts).

use std::hash::Hasher;

/// 64-bit FNV-1a of `bytes`, the same in every build and on every machine (the `fnv` crate's
/// hasher, whose `write` is FNV-1a byte by byte).
#[inline]
pub fn fnv1a(bytes: &[u8]) -> u64 {
    let mut h = fnv::FnvHasher::default();
    h.write(bytes);
    h.finish()
}

/// SplitMix64's finaliser (Steele, Lea and Flood, 2014): each bit of `z` moves about half the
/// bits of the result. No crate offers it alone: a SplitMix64 generator adds its increment first.
#[inline]
pub fn mix64(mut z: u64) -> u64 {
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fnv1a_gives_the_published_test_vectors() {
        // From the FNV reference test suite (Fowler, Noll, Vo: "FNV-1a 64-bit").
        assert_eq!(fnv1a(b""), 0xcbf2_9ce4_8422_2325);
        assert_eq!(fnv1a(b"a"), 0xaf63_dc4c_8601_ec8c);
        assert_eq!(fnv1a(b"foobar"), 0x8594_4171_f739_67e8);
    }

    #[test]
    fn mix64_gives_splitmix64s_first_outputs() {
        // SplitMix64 seeded with 0 returns mix64 of its increment first, then of twice it: the
        // first outputs published with the generator (0xe220a8397b1dcdaf, 0x6e789e6aa1b965f4).
        let gamma = 0x9e37_79b9_7f4a_7c15u64;
        assert_eq!(mix64(gamma), 0xe220_a839_7b1d_cdaf);
        assert_eq!(mix64(gamma.wrapping_mul(2)), 0x6e78_9e6a_a1b9_65f4);
    }
}
