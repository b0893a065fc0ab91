//! A review's reasons (`review::judge_with_reasons`): in a game a Casual bot played, every
//! mistake asked for gets the hint's own reasons at its decision, and nothing else does: two
//! scores the same numbers as `why::compare_scores` there (the same playouts), a keep what it
//! and the best move aim at (`TurnPlan::aims_each`, exact), a best move none.

use yahtzee_engine::{Action, BotLevel, Choice as Played, Game, VariantId};
use yahtzee_solver::odds::playout_seed;
use yahtzee_solver::play::{actions_for, play_bot_turn, position};
use yahtzee_solver::review::{judge_with_reasons, review, Reason};
use yahtzee_solver::why::{compare_scores, why_playouts_for};
use yahtzee_solver::{Choice, Table};

mod common;

use common::{official, table};

/// Checks every mistake of a game of `variant` a Casual bot played from `seed`.
fn check(variant: VariantId, seed: u64) -> (usize, usize, usize) {
    let t: &Table = table(variant);
    let mut ws = t.workspace(1);
    let mut game = Game::new(official(variant), 1, seed).unwrap();
    while !game.is_over() {
        game = play_bot_turn(t, &game, BotLevel::Casual, &mut ws).unwrap();
    }
    check_game(variant, &game)
}

/// Checks every mistake of `game`; returns how many were two scores, how many had a keep, and
/// how many were one box with the wild die counted as another face.
fn check_game(variant: VariantId, game: &Game) -> (usize, usize, usize) {
    let t: &Table = table(variant);
    let rules = official(variant);
    let mut ws = t.workspace(1);
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
        "{variant:?} seed {}: {} mistakes' reasons in {millis:.0} ms",
        game.seed(),
        mistakes.len()
    );
    let (mut scores, mut keeps, mut wilds) = (0, 0, 0);
    for (j, p) in judged.iter().zip(&plain) {
        // The verdicts are the plain review's.
        assert_eq!(
            (j.index, j.chosen, j.best, j.best_choice),
            (p.index, p.chosen, p.best, p.best_choice)
        );
        let at = Game::at_decision(rules, 1, decisions, j.index).unwrap();
        match j.why {
            // A mistake always has a reason.
            None => assert!(!mistakes.contains(&j.index), "{j:?}"),
            Some(Reason::Wild {
                box_index,
                best,
                chosen,
            }) => {
                wilds += 1;
                let b = usize::from(box_index);
                let d = &decisions[j.index];
                assert_eq!(
                    (d.choice, d.wild.map(|w| w == chosen.0)),
                    (Played::Score(b), Some(true))
                );
                assert_eq!(
                    j.best_choice,
                    Choice::ScoreWild {
                        box_index: b,
                        wild: best.0
                    }
                );
                assert_ne!(best.0, chosen.0);
                // Each face's points, as the engine scores the dice with the wild die as it.
                let r = at.rules();
                let die = r.def.wild.unwrap().die;
                for (face, points) in [best, chosen] {
                    let mut dice = d.dice;
                    dice[die] = face;
                    let counts = yahtzee_engine::Counts::of(&dice);
                    let p = r.placement(d.filled, d.yahtzee_scored, &counts);
                    assert_eq!(points, r.box_score(b, &counts, p.joker), "{face}");
                }
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
    (scores, keeps, wilds)
}

#[test]
fn a_casual_games_mistakes_get_the_hints_reasons() {
    let (mut scores, mut keeps) = (0, 0);
    for (variant, seed) in [
        (VariantId::Classic, 1),
        (VariantId::Yatzy, 2),
        (VariantId::Lucky7, 3),
    ] {
        let (s, k, _) = check(variant, seed);
        scores += s;
        keeps += k;
    }
    // Both kinds of reason came up.
    assert!(
        scores > 0 && keeps > 0,
        "{scores} score reasons, {keeps} keep reasons"
    );
}

/// Lucky7 played by the best moves, but wherever the best is to score a box with the wild die
/// counted as some face, a person counts it as a worse one (a bot never does): each of those
/// mistakes says what each face scores there.
#[test]
fn a_wild_die_counted_as_a_worse_face_gets_each_faces_points() {
    let variant = VariantId::Lucky7;
    let t: &Table = table(variant);
    let mut ws = t.workspace(1);
    let mut game = Game::new(official(variant), 1, 6).unwrap();
    let mut made = 0;
    while !game.is_over() {
        if game.turn().rolls == 0 {
            game = game.apply(Action::Roll).unwrap();
            continue;
        }
        let pos = position(&game).unwrap();
        let options =
            t.plan_turn(pos.state, &mut ws)
                .every_option(&pos.dice, pos.marked, pos.rolls_left);
        let mut choice = options[0].choice;
        if let Choice::ScoreWild { box_index, wild } = choice {
            let worse = options.iter().find(|o| {
                o.value < options[0].value
                    && matches!(o.choice, Choice::ScoreWild { box_index: b, wild: w } if b == box_index && w != wild)
            });
            if let Some(o) = worse {
                choice = o.choice;
                made += 1;
            }
        }
        for a in actions_for(&game, choice) {
            game = game.apply(a).unwrap();
        }
    }
    let (_, _, wilds) = check_game(variant, &game);
    assert!(made > 0, "no wild die counted as a worse face");
    assert_eq!(wilds, made);
}
