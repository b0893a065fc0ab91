//! Records and statistics, per game and rule set (the rules in play first, every other rule
//! set of any game one choice away): high scores, a player's statistics and charts
//! (`charts.rs`), export, import and clearing.

use yahtzee_engine::{RuleSet, VariantId};
use yahtzee_i18n::Num;
use yew::prelude::*;

use super::charts;
use super::modal::Modal;

use crate::msg;
use crate::records::{self, Record};
use crate::words::records as w;

/// Properties of [`StatsDialog`].
#[derive(Properties, PartialEq)]
pub struct StatsDialogProps {
    /// Every record, oldest first.
    pub records: Vec<Record>,
    /// The rules in play: the records shown first.
    pub rules: RuleSet,
    /// The first seat's name: the player whose statistics are shown first.
    pub first_player: AttrValue,
    /// Play a game again: its seed and rules.
    pub on_replay: Callback<(u64, RuleSet)>,
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

/// The records dialog.
#[function_component]
pub fn StatsDialog(props: &StatsDialogProps) -> Html {
    let chosen = use_state(|| props.rules.fitted());
    let player = use_state(|| None::<String>);
    let confirming = use_state(|| false);
    // The rule sets of the chosen game that have records, and the chosen one.
    let mut rule_sets: Vec<RuleSet> = props
        .records
        .iter()
        .map(|r| r.rules)
        .filter(|r| r.variant == chosen.variant)
        .collect();
    rule_sets.push(*chosen);
    crate::order::sort_by(&mut rule_sets, |a, b| {
        w::rules_label(*a).cmp(&w::rules_label(*b))
    });
    rule_sets.dedup();
    let of_rules: Vec<&Record> = props
        .records
        .iter()
        .filter(|r| r.rules == *chosen)
        .collect();
    let mut names: Vec<String> = of_rules.iter().map(|r| r.name.clone()).collect();
    crate::order::sort_by(&mut names, |a, b| a.cmp(b));
    names.dedup();
    // The player chosen, else the first seat's player, else whoever played most.
    let shown = (*player)
        .clone()
        .filter(|p| names.contains(p))
        .or_else(|| {
            names
                .iter()
                .find(|n| n.as_str() == props.first_player.as_str())
                .cloned()
        })
        .or_else(|| {
            names
                .iter()
                .max_by_key(|n| of_rules.iter().filter(|r| &r.name == *n).count())
                .cloned()
        })
        .unwrap_or_default();
    let mine: Vec<&Record> = of_rules
        .iter()
        .copied()
        .filter(|r| r.name == shown)
        .collect();
    let stats = records::stats(&mine);
    let high = records::high_scores(&props.records, &chosen);
    let on_game = {
        let chosen = chosen.clone();
        let all = props.records.clone();
        let in_play = props.rules.fitted();
        Callback::from(move |e: Event| {
            let Some(v) = e
                .target_dyn_into::<web_sys::HtmlSelectElement>()
                .and_then(|s| VariantId::from_key(&s.value()))
            else {
                return;
            };
            // The rules in play for their game; else the rules of its latest record.
            let rules = if v == in_play.variant {
                in_play
            } else {
                all.iter()
                    .rev()
                    .find(|r| r.rules.variant == v)
                    .map(|r| r.rules)
                    .unwrap_or(RuleSet {
                        variant: v,
                        ..Default::default()
                    })
            };
            chosen.set(rules);
        })
    };
    let on_rules = {
        let chosen = chosen.clone();
        let sets = rule_sets.clone();
        Callback::from(move |e: Event| {
            if let Some(i) = e
                .target_dyn_into::<web_sys::HtmlSelectElement>()
                .and_then(|s| s.value().parse::<usize>().ok())
            {
                if let Some(r) = sets.get(i) {
                    chosen.set(*r);
                }
            }
        })
    };
    let on_player = {
        let player = player.clone();
        Callback::from(move |e: Event| {
            if let Some(s) = e.target_dyn_into::<web_sys::HtmlSelectElement>() {
                player.set(Some(s.value()));
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
                <h2 id="stats-title">{ msg::records_title() }</h2>
                <p class="dialog-status" role="status">{ props.message.clone().unwrap_or_default() }</p>
                <div class="records-choice">
                    <label>{ msg::records_game() }{ " " }
                        <select onchange={on_game}>
                            { for VariantId::ALL.iter().map(|v| html! {
                                <option value={v.def().key} selected={*v == chosen.variant}>{ crate::words::game_name(*v) }</option>
                            }) }
                        </select>
                    </label>
                    if rule_sets.len() > 1 {
                        <label>{ msg::records_rules() }{ " " }
                            <select onchange={on_rules}>
                                { for rule_sets.iter().enumerate().map(|(i, r)| html! {
                                    <option value={i.to_string()} selected={*r == *chosen}>{ w::rules_label(*r) }</option>
                                }) }
                            </select>
                        </label>
                    }
                </div>
                <h3>{ w::high_scores_title(*chosen) }</h3>
                if high.is_empty() {
                    <p>{ w::no_records(*chosen) }</p>
                } else {
                    // A narrow screen scrolls the table sideways in its own box, not the dialog.
                    <div class="table-scroll">
                    <table class="high-scores">
                        <thead><tr>
                            <th scope="col">{ msg::records_col_place() }</th><th scope="col">{ msg::records_col_score() }</th>
                            <th scope="col">{ msg::records_col_player() }</th><th scope="col">{ msg::records_col_date() }</th>
                            <th scope="col">{ msg::records_col_game() }</th>
                        </tr></thead>
                        <tbody>
                            { for high.iter().enumerate().map(|(i, r)| {
                                let (seed, rules) = (r.seed, r.rules);
                                let cb = props.on_replay.clone();
                                let onclick = Callback::from(move |_: MouseEvent| cb.emit((seed, rules)));
                                html! {
                                    <tr>
                                        <td>{ i + 1 }</td><th scope="row">{ r.score }</th><td>{ crate::words::shown_name(&r.name) }</td>
                                        <td>{ r.date.get(..10).unwrap_or(&r.date).to_string() }</td>
                                        // Real dice have no seed to deal them again.
                                        if r.entered {
                                            <td>{ msg::records_real_dice() }</td>
                                        } else {
                                            <td><button type="button" class="link" {onclick}
                                                aria-label={msg::records_replay(&seed.to_string())}>{ msg::records_game_number(&seed.to_string()) }</button></td>
                                        }
                                    </tr>
                                }
                            }) }
                        </tbody>
                    </table>
                    </div>
                }
                <h3>{ msg::records_statistics() }</h3>
                if names.len() > 1 {
                    <label>{ msg::records_player() }{ " " }
                        <select onchange={on_player}>
                            { for names.iter().map(|n| html! { <option value={n.clone()} selected={*n == shown}>{ crate::words::shown_name(n) }</option> }) }
                        </select>
                    </label>
                }
                if let Some(s) = stats {
                    <dl class="stats-list">
                        <dt>{ msg::records_games_played() }</dt><dd>{ s.games }</dd>
                        <dt>{ msg::records_mean_score() }</dt><dd>{ msg::number_alone(Num::fixed(s.mean, 1)) }</dd>
                        <dt>{ msg::records_best_score() }</dt><dd>{ s.best }</dd>
                        <dt>{ msg::records_upper_bonus() }</dt><dd>{ percent(s.upper_bonus_rate) }</dd>
                        <dt>{ msg::records_yahtzee_games() }</dt><dd>{ percent(s.yahtzee_rate) }</dd>
                        <dt>{ msg::records_loss() }</dt>
                        <dd>{ match s.mean_loss {
                            Some((m, n)) => msg::records_loss_value(Num::fixed(m, 2), n),
                            None => msg::records_loss_none(),
                        } }</dd>
                    </dl>
                    { charts::histogram(&mine) }
                    { charts::timeline(&mine) }
                } else {
                    <p>{ msg::records_no_stats() }</p>
                }
                <h3>{ msg::records_your_data() }</h3>
                <div class="data-actions">
                    <button type="button" class="secondary" onclick={click(&props.on_export)}
                        disabled={props.records.is_empty()}>{ msg::records_export() }</button>
                    <label class="secondary file">{ msg::records_import() }
                        <input type="file" accept="application/json,.json" onchange={on_file} />
                    </label>
                    if *confirming {
                        <span role="alert">{ w::delete_all(props.records.len()) }</span>
                        <button type="button" class="danger" onclick={clear}>{ msg::records_delete() }</button>
                        <button type="button" class="secondary" onclick={keep}>{ msg::records_keep() }</button>
                    } else {
                        <button type="button" class="secondary" onclick={ask_clear}
                            disabled={props.records.is_empty()}>{ msg::records_clear() }</button>
                    }
                </div>
                <div class="actions">
                    <button type="button" class="primary" onclick={click(&props.on_close)}>{ msg::records_close() }</button>
                </div>
        </Modal>
    }
}

/// A share of the games, as a percentage.
fn percent(rate: f64) -> String {
    msg::records_percent(Num::fixed(rate * 100.0, 0))
}
