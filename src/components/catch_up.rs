//! What the other phones played since this one last saw the table: a list, each turn's player,
//! dice and box, over the table until the player says they have seen it (Escape too). The
//! same sentences go to the live region as the player's seats are known.

use yew::prelude::*;

use super::modal::Modal;
use crate::focus::use_autofocus;
use crate::msg;

/// Properties of [`CatchUp`].
#[derive(Properties, PartialEq)]
pub struct CatchUpProps {
    /// A sentence a turn ("Ann rolled 3 3 3 5 5 and scored 25 in Full House."), oldest first.
    pub lines: Vec<AttrValue>,
    /// Read.
    pub on_done: Callback<()>,
}

/// The list and its button.
#[function_component]
pub fn CatchUp(props: &CatchUpProps) -> Html {
    let done = props.on_done.reform(|_: MouseEvent| ());
    let ok = use_autofocus();
    html! {
        <Modal class="catch-up" labelledby="catch-up-title" on_close={props.on_done.clone()}>
            <h2 id="catch-up-title">{ msg::travel_caught_heading() }</h2>
            <ol>{ for props.lines.iter().map(|l| html! { <li>{ l.clone() }</li> }) }</ol>
            <div class="actions">
                <button type="button" class="primary" ref={ok} onclick={done}>{ msg::travel_caught_ok() }</button>
            </div>
        </Modal>
    }
}
