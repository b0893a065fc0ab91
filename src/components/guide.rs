//! The first-visit guide: three short steps (roll, hold, score) beside the dice, each shown
//! when it is the next thing to do, until the first box is scored. It never blocks the table,
//! can be skipped, and once done or skipped never comes back (`storage::GUIDE_KEY`).

use yahtzee_engine::{DiceMode, Game};
use yew::prelude::*;

use crate::words;

/// Properties of [`Guide`].
#[derive(Properties, PartialEq)]
pub struct GuideProps {
    /// The game on the table: the step shown follows it.
    pub game: Game,
    /// Skip the guide for good.
    pub on_skip: Callback<()>,
}

/// The guide's card.
#[function_component]
pub fn Guide(props: &GuideProps) -> Html {
    let turn = props.game.turn();
    let step = match (turn.rolls, props.game.rolls_left()) {
        (0, _) => 0,
        (_, 0) => 2,
        _ if turn.held.iter().any(|h| *h) => 2,
        _ => 1,
    };
    let touch = crate::platform::touch();
    let real = props.game.dice_mode() == DiceMode::Entered;
    let skip = props.on_skip.reform(|_: MouseEvent| ());
    // What the step speaks of, for the CSS's arrow: the dice, or the scoresheet.
    let points = if step == 2 { "sheet" } else { "dice" };
    html! {
        <aside class="guide" aria-labelledby="guide-title" data-points={points}>
            <p class="guide-step" id="guide-title">{ words::guide_heading(step) }</p>
            <p class="guide-text">{ words::guide_text(step, touch, real, props.game.turn().dice.len()) }</p>
            <button type="button" class="link" onclick={skip}>{ words::guide_skip() }</button>
        </aside>
    }
}
