//! What the page keeps through the later parts, whose module holds the stored data's decoders
//! and writes: the start-up check of the stored data (and, with it, the audio made ready), each finished game recorded once, and a
//! review's verdict noted on its records; and the open boxes brought into view at a new turn.
//! (Everything else the page keeps is `hooks/`'s.)

use yew::prelude::*;

use crate::later::with_later;
use crate::platform;
use crate::state::{AppAction, AppState};

/// Checks the stored data other than the game once, when the later parts have arrived, which
/// hold its decoders: with a long history, decoding it all is the largest part of reading
/// storage, and the page's first task is its longest. Nothing reads or writes those keys before
/// a game ends or a dialog opens.
#[hook]
pub fn use_stored_check(state: &UseReducerHandle<AppState>) {
    let dispatcher = state.dispatcher();
    // A link to a table in the address is opened then too, beside the stored tables (which
    // hold its earlier turns, if this phone saw them): the later parts read links.
    let opening = state.table.opening.clone();
    let (session, travel) = (state.session().clone(), state.table.travel);
    use_effect_with((), move |_| {
        with_later(move |later| {
            if let Some(notice) = (later.check_stored)() {
                dispatcher.dispatch(AppAction::AddNotice(notice));
            }
            if let Some(text) = opening {
                dispatcher.dispatch(match (later.open_table)(&text, &session, travel) {
                    Ok(opened) => AppAction::OpenTable(Box::new(opened)),
                    Err(notice) => AppAction::AddNotice(notice),
                });
            }
            // Every stored key has been read (and damage set aside): tests wait for this.
            platform::mark_page("data-stored", "checked");
            // The audio context is made ahead of the first sound, out of any roll's way.
            (later.prepare_sound)();
        });
    });
}

fn today() -> String {
    String::from(js_sys::Date::new_0().to_iso_string())
}

/// Records each finished game once, and notes the coach's verdict on a reviewed game.
#[hook]
pub fn use_record_keeping(state: &UseReducerHandle<AppState>) {
    {
        let dispatcher = state.dispatcher();
        let mine = state.table.travel.map(|t| t.mine);
        let finished = state.game().is_over().then(|| state.session().clone());
        use_effect_with(finished, move |finished| {
            if let Some(session) = finished.clone() {
                with_later(move |later| {
                    if let Err(notice) = (later.record_game)(&session, mine, &today()) {
                        dispatcher.dispatch(AppAction::Notice(notice));
                    }
                });
            }
        });
    }
    // The verdict, once, for the review it answers (its id): it lands on the records of that
    // game alone, which the later parts name by its decisions (the game screen never encodes
    // a whole game, nor compares one).
    let review = state.review().filter(|r| r.judged.is_some()).cloned();
    use_effect_with(review.as_ref().map(|r| r.id), move |_| {
        let Some(r) = review else {
            return;
        };
        with_later(move |later| {
            let _ = (later.set_mean_losses)(&r);
        });
    });
}

/// At each new turn, the current player's open boxes come into view (a later part: late in a
/// game they are far down the sheet, under the dice on a phone).
#[hook]
pub fn use_open_rows_in_view(state: &UseReducerHandle<AppState>) {
    let game = state.game();
    let key = (
        game.decisions().len(),
        game.current_player(),
        game.turn().rolls == 0,
    );
    use_effect_with(key, |&(_, _, fresh)| {
        if fresh {
            with_later(|later| (later.show_open_rows)());
        }
    });
}
