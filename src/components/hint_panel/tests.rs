//! The hint's line to win: a chance below 10 % with one decimal, and a word when no move can win
//! (a percentage is kept to its number by a no-break space).

use super::*;
use yahtzee_engine::{Action, Counts, RuleSet};
use yahtzee_protocol::Choice;

fn ranked(choice: Choice, value: f64) -> Ranked {
    Ranked { choice, value }
}

/// A table of two after its first roll.
fn rolled() -> Game {
    Game::new(RuleSet::default(), 2, 11)
        .unwrap()
        .apply(Action::Roll)
        .unwrap()
}

#[test]
fn a_small_chance_keeps_a_decimal_and_a_lost_game_says_so() {
    let game = rolled();
    let keep = Choice::Keep(Counts::of(&[6, 6]));
    let chance = Choice::Score(12);
    let points = ranked(keep, 0.5);
    let say = |ranking: &[Ranked]| to_win_words(&game, Some(ranking), true, &points);
    // 1.24 % and 0.61 %: not both "1 %".
    let (win, for_points) = say(&[ranked(chance, 0.0124), ranked(keep, 0.0061)]).unwrap();
    assert_eq!(
        win,
        format!("To win: {}, 1.2\u{a0}%", describe(&game, &chance))
    );
    assert_eq!(
        for_points.as_deref(),
        Some(&*format!(
            "For points: {}, 0.6\u{a0}%",
            describe(&game, &keep)
        ))
    );
    // From 10 % on, whole percents.
    let (win, _) = say(&[ranked(chance, 0.0996), ranked(keep, 0.05)]).unwrap();
    assert_eq!(
        win,
        format!("To win: {}, 10\u{a0}%", describe(&game, &chance))
    );
    // No move can win: no "0 %" to play for, and no move named for it.
    let (win, for_points) = say(&[ranked(chance, 0.0), ranked(keep, 0.0)]).unwrap();
    assert_eq!(win, "No move can win this game any more.");
    assert_eq!(for_points, None);
}
