//! The menu of languages, each named in itself, at the foot of the page. It is one of the later
//! parts (`crate::later`): nobody needs it before the first roll, and switching languages, which
//! fetches and swaps the words, stays out of the first download.

use yew::prelude::*;

use crate::hooks::use_language;
use crate::i18n;
use crate::msg;
use crate::state::AppState;

/// Properties of [`LanguageMenu`].
#[derive(Properties, PartialEq)]
pub struct LanguageMenuProps {
    /// Where the page's actions go: a new language draws it anew, one that cannot be fetched
    /// gives a notice.
    pub dispatcher: UseReducerDispatcher<AppState>,
}

/// A `<select>` of the build's languages; the pseudo-language of the layout tests is listed only
/// while it is the one spoken.
#[function_component]
pub fn LanguageMenu(props: &LanguageMenuProps) -> Html {
    let on_choose = use_language(props.dispatcher.clone());
    let languages = use_memo((), |_| i18n::languages());
    let current = i18n::language();
    let onchange = on_choose.reform(|e: Event| {
        use wasm_bindgen::JsCast;
        e.target()
            .and_then(|t| t.dyn_into::<web_sys::HtmlSelectElement>().ok())
            .map(|s| s.value())
            .unwrap_or_default()
    });
    html! {
        <label class="language">
            { msg::language_menu() }
            <select id="language" {onchange}>
                { for languages.iter().filter(|l| l.code != "en-XA" || l.code == current).map(|l| html! {
                    <option value={l.code.clone()} lang={l.code.clone()} selected={l.code == current}>{ &l.name }</option>
                }) }
            </select>
        </label>
    }
}
