//! The saved data's tests: round trips, fixtures, damaged data.

use super::*;
use yahtzee_engine::{Action, Invalid};

#[test]
fn a_session_round_trips_with_its_generator() {
    let s = Session::solo(Game::solo(42)).apply(Action::Roll).unwrap();
    let back = decode(&encode(&s).unwrap()).unwrap();
    assert_eq!(back, s);
    assert_eq!(back.apply(Action::Roll), s.apply(Action::Roll));
}

/// The saved text, byte for byte: `tests/e2e/saved.test.js` checks that the page writes
/// the same text for the same game (the page writes through `JSON.stringify`, `text.rs`), so saves
/// move freely between versions.
#[test]
fn a_session_is_saved_as_the_fixture_says() {
    let s = played(5);
    let fixture = include_str!("../../tests/fixtures/save-seed5.json");
    assert_eq!(encode(&s).unwrap(), fixture.trim_end());
    assert_eq!(decode(fixture).unwrap(), s);
}

/// Saves written before the generator state was text hold it as two numbers beyond 2^53: they
/// are read exactly (the page's reader gets them as BigInts; saved.test.js checks it there).
#[test]
fn a_save_with_the_generator_state_as_numbers_is_read_exactly() {
    let old = include_str!("../../tests/fixtures/save-seed5-rng-as-numbers.json");
    assert!(old.contains("\"rng\":{\"state\":6342316161777796373,"));
    assert_eq!(decode(old).unwrap(), played(5));
}

#[test]
fn a_game_saved_by_the_first_version_is_read_as_a_solo_session() {
    let g = Game::solo(7).apply(Action::Roll).unwrap();
    let v1 = format!(
        "{{\"schema\":1,\"game\":{}}}",
        serde_json::to_string(&g).unwrap()
    );
    let s = decode(&v1).unwrap();
    assert_eq!(s.game(), &g);
    assert_eq!(s.seats().len(), 1);
}

#[test]
fn bad_data_is_refused_with_a_reason() {
    assert_eq!(decode("not json"), Err(LoadError::Unreadable));
    assert_eq!(decode("{\"foo\":1}"), Err(LoadError::Unreadable));
    let s = Session::solo(Game::solo(1));
    let old = encode(&s).unwrap().replace("\"schema\":2", "\"schema\":0");
    assert_eq!(decode(&old), Err(LoadError::OtherVersion(0)));
    assert!(matches!(
        decode("{\"schema\":2,\"session\":{\"x\":2}}"),
        Err(LoadError::Shape(_))
    ));
    let rolled = encode(&s.apply(Action::Roll).unwrap()).unwrap();
    let mut v: serde_json::Value = serde_json::from_str(&rolled).unwrap();
    v["session"]["game"]["turn"]["dice"][2] = serde_json::json!(7);
    assert_eq!(decode(&v.to_string()), Err(shape(Invalid::Face, 524)));
    assert!(LoadError::Unreadable
        .notice("yahtzee.game.unreadable")
        .contains("yahtzee.game.unreadable"));
}

/// The refusal of a save whose session ends at `column` for `why`, as serde_json words it (the
/// page's reader names no place).
fn shape(why: Invalid, column: usize) -> LoadError {
    LoadError::Shape(format!("{why} at line 1 column {column}"))
}

/// A solo session of `seed` after a roll, a score in Chance and a second roll.
fn played(seed: u64) -> Session {
    Session::solo(Game::solo(seed))
        .apply(Action::Roll)
        .unwrap()
        .apply(Action::Score(12))
        .unwrap()
        .apply(Action::Roll)
        .unwrap()
}

/// A valid session with some play in it, as saved.
fn saved() -> String {
    encode(&played(42)).unwrap()
}

/// The table behind the reviews of loaded games (Classic, the official rules).
fn classic_table() -> &'static yahtzee_solver::Table {
    static TABLE: std::sync::OnceLock<yahtzee_solver::Table> = std::sync::OnceLock::new();
    TABLE.get_or_init(|| yahtzee_solver::Table::build(RuleSet::default(), |_| {}))
}

