//! Records and statistics: high scores for the rules in play, a player's statistics, a
//! histogram of final scores and scores over time (SVG with a text alternative), export,
//! import and clearing.

use crate::number::fixed;
use yahtzee_engine::RuleSet;
use yew::prelude::*;

use super::modal::Modal;

use crate::records::{self, Record};

/// Properties of [`StatsDialog`].
#[derive(Properties, PartialEq)]
pub struct StatsDialogProps {
    /// Every record, oldest first.
    pub records: Vec<Record>,
    /// The rules in play, for the high-score table.
    pub rules: RuleSet,
    /// Play a seed again.
    pub on_replay: Callback<u64>,
    /// Download every record as JSON.
    pub on_export: Callback<()>,
    /// A file was chosen to import.
    pub on_import: Callback<web_sys::File>,
    /// Delete every record (already confirmed).
    pub on_clear: Callback<()>,
    /// Close the dialog.
    pub on_close: Callback<()>,
    /// The outcome of the last import, export or clearing, shown inside the dialog.
    #[prop_or_default]
    pub message: Option<AttrValue>,
}

const W: f64 = 320.0;
const H: f64 = 140.0;

fn histogram_svg(recs: &[&Record]) -> Html {
    let bins = records::histogram(recs, 25);
    let most = bins.iter().map(|b| b.1).max().unwrap_or(1).max(1) as f64;
    let bw = W / bins.len().max(1) as f64;
    let summary = bins
        .iter()
        .filter(|b| b.1 > 0)
        .map(|(lo, n)| format!("{lo} to {}: {n}", lo + 24))
        .collect::<Vec<_>>()
        .join("; ");
    html! {
        <figure>
            <svg viewBox={format!("0 0 {} {}", W as u32, (H + 18.0) as u32)} role="img"
                aria-label={format!("Histogram of final scores. {summary}.")} class="chart">
                { for bins.iter().enumerate().map(|(i, (lo, n))| {
                    let h = *n as f64 / most * H;
                    html! {
                        <g>
                            <rect x={fixed(i as f64 * bw + 1.0, 1)} y={fixed(H - h, 1)}
                                width={fixed((bw - 2.0).max(1.0), 1)} height={fixed(h, 1)} class="bar">
                                <title>{ format!("{lo}–{}: {n} games", lo + 24) }</title>
                            </rect>
                            if i % 4 == 0 {
                                <text x={fixed(i as f64 * bw, 1)} y={format!("{}", (H + 14.0) as u32)} class="tick">{ lo }</text>
                            }
                        </g>
                    }
                }) }
            </svg>
            <figcaption>{ "Final scores, in steps of 25 points" }</figcaption>
        </figure>
    }
}

fn timeline_svg(recs: &[&Record]) -> Html {
    let top = recs.iter().map(|r| r.score).max().unwrap_or(1).max(1) as f64;
    let n = recs.len();
    let x = |i: usize| {
        if n <= 1 {
            W / 2.0
        } else {
            i as f64 * (W - 8.0) / (n - 1) as f64 + 4.0
        }
    };
    let y = |s: u16| H - s as f64 / top * (H - 8.0);
    let points = recs
        .iter()
        .enumerate()
        .map(|(i, r)| format!("{},{}", fixed(x(i), 1), fixed(y(r.score), 1)))
        .collect::<Vec<_>>()
        .join(" ");
    let last: Vec<String> = recs
        .iter()
        .rev()
        .take(10)
        .map(|r| r.score.to_string())
        .collect();
    html! {
        <figure>
            <svg viewBox={format!("0 0 {} {}", W as u32, H as u32)} role="img" class="chart"
                aria-label={format!("Scores over time, {n} games; the last ones, newest first: {}.", last.join(", "))}>
                <polyline points={points} class="line" />
                { for recs.iter().enumerate().map(|(i, r)| html! {
                    <circle cx={fixed(x(i), 1)} cy={fixed(y(r.score), 1)} r="3" class="dot">
                        <title>{ format!("{}: {}", r.date.get(..10).unwrap_or(&r.date), r.score) }</title>
                    </circle>
                }) }
            </svg>
            <figcaption>{ "Scores over time, oldest on the left" }</figcaption>
        </figure>
    }
}

