//! The coach's side of the page: what to ask the solver, and how to read its answers. Pure
//! functions over the game and the solver's messages; the worker itself is in `worker.rs` and
//! the messages go through `solver_client.rs`.

use serde::{Deserialize, Serialize};
use yahtzee_engine::{Action, Face, Game, Rules, DICE};

use crate::protocol::{Judged, Move, Pos, RankedMove};

/// Coach settings the player chooses; saved in the browser.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct CoachSettings {
    /// Warn before a move that gives away more than `threshold` points.
    pub warn: bool,
    /// Points, 0.1 to 5.
    pub threshold: f64,
}

impl Default for CoachSettings {
    fn default() -> CoachSettings {
        CoachSettings {
            warn: false,
            threshold: 1.0,
        }
    }
}

/// Where the solver's table stands.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum SolverStatus {
    /// Not asked yet, or the worker has not started.
    Starting,
    /// Building: this fraction is done.
    Building(f32),
    /// Ready.
    Ready {
        /// Expected final score of a whole game.
        start_value: f64,
        /// Build or load time, in milliseconds.
        millis: f64,
        /// Loaded from the browser's cache.
        cached: bool,
    },
    /// The browser could not run the worker.
    Unavailable,
}

/// Identifies a decision point: advice for one position is never shown for another.
pub fn position_key(game: &Game) -> String {
    let t = game.turn();
    format!(
        "{}:{}:{}:{:?}:{}",
        game.seed(),
        game.current_player(),
        game.decisions().len(),
        t.dice,
        t.rolls
    )
}

/// The position to ask the solver about, or `None` when there is no decision to make.
pub fn position(game: &Game) -> Option<Pos> {
    if game.is_over() || game.turn().rolls == 0 {
        return None;
    }
    let rules = game.rules();
    let sheet = game.sheet();
    Some(Pos {
        filled: sheet.filled(),
        upper: sheet.totals(&rules).upper,
        yahtzee_scored: sheet.yahtzee_scored(&rules),
        dice: game.turn().dice,
        marked: rules
            .def
            .wild
            .and_then(|w| game.turn().dice.get(w.die).copied()),
        rolls_left: game.rolls_left(),
    })
}

/// Points the current sheet already holds, to turn "points to come" into a final score.
pub fn banked(game: &Game) -> f64 {
    game.sheet().totals(&game.rules()).total as f64
}

/// The move a roll with the current holds makes.
pub fn current_keep(game: &Game) -> Move {
    let t = game.turn();
    let mut faces: Vec<Face> = (0..DICE)
        .filter(|&i| t.held[i])
        .map(|i| t.dice[i])
        .collect();
    faces.sort_unstable();
    match game.rules().def.wild {
        Some(w) if t.held[w.die] => Move::KeepMarked(faces),
        _ => Move::Keep(faces),
    }
}

/// Points a reviewed decision gave away (0 for a best move).
pub fn loss(j: &Judged) -> f64 {
    (j.best - j.chosen).max(0.0)
}

/// Points `chosen` gives away against the best option, if the solver ranked it.
pub fn loss_of(options: &[RankedMove], chosen: &Move) -> Option<f64> {
    let best = options.first()?;
    let mine = options.iter().find(|o| &o.choice == chosen)?;
    Some((best.value - mine.value).max(0.0))
}

/// The engine actions that play `m`: toggles to hold exactly the kept dice, then a roll; or
/// the wild die's value and a score.
pub fn actions_for(game: &Game, m: &Move) -> Vec<Action> {
    yahtzee_solver::play::actions_for(game, m.into())
}

/// Which dice a keep holds, as `actions_for` would set them.
pub fn dice_for_keep(game: &Game, m: &Move) -> [bool; DICE] {
    let mut held = game.turn().held;
    for a in actions_for(game, m) {
        if let Action::Toggle(i) = a {
            held[i] = !held[i];
        }
    }
    held
}

/// A move in words: "keep 5 5 5 and roll 2 dice", "roll all five dice", "score 25 in Full House".
pub fn describe(game: &Game, m: &Move) -> String {
    let rules: Rules = game.rules();
    match m {
        Move::Score(b) => {
            let points = game.preview(*b).map(|p| p.points + p.bonus).unwrap_or(0);
            format!("score {points} in {}", rules.boxes()[*b].name)
        }
        Move::ScoreWild { box_index, wild } => {
            let mut g = game.clone();
            g = g.apply(Action::SetWild(*wild)).unwrap_or(g);
            let points = g
                .preview(*box_index)
                .map(|p| p.points + p.bonus)
                .unwrap_or(0);
            format!(
                "count the wild die as {wild} and score {points} in {}",
                rules.boxes()[*box_index].name
            )
        }
        Move::Keep(faces) if faces.is_empty() => "roll all five dice".to_string(),
        Move::KeepMarked(faces) | Move::Keep(faces) => {
            let kept: Vec<String> = faces.iter().map(|f| f.to_string()).collect();
            let n = DICE - faces.len();
            format!(
                "keep {} and roll {n} {}",
                kept.join(" "),
                if n == 1 { "die" } else { "dice" }
            )
        }
    }
}

