//! One decision of a reviewed game as pictures: the dice as they lay (the kept ones marked),
//! and the box chosen with its points. The words beside them say the same for screen readers,
//! so the pictures are hidden from them.

use yahtzee_engine::{Choice, Counts, Decision, Dice, Held, RuleSet};
use yew::prelude::*;

use super::die::pips;

/// The points scoring `box_index` with `dice` gives at `d`'s position (the Joker and the
/// extra-Yahtzee bonus included).
pub fn points(rules: RuleSet, d: &Decision, dice: &[u8], box_index: usize) -> u16 {
    let r = rules.rules();
    let counts = Counts::of(dice);
    let p = r.placement(d.filled, d.yahtzee_scored, &counts);
    r.box_score(box_index, &counts, p.joker) + p.bonus
}

/// The dice of `d` and, for a score, the box chosen.
pub fn pictures(rules: RuleSet, d: &Decision) -> Html {
    let kept = match d.choice {
        Choice::Keep(held) => held,
        Choice::Score(_) => Held::none(d.dice.len()),
    };
    let colour = |f: u8| rules.rules().colour(f).map(|c| c.name());
    html! {
        <span class="turn-picture" aria-hidden="true">
            { for d.dice.iter().enumerate().map(|(i, &f)| html! {
                <span class={classes!("mini-die", kept[i].then_some("kept"), colour(f).map(|c| format!("colour-{c}")))}>
                    <span class="pips">{ for pips(f).iter().map(|c| html! { <span class={*c}></span> }) }</span>
                </span>
            }) }
            if let Choice::Score(b) = d.choice {
                <span class="box-chip">
                    { crate::words::box_name(&rules.rules(), b) }
                    <b>{ points(rules, d, &scored_dice(rules, d), b) }</b>
                </span>
            }
        </span>
    }
}

/// The dice a score counted: the wild die as the face it was given.
pub fn scored_dice(rules: RuleSet, d: &Decision) -> Dice {
    let mut dice = d.dice;
    if let (Some(w), Some(face)) = (rules.rules().def.wild, d.wild) {
        dice[w.die] = face;
    }
    dice
}
