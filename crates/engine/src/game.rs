//! A game as a value: [`Game::apply`] takes an [`Action`] and returns the next game or a
//! [`MoveError`]. Nothing here panics on bad input and nothing reads a clock or a global random
//! source: the dice come from the generator the game carries, seeded when it was created.
//!
//! The game's parts have files of their own: what a player does and why it may be refused
//! (`action`), a scoresheet (`sheet`), the turn in progress (`turn`), the record of decisions
//! kept for reviews (`record`), the moves themselves (`moves`) and a game read back from storage
//! (`stored`).

use serde::{Deserialize, Serialize};

use crate::dice::{Counts, Dice};
use crate::rng::Pcg32;
use crate::rules::{JokerRestriction, Placement, RuleSet, Rules, VariantId};

mod action;
mod moves;
mod record;
mod sheet;
mod stored;
mod turn;
pub use action::{Action, MoveError};
pub use record::{Choice, Decision, Scored};
pub use sheet::{Sheet, Totals};
pub use stored::{GameData, Invalid};
use turn::UndoInfo;
pub use turn::{Preview, Turn};

/// The largest seed a game can have: every seed survives a JavaScript number, the page's saved
/// text and its links exactly (a number above 2^53 - 1 would be rounded).
pub const MAX_SEED: u64 = (1 << 53) - 1;

/// Where a game's dice come from.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum DiceMode {
    /// The game rolls them from its own seeded generator ([`Action::Roll`]).
    #[default]
    Rolled,
    /// People roll real dice at a real table and enter the faces ([`Action::Enter`]). The game's
    /// seed then names the game but deals no dice, so such a game cannot be replayed from it.
    Entered,
    /// The day's game, the same dice for everyone ([`crate::daily`]): its seed is the day, and
    /// each roll's faces are the day's slot faces. It is played for the record.
    Daily,
    /// A day's game played again, or on another day than its own: the same dice as
    /// [`DiceMode::Daily`], played for practice only.
    Practice,
}

/// How a day's game is played: its one play for the record, or practice on the same dice.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DayPlay {
    /// The day's one play on this device, kept in the records.
    Record,
    /// The same dice again, kept nowhere.
    Practice,
}

impl DiceMode {
    /// The most players at a table of this mode: eight sheets, as a tablet shows them side by
    /// side, whether the page rolls or a real table does.
    pub const fn max_players(self) -> usize {
        match self {
            DiceMode::Rolled | DiceMode::Entered => 8,
            // A day's game is one person against the day's dice.
            DiceMode::Daily | DiceMode::Practice => 1,
        }
    }

    /// Whether the dice are a day's slot faces ([`DiceMode::Daily`] or [`DiceMode::Practice`]).
    pub const fn is_daily(self) -> bool {
        matches!(self, DiceMode::Daily | DiceMode::Practice)
    }

    /// The mode of the table's next game: a day's game is played once, and what follows it is a
    /// game of the page's own dice.
    pub const fn next(self) -> DiceMode {
        if self.is_daily() {
            DiceMode::Rolled
        } else {
            self
        }
    }
}

/// A game of one to four players (one to eight with real dice). Read from storage it is parsed
/// through [`GameData`], so a `Game` only ever holds a position that play can reach.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "GameData")]
pub struct Game {
    rules: RuleSet,
    seed: u64,
    rng: Pcg32,
    sheets: Vec<Sheet>,
    current: usize,
    turn: Turn,
    undo: Option<UndoInfo>,
    last: Option<Scored>,
    /// Every keep and score so far, for reviews.
    #[serde(default)]
    decisions: Vec<Decision>,
    /// Where the dice come from. Saved games from before real dice have no such field and load
    /// as rolled games.
    #[serde(default)]
    dice: DiceMode,
}

impl Game {
    /// A new game for `players` players whose dice come from `seed`.
    pub fn new(rules: RuleSet, players: usize, seed: u64) -> Result<Game, MoveError> {
        Game::with_dice(rules, players, seed, DiceMode::Rolled)
    }

    /// A new game whose dice come from `dice`: the seeded generator, or real dice entered by the
    /// players (the seed then only names the game).
    pub fn with_dice(
        rules: RuleSet,
        players: usize,
        seed: u64,
        dice: DiceMode,
    ) -> Result<Game, MoveError> {
        if !(1..=dice.max_players()).contains(&players) {
            return Err(MoveError::PlayerCount(players));
        }
        if seed > MAX_SEED || (dice.is_daily() && seed > crate::daily::LAST_DAY) {
            return Err(MoveError::Seed(seed));
        }
        // A game never carries an option its rules do not offer (`RuleSet::fitted`); a day's
        // game is played by the official rules alone.
        let rules = if dice.is_daily() {
            RuleSet {
                variant: rules.variant,
                ..RuleSet::default()
            }
        } else {
            rules.fitted()
        };
        let r = rules.rules();
        Ok(Game {
            rules,
            seed,
            rng: Pcg32::from_seed(seed),
            sheets: vec![Sheet::new(&r); players],
            current: 0,
            turn: Turn::fresh(r.def.dice.into()),
            undo: None,
            last: None,
            decisions: Vec::new(),
            dice,
        })
    }

