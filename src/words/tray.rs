//! The dice tray's sentences: where the turn stands, the Roll button, what to do next.

use yahtzee_engine::{DiceMode, Game};

use crate::msg;

/// Where the turn stands: the round before a roll, then the rolls used; in a game that saves
/// rolls (Maxi Yatzy), with the saved rolls still to use ("Roll 1 of 3 · 2 saved"), and a roll
/// beyond the turn's own as one of the saved ("Saved roll 1 of 2").
pub fn status(game: &Game) -> String {
    let turn = game.turn();
    let per_turn = game.rules().def.rolls_per_turn;
    let saved = game.sheet().saved_rolls;
    let status = if game.is_over() {
        return msg::tray_game_over();
    } else if turn.rolls == 0 {
        let (round, rounds) = (game.round(), game.rules().box_count());
        if game.dice_mode() == DiceMode::Entered {
            msg::tray_turn_entered(round, rounds)
        } else {
            msg::tray_turn(round, rounds)
        }
    } else if turn.rolls > per_turn {
        msg::tray_saved_roll(turn.rolls - per_turn, saved)
    } else {
        msg::tray_roll_status(turn.rolls, per_turn)
    };
    // The saved rolls not used yet this turn.
    match saved.saturating_sub(turn.rolls.saturating_sub(per_turn)) {
        0 => status,
        left => msg::tray_saved(&status, left),
    }
}

/// The Roll button: the rolls the turn may make before the first, then the rolls left.
pub fn roll_label(game: &Game) -> String {
    if game.turn().rolls == 0 {
        msg::tray_roll(game.rolls_left())
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
        super::hold_hint(
            touch,
            game.dice_mode() == DiceMode::Entered,
            turn.dice.len(),
        )
    } else if rolled {
        msg::tray_choose_box()
    } else {
        String::new()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use yahtzee_engine::{Action, Options, RuleSet, Scripted, VariantId};

    #[test]
    fn the_tray_says_the_rolls_saved_and_a_saved_roll_as_one() {
        let maxi = RuleSet {
            variant: VariantId::Maxi,
            options: Options::default(),
        };
        let roll = |g: &Game| g.roll_with(&mut Scripted::new(vec![4; 6])).unwrap();
        let g = Game::new(maxi, 1, 3).unwrap();
        assert_eq!(status(&g), "Turn 1 of 20: roll the dice");
        assert_eq!(roll_label(&g), "Roll (3 left)");
        // One roll and a score: two rolls saved.
        let g = roll(&g).apply(Action::Score(19)).unwrap();
        assert_eq!(status(&g), "Turn 2 of 20: roll the dice · 2 saved");
        assert_eq!(roll_label(&g), "Roll (5 left)");
        let g = roll(&roll(&roll(&g)));
        assert_eq!(status(&g), "Roll 3 of 3 · 2 saved");
        let g = roll(&g);
        assert_eq!(status(&g), "Saved roll 1 of 2 · 1 saved");
        let g = roll(&g);
        assert_eq!(status(&g), "Saved roll 2 of 2");
        assert_eq!(hint(&g, false), "Choose a box on the scoresheet.");
        // Five dice and no saved rolls: as ever.
        let classic = roll(&Game::solo(3));
        assert_eq!(status(&classic), "Roll 1 of 3");
    }
}
