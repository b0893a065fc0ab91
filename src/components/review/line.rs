//! One decision of a reviewed game, as a line of the mistakes or of a turn.

use yahtzee_engine::Choice as Played;
use yahtzee_i18n::Num;
use yahtzee_protocol::Judged;
use yew::prelude::*;

use crate::coach;
use crate::msg;
use crate::state::Review;
use crate::words::review::{choice_text, move_text};

/// The judged decision `j`: where it was (a link to its turn when `go` is given), its dice and
/// box drawn, what was chosen, and the best move with the points lost when it was not chosen
/// (`by_chance`: the chance to win lost, `j` judged by the chance).
pub fn line(
    r: &Review,
    j: &Judged,
    turn: usize,
    go: Option<Callback<MouseEvent>>,
    by_chance: bool,
) -> Html {
    let d = &r.decisions[j.index];
    let own = super::steps::own_turn(turn, super::steps::players(r)) + 1;
    let place = match d.choice {
        Played::Score(_) => msg::review_place_score(own),
        Played::Keep(_) => msg::review_place_keep(own, d.rolls),
    };
    // The space before the pictures and the words.
    let place = format!("{place} ");
    html! {
        <li>
            if let Some(onclick) = go {
                <button type="button" class="link where" {onclick}>{ place }</button>
            } else {
                <span class="where">{ place }</span>
            }
            { super::super::review_turn::pictures(r.rules, d) }
            <span>{ choice_text(r.rules, &r.names, d) }</span>
            if coach::loss(j) >= 0.005 {
                <span>{ msg::review_best_was(&move_text(r.rules, d, &j.best_choice)) }</span>
                <span class="loss">{ " " }{ match by_chance {
                    true => msg::review_chance_loss(Num::fixed(coach::loss(j) * 100.0, 0)),
                    false => msg::review_loss(Num::fixed(coach::loss(j), 2)),
                } }</span>
            } else {
                <span class="ok">{ " " }{ msg::review_best_move() }</span>
            }
            if by_chance {
                { super::reason::win_line(r, j) }
            } else {
                { super::reason::reason_line(&r.rules.rules(), j) }
            }
        </li>
    }
}

/// The decisions of `judged` (of `only`'s turns, or everyone's) that lost at least 0.005 (points,
/// or a chance of half a percentage point), costliest first: the mistakes' lists.
pub fn costliest_first<'a>(
    r: &Review,
    judged: &'a [Judged],
    only: Option<usize>,
) -> Vec<&'a Judged> {
    let mut worst: Vec<&Judged> = judged
        .iter()
        .filter(|j| only.is_none_or(|p| r.decisions[j.index].player == p))
        .filter(|j| coach::loss(j) >= 0.005)
        .collect();
    crate::order::sort_by(&mut worst, |a, b| coach::loss(b).total_cmp(&coach::loss(a)));
    worst
}
