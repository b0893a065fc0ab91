//! The tables of a risk attitude, against the exact end game run on an exponential curve, and
//! the attitude the standings call for.

use std::sync::OnceLock;

use yahtzee_engine::{BotLevel, BoxMask, Game, Rules, VariantId};
use yahtzee_solver::play::play_bot_turn;
use yahtzee_solver::towin::{
    attitudes, duel, in_end_game, plan_to_win, play_seat_turn, tactician_ranking, takes_risk,
    Finals, RiskTables, ToWin, HORIZON, THETAS,
};
use yahtzee_solver::{pack, Table, TurnState};

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
    // Snapshot start values (f32 tables, 2026-11-27), not independent ones: they move only with
    // the risk tables' build (`Table::build_risk`), and such a change must say why. Their sense
    // is checked apart: each is a certainty equivalent, at least the strategy for points' own
    // (about its mean + θ·V/2, V = 59.6² in Classic: ±17.8 points), since the attitude's own
    // strategy does at least as well by its utility: the seeker's lies at least that far above
    // the mean, the averse one's at most that far below.
    let rules = rules_of(VariantId::Classic);
    let points = table(VariantId::Classic).start_value();
    let up = Table::build_risk(rules, 0.01).start_value();
    let down = Table::build_risk(rules, -0.01).start_value();
    assert!((up - 282.6007).abs() < 1e-3, "{up}");
    assert!((down - 240.9818).abs() < 1e-3, "{down}");
    assert!(down < points && points < up);
    let half_spread = 0.01 * 59.6f64.powi(2) / 2.0;
    assert!(up - points > half_spread * 0.9 && points - down < half_spread * 1.1);
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
    // A snapshot of these 16 games (seed 7): it moves only with the bots' play, the risk tables
    // or the dice stream, and each such change must say why.
    assert_eq!(
        (d.wins, d.losses, d.draws, d.points),
        (6, 10, 0, (3510, 4193))
    );
}

#[test]
fn risk_tables_fetched_layer_by_layer_rank_as_the_built_ones() {
    // The page's worker: layers read from the shipped files as `missing` asks for them. Every
    // decision of a Tactician's game before its end game must rank exactly as natively.
    let rules = rules_of(VariantId::Classic);
    let t = table(VariantId::Classic);
    let built = classic_risk();
    let player = ToWin {
        table: t,
        risk: Some(built),
        horizon: HORIZON,
    };
    let levels = [BotLevel::ToWin, BotLevel::Expert];
    let mut fetched = RiskTables::default();
    let (mut ws, mut finals) = (t.workspace(1), Finals::default());
    let (mut decisions, mut risky, mut asked, mut most) = (0, 0, 0, 0);
    for seed in 0..3 {
        let mut game = Game::new(rules, 2, seed).unwrap();
        while !game.is_over() {
            if game.current_player() == 0 && !in_end_game(&game, HORIZON) {
                let rolled = game.apply(yahtzee_engine::Action::Roll).unwrap();
                loop {
                    let missing = fetched.missing(t, &rolled, &levels);
                    if missing.is_empty() {
                        break;
                    }
                    for (theta, k) in missing {
                        let from = built.for_theta(theta).expect("a shipped attitude");
                        let file = pack::write_layer(from, k);
                        let sha = pack::sha256_hex(&file);
                        let into = fetched.table_mut(rules, theta);
                        pack::read_layer(into, k, &file, &sha).unwrap();
                        asked += 1;
                    }
                }
                let page = ToWin {
                    risk: Some(&fetched),
                    ..player
                };
                let want = tactician_ranking(&player, &rolled, &levels, &mut ws, &mut finals);
                let got = tactician_ranking(&page, &rolled, &levels, &mut ws, &mut finals);
                assert_eq!(
                    got,
                    want,
                    "seed {seed}, decision {}",
                    game.decisions().len()
                );
                risky += usize::from(built.for_turn(t, &rolled, &levels).is_some());
                decisions += 1;
                // As the worker does once it has answered: the layers behind every sheet go.
                fetched.forget_behind(&rolled);
                most = most.max(fetched.held_bytes());
                // Beside the full sheet's: the emptiest sheet's, the next two.
                let most_layers = THETAS
                    .iter()
                    .filter_map(|&theta| fetched.for_theta(theta))
                    .map(|t| (0..13).filter(|&k| t.has_layer(k)).count())
                    .max();
                assert!(most_layers <= Some(3), "{most_layers:?} layers in a table");
                let least = rolled.sheets().iter().map(|s| s.filled().count_ones());
                let least = least.min().unwrap();
                for theta in THETAS {
                    let held = fetched
                        .for_theta(theta)
                        .map(|t| (0..least).any(|k| t.has_layer(k)));
                    assert_ne!(held, Some(true), "θ {theta}: a layer behind every sheet");
                }
            }
            game = play_seat_turn(&player, &game, &levels, &mut ws, &mut finals).unwrap();
        }
    }
    assert_eq!(decisions, 27, "nine turns before the end game, three games");
    assert!(
        risky > 0 && asked > 0,
        "{risky} turns with an attitude, {asked} layers"
    );
    assert!(fetched.held() <= 3, "{} tables held", fetched.held());
    // Three whole tables would take 9 MiB: less than half of that is held.
    println!("at most {most} bytes of layers held");
    assert!(
        most < 3 * t.size_bytes() / 2,
        "at most {most} bytes of layers held"
    );
}

#[test]
fn only_classic_yatzy_and_yacht_take_a_risk_attitude_with_their_official_options() {
    let count = |v| attitudes(rules_of(v)).len();
    assert_eq!(
        count(VariantId::Classic),
        9,
        "up to +0.01 with the Yahtzee bonus"
    );
    assert_eq!(count(VariantId::Yatzy), 16);
    assert_eq!(count(VariantId::Yacht), 16);
    assert_eq!(count(VariantId::Lucky7), 0);
    assert_eq!(count(VariantId::Tricolor), 0);
    let mut other = rules_of(VariantId::Classic);
    other.options.forced_order = true;
    assert!(!takes_risk(other) && attitudes(other).is_empty());
}
