//! The app state: three parts, each with its own actions and reducer, and the routing between
//! them.
//!
//! - [`table::Table`]: the session and the moves (it only calls the engine);
//! - [`coach::Coach`]: the solver's status, advice, chances to win, reviews and settings;
//! - [`screen::Screen`]: the dialog, the panels, the live region's words, the notice, the bots'
//!   pace.
//!
//! [`AppAction`] is what the page asks for; `reduce` hands it to the reducer of its concern,
//! which turns it into the parts' actions: moves in `moves.rs`, sessions in `sessions.rs`, the
//! coach and the screen here. Where a part's change depends on another's (the coach objecting
//! to a move opens a dialog; a move closes the hint and is said in the live region), that is
//! decided in these and nowhere else.
//! Storage, the random seed of a new game, focus, timers and the solver live in hooks
//! (`hooks/`, `app/`) and callbacks (see `app.rs`).

pub mod coach;
#[cfg(test)]
mod daily_tests;
mod moves;
pub mod screen;
mod sessions;
pub mod table;
#[cfg(test)]
mod tests;
#[cfg(test)]
mod to_win_tests;

use std::rc::Rc;

use yahtzee_engine::{Action, BotLevel, Game, Session};
use yew::Reducible;

use crate::coach::Odds;
use crate::msg;
use crate::words;
use yahtzee_protocol::{Choice, Moment, Ranked, Response};

pub use coach::{daily_id, Coach, CoachAction, CoachSettings, Review};
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

/// The solver's ways of playing (`yahtzee_solver::play`): a bot's next step, the function
/// every simulated bot plays by, and the engine actions that carry out a choice. The page has
/// them from the later parts (`Later::play`), which keeps them out of the first load: a bot
/// waits for the later parts as a dialog does, and the hint's and the warning's moves come
/// with the solver's answers, which come after them.
#[derive(Clone, Copy)]
pub struct SolverPlay {
    /// A bot's next step (`yahtzee_solver::play::bot_action`).
    pub bot_action: fn(&Game, &[Ranked], BotLevel) -> Option<Action>,
    /// The actions that play a choice (`yahtzee_solver::play::actions_for`).
    pub actions_for: fn(&Game, Choice) -> Vec<Action>,
}

impl SolverPlay {
    /// The solver's play. Named only by the later parts (and tests): the first load holds none
    /// of it.
    pub const SOLVER: SolverPlay = SolverPlay {
        bot_action: yahtzee_solver::play::bot_action,
        actions_for: yahtzee_solver::play::actions_for,
    };
}

/// There is one solver's play: two are the same.
impl PartialEq for SolverPlay {
    fn eq(&self, _: &SolverPlay) -> bool {
        true
    }
}

