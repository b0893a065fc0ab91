//! How a session takes the table: the next game, a rematch, a link's or a replay's offer, and
//! what the coach and the screen do then.

use std::rc::Rc;

use yahtzee_engine::Session;

use super::{in_progress, AppState, CoachAction, Dialog, Replacement, ScreenAction, TableAction};
use crate::msg;
use crate::words;

/// The reducers of the sessions asked for (`AppAction::NextGame` and the like).
impl AppState {
    /// The session's next game is dealt.
    pub(super) fn next_game(self: Rc<Self>) -> Rc<AppState> {
        match self.table.session.next_game() {
            Ok(session) => {
                let said = words::next_game(&session);
                self.start(session, said)
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
            Ok(session) => self.start(session, msg::said_rematch()),
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
            self.start(*offer.session, said)
        }
    }

    /// The player agreed: the session offered replaces the one on the table.
    pub(super) fn confirm_replace(self: Rc<Self>) -> Rc<AppState> {
        match &self.screen.dialog {
            Some(Dialog::Replace(offer)) => {
                let session = (*offer.session).clone();
                let said = words::opening(&session);
                self.start(session, said)
            }
            _ => self,
        }
    }

    /// Starts `session` in place of the one on the table.
    pub(super) fn start(self: Rc<Self>, session: Session, words: String) -> Rc<AppState> {
        let mut next = self.clone();
        // Other rules need another table: until it is in, the coach is not ready (its start
        // value, source and advice were the old table's).
        if session.rule_set() != self.table.session.rule_set() {
            next = next.coach(CoachAction::OtherRules);
        }
        let next = match next.table.reduce(TableAction::Start(Box::new(session))) {
            Ok(table) => next.with(|s| s.table = table),
            Err(_) => next,
        };
        next.screen(ScreenAction::CloseHint)
            .screen(ScreenAction::Close)
            .screen(ScreenAction::EndRush)
            .say(words)
    }
}
