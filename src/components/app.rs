//! The page's layout: notice, dice, scoresheet, panels, the one open dialog and the live region,
//! around one reducer. Side effects live in the hooks of `hooks/`.

use crate::number::fixed;
use yahtzee_engine::{Action, DiceMode, Face, Game, Session, DICE};
use yew::prelude::*;

use super::coach_dialog::CoachDialog;
use super::coach_warning::CoachWarning;
use super::confirm_zero::ConfirmZero;
use super::dice_entry::DiceEntry;
use super::dice_tray::DiceTray;
use super::game_over::GameOver;
use super::help_dialog::HelpDialog;
use super::hint_panel::HintPanel;
use super::notice::Notice;
use super::odds_panel::OddsPanel;
use super::replace_dialog::ReplaceDialog;
use super::review::ReviewDialog;
use super::scoresheet::Scoresheet;
use super::setup_dialog::{Setup, SetupDialog};
use super::stats_dialog::StatsDialog;
use crate::coach::{self, SolverStatus};
use crate::focus::use_focus_keeper;
use crate::hooks::{use_bot_clock, use_persistence, use_solver_requests};
use crate::keyboard::use_shortcuts;
use crate::platform;
use crate::protocol::Move;
use crate::records;
use crate::solver_client::use_solver;
use crate::startup::{self, Link};
use crate::state::{AppAction, AppState, BotSpeed, Dialog, Opens, Replacement};
use crate::storage;
use crate::words;

/// The state the page opens with: the saved game, the game the address names, or both.
fn initial_state() -> AppState {
    let link = Link::parse(&platform::search());
    let start = startup::start(
        storage::load(),
        &link,
        storage::take_set_aside,
        platform::random_seed,
    );
    let notice = [start.notice, storage::check_stored()]
        .into_iter()
        .flatten()
        .collect::<Vec<_>>();
    let mut state = AppState::new(
        start.session,
        (!notice.is_empty()).then(|| notice.join(" ")),
    );
    state.dialog = start.offer.map(Dialog::Replace);
    state.set_aside = start.set_aside.map(Box::new);
    state.coach = storage::coach_settings();
    state.bot_speed = storage::bot_speed();
    state
}

/// What is on the table, in words, for the question before replacing it.
fn in_progress_text(session: &Session) -> String {
    let game = session.game();
    let what = format!("{} game #{}", game.rules().def.name, game.seed());
    if session.games() > 1 {
        format!(
            "{what}, game {} of {} of a session",
            session.game_number(),
            session.games()
        )
    } else {
        format!("{what}, turn {}", game.round())
    }
}

