//! The app state and its reducer.
//!
//! `reduce` only calls the engine and words the result for the live region. Storage, the random
//! seed of a new game, focus and timers live in effects and callbacks (see `components/app.rs`).

use std::rc::Rc;

use yahtzee_engine::{
    Action, BotLevel, Decision, Game, JokerRestriction, MoveError, RuleSet, SeatKind, Section,
    Session, DICE,
};
use yahtzee_solver::play::{bot_choice, bot_random};
use yew::Reducible;

use crate::coach::{self, CoachSettings, SolverStatus};
use crate::protocol::{Judged, Move, RankedMove, Response};

/// A move the coach stopped, waiting for the player's answer.
#[derive(Clone, Debug, PartialEq)]
pub struct Warning {
    /// What the player asked for.
    pub intended: Move,
    /// Points it gives away.
    pub loss: f64,
    /// The best move.
    pub best: Move,
}

/// How fast bots play.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
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
    /// The solver's verdicts, once they arrive.
    pub judged: Option<Vec<Judged>>,
    /// The turn shown in the step-through, 0-based.
    pub turn: usize,
}

/// Everything the page shows.
#[derive(Clone, Debug, PartialEq)]
pub struct AppState {
    /// The session: seats, games, and the game in progress.
    pub session: Session,
    /// How fast bots play.
    pub bot_speed: BotSpeed,
    /// Bots finish the turn with this key without pauses ("skip to the end of the turn").
    pub rush: Option<(usize, usize)>,
    /// The session setup dialog is open.
    pub setup_open: bool,
    /// The win-chance panel is open.
    pub odds_open: bool,
    /// Records and statistics are open.
    pub stats_open: bool,
    /// Expected points still to come for each player, for the position with this key.
    pub odds: Option<(String, Vec<f64>)>,
    /// The last message for screen readers, with a counter so that the same words are
    /// announced again when asked for again.
    pub announcement: (u32, String),
    /// A notice shown above the game (storage trouble, a restored or reset game).
    pub notice: Option<String>,
    /// A box waiting for "yes, score zero here".
    pub confirm_zero: Option<usize>,
    /// The help dialog is open.
    pub help_open: bool,
    /// Where the solver stands.
    pub solver: SolverStatus,
    /// The solver's ranking for the position with this key.
    pub advice: Option<(String, Vec<RankedMove>)>,
    /// The hint panel is open (key H).
    pub hint_open: bool,
    /// The coach settings.
    pub coach: CoachSettings,
    /// The coach settings dialog is open.
    pub coach_open: bool,
    /// A move the coach is asking about.
    pub warning: Option<Warning>,
    /// The review dialog, when open.
    pub review: Option<Review>,
    /// Ids for review requests.
    pub next_id: u32,
}

/// What the page can ask of the state.
#[derive(Clone, Debug, PartialEq)]
pub enum AppAction {
    /// A move in the game.
    Play(Action),
    /// The player chose a box: score it, or first ask when it would throw points away.
    ChooseBox(usize),
    /// The player confirmed a zero.
    ConfirmZero,
    /// The player backed out of a zero.
    CancelZero,
    /// Say the dice (key D).
    AnnounceDice,
    /// Say the scoresheet (key C).
    AnnounceSheet,
    /// Open or close the help (key ?).
    ToggleHelp,
    /// Close whatever dialog is open (Escape).
    CloseDialogs,
    /// Show a notice.
    Notice(String),
    /// Hide the notice.
    DismissNotice,
    /// A message from the solver's worker.
    Solver(Response),
    /// The worker could not start.
    SolverUnavailable,
    /// Show or hide the hint (key H).
    ToggleHint,
    /// Open or close the coach settings.
    ToggleCoach,
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
    /// Start a session set up by the player.
    NewSession(Box<Session>),
    /// Open or close the session setup.
    ToggleSetup,
    /// Open or close the win chances.
    ToggleOdds,
    /// Open or close records and statistics.
    ToggleStats,
}

