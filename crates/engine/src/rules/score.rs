//! What the dice score: whether they meet a box's pattern, the points the box then gives, and
//! the bonuses.

use super::{BonusTier, BoxDef, BoxMask, Colour, Pattern, Points, Rules, Section};
use crate::dice::{Counts, Face, MAX_FACES};

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
            .position(|b| matches!(b.pattern, Pattern::Face(f) if f == face))
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
        groups(counts, &[2, 2], 0).or_else(|| {
            (1..=MAX_FACES as Face)
                .find(|&f| counts.get(f) >= 4)
                .filter(|_| self.options.four_of_a_kind_two_pairs)
                .map(|f| 4 * f as u16)
        })
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
            Pattern::ThreePairs => groups(counts, &[2, 2, 2], 0).is_some(),
            Pattern::Kinds { big, small } => groups(counts, &[big, small], 0).is_some(),
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
            (Points::MatchingSum, Pattern::OfAKind(n)) => groups(counts, &[n], 0).unwrap_or(0),
            (Points::MatchingSum, Pattern::TwoPairs) => self.two_pairs(counts).unwrap_or(0),
            (Points::MatchingSum, Pattern::ThreePairs) => {
                groups(counts, &[2, 2, 2], 0).unwrap_or(0)
            }
            (Points::MatchingSum, Pattern::Kinds { big, small }) => {
                groups(counts, &[big, small], 0).unwrap_or(0)
            }
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
                .position(|b| matches!(b.pattern, Pattern::OfAKind(n) if n == self.def.dice))
        })
    }

    /// The upper bonus's steps at this table: the game's, or the other card's when the table
    /// plays it ([`Options::other_bonus`](super::Options::other_bonus)).
    pub fn bonus_tiers(&self) -> &'static [BonusTier] {
        if self.options.other_bonus && !self.def.other_bonus.is_empty() {
            self.def.other_bonus
        } else {
            self.def.upper_bonus
        }
    }

    /// Whether the rolls a turn leaves unused are saved for the player's later turns.
    pub fn saves_rolls(&self) -> bool {
        self.def.saves_rolls && !self.options.no_saved_rolls
    }

    /// The upper bonus earned by an upper-section total.
    pub fn upper_bonus(&self, upper_total: u16) -> u16 {
        self.bonus_tiers()
            .iter()
            .rev()
            .find(|t| upper_total >= t.threshold)
            .map_or(0, |t| t.bonus)
    }

    /// The upper total beyond which more points never change the bonus.
    pub fn upper_cap(&self) -> u16 {
        self.bonus_tiers()
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
}

/// The best sum of groups of dice alike, each of another face: `sizes[i]` dice of the `i`-th
/// group's face (the faces in `used`, a bit per face, taken already); `None` when the dice hold no
/// such groups. Every kind and pair a box scores by its matching dice: `[3]` three of a kind,
/// `[2, 2]` two pairs, `[2, 2, 2]` three pairs, `[3, 2]` a full house of six dice, `[4, 2]` a
/// tower. (One small loop for all of them: the page's first download carries it.)
fn groups(counts: &Counts, sizes: &[u8], used: u8) -> Option<u16> {
    // A bit of `used` for each face, 1 to MAX_FACES.
    const _: () = assert!(MAX_FACES < u8::BITS as usize);
    let Some((&n, rest)) = sizes.split_first() else {
        return Some(0);
    };
    let mut best = None;
    for f in 1..=MAX_FACES as Face {
        if used & 1 << f == 0 && counts.get(f) >= n {
            let sum = groups(counts, rest, used | 1 << f).map(|s| s + u16::from(n) * u16::from(f));
            best = best.max(sum);
        }
    }
    best
}
