//! Whole games from the seeds: the perfect game (1575 with the Joker, 1480 or 1505 without it,
//! seed 000) and the lowest possible game (5, seed 000 footnote 2); the best possible games of
//! Yacht (297), Tricolor (1653) and Lucky7 (1736), each argued in its test.

use yahtzee_engine::{Action, Counts, Game, JokerMode, RuleSet, Rules, VariantId};

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

/// Plays `dice` into the box called `name`.
fn play_named(g: &Game, dice: [u8; 5], name: &str) -> Game {
    play(g, dice, box_named(&g.rules(), name))
}

/// Yacht's best possible game. No bonus of any kind exists, so the best game is every box at its
/// own maximum: five of a kind in each upper box (5+10+15+20+25+30 = 105), Full House 6-6-6-5-5
/// (28: five of a kind is not a full house, so 30 is impossible), Four of a Kind 24 (four 6s;
/// the fifth die never counts), both straights 30, Choice 30 (five 6s) and Yacht 50:
/// 105 + 28 + 24 + 30 + 30 + 30 + 50 = 297. With the house rule five 6s make a Full House
/// of 30: 299.
#[test]
fn perfect_yacht_game_is_297_or_299_with_the_house_full_house() {
    for (house, full_house, total) in [(false, [6, 6, 6, 5, 5], 297), (true, [6; 5], 299)] {
        let mut g = Game::new(
            ruleset(VariantId::Yacht, JokerMode::Forced, house, true),
            1,
            0,
        )
        .unwrap();
        for face in 1..=6u8 {
            g = play(&g, [face; 5], face as usize - 1);
        }
        g = play_named(&g, full_house, "Full House");
        g = play_named(&g, [6; 5], "Four of a Kind");
        g = play_named(&g, [1, 2, 3, 4, 5], "Little Straight");
        g = play_named(&g, [2, 3, 4, 5, 6], "Big Straight");
        g = play_named(&g, [6; 5], "Choice");
        g = play_named(&g, [6; 5], "Yacht");
        assert!(g.is_over());
        let t = g.sheet().totals(&g.rules());
        assert_eq!(
            (t.upper, t.upper_bonus, t.yahtzee_bonus, t.total),
            (105, 0, 0, total)
        );
    }
}

/// Tricolor's best possible game. Each box at its own maximum: the upper boxes 105 with five of
/// a kind (bonus 75); Two Pair Same Colour 30 (five 6s hold two pairs of white), Three of a Kind
/// 30, Straight 30, Flush 35, Full House 6-6-6-5-5 = 28 + 15 = 43, Full House Same Colour
/// 6-6-6-1-1 = 20 + 20 = 40, Four of a Kind 30 + 25 = 55, Kismet 30 + 50 = 80, Chance 30: lower
/// 373. There is no Joker, so only boxes that five alike really fit earn the 100 bonus after the
/// Kismet: the six upper boxes, Two Pair Same Colour, Three of a Kind, Flush, Four of a Kind and
/// Chance, eleven bonuses. 105 + 75 + 373 + 1100 = 1653. With the house rule both Full Houses
/// take five 6s (45 and 50) and two more bonuses: 1865.
#[test]
fn perfect_tricolor_game_is_1653_or_1865_with_the_house_full_house() {
    for (house, total) in [(false, 1653), (true, 1865)] {
        let mut g = Game::new(
            ruleset(VariantId::Tricolor, JokerMode::Forced, house, true),
            1,
            0,
        )
        .unwrap();
        g = play_named(&g, [6; 5], "Kismet");
        for face in 1..=6u8 {
            g = play(&g, [face; 5], face as usize - 1);
        }
        for b in [
            "Two Pair Same Colour",
            "Three of a Kind",
            "Flush",
            "Four of a Kind",
            "Chance",
        ] {
            g = play_named(&g, [6; 5], b);
        }
        g = play_named(&g, [2, 3, 4, 5, 6], "Straight");
        let (fh, fhsc) = if house {
            ([6; 5], [6; 5])
        } else {
            ([6, 6, 6, 5, 5], [6, 6, 6, 1, 1])
        };
        g = play_named(&g, fh, "Full House");
        g = play_named(&g, fhsc, "Full House Same Colour");
        assert!(g.is_over());
        let t = g.sheet().totals(&g.rules());
        let bonuses = if house { 13 } else { 11 };
        assert_eq!(
            (t.upper, t.upper_bonus, t.yahtzee_bonus),
            (105, 75, 100 * bonuses)
        );
        assert_eq!(t.total, total);
    }
}