/// The whole game screen.
#[function_component]
pub fn App() -> Html {
    let state = use_reducer(initial_state);
    let solver = use_solver(state.dispatcher());
    use_shortcuts(state.dispatcher(), state.modal());
    use_persistence(&state);
    use_solver_requests(&state, &solver);
    use_bot_clock(&state);
    use_focus_keeper(
        format!(
            "{}:{}",
            coach::position_key(state.game()),
            state.game().is_over()
        ),
        state.modal(),
    );

    let records_version = use_state(|| 0u32);
    let import_message = use_state(|| None::<AttrValue>);
    let records_open = matches!(state.dialog, Some(Dialog::Records));
    let coach_open = matches!(state.dialog, Some(Dialog::Coach));
    let all_records = use_memo((records_open, *records_version), |_| storage::records());
    let history = use_memo(coach_open, |_| storage::history());

    let dispatch = |f: fn(usize) -> AppAction| {
        let d = state.dispatcher();
        Callback::from(move |i: usize| d.dispatch(f(i)))
    };
    let send = |action: AppAction| {
        let d = state.dispatcher();
        Callback::from(move |_: ()| d.dispatch(action.clone()))
    };
    let button = |action: AppAction| {
        let d = state.dispatcher();
        Callback::from(move |_: MouseEvent| d.dispatch(action.clone()))
    };
    let close = send(AppAction::CloseDialog);
    let on_toggle = dispatch(|i| AppAction::Play(Action::Toggle(i)));
    let on_wild = {
        let d = state.dispatcher();
        Callback::from(move |v: u8| d.dispatch(AppAction::Play(Action::SetWild(v))))
    };
    let on_choose = dispatch(AppAction::ChooseBox);
    let on_enter = {
        let d = state.dispatcher();
        Callback::from(move |faces: [Face; DICE]| d.dispatch(AppAction::Play(Action::Enter(faces))))
    };
    let on_text = {
        let d = state.dispatcher();
        Callback::from(move |text: String| d.dispatch(AppAction::EnterText(text)))
    };
    let on_correct = {
        let d = state.dispatcher();
        Callback::from(move |(die, face): (usize, Face)| {
            d.dispatch(AppAction::Play(Action::Correct { die, face }))
        })
    };
    let on_roll = send(AppAction::Play(Action::Roll));
    let several = state.session.seats().len() > 1 || state.session.games() > 1;
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
    let on_start = {
        let d = state.dispatcher();
        Callback::from(move |setup: Setup| {
            let rules = yahtzee_engine::RuleSet {
                variant: setup.variant,
                options: setup.options,
            };
            // With real dice the seed only names the games of the session.
            match Session::with_dice(
                rules,
                setup.seats,
                setup.games,
                platform::random_seed(),
                setup.dice,
            ) {
                Ok(session) => d.dispatch(AppAction::NewSession(Box::new(session))),
                Err(e) => d.dispatch(AppAction::Notice(words::sentence(&e.to_string()))),
            }
        })
    };
    let on_review_this = {
        let d = state.dispatcher();
        let game = state.game().clone();
        Callback::from(move |_: ()| {
            d.dispatch(AppAction::OpenReview {
                seed: game.seed(),
                title: format!("game #{}", game.seed()),
                rules: game.rule_set(),
                decisions: game.decisions().to_vec(),
            })
        })
    };
    let on_review_past = {
        let d = state.dispatcher();
        let history = history.clone();
        Callback::from(move |i: usize| {
            if let Some(g) = history.get(i) {
                d.dispatch(AppAction::OpenReview {
                    seed: g.seed,
                    title: format!(
                        "game #{} of {}",
                        g.seed,
                        g.finished.get(..10).unwrap_or(&g.finished)
                    ),
                    rules: g.rules,
                    decisions: g.decisions.clone(),
                });
            }
        })
    };
    let on_replay = {
        let d = state.dispatcher();
        let rules = state.session.rule_set();
        // High scores are listed for the rules in play, so a replay uses them too.
        Callback::from(move |seed: u64| {
            if let Ok(game) = Game::new(rules, 1, seed) {
                d.dispatch(AppAction::Offer(Replacement {
                    session: Box::new(Session::solo(game)),
                    why: format!(
                        "The replay opens {} game #{seed}.",
                        rules.variant.def().name
                    ),
                }));
            }
        })
    };
    let on_export = {
        let all = all_records.clone();
        let message = import_message.clone();
        Callback::from(move |_: ()| {
            if let Err(e) = platform::download("yahtzee-records.json", &records::export(&all)) {
                message.set(Some(e.into()));
            }
        })
    };
    let on_import = {
        let version = records_version.clone();
        let message = import_message.clone();
        Callback::from(move |file: web_sys::File| {
            let version = version.clone();
            let message = message.clone();
            wasm_bindgen_futures::spawn_local(async move {
                let text = wasm_bindgen_futures::JsFuture::from(file.text())
                    .await
                    .ok()
                    .and_then(|t| t.as_string())
                    .unwrap_or_default();
                let said = match records::import(&text) {
                    Ok(new) => {
                        let mut all = storage::records();
                        let added = records::merge(&mut all, new);
                        match storage::save_records(&all) {
                            Ok(()) => format!("Imported {added} new records."),
                            Err(e) => e,
                        }
                    }
                    Err(e) => format!("Nothing was imported: {e}"),
                };
                version.set(*version + 1);
                message.set(Some(said.into()));
            });
        })
    };
    let on_clear = {
        let version = records_version.clone();
        let message = import_message.clone();
        Callback::from(move |_: ()| {
            storage::clear_records();
            version.set(*version + 1);
            message.set(Some("Records deleted.".into()));
        })
    };
    let on_stats_close = {
        let message = import_message.clone();
        let d = state.dispatcher();
        Callback::from(move |_: ()| {
            message.set(None);
            d.dispatch(AppAction::CloseDialog);
        })
    };
    let on_coach_change = {
        let d = state.dispatcher();
        Callback::from(move |c| d.dispatch(AppAction::SetCoach(c)))
    };

    let session = &state.session;
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
        let fast = state.bot_speed == BotSpeed::Fast;
        html! {
            <div class="bot-bar">
                <p>{ format!("{} ({} bot) is playing…", names[game.current_player()], level.name()) }</p>
                if !matches!(state.solver, SolverStatus::Ready { .. }) && game.turn().rolls > 0 {
                    <p class="fine" role="status">{ coach_status(state.solver) }</p>
                }
                <button type="button" class="secondary" aria-pressed={fast.to_string()}
                    onclick={button(AppAction::SetBotSpeed(if fast { BotSpeed::Normal } else { BotSpeed::Fast }))}>
                    { "Faster" }
                </button>
                <button type="button" class="secondary" onclick={button(AppAction::Rush)}>{ "Skip to the end of the turn" }</button>
            </div>
        }
    });
    let advice = state.current_advice().map(<[_]>::to_vec);
    let best = state
        .hint_open
        .then(|| advice.as_ref().and_then(|o| o.first()))
        .flatten();
    let suggest_dice = match best.map(|b| &b.choice) {
        Some(m @ (Move::Keep(_) | Move::KeepMarked(_))) => Some(coach::dice_for_keep(game, m)),
        _ => None,
    };
    let suggest_box = match best.map(|b| &b.choice) {
        Some(Move::Score(b) | Move::ScoreWild { box_index: b, .. }) => Some(*b),
        _ => None,
    };
    let total = game.sheet().totals(&rules).total;
    let undo = session.undoable();
    let undo_target = undo
        .as_ref()
        .map(|s| words::undo_target(session, s))
        .unwrap_or_default();
    let odds = state.current_odds().cloned();

    let dialog = match state.dialog.clone() {
        None => Html::default(),
        Some(Dialog::ConfirmZero(b)) => html! {
            <ConfirmZero box_name={rules.boxes()[b].name}
                on_confirm={send(AppAction::ConfirmZero)} on_cancel={close.clone()} />
        },
        Some(Dialog::Warning(w)) => html! {
            <CoachWarning game={game.clone()} warning={w}
                on_best={send(AppAction::CoachTakeBest)}
                on_proceed={send(AppAction::CoachProceed)}
                on_cancel={close.clone()} />
        },
        Some(Dialog::Coach) => html! {
            <CoachDialog settings={state.coach} status={state.solver} history={(*history).clone()}
                on_change={on_coach_change} on_review={on_review_past} on_close={close.clone()} />
        },
        Some(Dialog::Review(review)) => html! {
            <ReviewDialog {review} on_turn={dispatch(AppAction::ReviewTurn)} on_close={close.clone()} />
        },
        Some(Dialog::Records) => html! {
            <StatsDialog records={(*all_records).clone()} rules={session.rule_set()} {on_replay}
                {on_export} {on_import} {on_clear} message={(*import_message).clone()}
                on_close={on_stats_close} />
        },
        Some(Dialog::Setup) => {
            let initial = Setup {
                variant: session.rule_set().variant,
                seats: session.seats().to_vec(),
                games: session.games(),
                options: session.rule_set().options,
                dice: session.dice_mode(),
            };
            html! { <SetupDialog {initial} {on_start} on_cancel={close.clone()} /> }
        }
        Some(Dialog::Help) => html! {
            <HelpDialog rules={game.rule_set()} on_close={close.clone()}
                optimal={match state.solver { SolverStatus::Ready { start_value, .. } => Some(start_value), _ => None }} />
        },
        Some(Dialog::Replace(offer)) => html! {
            <ReplaceDialog why={offer.why} current={in_progress_text(session)}
                on_confirm={send(AppAction::ConfirmReplace)} on_cancel={close.clone()} />
        },
    };

    html! {
        <>
            <header class="top">
                <h1>{ "Yahtzee" }</h1>
                <p class="total-badge" aria-hidden="true">{ format!("{total} pts") }</p>
                <nav class="tools">
                    <button type="button" onclick={button(AppAction::ToggleHint)}
                        aria-pressed={state.hint_open.to_string()} disabled={game.is_over() || bot.is_some()}>
                        { "Hint" }<kbd aria-hidden="true">{ "H" }</kbd>
                    </button>
                    <button type="button" onclick={button(AppAction::Open(Opens::Coach))} aria-haspopup="dialog">
                        { "Coach" }
                    </button>
                    <button type="button" onclick={button(AppAction::Open(Opens::Setup))} aria-haspopup="dialog">
                        { "New table" }
                    </button>
                    <button type="button" onclick={button(AppAction::Open(Opens::Records))} aria-haspopup="dialog">
                        { "Records" }
                    </button>
                    // The name comes from the content, not an aria-label: a label that does not
                    // contain the visible text (the "U" key included) fails WCAG's label in name.
                    // What the undo takes back is read out but not shown (the title shows it).
                    <button type="button" class="undo" onclick={button(AppAction::Play(Action::Undo))}
                        disabled={undo.is_none()} title={format!("Undo {undo_target}").trim_end().to_string()}>
                        { "Undo" }<span class="sr-only">{ format!(" {undo_target}") }</span>
                        <kbd aria-hidden="true">{ "U" }</kbd>
                    </button>
                    <button type="button" onclick={button(AppAction::Open(Opens::Help))} aria-haspopup="dialog">
                        { "Help" }<kbd aria-hidden="true">{ "?" }</kbd>
                    </button>
                </nav>
            </header>
            if let Some(text) = state.notice.clone() {
                <Notice {text} on_dismiss={send(AppAction::DismissNotice)} />
            }
            <main class="table" tabindex="-1">
                <div class="play">
                    if game.is_over() {
                        <GameOver session={session.clone()} on_new_game={on_new_game.clone()}
                            on_next_game={send(AppAction::NextGame)} on_setup={send(AppAction::Open(Opens::Setup))}
                            on_review={on_review_this} />
                    } else {
                        if entered {
                            <DiceEntry game={game.clone()} player={names[game.current_player()].clone()}
                                colour={game.current_player()} error={state.entry_error.clone().map(AttrValue::from)}
                                {on_enter} {on_text} {on_correct} />
                        }
                        // With real dice the entry above names the player, large.
                        <DiceTray game={game.clone()} {on_toggle} {on_roll} suggest={suggest_dice}
                            on_wild={on_wild} animate={state.rolled_here}
                            player={if entered { None } else { player.clone() }} colour={game.current_player()} bot={bot.is_some()}>
                            { for bot_bar }
                        </DiceTray>
                    }
                    if state.hint_open && !game.is_over() && bot.is_none() {
                        <HintPanel game={game.clone()} options={advice.clone()} status={state.solver}
                            on_close={send(AppAction::ToggleHint)} />
                    }
                    if multi && !game.is_over() {
                        if state.odds_open {
                            <OddsPanel names={names.clone()} chances={odds.as_ref().map(|o| o.chances.clone())}
                                expected={odds.as_ref().map(|o| o.expected.clone())} on_close={send(AppAction::ToggleOdds)} />
                        } else {
                            <button type="button" class="secondary odds-button" onclick={button(AppAction::ToggleOdds)}>
                                { "Chances to win" }
                            </button>
                        }
                    }
                </div>
                <Scoresheet game={game.clone()} {on_choose} suggest={suggest_box} names={names.clone()} bot={bot.is_some()} />
            </main>
            <div class="sr-only" aria-live="polite" role="status" id="announcer">
                <p key={state.announcement.0}>{ state.announcement.1.clone() }</p>
            </div>
            { dialog }
            <footer class="foot">
                <p>{ footer_text(session, state.solver) }</p>
            </footer>
        </>
    }
}

fn coach_status(status: SolverStatus) -> String {
    match status {
        SolverStatus::Starting => "Coach starting".to_string(),
        SolverStatus::Building(f) => {
            format!("Coach preparing {} %", fixed(f64::from(f) * 100.0, 0))
        }
        SolverStatus::Ready { .. } => "Coach ready".to_string(),
        SolverStatus::Unavailable => "Coach unavailable".to_string(),
    }
}

/// "Classic Yahtzee #123 · Forced Joker (official) · Coach ready": the game, the table rules it
/// has, and the coach.
fn footer_text(session: &Session, solver: SolverStatus) -> String {
    let game = session.game();
    let rules = game.rules();
    let mut parts = vec![match game.dice_mode() {
        DiceMode::Rolled => format!("{} game #{}", rules.def.name, game.seed()),
        DiceMode::Entered => format!("{} with real dice", rules.def.name),
    }];
    if session.games() > 1 {
        parts.push(format!(
            "game {} of {}",
            session.game_number(),
            session.games()
        ));
    }
    if rules.def.has_joker {
        parts.push(rules.options.joker.label().to_string());
    }
    parts.push(coach_status(solver));
    parts.join(" · ")
}
