//! Today's game, in the header's menu (a later part), always drawn there: it keeps a day's game
//! to one play for the record (`hooks::use_one_play`, and `hooks::use_day_claim` at its first
//! roll).

use std::rc::Rc;

use yahtzee_engine::Session;
use yew::prelude::*;

use crate::hooks::{use_day_claim, use_one_play};
use crate::msg;
use crate::state::{AppAction, AppState};

/// Properties of [`DailyButton`].
#[derive(Properties, PartialEq)]
pub struct DailyButtonProps {
    /// The session on the table.
    pub session: Rc<Session>,
    /// The day's first roll waits for this device's claim on the day.
    pub claiming: bool,
    /// Where the button's session goes.
    pub dispatcher: UseReducerDispatcher<AppState>,
}

/// The menu's button to today's game, and the keeper of the day's one play for the record.
#[function_component]
pub fn DailyButton(props: &DailyButtonProps) -> Html {
    let session = props.session.clone();
    let game = session.game();
    let (variant, day) = (session.rule_set().variant, game.seed());
    use_one_play(&session, &props.dispatcher);
    use_day_claim(&session, props.claiming, &props.dispatcher);
    let on_today = {
        let dispatcher = props.dispatcher.clone();
        Callback::from(move |_: MouseEvent| {
            if let Some(offer) = crate::hooks::todays(variant) {
                dispatcher.dispatch(AppAction::Offer(offer));
            }
        })
    };
    // Today's game under way on the table needs no button to it (once over, the button plays
    // it again, for practice).
    let on_it =
        session.dice_mode().is_daily() && day == crate::platform::today() && !game.is_over();
    html! {
        <button type="button" class="daily-tool" onclick={on_today} disabled={on_it} title={msg::daily_menu()}
            popovertarget="more-tools" popovertargetaction="hide">
            <svg viewBox="0 0 24 24" aria-hidden="true">
                <rect x="3.5" y="5" width="17" height="15" rx="2" />
                <path d="M3.5 10h17M8 3v4M16 3v4" />
                <rect class="today" x="11" y="13" width="4" height="4" />
            </svg>
            <span class="tool-word">{ msg::daily_menu() }</span>
        </button>
    }
}
