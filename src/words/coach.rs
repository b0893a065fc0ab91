//! The coach's words: its moves, its hint, its warning, and the label of a reviewed player's
//! play. What the coach computes is `crate::coach`'s.

use yahtzee_engine::{Action, Game, Rules};
use yahtzee_i18n::Num;
use yahtzee_protocol::{Choice, Ranked};

use super::names::box_name;
use crate::coach::{self, SolverStatus};
use crate::msg;

/// A move in words: "keep 5 5 5 and roll 2 dice", "roll all five dice", "score 25 in Full House".
pub fn describe(game: &Game, m: &Choice) -> String {
    let rules: Rules = game.rules();
    match m {
        Choice::Score(b) => {
            let points = game.preview(*b).map(|p| p.points + p.bonus).unwrap_or(0);
            msg::coach_move_score(points, &box_name(&rules, *b))
        }
        Choice::ScoreWild { box_index, wild } => {
            let mut g = game.clone();
            g = g.apply(Action::SetWild(*wild)).unwrap_or(g);
            let points = g
                .preview(*box_index)
                .map(|p| p.points + p.bonus)
                .unwrap_or(0);
            msg::coach_move_score_wild(*wild, points, &box_name(&rules, *box_index))
        }
        Choice::Keep(kept) if kept.is_empty() => msg::coach_move_roll_all(),
        Choice::KeepMarked(kept) | Choice::Keep(kept) => {
            msg::coach_move_keep(&kept_faces(m), game.turn().dice.len() - kept.faces().len())
        }
    }
}

/// The faces a keep holds, as the coach names them: "5 5 5" (nothing for a score).
pub fn kept_faces(m: &Choice) -> String {
    match m {
        Choice::Keep(kept) | Choice::KeepMarked(kept) => super::faces_text(&kept.faces()),
        _ => String::new(),
    }
}

/// The hint in words, for the solver's ranking of the position on the table.
pub fn hint_text(game: &Game, options: &[Ranked]) -> Option<String> {
    let best = options.first()?;
    let banked = coach::banked(game);
    let best_move = describe(game, &best.choice);
    let score = Num::fixed(banked + best.value, 1);
    Some(match options.get(1) {
        Some(next) => msg::said_hint_next(
            &best_move,
            score,
            &describe(game, &next.choice),
            Num::fixed(best.value - next.value, 1),
        ),
        None => msg::said_hint(&best_move, score),
    })
}

/// What the live region says when the coach stops a move that gives away `loss` points: the
/// loss, and the better move `best`.
pub fn warning(game: &Game, loss: f64, best: &Choice) -> String {
    msg::said_coach_warns(Num::fixed(loss, 1), &describe(game, best))
}

/// With real dice, the coach's keep `m` sets the holds and asks the players to roll the others
/// at the table.
pub fn keep_real_dice(m: &Choice) -> String {
    msg::said_keep_real_dice(&kept_faces(m))
}

/// Where the coach stands, for the bots' bar and the footer: "Coach ready".
pub fn status(status: SolverStatus) -> String {
    match status {
        SolverStatus::Starting => msg::coach_starting(),
        SolverStatus::Building(f) => msg::coach_preparing(Num::fixed(f64::from(f) * 100.0, 0)),
        SolverStatus::Ready { .. } => msg::coach_ready(),
        SolverStatus::Unavailable => msg::coach_unavailable(),
    }
}

/// A label for a mean loss per decision. Below 0.2 is expert play by Verhoeff's published
/// standard; the other steps are this game's own.
pub fn proficiency(mean_loss: f64) -> String {
    match mean_loss {
        m if m < 0.2 => msg::level_expert(),
        m if m < 0.5 => msg::level_advanced(),
        m if m < 1.0 => msg::level_intermediate(),
        m if m < 2.0 => msg::level_novice(),
        _ => msg::level_beginner(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use yahtzee_engine::{Counts, Scripted};

    #[test]
    fn moves_are_said_as_the_coach_names_them() {
        // A keep is said by its faces, whatever is held now.
        let g = Game::solo(1)
            .roll_with(&mut Scripted::new([5, 2, 5, 5, 1]))
            .unwrap();
        assert_eq!(
            describe(&g, &Choice::Keep(Counts::of(&[5, 5, 5]))),
            "keep 5 5 5 and roll 2 dice"
        );
        assert_eq!(
            describe(&g, &Choice::Keep(Counts::of(&[]))),
            "roll all the dice"
        );
        assert_eq!(describe(&g, &Choice::Score(4)), "score 15 in Fives");
    }

    #[test]
    fn play_is_labelled_by_its_mean_loss() {
        assert_eq!(proficiency(0.1), "Expert");
        assert_eq!(proficiency(0.3), "Advanced");
        assert_eq!(proficiency(3.0), "Beginner");
    }
}
