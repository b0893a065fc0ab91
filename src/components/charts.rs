//! The records' two charts, as SVG with axes: a histogram of final scores and the scores over
//! time. Each bar or dot can be focused, and shows its value on hover and on focus; the same
//! values are in a table for screen readers.

use yahtzee_engine::VariantId;

use crate::msg;
use crate::number::fixed;
use crate::records::{self, Record};
use yew::prelude::*;

const W: f64 = 340.0;
const H: f64 = 180.0;
/// Room for the count or score labels on the left.
const LEFT: f64 = 36.0;
/// Room for the score or date labels and the axis title below.
const BOTTOM: f64 = 34.0;
/// Room for the count or score axis's title above the plot: a line of its own, so that it never
/// sits on the top tick's label, however long the words of a language.
const TOP: f64 = 26.0;
/// The baseline of the axis title above the plot, and of the tick labels below it.
const TITLE_Y: f64 = 11.0;
const TICK_BELOW: f64 = 13.0;
const RIGHT: f64 = 10.0;
/// Points per histogram bin.
const BIN: u16 = 25;

/// Tick values from 0 to at least `top`: 0, step, 2 step, … with about four steps of a round
/// size (1, 2, 5 times a power of ten).
pub fn ticks(top: f64) -> Vec<f64> {
    let top = top.max(1.0);
    let rough = top / 4.0;
    let power = 10f64.powf(rough.log10().floor());
    let step = [1.0, 2.0, 5.0, 10.0]
        .into_iter()
        .map(|m| m * power)
        .find(|s| *s >= rough)
        .unwrap_or(power * 10.0)
        .max(1.0);
    let n = (top / step).ceil() as usize;
    (0..=n).map(|i| i as f64 * step).collect()
}

fn y_axis(ticks: &[f64], y: impl Fn(f64) -> f64, title: &str) -> Html {
    html! {
        <g class="axis" aria-hidden="true">
            <line x1={fixed(LEFT, 1)} x2={fixed(LEFT, 1)} y1={fixed(TOP, 1)} y2={fixed(H - BOTTOM, 1)} />
            { for ticks.iter().map(|t| html! {
                <g>
                    <line class="grid" x1={fixed(LEFT, 1)} x2={fixed(W - RIGHT, 1)} y1={fixed(y(*t), 1)} y2={fixed(y(*t), 1)} />
                    <text class="tick" x={fixed(LEFT - 6.0, 1)} y={fixed(y(*t) + 3.0, 1)} text-anchor="end">{ fixed(*t, 0) }</text>
                </g>
            }) }
            <text class="axis-title" x="2" y={fixed(TITLE_Y, 1)}>{ title.to_string() }</text>
        </g>
    }
}

/// Histogram of final scores in bins of 25 points, with a count axis and score labels that
/// reach past the best score.
pub fn histogram(recs: &[&Record]) -> Html {
    let bins = records::histogram(recs, BIN);
    let most = bins.iter().map(|b| b.1).max().unwrap_or(1).max(1) as f64;
    let counts = ticks(most);
    let top_count = *counts.last().unwrap_or(&1.0);
    // The score axis runs to the next hundred past the last bin.
    let end = ((bins.len() as f64 * BIN as f64) / 100.0).ceil().max(1.0) * 100.0;
    let x = |score: f64| LEFT + score / end * (W - LEFT - RIGHT);
    let y = |count: f64| H - BOTTOM - count / top_count * (H - BOTTOM - TOP);
    let shown: Vec<&(u16, usize)> = bins.iter().filter(|b| b.1 > 0).collect();
    let x_axis = html! {
        <>
            { for (0..=(end as u16 / 100)).map(|i| {
                let s = i as f64 * 100.0;
                html! { <text class="tick" x={fixed(x(s), 1)} y={fixed(H - BOTTOM + TICK_BELOW, 1)} text-anchor="middle">{ s }</text> }
            }) }
            <text class="axis-title" x={fixed(W - RIGHT, 1)} y={fixed(H - 4.0, 1)} text-anchor="end">{ msg::chart_score() }</text>
        </>
    };
    let marks = html! {
        { for shown.iter().map(|(lo, n)| {
            let (l, r) = (x(*lo as f64), x((*lo + BIN) as f64));
            let label = msg::chart_histogram_bar(*lo, *lo + BIN - 1, *n);
            html! {
                <g class="datum" tabindex="0" role="img" aria-label={label.clone()}>
                    <title>{ label }</title>
                    <rect class="bar" x={fixed(l + 1.0, 1)} y={fixed(y(*n as f64), 1)}
                        width={fixed((r - l - 2.0).max(1.0), 1)} height={fixed(y(0.0) - y(*n as f64), 1)} />
                    <text class="value" x={fixed((l + r) / 2.0, 1)} y={fixed(y(*n as f64) - 3.0, 1)} text-anchor="middle">{ *n }</text>
                </g>
            }
        }) }
    };
    let rows = shown
        .iter()
        .map(|(lo, n)| (msg::chart_range(*lo, lo + BIN - 1), n.to_string()));
    figure(
        HISTOGRAM,
        y_axis(&counts, y, &msg::chart_games()),
        x_axis,
        marks,
        rows,
    )
}

