//! The app state and its reducer.
//!
//! `reduce` only calls the engine and words the result for the live region (`words.rs`).
//! Storage, the random seed of a new game, focus, timers and the solver live in hooks
//! (`hooks/`) and callbacks (see `components/app.rs`).

use crate::number::fixed;
use std::rc::Rc;

use yahtzee_engine::{
    parse_roll, Action, BotLevel, Decision, DiceMode, Face, Game, RuleSet, SeatKind, Session, DICE,
};
use yahtzee_solver::play::bot_action;
use yew::Reducible;

use crate::coach::{self, CoachSettings, Odds, SolverStatus};
use crate::words::{self, describe_move, error_text, sentence, start_turn, whose_turn};
use yahtzee_protocol::{Choice, Judged, Moment, Ranked, Response};

/// A move the coach stopped, waiting for the player's answer.
#[derive(Clone, Debug, PartialEq)]
pub struct Warning {
    /// What the player asked for.
    pub intended: Choice,
    /// Points it gives away.
    pub loss: f64,
    /// The best move.
    pub best: Choice,
    /// With real dice, the keep is judged when the dice rolled after it are entered: these are
    /// those dice, entered if the player goes on.
    pub entry: Option<[Face; DICE]>,
}

/// How fast bots play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum BotSpeed {
    /// A pace a person can follow.
    Normal,
    /// Quick.
    Fast,
}

impl BotSpeed {
    /// Pause before each of a bot's steps, in milliseconds.
    pub fn delay_ms(self) -> u32 {
        match self {
            BotSpeed::Normal => 650,
            BotSpeed::Fast => 150,
        }
    }
}

/// A game under review.
#[derive(Clone, Debug, PartialEq)]
pub struct Review {
    /// Matches the worker's answer to the request.
    pub id: u32,
    /// The reviewed game's seed, to note the verdict on its records.
    pub seed: u64,
    /// Which game ("This game", "Game #42 of 2026-11-21").
    pub title: String,
    /// The rules it was played by.
    pub rules: RuleSet,
    /// Its decisions.
    pub decisions: Vec<Decision>,
    /// The players' names, in seat order ("Player 2" for a seat whose name was not kept).
    pub names: Vec<String>,
    /// The solver's verdicts, once they arrive.
    pub judged: Option<Vec<Judged>>,
    /// The turn shown in the step-through, 0-based.
    pub turn: usize,
}

/// A session that would replace the one on the table, waiting for the player's word.
#[derive(Clone, Debug, PartialEq)]
pub struct Replacement {
    /// The session offered (a linked game, a high score's replay).
    pub session: Box<Session>,
    /// Why it is offered, e.g. "This link opens Classic game #5."
    pub why: String,
}

/// The one dialog open over the table. One value, so two dialogs can never be open at once.
#[derive(Clone, Debug, PartialEq)]
pub enum Dialog {
    /// Shortcuts and rules.
    Help,
    /// "Score 0 in this box?"
    ConfirmZero(usize),
    /// Coach settings and past games.
    Coach,
    /// The coach objects to a move.
    Warning(Warning),
    /// A game under review.
    Review(Review),
    /// New table.
    Setup,
    /// Records and statistics.
    Records,
    /// Replace the game in progress with another one?
    Replace(Replacement),
}

/// The dialogs a button or key can open by name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Opens {
    /// Help.
    Help,
    /// Coach settings.
    Coach,
    /// New table.
    Setup,
    /// Records.
    Records,
}

/// Everything the page shows.
#[derive(Clone, Debug, PartialEq)]
pub struct AppState {
    /// The session: seats, games, and the game in progress.
    pub session: Rc<Session>,
    /// The dialog open over the table, if any.
    pub dialog: Option<Dialog>,
    /// How fast bots play.
    pub bot_speed: BotSpeed,
    /// Bots finish the turn with this key without pauses ("skip to the end of the turn").
    pub rush: Option<(usize, usize)>,
    /// The win-chance panel is open.
    pub odds_open: bool,
    /// Chances to win for the position with this key.
    pub odds: Option<(Moment, Odds)>,
    /// The last message for screen readers, with a counter so that the same words are
    /// announced again when asked for again.
    pub announcement: (u32, String),
    /// A notice shown above the game (storage trouble, a restored or reset game).
    pub notice: Option<String>,
    /// Where the solver stands.
    pub solver: SolverStatus,
    /// The solver's ranking for the position with this key.
    pub advice: Option<(Moment, Vec<Ranked>)>,
    /// The hint panel is open (key H).
    pub hint_open: bool,
    /// The coach settings.
    pub coach: CoachSettings,
    /// Ids for review requests.
    pub next_id: u32,
    /// Dice were rolled since the page opened: only then does the tray animate them (a reload
    /// shows the dice as they lie).
    pub rolled_here: bool,
    /// A session the player set aside (replaced by a link or a replay), for the storage hook
    /// to keep so that Back or the old link brings it back.
    pub set_aside: Option<Box<Session>>,
    /// Why the last entry of real dice was refused, shown beside the entry until the next
    /// accepted move.
    pub entry_error: Option<String>,
    /// A move was made since the page opened: only then does a score get its moment (a reload
    /// does not celebrate again).
    pub moved_here: bool,
    /// The first-visit guide (roll, hold, score) is shown: until the first box is scored or
    /// the player skips it.
    pub guide: bool,
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
    OpenReview {
        /// Its seed.
        seed: u64,
        /// Its title.
        title: String,
        /// Its rules.
        rules: RuleSet,
        /// Its decisions.
        decisions: Vec<Decision>,
        /// The players' names, in seat order.
        names: Vec<String>,
    },
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
    /// The player agreed to replace the game in progress.
    ConfirmReplace,
    /// The storage hook has kept the session set aside.
    SetAsideKept,
    /// Open or close the win chances.
    ToggleOdds,
    /// Close the first-visit guide for good.
    EndGuide,
}

