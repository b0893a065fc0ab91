//! The app state: three parts, each with its own actions and reducer, and the routing between
//! them.
//!
//! - [`table::Table`]: the session and the moves (it only calls the engine);
//! - [`coach::Coach`]: the solver's status, advice, chances to win, reviews and settings;
//! - [`screen::Screen`]: the dialog, the live region's words, the notice, the bots' pace.
//!
//! [`AppAction`] is what the page asks for; `reduce` turns it into the parts' actions. Where a
//! part's change depends on another's (the coach objecting to a move opens a dialog; a move
//! closes the hint and is said in the live region), that is decided here and nowhere else.
//! Storage, the random seed of a new game, focus, timers and the solver live in hooks
//! (`hooks/`) and callbacks (see `components/app.rs`).

pub mod coach;
mod moves;
pub mod screen;
pub mod table;
#[cfg(test)]
mod tests;

use std::rc::Rc;

use yahtzee_engine::{parse_roll, Action, BotLevel, Game, Session};
use yew::Reducible;

use crate::coach::{self as advice, CoachSettings, Odds};
use crate::msg;
use crate::words::{self, start_turn, whose_turn};
use yahtzee_protocol::{Moment, Ranked, Response};

pub use coach::{Coach, CoachAction, Review};
pub use screen::{BotSpeed, Dialog, Opens, Replacement, Screen, ScreenAction, Warning};
pub use table::{Table, TableAction};

/// Everything the page shows, in its three parts.
#[derive(Clone, Debug, PartialEq)]
pub struct AppState {
    /// The session and the moves.
    pub table: Table,
    /// The coach.
    pub coach: Coach,
    /// The dialog, the live region, the notice, the pace.
    pub screen: Screen,
}

/// What the page can ask of the state.
#[derive(Clone, Debug, PartialEq)]
pub enum AppAction {
    /// A move in the game.
    Play(Action),
    /// Real dice typed by the player ("3 3 5 1 6" or "33516"), to read and enter.
    EnterText(String),
    /// The player chose a box: score it, or first ask when it would throw points away.
    ChooseBox(usize),
    /// The player confirmed a zero.
    ConfirmZero,
    /// Say the dice (key D).
    AnnounceDice,
    /// Say the scoresheet (key C).
    AnnounceSheet,
    /// Open a dialog (from a button), closing any other.
    Open(Opens),
    /// Open the help, or close it if it is open (key ?).
    ToggleHelp,
    /// Close the open dialog (Escape, Cancel, Close).
    CloseDialog,
    /// Show a notice.
    Notice(String),
    /// Add to the notice shown, or show it if there is none.
    AddNotice(String),
    /// Hide the notice.
    DismissNotice,
    /// The page speaks another language now (`hooks::use_language`).
    NewWords,
    /// A message from the solver's worker.
    Solver(Response),
    /// The worker could not start.
    SolverUnavailable,
    /// Show or hide the hint (key H).
    ToggleHint,
    /// New coach settings.
    SetCoach(CoachSettings),
    /// Play the move the coach warned about anyway.
    CoachProceed,
    /// Play the coach's better move instead.
    CoachTakeBest,
    /// Review a game.
    OpenReview(Review),
    /// Show another turn of the review.
    ReviewTurn(usize),
    /// The bot whose turn it is takes one step (a hold, a roll or a score).
    BotStep,
    /// Bots play at this speed.
    SetBotSpeed(BotSpeed),
    /// The bot finishes its turn without pauses.
    Rush,
    /// Deal the next game of the session.
    NextGame,
    /// Play the session again from this seed.
    Rematch {
        /// The new seed.
        seed: u64,
    },
    /// Start this session, asking first if a game is in progress (links, replays).
    Offer(Replacement),
    /// The player agreed to replace the game in progress (the page has set it aside).
    ConfirmReplace,
    /// Open or close the win chances.
    ToggleOdds,
    /// Close the first-visit guide for good.
    EndGuide,
}

/// What the live region says when `session` takes the table.
fn opening_words(session: &Session) -> String {
    if session.games() > 1 {
        msg::said_new_session(
            session.games(),
            &whose_turn(&session.current_seat().name),
            &start_turn(session.game()),
        )
    } else {
        msg::said_new_game()
    }
}

/// Whether `session` holds play worth asking about before it is replaced: a game under way, or
/// a session with finished games and more to come.
pub fn in_progress(session: &Session) -> bool {
    let game = session.game();
    let started = !game.decisions().is_empty() || game.turn().rolls > 0;
    (started && !game.is_over()) || (game.is_over() && !session.is_over())
}