/// Every final score, oldest on the left, with a score axis and the first and last dates.
pub fn timeline(recs: &[&Record]) -> Html {
    let best = recs.iter().map(|r| r.score).max().unwrap_or(1).max(1) as f64;
    let scores = ticks(best);
    let top = *scores.last().unwrap_or(&1.0);
    let n = recs.len();
    let (x0, x1) = (LEFT + 6.0, W - RIGHT - 6.0);
    let x = |i: usize| {
        if n <= 1 {
            (x0 + x1) / 2.0
        } else {
            x0 + i as f64 * (x1 - x0) / (n - 1) as f64
        }
    };
    let y = |s: f64| H - BOTTOM - s / top * (H - BOTTOM - TOP);
    let day = |r: &Record| crate::i18n::date(&r.date);
    let points = recs
        .iter()
        .enumerate()
        .map(|(i, r)| format!("{},{}", fixed(x(i), 1), fixed(y(r.score as f64), 1)))
        .collect::<Vec<_>>()
        .join(" ");
    let x_axis = html! {
        <>
            if let Some(first) = recs.first() {
                <text class="tick" x={fixed(x0, 1)} y={fixed(H - BOTTOM + TICK_BELOW, 1)} text-anchor="start">{ day(first) }</text>
            }
            if let (true, Some(last)) = (n > 1, recs.last()) {
                <text class="tick" x={fixed(x1, 1)} y={fixed(H - BOTTOM + TICK_BELOW, 1)} text-anchor="end">{ day(last) }</text>
            }
            <text class="axis-title" x={fixed((x0 + x1) / 2.0, 1)} y={fixed(H - 4.0, 1)} text-anchor="middle">{ msg::chart_games_axis(n) }</text>
        </>
    };
    let marks = html! {
        <>
            <polyline points={points} class="line" aria-hidden="true" />
            { for recs.iter().enumerate().map(|(i, r)| {
                let label = msg::chart_timeline_dot(&day(r), r.score);
                html! {
                    <g class="datum" tabindex="0" role="img" aria-label={label.clone()}>
                        <title>{ label }</title>
                        <circle cx={fixed(x(i), 1)} cy={fixed(y(r.score as f64), 1)} r="4" class="dot" />
                        <text class="value" x={fixed(x(i), 1)} y={fixed(y(r.score as f64) - 7.0, 1)} text-anchor="middle">{ r.score }</text>
                    </g>
                }
            }) }
        </>
    };
    let rows = recs.iter().map(|r| (day(r), r.score.to_string()));
    figure(
        TIMELINE,
        y_axis(&scores, y, &msg::chart_score()),
        x_axis,
        marks,
        rows,
    )
}

