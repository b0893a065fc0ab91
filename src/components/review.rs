//! The review of a finished game: every decision against the best one, the largest mistakes
//! first, and a turn-by-turn walk through the game.

use crate::number::fixed;
use yahtzee_engine::{Choice as Played, Counts, Decision, Face, RuleSet, DICE};
use yew::prelude::*;

use super::modal::Modal;

use crate::coach;
use crate::state::Review;
use yahtzee_protocol::{Choice, Judged};

/// Properties of [`ReviewDialog`].
#[derive(Properties, PartialEq)]
pub struct ReviewDialogProps {
    /// The review.
    pub review: Review,
    /// Show this turn (0-based).
    pub on_turn: Callback<usize>,
    /// Close the review.
    pub on_close: Callback<()>,
}

fn dice_text(dice: &[Face]) -> String {
    dice.iter()
        .map(|d| d.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

/// A move in the words of the review.
fn move_text(rules: RuleSet, d: &Decision, m: &Choice) -> String {
    let r = rules.rules();
    match m {
        Choice::Score(b) => {
            let counts = Counts::of(&d.dice);
            let p = r.placement(d.filled, d.yahtzee_scored, &counts);
            let points = r.box_score(*b, &counts, p.joker) + p.bonus;
            format!("score {points} in {}", r.boxes()[*b].name)
        }
        Choice::ScoreWild { box_index, wild } => {
            let mut dice = d.dice;
            if let Some(w) = r.def.wild {
                dice[w.die] = *wild;
            }
            let counts = Counts::of(&dice);
            let p = r.placement(d.filled, d.yahtzee_scored, &counts);
            let points = r.box_score(*box_index, &counts, p.joker) + p.bonus;
            format!(
                "count the wild die as {wild} and score {points} in {}",
                r.boxes()[*box_index].name
            )
        }
        Choice::Keep(k) if k.is_empty() => "reroll all five".to_string(),
        Choice::Keep(k) => format!("keep {}", dice_text(&k.faces())),
        Choice::KeepMarked(k) => {
            format!("keep {} (the marked die among them)", dice_text(&k.faces()))
        }
    }
}

fn chosen_move(d: &Decision) -> Choice {
    match d.choice {
        Played::Score(b) => Choice::Score(b),
        Played::Keep(held) => {
            let k: Vec<Face> = (0..DICE).filter(|&i| held[i]).map(|i| d.dice[i]).collect();
            Choice::Keep(Counts::of(&k))
        }
    }
}

/// The turn (0-based, counting every player's turns) of each decision.
fn turns(decisions: &[Decision]) -> Vec<usize> {
    let mut turn = 0;
    decisions
        .iter()
        .map(|d| {
            let t = turn;
            if matches!(d.choice, Played::Score(_)) {
                turn += 1;
            }
            t
        })
        .collect()
}

/// The turns the step-through visits, in order (every turn, or only `only`'s), and the place
/// in them of the turn shown: the review's turn, or the next one shown after it.
fn steps_of(r: &Review, only: Option<usize>) -> (Vec<usize>, usize) {
    let Some(judged) = &r.judged else {
        return (Vec::new(), 0);
    };
    let turn_of = turns(&r.decisions);
    let mut steps: Vec<usize> = judged
        .iter()
        .filter(|j| only.is_none_or(|p| r.decisions[j.index].player == p))
        .map(|j| turn_of[j.index])
        .collect();
    steps.dedup();
    let at = steps
        .iter()
        .position(|&t| t >= r.turn)
        .unwrap_or(steps.len().saturating_sub(1));
    (steps, at)
}

/// Who made decision `d`: "you" alone at the table, else the player's name.
fn who(r: &Review, d: &Decision) -> String {
    if r.names.len() <= 1 && d.player == 0 {
        "you".to_string()
    } else {
        r.names
            .get(d.player)
            .cloned()
            .unwrap_or_else(|| format!("Player {}", d.player + 1))
    }
}

/// The review dialog: a summary per player, the largest mistakes (each a link to its turn),
/// and the turns one by one (buttons or the arrow keys), each with its dice and box drawn.
/// With several players, one player's turns can be shown alone.
#[function_component]
pub fn ReviewDialog(props: &ReviewDialogProps) -> Html {
    let r = &props.review;
    let only = use_state(|| None::<usize>);
    let heading = use_node_ref();
    let close = props.on_close.reform(|_: MouseEvent| ());
    // The arrow keys step through the turns wherever the focus is in the dialog (the dialog
    // itself has it when the review opens), but not in the select.
    let on_key = {
        let cb = props.on_turn.clone();
        let (steps, at) = steps_of(r, *only);
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
    let players = r
        .decisions
        .iter()
        .map(|d| d.player + 1)
        .max()
        .unwrap_or(1)
        .max(r.names.len());
    let name = |p: usize| {
        r.names
            .get(p)
            .cloned()
            .unwrap_or_else(|| format!("Player {}", p + 1))
    };
    let body = match &r.judged {
        None => html! { <p role="status">{ "Reviewing every decision…" }</p> },
        Some(judged) => {
            let turn_of = turns(&r.decisions);
            let mine = |j: &&Judged| only.is_none_or(|p| r.decisions[j.index].player == p);
            let shown_judged: Vec<&Judged> = judged.iter().filter(mine).collect();
            let (steps, at) = steps_of(r, *only);
            let shown = steps.get(at).copied().unwrap_or(0);
            let mut worst: Vec<&Judged> = shown_judged
                .iter()
                .copied()
                .filter(|j| coach::loss(j) >= 0.005)
                .collect();
            crate::order::sort_by(&mut worst, |a, b| coach::loss(b).total_cmp(&coach::loss(a)));
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
            let line = |j: &Judged, link: bool| {
                let d = &r.decisions[j.index];
                let stage = match d.choice {
                    Played::Score(_) => "box".to_string(),
                    Played::Keep(_) => format!("after roll {}", d.rolls),
                };
                let place = format!("Turn {}, {stage}: ", turn_of[j.index] + 1);
                html! {
                    <li>
                        if link {
                            <button type="button" class="link where" onclick={go(turn_of[j.index])}>{ place }</button>
                        } else {
                            <span class="where">{ place }</span>
                        }
                        { super::review_turn::pictures(r.rules, d) }
                        <span>{ format!("dice {}; {} chose to {}", dice_text(&d.dice), who(r, d), move_text(r.rules, d, &chosen_move(d))) }</span>
                        if coach::loss(j) >= 0.005 {
                            <span>{ format!("; best was to {}", move_text(r.rules, d, &j.best_choice)) }</span>
                            <span class="loss">{ format!(" (−{})", fixed(coach::loss(j), 2)) }</span>
                        } else {
                            <span class="ok">{ " — best move" }</span>
                        }
                    </li>
                }
            };
            let step = |to: Option<usize>| {
                let cb = props.on_turn.clone();
                let to = to.and_then(|i| steps.get(i).copied());
                Callback::from(move |_: MouseEvent| {
                    if let Some(t) = to {
                        cb.emit(t)
                    }
                })
            };
            let (prev, next) = (at.checked_sub(1), (at + 1 < steps.len()).then_some(at + 1));
            let on_only = {
                let only = only.clone();
                Callback::from(move |e: Event| {
                    if let Some(s) = e.target_dyn_into::<web_sys::HtmlSelectElement>() {
                        only.set(s.value().parse::<usize>().ok());
                    }
                })
            };
            let summaries = coach::player_reviews(&r.decisions, judged);
            html! {
                <div class="review-body">
                    if players > 1 {
                        <table class="review-players">
                            <caption>{ "Each player's decisions against the best ones" }</caption>
                            <thead><tr>
                                <th scope="col">{ "Player" }</th><th scope="col">{ "Decisions" }</th>
                                <th scope="col">{ "Points given away" }</th><th scope="col">{ "Per decision" }</th>
                                <th scope="col">{ "Play" }</th>
                            </tr></thead>
                            <tbody>
                                { for summaries.iter().map(|s| html! {
                                    <tr>
                                        <th scope="row">{ name(s.player) }</th><td>{ s.decisions }</td>
                                        <td>{ fixed(s.total, 1) }</td><td>{ fixed(s.mean, 2) }</td>
                                        <td><strong>{ coach::proficiency(s.mean) }</strong></td>
                                    </tr>
                                }) }
                            </tbody>
                        </table>
                        <p class="fine">{ "Below 0.2 points per decision is expert play." }</p>
                        <label class="review-only">{ "Turns of " }
                            <select onchange={on_only}>
                                <option value="all" selected={only.is_none()}>{ "every player" }</option>
                                { for (0..players).map(|p| html! {
                                    <option value={p.to_string()} selected={*only == Some(p)}>{ name(p) }</option>
                                }) }
                            </select>
                        </label>
                    } else {
                        if let Some(s) = summaries.first() {
                            <p class="review-summary">
                                { format!(
                                    "{} decisions, {} points given away in all, {} per decision: ",
                                    s.decisions, fixed(s.total, 1), fixed(s.mean, 2)
                                ) }
                                <strong>{ coach::proficiency(s.mean) }</strong>
                                { " (below 0.2 per decision is expert play)." }
                            </p>
                        }
                    }
                    <h3>{ "Largest mistakes" }</h3>
                    if worst.is_empty() {
                        <p>{ "None: every decision was the best one." }</p>
                    } else {
                        <ol class="mistakes">{ for worst.iter().take(5).map(|j| line(j, true)) }</ol>
                    }
                    <h3 id="review-turn" tabindex="-1" ref={heading.clone()}>
                        { format!("Turn {} of {}", shown + 1, turn_of.last().map_or(0, |t| t + 1)) }
                    </h3>
                    <ol class="turn-steps" aria-labelledby="review-turn">
                        { for shown_judged.iter().filter(|j| turn_of[j.index] == shown).map(|j| line(j, false)) }
                    </ol>
                    <div class="stepper">
                        <button type="button" onclick={step(prev)} disabled={prev.is_none()}>
                            { "Previous turn" }<kbd aria-hidden="true">{ "←" }</kbd>
                        </button>
                        <button type="button" onclick={step(next)} disabled={next.is_none()}>
                            { "Next turn" }<kbd aria-hidden="true">{ "→" }</kbd>
                        </button>
                    </div>
                </div>
            }
        }
    };
    html! {
        <Modal class="review" role="dialog" labelledby="review-title" on_close={props.on_close.clone()} {on_key}>
                <h2 id="review-title">{ format!("Review: {}", r.title) }</h2>
                { body }
                <div class="actions">
                    <button type="button" class="primary" onclick={close}>{ "Close" }</button>
                </div>
        </Modal>
    }
}
