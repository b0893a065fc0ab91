//! Lucky7's wild die: die 0 is marked, and when it shows its 7 the player may count it as any
//! face from 1 to 7 before scoring ([`Action::SetWild`]).

use yahtzee_engine::{Action, Game, JokerMode, JokerRestriction, MoveError, Scripted, VariantId};

mod common;
use common::*;

fn lucky7() -> Game {
    Game::new(official(VariantId::Lucky7), 1, 11).unwrap()
}

#[test]
fn the_marked_7_may_count_as_any_face() {
    let g = rolled(&lucky7(), [7, 3, 3, 3, 5]);
    assert!(g.wild_showing());
    assert_eq!(g.turn().wild, None);
    let r = g.rules();
    let threes = box_named(&r, "Threes");
    let four_kind = box_named(&r, "Four of a Kind");
    assert_eq!(g.preview(threes).unwrap().points, 9);
    assert_eq!(g.preview(four_kind).unwrap().points, 0);
    let g = g.apply(Action::SetWild(3)).unwrap();
    assert_eq!(g.turn().wild, Some(3));
    assert_eq!(g.turn().dice, [7, 3, 3, 3, 5], "the die still shows its 7");
    assert_eq!(g.scored_dice(), [3, 3, 3, 3, 5]);
    assert_eq!(g.preview(threes).unwrap().points, 12);
    assert_eq!(g.preview(four_kind).unwrap().points, 17);
    let scored = g.apply(Action::Score(four_kind)).unwrap();
    assert_eq!(scored.sheet().boxes[four_kind], Some(17));
    assert_eq!(scored.last_scored().unwrap().dice, [3, 3, 3, 3, 5]);
    assert_eq!(
        scored.turn().wild,
        None,
        "a new turn starts without a choice"
    );
}

#[test]
fn choosing_7_again_is_the_same_as_choosing_nothing() {
    let g = rolled(&lucky7(), [7, 1, 2, 3, 4]);
    let back = g
        .apply(Action::SetWild(5))
        .unwrap()
        .apply(Action::SetWild(7))
        .unwrap();
    assert_eq!(back, g);
}

#[test]
fn only_the_marked_die_on_its_7_is_wild() {
    // A 7 on any other die is a plain 7.
    let g = rolled(&lucky7(), [2, 7, 7, 7, 7]);
    assert!(!g.wild_showing());
    assert_eq!(g.apply(Action::SetWild(2)), Err(MoveError::NotWild));
    // No wild die at all in Classic.
    let classic = rolled(&Game::solo(1), [6, 6, 6, 6, 6]);
    assert_eq!(classic.apply(Action::SetWild(6)), Err(MoveError::NotWild));
    // Before the first roll, and faces the dice do not have.
    assert_eq!(
        lucky7().apply(Action::SetWild(1)),
        Err(MoveError::NotRolled)
    );
    let g = rolled(&lucky7(), [7, 1, 1, 1, 1]);
    assert_eq!(g.apply(Action::SetWild(0)), Err(MoveError::NoSuchFace(0)));
    assert_eq!(g.apply(Action::SetWild(8)), Err(MoveError::NoSuchFace(8)));
}

#[test]
fn holding_the_marked_die_keeps_the_choice_and_rolling_it_clears_it() {
    let g = rolled(&lucky7(), [7, 1, 2, 3, 4]);
    let g = g.apply(Action::SetWild(5)).unwrap();
    let held = g.apply(Action::Hold(0)).unwrap();
    let again = held.roll_with(&mut Scripted::new([6, 6, 6, 6])).unwrap();
    assert_eq!(again.turn().dice, [7, 6, 6, 6, 6]);
    assert_eq!(again.turn().wild, Some(5));
    assert_eq!(again.scored_dice(), [5, 6, 6, 6, 6]);
    // Released and rolled: even if it comes up 7 again, the choice is gone.
    let rerolled = again
        .apply(Action::Release(0))
        .unwrap()
        .roll_with(&mut Scripted::new([7, 6, 6, 6, 6]))
        .unwrap();
    assert_eq!(rerolled.turn().dice[0], 7);
    assert_eq!(rerolled.turn().wild, None);
    assert_eq!(rerolled.scored_dice(), [7, 6, 6, 6, 6]);
}

#[test]
fn undo_brings_back_the_wild_choice() {
    let g = rolled(&lucky7(), [7, 4, 4, 4, 4])
        .apply(Action::SetWild(4))
        .unwrap();
    let yahtzee = box_named(&g.rules(), "Yahtzee");
    let scored = g.apply(Action::Score(yahtzee)).unwrap();
    assert_eq!(scored.sheet().boxes[yahtzee], Some(50));
    let back = scored.apply(Action::Undo).unwrap();
    assert_eq!(back.turn(), g.turn());
    assert_eq!(back.turn().wild, Some(4));
}

