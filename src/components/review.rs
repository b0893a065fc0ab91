//! The review of a finished game: every decision against the best one, the largest mistakes
//! first, and a turn-by-turn walk through the game. Its parts are in `review/`.

mod body;
mod line;
mod reason;
mod steps;
mod summary;
mod to_win;

use yahtzee_i18n::Num;
use yahtzee_solver::maxi;
use yew::prelude::*;

use super::modal::Modal;
use body::{body, ReviewBodyProps};
pub use reason::reason_line;

use crate::msg;
use crate::state::Review;

/// Properties of [`ReviewDialog`].
#[derive(Properties, PartialEq)]
pub struct ReviewDialogProps {
    /// The review.
    pub review: Review,
    /// Show this turn (0-based).
    pub on_turn: Callback<usize>,
    /// Close the review.
    pub on_close: Callback<()>,
    /// Asks the solver (why the best move beat each mistake listed).
    pub on_ask: Callback<wasm_bindgen::JsValue>,
}

/// The review dialog: a summary per player, the largest mistakes (each a link to its turn),
/// and the turns one by one (buttons or the arrow keys), each with its dice and box drawn.
/// With several players, one player's turns can be shown alone.
#[function_component]
pub fn ReviewDialog(props: &ReviewDialogProps) -> Html {
    let r = &props.review;
    let only = use_state(|| None::<usize>);
    let all = use_state(|| false);
    reason::use_ask_reasons(r, *only, *all, &props.on_ask);
    let heading = use_node_ref();
    let close = props.on_close.reform(|_: MouseEvent| ());
    // The arrow keys step through the turns wherever the focus is in the dialog (the dialog
    // itself has it when the review opens), but not in the select.
    let on_key = {
        let cb = props.on_turn.clone();
        let (steps, at) = steps::steps_of(r, *only);
        let prev = at.checked_sub(1).and_then(|i| steps.get(i).copied());
        let next = steps.get(at + 1).copied();
        Callback::from(move |e: KeyboardEvent| {
            if e.target_dyn_into::<web_sys::HtmlSelectElement>().is_some() {
                return;
            }
            let to = match e.key().as_str() {
                "ArrowLeft" => prev,
                "ArrowRight" => next,
                _ => return,
            };
            e.prevent_default();
            if let Some(t) = to {
                cb.emit(t);
            }
        })
    };
    let on_only = {
        let only = only.clone();
        Callback::from(move |p: Option<usize>| only.set(p))
    };
    html! {
        <Modal class="review" role="dialog" labelledby="review-title" on_close={props.on_close.clone()} {on_key}>
                <h2 id="review-title" title={msg::review_which_game(&r.seed.to_string())}>{ msg::review_title(&r.title) }</h2>
                if maxi::coaches(r.rules) {
                    <p class="review-strong">{ msg::review_strong(Num::fixed(maxi::strength_percent(r.rules), 2)) }</p>
                }
                if r.judged.is_some() {
                    { body(&ReviewBodyProps { review: r, only: *only, on_only, on_turn: props.on_turn.clone(), heading,
                        all: *all, on_all: Callback::from(move |_: MouseEvent| all.set(!*all)) }) }
                } else {
                    <p role="status">{ msg::review_working() }</p>
                }
                <div class="actions">
                    <button type="button" class="primary" onclick={close}>{ msg::review_close() }</button>
                </div>
        </Modal>
    }
}
