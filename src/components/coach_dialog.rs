//! The coach's settings, its state, and the finished games it can review.

use yahtzee_engine::RuleSet;
use yahtzee_i18n::Num;
use yahtzee_solver::maxi;
use yew::prelude::*;

use super::modal::Modal;

use crate::coach::SolverStatus;
use crate::msg;
use crate::state::CoachSettings;
use crate::storage::PastGame;
use yahtzee_protocol::TableSource;

/// Properties of [`CoachDialog`].
#[derive(Properties, PartialEq)]
pub struct CoachDialogProps {
    /// The current settings.
    pub settings: CoachSettings,
    /// Where the solver stands.
    pub status: SolverStatus,
    /// The rules in play: a coach strong rather than perfect (Maxi Yatzy's) says how strong.
    pub rules: RuleSet,
    /// Finished games, newest first.
    pub history: Vec<PastGame>,
    /// New settings.
    pub on_change: Callback<CoachSettings>,
    /// Review the finished game at this index.
    pub on_review: Callback<usize>,
    /// How many positions wait to be practised.
    pub practice: usize,
    /// Open practice.
    pub on_practice: Callback<()>,
    /// Close the dialog.
    pub on_close: Callback<()>,
}

/// Practice: the button that opens it, with how many positions wait, or what gives them.
fn practice(props: &CoachDialogProps) -> Html {
    html! {
        <>
            <h3>{ msg::practice_title() }</h3>
            if props.practice == 0 {
                <p>{ msg::practice_none() }</p>
            } else {
                <p><button type="button" class="secondary practice-open" onclick={props.on_practice.reform(|_: MouseEvent| ())}>
                    { msg::practice_open(props.practice) }</button></p>
            }
        </>
    }
}

/// Where the coach stands, in a sentence: once ready, perfect play's average and where its table
/// came from; for a coach strong rather than perfect (Maxi Yatzy's), how strong.
fn status_text(props: &CoachDialogProps) -> String {
    match props.status {
        SolverStatus::Starting => msg::coach_dialog_starting(),
        SolverStatus::Building(f) => msg::coach_building(Num::fixed(f64::from(f) * 100.0, 0)),
        SolverStatus::Ready {
            start_value,
            millis,
            source,
        } => {
            let source = match source {
                TableSource::Downloaded => msg::coach_source("downloaded", 0u8),
                TableSource::Stored => msg::coach_source("stored", 0u8),
                TableSource::Built { workers } => msg::coach_source("built", workers),
            };
            let seconds = Num::fixed(millis / 1000.0, 1);
            match maxi::coaches(props.rules) {
                true => msg::coach_dialog_ready_strong(
                    Num::fixed(maxi::strength_percent(props.rules), 2),
                    &source,
                    seconds,
                ),
                false => msg::coach_dialog_ready(Num::fixed(start_value, 2), &source, seconds),
            }
        }
        SolverStatus::Unavailable => msg::coach_dialog_unavailable(),
    }
}

/// The coach dialog.
#[function_component]
pub fn CoachDialog(props: &CoachDialogProps) -> Html {
    let settings = props.settings;
    let checkbox = |set: fn(CoachSettings, bool) -> CoachSettings| {
        let cb = props.on_change.clone();
        Callback::from(move |e: Event| {
            let checked = e
                .target_dyn_into::<web_sys::HtmlInputElement>()
                .is_some_and(|i| i.checked());
            cb.emit(set(settings, checked));
        })
    };
    let on_warn = checkbox(|s, warn| CoachSettings { warn, ..s });
    let on_by_chance = checkbox(|s, by_chance| CoachSettings { by_chance, ..s });
    let on_threshold = {
        let cb = props.on_change.clone();
        Callback::from(move |e: InputEvent| {
            if let Some(v) = e
                .target_dyn_into::<web_sys::HtmlInputElement>()
                // The browser reads the number: Rust's float parser would add its tables to
                // the page's WebAssembly for this one field.
                .map(|i| i.value_as_number())
                .filter(|v| v.is_finite())
            {
                cb.emit(CoachSettings {
                    threshold: v.clamp(0.1, 5.0),
                    ..settings
                });
            }
        })
    };
    let close = props.on_close.reform(|_: MouseEvent| ());
    let status = status_text(props);
    html! {
        <Modal class="coach" role="dialog" labelledby="coach-title" on_close={props.on_close.clone()}>
                <h2 id="coach-title">{ msg::coach_title() }</h2>
                <p class="coach-status" role="status">{ status }</p>
                if let SolverStatus::Building(f) = props.status {
                    <progress max="1" value={crate::number::text(f64::from(f))} aria-label={msg::coach_progress()}></progress>
                }
                <p>{ msg::coach_how() }</p>
                <label class="check">
                    <input type="checkbox" checked={settings.warn} onchange={on_warn} />
                    { " " }{ msg::coach_warn() }
                </label>
                <label class="threshold">
                    <input type="range" min="0.1" max="5" step="0.1" value={crate::number::text(settings.threshold)}
                        oninput={on_threshold} aria-label={msg::coach_threshold_label()} />
                    <output>{ msg::coach_threshold(Num::fixed(settings.threshold, 1)) }</output>
                </label>
                <label class="check">
                    <input type="checkbox" checked={settings.by_chance} onchange={on_by_chance} />
                    { " " }{ msg::coach_by_chance() }
                </label>
                <h3>{ msg::coach_review_heading() }</h3>
                if props.history.is_empty() {
                    <p>{ msg::coach_no_games() }</p>
                } else {
                    <ul class="history">
                        { for props.history.iter().enumerate().take(10).map(|(i, g)| {
                            let cb = props.on_review.clone();
                            let onclick = Callback::from(move |_: MouseEvent| cb.emit(i));
                            let date = crate::i18n::date(&g.finished);
                            let score = g.scores.iter().map(|s| s.to_string()).collect::<Vec<_>>().join(" / ");
                            html! {
                                <li>
                                    <span title={msg::review_which_game(&g.seed.to_string())}>{ msg::coach_past_game(&date, &crate::words::game_number(g.seed), &score) }</span>
                                    <button type="button" {onclick}>{ msg::coach_review() }</button>
                                </li>
                            }
                        }) }
                    </ul>
                }
                { practice(props) }
                <div class="actions">
                    <button type="button" class="primary" onclick={close}>{ msg::coach_close() }</button>
                </div>
        </Modal>
    }
}
