//! The position asked in practice: its dice, which the player holds to keep, and every box of
//! the sheet, the filled ones with their points and the open ones as buttons with what they
//! would score now.

use yahtzee_engine::{Choice, Face, Game, Held};
use yahtzee_protocol::Choice as Best;
use yew::prelude::*;

use crate::coach::dice_for_keep;
use crate::components::die::Die;
use crate::msg;
use crate::words::{box_name, tray};

/// The position of `game` (its dice showing) with the dice held in `held`; `answer` takes the
/// player's move, and nothing is a button once `asked` (the answer is on its way or shown).
/// Once the verdict is in, its `best` move is outlined, as the hint outlines it.
pub fn question(
    game: &Game,
    held: Held,
    asked: bool,
    best: Option<Best>,
    on_toggle: Callback<usize>,
    answer: Callback<Choice>,
) -> Html {
    let rules = game.rules();
    let keep = best
        .filter(|b| matches!(b, Best::Keep(_) | Best::KeepMarked(_)))
        .map(|b| dice_for_keep(game, &b, yahtzee_solver::play::actions_for));
    let best_box = match best {
        Some(Best::Score(b) | Best::ScoreWild { box_index: b, .. }) => Some(b),
        _ => None,
    };
    let turn = game.turn();
    let wild = rules.def.wild;
    let can_roll = !asked && game.rolls_left() > 0;
    let roll = answer.reform(move |_: MouseEvent| Choice::Keep(held));
    let upper = game.sheet().totals(&rules).upper;
    html! {
        <>
            <p class="roll-status">{ tray::status(game) }</p>
            <div class="dice" role="group" aria-label={msg::tray_dice_label()}>
                { for turn.dice.iter().enumerate().map(|(i, &face): (usize, &Face)| html! {
                    <Die key={i} index={i} {face} held={held[i]} enabled={can_roll} tumbling={false}
                        suggested={keep.is_some_and(|k| k[i])}
                        colour={rules.colour(face)}
                        marked={wild.filter(|w| w.die == i).map(|w| w.face)}
                        on_toggle={on_toggle.clone()} />
                }) }
            </div>
            if game.rolls_left() > 0 {
                <button type="button" class="primary practice-roll" disabled={asked} onclick={roll}>
                    { msg::practice_roll() }</button>
            }
            <ul class="practice-sheet">
                { for (0..rules.box_count()).map(|b| {
                    let name = box_name(&rules, b);
                    match (game.sheet().boxes[b], game.preview(b)) {
                        (Some(points), _) => html! {
                            <li class="filled"><span>{ name }</span>{ " " }<span class="points">{ points }</span></li>
                        },
                        (None, preview) => {
                            let points = preview.as_ref().map_or(0, |p| p.points);
                            let onclick = answer.reform(move |_: MouseEvent| Choice::Score(b));
                            html! {
                                <li><button type="button" disabled={asked || preview.is_err()} {onclick}
                                    class={classes!((best_box == Some(b)).then_some("suggested"))}>
                                    <span>{ name }</span>{ " " }<span class="points">{ points }</span>
                                </button></li>
                            }
                        }
                    }
                }) }
                <li class="filled upper"><span>{ msg::sheet_upper_subtotal() }</span><span class="points">{ upper }</span></li>
            </ul>
        </>
    }
}
