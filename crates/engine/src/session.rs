//! A session: seats playing one to ten games in a row, with standings. A table seats one to
//! eight: people or bots with the page's dice, people alone with real dice.

use serde::{Deserialize, Serialize};

use crate::game::{Action, DiceMode, Game, Invalid, MoveError, Scored, MAX_SEED};
use crate::rng::DiceSource;
use crate::rules::RuleSet;

mod level;

pub use level::BotLevel;

/// The most games in a session.
pub const MAX_GAMES: u8 = 10;

/// The longest name a seat may have, in characters.
pub const MAX_NAME: usize = 20;

/// Who sits in a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum SeatKind {
    /// A person at this device.
    Human,
    /// A bot.
    Bot(BotLevel),
}

impl SeatKind {
    /// A bot's level; `None` for a person.
    pub fn level(self) -> Option<BotLevel> {
        match self {
            SeatKind::Bot(level) => Some(level),
            SeatKind::Human => None,
        }
    }
}

/// One seat at the table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Seat {
    /// The player's name.
    pub name: String,
    /// Person or bot.
    pub kind: SeatKind,
}

/// Why a session cannot be set up or moved on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SessionError {
    /// Too few or too many seats for the table (see [`DiceMode::max_players`]).
    Seats(usize),
    /// A bot at a table with real dice: only the people at the table roll them.
    BotWithRealDice(usize),
    /// One to ten games.
    Games(u8),
    /// A seat has no name.
    EmptyName(usize),
    /// A seat's name is longer than [`MAX_NAME`] characters.
    LongName(usize),
    /// The game in progress is not over.
    GameNotOver,
    /// Every game of the session has been played.
    SessionOver,
    /// A move in the game was refused.
    Move(MoveError),
}

impl std::fmt::Display for SessionError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SessionError::Seats(n) => write!(f, "this table does not seat {n} players"),
            SessionError::BotWithRealDice(i) => {
                write!(f, "seat {} is a bot, and bots cannot roll real dice", i + 1)
            }
            SessionError::Games(n) => write!(f, "a session has 1 to 10 games, not {n}"),
            SessionError::EmptyName(i) => write!(f, "seat {} needs a name", i + 1),
            SessionError::LongName(i) => {
                write!(
                    f,
                    "seat {}'s name is longer than {MAX_NAME} characters",
                    i + 1
                )
            }
            SessionError::GameNotOver => write!(f, "the game is not over yet"),
            SessionError::SessionOver => write!(f, "every game of the session has been played"),
            SessionError::Move(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for SessionError {}

impl From<MoveError> for SessionError {
    fn from(e: MoveError) -> SessionError {
        SessionError::Move(e)
    }
}

/// A seat's standing in the session.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Standing {
    /// The seat.
    pub seat: usize,
    /// Games won; a shared first place counts as a win for each player in it.
    pub wins: u8,
    /// Points over all finished games.
    pub points: u32,
}

/// Places for a list of scores, 1 for the best; equal scores share a place.
pub fn places(scores: &[u16]) -> Vec<usize> {
    scores
        .iter()
        .map(|s| 1 + scores.iter().filter(|&o| o > s).count())
        .collect()
}

/// The rules a table's set-up must follow; [`Session::new`] and [`Session::validate`] both
/// apply them, so a saved session can never hold what the setup would refuse.
fn check_setup(seats: &[Seat], games: u8, seed: u64, dice: DiceMode) -> Result<(), SessionError> {
    if !(1..=dice.max_players()).contains(&seats.len()) {
        return Err(SessionError::Seats(seats.len()));
    }
    // Real dice are rolled by people at the table, and a day's game is a person's own.
    if dice != DiceMode::Rolled {
        if let Some(i) = seats.iter().position(|s| s.kind != SeatKind::Human) {
            return Err(SessionError::BotWithRealDice(i));
        }
    }
    if !(1..=MAX_GAMES).contains(&games) || (dice.is_daily() && games != 1) {
        return Err(SessionError::Games(games));
    }
    // Game `i` is dealt from `seed + i`: the last one's seed must be a game's seed too.
    if seed > MAX_SEED - u64::from(games - 1) {
        return Err(SessionError::Move(MoveError::Seed(seed)));
    }
    if let Some(i) = seats.iter().position(|s| s.name.trim().is_empty()) {
        return Err(SessionError::EmptyName(i));
    }
    if let Some(i) = seats.iter().position(|s| s.name.chars().count() > MAX_NAME) {
        return Err(SessionError::LongName(i));
    }
    Ok(())
}

/// Several games for the same seats. Read from storage it is parsed through [`SessionData`], so
/// a `Session` only ever holds what [`Session::new`] and play can make.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "SessionData")]
pub struct Session {
    seats: Vec<Seat>,
    rules: RuleSet,
    games: u8,
    seed: u64,
    /// Final scores of the games finished before the one in progress.
    results: Vec<Vec<u16>>,
    game: Game,
}

