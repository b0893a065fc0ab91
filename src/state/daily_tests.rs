//! A day's game kept to one play for the record: its first roll waits for the device's claim on
//! the day, and is made for the record or, once another tab has started the day, for practice.

use super::*;
use yahtzee_engine::{DayPlay, DiceMode, VariantId};

fn fresh_day() -> Rc<AppState> {
    let game = Game::daily(VariantId::Yatzy, 20_788, DayPlay::Record).unwrap();
    Rc::new(AppState::new(Session::solo(game), None))
}

#[test]
fn a_days_first_roll_waits_for_the_claim_and_is_made_for_the_record_when_the_day_is_ours() {
    let s = fresh_day().reduce(AppAction::Play(Action::Roll));
    assert!(s.table.claiming);
    assert_eq!(
        s.game().turn().rolls,
        0,
        "no dice are shown before the claim"
    );
    // Another Roll meanwhile changes nothing.
    let s = s.reduce(AppAction::Play(Action::Roll));
    assert_eq!(s.game().turn().rolls, 0);
    let s = s.reduce(AppAction::DayClaimed(true));
    assert!(!s.table.claiming);
    assert_eq!(s.game().turn().rolls, 1);
    assert_eq!(s.game().dice_mode(), DiceMode::Daily);
    // The second roll needs no claim, and an answer that comes late does nothing.
    assert!(!s.table.unclaimed_day());
    let again = s.clone().reduce(AppAction::DayClaimed(false));
    assert_eq!(again.game(), s.game());
}

#[test]
fn a_day_started_in_another_tab_is_played_as_practice_on_the_same_dice() {
    let ours = fresh_day()
        .reduce(AppAction::Play(Action::Roll))
        .reduce(AppAction::DayClaimed(true));
    let theirs = fresh_day()
        .reduce(AppAction::Play(Action::Roll))
        .reduce(AppAction::DayClaimed(false));
    assert_eq!(theirs.game().dice_mode(), DiceMode::Practice);
    assert_eq!(theirs.game().turn().dice, ours.game().turn().dice);
    assert_eq!(
        theirs.screen.notice.as_deref(),
        Some(msg::daily_practice().as_str())
    );
}
