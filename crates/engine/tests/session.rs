//! Sessions: seats in turn order, the end of a game and of a session, standings and ties.

use yahtzee_engine::{
    places, Action, BotLevel, MoveError, RuleSet, Scripted, Seat, SeatKind, Session, SessionError,
};

fn seats(n: usize) -> Vec<Seat> {
    (0..n)
        .map(|i| Seat {
            name: format!("P{i}"),
            kind: if i == 2 {
                SeatKind::Bot(BotLevel::Expert)
            } else {
                SeatKind::Human
            },
        })
        .collect()
}

#[test]
fn setup_is_checked() {
    let r = RuleSet::default();
    assert_eq!(
        Session::new(r, vec![], 1, 1).unwrap_err(),
        SessionError::Seats(0)
    );
    assert_eq!(
        Session::new(r, seats(9), 1, 1).unwrap_err(),
        SessionError::Seats(9)
    );
    assert_eq!(
        Session::new(r, seats(2), 0, 1).unwrap_err(),
        SessionError::Games(0)
    );
    assert_eq!(
        Session::new(r, seats(2), 11, 1).unwrap_err(),
        SessionError::Games(11)
    );
    let mut bad = seats(2);
    bad[1].name = "  ".into();
    assert_eq!(
        Session::new(r, bad, 1, 1).unwrap_err(),
        SessionError::EmptyName(1)
    );
}

/// Plays one whole game of the session: player p rolls `dice_for(p)` and fills the first open box.
fn play_game(mut s: Session, dice_for: impl Fn(usize) -> [u8; 5]) -> Session {
    let mut turns = 0;
    while !s.game().is_over() {
        let p = s.game().current_player();
        assert_eq!(p, turns % s.seats().len(), "seats play in turn order");
        s = s.roll_with(&mut Scripted::new(dice_for(p))).unwrap();
        let b = (0..13)
            .find(|&b| s.game().sheet().boxes[b].is_none())
            .unwrap();
        s = s.apply(Action::Score(b)).unwrap();
        turns += 1;
    }
    assert_eq!(turns, 13 * s.seats().len());
    assert_eq!(reparsed(&s), s);
    s
}

#[test]
fn a_session_plays_its_games_and_ranks_the_seats() {
    let mut s = Session::new(RuleSet::default(), seats(3), 2, 500).unwrap();
    assert_eq!(s.current_seat().name, "P0");
    assert_eq!(s.next_game().unwrap_err(), SessionError::GameNotOver);
    // Game 1: P1 rolls sixes, the others ones: P1 wins.
    s = play_game(s, |p| {
        if p == 1 {
            [6, 6, 6, 5, 5]
        } else {
            [1, 1, 2, 3, 4]
        }
    });
    assert!(s.game().is_over() && !s.is_over());
    assert_eq!(s.results().len(), 1);
    let st = s.standings();
    assert_eq!((st[0].seat, st[0].wins), (1, 1));
    s = s.next_game().unwrap();
    assert_eq!(s.game_number(), 2);
    assert_eq!(s.game().seed(), 501);
    assert_eq!(s.game().sheet().filled(), 0);
    // Game 2: everyone rolls the same dice: a three-way tie counts as a win for each.
    s = play_game(s, |_| [2, 2, 3, 3, 3]);
    assert!(s.is_over());
    assert_eq!(s.next_game().unwrap_err(), SessionError::SessionOver);
    let results = s.results();
    assert_eq!(results.len(), 2);
    assert_eq!(places(&results[1]), vec![1, 1, 1]);
    let st = s.standings();
    assert_eq!((st[0].seat, st[0].wins), (1, 2));
    assert_eq!(st[1].wins, 1);
    assert_eq!(st[2].wins, 1);
    let total: u32 = results.iter().map(|r| r[1] as u32).sum();
    assert_eq!(st[0].points, total);
    // A rematch keeps seats, rules and length.
    let again = s.rematch(9).unwrap();
    assert_eq!(again.seats(), s.seats());
    assert_eq!(
        (again.games(), again.game_number(), again.seed()),
        (2, 1, 9)
    );
}

