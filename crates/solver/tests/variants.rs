//! The solver on Lucky7, Tricolor and Yacht.
//!
//! No published value exists for these games (shared/notes/solver.md), so each exact start value
//! is checked two ways:
//! - a brute force over ordered dice, written here independently of the solver's dice space,
//!   recomputes whole turns from the table's own next-state values: every die is its own die,
//!   the marked die of Lucky7 is simply die 0, and every one of the 32 holds is tried. It must
//!   agree with the table for the first turn of the game and for turns late in the game;
//! - optimal play simulated through the game engine must land within 3.29 standard errors (the
//!   99.9 % interval) of the exact value.
//!
//! The values themselves are pinned so that a change to scoring or to the solver shows up here;
//! crates/solver/RESULTS.md lists them with their build times.

use yahtzee_engine::{
    BotLevel, Counts, JokerMode, Options, RuleSet, Rules, Section, VariantId, DICE,
};
use yahtzee_solver::play::simulate;
use yahtzee_solver::{Choice, Position, Table, TurnState};

mod common;
use common::{official, table};

fn box_named(rules: &Rules, name: &str) -> usize {
    rules
        .boxes()
        .iter()
        .position(|b| b.name.english() == name)
        .unwrap()
}

/// The expected points still to come from the start of a turn in `state`, by brute force over
/// ordered dice: the turn is played out in full, the next turn onwards comes from the table.
fn brute_force(table: &Table, state: TurnState) -> f64 {
    let r = table.rules();
    let faces = r.def.faces as usize;
    let n = faces.pow(DICE as u32);
    let decode = |mut i: usize| {
        let mut d = [0u8; DICE];
        for die in d.iter_mut() {
            *die = (i % faces) as u8 + 1;
            i /= faces;
        }
        d
    };
    // The value of scoring these dice now: the best box, and for a wild die the best face too.
    let score = |dice: [u8; DICE]| {
        let choices: Vec<Option<u8>> = match r.def.wild {
            Some(w) if dice[w.die] == w.face => (1..=faces as u8).map(Some).collect(),
            _ => vec![None],
        };
        let mut best = f64::NEG_INFINITY;
        for choice in choices {
            let mut d = dice;
            if let (Some(w), Some(v)) = (r.def.wild, choice) {
                d[w.die] = v;
            }
            let c = Counts::of(&d);
            let p = r.placement(state.filled, state.yahtzee_scored, &c);
            for b in (0..r.box_count()).filter(|b| p.allowed & (1 << b) != 0) {
                let pts = r.box_score(b, &c, p.joker);
                let upper = if r.boxes()[b].section == Section::Upper {
                    state.upper + pts
                } else {
                    state.upper
                };
                let next = TurnState {
                    filled: state.filled | 1 << b,
                    upper,
                    yahtzee_scored: state.yahtzee_scored
                        || (r.def.yahtzee_box == Some(b) && pts > 0),
                };
                let future = if next.filled == r.all_boxes() {
                    0.0
                } else {
                    table.value(next)
                };
                let bonus = r.upper_bonus(upper) - r.upper_bonus(state.upper) + p.bonus;
                best = best.max((pts + bonus) as f64 + future);
            }
        }
        best
    };
    let mut value: Vec<f64> = (0..n).map(|i| score(decode(i))).collect();
    for _ in 1..r.def.rolls_per_turn {
        // by_hold[h][dice]: the expected value when the dice in `h` (a bit per die) are held and
        // the others rolled, built one rolled die at a time from holds with one more die.
        let all = (1usize << DICE) - 1;
        let mut by_hold: Vec<Vec<f64>> = vec![Vec::new(); all + 1];
        by_hold[all] = value.clone();
        for h in (0..all).rev() {
            let die = (!h & all).trailing_zeros() as usize;
            let stride = faces.pow(die as u32);
            let from = &by_hold[h | 1 << die];
            by_hold[h] = (0..n)
                .map(|i| {
                    let base = i - (i / stride % faces) * stride;
                    (0..faces).map(|f| from[base + f * stride]).sum::<f64>() / faces as f64
                })
                .collect();
        }
        value = (0..n)
            .map(|i| {
                by_hold
                    .iter()
                    .map(|v| v[i])
                    .fold(f64::NEG_INFINITY, f64::max)
            })
            .collect();
    }
    value.iter().sum::<f64>() / n as f64
}

