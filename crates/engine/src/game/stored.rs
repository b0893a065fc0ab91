//! A game read from storage or a file: parsed, not trusted.
//!
//! [`GameData`] is the stored shape, which can hold anything a damaged or foreign save holds.
//! The only way from it to a [`Game`] is [`Game::try_from`], which builds the game again by
//! replaying its recorded decisions through [`Game::apply`] with the dice they record, and then
//! accepts the stored game only if it is exactly the game that replay gives. So a box holds only
//! points its box can score, a bonus only what the rules gave, a player index only a seat at the
//! table, and Undo only the turn it really took back: every method of a `Game` can rely on that.
//! A stored game that is not one play can make is refused with the reason ([`Invalid`]).

use serde::{Deserialize, Serialize};

use super::{Choice, Decision, DiceMode, Game, Scored, Sheet, Turn, UndoInfo};
use crate::dice::Dice;
use crate::rng::Pcg32;
use crate::rules::RuleSet;
use crate::Action;

/// Why a game or session read from storage (or a file) is not one that play can make.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Invalid {
    /// A game has one to four players (eight with real dice).
    PlayerCount(usize),
    /// A seed beyond [`MAX_SEED`](super::MAX_SEED), or a session whose later games would go
    /// beyond it.
    Seed,
    /// A dice generator that the game's seed cannot have made.
    Generator,
    /// The player to move is not the one whose turn it is.
    CurrentPlayer,
    /// The scoresheets are not the ones the recorded decisions fill in.
    Sheets,
    /// The turn in progress is not one that follows the recorded decisions.
    Turn,
    /// A die shows a face the dice do not have.
    Face,
    /// A wild-die choice that the rules or the dice do not allow.
    Wild,
    /// A recorded decision that play could not have made at that point.
    Decision,
    /// The record that Undo restores is not the last score's.
    Undo,
    /// The last score named is not the last score made.
    Last,
    /// A bot sits at a table with real dice, where only people roll.
    Bots,
    /// A session has one to four seats.
    Seats(usize),
    /// The seats and the game's scoresheets differ in number.
    SeatsAndSheets,
    /// A seat has no name.
    EmptyName(usize),
    /// A seat's name is longer than the page allows.
    LongName(usize),
    /// A session has one to ten games, and fewer finished than it has.
    Games,
    /// The results of finished games do not match the seats, or no game could score them.
    Results,
    /// The game's rules differ from the session's.
    Rules,
}

impl std::fmt::Display for Invalid {
    /// One fixed phrase per kind (the page shows it in a notice, and the save itself is kept):
    /// no formatting of numbers, which keeps this out of the game screen's first download.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Invalid::PlayerCount(_) => "an impossible number of players",
            Invalid::Seed => "a game number beyond 2^53 - 1",
            Invalid::Generator => "an impossible dice generator",
            Invalid::CurrentPlayer => "no such current player",
            Invalid::Sheets => "the scoresheets do not follow from the game's moves",
            Invalid::Turn => "the turn does not follow from the game's moves",
            Invalid::Face => "a die shows an impossible face",
            Invalid::Wild => "an impossible wild-die choice",
            Invalid::Decision => "bad decision record",
            Invalid::Undo => "bad undo record",
            Invalid::Last => "bad record of the last score",
            Invalid::Bots => "a bot at a table with real dice",
            Invalid::Seats(_) => "an impossible number of seats",
            Invalid::SeatsAndSheets => "seats and scoresheets differ",
            Invalid::EmptyName(_) => "a seat has no name",
            Invalid::LongName(_) => "a seat has a name that is too long",
            Invalid::Games => "bad number of games",
            Invalid::Results => "bad results",
            Invalid::Rules => "the game's rules differ from the session's",
        })
    }
}

impl std::error::Error for Invalid {}

