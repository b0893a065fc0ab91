//! The board shell that index.html paints before the WebAssembly arrives.
//!
//! Yew empties `<body>` when the app mounts. The app draws the game screen in two tasks, so
//! that neither blocks the page for long on a slow phone: the first draws everything but the
//! scoresheet, the second the scoresheet (`hooks::use_second_task`). Between the two, the
//! scoresheet's place keeps the shell's own scoresheet, taken from the page before the mount,
//! so nothing on the screen changes or moves until the real one replaces it.

use std::cell::RefCell;

use yew::{AttrValue, Html};

thread_local! {
    static SHEET: RefCell<Option<AttrValue>> = const { RefCell::new(None) };
}

/// Keeps the shell's scoresheet markup; called once, before the app mounts.
pub fn keep() {
    let markup = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| {
            d.query_selector("main[data-shell] section.sheet")
                .ok()
                .flatten()
        })
        .map(|sheet| {
            // Still inert and hidden from assistive technology, as in the shell.
            for (name, value) in [("inert", ""), ("aria-hidden", "true"), ("data-shell", "")] {
                sheet.set_attribute(name, value).ok();
            }
            AttrValue::from(sheet.outer_html())
        });
    SHEET.with(|s| *s.borrow_mut() = markup);
}

/// The shell's scoresheet (empty when the page had none), to stand in for the real one.
pub fn sheet() -> Html {
    SHEET.with(|s| {
        s.borrow()
            .clone()
            .map(Html::from_html_unchecked)
            .unwrap_or_default()
    })
}
