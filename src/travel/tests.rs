//! Whose device plays, and what a device is told when it catches up.

use super::*;
use yahtzee_engine::{Action, BotLevel, RuleSet, Seat, Session};

fn table(kinds: &[SeatKind]) -> Session {
    let seats = kinds
        .iter()
        .enumerate()
        .map(|(i, &kind)| Seat {
            name: ["Ann", "Ben", "Cy", "Dora"][i].into(),
            kind,
        })
        .collect();
    Session::new(RuleSet::default(), seats, 1, 9).unwrap()
}

fn turn(s: Session, b: usize) -> Session {
    s.apply(Action::Roll)
        .and_then(|s| s.apply(Action::Score(b)))
        .unwrap()
}

const BOT: SeatKind = SeatKind::Bot(BotLevel::Expert);

#[test]
fn a_bot_is_played_by_the_device_that_hands_it_the_turn() {
    let s = table(&[SeatKind::Human, BOT, SeatKind::Human, BOT]);
    assert_eq!(
        (0..4).map(|i| device_of(&s, i)).collect::<Vec<_>>(),
        [0, 0, 2, 2]
    );
    let ann = Travel {
        mine: SeatSet::default().with(0, true),
        ..Travel::default()
    };
    let cy = Travel {
        mine: SeatSet::default().with(2, true),
        ..Travel::default()
    };
    assert!(plays_here(&s, ann) && !plays_here(&s, cy));
    assert_eq!((waiting_for(&s, ann), waiting_for(&s, cy)), (None, Some(0)));
    let s = turn(s, 0);
    assert!(plays_here(&s, ann), "Ann's device plays the bot after her");
    let s = turn(s, 1);
    assert!(plays_here(&s, cy) && !plays_here(&s, ann));
    assert_eq!(others(&s, ann), [2]);
    // No one is asked about yet: the page waits for nobody.
    assert_eq!(waiting_for(&s, Travel::default()), None);
}

#[test]
fn catching_up_tells_the_other_devices_boxes_since_last_seen() {
    let s = table(&[SeatKind::Human, SeatKind::Human, BOT]);
    let ann = Travel {
        mine: SeatSet::default().with(0, true),
        ..Travel::default()
    };
    let seen = Seen::of(&turn(s.clone(), 12));
    let s = turn(turn(turn(turn(s, 12), 0), 1), 2);
    let told = since(&s, seen, ann);
    // Ben's Aces, then the bot's Twos, which Ben's device played: Ann's own Chance is not told.
    assert_eq!(
        told.iter()
            .map(|p| (p.player, p.box_index))
            .collect::<Vec<_>>(),
        [(1, 0), (2, 1)]
    );
    assert_eq!(told[0].points, s.game().sheets()[1].boxes[0].unwrap());
    let ben = Travel {
        mine: SeatSet::default().with(1, true),
        ..Travel::default()
    };
    assert_eq!(since(&s, Seen::default(), ben).len(), 2, "Ann's two boxes");
    let both = SeatSet::from_bits(0b101);
    assert!(both.contains(0) && !both.contains(1) && both.contains(2) && !both.contains(9));
    assert_eq!(both.with(0, false).with(9, true), SeatSet::from_bits(0b100));
}
