//! Turn mechanics, typed errors, undo, seeded replay and saved games.

use yahtzee_engine::{Action, Dice, DiceSource, Game, Held, MoveError, Pcg32, RuleSet};

mod common;
use common::*;

#[test]
fn pcg32_matches_the_reference_implementation() {
    // Output of the reference pcg32-demo for pcg32_srandom_r(&rng, 42, 54).
    let mut rng = Pcg32::new(42, 54);
    let got: Vec<u32> = (0..6).map(|_| rng.next_u32()).collect();
    assert_eq!(
        got,
        [0xa15c02b7, 0x7b47f409, 0xba1d3330, 0x83d2f293, 0xbfa4784b, 0xcbed606e]
    );
}

#[test]
fn dice_are_fair_enough() {
    let mut rng = Pcg32::from_seed(11);
    let mut seen = [0u32; 8];
    for _ in 0..12_000 {
        seen[rng.roll_die(6) as usize] += 1;
    }
    // 2,000 expected for each face, standard deviation 41: allow six of them.
    for (f, &n) in seen.iter().enumerate().take(7).skip(1) {
        assert!((1750..2250).contains(&n), "face {f} seen {n} times");
    }
    assert_eq!(seen[0] + seen[7], 0);
}

#[test]
fn a_turn_has_three_rolls() {
    let g = Game::solo(5);
    assert_eq!(g.rolls_left(), 3);
    let g = g.apply(Action::Roll).unwrap().apply(Action::Roll).unwrap();
    let g = g.apply(Action::Roll).unwrap();
    assert_eq!(g.rolls_left(), 0);
    assert_eq!(g.apply(Action::Roll), Err(MoveError::NoRollsLeft));
}

#[test]
fn held_dice_do_not_change() {
    let mut g = Game::solo(9).apply(Action::Roll).unwrap();
    let first = g.turn().dice;
    g = g
        .apply(Action::Hold(0))
        .unwrap()
        .apply(Action::Toggle(3))
        .unwrap();
    for _ in 0..2 {
        g = g.apply(Action::Roll).unwrap();
        assert_eq!(g.turn().dice[0], first[0]);
        assert_eq!(g.turn().dice[3], first[3]);
    }
    assert_eq!(g.turn().held, [true, false, false, true, false]);
    let g = g.apply(Action::Release(0)).unwrap();
    assert_eq!(g.turn().held, [false, false, false, true, false]);
}

#[test]
fn illegal_moves_are_typed_errors() {
    let g = Game::solo(1);
    assert_eq!(g.apply(Action::Hold(0)), Err(MoveError::NotRolled));
    assert_eq!(g.apply(Action::Score(0)), Err(MoveError::NotRolled));
    assert_eq!(g.apply(Action::Undo), Err(MoveError::NothingToUndo));
    let g = g.apply(Action::Roll).unwrap();
    assert_eq!(g.apply(Action::Hold(5)), Err(MoveError::NoSuchDie(5)));
    assert_eq!(g.apply(Action::Score(13)), Err(MoveError::NoSuchBox(13)));
    let mut all = g.clone();
    for i in 0..5 {
        all = all.apply(Action::Hold(i)).unwrap();
    }
    assert_eq!(all.apply(Action::Roll), Err(MoveError::AllDiceHeld));
    let g = g.apply(Action::Score(CHANCE)).unwrap();
    let g = g.apply(Action::Roll).unwrap();
    assert_eq!(
        g.apply(Action::Score(CHANCE)),
        Err(MoveError::BoxFilled(CHANCE))
    );
    assert_eq!(
        Game::new(RuleSet::default(), 0, 1),
        Err(MoveError::PlayerCount(0))
    );
    assert_eq!(
        Game::new(RuleSet::default(), 9, 1),
        Err(MoveError::PlayerCount(9))
    );
}

