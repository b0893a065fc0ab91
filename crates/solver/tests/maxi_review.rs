//! Maxi Yatzy's reviews and daily game (`MaxiCoach::review`, `MaxiCoach::daily_play`), as the
//! page's worker answers them: each decision judged in the position the hint met it in, by the
//! hint's own ranking; the day's game played by the coach's best choices on the day's dice.

use yahtzee_engine::daily::slot_faces;
use yahtzee_engine::{BotLevel, DiceMode, Game, Options, RuleSet, VariantId};
use yahtzee_solver::maxi::MaxiCoach;
use yahtzee_solver::play::position;
use yahtzee_solver::review::position_of;

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
