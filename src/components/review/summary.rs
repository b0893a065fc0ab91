//! The review's summary: each player's points lost and level of play, and, with several
//! players, the choice of whose turns to show.

use yahtzee_i18n::Num;
use yew::prelude::*;

use crate::coach;
use crate::msg;
use crate::state::Review;
use crate::words::coach::proficiency;
use crate::words::review::{expert, name_of};

/// What [`summary`] draws from.
pub struct ReviewSummaryProps<'a> {
    /// The review, judged.
    pub review: &'a Review,
    /// How many players the game had.
    pub players: usize,
    /// The player whose turns alone are shown, if one is.
    pub only: Option<usize>,
    /// Show one player's turns, or everyone's.
    pub on_only: Callback<Option<usize>>,
}

/// A sentence for a player alone; a table, and the choice of player, for several.
pub fn summary(props: &ReviewSummaryProps) -> Html {
    let r = props.review;
    let judged = r.judged.as_deref().unwrap_or_default();
    let summaries = coach::player_reviews(&r.decisions, judged);
    if props.players <= 1 {
        return match summaries.first() {
            Some(s) => html! {
                <p class="review-summary">
                    { msg::review_summary(s.decisions, Num::fixed(s.total, 1), Num::fixed(s.mean, 2)) }
                    { " " }<strong>{ proficiency(s.mean) }</strong>{ " " }
                    { msg::review_summary_end(expert()) }
                </p>
            },
            None => Html::default(),
        };
    }
    let on_only = {
        let cb = props.on_only.clone();
        Callback::from(move |e: Event| {
            if let Some(s) = e.target_dyn_into::<web_sys::HtmlSelectElement>() {
                cb.emit(s.value().parse::<usize>().ok());
            }
        })
    };
    let only = props.only;
    html! {
        <>
        <table class="review-players">
            <caption>{ msg::review_players_caption() }</caption>
            <thead><tr>
                <th scope="col">{ msg::review_col_player() }</th>
                <th scope="col">{ msg::review_col_decisions() }</th>
                <th scope="col">{ msg::review_col_lost() }</th>
                <th scope="col">{ msg::review_col_per_decision() }</th>
                <th scope="col">{ msg::review_col_play() }</th>
            </tr></thead>
            <tbody>
                { for summaries.iter().map(|s| html! {
                    <tr>
                        <th scope="row">{ name_of(&r.names, s.player) }</th><td>{ s.decisions }</td>
                        <td>{ msg::number_alone(Num::fixed(s.total, 1)) }</td>
                        <td>{ msg::number_alone(Num::fixed(s.mean, 2)) }</td>
                        <td><strong>{ proficiency(s.mean) }</strong></td>
                    </tr>
                }) }
            </tbody>
        </table>
        <p class="fine">{ msg::review_expert_note(expert()) }</p>
        <label class="review-only">{ msg::review_turns_of() }{ " " }
            <select onchange={on_only}>
                <option value="all" selected={only.is_none()}>{ msg::review_every_player() }</option>
                { for (0..props.players).map(|p| html! {
                    <option value={p.to_string()} selected={only == Some(p)}>{ name_of(&r.names, p) }</option>
                }) }
            </select>
        </label>
        </>
    }
}
