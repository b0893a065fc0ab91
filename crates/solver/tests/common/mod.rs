//! What several test binaries share: each game's official rules and its table.

#![allow(dead_code)]

use std::sync::OnceLock;

use yahtzee_engine::{RuleSet, VariantId};
use yahtzee_solver::pack::{self, Manifest};
use yahtzee_solver::{Table, SOLVER_VERSION};

/// A game's official rules.
pub fn official(variant: VariantId) -> RuleSet {
    RuleSet {
        variant,
        ..RuleSet::default()
    }
}

/// The games that have a table of optimal play: every game of five dice (Maxi Yatzy's coach
/// plays by a fit, `tests/maxi_coach.rs`).
pub fn tabled() -> impl Iterator<Item = VariantId> {
    VariantId::ALL
        .into_iter()
        .filter(|&v| Table::supports(official(v)))
}

/// One table per game, by its official rules, for the whole test binary (tests run in
/// parallel and wait for it): [`shipped_or_built`].
pub fn table(variant: VariantId) -> &'static Table {
    static TABLES: [OnceLock<Table>; VariantId::ALL.len()] =
        [const { OnceLock::new() }; VariantId::ALL.len()];
    let i = VariantId::ALL.iter().position(|&v| v == variant).unwrap();
    TABLES[i].get_or_init(|| shipped_or_built(official(variant)))
}

/// Where the release build writes the shipped tables (`yahtzee tables --out`, in Trunk's
/// post-build hook): `scripts/test.sh` builds the release before the Rust tests, so that every
/// option set is solved once per run.
const SHIPPED: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../target/tables");

/// The table of `rules` as the release build shipped it, read as the page's worker reads it
/// (each layer's SHA-256 checked), or solved here when no tables of this solver version are
/// there (`cargo test` before a release build). The two are the same bit for bit:
/// `yahtzee tables --verify-sample`, which `scripts/test.sh` runs before these tests, rebuilds
/// each game's official table and compares it with the shipped one, and `tests/option_sets.rs`
/// checks every option set's start value against its listed one.
pub fn shipped_or_built(rules: RuleSet) -> Table {
    let dir = std::path::Path::new(SHIPPED);
    let manifest: Option<Manifest> = std::fs::read(dir.join("manifest.json"))
        .ok()
        .and_then(|text| serde_json::from_slice(&text).ok())
        .filter(|m: &Manifest| m.solver == SOLVER_VERSION);
    match manifest.as_ref().and_then(|m| m.table(rules)) {
        Some(shipped) => pack::read_files(dir, shipped, rules, 0.0).unwrap(),
        None => Table::build(rules, |_| {}),
    }
}
