//! The five dice, the Roll button and where the turn stands. A wild die's value is chosen in
//! `dice_tray/wild.rs`; the tray's sentences are `words::tray`.

mod wild;

use yahtzee_engine::{DiceMode, Game};
use yew::prelude::*;

use super::die::Die;
use crate::msg;
use crate::words::{tray, whose_turn};

/// Properties of [`DiceTray`].
#[derive(Properties, PartialEq)]
pub struct DiceTrayProps {
    /// The game shown.
    pub game: Game,
    /// A die was clicked.
    pub on_toggle: Callback<usize>,
    /// Roll was pressed.
    pub on_roll: Callback<()>,
    /// Dice the coach suggests keeping, when a hint is shown.
    #[prop_or_default]
    pub suggest: Option<yahtzee_engine::Held>,
    /// Whose turn it is, when several play.
    #[prop_or_default]
    pub player: Option<AttrValue>,
    /// The player's colour index (0-3), when several play.
    #[prop_or_default]
    pub colour: usize,
    /// A bot is playing this turn: the dice and Roll are its, not the person's.
    #[prop_or_default]
    pub bot: bool,
    /// Bot controls (speed, skip), shown during a bot's turn.
    #[prop_or_default]
    pub children: Html,
    /// The player chose a value for the wild die.
    #[prop_or_default]
    pub on_wild: Callback<u8>,
    /// The dice thrown are in the air: rolled in this visit and not landed yet. Only they
    /// tumble: after a reload, or once landed, dice lie still (a stylesheet that comes late
    /// never throws dice already said).
    #[prop_or_default]
    pub animate: bool,
    /// The thrown dice began their tumble (styles/later.css).
    #[prop_or_default]
    pub on_tumble: Callback<()>,
    /// The thrown dice have landed: their tumble ended (styles/later.css).
    #[prop_or_default]
    pub on_landed: Callback<()>,
    /// A bot at the faster pace rolls: the dice tumble half as long (styles/later.css).
    #[prop_or_default]
    pub quick: bool,
    /// Five of a kind just rolled, marked over the dice (one of the later parts).
    #[prop_or_default]
    pub moment: Html,
    /// The key to coloured dice (Tricolor), one of the later parts (`crate::later`).
    #[prop_or_default]
    pub legend: Html,
    /// The hint's button beside Roll, where a thumb reaches: shown on a phone only, where the
    /// header has no room for it (the CSS shows one of the two).
    #[prop_or_default]
    pub thumb: Html,
}

/// Dice and the Roll button.
#[function_component]
pub fn DiceTray(props: &DiceTrayProps) -> Html {
    let game = &props.game;
    let turn = game.turn();
    let rules = game.rules();
    let wild_die = rules.def.wild;
    let rolled = turn.rolls > 0;
    let all_held = rolled && turn.held.iter().all(|&h| h);
    // With real dice the players roll at the table and enter the faces (`dice_entry.rs`): the
    // tray then shows the dice entered and their holds, and has no Roll button.
    let entered = game.dice_mode() == DiceMode::Entered;
    let can_roll = !game.is_over() && game.rolls_left() > 0 && !all_held && !props.bot;
    let onclick = {
        let cb = props.on_roll.clone();
        // The second click of a double click (detail 2) is the same press to the player: it
        // must not use a second roll.
        Callback::from(move |e: MouseEvent| {
            if e.detail() <= 1 {
                cb.emit(())
            }
        })
    };
    let seat = props
        .player
        .is_some()
        .then(|| format!("seat-{}", props.colour));
    html! {
        <section class={classes!("tray", entered.then_some("entered"), props.quick.then_some("quick"), seat)} aria-label={msg::tray_label()}>
            <div class="turn-line">
                if let Some(name) = &props.player {
                    <p class="whose-turn">{ whose_turn(name) }</p>
                }
                <p class="roll-status" id="roll-status">{ tray::status(game) }</p>
            </div>
            { props.moment.clone() }
            // Real dice not yet entered this turn: no blank dice, only the status above.
            if !entered || rolled {
            <div class={if turn.dice.len() == 6 { "dice six" } else { "dice" }} role="group" aria-label={msg::tray_dice_label()}
                onanimationstart={props.on_tumble.reform(|_: AnimationEvent| ())}
                onanimationend={props.on_landed.reform(|_: AnimationEvent| ())}>
                { for turn.dice.iter().enumerate().map(|(i, &face)| html! {
                    // A die stays the same element from roll to roll (its focus stays with it);
                    // each roll's tumble starts anew under another name (`again`, by the roll's
                    // parity: styles/later.css).
                    <Die key={i} index={i} {face} held={turn.held[i]} again={turn.rolls % 2 == 0}
                        enabled={rolled && !game.is_over() && game.rolls_left() > 0 && !props.bot}
                        tumbling={props.animate && turn.thrown[i]}
                        suggested={props.suggest.is_some_and(|s| s[i])}
                        colour={rules.colour(face)}
                        marked={wild_die.filter(|w| w.die == i).map(|w| w.face)}
                        wild={(game.wild_showing() && wild_die.is_some_and(|w| w.die == i)).then_some(turn.wild)}
                        on_toggle={props.on_toggle.clone()} />
                }) }
            </div>
            }
            { props.legend.clone() }
            if game.wild_showing() && !props.bot {
                { wild::wild_choice(game, &props.on_wild) }
            }
            if !entered {
                <div class="roll-row">
                    { props.thumb.clone() }
                    <button type="button" class="roll" disabled={!can_roll} {onclick}
                        aria-describedby="roll-status">
                        { tray::roll_label(game) }<kbd aria-hidden="true">{ "R" }</kbd>
                    </button>
                </div>
            }
            if props.bot {
                { props.children.clone() }
            } else {
                <p class="hint">{ tray::hint(game, crate::platform::touch()) }</p>
            }
        </section>
    }
}
