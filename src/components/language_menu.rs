//! The menu of languages, each named in itself, at the foot of the page.

use yew::prelude::*;

use crate::i18n;
use crate::msg;

/// Properties of [`LanguageMenu`].
#[derive(Properties, PartialEq)]
pub struct LanguageMenuProps {
    /// The player chose the language with this code.
    pub on_choose: Callback<String>,
}

/// A `<select>` of the build's languages; the pseudo-language of the layout tests is listed only
/// while it is the one spoken.
#[function_component]
pub fn LanguageMenu(props: &LanguageMenuProps) -> Html {
    let languages = use_memo((), |_| i18n::languages());
    let current = i18n::language();
    let onchange = props.on_choose.reform(|e: Event| {
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