/// What the page does with a loaded game: its totals, its sentences and its review.
fn show(session: &Session) {
    let game = session.game();
    let rules = game.rules();
    for (p, sheet) in game.sheets().iter().enumerate() {
        let t = sheet.totals(&rules);
        let sum = sheet
            .boxes
            .iter()
            .flatten()
            .map(|&b| u32::from(b))
            .sum::<u32>();
        assert_eq!(
            u32::from(t.total),
            sum + u32::from(t.upper_bonus) + u32::from(t.yahtzee_bonus)
        );
        let _ = crate::words::bonus_needed_text(game, p);
    }
    let _ = crate::words::sheet_text(game);
    let _ = crate::words::dice_text(game);
    let _ = crate::words::start_turn(game);
    let _ = crate::words::end::moments(session);
    let _ = crate::words::end::session_winner(session);
    let _ = crate::words::game_over_seed_line(session);
    if let Some(s) = session.undoable() {
        let _ = crate::words::undo_target(session, &s);
    }
    let _ = session.standings();
    review(game.rule_set(), game.decisions());
}

/// The coach's review of `decisions`, as the review dialog shows it.
fn review(rules: RuleSet, decisions: &[yahtzee_engine::Decision]) {
    if rules != RuleSet::default() {
        return;
    }
    let table = classic_table();
    let judged = yahtzee_solver::review::review(table, decisions, &mut table.workspace(1));
    assert_eq!(judged.len(), decisions.len());
    let players = crate::coach::player_reviews(decisions, &judged);
    assert!(players.iter().all(|p| p.player < 8 && p.mean.is_finite()));
}

/// Every loader of stored text, as a function that must not panic; whatever is accepted is
/// totalled, described and reviewed as the page would.
fn load_everything(raw: &str) {
    if let Ok(s) = decode(raw) {
        show(&s);
        // It plays on without a panic.
        let _ = s.apply(Action::Roll).map(|s| show(&s));
        let _ = s.apply(Action::Undo).map(|s| show(&s));
        let _ = s.rematch(1);
    } else if let Err(e) = decode(raw) {
        assert!(!e.notice("yahtzee.game.unreadable").is_empty());
    }
    if let Ok(items) = decode_history(raw) {
        for g in items.good {
            review(g.rules, &g.decisions);
        }
    }
    let _ = decode_records(raw);
    let _ = decode_settings(raw).map(|c| assert!(crate::coach::THRESHOLD.contains(&c.threshold)));
    let _ = decode_bot_speed(raw);
    let _ = decode_feel(raw);
    let _ = crate::records::import(raw);
}

proptest::proptest! {
    #[test]
    fn any_text_is_refused_or_sound(raw in ".{0,300}") {
        load_everything(&raw);
    }

    #[test]
    fn damaged_saves_are_refused_or_sound(
        cuts in proptest::collection::vec((0usize..2000, 0usize..40, proptest::char::any()), 1..6)
    ) {
        let mut text: Vec<char> = saved().chars().collect();
        for (at, len, c) in cuts {
            let at = at % text.len().max(1);
            let end = (at + len).min(text.len());
            text.splice(at..end, [c]);
        }
        load_everything(&text.into_iter().collect::<String>());
    }

    #[test]
    fn numbers_changed_in_a_save_are_refused_or_sound(at in 0usize..400, n in proptest::num::i64::ANY) {
        // Replace the at-th number in the save with another, of any size or sign.
        let text = saved();
        let re_digits: Vec<(usize, usize)> = {
            let b = text.as_bytes();
            let mut spans = Vec::new();
            let mut i = 0;
            while i < b.len() {
                if b[i].is_ascii_digit() {
                    let start = i;
                    while i < b.len() && b[i].is_ascii_digit() { i += 1; }
                    spans.push((start, i));
                } else { i += 1; }
            }
            spans
        };
        let (a, b) = re_digits[at % re_digits.len()];
        let changed = format!("{}{}{}", &text[..a], n, &text[b..]);
        load_everything(&changed);
    }
}

