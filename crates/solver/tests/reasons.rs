//! A review's reasons (`review::judge_with_reasons`): in a game a Casual bot played, every
//! mistake asked for gets the hint's own reasons at its decision, and nothing else does: two
//! scores the same numbers as `why::compare_scores` there (the same playouts), a keep what it
//! and the best move aim at (`TurnPlan::aims_each`, exact), a best move none.

use yahtzee_engine::{BotLevel, Choice as Played, Game, VariantId};
use yahtzee_solver::odds::playout_seed;
use yahtzee_solver::play::{play_bot_turn, position};
use yahtzee_solver::review::{judge_with_reasons, review, Reason};
use yahtzee_solver::why::{compare_scores, why_playouts_for};
use yahtzee_solver::{Choice, Table};

mod common;

use common::{official, table};

/// Checks every mistake of a game of `variant` a Casual bot played from `seed`; returns how
/// many were two scores and how many had a keep.
fn check(variant: VariantId, seed: u64) -> (usize, usize) {
    let t: &Table = table(variant);
    let rules = official(variant);
    let mut ws = t.workspace(1);
    let mut game = Game::new(rules, 1, seed).unwrap();
    while !game.is_over() {
        game = play_bot_turn(t, &game, BotLevel::Casual, &mut ws).unwrap();
    }
    let decisions = game.decisions();
    let plain = review(t, decisions, &mut ws);
    let mistakes: Vec<usize> = plain
        .iter()
        .filter(|j| j.loss() > 0.0)
        .map(|j| j.index)
        .collect();
    let t0 = std::time::Instant::now();
    let judged = judge_with_reasons(t, rules, 1, decisions, &mistakes, &mut ws);
    let millis = t0.elapsed().as_secs_f64() * 1e3;
    println!(
        "{variant:?} seed {seed}: {} mistakes' reasons in {millis:.0} ms",
        mistakes.len()
    );
    let (mut scores, mut keeps) = (0, 0);
    for (j, p) in judged.iter().zip(&plain) {
        // The verdicts are the plain review's.
        assert_eq!(
            (j.index, j.chosen, j.best, j.best_choice),
            (p.index, p.chosen, p.best, p.best_choice)
        );
        let at = Game::at_decision(rules, 1, decisions, j.index).unwrap();
        match j.why {
            // A mistake always has a reason, unless it scored the best box with another value
            // for the wild die (Lucky7), which no reason tells apart.
            None => {
                let same_box = matches!(
                    (decisions[j.index].choice, j.best_choice),
                    (Played::Score(a), Choice::Score(b) | Choice::ScoreWild { box_index: b, .. }) if a == b
                );
                assert!(!mistakes.contains(&j.index) || same_box, "{j:?}");
            }
            Some(Reason::Score(w)) => {
                scores += 1;
                let n = why_playouts_for(t, &at);
                let again =
                    compare_scores(t, &at, j.best_choice, w.other.choice, n, playout_seed(&at));
                assert_eq!(again, Some(w), "decision {}", j.index);
                assert_eq!(w.best.choice, j.best_choice);
                assert!(w.best.slot != w.other.slot);
            }
            Some(Reason::Keep { best, chosen }) => {
                keeps += 1;
                assert!(mistakes.contains(&j.index));
                let pos = position(&at).unwrap();
                let plan = t.plan_turn(pos.state, &mut ws);
                let aims = plan.aims_each(&pos, &[j.best_choice]).pop().flatten();
                let top = |a: &[f64]| yahtzee_solver::top_aims(a).0;
                let want: Option<Vec<usize>> =
                    aims.map(|a| top(&a).into_iter().map(|(b, _)| b).collect());
                let got: Option<Vec<usize>> = best.map(|b| b.boxes().map(|(b, _)| b).collect());
                assert_eq!(got, want, "decision {}", j.index);
                assert!(best.is_some() || chosen.is_some());
                if let Some(b) = best {
                    let sum: f64 = b.boxes().map(|(_, p)| p).sum::<f64>() + f64::from(b.other);
                    assert!((sum - 1.0).abs() < 1e-5, "{b:?}");
                }
            }
        }
    }
    (scores, keeps)
}

#[test]
fn a_casual_games_mistakes_get_the_hints_reasons() {
    let (mut scores, mut keeps) = (0, 0);
    for (variant, seed) in [
        (VariantId::Classic, 1),
        (VariantId::Yatzy, 2),
        (VariantId::Lucky7, 3),
    ] {
        let (s, k) = check(variant, seed);
        scores += s;
        keeps += k;
    }
    // Both kinds of reason came up.
    assert!(
        scores > 0 && keeps > 0,
        "{scores} score reasons, {keeps} keep reasons"
    );
}
