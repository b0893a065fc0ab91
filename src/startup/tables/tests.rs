//! Links to a table opened beside what this phone holds of it.

use super::*;
use crate::travel::SeatSet;
use yahtzee_engine::{Action, Game, RuleSet, Seat, SeatKind};

fn table(turns: usize, other_way: bool) -> Session {
    let seats = ["Ann", "Ben"]
        .iter()
        .map(|n| Seat {
            name: (*n).into(),
            kind: SeatKind::Human,
        })
        .collect();
    let mut s = Session::new(RuleSet::default(), seats, 1, 21).unwrap();
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
