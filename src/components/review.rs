//! The review of a finished game: every decision against the best one, the largest mistakes
//! first, and a turn-by-turn walk through the game.

use crate::number::fixed;
use yahtzee_engine::{Choice, Counts, Decision, Face, RuleSet, DICE};
use yew::prelude::*;

use super::modal::Modal;

use crate::coach;
use crate::protocol::{Judged, Move};
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
}

fn dice_text(dice: &[Face]) -> String {
    dice.iter()
        .map(|d| d.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

/// A move in the words of the review.
fn move_text(rules: RuleSet, d: &Decision, m: &Move) -> String {
    let r = rules.rules();
    match m {
        Move::Score(b) => {
            let counts = Counts::of(&d.dice);
            let p = r.placement(d.filled, d.yahtzee_scored, &counts);
            let points = r.box_score(*b, &counts, p.joker) + p.bonus;
            format!("score {points} in {}", r.boxes()[*b].name)
        }
        Move::ScoreWild { box_index, wild } => {
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
        Move::Keep(k) if k.is_empty() => "reroll all five".to_string(),
        Move::Keep(k) => format!("keep {}", dice_text(k)),
        Move::KeepMarked(k) => format!("keep {} (the marked die among them)", dice_text(k)),
    }
}

fn chosen_move(d: &Decision) -> Move {
    match d.choice {
        Choice::Score(b) => Move::Score(b),
        Choice::Keep(held) => {
            let mut k: Vec<Face> = (0..DICE).filter(|&i| held[i]).map(|i| d.dice[i]).collect();
            crate::order::sort_by(&mut k, |a, b| a.cmp(b));
            Move::Keep(k)
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
            if matches!(d.choice, Choice::Score(_)) {
                turn += 1;
            }
            t
        })
        .collect()
}

/// The review dialog.
#[function_component]
pub fn ReviewDialog(props: &ReviewDialogProps) -> Html {
    let r = &props.review;
    let close = {
        let cb = props.on_close.clone();
        Callback::from(move |_: MouseEvent| cb.emit(()))
    };
    let body = match &r.judged {
        None => html! { <p role="status">{ "Reviewing every decision…" }</p> },
        Some(judged) => {
            let turn_of = turns(&r.decisions);
            let n_turns = turn_of.last().map_or(0, |t| t + 1);
            let total: f64 = judged.iter().map(coach::loss).sum();
            let mean = total / judged.len().max(1) as f64;
            let mut worst: Vec<&Judged> =
                judged.iter().filter(|j| coach::loss(j) >= 0.005).collect();
            crate::order::sort_by(&mut worst, |a, b| coach::loss(b).total_cmp(&coach::loss(a)));
            let line = |j: &Judged| {
                let d = &r.decisions[j.index];
                let stage = match d.choice {
                    Choice::Score(_) => "box".to_string(),
                    Choice::Keep(_) => format!("after roll {}", d.rolls),
                };
                html! {
                    <li>
                        <span class="where">{ format!("Turn {}, {stage}: ", turn_of[j.index] + 1) }</span>
                        <span>{ format!("dice {}; you chose to {}", dice_text(&d.dice), move_text(r.rules, d, &chosen_move(d))) }</span>
                        if coach::loss(j) >= 0.005 {
                            <span>{ format!("; best was to {}", move_text(r.rules, d, &j.best_choice)) }</span>
                            <span class="loss">{ format!(" (−{})", fixed(coach::loss(j), 2)) }</span>
                        } else {
                            <span class="ok">{ " — best move" }</span>
                        }
                    </li>
                }
            };
            let shown = r.turn.min(n_turns.saturating_sub(1));
            let prev = {
                let cb = props.on_turn.clone();
                Callback::from(move |_: MouseEvent| cb.emit(shown.saturating_sub(1)))
            };
            let next = {
                let cb = props.on_turn.clone();
                Callback::from(move |_: MouseEvent| {
                    cb.emit((shown + 1).min(n_turns.saturating_sub(1)))
                })
            };
            html! {
                <>
                    <p class="review-summary">
                        { format!(
                            "{} decisions, {} points given away in all, {} per decision: ",
                            judged.len(), fixed(total, 1), fixed(mean, 2)
                        ) }
                        <strong>{ coach::proficiency(mean) }</strong>
                        { " (below 0.2 per decision is expert play)." }
                    </p>
                    <h3>{ "Largest mistakes" }</h3>
                    if worst.is_empty() {
                        <p>{ "None: every decision was the best one." }</p>
                    } else {
                        <ol class="mistakes">{ for worst.iter().take(5).map(|j| line(j)) }</ol>
                    }
                    <h3 id="review-turn">{ format!("Turn {} of {n_turns}", shown + 1) }</h3>
                    <ol class="turn-steps" aria-labelledby="review-turn">
                        { for judged.iter().filter(|j| turn_of[j.index] == shown).map(line) }
                    </ol>
                    <div class="stepper">
                        <button type="button" onclick={prev} disabled={shown == 0}>{ "Previous turn" }</button>
                        <button type="button" onclick={next} disabled={shown + 1 >= n_turns}>{ "Next turn" }</button>
                    </div>
                </>
            }
        }
    };
    html! {
        <Modal class="review" role="dialog" labelledby="review-title" on_close={props.on_close.clone()}>
                <h2 id="review-title">{ format!("Review: {}", r.title) }</h2>
                { body }
                <div class="actions">
                    <button type="button" class="primary" onclick={close}>{ "Close" }</button>
                </div>
        </Modal>
    }
}
