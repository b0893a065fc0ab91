//! The play area beside the scoresheet: the moment of a Yahtzee or a bonus, the first-visit
//! guide, the dice (or the entry of real dice) or the final score, and the coach's panels.

use yahtzee_engine::{DiceMode, Session};
use yew::prelude::*;

use super::callbacks::TableCallbacks;
use crate::coach;
use crate::components::colour_legend::ColourLegendProps;
use crate::components::dice_entry::DiceEntryProps;
use crate::components::dice_tray::DiceTray;
use crate::components::game_over::GameOverProps;
use crate::components::guide::GuideProps;
use crate::components::hand_on::HandOnProps;
use crate::components::hint_panel::HintPanelProps;
use crate::components::moment::MomentProps;
use crate::components::odds_panel::OddsPanelProps;
use crate::components::send;
use crate::components::to_win_ask::ToWinAskProps;
use crate::components::why_ask::WhyAskProps;
use crate::later::LaterParts;
use crate::msg;
use crate::state::{AppAction, AppState, Opens};
use crate::words;
use yahtzee_protocol::Choice;

/// The players' names, in seat order.
pub(super) fn names(session: &Session) -> Vec<AttrValue> {
    words::seat_names(session.seats())
        .into_iter()
        .map(AttrValue::from)
        .collect()
}

/// The move of the line the open hint leads with, whose dice or box the table outlines: the
/// move to win when that line names one (`coach::move_to_win`), else the best move for points.
fn best(state: &AppState) -> Option<&Choice> {
    let points = state
        .current_advice()
        .filter(|_| state.screen.hint_open)?
        .first()?;
    let ranking = state.current_tactic().unwrap_or_default();
    let by_chance = state.wanted_tactic() == Some(true);
    let win = coach::move_to_win(ranking, by_chance, &points.choice);
    Some(&win.unwrap_or(points).choice)
}

/// The box the open hint suggests.
pub(super) fn suggested_box(state: &AppState) -> Option<usize> {
    match *best(state)? {
        Choice::Score(b) | Choice::ScoreWild { box_index: b, .. } => Some(b),
        _ => None,
    }
}

/// The dice the open hint suggests keeping (the hint comes with the later parts, and so does
/// the solver's play that says which dice a keep holds).
fn suggested_dice(state: &AppState, later: &LaterParts) -> Option<yahtzee_engine::Held> {
    match best(state)? {
        m @ (Choice::Keep(_) | Choice::KeepMarked(_)) => {
            let play = later.get()?.play;
            Some(coach::dice_for_keep(state.game(), m, play.actions_for))
        }
        _ => None,
    }
}

/// The play area; `names` are the players' names, in seat order (`names`).
#[inline(always)]
pub(super) fn play(
    state: &UseReducerHandle<AppState>,
    later: &LaterParts,
    cbs: &TableCallbacks,
    names: &[AttrValue],
) -> Html {
    let session = state.session();
    let game = state.game();
    let send = |action: AppAction| send::<()>(state, action);
    let bot = state.bot_to_move();
    html! {
        <div class="play">
            // A score made in this visit may get its moments until the next roll, seen and
            // said: the region is there before them, so that a screen reader hears them come.
            <div class="moments" role="status">
                if state.table.moved_here && game.turn().rolls == 0 {
                    if let Some(later) = later.get() {
                        { (later.moment)(MomentProps { session: session.clone(), scored: true, rolled: false }) }
                    }
                }
            </div>
            if state.screen.guide && !game.is_over() {
                if let Some(later) = later.get() {
                    { (later.guide)(GuideProps { game: game.clone(), on_skip: send(AppAction::EndGuide) }) }
                }
            }
            { travel(state, later) }
            if game.is_over() {
                if let Some(later) = later.get() {
                    { (later.game_over)(GameOverProps { session: session.clone(), on_new_game: cbs.on_new_game.clone(),
                        on_next_game: send(AppAction::NextGame), on_setup: send(AppAction::Open(Opens::Setup)),
                        on_review: cbs.on_review_this.clone(),
                        perfect: state.coach.perfect.clone(),
                        on_ask: cbs.on_ask.clone() }) }
                }
            } else if state.table.plays_here() {
                { dice(state, later, cbs, names) }
            }
            if state.screen.hint_open && !game.is_over() && bot.is_none() {
                if let Some(later) = later.get() {
                    { (later.hint_panel)(HintPanelProps { game: game.clone(), options: state.current_advice().map(<[_]>::to_vec),
                        aims: state.current_aims().to_vec(),
                        to_win: state.current_tactic().map(<[_]>::to_vec),
                        by_chance: state.wanted_tactic() == Some(true),
                        status: state.coach.solver, on_close: send(AppAction::ToggleHint) }) }
                }
            }
            if state.screen.hint_seen && !game.is_over() && bot.is_none() && state.coach_on() && state.table.plays_here() {
                if let Some(later) = later.get() {
                    { (later.why_ask)(WhyAskProps { game: game.clone(), options: state.current_advice().map(<[_]>::to_vec),
                        aims: state.current_aims().to_vec(), on_ask: cbs.on_ask.clone() }) }
                }
            }
            if state.wants_to_win() {
                if let Some(later) = later.get() {
                    { (later.to_win_ask)(ToWinAskProps { session: session.clone(), on_ask: cbs.on_ask.clone() }) }
                }
            }
            if session.seats().len() > 1 && !game.is_over() && state.coach_on() {
                { odds(state, later, names, &cbs.on_ask) }
            }
        </div>
    }
}

