//! What the other phones played since this one last saw the table: each turn's player, dice
//! and box, over the table until the player says they have seen it (Escape too). The turns come
//! in one after the other, each with its dice tumbling; Show all skips to the whole list, and
//! with reduced motion it is a list from the start. The same sentences go to the live region as
//! the player's seats are known.

use yahtzee_engine::RuleSet;
use yew::prelude::*;

use super::die::pips;
use super::modal::Modal;
use crate::focus::use_autofocus;
use crate::msg;
use crate::travel::Played;

/// Properties of [`CatchUp`].
#[derive(Properties, PartialEq)]
pub struct CatchUpProps {
    /// The table's rules (the dice's colours).
    pub rules: RuleSet,
    /// The turns, oldest first.
    pub turns: Vec<Played>,
    /// A sentence a turn ("Ann rolled 3 3 3 5 5 and scored 25 in Full House."), as `turns`.
    pub lines: Vec<AttrValue>,
    /// Read.
    pub on_done: Callback<()>,
}

/// The list and its buttons.
#[function_component]
pub fn CatchUp(props: &CatchUpProps) -> Html {
    let done = props.on_done.reform(|_: MouseEvent| ());
    let ok = use_autofocus();
    let all = use_state(|| false);
    let show_all = {
        let all = all.setter();
        Callback::from(move |_: MouseEvent| all.set(true))
    };
    let rules = props.rules.rules();
    let colour = |f: u8| rules.colour(f).map(|c| format!("colour-{}", c.name()));
    let turn = |(p, line): (&Played, &AttrValue)| {
        html! {
            <li>
                <span class="turn-picture" aria-hidden="true">
                    { for p.dice.iter().map(|&f| html! {
                        <span class={classes!("mini-die", colour(f))}>
                            <span class="pips">{ for pips(f).iter().map(|c| html! { <span class={*c}></span> }) }</span>
                        </span>
                    }) }
                </span>
                { line.clone() }
            </li>
        }
    };
    html! {
        <Modal class={classes!("catch-up", (*all).then_some("all"))} labelledby="catch-up-title" on_close={props.on_done.clone()}>
            <h2 id="catch-up-title">{ msg::travel_caught_heading() }</h2>
            <ol>{ for props.turns.iter().zip(&props.lines).map(turn) }</ol>
            <div class="actions">
                if props.turns.len() > 1 && !*all {
                    <button type="button" class="secondary show-all" onclick={show_all}>{ msg::travel_caught_all() }</button>
                }
                <button type="button" class="primary" ref={ok} onclick={done}>{ msg::travel_caught_ok() }</button>
            </div>
        </Modal>
    }
}
