//! The one open dialog (`Screen::dialog`), with what each dialog needs: the records and the
//! coach's history (`hooks::use_records`), and the callbacks that replay or review a game,
//! start a new table, or replace the game in progress (`dialogs/answers.rs`). Drawn only while a
//! dialog is open, so none of this runs or is built on the game screen's renders.

mod answers;

use std::rc::Rc;

use yahtzee_engine::{DiceMode, Session};
use yew::prelude::*;

use super::catch_up::CatchUp;
use super::coach_dialog::CoachDialog;
use super::coach_warning::CoachWarning;
use super::confirm_zero::ConfirmZero;
use super::help_dialog::HelpDialog;
use super::practice::PracticeDialog;
use super::replace_dialog::ReplaceDialog;
use super::review::ReviewDialog;
use super::setup_dialog::{Setup, SetupDialog};
use super::stats_dialog::StatsDialog;
use super::who_are_you::WhoAreYou;
use super::your_games::YourGames;
use crate::coach::SolverStatus;
use crate::hooks::{use_keeping, use_kept_table_rules, use_records};
use crate::platform;
use crate::state::{AppAction, AppState, CoachSettings, Dialog, Review, SolverPlay};
use crate::words;

/// Properties of [`Dialogs`]: what the dialogs show, and nothing else, so that a change on
/// the table behind them (a bot's step, an announcement) does not draw them again.
#[derive(Properties, PartialEq)]
pub struct DialogsProps {
    /// The open dialog.
    pub dialog: Dialog,
    /// The session on the table.
    pub session: Rc<Session>,
    /// At a table on several phones, this phone's part in it.
    pub travel: Option<crate::travel::Travel>,
    /// What the other phones played since this one last looked (`Dialog::CatchUp`).
    pub catch_up: Vec<crate::travel::Played>,
    /// How far this phone saw the table before (`Dialog::WhoAreYou` tells what came since).
    pub seen: crate::travel::Seen,
    /// The coach's settings.
    pub settings: CoachSettings,
    /// Where the solver stands.
    pub solver: SolverStatus,
    /// The game under review, if one was asked for.
    pub review: Option<Review>,
    /// Where the dialogs' answers go.
    pub dispatcher: UseReducerDispatcher<AppState>,
    /// Asks the solver (a review's verdicts).
    pub on_ask: Callback<wasm_bindgen::JsValue>,
}

/// The New table dialog's first setup: the table on screen's.
fn setup_of(session: &Session, kept: &[yahtzee_engine::RuleSet], travels: bool) -> Setup {
    Setup {
        variant: session.rule_set().variant,
        seats: session.seats().to_vec(),
        games: session.games(),
        options: session.rule_set().options,
        // A day's game is played alone: a new table after it starts from the page's
        // dice, with room for more seats.
        dice: match session.dice_mode() {
            DiceMode::Daily | DiceMode::Practice => DiceMode::Rolled,
            dice => dice,
        },
        kept: kept.to_vec(),
        travels,
        coach_off: false,
    }
}

/// The dialogs of a table on several phones: Your games, Who are you?, and what the other
/// phones played since this one last looked.
fn travel_dialog(dialog: &Dialog, props: &DialogsProps, close: Callback<()>) -> Html {
    let session = &props.session;
    let d = props.dispatcher.clone();
    match dialog {
        Dialog::WhoAreYou => html! {
            <WhoAreYou session={session.clone()} travel={props.travel.unwrap_or_default()} seen={props.seen}
                on_choose={d.to_callback().reform(|s| AppAction::Seated(Box::new(s)))} />
        },
        Dialog::CatchUp => {
            let lines = words::travel::catch_up_said(session, &props.catch_up);
            let lines: Vec<AttrValue> = lines.into_iter().map(AttrValue::from).collect();
            let done = Callback::from(move |_: ()| d.dispatch(AppAction::DismissCatchUp));
            html! { <CatchUp rules={session.rule_set()} turns={props.catch_up.clone()} {lines} on_done={done} /> }
        }
        _ => {
            html! { <YourGames session={session.clone()} travel={props.travel} on_close={close} /> }
        }
    }
}

