//! Maxi Yatzy's reviews, daily game and aims (`MaxiCoach::review`, `daily_play`, `aims`), as the
//! page's worker answers them: each decision judged in the position the hint met it in, by the
//! hint's own ranking; the day's game played by the coach's best choices on the day's dice; what
//! a keep aims at, against turns played on by the ranking itself.

use yahtzee_engine::daily::slot_faces;
use yahtzee_engine::{
    Action, BotLevel, Counts, DiceMode, Game, Options, Pcg32, RuleSet, VariantId,
};
use yahtzee_solver::maxi::MaxiCoach;
use yahtzee_solver::play::position;
use yahtzee_solver::review::{kept, position_of, Reason, TopAims};
use yahtzee_solver::{Choice, Position};

const SWEDISH: &[u8] = include_bytes!("../../cli/fits/maxi.fit");

fn rules(no_saved_rolls: bool) -> RuleSet {
    RuleSet {
        variant: VariantId::Maxi,
        options: Options {
            no_saved_rolls,
            ..Options::default()
        },
    }
}

/// A table of two played to its end: seat 1 an Expert, seat 2 a Beginner.
fn two_bots(c: &mut MaxiCoach, r: RuleSet, seed: u64) -> Game {
    let mut game = Game::new(r, 2, seed).unwrap();
    while !game.is_over() {
        let level = [BotLevel::Expert, BotLevel::Beginner][game.current_player()];
        game = c.play_bot_turn(&game, level).unwrap();
    }
    game
}

#[test]
fn a_review_judges_every_decision_where_the_hint_met_it() {
    for no_saved in [false, true] {
        let r = rules(no_saved);
        let mut c = MaxiCoach::new(r, SWEDISH).unwrap();
        let game = two_bots(&mut c, r, 21);
        let decisions = game.decisions();
        let judged = c.review(decisions);
        // Every decision, in order: none left out.
        let indices: Vec<usize> = judged.iter().map(|j| j.index).collect();
        assert_eq!(indices, (0..decisions.len()).collect::<Vec<_>>());
        let mut beginner_loss = 0.0;
        for (i, (d, j)) in decisions.iter().zip(&judged).enumerate() {
            // One path: the position judged is the one the hint ranked at that moment.
            let there = Game::at_decision(r, 2, decisions, i).unwrap();
            assert_eq!(
                Some(position_of(&there.rules(), d)),
                position(&there),
                "decision {i}"
            );
            assert!(j.loss() >= 0.0);
            match d.player {
                // The Expert plays the ranking's best choice: it gives nothing away by it.
                0 => assert_eq!(j.loss(), 0.0, "the Expert's decision {i}"),
                _ => beginner_loss += j.loss(),
            }
        }
        assert!(
            beginner_loss > 10.0,
            "a Beginner gives points away: {beginner_loss}"
        );
    }
}

#[test]
fn the_days_game_is_played_by_the_coachs_best_choices_on_the_days_dice() {
    let r = rules(false);
    let mut c = MaxiCoach::new(r, SWEDISH).unwrap();
    let day = 20_787; // 2026-11-30
    let played = c.daily_play(day).unwrap();
    assert!(played.is_over());
    assert_eq!(played.rule_set(), r);
    assert_eq!(played.seed(), day);
    // The same day, the same game: a player and the page meet the same rival.
    assert_eq!(c.daily_play(day).unwrap(), played);
    // Each decision is the ranking's best, on the day's dice: a day's game replays its rolls.
    assert!(c.review(played.decisions()).iter().all(|j| j.loss() == 0.0));
    // Each turn's first roll throws every die: it shows the day's faces for that turn.
    let firsts: Vec<_> = played.decisions().iter().filter(|d| d.rolls == 1).collect();
    let turns: Vec<u32> = firsts.iter().map(|d| d.filled.count_ones()).collect();
    assert_eq!(turns.iter().filter(|&&t| t == 0).count(), 1);
    for d in firsts {
        let turn = d.filled.count_ones() as usize;
        assert_eq!(
            d.dice,
            slot_faces(VariantId::Maxi, day, turn, 0),
            "turn {turn}"
        );
    }
    // Read back as the page keeps a finished game: the same game.
    let back = Game::from_decisions(r, 1, day, DiceMode::Practice, played.decisions()).unwrap();
    assert_eq!(back.sheets(), played.sheets());
    // A coach of other table rules is not the day's rival.
    let mut other = MaxiCoach::new(rules(true), SWEDISH).unwrap();
    assert!(other.daily_play(day).is_err());
}

