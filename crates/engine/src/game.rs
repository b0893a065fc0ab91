//! A game as a value: [`Game::apply`] takes an [`Action`] and returns the next game or a
//! [`MoveError`]. Nothing here panics on bad input and nothing reads a clock or a global random
//! source: the dice come from the generator the game carries, seeded when it was created.

use serde::{Deserialize, Serialize};

use crate::dice::{Counts, Face, DICE};
use crate::rng::{DiceSource, Pcg32, Scripted};
use crate::rules::{BoxMask, JokerRestriction, Placement, RuleSet, Rules, Section};

mod stored;
pub use stored::GameData;

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
}

impl DiceMode {
    /// Both modes, the page's own dice first.
    pub const ALL: [DiceMode; 2] = [DiceMode::Rolled, DiceMode::Entered];

    /// The most players at a table of this mode: one device passed around a real table can keep
    /// eight sheets, while on-screen dice stay at four so that a round stays short to watch.
    pub const fn max_players(self) -> usize {
        match self {
            DiceMode::Rolled => 4,
            DiceMode::Entered => 8,
        }
    }
}

/// The most players at a table whose dice come from `mode` (see [`DiceMode::max_players`]).
pub const fn max_players(mode: DiceMode) -> usize {
    mode.max_players()
}

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
    /// entered ([`DiceMode::Entered`]).
    Enter([Face; DICE]),
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

/// Why a game or session read from storage (or a file) is not one that play can make.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Invalid {
    /// A game has one to four players (eight with real dice).
    PlayerCount(usize),
    /// A seed beyond [`MAX_SEED`], or a session whose later games would go beyond it.
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

/// One player's scoresheet.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Sheet {
    /// The score of each box, `None` while open.
    pub boxes: Vec<Option<u16>>,
    /// How many extra-Yahtzee bonuses were earned.
    pub yahtzee_bonuses: u8,
    /// Points those bonuses are worth in all.
    pub yahtzee_bonus_points: u16,
}

/// The totals of a sheet, as printed at its foot.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Totals {
    /// Sum of the upper boxes.
    pub upper: u16,
    /// Upper bonus earned so far.
    pub upper_bonus: u16,
    /// Sum of the lower boxes.
    pub lower: u16,
    /// Extra-Yahtzee bonus points.
    pub yahtzee_bonus: u16,
    /// Everything.
    pub total: u16,
}

impl Sheet {
    /// An empty sheet for these rules.
    pub fn new(rules: &Rules) -> Sheet {
        Sheet {
            boxes: vec![None; rules.box_count()],
            yahtzee_bonuses: 0,
            yahtzee_bonus_points: 0,
        }
    }

    /// The filled boxes as a mask.
    pub fn filled(&self) -> BoxMask {
        self.boxes
            .iter()
            .enumerate()
            .filter(|(_, b)| b.is_some())
            .fold(0, |m, (i, _)| m | 1 << i)
    }

    /// Every box holds a score.
    pub fn is_full(&self) -> bool {
        self.boxes.iter().all(Option::is_some)
    }

    /// Whether the Yahtzee box holds its score (which enables the extra bonus).
    pub fn yahtzee_scored(&self, rules: &Rules) -> bool {
        match rules.def.yahtzee_box {
            Some(i) => matches!(self.boxes.get(i), Some(&Some(s)) if rules.yahtzee_held(i, s)),
            None => false,
        }
    }

    /// Whether the sheet's five-of-a-kind box (the Yahtzee box, or a game's box for five alike
    /// such as Yacht's and Yatzy's) holds a score: a five of a kind was scored there.
    pub fn five_alike_scored(&self, rules: &Rules) -> bool {
        rules
            .five_alike_box()
            .is_some_and(|i| matches!(self.boxes.get(i), Some(&Some(s)) if s > 0))
    }

    /// The sums at the foot of the sheet.
    pub fn totals(&self, rules: &Rules) -> Totals {
        // Summed wide: a `Sheet` built by hand can hold any points (one in a `Game` cannot), and
        // its sums then stop at the largest number a box holds rather than wrap.
        let mut upper = 0u32;
        let mut lower = 0u32;
        for (b, score) in rules.boxes().iter().zip(&self.boxes) {
            let s = u32::from(score.unwrap_or(0));
            match b.section {
                Section::Upper => upper += s,
                Section::Lower => lower += s,
            }
        }
        let narrow = |n: u32| u16::try_from(n).unwrap_or(u16::MAX);
        let upper_bonus = rules.upper_bonus(narrow(upper));
        let total = upper + lower + u32::from(upper_bonus) + u32::from(self.yahtzee_bonus_points);
        Totals {
            upper: narrow(upper),
            upper_bonus,
            lower: narrow(lower),
            yahtzee_bonus: self.yahtzee_bonus_points,
            total: narrow(total),
        }
    }
}

