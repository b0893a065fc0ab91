//! The hint: the best move for the current position and what the alternatives give away.

use yahtzee_engine::Game;
use yahtzee_i18n::Num;
use yew::prelude::*;

use crate::coach::{self, SolverStatus};
use crate::msg;
use crate::words::coach::describe;
use yahtzee_protocol::Ranked;

/// Properties of [`HintPanel`].
#[derive(Properties, PartialEq)]
pub struct HintPanelProps {
    /// The game shown.
    pub game: Game,
    /// The solver's ranking for this position, once it has arrived.
    pub options: Option<Vec<Ranked>>,
    /// Where the solver stands.
    pub status: SolverStatus,
    /// Close the hint.
    pub on_close: Callback<()>,
}

/// Shows the solver's ranking for the position on the table.
#[function_component]
pub fn HintPanel(props: &HintPanelProps) -> Html {
    let game = &props.game;
    let onclick = props.on_close.reform(|_: MouseEvent| ());
    let body = match (&props.options, props.status) {
        _ if game.turn().rolls == 0 => {
            html! { <p>{ msg::hint_roll_first() }</p> }
        }
        (Some(options), _) if !options.is_empty() => {
            let banked = coach::banked(game);
            let best = &options[0];
            html! {
                <>
                    <p class="hint-best">
                        <strong>{ msg::hint_best(&describe(game, &best.choice)) }</strong>
                        <span class="ev">{ " " }{ msg::hint_expected(Num::fixed(banked + best.value, 1)) }</span>
                    </p>
                    <ol class="runners-up" aria-label={msg::hint_other_moves()}>
                        { for options.iter().skip(1).take(4).map(|o| html! {
                            <li>
                                <span>{ describe(game, &o.choice) }</span>
                                <span class="loss">{ msg::hint_loss(Num::fixed(best.value - o.value, 2)) }</span>
                            </li>
                        }) }
                    </ol>
                </>
            }
        }
        (_, SolverStatus::Building(f)) => html! {
            <p>
                { msg::hint_preparing(Num::fixed(f64::from(f) * 100.0, 0)) }
                <progress max="1" value={crate::number::text(f64::from(f))} aria-label={msg::hint_preparation()}></progress>
            </p>
        },
        (_, SolverStatus::Unavailable) => {
            html! { <p>{ msg::hint_unavailable() }</p> }
        }
        _ => html! { <p>{ msg::hint_thinking() }</p> },
    };
    html! {
        <section class="hint-panel" aria-labelledby="hint-title">
            { super::panel_head("hint-title", &msg::hint_title(), &msg::hint_close(), onclick) }
            { body }
        </section>
    }
}
