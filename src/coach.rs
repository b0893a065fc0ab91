//! The coach's side of the page: what to ask the solver, and how to read its answers. Pure
//! functions over the game and the solver's messages, without words (the coach's sentences are
//! `words/coach.rs`'s); the worker itself is `crates/worker`, and the messages go through
//! `app/solver.rs`.

use yahtzee_engine::{Action, Counts, Face, Game, Held};
use yahtzee_protocol::{Choice, Judged, Ranked, TableSource};

/// The range of the coach's warning threshold, in points: the player chooses it in the coach
/// dialog, and a stored one outside it is damage.
pub const THRESHOLD: std::ops::RangeInclusive<f64> = 0.1..=5.0;

/// Each player's chance to win and expected final score, from playouts under the optimal
/// strategy in the worker.
#[derive(Clone, Debug, PartialEq)]
pub struct Odds {
    /// Chance to win, 0 to 1 (a shared first place split).
    pub chances: Vec<f64>,
    /// Expected final score.
    pub expected: Vec<f64>,
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
        /// Where the table came from.
        source: TableSource,
    },
    /// The browser could not run the worker.
    Unavailable,
}

/// Points the current sheet already holds, to turn "points to come" into a final score.
pub fn banked(game: &Game) -> f64 {
    game.sheet().totals(&game.rules()).total as f64
}

/// The move a roll with the current holds makes.
pub fn current_keep(game: &Game) -> Choice {
    let t = game.turn();
    let mut faces: Vec<Face> = (0..t.dice.len())
        .filter(|&i| t.held[i])
        .map(|i| t.dice[i])
        .collect();
    crate::order::sort_by(&mut faces, |a, b| a.cmp(b));
    match game.rules().def.wild {
        Some(w) if t.held[w.die] => Choice::KeepMarked(Counts::of(&faces)),
        _ => Choice::Keep(Counts::of(&faces)),
    }
}

/// Points a reviewed decision gave away (0 for a best move).
pub fn loss(j: &Judged) -> f64 {
    (j.best - j.chosen).max(0.0)
}

/// Points `chosen` gives away against the best option, if the solver ranked it.
pub fn loss_of(options: &[Ranked], chosen: &Choice) -> Option<f64> {
    let best = options.first()?;
    let mine = options.iter().find(|o| &o.choice == chosen)?;
    Some((best.value - mine.value).max(0.0))
}

/// The move the hint's line to win names, from the Tactician's `ranking`: by the chance to win
/// (`by_chance`, the last turns) its best move while any chance is left; before them a risk
/// attitude's best move when it is not the move for `points` (and that move is ranked too).
/// The hint words that line first and the table outlines its dice or box.
pub fn move_to_win<'a>(
    ranking: &'a [Ranked],
    by_chance: bool,
    points: &Choice,
) -> Option<&'a Ranked> {
    let win = ranking.first()?;
    let named = if by_chance {
        win.value > 0.0
    } else {
        !same_move(&win.choice, points) && ranking.iter().any(|r| same_move(&r.choice, points))
    };
    named.then_some(win)
}

/// Whether two choices are one move: the same, or the same box scored (the ranking by the
/// chance names a wild die's box once, at its best value; the table's every value).
pub fn same_move(a: &Choice, b: &Choice) -> bool {
    let scored = |c: &Choice| match *c {
        Choice::Score(b) | Choice::ScoreWild { box_index: b, .. } => Some(b),
        _ => None,
    };
    a == b || scored(a).is_some_and(|x| scored(b) == Some(x))
}

/// Which dice a keep holds, as `actions_for` (the solver's play, from the later parts) sets
/// them: toggles to hold exactly the kept dice, then a roll.
pub fn dice_for_keep(
    game: &Game,
    m: &Choice,
    actions_for: fn(&Game, Choice) -> Vec<Action>,
) -> Held {
    let mut held = game.turn().held;
    for a in actions_for(game, *m) {
        if let Action::Toggle(i) = a {
            held[i] = !held[i];
        }
    }
    held
}

/// One player's part of a reviewed game.
#[derive(Clone, Debug, PartialEq)]
pub struct PlayerReview {
    /// The player's seat.
    pub player: usize,
    /// Decisions the player made.
    pub decisions: usize,
    /// Points the player gave away in all.
    pub total: f64,
    /// Points given away per decision.
    pub mean: f64,
}