/// What the live region says when `session` takes the table.
fn opening_words(session: &Session) -> String {
    if session.games() > 1 {
        format!(
            "New session, {} games. {}: {}.",
            session.games(),
            whose_turn(&session.current_seat().name),
            start_turn(session.game())
        )
    } else {
        "New game. Press R to roll.".into()
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
            session: Rc::new(session),
            dialog: None,
            bot_speed: BotSpeed::Normal,
            rush: None,
            odds_open: false,
            odds: None,
            announcement: (0, String::new()),
            notice,
            solver: SolverStatus::Starting,
            advice: None,
            hint_open: false,
            coach: CoachSettings::default(),
            next_id: 1,
            rolled_here: false,
            set_aside: None,
            entry_error: None,
            moved_here: false,
            guide: false,
        }
    }

    /// The game on the table.
    pub fn game(&self) -> &Game {
        self.session.game()
    }

    /// The level of the bot whose turn it is, if it is a bot's turn.
    pub fn bot_to_move(&self) -> Option<BotLevel> {
        match self.session.current_seat().kind {
            SeatKind::Bot(level) if !self.game().is_over() => Some(level),
            _ => None,
        }
    }

    /// The current turn, as (player, round): what "skip to the end of the turn" refers to.
    pub fn turn_marker(&self) -> (usize, usize) {
        (self.game().current_player(), self.game().round())
    }

    /// The solver's ranking for the current position, if it has arrived.
    pub fn current_advice(&self) -> Option<&[Ranked]> {
        match &self.advice {
            Some((key, options)) if *key == Moment::of(self.game()) => Some(options),
            _ => None,
        }
    }

    /// Chances to win for the current position, if they have arrived.
    pub fn current_odds(&self) -> Option<&Odds> {
        match &self.odds {
            Some((key, odds)) if *key == Moment::of(self.game()) => Some(odds),
            _ => None,
        }
    }

    /// A dialog is open, so the game behind it does not take moves.
    pub fn modal(&self) -> bool {
        self.dialog.is_some()
    }

    /// The review on screen, if any.
    pub fn review(&self) -> Option<&Review> {
        match &self.dialog {
            Some(Dialog::Review(r)) => Some(r),
            _ => None,
        }
    }

    /// One step of the bot whose turn it is: roll to start, then, once the solver's ranking for
    /// the position is in, one hold or release at a time towards the chosen keep, then the roll
    /// or the score. The step is [`bot_action`]'s, the function every simulated bot plays by:
    /// it always changes the game, so the bot clock, which waits for a change, steps again.
    fn bot_step(self: Rc<Self>) -> Rc<AppState> {
        let Some(level) = self.bot_to_move() else {
            return self;
        };
        let ranking: Vec<Ranked> = match self.current_advice() {
            Some(options) => options.to_vec(),
            None if self.game().turn().rolls == 0 => Vec::new(),
            None => return self,
        };
        match bot_action(self.game(), &ranking, level) {
            Some(a) => self.apply(a),
            None => self,
        }
    }

    /// The dice held for the next roll (none before the turn's first roll).
    pub fn held_now(&self) -> [bool; DICE] {
        let t = self.game().turn();
        if t.rolls > 0 {
            t.held
        } else {
            [false; DICE]
        }
    }

    /// Whether the coach's ranking, once it has arrived, has `intended` as good as its best:
    /// then a zero it scores is no slip, and the page does not ask "Score 0 in …?".
    fn coach_agrees(&self, intended: &Choice) -> bool {
        self.current_advice()
            .and_then(|options| coach::loss_of(options, intended))
            .is_some_and(|loss| loss <= 1e-9)
    }

    /// The coach's objection to `intended`, if warnings are on and it gives away too much.
    fn objection(&self, intended: &Choice) -> Option<Warning> {
        if !self.coach.warn {
            return None;
        }
        let options = self.current_advice()?;
        let loss = coach::loss_of(options, intended)?;
        (loss > self.coach.threshold).then(|| Warning {
            intended: *intended,
            loss,
            best: options[0].choice,
            entry: None,
        })
    }

    /// Plays a move as a series of engine actions, stopping at the first refusal. With real
    /// dice a keep only sets the holds: the players roll the other dice at the table and enter
    /// them.
    fn play_move(self: Rc<Self>, m: &Choice) -> Rc<AppState> {
        let mut state = self.with(|s| s.dialog = None);
        let entered = state.game().dice_mode() == DiceMode::Entered;
        for a in coach::actions_for(state.game(), m) {
            if entered && a == Action::Roll {
                let text = format!(
                    "Keep {}: roll the other dice, then press R and type them.",
                    coach::describe(state.game(), m)
                );
                return state.with(|s| s.say(text));
            }
            state = state.apply(a);
        }
        state
    }

    fn apply(self: Rc<Self>, a: Action) -> Rc<AppState> {
        match self.session.apply(a) {
            Ok(session) => self.with(|s| {
                s.say(describe_move(&session, a));
                if !matches!(
                    a,
                    Action::Hold(_) | Action::Release(_) | Action::Toggle(_) | Action::SetWild(_)
                ) {
                    s.hint_open = false;
                }
                if a == Action::Roll {
                    s.rolled_here = true;
                }
                s.moved_here = true;
                // The first box scored ends the first-visit guide.
                if matches!(a, Action::Score(_)) {
                    s.guide = false;
                }
                s.entry_error = None;
                s.session = Rc::new(session);
                if matches!(s.dialog, Some(Dialog::ConfirmZero(_))) {
                    s.dialog = None;
                }
            }),
            Err(e) => self.with(|s| {
                let text = sentence(&error_text(s.game(), e));
                if matches!(a, Action::Enter(_) | Action::Correct { .. }) {
                    s.entry_error = Some(text.clone());
                }
                s.say(text);
            }),
        }
    }

    fn with(self: &Rc<Self>, f: impl FnOnce(&mut AppState)) -> Rc<AppState> {
        let mut next = (**self).clone();
        f(&mut next);
        Rc::new(next)
    }

    fn say(&mut self, text: String) {
        self.announcement = (self.announcement.0.wrapping_add(1), text);
    }

    /// Whether scoring `b` would throw points away: it scores nothing while another allowed box
    /// would score something.
    pub fn is_wasteful(&self, b: usize) -> bool {
        let points = |i| {
            self.game()
                .preview(i)
                .map(|p| p.points + p.bonus)
                .unwrap_or(0)
        };
        let Ok(placement) = self.game().placement() else {
            return false;
        };
        points(b) == 0
            && (0..self.game().rules().box_count())
                .any(|i| placement.allowed & (1 << i) != 0 && points(i) > 0)
    }

    /// The move scoring box `b` makes now: with a wild die showing its wild face, the value
    /// the player gave it (the face itself if none), so the coach judges that exact choice.
    fn score_move(&self, b: usize) -> Choice {
        let game = self.game();
        match game.rules().def.wild {
            Some(w) if game.wild_showing() => Choice::ScoreWild {
                box_index: b,
                wild: game.turn().wild.unwrap_or(w.face),
            },
            _ => Choice::Score(b),
        }
    }

    /// Starts `session` in place of the one on the table.
    fn start(self: Rc<Self>, session: Session, words: String) -> Rc<AppState> {
        self.with(|s| {
            // Other rules need another table: until it is in, the coach is not ready (its start
            // value, source and advice were the old table's). A worker that never started stays
            // unavailable.
            if session.rule_set() != s.session.rule_set()
                && matches!(
                    s.solver,
                    SolverStatus::Ready { .. } | SolverStatus::Building(_)
                )
            {
                s.solver = SolverStatus::Starting;
                s.advice = None;
            }
            s.say(words);
            s.session = Rc::new(session);
            s.dialog = None;
            s.hint_open = false;
            s.rush = None;
            s.rolled_here = false;
            s.entry_error = None;
        })
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
                self.with(|s| {
                    s.say(format!(
                        "It is {}.",
                        whose_turn(&s.session.current_seat().name)
                    ))
                })
            }
            AppAction::EnterText(text) => match parse_roll(
                &text,
                self.game().rules().def.faces,
                self.game().turn().dice,
                self.held_now(),
            ) {
                Ok(faces) => self.reduce(AppAction::Play(Action::Enter(faces))),
                Err(e) => self.with(|s| {
                    let text = words::entry_error_text(e, s.held_now());
                    s.entry_error = Some(text.clone());
                    s.say(text);
                }),
            },
            // With real dice the keep is judged when the dice rolled after it are entered,
            // exactly as a roll after a keep is judged in the rolled game.
            AppAction::Play(Action::Enter(faces))
                if self.game().turn().rolls > 0 && self.game().rolls_left() > 0 =>
            {
                match self.objection(&coach::current_keep(self.game())) {
                    Some(w) => self.warn(Warning {
                        entry: Some(faces),
                        ..w
                    }),
                    None => self.apply(Action::Enter(faces)),
                }
            }
            AppAction::Play(Action::Roll) if self.game().turn().rolls > 0 => {
                match self.objection(&coach::current_keep(self.game())) {
                    Some(w) => self.warn(w),
                    None => self.apply(Action::Roll),
                }
            }
            AppAction::Play(Action::Undo) => match self.session.undoable() {
                Some(scored) => {
                    let target = words::undo_target(&self.session, &scored);
                    let next = self.apply(Action::Undo);
                    let said = next.announcement.1.clone();
                    next.with(|s| s.say(format!("Took back {target}. {said}")))
                }
                None => self.apply(Action::Undo),
            },
            AppAction::Play(a) => self.apply(a),
            AppAction::ChooseBox(b) => {
                if let Some(w) = self.objection(&self.score_move(b)) {
                    self.warn(w)
                } else if self.is_wasteful(b) && !self.coach_agrees(&self.score_move(b)) {
                    self.with(|s| s.dialog = Some(Dialog::ConfirmZero(b)))
                } else {
                    self.apply(Action::Score(b))
                }
            }
            AppAction::ConfirmZero => match self.dialog {
                Some(Dialog::ConfirmZero(b)) => {
                    self.with(|s| s.dialog = None).apply(Action::Score(b))
                }
                _ => self,
            },
            AppAction::AnnounceDice => self.with(|s| s.say(words::dice_text(s.game()))),
            AppAction::AnnounceSheet => self.with(|s| s.say(words::sheet_text(s.game()))),
            AppAction::Open(which) => self.with(|s| {
                s.dialog = Some(match which {
                    Opens::Help => Dialog::Help,
                    Opens::Coach => Dialog::Coach,
                    Opens::Setup => Dialog::Setup,
                    Opens::Records => Dialog::Records,
                })
            }),
            AppAction::ToggleHelp => self.with(|s| {
                s.dialog = match s.dialog {
                    Some(Dialog::Help) => None,
                    None => Some(Dialog::Help),
                    // Another dialog keeps the focus; "?" typed there is text, not a shortcut.
                    ref other => other.clone(),
                }
            }),
            AppAction::CloseDialog => self.with(|s| {
                match &s.dialog {
                    Some(Dialog::ConfirmZero(_)) => {
                        s.say("Kept your dice; choose another box.".into())
                    }
                    Some(Dialog::Replace(_)) => s.say(format!(
                        "Kept the game in progress. {}.",
                        whose_turn(&s.session.current_seat().name)
                    )),
                    _ => {}
                }
                s.dialog = None;
            }),
            AppAction::Solver(response) => self.on_solver(response),
            AppAction::SolverUnavailable => self.with(|s| s.solver = SolverStatus::Unavailable),
            AppAction::ToggleHint => self.with(|s| {
                s.hint_open = !s.hint_open;
                if s.hint_open {
                    if let Some(text) = s
                        .current_advice()
                        .and_then(|o| words::hint_text(s.game(), o))
                    {
                        s.say(text);
                    }
                }
            }),
            AppAction::SetCoach(settings) => self.with(|s| s.coach = settings.checked()),
            AppAction::CoachProceed => match &self.dialog {
                Some(Dialog::Warning(w)) => {
                    let w = w.clone();
                    self.with(|s| s.dialog = None).play_unchecked(&w)
                }
                _ => self,
            },
            AppAction::CoachTakeBest => match &self.dialog {
                Some(Dialog::Warning(w)) => {
                    let best = w.best;
                    self.play_move(&best)
                }
                _ => self,
            },
            AppAction::OpenReview {
                seed,
                title,
                rules,
                decisions,
                names,
            } => self.with(|s| {
                s.dialog = Some(Dialog::Review(Review {
                    id: s.next_id,
                    seed,
                    title,
                    rules,
                    decisions,
                    names,
                    judged: None,
                    turn: 0,
                }));
                s.next_id += 1;
            }),
            AppAction::BotStep => self.bot_step(),
            AppAction::SetBotSpeed(speed) => self.with(|s| s.bot_speed = speed),
            AppAction::Rush => self.with(|s| s.rush = Some(s.turn_marker())),
            AppAction::NextGame => match self.session.next_game() {
                Ok(session) => {
                    let words = format!(
                        "Game {} of {}. {}: {}.",
                        session.game_number(),
                        session.games(),
                        whose_turn(&session.current_seat().name),
                        start_turn(session.game())
                    );
                    self.start(session, words)
                }
                Err(e) => self.with(|s| s.say(sentence(&e.to_string()))),
            },
            AppAction::Rematch { seed } => match self.session.rematch(seed) {
                Ok(session) => self.start(session, "Rematch: game 1. Press R to roll.".into()),
                Err(e) => self.with(|s| s.notice = Some(sentence(&e.to_string()))),
            },
            AppAction::Offer(offer) => {
                if in_progress(&self.session) && *offer.session != *self.session {
                    self.with(|s| s.dialog = Some(Dialog::Replace(offer)))
                } else {
                    let words = opening_words(&offer.session);
                    self.start(*offer.session, words)
                }
            }
            AppAction::ConfirmReplace => match &self.dialog {
                Some(Dialog::Replace(offer)) => {
                    let old = Box::new((*self.session).clone());
                    let session = (*offer.session).clone();
                    let words = opening_words(&session);
                    self.with(|s| s.set_aside = Some(old)).start(session, words)
                }
                _ => self,
            },
            AppAction::SetAsideKept => self.with(|s| s.set_aside = None),
            AppAction::ToggleOdds => self.with(|s| s.odds_open = !s.odds_open),
            AppAction::EndGuide => self.with(|s| s.guide = false),
            AppAction::ReviewTurn(turn) => self.with(|s| {
                if let Some(Dialog::Review(r)) = &mut s.dialog {
                    r.turn = turn;
                }
            }),
            AppAction::Notice(text) => self.with(|s| s.notice = Some(text)),
            AppAction::AddNotice(text) => self.with(|s| {
                s.notice = Some(match s.notice.take() {
                    Some(shown) => format!("{shown} {text}"),
                    None => text,
                })
            }),
            AppAction::DismissNotice => self.with(|s| s.notice = None),
        }
    }
}

