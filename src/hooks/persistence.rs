//! Saving: the session after every change, its seed in the address, and the settings. (The
//! records and the history are `records.rs`'s.)

use std::rc::Rc;

use yahtzee_engine::{DiceMode, Session};
use yew::prelude::*;

use crate::hooks::with_later;
use crate::platform::{self, in_a_later_task};
use crate::state::{AppAction, AppState};
use crate::storage;

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

/// Saves `session` and shows its seed in the address.
fn keep_session(session: &Rc<Session>, dispatcher: &UseReducerDispatcher<AppState>) {
    if let Err(notice) = storage::save(session) {
        dispatcher.dispatch(AppAction::Notice(notice));
    }
    // A game of real dice has no seed worth sharing: a link to it would deal other dice.
    match session.dice_mode() {
        DiceMode::Rolled => platform::show_seed_in_url(session.seed(), session.rule_set().variant),
        DiceMode::Entered => platform::clear_query(),
    }
}

/// Keeps the browser's storage and address in step with `state`.
#[hook]
pub fn use_persistence(state: &UseReducerHandle<AppState>) {
    {
        // The stored data other than the game (history, records, settings) is checked once,
        // when the later parts have arrived, which hold its decoders: with a long history,
        // decoding it all is the largest part of reading storage, and the page's first task is
        // its longest. Nothing reads or writes those keys before a game ends or a dialog opens.
        let dispatcher = state.dispatcher();
        use_effect_with((), move |_| {
            with_later(move |later| {
                if let Some(notice) = (later.check_stored)() {
                    dispatcher.dispatch(AppAction::AddNotice(notice));
                }
                // Every stored key has been read (and damage set aside): tests wait for this.
                platform::mark_page("data-stored", "checked");
            });
        });
    }
    {
        let dispatcher = state.dispatcher();
        let changes = use_mut_ref(|| 0u32);
        use_effect_with(state.session().clone(), move |session| {
            *changes.borrow_mut() += 1;
            let keep = {
                let session = session.clone();
                move || keep_session(&session, &dispatcher)
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
    // ones read from storage, or defaults in place of unreadable data, which the check above
    // must still find and keep aside.
    use_change(state.coach.settings, |settings| {
        let _ = storage::save_coach_settings(settings);
    });
    use_change(state.screen.bot_speed, |speed| {
        let _ = storage::save_bot_speed(*speed);
    });
}
