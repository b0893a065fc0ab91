//! Rule variants as data.
//!
//! Every game is one [`VariantDef`]: its dice (faces, face colours, a marked wild die), its boxes
//! (each a [`Pattern`] that the dice must show and the [`Points`] it then scores), its bonuses and
//! whether it has a Joker rule. The
//! options players argue about at the table are an [`Options`] value. Scoring, the order of
//! legal moves, the scoresheet, the help page and the solver all read these two values; no other
//! code asks which game is being played.

use serde::{Deserialize, Serialize};

use crate::dice::{Counts, Face, DICE, MAX_FACES};

mod yatzy;
pub use yatzy::YATZY;

/// The most boxes any variant has (Scandinavian-style sheets go up to 15).
pub const MAX_BOXES: usize = 15;

/// A set of boxes as a bit mask: bit `i` is box `i` of the variant.
pub type BoxMask = u16;

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
}

impl VariantId {
    /// Every variant, in the order the game offers them.
    pub const ALL: [VariantId; 5] = [
        VariantId::Classic,
        VariantId::Lucky7,
        VariantId::Tricolor,
        VariantId::Yacht,
        VariantId::Yatzy,
    ];

    /// The definition of this variant.
    pub fn def(self) -> &'static VariantDef {
        match self {
            VariantId::Classic => &CLASSIC,
            VariantId::Lucky7 => &LUCKY7,
            VariantId::Tricolor => &TRICOLOR,
            VariantId::Yacht => &YACHT,
            VariantId::Yatzy => &YATZY,
        }
    }

    /// The variant whose [`VariantDef::key`] is `key`.
    pub fn from_key(key: &str) -> Option<VariantId> {
        VariantId::ALL.into_iter().find(|v| v.def().key == key)
    }
}

/// How a Yahtzee rolled after the Yahtzee box is filled may be placed.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum JokerMode {
    /// Official Hasbro rule: the matching upper box if open; otherwise any open lower box, where
    /// it scores as a Joker (Full House 25, straights 30 and 40); otherwise any open upper box.
    #[default]
    Forced,
    /// Any open box. Once the matching upper box is filled, lower boxes score as a Joker
    /// (the "free choice" rule of Verhoeff and Glenn).
    FreeChoice,
    /// No Joker: the dice score only what they really show.
    None,
}

impl JokerMode {
    /// Every mode, official rule first.
    pub const ALL: [JokerMode; 3] = [JokerMode::Forced, JokerMode::FreeChoice, JokerMode::None];

    /// A short name for menus and the scoresheet.
    pub fn label(self) -> &'static str {
        match self {
            JokerMode::Forced => "Forced Joker (official)",
            JokerMode::FreeChoice => "Free-choice Joker",
            JokerMode::None => "No Joker",
        }
    }
}

/// Table rules on which the seeds disagree. The default is the official Hasbro rule.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Options {
    /// How a further Yahtzee may be placed.
    pub joker: JokerMode,
    /// House rule: five of a kind also counts as a Full House (seed 000 footnote 1).
    pub five_of_a_kind_full_house: bool,
    /// 100 points for each further Yahtzee while the Yahtzee box holds 50.
    pub yahtzee_bonus: bool,
    /// House rule: four (or five) of a kind also counts as Two Pairs (Yatzy). Left out of the
    /// saved text while off, so saves and game keys of the other games read as before.
    #[serde(default, skip_serializing_if = "is_false")]
    pub four_of_a_kind_two_pairs: bool,
    /// House rule: the boxes are filled from top to bottom, each turn in the next open box
    /// ("tvångsyatzy").
    #[serde(default, skip_serializing_if = "is_false")]
    pub forced_order: bool,
}

fn is_false(b: &bool) -> bool {
    !*b
}

impl Default for Options {
    fn default() -> Options {
        Options {
            joker: JokerMode::Forced,
            five_of_a_kind_full_house: false,
            yahtzee_bonus: true,
            four_of_a_kind_two_pairs: false,
            forced_order: false,
        }
    }
}

/// A variant together with its options: everything needed to score a game.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct RuleSet {
    /// The game.
    pub variant: VariantId,
    /// The table rules.
    pub options: Options,
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
    /// The sum of only the dice that make the pattern: for `n` of a kind, `n` times the face shown
    /// at least `n` times (Yacht's Four of a Kind). For other patterns every die takes part, so it
    /// is the sum of all dice.
    MatchingSum,
    /// A fixed number of points.
    Fixed(u16),
}