#[test]
fn places_share_ties() {
    assert_eq!(places(&[200, 250, 200, 100]), vec![2, 1, 2, 4]);
    assert_eq!(places(&[5]), vec![1]);
}

#[test]
fn a_new_game_inside_a_longer_session_is_refused() {
    let s = Session::new(RuleSet::default(), seats(2), 3, 1).unwrap();
    assert_eq!(
        s.apply(Action::NewGame { seed: 4 }).unwrap_err(),
        MoveError::GameOver
    );
    let solo = Session::solo(yahtzee_engine::Game::solo(3));
    assert_eq!(solo.apply(Action::NewGame { seed: 4 }).unwrap().seed(), 4);
}

fn two_people_and_a_bot() -> Session {
    Session::new(RuleSet::default(), seats(3), 1, 5).unwrap()
}

fn roll_and_score(s: &Session, dice: [u8; 5], b: usize) -> Session {
    s.roll_with(&mut Scripted::new(dice))
        .unwrap()
        .apply(Action::Score(b))
        .unwrap()
}

#[test]
fn undo_gives_a_score_back_to_its_player_until_anyone_rolls() {
    let s = two_people_and_a_bot();
    let after_p0 = roll_and_score(&s, [1, 2, 3, 4, 6], 12);
    let s0 = after_p0.undoable().unwrap();
    assert_eq!((s0.player, s0.box_index, s0.points), (0, 12, 16));
    // The next person may take it back: the turn returns to P0 with the dice as they were.
    let undone = after_p0.apply(Action::Undo).unwrap();
    assert_eq!(undone.game().current_player(), 0);
    assert_eq!(undone.game().sheets()[0].boxes[12], None);
    assert_eq!(undone.game().turn().dice, [1, 2, 3, 4, 6]);
    // After anyone rolls, nothing is left to take back.
    let rolled = after_p0.apply(Action::Roll).unwrap();
    assert_eq!(rolled.undoable(), None);
    assert_eq!(rolled.apply(Action::Undo), Err(MoveError::NothingToUndo));
}

#[test]
fn undo_never_touches_a_bots_turn_or_a_bots_score() {
    let s = two_people_and_a_bot();
    let s = roll_and_score(&s, [1, 2, 3, 4, 6], 12);
    let s = roll_and_score(&s, [1, 1, 3, 4, 6], 0);
    // The bot's turn: the person who just scored cannot take it back.
    assert_eq!(s.current_seat().kind, SeatKind::Bot(BotLevel::Expert));
    assert_eq!(s.undoable(), None);
    assert_eq!(s.apply(Action::Undo), Err(MoveError::BotsTurn));
    // The bot scores; the next person cannot take the bot's score back.
    let s = roll_and_score(&s, [6, 6, 6, 2, 2], 8);
    assert_eq!(s.game().current_player(), 0);
    assert_eq!(s.undoable(), None);
    assert_eq!(s.apply(Action::Undo), Err(MoveError::BotScore));
}

#[test]
fn a_finished_game_cannot_be_reopened_by_undo() {
    let mut s = Session::new(RuleSet::default(), seats(1), 1, 3).unwrap();
    for b in 0..13 {
        s = roll_and_score(&s, [1, 1, 1, 1, 1], b);
    }
    assert!(s.is_over());
    assert!(!s.game().can_undo());
    assert_eq!(s.undoable(), None);
    assert_eq!(s.apply(Action::Undo), Err(MoveError::GameOver));
}

