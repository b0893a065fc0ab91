//! Rule variants as data.
//!
//! Every game is one [`VariantDef`]: its dice, its boxes (each a [`Pattern`] that the dice must
//! show and the [`Points`] it then scores), its bonuses and whether it has a Joker rule. The
//! options players argue about at the table are an [`Options`] value. Scoring, the order of
//! legal moves, the scoresheet, the help page and the solver all read these two values; no other
//! code asks which game is being played.

use serde::{Deserialize, Serialize};

use crate::dice::{Counts, Face, DICE};

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
}

impl VariantId {
    /// Every variant, in the order the game offers them.
    pub const ALL: [VariantId; 1] = [VariantId::Classic];

    /// The definition of this variant.
    pub fn def(self) -> &'static VariantDef {
        match self {
            VariantId::Classic => &CLASSIC,
        }
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
}

impl Default for Options {
    fn default() -> Options {
        Options {
            joker: JokerMode::Forced,
            five_of_a_kind_full_house: false,
            yahtzee_bonus: true,
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

/// What the dice must show for a box to score.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Pattern {
    /// Always met; the box scores the dice showing this face.
    Face(Face),
    /// At least this many dice show the same face.
    OfAKind(u8),
    /// Three dice of one face and two of another (or, by option, five alike).
    FullHouse,
    /// This many consecutive faces appear among the dice.
    Straight(u8),
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
    /// One sentence for the help page.
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
    /// Its name.
    pub name: &'static str,
    /// A paragraph for the help page.
    pub summary: &'static str,
    /// Faces on each die, numbered from 1.
    pub faces: u8,
    /// Rolls in a turn, the first included.
    pub rolls_per_turn: u8,
    /// The boxes, top to bottom.
    pub boxes: &'static [BoxDef],
    /// Upper bonus steps, lowest threshold first; the highest step reached counts.
    pub upper_bonus: &'static [BonusTier],
    /// The five-of-a-kind box whose 50 enables the extra-Yahtzee bonus and the Joker rule.
    pub yahtzee_box: Option<usize>,
    /// Points for each further five of a kind while the Yahtzee box holds its full score.
    pub extra_yahtzee_bonus: u16,
    /// Whether the Joker rule exists in this game at all (the option picks its form).
    pub has_joker: bool,
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

/// Classic Yahtzee, as seeds 000-002 define it.
pub static CLASSIC: VariantDef = VariantDef {
    id: VariantId::Classic,
    name: "Classic Yahtzee",
    summary: "Five six-sided dice, up to three rolls a turn, thirteen boxes. \
              63 or more in the upper section earns 35 more points. \
              Each further Yahtzee earns 100 while the Yahtzee box holds 50.",
    faces: 6,
    rolls_per_turn: 3,
    boxes: &[
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
    ],
    upper_bonus: &[BonusTier {
        threshold: 63,
        bonus: 35,
    }],
    yahtzee_box: Some(11),
    extra_yahtzee_bonus: 100,
    has_joker: true,
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

impl RuleSet {
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

    /// Whether `counts` meet a pattern on their own (no Joker).
    pub fn meets(&self, pattern: Pattern, counts: &Counts) -> bool {
        match pattern {
            Pattern::Face(_) | Pattern::Chance => true,
            Pattern::OfAKind(n) => counts.max_alike() >= n,
            Pattern::FullHouse => {
                let has = |n| counts.0.contains(&n);
                (has(3) && has(2))
                    || (self.options.five_of_a_kind_full_house && counts.max_alike() == 5)
            }
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
            (Points::Fixed(p), _) => p,
        }
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

    /// The full score of the Yahtzee box, which enables the extra-Yahtzee bonus.
    pub fn yahtzee_full_score(&self) -> Option<u16> {
        let i = self.def.yahtzee_box?;
        match self.boxes()[i].points {
            Points::Fixed(p) => Some(p),
            _ => None,
        }
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
        let Some(ybox) = self.def.yahtzee_box else {
            return placement;
        };
        let five_alike = counts.max_alike() as usize == DICE;
        if !five_alike || filled & (1 << ybox) == 0 {
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
