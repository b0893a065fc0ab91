//! Each player's chance to win, on request.

use crate::number::fixed;
use yew::prelude::*;

/// Properties of [`OddsPanel`].
#[derive(Properties, PartialEq)]
pub struct OddsPanelProps {
    /// Player names, in turn order.
    pub names: Vec<AttrValue>,
    /// Chance to win of each player, once worked out.
    pub chances: Option<Vec<f64>>,
    /// Expected final score of each player, once worked out.
    pub expected: Option<Vec<f64>>,
    /// Close the panel.
    pub on_close: Callback<()>,
}

/// The win-chance panel.
#[function_component]
pub fn OddsPanel(props: &OddsPanelProps) -> Html {
    let onclick = props.on_close.reform(|_: MouseEvent| ());
    html! {
        <section class="hint-panel odds" aria-labelledby="odds-title">
            { super::panel_head("odds-title", "Chances to win", "Close chances", onclick) }
            if let (Some(chances), Some(expected)) = (&props.chances, &props.expected) {
                <ul class="chances">
                    { for props.names.iter().enumerate().map(|(i, name)| html! {
                        <li class={format!("seat-{i}")}>
                            <span class="name">{ name.clone() }</span>
                            <span>{ format!("expected {}", fixed(expected[i], 0)) }</span>
                            <strong>{ format!("{} %", fixed(chances[i] * 100.0, 0)) }</strong>
                        </li>
                    }) }
                </ul>
                <p class="fine">{ "From each player's score so far, the points optimal play expects from the boxes left, and a spread that narrows as the sheet fills." }</p>
            } else {
                <p role="status">{ "Working out…" }</p>
            }
        </section>
    }
}