impl AppState {
    fn warn(self: Rc<Self>, w: Warning) -> Rc<AppState> {
        self.with(|s| {
            s.say(format!(
                "Coach: this gives away {} points. Better: {}.",
                fixed(w.loss, 1),
                coach::describe(s.game(), &w.best)
            ));
            s.dialog = Some(Dialog::Warning(w));
        })
    }

    /// Plays the player's own move after a warning: its holds are already set, and with real
    /// dice the entry waiting in the warning goes in.
    fn play_unchecked(self: Rc<Self>, w: &Warning) -> Rc<AppState> {
        if let (Choice::Keep(_) | Choice::KeepMarked(_), Some(faces)) = (&w.intended, w.entry) {
            return self.apply(Action::Enter(faces));
        }
        match &w.intended {
            Choice::Score(b) | Choice::ScoreWild { box_index: b, .. } if self.is_wasteful(*b) => {
                self.with(|s| s.dialog = Some(Dialog::ConfirmZero(*b)))
            }
            Choice::Score(b) => self.apply(Action::Score(*b)),
            // A wild value the player already set stays; only the score is left to do.
            Choice::ScoreWild { box_index, .. } => self.apply(Action::Score(*box_index)),
            Choice::Keep(_) | Choice::KeepMarked(_) => self.apply(Action::Roll),
        }
    }