/// The open dialog.
#[function_component]
pub fn Dialogs(props: &DialogsProps) -> Html {
    let io = use_records(
        matches!(props.dialog, Dialog::Records),
        matches!(props.dialog, Dialog::Coach),
    );
    let keep = use_keeping(props.dispatcher.clone());
    let kept_rules = use_kept_table_rules(matches!(props.dialog, Dialog::Setup));
    // A review is judged while its dialog is open: the worker keeps the request until its table
    // is whole.
    let pending = (props.dialog == Dialog::Review)
        .then(|| props.review.as_ref().filter(|r| r.judged.is_none()))
        .flatten()
        .map(|r| (r.id, r.rules, r.decisions.clone(), r.names.len()));
    {
        let on_ask = props.on_ask.clone();
        use_effect_with(pending, move |pending| {
            if let Some((id, rules, decisions, players)) = pending.clone() {
                // At a table of several, the last turns by the chance to win as well (not in
                // Maxi Yatzy, whose Tactician plays for points: no chances to win are worked out).
                if players > 1 && !yahtzee_solver::maxi::coaches(rules) {
                    let to_win = yahtzee_protocol::Request::ReviewToWin {
                        id,
                        rules,
                        players,
                        decisions: decisions.clone(),
                    };
                    super::ask(&on_ask, &to_win);
                }
                let review = yahtzee_protocol::Request::Review {
                    id,
                    rules,
                    decisions,
                };
                super::ask(&on_ask, &review);
            }
        });
    }
    let a = answers::Answers::new(props, &io, &keep);
    let close = a.send(AppAction::CloseDialog);
    let session = &props.session;
    let game = session.game();
    match props.dialog.clone() {
        Dialog::ConfirmZero(b) => html! {
            <ConfirmZero box_name={words::box_name(&game.rules(), b)}
                on_confirm={a.send(AppAction::ConfirmZero)} on_cancel={close} />
        },
        Dialog::Warning(w) => html! {
            <CoachWarning game={game.clone()} warning={w}
                on_best={a.send(AppAction::CoachTakeBest(SolverPlay::SOLVER))}
                on_proceed={a.send(AppAction::CoachProceed)}
                on_cancel={close} />
        },
        Dialog::Coach => html! {
            <CoachDialog settings={props.settings} status={props.solver} rules={game.rule_set()} history={(*io.history).clone()}
                practice={io.practice} on_practice={a.send(AppAction::Open(crate::state::Opens::Practice))}
                on_change={a.coach_change()} on_review={a.review_past()} on_close={close} />
        },
        Dialog::Practice => html! {
            <PracticeDialog review={props.review.clone()} dispatcher={props.dispatcher.clone()}
                on_ask={props.on_ask.clone()} solver={props.solver} on_close={close} />
        },
        Dialog::Review => match props.review.clone() {
            Some(review) => {
                html! { <ReviewDialog {review} on_turn={a.review_turn()} on_close={close} on_ask={props.on_ask.clone()} /> }
            }
            None => Html::default(),
        },
        Dialog::Records => html! {
            <StatsDialog records={(*io.records).clone()} rules={session.rule_set()} on_replay={a.replay()}
                first_player={session.seats()[0].name.clone()}
                on_export={io.on_export.clone()} on_import={io.on_import.clone()}
                on_clear={io.on_clear.clone()} message={io.message.clone()}
                daily={(*io.daily).clone()} today={crate::platform::today()} on_daily={a.daily()}
                on_close={a.stats_close()} />
        },
        Dialog::Setup => {
            let initial = setup_of(session, &kept_rules, props.travel.is_some());
            html! { <SetupDialog {initial} on_start={a.start()} on_cancel={close} /> }
        }
        d @ (Dialog::YourGames | Dialog::WhoAreYou | Dialog::CatchUp) => {
            travel_dialog(&d, props, close)
        }
        Dialog::Help => html! {
            <HelpDialog rules={game.rule_set()} on_close={close} travels={props.travel.is_some()}
                optimal={match props.solver { SolverStatus::Ready { start_value, .. } => Some(start_value), _ => None }} />
        },
        Dialog::Replace(offer) => html! {
            <ReplaceDialog why={offer.why} current={words::replace::in_progress(session)}
                back={platform::game_query(session.seed(), session.rule_set().variant)}
                back_words={words::replace::back_link(session)}
                on_confirm={a.replace()} on_cancel={close} />
        },
    }
}
