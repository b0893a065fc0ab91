//! A finished game's seats: which were this phone's people.

use yahtzee_engine::{Action, Game, Invalid, Session};

use super::PastGame;
use crate::storage::decode_history;

/// A finished solo Classic game, each turn's first roll scored in the first box it may go in.
fn finished() -> PastGame {
    let mut s = Session::solo(Game::solo(3));
    while !s.game().is_over() {
        s = s.apply(Action::Roll).unwrap();
        let b = s.game().placement().unwrap().allowed.trailing_zeros() as usize;
        s = s.apply(Action::Score(b)).unwrap();
    }
    PastGame::of(&s, "2026-11-26T10:00:00.000Z".into())
}

/// At a table on several phones a finished game keeps the seats this phone played: only those
/// (and only people) are this phone's to practise; a seat beyond the table is damage.
#[test]
fn a_finished_game_keeps_the_seats_this_phone_played() {
    let mut g = finished();
    assert!(g.played_here(0));
    g.levels = vec![None];
    g.mine = Some(0b0);
    assert!(!g.played_here(0));
    g.mine = Some(0b1);
    assert!(g.played_here(0));
    g.levels = vec![Some(yahtzee_engine::BotLevel::Expert)];
    assert!(!g.played_here(0), "a bot's seat");
    g.levels = vec![None];
    let back = decode_history(&serde_json::to_string(&[&g]).unwrap()).unwrap();
    assert_eq!(back.good, vec![g.clone()]);
    let mut v = serde_json::to_value([&g]).unwrap();
    v[0]["mine"] = 0b10.into();
    let beyond = decode_history(&v.to_string()).unwrap();
    assert_eq!(
        beyond.refused,
        vec![(1, Invalid::SeatsAndSheets.to_string())]
    );
    // Without it (every seat here), nothing is written.
    g.mine = None;
    assert!(!serde_json::to_string(&g).unwrap().contains("mine"));
}