/// One box of the scoresheet.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BoxDef {
    /// The name printed on the sheet, also the row header screen readers announce.
    pub name: &'static str,
    /// Upper or lower section.
    pub section: Section,
    /// What the dice must show.
    pub pattern: Pattern,
    /// What the box then scores.
    pub points: Points,
    /// What the box scores, in one English sentence. The page words it in the language spoken
    /// from `pattern` and `points` (and checks its English against this sentence).
    pub help: &'static str,
    /// Dice that score in this box, for the help page.
    pub example: [Face; DICE],
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
    /// Its name.
    pub name: &'static str,
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

const fn upper(
    name: &'static str,
    face: Face,
    help: &'static str,
    example: [Face; DICE],
) -> BoxDef {
    BoxDef {
        name,
        section: Section::Upper,
        pattern: Pattern::Face(face),
        points: Points::FaceSum,
        help,
        example,
    }
}

const fn lower(
    name: &'static str,
    pattern: Pattern,
    points: Points,
    help: &'static str,
    example: [Face; DICE],
) -> BoxDef {
    BoxDef {
        name,
        section: Section::Lower,
        pattern,
        points,
        help,
        example,
    }
}

/// Ones to Sixes: the upper boxes every game's sheet starts with.
const SIX_UPPER: [BoxDef; 6] = [
    upper("Ones", 1, "The sum of the dice showing 1.", [1, 1, 1, 4, 6]),
    upper("Twos", 2, "The sum of the dice showing 2.", [2, 2, 3, 5, 6]),
    upper(
        "Threes",
        3,
        "The sum of the dice showing 3.",
        [3, 3, 3, 3, 1],
    ),
    upper(
        "Fours",
        4,
        "The sum of the dice showing 4.",
        [4, 4, 4, 2, 5],
    ),
    upper(
        "Fives",
        5,
        "The sum of the dice showing 5.",
        [5, 5, 5, 1, 2],
    ),
    upper(
        "Sixes",
        6,
        "The sum of the dice showing 6.",
        [6, 6, 6, 3, 3],
    ),
];

/// A sheet of `M` boxes: Ones to Sixes, then `rest` (`M` is 6 + `N`, checked as the constant is
/// built).
const fn after_six_upper<const N: usize, const M: usize>(rest: [BoxDef; N]) -> [BoxDef; M] {
    assert!(
        M == N + 6,
        "a sheet is Ones to Sixes, then the game's own boxes"
    );
    let mut out = [SIX_UPPER[0]; M];
    let mut i = 0;
    while i < M {
        out[i] = if i < 6 { SIX_UPPER[i] } else { rest[i - 6] };
        i += 1;
    }
    out
}

/// Classic Yahtzee, as seeds 000-002 define it.
pub static CLASSIC: VariantDef = VariantDef {
    id: VariantId::Classic,
    key: "classic",
    name: "Classic Yahtzee",
    faces: 6,
    colours: None,
    wild: None,
    rolls_per_turn: 3,
    // Ones to Sixes, then the game's own boxes.
    boxes: &after_six_upper::<_, 13>([
        lower(
            "Three of a Kind",
            Pattern::OfAKind(3),
            Points::Total,
            "At least three dice alike: the sum of all five dice.",
            [6, 6, 6, 2, 3],
        ),
        lower(
            "Four of a Kind",
            Pattern::OfAKind(4),
            Points::Total,
            "At least four dice alike: the sum of all five dice.",
            [5, 5, 5, 5, 2],
        ),
        lower(
            "Full House",
            Pattern::FullHouse,
            Points::Fixed(25),
            "Three of one number and two of another: 25 points.",
            [3, 3, 3, 5, 5],
        ),
        lower(
            "Small Straight",
            Pattern::Straight(4),
            Points::Fixed(30),
            "Four numbers in a row (1-2-3-4, 2-3-4-5 or 3-4-5-6): 30 points.",
            [1, 2, 3, 4, 6],
        ),
        lower(
            "Large Straight",
            Pattern::Straight(5),
            Points::Fixed(40),
            "Five numbers in a row (1-2-3-4-5 or 2-3-4-5-6): 40 points.",
            [2, 3, 4, 5, 6],
        ),
        lower(
            "Yahtzee",
            Pattern::OfAKind(5),
            Points::Fixed(50),
            "All five dice alike: 50 points.",
            [4, 4, 4, 4, 4],
        ),
        lower(
            "Chance",
            Pattern::Chance,
            Points::Total,
            "Any dice: the sum of all five dice.",
            [1, 3, 4, 5, 6],
        ),
    ]),
    upper_bonus: &[BonusTier {
        threshold: 63,
        bonus: 35,
    }],
    yahtzee_box: Some(11),
    extra_yahtzee_bonus: 100,
    has_joker: true,
    forced_order_option: false,
};

