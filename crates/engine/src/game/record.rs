//! What a game records of the turns played: each score made, and each decision with the position
//! it was made in, for replays and reviews.

use serde::{Deserialize, Serialize};

use crate::dice::{Dice, Face, Held};
use crate::rules::BoxMask;

/// A record of one scored turn, kept for replays and reviews.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Scored {
    /// Who scored.
    pub player: usize,
    /// Which box.
    pub box_index: usize,
    /// The dice scored, a wild die counted as the face chosen for it.
    pub dice: Dice,
    /// Points in the box.
    pub points: u16,
    /// Extra-Yahtzee bonus earned with it.
    pub bonus: u16,
}

/// What a player chose at one decision of a turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Choice {
    /// Rolled again keeping the dice marked `true`.
    Keep(Held),
    /// Scored in this box.
    Score(usize),
}

fn is_zero(n: &u8) -> bool {
    *n == 0
}

/// One decision, with the position it was made in: enough to review a game afterwards.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Decision {
    /// Who decided.
    pub player: usize,
    /// Boxes filled at the start of the turn.
    pub filled: BoxMask,
    /// Upper-section total at the start of the turn.
    pub upper: u16,
    /// The Yahtzee box held its full score at the start of the turn.
    pub yahtzee_scored: bool,
    /// The dice showing.
    pub dice: Dice,
    /// Rolls made so far this turn.
    pub rolls: u8,
    /// Rolls saved from earlier turns at the start of this one (Maxi Yatzy); left out of the
    /// saved text while none.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub saved: u8,
    /// What was chosen.
    pub choice: Choice,
    /// For a score made while the marked die showed its wild face: the face it counted as (the
    /// wild face itself when no other was chosen). The review judges that exact choice.
    #[serde(default)]
    pub wild: Option<Face>,
}
