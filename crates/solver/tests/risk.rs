//! The tables of a risk attitude, against the exact end game run on an exponential curve, and
//! the attitude the standings call for.

use std::sync::OnceLock;

use yahtzee_engine::{BotLevel, BoxMask, Game, Rules, VariantId};
use yahtzee_solver::play::play_bot_turn;
use yahtzee_solver::towin::{duel, plan_to_win, RiskTables, ToWin, HORIZON};
use yahtzee_solver::{Table, TurnState};

mod common;

use common::{official as rules_of, table};

/// Classic's risk tables, built once for the test binary.
fn classic_risk() -> &'static RiskTables {
    static RISK: OnceLock<RiskTables> = OnceLock::new();
    RISK.get_or_init(|| RiskTables::build(rules_of(VariantId::Classic)))
}

fn all_but(rules: &Rules, open: &[usize]) -> BoxMask {
    open.iter()
        .fold(rules.all_boxes(), |m, &b| m & !(1 << b) as BoxMask)
}

/// The certainty equivalent of `state` for a player of attitude `theta`, by the end game's own
/// vectors (which share nothing with the utility transform of `Table::build_risk`): the
/// exponential utility as the "chance to win" at each total, so that the end game maximises
/// `E[e^(θX)]` (θ > 0) or `E[1 − e^(θX)]` (θ < 0).
fn by_end_game(t: &Table, state: TurnState, theta: f64) -> f64 {
    let curve: Vec<f64> = (0..2000)
        .map(|x| {
            let u = (theta * x as f64).exp();
            if theta > 0.0 {
                u
            } else {
                1.0 - u
            }
        })
        .collect();
    let start = plan_to_win(t, state, 0, &curve).start;
    let eu = if theta > 0.0 { start } else { 1.0 - start };
    eu.ln() / theta
}

#[test]
fn a_risk_table_holds_the_certainty_equivalent_of_the_end_game() {
    for variant in [VariantId::Classic, VariantId::Yatzy] {
        let t = table(variant);
        let r = t.rules();
        let n = r.box_count();
        let states = [
            // The Yahtzee box (Yatzy's last) and Fours, the upper bonus in reach.
            (all_but(&r, &[n - 2, 3]), 55, false),
            // Sixes, Threes and Chance (Yatzy's: the one before its last).
            (all_but(&r, &[5, 2, n - 1]), 40, false),
        ];
        for theta in [-0.05, -0.01, 0.01, 0.07] {
            let risky = Table::build_risk(rules_of(variant), theta);
            assert_eq!(risky.theta(), theta);
            for &(filled, upper, yahtzee_scored) in &states {
                let state = TurnState {
                    filled,
                    upper,
                    yahtzee_scored,
                };
                let (ours, exact) = (risky.value(state), by_end_game(t, state, theta));
                assert!(
                    (ours - exact).abs() < 2e-3,
                    "{variant:?} θ {theta} {state:?}: {ours} against {exact}"
                );
            }
        }
    }
}

#[test]
fn a_risk_table_of_an_empty_sheet_knows_the_spread() {
    // Golden start values (f32 tables, 2026-11-27); they must differ from the expected-score
    // table's in the direction of the attitude, by about θ·V/2 (V = 59.6² in Classic).
    let rules = rules_of(VariantId::Classic);
    let points = table(VariantId::Classic).start_value();
    let up = Table::build_risk(rules, 0.01).start_value();
    let down = Table::build_risk(rules, -0.01).start_value();
    assert!((up - 282.6007).abs() < 1e-3, "{up}");
    assert!((down - 240.9818).abs() < 1e-3, "{down}");
    assert!(down < points && points < up);
}

#[test]
fn the_player_behind_seeks_risk_and_the_player_ahead_shuns_it() {
    let rules = rules_of(VariantId::Classic);
    let t = table(VariantId::Classic);
    let risk = classic_risk();
    let experts = [BotLevel::Expert; 2];
    let mut ws = t.workspace(1);
    let mut seen = [0, 0];
    for seed in 0..12 {
        let mut game = Game::new(rules, 2, seed).unwrap();
        // Player 0 to move, both sheets with 8 boxes filled.
        while game.sheets()[1].filled().count_ones() < 8 {
            game = play_bot_turn(t, &game, BotLevel::Expert, &mut ws).unwrap();
        }
        let lead = game.sheets()[0].totals(&game.rules()).total as i32
            - game.sheets()[1].totals(&game.rules()).total as i32;
        let theta = risk.theta(t, &game, &experts);
        assert!((-0.05..=0.01).contains(&theta), "{theta}");
        // Same boxes filled by both: the totals say who is ahead once the lead is large.
        if lead >= 40 {
            assert!(theta < 0.0, "ahead by {lead}: θ {theta}");
            seen[0] += 1;
        } else if lead <= -40 {
            assert!(theta > 0.0, "behind by {lead}: θ {theta}");
            seen[1] += 1;
        }
        let chosen = risk.for_turn(t, &game, &experts).map_or(0.0, Table::theta);
        if theta.abs() < 0.0025 {
            assert_eq!(chosen, 0.0, "θ {theta} plays for points");
        } else {
            assert_eq!(
                chosen.signum(),
                theta.signum(),
                "θ {theta}: the table of {chosen}"
            );
        }
    }
    assert!(seen[0] > 0 && seen[1] > 0, "both cases came up: {seen:?}");
}

#[test]
fn a_duel_with_the_risk_tables_plays_the_same_way_every_time() {
    let rules = rules_of(VariantId::Classic);
    let player = ToWin {
        table: table(VariantId::Classic),
        risk: Some(classic_risk()),
        horizon: HORIZON,
    };
    let d = duel(&player, rules, 2, 16, 7).unwrap();
    let again = duel(&player, rules, 2, 16, 7).unwrap();
    assert_eq!(
        (d.wins, d.losses, d.draws, d.points),
        (again.wins, again.losses, again.draws, again.points)
    );
    assert_eq!((d.games(), d.end_turns.0), (16, 64));
    assert_eq!(
        (d.wins, d.losses, d.draws, d.points),
        (6, 10, 0, (3510, 4193))
    );
}
