//! Why the best box, under it in the hint when it is a score: "Why: Sixes scores 12 now,
//! Chance 17; Chance left open is worth about 22 later, Sixes 14; the upper bonus 68 % at the
//! start of this turn, 61 % after Sixes, 40 % after Chance." From the worker's answer
//! (`yahtzee_solver::why::score_why`, the same numbers as `yahtzee advise --game … --why`).

use yahtzee_engine::{Game, Rules};
use yahtzee_i18n::Num;
use yahtzee_protocol::Why;
use yew::prelude::*;

use crate::msg;
use crate::words::names::box_name;

/// The line of why the best score, when the best move `scores`: a polite live region from the
/// start, so that a screen reader reads the reasons when they come after the hint's words.
pub fn why_line(game: &Game, why: Option<&Why>, scores: bool) -> Html {
    if !scores {
        return Html::default();
    }
    let words = why
        .map(|why| why_words(&game.rules(), why))
        .unwrap_or_default();
    html! { <span class="hint-why" aria-live="polite">{ words }</span> }
}

/// The words of [`why_line`]: each reason with the points it stands for, the weightiest first
/// (points now; the later worth of what each move leaves open; the bonus's chance times its
/// points), the bonus left out when no move changes it.
pub fn why_words(rules: &Rules, why: &Why) -> String {
    let (a, b) = (&why.best, &why.other);
    let (box_a, box_b) = (box_name(rules, a.slot), box_name(rules, b.slot));
    let whole = |x: f64| Num::fixed(x, 0);
    let mut reasons = vec![
        (
            f64::from(a.points.abs_diff(b.points)),
            msg::hint_why_points(
                &box_a,
                whole(a.points.into()),
                &box_b,
                whole(b.points.into()),
            ),
        ),
        (
            (a.left_open - b.left_open).abs(),
            msg::hint_why_later(&box_b, whole(a.left_open), &box_a, whole(b.left_open)),
        ),
    ];
    let worth = rules
        .def
        .upper_bonus
        .first()
        .map_or(0.0, |t| f64::from(t.bonus));
    if let Some(before) = why.bonus_before {
        let percent = |p: f64| whole(100.0 * p);
        let moves = |x: f64, y: f64| (100.0 * x).round() != (100.0 * y).round();
        if moves(a.bonus, b.bonus) || moves(before, a.bonus) {
            let text = msg::hint_why_bonus(
                percent(before),
                &box_a,
                percent(a.bonus),
                &box_b,
                percent(b.bonus),
            );
            reasons.push((worth * (a.bonus - b.bonus).abs(), text));
        }
    }
    // Stable: equal weights keep the order above.
    reasons.sort_by(|x, y| y.0.total_cmp(&x.0));
    let reasons: Vec<String> = reasons.into_iter().map(|(_, text)| text).collect();
    msg::hint_why(&reasons.join("; "))
}

/// Whether the best of `options` is a score.
pub fn scores(options: Option<&[yahtzee_protocol::Ranked]>) -> bool {
    use yahtzee_protocol::Choice;
    matches!(
        options.and_then(<[_]>::first).map(|r| r.choice),
        Some(Choice::Score(_) | Choice::ScoreWild { .. })
    )
}
