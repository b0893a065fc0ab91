//! Rule variants as data.
//!
//! Every game is one [`VariantDef`]: its dice (faces, face colours, a marked wild die), its boxes
//! (each a [`Pattern`] that the dice must show and the [`Points`] it then scores), its bonuses and
//! whether it has a Joker rule. The
//! options players argue about at the table are an [`Options`] value. Scoring, the order of
//! legal moves, the scoresheet, the help page and the solver all read these two values; no other
//! code asks which game is being played.
//!
//! Each game's definition has a file of its own, its sheet built from the boxes every game
//! shares (`boxes`); the table options are in `options`, what the dice score in `score`, and where
//! a roll may be scored, the one home of the Joker rule, in `placement`.

use serde::{Deserialize, Serialize};

use crate::dice::Face;

mod boxes;
mod classic;
mod lucky7;
mod maxi;
mod names;
mod options;
mod placement;
mod score;
mod tricolor;
mod yacht;
mod yatzy;
pub use classic::CLASSIC;
pub use lucky7::LUCKY7;
pub use maxi::MAXI;
pub use names::BoxName;
pub use options::{JokerMode, Options, RuleSet};
pub use placement::{JokerRestriction, Placement};
pub use tricolor::TRICOLOR;
pub use yacht::YACHT;
pub use yatzy::YATZY;

/// The most boxes any variant has (Maxi Yatzy's sheet has 20).
pub const MAX_BOXES: usize = 20;

/// A set of boxes as a bit mask: bit `i` is box `i` of the variant.
pub type BoxMask = u32;

/// Which game is played.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum VariantId {
    /// Hasbro's Yahtzee: 13 boxes, upper bonus, Yahtzee bonus and Joker.
    #[default]
    Classic,
    /// Seven-sided dice, one of them marked with a wild 7: 14 boxes (seed 003).
    Lucky7,
    /// Kismet: dice with coloured faces, 15 boxes, a tiered upper bonus (seed 003).
    Tricolor,
    /// The public-domain ancestor: 12 boxes, no bonuses, no Joker.
    Yacht,
    /// Scandinavian Yatzy: 15 boxes (One Pair, Two Pairs, sums of the matching dice), a 50-point
    /// upper bonus, no Joker and no extra bonus.
    Yatzy,
    /// Maxi Yatzy: six dice, 20 boxes, a 100-point bonus at 84, and the rolls a turn leaves
    /// unused saved for later turns.
    Maxi,
}

impl VariantId {
    /// Every variant, in the order the game offers them.
    pub const ALL: [VariantId; 6] = [
        VariantId::Classic,
        VariantId::Lucky7,
        VariantId::Tricolor,
        VariantId::Yacht,
        VariantId::Yatzy,
        VariantId::Maxi,
    ];

    /// The definition of this variant.
    pub fn def(self) -> &'static VariantDef {
        match self {
            VariantId::Classic => &CLASSIC,
            VariantId::Lucky7 => &LUCKY7,
            VariantId::Tricolor => &TRICOLOR,
            VariantId::Yacht => &YACHT,
            VariantId::Yatzy => &YATZY,
            VariantId::Maxi => &MAXI,
        }
    }

    /// The game's name in English ("Classic Yahtzee"), as the command line prints it (the page
    /// says it in the player's language).
    pub fn name(self) -> &'static str {
        match self {
            VariantId::Classic => "Classic Yahtzee",
            VariantId::Lucky7 => "Lucky7",
            VariantId::Tricolor => "Tricolor",
            VariantId::Yacht => "Yacht",
            VariantId::Yatzy => "Yatzy",
            VariantId::Maxi => "Maxi Yatzy",
        }
    }

    /// The variant whose [`VariantDef::key`] is `key`.
    pub fn from_key(key: &str) -> Option<VariantId> {
        VariantId::ALL.into_iter().find(|v| v.def().key == key)
    }

    /// What box `i` of this game's sheet scores, in English ("At least three dice alike: the
    /// sum of all five dice."), or `None` past the sheet's end.
    pub fn box_help(self, i: usize) -> Option<&'static str> {
        let own: &[&str] = match self {
            VariantId::Classic => &classic::HELP,
            VariantId::Lucky7 => &lucky7::HELP,
            VariantId::Tricolor => &tricolor::HELP,
            VariantId::Yacht => &yacht::HELP,
            VariantId::Yatzy => &yatzy::HELP,
            VariantId::Maxi => &maxi::HELP,
        };
        boxes::UPPER_HELP.iter().chain(own).nth(i).copied()
    }
}

/// Upper or lower half of the scoresheet.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Section {
    /// The number boxes, which count towards the upper bonus.
    Upper,
    /// The combination boxes.
    Lower,
}

/// The colour of a die face, in games whose dice are coloured (Tricolor).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Colour {
    /// White faces.
    White,
    /// Red faces.
    Red,
    /// Green faces.
    Green,
}

impl Colour {
    /// The colour's name, for the dice's accessible names and the help page.
    pub fn name(self) -> &'static str {
        match self {
            Colour::White => "white",
            Colour::Red => "red",
            Colour::Green => "green",
        }
    }
}

/// The marked die of a game with a wild face (Lucky7).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct WildDie {
    /// Which die is marked (0-based index into the turn's dice).
    pub die: usize,
    /// The face that is wild on that die: when the marked die shows it, the player may count it
    /// as any face from 1 to the number of faces before scoring.
    pub face: Face,
}

