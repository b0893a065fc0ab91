//! The review of a finished game: every decision against the best one, the largest mistakes
//! first, and a turn-by-turn walk through the game.

use yahtzee_engine::{Choice as Played, Counts, Decision, Face, RuleSet, DICE};
use yahtzee_i18n::Num;
use yew::prelude::*;

use super::modal::Modal;

use crate::coach;
use crate::msg;
use crate::state::Review;
use crate::words::box_name;
use crate::words::coach::proficiency;
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
            msg::review_move_score(points, &box_name(&r, *b))
        }
        Choice::ScoreWild { box_index, wild } => {
            let mut dice = d.dice;
            if let Some(w) = r.def.wild {
                dice[w.die] = *wild;
            }
            let counts = Counts::of(&dice);
            let p = r.placement(d.filled, d.yahtzee_scored, &counts);
            let points = r.box_score(*box_index, &counts, p.joker) + p.bonus;
            msg::review_move_score_wild(*wild, points, &box_name(&r, *box_index))
        }
        Choice::Keep(k) if k.is_empty() => msg::review_move_reroll(),
        Choice::Keep(k) => msg::review_move_keep(&dice_text(&k.faces())),
        Choice::KeepMarked(k) => msg::review_move_keep_marked(&dice_text(&k.faces())),
    }
}

/// The points per decision below which play is expert (`words::coach::proficiency`), as shown.
fn expert() -> Num {
    Num::fixed(0.2, 1)
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

/// Player `p`'s name, or their place at the table.
fn name_of(r: &Review, p: usize) -> String {
    r.names
        .get(p)
        .cloned()
        .unwrap_or_else(|| msg::review_player_number(p + 1))
}

/// Decision `d` in words: its dice, and what its player chose. A player alone at the table is
/// spoken to ("you chose"); else the player's name says who chose.
fn choice_text(r: &Review, d: &Decision) -> String {
    let who = if r.names.len() <= 1 && d.player == 0 {
        "you"
    } else {
        "player"
    };
    msg::review_choice(
        &dice_text(&d.dice),
        who,
        &name_of(r, d.player),
        &move_text(r.rules, d, &chosen_move(d)),
    )
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
    let name = |p: usize| name_of(r, p);
    let body = match &r.judged {
        None => html! { <p role="status">{ msg::review_working() }</p> },
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
                let turn = turn_of[j.index] + 1;
                let place = match d.choice {
                    Played::Score(_) => msg::review_place_score(turn),
                    Played::Keep(_) => msg::review_place_keep(turn, d.rolls),
                };
                // The space before the pictures and the words.
                let place = format!("{place} ");
                html! {
                    <li>
                        if link {
                            <button type="button" class="link where" onclick={go(turn_of[j.index])}>{ place }</button>
                        } else {
                            <span class="where">{ place }</span>
                        }
                        { super::review_turn::pictures(r.rules, d) }
                        <span>{ choice_text(r, d) }</span>
                        if coach::loss(j) >= 0.005 {
                            <span>{ msg::review_best_was(&move_text(r.rules, d, &j.best_choice)) }</span>
                            <span class="loss">{ " " }{ msg::review_loss(Num::fixed(coach::loss(j), 2)) }</span>
                        } else {
                            <span class="ok">{ " " }{ msg::review_best_move() }</span>
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
                            <caption>{ msg::review_players_caption() }</caption>
                            <thead><tr>
                                <th scope="col">{ msg::review_col_player() }</th>
                                <th scope="col">{ msg::review_col_decisions() }</th>
                                <th scope="col">{ msg::review_col_lost() }</th>
                                <th scope="col">{ msg::review_col_per_decision() }</th>
                                <th scope="col">{ msg::review_col_play() }</th>
                            </tr></thead>
                            <tbody>
                                { for summaries.iter().map(|s| html! {
                                    <tr>
                                        <th scope="row">{ name(s.player) }</th><td>{ s.decisions }</td>
                                        <td>{ msg::number_alone(Num::fixed(s.total, 1)) }</td>
                                        <td>{ msg::number_alone(Num::fixed(s.mean, 2)) }</td>
                                        <td><strong>{ proficiency(s.mean) }</strong></td>
                                    </tr>
                                }) }
                            </tbody>
                        </table>
                        <p class="fine">{ msg::review_expert_note(expert()) }</p>
                        <label class="review-only">{ msg::review_turns_of() }{ " " }
                            <select onchange={on_only}>
                                <option value="all" selected={only.is_none()}>{ msg::review_every_player() }</option>
                                { for (0..players).map(|p| html! {
                                    <option value={p.to_string()} selected={*only == Some(p)}>{ name(p) }</option>
                                }) }
                            </select>
                        </label>
                    } else {
                        if let Some(s) = summaries.first() {
                            <p class="review-summary">
                                { msg::review_summary(s.decisions, Num::fixed(s.total, 1), Num::fixed(s.mean, 2)) }
                                { " " }<strong>{ proficiency(s.mean) }</strong>{ " " }
                                { msg::review_summary_end(expert()) }
                            </p>
                        }
                    }
                    <h3>{ msg::review_largest_mistakes() }</h3>
                    if worst.is_empty() {
                        <p>{ msg::review_no_mistakes() }</p>
                    } else {
                        <ol class="mistakes">{ for worst.iter().take(5).map(|j| line(j, true)) }</ol>
                    }
                    <h3 id="review-turn" tabindex="-1" ref={heading.clone()}>
                        { msg::review_turn_of(shown + 1, turn_of.last().map_or(0, |t| t + 1)) }
                    </h3>
                    <ol class="turn-steps" aria-labelledby="review-turn">
                        { for shown_judged.iter().filter(|j| turn_of[j.index] == shown).map(|j| line(j, false)) }
                    </ol>
                    <div class="stepper">
                        <button type="button" onclick={step(prev)} disabled={prev.is_none()}>
                            { msg::review_previous_turn() }<kbd aria-hidden="true">{ "←" }</kbd>
                        </button>
                        <button type="button" onclick={step(next)} disabled={next.is_none()}>
                            { msg::review_next_turn() }<kbd aria-hidden="true">{ "→" }</kbd>
                        </button>
                    </div>
                </div>
            }
        }
    };
    html! {
        <Modal class="review" role="dialog" labelledby="review-title" on_close={props.on_close.clone()} {on_key}>
                <h2 id="review-title">{ msg::review_title(&r.title) }</h2>
                { body }
                <div class="actions">
                    <button type="button" class="primary" onclick={close}>{ msg::review_close() }</button>
                </div>
        </Modal>
    }
}
