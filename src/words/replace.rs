//! The question before the game on the table is replaced.

use yahtzee_engine::Session;

use crate::msg;

/// What is on the table, in words, for the question before replacing it.
pub fn in_progress(session: &Session) -> String {
    let game = session.game();
    let name = super::game_name(game.rules().def.id);
    let seed = super::game_number(game.seed());
    if game.dice_mode().is_daily() {
        return msg::replace_current_daily(&name, game.round());
    }
    if session.games() > 1 {
        msg::replace_current_session(&name, &seed, session.game_number(), session.games())
    } else {
        msg::replace_current_turn(&name, &seed, game.round())
    }
}

/// The words of the link that brings the game in progress back once it is set aside: named by
/// the number the question names it by.
pub fn back_link(session: &Session) -> String {
    if session.dice_mode().is_daily() {
        return msg::replace_back_daily();
    }
    msg::replace_back(&session.game().seed().to_string())
}
