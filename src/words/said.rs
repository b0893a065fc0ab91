//! What the live region says of the dice and the sheet (keys D and C, each roll): the dice as
//! they lie and the sheet box by box, with the upper bonus still to make.

use yahtzee_engine::{DiceMode, Game, Section};

use super::*;
use crate::msg;

/// Faces as a move or a roll names them: "3 3 5 1 6".
pub fn faces_text(faces: &[yahtzee_engine::Face]) -> String {
    faces
        .iter()
        .map(|f| f.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

/// The dice in words, e.g. "Roll 2 of 3: 6, 6, 3, 2, 1. Held: die 1, die 2. 1 roll left." (of
/// the rolls this turn may make, saved rolls included).
pub fn dice_text(game: &Game) -> String {
    let turn = game.turn();
    if turn.rolls == 0 {
        let (round, rounds) = (game.round(), game.rules().box_count());
        return match game.dice_mode() {
            _ if game.is_over() => msg::said_dice_over(),
            DiceMode::Entered => msg::said_dice_none_entered(round, rounds),
            _ => msg::said_dice_none_rolled(round, rounds),
        };
    }
    let held: Vec<String> = (0..turn.dice.len())
        .filter(|&i| turn.held[i])
        .map(|i| msg::said_die(i + 1))
        .collect();
    let held = if held.is_empty() {
        msg::said_dice_none_held()
    } else {
        msg::said_dice_held(&list(&held))
    };
    let faces: Vec<String> = turn.dice.iter().map(|d| d.to_string()).collect();
    msg::said_dice(
        turn.rolls,
        game.rolls_in_turn(),
        &list(&faces),
        &held,
        game.rolls_left(),
    )
}

/// The scoresheet in words: filled boxes with their scores, open boxes with what they would
/// score now, and the totals.
pub fn sheet_text(game: &Game) -> String {
    let rules = game.rules();
    let sheet = game.sheet();
    let rolled = game.turn().rolls > 0;
    let mut filled = Vec::new();
    let mut open = Vec::new();
    for i in 0..rules.box_count() {
        let name = box_name(&rules, i);
        match sheet.boxes[i] {
            Some(s) => filled.push(msg::said_sheet_box(&name, s)),
            None => match game.preview(i) {
                Ok(p) => open.push(msg::said_sheet_box(&name, p.points)),
                Err(_) if rolled => open.push(msg::said_sheet_box_not_allowed(&name)),
                Err(_) => open.push(name),
            },
        }
    }
    let t = sheet.totals(&rules);
    let mut parts = Vec::new();
    if !filled.is_empty() {
        parts.push(msg::said_sheet_scored(&list(&filled)));
    }
    if !open.is_empty() {
        parts.push(if rolled {
            msg::said_sheet_open_rolled(&list(&open))
        } else {
            msg::said_sheet_open(&list(&open))
        });
    }
    let needs = bonus_needed_text(game, game.current_player());
    parts.push(msg::said_sheet_upper(t.upper, &needs));
    if !rules.def.upper_bonus.is_empty() {
        parts.push(msg::said_sheet_upper_bonus(t.upper_bonus));
    }
    if rules.def.extra_yahtzee_bonus > 0 && rules.options.yahtzee_bonus {
        parts.push(msg::said_sheet_extra_bonus(
            &extra_bonus_name(game),
            t.yahtzee_bonus,
        ));
    }
    parts.push(msg::said_sheet_total(t.total));
    parts.join(" ")
}

/// Where `player` stands on the upper bonus: "12 more for a bonus of 35", "bonus earned" or
/// "bonus out of reach".
pub fn bonus_needed_text(game: &Game, player: usize) -> String {
    let rules = game.rules();
    let sheet = &game.sheets()[player];
    let t = sheet.totals(&rules);
    // The next step of the bonus not yet reached (Tricolor has three).
    let Some(next) = rules
        .def
        .upper_bonus
        .iter()
        .find(|tier| t.upper < tier.threshold)
    else {
        return if rules.def.upper_bonus.is_empty() {
            msg::sheet_needs_none()
        } else {
            msg::sheet_needs_earned()
        };
    };
    let reachable: u16 = rules
        .boxes()
        .iter()
        .zip(&sheet.boxes)
        .filter(|(b, s)| b.section == Section::Upper && s.is_none())
        .map(|(b, _)| match b.pattern {
            yahtzee_engine::Pattern::Face(f) => u16::from(rules.def.dice) * u16::from(f),
            _ => 0,
        })
        .sum();
    if t.upper + reachable < next.threshold {
        if t.upper_bonus > 0 {
            msg::sheet_needs_earned()
        } else {
            msg::sheet_needs_out_of_reach()
        }
    } else {
        msg::sheet_needs_more(next.threshold - t.upper, next.bonus)
    }
}
