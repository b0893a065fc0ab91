//! The page: notice, dice, scoresheet, dialogs and the live region, around one reducer.

use yahtzee_engine::{Action, Game};
use yew::prelude::*;

use super::confirm_zero::ConfirmZero;
use super::dice_tray::DiceTray;
use super::game_over::GameOver;
use super::help_dialog::HelpDialog;
use super::notice::Notice;
use super::scoresheet::Scoresheet;
use crate::keyboard::use_shortcuts;
use crate::platform;
use crate::state::{AppAction, AppState};
use crate::storage;

/// The state the page opens with: the saved game, or the game the address names, or a new one.
fn initial_state() -> AppState {
    let url_seed = platform::seed_from_url();
    let (saved, notice) = match storage::load() {
        Ok(saved) => (saved, None),
        Err(notice) => (None, Some(notice)),
    };
    let game = match (saved, url_seed) {
        // A link to another game than the saved one starts that game.
        (Some(g), Some(seed)) if g.seed() != seed => Game::solo(seed),
        (Some(g), _) => g,
        (None, seed) => Game::solo(seed.unwrap_or_else(platform::random_seed)),
    };
    AppState::new(game, notice)
}

/// The whole game screen.
#[function_component]
pub fn App() -> Html {
    let state = use_reducer(initial_state);
    use_shortcuts(state.dispatcher());

    // Side effects of a changed game: save it, and keep its seed in the address.
    {
        let dispatcher = state.dispatcher();
        use_effect_with(state.game.clone(), move |game| {
            if let Err(notice) = storage::save(game) {
                dispatcher.dispatch(AppAction::Notice(notice));
            }
            platform::show_seed_in_url(game.seed());
        });
    }

    let dispatch = |f: fn(usize) -> AppAction| {
        let d = state.dispatcher();
        Callback::from(move |i: usize| d.dispatch(f(i)))
    };
    let send = |action: AppAction| {
        let d = state.dispatcher();
        Callback::from(move |_: ()| d.dispatch(action.clone()))
    };
    let on_toggle = dispatch(|i| AppAction::Play(Action::Toggle(i)));
    let on_choose = dispatch(AppAction::ChooseBox);
    let on_roll = send(AppAction::Play(Action::Roll));
    let on_new_game = {
        let d = state.dispatcher();
        // The seed is drawn here, in the callback, so that the reducer stays pure.
        Callback::from(move |_: ()| {
            d.dispatch(AppAction::Play(Action::NewGame {
                seed: platform::random_seed(),
            }))
        })
    };
    let on_undo = {
        let d = state.dispatcher();
        Callback::from(move |_: MouseEvent| d.dispatch(AppAction::Play(Action::Undo)))
    };
    let on_help = {
        let d = state.dispatcher();
        Callback::from(move |_: MouseEvent| d.dispatch(AppAction::ToggleHelp))
    };

    let game = &state.game;
    let rules = game.rules();
    let confirm = state.confirm_zero.map(|b| {
        html! {
            <ConfirmZero box_name={rules.boxes()[b].name}
                on_confirm={send(AppAction::ConfirmZero)}
                on_cancel={send(AppAction::CancelZero)} />
        }
    });
    let total = game.sheet().totals(&rules).total;

    html! {
        <>
            <header class="top">
                <h1>{ "Yahtzee" }</h1>
                <p class="total-badge" aria-hidden="true">{ format!("{total} pts") }</p>
                <nav class="tools">
                    <button type="button" onclick={on_undo} disabled={!game.can_undo()}>
                        { "Undo" }<kbd aria-hidden="true">{ "U" }</kbd>
                    </button>
                    <button type="button" onclick={on_help} aria-haspopup="dialog">
                        { "Help" }<kbd aria-hidden="true">{ "?" }</kbd>
                    </button>
                </nav>
            </header>
            if let Some(text) = state.notice.clone() {
                <Notice {text} on_dismiss={send(AppAction::DismissNotice)} />
            }
            <main class="table">
                if game.is_over() {
                    <GameOver game={game.clone()} on_new_game={on_new_game.clone()} />
                } else {
                    <DiceTray game={game.clone()} {on_toggle} {on_roll} />
                }
                <Scoresheet game={game.clone()} {on_choose} />
            </main>
            <div class="sr-only" aria-live="polite" role="status" id="announcer">
                <p key={state.announcement.0}>{ state.announcement.1.clone() }</p>
            </div>
            { for confirm }
            if state.help_open {
                <HelpDialog rules={game.rule_set()} on_close={send(AppAction::CloseDialogs)} />
            }
            <footer class="foot">
                <p>{ format!("Game #{} · {}", game.seed(), rules.options.joker.label()) }</p>
            </footer>
        </>
    }
}
