//! Sound and vibration as the player set them: read once, saved at each change.

use yew::prelude::*;

use crate::storage::{self, SavedFeel};

/// The switches' settings, and a callback that sets and saves them.
#[hook]
pub fn use_feel() -> (SavedFeel, Callback<SavedFeel>) {
    let feel = use_state(storage::feel);
    let set = {
        let feel = feel.clone();
        Callback::from(move |new: SavedFeel| {
            // A setting that cannot be saved (storage full or off) still holds for this visit.
            let _ = storage::save_feel(new);
            feel.set(new);
        })
    };
    (*feel, set)
}
