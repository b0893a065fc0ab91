//! The judged review: the summary, the largest mistakes, and the turn shown with its stepper.

use yahtzee_protocol::Judged;
use yew::prelude::*;

use super::line::{costliest_first, line};
use super::reason::LARGEST;
use super::steps::{own_turn, players, steps_of, turns};
use super::summary::{summary, ReviewSummaryProps};
use crate::msg;
use crate::state::Review;

/// What [`body`] draws from.
pub struct ReviewBodyProps<'a> {
    /// The review, judged.
    pub review: &'a Review,
    /// The player whose turns alone are shown, if one is.
    pub only: Option<usize>,
    /// Show one player's turns, or everyone's.
    pub on_only: Callback<Option<usize>>,
    /// Show this turn (0-based).
    pub on_turn: Callback<usize>,
    /// The heading of the turn shown, which a mistake's link focuses.
    pub heading: NodeRef,
    /// Every mistake listed, not only the largest.
    pub all: bool,
    /// "Show all" and back.
    pub on_all: Callback<MouseEvent>,
}

/// The review once the solver has judged every decision.
pub fn body(props: &ReviewBodyProps) -> Html {
    let r = props.review;
    let only = props.only;
    let heading = &props.heading;
    let judged = r.judged.as_deref().unwrap_or_default();
    let turn_of = turns(&r.decisions);
    let shown_judged: Vec<&Judged> = judged
        .iter()
        .filter(|j| only.is_none_or(|p| r.decisions[j.index].player == p))
        .collect();
    let (steps, at) = steps_of(r, only);
    let shown = steps.get(at).copied().unwrap_or(0);
    let worst = costliest_first(r, judged, only);
    // A mistake's link shows its turn and moves the focus to the turn's heading.
    let go = |turn: usize| {
        let cb = props.on_turn.clone();
        let heading = heading.clone();
        Callback::from(move |_: MouseEvent| {
            cb.emit(turn);
            if let Some(h) = heading.cast::<web_sys::HtmlElement>() {
                let _ = h.focus();
            }
        })
    };
    let players = players(r);
    html! {
        <div class="review-body">
            { summary(&ReviewSummaryProps { review: r, players, only, on_only: props.on_only.clone() }) }
            <h3>{ msg::review_largest_mistakes() }</h3>
            if worst.is_empty() {
                <p>{ msg::review_no_mistakes() }</p>
            } else {
                <ol class="mistakes">{ for worst.iter().take(if props.all { usize::MAX } else { LARGEST }).map(|j| {
                    let turn = turn_of[j.index];
                    line(r, j, turn, Some(go(turn)), false)
                }) }</ol>
                if worst.len() > LARGEST {
                    <button type="button" class="link show-all" aria-expanded={props.all.to_string()} onclick={props.on_all.clone()}>
                        { if props.all { msg::review_show_fewer() } else { msg::review_show_all(worst.len()) } }
                    </button>
                }
            }
            { super::to_win::costliest(r, only, &turn_of, &go) }
            <h3 id="review-turn" tabindex="-1" ref={heading.clone()}>
                { turn_heading(r, players, shown, turn_of.last().map_or(0, |t| t + 1)) }
            </h3>
            <ol class="turn-steps" aria-labelledby="review-turn">
                { for shown_judged.iter().filter(|j| turn_of[j.index] == shown).map(|j| line(r, j, shown, None, false)) }
            </ol>
            { stepper(&steps, at, &props.on_turn) }
        </div>
    }
}

/// The heading of turn `shown` (0-based, of `all` turns in the game), counted as its player
/// counts them: "Ann, turn 7 of 13" (the game said "Turn 7 of 13"), or alone "Turn 7 of 13".
fn turn_heading(r: &Review, players: usize, shown: usize, all: usize) -> String {
    let player = shown % players.max(1);
    let who = if players == 1 { "you" } else { "player" };
    msg::review_turn_of(
        who,
        &crate::words::review::name_of(&r.names, player),
        own_turn(shown, players) + 1,
        all.div_ceil(players.max(1)),
    )
}

/// The buttons to the turn before and after the one shown (the arrow keys do the same).
fn stepper(steps: &[usize], at: usize, on_turn: &Callback<usize>) -> Html {
    let step = |to: Option<usize>| {
        let cb = on_turn.clone();
        let to = to.and_then(|i| steps.get(i).copied());
        Callback::from(move |_: MouseEvent| {
            if let Some(t) = to {
                cb.emit(t)
            }
        })
    };
    let (prev, next) = (at.checked_sub(1), (at + 1 < steps.len()).then_some(at + 1));
    html! {
        <div class="stepper">
            <button type="button" onclick={step(prev)} disabled={prev.is_none()}>
                { msg::review_previous_turn() }<kbd aria-hidden="true">{ "←" }</kbd>
            </button>
            <button type="button" onclick={step(next)} disabled={next.is_none()}>
                { msg::review_next_turn() }<kbd aria-hidden="true">{ "→" }</kbd>
            </button>
        </div>
    }
}