#[test]
fn a_wild_five_of_a_kind_is_a_yahtzee_for_the_bonus_and_the_joker() {
    let g = rolled(&lucky7(), [7, 6, 6, 6, 6])
        .apply(Action::SetWild(6))
        .unwrap();
    let r = g.rules();
    let yahtzee = box_named(&r, "Yahtzee");
    let g = g.apply(Action::Score(yahtzee)).unwrap();
    let g = rolled(&g, [7, 2, 2, 2, 2]);
    // As rolled, four 2s and a 7: no Yahtzee, no bonus.
    assert_eq!(g.placement().unwrap().bonus, 0);
    let g = g.apply(Action::SetWild(2)).unwrap();
    let p = g.placement().unwrap();
    let twos = box_named(&r, "Twos");
    assert_eq!(p.bonus, 100);
    assert_eq!(p.allowed, 1 << twos);
    assert_eq!(
        p.restriction,
        Some(JokerRestriction::MatchingUpper { box_index: twos })
    );
    let g = g.apply(Action::Score(twos)).unwrap();
    assert_eq!(g.sheet().boxes[twos], Some(10));
    assert_eq!(g.sheet().yahtzee_bonus_points, 100);
    // Twos filled: the next wild Yahtzee of 2s is a Joker in the lower boxes.
    let g = rolled(&g, [7, 2, 2, 2, 2])
        .apply(Action::SetWild(2))
        .unwrap();
    let large = box_named(&r, "Large Straight");
    assert_eq!(g.preview(large).unwrap().points, 40);
    assert!(g.preview(large).unwrap().joker);
}

#[test]
fn the_joker_options_apply_to_lucky7() {
    let none = ruleset(VariantId::Lucky7, JokerMode::None, false, true);
    let g = Game::new(none, 1, 0).unwrap();
    let r = g.rules();
    let g = play(&g, [3; 5], box_named(&r, "Yahtzee"));
    let g = rolled(&g, [3; 5]);
    let p = g.placement().unwrap();
    assert_eq!((p.joker, p.bonus), (false, 100));
    assert_eq!(
        g.preview(box_named(&r, "Small Straight")).unwrap().points,
        0
    );
}

#[test]
fn saved_games_from_before_wild_dice_still_load() {
    let g = rolled(&Game::solo(5), [1, 2, 3, 4, 5]);
    let mut v = serde_json::to_value(&g).unwrap();
    v["turn"].as_object_mut().unwrap().remove("wild");
    let back: Game = serde_json::from_value(v).unwrap();
    assert_eq!(back, g);
}

#[test]
fn stored_games_with_impossible_wild_choices_are_refused() {
    let g = rolled(&lucky7(), [7, 1, 2, 3, 4])
        .apply(Action::SetWild(2))
        .unwrap();
    let json = serde_json::to_value(&g).unwrap();
    assert_eq!(serde_json::from_value::<Game>(json.clone()).unwrap(), g);
    let bad = |edit: &dyn Fn(&mut serde_json::Value)| {
        let mut v = json.clone();
        edit(&mut v);
        serde_json::from_value::<Game>(v).unwrap_err()
    };
    bad(&|v| v["turn"]["wild"] = serde_json::json!(9));
    bad(&|v| v["turn"]["wild"] = serde_json::json!(7));
    bad(&|v| v["turn"]["dice"][0] = serde_json::json!(3));
    bad(&|v| v["rules"]["variant"] = serde_json::json!("Classic"));
    bad(&|v| {
        v["turn"]["rolls"] = serde_json::json!(0);
        v["turn"]["dice"] = serde_json::json!([0, 0, 0, 0, 0]);
    });
    // The turn kept for Undo is checked as strictly as the current one.
    let scored = g.apply(Action::Score(0)).unwrap();
    let mut v = serde_json::to_value(&scored).unwrap();
    v["undo"]["turn"]["wild"] = serde_json::json!(0);
    assert!(serde_json::from_value::<Game>(v).is_err());
}

#[test]
fn lucky7_dice_roll_all_seven_faces() {
    let mut seen = [0u32; 9];
    for seed in 0..400 {
        let g = Game::new(official(VariantId::Lucky7), 1, seed).unwrap();
        for &d in &g.apply(Action::Roll).unwrap().turn().dice {
            seen[d as usize] += 1;
        }
    }
    // 2,000 dice, about 286 for each face.
    assert_eq!(seen[0] + seen[8], 0);
    assert!(seen[1..=7].iter().all(|&n| n > 200), "{seen:?}");
}

#[test]
fn a_wild_score_records_the_value_the_die_counted_as() {
    let r = lucky7().rules();
    let four_kind = box_named(&r, "Four of a Kind");
    let chance = box_named(&r, "Chance");
    let g = rolled(&lucky7(), [7, 3, 3, 3, 5])
        .apply(Action::SetWild(3))
        .unwrap()
        .apply(Action::Score(four_kind))
        .unwrap();
    assert_eq!(g.decisions().last().unwrap().wild, Some(3));
    // Left at its 7, the die counted as 7.
    let g = rolled(&lucky7(), [7, 3, 3, 3, 5])
        .apply(Action::Score(chance))
        .unwrap();
    assert_eq!(g.decisions().last().unwrap().wild, Some(7));
    // No wild face showing: nothing to record.
    let g = rolled(&lucky7(), [6, 3, 3, 3, 5])
        .apply(Action::Score(chance))
        .unwrap();
    assert_eq!(g.decisions().last().unwrap().wild, None);
}