/// Lucky7, as seed 003 defines it: Classic with seven-sided dice and a wild 7 on the marked die.
pub static LUCKY7: VariantDef = VariantDef {
    id: VariantId::Lucky7,
    key: "lucky7",
    name: "Lucky7",
    faces: 7,
    colours: None,
    wild: Some(WildDie { die: 0, face: 7 }),
    rolls_per_turn: 3,
    // Ones to Sixes, then the game's own boxes.
    boxes: &after_six_upper::<_, 14>([
        upper(
            "Sevens",
            7,
            "The sum of the dice showing 7.",
            [1, 7, 7, 7, 4],
        ),
        lower(
            "Three of a Kind",
            Pattern::OfAKind(3),
            Points::Total,
            "At least three dice alike: the sum of all five dice.",
            [6, 7, 7, 7, 3],
        ),
        lower(
            "Four of a Kind",
            Pattern::OfAKind(4),
            Points::Total,
            "At least four dice alike: the sum of all five dice.",
            [5, 5, 5, 5, 7],
        ),
        lower(
            "Full House",
            Pattern::FullHouse,
            Points::Fixed(25),
            "Three of one number and two of another: 25 points.",
            [3, 3, 3, 7, 7],
        ),
        lower(
            "Small Straight",
            Pattern::Straight(4),
            Points::Fixed(30),
            "Four numbers in a row (1-2-3-4 up to 4-5-6-7): 30 points.",
            [4, 5, 6, 7, 2],
        ),
        lower(
            "Large Straight",
            Pattern::Straight(5),
            Points::Fixed(40),
            "Five numbers in a row (1-2-3-4-5, 2-3-4-5-6 or 3-4-5-6-7): 40 points.",
            [3, 4, 5, 6, 7],
        ),
        lower(
            "Yahtzee",
            Pattern::OfAKind(5),
            Points::Fixed(50),
            "All five dice alike: 50 points.",
            [7, 7, 7, 7, 7],
        ),
        lower(
            "Chance",
            Pattern::Chance,
            Points::Total,
            "Any dice: the sum of all five dice.",
            [1, 3, 4, 6, 7],
        ),
    ]),
    upper_bonus: &[BonusTier {
        threshold: 84,
        bonus: 46,
    }],
    yahtzee_box: Some(12),
    extra_yahtzee_bonus: 100,
    has_joker: true,
    forced_order_option: false,
};