/// Lucky7's best possible game, built like Classic's: a Yahtzee of 7s first (50), then five alike in
/// every other box, each earning the 100 bonus: Ones to Sevens 5 x (1 + … + 7) = 140 and the
/// bonus 46; 7s in the kinds and Chance (35 each); Full House and the straights as Jokers (25,
/// 30, 40). Fourteen boxes make thirteen further Yahtzees:
/// 140 + 46 + 50 + 105 + 95 + 13 x 100 = 1736. Every Yahtzee here needs the wild die. Without the
/// Joker the Full House and straights score as rolled, without a bonus: 1736 - 300 = 1436.
#[test]
fn perfect_lucky7_game_is_1736_with_the_joker_and_1436_without() {
    for (joker, total) in [
        (JokerMode::Forced, 1736),
        (JokerMode::FreeChoice, 1736),
        (JokerMode::None, 1436),
    ] {
        let g = Game::new(ruleset(VariantId::Lucky7, joker, false, true), 1, 0).unwrap();
        let r = g.rules();
        // Every five of a kind rolled as the marked 7 and four of the face, then made whole.
        let wild = |g: &Game, face: u8, name: &str| {
            let g = rolled(g, [7, face, face, face, face]);
            let g = g.apply(Action::SetWild(face)).unwrap();
            g.apply(Action::Score(box_named(&r, name))).unwrap()
        };
        let mut g = wild(&g, 7, "Yahtzee");
        for (face, name) in (1..=7u8).zip([
            "Ones", "Twos", "Threes", "Fours", "Fives", "Sixes", "Sevens",
        ]) {
            g = wild(&g, face, name);
        }
        for b in ["Three of a Kind", "Four of a Kind", "Chance"] {
            g = wild(&g, 7, b);
        }
        if joker == JokerMode::None {
            g = play_named(&g, [2, 2, 2, 5, 5], "Full House");
            g = play_named(&g, [1, 2, 3, 4, 6], "Small Straight");
            g = play_named(&g, [3, 4, 5, 6, 7], "Large Straight");
        } else {
            for b in ["Full House", "Small Straight", "Large Straight"] {
                g = wild(&g, 2, b);
            }
        }
        assert!(g.is_over());
        let t = g.sheet().totals(&r);
        assert_eq!((t.upper, t.upper_bonus), (140, 46));
        assert_eq!(t.total, total, "{joker:?}");
    }
}

/// The bound a stored result must stay under is never below what play can score: a perfect
/// Classic game (1575) reaches it with every box at its best, and no game scores above it.
#[test]
fn no_game_scores_above_the_stored_results_bound() {
    use yahtzee_engine::limits::most_points;
    use yahtzee_engine::{RuleSet, VariantId};
    let classic = RuleSet::default().rules();
    assert!(most_points(&classic) >= 1575);
    for v in VariantId::ALL {
        let rules = RuleSet {
            variant: v,
            ..Default::default()
        }
        .rules();
        let best: u32 = (0..rules.box_count())
            .map(|i| {
                yahtzee_engine::Counts::all(5, rules.def.faces)
                    .iter()
                    .flat_map(|c| [false, true].map(|j| u32::from(rules.box_score(i, c, j))))
                    .max()
                    .unwrap_or(0)
            })
            .sum();
        assert!(u32::from(most_points(&rules)) >= best, "{v:?}");
    }
}
