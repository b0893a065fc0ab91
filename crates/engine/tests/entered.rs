//! Real dice entered by the players: the entry is validated, counts as a roll, can be put right
//! until the box is chosen, replays to the same sheet, and a table of eight takes turns.

use yahtzee_engine::{
    parse_faces, Action, BotLevel, Dice, DiceMode, Game, Invalid, MoveError, RuleSet, Scripted,
    Seat, SeatKind, Session, SessionError, VariantId, DICE,
};

mod common;
use common::*;

fn entered(players: usize) -> Game {
    Game::with_dice(RuleSet::default(), players, 7, DiceMode::Entered).unwrap()
}

fn people(n: usize) -> Vec<Seat> {
    (0..n)
        .map(|i| Seat {
            name: format!("P{i}"),
            kind: SeatKind::Human,
        })
        .collect()
}

#[test]
fn the_table_mode_sets_the_most_players() {
    assert_eq!(DiceMode::Rolled.max_players(), 8);
    assert_eq!(DiceMode::Entered.max_players(), 8);
    let r = RuleSet::default();
    assert!(Game::with_dice(r, 8, 1, DiceMode::Entered).is_ok());
    assert_eq!(
        Game::with_dice(r, 9, 1, DiceMode::Entered),
        Err(MoveError::PlayerCount(9))
    );
    assert!(Game::new(r, 8, 1).is_ok());
    assert_eq!(Game::new(r, 9, 1), Err(MoveError::PlayerCount(9)));
    assert_eq!(
        Session::with_dice(r, people(9), 1, 1, DiceMode::Rolled).unwrap_err(),
        SessionError::Seats(9)
    );
    let mut with_bot = people(3);
    with_bot[1].kind = SeatKind::Bot(BotLevel::Expert);
    assert_eq!(
        Session::with_dice(r, with_bot, 1, 1, DiceMode::Entered).unwrap_err(),
        SessionError::BotWithRealDice(1)
    );
}

#[test]
fn entered_dice_are_validated_and_count_as_rolls() {
    let g = entered(1);
    assert_eq!(g.apply(Action::Roll), Err(MoveError::DiceAreEntered));
    assert_eq!(
        Game::solo(1).apply(Action::Enter(Dice::from([1, 2, 3, 4, 5]))),
        Err(MoveError::DiceAreRolled)
    );
    assert_eq!(
        g.apply(Action::Enter(Dice::from([3, 3, 7, 1, 6]))),
        Err(MoveError::FaceOutOfRange { die: 2, face: 7 })
    );
    assert_eq!(
        g.apply(Action::Enter(Dice::from([0, 3, 5, 1, 6]))),
        Err(MoveError::FaceOutOfRange { die: 0, face: 0 })
    );
    assert_eq!(
        g.apply(Action::Correct { die: 0, face: 2 }),
        Err(MoveError::NotRolled)
    );
    let g = g.apply(Action::Enter(Dice::from([3, 3, 5, 1, 6]))).unwrap();
    assert_eq!(g.turn().dice, [3, 3, 5, 1, 6]);
    assert_eq!(g.turn().rolls, 1);
    assert_eq!(g.rolls_left(), 2);
    // Held dice stay as they lie; the others take the entered faces.
    let g = g
        .apply(Action::Hold(0))
        .unwrap()
        .apply(Action::Hold(1))
        .unwrap();
    assert_eq!(
        g.apply(Action::Enter(Dice::from([4, 3, 3, 2, 1]))),
        Err(MoveError::HeldDieChanged(0))
    );
    let g = g.apply(Action::Enter(Dice::from([3, 3, 3, 2, 1]))).unwrap();
    assert_eq!(g.turn().dice, [3, 3, 3, 2, 1]);
    assert_eq!(g.turn().thrown, [false, false, true, true, true]);
    let g = g.apply(Action::Enter(Dice::from([3, 3, 3, 3, 3]))).unwrap();
    assert_eq!(
        g.apply(Action::Enter(Dice::from([3, 3, 3, 3, 3]))),
        Err(MoveError::NoRollsLeft)
    );
    // The reroll decisions are recorded as in a rolled game, for the review.
    assert_eq!(g.decisions().len(), 2);
}