/// The records dialog.
#[function_component]
pub fn StatsDialog(props: &StatsDialogProps) -> Html {
    let mut names: Vec<String> = props.records.iter().map(|r| r.name.clone()).collect();
    crate::order::sort_by(&mut names, |a, b| a.cmp(b));
    names.dedup();
    let most_common = names
        .iter()
        .max_by_key(|n| props.records.iter().filter(|r| &r.name == *n).count())
        .cloned()
        .unwrap_or_default();
    let player = use_state(|| most_common.clone());
    let confirming = use_state(|| false);
    let mine: Vec<&Record> = props.records.iter().filter(|r| r.name == *player).collect();
    let stats = records::stats(&mine);
    let high = records::high_scores(&props.records, &props.rules);
    let on_player = {
        let player = player.clone();
        Callback::from(move |e: Event| {
            if let Some(s) = e.target_dyn_into::<web_sys::HtmlSelectElement>() {
                player.set(s.value());
            }
        })
    };
    let click = |cb: &Callback<()>| {
        let cb = cb.clone();
        Callback::from(move |_: MouseEvent| cb.emit(()))
    };
    let on_file = {
        let cb = props.on_import.clone();
        Callback::from(move |e: Event| {
            if let Some(input) = e.target_dyn_into::<web_sys::HtmlInputElement>() {
                if let Some(file) = input.files().and_then(|f| f.get(0)) {
                    cb.emit(file);
                }
                input.set_value("");
            }
        })
    };
    let ask_clear = {
        let confirming = confirming.clone();
        Callback::from(move |_: MouseEvent| confirming.set(true))
    };
    let keep = {
        let confirming = confirming.clone();
        Callback::from(move |_: MouseEvent| confirming.set(false))
    };
    let clear = {
        let cb = props.on_clear.clone();
        let confirming = confirming.clone();
        Callback::from(move |_: MouseEvent| {
            confirming.set(false);
            cb.emit(());
        })
    };
    html! {
        <Modal class="stats" role="dialog" labelledby="stats-title" on_close={props.on_close.clone()}>
                <h2 id="stats-title">{ "Records" }</h2>
                <p class="dialog-status" role="status">{ props.message.clone().unwrap_or_default() }</p>
                <h3>{ "High scores" }</h3>
                if high.is_empty() {
                    <p>{ "No finished games with these rules yet." }</p>
                } else {
                    // A narrow screen scrolls the table sideways in its own box, not the dialog.
                    <div class="table-scroll">
                    <table class="high-scores">
                        <thead><tr>
                            <th scope="col">{ "#" }</th><th scope="col">{ "Score" }</th>
                            <th scope="col">{ "Player" }</th><th scope="col">{ "Date" }</th><th scope="col">{ "Game" }</th>
                        </tr></thead>
                        <tbody>
                            { for high.iter().enumerate().map(|(i, r)| {
                                let seed = r.seed;
                                let cb = props.on_replay.clone();
                                let onclick = Callback::from(move |_: MouseEvent| cb.emit(seed));
                                html! {
                                    <tr>
                                        <td>{ i + 1 }</td><th scope="row">{ r.score }</th><td>{ r.name.clone() }</td>
                                        <td>{ r.date.get(..10).unwrap_or(&r.date).to_string() }</td>
                                        // Real dice have no seed to deal them again.
                                        if r.entered {
                                            <td>{ "Real dice" }</td>
                                        } else {
                                            <td><button type="button" class="link" {onclick}
                                                aria-label={format!("Play game #{seed} again")}>{ format!("#{seed}") }</button></td>
                                        }
                                    </tr>
                                }
                            }) }
                        </tbody>
                    </table>
                    </div>
                }
                <h3>{ "Statistics" }</h3>
                if names.len() > 1 {
                    <label>{ "Player " }
                        <select onchange={on_player}>
                            { for names.iter().map(|n| html! { <option value={n.clone()} selected={*n == *player}>{ n.clone() }</option> }) }
                        </select>
                    </label>
                }
                if let Some(s) = stats {
                    <dl class="stats-list">
                        <dt>{ "Games played" }</dt><dd>{ s.games }</dd>
                        <dt>{ "Mean score" }</dt><dd>{ fixed(s.mean, 1) }</dd>
                        <dt>{ "Best score" }</dt><dd>{ s.best }</dd>
                        <dt>{ "Upper bonus" }</dt><dd>{ format!("{} %", fixed(s.upper_bonus_rate * 100.0, 0)) }</dd>
                        <dt>{ "Games with a Yahtzee" }</dt><dd>{ format!("{} %", fixed(s.yahtzee_rate * 100.0, 0)) }</dd>
                        <dt>{ "Points lost per decision" }</dt>
                        <dd>{ match s.mean_loss {
                            Some((m, n)) => format!("{} ({n} reviewed)", fixed(m, 2)),
                            None => "review a game to see".to_string(),
                        } }</dd>
                    </dl>
                    { histogram_svg(&mine) }
                    { timeline_svg(&mine) }
                } else {
                    <p>{ "Finish a game to see statistics." }</p>
                }
                <h3>{ "Your data" }</h3>
                <div class="data-actions">
                    <button type="button" class="secondary" onclick={click(&props.on_export)}
                        disabled={props.records.is_empty()}>{ "Export records" }</button>
                    <label class="secondary file">{ "Import records" }
                        <input type="file" accept="application/json,.json" onchange={on_file} />
                    </label>
                    if *confirming {
                        <span role="alert">{ format!("Delete all {} records and finished games? ", props.records.len()) }</span>
                        <button type="button" class="danger" onclick={clear}>{ "Delete" }</button>
                        <button type="button" class="secondary" onclick={keep}>{ "Keep them" }</button>
                    } else {
                        <button type="button" class="secondary" onclick={ask_clear}
                            disabled={props.records.is_empty()}>{ "Clear records" }</button>
                    }
                </div>
                <div class="actions">
                    <button type="button" class="primary" onclick={click(&props.on_close)}>{ "Close" }</button>
                </div>
        </Modal>
    }
}
