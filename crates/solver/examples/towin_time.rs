//! The exact end game's time natively (BENCHMARKS.md): for 1 to 5 boxes left in Classic and in
//! Yatzy, the other player's final-total distribution and the plan of the turn, each timed once
//! on a fresh cache. `cargo run --release -p yahtzee-solver --example towin_time [GAME ...]`.

use std::time::Instant;
use yahtzee_engine::{RuleSet, VariantId};
use yahtzee_solver::towin::{final_distribution, plan_to_win, win_curve};
use yahtzee_solver::{Table, TurnState};
fn main() {
    // The games named on the command line (`classic`, `lucky7`, ...), Classic and Yatzy by default.
    let named: Vec<VariantId> = std::env::args()
        .skip(1)
        .filter_map(|a| VariantId::from_key(&a))
        .collect();
    let games = if named.is_empty() {
        vec![VariantId::Classic, VariantId::Yatzy]
    } else {
        named
    };
    for variant in games {
        let rs = RuleSet {
            variant,
            ..RuleSet::default()
        };
        let t = Table::build(rs, |_| {});
        let r = t.rules();
        let n = r.box_count();
        for k in 1..=5usize {
            // k boxes left: Sixes, the last box, Threes, the third last, Full House.
            let open: Vec<usize> = [5, n - 1, 2, n - 3, 8, 0].iter().copied().take(k).collect();
            let filled = open.iter().fold(r.all_boxes(), |m, &b| m & !(1u32 << b));
            let state = TurnState {
                filled,
                upper: 45,
                yahtzee_scored: false,
            };
            let t0 = Instant::now();
            let opp = final_distribution(&t, state, 180);
            let t1 = t0.elapsed();
            let curve = win_curve(&[opp]);
            let t2 = Instant::now();
            let plan = plan_to_win(&t, state, 175, &curve);
            println!("{variant:?} {k} left: others' distribution {:?}, plan {:?}, start {:.4}, curve len {}", t1, t2.elapsed(), plan.start, curve.len());
        }
    }
}
