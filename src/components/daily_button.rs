//! Today's game, in the header's menu (a later part), and the keeper of the rule that a day's
//! game counts once: a day's game is marked as started at its first roll, and a day's game
//! opened fresh that was started before on this device, or whose day is not today, becomes
//! practice before its first roll (its dice may be known by then).

use std::rc::Rc;

use yahtzee_engine::{DiceMode, Game, Session, VariantId};
use yew::prelude::*;

use crate::msg;
use crate::state::{AppAction, AppState, Replacement};
use crate::storage;
use crate::words;

/// Properties of [`DailyButton`].
#[derive(Properties, PartialEq)]
pub struct DailyButtonProps {
    /// The session on the table.
    pub session: Rc<Session>,
    /// Where the button's session goes.
    pub dispatcher: UseReducerDispatcher<AppState>,
}

/// The session that puts `game`'s game of `day` on the table, for the record or for practice.
fn daily(session: &Session, day: u64, practice: bool) -> Option<Session> {
    let variant = session.rule_set().variant;
    Game::daily(variant, day, practice).ok().map(Session::solo)
}

/// Today's game of `variant`, offered in place of the game on the table: for the record, or for
/// practice once today's was started on this device.
pub fn todays(variant: VariantId) -> Option<Replacement> {
    let day = crate::platform::today();
    let game = Game::daily(variant, day, storage::daily_started(variant, day)).ok()?;
    Some(Replacement {
        session: Box::new(Session::solo(game)),
        why: msg::daily_opens(&words::game_name(variant)),
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
            dispatcher.dispatch(AppAction::Offer(Replacement { session, why }));
        }
    };
    if mode.is_daily() && fresh && day > today {
        let started = storage::daily_started(variant, today);
        offer(daily(session, today, started));
        dispatcher.dispatch(AppAction::Notice(msg::daily_not_yet(&words::day_text(day))));
        return;
    }
    if mode != DiceMode::Daily {
        return;
    }
    let started = storage::daily_started(variant, day);
    if fresh && (started || day != today) {
        offer(daily(session, day, true));
    } else if !fresh && !started {
        if let Err(notice) = storage::mark_daily_started(variant, day) {
            dispatcher.dispatch(AppAction::Notice(notice));
        }
    }
}

/// The menu's button to today's game, and the keeper of the day's one play for the record.
#[function_component]
pub fn DailyButton(props: &DailyButtonProps) -> Html {
    let session = props.session.clone();
    let game = session.game();
    let (variant, day) = (session.rule_set().variant, game.seed());
    let fresh = game.decisions().is_empty() && game.turn().rolls == 0;
    {
        let dispatcher = props.dispatcher.clone();
        let session = session.clone();
        let mode = session.dice_mode();
        use_effect_with((mode, day, fresh), move |&(mode, day, fresh)| {
            keep_one_play(&session, &dispatcher, mode, day, fresh);
        });
    }
    let on_today = {
        let dispatcher = props.dispatcher.clone();
        Callback::from(move |_: MouseEvent| {
            if let Some(offer) = todays(variant) {
                dispatcher.dispatch(AppAction::Offer(offer));
            }
        })
    };
    // Today's game under way on the table needs no button to it (once over, the button plays
    // it again, for practice).
    let on_it =
        session.dice_mode().is_daily() && day == crate::platform::today() && !game.is_over();
    html! {
        <button type="button" class="daily-tool" onclick={on_today} disabled={on_it} title={msg::daily_menu()}
            popovertarget="more-tools" popovertargetaction="hide">
            <svg viewBox="0 0 24 24" aria-hidden="true">
                <rect x="3.5" y="5" width="17" height="15" rx="2" />
                <path d="M3.5 10h17M8 3v4M16 3v4" />
                <rect class="today" x="11" y="13" width="4" height="4" />
            </svg>
            <span class="tool-word">{ msg::daily_menu() }</span>
        </button>
    }
}
