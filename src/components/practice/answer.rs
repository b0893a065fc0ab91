//! The coach's answer to a practice position: the best move, the points the player's move
//! gives away, why (the review's reasons), and when the position comes back.

use yahtzee_engine::{Decision, RuleSet};
use yahtzee_i18n::Num;
use yahtzee_protocol::Judged;
use yew::prelude::*;

use crate::components::review::reason_line;
use crate::msg;
use crate::records::practice::{LEARNT, WELL};
use crate::words::review::move_text;

/// The verdict `j` on the answer `d` to a position answered well `level` times running before.
pub fn answer(rules: RuleSet, d: &Decision, j: &Judged, level: u8) -> Html {
    let loss = j.loss();
    let verdict = if loss < 0.005 {
        msg::practice_best()
    } else {
        msg::practice_not_best(&move_text(rules, d, &j.best_choice), Num::fixed(loss, 2))
    };
    let next = match (loss < WELL, level + 1 >= LEARNT) {
        (true, true) => msg::practice_learnt(),
        (true, false) => msg::practice_later(),
        (false, _) => msg::practice_sooner(),
    };
    html! {
        <div class="practice-answer" role="status">
            <p class={classes!("verdict", (loss < WELL).then_some("ok"))}>{ verdict }</p>
            <p>{ reason_line(&rules.rules(), j) }</p>
            <p>{ next }</p>
        </div>
    }
}
