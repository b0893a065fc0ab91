//! What the dialogs' answers do: each becomes an action for the reducer, after what the
//! browser must keep (a table's rules, the game set aside before it is replaced), which the
//! hook `use_keeping` writes.

use std::rc::Rc;

use yahtzee_engine::{Game, RuleSet, Session};
use yew::prelude::*;

use super::DialogsProps;
use crate::hooks::{Keeping, RecordsIo};
use crate::msg;
use crate::platform;
use crate::state::{AppAction, AppState, Replacement, Review};
use crate::travel::Travel;
use crate::words;

use super::super::setup_dialog::Setup;

/// The dialogs' callbacks, made for one render.
pub(super) struct Answers<'a> {
    d: UseReducerDispatcher<AppState>,
    session: Rc<Session>,
    travel: Option<Travel>,
    io: &'a RecordsIo,
    keep: &'a Keeping,
}

impl<'a> Answers<'a> {
    pub fn new(props: &DialogsProps, io: &'a RecordsIo, keep: &'a Keeping) -> Self {
        Answers {
            d: props.dispatcher.clone(),
            session: props.session.clone(),
            travel: props.travel,
            io,
            keep,
        }
    }

    /// Sends `action`, whatever the answer.
    pub fn send(&self, action: AppAction) -> Callback<()> {
        let d = self.d.clone();
        Callback::from(move |_: ()| d.dispatch(action.clone()))
    }

    /// Start the table set up, once the player agrees to replace the one in progress.
    pub fn start(&self) -> Callback<Setup> {
        let d = self.d.clone();
        let table = self.session.clone();
        let keep_rules = self.keep.table_rules.clone();
        let leaving = self.travel;
        Callback::from(move |setup: Setup| {
            // A table on several phones that may leave the screen stays in Your games, where
            // its next link finds it.
            if let Some(travel) = leaving {
                let _ = crate::storage::keep_table(&table, travel);
            }
            let rules = setup.rules();
            let travel = setup.travels.then_some(Travel {
                coach_off: setup.coach_off,
                ..Travel::default()
            });
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
                    // A table on several phones starts by asking who plays on this one.
                    travel,
                })),
                Err(e) => d.dispatch(AppAction::Notice(words::session_refusal(table.game(), e))),
            }
        })
    }

    /// Review the `i`th finished game of the history.
    pub fn review_past(&self) -> Callback<usize> {
        let d = self.d.clone();
        let history = self.io.history.clone();
        Callback::from(move |i: usize| {
            if let Some(g) = history.get(i) {
                d.dispatch(AppAction::OpenReview(Review::of(
                    g.seed,
                    msg::coach_review_title(
                        &crate::words::game_number(g.seed),
                        &crate::i18n::date(&g.finished),
                    ),
                    g.rules,
                    g.decisions.clone(),
                    crate::words::players::player_names(&g.names, &g.levels),
                )));
            }
        })
    }

    /// Show a turn of the review.
    pub fn review_turn(&self) -> Callback<usize> {
        let d = self.d.clone();
        Callback::from(move |t: usize| d.dispatch(AppAction::ReviewTurn(t)))
    }

    /// Play a high score's game again, with the rules it was played by.
    pub fn replay(&self) -> Callback<(u64, RuleSet)> {
        let d = self.d.clone();
        Callback::from(move |(seed, rules): (u64, RuleSet)| {
            if let Ok(game) = Game::new(rules, 1, seed) {
                d.dispatch(AppAction::Offer(Replacement {
                    session: Box::new(Session::solo(game)),
                    why: msg::replace_why_replay(
                        &words::game_name(rules.variant),
                        &words::game_number(seed),
                    ),
                    travel: None,
                }));
            }
        })
    }

    /// Play today's game of a game chosen in the records.
    pub fn daily(&self) -> Callback<yahtzee_engine::VariantId> {
        let d = self.d.clone();
        Callback::from(move |variant| {
            if let Some(offer) = crate::hooks::todays(variant) {
                d.dispatch(AppAction::Offer(offer));
            }
        })
    }

    /// Close the records, forgetting their last message.
    pub fn stats_close(&self) -> Callback<()> {
        let done = self.io.on_done.clone();
        let d = self.d.clone();
        Callback::from(move |_: ()| {
            done.emit(());
            d.dispatch(AppAction::CloseDialog);
        })
    }

    /// The coach's settings changed.
    pub fn coach_change(&self) -> Callback<crate::state::CoachSettings> {
        let d = self.d.clone();
        Callback::from(move |c| d.dispatch(AppAction::SetCoach(c)))
    }

    /// Replace the game in progress. It is kept aside first, so that its link brings it back.
    pub fn replace(&self) -> Callback<()> {
        let d = self.d.clone();
        let session = self.session.clone();
        let set_aside = self.keep.set_aside.clone();
        Callback::from(move |_: ()| {
            set_aside.emit(session.clone());
            d.dispatch(AppAction::ConfirmReplace);
        })
    }
}