#[test]
fn nothing_is_allowed_after_the_game_ends() {
    let mut g = Game::solo(2);
    for b in 0..13 {
        g = play(&g, [1, 2, 3, 4, 6], b);
    }
    assert!(g.is_over());
    for a in [Action::Roll, Action::Hold(0), Action::Score(0)] {
        assert_eq!(g.apply(a), Err(MoveError::GameOver));
    }
    assert!(
        g.apply(Action::NewGame { seed: 3 })
            .unwrap()
            .sheet()
            .filled()
            == 0
    );
}

#[test]
fn undo_takes_back_the_last_score_until_the_next_roll() {
    let g = rolled(&Game::solo(4), [2, 2, 3, 3, 3]);
    let scored = g.apply(Action::Score(FULL_HOUSE)).unwrap();
    assert_eq!(scored.sheet().boxes[FULL_HOUSE], Some(25));
    let undone = scored.apply(Action::Undo).unwrap();
    assert_eq!(undone.sheet().boxes[FULL_HOUSE], None);
    assert_eq!(undone.turn(), g.turn());
    assert_eq!(undone.apply(Action::Undo), Err(MoveError::NothingToUndo));
    let rolled_again = scored.apply(Action::Roll).unwrap();
    assert_eq!(
        rolled_again.apply(Action::Undo),
        Err(MoveError::NothingToUndo)
    );
}

#[test]
fn undo_takes_back_a_yahtzee_bonus() {
    let g = play(&Game::solo(4), [5; 5], YAHTZEE);
    let g2 = play(&g, [5; 5], 4);
    assert_eq!(g2.sheet().yahtzee_bonus_points, 100);
    let back = g2.apply(Action::Undo).unwrap();
    assert_eq!(back.sheet().yahtzee_bonus_points, 0);
    assert_eq!(back.sheet().yahtzee_bonuses, 0);
}

#[test]
fn players_take_turns() {
    let g = Game::new(RuleSet::default(), 3, 8).unwrap();
    assert_eq!(g.current_player(), 0);
    let g = play(&g, [1, 2, 3, 4, 5], LARGE);
    assert_eq!(g.current_player(), 1);
    assert_eq!(g.sheets()[0].boxes[LARGE], Some(40));
    let g = play(&g, [1, 2, 3, 4, 5], SMALL);
    let g = play(&g, [1, 2, 3, 4, 5], CHANCE);
    assert_eq!(g.current_player(), 0);
    assert_eq!(g.round(), 2);
}

#[test]
fn the_same_seed_and_choices_replay_the_same_game() {
    let actions = [
        Action::Roll,
        Action::Hold(1),
        Action::Roll,
        Action::Score(CHANCE),
        Action::Roll,
        Action::Roll,
        Action::Roll,
        Action::Score(ONES),
    ];
    let run = |seed| {
        actions
            .iter()
            .fold(Game::solo(seed), |g, &a| g.apply(a).unwrap())
    };
    assert_eq!(run(77), run(77));
    assert_ne!(run(77), run(78));
}

#[test]
fn a_saved_game_restores_exactly_with_its_generator() {
    let g = Game::solo(123).apply(Action::Roll).unwrap();
    let json = serde_json::to_string(&g).unwrap();
    let back: Game = serde_json::from_str(&json).unwrap();
    assert_eq!(back, g);
    assert_eq!(back.apply(Action::Roll), g.apply(Action::Roll));
}

