//! Drawing the game screen in two tasks (see `shell.rs`).

use yew::prelude::*;

/// False on the first render, true from a render in a later task on: what it guards is drawn
/// one task after the rest, so the page's first task stays short.
#[hook]
pub fn use_second_task() -> bool {
    let drawn = use_state(|| false);
    {
        let drawn = drawn.clone();
        use_effect_with((), move |_| {
            crate::platform::in_a_later_task(move || drawn.set(true));
        });
    }
    *drawn
}
