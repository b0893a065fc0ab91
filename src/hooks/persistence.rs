//! Saving: the state the page opens with, read from the browser; the session after every change,
//! its seed in the address, and the settings; and what the dialogs keep as they are answered.
//! (The records and the history are `records.rs`'s.) Storage holds plain values: the coach's
//! settings and the bots' pace are converted here.

use std::rc::Rc;

use yahtzee_engine::{DiceMode, RuleSet, Session};
use yew::prelude::*;

use crate::platform::{self, in_a_later_task};
use crate::startup::{self, Link};
use crate::state::{AppAction, AppState, BotSpeed, CoachSettings, Dialog, ScreenAction};
use crate::storage::{self, SavedCoach};
use crate::travel::{self, Travel};
use crate::words;
use yahtzee_engine::link::same_table;

/// The coach settings kept in `saved`.
fn settings_of(saved: SavedCoach) -> CoachSettings {
    CoachSettings {
        warn: saved.warn,
        threshold: saved.threshold,
        by_chance: saved.by_chance,
    }
}

/// The coach settings as storage keeps them.
fn saved_settings(settings: CoachSettings) -> SavedCoach {
    SavedCoach {
        warn: settings.warn,
        threshold: settings.threshold,
        by_chance: settings.by_chance,
    }
}

/// The state the page opens with: the saved game, the game the address names, or both. A link
/// to a table on several phones (`?t=…`) is opened once the later parts have come, which read
/// links ([`open_table_link`]): the game screen's first download carries none of it.
fn initial_state() -> AppState {
    let link = Link::parse(&platform::search());
    let (saved, travel) = match storage::load() {
        Ok(Some((session, travel))) => (Ok(Some(session)), travel),
        Ok(None) => (Ok(None), None),
        Err(notice) => (Err(notice), None),
    };
    let travelling = travel.and_then(|t| Some((saved.as_ref().ok()?.as_ref()?.seed(), t)));
    // A first visit (nothing saved, no guide seen) gets the short guide to roll, hold, score.
    let first_visit = matches!(saved, Ok(None)) && !storage::guide_seen();
    let start = startup::start(saved, &link, storage::take_set_aside, platform::random_seed);
    // The other stored data is checked after the first render (`app::use_stored_check`).
    let mut state = AppState::new(start.session, start.notice);
    // The game a link replaced is kept, so that Back or its own link brings it back.
    if let Some(aside) = start.set_aside {
        if let Err(notice) = storage::set_aside(&aside) {
            state.screen = state.screen.reduce(ScreenAction::AddNotice(notice));
        }
    }
    state.screen.dialog = start.offer.map(Dialog::Replace);
    // The saved table's part is this phone's only while that table is the one on screen (an
    // address naming another game replaces it).
    state.table.travel = travelling
        .filter(|&(seed, _)| seed == state.session().seed() && state.session().seats().len() > 1)
        .map(|(_, t)| t);
    state.table.opening = link.table;
    state.screen.guide = first_visit
        && state.screen.dialog.is_none()
        && state.table.travel.is_none()
        && state.table.opening.is_none()
        && state.session().dice_mode() == DiceMode::Rolled
        && state.session().seats().len() == 1;
    state.coach.settings =
        storage::coach_settings().map_or_else(CoachSettings::default, settings_of);
    state.screen.bot_speed = if storage::bots_fast() {
        BotSpeed::Fast
    } else {
        BotSpeed::Normal
    };
    state
}

/// What the link to a table `text` opens beside the `saved` session on the table and the
/// tables this phone keeps (`startup::open_table`), with what it keeps aside done: a game of
/// this phone alone in progress, and a link that went another way (named in the notice). A
/// later part: the game screen never reads a link.
pub fn open_table_link(
    text: &str,
    saved: &Session,
    travel: Option<Travel>,
) -> Result<crate::travel::Opened, String> {
    let kept = storage::kept_tables();
    let mut opened = startup::open_table(text, Some(saved), travel, &kept)?;
    // A table on several phones leaving the screen stays among this phone's tables, where its
    // next link finds it.
    if let Some(t) = travel.filter(|_| !same_table(saved, &opened.session)) {
        if let Err(notice) = storage::keep_table(saved, t) {
            opened.notice = Some(notice);
        }
    }
    let mut notices: Vec<String> = opened.notice.take().into_iter().collect();
    if let Some(aside) = opened.set_aside.take() {
        if let Err(notice) = storage::set_aside(&aside) {
            notices.push(notice);
        }
    }
    if opened.contradicts {
        notices.push(match storage::keep_link_aside(text) {
            Some(key) => crate::msg::link_table_contradicts(&key),
            None => crate::msg::saved_not_written(),
        });
    }
    opened.notice = (!notices.is_empty()).then(|| notices.join(" "));
    // What the other phones played since this one last saw the table, once its players are
    // known, and the words said as it opens.
    let session = &opened.session;
    let mut said = vec![words::opening(session)];
    if !opened.travel.asks_who() {
        opened.catch_up = travel::since(session, opened.seen, opened.travel);
        said.extend(words::travel::catch_up_said(session, &opened.catch_up));
        said.push(words::travel::whose(session, Some(opened.travel)));
    }
    opened.said = said.join(" ");
    Ok(opened)
}

