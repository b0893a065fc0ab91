//! The records dialog's statistics of one player: the choice of player, the figures and the
//! charts.

use yahtzee_i18n::Num;
use yew::prelude::*;

use super::super::charts;
use crate::msg;
use crate::records::{self, Record};

/// What [`player_stats`] draws from.
pub struct PlayerStatsProps<'a> {
    /// The records of the rule set shown, oldest first.
    pub records: &'a [&'a Record],
    /// The first seat's name: the player whose statistics are shown first.
    pub first_player: AttrValue,
    /// The player chosen in the list, if one was.
    pub player: UseStateHandle<Option<String>>,
}

/// A player's statistics: the player chosen, else the first seat's, else whoever played most.
pub fn player_stats(props: &PlayerStatsProps) -> Html {
    let player = props.player.clone();
    let of_rules = props.records;
    let mut names: Vec<String> = of_rules.iter().map(|r| r.name.clone()).collect();
    crate::order::sort_by(&mut names, |a, b| a.cmp(b));
    names.dedup();
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
    let on_player = Callback::from(move |e: Event| {
        if let Some(s) = e.target_dyn_into::<web_sys::HtmlSelectElement>() {
            player.set(Some(s.value()));
        }
    });
    html! {
        <>
        if names.len() > 1 {
            <label>{ msg::records_player() }{ " " }
                <select onchange={on_player}>
                    { for names.iter().map(|n| html! { <option value={n.clone()} selected={*n == shown}>{ crate::words::shown_name(n) }</option> }) }
                </select>
            </label>
        }
        if let Some(s) = records::stats(&mine) {
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
        </>
    }
}

/// A share of the games, as a percentage.
fn percent(rate: f64) -> String {
    msg::records_percent(Num::fixed(rate * 100.0, 0))
}
