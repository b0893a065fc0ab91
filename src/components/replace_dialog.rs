//! "Play the linked game instead?": a link or a replay would replace a game in progress.

use yew::prelude::*;

use super::modal::Modal;

/// Properties of [`ReplaceDialog`].
#[derive(Properties, PartialEq)]
pub struct ReplaceDialogProps {
    /// Why the question comes up ("This link opens Classic Yahtzee game #5.").
    pub why: AttrValue,
    /// What is in progress ("Game 1 of 3, turn 6").
    pub current: AttrValue,
    /// The address that brings the game in progress back once it is set aside.
    pub back: AttrValue,
    /// Play the other game; the one in progress is kept aside.
    pub on_confirm: Callback<()>,
    /// Keep playing the game in progress.
    pub on_cancel: Callback<()>,
}

/// The question, with "keep my game" as the answer that has the focus.
#[function_component]
pub fn ReplaceDialog(props: &ReplaceDialogProps) -> Html {
    let keep = crate::focus::use_autofocus();
    let click = |cb: &Callback<()>| {
        let cb = cb.clone();
        Callback::from(move |_: MouseEvent| cb.emit(()))
    };
    html! {
        <Modal role="alertdialog" labelledby="replace-title" describedby="replace-text"
            on_close={props.on_cancel.clone()}>
            <h2 id="replace-title">{ "A game is in progress" }</h2>
            <p id="replace-text">{ format!("{} You are playing {}. If you play the new game, yours is kept aside: ", props.why, props.current) }
                <a class="nowrap" href={props.back.clone()}>{ props.back.clone() }</a>
                { " brings it back as it was." }</p>
            <div class="actions">
                <button type="button" class="primary" ref={keep} onclick={click(&props.on_cancel)}>
                    { "Keep playing my game" }
                </button>
                <button type="button" onclick={click(&props.on_confirm)}>{ "Play the new game" }</button>
            </div>
        </Modal>
    }
}
