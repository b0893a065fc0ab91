//! The Yahtzee bonus and the three forms of the Joker rule, scenario by scenario.

use yahtzee_engine::{Action, Game, JokerMode, JokerRestriction, MoveError};

mod common;
use common::*;

fn game(joker: JokerMode) -> Game {
    Game::new(classic(joker, false, true), 1, 7).unwrap()
}

/// A game whose Yahtzee box holds 50.
fn with_yahtzee_50(joker: JokerMode) -> Game {
    play(&game(joker), [6, 6, 6, 6, 6], YAHTZEE)
}

#[test]
fn forced_joker_sends_a_yahtzee_to_its_upper_box() {
    let g = rolled(&with_yahtzee_50(JokerMode::Forced), [3, 3, 3, 3, 3]);
    let p = g.placement().unwrap();
    assert_eq!(p.allowed, 1 << THREES);
    assert_eq!(
        p.restriction,
        Some(JokerRestriction::MatchingUpper { box_index: THREES })
    );
    for b in [ONES, FULL_HOUSE, SMALL, CHANCE] {
        assert_eq!(
            g.apply(Action::Score(b)),
            Err(MoveError::JokerForbids {
                box_index: b,
                restriction: JokerRestriction::MatchingUpper { box_index: THREES }
            })
        );
    }
    let after = g.apply(Action::Score(THREES)).unwrap();
    assert_eq!(after.sheet().boxes[THREES], Some(15));
    assert_eq!(after.sheet().yahtzee_bonus_points, 100);
    assert_eq!(after.sheet().totals(&after.rules()).total, 50 + 15 + 100);
}

#[test]
fn forced_joker_then_lower_boxes_with_joker_scores() {
    let g = play(&with_yahtzee_50(JokerMode::Forced), [1, 2, 4, 5, 5], THREES);
    let g = rolled(&g, [3, 3, 3, 3, 3]);
    let p = g.placement().unwrap();
    assert!(p.joker);
    assert_eq!(p.restriction, Some(JokerRestriction::LowerFirst));
    let lower = [THREE_KIND, FOUR_KIND, FULL_HOUSE, SMALL, LARGE, CHANCE];
    assert_eq!(p.allowed, lower.iter().fold(0, |m, b| m | 1 << b));
    let expect = [15, 15, 25, 30, 40, 15];
    for (b, points) in lower.iter().zip(expect) {
        let pv = g.preview(*b).unwrap();
        assert_eq!((pv.points, pv.bonus), (points, 100));
    }
    assert!(g.preview(FULL_HOUSE).unwrap().joker);
    assert!(!g.preview(CHANCE).unwrap().joker);
    assert!(matches!(
        g.apply(Action::Score(ONES)),
        Err(MoveError::JokerForbids { .. })
    ));
    let after = g.apply(Action::Score(LARGE)).unwrap();
    assert_eq!(after.sheet().boxes[LARGE], Some(40));
    assert_eq!(after.sheet().yahtzee_bonuses, 1);
}

#[test]
fn forced_joker_with_lower_section_full_goes_to_an_upper_box_for_zero() {
    let mut g = with_yahtzee_50(JokerMode::Forced);
    // Fill Fours and every lower box with ordinary rolls.
    g = play(&g, [4, 1, 2, 2, 6], FOURS);
    for b in [THREE_KIND, FOUR_KIND, FULL_HOUSE, SMALL, LARGE, CHANCE] {
        g = play(&g, [1, 2, 4, 5, 5], b);
    }
    let g = rolled(&g, [4, 4, 4, 4, 4]);
    let p = g.placement().unwrap();
    let upper_open = [0, 1, 2, 4, 5].iter().fold(0u32, |m, b| m | 1 << b);
    assert_eq!(p.allowed, upper_open);
    assert_eq!(p.restriction, None);
    let pv = g.preview(ONES).unwrap();
    assert_eq!((pv.points, pv.bonus), (0, 100));
    let after = g.apply(Action::Score(SIXES)).unwrap();
    assert_eq!(after.sheet().boxes[SIXES], Some(0));
    assert_eq!(after.sheet().yahtzee_bonus_points, 100);
}

