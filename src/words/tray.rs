//! The dice tray's sentences: where the turn stands, the Roll button, what to do next.

use yahtzee_engine::{DiceMode, Game};

use crate::msg;

/// Where the turn stands: the round before a roll, then the rolls used.
pub fn status(game: &Game) -> String {
    let turn = game.turn();
    let per_turn = game.rules().def.rolls_per_turn;
    if game.is_over() {
        msg::tray_game_over()
    } else if turn.rolls == 0 {
        let (round, rounds) = (game.round(), game.rules().box_count());
        if game.dice_mode() == DiceMode::Entered {
            msg::tray_turn_entered(round, rounds)
        } else {
            msg::tray_turn(round, rounds)
        }
    } else {
        msg::tray_roll_status(turn.rolls, per_turn)
    }
}

/// The Roll button: the turn's rolls before the first, then the rolls left.
pub fn roll_label(game: &Game) -> String {
    if game.turn().rolls == 0 {
        msg::tray_roll(game.rules().def.rolls_per_turn)
    } else {
        msg::tray_roll_again(game.rolls_left())
    }
}

/// What to do next, under the dice (`touch`: the player taps rather than clicks).
pub fn hint(game: &Game, touch: bool) -> String {
    let turn = game.turn();
    let rolled = turn.rolls > 0;
    if rolled && turn.held.iter().all(|&h| h) {
        msg::tray_all_held()
    } else if rolled && game.rolls_left() > 0 {
        super::hold_hint(touch, game.dice_mode() == DiceMode::Entered)
    } else if rolled {
        msg::tray_choose_box()
    } else {
        String::new()
    }
}
