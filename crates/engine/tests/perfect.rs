//! Whole games from the seeds: the perfect game (1575 with the Joker, 1480 or 1505 without it,
//! seed 000) and the lowest possible game (5, seed 000 footnote 2).

use yahtzee_engine::{Counts, Game, JokerMode, RuleSet, Rules};

mod common;
use common::*;

/// The seed's perfect game: Yahtzee first, then 1s to 6s in their upper boxes, three more 6s
/// in the kinds and Chance, and the last three Yahtzees in Full House and the straights.
fn perfect(rules: RuleSet) -> Game {
    let mut g = Game::new(rules, 1, 0).unwrap();
    g = play(&g, [6; 5], YAHTZEE);
    for face in 1..=6u8 {
        g = play(&g, [face; 5], face as usize - 1);
    }
    for b in [THREE_KIND, FOUR_KIND, CHANCE] {
        g = play(&g, [6; 5], b);
    }
    for b in [FULL_HOUSE, SMALL, LARGE] {
        g = play(&g, [2; 5], b);
    }
    assert!(g.is_over());
    g
}

#[test]
fn perfect_game_with_the_forced_joker_is_1575() {
    let g = perfect(classic(JokerMode::Forced, false, true));
    let t = g.sheet().totals(&g.rules());
    assert_eq!(
        (t.upper, t.upper_bonus, t.lower, t.yahtzee_bonus, t.total),
        (105, 35, 235, 1200, 1575)
    );
    assert_eq!(g.sheet().yahtzee_bonuses, 12);
}

#[test]
fn perfect_game_with_the_free_choice_joker_is_1575() {
    let g = perfect(classic(JokerMode::FreeChoice, false, true));
    assert_eq!(g.sheet().totals(&g.rules()).total, 1575);
}

#[test]
fn perfect_game_without_joker_is_1480_or_1505_with_the_house_full_house() {
    let g = perfect(classic(JokerMode::None, false, true));
    assert_eq!(g.sheet().totals(&g.rules()).total, 1480);
    let g = perfect(classic(JokerMode::None, true, true));
    assert_eq!(g.sheet().totals(&g.rules()).total, 1505);
}

/// Dice that score nothing in box `b` (and are not five of a kind).
fn zero_dice(rules: &Rules, b: usize) -> [u8; 5] {
    let c = Counts::all(5, 6)
        .into_iter()
        .find(|c| c.max_alike() < 5 && rules.box_score(b, c, false) == 0)
        .expect("some dice score zero");
    c.faces().try_into().unwrap()
}

#[test]
fn lowest_possible_game_is_5() {
    let mut g = Game::solo(3);
    g = play(&g, [1; 5], CHANCE);
    for b in 0..12 {
        g = play(&g, zero_dice(&g.rules(), b), b);
    }
    assert!(g.is_over());
    assert_eq!(g.sheet().totals(&g.rules()).total, 5);
}

#[test]
fn perfect_game_needs_every_yahtzee_in_the_right_order() {
    // With the forced Joker, Full House before Twos is not allowed when 2s are rolled.
    let g = Game::new(classic(JokerMode::Forced, false, true), 1, 0).unwrap();
    let g = play(&g, [6; 5], YAHTZEE);
    let g = rolled(&g, [2; 5]);
    assert!(g.preview(FULL_HOUSE).is_err());
    assert_eq!(g.preview(1).unwrap().points, 10);
}