/// Tricolor, as seed 003 defines it: Kismet, whose faces are coloured in pairs.
pub static TRICOLOR: VariantDef = VariantDef {
    id: VariantId::Tricolor,
    key: "tricolor",
    name: "Tricolor",
    faces: 6,
    colours: Some(&[
        Colour::White,
        Colour::Red,
        Colour::Green,
        Colour::Green,
        Colour::Red,
        Colour::White,
    ]),
    wild: None,
    rolls_per_turn: 3,
    // Ones to Sixes, then the game's own boxes.
    boxes: &after_six_upper::<_, 15>([
        lower(
            "Two Pair Same Colour",
            Pattern::TwoPairSameColour,
            Points::Total,
            "Two pairs of one colour (1 and 6 white, 2 and 5 red, 3 and 4 green), \
             four of a kind included: the sum of all five dice.",
            [2, 2, 5, 5, 3],
        ),
        lower(
            "Three of a Kind",
            Pattern::OfAKind(3),
            Points::Total,
            "At least three dice alike: the sum of all five dice.",
            [6, 6, 6, 2, 3],
        ),
        lower(
            "Straight",
            Pattern::Straight(5),
            Points::Fixed(30),
            "Five numbers in a row (1-2-3-4-5 or 2-3-4-5-6): 30 points.",
            [2, 3, 4, 5, 6],
        ),
        lower(
            "Flush",
            Pattern::Flush,
            Points::Fixed(35),
            "All five dice of one colour: 35 points.",
            [2, 5, 5, 5, 5],
        ),
        lower(
            "Full House",
            Pattern::FullHouse,
            Points::TotalPlus(15),
            "Three of one number and two of another: the sum of all five dice plus 15.",
            [3, 3, 3, 5, 5],
        ),
        lower(
            "Full House Same Colour",
            Pattern::FullHouseSameColour,
            Points::TotalPlus(20),
            "A full house all of one colour: the sum of all five dice plus 20.",
            [1, 1, 1, 6, 6],
        ),
        lower(
            "Four of a Kind",
            Pattern::OfAKind(4),
            Points::TotalPlus(25),
            "At least four dice alike: the sum of all five dice plus 25.",
            [5, 5, 5, 5, 2],
        ),
        lower(
            "YachtC",
            Pattern::OfAKind(5),
            Points::TotalPlus(50),
            "All five dice alike: the sum of all five dice plus 50.",
            [4, 4, 4, 4, 4],
        ),
        lower(
            "Chance",
            Pattern::Chance,
            Points::Total,
            "Any dice: the sum of all five dice.",
            [1, 3, 4, 5, 6],
        ),
    ]),
    upper_bonus: &[
        BonusTier {
            threshold: 63,
            bonus: 35,
        },
        BonusTier {
            threshold: 71,
            bonus: 55,
        },
        BonusTier {
            threshold: 78,
            bonus: 75,
        },
    ],
    yahtzee_box: Some(13),
    extra_yahtzee_bonus: 100,
    has_joker: false,
    forced_order_option: false,
};

/// Yacht, the public-domain ancestor that seed 003 names: twelve boxes and no bonuses.
pub static YACHT: VariantDef = VariantDef {
    id: VariantId::Yacht,
    key: "yacht",
    name: "Yacht",
    faces: 6,
    colours: None,
    wild: None,
    rolls_per_turn: 3,
    // Ones to Sixes, then the game's own boxes.
    boxes: &after_six_upper::<_, 12>([
        lower(
            "Full House",
            Pattern::FullHouse,
            Points::Total,
            "Three of one number and two of another: the sum of all five dice.",
            [3, 3, 3, 5, 5],
        ),
        lower(
            "Four of a Kind",
            Pattern::OfAKind(4),
            Points::MatchingSum,
            "At least four dice alike: the sum of those four dice only.",
            [6, 6, 6, 6, 2],
        ),
        lower(
            "Little Straight",
            Pattern::Run { low: 1, len: 5 },
            Points::Fixed(30),
            "1-2-3-4-5: 30 points.",
            [1, 2, 3, 4, 5],
        ),
        lower(
            "Big Straight",
            Pattern::Run { low: 2, len: 5 },
            Points::Fixed(30),
            "2-3-4-5-6: 30 points.",
            [2, 3, 4, 5, 6],
        ),
        lower(
            "Choice",
            Pattern::Chance,
            Points::Total,
            "Any dice: the sum of all five dice.",
            [1, 3, 4, 5, 6],
        ),
        lower(
            "Yacht",
            Pattern::OfAKind(5),
            Points::Fixed(50),
            "All five dice alike: 50 points.",
            [4, 4, 4, 4, 4],
        ),
    ]),
    upper_bonus: &[],
    yahtzee_box: None,
    extra_yahtzee_bonus: 0,
    has_joker: false,
    forced_order_option: false,
};

/// Where a roll may be scored, and how.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Placement {
    /// The boxes the roll may go in.
    pub allowed: BoxMask,
    /// Lower boxes count as met whatever they need (the Joker rule is in force).
    pub joker: bool,
    /// Extra-Yahtzee bonus earned by scoring this roll, in whichever box.
    pub bonus: u16,
    /// Why some open boxes are not allowed, when the Joker rule restricts the choice.
    pub restriction: Option<JokerRestriction>,
}

