//! The page's words in the chosen language (crates/i18n explains the design).
//!
//! Code reaches a message through its function in [`crate::msg`], generated from
//! `locales/en/*.ftl` with its variables as typed arguments; each calls [`say`] with the message's
//! place in its bundle. The page fetches two bundles of the chosen language: `table`, the game
//! screen's words, before the table is drawn (boot.js asks for it while the WebAssembly
//! downloads), and `later`, the words of the dialogs, help and coach, with the later parts
//! (`later::with_later`). Plural categories and numbers come from the browser's `Intl`.
//!
//! Natively (the unit tests) the words are read from `locales/` by the same compiler the build
//! uses, in English.

use std::cell::RefCell;

use yahtzee_i18n::{format, Arg, Pattern};

#[cfg(target_arch = "wasm32")]
mod web;
#[cfg(target_arch = "wasm32")]
pub use web::{fetch_later, language, languages, start, switch_to};

/// A language the build has: its code, its own name, and where its words are.
#[derive(Clone, Debug, PartialEq)]
pub struct Language {
    /// `de`, `en-XA`…
    pub code: String,
    /// In the language itself: "Deutsch".
    pub name: String,
    /// The page's title in it.
    pub title: String,
    /// The address of its game screen's words.
    pub table: String,
    /// The address of its later parts' words.
    pub later: String,
    /// The address of its web app manifest.
    pub manifest: String,
}

/// The day of a moment as stored (an ISO text, "2026-11-26T18:04:00.000Z"), written as the
/// language writes dates ("26.11.2026" in German): in the page by the browser's `Intl`; natively,
/// and for a text that is no date, its first ten characters, the day as stored.
pub fn date(iso: &str) -> String {
    #[cfg(target_arch = "wasm32")]
    if let Some(d) = web::date(iso) {
        return d;
    }
    iso.get(..10).unwrap_or(iso).to_string()
}

/// Natively, English alone.
#[cfg(not(target_arch = "wasm32"))]
pub fn languages() -> Vec<Language> {
    vec![Language {
        code: "en".into(),
        name: "English".into(),
        title: "Yahtzee".into(),
        table: String::new(),
        later: String::new(),
        manifest: String::new(),
    }]
}

/// Natively, English.
#[cfg(not(target_arch = "wasm32"))]
pub fn language() -> String {
    "en".into()
}

/// Natively there is no other language to fetch.
#[cfg(not(target_arch = "wasm32"))]
pub async fn switch_to(_code: &str) -> Result<(), ()> {
    Err(())
}

/// Natively every word is there from the start.
#[cfg(not(target_arch = "wasm32"))]
pub async fn fetch_later() -> Result<(), ()> {
    Ok(())
}

/// The loaded bundles: 0 the game screen's, 1 the later parts'.
struct Words {
    bundles: [Vec<Pattern>; 2],
    /// The language of the later bundle, when it is loaded.
    #[cfg(target_arch = "wasm32")]
    later: Option<String>,
}

thread_local! {
    static WORDS: RefCell<Words> = RefCell::new(Words::new());
}

/// Message `index` of `bundle`, filled in with `args` in the chosen language. A message of a
/// bundle not loaded yet (a later part drawn before its words came, which `later::with_later`
/// rules out) is empty, and said on the console.
pub fn say(bundle: usize, index: usize, args: &[Arg]) -> String {
    WORDS.with(|w| {
        let w = w.borrow();
        let mut out = String::new();
        match w.bundles.get(bundle).and_then(|b| b.get(index)) {
            Some(p) => format(p, args, &locale(), &mut out),
            None => missing(bundle, index),
        }
        out
    })
}

#[cfg(target_arch = "wasm32")]
fn locale() -> web::Intl {
    web::Intl
}

#[cfg(target_arch = "wasm32")]
fn missing(bundle: usize, index: usize) {
    web_sys::console::error_1(
        &format!("no words yet for message {index} of bundle {bundle}").into(),
    );
}

#[cfg(not(target_arch = "wasm32"))]
fn locale() -> yahtzee_i18n::English {
    yahtzee_i18n::English
}

#[cfg(not(target_arch = "wasm32"))]
fn missing(bundle: usize, index: usize) {
    panic!("no message {index} in bundle {bundle}");
}

impl Words {
    #[cfg(target_arch = "wasm32")]
    fn new() -> Self {
        Words {
            bundles: [Vec::new(), Vec::new()],
            later: None,
        }
    }

    /// Natively, English from `locales/`, compiled as the build compiles it.
    #[cfg(not(target_arch = "wasm32"))]
    fn new() -> Self {
        use yahtzee_i18n::compile::{compiled, read_locales, FIRST, LATER};
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("locales");
        let languages = read_locales(&dir).unwrap_or_else(|e| panic!("{}", e.join("\n")));
        let en = &languages[0];
        let bundle = |b: &str| {
            en.bundle(b)
                .map(|m| compiled(&m.pieces, &m.declared))
                .collect()
        };
        Words {
            bundles: [bundle(FIRST), bundle(LATER)],
        }
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn messages_are_english_natively() {
        assert_eq!(crate::msg::language_menu(), "Language");
    }

    /// Every bundle of every language, written by the build (`bundle_json`, what the `locales`
    /// program writes) and read back by the page's reader (`read::bundle`, on what serde_json
    /// parsed where the browser's `JSON.parse` does it in web.rs), is every message as compiled.
    #[test]
    fn every_language_reads_back_as_compiled() {
        use yahtzee_i18n::compile::{bundle_json, bundle_patterns, read_locales, FIRST, LATER};
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("locales");
        let languages = read_locales(&dir).unwrap_or_else(|e| panic!("{}", e.join("\n")));
        let en = &languages[0];
        for lang in &languages {
            for bundle in [FIRST, LATER] {
                let json = bundle_json(en, lang, bundle).expect("written");
                let parsed: serde_json::Value = serde_json::from_str(&json).expect("JSON");
                let want = bundle_patterns(en, lang, bundle);
                assert!(!want.is_empty(), "{} has {bundle} words", lang.code);
                assert_eq!(
                    yahtzee_i18n::read::bundle(&parsed),
                    want,
                    "{} {bundle}",
                    lang.code
                );
            }
        }
    }
}
