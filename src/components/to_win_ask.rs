//! Asks the solver for the ranking by the chance to win of each new position that wants it (a
//! to-win bot's or the hint's, in the last turns at a table of several). It draws nothing.

use std::rc::Rc;

use yahtzee_engine::Session;
use yahtzee_protocol::Request;
use yew::prelude::*;

/// Properties of [`ToWinAsk`].
#[derive(Properties, PartialEq)]
pub struct ToWinAskProps {
    /// The session on the table: every seat's level, and the game to rank.
    pub session: Rc<Session>,
    /// Asks the solver.
    pub on_ask: Callback<wasm_bindgen::JsValue>,
}

/// Sends `Request::ToWin` for each new moment while it is drawn. A person is taken to play as
/// an Expert (the worker's reading of `None`).
#[function_component]
pub fn ToWinAsk(props: &ToWinAskProps) -> Html {
    super::use_ask_each_moment(&props.session, &props.on_ask, |key, game, levels| {
        Request::ToWin {
            key,
            rules: game.rule_set(),
            game,
            levels,
        }
    });
    Html::default()
}