/// A game as stored, before it is parsed into a [`Game`]. The field names are the saved text's.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[allow(missing_docs)]
// Named as the type it becomes in the words of a refusal ("expected struct Game").
#[serde(expecting = "struct Game")]
pub struct GameData {
    pub rules: RuleSet,
    pub seed: u64,
    pub rng: Pcg32,
    pub sheets: Vec<Sheet>,
    pub current: usize,
    pub turn: Turn,
    undo: Option<UndoInfo>,
    pub last: Option<Scored>,
    /// Saved games from before reviews have none (and then cannot have a score either).
    #[serde(default)]
    pub decisions: Vec<Decision>,
    /// Saved games from before real dice have no such field and load as rolled games.
    #[serde(default)]
    pub dice: DiceMode,
}

impl From<Game> for GameData {
    fn from(g: Game) -> GameData {
        GameData {
            rules: g.rules,
            seed: g.seed,
            rng: g.rng,
            sheets: g.sheets,
            current: g.current,
            turn: g.turn,
            undo: g.undo,
            last: g.last,
            decisions: g.decisions,
            dice: g.dice,
        }
    }
}

impl TryFrom<GameData> for Game {
    type Error = Invalid;

    fn try_from(raw: GameData) -> Result<Game, Invalid> {
        if !raw.rng.is_sound() {
            return Err(Invalid::Generator);
        }
        let players = raw.sheets.len();
        let mut g = Game::from_decisions(raw.rules, players, raw.seed, raw.dice, &raw.decisions)?;
        // The turn in progress: the roll after the last keep, or the first roll of a new turn.
        if raw.turn.rolls > 0 {
            g = roll_to(g, &raw.turn.dice, raw.turn.rolls).map_err(|e| match e {
                Invalid::Face => e,
                _ => Invalid::Turn,
            })?;
            // Holds and which dice the last roll threw (it steers only the roll's animation)
            // are taken as saved, one for each of the game's dice.
            let n = g.turn.dice.len();
            if raw.turn.held.len() != n || raw.turn.thrown.len() != n {
                return Err(Invalid::Turn);
            }
            g.turn.held = raw.turn.held;
            g.turn.thrown = raw.turn.thrown;
            if let Some(face) = raw.turn.wild {
                g = step(g, |g| g.apply(Action::SetWild(face))).map_err(|_| Invalid::Wild)?;
            }
        }
        if g.turn != raw.turn {
            return Err(Invalid::Turn);
        }
        if g.decisions != raw.decisions {
            return Err(Invalid::Decision);
        }
        if g.sheets != raw.sheets {
            return Err(Invalid::Sheets);
        }
        if g.current != raw.current {
            return Err(Invalid::CurrentPlayer);
        }
        // Undo and the last score are kept, or forgotten (as Undo itself forgets the last score);
        // never anything the replay did not make.
        // Which dice were held when the box was chosen is not recorded (nor needed to score):
        // any holds are a position of that turn.
        if let Some(u) = raw.undo {
            let mut made = g.undo.ok_or(Invalid::Undo)?;
            let n = made.turn.dice.len();
            if u.turn.held.len() != n || u.turn.thrown.len() != n {
                return Err(Invalid::Undo);
            }
            made.turn.held = u.turn.held;
            made.turn.thrown = u.turn.thrown;
            if made != u {
                return Err(Invalid::Undo);
            }
        }
        if raw.last.is_some() && raw.last != g.last {
            return Err(Invalid::Last);
        }
        g.undo = raw.undo;
        g.last = raw.last;
        g.rng = raw.rng;
        // Rules as saved: an option an older page carried over from another game scores as the
        // fitted rules do (`RuleSet::fitted`), and the page puts it right when it saves again.
        if g.dice.is_daily() && raw.rules != g.rules {
            return Err(Invalid::Rules);
        }
        g.rules = raw.rules;
        Ok(g)
    }
}

