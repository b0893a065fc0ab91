//! The review's sentences: a move, a decision, a player, in the language spoken.

use yahtzee_engine::{Choice as Played, Counts, Decision, Face, RuleSet};
use yahtzee_i18n::Num;
use yahtzee_protocol::Choice;

use super::box_name;
use crate::msg;

/// A move in the words of the review.
pub fn move_text(rules: RuleSet, d: &Decision, m: &Choice) -> String {
    let r = rules.rules();
    match m {
        Choice::Score(b) => {
            let counts = Counts::of(&d.dice);
            let p = r.placement(d.filled, d.yahtzee_scored, &counts);
            let points = r.box_score(*b, &counts, p.joker) + p.bonus;
            msg::review_move_score(points, &box_name(&r, *b))
        }
        Choice::ScoreWild { box_index, wild } => {
            let mut dice = d.dice;
            if let Some(w) = r.def.wild {
                dice[w.die] = *wild;
            }
            let counts = Counts::of(&dice);
            let p = r.placement(d.filled, d.yahtzee_scored, &counts);
            let points = r.box_score(*box_index, &counts, p.joker) + p.bonus;
            msg::review_move_score_wild(*wild, points, &box_name(&r, *box_index))
        }
        Choice::Keep(k) if k.is_empty() => msg::review_move_reroll(),
        Choice::Keep(k) => msg::review_move_keep(&super::faces_text(&k.faces())),
        Choice::KeepMarked(k) => msg::review_move_keep_marked(&super::faces_text(&k.faces())),
    }
}

/// The points per decision below which play is expert (`words::coach::proficiency`), as shown.
pub fn expert() -> Num {
    Num::fixed(0.2, 1)
}

/// What a decision chose, as the solver names moves.
fn chosen_move(d: &Decision) -> Choice {
    match d.choice {
        Played::Score(b) => Choice::Score(b),
        Played::Keep(held) => {
            let k: Vec<Face> = (0..d.dice.len())
                .filter(|&i| held[i])
                .map(|i| d.dice[i])
                .collect();
            Choice::Keep(Counts::of(&k))
        }
    }
}

/// Player `p`'s name, or their place at the table.
pub fn name_of(names: &[String], p: usize) -> String {
    names
        .get(p)
        .cloned()
        .unwrap_or_else(|| msg::review_player_number(p + 1))
}

/// Decision `d` in words: its dice, and what its player chose. A player alone at the table is
/// spoken to ("you chose"); else the player's name says who chose.
pub fn choice_text(rules: RuleSet, names: &[String], d: &Decision) -> String {
    let who = if names.len() <= 1 && d.player == 0 {
        "you"
    } else {
        "player"
    };
    msg::review_choice(
        &super::faces_text(&d.dice),
        who,
        &name_of(names, d.player),
        &move_text(rules, d, &chosen_move(d)),
    )
}