#[test]
fn stored_settings_out_of_range_are_damage() {
    assert!(decode_settings("{\"warn\":true,\"threshold\":-50}").is_err());
    assert!(decode_settings("{\"warn\":true,\"threshold\":0.5}").is_ok());
    assert!(decode_bot_speed("\"Fast\"").is_ok());
    assert!(decode_records("{").is_err());
}

/// The settings' stored text, as pages before kept them: the coach's as an object, the bots'
/// pace as a name.
#[test]
fn settings_are_stored_as_plain_values_in_their_old_shape() {
    let coach = SavedCoach {
        warn: true,
        threshold: 1.5,
        by_chance: false,
    };
    let text = json::to_string(&coach).unwrap();
    assert_eq!(text, "{\"warn\":true,\"threshold\":1.5}");
    assert_eq!(decode_settings(&text), Ok(coach));
    // Warnings by the chance to win are written only when on.
    let by_chance = SavedCoach {
        by_chance: true,
        ..coach
    };
    let text = json::to_string(&by_chance).unwrap();
    assert_eq!(text, "{\"warn\":true,\"threshold\":1.5,\"by_chance\":true}");
    assert_eq!(decode_settings(&text), Ok(by_chance));
    assert_eq!(json::to_string(&Pace::Fast).unwrap(), "\"Fast\"");
    assert_eq!(json::to_string(&Pace::Normal).unwrap(), "\"Normal\"");
    assert_eq!(decode_bot_speed("\"Fast\""), Ok(true));
    assert_eq!(decode_bot_speed("\"Normal\""), Ok(false));
    assert!(decode_bot_speed("\"Slow\"").is_err());
}

/// A Tricolor table saved by the page before 2026-11-23, after "No Joker" was chosen for a
/// Classic table: the option came along into Tricolor, which has no Joker rule. Its coach was
/// then built in the browser and its records filed apart. Loading puts it right and nothing
/// else changes.
#[test]
fn a_save_carrying_an_option_its_game_lacks_is_put_right() {
    let raw = include_str!("../../tests/fixtures/save-tricolor-carried-no-joker.json");
    let as_saved = decode_as_saved(raw).unwrap().0;
    assert_eq!(
        as_saved.rule_set().options.joker,
        yahtzee_engine::JokerMode::None
    );
    let s = decode(raw).unwrap();
    let official = RuleSet {
        variant: VariantId::Tricolor,
        ..Default::default()
    };
    assert_eq!((s.rule_set(), s.game().rule_set()), (official, official));
    assert_eq!(s.seats(), as_saved.seats());
    assert_eq!(s.game().sheets(), as_saved.game().sheets());
    assert_eq!(s.game().turn(), as_saved.game().turn());
    assert_eq!(s.game().decisions(), as_saved.game().decisions());
    // The game plays on with the same dice.
    let next = |x: &Session| {
        x.apply(Action::Score(0))
            .unwrap()
            .apply(Action::Roll)
            .unwrap()
    };
    assert_eq!(next(&s).game().turn(), next(&as_saved).game().turn());
    // Saved again, it is the official rule set.
    assert_eq!(decode_as_saved(&encode(&s).unwrap()).unwrap(), (s, None));
}

#[test]
fn records_and_history_with_a_carried_option_stand_with_their_game() {
    let raw = r#"[{"name":"Ann","player":0,"seed":3,"rules":{"variant":"Tricolor","options":{"joker":"None","five_of_a_kind_full_house":false,"yahtzee_bonus":true}},"date":"2026-11-20T10:00:00Z","score":211,"upper_bonus":false,"yahtzees":0,"game":"3-tricolor-Options { joker: None, five_of_a_kind_full_house: false, yahtzee_bonus: true }-00000000000000ab"}]"#;
    let records = decode_records(raw).unwrap().good;
    assert_eq!(records[0].rules.options, yahtzee_engine::Options::default());
    // The game key holds plain words, the options as they were played.
    assert_eq!(
        records[0].game,
        "3-tricolor-nojoker-fh0-bonus1-00000000000000ab"
    );
    let mut history = serde_json::to_value([finished(VariantId::Yacht, 3)]).unwrap();
    history[0]["rules"]["options"] = serde_json::json!({"joker":"FreeChoice","five_of_a_kind_full_house":false,"yahtzee_bonus":false});
    let items = decode_history(&history.to_string()).unwrap();
    assert!(items.refused.is_empty());
    assert_eq!(
        items.good[0].rules.options,
        yahtzee_engine::Options::default()
    );
}

