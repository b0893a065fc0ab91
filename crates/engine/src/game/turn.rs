//! The turn in progress: its dice, what Undo brings back, and what a box would score now.

use serde::{Deserialize, Serialize};

use crate::dice::{Dice, Face, Held};

/// The dice of the turn in progress.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Turn {
    /// Face of each die; 0 before the first roll.
    pub dice: Dice,
    /// Which dice are held.
    pub held: Held,
    /// Rolls made this turn.
    pub rolls: u8,
    /// The dice the last roll threw (the others were held), for the roll animation.
    #[serde(default)]
    pub thrown: Held,
    /// The face chosen for the marked die while it shows its wild face
    /// ([`Action::SetWild`](super::Action::SetWild)); `None` while it counts as the face it shows.
    /// `dice` always holds the face the die shows. Saved games from before wild dice have no such
    /// field and load with `None`.
    #[serde(default)]
    pub wild: Option<Face>,
}

impl Turn {
    /// A turn before its first roll, with `dice` dice.
    pub(super) fn fresh(n: usize) -> Turn {
        Turn {
            dice: Dice::none(n),
            held: Held::none(n),
            rolls: 0,
            thrown: Held::none(n),
            wild: None,
        }
    }
}

/// What [`Action::Undo`](super::Action::Undo) needs to restore.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub(super) struct UndoInfo {
    pub(super) player: usize,
    pub(super) box_index: usize,
    pub(super) turn: Turn,
    pub(super) bonus: u16,
}

/// What a box would score with the current dice.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Preview {
    /// Points for the box itself.
    pub points: u16,
    /// Extra-Yahtzee bonus that scoring here would also earn.
    pub bonus: u16,
    /// The score comes from the Joker rule rather than from the dice.
    pub joker: bool,
}
