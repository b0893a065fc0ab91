//! Asks the solver why the best box, for each position whose best move is a score, once the
//! player has opened the hint this visit: the reasons are worked out while the player looks at
//! the dice, and the hint shows them as it opens. It draws nothing; the hint panel reads the
//! answer where every answer of the solver is kept (`state::coach`).

use yahtzee_engine::Game;
use yahtzee_protocol::{Ranked, Why};
use yew::prelude::*;

use super::hint_panel::why::scores;

/// Properties of [`WhyAsk`].
#[derive(Properties, PartialEq)]
pub struct WhyAskProps {
    /// The game on the table.
    pub game: Game,
    /// The solver's ranking for this position, once it has arrived.
    pub options: Option<Vec<Ranked>>,
    /// The numbers of its answer (`Aimed::flatten`, then the reasons once they came).
    pub aims: Vec<f64>,
    /// Asks the solver.
    pub on_ask: Callback<wasm_bindgen::JsValue>,
}

/// Sends `Request::Why` once per position whose ranking has come with a score first and no
/// reasons yet: one asker, whether the hint is open or not.
#[function_component]
pub fn WhyAsk(props: &WhyAskProps) -> Html {
    let answered = Why::split(&props.aims).1.is_some();
    use_ask_why(
        &props.game,
        props.options.as_deref(),
        answered,
        &props.on_ask,
    );
    Html::default()
}

/// Asks the worker why, once per moment, when the ranking for it has come and its best move is
/// a score and the answer holds no reasons yet (`answered`: it does).
#[hook]
fn use_ask_why(
    game: &Game,
    options: Option<&[Ranked]>,
    answered: bool,
    on_ask: &Callback<wasm_bindgen::JsValue>,
) {
    use yahtzee_protocol::{Moment, Request};
    let wants = scores(options) && !answered && !game.is_over();
    let (game, on_ask) = (game.clone(), on_ask.clone());
    use_effect_with((Moment::of(&game), wants), move |&(key, wants)| {
        if wants {
            let rules = game.rule_set();
            super::ask(&on_ask, &Request::Why { key, rules, game });
        }
    });
}