impl AppState {
    /// A state showing `session`, with an optional notice.
    pub fn new(session: Session, notice: Option<String>) -> AppState {
        AppState {
            table: Table::new(session),
            coach: Coach::new(CoachSettings::default()),
            screen: Screen::new(notice),
        }
    }

    /// The session on the table.
    pub fn session(&self) -> &Rc<Session> {
        &self.table.session
    }

    /// The game on the table.
    pub fn game(&self) -> &Game {
        self.table.game()
    }

    /// The level of the bot whose turn it is, if it is a bot's turn.
    pub fn bot_to_move(&self) -> Option<BotLevel> {
        self.table.bot_to_move()
    }

    /// The solver's ranking for the current position, if it has arrived.
    pub fn current_advice(&self) -> Option<&[Ranked]> {
        self.coach.advice_for(&Moment::of(self.game()))
    }

    /// Chances to win for the current position, if they have arrived.
    pub fn current_odds(&self) -> Option<&Odds> {
        self.coach.odds_for(&Moment::of(self.game()))
    }

    /// A dialog is open, so the game behind it does not take moves.
    pub fn modal(&self) -> bool {
        self.screen.modal()
    }

    /// The review on screen, if any.
    pub fn review(&self) -> Option<&Review> {
        match self.screen.dialog {
            Some(Dialog::Review) => self.coach.review.as_ref(),
            _ => None,
        }
    }

    pub(super) fn with(self: &Rc<Self>, f: impl FnOnce(&mut AppState)) -> Rc<AppState> {
        let mut next = (**self).clone();
        f(&mut next);
        Rc::new(next)
    }

    pub(super) fn screen(self: &Rc<Self>, action: ScreenAction) -> Rc<AppState> {
        self.with(|s| s.screen = s.screen.reduce(action))
    }

    pub(super) fn coach(self: &Rc<Self>, action: CoachAction) -> Rc<AppState> {
        self.with(|s| s.coach = s.coach.reduce(action))
    }

    pub(super) fn say(self: &Rc<Self>, text: String) -> Rc<AppState> {
        self.screen(ScreenAction::Say(text))
    }
}

impl Reducible for AppState {
    type Action = AppAction;

