//! Why the best move beat a mistake, under its line in the review: the hint's own reasons at
//! that decision (`yahtzee_solver::review::judge_with_reasons`), asked for the mistakes shown
//! once the verdicts are in.

use yahtzee_engine::{Game, Rules};
use yahtzee_i18n::Num;
use yahtzee_protocol::{Judged, Reason, Request, TopAims, Why};
use yew::prelude::*;

use super::line::costliest_first;
use crate::components::hint_panel::{aims::aims_list, why::why_words};
use crate::msg;
use crate::state::Review;
use crate::words::review::name_of;

/// The reason under decision `j`'s line; nothing before it has come, or for a best move.
pub fn reason_line(rules: &Rules, j: &Judged) -> Html {
    let list = |a: TopAims| aims_list(rules, a.boxes(), f64::from(a.other));
    let text = match j.why {
        Some(Reason::Score(w)) => why_words(rules, &Why::of(&w)),
        Some(Reason::Keep { best, chosen }) => match (chosen, best) {
            (Some(c), Some(b)) => msg::review_why_keep(&list(c), &list(b)),
            (Some(c), None) => msg::review_why_keep_chosen(&list(c)),
            (None, Some(b)) => msg::review_why_keep_best(&list(b)),
            (None, None) => return Html::default(),
        },
        Some(Reason::Wild {
            box_index,
            best,
            chosen,
        }) => msg::review_why_wild(
            &crate::words::box_name(rules, usize::from(box_index)),
            best.0,
            best.1,
            chosen.0,
            chosen.1,
        ),
        None => return Html::default(),
    };
    html! { <span class="review-why">{ text }</span> }
}

/// At a table of several, under a decision of the last turns judged by the chance to win: where
/// its player stood then against the best placed of the others (points and turns left), and
/// the chance to win after the best move and after the one made.
pub fn win_line(r: &Review, j: &Judged) -> Html {
    let Some(d) = r.decisions.get(j.index) else {
        return Html::default();
    };
    let players = r.names.len();
    let Ok(game) = Game::at_decision(r.rules, players, &r.decisions, j.index) else {
        return Html::default();
    };
    let rules = game.rules();
    let totals: Vec<u16> = game
        .sheets()
        .iter()
        .map(|s| s.totals(&rules).total)
        .collect();
    let p = d.player;
    // The leader among the others: the one ahead when behind, the next when ahead.
    let Some(q) = (0..players)
        .filter(|&q| q != p)
        .max_by_key(|&q| (totals[q], std::cmp::Reverse(q)))
    else {
        return Html::default();
    };
    let (who, other) = (name_of(&r.names, p), name_of(&r.names, q));
    let gap = totals[p].abs_diff(totals[q]);
    let turns = rules.box_count() - d.filled.count_ones() as usize;
    let (best, chosen) = (
        Num::fixed(j.best * 100.0, 0),
        Num::fixed(j.chosen * 100.0, 0),
    );
    let text = match totals[p] < totals[q] {
        true => msg::review_why_win_behind(&who, &other, gap, turns, best, chosen),
        false => msg::review_why_win_ahead(&who, &other, gap, turns, best, chosen),
    };
    html! { <span class="review-why">{ text }</span> }
}

/// How many of the largest mistakes the review lists before "Show all".
pub const LARGEST: usize = 5;

/// Asks the worker, through `on_ask`, why the best move beat each mistake listed (of `only`'s
/// turns, or everyone's: the largest five, or all of them), once per list: its answer holds
/// the reasons of that list alone, so it asks for every line of it.
#[hook]
pub fn use_ask_reasons(
    r: &Review,
    only: Option<usize>,
    all: bool,
    on_ask: &Callback<wasm_bindgen::JsValue>,
) {
    let which: Vec<usize> = match &r.judged {
        Some(judged) => costliest_first(r, judged, only)
            .into_iter()
            .take(if all { usize::MAX } else { LARGEST })
            .map(|j| j.index)
            .collect(),
        None => Vec::new(),
    };
    let request = (!which.is_empty()).then(|| Request::Reasons {
        id: r.id,
        rules: r.rules,
        players: r.names.len(),
        decisions: r.decisions.clone(),
        which: which.clone(),
    });
    let on_ask = on_ask.clone();
    use_effect_with((r.id, which), move |_| {
        if let Some(request) = request {
            super::super::ask(&on_ask, &request);
        }
    });
}
