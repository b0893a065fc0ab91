//! Playing to win at the table: a Tactician bot and the coach's warnings by the chance to win
//! in the last turns, played through `AppAction`s.

use super::tests::{advice, ranked, scripted, table, BOT, PLAYS};
use super::*;
use yahtzee_engine::SeatKind;
use yahtzee_protocol::Choice;

/// A table of two seats after nine rounds of boxes in order, the first seat's dice rolled: its
/// four last turns.
fn last_turns(kinds: &[SeatKind]) -> Rc<AppState> {
    let mut s = table(kinds);
    for b in 0..9 {
        for _ in 0..2 {
            s = scripted(s, [1, 2, 3, 4, 6]);
            let session = s.table.session.apply(Action::Score(b)).unwrap();
            s = s.with(|st| st.table.session = Rc::new(session));
        }
    }
    scripted(s, [3, 3, 3, 4, 5])
}

/// The Tactician's ranking of the moment `key` arriving from the worker.
fn tactic(key: Moment, options: &[(Choice, f64)]) -> AppAction {
    AppAction::Solver(Response::ToWin {
        key,
        options: ranked(options),
        micros: 1.0,
    })
}

#[test]
fn a_tactician_plays_its_last_turns_by_the_chance_to_win() {
    const TACTICIAN: SeatKind = SeatKind::Bot(BotLevel::ToWin);
    let s = last_turns(&[TACTICIAN, SeatKind::Human]);
    assert!(s.wants_to_win(), "its last four turns");
    let key = Moment::of(s.game());
    // The table's advice alone is not its ranking there: it waits for the chance to win.
    let s = s.reduce(advice(key, &[(Choice::Score(12), 200.0)]));
    let waiting = s.clone().reduce(AppAction::BotStep(PLAYS));
    assert_eq!(waiting.table.session, s.table.session);
    let s = s.reduce(tactic(key, &[(Choice::Score(9), 0.4)]));
    let s = s.reduce(AppAction::BotStep(PLAYS));
    assert!(
        s.game().sheets()[0].boxes[9].is_some(),
        "it scored by the chance"
    );
    // An Expert's table never asks.
    let expert = scripted(table(&[BOT, SeatKind::Human]), [1, 2, 3, 4, 6]);
    assert!(!expert.wants_to_win());
}

#[test]
fn before_its_last_turns_a_tactician_plays_by_its_risk_attitude() {
    const TACTICIAN: SeatKind = SeatKind::Bot(BotLevel::ToWin);
    let s = scripted(table(&[TACTICIAN, SeatKind::Human]), [3, 3, 3, 4, 5]);
    assert!(s.wants_to_win(), "Classic takes a risk attitude");
    let key = Moment::of(s.game());
    let s = s.reduce(advice(key, &[(Choice::Score(12), 200.0)]));
    let waiting = s.clone().reduce(AppAction::BotStep(PLAYS));
    assert_eq!(
        waiting.table.session, s.table.session,
        "it waits for its own"
    );
    let s = s.reduce(tactic(key, &[(Choice::Score(2), 231.5)]));
    assert_eq!(
        s.wanted_tactic(),
        Some(false),
        "points are no chance to win"
    );
    let s = s.reduce(AppAction::BotStep(PLAYS));
    assert!(s.game().sheets()[0].boxes[2].is_some(), "it followed it");
}

#[test]
fn warnings_by_the_chance_to_win_judge_the_last_turns_by_it() {
    let s = last_turns(&[SeatKind::Human, SeatKind::Human]);
    assert!(!s.wants_to_win(), "no hint open, no warnings by the chance");
    let s = s.reduce(AppAction::SetCoach(CoachSettings {
        warn: true,
        threshold: 2.0,
        by_chance: true,
    }));
    assert!(s.wants_to_win());
    let key = Moment::of(s.game());
    // For points Chance costs nothing; for the win it costs 5 percentage points.
    let s = s.reduce(advice(
        key,
        &[(Choice::Score(12), 100.0), (Choice::Score(9), 90.0)],
    ));
    let s = s.reduce(tactic(
        key,
        &[(Choice::Score(9), 0.45), (Choice::Score(12), 0.40)],
    ));
    let s = s.reduce(AppAction::ChooseBox(12));
    let Some(Dialog::Warning(w)) = &s.screen.dialog else {
        panic!("a warning: {:?}", s.screen.dialog);
    };
    assert!(w.by_chance);
    assert!((w.loss - 5.0).abs() < 1e-9);
    assert_eq!(w.best, Choice::Score(9));
}

#[test]
fn before_the_last_turns_the_hint_asks_for_the_risk_attitude_and_warnings_judge_by_points() {
    let s = scripted(table(&[SeatKind::Human, SeatKind::Human]), [3, 3, 3, 4, 5]);
    let s = s.reduce(AppAction::SetCoach(CoachSettings {
        warn: true,
        threshold: 2.0,
        by_chance: true,
    }));
    assert!(
        !s.wants_to_win(),
        "warnings by the chance wait for the last turns"
    );
    let s = s.reduce(AppAction::ToggleHint);
    assert!(
        s.wants_to_win(),
        "the open hint shows a risk attitude's move"
    );
    let key = Moment::of(s.game());
    let s = s.reduce(advice(
        key,
        &[(Choice::Score(12), 100.0), (Choice::Score(9), 90.0)],
    ));
    let s = s.reduce(tactic(key, &[(Choice::Score(9), 231.5)]));
    assert_eq!(s.wanted_tactic(), Some(false), "by a risk attitude");
    // Warned by points: 10 points given away, not a chance to win.
    let s = s.reduce(AppAction::ChooseBox(9));
    let Some(Dialog::Warning(w)) = &s.screen.dialog else {
        panic!("a warning: {:?}", s.screen.dialog);
    };
    assert!(!w.by_chance);
    assert!((w.loss - 10.0).abs() < 1e-9);
}
