//! Practice: "What would you do?" at the positions of the player's reviewed games where they
//! gave away the most (`records::practice`). The answer is judged as a review is: the position's
//! decisions with the player's move in place of the one made go to the worker as a
//! `Request::Reasons` for the coach's review (`AppAction::Practise`), whose verdict and reason
//! this dialog shows. Its parts are in `practice/`.

mod answer;
mod question;

use yahtzee_engine::{Choice, Decision, Held};
use yahtzee_protocol::{Judged, Request};
use yew::prelude::*;

use super::modal::Modal;
use crate::coach::SolverStatus;
use crate::hooks::use_practice;
use crate::msg;
use crate::state::{AppAction, AppState, Review};
use crate::words::game_name;

/// Properties of [`PracticeDialog`].
#[derive(Properties, PartialEq)]
pub struct PracticeDialogProps {
    /// The coach's review: the verdict on an answer, once it is in.
    pub review: Option<Review>,
    /// Where the answers go to be judged.
    pub dispatcher: UseReducerDispatcher<AppState>,
    /// Asks the solver.
    pub on_ask: Callback<wasm_bindgen::JsValue>,
    /// Where the solver stands: a worker that could not start judges nothing.
    pub solver: SolverStatus,
    /// Closes the dialog.
    pub on_close: Callback<()>,
}

/// The verdict on `asked` (the answer's decisions), when the coach's review holds it.
fn verdict(review: Option<&Review>, asked: Option<&Vec<Decision>>) -> Option<Judged> {
    let (r, asked) = (review?, asked?);
    let last = asked.len().checked_sub(1)?;
    (r.decisions == *asked).then_some(())?;
    r.judged.as_ref()?.iter().find(|j| j.index == last).copied()
}

/// The practice dialog.
#[function_component]
pub fn PracticeDialog(props: &PracticeDialogProps) -> Html {
    let io = use_practice();
    // The dice held, once the player touches one: until then, as the position held them.
    let held = use_state(|| None::<Held>);
    let asked = use_state(|| None::<Vec<Decision>>);
    let verdict = verdict(props.review.as_ref(), asked.as_ref());
    // The answer's review, numbered by the coach: asked for once, with its reason.
    let pending = props
        .review
        .as_ref()
        .filter(|r| r.judged.is_none() && asked.as_ref() == Some(&r.decisions));
    let request = pending.map(|r| Request::Reasons {
        id: r.id,
        rules: r.rules,
        players: 1,
        decisions: r.decisions.clone(),
        which: vec![r.decisions.len() - 1],
    });
    let on_ask = props.on_ask.clone();
    use_effect_with(pending.map(|r| r.id), move |_| {
        if let Some(request) = request {
            super::ask(&on_ask, &request);
        }
    });
    // The answer noted once, when its verdict comes.
    let noted = (io.first.clone(), verdict.map(|j| j.loss()));
    let on_answered = io.on_answered.clone();
    use_effect_with(verdict.is_some(), move |_| {
        if let (Some(p), Some(loss)) = noted {
            on_answered.emit((p, loss));
        }
    });
    let close = props.on_close.reform(|_: MouseEvent| ());
    let Some(p) = io.first.clone() else {
        return html! {
            <Modal class="practice" role="dialog" labelledby="practice-title" on_close={props.on_close.clone()}>
                <h2 id="practice-title">{ msg::practice_title() }</h2>
                <p>{ msg::practice_empty() }</p>
                <div class="actions"><button type="button" class="primary" onclick={close}>{ msg::practice_close() }</button></div>
            </Modal>
        };
    };
    let game = p.game().ok();
    let holds = (*held).unwrap_or_else(|| game.as_ref().map_or(Held::default(), |g| g.turn().held));
    let on_toggle = {
        let held = held.clone();
        Callback::from(move |i: usize| {
            let mut h = holds;
            h[i] = !h[i];
            held.set(Some(h));
        })
    };
    let answer = {
        let (asked, d, p) = (asked.clone(), props.dispatcher.clone(), p.clone());
        Callback::from(move |choice: Choice| {
            let decisions = p.answered_with(choice);
            asked.set(Some(decisions.clone()));
            d.dispatch(AppAction::Practise(Review::of(
                0,
                String::new(),
                p.rules,
                decisions,
                Vec::new(),
            )));
        })
    };
    let next = {
        let (asked, held, on_next) = (asked.clone(), held.clone(), io.on_next.clone());
        Callback::from(move |_: MouseEvent| {
            asked.set(None);
            held.set(None);
            on_next.emit(());
        })
    };
    html! {
        <Modal class="practice" role="dialog" labelledby="practice-title" on_close={props.on_close.clone()}>
            <h2 id="practice-title">{ msg::practice_ask() }</h2>
            <p class="practice-game">{ msg::practice_game(&game_name(p.rules.variant)) }</p>
            if let Some(game) = &game {
                { question::question(game, holds, asked.is_some(), verdict.map(|j| j.best_choice), on_toggle, answer) }
            }
            if let (Some(j), Some(d)) = (verdict, asked.as_ref().and_then(|a| a.last())) {
                { answer::answer(p.rules, d, &j, p.level) }
            } else if props.solver == SolverStatus::Unavailable {
                <p role="status">{ msg::practice_unavailable() }</p>
            } else if asked.is_some() {
                <p role="status">{ msg::practice_judging() }</p>
            } else {
                <p class="practice-how">{ msg::practice_how() }</p>
            }
            if let Some(m) = &io.message { <p class="message" role="alert">{ m.clone() }</p> }
            <div class="actions">
                if verdict.is_some() {
                    <button type="button" class="primary" onclick={next}>{ msg::practice_next() }</button>
                }
                <button type="button" onclick={close}>{ msg::practice_close() }</button>
            </div>
        </Modal>
    }
}