impl Game {
    /// The game that `decisions` make, from a new game of these rules, players, seed and dice:
    /// each decision replayed through [`Game::apply`] with the dice it records. A finished game
    /// kept for review is read back this way. Any decision that the game would not have made
    /// (another player's turn, a roll too many, a box the dice cannot go in, a record that
    /// differs from the one play writes) makes the whole list invalid.
    pub fn from_decisions(
        rules: RuleSet,
        players: usize,
        seed: u64,
        dice: DiceMode,
        decisions: &[Decision],
    ) -> Result<Game, Invalid> {
        if !(1..=dice.max_players()).contains(&players) {
            return Err(Invalid::PlayerCount(players));
        }
        let mut g = Game::with_dice(rules, players, seed, dice).map_err(|_| Invalid::Seed)?;
        let r = g.rules();
        // At most every roll of every turn: a longer list is refused before any replay.
        let most = players * r.box_count() * usize::from(r.def.rolls_per_turn);
        if decisions.len() > most {
            return Err(Invalid::Decision);
        }
        for d in decisions {
            g = roll_to(g, &d.dice, d.rolls)?;
            g = match d.choice {
                // The keep is recorded by the roll that follows it (the next decision's, or the
                // turn in progress).
                Choice::Keep(held) if held.len() == g.turn.dice.len() => {
                    g.turn.held = held;
                    g
                }
                Choice::Keep(_) => return Err(Invalid::Decision),
                Choice::Score(b) => {
                    if let Some(face) = d.wild.filter(|_| g.wild_showing()) {
                        g = step(g, |g| g.apply(Action::SetWild(face)))?;
                    }
                    step(g, |g| g.apply(Action::Score(b)))?
                }
            };
        }
        // Each decision as play records it; a last keep is recorded by the roll after it.
        let recorded = match decisions.last() {
            Some(d) if matches!(d.choice, Choice::Keep(_)) => &decisions[..decisions.len() - 1],
            _ => decisions,
        };
        if g.decisions != recorded {
            return Err(Invalid::Decision);
        }
        Ok(g)
    }

    /// The game as decision `i` of `decisions` found it: the decisions before it replayed and
    /// the dice it saw rolled, as a game of real dice (so any recorded dice replay, whatever
    /// threw them). The review of the chance to win reads every sheet of the table there.
    pub fn at_decision(
        rules: RuleSet,
        players: usize,
        decisions: &[Decision],
        i: usize,
    ) -> Result<Game, Invalid> {
        let d = decisions.get(i).ok_or(Invalid::Decision)?;
        let g = Game::from_decisions(rules, players, 0, DiceMode::Entered, &decisions[..i])?;
        roll_to(g, &d.dice, d.rolls)
    }
}

/// `g` with its dice rolled to `dice` as roll number `rolls` of the turn: every die that is not
/// held takes its face from `dice`. The faces of real dice may have been put right since
/// (`Action::Correct`, held dice too); the page's own dice never change but by a roll.
fn roll_to(g: Game, dice: &Dice, rolls: u8) -> Result<Game, Invalid> {
    let faces = g.rules().def.faces;
    if dice.iter().any(|f| !(1..=faces).contains(f)) {
        return Err(Invalid::Face);
    }
    if dice.len() != g.turn.dice.len() {
        return Err(Invalid::Decision);
    }
    if rolls != g.turn.rolls + 1 {
        return Err(Invalid::Decision);
    }
    // A day's game throws only the day's faces.
    if g.dice.is_daily() {
        let day = g.slot_faces();
        if (0..dice.len()).any(|i| (g.turn.rolls == 0 || !g.turn.held[i]) && dice[i] != day[i]) {
            return Err(Invalid::Decision);
        }
    }
    let mut g = step(g, |g| g.roll_showing(*dice))?;
    if g.turn.dice != *dice {
        // Held dice put right after they were held (`Action::Correct`): real dice only.
        if g.dice != DiceMode::Entered {
            return Err(Invalid::Decision);
        }
        g.turn.dice = *dice;
        if !g.wild_showing() {
            g.turn.wild = None;
        }
    }
    Ok(g)
}

/// One move of a replay, without copying the decisions made so far (each move copies the game;
/// a history copied at every move would make a replay quadratic in its length).
fn step(
    mut g: Game,
    f: impl FnOnce(&Game) -> Result<Game, crate::MoveError>,
) -> Result<Game, Invalid> {
    let mut history = std::mem::take(&mut g.decisions);
    let mut next = f(&g).map_err(|_| Invalid::Decision)?;
    history.append(&mut next.decisions);
    next.decisions = history;
    Ok(next)
}