/// At a table on several phones, when it waits for another phone (or is over): the ways to
/// send it on.
fn travel(state: &UseReducerHandle<AppState>, later: &LaterParts) -> Html {
    let Some(travel) = state.table.travel.filter(|t| !t.asks_who()) else {
        return Html::default();
    };
    // At the end too: the last turn goes to the other phones (the panel names them).
    if state.table.plays_here() && !state.game().is_over() {
        return Html::default();
    }
    match later.get() {
        Some(later) => (later.hand_on)(HandOnProps {
            session: state.session().clone(),
            travel,
        }),
        None => Html::default(),
    }
}

/// The dice: the entry of real dice above the tray, or the page's dice and Roll.
fn dice(
    state: &UseReducerHandle<AppState>,
    later: &LaterParts,
    cbs: &TableCallbacks,
    names: &[AttrValue],
) -> Html {
    let game = state.game();
    let entered = game.dice_mode() == DiceMode::Entered;
    let bot = state.bot_to_move();
    // The key to coloured dice or to the marked die comes with the later parts: asked for only
    // in a game with such dice, so that only there their arrival draws the table again.
    let def = game.rules().def;
    let legend = match def.colours.is_some() || def.wild.is_some() {
        true => later
            .get()
            .map(|l| {
                (l.colour_legend)(ColourLegendProps {
                    rules: game.rules(),
                })
            })
            .unwrap_or_default(),
        false => Html::default(),
    };
    // Five of a kind thrown in this visit gets its moment over the dice.
    let moment = match state.table.rolled_here && game.turn().rolls > 0 {
        true => later
            .get()
            .map(|l| {
                (l.moment)(MomentProps {
                    session: state.session().clone(),
                    scored: false,
                    rolled: true,
                })
            })
            .unwrap_or_default(),
        false => Html::default(),
    };
    // With real dice the entry names the player, large; the tray does when several play.
    let player = (names.len() > 1 && !entered).then(|| names[game.current_player()].clone());
    let thumb = html! {
        <button type="button" class="secondary hint-thumb" onclick={send::<MouseEvent>(state, AppAction::ToggleHint)}
            aria-pressed={state.screen.hint_open.to_string()} disabled={game.is_over() || bot.is_some() || !state.coach_on()}>
            { msg::bar_hint() }
        </button>
    };
    // With real dice the hint's button is in the entry's card instead.
    let tray_thumb = if entered {
        Html::default()
    } else {
        thumb.clone()
    };
    let tray = html! {
        <DiceTray game={game.clone()} on_toggle={cbs.on_toggle.clone()} on_roll={cbs.on_roll.clone()}
            suggest={suggested_dice(state, later)} on_wild={cbs.on_wild.clone()} animate={state.table.landing && !state.rushed()} quick={state.quick_dice()}
            on_tumble={send::<()>(state, AppAction::Tumbling)} on_landed={send::<()>(state, AppAction::Landed)}
            {player} colour={game.current_player()} bot={bot.is_some()} {legend} thumb={tray_thumb} {moment}>
            { for bot.map(|_| super::bot_bar::bot_bar(state, later)) }
        </DiceTray>
    };
    if !entered {
        return tray;
    }
    // Real dice: the dice entered stay in the entry's card, where they are held by a tap. Only
    // real dice use the entry, and a first visit plays the page's dice, so it comes with the
    // later parts (a moment after the table).
    match later.get() {
        Some(later) => (later.dice_entry)(DiceEntryProps {
            game: game.clone(),
            player: names[game.current_player()].clone(),
            colour: game.current_player(),
            error: state.table.entry_error.clone().map(AttrValue::from),
            on_enter: cbs.on_enter.clone(),
            on_text: cbs.on_text.clone(),
            on_correct: cbs.on_correct.clone(),
            dice: tray,
            tools: thumb,
        }),
        None => html! { <><p class="entry" role="status">{ msg::loading() }</p>{ tray }</> },
    }
}

/// The chances to win at a table of several: the panel, or the button that opens it.
fn odds(
    state: &UseReducerHandle<AppState>,
    later: &LaterParts,
    names: &[AttrValue],
    on_ask: &Callback<wasm_bindgen::JsValue>,
) -> Html {
    if !state.screen.odds_open {
        return html! {
            <button type="button" class="secondary odds-button" onclick={send::<MouseEvent>(state, AppAction::ToggleOdds)}>
                { msg::tray_odds() }
            </button>
        };
    }
    let odds = state.current_odds();
    match later.get() {
        Some(later) => (later.odds_panel)(OddsPanelProps {
            names: names.to_vec(),
            chances: odds.map(|o| o.chances.clone()),
            expected: odds.map(|o| o.expected.clone()),
            on_close: send::<()>(state, AppAction::ToggleOdds),
            session: state.session().clone(),
            on_ask: on_ask.clone(),
        }),
        None => Html::default(),
    }
}
