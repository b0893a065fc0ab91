//! The stored data's fuzz, natively: damaged variants of every stored key, made by a fixed
//! generator from a sound base (a game made by play, and the history and records its end
//! writes), each read by the decoder the page reads it with at start-up (`decode` for the game,
//! [`CHECKS`] for the others). None may panic; a list's items kept are sound on their own; the
//! sound base reads as sound. The browser test (`tests/e2e/fuzz.test.js`) proves the page's
//! wiring with fewer variants: a notice, the damage kept aside, every other key untouched.
//! `FUZZ_VARIANTS=N` tries N variants of each key (300 by default).

use serde_json::{json, Map, Value};
use yahtzee_engine::Action;

use super::{Checked, CHECKS};
use crate::records::records_of;
use crate::storage::{decode, encode, PastGame, GAME_KEY};

/// mulberry32: a small generator with a fixed seed, so every run tries the same variants.
struct Generator(u32);

impl Generator {
    fn next(&mut self) -> f64 {
        self.0 = self.0.wrapping_add(0x6d2b_79f5);
        let mut t = self.0;
        t = (t ^ (t >> 15)).wrapping_mul(t | 1);
        t ^= t.wrapping_add((t ^ (t >> 7)).wrapping_mul(t | 61));
        f64::from(t ^ (t >> 14)) / 4_294_967_296.0
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() * n as f64) as usize
    }
    fn pick<T: Clone>(&mut self, list: &[T]) -> T {
        list[self.below(list.len())].clone()
    }
}

/// A place in a JSON value: the keys and indices from the root.
#[derive(Clone, Debug)]
enum Step {
    Key(String),
    Index(usize),
}
type Path = Vec<Step>;

fn paths(v: &Value, at: &Path, out: &mut Vec<Path>) {
    out.push(at.clone());
    let mut go = |step: Step, child: &Value| {
        let mut next = at.clone();
        next.push(step);
        paths(child, &next, out);
    };
    match v {
        Value::Object(m) => m.iter().for_each(|(k, c)| go(Step::Key(k.clone()), c)),
        Value::Array(a) => a
            .iter()
            .enumerate()
            .for_each(|(i, c)| go(Step::Index(i), c)),
        _ => {}
    }
}

fn at<'a>(root: &'a mut Value, path: &[Step]) -> &'a mut Value {
    path.iter().fold(root, |v, step| match step {
        Step::Key(k) => &mut v[k.as_str()],
        Step::Index(i) => &mut v[*i],
    })
}

const KINDS: [&str; 7] = [
    "extreme",
    "remove",
    "duplicate",
    "lengthen",
    "long string",
    "wrong type",
    "truncate",
];
/// 2^64, one past what a u64 holds: written into the text, as JSON numbers can be.
const BIG: &str = "\"@@2^64@@\"";

