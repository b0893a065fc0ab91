//! The page: notice, dice, scoresheet, coach, dialogs and the live region, around one reducer.

use gloo_timers::callback::Timeout;
use yahtzee_engine::{Action, Game, Session};
use yew::prelude::*;

use super::coach_dialog::CoachDialog;
use super::coach_warning::CoachWarning;
use super::confirm_zero::ConfirmZero;
use super::dice_tray::DiceTray;
use super::game_over::GameOver;
use super::help_dialog::HelpDialog;
use super::hint_panel::HintPanel;
use super::notice::Notice;
use super::odds_panel::OddsPanel;
use super::review::ReviewDialog;
use super::scoresheet::Scoresheet;
use super::setup_dialog::{Setup, SetupDialog};
use super::stats_dialog::StatsDialog;
use crate::coach::{self, SolverStatus};
use crate::keyboard::use_shortcuts;
use crate::platform;
use crate::protocol::{Move, Request};
use crate::records;
use crate::solver_client::use_solver;
use crate::state::{AppAction, AppState, BotSpeed};
use crate::storage::{self, PastGame};

/// The state the page opens with: the saved game, or the game the address names, or a new one.
fn initial_state() -> AppState {
    let url_seed = platform::seed_from_url();
    let url_variant = platform::variant_from_url();
    let (saved, notice) = match storage::load() {
        Ok(saved) => (saved, None),
        Err(notice) => (None, Some(notice)),
    };
    let linked = |seed: u64| {
        let rules = yahtzee_engine::RuleSet {
            variant: url_variant.unwrap_or_default(),
            ..Default::default()
        };
        Session::solo(Game::new(rules, 1, seed).expect("one player is always allowed"))
    };
    let session = match (saved, url_seed) {
        // A link to another game than the saved one starts that game.
        (Some(s), Some(seed))
            if s.seed() != seed || url_variant.is_some_and(|v| v != s.rule_set().variant) =>
        {
            linked(seed)
        }
        (Some(s), _) => s,
        (None, seed) => linked(seed.unwrap_or_else(platform::random_seed)),
    };
    let mut state = AppState::new(session, notice);
    state.coach = storage::coach_settings();
    state
}

fn today() -> String {
    String::from(js_sys::Date::new_0().to_iso_string())
}