    /// `variant`'s game of `day` (days since 1970-01-01), by its official rules, for the record
    /// or for practice.
    pub fn daily(variant: VariantId, day: u64, play: DayPlay) -> Result<Game, MoveError> {
        let mode = match play {
            DayPlay::Record => DiceMode::Daily,
            DayPlay::Practice => DiceMode::Practice,
        };
        let rules = RuleSet {
            variant,
            ..RuleSet::default()
        };
        Game::with_dice(rules, 1, day, mode)
    }

    /// A solo game with the official rules.
    pub fn solo(seed: u64) -> Game {
        Game::new(RuleSet::default(), 1, seed).expect("one player is always allowed")
    }

    /// The rule set this game is played by.
    pub fn rule_set(&self) -> RuleSet {
        self.rules
    }

    /// The same game with [`RuleSet::fitted`] rules: an option the game does not offer (carried
    /// over from another game by an older page) back at its official value. Scores, allowed
    /// boxes and bonuses are the same either way.
    pub fn with_fitted_rules(&self) -> Game {
        Game {
            rules: self.rules.fitted(),
            ..self.clone()
        }
    }

    /// The scoring rules.
    pub fn rules(&self) -> Rules {
        self.rules.rules()
    }

    /// The seed the dice came from.
    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// Where this game's dice come from.
    pub fn dice_mode(&self) -> DiceMode {
        self.dice
    }

    /// This game with its dice generator replaced by `Pcg32::from_seed(seed)`, for what-if
    /// playouts: the sheets, the turn in progress, the history and the recorded game seed stay
    /// as they are, and only the dice still to come change. The game itself never rolls from
    /// another generator, so a saved game still replays from its own seed. A game of real dice
    /// becomes a rolled one here: a playout has nobody at a table to roll for it, so its dice come
    /// from the new generator like any other playout's.
    pub fn reseeded(&self, seed: u64) -> Game {
        Game {
            rng: Pcg32::from_seed(seed),
            dice: DiceMode::Rolled,
            ..self.clone()
        }
    }

    /// [`Game::reseeded`] without the history: no decisions and nothing to undo. A playout plays
    /// on to the end and is never reviewed or undone, and each of its moves copies the game: a
    /// history of hundreds of decisions made every move several times dearer.
    pub fn for_playout(&self, seed: u64) -> Game {
        Game {
            rng: Pcg32::from_seed(seed),
            dice: DiceMode::Rolled,
            undo: None,
            decisions: Vec::new(),
            ..self.clone()
        }
    }

    /// Player `p`'s sheet alone, at the start of a turn, as a one-player game whose dice come
    /// from `Pcg32::from_seed(seed)`: a playout of one player's own rest of the game (the coach's
    /// reasons for a box), which the other players' turns would only slow. Like
    /// [`Game::for_playout`] it has no history. `None` for a player not at the table.
    pub fn alone(&self, p: usize, seed: u64) -> Option<Game> {
        Some(Game {
            rules: self.rules,
            seed: self.seed,
            rng: Pcg32::from_seed(seed),
            sheets: vec![self.sheets.get(p)?.clone()],
            current: 0,
            turn: Turn::fresh(self.turn.dice.len()),
            undo: None,
            last: None,
            decisions: Vec::new(),
            dice: DiceMode::Rolled,
        })
    }

    /// Every player's sheet, in turn order.
    pub fn sheets(&self) -> &[Sheet] {
        &self.sheets
    }

    /// Whose turn it is (0-based).
    pub fn current_player(&self) -> usize {
        self.current
    }

    /// The sheet of the player whose turn it is.
    pub fn sheet(&self) -> &Sheet {
        &self.sheets[self.current]
    }

    /// The turn in progress.
    pub fn turn(&self) -> &Turn {
        &self.turn
    }

    /// The last score made, if any.
    pub fn last_scored(&self) -> Option<Scored> {
        self.last
    }

    /// Every decision made so far (rerolls and scores), oldest first.
    pub fn decisions(&self) -> &[Decision] {
        &self.decisions
    }

