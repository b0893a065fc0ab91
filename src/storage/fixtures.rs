//! Saved games the browser tests open (`tests/fixtures/`), each made by play: a save the page
//! reads is one that play can make, so a test's position is built by scripted dice, never typed.
//! `UPDATE_FIXTURES=1 cargo test fixtures` writes them; otherwise they are checked.

use yahtzee_engine::{Action, Game, Pcg32, Scripted, Session, DICE};

use super::encode;

/// `session` after a roll of `dice` scored in box `b`, for each pair.
fn scored(mut s: Session, turns: &[([u8; DICE], usize)]) -> Session {
    for &(dice, b) in turns {
        s = s.roll_with(&mut Scripted::new(dice)).unwrap();
        s = s.apply(Action::Score(b)).unwrap();
    }
    s
}

/// The generator state, nearest 0 along the game's stream, whose next roll is `dice`.
fn state_rolling(dice: [u8; DICE]) -> u64 {
    use yahtzee_engine::DiceSource;
    let inc = serde_json::to_value(Pcg32::from_seed(0)).unwrap()["inc"].clone();
    (0u64..)
        .find(|&state| {
            let mut rng: Pcg32 =
                serde_json::from_value(serde_json::json!({"state": state.to_string(), "inc": inc}))
                    .unwrap();
            dice.iter().all(|&d| rng.roll_die(6) == d)
        })
        .unwrap()
}

/// `session` saved with its generator at `state`.
fn with_generator(session: &Session, state: u64) -> String {
    let mut v: serde_json::Value = serde_json::from_str(&encode(session).unwrap()).unwrap();
    v["session"]["game"]["rng"]["state"] = state.to_string().into();
    let text = v.to_string();
    // Still a save the page reads, and the same game but for the dice to come.
    let back = super::decode(&text).unwrap();
    assert_eq!(back.game().sheets(), session.game().sheets());
    text
}

fn check(name: &str, text: &str) {
    let path = format!("{}/tests/fixtures/{name}", env!("CARGO_MANIFEST_DIR"));
    if std::env::var_os("UPDATE_FIXTURES").is_some() {
        std::fs::write(&path, format!("{text}\n")).unwrap();
    }
    let kept = std::fs::read_to_string(&path).unwrap();
    assert_eq!(kept.trim_end(), text, "{name}: run with UPDATE_FIXTURES=1");
}

/// records.test.js: game #9 with every box but Chance filled (a Yahtzee and one bonus, the
/// Large Straight by the Joker), and 6 6 5 4 1 on the table after three rolls: Chance's 22 ends
/// it at 407.
#[test]
fn nearly_done() {
    let s = scored(
        Session::solo(Game::solo(9)),
        &[
            ([1, 1, 1, 2, 3], 0),
            ([2, 2, 2, 2, 3], 1),
            ([3, 3, 3, 3, 1], 2),
            ([4, 4, 4, 4, 1], 3),
            ([5, 5, 5, 5, 1], 4),
            ([6, 6, 6, 6, 1], 5),
            ([6, 6, 6, 3, 1], 6),
            ([1, 2, 3, 4, 6], 7),
            ([2, 2, 3, 3, 3], 8),
            ([1, 2, 3, 4, 6], 9),
            ([2, 2, 2, 2, 2], 11),
            ([5, 5, 5, 5, 5], 10),
        ],
    );
    let mut s = s;
    for _ in 0..3 {
        s = s.roll_with(&mut Scripted::new([6, 6, 5, 4, 1])).unwrap();
    }
    let sheet = &s.game().sheets()[0];
    let boxes: Vec<_> = sheet
        .boxes
        .iter()
        .map(|b| b.map(i32::from).unwrap_or(-1))
        .collect();
    assert_eq!(boxes, [3, 8, 12, 16, 20, 24, 22, 0, 25, 30, 40, 50, -1]);
    assert_eq!(sheet.yahtzee_bonus_points, 100);
    assert_eq!(s.game().turn().rolls, 3);
    check("save-nearly-done-seed9.json", &encode(&s).unwrap());
}

/// session.test.js: game #9 with 62 in the upper section and Ones and Chance open, whose next
/// roll (from the saved generator) is 1 1 4 6 2: 2 in Ones reaches the bonus.
#[test]
fn upper_bonus_next() {
    let s = scored(
        Session::solo(Game::solo(9)),
        &[
            ([2, 2, 2, 2, 1], 1),
            ([3, 3, 3, 1, 2], 2),
            ([4, 4, 4, 1, 2], 3),
            ([5, 5, 5, 1, 2], 4),
            ([6, 6, 6, 1, 2], 5),
            ([6, 6, 6, 3, 1], 6),
            ([1, 2, 3, 4, 6], 7),
            ([2, 2, 3, 3, 3], 8),
            ([1, 2, 3, 4, 6], 9),
            ([1, 2, 3, 4, 5], 10),
            ([2, 2, 2, 2, 2], 11),
        ],
    );
    let upper: u16 = s.game().sheets()[0].boxes[..6].iter().flatten().sum();
    assert_eq!(upper, 62);
    let text = with_generator(&s, state_rolling([1, 1, 4, 6, 2]));
    let rolled = super::decode(&text).unwrap().apply(Action::Roll).unwrap();
    assert_eq!(rolled.game().turn().dice, [1, 1, 4, 6, 2]);
    check("save-upper-bonus-next-seed9.json", &text);
}

