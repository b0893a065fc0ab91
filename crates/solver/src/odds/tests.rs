//! Tests of the chances to win: playouts, exact means, the estimator and its steadiness.

use super::*;
use yahtzee_engine::{BotLevel, RuleSet, Scripted, VariantId};

fn yacht() -> (RuleSet, Table) {
    let rules = RuleSet {
        variant: VariantId::Yacht,
        ..RuleSet::default()
    };
    (rules, Table::build(rules, |_| {}))
}

#[test]
fn a_batch_with_nothing_to_plan_still_answers_each_state() {
    let (rules, table) = yacht();
    let full = TurnState {
        filled: rules.rules().all_boxes(),
        upper: 0,
        yahtzee_scored: false,
    };
    let mut ws = table.batch_workspace();
    let plans = table.plan_turns(&[full, full], &mut ws);
    assert_eq!(plans.len(), 2);
    let dice = yahtzee_engine::Counts::of(&[1, 2, 3, 4, 5]);
    assert!(plans.iter().all(|p| p.best(&dice, None, 2).is_none()));
}

#[test]
fn a_lead_larger_than_what_is_left_wins_for_sure() {
    // Yacht, two players, one turn each to go: player 0 has rolled five sixes every turn
    // (Sixes, Four of a Kind and Yacht: 104 points) and player 1 a poor 1-2-3-4-1 (11
    // points), and each has only the Choice box left, worth at most 30.
    let (rules, table) = yacht();
    let choice = (0..12)
        .find(|&b| rules.rules().boxes()[b].name.english() == "Choice")
        .unwrap();
    let mut game = Game::new(rules, 2, 3).unwrap();
    for b in (0..12).filter(|&b| b != choice) {
        game = game
            .roll_with(&mut Scripted::new([6, 6, 6, 6, 6]))
            .unwrap()
            .apply(Action::Score(b))
            .unwrap();
        game = game
            .roll_with(&mut Scripted::new([1, 2, 3, 4, 1]))
            .unwrap()
            .apply(Action::Score(b))
            .unwrap();
    }
    let r = game.rules();
    let (a, b) = (
        game.sheets()[0].totals(&r).total,
        game.sheets()[1].totals(&r).total,
    );
    assert!(a > b + 30, "{a} against {b}");
    // Mid-turn for player 0 as well as at the start of the turn.
    for g in [game.clone(), game.apply(Action::Roll).unwrap()] {
        let finals = playouts(&table, &g, 200, 9);
        assert_eq!(finals.len(), 200);
        assert_eq!(
            win_chances(&g, &finals, &exact_means(&table, &g)),
            vec![1.0, 0.0]
        );
    }
}

#[test]
fn a_fresh_two_player_game_is_even() {
    let rules = RuleSet::default();
    let table = Table::build(rules, |_| {});
    let game = Game::new(rules, 2, 2024).unwrap();
    let finals = playouts(&table, &game, 2000, playout_seed(&game));
    let chances = win_chances(&game, &finals, &exact_means(&table, &game));
    // Two empty sheets are alike: one distribution from all their playouts, one chance.
    assert_eq!(chances[0], chances[1]);
    assert!((chances[0] + chances[1] - 1.0).abs() < 1e-12, "{chances:?}");
    // Both players play the same strategy, so their means agree within a few standard
    // errors (59.6 / sqrt(2000) = 1.3 points each).
    let mean = expected(&finals);
    assert!((mean[0] - mean[1]).abs() < 8.0, "{mean:?}");
    assert!((mean[0] - 254.59).abs() < 6.0, "{mean:?}");
}

#[test]
fn a_game_of_other_rules_gets_no_playouts() {
    let (_, table) = yacht();
    let game = Game::new(RuleSet::default(), 2, 1).unwrap();
    let finals = playouts(&table, &game, 10, 1);
    assert!(finals.is_empty());
    assert!(win_chances(&game, &finals, &exact_means(&table, &game)).is_empty());
    assert!(exact_means(&table, &game).is_empty());
    assert!(expected(&finals).is_empty());
    assert!(percentile(&finals, 0.5).is_empty());
}

#[test]
fn percentiles_take_the_nearest_rank() {
    let finals: Vec<Vec<u16>> = (1..=10).map(|i| vec![i * 10, 100 - i]).collect();
    assert_eq!(percentile(&finals, 0.1), vec![10, 90]);
    assert_eq!(percentile(&finals, 0.9), vec![90, 98]);
    assert_eq!(percentile(&finals, 0.0), vec![10, 90]);
    assert_eq!(percentile(&finals, 1.0), vec![100, 99]);
    let g = Game::solo(4);
    assert_eq!(playout_seed(&g), playout_seed(&g.reseeded(8)));
    assert_ne!(playout_seed(&g), playout_seed(&Game::solo(5)));
}

#[test]
fn a_casual_bot_is_expected_to_score_as_its_level_plays() {
    // Yacht, whose levels are far apart (Expert 167.0, Casual 145.7: `play::level_means`).
    let (rules, table) = yacht();
    let game = Game::new(rules, 2, 2024).unwrap();
    let levels = [Some(BotLevel::Expert), Some(BotLevel::Casual)];
    let finals = playouts_of(&table, &game, 0..2000, playout_seed(&game), &levels);
    let means = expected_totals(&table, &game, &finals, &levels);
    let optimal = exact_means(&table, &game);
    // The Expert's is the exact optimal mean; the Casual bot's the mean of its playouts.
    assert_eq!(means[0], optimal[0]);
    assert!(
        optimal[1] - means[1] > 12.0,
        "{means:?} against {optimal:?}"
    );
    // The same level's own games, played as the page's bots play them (`play::simulate`),
    // agree within a few standard errors (Yacht's spread is about 30 points: 0.7 each).
    let simulated = crate::play::simulate(&table, rules, 2000, 99, BotLevel::Casual).unwrap();
    let mean = simulated.scores.iter().map(|&s| s as f64).sum::<f64>() / 2000.0;
    assert!((means[1] - mean).abs() < 4.0, "{} against {mean}", means[1]);
    // Two empty sheets of different levels no longer count as alike: the Expert is ahead.
    let chances = win_chances_of(&game, &finals, &means, &levels);
    assert!(chances[0] > chances[1] + 0.2, "{chances:?}");
    assert!(
        (chances.iter().sum::<f64>() - 1.0).abs() < 1e-9,
        "{chances:?}"
    );
    // A person plays as the optimal strategy does: no level, the playouts of before.
    assert_eq!(
        playouts_of(&table, &game, 0..40, 7, &[None, Some(BotLevel::Expert)]),
        playouts(&table, &game, 40, 7)
    );
}