#[test]
fn each_games_table_rules_are_kept_apart_and_fitted() {
    let raw = r#"[{"variant":"Classic","options":{"joker":"None","five_of_a_kind_full_house":false,"yahtzee_bonus":true}},{"variant":"Tricolor","options":{"joker":"None","five_of_a_kind_full_house":true,"yahtzee_bonus":false}}]"#;
    let kept = decode_table_rules(raw).unwrap();
    assert_eq!(kept[0].options.joker, yahtzee_engine::JokerMode::None);
    // Tricolor has no Joker: the carried one is dropped, its own choices stay.
    assert_eq!(
        kept[1].options,
        yahtzee_engine::Options {
            joker: yahtzee_engine::JokerMode::Forced,
            five_of_a_kind_full_house: true,
            yahtzee_bonus: false,
            ..Default::default()
        }
    );
    assert!(
        decode_table_rules("{").is_err(),
        "damage is refused, for check_stored"
    );
}

/// A finished solo game of `variant` from `seed`, kept as the page keeps it: each turn's first
/// roll scored in the first box it may go in.
pub(super) fn finished(variant: VariantId, seed: u64) -> PastGame {
    let rules = RuleSet {
        variant,
        ..Default::default()
    };
    let mut s = Session::solo(Game::new(rules, 1, seed).unwrap());
    while !s.game().is_over() {
        s = s.apply(Action::Roll).unwrap();
        let b = s.game().placement().unwrap().allowed.trailing_zeros() as usize;
        s = s.apply(Action::Score(b)).unwrap();
    }
    PastGame::of(&s, "2026-11-26T10:00:00.000Z".into())
}

#[test]
fn a_finished_game_keeps_its_bots_levels_and_one_kept_before_them_still_reads() {
    let mut g = finished(VariantId::Classic, 3);
    g.levels = vec![Some(yahtzee_engine::BotLevel::Casual)];
    let back = decode_history(&serde_json::to_string(&[&g]).unwrap()).unwrap();
    assert_eq!(back.good, vec![g.clone()]);
    // Kept before levels were: no levels, its names shown as they were kept.
    let mut v = serde_json::to_value([&g]).unwrap();
    v[0].as_object_mut().unwrap().remove("levels");
    let old = decode_history(&v.to_string()).unwrap();
    assert_eq!(old.good[0].levels, vec![]);
    assert!(old.refused.is_empty());
    // Levels for another number of players than played it are refused.
    v[0]["levels"] = serde_json::json!([null, "Expert"]);
    let two = decode_history(&v.to_string()).unwrap();
    assert_eq!(two.refused, vec![(1, Invalid::SeatsAndSheets.to_string())]);
}

#[test]
fn one_damaged_finished_game_is_refused_and_the_others_kept() {
    let games: Vec<PastGame> = (1..=4).map(|i| finished(VariantId::Classic, i)).collect();
    let mut v = serde_json::to_value(&games).unwrap();
    // The kept game that killed the page: a decision naming player 1,000,000,000.
    v[1]["decisions"][0]["player"] = 1_000_000_000u64.into();
    // A score its decisions do not make.
    v[2]["scores"][0] = 65535.into();
    let items = decode_history(&v.to_string()).unwrap();
    assert_eq!(items.good, vec![games[0].clone(), games[3].clone()]);
    assert_eq!(
        items.refused,
        vec![
            (2, Invalid::Decision.to_string()),
            (3, Invalid::Results.to_string())
        ]
    );
    // More than the page keeps: the first fifty are read, the rest refused unread.
    let many: Vec<PastGame> = (0..52).map(|_| games[0].clone()).collect();
    let items = decode_history(&serde_json::to_string(&many).unwrap()).unwrap();
    assert_eq!(items.good.len(), HISTORY_LEN);
    assert_eq!(
        items.refused.iter().map(|r| r.0).collect::<Vec<_>>(),
        [51, 52]
    );
    // Every game, in every variant, is read back as it was kept.
    for variant in VariantId::ALL {
        let g = finished(variant, 9);
        let back = decode_history(&serde_json::to_string(&[&g]).unwrap()).unwrap();
        assert_eq!(back.good, vec![g]);
    }
}