fn check_brute_force(variant: VariantId, states: &[TurnState]) {
    let t = table(variant);
    for &state in states {
        let exact = t.value(state);
        let brute = brute_force(t, state);
        assert!(
            (exact - brute).abs() < 2e-3,
            "{variant:?} {state:?}: table {exact}, brute force {brute}"
        );
    }
}

/// States to check: the first turn, and late turns with one or two boxes open.
fn states(variant: VariantId, open: &[(&[&str], u16, bool)]) -> Vec<TurnState> {
    let r = official(variant).rules();
    let mut out = vec![TurnState {
        filled: 0,
        upper: 0,
        yahtzee_scored: false,
    }];
    for &(names, upper, yahtzee_scored) in open {
        let open = names.iter().fold(0, |m, name| m | 1 << box_named(&r, name));
        out.push(TurnState {
            filled: r.all_boxes() & !open,
            upper,
            yahtzee_scored,
        });
    }
    out
}

fn check_simulation(variant: VariantId, games: u32, seed: u64) {
    let t = table(variant);
    let exact = t.start_value();
    let stats = simulate(t, official(variant), games, seed, BotLevel::Expert).unwrap();
    let (mean, sd) = (stats.mean(), stats.sd());
    let se = sd / (games as f64).sqrt();
    println!("{variant:?}: exact {exact:.4}, {games} games: mean {mean:.3}, sd {sd:.3}");
    assert!(
        (mean - exact).abs() <= 3.29 * se,
        "{variant:?}: {games} games average {mean}, exact {exact} (standard error {se})"
    );
}

/// Pinned start values of the shipped f32 tables (official options), computed by this solver;
/// the f64 values are in `tests/option_sets.rs` (Yacht 166.9550677, Tricolor 324.8838930,
/// Lucky7 293.8076874).
const YACHT: f64 = 166.955_078_1;
const TRICOLOR: f64 = 324.883_880_6;
const LUCKY7: f64 = 293.807_708_7;

#[test]
fn yatzy_simulation_agrees_with_its_exact_value() {
    check_simulation(VariantId::Yatzy, 4_000, 1);
}

#[test]
fn yacht_start_value_is_exact_and_simulation_agrees() {
    let v = table(VariantId::Yacht).start_value();
    assert!((v - YACHT).abs() < 1e-7, "{v}");
    check_simulation(VariantId::Yacht, 4_000, 1);
}

#[test]
fn yacht_turns_match_a_brute_force() {
    check_brute_force(
        VariantId::Yacht,
        &states(
            VariantId::Yacht,
            &[
                (&["Yacht"], 0, false),
                (&["Four of a Kind", "Big Straight"], 0, false),
                (&["Full House", "Sixes"], 0, false),
            ],
        ),
    );
}

#[test]
fn tricolor_start_value_is_exact_and_simulation_agrees() {
    let v = table(VariantId::Tricolor).start_value();
    assert!((v - TRICOLOR).abs() < 1e-7, "{v}");
    check_simulation(VariantId::Tricolor, 2_000, 1);
}

#[test]
fn tricolor_turns_match_a_brute_force() {
    check_brute_force(
        VariantId::Tricolor,
        &states(
            VariantId::Tricolor,
            &[
                (&["Two Pair Same Colour"], 0, false),
                (&["Full House Same Colour", "Flush"], 0, false),
                // The tiered bonus: 70 needs 1 more for 55 instead of 35, or 8 for 75.
                (&["Fours", "Chance"], 70, false),
                (&["Kismet", "Sixes"], 74, false),
                (&["Four of a Kind", "Threes"], 60, true),
            ],
        ),
    );
}

