//! The end of a game: final scores with their breakdown or the ranking, the session's
//! standings, and what to play next.

use std::rc::Rc;
use yahtzee_engine::{places, DiceMode, Session};

use yew::prelude::*;

use crate::focus::use_autofocus;
use crate::msg;
use crate::words::end;

/// Properties of [`GameOver`].
#[derive(Properties, PartialEq)]
pub struct GameOverProps {
    /// The session whose game just ended.
    pub session: Rc<Session>,
    /// A new game (solo) or a rematch (a table of several, or a session).
    pub on_new_game: Callback<()>,
    /// Deal the next game of the session.
    pub on_next_game: Callback<()>,
    /// Open the setup for a different table.
    pub on_setup: Callback<()>,
    /// Review this game with the coach.
    pub on_review: Callback<()>,
}

/// The final score panel.
#[function_component]
pub fn GameOver(props: &GameOverProps) -> Html {
    let session = &props.session;
    let game = session.game();
    let rules = game.rules();
    let button = use_autofocus();
    let click = |cb: &Callback<()>| {
        let cb = cb.clone();
        Callback::from(move |_: MouseEvent| cb.emit(()))
    };
    let several = session.seats().len() > 1;
    let totals: Vec<_> = game.sheets().iter().map(|s| s.totals(&rules)).collect();
    let scores: Vec<u16> = totals.iter().map(|t| t.total).collect();
    let place = places(&scores);
    let title = if session.games() == 1 {
        msg::over_game()
    } else if session.is_over() {
        msg::over_session()
    } else {
        msg::over_game_of(session.game_number(), session.games())
    };
    let real_dice = game.dice_mode() == DiceMode::Entered;
    let (seed_text, seed_link, seed_after) = crate::words::game_over_seed_line(session);
    // What this game means for the records: personal bests and places in the high scores
    // (read once per finished game; the game's own records, if already kept, are left out).
    let key = crate::records::game_key(game);
    let kept = use_memo(key, |_| crate::storage::records());
    let achieved = crate::records::achievements(&kept, &crate::records::records_of(session, ""));
    let game_name = crate::words::game_name(rules.def.id);
    let news: Vec<(bool, String)> = achieved
        .iter()
        .flat_map(|a| {
            let best = a
                .beaten_best
                .map(|was| (true, end::personal_best(&a.name, a.score, was)));
            let place = a
                .place
                .map(|p| (false, end::enters_records(&a.name, a.score, p, &game_name)));
            best.into_iter().chain(place)
        })
        .collect();
    let session_over = session.games() > 1 && session.is_over();
    let breakdown = (!several).then(|| {
        let t = totals[0];
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
    });
    let mut order: Vec<usize> = (0..scores.len()).collect();
    crate::order::sort_by_key(&mut order, |&i| place[i]);
    let ranking = several.then(|| {
        html! {
            <ol class="ranking" aria-label={if session_over { msg::over_last_ranking() } else { msg::over_ranking() }}>
                { for order.iter().map(|&i| html! {
                    <li class={format!("seat-{i}")}>
                        <span class="place">{ msg::over_place(place[i]) }</span>
                        <span class="name">{ crate::words::shown_name(&session.seats()[i].name) }</span>
                        <span class="final-score">{ scores[i] }</span>
                    </li>
                }) }
            </ol>
        }
    });
    let standings = (session.games() > 1).then(|| {
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
                            <th scope="row">{ crate::words::shown_name(&session.seats()[st.seat].name) }</th>
                            <td>{ st.wins }</td>
                            <td>{ st.points }</td>
                        </tr>
                    }) }
                </tbody>
            </table>
            <p class="fine tie-rule">{ end::tie_rule(session) }</p>
            </>
        }
    });
    let next = if !session.is_over() {
        html! {
            <button type="button" class="primary" ref={button} onclick={click(&props.on_next_game)}>
                { msg::over_next_game(session.game_number() + 1, session.games()) }
            </button>
        }
    } else if several || session.games() > 1 || real_dice {
        html! {
            <>
                <button type="button" class="primary" ref={button} onclick={click(&props.on_new_game)}>{ msg::over_rematch() }</button>
                <button type="button" class="secondary" onclick={click(&props.on_setup)}>{ msg::over_new_table() }</button>
            </>
        }
    } else {
        html! {
            <button type="button" class="primary" ref={button} onclick={click(&props.on_new_game)}>{ msg::over_new_game() }</button>
        }
    };
    html! {
        <section class="game-over" aria-labelledby="game-over-title">
            <h2 id="game-over-title">{ title }</h2>
            // A session's end names its winner first; the last game's ranking follows.
            if session_over { { for standings.clone() } }
            { for breakdown }
            if session_over && several {
                <h3 class="last-game">{ msg::over_last_game() }</h3>
            }
            { for ranking }
            if !session_over { { for standings } }
            { for news.iter().map(|(best, text)| html! {
                <p class={classes!("record-news", best.then_some("celebrate"))}>{ text.clone() }</p>
            }) }
            <p class="seed">{ seed_text }
                if let Some(link) = seed_link {
                    <a class="nowrap" href={link.clone()}>{ link }</a>
                }
                { seed_after }</p>
            <div class="actions">
                { next }
                <button type="button" class="secondary" onclick={click(&props.on_review)}>{ msg::over_review() }</button>
            </div>
        </section>
    }
}
