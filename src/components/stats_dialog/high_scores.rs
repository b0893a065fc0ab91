//! The records dialog's table of high scores of one rule set.

use yahtzee_engine::RuleSet;
use yew::prelude::*;

use crate::msg;
use crate::records::{self, Record};
use crate::words::records as w;

/// What [`high_scores`] draws from.
pub struct HighScoresProps<'a> {
    /// Every record, oldest first.
    pub records: &'a [Record],
    /// The rule set whose high scores are shown.
    pub rules: RuleSet,
    /// Play a game again: its seed and rules.
    pub on_replay: Callback<(u64, RuleSet)>,
}

/// The best games of a rule set, each one click from being dealt again.
pub fn high_scores(props: &HighScoresProps) -> Html {
    let high = records::high_scores(props.records, &props.rules);
    html! {
        <>
        <h3>{ w::high_scores_title(props.rules) }</h3>
        if high.is_empty() {
            <p>{ w::no_records(props.rules) }</p>
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
                    { for high.iter().enumerate().map(|(i, r)| row(i, r, &props.on_replay)) }
                </tbody>
            </table>
            </div>
        }
        </>
    }
}

/// The `i`th best game's row.
fn row(i: usize, r: &Record, on_replay: &Callback<(u64, RuleSet)>) -> Html {
    let (seed, rules) = (r.seed, r.rules);
    let cb = on_replay.clone();
    let onclick = Callback::from(move |_: MouseEvent| cb.emit((seed, rules)));
    html! {
        <tr>
            <td>{ i + 1 }</td><th scope="row">{ r.score }</th><td>{ crate::words::shown_name(&r.name) }</td>
            <td>{ crate::i18n::date(&r.date) }</td>
            // Real dice have no seed to deal them again.
            if r.entered {
                <td>{ msg::records_real_dice() }</td>
            } else {
                // The number short, so that the row fits a phone; whole in the title.
                <td><button type="button" class="link" {onclick} title={msg::review_which_game(&seed.to_string())}
                    aria-label={msg::records_replay(&crate::words::game_number(seed))}>{ msg::records_game_number(&crate::words::game_number(seed)) }</button></td>
            }
        </tr>
    }
}
