//! The end of a game: final score with its breakdown, and a new game.

use yahtzee_engine::Game;
use yew::prelude::*;

use crate::focus::use_autofocus;

/// Properties of [`GameOver`].
#[derive(Properties, PartialEq)]
pub struct GameOverProps {
    /// The finished game.
    pub game: Game,
    /// Start a new game.
    pub on_new_game: Callback<()>,
    /// Review this game with the coach.
    pub on_review: Callback<()>,
}

/// The final score panel.
#[function_component]
pub fn GameOver(props: &GameOverProps) -> Html {
    let rules = props.game.rules();
    let button = use_autofocus();
    let onclick = {
        let cb = props.on_new_game.clone();
        Callback::from(move |_: MouseEvent| cb.emit(()))
    };
    let review = {
        let cb = props.on_review.clone();
        Callback::from(move |_: MouseEvent| cb.emit(()))
    };
    let rows = props.game.sheets().iter().enumerate().map(|(p, sheet)| {
        let t = sheet.totals(&rules);
        html! {
            <dl class="breakdown" aria-label={format!("Player {} breakdown", p + 1)}>
                <dt>{ "Upper section" }</dt><dd>{ t.upper }</dd>
                <dt>{ "Upper bonus" }</dt><dd>{ t.upper_bonus }</dd>
                <dt>{ "Lower section" }</dt><dd>{ t.lower }</dd>
                <dt>{ "Yahtzee bonus" }</dt><dd>{ t.yahtzee_bonus }</dd>
                <dt class="grand">{ "Final score" }</dt><dd class="grand final-score">{ t.total }</dd>
            </dl>
        }
    });
    html! {
        <section class="game-over" aria-labelledby="game-over-title">
            <h2 id="game-over-title">{ "Game over" }</h2>
            { for rows }
            <p class="seed">{ format!("Game #{} — share this page's address to replay these dice.", props.game.seed()) }</p>
            <div class="actions">
                <button type="button" class="primary" ref={button} {onclick}>{ "New game" }</button>
                <button type="button" class="secondary" onclick={review}>{ "Review this game" }</button>
            </div>
        </section>
    }
}
