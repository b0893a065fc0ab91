//! The coach's settings, its state, and the finished games it can review.

use crate::number::fixed;
use yew::prelude::*;

use super::modal::Modal;

use crate::coach::{CoachSettings, SolverStatus};
use crate::storage::PastGame;
use yahtzee_protocol::TableSource;

/// Properties of [`CoachDialog`].
#[derive(Properties, PartialEq)]
pub struct CoachDialogProps {
    /// The current settings.
    pub settings: CoachSettings,
    /// Where the solver stands.
    pub status: SolverStatus,
    /// Finished games, newest first.
    pub history: Vec<PastGame>,
    /// New settings.
    pub on_change: Callback<CoachSettings>,
    /// Review the finished game at this index.
    pub on_review: Callback<usize>,
    /// Close the dialog.
    pub on_close: Callback<()>,
}

/// The coach dialog.
#[function_component]
pub fn CoachDialog(props: &CoachDialogProps) -> Html {
    let settings = props.settings;
    let on_warn = {
        let cb = props.on_change.clone();
        Callback::from(move |e: Event| {
            let checked = e
                .target_dyn_into::<web_sys::HtmlInputElement>()
                .is_some_and(|i| i.checked());
            cb.emit(CoachSettings {
                warn: checked,
                ..settings
            });
        })
    };
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
    let status = match props.status {
        SolverStatus::Starting => "Starting…".to_string(),
        SolverStatus::Building(f) => {
            format!(
                "Preparing the optimal strategy: {} %",
                fixed(f64::from(f) * 100.0, 0)
            )
        }
        SolverStatus::Ready {
            start_value,
            millis,
            source,
        } => format!(
            "Ready: optimal play averages {} points ({} in {} s).",
            fixed(start_value, 2),
            match source {
                TableSource::Downloaded => "downloaded".to_string(),
                TableSource::Stored => "loaded from this browser".to_string(),
                TableSource::Built { workers: 1 } => "worked out".to_string(),
                TableSource::Built { workers } => format!("worked out on {workers} cores"),
            },
            fixed(millis / 1000.0, 1)
        ),
        SolverStatus::Unavailable => "Unavailable in this browser.".to_string(),
    };
    html! {
        <Modal class="coach" role="dialog" labelledby="coach-title" on_close={props.on_close.clone()}>
                <h2 id="coach-title">{ "Coach" }</h2>
                <p class="coach-status" role="status">{ status }</p>
                if let SolverStatus::Building(f) = props.status {
                    <progress max="1" value={crate::number::text(f64::from(f))} aria-label="Coach preparation"></progress>
                }
                <p>{ "Press H (or Hint) during a turn for the best move and what the others give away." }</p>
                <label class="check">
                    <input type="checkbox" checked={settings.warn} onchange={on_warn} />
                    { " Warn me before a move that gives away more than" }
                </label>
                <label class="threshold">
                    <input type="range" min="0.1" max="5" step="0.1" value={crate::number::text(settings.threshold)}
                        oninput={on_threshold} aria-label="Warning threshold in points" />
                    <output>{ format!("{} points", fixed(settings.threshold, 1)) }</output>
                </label>
                <h3>{ "Review a finished game" }</h3>
                if props.history.is_empty() {
                    <p>{ "Finished games appear here." }</p>
                } else {
                    <ul class="history">
                        { for props.history.iter().enumerate().take(10).map(|(i, g)| {
                            let cb = props.on_review.clone();
                            let onclick = Callback::from(move |_: MouseEvent| cb.emit(i));
                            let date = g.finished.get(..10).unwrap_or(&g.finished).to_string();
                            let score = g.scores.iter().map(|s| s.to_string()).collect::<Vec<_>>().join(" / ");
                            html! {
                                <li>
                                    <span>{ format!("{date} · game #{} · {score} points", g.seed) }</span>
                                    <button type="button" {onclick}>{ "Review" }</button>
                                </li>
                            }
                        }) }
                    </ul>
                }
                <div class="actions">
                    <button type="button" class="primary" onclick={close}>{ "Close" }</button>
                </div>
        </Modal>
    }
}
