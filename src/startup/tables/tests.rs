//! Links to a table opened beside what this phone holds of it.

use super::*;
use crate::travel::SeatSet;
use yahtzee_engine::{Action, Game, RuleSet, Seat, SeatKind};

fn people(names: &[&str]) -> Vec<Seat> {
    names
        .iter()
        .map(|n| Seat {
            name: (*n).into(),
            kind: SeatKind::Human,
        })
        .collect()
}

fn table(turns: usize, other_way: bool) -> Session {
    let mut s = Session::new(RuleSet::default(), people(&["Ann", "Ben"]), 1, 21).unwrap();
    for t in 0..turns {
        let b = if other_way && t + 1 == turns { 12 } else { t };
        s = s
            .apply(Action::Roll)
            .unwrap()
            .apply(Action::Score(b))
            .unwrap();
    }
    s
}

fn kept(s: &Session, mine: u8) -> KeptTable {
    KeptTable {
        link: link::encode(s).unwrap(),
        session: s.clone(),
        travel: Travel {
            mine: SeatSet::from_bits(mine),
            ..Travel::default()
        },
        seen: Seen::of(s),
        at: 0.0,
    }
}

fn open(text: &str, saved: Option<&Session>, kept: &[KeptTable]) -> Result<Opened, String> {
    // The table on screen is a table on several phones when this phone keeps it.
    let travel = saved.and_then(|s| {
        kept.iter()
            .find(|k| same_table(&k.session, s))
            .map(|k| k.travel)
    });
    open_table(text, saved, travel, kept)
}

#[test]
fn a_new_table_asks_who_plays_here() {
    let five = table(5, false);
    let o = open(&link::encode(&five).unwrap(), None, &[]).unwrap();
    assert_eq!(
        (o.session, o.travel, o.seen),
        (five, Travel::default(), Seen::default())
    );
}

#[test]
fn a_rematch_knows_who_plays_here() {
    let over = table(5, false);
    let rematch = over.rematch(22).unwrap();
    let text = link::encode(&rematch).unwrap();
    // From the table on screen, or from one this phone keeps: Ben plays here.
    for (saved, kept_here) in [
        (Some(&over), vec![kept(&over, 0b10)]),
        (None, vec![kept(&over, 0b10)]),
    ] {
        let o = open(&text, saved, &kept_here).unwrap();
        assert_eq!(o.session, rematch);
        assert_eq!(o.travel.mine, SeatSet::from_bits(0b10));
        assert!(!o.travel.asks_who());
    }
    // Nothing of those seats on this phone: the question is asked.
    let o = open(
        &link::encode(&table(0, false).rematch(23).unwrap()).unwrap(),
        None,
        &[],
    )
    .unwrap();
    assert!(o.travel.asks_who());
}

#[test]
fn a_newer_link_comes_on_the_table_and_an_older_one_does_not() {
    let (three, five) = (table(3, false), table(5, false));
    let here = [kept(&three, 0b10)];
    let o = open(&link::encode(&five).unwrap(), None, &here).unwrap();
    assert_eq!(o.session, five);
    assert_eq!(o.travel.mine, SeatSet::from_bits(0b10));
    assert_eq!(
        o.seen,
        Seen::of(&three),
        "the catching-up starts where Ben left"
    );
    let here = [kept(&five, 0b10)];
    let o = open(&link::encode(&three).unwrap(), Some(&five), &here).unwrap();
    assert_eq!(o.session, five);
    assert_eq!(o.notice, Some(msg::link_table_older()));
    assert!(!o.contradicts);
}

#[test]
fn a_link_that_went_another_way_is_kept_aside_and_the_table_stays() {
    let five = table(5, false);
    let here = [kept(&five, 0b01)];
    let o = open(&link::encode(&table(5, true)).unwrap(), None, &here).unwrap();
    assert_eq!(o.session, five);
    assert!(o.contradicts);
}

#[test]
fn a_bad_link_is_refused_and_a_game_in_progress_is_kept_aside() {
    let text = link::encode(&table(4, false)).unwrap();
    assert_eq!(
        open(&text[..text.len() - 2], None, &[]),
        Err(msg::link_table_cut())
    );
    let solo = Session::solo(Game::solo(3).apply(Action::Roll).unwrap());
    let o = open(&text, Some(&solo), &[]).unwrap();
    assert_eq!(o.set_aside, Some(solo.clone()));
    assert!(o.notice.is_some());
    // A game not started is simply replaced.
    let o = open(&text, Some(&Session::solo(Game::solo(3))), &[]).unwrap();
    assert_eq!((o.set_aside, o.notice), (None, None));
}

/// Thousands of damaged links through the page's own opening of a link (what
/// `tests/e2e/travel.test.js` feeds the real page the first 20 of): a letter changed, the link
/// cut, a letter added, letters taken out, by a fixed generator. Each is refused with its
/// decoding error's sentence, or opens the very table the undamaged link opens; none panics, and the
/// table on screen and the tables kept stay where they were (open_table only reads them).
#[test]
fn damaged_links_are_refused_or_open_the_table_they_name() {
    let mut whole = Session::new(RuleSet::default(), people(&["Ann", "Ben", "Cy"]), 1, 5).unwrap();
    for t in 0..13 * 3 {
        whole = whole
            .apply(Action::Roll)
            .unwrap()
            .apply(Action::Score(t / 3))
            .unwrap();
    }
    let base = link::encode(&whole).unwrap();
    let on_screen = table(4, false);
    let here = [kept(&on_screen, 0b01)];
    let letters: Vec<char> = ('A'..='Z')
        .chain('a'..='z')
        .chain('0'..='9')
        .chain(['-', '_'])
        .collect();
    // xorshift32, the browser test's generator.
    let mut x: u32 = 0x2545_f491;
    let mut next = |n: usize| {
        x ^= x << 13;
        x ^= x >> 17;
        x ^= x << 5;
        x as usize % n
    };
    let (mut refused, mut opened) = (0, 0);
    for i in 0..4_000 {
        let mut t: Vec<char> = base.chars().collect();
        let at = next(t.len());
        match i % 4 {
            0 => t[at] = letters[next(letters.len())],
            1 => t.truncate(at),
            2 => t.insert(at, letters[next(letters.len())]),
            _ => {
                let end = (at + 1 + next(4)).min(t.len());
                t.drain(at..end);
            }
        }
        let text: String = t.into_iter().collect();
        match open(&text, Some(&on_screen), &here) {
            Ok(o) => {
                assert_eq!(o.session, whole, "link {i} ({text}) opened another table");
                assert_eq!(text, base, "link {i}");
                opened += 1;
            }
            Err(why) => {
                // Refused by the decoder's typed error, in that error's own sentence.
                let error = link::decode_table(&text).expect_err("refused, so not decoded");
                assert_eq!(why, link_refusal(error), "link {i} ({text})");
                refused += 1;
            }
        }
    }
    assert_eq!(refused + opened, 4_000);
    // This generator's count (a snapshot): the links that open are those where a letter was
    // changed for itself.
    assert_eq!((refused, opened), (3_981, 19));
}
