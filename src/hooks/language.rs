//! Switching the page's language: its words fetched, then the page drawn anew in it, with the
//! focus back on the menu, and the choice remembered for the next visit. A language that cannot
//! be fetched (offline, and never used on this device) leaves the page as it was, and a notice
//! says so.

use yew::prelude::*;

use crate::i18n;
use crate::msg;
use crate::state::{AppAction, AppState};
use crate::storage;

/// The callback the menu of languages calls with the chosen code.
#[hook]
pub fn use_language(d: UseReducerDispatcher<AppState>) -> Callback<String> {
    use_callback((), move |code: String, ()| {
        let d = d.clone();
        yew::platform::spawn_local(async move {
            if code == i18n::language() {
                return;
            }
            match i18n::switch_to(&code).await {
                Ok(()) => {
                    storage::keep_language(&code);
                    d.dispatch(AppAction::NewWords);
                    refocus_menu();
                }
                Err(()) => {
                    let wanted = i18n::languages()
                        .into_iter()
                        .find(|l| l.code == code)
                        .map_or(code, |l| l.name);
                    d.dispatch(AppAction::AddNotice(msg::language_unavailable(&wanted)));
                    refocus_menu();
                }
            }
        });
    })
}

/// The menu is drawn anew with the page (or set back): the focus goes back to it, where the
/// player left it.
fn refocus_menu() {
    crate::platform::in_a_later_task(|| {
        use wasm_bindgen::JsCast;
        let menu = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.get_element_by_id("language"))
            .and_then(|e| e.dyn_into::<web_sys::HtmlSelectElement>().ok());
        if let Some(menu) = menu {
            menu.set_value(&crate::i18n::language());
            let _ = menu.focus();
        }
    });
}