/// How the forced Joker rule narrowed the choice.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum JokerRestriction {
    /// The upper box of the rolled face is open and must be used.
    MatchingUpper {
        /// That box.
        box_index: usize,
    },
    /// The matching upper box is filled, so an open lower box must be used.
    LowerFirst,
}

/// A variant with its options, ready to score.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rules {
    /// The variant.
    pub def: &'static VariantDef,
    /// The table rules.
    pub options: Options,
}

impl VariantDef {
    /// Whether the table can choose the Joker rule's form in this game.
    pub fn offers_joker(&self) -> bool {
        self.has_joker && self.yahtzee_box.is_some()
    }

    /// Whether the table can turn the extra-Yahtzee bonus off in this game.
    pub fn offers_yahtzee_bonus(&self) -> bool {
        self.extra_yahtzee_bonus > 0 && self.yahtzee_box.is_some()
    }

    /// Whether the table can count five of a kind as a Full House in this game.
    pub fn offers_five_of_a_kind_full_house(&self) -> bool {
        self.boxes
            .iter()
            .any(|b| matches!(b.pattern, Pattern::FullHouse | Pattern::FullHouseSameColour))
    }

    /// Whether the table can count four of a kind as Two Pairs in this game.
    pub fn offers_four_of_a_kind_two_pairs(&self) -> bool {
        self.boxes.iter().any(|b| b.pattern == Pattern::TwoPairs)
    }

    /// Whether the table can fill the boxes in order in this game.
    pub fn offers_forced_order(&self) -> bool {
        self.forced_order_option
    }

    /// Whether the game has any table rule to choose.
    pub fn offers_options(&self) -> bool {
        self.offers_joker()
            || self.offers_yahtzee_bonus()
            || self.offers_five_of_a_kind_full_house()
            || self.offers_four_of_a_kind_two_pairs()
            || self.offers_forced_order()
    }
}

impl RuleSet {
    /// The same rules with every option the game does not offer at its official value. A
    /// game never carries an option it does not have: such an option changes no score, but it
    /// would make the rule set look custom (no shipped coach table, records filed apart).
    pub fn fitted(self) -> RuleSet {
        let def = self.variant.def();
        let official = Options::default();
        let mut options = self.options;
        if !def.offers_joker() {
            options.joker = official.joker;
        }
        if !def.offers_yahtzee_bonus() {
            options.yahtzee_bonus = official.yahtzee_bonus;
        }
        if !def.offers_five_of_a_kind_full_house() {
            options.five_of_a_kind_full_house = official.five_of_a_kind_full_house;
        }
        if !def.offers_four_of_a_kind_two_pairs() {
            options.four_of_a_kind_two_pairs = official.four_of_a_kind_two_pairs;
        }
        if !def.offers_forced_order() {
            options.forced_order = official.forced_order;
        }
        RuleSet { options, ..self }
    }

    /// The scoring rules this set names.
    pub fn rules(self) -> Rules {
        Rules {
            def: self.variant.def(),
            options: self.options,
        }
    }
}