/// saved.test.js: game #11 saved by the first version (a lone game), a Yahtzee of 2s in the
/// Yahtzee box and five 3s rolled; `threes` fills Threes with 9 first.
fn joker(threes: bool) -> String {
    let mut turns = vec![([2, 2, 2, 2, 2], 11)];
    if threes {
        turns.insert(0, ([3, 3, 3, 1, 2], 2));
    }
    let s = scored(Session::solo(Game::solo(11)), &turns);
    let s = s.roll_with(&mut Scripted::new([3, 3, 3, 3, 3])).unwrap();
    let text = format!(
        "{{\"schema\":1,\"game\":{}}}",
        serde_json::to_string(s.game()).unwrap()
    );
    assert_eq!(super::decode(&text).unwrap().game(), s.game());
    text
}

#[test]
fn joker_fixtures() {
    check("save-v1-joker-threes-open-seed11.json", &joker(false));
    check("save-v1-joker-threes-filled-seed11.json", &joker(true));
}

/// feel.test.js: Ann and Ben in the last round of a game, Chance open for both, Ben ahead 235
/// to 229, and 6 6 6 5 5 on the table for Ann: her Chance's 28 takes the lead, 257 to 235. Ben's
/// roll (from the saved generator) is 1 1 2 2 3: his Chance's 9 ends the game, Ann the winner.
#[test]
fn two_last_round() {
    use yahtzee_engine::{RuleSet, Seat, SeatKind};
    let seat = |name: &str| Seat {
        name: name.into(),
        kind: SeatKind::Human,
    };
    let s = Session::new(RuleSet::default(), vec![seat("Ann"), seat("Ben")], 1, 12).unwrap();
    let ann_sixes = [6, 6, 6, 1, 2];
    let ben_sixes = [6, 6, 6, 6, 1];
    let upper = |sixes| {
        [
            ([1, 1, 1, 2, 3], 0),
            ([2, 2, 2, 2, 3], 1),
            ([3, 3, 3, 3, 1], 2),
            ([4, 4, 4, 4, 1], 3),
            ([5, 5, 5, 5, 1], 4),
            (sixes, 5),
            ([6, 6, 6, 3, 1], 6),
            ([1, 2, 3, 4, 6], 7),
            ([2, 2, 3, 3, 3], 8),
            ([1, 2, 3, 4, 6], 9),
            ([1, 2, 3, 4, 5], 10),
            ([1, 2, 3, 4, 6], 11),
        ]
    };
    let turns: Vec<_> = upper(ann_sixes)
        .into_iter()
        .zip(upper(ben_sixes))
        .flat_map(|(a, b)| [a, b])
        .collect();
    let s = scored(s, &turns);
    let s = s.roll_with(&mut Scripted::new([6, 6, 6, 5, 5])).unwrap();
    let rules = s.game().rules();
    let totals: Vec<u16> = s
        .game()
        .sheets()
        .iter()
        .map(|sh| sh.totals(&rules).total)
        .collect();
    assert_eq!(totals, [229, 235]);
    let text = with_generator(&s, state_rolling([1, 1, 2, 2, 3]));
    let ben = super::decode(&text)
        .unwrap()
        .apply(Action::Score(12))
        .and_then(|s| s.apply(Action::Roll))
        .unwrap();
    assert_eq!(ben.game().turn().dice, [1, 1, 2, 2, 3]);
    check("save-two-last-round-seed12.json", &text);
}

/// towin.test.js: a finished solo game of Yatzy (#3, each roll scored in the first open box), as
/// the history keeps it for review.
#[test]
fn yatzy_history() {
    use yahtzee_engine::{RuleSet, VariantId};
    let rules = RuleSet {
        variant: VariantId::Yatzy,
        options: Default::default(),
    };
    let mut s = Session::solo(Game::new(rules, 1, 3).unwrap());
    while !s.game().is_over() {
        s = s.apply(Action::Roll).unwrap();
        let b = s.game().placement().unwrap().allowed.trailing_zeros() as usize;
        s = s.apply(Action::Score(b)).unwrap();
    }
    let kept = vec![super::PastGame::of(&s, "2026-11-20T10:00:00.000Z".into())];
    let text = serde_json::to_string(&kept).unwrap();
    assert!(super::decode_history(&text).unwrap().refused.is_empty());
    check("history-yatzy-seed3.json", &text);
}
