//! How far the shipped f32 tables are from the f64 ones (`yahtzee_solver::compare`), for
//! Classic and Yatzy with their official options: the numbers crates/solver/RESULTS.md records,
//! pinned. `cargo test --release -p yahtzee-solver --test precision -- --include-ignored
//! --nocapture` prints them.

use yahtzee_engine::{Options, RuleSet, VariantId};
use yahtzee_solver::compare::{compare, Comparison};
use yahtzee_solver::Table;

fn comparison(variant: VariantId) -> Comparison {
    let rules = RuleSet {
        variant,
        options: Options::default(),
    };
    let t0 = std::time::Instant::now();
    let c = compare(
        &Table::build(rules, |_| {}),
        &Table::build_f64(rules, |_| {}),
    );
    println!("{variant:?}: {c:?} ({:.1} s)", t0.elapsed().as_secs_f64());
    c
}

/// `c` is `pinned`, its float fields to 1e-12 (both tables are the same bit for bit on every
/// machine, so a change here is a change to the solver).
fn assert_pinned(c: Comparison, pinned: Comparison) {
    let close = |a: f64, b: f64| (a - b).abs() < 1e-12;
    assert!(
        close(c.max_value_diff, pinned.max_value_diff)
            && close(c.max_reachable_diff, pinned.max_reachable_diff)
            && close(c.max_loss, pinned.max_loss)
            && (c.states, c.positions, c.differ, c.worse)
                == (pinned.states, pinned.positions, pinned.differ, pinned.worse),
        "{c:?}\nagainst {pinned:?}"
    );
}

#[test]
fn classic_f32_table_against_f64() {
    assert_pinned(
        comparison(VariantId::Classic),
        Comparison {
            max_value_diff: 2.765479376876101e-5,
            max_reachable_diff: 2.765479376876101e-5,
            states: 536_320,
            positions: [135_152_640; 3],
            differ: [55, 694_203, 550_869],
            worse: [55, 203, 199],
            max_loss: 3.461400063997644e-5,
        },
    );
}

/// About 20 s natively.
#[test]
#[ignore]
fn yatzy_f32_table_against_f64() {
    assert_pinned(
        comparison(VariantId::Yatzy),
        Comparison {
            max_value_diff: 3.045368529797088e-5,
            max_reachable_diff: 3.045368529797088e-5,
            states: 1_430_464,
            positions: [360_476_928; 3],
            differ: [332, 3_129_555, 1_949_149],
            worse: [332, 1_073, 674],
            max_loss: 4.8528390635738106e-5,
        },
    );
}
