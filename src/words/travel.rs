//! The words of a table on several phones: whose phone the table waits for, whose turn it is
//! here, what the other phones played, and why a link to a table is not opened.

use yahtzee_engine::link::LinkError;
use yahtzee_engine::{SeatKind, Session};

use super::{box_name, faces_text, seat_name, shown_name};
use crate::msg;
use crate::travel::{self, Played, Travel};

/// "Waiting for Ann: send them the link to the table." (empty when the table waits for no one)
pub fn waiting(session: &Session, travel: Option<Travel>) -> String {
    travel
        .and_then(|t| travel::waiting_for(session, t))
        .map(|seat| msg::said_travel_waiting(&seat_name(session.seats(), seat)))
        .unwrap_or_default()
}

/// Whose turn it is, as this phone sees it: "Your turn, Ben.", a bot's turn, or whom the table
/// waits for.
pub fn whose(session: &Session, travel: Option<Travel>) -> String {
    if travel.is_some_and(|t| !travel::plays_here(session, t)) {
        return waiting(session, travel);
    }
    let seat = session.current_seat();
    match seat.kind {
        SeatKind::Human => msg::said_travel_your_turn(&shown_name(&seat.name)),
        SeatKind::Bot(_) => msg::said_bots_turn(&super::current_name(session)),
    }
}

/// "Ann rolled 3 3 3 5 5 and scored 25 in Full House."
pub fn played(session: &Session, p: &Played) -> String {
    let rules = session.game().rules();
    msg::said_travel_played(
        &seat_name(session.seats(), p.player),
        &faces_text(&p.dice),
        p.points,
        &box_name(&rules, p.box_index),
    )
}

/// What the other phones played since this one last saw the table, a sentence each.
pub fn catch_up_said(session: &Session, catch_up: &[Played]) -> Vec<String> {
    catch_up.iter().map(|p| played(session, p)).collect()
}

/// Why a link to a table is not opened.
pub fn link_refusal(e: LinkError) -> String {
    match e {
        LinkError::NotText => msg::link_table_not_text(),
        LinkError::Cut => msg::link_table_cut(),
        LinkError::Version(v) => msg::link_table_version(u32::from(v)),
        LinkError::Changed => msg::link_table_changed(),
        LinkError::Unknown | LinkError::NotRolled => msg::link_table_unknown(),
        LinkError::Setup(why) => msg::link_table_setup(&format!("{why:?}")),
        LinkError::Move { at, error } => msg::link_table_move(at + 1, &format!("{error:?}")),
    }
}
