//! The few things the page takes from the browser: a random seed, the `?seed=N` of the address,
//! and writing the current seed back into the address so it can be shared.

use yahtzee_engine::VariantId;

/// A fresh seed from the browser's cryptographic generator.
pub fn random_seed() -> u64 {
    let Ok(random) = getrandom::u64() else {
        // Without crypto (very old browsers), fall back to the clock: still a fair game.
        return js_sys::Date::now() as u64;
    };
    // A table's games are dealt from `seed + i`: each must stay a game's seed (below 2^53, so
    // that it survives JavaScript numbers and stays short in links).
    let last = yahtzee_engine::MAX_SEED - u64::from(yahtzee_engine::MAX_GAMES - 1);
    random % (last + 1)
}

/// The query string of the page address ("?seed=5&game=yacht"), or "".
pub fn search() -> String {
    web_sys::window()
        .and_then(|w| w.location().search().ok())
        .unwrap_or_default()
}

/// The query that names a game: its seed, and its variant unless it is Classic.
pub fn game_query(seed: u64, variant: VariantId) -> String {
    if variant == VariantId::Classic {
        format!("?seed={seed}")
    } else {
        format!("?seed={seed}&game={}", variant.def().key)
    }
}

/// The query that names a day's game: `?daily=2026-12-01&game=yatzy` (every game named, so
/// that the link reads the same whichever game it is).
pub fn daily_query(day: u64, variant: VariantId) -> String {
    let date = yahtzee_engine::daily::format_date(day);
    format!("?daily={date}&game={}", variant.def().key)
}

/// Puts `?seed=N` (and `&game=KEY`) in the address bar without reloading, so the link replays
/// this game.
pub fn show_seed_in_url(seed: u64, variant: VariantId) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let query = game_query(seed, variant);
    if window.location().search().ok().as_deref() == Some(query.as_str()) {
        return;
    }
    let path = window.location().pathname().unwrap_or_default();
    if let Ok(history) = window.history() {
        let _ = history.replace_state_with_url(
            &wasm_bindgen::JsValue::NULL,
            "",
            Some(&format!("{path}{query}")),
        );
    }
}

/// Takes any query off the address without reloading (a game of real dice has no link).
pub fn clear_query() {
    let Some(window) = web_sys::window() else {
        return;
    };
    if window
        .location()
        .search()
        .ok()
        .unwrap_or_default()
        .is_empty()
    {
        return;
    }
    let path = window.location().pathname().unwrap_or_default();
    if let Ok(history) = window.history() {
        let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&path));
    }
}

/// Offers `text` as a file download named `name`.
pub fn download(name: &str, text: &str) -> Result<(), String> {
    use wasm_bindgen::JsCast;
    let fail = |_| crate::msg::records_save_failed();
    let parts = js_sys::Array::of1(&wasm_bindgen::JsValue::from_str(text));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type("application/json");
    let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options).map_err(fail)?;
    let url = web_sys::Url::create_object_url_with_blob(&blob).map_err(fail)?;
    let document = web_sys::window()
        .and_then(|w| w.document())
        .ok_or_else(crate::msg::records_save_failed)?;
    let a: web_sys::HtmlAnchorElement = document
        .create_element("a")
        .map_err(fail)?
        .dyn_into()
        .map_err(|_| crate::msg::records_save_failed())?;
    a.set_href(&url);
    a.set_download(name);
    a.click();
    // The browser reads the file from the address after the click returns, and some cancel the
    // download when it is revoked at once: it is let go a minute later.
    gloo_timers::callback::Timeout::new(60_000, move || {
        let _ = web_sys::Url::revoke_object_url(&url);
    })
    .forget();
    Ok(())
}

/// Sets `name="value"` on `<html>`: a state of the page that scripts and tests can wait for.
pub fn mark_page(name: &str, value: &str) {
    if let Some(root) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element())
    {
        let _ = root.set_attribute(name, value);
    }
}

/// Marks `<html data-app="started">` and fires `TrunkApplicationStarted` once the app has
/// mounted (it empties `<body>` then): static/register-sw.js waits for either before it adds
/// its update notice to the page.
pub fn announce_started() {
    let Some(window) = web_sys::window() else {
        return;
    };
    mark_page("data-app", "started");
    if let Ok(event) = web_sys::Event::new("TrunkApplicationStarted") {
        let _ = window.dispatch_event(&event);
    }
}

