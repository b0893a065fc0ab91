//! The rules of Yahtzee and its relatives, as a pure library.
//!
//! - [`daily`]: the daily game's dice, the same for everyone on a day, and its dates.
//! - [`dice`]: faces and multisets of dice ([`Counts`]).
//! - [`rules`]: every variant as data ([`VariantDef`], [`BoxDef`]: Classic, Lucky7, Tricolor and
//!   Yacht) plus the table options ([`Options`]); [`Rules::placement`] is the one home of the
//!   Joker rule and the Yahtzee bonus.
//! - [`game`]: a game as a value; [`Game::apply`] returns the next game or a [`MoveError`].
//! - [`entry`]: the faces of real dice read from typed text ([`parse_faces`]).
//! - [`rng`]: the seeded generator each game carries, so every game replays from its seed.
//! - [`session`]: seats (people or bots; up to four with the page's dice, up to eight people
//!   with real dice) playing several games, with standings.
//!
//! This crate has no web dependency; the browser app and the command line both build on it.

#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod daily;
pub mod dice;
pub mod entry;
pub mod game;
pub mod hash;
pub mod limits;
pub mod link;
pub mod maxi;
pub mod rng;
pub mod rules;
pub mod session;

pub use dice::{Counts, Dice, Face, Held, PerDie, DICE, MAX_DICE, MAX_FACES};
pub use entry::{parse_faces, parse_roll, EntryError};
pub use game::{
    Action, Choice, DayPlay, Decision, DiceMode, Game, GameData, Invalid, MoveError, Preview,
    Scored, Sheet, Totals, Turn, MAX_SEED,
};
pub use rng::{DiceSource, Pcg32, Scripted};
pub use rules::{
    BonusTier, BoxDef, BoxMask, BoxName, Colour, JokerMode, JokerRestriction, Options, Pattern,
    Placement, Points, RuleSet, Rules, Section, VariantDef, VariantId, WildDie, CLASSIC, LUCKY7,
    MAX_BOXES, TRICOLOR, YACHT,
};
pub use session::{
    places, BotLevel, Seat, SeatKind, Session, SessionData, SessionError, Standing, MAX_GAMES,
    MAX_NAME,
};