/// The app's state, opened from the browser's storage and address (read once, on the first
/// render).
#[hook]
pub fn use_saved_state() -> UseReducerHandle<AppState> {
    use_reducer(initial_state)
}

/// Runs `f` with `value` whenever it changes after the first render, and not on it.
#[hook]
fn use_change<T, F>(value: T, f: F)
where
    T: PartialEq + 'static,
    F: Fn(&T) + 'static,
{
    let first = use_mut_ref(|| true);
    use_effect_with(value, move |value| {
        if !std::mem::replace(&mut *first.borrow_mut(), false) {
            f(value);
        }
    });
}

/// Saves `session` (and at a table on several phones, its link among this phone's tables),
/// shows its seed in the address and names its game in the tab's title.
fn keep_session(
    session: &Rc<Session>,
    travel: Option<Travel>,
    dispatcher: &UseReducerDispatcher<AppState>,
) {
    if let Err(notice) = storage::save(session, travel) {
        dispatcher.dispatch(AppAction::Notice(notice));
    }
    // At a table on several phones its link goes among this phone's tables too (Your games):
    // `app::use_table_keeping`, through the later parts, which write links.
    // The tab names the game in play as the header does (a game's name, in every language).
    if let Some(doc) = web_sys::window().and_then(|w| w.document()) {
        doc.set_title(&crate::msg::bar_title(session.rule_set().variant.def().key));
    }
    // A game of real dice has no seed worth sharing: a link to it would deal other dice. A
    // day's game's link is in its result to share; the address keeps none, so that a reload
    // never takes an old game's link for a new one. A table on several phones is opened by its
    // own link, which changes with every turn: the address keeps none (its game number alone
    // would open a game of this phone alone).
    match session.dice_mode() {
        DiceMode::Rolled if travel.is_none() => {
            platform::show_seed_in_url(session.seed(), session.rule_set().variant)
        }
        _ => platform::clear_query(),
    }
}

/// Keeps the browser's storage and address in step with `state`.
#[hook]
pub fn use_persistence(state: &UseReducerHandle<AppState>) {
    {
        let dispatcher = state.dispatcher();
        let changes = use_mut_ref(|| 0u32);
        let kept = (state.session().clone(), state.table.travel);
        use_effect_with(kept, move |(session, travel)| {
            *changes.borrow_mut() += 1;
            let keep = {
                let (session, travel) = (session.clone(), *travel);
                move || keep_session(&session, travel, &dispatcher)
            };
            if *changes.borrow() == 1 {
                // The session the page opens with is kept in a task of its own, out of the
                // page's first long task. A change before it runs keeps the newer session at
                // once, and this older one is then not written over it.
                let changes = changes.clone();
                in_a_later_task(move || {
                    if *changes.borrow() == 1 {
                        keep();
                    }
                });
            } else {
                keep();
            }
        });
    }
    // The first-visit guide, once finished or skipped, never comes back.
    use_change(state.screen.guide, |shown| {
        if !shown {
            storage::set_guide_seen();
        }
    });
    // Settings are written when they change, not on the first render: the values then are the
    // ones read from storage, or defaults in place of unreadable data, which the start-up check
    // (`app::use_stored_check`) must still find and keep aside.
    use_change(state.coach.settings, |settings| {
        let _ = storage::save_coach_settings(&saved_settings(*settings));
    });
    use_change(state.screen.bot_speed, |speed| {
        let _ = storage::save_bots_fast(*speed == BotSpeed::Fast);
    });
}

/// What the dialogs keep in the browser as they are answered, each in the answer's callback
/// before its action is dispatched.
#[derive(Clone, PartialEq)]
pub struct Keeping {
    /// Keeps these as the table rules of their game, there the next time it is chosen (a
    /// browser that cannot keep them still starts the table).
    pub table_rules: Callback<RuleSet>,
    /// Keeps this session aside, so that its link brings it back; a notice says when it
    /// cannot be kept.
    pub set_aside: Callback<Rc<Session>>,
}

/// The dialogs' writes to storage (`Keeping`), made once.
#[hook]
pub fn use_keeping(dispatcher: UseReducerDispatcher<AppState>) -> Keeping {
    let keeping = use_memo((), move |_| Keeping {
        table_rules: Callback::from(|rules| {
            let _ = storage::keep_table_rules(rules);
        }),
        set_aside: Callback::from(move |session: Rc<Session>| {
            if let Err(notice) = storage::set_aside(&session) {
                dispatcher.dispatch(AppAction::Notice(notice));
            }
        }),
    });
    (*keeping).clone()
}

/// The table rules kept for each game, read when the setup opens (`setup_open`), so that each
/// game offers its own rules again.
#[hook]
pub fn use_kept_table_rules(setup_open: bool) -> Rc<Vec<RuleSet>> {
    use_memo(setup_open, |_| storage::table_rules())
}
