//! Drawing the game screen in stages, one task each (see `shell.rs`).

use yew::prelude::*;

/// What the app has drawn so far, in order. Each stage is drawn in a task after the one before.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Stage {
    /// The first render: the dice and Roll (or the game's end, or the entry of real dice) and
    /// the footer.
    Dice,
    /// The scoresheet.
    Sheet,
    /// The header and its tools: the whole table.
    Header,
}

impl Stage {
    fn next(self) -> Option<Stage> {
        match self {
            Stage::Dice => Some(Stage::Sheet),
            Stage::Sheet => Some(Stage::Header),
            Stage::Header => None,
        }
    }
}

/// The stage drawn: `Stage::Dice` on the first render, then one more stage per task until the
/// whole table is drawn. A long first task would hold the page on a slow phone.
#[hook]
pub fn use_stage() -> Stage {
    let stage = use_state(|| Stage::Dice);
    {
        let handle = stage.clone();
        use_effect_with(*stage, move |drawn| {
            if let Some(next) = drawn.next() {
                crate::platform::in_a_later_task(move || handle.set(next));
            }
        });
    }
    *stage
}
