//! A dismissible notice above the game.

use yew::prelude::*;

/// Properties of [`Notice`].
#[derive(Properties, PartialEq)]
pub struct NoticeProps {
    /// What to say.
    pub text: AttrValue,
    /// The player closed it.
    pub on_dismiss: Callback<()>,
}

/// A notice with a close button.
#[function_component]
pub fn Notice(props: &NoticeProps) -> Html {
    let onclick = props.on_dismiss.reform(|_: MouseEvent| ());
    html! {
        <div class="notice" role="alert">
            <p>{ props.text.clone() }</p>
            <button type="button" {onclick} aria-label={crate::msg::notice_dismiss()}>{ "×" }</button>
        </div>
    }
}
