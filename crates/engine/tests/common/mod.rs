//! Helpers shared by the engine's integration tests.
#![allow(dead_code)]

use yahtzee_engine::{Action, Game, JokerMode, Options, RuleSet, Rules, Scripted, VariantId};

/// Box indices of Classic, in sheet order.
pub const ONES: usize = 0;
pub const THREES: usize = 2;
pub const FOURS: usize = 3;
pub const SIXES: usize = 5;
pub const THREE_KIND: usize = 6;
pub const FOUR_KIND: usize = 7;
pub const FULL_HOUSE: usize = 8;
pub const SMALL: usize = 9;
pub const LARGE: usize = 10;
pub const YAHTZEE: usize = 11;
pub const CHANCE: usize = 12;

pub fn classic(joker: JokerMode, house_full_house: bool, bonus: bool) -> RuleSet {
    RuleSet {
        variant: VariantId::Classic,
        options: Options {
            joker,
            five_of_a_kind_full_house: house_full_house,
            yahtzee_bonus: bonus,
            ..Options::default()
        },
    }
}

/// Rolls exactly `dice` (one roll) and returns the game.
pub fn rolled(game: &Game, dice: [u8; 5]) -> Game {
    game.roll_with(&mut Scripted::new(dice))
        .expect("roll allowed")
}

/// Rolls `dice` and scores them in `box_index`.
pub fn play(game: &Game, dice: [u8; 5], box_index: usize) -> Game {
    rolled(game, dice)
        .apply(Action::Score(box_index))
        .unwrap_or_else(|e| panic!("scoring {dice:?} in box {box_index}: {e}"))
}

/// A rule set for any variant with the given options.
pub fn ruleset(
    variant: VariantId,
    joker: JokerMode,
    house_full_house: bool,
    bonus: bool,
) -> RuleSet {
    RuleSet {
        variant,
        options: Options {
            joker,
            five_of_a_kind_full_house: house_full_house,
            yahtzee_bonus: bonus,
            ..Options::default()
        },
    }
}

/// The scoring rules of `variant` with the official options, or with five of a kind also a Full
/// House (`house`).
pub fn rules(variant: VariantId, house: bool) -> Rules {
    ruleset(variant, JokerMode::Forced, house, true).rules()
}

/// A rule set for any variant with the official options.
pub fn official(variant: VariantId) -> RuleSet {
    RuleSet {
        variant,
        options: Options::default(),
    }
}

/// The index of the box called `name` in these rules.
pub fn box_named(rules: &yahtzee_engine::Rules, name: &str) -> usize {
    rules
        .boxes()
        .iter()
        .position(|b| b.name.english() == name)
        .unwrap_or_else(|| panic!("no box {name:?} in {}", rules.def.id.name()))
}

/// Reads a golden table: one row per line, the dice as digits then the scores; `#` comments.
pub fn golden(text: &str) -> Vec<(Vec<u8>, Vec<u16>)> {
    text.lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| {
            let mut parts = l.split_whitespace();
            let dice = parts.next().unwrap().bytes().map(|b| b - b'0').collect();
            let scores = parts.map(|p| p.parse().unwrap()).collect();
            (dice, scores)
        })
        .collect()
}
