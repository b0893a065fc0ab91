//! What a bot's turn shows under the dice: who plays, the coach while it prepares, and the
//! buttons that speed the bot up or finish its turn at once. One of the later parts: a table
//! with bots is set up in a dialog, or reopened a moment before its bot plays on.

use yew::prelude::*;

use crate::msg;

/// Properties of [`BotBar`].
#[derive(Properties, PartialEq)]
pub struct BotBarProps {
    /// The bot's name, which says its level.
    pub name: AttrValue,
    /// Bots play at the faster pace.
    pub fast: bool,
    /// What the coach is doing while the bot waits for it, if it is not ready.
    #[prop_or_default]
    pub preparing: Option<AttrValue>,
    /// The player switched the faster pace on or off.
    pub on_speed: Callback<()>,
    /// The player asked to skip to the end of the bot's turn.
    pub on_rush: Callback<()>,
}

/// The bar of the bot whose turn it is.
#[function_component]
pub fn BotBar(props: &BotBarProps) -> Html {
    html! {
        <div class="bot-bar">
            <p>{ msg::tray_bot_playing(&props.name) }</p>
            if let Some(status) = &props.preparing {
                <p class="fine" role="status">{ status.clone() }</p>
            }
            <button type="button" class="secondary" aria-pressed={props.fast.to_string()}
                onclick={props.on_speed.reform(|_: MouseEvent| ())}>
                { msg::tray_bot_faster() }
            </button>
            <button type="button" class="secondary" onclick={props.on_rush.reform(|_: MouseEvent| ())}>{ msg::tray_bot_rush() }</button>
        </div>
    }
}
