//! The end of a day's game (a part of the final score panel): the player's total beside perfect
//! play's on the same dice, the luck of the day, the turns where the two differ (or a line that
//! none did), and a result to share that shows no dice, its squares explained. A replay says it
//! is practice.

use std::rc::Rc;

use yahtzee_engine::{Decision, DiceMode, Game, Session};
use yahtzee_i18n::Num;
use yew::prelude::*;

use crate::msg;
use crate::platform::Handed;
use crate::records::daily;
use crate::words::{self, names::box_name};

/// Properties of [`DailyResult`].
#[derive(Properties, PartialEq)]
pub struct DailyResultProps {
    /// The session whose day's game just ended.
    pub session: Rc<Session>,
    /// Perfect play's decisions on a day's dice, with the day's game's name
    /// (`state::daily_id`), once the solver has played them.
    pub perfect: Option<(u32, Rc<Vec<Decision>>)>,
    /// Asks the solver to play the day's dice.
    pub on_ask: Callback<wasm_bindgen::JsValue>,
}

/// The day's result against perfect play.
#[function_component]
pub fn DailyResult(props: &DailyResultProps) -> Html {
    let game = props.session.game();
    let (variant, day) = (game.rule_set().variant, game.seed());
    let id = crate::state::daily_id(game);
    let rival = words::records::rival(variant);
    let decisions = props.perfect.clone().filter(|p| p.0 == id).map(|p| p.1);
    // Perfect play on these dice, asked for once: the worker keeps the request until its table
    // is in.
    {
        let (ask, rules) = (props.on_ask.clone(), game.rule_set());
        let known = decisions.is_some();
        use_effect_with(id, move |&id| {
            if !known {
                super::ask(&ask, &yahtzee_protocol::Request::Daily { id, rules, day });
            }
        });
    }
    let perfect = use_memo(decisions, |d| {
        let d = d.as_ref()?;
        // Only a whole game is perfect play's (a worker that could not play answers none).
        Game::from_decisions(game.rule_set(), 1, day, DiceMode::Practice, d)
            .ok()
            .filter(Game::is_over)
    });
    let said = use_state(|| None::<String>);
    let practice = game.dice_mode() == DiceMode::Practice;
    // A day played for the record with the coach's help says so, here and in what is shared.
    let aided = *use_memo(id, |_| {
        !practice
            && crate::storage::daily_results()
                .iter()
                .any(|r| r.game == variant && r.day == day && r.aided)
    });
    let score = game.sheet().totals(&game.rules()).total;
    let perfect_total = (*perfect)
        .as_ref()
        .map(|p| p.sheet().totals(&p.rules()).total);
    // The record keeps perfect play's total beside the player's, for the gap over the days.
    crate::hooks::use_perfect_noted(game, perfect_total);
    let Some(p) = (*perfect).clone() else {
        return html! { <p class="daily-waiting" aria-busy="true">{ msg::daily_waiting(rival) }</p> };
    };
    let total = perfect_total.unwrap_or_default();
    let mean = yahtzee_solver::play::level_means(variant)[2];
    let rules = game.rules();
    let cell = |(b, points): (usize, u16)| msg::daily_scored(&box_name(&rules, b), points);
    let differences = daily::differences(game, &p);
    let on_share = {
        let said = said.clone();
        let text = share_text(game, &p, (score, total), aided);
        Callback::from(move |_: MouseEvent| {
            let said = said.clone();
            let text = text.clone();
            wasm_bindgen_futures::spawn_local(async move {
                said.set(Some(match crate::platform::hand_on(&text).await {
                    Handed::Shared => msg::daily_shared(),
                    Handed::Copied => msg::daily_copied(),
                    Handed::Failed => msg::daily_share_failed(),
                }));
            });
        })
    };
    html! {
        <section class="daily-result">
            if practice { <p class="daily-practice">{ msg::daily_practice() }</p> }
            <p class="daily-versus">{ msg::daily_versus(score, total, rival) }</p>
            if aided { <p class="daily-aided">{ msg::daily_aided() }</p> }
            <p class="daily-luck">{ msg::daily_luck(total, Num::fixed(mean, 1), rival) }</p>
            <button type="button" class="secondary daily-share" onclick={on_share}>{ msg::daily_share() }</button>
            <p class="daily-said" role="status">{ (*said).clone() }</p>
            <p class="fine daily-legend">{ msg::daily_legend(rival) }</p>
            if differences.is_empty() {
                <p class="daily-same">{ msg::daily_same(rival) }</p>
            } else {
                <table class="daily-turns">
                    <caption>{ msg::daily_turns(rival) }</caption>
                    <thead><tr><th scope="col">{ msg::daily_turn() }</th><th scope="col">{ msg::daily_you() }</th>
                        <th scope="col">{ msg::daily_perfect(rival) }</th></tr></thead>
                    <tbody>{ for differences.into_iter().map(|(t, a, b)| html! {
                        <tr><th scope="row">{ t }</th><td>{ cell(a) }</td><td>{ cell(b) }</td></tr>
                    }) }</tbody>
                </table>
            }
        </section>
    }
}

/// The result to share in the player's language: the game and the day, the two totals (the
/// player's, perfect play's), whether the coach helped, a symbol per turn and the link to the
/// same day's game. No dice.
fn share_text(game: &Game, perfect: &Game, (score, total): (u16, u16), aided: bool) -> String {
    let (variant, day) = (game.rule_set().variant, game.seed());
    let link = crate::platform::page_address() + &crate::platform::daily_query(day, variant);
    let mut lines = vec![
        msg::daily_share_title(&words::game_name(variant), &words::day_text(day)),
        msg::daily_share_score(score, total, words::records::rival(variant)),
    ];
    if aided {
        lines.push(msg::daily_share_aided());
    }
    lines.extend([daily::symbols(game, perfect), link]);
    lines.join("\n")
}