impl std::fmt::Debug for SolverPlay {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("SolverPlay")
    }
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
    /// Play the coach's better move instead, by the solver's play.
    CoachTakeBest(SolverPlay),
    /// Review a game.
    OpenReview(Review),
    /// Judge a practice answer (a review of its position, under the Practice dialog).
    Practise(Review),
    /// Show another turn of the review.
    ReviewTurn(usize),
    /// The bot whose turn it is takes one step (a hold, a roll or a score), played by the
    /// function given.
    BotStep(SolverPlay),
    /// Bots play at this speed.
    SetBotSpeed(BotSpeed),
    /// The bot finishes its turn without pauses.
    Rush,
    /// The dice of the last roll have landed: their tumble ended, or `TUMBLE_MS` and a moment
    /// have passed (no tumble is drawn before the later parts' stylesheet has come).
    Landed,
    /// The dice in the air began their tumble on screen.
    Tumbling,
    /// Deal the next game of the session.
    NextGame,
    /// Play the session again from this seed.
    Rematch {
        /// The new seed.
        seed: u64,
    },
    /// This device's answer to a day's first roll: whether the day is this tab's to play for
    /// the record (`hooks::use_day_claim`).
    DayClaimed(bool),
    /// Start this session, asking first if a game is in progress (links, replays).
    Offer(Replacement),
    /// The player agreed to replace the game in progress (the page has set it aside).
    ConfirmReplace,
    /// Open or close the win chances.
    ToggleOdds,
    /// Close the first-visit guide for good.
    EndGuide,
    /// This device's players at a table that travels between devices ("Who are you?"), with
    /// what the table tells them.
    Seated(Box<crate::travel::Seated>),
    /// The catching-up on other devices' turns was read.
    DismissCatchUp,
    /// The table a link opens (`startup::open_table`).
    OpenTable(Box<crate::travel::Opened>),
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

    /// The turn's dice were rushed to its end: they no longer tumble.
    pub fn rushed(&self) -> bool {
        self.screen.rush == Some(self.table.turn_marker())
    }

    /// A bot at the faster pace is rolling: its dice tumble half as long.
    pub fn quick_dice(&self) -> bool {
        self.bot_to_move().is_some() && self.screen.bot_speed == BotSpeed::Fast
    }

    /// How long the dice of the last roll are in the air, if they are: rolled in this visit and
    /// not rushed, with `motion` allowed (no wish for reduced motion).
    pub fn tumble_ms(&self, motion: bool) -> Option<u32> {
        (self.table.landing && motion && !self.rushed()).then(|| match self.quick_dice() {
            true => BotSpeed::Fast.tumble_ms(),
            false => screen::TUMBLE_MS,
        })
    }

    /// The solver's ranking for the current position, if it has arrived.
    pub fn current_advice(&self) -> Option<&[Ranked]> {
        self.coach.advice_for(&Moment::of(self.game()))
    }

    /// What the keeps the hint shows aim at, for the current position (`Aimed::flatten`).
    pub fn current_aims(&self) -> &[f64] {
        self.coach.aims_for(&Moment::of(self.game()))
    }

    /// The Tactician's ranking for the current position, if it has arrived: by the chance to
    /// win where [`AppState::wanted_tactic`] says so, else by a risk attitude.
    pub fn current_tactic(&self) -> Option<&[Ranked]> {
        self.coach.to_win_for(&Moment::of(self.game()))
    }

    /// Whether the current position wants the Tactician's ranking: the dice are rolled, in the
    /// last turns at a table of several (`towin::in_end_game`), and a to-win bot is to move, the
    /// hint is open, or a person moves with warnings by the chance to win; or, in an earlier
    /// turn of a game where a Tactician takes a risk attitude (`towin::takes_risk`), a to-win
    /// bot is to move or the hint is open.
    pub fn wants_to_win(&self) -> bool {
        self.wanted_tactic().is_some()
    }

    /// [`AppState::wants_to_win`], and whether the ranking is by the chance to win (the last
    /// turns) rather than by a risk attitude.
    pub fn wanted_tactic(&self) -> Option<bool> {
        let game = self.game();
        let settings = self.coach.settings;
        // The hint and the warnings are a person's; a bot's turn hides the hint.
        let person = self.bot_to_move().is_none();
        let warning = settings.warn && settings.by_chance;
        let tactician = self.bot_to_move() == Some(BotLevel::ToWin);
        let hint = person && self.screen.hint_open;
        let asking = hint || (person && warning) || tactician;
        let risky = (tactician || hint)
            && game.sheets().len() > 1
            && yahtzee_solver::towin::takes_risk(game.rule_set());
        let end_game = yahtzee_solver::towin::in_end_game(game, yahtzee_solver::towin::HORIZON);
        (asking && game.turn().rolls > 0 && !game.is_over() && (risky || end_game))
            .then_some(end_game)
    }

    /// Chances to win for the current position, if they have arrived.
    pub fn current_odds(&self) -> Option<&Odds> {
        self.coach.odds_for(&Moment::of(self.game()))
    }

    /// Whether the coach may be offered now: always, but at a table on several phones whose rule
    /// turns it off, until the game ends (the review is there afterwards).
    pub fn coach_on(&self) -> bool {
        self.table.travel.is_none_or(|t| !t.coach_off) || self.game().is_over()
    }

    /// A dialog is open, so the game behind it does not take moves: one of the screen's, or at
    /// a table on several phones the question of who plays here, before it is answered, and
    /// then what the other phones played, until it is read.
    pub fn modal(&self) -> bool {
        self.screen.modal()
            || self.table.travel.is_some_and(|t| t.asks_who())
            || !self.table.catch_up.is_empty()
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

    /// Closes the dialog; a question answered "no" says what stays.
    fn close_dialog(self: Rc<Self>) -> Rc<AppState> {
        let said = match &self.screen.dialog {
            Some(Dialog::ConfirmZero(_)) => Some(msg::said_kept_dice()),
            Some(Dialog::Replace(_)) => Some(words::game_kept(&self.table.session)),
            _ => None,
        };
        let next = self.screen(ScreenAction::Close);
        match said {
            Some(text) => next.say(text),
            None => next,
        }
    }

    /// An answer of the solver: the coach takes it, and new advice is said when the hint is
    /// open.
    fn solver_answer(self: Rc<Self>, response: Response) -> Rc<AppState> {
        let advice = matches!(response, Response::Advice { .. });
        let rules = self.game().rule_set();
        let next = self.coach(CoachAction::Solver { response, rules });
        if advice {
            next.say_hint()
        } else {
            next
        }
    }
}