/// Each player's chance to win, from their score so far, the expected points still to come
/// under optimal play, and a spread that shrinks with the boxes left (the standard deviation of
/// a whole optimal game, 59.6 points, scaled by the square root of the share of boxes still
/// open). Estimated from 4,000 normal draws with a fixed seed, so the same position always
/// shows the same numbers; a shared first place is split.
pub fn win_chances(banked: &[f64], to_come: &[f64], open_share: &[f64]) -> Vec<f64> {
    let n = banked.len();
    let mut rng = yahtzee_engine::Pcg32::new(2024, 11);
    let mut uniform = || (rng.next_u32() as f64 + 0.5) / 4_294_967_296.0;
    let mut wins = vec![0.0; n];
    const DRAWS: usize = 4000;
    for _ in 0..DRAWS {
        let finals: Vec<f64> = (0..n)
            .map(|i| {
                // Box-Muller.
                let z = (-2.0 * uniform().ln()).sqrt() * (std::f64::consts::TAU * uniform()).cos();
                banked[i] + to_come[i] + z * 59.6 * open_share[i].sqrt()
            })
            .collect();
        let best = finals.iter().cloned().fold(f64::MIN, f64::max);
        let winners = finals.iter().filter(|&&f| f >= best - 1e-9).count() as f64;
        for (w, f) in wins.iter_mut().zip(&finals) {
            if *f >= best - 1e-9 {
                *w += 1.0 / winners;
            }
        }
    }
    wins.into_iter().map(|w| w / DRAWS as f64).collect()
}

/// A label for a mean loss per decision. Below 0.2 is expert play by Verhoeff's published
/// standard; the other steps are this game's own.
pub fn proficiency(mean_loss: f64) -> &'static str {
    match mean_loss {
        m if m < 0.2 => "Expert",
        m if m < 0.5 => "Advanced",
        m if m < 1.0 => "Intermediate",
        m if m < 2.0 => "Novice",
        _ => "Beginner",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use yahtzee_engine::Scripted;

    #[test]
    fn keeps_map_onto_held_dice_first() {
        let g = Game::solo(1)
            .roll_with(&mut Scripted::new([5, 2, 5, 5, 1]))
            .unwrap()
            .apply(Action::Hold(3))
            .unwrap();
        assert_eq!(
            dice_for_keep(&g, &Move::Keep(vec![5, 5])),
            [true, false, false, true, false]
        );
        let actions = actions_for(&g, &Move::Keep(vec![5, 5]));
        assert_eq!(actions, vec![Action::Toggle(0), Action::Roll]);
        assert_eq!(current_keep(&g), Move::Keep(vec![5]));
        assert_eq!(
            describe(&g, &Move::Keep(vec![5, 5, 5])),
            "keep 5 5 5 and roll 2 dice"
        );
        assert_eq!(describe(&g, &Move::Keep(vec![])), "roll all five dice");
        assert_eq!(describe(&g, &Move::Score(4)), "score 15 in Fives");
    }

    #[test]
    fn losses_are_measured_against_the_best_option() {
        let options = vec![
            RankedMove {
                choice: Move::Score(8),
                value: 30.0,
            },
            RankedMove {
                choice: Move::Keep(vec![2, 2]),
                value: 27.5,
            },
        ];
        assert_eq!(loss_of(&options, &Move::Score(8)), Some(0.0));
        assert_eq!(loss_of(&options, &Move::Keep(vec![2, 2])), Some(2.5));
        assert_eq!(loss_of(&options, &Move::Score(1)), None);
        assert_eq!(proficiency(0.1), "Expert");
        assert_eq!(proficiency(0.3), "Advanced");
        assert_eq!(proficiency(3.0), "Beginner");
    }

    #[test]
    fn win_chances_add_up_and_favour_the_leader() {
        let c = win_chances(&[200.0, 150.0], &[40.0, 40.0], &[0.3, 0.3]);
        assert!((c.iter().sum::<f64>() - 1.0).abs() < 1e-9);
        assert!(c[0] > 0.8, "{c:?}");
        let even = win_chances(&[100.0, 100.0], &[100.0, 100.0], &[0.5, 0.5]);
        assert!((even[0] - 0.5).abs() < 0.05, "{even:?}");
        let over = win_chances(&[250.0, 240.0], &[0.0, 0.0], &[0.0, 0.0]);
        assert_eq!(over, vec![1.0, 0.0]);
    }
}
