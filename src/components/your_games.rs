//! Your games: every table on several phones this phone keeps, newest first, with its game,
//! its players, its last move, whose turn it is and when it was last played here. Opening one
//! opens its link (the one path a table takes onto the page); removing one asks first, in
//! place.

use std::rc::Rc;

use yahtzee_engine::link::same_table;
use yahtzee_engine::Session;
use yew::prelude::*;

use super::hand_on::page_link;
use super::modal::Modal;
use crate::msg;
use crate::storage::{self, KeptTable};
use crate::travel::{self, Travel};
use crate::words::{game_name, list, seat_name, seat_names};

/// Properties of [`YourGamesTool`].
#[derive(Properties, PartialEq)]
pub struct YourGamesToolProps {
    /// Open the list.
    pub onclick: Callback<MouseEvent>,
}

/// The menu's button to Your games (an icon of two phones, drawn by CSS, in the row of a wide
/// screen, its words read out; a later part, as the list is).
#[function_component]
pub fn YourGamesTool(props: &YourGamesToolProps) -> Html {
    html! {
        <button type="button" class="games-tool" onclick={props.onclick.clone()} title={msg::bar_your_games()}
            popovertarget="more-tools" popovertargetaction="hide">
            <span class="games-icon" aria-hidden="true"></span>
            <span class="tool-word">{ msg::bar_your_games() }</span>
        </button>
    }
}

/// Properties of [`YourGames`].
#[derive(Properties, PartialEq)]
pub struct YourGamesProps {
    /// The session on the table.
    pub session: Rc<Session>,
    /// At a table on several phones, this phone's part in it: the table is listed first.
    pub travel: Option<Travel>,
    /// Close.
    pub on_close: Callback<()>,
}

/// The list, and a button for each table.
#[function_component]
pub fn YourGames(props: &YourGamesProps) -> Html {
    // The table on screen first, as it stands; then the others this phone keeps.
    let on_screen = props
        .travel
        .and_then(|travel| KeptTable::of(&props.session, travel, js_sys::Date::now()));
    let kept = {
        let session = props.session.clone();
        move || {
            let mut list = storage::kept_tables();
            list.retain(|k| !same_table(&k.session, &session));
            list
        }
    };
    let tables = use_state(kept.clone());
    let asking = use_state(|| None::<String>);
    let row = |k: &KeptTable| {
        let s = &k.session;
        let here = same_table(s, &props.session);
        let whose = match s.game().is_over() {
            true => msg::travel_games_over(),
            false => msg::travel_games_turn(&seat_name(
                s.seats(),
                travel::device_of(s, s.game().current_player()),
            )),
        };
        let when = js_sys::Date::new(&k.at.into()).to_iso_string();
        let open = {
            let url = page_link(&k.link);
            Callback::from(move |_: MouseEvent| {
                if let Some(w) = web_sys::window() {
                    let _ = w.location().assign(&url);
                }
            })
        };
        let sure = asking.as_deref() == Some(k.link.as_str());
        let remove = {
            let (tables, asking, text) = (tables.clone(), asking.clone(), k.link.clone());
            let kept = kept.clone();
            Callback::from(move |_: MouseEvent| match sure {
                false => asking.set(Some(text.clone())),
                true => {
                    let _ = storage::remove_table(&text);
                    tables.set(kept());
                    asking.set(None);
                }
            })
        };
        html! {
            <li key={k.link.clone()}>
                <p><strong>{ game_name(s.rule_set().variant) }</strong>{ " · " }{ list(&seat_names(s.seats())) }</p>
                if let Some(last) = travel::last_played(s) {
                    <p class="fine">{ crate::words::travel::played(s, &last) }</p>
                }
                <p class="fine">{ whose }{ " · " }{ msg::travel_games_when(&crate::i18n::date(&String::from(when))) }</p>
                if here {
                    <p class="fine your-games-here">{ msg::travel_games_on_screen() }</p>
                } else {
                    <div class="actions">
                        <button type="button" class="primary" onclick={open}>{ msg::travel_games_open() }</button>
                        <button type="button" class={classes!("secondary", sure.then_some("danger"))} onclick={remove}>
                            { if sure { msg::travel_games_remove_sure() } else { msg::travel_games_remove() } }
                        </button>
                    </div>
                }
            </li>
        }
    };
    let close = props.on_close.reform(|_: MouseEvent| ());
    html! {
        <Modal class="your-games" labelledby="your-games-title" on_close={props.on_close.clone()}>
            <h2 id="your-games-title">{ msg::travel_games() }</h2>
            if tables.is_empty() && on_screen.is_none() {
                <p>{ msg::travel_games_empty() }</p>
            } else {
                <ul class="your-games-list">{ for on_screen.iter().chain(tables.iter()).map(row) }</ul>
            }
            <div class="actions">
                <button type="button" onclick={close}>{ msg::help_close() }</button>
            </div>
        </Modal>
    }
}