/// Variant `i` of the JSON text `text`: its kind, and the damaged text.
fn damage(text: &str, i: usize, g: &mut Generator) -> (&'static str, String) {
    let kind = KINDS[i % KINDS.len()];
    if kind == "truncate" {
        let cut = g.below(text.len());
        let cut = (0..=cut)
            .rev()
            .find(|&c| text.is_char_boundary(c))
            .unwrap_or(0);
        return (kind, text[..cut].to_string());
    }
    let mut root: Value = serde_json::from_str(text).expect("a sound base");
    let mut all = Vec::new();
    paths(&root, &Vec::new(), &mut all);
    let mut choose = |test: &dyn Fn(&Value, &Path) -> bool, root: &mut Value| {
        let found: Vec<&Path> = all.iter().filter(|p| test(at(root, p), p)).collect();
        (!found.is_empty()).then(|| g.pick(&found).clone())
    };
    let in_object = |p: &Path| matches!(p.last(), Some(Step::Key(_)));
    let mut out = None;
    match kind {
        "extreme" => {
            if let Some(p) = choose(&|v, _| v.is_number() || v.is_string(), &mut root) {
                let extremes = [
                    json!(0),
                    json!(-1),
                    json!(65_536),
                    json!(4_294_967_296u64),
                    json!(9_007_199_254_740_992u64),
                    json!(BIG.trim_matches('"')),
                    json!(65_535),
                    json!(1e9),
                ];
                *at(&mut root, &p) = g.pick(&extremes);
            }
        }
        "remove" => {
            if let Some(mut p) = choose(&|_, p| in_object(p), &mut root) {
                if let Some(Step::Key(k)) = p.pop() {
                    at(&mut root, &p).as_object_mut().map(|m| m.remove(&k));
                }
            }
        }
        "duplicate" => {
            // The same field twice, the copy with another value: JSON text only.
            if let Some(mut p) = choose(&|_, p| in_object(p), &mut root) {
                if let Some(Step::Key(k)) = p.pop() {
                    let other = g.pick(&[json!(0), json!("x"), Value::Null, json!([]), json!({})]);
                    let parent = at(&mut root, &p).as_object_mut().expect("an object");
                    parent.insert(format!("{k}@@dup"), other);
                    let text = root.to_string();
                    out = Some(text.replacen(&format!("\"{k}@@dup\""), &format!("\"{k}\""), 1));
                }
            }
        }
        "lengthen" => {
            if let Some(p) = choose(&|v, _| v.is_array(), &mut root) {
                let list = at(&mut root, &p).as_array_mut().expect("an array");
                let mut item = match list.len() {
                    0 => json!(0),
                    n => list[g.below(n)].clone(),
                };
                // A browser's quota refuses ten thousand whole games: a long item is emptied.
                if item.to_string().len() > 400 {
                    item = if item.is_array() {
                        json!([])
                    } else {
                        json!({})
                    };
                }
                list.resize(10_000.max(list.len()), item);
            }
        }
        "long string" => {
            if let Some(p) = choose(&|v, _| v.is_string() || v.is_number(), &mut root) {
                *at(&mut root, &p) = Value::String("ü".repeat(100_000));
            }
        }
        _ => {
            if let Some(p) = choose(&|_, _| true, &mut root) {
                let v = at(&mut root, &p);
                *v = match v {
                    Value::Null | Value::Array(_) => Value::Object(Map::new()),
                    Value::Object(_) => json!([]),
                    Value::Number(n) => Value::String(n.to_string()),
                    Value::String(_) => json!(7),
                    Value::Bool(_) => json!("true"),
                };
            }
        }
    }
    let text = out.unwrap_or_else(|| root.to_string());
    (kind, text.replace(BIG, "18446744073709551616"))
}

/// The sound base: a game in progress, and the history and records a finished game writes,
/// with every other key as the page writes it.
fn sound_base() -> Vec<(&'static str, String)> {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/fixtures/save-nearly-done-seed9.json"
    );
    let nearly = std::fs::read_to_string(path)
        .unwrap()
        .trim_end()
        .to_string();
    let done = decode(&nearly).unwrap().apply(Action::Score(12)).unwrap();
    assert!(done.game().is_over(), "Chance ends game #9");
    let date = "2026-11-28T12:00:00.000Z";
    let history = vec![PastGame::of(&done, date.into())];
    let options = json!({"joker": "FreeChoice", "five_of_a_kind_full_house": true,
        "yahtzee_bonus": true, "four_of_a_kind_two_pairs": false, "forced_order": false});
    vec![
        (GAME_KEY, encode(&decode(&nearly).unwrap()).unwrap()),
        (super::HISTORY_KEY, serde_json::to_string(&history).unwrap()),
        (
            super::RECORDS_KEY,
            serde_json::to_string(&records_of(&done, date)).unwrap(),
        ),
        (
            super::SETTINGS_KEY,
            json!({"warn": true, "threshold": 1.5}).to_string(),
        ),
        (
            super::TABLE_RULES_KEY,
            json!([{"variant": "Classic", "options": options}]).to_string(),
        ),
        (super::BOTS_KEY, "\"Fast\"".into()),
        (
            super::FEEL_KEY,
            json!({"sound": false, "vibration": true}).to_string(),
        ),
        (
            super::DAILY_KEY,
            json!([{"game": "Classic", "day": 20788, "score": 243, "perfect": 261},
                {"game": "Yatzy", "day": 20789, "score": null, "perfect": null}])
            .to_string(),
        ),
        (
            super::TABLES_KEY,
            json!([{"link": a_table_link(), "mine": 1, "game": 1, "seen": 1, "at": 1.8e12}])
                .to_string(),
        ),
        (super::PRACTICE_KEY, practice_of(&done)),
    ]
}