#[test]
fn lucky7_start_value_is_exact_and_simulation_agrees() {
    let v = table(VariantId::Lucky7).start_value();
    assert!((v - LUCKY7).abs() < 1e-7, "{v}");
    check_simulation(VariantId::Lucky7, 2_000, 1);
}

#[test]
fn lucky7_turns_match_a_brute_force_over_the_marked_die() {
    check_brute_force(
        VariantId::Lucky7,
        &states(
            VariantId::Lucky7,
            &[
                (&["Yahtzee"], 0, false),
                (&["Large Straight"], 0, false),
                (&["Sevens"], 70, false),
                (&["Sevens", "Chance"], 77, false),
                (&["Full House", "Threes"], 80, true),
                (&["Small Straight", "Fours", "Yahtzee"], 40, false),
            ],
        ),
    );
}

#[test]
fn lucky7_advice_uses_the_wild_die_and_the_marked_die() {
    let t = table(VariantId::Lucky7);
    let r = t.rules();
    let yahtzee = box_named(&r, "Yahtzee");
    let mut ws = t.workspace(1);
    let only = |open: usize| TurnState {
        filled: r.all_boxes() & !(1 << open),
        upper: 0,
        yahtzee_scored: false,
    };
    // The marked 7 and four 3s, last roll, only the Yahtzee open: the wild die makes it.
    let options = t.advise(
        &Position {
            state: only(yahtzee),
            dice: Counts::of(&[7, 3, 3, 3, 3]),
            marked: Some(7),
            rolls_left: 0,
        },
        &mut ws,
    );
    assert_eq!(
        options[0].choice,
        Choice::ScoreWild {
            box_index: yahtzee,
            wild: 3
        }
    );
    assert_eq!(options[0].value, 50.0);
    // The same dice with a plain 7: no Yahtzee.
    let options = t.advise(
        &Position {
            state: only(yahtzee),
            dice: Counts::of(&[7, 3, 3, 3, 3]),
            marked: Some(3),
            rolls_left: 0,
        },
        &mut ws,
    );
    assert_eq!(options[0].choice, Choice::Score(yahtzee));
    assert_eq!(options[0].value, 0.0);
    // Four 3s and a 5, one roll left, going for the Yahtzee: with the marked die on the 5,
    // roll it (a 3 or its 7 makes the Yahtzee: 2 in 7); with the marked die on a 3, keep it and
    // roll the plain 5 (only a 3 will do: 1 in 7).
    let dice = Counts::of(&[3, 3, 3, 3, 5]);
    let mut best = |marked| {
        t.advise(
            &Position {
                state: only(yahtzee),
                dice,
                marked: Some(marked),
                rolls_left: 1,
            },
            &mut ws,
        )[0]
    };
    let on_five = best(5);
    assert_eq!(on_five.choice, Choice::Keep(Counts::of(&[3, 3, 3, 3])));
    assert!((on_five.value - 50.0 * 2.0 / 7.0).abs() < 1e-6);
    let on_three = best(3);
    assert_eq!(
        on_three.choice,
        Choice::KeepMarked(Counts::of(&[3, 3, 3, 3]))
    );
    assert!((on_three.value - 50.0 / 7.0).abs() < 1e-6);
}

#[test]
fn yacht_works_for_every_option_set_and_ignores_the_ones_it_lacks() {
    // Yacht has no Joker and no Yahtzee bonus: those options change nothing; the house Full
    // House does.
    let mut values = Vec::new();
    for joker in JokerMode::ALL {
        for house in [false, true] {
            for bonus in [false, true] {
                let rules = RuleSet {
                    variant: VariantId::Yacht,
                    options: Options {
                        joker,
                        five_of_a_kind_full_house: house,
                        yahtzee_bonus: bonus,
                        ..Options::default()
                    },
                };
                values.push((house, Table::build(rules, |_| {}).start_value()));
            }
        }
    }
    let plain: Vec<f64> = values.iter().filter(|v| !v.0).map(|v| v.1).collect();
    let house: Vec<f64> = values.iter().filter(|v| v.0).map(|v| v.1).collect();
    assert!(plain.iter().all(|&v| v == plain[0]) && house.iter().all(|&v| v == house[0]));
    assert!((plain[0] - YACHT).abs() < 1e-7);
    assert!(house[0] > plain[0]);
}