/// What the dice must show for a box to score.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Pattern {
    /// Always met; the box scores the dice showing this face.
    Face(Face),
    /// At least this many dice show the same face.
    OfAKind(u8),
    /// Three dice of one face and two of another (or, by option, five alike).
    FullHouse,
    /// This many consecutive faces appear among the dice, anywhere from 1 to the highest face.
    Straight(u8),
    /// The faces `low`, `low + 1`, … up to `low + len - 1` all appear: a straight fixed in place,
    /// like Yacht's Little Straight (1 to 5) and Big Straight (2 to 6).
    Run {
        /// The lowest face of the run.
        low: Face,
        /// How many faces the run has.
        len: u8,
    },
    /// Two pairs of two different faces (a full house holds two); by the house rule, four or
    /// five alike also count. Its matching dice are the two pairs: the two highest faces seen
    /// twice, or four of the face seen four times.
    TwoPairs,
    /// Three pairs of three different faces (six dice).
    ThreePairs,
    /// `big` dice alike and `small` dice alike of another face: Maxi Yatzy's Full House (3 + 2),
    /// Villa (3 + 3) and Tower (4 + 2). Its matching dice are the best such choice.
    Kinds {
        /// How many dice show the first face.
        big: u8,
        /// How many dice show the other.
        small: u8,
    },
    /// Two pairs whose four dice all have the same colour. A pair is two dice of one face, so four
    /// of a kind is two pairs (Kismet's rule); the two pairs may also be of two faces of one colour.
    TwoPairSameColour,
    /// All dice have the same colour.
    Flush,
    /// A full house (as [`Pattern::FullHouse`], house rule included) whose dice all have the
    /// same colour.
    FullHouseSameColour,
    /// Always met.
    Chance,
}

/// What a box scores when its pattern is met.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Points {
    /// The sum of the dice showing the box's face (upper boxes).
    FaceSum,
    /// The sum of all dice.
    Total,
    /// The sum of all dice plus a fixed number of points (Kismet's Full House, Four of a Kind and
    /// Kismet boxes).
    TotalPlus(u16),
    /// The sum of only the dice that make the pattern: for `n` of a kind, `n` times the highest
    /// face shown at least `n` times (Yacht's Four of a Kind); for pairs and kinds, the best dice
    /// that make them. For other patterns every die takes part, so it is the sum of all dice.
    MatchingSum,
    /// A fixed number of points.
    Fixed(u16),
}

/// One box of the scoresheet.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BoxDef {
    /// The name printed on the sheet, also the row header screen readers announce.
    pub name: BoxName,
    /// Upper or lower section.
    pub section: Section,
    /// What the dice must show.
    pub pattern: Pattern,
    /// What the box then scores.
    pub points: Points,
    /// Dice that score in this box, for the help page: as many as the game has.
    example: Example,
}

/// A box's example dice, kept in place (no pointer to them in the table of boxes: the page's
/// first download carries the table): the faces, then zeros up to six.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Example([Face; crate::dice::MAX_DICE]);

impl BoxDef {
    /// Dice that score in this box, for the help page: as many as the game has.
    pub fn example(&self) -> &[Face] {
        let faces = &self.example.0;
        &faces[..faces.iter().position(|&f| f == 0).unwrap_or(faces.len())]
    }
}

/// A step of the upper bonus: at least `threshold` points in the upper section earn `bonus`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BonusTier {
    /// Upper-section total needed.
    pub threshold: u16,
    /// Points earned.
    pub bonus: u16,
}

/// One game: dice, boxes and bonuses.
#[derive(Debug, PartialEq, Eq)]
pub struct VariantDef {
    /// Which variant this is.
    pub id: VariantId,
    /// A short lower-case name for addresses and the command line (`classic`, `lucky7`, …).
    pub key: &'static str,
    /// Dice thrown (one to [`MAX_DICE`](crate::dice::MAX_DICE)).
    pub dice: u8,
    /// Faces on each die, numbered from 1.
    pub faces: u8,
    /// The colour of each face (`colours[f - 1]` for face `f`), for games whose dice are coloured.
    pub colours: Option<&'static [Colour]>,
    /// The marked die with a wild face, if the game has one.
    pub wild: Option<WildDie>,
    /// Rolls in a turn, the first included.
    pub rolls_per_turn: u8,
    /// The boxes, top to bottom.
    pub boxes: &'static [BoxDef],
    /// Upper bonus steps, lowest threshold first; the highest step reached counts.
    pub upper_bonus: &'static [BonusTier],
    /// The upper bonus some tables play instead ([`Options::other_bonus`]); empty when the game
    /// has no such option.
    pub other_bonus: &'static [BonusTier],
    /// Whether the rolls a turn leaves unused are saved for later turns (Maxi Yatzy); a table may
    /// play without ([`Options::no_saved_rolls`]).
    pub saves_rolls: bool,
    /// The five-of-a-kind box whose score enables the extra-Yahtzee bonus and the Joker rule.
    /// The box "holds its score" when it was filled with more than zero, that is with a real five
    /// of a kind (50 in Classic, the total plus 50 in Kismet).
    pub yahtzee_box: Option<usize>,
    /// Points for each further five of a kind while the Yahtzee box holds its score.
    pub extra_yahtzee_bonus: u16,
    /// Whether the Joker rule exists in this game at all (the option picks its form).
    pub has_joker: bool,
    /// Whether a table may choose to fill the boxes in order, top to bottom.
    pub forced_order_option: bool,
}

/// A variant with its options, ready to score.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rules {
    /// The variant.
    pub def: &'static VariantDef,
    /// The table rules.
    pub options: Options,
}