    fn record(&mut self, choice: Choice) {
        let rules = self.rules();
        let sheet = &self.sheets[self.current];
        self.decisions.push(Decision {
            player: self.current,
            filled: sheet.filled(),
            upper: sheet.totals(&rules).upper,
            yahtzee_scored: sheet.yahtzee_scored(&rules),
            dice: self.turn.dice,
            rolls: self.turn.rolls,
            saved: sheet.saved_rolls,
            choice,
            wild: None,
        });
        if let (Choice::Score(_), Some(w)) = (choice, self.rules().def.wild) {
            if self.wild_showing() {
                if let Some(d) = self.decisions.last_mut() {
                    d.wild = Some(self.turn.wild.unwrap_or(w.face));
                }
            }
        }
    }

    /// Whether an undo is possible now: a score was made, nobody has rolled since, and the
    /// game is not over (a finished game stays finished).
    pub fn can_undo(&self) -> bool {
        self.undo.is_some() && !self.is_over()
    }

    /// The score [`Action::Undo`] would take back, if any.
    pub fn undoable(&self) -> Option<Scored> {
        self.last.filter(|_| self.can_undo())
    }

    /// Every box of every sheet is filled.
    pub fn is_over(&self) -> bool {
        self.sheets.iter().all(Sheet::is_full)
    }

    /// The round in progress, from 1.
    pub fn round(&self) -> usize {
        let filled = self.sheet().boxes.iter().filter(|b| b.is_some()).count();
        (filled + 1).min(self.rules().box_count())
    }

    /// Rolls still allowed this turn: the turn's own, and in a game that saves rolls those the
    /// player's earlier turns left unused.
    pub fn rolls_left(&self) -> u8 {
        (self.rules().def.rolls_per_turn + self.sheet().saved_rolls).saturating_sub(self.turn.rolls)
    }

    /// Rolls this turn may make in all: its own, and in a game that saves rolls those saved when
    /// it began.
    pub fn rolls_in_turn(&self) -> u8 {
        self.turn.rolls + self.rolls_left()
    }

    /// Whether the marked die shows its wild face after a roll this turn, so that
    /// [`Action::SetWild`] is allowed.
    pub fn wild_showing(&self) -> bool {
        let Some(w) = self.rules().def.wild else {
            return false;
        };
        self.turn.rolls > 0 && self.turn.dice.get(w.die) == Some(&w.face)
    }

    /// The dice as they score: the faces shown, except that a wild die counts as the face chosen
    /// for it. All zeros before the first roll.
    pub fn scored_dice(&self) -> Dice {
        let mut dice = self.turn.dice;
        if let (Some(w), Some(v)) = (self.rules().def.wild, self.turn.wild) {
            if self.wild_showing() {
                dice[w.die] = v;
            }
        }
        dice
    }

    /// The dice as a multiset, as they score (a wild die counted as chosen), or `None` before the
    /// first roll.
    pub fn counts(&self) -> Option<Counts> {
        (self.turn.rolls > 0).then(|| Counts::of(&self.scored_dice()))
    }

    /// Where the current dice may be scored.
    pub fn placement(&self) -> Result<Placement, MoveError> {
        if self.is_over() {
            return Err(MoveError::GameOver);
        }
        let counts = self.counts().ok_or(MoveError::NotRolled)?;
        let rules = self.rules();
        let sheet = self.sheet();
        Ok(rules.placement(sheet.filled(), sheet.yahtzee_scored(&rules), &counts))
    }

    /// What box `i` would score now, or why it cannot be chosen.
    pub fn preview(&self, i: usize) -> Result<Preview, MoveError> {
        let rules = self.rules();
        if i >= rules.box_count() {
            return Err(MoveError::NoSuchBox(i));
        }
        let placement = self.placement()?;
        if self.sheet().boxes[i].is_some() {
            return Err(MoveError::BoxFilled(i));
        }
        if placement.allowed & (1 << i) == 0 && rules.options.forced_order {
            return Err(MoveError::OutOfOrder {
                box_index: i,
                next: placement.allowed.trailing_zeros() as usize,
            });
        }
        if placement.allowed & (1 << i) == 0 {
            return Err(MoveError::JokerForbids {
                box_index: i,
                restriction: placement
                    .restriction
                    .unwrap_or(JokerRestriction::LowerFirst),
            });
        }
        let counts = self.counts().ok_or(MoveError::NotRolled)?;
        let natural = rules.box_score(i, &counts, false);
        let points = rules.box_score(i, &counts, placement.joker);
        Ok(Preview {
            points,
            bonus: placement.bonus,
            joker: points != natural,
        })
    }
}
