//! At a table of several: the decisions of the last turns that cost the most chance to win.

use yew::prelude::*;

use super::line::{costliest_first, line};
use crate::msg;
use crate::state::Review;

/// The heading and the costliest decisions by the chance to win (at most three, each losing at
/// least half a percentage point), once the worker has judged them; nothing alone at a table.
pub fn costliest(
    r: &Review,
    only: Option<usize>,
    turn_of: &[usize],
    go: &dyn Fn(usize) -> Callback<MouseEvent>,
) -> Html {
    let Some(judged) = r.to_win.as_deref() else {
        return Html::default();
    };
    let worst = costliest_first(r, judged, only);
    html! {
        <>
            <h3>{ msg::review_to_win_heading() }</h3>
            if worst.is_empty() {
                <p>{ msg::review_to_win_none() }</p>
            } else {
                <ol class="costliest">{ for worst.iter().take(3).map(|j| {
                    let turn = turn_of[j.index];
                    line(r, j, turn, Some(go(turn)), true)
                }) }</ol>
            }
        </>
    }
}
