//! A moment worth marking, where the player is looking: five of a kind just rolled, over the
//! dice; over the play area, what a score made (a Yahtzee, a bonus, a full house, a straight, a
//! high Chance) and the lead it took, said too (the play area's `.moments` is a live region). One of the later parts: a
//! moment follows a move, after they have arrived. The CSS keeps it still for anyone who asks
//! for reduced motion.

use std::rc::Rc;

use yahtzee_engine::Session;
use yew::prelude::*;

use crate::msg;
use crate::words;

/// Properties of [`Moment`].
#[derive(Properties, PartialEq)]
pub struct MomentProps {
    /// The session on the table.
    pub session: Rc<Session>,
    /// Mark the last score (made in this visit, before the next roll).
    #[prop_or_default]
    pub scored: bool,
    /// Mark the roll just made in this visit.
    #[prop_or_default]
    pub rolled: bool,
}

/// The moment's words, large, or nothing.
#[function_component]
pub fn Moment(props: &MomentProps) -> Html {
    let game = props.session.game();
    let turn = game.turn();
    // Keyed by the move, so that each moment pops anew.
    let key = |i: usize| format!("{}-{}-{i}", game.decisions().len(), turn.rolls);
    if props.rolled && turn.rolls > 0 {
        return five_rolled(&props.session)
            .map(|text| html! { <p class="celebrate rolled" key={key(0)}>{ text }</p> })
            .unwrap_or_default();
    }
    if !props.scored || turn.rolls > 0 {
        return Html::default();
    }
    // A Yahtzee or a bonus big; a flourish or a lead taken small (styles/later.css).
    html! {
        { for words::end::moments(&props.session).into_iter().enumerate().map(|(i, (text, big))| html! {
            <p class={classes!("celebrate", "moment", if big { "big" } else { "small" })} key={key(i)}>{ text }</p>
        }) }
    }
}

/// All the dice alike, just thrown: named as the game names its box for it.
fn five_rolled(session: &Session) -> Option<String> {
    let game = session.game();
    let turn = game.turn();
    let rules = game.rules();
    let five = turn.thrown.iter().any(|&t| t)
        && game
            .counts()
            .is_some_and(|c| (1..=rules.def.faces).any(|f| c.get(f) as usize == turn.dice.len()));
    // The box of all the dice alike, whatever the game calls it (Yatzy, Maxi Yatzy for six).
    let name = rules
        .five_alike_box()
        .map_or_else(msg::tray_five_of_a_kind, |b| words::box_name(&rules, b));
    five.then(|| msg::tray_five(&name))
}
