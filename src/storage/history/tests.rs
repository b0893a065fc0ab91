//! A finished game's seats: which were this phone's people.

use yahtzee_engine::{Invalid, VariantId};

use crate::storage::decode_history;
use crate::storage::tests::finished;

/// At a table on several phones a finished game keeps the seats this phone played: only those
/// (and only people) are this phone's to practise; a seat beyond the table is damage.
#[test]
fn a_finished_game_keeps_the_seats_this_phone_played() {
    let mut g = finished(VariantId::Classic, 3);
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