#[test]
fn scratched_yahtzee_gives_no_bonus_but_the_joker_still_applies() {
    let g = play(&game(JokerMode::Forced), [1, 2, 3, 5, 6], YAHTZEE);
    assert_eq!(g.sheet().boxes[YAHTZEE], Some(0));
    let g = rolled(&g, [4, 4, 4, 4, 4]);
    let p = g.placement().unwrap();
    assert_eq!(p.bonus, 0);
    assert_eq!(p.allowed, 1 << FOURS);
    let g = play(
        &g.apply(Action::Score(FOURS)).unwrap(),
        [4, 4, 4, 4, 4],
        SMALL,
    );
    assert_eq!(g.sheet().boxes[SMALL], Some(30));
    assert_eq!(g.sheet().yahtzee_bonus_points, 0);
}

#[test]
fn bonus_needs_the_yahtzee_box_filled_first() {
    let g = rolled(&game(JokerMode::Forced), [2, 2, 2, 2, 2]);
    let p = g.placement().unwrap();
    assert_eq!((p.bonus, p.joker, p.restriction), (0, false, None));
    assert_eq!(g.preview(FULL_HOUSE).unwrap().points, 0);
    assert_eq!(g.preview(SMALL).unwrap().points, 0);
    let after = g.apply(Action::Score(CHANCE)).unwrap();
    assert_eq!(after.sheet().yahtzee_bonus_points, 0);
}

#[test]
fn bonus_is_earned_for_every_further_yahtzee() {
    let mut g = with_yahtzee_50(JokerMode::Forced);
    for (dice, b) in [([1; 5], ONES), ([3; 5], THREES), ([6; 5], SIXES)] {
        g = play(&g, dice, b);
    }
    assert_eq!(g.sheet().yahtzee_bonuses, 3);
    assert_eq!(g.sheet().yahtzee_bonus_points, 300);
}

#[test]
fn free_choice_joker_allows_any_box_but_scores_as_joker_only_after_the_upper_box() {
    let g = rolled(&with_yahtzee_50(JokerMode::FreeChoice), [3, 3, 3, 3, 3]);
    let p = g.placement().unwrap();
    assert_eq!(p.allowed, 0x1fff & !(1 << YAHTZEE));
    assert_eq!((p.joker, p.restriction, p.bonus), (false, None, 100));
    assert_eq!(g.preview(THREES).unwrap().points, 15);
    assert_eq!(g.preview(LARGE).unwrap().points, 0);
    assert_eq!(g.preview(CHANCE).unwrap().points, 15);
}

#[test]
fn free_choice_joker_scores_in_full_once_the_upper_box_is_filled() {
    let g = play(
        &with_yahtzee_50(JokerMode::FreeChoice),
        [1, 2, 4, 5, 5],
        THREES,
    );
    let g = rolled(&g, [3, 3, 3, 3, 3]);
    let p = g.placement().unwrap();
    assert_eq!(p.allowed, 0x1fff & !(1 << YAHTZEE) & !(1 << THREES));
    assert_eq!((p.joker, p.restriction), (true, None));
    assert_eq!(g.preview(LARGE).unwrap().points, 40);
    assert_eq!(g.preview(ONES).unwrap().points, 0);
    assert_eq!(g.preview(SMALL).unwrap().bonus, 100);
}

#[test]
fn no_joker_scores_only_what_the_dice_show_but_keeps_the_bonus() {
    let g = rolled(&with_yahtzee_50(JokerMode::None), [3, 3, 3, 3, 3]);
    let p = g.placement().unwrap();
    assert!(!p.joker);
    assert_eq!(p.allowed, 0x1fff & !(1 << YAHTZEE));
    assert_eq!(g.preview(SMALL).unwrap().points, 0);
    assert_eq!(g.preview(FULL_HOUSE).unwrap().points, 0);
    assert_eq!(g.preview(FULL_HOUSE).unwrap().bonus, 100);
}