#[test]
fn validation_applies_every_setup_rule_with_typed_errors() {
    use yahtzee_engine::{Invalid, MAX_NAME};
    let s = two_people_and_a_bot();
    assert_eq!(reparsed(&s), s);
    let json = serde_json::to_value(&s).unwrap();
    let bad = |edit: &dyn Fn(&mut serde_json::Value)| {
        let mut v = json.clone();
        edit(&mut v);
        match serde_json::from_value::<yahtzee_engine::SessionData>(v) {
            Ok(raw) => Session::try_from(raw).map(drop),
            // The game inside is parsed first: its refusal, as serde words it.
            Err(e) => Err(e.to_string()).map_err(|t| match t {
                t if t.starts_with(&Invalid::CurrentPlayer.to_string()) => Invalid::CurrentPlayer,
                t => panic!("{t}"),
            }),
        }
    };
    assert_eq!(
        bad(&|v| v["seats"][1]["name"] = " ".into()),
        Err(Invalid::EmptyName(1))
    );
    assert_eq!(
        bad(&|v| v["seats"][0]["name"] = "x".repeat(MAX_NAME + 1).into()),
        Err(Invalid::LongName(0))
    );
    assert_eq!(bad(&|v| v["games"] = 0.into()), Err(Invalid::Games));
    assert_eq!(bad(&|v| v["games"] = 11.into()), Err(Invalid::Games));
    assert_eq!(
        bad(&|v| {
            v["seats"].as_array_mut().unwrap().pop();
        }),
        Err(Invalid::SeatsAndSheets)
    );
    assert_eq!(
        bad(&|v| v["game"]["current"] = 7.into()),
        Err(Invalid::CurrentPlayer)
    );
    assert_eq!(
        bad(&|v| v["results"] = serde_json::json!([[200, 1, 1]])),
        Err(Invalid::Games)
    );
    // A result no game of these rules can score.
    let two_games = |points: u16| {
        move |v: &mut serde_json::Value| {
            v["games"] = 2.into();
            v["seed"] = 4.into();
            v["results"] = serde_json::json!([[points, 1, 1]]);
        }
    };
    assert_eq!(bad(&two_games(200)), Ok(()));
    assert_eq!(bad(&two_games(5000)), Err(Invalid::Results));
    assert_eq!(bad(&|v| v["seed"] = 9.into()), Err(Invalid::Seed));
    assert_eq!(
        bad(&|v| {
            v["seed"] = (yahtzee_engine::MAX_SEED - 2).into();
            v["games"] = 4.into();
        }),
        Err(Invalid::Seed)
    );
    // A rematch of a valid session is always possible.
    assert!(s.rematch(1).is_ok());
}

#[test]
fn the_session_winner_has_most_wins_then_most_points() {
    let two = |n: usize| -> Vec<Seat> {
        (0..n)
            .map(|i| Seat {
                name: format!("P{i}"),
                kind: SeatKind::Human,
            })
            .collect()
    };
    let mut s = Session::new(RuleSet::default(), two(2), 2, 7).unwrap();
    assert!(
        s.leaders().is_empty(),
        "no leader before a game is finished"
    );
    // Game 1: P0 wins. Game 2: P1 wins by more: one win each, P1 ahead on points.
    s = play_game(s, |p| {
        if p == 0 {
            [3, 3, 3, 4, 4]
        } else {
            [1, 1, 2, 3, 4]
        }
    });
    assert_eq!(s.leaders(), vec![0]);
    assert!(!s.lead_by_points(), "P0 leads on wins");
    s = s.next_game().unwrap();
    s = play_game(s, |p| {
        if p == 1 {
            [6, 6, 6, 5, 5]
        } else {
            [1, 1, 2, 3, 4]
        }
    });
    assert!(s.is_over());
    let st = s.standings();
    assert_eq!((st[0].wins, st[1].wins), (1, 1));
    assert_eq!(
        s.leaders(),
        vec![1],
        "a tie on wins goes to the most points"
    );
    assert!(s.lead_by_points());
    // The same dice for everyone in both games: a shared win on wins and points.
    let mut t = Session::new(RuleSet::default(), two(3), 1, 7).unwrap();
    t = play_game(t, |_| [2, 2, 3, 3, 3]);
    assert_eq!(t.leaders(), vec![0, 1, 2]);
    assert!(!t.lead_by_points());
}

/// `s` saved and read back.
fn reparsed(s: &Session) -> Session {
    serde_json::from_value(serde_json::to_value(s).unwrap()).unwrap()
}
