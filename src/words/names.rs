//! The names of the games, their boxes and their Joker rules, in the language spoken, each found
//! by a `match` on the engine's value (`BoxName`, `VariantId`, `JokerMode`): none can go without
//! its message. A native test holds each English message to the engine's English name.

use yahtzee_engine::{BoxName, JokerMode, Rules, VariantId};

use crate::msg;

/// The name of box `index` of the game `rules` plays.
pub fn box_name(rules: &Rules, index: usize) -> String {
    rules
        .boxes()
        .get(index)
        .map_or_else(|| "?".to_string(), |b| box_named(b.name))
}

/// A box's name in the language spoken.
pub fn box_named(name: BoxName) -> String {
    match name {
        BoxName::Ones => msg::box_ones(),
        BoxName::Twos => msg::box_twos(),
        BoxName::Threes => msg::box_threes(),
        BoxName::Fours => msg::box_fours(),
        BoxName::Fives => msg::box_fives(),
        BoxName::Sixes => msg::box_sixes(),
        BoxName::Sevens => msg::box_sevens(),
        BoxName::OnePair => msg::box_one_pair(),
        BoxName::TwoPairs => msg::box_two_pairs(),
        BoxName::ThreePairs => msg::box_three_pairs(),
        BoxName::ThreeOfAKind => msg::box_three_of_a_kind(),
        BoxName::FourOfAKind => msg::box_four_of_a_kind(),
        BoxName::FiveOfAKind => msg::box_five_of_a_kind(),
        BoxName::FullHouse => msg::box_full_house(),
        BoxName::SmallStraight => msg::box_small_straight(),
        BoxName::LargeStraight => msg::box_large_straight(),
        BoxName::LittleStraight => msg::box_little_straight(),
        BoxName::BigStraight => msg::box_big_straight(),
        BoxName::Straight => msg::box_straight(),
        BoxName::FullStraight => msg::box_full_straight(),
        BoxName::Chance => msg::box_chance(),
        BoxName::Choice => msg::box_choice(),
        BoxName::Yahtzee => msg::box_yahtzee(),
        BoxName::Yatzy => msg::box_yatzy(),
        BoxName::Yacht => msg::box_yacht(),
        BoxName::Kismet => msg::box_kismet(),
        BoxName::MaxiYatzy => msg::box_maxi_yatzy(),
        BoxName::Flush => msg::box_flush(),
        BoxName::TwoPairSameColour => msg::box_two_pair_same_colour(),
        BoxName::FullHouseSameColour => msg::box_full_house_same_colour(),
        BoxName::Villa => msg::box_villa(),
        BoxName::Tower => msg::box_tower(),
    }
}

/// A game's name.
pub fn game_name(variant: VariantId) -> String {
    match variant {
        VariantId::Classic => msg::game_classic(),
        VariantId::Lucky7 => msg::game_lucky7(),
        VariantId::Tricolor => msg::game_tricolor(),
        VariantId::Yacht => msg::game_yacht(),
        VariantId::Yatzy => msg::game_yatzy(),
        VariantId::Maxi => msg::game_maxi(),
    }
}

/// A Joker rule's short name, for menus and the foot of the page.
pub fn joker_label(mode: JokerMode) -> String {
    match mode {
        JokerMode::Forced => msg::joker_forced(),
        JokerMode::FreeChoice => msg::joker_free_choice(),
        JokerMode::None => msg::joker_none(),
    }
}

/// A game's number as a person reads it: whole up to six digits, else its last four after an
/// ellipsis ("…0421"), so a random deal's sixteen digits never fill a phone's line. Never
/// grouped as counts are ("1,234"). The whole number stays in links, exports and the titles of
/// what shows it short ([`game_title`]).
pub fn game_number(seed: u64) -> String {
    let whole = seed.to_string();
    if whole.len() <= 6 {
        whole
    } else {
        format!("…{}", &whole[whole.len() - 4..])
    }
}

/// The game and its whole number ("Classic Yahtzee game #2024112612345678"), the title of a
/// place that shows the number short: to read in full and copy.
pub fn game_title(game: &yahtzee_engine::Game) -> String {
    msg::foot_game(&game_name(game.rules().def.id), &game.seed().to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_box_of_every_game_has_its_message() {
        for v in VariantId::ALL.into_iter().chain([VariantId::Maxi]) {
            assert_eq!(game_name(v), v.name());
            for b in v.def().boxes {
                // A message of its own, which in English is the engine's name.
                assert_eq!(box_named(b.name), b.name.english());
            }
        }
    }
}