#[test]
fn one_impossible_record_is_refused_and_the_others_kept() {
    let mut s = Session::solo(Game::solo(4));
    while !s.game().is_over() {
        s = s
            .apply(Action::Roll)
            .unwrap()
            .apply(Action::Score(s.game().round() - 1))
            .unwrap();
    }
    let record = crate::records::records_of(&s, "2026-11-26")[0].clone();
    let mut v = serde_json::to_value([&record, &record, &record, &record, &record]).unwrap();
    v[1]["score"] = 65535.into();
    v[2]["player"] = 1_000_000_000u64.into();
    v[3]["name"] = "x".repeat(100_000).into();
    let items = decode_records(&v.to_string()).unwrap();
    assert_eq!(items.good, vec![record.clone(), record.clone()]);
    assert_eq!(
        items.refused.iter().map(|r| r.0).collect::<Vec<_>>(),
        [2, 3, 4]
    );
}

/// A session's later games are dealt from `seed + i`: a seed the last of them cannot have is
/// refused where the table is set up, and a stored one where it is read.
#[test]
fn every_seed_a_session_holds_is_saved_exactly() {
    use yahtzee_engine::{Seat, SeatKind, SessionError, MAX_GAMES, MAX_SEED};
    let you = || {
        vec![Seat {
            name: "You".into(),
            kind: SeatKind::Human,
        }]
    };
    let last = MAX_SEED - u64::from(MAX_GAMES - 1);
    let s = Session::new(RuleSet::default(), you(), MAX_GAMES, last).unwrap();
    assert_eq!(decode(&encode(&s).unwrap()).unwrap(), s);
    assert_eq!(
        Session::new(RuleSet::default(), you(), MAX_GAMES, last + 1),
        Err(SessionError::Move(yahtzee_engine::MoveError::Seed(
            last + 1
        )))
    );
    // One game from the largest seed a link may carry.
    let solo = Session::solo(Game::solo(MAX_SEED))
        .apply(Action::Roll)
        .unwrap();
    assert_eq!(decode(&encode(&solo).unwrap()).unwrap(), solo);
    let text = encode(&solo)
        .unwrap()
        .replace(&MAX_SEED.to_string(), &(MAX_SEED + 1).to_string());
    assert_eq!(decode(&text), Err(shape(Invalid::Seed, 742)));
}

#[test]
fn damaged_data_is_never_kept_aside_over_an_earlier_copy() {
    use std::collections::HashSet;
    let mut taken: HashSet<String> = HashSet::new();
    // Thirty damaged copies of one key, each kept under a name of its own: none over another.
    for _ in 0..30 {
        let k = super::check::first_free("yahtzee.records", |k| !taken.contains(k));
        assert!(taken.insert(k));
    }
    assert!(taken.contains("yahtzee.records.unreadable"));
    assert!(taken.contains("yahtzee.records.unreadable-30"));
}

#[test]
fn a_table_on_several_phones_is_saved_with_this_phones_seats_and_its_coach_rule() {
    let travel = crate::travel::Travel {
        mine: crate::travel::SeatSet::from_bits(0b101),
        coach_off: true,
    };
    let s = Session::solo(Game::solo(4));
    let text = super::encode_with(&s, Some(travel)).unwrap();
    assert!(text.contains(r#""travel":261"#), "{text}");
    assert_eq!(decode_as_saved(&text).unwrap(), (s.clone(), Some(travel)));
    // A table of this phone alone keeps the envelope it always had.
    assert!(!encode(&s).unwrap().contains("travel"));
}