/// The dice of the turn in progress.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Turn {
    /// Face of each die; 0 before the first roll.
    pub dice: [Face; DICE],
    /// Which dice are held.
    pub held: [bool; DICE],
    /// Rolls made this turn.
    pub rolls: u8,
    /// The dice the last roll threw (the others were held), for the roll animation.
    #[serde(default)]
    pub thrown: [bool; DICE],
    /// The face chosen for the marked die while it shows its wild face ([`Action::SetWild`]);
    /// `None` while it counts as the face it shows. `dice` always holds the face the die shows.
    /// Saved games from before wild dice have no such field and load with `None`.
    #[serde(default)]
    pub wild: Option<Face>,
}

impl Turn {
    const FRESH: Turn = Turn {
        dice: [0; DICE],
        held: [false; DICE],
        rolls: 0,
        thrown: [false; DICE],
        wild: None,
    };
}

/// What [`Action::Undo`] needs to restore.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
struct UndoInfo {
    player: usize,
    box_index: usize,
    turn: Turn,
    bonus: u16,
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

/// A record of one scored turn, kept for replays and reviews.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Scored {
    /// Who scored.
    pub player: usize,
    /// Which box.
    pub box_index: usize,
    /// The dice scored, a wild die counted as the face chosen for it.
    pub dice: [Face; DICE],
    /// Points in the box.
    pub points: u16,
    /// Extra-Yahtzee bonus earned with it.
    pub bonus: u16,
}

