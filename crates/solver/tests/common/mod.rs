//! What several test binaries share: each game's official rules and its table.

use std::sync::OnceLock;

use yahtzee_engine::{RuleSet, VariantId};
use yahtzee_solver::Table;

/// A game's official rules.
pub fn official(variant: VariantId) -> RuleSet {
    RuleSet {
        variant,
        ..RuleSet::default()
    }
}

/// One table per game, by its official rules, for the whole test binary (tests run in
/// parallel and wait for it).
pub fn table(variant: VariantId) -> &'static Table {
    static TABLES: [OnceLock<Table>; VariantId::ALL.len()] =
        [const { OnceLock::new() }; VariantId::ALL.len()];
    let i = VariantId::ALL.iter().position(|&v| v == variant).unwrap();
    TABLES[i].get_or_init(|| Table::build(official(variant), |_| {}))
}
