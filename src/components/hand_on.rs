//! Handing the table on, at a table on several phones: whom the table waits for, and three ways
//! to send them its link (the phone's share sheet with a short message, Copy link, a QR code
//! for someone in the same room). At the end, the last turn for every other phone.

mod qr;

use std::rc::Rc;

use yahtzee_engine::link;
use yahtzee_engine::Session;
use yew::prelude::*;

use crate::msg;
use crate::platform::{self, Handed};
use crate::travel::{self, Travel};
use crate::words::{game_name, list, seat_name};

/// Properties of [`HandOn`].
#[derive(Properties, PartialEq)]
pub struct HandOnProps {
    /// The table.
    pub session: Rc<Session>,
    /// This phone's part in it.
    pub travel: Travel,
}

/// The link that opens `session` on another phone.
pub fn table_link(session: &Session, travel: Travel) -> Option<String> {
    let code = link::encode_table(session, travel.coach_off).ok()?;
    Some(page_link(&code))
}

/// The page's address with a link to a table's text.
pub fn page_link(code: &str) -> String {
    format!("{}?t={code}", platform::page_address())
}

/// Whom the link goes to: the player the table waits for, or at the end every other phone's;
/// `None` when there is nothing to send. The end goes out from the phone that played the last
/// turn (the others were sent it), and only when another phone has a player.
fn addressee(session: &Session, travel: Travel) -> Option<String> {
    if let Some(seat) = travel::waiting_for(session, travel) {
        return Some(seat_name(session.seats(), seat));
    }
    let game = session.game();
    let last_here = game
        .decisions()
        .last()
        .is_some_and(|d| travel.mine.contains(travel::device_of(session, d.player)));
    let others = travel::others(session, travel);
    if !game.is_over() || !last_here || others.is_empty() {
        return None;
    }
    let names: Vec<String> = others
        .iter()
        .map(|&i| seat_name(session.seats(), i))
        .collect();
    Some(list(&names))
}

/// The panel: "Waiting for Ben", Send to Ben, Copy link, QR code, and the link itself.
#[function_component]
pub fn HandOn(props: &HandOnProps) -> Html {
    let said = use_state(|| None::<String>);
    let qr_open = use_state(|| false);
    let session = &props.session;
    let Some(url) = table_link(session, props.travel) else {
        return Html::default();
    };
    let over = session.game().is_over();
    let Some(to) = addressee(session, props.travel) else {
        return Html::default();
    };
    let game = game_name(session.rule_set().variant);
    let message = match over {
        true => msg::travel_message_end(&game),
        false => msg::travel_message(&game, &to),
    };
    let hand = |text: String| {
        let said = said.clone();
        Callback::from(move |_: MouseEvent| {
            let (said, text) = (said.clone(), text.clone());
            wasm_bindgen_futures::spawn_local(async move {
                said.set(match platform::hand_on(&text).await {
                    Handed::Shared => None,
                    Handed::Copied => Some(msg::travel_copied()),
                    Handed::Failed => Some(msg::travel_copy_failed()),
                });
            });
        })
    };
    let copy = {
        let (said, url) = (said.clone(), url.clone());
        Callback::from(move |_: MouseEvent| {
            let (said, url) = (said.clone(), url.clone());
            wasm_bindgen_futures::spawn_local(async move {
                said.set(Some(match platform::copy(&url).await {
                    true => msg::travel_copied(),
                    false => msg::travel_copy_failed(),
                }));
            });
        })
    };
    let show_qr = {
        let qr_open = qr_open.clone();
        Callback::from(move |_: MouseEvent| qr_open.set(true))
    };
    let hide_qr = {
        let qr_open = qr_open.clone();
        Callback::from(move |_: ()| qr_open.set(false))
    };
    // The link itself is shown where the browser would not copy it, to copy by hand.
    let failed = said.as_deref() == Some(msg::travel_copy_failed().as_str());
    let (heading, hint, share) = match over {
        true => (
            String::new(),
            msg::travel_send_end(),
            msg::travel_share_end(),
        ),
        false => (
            msg::travel_waiting(&to),
            msg::travel_send_hint(&to),
            msg::travel_share(&to),
        ),
    };
    html! {
        <section class="hand-on" aria-labelledby="hand-on-title">
            if !over { <h2 id="hand-on-title">{ heading }</h2> }
            <p id={over.then_some("hand-on-title")}>{ hint }</p>
            <div class="hand-on-ways">
                <button type="button" class="primary hand-on-share" onclick={hand(format!("{message} {url}"))}>{ share }</button>
                <button type="button" class="secondary hand-on-copy" onclick={copy}>{ msg::travel_copy() }</button>
                <button type="button" class="secondary hand-on-qr" aria-haspopup="dialog" onclick={show_qr}>
                    { msg::travel_qr() }
                </button>
            </div>
            <p class="hand-on-said" role="status">{ (*said).clone() }</p>
            if failed {
                <label class="hand-on-link">{ msg::travel_link_label() }
                    <input type="text" readonly=true value={url.clone()} />
                </label>
            }
            if *qr_open { { qr::qr_dialog(&url, &msg::travel_qr_label(&to), hide_qr) } }
        </section>
    }
}
