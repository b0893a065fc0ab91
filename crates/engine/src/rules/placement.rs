//! Where a roll may be scored: the one home of the Joker rule and the extra-Yahtzee bonus, and
//! of boxes filled in order.

use serde::{Deserialize, Serialize};

use super::{BoxMask, JokerMode, Rules, Section};
use crate::dice::Counts;

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

impl Rules {
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
            && (self.def.yahtzee_box.is_none() || counts.max_alike() < self.def.dice)
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
