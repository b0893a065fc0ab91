//! How a session takes the table: the next game, a rematch, a link's or a replay's offer, and
//! what the coach and the screen do then.

use std::rc::Rc;

use yahtzee_engine::Session;

use super::{in_progress, AppState, CoachAction, Dialog, Replacement, ScreenAction, TableAction};
use crate::msg;
use crate::travel::Travel;
use crate::words;

/// The reducers of the sessions asked for (`AppAction::NextGame` and the like).
impl AppState {
    /// The session's next game is dealt.
    pub(super) fn next_game(self: Rc<Self>) -> Rc<AppState> {
        match self.table.session.next_game() {
            Ok(session) => {
                let said = words::next_game(&session);
                let travel = self.table.travel;
                self.start_with(session, travel, said)
            }
            Err(e) => {
                let text = words::session_refusal(self.game(), e);
                self.say(text)
            }
        }
    }

    /// The session is played again from `seed`.
    pub(super) fn rematch(self: Rc<Self>, seed: u64) -> Rc<AppState> {
        match self.table.session.rematch(seed) {
            Ok(session) => {
                let travel = self.table.travel;
                self.start_with(session, travel, msg::said_rematch())
            }
            Err(e) => {
                let text = words::session_refusal(self.game(), e);
                self.screen(ScreenAction::Notice(text))
            }
        }
    }

    /// A session offered (a link, a replay, a new table): it starts, or the player is first
    /// asked when a game is in progress.
    pub(super) fn offer(self: Rc<Self>, offer: Replacement) -> Rc<AppState> {
        if in_progress(&self.table.session) && *offer.session != *self.table.session {
            self.screen(ScreenAction::Open(Dialog::Replace(offer)))
        } else {
            let said = words::opening(&offer.session);
            self.start_with(*offer.session, offer.travel, said)
        }
    }

    /// The player agreed: the session offered replaces the one on the table.
    pub(super) fn confirm_replace(self: Rc<Self>) -> Rc<AppState> {
        match &self.screen.dialog {
            Some(Dialog::Replace(offer)) => {
                let session = (*offer.session).clone();
                let said = words::opening(&session);
                let travel = offer.travel;
                self.start_with(session, travel, said)
            }
            _ => self,
        }
    }

    /// Starts `session` in place of the one on the table, on this device alone.
    pub(super) fn start(self: Rc<Self>, session: Session, words: String) -> Rc<AppState> {
        self.start_with(session, None, words)
    }

    /// Starts `session` in place of the one on the table, travelling between devices when
    /// `travel` says which seats are this one's.
    pub(super) fn start_with(
        self: Rc<Self>,
        session: Session,
        travel: Option<Travel>,
        words: String,
    ) -> Rc<AppState> {
        let mut next = self.clone();
        // Other rules need another table: until it is in, the coach is not ready (its start
        // value, source and advice were the old table's).
        if session.rule_set() != self.table.session.rule_set() {
            next = next.coach(CoachAction::OtherRules);
        }
        let next = match next
            .table
            .reduce(TableAction::Start(Box::new(session), travel))
        {
            Ok(table) => next.with(|s| s.table = table),
            Err(_) => next,
        };
        next.screen(ScreenAction::CloseHint)
            .screen(ScreenAction::Close)
            .screen(ScreenAction::EndRush)
            .say(words)
    }
}

/// A table that travels between devices. The later parts, which read links and hold its
/// words, work out what a change tells (`hooks::open_table_link`, `components::who_are_you`):
/// these only take it in.
impl AppState {
    /// This phone's players are chosen: the table says what the other phones played since this
    /// one last saw it, and whose turn it is.
    pub(super) fn seated(self: Rc<Self>, seated: crate::travel::Seated) -> Rc<AppState> {
        if self.table.travel.is_none() || seated.travel.asks_who() {
            return self;
        }
        self.with(|s| {
            s.table.travel = Some(seated.travel);
            s.table.catch_up = seated.catch_up;
        })
        .say(seated.said)
    }

    /// The table a link opened takes the table, with its notice and what it tells.
    pub(super) fn open_table(self: Rc<Self>, opened: crate::travel::Opened) -> Rc<AppState> {
        let mut next = self.start_with(opened.session, Some(opened.travel), opened.said);
        if let Some(notice) = opened.notice {
            next = next.screen(ScreenAction::AddNotice(notice));
        }
        next.with(|s| {
            s.table.seen = opened.seen;
            s.table.catch_up = opened.catch_up;
            s.table.opening = None;
        })
    }

    /// The table after `action`; the engine refuses none of these.
    pub(super) fn table_do(self: &Rc<Self>, action: TableAction) -> Rc<AppState> {
        match self.table.reduce(action) {
            Ok(table) => self.with(|s| s.table = table),
            Err(_) => self.clone(),
        }
    }
}