/// Each player's decisions and points given away in a reviewed game, for the players who made
/// decisions, in seat order.
pub fn player_reviews(
    decisions: &[yahtzee_engine::Decision],
    judged: &[Judged],
) -> Vec<PlayerReview> {
    let players = decisions
        .iter()
        .map(|d| d.player)
        .max()
        .map_or(0, |p| p + 1);
    (0..players)
        .filter_map(|p| {
            let mine: Vec<f64> = judged
                .iter()
                .filter(|j| decisions.get(j.index).is_some_and(|d| d.player == p))
                .map(loss)
                .collect();
            let total: f64 = mine.iter().sum();
            (!mine.is_empty()).then(|| PlayerReview {
                player: p,
                decisions: mine.len(),
                total,
                mean: total / mine.len() as f64,
            })
        })
        .collect()
}

/// Each player's mean points given away per decision in a reviewed game, for the players who
/// made decisions.
pub fn mean_losses(decisions: &[yahtzee_engine::Decision], judged: &[Judged]) -> Vec<(usize, f64)> {
    player_reviews(decisions, judged)
        .into_iter()
        .map(|r| (r.player, r.mean))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use yahtzee_engine::Scripted;
    use yahtzee_solver::play::actions_for;

    #[test]
    fn keeps_map_onto_held_dice_first() {
        let g = Game::solo(1)
            .roll_with(&mut Scripted::new([5, 2, 5, 5, 1]))
            .unwrap()
            .apply(Action::Hold(3))
            .unwrap();
        assert_eq!(
            dice_for_keep(&g, &Choice::Keep(Counts::of(&[5, 5])), actions_for),
            [true, false, false, true, false]
        );
        let actions = actions_for(&g, Choice::Keep(Counts::of(&[5, 5])));
        assert_eq!(actions, vec![Action::Toggle(0), Action::Roll]);
        assert_eq!(current_keep(&g), Choice::Keep(Counts::of(&[5])));
    }

    #[test]
    fn losses_are_measured_against_the_best_option() {
        let options = vec![
            Ranked {
                choice: Choice::Score(8),
                value: 30.0,
            },
            Ranked {
                choice: Choice::Keep(Counts::of(&[2, 2])),
                value: 27.5,
            },
        ];
        assert_eq!(loss_of(&options, &Choice::Score(8)), Some(0.0));
        assert_eq!(
            loss_of(&options, &Choice::Keep(Counts::of(&[2, 2]))),
            Some(2.5)
        );
        assert_eq!(loss_of(&options, &Choice::Score(1)), None);
    }

    #[test]
    fn mean_losses_are_per_player() {
        let g = Game::solo(1)
            .roll_with(&mut yahtzee_engine::Scripted::new([5, 2, 5, 5, 1]))
            .unwrap()
            .apply(Action::Score(4))
            .unwrap();
        let decisions = g.decisions().to_vec();
        let judged = |chosen: f64| Judged {
            index: 0,
            chosen,
            best: 10.0,
            best_choice: Choice::Score(4),
            why: None,
        };
        assert_eq!(mean_losses(&decisions, &[judged(7.5)]), vec![(0, 2.5)]);
        assert_eq!(mean_losses(&decisions, &[]), vec![]);
        // Two players: each has their own decisions, total and mean.
        let two = Game::new(yahtzee_engine::RuleSet::default(), 2, 1).unwrap();
        let two =
            [[5, 2, 5, 5, 1], [6, 6, 6, 2, 2]]
                .iter()
                .enumerate()
                .fold(two, |g, (i, dice)| {
                    g.roll_with(&mut yahtzee_engine::Scripted::new(*dice))
                        .unwrap()
                        .apply(Action::Score(4 + i))
                        .unwrap()
                });
        let j = |index: usize, chosen: f64| Judged {
            index,
            ..judged(chosen)
        };
        let reviews = player_reviews(two.decisions(), &[j(0, 9.0), j(1, 4.0)]);
        assert_eq!(
            reviews,
            vec![
                PlayerReview {
                    player: 0,
                    decisions: 1,
                    total: 1.0,
                    mean: 1.0
                },
                PlayerReview {
                    player: 1,
                    decisions: 1,
                    total: 6.0,
                    mean: 6.0
                },
            ]
        );
    }
}
