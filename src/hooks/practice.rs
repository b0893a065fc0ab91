//! The practice queue as its dialog uses it: the position asked first, read when the dialog
//! opens and again for each next position, and each answer noted (`storage::practice_answered`).

use yew::prelude::*;

use crate::records::practice::Practice;
use crate::storage;

/// The practice queue as the dialog shows it, and what it can do.
#[derive(Clone, PartialEq)]
pub struct PracticeIo {
    /// The position asked now (the queue's first as last read), if any.
    pub first: Option<Practice>,
    /// Reads the queue again: the next position.
    pub on_next: Callback<()>,
    /// Notes the answer to a position, by the points it gave away; the position on screen
    /// stays until the next is asked for.
    pub on_answered: Callback<(Practice, f64)>,
    /// The answer could not be noted: why.
    pub message: Option<String>,
}

/// The practice queue, read while its dialog is open.
#[hook]
pub fn use_practice() -> PracticeIo {
    let version = use_state(|| 0u32);
    let message = use_state(|| None::<String>);
    let queue = use_memo(*version, |_| storage::practice_queue());
    let on_next = {
        let version = version.clone();
        Callback::from(move |_: ()| version.set(*version + 1))
    };
    let on_answered = {
        let message = message.clone();
        Callback::from(move |(asked, loss): (Practice, f64)| {
            message.set(storage::practice_answered(&asked, loss).err())
        })
    };
    PracticeIo {
        first: queue.first().cloned(),
        on_next,
        on_answered,
        message: (*message).clone(),
    }
}