#[test]
fn a_cached_table_loads_only_for_its_own_game() {
    let t = table(VariantId::Yacht);
    // 2^12 sets of filled boxes, one state each (no Yahtzee bonus, so no flag), one lane (no
    // upper bonus), 4 bytes a value.
    assert_eq!(t.size_bytes(), 4096 * 4);
    let again = Table::from_values(official(VariantId::Yacht), t.values().to_vec()).unwrap();
    assert_eq!(again.start_value(), t.start_value());
    assert!(Table::from_values(RuleSet::default(), t.values().to_vec()).is_none());
    let lucky7 = Table::from_values(official(VariantId::Lucky7), t.values().to_vec());
    assert!(lucky7.is_none());
}

// Every variant and every option set, each start value exact: `tests/option_sets.rs`.

/// The full check: 10,000 games of each new variant (seed 2026, a fixed result), within 3.29
/// standard errors (about 1.9 points in Yatzy) of the exact value, beside the 4,000 games of
/// seed 1 above. 100,000 games narrowed that to 0.6 points for ten times the minutes; the exact
/// values themselves are pinned by the tables (`tests/option_sets.rs`), and every decision of a
/// game is the table's (the review).
#[test]
#[ignore]
fn many_games_of_each_variant_match_the_exact_values() {
    for variant in [
        VariantId::Yacht,
        VariantId::Tricolor,
        VariantId::Lucky7,
        VariantId::Yatzy,
    ] {
        check_simulation(variant, 10_000, 2026);
    }
}

#[test]
fn lucky7_advice_ranks_every_wild_value_and_the_review_judges_the_one_chosen() {
    let t = table(VariantId::Lucky7);
    let r = t.rules();
    let yahtzee = box_named(&r, "Yahtzee");
    let mut ws = t.workspace(1);
    let state = TurnState {
        filled: r.all_boxes() & !(1 << yahtzee),
        upper: 0,
        yahtzee_scored: false,
    };
    let pos = Position {
        state,
        dice: Counts::of(&[7, 3, 3, 3, 3]),
        marked: Some(7),
        rolls_left: 0,
    };
    // Every value the wild die may take is ranked for the box, not only the best one.
    let options = t.advise(&pos, &mut ws);
    let wilds: Vec<u8> = options
        .iter()
        .filter_map(|o| match o.choice {
            Choice::ScoreWild { box_index, wild } if box_index == yahtzee => Some(wild),
            _ => None,
        })
        .collect();
    assert_eq!(wilds.len(), 7, "{wilds:?}");
    // Bots choose among the best value per box, as in the simulations.
    let per_box = yahtzee_solver::best_per_box(&options);
    assert_eq!(per_box.len(), 1);
    assert_eq!(
        per_box[0].choice,
        Choice::ScoreWild {
            box_index: yahtzee,
            wild: 3
        }
    );
    // A review judges the value the player gave the die: 7 scores no Yahtzee, 50 lost.
    let mut d = yahtzee_engine::Decision {
        player: 0,
        filled: state.filled,
        upper: 0,
        yahtzee_scored: false,
        dice: [7, 3, 3, 3, 3].into(),
        rolls: 3,
        saved: 0,
        choice: yahtzee_engine::Choice::Score(yahtzee),
        wild: Some(7),
    };
    let judged = yahtzee_solver::review::review(t, &[d], &mut ws);
    assert!((judged[0].loss() - 50.0).abs() < 1e-9, "{:?}", judged[0]);
    d.wild = Some(3);
    let judged = yahtzee_solver::review::review(t, &[d], &mut ws);
    assert_eq!(judged[0].loss(), 0.0);
}