/// The gap to the rival (perfect play, or in `game` strong play) of each day's game played, oldest
/// on the left: the rival's total on the day's dice minus the player's (below zero on a day the
/// player beat it).
pub fn gaps(days: &[(u64, i32)], game: VariantId) -> Html {
    let lo = days.iter().map(|d| d.1).min().unwrap_or(0).min(0) as f64;
    let hi = days.iter().map(|d| d.1).max().unwrap_or(1).max(1) as f64;
    let span = ticks(hi - lo);
    let step = span.get(1).copied().unwrap_or(1.0);
    let base = (lo / step).floor() * step;
    let marks_at: Vec<f64> = span.iter().map(|t| t + base).collect();
    let (bottom, top) = (base, *marks_at.last().unwrap_or(&1.0));
    let n = days.len();
    let (x0, x1) = (LEFT + 6.0, W - RIGHT - 6.0);
    let x = |i: usize| x0 + i as f64 * (x1 - x0) / (n.max(2) - 1) as f64;
    let y = |g: f64| H - BOTTOM - (g - bottom) / (top - bottom).max(1.0) * (H - BOTTOM - TOP);
    let day = |d: u64| crate::words::day_text(d);
    let x_axis = html! {
        <>
            if let Some(first) = days.first() {
                <text class="tick" x={fixed(x0, 1)} y={fixed(H - BOTTOM + TICK_BELOW, 1)} text-anchor="start">{ day(first.0) }</text>
            }
            if let (true, Some(last)) = (n > 1, days.last()) {
                <text class="tick" x={fixed(x1, 1)} y={fixed(H - BOTTOM + TICK_BELOW, 1)} text-anchor="end">{ day(last.0) }</text>
            }
        </>
    };
    let marks = html! {
        { for days.iter().enumerate().map(|(i, &(d, g))| {
            let label = msg::chart_timeline_dot(&day(d), g);
            html! {
                <g class="datum" tabindex="0" role="img" aria-label={label.clone()}>
                    <title>{ label }</title>
                    <circle cx={fixed(x(i), 1)} cy={fixed(y(g as f64), 1)} r="4" class="dot" />
                </g>
            }
        }) }
    };
    let rows = days.iter().map(|&(d, g)| (day(d), g.to_string()));
    let kind = match crate::words::records::strong_rival(game) {
        true => GAPS_TO_STRONG,
        false => GAPS,
    };
    figure(
        kind,
        y_axis(&marks_at, y, &msg::daily_chart_gap()),
        x_axis,
        marks,
        rows,
    )
}

const GAPS: Kind = (
    "gaps",
    [
        || msg::daily_chart("perfect"),
        || msg::daily_chart("perfect"),
        msg::daily_chart_day,
        msg::daily_chart_gap,
    ],
);
/// The gaps of a game whose rival is strong play rather than perfect play (Maxi Yatzy).
const GAPS_TO_STRONG: Kind = (
    "gaps",
    [
        || msg::daily_chart("strong"),
        || msg::daily_chart("strong"),
        msg::daily_chart_day,
        msg::daily_chart_gap,
    ],
);

/// A chart's kind: its class, and its title, caption, and the headings of its table's two
/// columns (messages, said in the language chosen when the chart is drawn).
type Kind = (&'static str, [fn() -> String; 4]);
const HISTOGRAM: Kind = (
    "histogram",
    [
        msg::chart_histogram_title,
        msg::chart_histogram_caption,
        msg::chart_score,
        msg::chart_games,
    ],
);
const TIMELINE: Kind = (
    "timeline",
    [
        msg::chart_timeline_title,
        msg::chart_timeline_caption,
        msg::chart_date,
        msg::chart_score,
    ],
);

/// A chart's figure: the axes with the base line between them, the bars or dots, the caption,
/// and the same values as a table for screen readers, a row per bar or dot.
fn figure(
    (class, words): Kind,
    y_axis: Html,
    x_axis: Html,
    marks: Html,
    rows: impl Iterator<Item = (String, String)>,
) -> Html {
    let [title, caption, key, value] = words.map(|say| say());
    html! {
        <figure>
            <svg viewBox={format!("0 0 {W} {H}")} class={classes!("chart", class)} role="group"
                aria-label={title.clone()}>
                { y_axis }
                <g class="axis" aria-hidden="true">
                    <line x1={fixed(LEFT, 1)} x2={fixed(W - RIGHT, 1)} y1={fixed(H - BOTTOM, 1)} y2={fixed(H - BOTTOM, 1)} />
                    { x_axis }
                </g>
                { marks }
            </svg>
            <figcaption>{ caption }</figcaption>
            <table class="sr-only">
                <caption>{ title }</caption>
                <thead><tr><th scope="col">{ key }</th><th scope="col">{ value }</th></tr></thead>
                <tbody>
                    { for rows.map(|(k, v)| html! { <tr><th scope="row">{ k }</th><td>{ v }</td></tr> }) }
                </tbody>
            </table>
        </figure>
    }
}

#[cfg(test)]
mod tests {
    use super::ticks;

    #[test]
    fn ticks_are_round_and_reach_the_top() {
        assert_eq!(ticks(1.0), vec![0.0, 1.0]);
        assert_eq!(ticks(3.0), vec![0.0, 1.0, 2.0, 3.0]);
        assert_eq!(ticks(7.0), vec![0.0, 2.0, 4.0, 6.0, 8.0]);
        assert_eq!(ticks(392.0), vec![0.0, 100.0, 200.0, 300.0, 400.0]);
        assert_eq!(ticks(254.0), vec![0.0, 100.0, 200.0, 300.0]);
    }
}