/// The whole game screen.
#[function_component]
pub fn App() -> Html {
    let state = use_reducer(initial_state);
    let solver = use_solver(state.dispatcher());
    use_shortcuts(state.dispatcher());

    // Side effects of a changed session: save it, keep its seed in the address, and remember
    // each game for review once it is over.
    {
        let dispatcher = state.dispatcher();
        use_effect_with(state.session.clone(), move |session| {
            if let Err(notice) = storage::save(session) {
                dispatcher.dispatch(AppAction::Notice(notice));
            }
            platform::show_seed_in_url(session.seed(), session.rule_set().variant);
            let game = session.game();
            if game.is_over() {
                let date = today();
                let kept = storage::remember(&PastGame::of(game, date.clone()))
                    .and_then(|_| storage::add_records(records::records_of(session, &date)));
                if let Err(notice) = kept {
                    dispatcher.dispatch(AppAction::Notice(notice));
                }
            }
        });
    }
    // The solver's table follows the rules in play.
    {
        let solver = solver.clone();
        use_effect_with(state.session.rule_set(), move |rules| {
            solver.send(&Request::Build { rules: *rules });
        });
    }
    // Advice for the position on the table, whenever the hint, the coach's warnings or a bot
    // want it.
    let ready = matches!(state.solver, SolverStatus::Ready { .. });
    let bot = state.bot_to_move();
    {
        let solver = solver.clone();
        let game = state.game().clone();
        let wants = state.hint_open || state.coach.warn || bot.is_some();
        use_effect_with(
            (coach::position_key(&game), wants, ready),
            move |(key, wants, ready)| {
                if let (true, true, Some(pos)) = (*wants, *ready, coach::position(&game)) {
                    solver.send(&Request::Advise {
                        key: key.clone(),
                        rules: game.rule_set(),
                        pos,
                    });
                }
            },
        );
    }
    // A review waiting for the solver's verdicts.
    {
        let solver = solver.clone();
        let pending = state
            .review
            .as_ref()
            .filter(|r| r.judged.is_none())
            .map(|r| (r.id, r.rules, r.decisions.clone()));
        use_effect_with((pending, ready), move |(pending, ready)| {
            if let (Some((id, rules, decisions)), true) = (pending, *ready) {
                solver.send(&Request::Review {
                    id: *id,
                    rules: *rules,
                    decisions: decisions.clone(),
                });
            }
        });
    }
    // A bot's next step, after a pause a person can follow (none when rushing its turn). Every
    // change of the game re-arms it; dropping the timeout cancels a step not yet taken.
    {
        let dispatcher = state.dispatcher();
        let game = state.game();
        let can_step = bot.is_some()
            && !state.modal()
            && (game.turn().rolls == 0 || state.current_advice().is_some());
        let delay = if state.rush == Some(state.turn_marker()) {
            0
        } else {
            state.bot_speed.delay_ms()
        };
        let step_key = format!("{}:{:?}", coach::position_key(game), game.turn().held);
        use_effect_with((step_key, can_step, delay), move |(_, can_step, delay)| {
            let timeout = can_step
                .then(|| Timeout::new(*delay, move || dispatcher.dispatch(AppAction::BotStep)));
            move || drop(timeout)
        });
    }
    // Win chances: each player's expected points to come, from the solver's table.
    {
        let solver = solver.clone();
        let session = state.session.clone();
        let key = coach::position_key(session.game());
        use_effect_with((key, state.odds_open, ready), move |(key, open, ready)| {
            if *open && *ready {
                let game = session.game();
                let rules = game.rules();
                let states = game
                    .sheets()
                    .iter()
                    .map(|s| (s.filled(), s.totals(&rules).upper, s.yahtzee_scored(&rules)))
                    .collect();
                solver.send(&Request::Values {
                    key: key.clone(),
                    rules: game.rule_set(),
                    states,
                });
            }
        });
    }
    // The coach's verdict on a reviewed game goes onto its records.
    {
        let verdict = state.review.as_ref().and_then(|r| {
            let judged = r.judged.as_ref()?;
            let players = r.decisions.iter().map(|d| d.player).max().unwrap_or(0) + 1;
            let losses: Vec<(usize, f64)> = (0..players)
                .filter_map(|p| {
                    let mine: Vec<f64> = judged
                        .iter()
                        .filter(|j| r.decisions[j.index].player == p)
                        .map(coach::loss)
                        .collect();
                    (!mine.is_empty()).then(|| (p, mine.iter().sum::<f64>() / mine.len() as f64))
                })
                .collect();
            Some((r.seed, losses))
        });
        use_effect_with(verdict, |verdict| {
            if let Some((seed, losses)) = verdict {
                let _ = storage::set_mean_losses(*seed, losses);
            }
        });
    }
    let records_version = use_state(|| 0u32);
    let all_records = use_memo((state.stats_open, *records_version), |_| storage::records());
    use_effect_with(state.coach, |settings| {
        let _ = storage::save_coach_settings(settings);
    });
    let history = use_memo(state.coach_open, |_| storage::history());

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
    let on_toggle = dispatch(|i| AppAction::Play(Action::Toggle(i)));
    let on_wild = {
        let d = state.dispatcher();
        Callback::from(move |v: u8| d.dispatch(AppAction::Play(Action::SetWild(v))))
    };
    let on_choose = dispatch(AppAction::ChooseBox);
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
            match Session::new(rules, setup.seats, setup.games, platform::random_seed()) {
                Ok(session) => d.dispatch(AppAction::NewSession(Box::new(session))),
                Err(e) => d.dispatch(AppAction::Notice(e.to_string())),
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
                d.dispatch(AppAction::NewSession(Box::new(Session::solo(game))));
                d.dispatch(AppAction::ToggleStats);
            }
        })
    };
    let on_export = {
        let all = all_records.clone();
        let d = state.dispatcher();
        Callback::from(move |_: ()| {
            if let Err(e) = platform::download("yahtzee-records.json", &records::export(&all)) {
                d.dispatch(AppAction::Notice(e));
            }
        })
    };
    let on_import = {
        let d = state.dispatcher();
        let version = records_version.clone();
        Callback::from(move |file: web_sys::File| {
            let d = d.clone();
            let version = version.clone();
            wasm_bindgen_futures::spawn_local(async move {
                let text = wasm_bindgen_futures::JsFuture::from(file.text())
                    .await
                    .ok()
                    .and_then(|t| t.as_string())
                    .unwrap_or_default();
                let notice = match records::import(&text) {
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
                d.dispatch(AppAction::Notice(notice));
            });
        })
    };
    let on_clear = {
        let d = state.dispatcher();
        let version = records_version.clone();
        Callback::from(move |_: ()| {
            storage::clear_records();
            version.set(*version + 1);
            d.dispatch(AppAction::Notice("Records deleted.".into()));
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
    let player = multi.then(|| names[game.current_player()].clone());
    let initial_setup = Setup {
        variant: session.rule_set().variant,
        seats: session.seats().to_vec(),
        games: session.games(),
        options: session.rule_set().options,
    };
    let bot_means =
        yahtzee_solver::play::level_means(session.rule_set().variant).map(|m| m.round() as u16);
    let odds = match (&state.odds, state.odds_open) {
        (Some((key, values)), true) if *key == coach::position_key(game) => {
            let banked: Vec<f64> = game
                .sheets()
                .iter()
                .map(|s| s.totals(&rules).total as f64)
                .collect();
            let open: Vec<f64> = game
                .sheets()
                .iter()
                .map(|s| {
                    s.boxes.iter().filter(|b| b.is_none()).count() as f64 / rules.box_count() as f64
                })
                .collect();
            let expected: Vec<f64> = banked.iter().zip(values).map(|(b, v)| b + v).collect();
            Some((coach::win_chances(&banked, values, &open), expected))
        }
        _ => None,
    };
    let bot_bar = bot.map(|level| {
        let fast = state.bot_speed == BotSpeed::Fast;
        html! {
            <div class="bot-bar">
                <p>{ format!("{} ({} bot) is playing…", names[game.current_player()], level.name()) }</p>
                <button type="button" class="secondary"
                    onclick={button(AppAction::SetBotSpeed(if fast { BotSpeed::Normal } else { BotSpeed::Fast }))}>
                    { if fast { "Slower" } else { "Faster" } }
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
    let confirm = state.confirm_zero.map(|b| {
        html! {
            <ConfirmZero box_name={rules.boxes()[b].name}
                on_confirm={send(AppAction::ConfirmZero)}
                on_cancel={send(AppAction::CancelZero)} />
        }
    });
    let total = game.sheet().totals(&rules).total;
    let coach_status = match state.solver {
        SolverStatus::Starting => "Coach starting".to_string(),
        SolverStatus::Building(f) => format!("Coach preparing {:.0} %", f * 100.0),
        SolverStatus::Ready { .. } => "Coach ready".to_string(),
        SolverStatus::Unavailable => "Coach unavailable".to_string(),
    };

    html! {
        <>
            <header class="top">
                <h1>{ "Yahtzee" }</h1>
                <p class="total-badge" aria-hidden="true">{ format!("{total} pts") }</p>
                <nav class="tools">
                    <button type="button" onclick={button(AppAction::ToggleHint)}
                        aria-pressed={state.hint_open.to_string()} disabled={game.is_over()}>
                        { "Hint" }<kbd aria-hidden="true">{ "H" }</kbd>
                    </button>
                    <button type="button" onclick={button(AppAction::ToggleCoach)} aria-haspopup="dialog">
                        { "Coach" }
                    </button>
                    <button type="button" onclick={button(AppAction::ToggleSetup)} aria-haspopup="dialog">
                        { "New table" }
                    </button>
                    <button type="button" onclick={button(AppAction::ToggleStats)} aria-haspopup="dialog">
                        { "Records" }
                    </button>
                    <button type="button" onclick={button(AppAction::Play(Action::Undo))} disabled={!game.can_undo()}>
                        { "Undo" }<kbd aria-hidden="true">{ "U" }</kbd>
                    </button>
                    <button type="button" onclick={button(AppAction::ToggleHelp)} aria-haspopup="dialog">
                        { "Help" }<kbd aria-hidden="true">{ "?" }</kbd>
                    </button>
                </nav>
            </header>
            if let Some(text) = state.notice.clone() {
                <Notice {text} on_dismiss={send(AppAction::DismissNotice)} />
            }
            <main class="table">
                <div class="play">
                    if game.is_over() {
                        <GameOver session={session.clone()} on_new_game={on_new_game.clone()}
                            on_next_game={send(AppAction::NextGame)} on_setup={send(AppAction::ToggleSetup)}
                            on_review={on_review_this} />
                    } else {
                        <DiceTray game={game.clone()} {on_toggle} {on_roll} suggest={suggest_dice}
                            on_wild={on_wild}
                            player={player.clone()} colour={game.current_player()} bot={bot.is_some()}>
                            { for bot_bar }
                        </DiceTray>
                    }
                    if state.hint_open && !game.is_over() && bot.is_none() {
                        <HintPanel game={game.clone()} options={advice.clone()} status={state.solver}
                            on_close={send(AppAction::ToggleHint)} />
                    }
                    if multi && !game.is_over() {
                        if state.odds_open {
                            <OddsPanel names={names.clone()} chances={odds.as_ref().map(|o| o.0.clone())}
                                expected={odds.as_ref().map(|o| o.1.clone())} on_close={send(AppAction::ToggleOdds)} />
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
            { for confirm }
            if let Some(w) = state.warning.clone() {
                <CoachWarning game={game.clone()} warning={w}
                    on_best={send(AppAction::CoachTakeBest)}
                    on_proceed={send(AppAction::CoachProceed)}
                    on_cancel={send(AppAction::CloseDialogs)} />
            }
            if state.coach_open {
                <CoachDialog settings={state.coach} status={state.solver} history={(*history).clone()}
                    on_change={on_coach_change} on_review={on_review_past}
                    on_close={send(AppAction::ToggleCoach)} />
            }
            if let Some(review) = state.review.clone() {
                <ReviewDialog {review} on_turn={dispatch(AppAction::ReviewTurn)}
                    on_close={send(AppAction::CloseDialogs)} />
            }
            if state.stats_open {
                <StatsDialog records={(*all_records).clone()} rules={session.rule_set()} {on_replay}
                    {on_export} {on_import} {on_clear} on_close={send(AppAction::ToggleStats)} />
            }
            if state.setup_open {
                <SetupDialog initial={initial_setup} {bot_means} {on_start} on_cancel={send(AppAction::ToggleSetup)} />
            }
            if state.help_open {
                <HelpDialog rules={game.rule_set()} on_close={send(AppAction::CloseDialogs)}
                    optimal={match state.solver { SolverStatus::Ready { start_value, .. } => Some(start_value), _ => None }} />
            }
            <footer class="foot">
                <p>{ format!("Game #{} · {} · {coach_status}", game.seed(), rules.options.joker.label()) }</p>
            </footer>
        </>
    }
}