    fn on_solver(self: Rc<Self>, response: Response) -> Rc<AppState> {
        let rules = self.game().rule_set();
        match response {
            Response::Started => self,
            Response::Progress { rules: r, fraction } if r == rules => {
                self.with(|s| s.solver = SolverStatus::Building(fraction))
            }
            Response::Ready {
                rules: r,
                start_value,
                millis,
                source,
            } if r == rules => self.with(|s| {
                s.solver = SolverStatus::Ready {
                    start_value,
                    millis,
                    source,
                }
            }),
            Response::Failed { rules: r } if r == rules => {
                self.with(|s| s.solver = SolverStatus::Unavailable)
            }
            Response::Advice { key, options, .. } => self.with(|s| {
                s.advice = Some((key, options));
                if s.hint_open {
                    if let Some(text) = s
                        .current_advice()
                        .and_then(|o| words::hint_text(s.game(), o))
                    {
                        s.say(text);
                    }
                }
            }),
            Response::Odds {
                key,
                chances,
                expected,
            } => self.with(|s| s.odds = Some((key, Odds { chances, expected }))),
            Response::Review { id, judged, .. } => self.with(|s| {
                if let Some(Dialog::Review(r)) = s
                    .dialog
                    .as_mut()
                    .filter(|d| matches!(d, Dialog::Review(r) if r.id == id))
                {
                    r.judged = Some(judged);
                }
            }),
            _ => self,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::words::{dice_text, sheet_text};
    use yahtzee_engine::{Counts, Scripted};

    fn state(game: Game) -> Rc<AppState> {
        Rc::new(AppState::new(Session::solo(game), None))
    }

    #[test]
    fn scoring_zero_with_points_elsewhere_asks_first() {
        let g = Game::solo(1)
            .roll_with(&mut Scripted::new([2, 2, 3, 3, 3]))
            .unwrap();
        let s = state(g).reduce(AppAction::ChooseBox(0));
        assert_eq!(s.dialog, Some(Dialog::ConfirmZero(0)));
        assert_eq!(s.game().sheet().boxes[0], None);
        let s = s.reduce(AppAction::ConfirmZero);
        assert_eq!(s.game().sheet().boxes[0], Some(0));
        assert_eq!(s.dialog, None);
    }

    #[test]
    fn a_table_with_other_rules_waits_for_its_own_coach_table() {
        let ready = |s: &AppState| matches!(s.solver, SolverStatus::Ready { .. });
        let mut s = (*state(Game::solo(1))).clone();
        s.solver = SolverStatus::Ready {
            start_value: 254.59,
            millis: 300.0,
            source: yahtzee_protocol::TableSource::Downloaded,
        };
        let s = Rc::new(s);
        let free = RuleSet {
            options: yahtzee_engine::Options {
                joker: yahtzee_engine::JokerMode::FreeChoice,
                ..Default::default()
            },
            ..RuleSet::default()
        };
        let offer = |rules: RuleSet| {
            AppAction::Offer(Replacement {
                session: Box::new(Session::solo(Game::new(rules, 1, 9).unwrap())),
                why: String::new(),
            })
        };
        // The same rules keep the coach's table; other rules wait for theirs.
        assert!(ready(&s.clone().reduce(offer(RuleSet::default()))));
        let other = s.reduce(offer(free));
        assert_eq!(other.solver, SolverStatus::Starting);
        assert_eq!(other.advice, None);
    }

    #[test]
    fn a_zero_the_coach_ranks_best_is_scored_without_asking() {
        // 1 2 4 4 6: a zero in Yahtzee, while Chance would score 17.
        let g = Game::solo(1)
            .roll_with(&mut Scripted::new([1, 2, 4, 4, 6]))
            .unwrap();
        let s = state(g);
        let key = Moment::of(s.game());
        let advice = |best: usize, other: usize| {
            AppAction::Solver(Response::Advice {
                key,
                options: vec![
                    Ranked {
                        choice: Choice::Score(best),
                        value: 200.0,
                    },
                    Ranked {
                        choice: Choice::Score(other),
                        value: 190.0,
                    },
                ],
                micros: 1.0,
            })
        };
        let agreed = s
            .clone()
            .reduce(advice(11, 12))
            .reduce(AppAction::ChooseBox(11));
        assert_eq!(agreed.dialog, None);
        assert_eq!(agreed.game().sheets()[0].boxes[11], Some(0));
        // The same zero when the coach would rather score points elsewhere is asked about.
        let asked = s
            .clone()
            .reduce(advice(12, 11))
            .reduce(AppAction::ChooseBox(11));
        assert_eq!(asked.dialog, Some(Dialog::ConfirmZero(11)));
        // And before the coach has answered.
        assert_eq!(
            s.reduce(AppAction::ChooseBox(11)).dialog,
            Some(Dialog::ConfirmZero(11))
        );
    }

    #[test]
    fn scoring_points_needs_no_confirmation() {
        let g = Game::solo(1)
            .roll_with(&mut Scripted::new([2, 2, 3, 3, 3]))
            .unwrap();
        let s = state(g).reduce(AppAction::ChooseBox(8));
        assert_eq!(s.game().sheet().boxes[8], Some(25));
        assert!(s.announcement.1.starts_with("Scored 25 in Full House"));
    }

    #[test]
    fn refused_moves_are_announced() {
        let s = state(Game::solo(1)).reduce(AppAction::Play(Action::Hold(0)));
        assert_eq!(s.announcement.1, "Roll the dice first (press R).");
    }

    #[test]
    fn dice_and_sheet_are_put_into_words() {
        let g = Game::solo(1)
            .roll_with(&mut Scripted::new([6, 6, 3, 2, 1]))
            .unwrap()
            .apply(Action::Hold(0))
            .unwrap();
        assert_eq!(
            dice_text(&g),
            "Roll 1 of 3: 6, 6, 3, 2, 1. Held: die 1. 2 rolls left."
        );
        let text = sheet_text(&g);
        assert!(text.contains("Sixes 12"), "{text}");
        assert!(text.contains("Small Straight 0"), "{text}");
        assert!(text.contains("63 more for a bonus of 35"), "{text}");
    }

    fn table(kinds: &[SeatKind]) -> Rc<AppState> {
        let seats = kinds
            .iter()
            .enumerate()
            .map(|(i, &kind)| yahtzee_engine::Seat {
                name: ["Ann", "Ben", "Robo"][i].into(),
                kind,
            })
            .collect();
        let session = Session::new(RuleSet::default(), seats, 1, 9).unwrap();
        Rc::new(AppState::new(session, None))
    }

    fn scripted(s: Rc<AppState>, dice: [u8; 5]) -> Rc<AppState> {
        let session = s.session.roll_with(&mut Scripted::new(dice)).unwrap();
        s.with(|st| st.session = Rc::new(session))
    }

    const BOT: SeatKind = SeatKind::Bot(BotLevel::Expert);

    #[test]
    fn undo_names_whose_score_it_takes_back_and_returns_the_turn() {
        let s = scripted(table(&[SeatKind::Human, SeatKind::Human]), [1, 2, 3, 4, 6]);
        let s = s.reduce(AppAction::ChooseBox(12));
        assert_eq!(s.game().current_player(), 1);
        let scored = s.session.undoable().unwrap();
        assert_eq!(
            format!("Undo {}", words::undo_target(&s.session, &scored)),
            "Undo Ann's 16 in Chance"
        );
        let s = s.reduce(AppAction::Play(Action::Undo));
        assert_eq!(s.game().current_player(), 0);
        assert!(
            s.announcement
                .1
                .starts_with("Took back Ann's 16 in Chance."),
            "{}",
            s.announcement.1
        );
        assert!(
            s.announcement.1.contains("Ann's turn again"),
            "{}",
            s.announcement.1
        );
    }

    #[test]
    fn a_person_cannot_undo_during_a_bots_turn_nor_a_bots_score() {
        let s = scripted(table(&[SeatKind::Human, BOT]), [1, 2, 3, 4, 6]);
        let s = s.reduce(AppAction::ChooseBox(12));
        assert_eq!(s.bot_to_move(), Some(BotLevel::Expert));
        let after = s.clone().reduce(AppAction::Play(Action::Undo));
        assert_eq!(
            after.session, s.session,
            "U during the bot's turn changes nothing"
        );
        assert_eq!(after.announcement.1, "It is Ben's turn.");
        // The bot scores; back at Ann's turn, its score is not hers to take back.
        let s = scripted(s, [2, 2, 3, 3, 3]);
        let session = s.session.apply(Action::Score(8)).unwrap();
        let s = s.with(|st| st.session = Rc::new(session));
        assert_eq!(s.session.undoable(), None);
        let after = s.clone().reduce(AppAction::Play(Action::Undo));
        assert_eq!(after.session, s.session);
        assert_eq!(after.announcement.1, "A bot's score cannot be taken back.");
    }

    #[test]
    fn a_bot_rolls_then_waits_for_advice_then_follows_it() {
        let s = table(&[BOT, SeatKind::Human]);
        let s = s.reduce(AppAction::BotStep);
        assert_eq!(s.game().turn().rolls, 1, "a bot starts its turn by rolling");
        let waiting = s.clone().reduce(AppAction::BotStep);
        assert_eq!(waiting.session, s.session, "no advice yet: the bot waits");
        let key = Moment::of(s.game());
        let s = s.reduce(AppAction::Solver(Response::Advice {
            key,
            options: vec![Ranked {
                choice: Choice::Score(12),
                value: 200.0,
            }],
            micros: 1.0,
        }));
        let s = s.reduce(AppAction::BotStep);
        assert!(
            s.game().sheets()[0].boxes[12].is_some(),
            "the bot scored Chance"
        );
        assert_eq!(s.game().current_player(), 1);
        // People cannot move for a bot; a dialog pauses it.
        let bot_turn = table(&[BOT]).reduce(AppAction::Open(Opens::Help));
        let paused = bot_turn.clone().reduce(AppAction::BotStep);
        assert_eq!(paused.session, bot_turn.session);
    }

    #[test]
    fn the_coach_warns_before_a_costly_box_and_can_play_the_better_one() {
        let s = scripted(state(Game::solo(1)), [2, 2, 3, 3, 3]);
        let s = s.reduce(AppAction::SetCoach(CoachSettings {
            warn: true,
            threshold: 1.0,
        }));
        let key = Moment::of(s.game());
        let s = s.reduce(AppAction::Solver(Response::Advice {
            key,
            options: vec![
                Ranked {
                    choice: Choice::Score(8),
                    value: 230.0,
                },
                Ranked {
                    choice: Choice::Score(12),
                    value: 220.0,
                },
            ],
            micros: 1.0,
        }));
        let s = s.reduce(AppAction::ChooseBox(12));
        assert!(matches!(&s.dialog, Some(Dialog::Warning(w)) if w.loss == 10.0));
        assert_eq!(s.game().sheet().boxes[12], None);
        let s = s.reduce(AppAction::CoachTakeBest);
        assert_eq!(s.dialog, None);
        assert_eq!(s.game().sheet().boxes[8], Some(25));
    }

    #[test]
    fn one_dialog_at_a_time_and_escape_closes_it() {
        let s = state(Game::solo(1)).reduce(AppAction::Open(Opens::Coach));
        let s = s.reduce(AppAction::Open(Opens::Records));
        assert_eq!(
            s.dialog,
            Some(Dialog::Records),
            "opening one closes the other"
        );
        // "?" typed while another dialog is open does not swap it for the help.
        let s = s.reduce(AppAction::ToggleHelp);
        assert_eq!(s.dialog, Some(Dialog::Records));
        let s = s
            .reduce(AppAction::CloseDialog)
            .reduce(AppAction::ToggleHelp);
        assert_eq!(s.dialog, Some(Dialog::Help));
        // Keys for the table do nothing behind a dialog.
        let after = s.clone().reduce(AppAction::Play(Action::Roll));
        assert_eq!(after.session, s.session);
        assert_eq!(s.reduce(AppAction::ToggleHelp).dialog, None);
    }

    #[test]
    fn a_link_asks_before_replacing_a_game_in_progress_and_keeps_it_aside() {
        let s = scripted(state(Game::solo(1)), [1, 2, 3, 4, 6]);
        let offer = Replacement {
            session: Box::new(Session::solo(Game::solo(5))),
            why: "This link opens Classic Yahtzee game #5.".into(),
        };
        let asked = s.clone().reduce(AppAction::Offer(offer.clone()));
        assert!(matches!(asked.dialog, Some(Dialog::Replace(_))));
        assert_eq!(asked.session, s.session);
        let kept = asked.clone().reduce(AppAction::CloseDialog);
        assert_eq!(kept.session, s.session);
        let played = asked.reduce(AppAction::ConfirmReplace);
        assert_eq!(played.session.seed(), 5);
        assert_eq!(played.set_aside.as_deref(), Some(&*s.session));
        // Nothing in progress: no question.
        let fresh = state(Game::solo(2)).reduce(AppAction::Offer(offer));
        assert_eq!(fresh.session.seed(), 5);
        assert_eq!(fresh.dialog, None);
    }

    fn real_dice_table(n: usize) -> Rc<AppState> {
        let seats = (0..n)
            .map(|i| yahtzee_engine::Seat {
                name: format!("P{}", i + 1),
                kind: SeatKind::Human,
            })
            .collect();
        let session =
            Session::with_dice(RuleSet::default(), seats, 1, 9, DiceMode::Entered).unwrap();
        Rc::new(AppState::new(session, None))
    }

    #[test]
    fn typed_dice_are_entered_and_bad_ones_refused_with_a_message() {
        let s = real_dice_table(5);
        for (text, said) in [
            (
                "3 3 5 1",
                "That is 4 dice, not 5: type five faces, like 3 3 5 1 6.",
            ),
            (
                "335166",
                "That is 6 dice, not 5: type five faces, like 3 3 5 1 6.",
            ),
            (
                "3 3 x 1 6",
                "\"x\" is not a face: type five faces, like 3 3 5 1 6.",
            ),
            (
                "3 3 8 1 6",
                "Die 3 cannot show 8: these dice have faces 1 to 6.",
            ),
        ] {
            let after = s.clone().reduce(AppAction::EnterText(text.into()));
            assert_eq!(after.session, s.session, "{text}: the turn is unchanged");
            assert_eq!(after.announcement.1, said);
            assert_eq!(after.entry_error.as_deref(), Some(said));
        }
        let s = s.reduce(AppAction::EnterText("33516".into()));
        assert_eq!(s.game().turn().dice, [3, 3, 5, 1, 6]);
        assert_eq!(s.entry_error, None);
        assert!(s
            .announcement
            .1
            .starts_with("P1: Roll 1 of 3: 3, 3, 5, 1, 6."));
        let s = s.reduce(AppAction::Play(Action::Roll));
        assert_eq!(
            s.announcement.1,
            "This table rolls real dice: press R and type the faces rolled."
        );
        let s = s.reduce(AppAction::Play(Action::Correct { die: 4, face: 3 }));
        assert!(s.announcement.1.starts_with("P1: Die 5 corrected to 3."));
        let s = s.reduce(AppAction::ChooseBox(2));
        assert_eq!(s.game().current_player(), 1);
        assert!(
            s.announcement
                .1
                .ends_with("P2's turn: roll, then press R and type the dice."),
            "{}",
            s.announcement.1
        );
    }

    #[test]
    fn the_coach_judges_a_keep_when_the_dice_after_it_are_entered() {
        let s = real_dice_table(1)
            .reduce(AppAction::EnterText("2 2 3 3 4".into()))
            .reduce(AppAction::SetCoach(CoachSettings {
                warn: true,
                threshold: 1.0,
            }));
        let key = Moment::of(s.game());
        let s = s.reduce(AppAction::Solver(Response::Advice {
            key,
            options: vec![
                Ranked {
                    choice: Choice::Keep(Counts::of(&[2, 2, 3, 3])),
                    value: 230.0,
                },
                Ranked {
                    choice: Choice::Keep(Counts::of(&[])),
                    value: 220.0,
                },
            ],
            micros: 1.0,
        }));
        // Nothing held: rerolling all five gives away 10 points.
        let s = s.reduce(AppAction::EnterText("1 1 1 5 6".into()));
        assert!(matches!(&s.dialog, Some(Dialog::Warning(w)) if w.entry == Some([1, 1, 1, 5, 6])));
        assert_eq!(s.game().turn().rolls, 1);
        let mine = s.clone().reduce(AppAction::CoachProceed);
        assert_eq!(mine.game().turn().dice, [1, 1, 1, 5, 6]);
        assert_eq!(mine.game().turn().rolls, 2);
        // The better keep holds the dice and waits for the real roll.
        let best = s.reduce(AppAction::CoachTakeBest);
        assert_eq!(best.game().turn().rolls, 1);
        assert_eq!(best.game().turn().held, [true, true, true, true, false]);
        assert!(
            best.announcement.1.starts_with("Keep"),
            "{}",
            best.announcement.1
        );
    }

    #[test]
    fn a_later_notice_is_added_to_the_one_shown() {
        let s = table(&[SeatKind::Human]).reduce(AppAction::AddNotice("Checked.".into()));
        assert_eq!(s.notice.as_deref(), Some("Checked."));
        let s = s
            .reduce(AppAction::Notice("The game could not be read.".into()))
            .reduce(AppAction::AddNotice("Records start afresh.".into()));
        assert_eq!(
            s.notice.as_deref(),
            Some("The game could not be read. Records start afresh.")
        );
    }

    #[test]
    fn only_dice_rolled_in_this_visit_tumble() {
        let s = state(Game::solo(1).apply(Action::Roll).unwrap());
        assert!(!s.rolled_here, "a reloaded roll lies still");
        let s = s
            .reduce(AppAction::Play(Action::Hold(0)))
            .reduce(AppAction::Play(Action::Roll));
        assert!(s.rolled_here);
    }

    #[test]
    fn the_coach_judges_the_value_given_to_a_wild_die() {
        let rules = RuleSet {
            variant: yahtzee_engine::VariantId::Lucky7,
            ..Default::default()
        };
        let game = Game::new(rules, 1, 3)
            .unwrap()
            .roll_with(&mut Scripted::new([7, 3, 3, 3, 5]))
            .unwrap();
        let four = rules
            .rules()
            .boxes()
            .iter()
            .position(|b| b.name == "Four of a Kind")
            .unwrap();
        let s = Rc::new(AppState::new(Session::solo(game), None)).reduce(AppAction::SetCoach(
            CoachSettings {
                warn: true,
                threshold: 1.0,
            },
        ));
        let key = Moment::of(s.game());
        let wild = |wild, value| Ranked {
            choice: Choice::ScoreWild {
                box_index: four,
                wild,
            },
            value,
        };
        let s = s.reduce(AppAction::Solver(Response::Advice {
            key,
            options: vec![wild(3, 250.0), wild(7, 240.0)],
            micros: 1.0,
        }));
        // Left at its 7, the die makes no four of a kind: the coach objects.
        let warned = s.clone().reduce(AppAction::ChooseBox(four));
        assert!(matches!(&warned.dialog, Some(Dialog::Warning(w)) if w.loss == 10.0));
        // Counted as a 3, it is the best move: scored at once.
        let s = s
            .reduce(AppAction::Play(Action::SetWild(3)))
            .reduce(AppAction::ChooseBox(four));
        assert_eq!(s.dialog, None);
        assert_eq!(s.game().sheet().boxes[four], Some(17));
    }
}