impl Session {
    /// A session of `games` games; game `i` (from 0) is dealt from seed `seed + i`.
    pub fn new(
        rules: RuleSet,
        seats: Vec<Seat>,
        games: u8,
        seed: u64,
    ) -> Result<Session, SessionError> {
        Session::with_dice(rules, seats, games, seed, DiceMode::Rolled)
    }

    /// A session whose games take their dice from `dice`: the page's seeded dice, or real dice
    /// the players enter. Every game of the session keeps the mode of the first.
    pub fn with_dice(
        rules: RuleSet,
        seats: Vec<Seat>,
        games: u8,
        seed: u64,
        dice: DiceMode,
    ) -> Result<Session, SessionError> {
        check_setup(&seats, games, seed, dice)?;
        let game = Game::with_dice(rules, seats.len(), seed, dice)?;
        Ok(Session {
            seats,
            rules: game.rule_set(),
            games,
            seed,
            results: Vec::new(),
            game,
        })
    }

    /// One person, one game: the page's default.
    pub fn solo(game: Game) -> Session {
        let seats = (0..game.sheets().len())
            .map(|i| Seat {
                name: if i == 0 {
                    "You".to_string()
                } else {
                    format!("Player {}", i + 1)
                },
                kind: SeatKind::Human,
            })
            .collect();
        Session {
            seats,
            rules: game.rule_set(),
            games: 1,
            seed: game.seed(),
            results: Vec::new(),
            game,
        }
    }

    /// The seats, in turn order.
    pub fn seats(&self) -> &[Seat] {
        &self.seats
    }

    /// The rules of every game in the session.
    pub fn rule_set(&self) -> RuleSet {
        self.rules
    }

    /// Games in the session.
    pub fn games(&self) -> u8 {
        self.games
    }

    /// Where the dice of the session's games come from.
    pub fn dice_mode(&self) -> DiceMode {
        self.game.dice_mode()
    }

    /// The session's seed.
    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// The game in progress (or the last one, once the session is over).
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// Which game is on the table, from 1.
    pub fn game_number(&self) -> u8 {
        self.results.len() as u8 + 1
    }

    /// Final scores of every finished game, the current one included once it is over.
    pub fn results(&self) -> Vec<Vec<u16>> {
        let mut all = self.results.clone();
        if self.game.is_over() {
            let rules = self.game.rules();
            all.push(
                self.game
                    .sheets()
                    .iter()
                    .map(|s| s.totals(&rules).total)
                    .collect(),
            );
        }
        all
    }

    /// Every game has been played to the end.
    pub fn is_over(&self) -> bool {
        self.game.is_over() && self.game_number() == self.games
    }

    /// The seat whose turn it is.
    pub fn current_seat(&self) -> &Seat {
        &self.seats[self.game.current_player()]
    }

    /// Standings over the finished games, best first (most wins, then most points).
    pub fn standings(&self) -> Vec<Standing> {
        let mut out: Vec<Standing> = (0..self.seats.len())
            .map(|seat| Standing {
                seat,
                wins: 0,
                points: 0,
            })
            .collect();
        for scores in self.results() {
            for (seat, place) in places(&scores).into_iter().enumerate() {
                out[seat].points += scores[seat] as u32;
                if place == 1 {
                    out[seat].wins += 1;
                }
            }
        }
        // Seat order on a tie; an unstable sort with the seat in the key is stable, and smaller.
        out.sort_unstable_by_key(|s| (std::cmp::Reverse((s.wins, s.points)), s.seat));
        out
    }

    /// The seats that lead the session, or won it once it is over: the most games won, and
    /// on a tie of wins the most points over all finished games; seats equal on both share
    /// the lead. Empty before the first game is finished.
    pub fn leaders(&self) -> Vec<usize> {
        let standings = self.standings();
        let Some(first) = standings.first().filter(|_| !self.results().is_empty()) else {
            return Vec::new();
        };
        let mut seats: Vec<usize> = standings
            .iter()
            .filter(|s| (s.wins, s.points) == (first.wins, first.points))
            .map(|s| s.seat)
            .collect();
        seats.sort_unstable();
        seats
    }

    /// Whether the leaders in [`Session::leaders`] were told apart from the next seat by points
    /// alone (the same number of wins).
    pub fn lead_by_points(&self) -> bool {
        let s = self.standings();
        match (
            s.first(),
            s.iter()
                .find(|x| (x.wins, x.points) != (s[0].wins, s[0].points)),
        ) {
            (Some(a), Some(b)) => a.wins == b.wins,
            _ => false,
        }
    }

