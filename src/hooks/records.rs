//! The records and the history as the dialogs use them: the records dialog and the coach's
//! past games read them while open, and import, export and clear them (`use_records`); the final
//! score panel reads what a finished game means for them (`use_record_news`). A
//! finished game is recorded, and a review's verdict noted, by `app::use_record_keeping`,
//! through the later parts. The decoders and the writes are in the later module (`later.rs`),
//! so none of this weighs on the first load.

use std::rc::Rc;

use yahtzee_engine::Session;
use yew::prelude::*;

use crate::platform;
use crate::records::{self, Record};
use crate::storage::{self, PastGame};
use crate::words;

/// The records and history as the dialogs show them, and what the records dialog can do.
#[derive(Clone, PartialEq)]
pub struct RecordsIo {
    /// Every record, read when the records dialog opens and after each change.
    pub records: Rc<Vec<Record>>,
    /// The daily games' results, read with the records.
    pub daily: Rc<Vec<crate::records::daily::DailyResult>>,
    /// The finished games, read when the coach dialog opens.
    pub history: Rc<Vec<PastGame>>,
    /// How many positions wait to be practised, read when the coach dialog opens.
    pub practice: usize,
    /// What the last import, export or clearing did.
    pub message: Option<AttrValue>,
    /// Writes the records and the daily results to a file.
    pub on_export: Callback<()>,
    /// Reads records and daily results from a file and adds the new ones.
    pub on_import: Callback<web_sys::File>,
    /// Deletes every record.
    pub on_clear: Callback<()>,
    /// Forgets the message (the dialog closes).
    pub on_done: Callback<()>,
}

/// The records and the history, read while their dialog is open.
#[hook]
pub fn use_records(records_open: bool, coach_open: bool) -> RecordsIo {
    let version = use_state(|| 0u32);
    let message = use_state(|| None::<AttrValue>);
    let records = use_memo((records_open, *version), |_| storage::records());
    let history = use_memo(coach_open, |_| storage::history());
    let practice = *use_memo(coach_open, |_| storage::practice_queue().len());
    let daily = use_memo((records_open, *version), |_| storage::daily_results());
    let on_export = {
        let all = records.clone();
        let days = daily.clone();
        let message = message.clone();
        Callback::from(move |_: ()| {
            const FILE: &str = "yahtzee-records.json";
            let saved = records::export(&all, &days)
                .ok_or_else(crate::msg::records_save_failed)
                .and_then(|text| platform::download(FILE, &text));
            message.set(Some(
                match saved {
                    Ok(()) => words::records::exported(all.len() + days.len(), FILE),
                    Err(e) => e,
                }
                .into(),
            ));
        })
    };
    let on_import = {
        let version = version.clone();
        let message = message.clone();
        Callback::from(move |file: web_sys::File| {
            let version = version.clone();
            let message = message.clone();
            wasm_bindgen_futures::spawn_local(async move {
                let text = wasm_bindgen_futures::JsFuture::from(file.text())
                    .await
                    .ok()
                    .and_then(|t| t.as_string())
                    .unwrap_or_default();
                let said = match records::import(&text) {
                    Ok((new, days)) => match storage::add_records(new)
                        .and_then(|added| Ok(added + storage::add_daily(days)?))
                    {
                        Ok(added) => words::records::imported(added),
                        Err(e) => e,
                    },
                    Err(e) => crate::msg::records_not_imported(&e),
                };
                version.set(*version + 1);
                message.set(Some(said.into()));
            });
        })
    };
    let on_clear = {
        let version = version.clone();
        let message = message.clone();
        Callback::from(move |_: ()| {
            storage::clear_records();
            version.set(*version + 1);
            message.set(Some(crate::msg::records_deleted().into()));
        })
    };
    let on_done = {
        let message = message.clone();
        Callback::from(move |_: ()| message.set(None))
    };
    RecordsIo {
        records,
        daily,
        history,
        practice,
        message: (*message).clone(),
        on_export,
        on_import,
        on_clear,
        on_done,
    }
}

/// The records' news of the session's finished game, each with whether it is a personal best
/// (read once per finished game; the game's own records, if already kept, are left out).
#[hook]
pub fn use_record_news(session: &Session) -> Vec<(bool, String)> {
    let game = session.game();
    let key = crate::records::game_key(game);
    let kept = use_memo(key, |_| crate::storage::records());
    // A day's game is recorded apart from the high scores: it has no news for them.
    if game.dice_mode().is_daily() {
        return Vec::new();
    }
    let new = crate::records::records_of(session, "");
    let achieved = crate::records::achievements(&kept, &new);
    let game_name = crate::words::game_name(game.rules().def.id);
    achieved
        .iter()
        .zip(&new)
        .flat_map(|(a, r)| {
            let best = a.beaten_best.map(|was| {
                (
                    true,
                    crate::words::end::personal_best(&a.name, a.score, was),
                )
            });
            let place = a.place.map(|p| {
                (
                    false,
                    crate::words::end::enters_records(&a.name, a.score, p, &game_name),
                )
            });
            let mut lines: Vec<(bool, String)> = best.into_iter().chain(place).collect();
            // At a table of several, the player's place in this game comes first, so that a
            // high score after a last place does not read as a win.
            if let Some((_, first)) = lines.first_mut() {
                *first = crate::words::end::placed(session, r.player, first);
            }
            lines
        })
        .collect()
}
