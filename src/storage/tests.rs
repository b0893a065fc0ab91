//! The saved data's tests: round trips, fixtures, damaged data.

use super::*;
use yahtzee_engine::Action;

#[test]
fn a_session_round_trips_with_its_generator() {
    let s = Session::solo(Game::solo(42)).apply(Action::Roll).unwrap();
    let back = decode(&encode(&s)).unwrap();
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
    assert_eq!(encode(&s), fixture.trim_end());
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
    let old = encode(&s).replace("\"schema\":2", "\"schema\":0");
    assert_eq!(decode(&old), Err(LoadError::OtherVersion(0)));
    assert!(matches!(
        decode("{\"schema\":2,\"session\":{\"x\":2}}"),
        Err(LoadError::Shape(_))
    ));
    let rolled = encode(&s.apply(Action::Roll).unwrap());
    let mut v: serde_json::Value = serde_json::from_str(&rolled).unwrap();
    v["session"]["game"]["turn"]["dice"][2] = serde_json::json!(7);
    assert!(matches!(decode(&v.to_string()), Err(LoadError::Invalid(_))));
    assert!(LoadError::Unreadable.notice().contains(UNREADABLE_KEY));
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
    encode(&played(42))
}

/// Every loader of stored text, as a function that must not panic.
fn load_everything(raw: &str) {
    if let Ok(s) = decode(raw) {
        // Whatever is accepted is sound: it plays on without a panic.
        s.validate().unwrap();
        let _ = s.apply(Action::Roll);
        let _ = s.apply(Action::Undo);
        let _ = s.rematch(1);
    } else if let Err(e) = decode(raw) {
        assert!(!e.notice().is_empty());
    }
    let _ = decode_history(raw);
    let _ = decode_records(raw);
    let _ = decode_settings(raw).map(|c| assert_eq!(c, c.checked()));
    let _ = decode_bot_speed(raw);
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

/// A Tricolor table saved by the page before 2026-11-23, after "No Joker" was chosen for a
/// Classic table: the option came along into Tricolor, which has no Joker rule. Its coach was
/// then built in the browser and its records filed apart. Loading puts it right and nothing
/// else changes.
#[test]
fn a_save_carrying_an_option_its_game_lacks_is_put_right() {
    let raw = include_str!("../../tests/fixtures/save-tricolor-carried-no-joker.json");
    let as_saved = decode_as_saved(raw).unwrap();
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
    assert_eq!(decode_as_saved(&encode(&s)).unwrap(), s);
}

#[test]
fn records_and_history_with_a_carried_option_stand_with_their_game() {
    let raw = r#"[{"name":"Ann","player":0,"seed":3,"rules":{"variant":"Tricolor","options":{"joker":"None","five_of_a_kind_full_house":false,"yahtzee_bonus":true}},"date":"2026-11-20T10:00:00Z","score":211,"upper_bonus":false,"yahtzees":0,"game":"3-tricolor-Options { joker: None, five_of_a_kind_full_house: false, yahtzee_bonus: true }-00000000000000ab"}]"#;
    let records = decode_records(raw).unwrap();
    assert_eq!(records[0].rules.options, yahtzee_engine::Options::default());
    // The game key holds plain words, the options as they were played.
    assert_eq!(
        records[0].game,
        "3-tricolor-nojoker-fh0-bonus1-00000000000000ab"
    );
    let history = r#"[{"seed":3,"rules":{"variant":"Yacht","options":{"joker":"FreeChoice","five_of_a_kind_full_house":false,"yahtzee_bonus":false}},"finished":"x","scores":[1],"decisions":[]}]"#;
    assert_eq!(
        decode_history(history).unwrap()[0].rules.options,
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
