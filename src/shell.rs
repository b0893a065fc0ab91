//! The board shell that index.html paints before the WebAssembly arrives.
//!
//! Yew empties `<body>` when the app mounts. The app then draws the game screen in stages, one
//! task each, so that no task holds the page for long on a slow phone (`hooks::use_stage`):
//! the dice first, then the scoresheet, then the header. Until its stage, each of those parts
//! keeps the shell's own markup for it, taken from the page before the mount (inert and hidden
//! from assistive technology, as in the shell), so nothing on the screen changes or moves until
//! the real part replaces it.

use std::cell::RefCell;

use yew::{AttrValue, Html};

/// A part of the shell that stands in for the app's own until the app draws it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Part {
    Header,
    Sheet,
}

impl Part {
    const ALL: [Part; 2] = [Part::Header, Part::Sheet];

    fn selector(self) -> &'static str {
        match self {
            Part::Header => "body > header[data-shell]",
            Part::Sheet => "main[data-shell] section.sheet",
        }
    }
}

thread_local! {
    static KEPT: RefCell<[Option<AttrValue>; 2]> = const { RefCell::new([None, None]) };
}

/// Keeps the shell's markup of each part; called once, before the app mounts.
pub fn keep() {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let kept = Part::ALL.map(|part| {
        let element = document.query_selector(part.selector()).ok().flatten()?;
        for (name, value) in [("inert", ""), ("aria-hidden", "true"), ("data-shell", "")] {
            element.set_attribute(name, value).ok();
        }
        Some(AttrValue::from(element.outer_html()))
    });
    KEPT.with(|k| *k.borrow_mut() = kept);
}

/// The shell's markup of `part` (nothing when the page had none), to stand in for the app's.
pub fn part(part: Part) -> Html {
    KEPT.with(|k| {
        k.borrow()[part as usize]
            .clone()
            .map(Html::from_html_unchecked)
            .unwrap_or_default()
    })
}
