//! The game's dice generator is PCG32 exactly as the `rand_pcg` crate makes it: the same 32-bit
//! outputs, bit for bit, from every seed a game can have. The engine keeps its own copy of the
//! few lines it needs because a saved game stores the generator's state as text (a browser's
//! `JSON.parse` rounds integers past 2^53, and `rand_pcg` gives no access to its state but
//! through serde's numbers) and checks that a stored state lies on the one stream of every game
//! (`Pcg32::is_sound`), which `rand_pcg` cannot tell either.

use rand_core::RngCore;
use yahtzee_engine::Pcg32;

/// The stream every game is on (`rng.rs`).
const STREAM: u64 = 0x5961_6874_7a65_6521;

fn same_stream(seed: u64) {
    let mut ours = Pcg32::from_seed(seed);
    let mut theirs = rand_pcg::Pcg32::new(seed, STREAM);
    for i in 0..1_000 {
        assert_eq!(
            ours.next_u32(),
            theirs.next_u32(),
            "seed {seed}, output {i}"
        );
    }
}

#[test]
fn every_kind_of_seed_gives_rand_pcgs_stream() {
    // The seeds of the tests' games, a day's game (days since 1970), a random deal as the page
    // draws it (below 2^53), and the edges of the range.
    for seed in [
        0,
        1,
        3,
        7,
        31,
        131,
        2024,
        20_788,
        2_024_112_612_340_421,
        1 << 53,
        u64::MAX,
    ] {
        same_stream(seed);
    }
}

#[test]
fn a_thousand_spread_seeds_give_rand_pcgs_stream() {
    let mut seeds = rand_pcg::Pcg64Mcg::new(0x5eed);
    for _ in 0..1_000 {
        let seed = seeds.next_u64();
        let mut ours = Pcg32::from_seed(seed);
        let mut theirs = rand_pcg::Pcg32::new(seed, STREAM);
        for _ in 0..20 {
            assert_eq!(ours.next_u32(), theirs.next_u32(), "seed {seed}");
        }
    }
}
