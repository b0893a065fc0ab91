//! "Play the linked game instead?": a link or a replay would replace a game in progress.

use yew::prelude::*;

use super::modal::Modal;
use crate::msg;

/// Stands for the link in the question's sentence, which is cut there to put the link in.
const LINK: &str = "\u{1}";

/// Properties of [`ReplaceDialog`].
#[derive(Properties, PartialEq)]
pub struct ReplaceDialogProps {
    /// Why the question comes up ("This link opens Classic Yahtzee game #5.").
    pub why: AttrValue,
    /// What is in progress ("Game 1 of 3, turn 6").
    pub current: AttrValue,
    /// The address that brings the game in progress back once it is set aside.
    pub back: AttrValue,
    /// The link's words ("the link to your game #5"): a player reads words, never an address.
    pub back_words: AttrValue,
    /// Play the other game; the one in progress is kept aside.
    pub on_confirm: Callback<()>,
    /// Keep playing the game in progress.
    pub on_cancel: Callback<()>,
}

/// The question, with "keep my game" as the answer that has the focus.
#[function_component]
pub fn ReplaceDialog(props: &ReplaceDialogProps) -> Html {
    let keep = crate::focus::use_autofocus();
    // The sentence as the language words it, with the link where it puts it.
    let text = msg::replace_text(&props.why, &props.current, LINK);
    let (before, after) = text.split_once(LINK).unwrap_or((&text, ""));
    let click = |cb: &Callback<()>| {
        let cb = cb.clone();
        Callback::from(move |_: MouseEvent| cb.emit(()))
    };
    html! {
        <Modal role="alertdialog" labelledby="replace-title" describedby="replace-text"
            on_close={props.on_cancel.clone()}>
            <h2 id="replace-title">{ msg::replace_title() }</h2>
            <p id="replace-text">{ before }
                <a href={props.back.clone()}>{ props.back_words.clone() }</a>
                { after }</p>
            <div class="actions">
                <button type="button" class="primary" ref={keep} onclick={click(&props.on_cancel)}>
                    { msg::replace_keep() }
                </button>
                <button type="button" onclick={click(&props.on_confirm)}>{ msg::replace_play_new() }</button>
            </div>
        </Modal>
    }
}