#[test]
fn a_stored_game_that_play_cannot_make_is_refused() {
    use yahtzee_engine::{GameData, Invalid};
    // Two turns scored, a third rolled: decisions, Undo and the last score to check.
    let g = Game::solo(5)
        .apply(Action::Roll)
        .unwrap()
        .apply(Action::Score(12))
        .unwrap();
    let g = g
        .apply(Action::Roll)
        .unwrap()
        .apply(Action::Hold(0))
        .unwrap();
    let json = serde_json::to_value(&g).unwrap();
    let parsed = |edit: &dyn Fn(&mut serde_json::Value)| {
        let mut v = json.clone();
        edit(&mut v);
        let raw: GameData = serde_json::from_value(v.clone()).unwrap();
        let typed = Game::try_from(raw);
        // serde reaches the same answer through `#[serde(try_from)]`.
        assert_eq!(serde_json::from_value::<Game>(v).ok(), typed.clone().ok());
        typed
    };
    assert_eq!(parsed(&|_| {}), Ok(g.clone()));
    assert_eq!(
        parsed(&|v| v["turn"]["dice"][0] = 9.into()),
        Err(Invalid::Face)
    );
    assert_eq!(
        parsed(&|v| v["sheets"][0]["boxes"] = serde_json::json!([1, 2])),
        Err(Invalid::Sheets)
    );
    assert_eq!(
        parsed(&|v| v["current"] = 3.into()),
        Err(Invalid::CurrentPlayer)
    );
    // Points its box cannot score, even where the sums would not overflow.
    assert_eq!(
        parsed(&|v| v["sheets"][0]["boxes"][12] = 65535.into()),
        Err(Invalid::Sheets)
    );
    assert_eq!(
        parsed(&|v| v["sheets"][0]["boxes"][0] = 3.into()),
        Err(Invalid::Sheets)
    );
    // A bonus the sheet never earned, and Undo of a bonus never scored.
    assert_eq!(
        parsed(&|v| v["sheets"][0]["yahtzee_bonuses"] = 255.into()),
        Err(Invalid::Sheets)
    );
    assert_eq!(
        parsed(&|v| v["decisions"][0]["player"] = 1_000_000_000u64.into()),
        Err(Invalid::Decision)
    );
    assert_eq!(
        parsed(&|v| v["decisions"][0]["dice"][1] = 7.into()),
        Err(Invalid::Face)
    );
    assert_eq!(
        parsed(&|v| v["last"]["box_index"] = 1_000_000.into()),
        Err(Invalid::Last)
    );
    assert_eq!(
        parsed(&|v| v["seed"] = (1u64 << 53).into()),
        Err(Invalid::Seed)
    );
    assert_eq!(
        parsed(&|v| v["rng"]["inc"] = "2".into()),
        Err(Invalid::Generator)
    );
    // Forgetting the last score or Undo is what Undo and a roll do; both stay sound.
    assert!(parsed(&|v| v["last"] = serde_json::Value::Null).is_ok());
    // A save from before reviews, with scores but no decisions, cannot be checked.
    assert_eq!(
        parsed(&|v| v["decisions"] = serde_json::json!([])),
        Err(Invalid::Sheets)
    );
}

