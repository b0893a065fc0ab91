//! The records dialog's choice of game and rule set.

use yahtzee_engine::{RuleSet, VariantId};
use yew::prelude::*;

use crate::msg;
use crate::records::Record;
use crate::words::records as w;

/// What [`rules_choice`] draws from.
pub struct RulesChoiceProps<'a> {
    /// The rule set shown.
    pub chosen: RuleSet,
    /// The rule sets of the chosen game that have records, and the chosen one.
    pub rule_sets: Vec<RuleSet>,
    /// Every record, oldest first: another game opens on the rules of its latest record.
    pub records: &'a [Record],
    /// The rules in play: another game's choice comes back to them.
    pub in_play: RuleSet,
    /// A game or a rule set was chosen.
    pub on_choose: Callback<RuleSet>,
}

/// The game and, when it has records under more than one, its rule set.
pub fn rules_choice(props: &RulesChoiceProps) -> Html {
    let on_game = {
        let all = props.records.to_vec();
        let in_play = props.in_play;
        let choose = props.on_choose.clone();
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
            choose.emit(rules);
        })
    };
    let on_rules = {
        let sets = props.rule_sets.clone();
        let choose = props.on_choose.clone();
        Callback::from(move |e: Event| {
            if let Some(i) = e
                .target_dyn_into::<web_sys::HtmlSelectElement>()
                .and_then(|s| s.value().parse::<usize>().ok())
            {
                if let Some(r) = sets.get(i) {
                    choose.emit(*r);
                }
            }
        })
    };
    let chosen = props.chosen;
    html! {
        <div class="records-choice">
            <label>{ msg::records_game() }{ " " }
                <select onchange={on_game}>
                    { for VariantId::ALL.iter().map(|v| html! {
                        <option value={v.def().key} selected={*v == chosen.variant}>{ crate::words::game_name(*v) }</option>
                    }) }
                </select>
            </label>
            if props.rule_sets.len() > 1 {
                <label>{ msg::records_rules() }{ " " }
                    <select onchange={on_rules}>
                        { for props.rule_sets.iter().enumerate().map(|(i, r)| html! {
                            <option value={i.to_string()} selected={*r == chosen}>{ w::rules_label(*r) }</option>
                        }) }
                    </select>
                </label>
            }
        </div>
    }
}
