//! The cues of play, heard and felt: each change of the session made in this visit goes, with
//! the session before it, to the later parts, which tell its cues (`cues::cues`) and play them
//! (`sound.rs`); the first load carries none of that code. The session the page opens with is
//! only remembered: loading a game is no move.

use std::rc::Rc;

use yew::prelude::*;

use crate::later::with_later;
use crate::state::{AppState, BotSpeed};

/// Plays the cues of each change of the session. The change is seen as the app draws it (a
/// session changed is a new `Rc`), and only handed on: the later parts play it in a task of
/// their own, after this render. (An effect keyed by the session would cost the first load
/// more than this whole feature may.)
#[hook]
pub fn use_cues(state: &UseReducerHandle<AppState>) {
    let before = use_mut_ref(|| state.session().clone());
    let now = state.session();
    if Rc::ptr_eq(&before.borrow(), now) {
        return;
    }
    let was = before.replace(now.clone());
    let now = now.clone();
    let rush = state.screen.rush;
    let fast = state.screen.bot_speed == BotSpeed::Fast;
    with_later(move |later| (later.cues)(&was, &now, rush, fast));
}
