//! The chances to win, played out on the tables the page ships (`common::table`): playouts
//! planned together are those planned one by one, in slices the whole, a finished game certain,
//! chances that add up and repeat with the seed, and two independent answers for one position
//! that barely differ.

use yahtzee_engine::{Action, Game, VariantId};
use yahtzee_solver::odds::{
    exact_means, expected, optimal_turn, percentile, playouts, playouts_between, playouts_for,
    win_chances,
};
use yahtzee_solver::Table;

mod common;
use common::{official, table};

/// Plays `game` with the optimal strategy until `turns` turns have been scored.
fn advance(table: &Table, mut game: Game, turns: usize) -> Game {
    let mut ws = table.workspace(1);
    for _ in 0..turns {
        game = optimal_turn(table, game, &mut ws).unwrap();
    }
    game
}

#[test]
fn playouts_planned_together_are_those_planned_one_by_one() {
    for variant in [VariantId::Classic, VariantId::Lucky7] {
        let (rules, table) = (official(variant), table(variant));
        let game = advance(table, Game::new(rules, 3, 5).unwrap(), 4)
            .apply(Action::Roll)
            .unwrap();
        let mut ws = table.workspace(1);
        let alone: Vec<Vec<u16>> = (0..13)
            .map(|i| {
                let mut g = game.for_playout(9 + i);
                while !g.is_over() {
                    g = optimal_turn(table, g, &mut ws).unwrap();
                }
                let r = g.rules();
                g.sheets().iter().map(|s| s.totals(&r).total).collect()
            })
            .collect();
        assert_eq!(playouts(table, &game, 13, 9), alone, "{variant:?}");
    }
}

/// The largest standard deviation, over the players, of the chances to win at a table of
/// four after `turns` turns and a roll, over `sets` independent sets of as many playouts as
/// an answer gets: by the page's estimator, and by counting the playouts each player won.
fn spread(variant: VariantId, turns: usize, sets: u64) -> (f64, f64) {
    let (rules, table) = (official(variant), table(variant));
    let game = advance(table, Game::new(rules, 4, 31).unwrap(), turns)
        .apply(Action::Roll)
        .unwrap();
    let exact = exact_means(table, &game);
    let n = playouts_for(table, &game);
    let (mut ours, mut counted) = (Vec::new(), Vec::new());
    for set in 0..sets {
        // Playout i of a set uses seed + i: sets a million apart share none.
        let finals = playouts(table, &game, n, 1_000_000 * (set + 1));
        ours.push(win_chances(&game, &finals, &exact));
        let mut wins = [0.0; 4];
        for t in &finals {
            let best = *t.iter().max().unwrap();
            let shared = t.iter().filter(|&&x| x == best).count() as f64;
            for (w, &x) in wins.iter_mut().zip(t) {
                if x == best {
                    *w += 1.0 / shared;
                }
            }
        }
        counted.push(wins.map(|w| w / finals.len() as f64).to_vec());
    }
    let sd = |sets: &[Vec<f64>]| {
        (0..4)
            .map(|p| {
                let m = sets.iter().map(|c| c[p]).sum::<f64>() / sets.len() as f64;
                let ss: f64 = sets.iter().map(|c| (c[p] - m).powi(2)).sum();
                (ss / (sets.len() - 1) as f64).sqrt()
            })
            .fold(0.0, f64::max)
    };
    (sd(&ours), sd(&counted))
}

/// How much the chances of `variant` move between two answers for one position. An answer
/// is fixed by the game's seed, so the page shows the same numbers each time it asks; what
/// is measured here is how much they would move with other dice in the playouts. Issue 28
/// asks for less than 2 points between two answers: 1.96 * sqrt(2) * sd < 2, sd < 0.72
/// points.
fn assert_steady(variant: VariantId) {
    let (ours, counted) = spread(variant, 12, 8);
    println!(
        "{variant:?}: sd {:.2} points (counting wins {:.2})",
        100.0 * ours,
        100.0 * counted
    );
    assert!(
        ours < 0.0072,
        "{variant:?}: sd {:.2} points (counting wins {:.2})",
        100.0 * ours,
        100.0 * counted
    );
}

#[test]
fn chances_move_little_between_independent_answers() {
    // Measured sd in points (counting wins instead): Classic 0.59 (0.99), Yacht 0.33 (0.96),
    // Tricolor 0.35 (1.32), Lucky7 0.45 (1.12), Yatzy 0.48 (1.11).
    for variant in common::tabled() {
        assert_steady(variant);
    }
}

#[test]
fn playouts_in_slices_are_the_whole() {
    let (rules, table) = (official(VariantId::Yacht), table(VariantId::Yacht));
    let game = advance(table, Game::new(rules, 3, 8).unwrap(), 4);
    let whole = playouts(table, &game, 40, 77);
    let mut sliced = Vec::new();
    for range in [0..1, 1..7, 7..7, 7..40] {
        sliced.extend(playouts_between(table, &game, range, 77));
    }
    assert_eq!(sliced, whole);
    assert_eq!(whole.len(), 40);
}

#[test]
fn a_finished_game_is_certain() {
    let (rules, table) = (official(VariantId::Yacht), table(VariantId::Yacht));
    let game = advance(table, Game::new(rules, 2, 5).unwrap(), 24);
    assert!(game.is_over());
    let finals = playouts(table, &game, 50, 1);
    assert_eq!(finals.len(), 50);
    let r = game.rules();
    let totals: Vec<u16> = game.sheets().iter().map(|s| s.totals(&r).total).collect();
    assert!(finals.iter().all(|f| *f == totals));
    let chances = win_chances(&game, &finals, &exact_means(table, &game));
    let want: Vec<f64> = if totals[0] == totals[1] {
        vec![0.5, 0.5]
    } else if totals[0] > totals[1] {
        vec![1.0, 0.0]
    } else {
        vec![0.0, 1.0]
    };
    assert_eq!(chances, want);
    assert_eq!(expected(&finals), vec![totals[0] as f64, totals[1] as f64]);
}

#[test]
fn chances_add_up_and_repeat_with_the_seed() {
    let (rules, table) = (official(VariantId::Classic), table(VariantId::Classic));
    let game = Game::new(rules, 3, 11).unwrap();
    // Two turns in, and the third player holding some dice after a roll.
    let mut game = advance(table, game, 2)
        .apply(Action::Roll)
        .unwrap()
        .apply(Action::Hold(0))
        .unwrap();
    game = game.apply(Action::Hold(1)).unwrap();
    let finals = playouts(table, &game, 300, 77);
    assert_eq!(finals.len(), 300);
    assert!(finals.iter().all(|f| f.len() == 3));
    let chances = win_chances(&game, &finals, &exact_means(table, &game));
    assert!(
        (chances.iter().sum::<f64>() - 1.0).abs() < 1e-9,
        "{chances:?}"
    );
    assert_eq!(playouts(table, &game, 300, 77), finals);
    assert_ne!(playouts(table, &game, 300, 78), finals);
    let (lo, hi) = (percentile(&finals, 0.1), percentile(&finals, 0.9));
    let mean = expected(&finals);
    for p in 0..3 {
        assert!(lo[p] as f64 <= mean[p] && mean[p] <= hi[p] as f64);
    }
}
