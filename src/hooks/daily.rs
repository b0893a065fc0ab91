//! The daily game's side effects: a day's game kept to one play for the record, and perfect
//! play's total noted beside the player's. A day's game is marked as started at its first roll;
//! a day's game opened fresh that was started before on this device, or whose day is not today,
//! becomes practice before its first roll (its dice may be known by then); a day still to come
//! gives way to today's.

use std::rc::Rc;

use yahtzee_engine::{DayPlay, DiceMode, Game, Session, VariantId};
use yew::prelude::*;

use crate::msg;
use crate::state::{AppAction, AppState, Replacement};
use crate::storage;
use crate::words;

/// The session that puts `variant`'s game of `day` on the table, for the record or for practice.
fn daily(variant: VariantId, day: u64, play: DayPlay) -> Option<Session> {
    Game::daily(variant, day, play).ok().map(Session::solo)
}

/// For the record, or for practice once `started` before on this device.
fn play_of(started: bool) -> DayPlay {
    match started {
        true => DayPlay::Practice,
        false => DayPlay::Record,
    }
}

/// Today's game of `variant`, offered in place of the game on the table: for the record, or for
/// practice once today's was started on this device.
pub fn todays(variant: VariantId) -> Option<Replacement> {
    let day = crate::platform::today();
    let session = daily(variant, day, play_of(storage::daily_started(variant, day)))?;
    Some(Replacement {
        session: Box::new(session),
        why: msg::daily_opens(&words::game_name(variant), words::records::rival(variant)),
        travel: None,
    })
}

/// A day's game on the table, kept to one play for the record: a day still to come gives way to
/// today's; a fresh day's game that was started before, or is not today's, becomes practice; a
/// day's game under way is noted as started.
fn keep_one_play(
    session: &Session,
    dispatcher: &UseReducerDispatcher<AppState>,
    mode: DiceMode,
    day: u64,
    fresh: bool,
) {
    let today = crate::platform::today();
    let variant = session.rule_set().variant;
    let offer = |s: Option<Session>| {
        if let Some(s) = s {
            let why = String::new();
            let session = Box::new(s);
            dispatcher.dispatch(AppAction::Offer(Replacement {
                session,
                why,
                travel: None,
            }));
        }
    };
    if mode.is_daily() && fresh && day > today {
        let started = storage::daily_started(variant, today);
        offer(daily(variant, today, play_of(started)));
        dispatcher.dispatch(AppAction::Notice(msg::daily_not_yet(&words::day_text(day))));
        return;
    }
    if mode != DiceMode::Daily {
        return;
    }
    let started = storage::daily_started(variant, day);
    if fresh && (started || day != today) {
        offer(daily(variant, day, DayPlay::Practice));
        // Started before on this device (or in another tab a moment ago): the player is told
        // why this play does not count, as when the day's first roll finds it started.
        if started {
            dispatcher.dispatch(AppAction::Notice(msg::daily_practice()));
        }
    } else if !fresh && !started {
        if let Err(notice) = storage::mark_daily_started(variant, day) {
            dispatcher.dispatch(AppAction::Notice(notice));
        }
    }
}

/// Keeps the day's game on the table to one play for the record.
#[hook]
pub fn use_one_play(session: &Rc<Session>, dispatcher: &UseReducerDispatcher<AppState>) {
    let game = session.game();
    let fresh = game.decisions().is_empty() && game.turn().rolls == 0;
    let dispatcher = dispatcher.clone();
    let session = session.clone();
    let (mode, day) = (session.dice_mode(), game.seed());
    use_effect_with((mode, day, fresh), move |&(mode, day, fresh)| {
        keep_one_play(&session, &dispatcher, mode, day, fresh);
    });
}

/// Answers a day's first roll (`Table::claiming`) with this device's claim on the day: the
/// storage is read again and the day marked as started before the dice are shown.
#[hook]
pub fn use_day_claim(
    session: &Rc<Session>,
    claiming: bool,
    dispatcher: &UseReducerDispatcher<AppState>,
) {
    let (variant, day) = (session.rule_set().variant, session.game().seed());
    let dispatcher = dispatcher.clone();
    use_effect_with(claiming, move |&claiming| {
        if claiming {
            let (ours, trouble) = storage::claim_daily(variant, day);
            if let Some(notice) = trouble {
                dispatcher.dispatch(AppAction::Notice(notice));
            }
            dispatcher.dispatch(AppAction::DayClaimed(ours));
        }
    });
}

/// Notes perfect play's `total` on the day's game `game` beside the player's, for the gap over
/// the days (practice is not recorded).
#[hook]
pub fn use_perfect_noted(game: &Game, total: Option<u16>) {
    let (variant, day) = (game.rule_set().variant, game.seed());
    let total = total.filter(|_| game.dice_mode() == DiceMode::Daily);
    use_effect_with(total, move |total| {
        if let Some(total) = *total {
            let _ = storage::note_daily(variant, day, |r| r.perfect = Some(total));
        }
    });
}

/// Notes a day's game played for the record as helped by the coach once its help shows on a
/// rolled turn: the hint (`HintPanel`) or a warning (`CoachWarning`), both later parts. Such a
/// day is kept apart from the days played alone (`records::daily::stats`).
#[hook]
pub fn use_help_noted(game: &Game) {
    let (variant, day) = (game.rule_set().variant, game.seed());
    let helped = game.dice_mode() == DiceMode::Daily && !game.is_over() && game.turn().rolls > 0;
    use_effect_with(helped, move |&helped| {
        if helped {
            let _ = storage::note_daily(variant, day, |r| r.aided = true);
        }
    });
}