impl AppAction {
    /// Whether this is input to the table (a move, a key about the game), which an open
    /// dialog keeps from it.
    fn is_for_the_table(&self) -> bool {
        matches!(
            self,
            AppAction::Play(_)
                | AppAction::EnterText(_)
                | AppAction::ChooseBox(_)
                | AppAction::AnnounceDice
                | AppAction::AnnounceSheet
                | AppAction::ToggleHint
                | AppAction::BotStep(_)
        )
    }
}

impl Reducible for AppState {
    type Action = AppAction;

    /// Each action goes to the reducer of its concern: a move, a session, the coach or the
    /// screen. What one part's change does to another is decided in those (`moves.rs`,
    /// `sessions.rs`).
    fn reduce(self: Rc<Self>, action: AppAction) -> Rc<AppState> {
        // An open dialog is modal: keys that reach the page behind it do nothing.
        if self.modal() && action.is_for_the_table() {
            return self;
        }
        match action {
            // Moves, and the coach's objections to them (`moves.rs`).
            AppAction::Play(a) => self.play(a),
            AppAction::EnterText(text) => self.enter_text(&text),
            AppAction::ChooseBox(b) => self.choose_box(b),
            AppAction::ConfirmZero => self.confirm_zero(),
            AppAction::CoachProceed => self.coach_proceed(),
            AppAction::CoachTakeBest(play) => self.coach_take_best(play),
            AppAction::BotStep(play) => self.bot_step(play),
            AppAction::DayClaimed(ours) => self.day_claimed(ours),
            // Sessions taking the table (`sessions.rs`).
            AppAction::NextGame => self.next_game(),
            AppAction::Rematch { seed } => self.rematch(seed),
            AppAction::Offer(offer) => self.offer(offer),
            AppAction::ConfirmReplace => self.confirm_replace(),
            // The coach.
            AppAction::Solver(response) => self.solver_answer(response),
            AppAction::SolverUnavailable => self.coach(CoachAction::Unavailable),
            AppAction::SetCoach(settings) => self.coach(CoachAction::Set(settings)),
            AppAction::OpenReview(of) => self
                .coach(CoachAction::Review(of))
                .screen(ScreenAction::Open(Dialog::Review)),
            AppAction::Practise(of) => self.coach(CoachAction::Review(of)),
            AppAction::ReviewTurn(turn) => self.coach(CoachAction::ReviewTurn(turn)),
            // The screen: the panels, dialogs, live region, notice and pace.
            AppAction::ToggleHint | AppAction::ToggleOdds if !self.coach_on() => {
                self.say(msg::said_coach_off())
            }
            AppAction::ToggleHint => self.screen(ScreenAction::ToggleHint).say_hint(),
            AppAction::ToggleOdds => self.screen(ScreenAction::ToggleOdds),
            AppAction::AnnounceDice => self.say(words::dice_text(self.game())),
            AppAction::AnnounceSheet => self.say(words::sheet_text(self.game())),
            AppAction::Open(which) => self.screen(ScreenAction::Open(which.into())),
            AppAction::ToggleHelp => self.screen(ScreenAction::ToggleHelp),
            AppAction::CloseDialog => self.close_dialog(),
            AppAction::SetBotSpeed(speed) => self.screen(ScreenAction::SetBotSpeed(speed)),
            AppAction::Rush => self.screen(ScreenAction::Rush(self.table.turn_marker())),
            // Each die's tumble ends (and the clock's stand-in after them): once is enough.
            AppAction::Landed if !self.table.landing => self,
            AppAction::Landed => self.with(|s| s.table.landing = false),
            AppAction::Tumbling if !self.table.landing || self.table.tumbling => self,
            AppAction::Tumbling => self.with(|s| s.table.tumbling = true),
            AppAction::EndGuide => self.screen(ScreenAction::EndGuide),
            AppAction::Seated(seated) => self.seated(*seated),
            AppAction::DismissCatchUp => self.table_do(TableAction::CatchUp(Vec::new())),
            AppAction::OpenTable(opened) => self.open_table(*opened),
            AppAction::Notice(text) => self.screen(ScreenAction::Notice(text)),
            AppAction::AddNotice(text) => self.screen(ScreenAction::AddNotice(text)),
            AppAction::DismissNotice => self.screen(ScreenAction::DismissNotice),
            // The live region says the dice again in the new language: what it said last
            // stays in the old one, which a person who just switched may not follow.
            AppAction::NewWords => {
                let said = words::dice_text(self.game());
                self.screen(ScreenAction::NewWords).say(said)
            }
        }
    }
}
