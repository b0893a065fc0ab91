//! "Score zero here?" when a box with points is still open.

use yew::prelude::*;

use super::modal::Modal;

use crate::focus::use_autofocus;
use crate::msg;

/// Properties of [`ConfirmZero`].
#[derive(Properties, PartialEq)]
pub struct ConfirmZeroProps {
    /// The box the player chose, by its name in the language spoken.
    pub box_name: AttrValue,
    /// Yes, score zero.
    pub on_confirm: Callback<()>,
    /// No, go back.
    pub on_cancel: Callback<()>,
}

/// A modal question; the confirm button takes the focus so Enter answers it.
#[function_component]
pub fn ConfirmZero(props: &ConfirmZeroProps) -> Html {
    let yes = use_autofocus();
    let confirm = props.on_confirm.reform(|_: MouseEvent| ());
    let cancel = props.on_cancel.reform(|_: MouseEvent| ());
    html! {
        <Modal role="alertdialog" labelledby="zero-title" describedby="zero-text" on_close={props.on_cancel.clone()}>
                <h2 id="zero-title">{ msg::zero_title(&props.box_name) }</h2>
                <p id="zero-text">{ msg::zero_text() }</p>
                <div class="actions">
                    <button type="button" class="primary" ref={yes} onclick={confirm}>
                        { msg::zero_confirm(&props.box_name) }
                    </button>
                    <button type="button" onclick={cancel}>{ msg::zero_cancel() }</button>
                </div>
        </Modal>
    }
}
