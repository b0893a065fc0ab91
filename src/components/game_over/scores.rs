//! The final scores: a player alone's breakdown, the ranking at a table of several, and a
//! session's standings.

use yahtzee_engine::{places, Game, Session};
use yew::prelude::*;

use crate::msg;
use crate::words::end;

/// A player alone's final score, section by section.
pub(super) fn breakdown(game: &Game) -> Html {
    let rules = game.rules();
    let t = game.sheets()[0].totals(&rules);
    html! {
        <dl class="breakdown" aria-label={msg::over_breakdown()}>
            <dt>{ msg::over_upper() }</dt><dd>{ t.upper }</dd>
            if !rules.def.upper_bonus.is_empty() {
                <dt>{ msg::over_upper_bonus() }</dt><dd>{ t.upper_bonus }</dd>
            }
            <dt>{ msg::over_lower() }</dt><dd>{ t.lower }</dd>
            if rules.def.extra_yahtzee_bonus > 0 && rules.options.yahtzee_bonus {
                <dt>{ crate::words::extra_bonus_name(game) }</dt><dd>{ t.yahtzee_bonus }</dd>
            }
            <dt class="grand">{ msg::over_final_score() }</dt><dd class="grand final-score">{ t.total }</dd>
        </dl>
    }
}

/// The game's players by place.
pub(super) fn ranking(session: &Session) -> Html {
    let scores = crate::cues::totals(session.game());
    let place = places(&scores);
    let mut order: Vec<usize> = (0..scores.len()).collect();
    crate::order::sort_by_key(&mut order, |&i| place[i]);
    let session_over = session.games() > 1 && session.is_over();
    let names = crate::words::seat_names(session.seats());
    html! {
        <ol class="ranking" aria-label={if session_over { msg::over_last_ranking() } else { msg::over_ranking() }}>
            { for order.iter().map(|&i| html! {
                <li class={format!("seat-{i}")}>
                    <span class="place">{ msg::over_place(place[i]) }</span>
                    <span class="name">{ crate::words::shown_name(&names[i]) }</span>
                    <span class="final-score">{ scores[i] }</span>
                </li>
            }) }
        </ol>
    }
}

/// A session's standings: its winner once it is over, wins and points per player, and how a
/// tie is broken.
pub(super) fn standings(session: &Session) -> Html {
    let session_over = session.is_over();
    let names = crate::words::seat_names(session.seats());
    html! {
        <>
        if session_over {
            if let Some(winner) = end::session_winner(session) {
                <p class="session-winner celebrate">{ winner }</p>
            }
        }
        <table class="standings">
            <caption>{ msg::over_standings(session.results().len(), session.games()) }</caption>
            <thead><tr>
                <th scope="col">{ msg::over_col_player() }</th><th scope="col">{ msg::over_col_wins() }</th>
                <th scope="col">{ msg::over_col_points() }</th>
            </tr></thead>
            <tbody>
                { for session.standings().iter().map(|st| html! {
                    <tr>
                        <th scope="row">{ crate::words::shown_name(&names[st.seat]) }</th>
                        <td>{ st.wins }</td>
                        <td>{ st.points }</td>
                    </tr>
                }) }
            </tbody>
        </table>
        <p class="fine tie-rule">{ end::tie_rule(session) }</p>
        </>
    }
}
