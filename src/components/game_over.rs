//! The end of a game: final scores with their breakdown or the ranking, the session's
//! standings (`game_over/scores.rs`), news for the records (`hooks::use_record_news`), and
//! what to play next.

mod scores;

use std::rc::Rc;
use yahtzee_engine::{Decision, DiceMode, Session};

use yew::prelude::*;

use crate::components::daily_result::DailyResult;
use crate::focus::use_autofocus_from_top;
use crate::hooks::use_record_news;
use crate::msg;

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
    /// In a day's game, perfect play's decisions on the same dice, once the solver has played
    /// them.
    #[prop_or_default]
    pub perfect: Option<(u32, Rc<Vec<Decision>>)>,
    /// Asks the solver (for perfect play on a day's dice).
    #[prop_or_default]
    pub on_ask: Callback<wasm_bindgen::JsValue>,
}

fn click(cb: &Callback<()>) -> Callback<MouseEvent> {
    let cb = cb.clone();
    Callback::from(move |_: MouseEvent| cb.emit(()))
}

/// The final score panel.
#[function_component]
pub fn GameOver(props: &GameOverProps) -> Html {
    let session = &props.session;
    let top = use_node_ref();
    let button = use_autofocus_from_top(top.clone());
    let news = use_record_news(session);
    let several = session.seats().len() > 1;
    let title = if session.games() == 1 {
        msg::over_game()
    } else if session.is_over() {
        msg::over_session()
    } else {
        msg::over_game_of(session.game_number(), session.games())
    };
    let (seed_text, seed_link, seed_after) = crate::words::game_over_seed_line(session);
    let session_over = session.games() > 1 && session.is_over();
    let standings = || (session.games() > 1).then(|| scores::standings(session));
    let winner = crate::words::end::game_winner(session);
    // A winner, a session's end or a personal best: confetti (lying still for reduced motion).
    let party = winner.is_some() || session_over || news.iter().any(|(best, _)| *best);
    html! {
        <section class="game-over" aria-labelledby="game-over-title" ref={top}>
            if party { { confetti() } }
            <h2 id="game-over-title">{ title }</h2>
            // A session's end names its winner first; the last game's winner and ranking follow.
            if session_over { { for standings() } }
            if several {
                if session_over {
                    <h3 class="last-game">{ msg::over_last_game() }</h3>
                }
                if let Some(winner) = winner {
                    <p class="game-winner celebrate">{ winner }</p>
                }
                { scores::ranking(session) }
            } else {
                { scores::breakdown(session.game()) }
            }
            if session.dice_mode().is_daily() {
                <DailyResult session={session.clone()} perfect={props.perfect.clone()}
                    on_ask={props.on_ask.clone()} />
            }
            if !session_over { { for standings() } }
            { for news.iter().map(|(best, text)| html! {
                <p class={classes!("record-news", best.then_some("celebrate"))}>{ text.clone() }</p>
            }) }
            if !session.dice_mode().is_daily() {
            <p class="seed" title={(session.game().dice_mode() == DiceMode::Rolled).then(|| crate::words::game_title(session.game()))}>{ seed_text }
                if let Some((href, words)) = seed_link {
                    <a class="nowrap" {href}>{ words }</a>
                }
                { seed_after }</p>
            }
            <div class="actions">
                { next(props, button) }
                <button type="button" class="secondary" onclick={click(&props.on_review)}>{ msg::over_review() }</button>
            </div>
        </section>
    }
}

/// What to play next, the first choice focused (`button`): the session's next game; a rematch
/// or a new table; a new game for a player alone.
fn next(props: &GameOverProps, button: NodeRef) -> Html {
    let session = &props.session;
    let several = session.seats().len() > 1;
    let real_dice = session.game().dice_mode() == DiceMode::Entered;
    if !session.is_over() {
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
    }
}

/// Confetti over the final scores: pieces spread across the card by the stylesheet, which
/// gives them their colours and falls.
fn confetti() -> Html {
    html! {
        <div class="confetti" aria-hidden="true">{ for (0..28).map(|_| html! { <i></i> }) }</div>
    }
}