/// Two practice positions from the finished game, as its review would give them.
fn practice_of(done: &yahtzee_engine::Session) -> String {
    let decisions = done.game().decisions();
    let judged = [4, 9].map(|index| yahtzee_protocol::Judged {
        index,
        chosen: 200.0,
        best: 203.5,
        best_choice: yahtzee_protocol::Choice::Score(0),
        why: None,
    });
    let rules = done.rule_set();
    let new = crate::records::practice::from_review(rules, decisions, &judged, |_| true);
    assert_eq!(new.len(), 2);
    serde_json::to_string(&new).unwrap()
}

/// The link of a table of two on several phones, its first turn played.
fn a_table_link() -> String {
    let seats = ["Ann", "Ben"]
        .map(|n| yahtzee_engine::Seat {
            name: n.into(),
            kind: yahtzee_engine::SeatKind::Human,
        })
        .to_vec();
    let s = yahtzee_engine::Session::new(Default::default(), seats, 1, 5).unwrap();
    let s = s
        .apply(Action::Roll)
        .and_then(|s| s.apply(Action::Score(12)));
    let s = s.unwrap();
    yahtzee_engine::link::encode(&s).unwrap()
}

/// How the page reads `key`'s text at start-up: `None` for the game, whose refusal is a
/// `LoadError`, else what the start-up check finds.
fn read(key: &str, text: &str) -> Option<Checked> {
    if key == GAME_KEY {
        let _ = decode(text);
        return None;
    }
    let (_, _, _, check) = CHECKS.iter().find(|c| c.0 == key).expect("a checked key");
    Some(check(text))
}

#[test]
fn damaged_variants_of_every_stored_key_read_without_panic_and_keep_only_sound_items() {
    let variants: usize = std::env::var("FUZZ_VARIANTS").map_or(300, |v| v.parse().unwrap());
    let base = sound_base();
    assert_eq!(
        base.len(),
        CHECKS.len() + 1,
        "every stored key, the game among them"
    );
    for (key, text) in &base {
        match read(key, text) {
            None => assert!(decode(text).is_ok()),
            Some(checked) => assert!(matches!(checked, Checked::Sound), "{key}: the base"),
        }
    }
    let mut seen = std::collections::BTreeMap::new();
    for (k, (key, text)) in base.iter().enumerate() {
        let mut g = Generator(k as u32 + 1);
        for i in 0..variants {
            let (kind, damaged) = damage(text, i, &mut g);
            let what = format!("{key}, variant {i} ({kind})");
            if let Some(Checked::Refused(good, refused)) = read(key, &damaged) {
                assert!(!refused.is_empty(), "{what}");
                // What is kept of a list is sound on its own, so the next start keeps it as is.
                if let Some(good) = good {
                    assert!(matches!(read(key, &good), Some(Checked::Sound)), "{what}");
                }
            }
            *seen.entry((*key, kind)).or_insert(0) += 1;
        }
    }
    // Every kind of damage was tried on every key.
    assert_eq!(seen.len(), base.len() * KINDS.len());
}
