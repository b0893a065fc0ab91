//! The one open dialog (`Screen::dialog`), with what each dialog needs: the records and the
//! coach's history (`hooks::use_records`), and the callbacks that replay or review a game,
//! start a new table, or replace the game in progress. Drawn only while a dialog is open, so
//! none of this runs or is built on the game screen's renders.

use std::rc::Rc;

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
use crate::hooks::{use_keeping, use_records};
use crate::msg;
use crate::platform;
use crate::state::{AppAction, AppState, CoachSettings, Dialog, Replacement, Review};
use crate::storage;
use crate::words;

/// What is on the table, in words, for the question before replacing it.
fn in_progress_text(session: &Session) -> String {
    let game = session.game();
    let name = words::game_name(game.rules().def.id);
    // A game's number names it: written as it is, never grouped like a count.
    let seed = game.seed().to_string();
    if session.games() > 1 {
        msg::replace_current_session(&name, &seed, session.game_number(), session.games())
    } else {
        msg::replace_current_turn(&name, &seed, game.round())
    }
}

/// Properties of [`Dialogs`]: what the dialogs show, and nothing else, so that a change on
/// the table behind them (a bot's step, an announcement) does not draw them again.
#[derive(Properties, PartialEq)]
pub struct DialogsProps {
    /// The open dialog.
    pub dialog: Dialog,
    /// The session on the table.
    pub session: Rc<Session>,
    /// The coach's settings.
    pub settings: CoachSettings,
    /// Where the solver stands.
    pub solver: SolverStatus,
    /// The game under review, if one was asked for.
    pub review: Option<Review>,
    /// Where the dialogs' answers go.
    pub dispatcher: UseReducerDispatcher<AppState>,
}

/// The open dialog.
#[function_component]
pub fn Dialogs(props: &DialogsProps) -> Html {
    let d = &props.dispatcher;
    let io = use_records(
        matches!(props.dialog, Dialog::Records),
        matches!(props.dialog, Dialog::Coach),
    );
    let send = |action: AppAction| {
        let d = d.clone();
        Callback::from(move |_: ()| d.dispatch(action.clone()))
    };
    let keep = use_keeping(d.clone());
    let close = send(AppAction::CloseDialog);
    let on_start = {
        let d = d.clone();
        let table = props.session.clone();
        let keep_rules = keep.table_rules.clone();
        Callback::from(move |setup: Setup| {
            let rules = setup.rules();
            // Each game's own table rules are there the next time it is chosen; a browser
            // that cannot keep them still starts the table.
            keep_rules.emit(rules);
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
                Err(e) => d.dispatch(AppAction::Notice(words::session_refusal(table.game(), e))),
            }
        })
    };
    let on_review_past = {
        let d = d.clone();
        let history = io.history.clone();
        Callback::from(move |i: usize| {
            if let Some(g) = history.get(i) {
                d.dispatch(AppAction::OpenReview(Review::of(
                    g.seed,
                    msg::coach_review_title(
                        &g.seed.to_string(),
                        g.finished.get(..10).unwrap_or(&g.finished),
                    ),
                    g.rules,
                    g.decisions.clone(),
                    g.names.clone(),
                )));
            }
        })
    };
    let on_replay = {
        let d = d.clone();
        // A high score is played again with the rules it was played by.
        Callback::from(move |(seed, rules): (u64, yahtzee_engine::RuleSet)| {
            if let Ok(game) = Game::new(rules, 1, seed) {
                d.dispatch(AppAction::Offer(Replacement {
                    session: Box::new(Session::solo(game)),
                    why: msg::replace_why_replay(
                        &words::game_name(rules.variant),
                        &seed.to_string(),
                    ),
                }));
            }
        })
    };
    let on_stats_close = {
        let done = io.on_done.clone();
        let d = d.clone();
        Callback::from(move |_: ()| {
            done.emit(());
            d.dispatch(AppAction::CloseDialog);
        })
    };
    let on_coach_change = {
        let d = d.clone();
        Callback::from(move |c| d.dispatch(AppAction::SetCoach(c)))
    };
    let on_replace = {
        let d = d.clone();
        let session = props.session.clone();
        let set_aside = keep.set_aside.clone();
        // The game in progress is kept aside first, so that its link brings it back.
        Callback::from(move |_: ()| {
            set_aside.emit(session.clone());
            d.dispatch(AppAction::ConfirmReplace);
        })
    };

    let session = &props.session;
    let game = session.game();
    let rules = game.rules();

    match props.dialog.clone() {
        Dialog::ConfirmZero(b) => html! {
            <ConfirmZero box_name={words::box_name(&rules, b)}
                on_confirm={send(AppAction::ConfirmZero)} on_cancel={close.clone()} />
        },
        Dialog::Warning(w) => html! {
            <CoachWarning game={game.clone()} warning={w}
                on_best={send(AppAction::CoachTakeBest)}
                on_proceed={send(AppAction::CoachProceed)}
                on_cancel={close.clone()} />
        },
        Dialog::Coach => html! {
            <CoachDialog settings={props.settings} status={props.solver} history={(*io.history).clone()}
                on_change={on_coach_change} on_review={on_review_past} on_close={close.clone()} />
        },
        Dialog::Review => match props.review.clone() {
            Some(review) => {
                let d = d.clone();
                let on_turn = Callback::from(move |t: usize| d.dispatch(AppAction::ReviewTurn(t)));
                html! { <ReviewDialog {review} {on_turn} on_close={close.clone()} /> }
            }
            None => Html::default(),
        },
        Dialog::Records => html! {
            <StatsDialog records={(*io.records).clone()} rules={session.rule_set()} {on_replay}
                first_player={session.seats()[0].name.clone()}
                on_export={io.on_export.clone()} on_import={io.on_import.clone()}
                on_clear={io.on_clear.clone()} message={io.message.clone()}
                on_close={on_stats_close} />
        },
        Dialog::Setup => {
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
        Dialog::Help => html! {
            <HelpDialog rules={game.rule_set()} on_close={close.clone()}
                optimal={match props.solver { SolverStatus::Ready { start_value, .. } => Some(start_value), _ => None }} />
        },
        Dialog::Replace(offer) => html! {
            <ReplaceDialog why={offer.why} current={in_progress_text(session)}
                back={platform::game_query(session.seed(), session.rule_set().variant)}
                on_confirm={on_replace} on_cancel={close.clone()} />
        },
    }
}
