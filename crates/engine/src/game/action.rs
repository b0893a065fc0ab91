//! What a player does ([`Action`]) and why the game may refuse it ([`MoveError`]).

use serde::{Deserialize, Serialize};

use super::MAX_SEED;
use crate::dice::{Dice, Face};
use crate::rules::JokerRestriction;

/// Something a player does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Action {
    /// Roll every die that is not held.
    Roll,
    /// Keep die `i` (0-based) out of the next roll.
    Hold(usize),
    /// Let die `i` roll again.
    Release(usize),
    /// Hold die `i` if it is free, release it if it is held.
    Toggle(usize),
    /// Count the marked die, which shows its wild face, as this face (1 to the number of faces)
    /// until it is rolled again. Only in games with a wild die, after a roll that left the marked
    /// die on its wild face.
    SetWild(Face),
    /// Score the dice in box `i` and end the turn.
    Score(usize),
    /// Take back the last score, as long as nobody has rolled since.
    Undo,
    /// The faces of real dice, die by die, after a physical roll: counts as a roll of the dice
    /// that are not held (held dice must show the faces they had). Only in games whose dice are
    /// entered ([`DiceMode::Entered`](super::DiceMode::Entered)).
    Enter(Dice),
    /// Put right one die of the dice entered this turn, without counting a roll. Allowed until
    /// the dice are scored, only in games whose dice are entered.
    Correct {
        /// Which die (0-based).
        die: usize,
        /// The face it really shows.
        face: Face,
    },
    /// Start again with the same rules and players, from a new seed.
    NewGame {
        /// Seed of the new game's dice.
        seed: u64,
    },
}

/// Why an action was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum MoveError {
    /// Every box is filled.
    GameOver,
    /// The turn's rolls are used up.
    NoRollsLeft,
    /// Every die is held, so a roll would change nothing.
    AllDiceHeld,
    /// The dice have not been rolled yet this turn.
    NotRolled,
    /// There is no die with this index.
    NoSuchDie(usize),
    /// There is no box with this index.
    NoSuchBox(usize),
    /// The box already holds a score.
    BoxFilled(usize),
    /// The Joker rule sends this Yahtzee elsewhere.
    JokerForbids {
        /// The box asked for.
        box_index: usize,
        /// Where the Joker rule sends the dice instead.
        restriction: JokerRestriction,
    },
    /// The table fills the boxes in order, and this one is not next.
    OutOfOrder {
        /// The box asked for.
        box_index: usize,
        /// The box that is next.
        next: usize,
    },
    /// There is no score to take back.
    NothingToUndo,
    /// A game needs one to four players.
    PlayerCount(usize),
    /// A game's seed goes up to [`MAX_SEED`] (a session's, so that its last game's does too).
    Seed(u64),
    /// A score a bot made is not taken back by a person.
    BotScore,
    /// It is a bot's turn: people do not move for it.
    BotsTurn,
    /// The game has no wild die, or its marked die does not show the wild face.
    NotWild,
    /// The dice of this game have no such face.
    NoSuchFace(Face),
    /// An entered die shows a face these dice do not have.
    FaceOutOfRange {
        /// Which die (0-based).
        die: usize,
        /// The face given.
        face: Face,
    },
    /// An entry changed a die that was held: held dice stay on the table as they lie.
    HeldDieChanged(usize),
    /// The page rolls this game's dice: they are not entered.
    DiceAreRolled,
    /// This game's dice are real dice, entered by the players: the page does not roll them.
    DiceAreEntered,
}

impl std::fmt::Display for MoveError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            MoveError::GameOver => write!(f, "the game is over"),
            MoveError::NoRollsLeft => write!(f, "no rolls are left this turn"),
            MoveError::AllDiceHeld => write!(f, "every die is held"),
            MoveError::NotRolled => write!(f, "roll the dice first"),
            MoveError::NoSuchDie(i) => write!(f, "there is no die {}", i + 1),
            MoveError::NoSuchBox(i) => write!(f, "there is no box {}", i + 1),
            MoveError::BoxFilled(_) => write!(f, "that box is already filled"),
            MoveError::OutOfOrder { next, .. } => write!(
                f,
                "this table fills the boxes in order: box {} is next",
                next + 1
            ),
            MoveError::JokerForbids { restriction, .. } => match restriction {
                JokerRestriction::MatchingUpper { .. } => write!(
                    f,
                    "Joker rule: this Yahtzee must go in the upper box of its number"
                ),
                JokerRestriction::LowerFirst => {
                    write!(f, "Joker rule: this Yahtzee must go in an open lower box")
                }
            },
            MoveError::NothingToUndo => write!(f, "there is nothing to undo"),
            MoveError::PlayerCount(n) => write!(f, "this table does not seat {n} players"),
            MoveError::Seed(n) => write!(f, "game number {n} is beyond {MAX_SEED}"),
            MoveError::BotScore => write!(f, "a bot's score cannot be taken back"),
            MoveError::BotsTurn => write!(f, "it is a bot's turn"),
            MoveError::NotWild => write!(f, "the marked die does not show its wild face"),
            MoveError::NoSuchFace(face) => write!(f, "the dice have no face {face}"),
            MoveError::FaceOutOfRange { die, face } => {
                write!(f, "die {} cannot show {face}", die + 1)
            }
            MoveError::HeldDieChanged(i) => {
                write!(f, "die {} is held: it keeps its face", i + 1)
            }
            MoveError::DiceAreRolled => write!(f, "this game rolls its own dice"),
            MoveError::DiceAreEntered => {
                write!(
                    f,
                    "this game is played with real dice: enter the faces rolled"
                )
            }
        }
    }
}

impl std::error::Error for MoveError {}