impl AppState {
    /// A state showing `session`, with an optional notice.
    pub fn new(session: Session, notice: Option<String>) -> AppState {
        AppState {
            session,
            bot_speed: BotSpeed::Normal,
            rush: None,
            setup_open: false,
            odds_open: false,
            stats_open: false,
            odds: None,
            announcement: (0, String::new()),
            notice,
            confirm_zero: None,
            help_open: false,
            solver: SolverStatus::Starting,
            advice: None,
            hint_open: false,
            coach: CoachSettings::default(),
            coach_open: false,
            warning: None,
            review: None,
            next_id: 1,
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
    pub fn current_advice(&self) -> Option<&[RankedMove]> {
        match &self.advice {
            Some((key, options)) if *key == coach::position_key(self.game()) => Some(options),
            _ => None,
        }
    }

    /// A dialog is open, so the game behind it does not take moves.
    pub fn modal(&self) -> bool {
        self.help_open
            || self.confirm_zero.is_some()
            || self.coach_open
            || self.warning.is_some()
            || self.review.is_some()
            || self.setup_open
            || self.stats_open
    }

    /// One step of the bot whose turn it is: roll to start, then, once the solver's ranking for
    /// the position is in, one hold or release at a time towards the chosen keep, then the roll
    /// or the score. The choice is the same on every call for the same position, so a step
    /// repeated after a reload changes nothing.
    fn bot_step(self: Rc<Self>) -> Rc<AppState> {
        let Some(level) = self.bot_to_move() else {
            return self;
        };
        if self.game().turn().rolls == 0 {
            return self.apply(Action::Roll);
        }
        let Some(options) = self.current_advice() else {
            return self;
        };
        let ranked: Vec<yahtzee_solver::Ranked> = options
            .iter()
            .map(|o| yahtzee_solver::Ranked {
                choice: (&o.choice).into(),
                value: o.value,
            })
            .collect();
        let u = bot_random(self.game().seed(), self.game().decisions().len());
        let Some(chosen) = bot_choice(&ranked, level, u).map(Move::from) else {
            return self;
        };
        match coach::actions_for(self.game(), &chosen).first() {
            Some(&a) => self.apply(a),
            None => self,
        }
    }

    /// The coach's objection to `intended`, if warnings are on and it gives away too much.
    fn objection(&self, intended: &Move) -> Option<Warning> {
        if !self.coach.warn {
            return None;
        }
        let options = self.current_advice()?;
        let loss = coach::loss_of(options, intended)?;
        (loss > self.coach.threshold).then(|| Warning {
            intended: intended.clone(),
            loss,
            best: options[0].choice.clone(),
        })
    }

    /// Plays a move as a series of engine actions, stopping at the first refusal.
    fn play_move(self: Rc<Self>, m: &Move) -> Rc<AppState> {
        let mut state = self.with(|s| s.warning = None);
        for a in coach::actions_for(state.game(), m) {
            state = state.apply(a);
        }
        state
    }

    fn apply(self: Rc<Self>, a: Action) -> Rc<AppState> {
        match self.session.apply(a) {
            Ok(session) => self.with(|s| {
                s.say(describe_move(&session, a));
                if !matches!(a, Action::Hold(_) | Action::Release(_) | Action::Toggle(_)) {
                    s.hint_open = false;
                }
                s.session = session;
                s.confirm_zero = None;
            }),
            Err(e) => self.with(|s| s.say(sentence(&error_text(self.game(), e)))),
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
}

impl Reducible for AppState {
    type Action = AppAction;

    fn reduce(self: Rc<Self>, action: AppAction) -> Rc<AppState> {
        // An open dialog is modal: keys that reach the page behind it do nothing.
        let blocked = matches!(
            action,
            AppAction::Play(_)
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
                | Action::Score(_),
            )
            | AppAction::ChooseBox(_)
                if self.bot_to_move().is_some() =>
            {
                self.with(|s| s.say(format!("It is {}'s turn.", s.session.current_seat().name)))
            }
            AppAction::Play(Action::Roll) if self.game().turn().rolls > 0 => {
                match self.objection(&coach::current_keep(self.game())) {
                    Some(w) => self.warn(w),
                    None => self.apply(Action::Roll),
                }
            }
            AppAction::Play(a) => self.apply(a),
            AppAction::ChooseBox(b) => {
                if let Some(w) = self.objection(&Move::Score(b)) {
                    self.warn(w)
                } else if self.is_wasteful(b) {
                    self.with(|s| s.confirm_zero = Some(b))
                } else {
                    self.apply(Action::Score(b))
                }
            }
            AppAction::ConfirmZero => match self.confirm_zero {
                Some(b) => self.with(|s| s.confirm_zero = None).apply(Action::Score(b)),
                None => self,
            },
            AppAction::CancelZero => self.with(|s| {
                s.confirm_zero = None;
                s.say("Kept your dice; choose another box.".into());
            }),
            AppAction::AnnounceDice => self.with(|s| s.say(dice_text(s.game()))),
            AppAction::AnnounceSheet => self.with(|s| s.say(sheet_text(s.game()))),
            AppAction::ToggleHelp => self.with(|s| s.help_open = !s.help_open),
            AppAction::CloseDialogs => self.with(|s| {
                s.help_open = false;
                s.confirm_zero = None;
                s.coach_open = false;
                s.warning = None;
                s.review = None;
                s.stats_open = false;
            }),
            AppAction::Solver(response) => self.on_solver(response),
            AppAction::SolverUnavailable => self.with(|s| s.solver = SolverStatus::Unavailable),
            AppAction::ToggleHint => self.with(|s| {
                s.hint_open = !s.hint_open;
                if s.hint_open {
                    if let Some(text) = hint_text(s) {
                        s.say(text);
                    }
                }
            }),
            AppAction::ToggleCoach => self.with(|s| s.coach_open = !s.coach_open),
            AppAction::SetCoach(settings) => self.with(|s| s.coach = settings),
            AppAction::CoachProceed => match self.warning.clone() {
                Some(w) => self.with(|s| s.warning = None).play_unchecked(&w.intended),
                None => self,
            },
            AppAction::CoachTakeBest => match self.warning.clone() {
                Some(w) => self.play_move(&w.best),
                None => self,
            },
            AppAction::OpenReview {
                seed,
                title,
                rules,
                decisions,
            } => self.with(|s| {
                s.review = Some(Review {
                    id: s.next_id,
                    seed,
                    title,
                    rules,
                    decisions,
                    judged: None,
                    turn: 0,
                });
                s.next_id += 1;
                s.coach_open = false;
            }),
            AppAction::BotStep => self.bot_step(),
            AppAction::SetBotSpeed(speed) => self.with(|s| s.bot_speed = speed),
            AppAction::Rush => self.with(|s| s.rush = Some(s.turn_marker())),
            AppAction::NextGame => match self.session.next_game() {
                Ok(session) => self.with(|s| {
                    s.say(format!(
                        "Game {} of {}. {}'s turn: press R to roll.",
                        session.game_number(),
                        session.games(),
                        session.current_seat().name
                    ));
                    s.session = session;
                }),
                Err(e) => self.with(|s| s.say(sentence(&e.to_string()))),
            },
            AppAction::Rematch { seed } => self.with(|s| {
                s.session = s.session.rematch(seed);
                s.say("Rematch: game 1. Press R to roll.".into());
            }),
            AppAction::NewSession(session) => self.with(|s| {
                s.say(format!(
                    "New session, {} games. {}'s turn: press R to roll.",
                    session.games(),
                    session.current_seat().name
                ));
                s.session = *session;
                s.setup_open = false;
                s.hint_open = false;
            }),
            AppAction::ToggleSetup => self.with(|s| s.setup_open = !s.setup_open),
            AppAction::ToggleOdds => self.with(|s| s.odds_open = !s.odds_open),
            AppAction::ToggleStats => self.with(|s| s.stats_open = !s.stats_open),
            AppAction::ReviewTurn(turn) => self.with(|s| {
                if let Some(r) = &mut s.review {
                    r.turn = turn;
                }
            }),
            AppAction::Notice(text) => self.with(|s| s.notice = Some(text)),
            AppAction::DismissNotice => self.with(|s| s.notice = None),
        }
    }
}

impl AppState {
    fn warn(self: Rc<Self>, w: Warning) -> Rc<AppState> {
        self.with(|s| {
            s.say(format!(
                "Coach: this gives away {:.1} points. Better: {}.",
                w.loss,
                coach::describe(s.game(), &w.best)
            ));
            s.warning = Some(w);
        })
    }

    /// Plays the player's own move after a warning: its holds are already set.
    fn play_unchecked(self: Rc<Self>, m: &Move) -> Rc<AppState> {
        match m {
            Move::Score(b) if self.is_wasteful(*b) => self.with(|s| s.confirm_zero = Some(*b)),
            Move::Score(b) => self.apply(Action::Score(*b)),
            // A wild value the player already set stays; only the score is left to do.
            Move::ScoreWild { box_index, .. } => self.apply(Action::Score(*box_index)),
            Move::Keep(_) | Move::KeepMarked(_) => self.apply(Action::Roll),
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
                cached,
            } if r == rules => self.with(|s| {
                s.solver = SolverStatus::Ready {
                    start_value,
                    millis,
                    cached,
                }
            }),
            Response::Advice { key, options, .. } => self.with(|s| {
                s.advice = Some((key, options));
                if s.hint_open {
                    if let Some(text) = hint_text(s) {
                        s.say(text);
                    }
                }
            }),
            Response::Values { key, values } => self.with(|s| s.odds = Some((key, values))),
            Response::Review { id, judged, .. } => self.with(|s| {
                if let Some(r) = s.review.as_mut().filter(|r| r.id == id) {
                    r.judged = Some(judged);
                }
            }),
            _ => self,
        }
    }
}

/// The hint in words, once the solver has answered for this position.
pub fn hint_text(s: &AppState) -> Option<String> {
    let options = s.current_advice()?;
    let best = options.first()?;
    let banked = coach::banked(s.game());
    let mut text = format!(
        "Hint: {}. Expected final score {:.1}.",
        coach::describe(s.game(), &best.choice),
        banked + best.value
    );
    if let Some(next) = options.get(1) {
        text += &format!(
            " Next best: {}, {:.1} points less.",
            coach::describe(s.game(), &next.choice),
            best.value - next.value
        );
    }
    Some(text)
}

fn sentence(text: &str) -> String {
    let mut c = text.chars();
    match c.next() {
        Some(f) => format!("{}{}.", f.to_uppercase(), c.as_str()),
        None => String::new(),
    }
}

/// The reason an action was refused, in the words of the page.
pub fn error_text(game: &Game, e: MoveError) -> String {
    let rules = game.rules();
    let name = |i: usize| rules.boxes().get(i).map_or("?", |b| b.name);
    match e {
        MoveError::BoxFilled(i) => format!("{} is already filled", name(i)),
        MoveError::JokerForbids {
            restriction: JokerRestriction::MatchingUpper { box_index },
            ..
        } => format!(
            "Joker rule: this Yahtzee must be scored in {}",
            name(box_index)
        ),
        MoveError::NotRolled => "roll the dice first (press R)".into(),
        other => other.to_string(),
    }
}

/// The dice in words, e.g. "Roll 2 of 3: 6, 6, 3, 2, 1. Held: die 1, die 2."
pub fn dice_text(game: &Game) -> String {
    let turn = game.turn();
    if turn.rolls == 0 {
        return if game.is_over() {
            "The game is over.".into()
        } else {
            format!(
                "Turn {} of {}: no dice rolled yet. Press R to roll.",
                game.round(),
                game.rules().box_count()
            )
        };
    }
    let faces: Vec<String> = turn.dice.iter().map(|d| d.to_string()).collect();
    let held: Vec<String> = (0..turn.dice.len())
        .filter(|&i| turn.held[i])
        .map(|i| format!("die {}", i + 1))
        .collect();
    let held = if held.is_empty() {
        "No dice held".to_string()
    } else {
        format!("Held: {}", held.join(", "))
    };
    format!(
        "Roll {} of {}: {}. {}. {} left.",
        turn.rolls,
        game.rules().def.rolls_per_turn,
        faces.join(", "),
        held,
        match game.rolls_left() {
            0 => "No rolls".to_string(),
            1 => "1 roll".to_string(),
            n => format!("{n} rolls"),
        }
    )
}

/// The scoresheet in words: filled boxes with their scores, open boxes with what they would
/// score now, and the totals.
pub fn sheet_text(game: &Game) -> String {
    let rules = game.rules();
    let sheet = game.sheet();
    let mut filled = Vec::new();
    let mut open = Vec::new();
    for (i, b) in rules.boxes().iter().enumerate() {
        match sheet.boxes[i] {
            Some(s) => filled.push(format!("{} {}", b.name, s)),
            None => match game.preview(i) {
                Ok(p) => open.push(format!("{} {}", b.name, p.points)),
                Err(_) if game.turn().rolls > 0 => open.push(format!("{} not allowed", b.name)),
                Err(_) => open.push(b.name.to_string()),
            },
        }
    }
    let t = sheet.totals(&rules);
    let mut parts = Vec::new();
    if !filled.is_empty() {
        parts.push(format!("Scored: {}", filled.join(", ")));
    }
    if !open.is_empty() {
        let what = if game.turn().rolls > 0 {
            "Open, with what these dice would score"
        } else {
            "Open"
        };
        parts.push(format!("{what}: {}", open.join(", ")));
    }
    parts.push(format!(
        "Upper section {}, {}. Upper bonus {}. Yahtzee bonus {}. Total {}",
        t.upper,
        bonus_needed_text(game),
        t.upper_bonus,
        t.yahtzee_bonus,
        t.total
    ));
    parts.join(". ") + "."
}

/// "12 more for the bonus", "bonus earned" or "bonus out of reach".
pub fn bonus_needed_text(game: &Game) -> String {
    let rules = game.rules();
    let sheet = game.sheet();
    let t = sheet.totals(&rules);
    // The next step of the bonus not yet reached (Tricolor has three).
    let Some(next) = rules
        .def
        .upper_bonus
        .iter()
        .find(|tier| t.upper < tier.threshold)
    else {
        return if rules.def.upper_bonus.is_empty() {
            "no bonus in this game".into()
        } else {
            "bonus earned".into()
        };
    };
    let reachable: u16 = rules
        .boxes()
        .iter()
        .zip(&sheet.boxes)
        .filter(|(b, s)| b.section == Section::Upper && s.is_none())
        .map(|(b, _)| match b.pattern {
            yahtzee_engine::Pattern::Face(f) => DICE as u16 * f as u16,
            _ => 0,
        })
        .sum();
    if t.upper + reachable < next.threshold {
        if t.upper_bonus > 0 {
            "bonus earned".into()
        } else {
            "bonus out of reach".into()
        }
    } else {
        format!(
            "{} more for a bonus of {}",
            next.threshold - t.upper,
            next.bonus
        )
    }
}

/// What a successful move did, for the live region. With several players, moves are named
/// after the player who made them and the next player is announced.
pub fn describe_move(next: &Session, action: Action) -> String {
    let game = next.game();
    let several = next.seats().len() > 1;
    let name = |p: usize| next.seats()[p].name.clone();
    let who = if several {
        format!("{}: ", name(game.current_player()))
    } else {
        String::new()
    };
    match action {
        Action::Roll => format!("{who}{}", dice_text(game)),
        Action::Hold(i) | Action::Release(i) | Action::Toggle(i) => {
            let t = game.turn();
            format!(
                "{who}Die {}: {}, {}.",
                i + 1,
                t.dice[i],
                if t.held[i] { "held" } else { "free" }
            )
        }
        Action::Score(_) => {
            let Some(s) = game.last_scored() else {
                return String::new();
            };
            let rules = game.rules();
            let by = if several {
                format!("{} scored", name(s.player))
            } else {
                "Scored".to_string()
            };
            let mut text = format!("{by} {} in {}", s.points, rules.boxes()[s.box_index].name);
            if s.bonus > 0 {
                text += &format!(" and a Yahtzee bonus of {}", s.bonus);
            }
            let total = game.sheets()[s.player].totals(&rules).total;
            text += &format!(". Total {total}.");
            if game.is_over() {
                text += " Game over.";
            } else if several {
                let seat = next.current_seat();
                text += &match seat.kind {
                    SeatKind::Human => format!(" {}'s turn: press R to roll.", seat.name),
                    SeatKind::Bot(_) => format!(" {}'s turn.", seat.name),
                };
            } else {
                text += &format!(" Turn {}: press R to roll.", game.round());
            }
            text
        }
        Action::SetWild(face) => format!("Wild die counts as {face}."),
        Action::Undo => "Score taken back; choose again.".into(),
        Action::NewGame { .. } => "New game. Press R to roll.".into(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use yahtzee_engine::Scripted;

    fn state(game: Game) -> Rc<AppState> {
        Rc::new(AppState::new(Session::solo(game), None))
    }

    #[test]
    fn scoring_zero_with_points_elsewhere_asks_first() {
        let g = Game::solo(1)
            .roll_with(&mut Scripted::new([2, 2, 3, 3, 3]))
            .unwrap();
        let s = state(g).reduce(AppAction::ChooseBox(0));
        assert_eq!(s.confirm_zero, Some(0));
        assert_eq!(s.game().sheet().boxes[0], None);
        let s = s.reduce(AppAction::ConfirmZero);
        assert_eq!(s.game().sheet().boxes[0], Some(0));
        assert_eq!(s.confirm_zero, None);
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
}
