//! Helpers shared by the engine's integration tests.
#![allow(dead_code)]

use yahtzee_engine::{Action, Game, JokerMode, Options, RuleSet, Scripted, VariantId};

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