#[test]
fn yahtzee_bonus_option_off_gives_no_bonus() {
    let g = Game::new(classic(JokerMode::Forced, false, false), 1, 1).unwrap();
    let g = play(&g, [5; 5], YAHTZEE);
    let g = rolled(&g, [5; 5]);
    assert_eq!(g.preview(4).unwrap().bonus, 0);
    assert_eq!(g.placement().unwrap().allowed, 1 << 4);
}

#[test]
fn house_rule_lets_five_of_a_kind_score_a_native_full_house() {
    let official = rolled(&game(JokerMode::Forced), [3; 5]);
    assert_eq!(official.preview(FULL_HOUSE).unwrap().points, 0);
    let house = Game::new(classic(JokerMode::Forced, true, true), 1, 7).unwrap();
    let house = rolled(&house, [3; 5]);
    let pv = house.preview(FULL_HOUSE).unwrap();
    assert_eq!((pv.points, pv.joker), (25, false));
}

/// `placement_is_plain` promises the plain placement (any open box, no Joker, no bonus) for
/// every sheet: checked for every game and option set, every roll of its faces, and sheets
/// with every sixth set of filled boxes, the Yahtzee box holding its score or not.
#[test]
fn a_plain_placement_is_the_placement_of_every_sheet() {
    use yahtzee_engine::{Counts, Options, RuleSet, VariantId};
    for variant in VariantId::ALL {
        for joker in JokerMode::ALL {
            for (yahtzee_bonus, forced_order) in [(true, false), (false, false), (true, true)] {
                let rules = RuleSet {
                    variant,
                    options: Options {
                        joker,
                        yahtzee_bonus,
                        forced_order,
                        ..Options::default()
                    },
                }
                .fitted()
                .rules();
                let faces = rules.def.faces;
                let mut plain = 0;
                for a in 1..=faces {
                    for b in a..=faces {
                        for c in b..=faces {
                            for d in c..=faces {
                                for e in d..=faces {
                                    let counts = Counts::of(&[a, b, c, d, e]);
                                    if !rules.placement_is_plain(&counts) {
                                        continue;
                                    }
                                    plain += 1;
                                    for filled in (0..rules.all_boxes()).step_by(6) {
                                        for held in [false, true] {
                                            let p = rules.placement(filled, held, &counts);
                                            let open = rules.all_boxes() & !filled;
                                            assert_eq!(
                                                (p.allowed, p.joker, p.bonus, p.restriction),
                                                (open, false, 0, None),
                                                "{variant:?} {joker:?} {counts:?} {filled:b}"
                                            );
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
                // Every roll but five of a kind is plain (every roll in a game with no Yahtzee
                // box, as Yacht), none when boxes go in order.
                let rolls = if faces == 6 { 252 } else { 462 };
                let want = match (rules.options.forced_order, rules.def.yahtzee_box) {
                    (true, _) => 0,
                    (false, None) => rolls,
                    (false, Some(_)) => rolls - faces as usize,
                };
                assert_eq!(plain, want, "{variant:?} {joker:?}");
            }
        }
    }
}

/// `can_fill` names exactly the sheets play can reach: from the empty sheet, every box a roll may
/// go in leads to a sheet it names, and each sheet it names is reached that way.
#[test]
fn the_sheets_that_can_be_filled_are_those_play_reaches() {
    use yahtzee_engine::{Counts, Options, RuleSet, VariantId};
    for forced_order in [false, true] {
        let rules = RuleSet {
            variant: VariantId::Yatzy,
            options: Options {
                forced_order,
                ..Options::default()
            },
        }
        .rules();
        let all = rules.all_boxes();
        let mut reached = vec![false; all as usize + 1];
        reached[0] = true;
        let roll = Counts::of(&[1, 2, 3, 4, 6]);
        for filled in 0..=all {
            if !reached[filled as usize] || filled == all {
                continue;
            }
            let allowed = rules.placement(filled, false, &roll).allowed;
            for b in (0..rules.box_count()).filter(|b| allowed & (1 << b) != 0) {
                reached[(filled | 1 << b) as usize] = true;
            }
        }
        for filled in 0..=all {
            assert_eq!(
                rules.can_fill(filled),
                reached[filled as usize],
                "{filled:b}"
            );
        }
    }
}