/// The first keep the ranking lists in `pos`.
fn first_keep(c: &mut MaxiCoach, pos: &Position) -> Counts {
    c.rank(pos)
        .iter()
        .find_map(|o| match o.choice {
            Choice::Keep(k) => Some(k),
            _ => None,
        })
        .unwrap()
}

/// `n` turns played from `keep` in `pos` by the ranking itself, re-ranked at every roll: how
/// often each box ends the turn.
fn playouts(c: &mut MaxiCoach, pos: &Position, keep: Counts, n: u32) -> Vec<f64> {
    let mut ends = vec![0.0; 20];
    let mut rng = Pcg32::from_seed(99);
    for _ in 0..n {
        let mut p = *pos;
        let mut keep = keep;
        loop {
            for _ in keep.len()..6 {
                keep.0[rng.below(6) as usize + 1] += 1;
            }
            p.dice = keep;
            p.rolls_left -= 1;
            match c.rank(&p)[0].choice {
                Choice::Keep(k) => keep = k,
                Choice::Score(b) => {
                    ends[b] += 1.0 / f64::from(n);
                    break;
                }
                other => panic!("Maxi Yatzy has no {other:?}"),
            }
        }
    }
    ends
}

#[test]
fn what_a_keep_aims_at_is_where_the_rankings_own_turns_end() {
    let r = rules(false);
    let mut c = MaxiCoach::new(r, SWEDISH).unwrap();
    // A first roll of the game (two rolls left); and a turn with eight saved rolls (ten left,
    // more than a plan holds: the ranking plans again at each roll), four turns scored at once.
    let mut game = Game::new(r, 1, 12).unwrap().apply(Action::Roll).unwrap();
    let mut positions = vec![position(&game).unwrap()];
    for _ in 0..4 {
        let open = game
            .sheet()
            .boxes
            .iter()
            .rposition(Option::is_none)
            .unwrap();
        game = game.apply(Action::Score(open)).unwrap();
        game = game.apply(Action::Roll).unwrap();
    }
    positions.push(position(&game).unwrap());
    assert_eq!(positions[1].rolls_left, 10);
    let n = 20_000;
    for pos in positions {
        let keep = first_keep(&mut c, &pos);
        let aims = c.aims(&pos, &keep);
        assert!((aims.iter().sum::<f64>() - 1.0).abs() < 1e-9, "{aims:?}");
        let seen = playouts(&mut c, &pos, keep, n);
        for (b, (&p, &q)) in aims.iter().zip(&seen).enumerate() {
            let se = (p * (1.0 - p) / f64::from(n)).sqrt();
            assert!(
                (p - q).abs() <= 4.0 * se + 1e-9,
                "box {b}: {p} worked out, {q} played, at {pos:?}"
            );
        }
    }
}

#[test]
fn a_reviews_reasons_are_what_the_keeps_aimed_at() {
    let r = rules(false);
    let mut c = MaxiCoach::new(r, SWEDISH).unwrap();
    let game = two_bots(&mut c, r, 21);
    let decisions = game.decisions();
    let plain = c.review(decisions);
    let which: Vec<usize> = plain
        .iter()
        .filter(|j| j.loss() > 0.0)
        .map(|j| j.index)
        .collect();
    let judged = c.review_with_reasons(decisions, &which);
    assert_eq!(judged.len(), plain.len());
    let mut keeps = 0;
    for (j, p) in judged.iter().zip(&plain) {
        assert_eq!(
            (j.index, j.chosen, j.best, j.best_choice),
            (p.index, p.chosen, p.best, p.best_choice)
        );
        let d = &decisions[j.index];
        let pos = position_of(&r.rules(), d);
        let chosen = match d.choice {
            yahtzee_engine::Choice::Keep(held) => Some(kept(&d.dice, &held)),
            yahtzee_engine::Choice::Score(_) => None,
        };
        let best = match j.best_choice {
            Choice::Keep(k) => Some(k),
            _ => None,
        };
        let asked = which.contains(&j.index) && (chosen.is_some() || best.is_some());
        match j.why {
            Some(Reason::Keep {
                best: b,
                chosen: ch,
            }) => {
                assert!(asked, "a reason only where asked, for a keep: {}", j.index);
                let mut aims = |k: Option<Counts>| k.map(|k| TopAims::of(&c.aims(&pos, &k)));
                assert_eq!((b, ch), (aims(best), aims(chosen)));
                keeps += 1;
            }
            None => assert!(!asked, "decision {} has its reason", j.index),
            other => panic!("no other reason in Maxi Yatzy: {other:?}"),
        }
    }
    assert!(keeps > 10, "the Beginner's keeps explained: {keeps}");
}
