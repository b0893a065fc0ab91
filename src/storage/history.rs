//! Finished games kept for review: parsed by replaying their decisions.

use serde::{Deserialize, Serialize};
use yahtzee_engine::{BotLevel, Decision, DiceMode, Game, Invalid, RuleSet, Session};

use crate::records::{name_fits, MAX_DATE};

/// A finished game, kept for review. Read back it is parsed through [`PastGameData`]: its
/// decisions replay to a finished game of its players, whose totals are its scores.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(try_from = "PastGameData")]
pub struct PastGame {
    /// Its seed.
    pub seed: u64,
    /// Its rules.
    pub rules: RuleSet,
    /// When it ended (ISO 8601).
    pub finished: String,
    /// Final score of each player.
    pub scores: Vec<u16>,
    /// Every decision.
    pub decisions: Vec<Decision>,
    /// The players' names, in seat order (empty in games kept before names were).
    #[serde(default)]
    pub names: Vec<String>,
    /// Each player's bot level, `None` for a person, in seat order (empty in games kept before
    /// levels were, whose names are shown as they were kept): a bot's name says its level.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub levels: Vec<Option<BotLevel>>,
    /// At a table on several phones, the seats this phone played, a bit each (the others'
    /// mistakes are not this phone's to practise); `None` where every seat played here.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub mine: Option<u8>,
}

/// A finished game as stored, before it is parsed into a [`PastGame`].
#[derive(Deserialize)]
// Named as the type it becomes in the words of a refusal ("expected struct PastGame").
#[serde(expecting = "struct PastGame")]
struct PastGameData {
    seed: u64,
    rules: RuleSet,
    finished: String,
    scores: Vec<u16>,
    decisions: Vec<Decision>,
    #[serde(default)]
    names: Vec<String>,
    #[serde(default)]
    levels: Vec<Option<BotLevel>>,
    #[serde(default)]
    mine: Option<u8>,
}

impl TryFrom<PastGameData> for PastGame {
    type Error = String;

    fn try_from(raw: PastGameData) -> Result<PastGame, String> {
        let players = raw.scores.len();
        if !(raw.names.is_empty() || raw.names.len() == players) {
            return Err(Invalid::SeatsAndSheets.to_string());
        }
        if !(raw.levels.is_empty() || raw.levels.len() == players) {
            return Err(Invalid::SeatsAndSheets.to_string());
        }
        if raw.mine.is_some_and(|m| u32::from(m) >> players != 0) {
            return Err(Invalid::SeatsAndSheets.to_string());
        }
        if let Some(i) = raw.names.iter().position(|n| !name_fits(n)) {
            return Err(Invalid::LongName(i).to_string());
        }
        if raw.finished.chars().count() > MAX_DATE {
            return Err("a date that is too long".into());
        }
        // Real dice allow the most players and corrections; a game of the page's dice replays
        // the same way.
        let game = Game::from_decisions(
            raw.rules,
            players,
            raw.seed,
            DiceMode::Entered,
            &raw.decisions,
        )
        .map_err(|e| e.to_string())?;
        let rules = game.rules();
        let totals: Vec<u16> = game
            .sheets()
            .iter()
            .map(|s| s.totals(&rules).total)
            .collect();
        if !game.is_over() || totals != raw.scores {
            return Err(Invalid::Results.to_string());
        }
        Ok(PastGame {
            seed: raw.seed,
            rules: raw.rules.fitted(),
            finished: raw.finished,
            scores: raw.scores,
            decisions: raw.decisions,
            names: raw.names,
            levels: raw.levels,
            mine: raw.mine,
        })
    }
}

impl PastGame {
    /// The record of the finished game of `session`, every seat played on this phone.
    pub fn of(session: &Session, finished: String) -> PastGame {
        let game = session.game();
        let rules = game.rules();
        PastGame {
            names: session.seats().iter().map(|s| s.name.clone()).collect(),
            levels: session.seats().iter().map(|s| s.kind.level()).collect(),
            seed: game.seed(),
            rules: game.rule_set(),
            finished,
            scores: game
                .sheets()
                .iter()
                .map(|s| s.totals(&rules).total)
                .collect(),
            decisions: game.decisions().to_vec(),
            mine: None,
        }
    }

    /// Whether seat `p` was a person's on this phone: not a bot's, nor another phone's.
    pub fn played_here(&self, p: usize) -> bool {
        // A game kept before levels were has no bots known.
        self.levels.get(p).is_none_or(Option::is_none)
            && self.mine.is_none_or(|m| u32::from(m) >> p & 1 == 1)
    }
}

#[cfg(test)]
mod tests;
