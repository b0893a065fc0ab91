//! The table rules: the options players argue about at the table ([`Options`]), which of them
//! each game offers, and a game together with its options ([`RuleSet`]).

use serde::{Deserialize, Serialize};

use super::{Pattern, Rules, VariantDef, VariantId};

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
    /// The other card's upper bonus (Maxi Yatzy: 50 at 75, for the Swedish card's 100 at 84).
    #[serde(default, skip_serializing_if = "is_false")]
    pub other_bonus: bool,
    /// No rolls saved: each turn has its three rolls and no more (Maxi Yatzy).
    #[serde(default, skip_serializing_if = "is_false")]
    pub no_saved_rolls: bool,
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
            other_bonus: false,
            no_saved_rolls: false,
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
        self.boxes
            .iter()
            .any(|b| matches!(b.pattern, Pattern::TwoPairs))
    }

    /// Whether the table can fill the boxes in order in this game.
    pub fn offers_forced_order(&self) -> bool {
        self.forced_order_option
    }

    /// Whether the table can play the other card's upper bonus in this game.
    pub fn offers_other_bonus(&self) -> bool {
        !self.other_bonus.is_empty()
    }

    /// Whether the table can play without saved rolls in this game.
    pub fn offers_no_saved_rolls(&self) -> bool {
        self.saves_rolls
    }

    /// Whether the game has any table rule to choose.
    pub fn offers_options(&self) -> bool {
        self.offers_joker()
            || self.offers_yahtzee_bonus()
            || self.offers_five_of_a_kind_full_house()
            || self.offers_four_of_a_kind_two_pairs()
            || self.offers_forced_order()
            || self.offers_other_bonus()
            || self.offers_no_saved_rolls()
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
        if !def.offers_other_bonus() {
            options.other_bonus = official.other_bonus;
        }
        if !def.offers_no_saved_rolls() {
            options.no_saved_rolls = official.no_saved_rolls;
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