#[test]
fn a_stored_game_holds_as_many_dice_as_its_game_has() {
    use yahtzee_engine::{GameData, Invalid};
    // A score that Undo can take back, then a turn with a keep recorded and a die held.
    let g = Game::solo(5).apply(Action::Roll).unwrap();
    let g = g.apply(Action::Score(12)).unwrap();
    let kept = rolled(&g, [2, 2, 3, 4, 6]).apply(Action::Hold(0)).unwrap();
    let g = kept
        .apply(Action::Roll)
        .unwrap()
        .apply(Action::Hold(1))
        .unwrap();
    let undo = serde_json::to_value(
        Game::solo(5)
            .apply(Action::Roll)
            .unwrap()
            .apply(Action::Score(12))
            .unwrap(),
    )
    .unwrap();
    let json = serde_json::to_value(&g).unwrap();
    let parsed = |base: &serde_json::Value, edit: &dyn Fn(&mut serde_json::Value)| {
        let mut v = base.clone();
        edit(&mut v);
        serde_json::from_value::<GameData>(v).map(Game::try_from)
    };
    assert_eq!(parsed(&json, &|_| {}).unwrap(), Ok(g.clone()));
    let four = serde_json::json!([1, 2, 3, 4]);
    let six = serde_json::json!([1, 2, 3, 4, 5, 6]);
    let held = |n: usize| serde_json::Value::from(vec![false; n]);
    for dice in [&four, &six] {
        assert_eq!(
            parsed(&json, &|v| v["turn"]["dice"] = dice.clone()).unwrap(),
            Err(Invalid::Turn),
            "{dice}"
        );
        assert_eq!(
            parsed(&json, &|v| v["decisions"][1]["dice"] = dice.clone()).unwrap(),
            Err(Invalid::Decision),
            "{dice}"
        );
    }
    for n in [4, 6] {
        for field in ["held", "thrown"] {
            assert_eq!(
                parsed(&json, &|v| v["turn"][field] = held(n)).unwrap(),
                Err(Invalid::Turn),
                "{field} of {n}"
            );
            assert_eq!(
                parsed(&undo, &|v| v["undo"]["turn"][field] = held(n)).unwrap(),
                Err(Invalid::Undo),
                "undo's {field} of {n}"
            );
        }
        assert_eq!(
            parsed(&json, &|v| v["decisions"][1]["choice"]["Keep"] = held(n)).unwrap(),
            Err(Invalid::Decision),
            "a keep of {n}"
        );
    }
    // No game has more than six dice, or none: such a list is not dice at all.
    for n in [0, 7] {
        assert!(
            parsed(&json, &|v| v["turn"]["held"] = held(n)).is_err(),
            "{n}"
        );
    }
    // A save from before the dice thrown were kept loads with none thrown.
    let old = parsed(&json, &|v| {
        v["turn"].as_object_mut().unwrap().remove("thrown");
    });
    assert_eq!(
        old.unwrap().map(|g| g.turn().thrown),
        Ok(Held::filled(5, false))
    );
}

#[test]
fn a_stored_undo_is_the_score_it_takes_back() {
    use yahtzee_engine::Invalid;
    let g = Game::solo(5).apply(Action::Roll).unwrap();
    let scored = g.apply(Action::Score(12)).unwrap();
    let mut v = serde_json::to_value(&scored).unwrap();
    assert_eq!(serde_json::from_value::<Game>(v.clone()).unwrap(), scored);
    v["undo"]["bonus"] = 100.into();
    let e = serde_json::from_value::<Game>(v).unwrap_err();
    assert_eq!(e.to_string(), Invalid::Undo.to_string());
}

#[test]
fn decisions_are_recorded_for_review_and_undo_takes_one_back() {
    use yahtzee_engine::Choice;
    let g = rolled(&Game::solo(3), [1, 1, 2, 5, 6]);
    let g = g
        .apply(Action::Hold(0))
        .unwrap()
        .apply(Action::Hold(1))
        .unwrap();
    let g = g
        .roll_with(&mut yahtzee_engine::Scripted::new([1, 3, 4]))
        .unwrap();
    assert_eq!(g.turn().dice, [1, 1, 1, 3, 4]);
    let g = g.apply(Action::Score(ONES)).unwrap();
    let d = g.decisions();
    assert_eq!(d.len(), 2);
    assert_eq!(
        d[0].choice,
        Choice::Keep(Held::from([true, true, false, false, false]))
    );
    assert_eq!(
        (d[0].dice, d[0].rolls, d[0].filled),
        (Dice::from([1, 1, 2, 5, 6]), 1, 0)
    );
    assert_eq!(d[1].choice, Choice::Score(ONES));
    assert_eq!((d[1].dice, d[1].rolls), (Dice::from([1, 1, 1, 3, 4]), 2));
    let g2 = play(&g, [2, 2, 2, 3, 3], FULL_HOUSE);
    assert_eq!(g2.decisions()[2].filled, 1 << ONES);
    assert_eq!(g2.decisions()[2].upper, 3);
    assert_eq!(g2.apply(Action::Undo).unwrap().decisions().len(), 2);
}

