//! The switches for sound and vibration, in the header's menu (a later part): on a narrow
//! screen with their names, on a wide one, where the menu's tools sit in the header's row, as
//! icons whose names only screen readers hear (`styles/later.css`). Vibration is offered only
//! where the device can vibrate.

use yew::prelude::*;

use crate::hooks::use_feel;
use crate::msg;
use crate::sound;
use crate::storage::SavedFeel;

/// A switch: its state is `aria-checked`, its name the words beside the icon.
fn switch(
    class: &'static str,
    on: bool,
    icon: Html,
    name: String,
    flip: Callback<MouseEvent>,
) -> Html {
    html! {
        <button type="button" role="switch" class={classes!("feel-switch", class)}
            aria-checked={on.to_string()} title={name.clone()} onclick={flip}>
            { icon }<span class="feel-word">{ name }</span>
        </button>
    }
}

/// The sound and vibration switches.
#[function_component]
pub fn FeelSwitches() -> Html {
    let (feel, set) = use_feel();
    // Vibration is on by default on a touch screen only.
    let touch = crate::platform::touch();
    let sound_on = feel.sound_on();
    let vibration_on = feel.vibration_on(touch);
    let flip = |f: fn(SavedFeel) -> SavedFeel| set.reform(move |_: MouseEvent| f(feel));
    let speaker = html! {
        <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d="M3 9h4l5-4v14l-5-4H3z" fill="currentColor" />
            <path class="on" d="M15.5 8.5a5 5 0 0 1 0 7M18 6a8.5 8.5 0 0 1 0 12" />
            <path class="off" d="M15.5 9.5l5 5M20.5 9.5l-5 5" />
        </svg>
    };
    let phone = html! {
        <svg viewBox="0 0 24 24" aria-hidden="true">
            <rect x="8" y="3" width="8" height="18" rx="2" />
            <path class="on" d="M4.5 8v8M19.5 8v8" />
            <path class="off" d="M3 3l18 18" />
        </svg>
    };
    html! {
        <>
            { switch("sound-switch", sound_on, speaker, msg::feel_sound(),
                flip(|f| SavedFeel { sound: Some(!f.sound_on()), ..f })) }
            if sound::can_vibrate() {
                { switch("vibration-switch", vibration_on, phone, msg::feel_vibration(),
                    set.reform(move |_: MouseEvent| SavedFeel { vibration: Some(!vibration_on), ..feel })) }
            }
        </>
    }
}
