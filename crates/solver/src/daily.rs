//! The daily game played perfectly: the optimal strategy on the day's dice.
//!
//! The day's dice are the engine's ([`Game::daily`]): each roll shows the day's slot faces for
//! the turn and the roll, whatever was held. The perfect player decides every step as the page's
//! Expert bot does ([`play_bot_turn`], through [`crate::play::bot_move`]), from the position in
//! front of it alone: it never looks at a later roll. Its total on these dice, beside the
//! table's mean, is the luck of the day.

use yahtzee_engine::{BotLevel, DayPlay, Game, VariantId};

use crate::play::play_bot_turn;
use crate::{Table, Workspace};

/// `variant`'s game of `day` (days since 1970-01-01 UTC), played to its end by the
/// expected-score-optimal strategy, as a practice game: the finished game, whose decisions are
/// the perfect play. `table` must be the table of the variant's official rules, the only rules
/// a day's game is played by; another table, a day past [`yahtzee_engine::daily::LAST_DAY`] or
/// a table missing a layer is an error that says so.
pub fn perfect_play(
    table: &Table,
    variant: VariantId,
    day: u64,
    ws: &mut Workspace,
) -> Result<Game, String> {
    let mut game = Game::daily(variant, day, DayPlay::Practice).map_err(|e| e.to_string())?;
    if table.rules() != game.rules() {
        return Err(format!(
            "the daily game of {} needs the table of its official rules",
            variant.name()
        ));
    }
    if !table.is_complete() {
        return Err("the table is not complete".into());
    }
    while !game.is_over() {
        game = play_bot_turn(table, &game, BotLevel::Expert, ws)?;
    }
    Ok(game)
}
