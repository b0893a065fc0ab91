//! The names of the games, their boxes and their Joker rules, in the language spoken. The
//! engine names each in English, which the command line prints and which serves here as the
//! key: a native test checks that every box of every game has its message.

use yahtzee_engine::{JokerMode, Rules, VariantId};

use crate::msg;

/// The name of box `index` of the game `rules` plays.
pub fn box_name(rules: &Rules, index: usize) -> String {
    rules
        .boxes()
        .get(index)
        .map_or_else(|| "?".to_string(), |b| box_named(b.name))
}

/// A box's name from its English name (the engine's `BoxDef::name`).
pub fn box_named(english: &str) -> String {
    box_message(english).unwrap_or_else(|| english.to_string())
}

/// Each box's English name (the engine's) and its message: a table the page searches, smaller
/// in the WebAssembly than a `match` on strings.
type Named = (&'static str, fn() -> String);

const BOXES: [Named; 32] = [
    ("Ones", msg::box_ones),
    ("Twos", msg::box_twos),
    ("Threes", msg::box_threes),
    ("Fours", msg::box_fours),
    ("Fives", msg::box_fives),
    ("Sixes", msg::box_sixes),
    ("Sevens", msg::box_sevens),
    ("One Pair", msg::box_one_pair),
    ("Two Pairs", msg::box_two_pairs),
    ("Three of a Kind", msg::box_three_of_a_kind),
    ("Four of a Kind", msg::box_four_of_a_kind),
    ("Full House", msg::box_full_house),
    ("Small Straight", msg::box_small_straight),
    ("Large Straight", msg::box_large_straight),
    ("Little Straight", msg::box_little_straight),
    ("Big Straight", msg::box_big_straight),
    ("Straight", msg::box_straight),
    ("Chance", msg::box_chance),
    ("Choice", msg::box_choice),
    ("Yahtzee", msg::box_yahtzee),
    ("Yatzy", msg::box_yatzy),
    ("Yacht", msg::box_yacht),
    ("Kismet", msg::box_kismet),
    ("Flush", msg::box_flush),
    ("Two Pair Same Colour", msg::box_two_pair_same_colour),
    ("Full House Same Colour", msg::box_full_house_same_colour),
    ("Three Pairs", msg::box_three_pairs),
    ("Five of a Kind", msg::box_five_of_a_kind),
    ("Full Straight", msg::box_full_straight),
    ("Villa", msg::box_villa),
    ("Tower", msg::box_tower),
    ("Maxi Yatzy", msg::box_maxi_yatzy),
];

fn box_message(english: &str) -> Option<String> {
    BOXES.iter().find(|(n, _)| *n == english).map(|(_, m)| m())
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
            assert_eq!(game_name(v), v.def().name);
            for b in v.def().boxes {
                // A message of its own, which in English is the engine's name.
                assert_eq!(box_message(b.name).as_deref(), Some(b.name));
            }
        }
    }
}
