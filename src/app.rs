//! The app: the page's layout (notice, dice, scoresheet, panels, the one open dialog and the
//! live region) around one reducer, and the hooks that reach the later parts (`app/`). It sits
//! above the components and the later parts' table (`later.rs`), which names components; side
//! effects that need no later part live in the hooks of `hooks/`. The callbacks of the table
//! are made once (`app/callbacks.rs`); the play area beside the sheet is `app/play.rs`.

mod bot_bar;
mod callbacks;
mod cues;
mod keeping;
mod play;
mod solver;
mod solver_requests;

use yew::prelude::*;

use crate::components::daily_button::DailyButtonProps;
use crate::components::dialogs::DialogsProps;
use crate::components::language_menu::LanguageMenuProps;
use crate::components::notice::NoticeProps;
use crate::components::scoresheet::Scoresheet;
use crate::components::send;
use crate::components::top_bar::TopBar;
use crate::focus::use_focus_keeper;
use crate::hooks::{use_bot_clock, use_persistence, use_saved_state, use_stage, Stage};
use crate::keyboard::use_shortcuts;
use crate::later::{use_later, LaterParts};
use crate::msg;
use crate::shell;
use crate::state::{AppAction, AppState, Dialog};
use crate::words;
use cues::use_cues;
use keeping::{use_open_rows_in_view, use_record_keeping, use_stored_check};
use solver::use_solver;
use solver_requests::use_solver_requests;
use yahtzee_protocol::Moment;

/// The whole game screen.
#[function_component]
pub fn App() -> Html {
    let state = use_saved_state();
    let stage = use_stage();
    let later = use_later();
    let solver = use_solver(state.dispatcher());
    use_shortcuts(state.dispatcher(), state.modal());
    use_stored_check(&state);
    use_persistence(&state);
    use_record_keeping(&state);
    use_open_rows_in_view(&state);
    use_solver_requests(&state, &solver);
    // A bot plays by the later parts' function: asked for only at a bot's turn.
    use_bot_clock(
        &state,
        state
            .bot_to_move()
            .and_then(|_| later.get())
            .map(|l| l.play),
    );
    use_cues(&state);
    use_focus_keeper(
        (Moment::of(state.game()), state.game().is_over()),
        state.modal(),
    );
    let cbs = callbacks::use_table_callbacks(&state, &solver);
    let session = state.session();
    let names = play::names(session);
    let game = state.game();
    let entered = game.dice_mode() == yahtzee_engine::DiceMode::Entered;
    let bot = state.bot_to_move().is_some();
    let whose = (session.seats().len() > 1).then(|| words::current_name(session));
    let total = words::total_badge(whose.is_some(), game.sheet().totals(&game.rules()).total);
    let several = whose.is_some();
    let title = AttrValue::from(msg::bar_title(game.rule_set().variant.def().key));
    let who = whose.map(|n| AttrValue::from(words::shown_name(&n)));
    // What Undo would take back, named for the header's button; nothing when there is none.
    // At a table on several phones a score stays: its link may be on its way.
    let undo = session
        .undoable()
        .filter(|_| state.table.travel.is_none())
        .map(|s| AttrValue::from(words::undo_target(session, &s)));

    // Keyed by the words' version: a new language draws every part anew (`use_language`).
    html! {
        <><key={state.screen.words}>
            if stage >= Stage::Header {
                <TopBar {title} {total} {who} odds={(several && state.coach_on() && !game.is_over()).then_some(state.screen.odds_open)} hint_open={state.screen.hint_open} hint_disabled={game.is_over() || bot || !state.table.plays_here() || !state.coach_on()}
                    {undo} on_action={cbs.on_action.clone()} feel={later.get().map(|l| (l.menu_tools)(DailyButtonProps { session: state.table.session.clone(), claiming: state.table.claiming, dispatcher: state.dispatcher() }))} />
            } else {
                { shell::part(shell::Part::Header) }
            }
            if let Some(text) = state.screen.notice.clone() {
                // A notice comes with the later parts (`crate::later`), a moment after the table.
                if let Some(later) = later.get() {
                    { (later.notice)(NoticeProps { text: text.into(), on_dismiss: send::<()>(&state, AppAction::DismissNotice) }) }
                }
            }
            <main class={classes!("table", entered.then_some("entered"))} tabindex="-1">
                { play::play(&state, &later, &cbs, &names) }
                if stage >= Stage::Sheet {
                    <Scoresheet game={game.clone()} on_choose={cbs.on_choose.clone()} suggest={play::suggested_box(&state)}
                        {names} {bot} counting={state.table.counting()}
                        note={state.table.travel.filter(|t| t.coach_off).map(|_| AttrValue::from(msg::sheet_coach_off()))} />
                } else {
                    { shell::part(shell::Part::Sheet) }
                }
            </main>
            <div class="sr-only" aria-live="polite" role="status" id="announcer">
                // A roll's words wait for its dice to land: a screen reader hears the faces as
                // a sighted player sees them, not before.
                if state.tumble_ms(!crate::platform::reduced_motion()).is_none() {
                    <p key={state.screen.announcement.0}>{ state.screen.announcement.1.clone() }</p>
                }
            </div>
            { dialog(&state, &later, &cbs.on_ask) }
            <footer class="foot">
                // The game's number is short in the line, whole in its title.
                <p title={(game.dice_mode() == yahtzee_engine::DiceMode::Rolled).then(|| words::game_title(game))}>{ words::footer(session, state.coach.solver) }</p>
                // The menu of languages is one of the later parts: the page draws again once when
                // they come, which is what putting it in the first download would cost in bytes.
                if let Some(later) = later.get() {
                    { (later.language_menu)(LanguageMenuProps { dispatcher: state.dispatcher() }) }
                }
            </footer>
        </></>
    }
}

/// The open dialog, if one is. The dialogs are in the later module (src/later.rs): while it is
/// still on its way, a note where the dialog will open, and a way back to the table.
fn dialog(
    state: &UseReducerHandle<AppState>,
    later: &LaterParts,
    on_ask: &Callback<wasm_bindgen::JsValue>,
) -> Html {
    // At a table on several phones, the question of who plays here comes before any other;
    // what the other phones played since this one last looked comes when no other is open.
    // A dialog opened over it (the help) comes first, the catching-up after it.
    let travel = state.table.travel;
    let dialog = if travel.is_some_and(|t| t.asks_who()) {
        Dialog::WhoAreYou
    } else if let Some(dialog) = state.screen.dialog.clone() {
        dialog
    } else if !state.table.catch_up.is_empty() {
        Dialog::CatchUp
    } else {
        return Html::default();
    };
    match later.get() {
        Some(later) => (later.dialogs)(DialogsProps {
            dialog,
            session: state.session().clone(),
            travel: state.table.travel,
            catch_up: state.table.catch_up.clone(),
            seen: state.table.seen,
            settings: state.coach.settings,
            solver: state.coach.solver,
            review: state.coach.review.clone(),
            dispatcher: state.dispatcher(),
            on_ask: on_ask.clone(),
        }),
        None => html! {
            <div class="later-loading">
                <p role="status">{ msg::loading() }</p>
                <button type="button" class="secondary" onclick={send::<MouseEvent>(state, AppAction::CloseDialog)}>
                    { msg::loading_cancel() }
                </button>
            </div>
        },
    }
}