#[test]
fn typed_dice_are_read_with_typed_errors() {
    assert_eq!(
        parse_faces("3 3 5 1 6", 6, DICE),
        Ok(Dice::from([3, 3, 5, 1, 6]))
    );
    assert_eq!(
        parse_faces("33516", 6, DICE),
        Ok(Dice::from([3, 3, 5, 1, 6]))
    );
    assert_eq!(
        parse_faces("3351", 6, DICE),
        Err(yahtzee_engine::EntryError::Count(4))
    );
    assert_eq!(
        parse_faces("abcde", 6, DICE),
        Err(yahtzee_engine::EntryError::NotAFace('a'))
    );
    // Lucky7's dice have seven faces.
    assert_eq!(
        parse_faces("7 1 2 3 4", 7, DICE),
        Ok(Dice::from([7, 1, 2, 3, 4]))
    );
}

#[test]
fn a_mistyped_die_is_put_right_until_the_box_is_chosen() {
    let g = entered(2)
        .apply(Action::Enter(Dice::from([2, 2, 3, 3, 4])))
        .unwrap();
    assert_eq!(g.preview(FULL_HOUSE).unwrap().points, 0);
    let g = g.apply(Action::Correct { die: 4, face: 3 }).unwrap();
    assert_eq!(g.turn().dice, [2, 2, 3, 3, 3]);
    assert_eq!(g.turn().rolls, 1, "a correction is not a roll");
    assert_eq!(g.preview(FULL_HOUSE).unwrap().points, 25);
    assert_eq!(
        g.apply(Action::Correct { die: 5, face: 3 }),
        Err(MoveError::NoSuchDie(5))
    );
    assert_eq!(
        g.apply(Action::Correct { die: 0, face: 9 }),
        Err(MoveError::FaceOutOfRange { die: 0, face: 9 })
    );
    let scored = g.apply(Action::Score(FULL_HOUSE)).unwrap();
    assert_eq!(
        scored.apply(Action::Correct { die: 0, face: 3 }),
        Err(MoveError::NotRolled),
        "once scored, the dice are gone"
    );
    // Undo gives the dice back as they were scored, and they can be put right again.
    let back = scored.apply(Action::Undo).unwrap();
    assert_eq!(back.turn().dice, [2, 2, 3, 3, 3]);
    assert!(back.apply(Action::Correct { die: 0, face: 3 }).is_ok());
}

#[test]
fn a_wild_choice_lasts_only_while_the_marked_die_shows_its_wild_face() {
    let rules = RuleSet {
        variant: VariantId::Lucky7,
        ..RuleSet::default()
    };
    let g = Game::with_dice(rules, 1, 3, DiceMode::Entered)
        .unwrap()
        .apply(Action::Enter(Dice::from([7, 5, 5, 5, 5])))
        .unwrap();
    assert!(g.wild_showing());
    let g = g.apply(Action::SetWild(5)).unwrap();
    assert_eq!(g.scored_dice(), [5; 5]);
    let g = g.apply(Action::Correct { die: 0, face: 4 }).unwrap();
    assert_eq!(g.turn().wild, None);
    assert_eq!(g.scored_dice(), [4, 5, 5, 5, 5]);
}

/// One whole game of entered dice replays, through the saved JSON, to the same sheet as the
/// same dice rolled by a script: entering changes where the dice come from, not the game.
#[test]
fn a_whole_entered_game_replays_to_the_same_sheet() {
    let mut g = entered(1);
    let mut scripted = Game::solo(7);
    let mut actions = Vec::new();
    let mut n = 0u32;
    while !g.is_over() {
        let dice =
            |k: u32| -> [u8; 5] { std::array::from_fn(|i| ((k * 7 + i as u32 * 3) % 6 + 1) as u8) };
        let first = dice(n);
        n += 1;
        actions.push(Action::Enter(Dice::from(first)));
        g = g.apply(Action::Enter(Dice::from(first))).unwrap();
        scripted = scripted.roll_with(&mut Scripted::new(first)).unwrap();
        // Keep the first die and roll the rest once more.
        actions.push(Action::Hold(0));
        g = g.apply(Action::Hold(0)).unwrap();
        scripted = scripted.apply(Action::Hold(0)).unwrap();
        let mut second = dice(n);
        n += 1;
        second[0] = first[0];
        actions.push(Action::Enter(Dice::from(second)));
        g = g.apply(Action::Enter(Dice::from(second))).unwrap();
        scripted = scripted
            .roll_with(&mut Scripted::new(second[1..].to_vec()))
            .unwrap();
        let b = (0..13)
            .find(|&b| g.preview(b).is_ok())
            .expect("an allowed box");
        actions.push(Action::Score(b));
        g = g.apply(Action::Score(b)).unwrap();
        scripted = scripted.apply(Action::Score(b)).unwrap();
    }
    assert_eq!(g.sheets(), scripted.sheets());
    assert_eq!(g.decisions(), scripted.decisions());
    // The saved game loads (its corrected dice replay) and is still an entered game.
    let saved: Game = serde_json::from_str(&serde_json::to_string(&g).unwrap()).unwrap();
    assert_eq!(saved, g);
    assert_eq!(saved.dice_mode(), DiceMode::Entered);
    // The actions alone replay it.
    let mut again = entered(1);
    for a in actions {
        again = again.apply(a).unwrap();
    }
    assert_eq!(again.sheets(), g.sheets());
}