    fn reduce(self: Rc<Self>, action: AppAction) -> Rc<AppState> {
        // An open dialog is modal: keys that reach the page behind it do nothing.
        let blocked = matches!(
            action,
            AppAction::Play(_)
                | AppAction::EnterText(_)
                | AppAction::ChooseBox(_)
                | AppAction::AnnounceDice
                | AppAction::AnnounceSheet
                | AppAction::ToggleHint
                | AppAction::BotStep
        );
        if self.modal() && blocked {
            return self;
        }
        match action {
            // People cannot move for a bot.
            AppAction::Play(
                Action::Roll
                | Action::Hold(_)
                | Action::Release(_)
                | Action::Toggle(_)
                | Action::SetWild(_)
                | Action::Score(_)
                | Action::Undo,
            )
            | AppAction::ChooseBox(_)
                if self.bot_to_move().is_some() =>
            {
                let text = msg::said_bots_turn(&self.table.session.current_seat().name);
                self.say(text)
            }
            AppAction::EnterText(text) => match parse_roll(
                &text,
                self.game().rules().def.faces,
                self.game().turn().dice,
                self.table.held_now(),
            ) {
                Ok(faces) => self.reduce(AppAction::Play(Action::Enter(faces))),
                Err(e) => {
                    let text = words::entry_error_text(e, self.table.held_now());
                    self.refuse_entry(text.clone()).say(text)
                }
            },
            // With real dice the keep is judged when the dice rolled after it are entered,
            // exactly as a roll after a keep is judged in the rolled game.
            AppAction::Play(Action::Enter(faces))
                if self.game().turn().rolls > 0 && self.game().rolls_left() > 0 =>
            {
                match self.objection(&advice::current_keep(self.game())) {
                    Some(w) => self.warn(Warning {
                        entry: Some(faces),
                        ..w
                    }),
                    None => self.apply(Action::Enter(faces)),
                }
            }
            AppAction::Play(Action::Roll) if self.game().turn().rolls > 0 => {
                match self.objection(&advice::current_keep(self.game())) {
                    Some(w) => self.warn(w),
                    None => self.apply(Action::Roll),
                }
            }
            AppAction::Play(Action::Undo) => match self.table.session.undoable() {
                Some(scored) => {
                    let target = words::undo_target(&self.table.session, &scored);
                    let next = self.apply(Action::Undo);
                    let said = next.screen.announcement.1.clone();
                    next.say(msg::said_took_back(&target, &said))
                }
                None => self.apply(Action::Undo),
            },
            AppAction::Play(a) => self.apply(a),
            AppAction::ChooseBox(b) => {
                if let Some(w) = self.objection(&self.score_move(b)) {
                    self.warn(w)
                } else if self.table.is_wasteful(b) && !self.coach_agrees(&self.score_move(b)) {
                    self.screen(ScreenAction::Open(Dialog::ConfirmZero(b)))
                } else {
                    self.apply(Action::Score(b))
                }
            }
            AppAction::ConfirmZero => match self.screen.dialog {
                Some(Dialog::ConfirmZero(b)) => {
                    self.screen(ScreenAction::Close).apply(Action::Score(b))
                }
                _ => self,
            },
            AppAction::AnnounceDice => {
                let text = words::dice_text(self.game());
                self.say(text)
            }
            AppAction::AnnounceSheet => {
                let text = words::sheet_text(self.game());
                self.say(text)
            }
            AppAction::Open(which) => self.screen(ScreenAction::Open(which.into())),
            AppAction::ToggleHelp => self.screen(ScreenAction::ToggleHelp),
            AppAction::CloseDialog => {
                let said = match &self.screen.dialog {
                    Some(Dialog::ConfirmZero(_)) => Some(msg::said_kept_dice()),
                    Some(Dialog::Replace(_)) => Some(msg::said_kept_game(&whose_turn(
                        &self.table.session.current_seat().name,
                    ))),
                    _ => None,
                };
                let next = self.screen(ScreenAction::Close);
                match said {
                    Some(text) => next.say(text),
                    None => next,
                }
            }
            AppAction::Solver(response) => {
                let advice = matches!(response, Response::Advice { .. });
                let rules = self.game().rule_set();
                let next = self.coach(CoachAction::Solver { response, rules });
                if advice {
                    next.say_hint()
                } else {
                    next
                }
            }
            AppAction::SolverUnavailable => self.coach(CoachAction::Unavailable),
            AppAction::ToggleHint => self.coach(CoachAction::ToggleHint).say_hint(),
            AppAction::SetCoach(settings) => self.coach(CoachAction::Set(settings)),
            AppAction::CoachProceed => match &self.screen.dialog {
                Some(Dialog::Warning(w)) => {
                    let w = w.clone();
                    self.screen(ScreenAction::Close).play_unchecked(&w)
                }
                _ => self,
            },
            AppAction::CoachTakeBest => match &self.screen.dialog {
                Some(Dialog::Warning(w)) => {
                    let best = w.best;
                    self.play_move(&best)
                }
                _ => self,
            },
            AppAction::OpenReview(of) => self
                .coach(CoachAction::Review(of))
                .screen(ScreenAction::Open(Dialog::Review)),
            AppAction::ReviewTurn(turn) => self.coach(CoachAction::ReviewTurn(turn)),
            AppAction::BotStep => self.bot_step(),
            AppAction::SetBotSpeed(speed) => self.screen(ScreenAction::SetBotSpeed(speed)),
            AppAction::Rush => {
                let marker = self.table.turn_marker();
                self.screen(ScreenAction::Rush(marker))
            }
            AppAction::NextGame => match self.table.session.next_game() {
                Ok(session) => {
                    let words = msg::said_next_game(
                        session.game_number(),
                        session.games(),
                        &whose_turn(&session.current_seat().name),
                        &start_turn(session.game()),
                    );
                    self.start(session, words)
                }
                Err(e) => {
                    let text = words::session_refusal(self.game(), e);
                    self.say(text)
                }
            },
            AppAction::Rematch { seed } => match self.table.session.rematch(seed) {
                Ok(session) => self.start(session, msg::said_rematch()),
                Err(e) => {
                    let text = words::session_refusal(self.game(), e);
                    self.screen(ScreenAction::Notice(text))
                }
            },
            AppAction::Offer(offer) => {
                if in_progress(&self.table.session) && *offer.session != *self.table.session {
                    self.screen(ScreenAction::Open(Dialog::Replace(offer)))
                } else {
                    let words = opening_words(&offer.session);
                    self.start(*offer.session, words)
                }
            }
            AppAction::ConfirmReplace => match &self.screen.dialog {
                Some(Dialog::Replace(offer)) => {
                    let session = (*offer.session).clone();
                    let words = opening_words(&session);
                    self.start(session, words)
                }
                _ => self,
            },
            AppAction::ToggleOdds => self.coach(CoachAction::ToggleOdds),
            AppAction::EndGuide => self.screen(ScreenAction::EndGuide),
            AppAction::Notice(text) => self.screen(ScreenAction::Notice(text)),
            AppAction::AddNotice(text) => self.screen(ScreenAction::AddNotice(text)),
            AppAction::DismissNotice => self.screen(ScreenAction::DismissNotice),
            AppAction::NewWords => self.screen(ScreenAction::NewWords),
        }
    }
}