/// What a player chose at one decision of a turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Choice {
    /// Rolled again keeping the dice marked `true`.
    Keep([bool; DICE]),
    /// Scored in this box.
    Score(usize),
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
    pub dice: [Face; DICE],
    /// Rolls made so far this turn.
    pub rolls: u8,
    /// What was chosen.
    pub choice: Choice,
    /// For a score made while the marked die showed its wild face: the face it counted as (the
    /// wild face itself when no other was chosen). The review judges that exact choice.
    #[serde(default)]
    pub wild: Option<Face>,
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
        if seed > MAX_SEED {
            return Err(MoveError::Seed(seed));
        }
        // A game never carries an option its rules do not offer (`RuleSet::fitted`).
        let rules = rules.fitted();
        let r = rules.rules();
        Ok(Game {
            rules,
            seed,
            rng: Pcg32::from_seed(seed),
            sheets: vec![Sheet::new(&r); players],
            current: 0,
            turn: Turn::FRESH,
            undo: None,
            last: None,
            decisions: Vec::new(),
            dice,
        })
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

    /// Rolls still allowed this turn.
    pub fn rolls_left(&self) -> u8 {
        self.rules()
            .def
            .rolls_per_turn
            .saturating_sub(self.turn.rolls)
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
    pub fn scored_dice(&self) -> [Face; DICE] {
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

    /// The next game after `action`, or why it is not allowed.
    pub fn apply(&self, action: Action) -> Result<Game, MoveError> {
        match action {
            Action::Roll if self.dice == DiceMode::Entered => Err(MoveError::DiceAreEntered),
            Action::Enter(_) | Action::Correct { .. } if self.dice == DiceMode::Rolled => {
                Err(MoveError::DiceAreRolled)
            }
            Action::Enter(faces) => self.enter(faces),
            Action::Correct { die, face } => self.correct(die, face),
            Action::Roll => {
                let mut rng = self.rng.clone();
                let mut next = self.roll_with(&mut rng)?;
                next.rng = rng;
                Ok(next)
            }
            Action::Hold(i) => self.set_held(i, |_| true),
            Action::Release(i) => self.set_held(i, |_| false),
            Action::Toggle(i) => self.set_held(i, |held| !held),
            Action::SetWild(face) => self.set_wild(face),
            Action::Score(i) => self.score(i),
            Action::Undo => self.take_back(),
            Action::NewGame { seed } => {
                Game::with_dice(self.rules, self.sheets.len(), seed, self.dice)
            }
        }
    }

    /// Roll the free dice with dice from `source` instead of the game's own generator. The game's
    /// generator is left as it was; tests and replays of recorded dice use this.
    pub fn roll_with(&self, source: &mut impl DiceSource) -> Result<Game, MoveError> {
        if self.is_over() {
            return Err(MoveError::GameOver);
        }
        if self.rolls_left() == 0 {
            return Err(MoveError::NoRollsLeft);
        }
        if self.turn.rolls > 0 && self.turn.held.iter().all(|&h| h) {
            return Err(MoveError::AllDiceHeld);
        }
        let def = self.rules().def;
        let mut next = self.clone();
        if self.turn.rolls > 0 {
            next.record(Choice::Keep(self.turn.held));
        }
        for i in 0..DICE {
            next.turn.thrown[i] = !self.turn.held[i];
            if next.turn.thrown[i] {
                next.turn.dice[i] = source.roll_die(def.faces);
            }
        }
        // A choice for the wild die lasts only while that die stays on the table.
        if def
            .wild
            .is_none_or(|w| next.turn.thrown.get(w.die).copied().unwrap_or(true))
        {
            next.turn.wild = None;
        }
        next.turn.rolls += 1;
        next.undo = None;
        Ok(next)
    }

    /// Whether `face` is a face of this game's dice, or the error an entry of it gets.
    fn check_face(&self, die: usize, face: Face) -> Result<(), MoveError> {
        if die >= DICE {
            return Err(MoveError::NoSuchDie(die));
        }
        if !(1..=self.rules().def.faces).contains(&face) {
            return Err(MoveError::FaceOutOfRange { die, face });
        }
        Ok(())
    }

    /// Real dice entered after a physical roll. The entered faces are one more dice source: the
    /// free dice take them through [`Game::roll_with`], so an entry is a roll in every other
    /// respect (the roll count, the keep recorded for the review, the end of Undo).
    fn enter(&self, faces: [Face; DICE]) -> Result<Game, MoveError> {
        if self.is_over() {
            return Err(MoveError::GameOver);
        }
        for (die, &face) in faces.iter().enumerate() {
            self.check_face(die, face)?;
        }
        if self.turn.rolls > 0 {
            if let Some(i) = (0..DICE).find(|&i| self.turn.held[i] && faces[i] != self.turn.dice[i])
            {
                return Err(MoveError::HeldDieChanged(i));
            }
        }
        self.roll_showing(faces)
    }

    /// A roll whose free dice land on their faces in `faces` (the held dice keep theirs): real
    /// dice entered, or a stored game's recorded dice replayed.
    fn roll_showing(&self, faces: [Face; DICE]) -> Result<Game, MoveError> {
        let thrown: Vec<Face> = (0..DICE)
            .filter(|&i| self.turn.rolls == 0 || !self.turn.held[i])
            .map(|i| faces[i])
            .collect();
        self.roll_with(&mut Scripted::new(thrown))
    }

    /// One entered die put right. A choice for the wild die stays only while the marked die
    /// still shows its wild face.
    fn correct(&self, die: usize, face: Face) -> Result<Game, MoveError> {
        if self.is_over() {
            return Err(MoveError::GameOver);
        }
        self.check_face(die, face)?;
        if self.turn.rolls == 0 {
            return Err(MoveError::NotRolled);
        }
        let mut next = self.clone();
        next.turn.dice[die] = face;
        if !next.wild_showing() {
            next.turn.wild = None;
        }
        Ok(next)
    }

    fn set_held(&self, i: usize, f: impl Fn(bool) -> bool) -> Result<Game, MoveError> {
        if self.is_over() {
            return Err(MoveError::GameOver);
        }
        if i >= DICE {
            return Err(MoveError::NoSuchDie(i));
        }
        if self.turn.rolls == 0 {
            return Err(MoveError::NotRolled);
        }
        let mut next = self.clone();
        next.turn.held[i] = f(self.turn.held[i]);
        Ok(next)
    }

    fn set_wild(&self, face: Face) -> Result<Game, MoveError> {
        if self.is_over() {
            return Err(MoveError::GameOver);
        }
        if self.turn.rolls == 0 {
            return Err(MoveError::NotRolled);
        }
        let def = self.rules().def;
        let Some(w) = def.wild.filter(|_| self.wild_showing()) else {
            return Err(MoveError::NotWild);
        };
        if !(1..=def.faces).contains(&face) {
            return Err(MoveError::NoSuchFace(face));
        }
        let mut next = self.clone();
        // Choosing the face the die shows is the same as choosing nothing; storing `None` then
        // keeps one representation for each position.
        next.turn.wild = (face != w.face).then_some(face);
        Ok(next)
    }

    fn score(&self, i: usize) -> Result<Game, MoveError> {
        let preview = self.preview(i)?;
        let mut next = self.clone();
        next.record(Choice::Score(i));
        let player = self.current;
        let sheet = &mut next.sheets[player];
        sheet.boxes[i] = Some(preview.points);
        if preview.bonus > 0 {
            sheet.yahtzee_bonuses += 1;
            sheet.yahtzee_bonus_points += preview.bonus;
        }
        next.undo = Some(UndoInfo {
            player,
            box_index: i,
            turn: self.turn,
            bonus: preview.bonus,
        });
        next.last = Some(Scored {
            player,
            box_index: i,
            dice: self.scored_dice(),
            points: preview.points,
            bonus: preview.bonus,
        });
        next.turn = Turn::FRESH;
        next.current = (player + 1) % self.sheets.len();
        Ok(next)
    }

    fn take_back(&self) -> Result<Game, MoveError> {
        if self.is_over() {
            return Err(MoveError::GameOver);
        }
        let undo = self.undo.ok_or(MoveError::NothingToUndo)?;
        let mut next = self.clone();
        let sheet = &mut next.sheets[undo.player];
        sheet.boxes[undo.box_index] = None;
        if undo.bonus > 0 {
            sheet.yahtzee_bonuses = sheet.yahtzee_bonuses.saturating_sub(1);
            sheet.yahtzee_bonus_points = sheet.yahtzee_bonus_points.saturating_sub(undo.bonus);
        }
        next.current = undo.player;
        next.turn = undo.turn;
        next.undo = None;
        next.last = None;
        next.decisions.pop();
        Ok(next)
    }
}
