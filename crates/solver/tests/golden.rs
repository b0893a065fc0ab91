//! The optimal expected score of a whole game against published values
//! (shared/notes/solver.md: precisit/yatzy-solver, Verhoeff 1999, Glenn 2006), and known
//! positions.
//!
//! The exact values come from an f64 table ([`Table::build_f64`]) and must match the published
//! ones to 1e-7. The shipped f32 table's start value is pinned too, to 1e-7: the values the page
//! plays by (crates/solver/RESULTS.md says how far they are from the f64 ones).

use yahtzee_engine::{Counts, JokerMode, Options, RuleSet, VariantId};
use yahtzee_solver::{Choice, Position, Table, TurnState};

fn rules(joker: JokerMode, yahtzee_bonus: bool) -> RuleSet {
    RuleSet {
        variant: VariantId::Classic,
        options: Options {
            joker,
            five_of_a_kind_full_house: false,
            yahtzee_bonus,
            ..Options::default()
        },
    }
}

/// The f64 table's start value is `exact` to 1e-7 and the f32 table's is `shipped` to 1e-7,
/// and both tables report their progress in order. Returns the f64 value.
fn assert_start(rules: RuleSet, exact: f64, shipped: f64) -> f64 {
    let mut last = -1.0f32;
    let table = Table::build_f64(rules, |p| {
        assert!(p >= last, "progress goes forward");
        last = p;
    });
    assert_eq!(last, 1.0);
    let exact_value = table.start_value();
    assert!(
        (exact_value - exact).abs() < 1e-7,
        "{:?}: f64 {exact_value:.9} against {exact}",
        rules.options
    );
    let mut last = -1.0f32;
    let table = Table::build(rules, |p| {
        assert!(p >= last, "progress goes forward");
        last = p;
    });
    assert_eq!(last, 1.0);
    let v = table.start_value();
    assert!(
        (v - shipped).abs() < 1e-7,
        "{:?}: f32 {v:.9} against {shipped}",
        rules.options
    );
    exact_value
}

#[test]
fn forced_joker_is_254_5877287() {
    assert_start(rules(JokerMode::Forced, true), 254.587_728_7, 254.587_722_8);
}

#[test]
fn free_choice_joker_is_254_5896095() {
    assert_start(
        rules(JokerMode::FreeChoice, true),
        254.589_609_5,
        254.589_614_9,
    );
}

#[test]
fn yahtzee_bonus_without_joker_is_253_9702412() {
    assert_start(rules(JokerMode::None, true), 253.970_241_2, 253.970_245_4);
}

#[test]
fn no_bonus_no_joker_is_245_8707745() {
    assert_start(rules(JokerMode::None, false), 245.870_774_5, 245.870_773_3);
}

/// Scandinavian Yatzy with its house rules. The house rules' values are published to four
/// decimals only: the f64 values to 1e-7 are ours (crates/solver/RESULTS.md), and must round to
/// the published ones.
fn yatzy(four_two_pairs: bool, five_full_house: bool, forced_order: bool) -> RuleSet {
    RuleSet {
        variant: VariantId::Yatzy,
        options: Options {
            four_of_a_kind_two_pairs: four_two_pairs,
            five_of_a_kind_full_house: five_full_house,
            forced_order,
            ..Options::default()
        },
    }
}

#[test]
fn yatzy_is_248_4399894() {
    assert_start(yatzy(false, false, false), 248.439_989_4, 248.439_987_2);
}

#[test]
fn yatzy_house_rules_are_the_published_values() {
    for (rules, ours, shipped, published) in [
        (
            yatzy(false, true, false),
            248.468_090_9,
            248.468_093_9,
            248.4681,
        ),
        (
            yatzy(true, false, false),
            248.644_058_9,
            248.644_058_2,
            248.6441,
        ),
        (
            yatzy(true, true, false),
            248.674_882_7,
            248.674_881_0,
            248.6749,
        ),
    ] {
        let v = assert_start(rules, ours, shipped);
        assert!(
            (v - published).abs() < 5e-5,
            "{:?}: {v} against {published}",
            rules.options
        );
    }
}

/// Boxes in order has no published value: this is ours (crates/solver/RESULTS.md), and
/// `tests/simulate.rs` confirms it with 100,000 simulated games.
#[test]
fn yatzy_in_forced_order_is_122_5585274() {
    assert_start(yatzy(false, false, true), 122.558_527_4, 122.558_525_1);
}

#[test]
fn classic_table_takes_3_mib_and_round_trips() {
    let table = Table::build(RuleSet::default(), |_| {});
    // 2^13 sets of filled boxes, and 2^12 more states for those with the Yahtzee box filled
    // (holding 50 or 0), 64 upper totals each, 4 bytes a value.
    assert_eq!(table.size_bytes(), (8192 + 4096) * 64 * 4);
    assert_eq!(table.held_bytes(), table.size_bytes());
    let again = Table::from_values(RuleSet::default(), table.values().to_vec()).unwrap();
    assert_eq!(again.start_value(), table.start_value());
    assert!(Table::from_values(RuleSet::default(), vec![0.0; 10]).is_none());

    // Known position (jonstites/easy-yahtzee): empty sheet, 1-2-3-4-5, no rerolls left:
    // Large Straight, expected final score 261.53.
    let mut ws = table.workspace(1);
    let options = table.advise(
        &Position {
            state: TurnState {
                filled: 0,
                upper: 0,
                yahtzee_scored: false,
            },
            dice: Counts::of(&[1, 2, 3, 4, 5]),
            marked: None,
            rolls_left: 0,
        },
        &mut ws,
    );
    assert_eq!(options[0].choice, Choice::Score(10));
    assert!(
        (options[0].value - 261.53).abs() < 0.005,
        "{}",
        options[0].value
    );
    assert_eq!(options.len(), 13);

    // With rolls left the best keep's value is the table's own mean over the next roll:
    // at the start of a game, the value of keeping nothing is the start value.
    let options = table.advise(
        &Position {
            state: TurnState {
                filled: 0,
                upper: 0,
                yahtzee_scored: false,
            },
            dice: Counts::of(&[1, 2, 3, 4, 6]),
            marked: None,
            rolls_left: 2,
        },
        &mut ws,
    );
    let reroll_all = options
        .iter()
        .find(|o| o.choice == Choice::Keep(Counts::default()))
        .unwrap();
    assert!(reroll_all.value < table.start_value() + 1e-3);
    assert!(options.len() == 31 + 13, "{} options", options.len());
    assert!(options.windows(2).all(|w| w[0].value >= w[1].value));
}

#[test]
fn a_position_from_another_game_gets_no_advice_instead_of_a_panic() {
    let table = Table::build(
        RuleSet {
            variant: VariantId::Yacht,
            options: Options::default(),
        },
        |_| {},
    );
    let state = TurnState {
        filled: 1 << 12,
        upper: 0,
        yahtzee_scored: false,
    };
    let mut ws = table.workspace(1);
    let options = table.advise(
        &Position {
            state,
            dice: Counts::of(&[1, 2, 3, 3, 5]),
            marked: None,
            rolls_left: 2,
        },
        &mut ws,
    );
    assert!(options.is_empty());
    assert_eq!(table.value(state), 0.0);
}