#[test]
fn saved_games_from_before_real_dice_load_as_rolled_and_validation_knows_the_mode() {
    let g = Game::solo(4).apply(Action::Roll).unwrap();
    let mut json: serde_json::Value = serde_json::to_value(&g).unwrap();
    json.as_object_mut().unwrap().remove("dice");
    let old: Game = serde_json::from_value(json).unwrap();
    assert_eq!(old.dice_mode(), DiceMode::Rolled);
    assert_eq!(old, g);
    // Eight sheets are sound at a table, never in a day's game, one person's.
    let eight = serde_json::to_value(entered(8)).unwrap();
    let mut as_daily = eight.clone();
    as_daily["dice"] = serde_json::json!("Daily");
    let as_daily: yahtzee_engine::GameData = serde_json::from_value(as_daily).unwrap();
    assert_eq!(Game::try_from(as_daily), Err(Invalid::PlayerCount(8)));
    let ok: Game = serde_json::from_value(eight).unwrap();
    assert_eq!(ok, entered(8));
}

#[test]
fn eight_players_take_turns_and_rank_with_ties() {
    let mut s =
        Session::with_dice(RuleSet::default(), people(8), 2, 11, DiceMode::Entered).unwrap();
    assert_eq!(
        serde_json::from_value::<Session>(serde_json::to_value(&s).unwrap()).unwrap(),
        s
    );
    for game in 1..=2u8 {
        assert_eq!(s.game_number(), game);
        let mut turns = 0;
        while !s.game().is_over() {
            let p = s.game().current_player();
            assert_eq!(p, turns % 8, "seats play in turn order");
            // Seats 0 and 5 always enter the same dice, so they tie; seat 7 rolls sixes.
            let dice = match p {
                0 | 5 => [2, 2, 3, 3, 3],
                7 => [6, 6, 6, 6, 5],
                _ => [1, 1, 2, 2, 4],
            };
            s = s.apply(Action::Enter(Dice::from(dice))).unwrap();
            let b = (0..13).find(|&b| s.game().preview(b).is_ok()).unwrap();
            s = s.apply(Action::Score(b)).unwrap();
            turns += 1;
        }
        assert_eq!(turns, 13 * 8);
        let last = s.results().last().unwrap().clone();
        assert_eq!(last[0], last[5], "same dice, same total");
        let places = yahtzee_engine::places(&last);
        assert_eq!(places[0], places[5], "a tie shares a place");
        if game == 1 {
            s = s.next_game().unwrap();
            assert_eq!(
                s.dice_mode(),
                DiceMode::Entered,
                "the next game keeps real dice"
            );
        }
    }
    assert!(s.is_over());
    let standings = s.standings();
    assert_eq!(standings.len(), 8);
    assert_eq!(standings[0].seat, 7);
    assert_eq!(standings[0].wins, 2);
    let p0 = standings.iter().find(|x| x.seat == 0).unwrap();
    let p5 = standings.iter().find(|x| x.seat == 5).unwrap();
    assert_eq!((p0.wins, p0.points), (p5.wins, p5.points));
    let rematch = s.rematch(99).unwrap();
    assert_eq!(rematch.dice_mode(), DiceMode::Entered);
    assert_eq!(rematch.seats().len(), 8);
}

#[test]
fn what_if_playouts_of_a_real_dice_game_roll_their_own() {
    let g = entered(6)
        .apply(Action::Enter(Dice::from([1, 2, 3, 4, 5])))
        .unwrap();
    let playout = g.reseeded(3);
    assert_eq!(playout.turn(), g.turn());
    assert_eq!(playout.sheets(), g.sheets());
    assert!(playout.apply(Action::Roll).is_ok());
}
