//! The one open dialog (`AppState::dialog`), with what each dialog needs: the records and the
//! coach's history read from storage while it is open, and the callbacks that import, export
//! and clear records, replay or review a game, or start a new table. Drawn only while a dialog is
//! open, so none of this runs or is built on the game screen's renders.

use yahtzee_engine::{Game, Session};
use yew::prelude::*;

use super::coach_dialog::CoachDialog;
use super::coach_warning::CoachWarning;
use super::confirm_zero::ConfirmZero;
use super::help_dialog::HelpDialog;
use super::replace_dialog::ReplaceDialog;
use super::review::ReviewDialog;
use super::setup_dialog::{Setup, SetupDialog};
use super::stats_dialog::StatsDialog;
use crate::coach::SolverStatus;
use crate::platform;
use crate::records;
use crate::state::{AppAction, AppState, Dialog, Replacement};
use crate::storage;
use crate::words;

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

/// Properties of [`Dialogs`].
#[derive(Properties, PartialEq)]
pub struct DialogsProps {
    /// The app's state, whose `dialog` is the one drawn.
    pub state: UseReducerHandle<AppState>,
}

/// The open dialog, if any.
#[function_component]
pub fn Dialogs(props: &DialogsProps) -> Html {
    let state = &props.state;
    let records_version = use_state(|| 0u32);
    let import_message = use_state(|| None::<AttrValue>);
    let records_open = matches!(state.dialog, Some(Dialog::Records));
    let coach_open = matches!(state.dialog, Some(Dialog::Coach));
    let all_records = use_memo((records_open, *records_version), |_| storage::records());
    let history = use_memo(coach_open, |_| storage::history());

    let dispatch = |f: fn(usize) -> AppAction| super::send_index(state, f);
    let send = |action: AppAction| super::send::<()>(state, action);
    let close = send(AppAction::CloseDialog);
    let on_start = {
        let d = state.dispatcher();
        Callback::from(move |setup: Setup| {
            let rules = setup.rules();
            // Each game's own table rules are there the next time it is chosen; a browser
            // that cannot keep them still starts the table.
            let _ = storage::keep_table_rules(rules);
            // With real dice the seed only names the games of the session.
            match Session::with_dice(
                rules,
                setup.seats,
                setup.games,
                platform::random_seed(),
                setup.dice,
            ) {
                // A table in progress is not replaced without asking (`AppAction::Offer`).
                Ok(session) => d.dispatch(AppAction::Offer(Replacement {
                    why: words::new_table_why(&session),
                    session: Box::new(session),
                })),
                Err(e) => d.dispatch(AppAction::Notice(words::sentence(&e.to_string()))),
            }
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
                    names: g.names.clone(),
                });
            }
        })
    };
    let on_replay = {
        let d = state.dispatcher();
        // A high score is played again with the rules it was played by.
        Callback::from(move |(seed, rules): (u64, yahtzee_engine::RuleSet)| {
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
            const FILE: &str = "yahtzee-records.json";
            message.set(Some(
                match platform::download(FILE, &records::export(&all)) {
                    Ok(()) => words::records::exported(all.len(), FILE),
                    Err(e) => e,
                }
                .into(),
            ));
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
                            Ok(()) => words::records::imported(added),
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

    match state.dialog.clone() {
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
                first_player={session.seats()[0].name.clone()}
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
                kept: storage::table_rules(),
            };
            html! { <SetupDialog {initial} {on_start} on_cancel={close.clone()} /> }
        }
        Some(Dialog::Help) => html! {
            <HelpDialog rules={game.rule_set()} on_close={close.clone()}
                optimal={match state.solver { SolverStatus::Ready { start_value, .. } => Some(start_value), _ => None }} />
        },
        Some(Dialog::Replace(offer)) => html! {
            <ReplaceDialog why={offer.why} current={in_progress_text(session)}
                back={platform::game_query(session.seed(), session.rule_set().variant)}
                on_confirm={send(AppAction::ConfirmReplace)} on_cancel={close.clone()} />
        },
    }
}