#[test]
fn a_reseeded_game_keeps_its_position_and_rolls_new_dice() {
    let g = Game::new(RuleSet::default(), 2, 31)
        .unwrap()
        .apply(Action::Roll)
        .unwrap()
        .apply(Action::Score(12))
        .unwrap()
        .apply(Action::Roll)
        .unwrap()
        .apply(Action::Hold(0))
        .unwrap();
    let r = g.reseeded(7);
    // Everything but the generator is kept, the game's own seed included.
    assert_eq!(r.seed(), 31);
    assert_eq!(r.sheets(), g.sheets());
    assert_eq!(r.turn(), g.turn());
    assert_eq!(r.current_player(), g.current_player());
    assert_eq!(r.decisions(), g.decisions());
    let strip = |g: &Game| {
        let mut v = serde_json::to_value(g).unwrap();
        v.as_object_mut().unwrap().remove("rng");
        v
    };
    assert_eq!(strip(&r), strip(&g));
    // The dice to come are those of a new generator from the given seed; the held die stays.
    let rolled = r.apply(Action::Roll).unwrap();
    let mut fresh = Pcg32::from_seed(7);
    let want: Vec<u8> = (1..5).map(|_| fresh.roll_die(6)).collect();
    assert_eq!(rolled.turn().dice[0], g.turn().dice[0]);
    assert_eq!(&rolled.turn().dice[1..], &want[..]);
    assert_eq!(g.reseeded(7), r, "the same seed gives the same game");
    assert_ne!(g.reseeded(8), r);
    // A playout's copy forgets the history and plays the same dice.
    let p = g.for_playout(7);
    assert!(p.decisions().is_empty());
    assert_eq!(p.apply(Action::Undo), Err(MoveError::NothingToUndo));
    let (a, b) = (p.apply(Action::Roll).unwrap(), rolled);
    assert_eq!((a.sheets(), a.turn()), (b.sheets(), b.turn()));
    // A player alone: their sheet at the start of a turn, one player, no history, the dice of the
    // given seed; a player not at the table has no such game.
    let alone = g.alone(0, 7).unwrap();
    assert_eq!(alone.sheets(), &g.sheets()[..1]);
    assert_eq!((alone.current_player(), alone.turn().rolls), (0, 0));
    assert!(alone.decisions().is_empty());
    let rolled = alone.apply(Action::Roll).unwrap();
    let mut fresh = Pcg32::from_seed(7);
    let want: Vec<u8> = (0..5).map(|_| fresh.roll_die(6)).collect();
    assert_eq!(&rolled.turn().dice[..], &want[..]);
    assert_eq!(g.alone(1, 7).unwrap().sheets(), &g.sheets()[1..]);
    assert_eq!(g.alone(2, 7), None);
}

#[test]
fn a_game_read_back_at_a_decision_shows_what_that_decision_saw() {
    // Two players: roll, keep the first two dice, roll, score Chance; then the second player.
    let mut g = Game::new(RuleSet::default(), 2, 9).unwrap();
    for _ in 0..2 {
        for a in [
            Action::Roll,
            Action::Toggle(0),
            Action::Toggle(1),
            Action::Roll,
            Action::Score(12),
        ] {
            g = g.apply(a).unwrap();
        }
    }
    let decisions = g.decisions();
    assert_eq!(decisions.len(), 4);
    for (i, d) in decisions.iter().enumerate() {
        let at = Game::at_decision(RuleSet::default(), 2, decisions, i).unwrap();
        assert_eq!(at.current_player(), d.player);
        assert_eq!((at.turn().dice, at.turn().rolls), (d.dice, d.rolls));
        assert_eq!(at.sheet().filled(), d.filled);
        // Every sheet of the table as it stood: the first player's Chance is in for the second.
        let first = at.sheets()[0].boxes[12];
        assert_eq!(first.is_some(), d.player == 1);
    }
    assert!(Game::at_decision(RuleSet::default(), 2, decisions, 4).is_err());
}