/// Runs `f` in a task of its own, after the current one: work that can wait is kept out of the
/// page's first task, which draws the table.
pub fn in_a_later_task(f: impl FnOnce() + 'static) {
    yew::platform::spawn_local(async move {
        gloo_timers::future::TimeoutFuture::new(0).await;
        f();
    });
}

/// Whether the page is used by touch (a coarse pointer): the words then say "tap", else
/// "click".
pub fn touch() -> bool {
    media("(pointer: coarse)")
}

/// Whether the player asks for reduced motion: dice then change without a tumble, and nothing
/// waits for one.
pub fn reduced_motion() -> bool {
    media("(prefers-reduced-motion: reduce)")
}

fn media(query: &str) -> bool {
    web_sys::window()
        .and_then(|w| w.match_media(query).ok().flatten())
        .is_some_and(|m| m.matches())
}

/// The page's own address, without its query: where a link to a game starts.
pub fn page_address() -> String {
    // The origin by name: a binding of its own would be an import of the first load's script.
    let Some(l) = web_sys::window().map(|w| w.location()) else {
        return String::new();
    };
    let origin = js_sys::Reflect::get(&l, &"origin".into()).ok();
    origin.and_then(|o| o.as_string()).unwrap_or_default() + &l.pathname().unwrap_or_default()
}

/// How a text was handed on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Handed {
    /// Through the device's share sheet (the Web Share API).
    Shared,
    /// Onto the clipboard, where the browser has no share sheet.
    Copied,
    /// Neither: the person closed the share sheet, or the browser refused both.
    Failed,
}

/// Hands `text` on: the device's share sheet where the browser has one, the clipboard
/// otherwise. Reached by name through `Reflect`, so that neither API is an import of the page's
/// JavaScript, which the first load carries.
pub async fn hand_on(text: &str) -> Handed {
    use js_sys::{Function, Object, Promise, Reflect};
    use wasm_bindgen::{JsCast, JsValue};
    let Some(nav) = web_sys::window().and_then(|w| Reflect::get(&w, &"navigator".into()).ok())
    else {
        return Handed::Failed;
    };
    let call = |target: &JsValue, name: &str, arg: &JsValue| -> Option<Promise> {
        let f = Reflect::get(target, &name.into())
            .ok()?
            .dyn_into::<Function>()
            .ok()?;
        // Called as `sound.rs` calls the audio objects, through `Reflect::apply`.
        let args = js_sys::Array::of1(arg);
        let called = Reflect::apply::<fn() -> JsValue>(f.unchecked_ref(), target, &args).ok()?;
        called.dyn_into::<Promise>().ok()
    };
    let data = Object::new();
    let _ = Reflect::set(&data, &"text".into(), &text.into());
    if let Some(p) = call(&nav, "share", &data) {
        return match wasm_bindgen_futures::JsFuture::from(p).await {
            Ok(_) => Handed::Shared,
            Err(_) => Handed::Failed,
        };
    }
    match copy(text).await {
        true => Handed::Copied,
        false => Handed::Failed,
    }
}

/// Puts `text` on the clipboard; whether the browser did. By name, as [`hand_on`] reaches the
/// share sheet.
pub async fn copy(text: &str) -> bool {
    use js_sys::{Function, Promise, Reflect};
    use wasm_bindgen::{JsCast, JsValue};
    let Some(nav) = web_sys::window().and_then(|w| Reflect::get(&w, &"navigator".into()).ok())
    else {
        return false;
    };
    let clipboard = Reflect::get(&nav, &"clipboard".into()).unwrap_or(JsValue::UNDEFINED);
    let Ok(f) =
        Reflect::get(&clipboard, &"writeText".into()).and_then(|f| f.dyn_into::<Function>())
    else {
        return false;
    };
    let args = js_sys::Array::of1(&text.into());
    let called = Reflect::apply::<fn() -> JsValue>(f.unchecked_ref(), &clipboard, &args);
    let Ok(p) = called.and_then(|p| p.dyn_into::<Promise>()) else {
        return false;
    };
    wasm_bindgen_futures::JsFuture::from(p).await.is_ok()
}

/// Today, counted in days from 1970-01-01 in UTC: the same day everywhere at once, so that a
/// day's game is the same for everyone.
pub fn today() -> u64 {
    (js_sys::Date::now() / 86_400_000.0) as u64
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_game_is_named_by_its_query() {
        assert_eq!(game_query(4, VariantId::Classic), "?seed=4");
        assert_eq!(game_query(4, VariantId::Yacht), "?seed=4&game=yacht");
    }
}
