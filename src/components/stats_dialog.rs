//! Records and statistics, per game and rule set (the rules in play first, every other rule
//! set of any game one choice away): high scores, a player's statistics and charts
//! (`charts.rs`), export, import and clearing. Each part a person sees is a function of its own
//! in `stats_dialog/`; the dialog holds their state.

mod choice;
mod daily;
mod data;
mod high_scores;
mod player;

use yahtzee_engine::RuleSet;
use yew::prelude::*;

use super::modal::Modal;
use choice::{rules_choice, RulesChoiceProps};
use data::{data_actions, DataActionsProps};
use high_scores::{high_scores, HighScoresProps};
use player::{player_stats, PlayerStatsProps};

use crate::msg;
use crate::records::Record;
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
    /// The daily games' results, of every game.
    #[prop_or_default]
    pub daily: Vec<crate::records::daily::DailyResult>,
    /// Today, counted from 1970-01-01 (UTC): where a streak ends.
    #[prop_or_default]
    pub today: u64,
    /// Play today's game of a game.
    #[prop_or_default]
    pub on_daily: Callback<yahtzee_engine::VariantId>,
    /// The outcome of the last import, export or clearing, shown inside the dialog.
    #[prop_or_default]
    pub message: Option<AttrValue>,
}

/// The records dialog: the rule set chosen, and its parts.
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
    let on_choose = {
        let chosen = chosen.clone();
        Callback::from(move |rules: RuleSet| chosen.set(rules))
    };
    let on_close = {
        let cb = props.on_close.clone();
        Callback::from(move |_: MouseEvent| cb.emit(()))
    };
    html! {
        <Modal class="stats" role="dialog" labelledby="stats-title" on_close={props.on_close.clone()}>
                <h2 id="stats-title">{ msg::records_title() }</h2>
                <p class="dialog-status" role="status">{ props.message.clone().unwrap_or_default() }</p>
                { rules_choice(&RulesChoiceProps { chosen: *chosen, rule_sets, records: &props.records,
                    in_play: props.rules.fitted(), on_choose }) }
                { high_scores(&HighScoresProps { records: &props.records, rules: *chosen,
                    on_replay: props.on_replay.clone() }) }
                <h3>{ msg::records_statistics() }</h3>
                { player_stats(&PlayerStatsProps { records: &of_rules, first_player: props.first_player.clone(), player }) }
                <h3>{ msg::daily_records() }</h3>
                { daily::daily_stats(&props.daily, chosen.variant, props.today) }
                <button type="button" class="secondary daily-play"
                    onclick={props.on_daily.reform({ let v = chosen.variant; move |_: MouseEvent| v })}>
                    { msg::daily_play(&crate::words::game_name(chosen.variant)) }
                </button>
                <h3>{ msg::records_your_data() }</h3>
                { data_actions(&DataActionsProps { count: props.records.len(), days: props.daily.len(), on_export: props.on_export.clone(),
                    on_import: props.on_import.clone(), on_clear: props.on_clear.clone(), confirming }) }
                <div class="actions">
                    <button type="button" class="primary" onclick={on_close}>{ msg::records_close() }</button>
                </div>
        </Modal>
    }
}
