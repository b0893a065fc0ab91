//! The hint: the best move for the current position and what the alternatives give away.

use crate::number::fixed;
use yahtzee_engine::Game;
use yew::prelude::*;

use crate::coach::{self, SolverStatus};
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
            html! { <p>{ "Roll first: the coach advises once the dice are on the table." }</p> }
        }
        (Some(options), _) if !options.is_empty() => {
            let banked = coach::banked(game);
            let best = &options[0];
            html! {
                <>
                    <p class="hint-best">
                        <strong>{ "Best: " }{ coach::describe(game, &best.choice) }</strong>
                        <span class="ev">{ format!(" — expected final score {}", fixed(banked + best.value, 1)) }</span>
                    </p>
                    <ol class="runners-up" aria-label="Other moves">
                        { for options.iter().skip(1).take(4).map(|o| html! {
                            <li>
                                <span>{ coach::describe(game, &o.choice) }</span>
                                <span class="loss">{ format!("−{}", fixed(best.value - o.value, 2)) }</span>
                            </li>
                        }) }
                    </ol>
                </>
            }
        }
        (_, SolverStatus::Building(f)) => html! {
            <p>
                { format!("Preparing the coach… {} %", fixed(f64::from(f) * 100.0, 0)) }
                <progress max="1" value={crate::number::text(f64::from(f))} aria-label="Coach preparation"></progress>
            </p>
        },
        (_, SolverStatus::Unavailable) => {
            html! { <p>{ "The coach cannot run in this browser." }</p> }
        }
        _ => html! { <p>{ "Thinking…" }</p> },
    };
    html! {
        <section class="hint-panel" aria-labelledby="hint-title">
            { super::panel_head("hint-title", "Hint", "Close hint", onclick) }
            { body }
        </section>
    }
}