impl Rules {
    /// The boxes, top to bottom.
    pub fn boxes(&self) -> &'static [BoxDef] {
        self.def.boxes
    }

    /// How many boxes the sheet has.
    pub fn box_count(&self) -> usize {
        self.def.boxes.len()
    }

    /// Every box of the sheet.
    pub fn all_boxes(&self) -> BoxMask {
        ((1u32 << self.box_count()) - 1) as BoxMask
    }

    /// The boxes of one section.
    pub fn section_mask(&self, section: Section) -> BoxMask {
        self.boxes()
            .iter()
            .enumerate()
            .filter(|(_, b)| b.section == section)
            .fold(0, |m, (i, _)| m | 1 << i)
    }

    /// The upper box that scores `face`, if any.
    pub fn upper_box_for(&self, face: Face) -> Option<usize> {
        self.boxes()
            .iter()
            .position(|b| b.pattern == Pattern::Face(face))
    }

    /// The colour of `face`, in games whose dice are coloured.
    pub fn colour(&self, face: Face) -> Option<Colour> {
        let colours = self.def.colours?;
        colours.get((face as usize).checked_sub(1)?).copied()
    }

    /// A key that is equal for faces of the same colour. Without colours every face is its own
    /// colour, so the colour patterns still mean something (a flush is then five of a kind).
    fn colour_key(&self, face: Face) -> usize {
        match self.colour(face) {
            Some(c) => c as usize,
            None => 16 + face as usize,
        }
    }

    /// All dice have one colour (and there is at least one die).
    fn one_colour(&self, counts: &Counts) -> bool {
        let mut keys = (1..=MAX_FACES as Face)
            .filter(|&f| counts.get(f) > 0)
            .map(|f| self.colour_key(f));
        match keys.next() {
            Some(first) => keys.all(|k| k == first),
            None => false,
        }
    }

    /// The four dice of two pairs, summed: the two highest faces shown at least twice, or with
    /// the house rule a face shown four times; `None` when the dice hold no two pairs.
    fn two_pairs(&self, counts: &Counts) -> Option<u16> {
        let mut pairs = (1..=MAX_FACES as Face)
            .rev()
            .filter(|&f| counts.get(f) >= 2);
        match (pairs.next(), pairs.next()) {
            (Some(a), Some(b)) => Some(2 * (a as u16 + b as u16)),
            _ => (1..=MAX_FACES as Face)
                .find(|&f| counts.get(f) >= 4)
                .filter(|_| self.options.four_of_a_kind_two_pairs)
                .map(|f| 4 * f as u16),
        }
    }

    fn full_house(&self, counts: &Counts) -> bool {
        let has = |n| counts.0.contains(&n);
        (has(3) && has(2)) || (self.options.five_of_a_kind_full_house && counts.max_alike() == 5)
    }

    /// Whether `counts` meet a pattern on their own (no Joker).
    pub fn meets(&self, pattern: Pattern, counts: &Counts) -> bool {
        match pattern {
            Pattern::Face(_) | Pattern::Chance => true,
            Pattern::OfAKind(n) => counts.max_alike() >= n,
            Pattern::FullHouse => self.full_house(counts),
            Pattern::Straight(len) => {
                let mut run = 0;
                for f in 1..=self.def.faces {
                    run = if counts.get(f) > 0 { run + 1 } else { 0 };
                    if run >= len {
                        return true;
                    }
                }
                false
            }
            Pattern::Run { low, len } => {
                let high = low as usize + len as usize;
                low >= 1 && high <= MAX_FACES + 1 && (low as usize..high).all(|f| counts.0[f] > 0)
            }
            Pattern::TwoPairs => self.two_pairs(counts).is_some(),
            Pattern::TwoPairSameColour => {
                // Pairs are counted per face (four alike make two), then added up per colour.
                let mut pairs = [0u8; 16 + MAX_FACES + 1];
                for f in 1..=MAX_FACES as Face {
                    pairs[self.colour_key(f)] += counts.get(f) / 2;
                }
                pairs.iter().any(|&p| p >= 2)
            }
            Pattern::Flush => self.one_colour(counts),
            Pattern::FullHouseSameColour => self.full_house(counts) && self.one_colour(counts),
        }
    }

    /// What box `index` scores for `counts`. With `joker`, a lower box counts as met whatever the
    /// dice show (the dice are then five of a kind, so sums stay what the dice show).
    pub fn box_score(&self, index: usize, counts: &Counts, joker: bool) -> u16 {
        let b = &self.boxes()[index];
        let met = (joker && b.section == Section::Lower) || self.meets(b.pattern, counts);
        if !met {
            return 0;
        }
        match (b.points, b.pattern) {
            (Points::FaceSum, Pattern::Face(f)) => f as u16 * counts.get(f) as u16,
            (Points::FaceSum, _) => 0,
            (Points::Total, _) => counts.total(),
            (Points::TotalPlus(p), _) => counts.total() + p,
            (Points::MatchingSum, Pattern::OfAKind(n)) => (1..=MAX_FACES as Face)
                .rev()
                .find(|&f| counts.get(f) >= n)
                .map_or(0, |f| f as u16 * n as u16),
            (Points::MatchingSum, Pattern::TwoPairs) => self.two_pairs(counts).unwrap_or(0),
            (Points::MatchingSum, _) => counts.total(),
            (Points::Fixed(p), _) => p,
        }
    }

    /// The box for five alike: the Yahtzee box, or in a game without its rules (Yacht, Yatzy)
    /// the box whose pattern is five of a kind.
    pub fn five_alike_box(&self) -> Option<usize> {
        self.def.yahtzee_box.or_else(|| {
            self.boxes()
                .iter()
                .position(|b| b.pattern == Pattern::OfAKind(DICE as u8))
        })
    }

    /// The upper bonus earned by an upper-section total.
    pub fn upper_bonus(&self, upper_total: u16) -> u16 {
        self.def
            .upper_bonus
            .iter()
            .rev()
            .find(|t| upper_total >= t.threshold)
            .map_or(0, |t| t.bonus)
    }

    /// The upper total beyond which more points never change the bonus.
    pub fn upper_cap(&self) -> u16 {
        self.def
            .upper_bonus
            .iter()
            .map(|t| t.threshold)
            .max()
            .unwrap_or(0)
    }

    /// The full score of the Yahtzee box when it is a fixed number of points (50 in Classic);
    /// `None` when the game has no Yahtzee box or its score depends on the dice (Kismet).
    pub fn yahtzee_full_score(&self) -> Option<u16> {
        let i = self.def.yahtzee_box?;
        match self.boxes()[i].points {
            Points::Fixed(p) => Some(p),
            _ => None,
        }
    }

    /// Whether `points` in box `index` make the Yahtzee box "hold its score", which enables the
    /// extra-Yahtzee bonus. Any score above zero counts: the Yahtzee box scores only for a real
    /// five of a kind (the Joker applies only once it is filled), so above zero means exactly that.
    pub fn yahtzee_held(&self, index: usize, points: u16) -> bool {
        self.def.yahtzee_box == Some(index) && points > 0
    }

    /// Whether a sheet with the boxes of `filled` filled can come about in play: any set, except
    /// that boxes filled in order always fill the first ones.
    pub fn can_fill(&self, filled: BoxMask) -> bool {
        !self.options.forced_order || filled & filled.wrapping_add(1) == 0
    }

    /// Whether a roll of `counts` may go in any open box, with no Joker and no bonus, whatever the
    /// sheet: what [`Rules::placement`] gives every roll but five of a kind (and in a game with
    /// boxes in order, none). The solver places most of its finals by this alone.
    pub fn placement_is_plain(&self, counts: &Counts) -> bool {
        !self.options.forced_order
            && (self.def.yahtzee_box.is_none() || (counts.max_alike() as usize) < DICE)
    }

    /// Where a roll may be scored, given the boxes already filled and whether the Yahtzee box
    /// holds its full score. This is the one place the Joker rule and the Yahtzee bonus live.
    pub fn placement(&self, filled: BoxMask, yahtzee_scored: bool, counts: &Counts) -> Placement {
        let open = self.all_boxes() & !filled;
        let mut placement = Placement {
            allowed: open,
            joker: false,
            bonus: 0,
            restriction: None,
        };
        // Boxes in order: only the first open one (a game offering this has no Joker).
        if self.options.forced_order {
            placement.allowed = open & open.wrapping_neg();
            return placement;
        }
        if self.placement_is_plain(counts) {
            return placement;
        }
        // Five of a kind in a game with a Yahtzee box: the Joker and the bonus once it is filled.
        let Some(ybox) = self.def.yahtzee_box else {
            return placement;
        };
        if filled & (1 << ybox) == 0 {
            return placement;
        }
        if yahtzee_scored && self.options.yahtzee_bonus {
            placement.bonus = self.def.extra_yahtzee_bonus;
        }
        if !self.def.has_joker {
            return placement;
        }
        let face = counts.most_common().unwrap_or(1);
        let matching_upper_open = self.upper_box_for(face).filter(|&u| open & (1 << u) != 0);
        match self.options.joker {
            JokerMode::None => {}
            // Any open box; the Joker scores only once the matching upper box is filled.
            JokerMode::FreeChoice => placement.joker = matching_upper_open.is_none(),
            JokerMode::Forced => {
                placement.joker = true;
                let lower_open = open & self.section_mask(Section::Lower);
                if let Some(u) = matching_upper_open {
                    placement.allowed = 1 << u;
                    placement.restriction = Some(JokerRestriction::MatchingUpper { box_index: u });
                } else if lower_open != 0 && lower_open != open {
                    placement.allowed = lower_open;
                    placement.restriction = Some(JokerRestriction::LowerFirst);
                }
            }
        }
        placement
    }
}
