//! The callbacks of the table: the dice, the scoresheet, the dice entry, the header and the
//! final score panel.

use yahtzee_engine::{Action, Dice, Face};
use yew::prelude::*;

use crate::components::use_dispatch;
use crate::msg;
use crate::platform;
use crate::state::{AppAction, AppState, Review};

/// The table's callbacks.
pub(super) struct TableCallbacks {
    pub on_toggle: Callback<usize>,
    pub on_wild: Callback<u8>,
    pub on_choose: Callback<usize>,
    pub on_enter: Callback<Dice>,
    pub on_text: Callback<String>,
    pub on_correct: Callback<(usize, Face)>,
    pub on_roll: Callback<()>,
    pub on_action: Callback<AppAction>,
    /// A new game (solo) or a rematch (a table of several, or a session).
    pub on_new_game: Callback<()>,
    /// Review the game just finished.
    pub on_review_this: Callback<()>,
    /// A request to the solver, written by a later part (`components::ask`).
    pub on_ask: Callback<wasm_bindgen::JsValue>,
}

/// The callbacks the dice, the scoresheet, the dice entry and the header take are made once:
/// equal props let those components skip a render when only something else changed (the
/// coach's status, a panel, the notice).
#[hook]
pub(super) fn use_table_callbacks(
    state: &UseReducerHandle<AppState>,
    solver: &super::solver::SolverHandle,
) -> TableCallbacks {
    let on_ask = {
        let solver = solver.clone();
        Callback::from(move |message| solver.post(message))
    };
    let several = state.session().seats().len() > 1 || state.session().games() > 1;
    let on_new_game = {
        let d = state.dispatcher();
        // The seed is drawn here, in the callback, so that the reducer stays pure.
        Callback::from(move |_: ()| {
            let seed = platform::random_seed();
            d.dispatch(if several {
                AppAction::Rematch { seed }
            } else {
                AppAction::Play(Action::NewGame { seed })
            })
        })
    };
    let on_review_this = {
        let d = state.dispatcher();
        let game = state.game().clone();
        let names = crate::words::seat_names(state.session().seats());
        Callback::from(move |_: ()| {
            // A day's game is named by what it is, not by its day's number.
            let which = if game.dice_mode().is_daily() {
                msg::foot_daily(&crate::words::game_name(game.rules().def.id))
            } else {
                msg::review_which_game(&crate::words::game_number(game.seed()))
            };
            d.dispatch(AppAction::OpenReview(Review::of(
                game.seed(),
                which,
                game.rule_set(),
                game.decisions().to_vec(),
                names.clone(),
            )))
        })
    };
    TableCallbacks {
        on_toggle: use_dispatch(state, |i| AppAction::Play(Action::Toggle(i))),
        on_wild: use_dispatch(state, |v| AppAction::Play(Action::SetWild(v))),
        on_choose: use_dispatch(state, AppAction::ChooseBox),
        on_enter: use_dispatch(state, |faces: Dice| AppAction::Play(Action::Enter(faces))),
        on_text: use_dispatch(state, AppAction::EnterText),
        on_correct: use_dispatch(state, |(die, face): (usize, Face)| {
            AppAction::Play(Action::Correct { die, face })
        }),
        on_roll: use_dispatch(state, |()| AppAction::Play(Action::Roll)),
        on_action: use_dispatch(state, |action| action),
        on_new_game,
        on_review_this,
        on_ask,
    }
}
