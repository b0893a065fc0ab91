//! How strong a bot plays.

use serde::{Deserialize, Serialize};

/// How strong a bot plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum BotLevel {
    /// Often picks a clearly worse move.
    Beginner,
    /// Usually picks a good move, now and then a poor one.
    Casual,
    /// Always the optimal move.
    Expert,
    /// Plays to finish first: the Expert's moves, then in its last turns at a table of several
    /// the moves with the best chance to win (alone, the Expert's every move).
    ToWin,
}

impl BotLevel {
    /// Every level, weakest first.
    pub const ALL: [BotLevel; 4] = [
        BotLevel::Beginner,
        BotLevel::Casual,
        BotLevel::Expert,
        BotLevel::ToWin,
    ];

    /// The level's name.
    pub fn name(self) -> &'static str {
        match self {
            BotLevel::Beginner => "Beginner",
            BotLevel::Casual => "Casual",
            BotLevel::Expert => "Expert",
            BotLevel::ToWin => "To win",
        }
    }
}