    /// A move in the game in progress.
    pub fn apply(&self, action: Action) -> Result<Session, MoveError> {
        // A new game inside a session is started with `next_game`, so that no result is lost.
        if let Action::NewGame { .. } = action {
            if self.games > 1 {
                return Err(MoveError::GameOver);
            }
        }
        if action == Action::Undo {
            if self.current_seat().kind != SeatKind::Human && !self.game.is_over() {
                return Err(MoveError::BotsTurn);
            }
            if let Some(s) = self.game.undoable() {
                if self.seats[s.player].kind != SeatKind::Human {
                    return Err(MoveError::BotScore);
                }
            }
        }
        let game = self.game.apply(action)?;
        let mut next = self.clone();
        if let Action::NewGame { seed } = action {
            next.seed = seed;
        }
        next.game = game;
        Ok(next)
    }

    /// The score Undo would take back: a person's, made since the last roll, in a game that is
    /// not over, while it is not a bot's turn.
    pub fn undoable(&self) -> Option<Scored> {
        let s = self.game.undoable()?;
        let people = |p: usize| self.seats.get(p).is_some_and(|s| s.kind == SeatKind::Human);
        (people(s.player) && people(self.game.current_player())).then_some(s)
    }

    /// Rolls with dice from `source` (tests and replays), like [`Game::roll_with`].
    pub fn roll_with(&self, source: &mut impl DiceSource) -> Result<Session, MoveError> {
        let mut next = self.clone();
        next.game = self.game.roll_with(source)?;
        Ok(next)
    }

    /// Records the finished game and deals the next one.
    pub fn next_game(&self) -> Result<Session, SessionError> {
        if !self.game.is_over() {
            return Err(SessionError::GameNotOver);
        }
        if self.is_over() {
            return Err(SessionError::SessionOver);
        }
        let mut next = self.clone();
        next.results = self.results();
        let seed = self.seed.wrapping_add(next.results.len() as u64);
        next.game = Game::with_dice(self.rules, self.seats.len(), seed, self.dice_mode().next())?;
        Ok(next)
    }

    /// The same seats, rules and length again, from a new seed.
    pub fn rematch(&self, seed: u64) -> Result<Session, SessionError> {
        Session::with_dice(
            self.rules,
            self.seats.clone(),
            self.games,
            seed,
            self.dice_mode().next(),
        )
    }

    /// The same session with [`RuleSet::fitted`] rules, in it and in its game; `None` when they
    /// already were (a session saved by an older page could carry another game's option).
    pub fn with_fitted_rules(&self) -> Option<Session> {
        let fitted = self.rules.fitted();
        if fitted == self.rules && self.game.rule_set() == self.game.rule_set().fitted() {
            return None;
        }
        Some(Session {
            rules: fitted,
            game: self.game.with_fitted_rules(),
            ..self.clone()
        })
    }
}

/// A session as stored, before it is parsed into a [`Session`] (its game parsed already).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[allow(missing_docs)]
// Named as the type it becomes in the words of a refusal ("expected struct Session").
#[serde(expecting = "struct Session")]
pub struct SessionData {
    pub seats: Vec<Seat>,
    pub rules: RuleSet,
    pub games: u8,
    pub seed: u64,
    pub results: Vec<Vec<u16>>,
    pub game: Game,
}

impl TryFrom<SessionData> for Session {
    type Error = Invalid;

    /// Every rule [`Session::new`] applies, and that the game in it belongs to it: its players,
    /// its rules, its seed (`seed + i` for game `i`), and results that a game of these rules can
    /// score.
    fn try_from(raw: SessionData) -> Result<Session, Invalid> {
        let dice = raw.game.dice_mode();
        check_setup(&raw.seats, raw.games, raw.seed, dice).map_err(|e| match e {
            SessionError::Seats(n) => Invalid::Seats(n),
            SessionError::BotWithRealDice(_) => Invalid::Bots,
            SessionError::EmptyName(i) => Invalid::EmptyName(i),
            SessionError::LongName(i) => Invalid::LongName(i),
            SessionError::Move(_) => Invalid::Seed,
            _ => Invalid::Games,
        })?;
        if raw.seats.len() != raw.game.sheets().len() {
            return Err(Invalid::SeatsAndSheets);
        }
        if raw.results.len() >= usize::from(raw.games) {
            return Err(Invalid::Games);
        }
        let rules = raw.game.rules();
        let most = crate::limits::most_points(&rules);
        if raw
            .results
            .iter()
            .any(|r| r.len() != raw.seats.len() || r.iter().any(|&p| p > most))
        {
            return Err(Invalid::Results);
        }
        if raw.game.rule_set() != raw.rules {
            return Err(Invalid::Rules);
        }
        if raw.game.seed() != raw.seed + raw.results.len() as u64 {
            return Err(Invalid::Seed);
        }
        Ok(Session {
            seats: raw.seats,
            rules: raw.rules,
            games: raw.games,
            seed: raw.seed,
            results: raw.results,
            game: raw.game,
        })
    }
}
