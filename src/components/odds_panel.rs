//! Each player's chance to win, on request.

use yahtzee_i18n::Num;
use yew::prelude::*;

use crate::msg;

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
    /// The session on the table: the panel asks for its chances.
    pub session: std::rc::Rc<yahtzee_engine::Session>,
    /// Asks the solver.
    pub on_ask: Callback<wasm_bindgen::JsValue>,
}

/// The win-chance panel.
#[function_component]
pub fn OddsPanel(props: &OddsPanelProps) -> Html {
    let onclick = props.on_close.reform(|_: MouseEvent| ());
    // Chances for each new moment of a game under way, every player playing as they play (a
    // bot at its level).
    super::use_ask_each_moment(&props.session, &props.on_ask, |key, game, levels| {
        yahtzee_protocol::Request::Odds {
            key,
            rules: game.rule_set(),
            game,
            levels,
        }
    });
    html! {
        <section class="hint-panel odds" aria-labelledby="odds-title">
            { super::panel_head("odds-title", &msg::odds_title(), &msg::odds_close(), onclick) }
            if props.chances.as_ref().is_some_and(Vec::is_empty) {
                <p role="status">{ msg::odds_unavailable() }</p>
            } else if let (Some(chances), Some(expected)) = (&props.chances, &props.expected) {
                <ul class="chances">
                    { for props.names.iter().enumerate().map(|(i, name)| html! {
                        <li class={format!("seat-{i}")}>
                            <span class="name">{ crate::words::shown_name(name) }</span>
                            <span>{ msg::odds_expected(Num::fixed(expected[i], 0)) }</span>
                            <strong>{ msg::odds_chance(Num::fixed(chances[i] * 100.0, 0)) }</strong>
                        </li>
                    }) }
                </ul>
                <p class="fine">{ msg::odds_explained() }</p>
            } else {
                <p role="status">{ msg::odds_working() }</p>
            }
        </section>
    }
}
