//! The records dialog's daily games of the game shown: the streak, the best and mean totals, the
//! mean gap to perfect play on the same dice, and the gap day by day.

use yahtzee_engine::VariantId;
use yahtzee_i18n::Num;
use yew::prelude::*;

use super::super::charts;
use crate::msg;
use crate::records::daily::{self, DailyResult};

/// The daily games of `game`, as seen on `today`.
/// The days played with the coach's help are counted apart, under the others.
pub fn daily_stats(all: &[DailyResult], game: VariantId, today: u64) -> Html {
    let aided = daily::aided_days(all, game);
    let aided = html! {
        if aided > 0 {
            <p class="fine daily-aided-days">{ msg::daily_aided_days(aided) }</p>
        }
    };
    let Some(s) = daily::stats(all, game, today) else {
        let name = crate::words::game_name(game);
        return html! { <><p class="daily-none">{ msg::daily_none(&name) }</p>{ aided }</> };
    };
    html! {
        <>
            <p class="daily-streak">{ msg::daily_streak(s.streak) }</p>
            <dl class="stats daily-stats">
                <dt>{ msg::daily_played() }</dt><dd>{ s.played }</dd>
                <dt>{ msg::daily_best() }</dt><dd>{ s.best }</dd>
                <dt>{ msg::daily_mean() }</dt><dd>{ msg::number_alone(Num::fixed(s.mean, 1)) }</dd>
                if let Some(gap) = s.mean_gap {
                    <dt>{ msg::daily_gap(crate::words::records::rival(game)) }</dt><dd>{ msg::number_alone(Num::fixed(gap, 1)) }</dd>
                }
            </dl>
            if !s.gaps.is_empty() { { charts::gaps(&s.gaps, game) } }
            { aided }
        </>
    }
}
