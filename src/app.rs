//! The app: the page's layout (notice, dice, scoresheet, panels, the one open dialog and the
//! live region) around one reducer, and the hooks that reach the later parts (`app/`). It sits
//! above the components and the later parts' table (`later.rs`), which names components; side
//! effects that need no later part live in the hooks of `hooks/`.

mod keeping;
mod solver;
mod solver_requests;

use yahtzee_engine::{Action, BotLevel, DiceMode, Face, DICE};
use yew::prelude::*;

use crate::coach::{self, SolverStatus};
use crate::components::colour_legend::ColourLegendProps;
use crate::components::dialogs::DialogsProps;
use crate::components::dice_entry::DiceEntryProps;
use crate::components::dice_tray::DiceTray;
use crate::components::game_over::GameOverProps;
use crate::components::guide::GuideProps;
use crate::components::hint_panel::HintPanelProps;
use crate::components::language_menu::LanguageMenuProps;
use crate::components::notice::NoticeProps;
use crate::components::odds_panel::OddsPanelProps;
use crate::components::scoresheet::Scoresheet;
use crate::components::top_bar::TopBar;
use crate::components::{self, use_dispatch};
use crate::focus::use_focus_keeper;
use crate::hooks::{use_bot_clock, use_persistence, use_saved_state, use_stage, Stage};
use crate::keyboard::use_shortcuts;
use crate::later::use_later;
use crate::msg;
use crate::platform;
use crate::shell;
use crate::state::{AppAction, BotSpeed, Opens, Review};
use crate::words;
use keeping::{use_record_keeping, use_stored_check};
use solver::use_solver;
use solver_requests::use_solver_requests;
use yahtzee_protocol::{Choice, Moment};

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
    use_solver_requests(&state, &solver);
    use_bot_clock(&state);
    use_focus_keeper(
        (Moment::of(state.game()), state.game().is_over()),
        state.modal(),
    );

    // The callbacks the dice, the scoresheet, the dice entry and the header take are made once:
    // equal props let those components skip a render when only something else changed (the
    // coach's status, a panel, the notice).
    let on_toggle = use_dispatch(&state, |i| AppAction::Play(Action::Toggle(i)));
    let on_wild = use_dispatch(&state, |v| AppAction::Play(Action::SetWild(v)));
    let on_choose = use_dispatch(&state, AppAction::ChooseBox);
    let on_enter = use_dispatch(&state, |faces: [Face; DICE]| {
        AppAction::Play(Action::Enter(faces))
    });
    let on_text = use_dispatch(&state, AppAction::EnterText);
    let on_correct = use_dispatch(&state, |(die, face): (usize, Face)| {
        AppAction::Play(Action::Correct { die, face })
    });
    let on_roll = use_dispatch(&state, |()| AppAction::Play(Action::Roll));
    let on_action = use_dispatch(&state, |action| action);
    let send = |action: AppAction| components::send::<()>(&state, action);
    let button = |action: AppAction| components::send::<MouseEvent>(&state, action);
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
        let names: Vec<String> = state
            .session()
            .seats()
            .iter()
            .map(|s| s.name.clone())
            .collect();
        Callback::from(move |_: ()| {
            d.dispatch(AppAction::OpenReview(Review::of(
                game.seed(),
                msg::review_which_game(&game.seed().to_string()),
                game.rule_set(),
                game.decisions().to_vec(),
                names.clone(),
            )))
        })
    };
    let session = state.session();
    let game = state.game();
    let rules = game.rules();
    let names: Vec<AttrValue> = session
        .seats()
        .iter()
        .map(|s| AttrValue::from(s.name.clone()))
        .collect();
    let multi = names.len() > 1;
    let entered = game.dice_mode() == DiceMode::Entered;
    let player = multi.then(|| names[game.current_player()].clone());
    let bot = state.bot_to_move();
    let bot_bar = bot.map(|level| {
        let fast = state.screen.bot_speed == BotSpeed::Fast;
        html! {
            <div class="bot-bar">
                <p>{ msg::tray_bot_playing(&names[game.current_player()], level_key(level)) }</p>
                if !matches!(state.coach.solver, SolverStatus::Ready { .. }) && game.turn().rolls > 0 {
                    <p class="fine" role="status">{ words::coach::status(state.coach.solver) }</p>
                }
                <button type="button" class="secondary" aria-pressed={fast.to_string()}
                    onclick={button(AppAction::SetBotSpeed(if fast { BotSpeed::Normal } else { BotSpeed::Fast }))}>
                    { msg::tray_bot_faster() }
                </button>
                <button type="button" class="secondary" onclick={button(AppAction::Rush)}>{ msg::tray_bot_rush() }</button>
            </div>
        }
    });
    let advice = state.current_advice().map(<[_]>::to_vec);
    let best = state
        .screen
        .hint_open
        .then(|| advice.as_ref().and_then(|o| o.first()))
        .flatten();
    let suggest_dice = match best.map(|b| &b.choice) {
        Some(m @ (Choice::Keep(_) | Choice::KeepMarked(_))) => Some(coach::dice_for_keep(game, m)),
        _ => None,
    };
    let suggest_box = match best.map(|b| &b.choice) {
        Some(Choice::Score(b) | Choice::ScoreWild { box_index: b, .. }) => Some(*b),
        _ => None,
    };
    let whose = (session.seats().len() > 1).then(|| session.current_seat().name.as_str());
    let total = words::total_badge(whose.is_some(), game.sheet().totals(&rules).total);
    let who = whose.map(|n| AttrValue::from(words::shown_name(n)));
    // What Undo would take back, named for the header's button; nothing when there is none.
    let undo = session
        .undoable()
        .map(|s| AttrValue::from(words::undo_target(session, &s)));
    let odds = state.current_odds().cloned();
    // The key to coloured dice comes with the later parts: asked for only in a game with
    // coloured dice, so that only there their arrival draws the table again.
    let legend = match rules.def.colours {
        Some(_) => later
            .get()
            .map(|l| (l.colour_legend)(ColourLegendProps { rules }))
            .unwrap_or_default(),
        None => Html::default(),
    };

    // Keyed by the words' version: a new language draws every part anew (`use_language`).
    html! {
        <><key={state.screen.words}>
            if stage >= Stage::Header {
                <TopBar {total} {who} hint_open={state.screen.hint_open} hint_disabled={game.is_over() || bot.is_some()}
                    {undo} {on_action} />
            } else {
                { shell::part(shell::Part::Header) }
            }
            if let Some(text) = state.screen.notice.clone() {
                // A notice comes with the later parts (`crate::later`), a moment after the table.
                if let Some(later) = later.get() {
                    { (later.notice)(NoticeProps { text: text.into(), on_dismiss: send(AppAction::DismissNotice) }) }
                }
            }
            <main class={classes!("table", entered.then_some("entered"))} tabindex="-1">
                <div class="play">
                    // A Yahtzee scored or an upper bonus reached in this visit gets its moment
                    // until the next roll (the CSS keeps it still for reduced motion).
                    if state.table.moved_here && game.turn().rolls == 0 {
                        if let Some(text) = words::end::moment(session) {
                            <p class="celebrate moment" key={format!("moment-{}", game.decisions().len())}>{ text }</p>
                        }
                    }
                    if state.screen.guide && !game.is_over() {
                        if let Some(later) = later.get() {
                            { (later.guide)(GuideProps { game: game.clone(), on_skip: send(AppAction::EndGuide) }) }
                        }
                    }
                    if game.is_over() {
                        if let Some(later) = later.get() {
                            { (later.game_over)(GameOverProps { session: session.clone(), on_new_game: on_new_game.clone(),
                                on_next_game: send(AppAction::NextGame), on_setup: send(AppAction::Open(Opens::Setup)),
                                on_review: on_review_this }) }
                        }
                    } else {
                        if entered {
                            // Real dice only: a first visit plays the page's dice, so the
                            // entry comes with the later parts (a moment after the table).
                            if let Some(later) = later.get() {
                                { (later.dice_entry)(DiceEntryProps { game: game.clone(), player: names[game.current_player()].clone(),
                                    colour: game.current_player(), error: state.table.entry_error.clone().map(AttrValue::from),
                                    on_enter: on_enter.clone(), on_text: on_text.clone(), on_correct: on_correct.clone() }) }
                            } else {
                                <p class="entry" role="status">{ msg::loading() }</p>
                            }
                        }
                        // With real dice the entry above names the player, large.
                        <DiceTray game={game.clone()} {on_toggle} {on_roll} suggest={suggest_dice}
                            on_wild={on_wild} animate={state.table.rolled_here}
                            player={if entered { None } else { player.clone() }} colour={game.current_player()} bot={bot.is_some()}
                            {legend}>
                            { for bot_bar }
                        </DiceTray>
                    }
                    if state.screen.hint_open && !game.is_over() && bot.is_none() {
                        if let Some(later) = later.get() {
                            { (later.hint_panel)(HintPanelProps { game: game.clone(), options: advice.clone(),
                                status: state.coach.solver, on_close: send(AppAction::ToggleHint) }) }
                        }
                    }
                    if multi && !game.is_over() {
                        if state.screen.odds_open {
                            if let Some(later) = later.get() {
                                { (later.odds_panel)(OddsPanelProps { names: names.clone(),
                                    chances: odds.as_ref().map(|o| o.chances.clone()),
                                    expected: odds.as_ref().map(|o| o.expected.clone()), on_close: send(AppAction::ToggleOdds) }) }
                            }
                        } else {
                            <button type="button" class="secondary odds-button" onclick={button(AppAction::ToggleOdds)}>
                                { msg::tray_odds() }
                            </button>
                        }
                    }
                </div>
                if stage >= Stage::Sheet {
                    <Scoresheet game={game.clone()} {on_choose} suggest={suggest_box} names={names.clone()} bot={bot.is_some()} />
                } else {
                    { shell::part(shell::Part::Sheet) }
                }
            </main>
            <div class="sr-only" aria-live="polite" role="status" id="announcer">
                <p key={state.screen.announcement.0}>{ state.screen.announcement.1.clone() }</p>
            </div>
            if let Some(dialog) = state.screen.dialog.clone() {
                if let Some(later) = later.get() {
                    { (later.dialogs)(DialogsProps { dialog, session: state.session().clone(),
                        settings: state.coach.settings, solver: state.coach.solver,
                        review: state.coach.review.clone(), dispatcher: state.dispatcher() }) }
                } else {
                    // The dialogs are in the later module (src/later.rs), which is still on its
                    // way: a note where the dialog will open, and a way back to the table.
                    <div class="later-loading">
                        <p role="status">{ msg::loading() }</p>
                        <button type="button" class="secondary" onclick={button(AppAction::CloseDialog)}>
                            { msg::loading_cancel() }
                        </button>
                    </div>
                }
            }
            <footer class="foot">
                <p>{ words::footer(session, state.coach.solver) }</p>
                // The menu of languages is one of the later parts: the page draws again once when
                // they come, which is what putting it in the first download would cost in bytes.
                if let Some(later) = later.get() {
                    { (later.language_menu)(LanguageMenuProps { dispatcher: state.dispatcher() }) }
                }
            </footer>
        </></>
    }
}

/// The key `tray-bot-playing` chooses a bot's level by.
fn level_key(level: BotLevel) -> &'static str {
    match level {
        BotLevel::Beginner => "beginner",
        BotLevel::Casual => "casual",
        BotLevel::Expert => "expert",
    }
}
