//! Each player's chance to win, from playouts: the game is played to the end many times from
//! where it stands, every player following the optimal strategy, with fresh dice each time.
//!
//! The optimal strategy maximises a player's own expected score, not the chance of beating the
//! others, so these are the chances if everyone from now on plays for points, which is how the
//! bots and a coached player play. Playouts give the real spread of the final scores in every
//! game (Yacht's is much narrower than Lucky7's) and its real shape, which a normal curve
//! around the expected score does not.

use yahtzee_engine::{Action, Game};

use crate::play::{actions_for, position, turn_state};
use crate::Table;

/// Plays `game` to the end `n` times, playout `i` with the dice of `game.reseeded(seed + i)`, and
/// returns the final total of every player in each playout. Every player plays the optimal move;
/// the player in the middle of a turn carries on from the dice on the table, holds and rolls
/// already made included.
///
/// A game whose rules are not the table's, or that fails [`Game::validate`], gets no playouts:
/// both only come from a corrupt message, and an empty answer is better than a wrong one.
pub fn playouts(table: &Table, game: &Game, n: u32, seed: u64) -> Vec<Vec<u16>> {
    playouts_between(table, game, 0..n, seed)
}

/// Playouts `range` of [`playouts`] (playout `i` with the dice of `game.reseeded(seed + i)`):
/// the worker runs them a slice at a time, answering other requests in between, and the
/// slices together are exactly the whole.
pub fn playouts_between(
    table: &Table,
    game: &Game,
    range: std::ops::Range<u32>,
    seed: u64,
) -> Vec<Vec<u16>> {
    if game.rules() != table.rules() || game.validate().is_err() {
        return Vec::new();
    }
    let mut ws = table.workspace(1);
    let mut finals = Vec::with_capacity(range.len());
    for i in range {
        let end = play_out(table, game.reseeded(seed.wrapping_add(i as u64)), &mut ws);
        // The engine refuses no move the solver advises for its own rules; should that ever
        // change, the playout is left out rather than counted at a score it never finished.
        debug_assert!(end.is_some(), "playout {i} stopped early");
        if let Some(end) = end {
            let rules = end.rules();
            finals.push(
                end.sheets()
                    .iter()
                    .map(|s| s.totals(&rules).total)
                    .collect(),
            );
        }
    }
    finals
}

/// Plays one game to the end with the optimal strategy for everyone; `None` if the solver or the
/// engine gives up on the way.
fn play_out(table: &Table, mut game: Game, ws: &mut crate::Workspace) -> Option<Game> {
    while !game.is_over() {
        game = optimal_turn(table, game, ws)?;
    }
    Some(game)
}

/// Plays the turn of the player to move to its score with the optimal strategy, from where it
/// stands (rolled or not); `None` if the solver or the engine gives up on the way.
pub fn optimal_turn(table: &Table, mut game: Game, ws: &mut crate::Workspace) -> Option<Game> {
    // A turn's plan depends only on the sheet at the start of the turn, which no roll or hold
    // changes, so a turn already under way is planned from the sheet as it stands.
    let plan = table.plan_turn(turn_state(&game), ws);
    if game.turn().rolls == 0 {
        game = game.apply(Action::Roll).ok()?;
    }
    loop {
        let pos = position(&game)?;
        let best = plan.best(&pos.dice, pos.marked, pos.rolls_left)?;
        for a in actions_for(&game, best.choice) {
            game = game.apply(a).ok()?;
        }
        if game.turn().rolls == 0 {
            return Some(game);
        }
    }
}

/// Each player's chance to win: the share of playouts in which they finish first, a first place
/// shared by `k` players counting `1/k` for each. Empty when there are no playouts.
pub fn win_chances(finals: &[Vec<u16>]) -> Vec<f64> {
    let Some(first) = finals.first() else {
        return Vec::new();
    };
    let mut wins = vec![0.0; first.len()];
    for totals in finals {
        let best = totals.iter().copied().max().unwrap_or(0);
        let winners = totals.iter().filter(|&&t| t == best).count() as f64;
        for (w, &t) in wins.iter_mut().zip(totals) {
            if t == best {
                *w += 1.0 / winners;
            }
        }
    }
    let n = finals.len() as f64;
    wins.into_iter().map(|w| w / n).collect()
}

/// Each player's mean final total over the playouts. Empty when there are no playouts.
pub fn expected(finals: &[Vec<u16>]) -> Vec<f64> {
    let Some(first) = finals.first() else {
        return Vec::new();
    };
    let mut sums = vec![0.0; first.len()];
    for totals in finals {
        for (s, &t) in sums.iter_mut().zip(totals) {
            *s += t as f64;
        }
    }
    let n = finals.len() as f64;
    sums.into_iter().map(|s| s / n).collect()
}

/// Each player's final total at quantile `q` (0 to 1) of the playouts, by the nearest rank:
/// `percentile(finals, 0.1)` and `percentile(finals, 0.9)` bound the middle 80 % of the
/// outcomes. Empty when there are no playouts.
pub fn percentile(finals: &[Vec<u16>], q: f64) -> Vec<u16> {
    let Some(first) = finals.first() else {
        return Vec::new();
    };
    let rank = ((q.clamp(0.0, 1.0) * finals.len() as f64).ceil() as usize).clamp(1, finals.len());
    (0..first.len())
        .map(|p| {
            let mut column: Vec<u16> = finals.iter().map(|t| t[p]).collect();
            let (_, &mut nth, _) = column.select_nth_unstable(rank - 1);
            nth
        })
        .collect()
}

/// The seed of a game's playouts: fixed by the game's own seed, so the same position always
/// shows the same chances (and positions of one game share their random numbers, so the chances
/// move with the game rather than with sampling noise). It is scrambled so that no playout rolls
/// the dice the game itself would roll from its seed.
pub fn playout_seed(game: &Game) -> u64 {
    // SplitMix64's finaliser.
    let mut z = game.seed() ^ 0x6f64_6473_5f76_3031;
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

#[cfg(test)]
mod tests {
    use super::*;
    use yahtzee_engine::{RuleSet, Scripted, VariantId};

    fn yacht() -> (RuleSet, Table) {
        let rules = RuleSet {
            variant: VariantId::Yacht,
            ..RuleSet::default()
        };
        (rules, Table::build(rules, |_| {}))
    }

    /// Plays `game` with the optimal strategy until `turns` turns have been scored.
    fn advance(table: &Table, mut game: Game, turns: usize) -> Game {
        let mut ws = table.workspace(1);
        for _ in 0..turns {
            game = optimal_turn(table, game, &mut ws).unwrap();
        }
        game
    }

    #[test]
    fn playouts_in_slices_are_the_whole() {
        let (rules, table) = yacht();
        let game = advance(&table, Game::new(rules, 3, 8).unwrap(), 4);
        let whole = playouts(&table, &game, 40, 77);
        let mut sliced = Vec::new();
        for range in [0..1, 1..7, 7..7, 7..40] {
            sliced.extend(playouts_between(&table, &game, range, 77));
        }
        assert_eq!(sliced, whole);
        assert_eq!(whole.len(), 40);
    }

    #[test]
    fn a_finished_game_is_certain() {
        let (rules, table) = yacht();
        let game = advance(&table, Game::new(rules, 2, 5).unwrap(), 24);
        assert!(game.is_over());
        let finals = playouts(&table, &game, 50, 1);
        assert_eq!(finals.len(), 50);
        let r = game.rules();
        let totals: Vec<u16> = game.sheets().iter().map(|s| s.totals(&r).total).collect();
        assert!(finals.iter().all(|f| *f == totals));
        let chances = win_chances(&finals);
        let want: Vec<f64> = if totals[0] == totals[1] {
            vec![0.5, 0.5]
        } else if totals[0] > totals[1] {
            vec![1.0, 0.0]
        } else {
            vec![0.0, 1.0]
        };
        assert_eq!(chances, want);
        assert_eq!(expected(&finals), vec![totals[0] as f64, totals[1] as f64]);
    }

    #[test]
    fn a_lead_larger_than_what_is_left_wins_for_sure() {
        // Yacht, two players, one turn each to go: player 0 has rolled five sixes every turn
        // (Sixes, Four of a Kind and Yacht: 104 points) and player 1 a poor 1-2-3-4-1 (11
        // points), and each has only the Choice box left, worth at most 30.
        let (rules, table) = yacht();
        let choice = (0..12)
            .find(|&b| rules.rules().boxes()[b].name == "Choice")
            .unwrap();
        let mut game = Game::new(rules, 2, 3).unwrap();
        for b in (0..12).filter(|&b| b != choice) {
            game = game
                .roll_with(&mut Scripted::new([6, 6, 6, 6, 6]))
                .unwrap()
                .apply(Action::Score(b))
                .unwrap();
            game = game
                .roll_with(&mut Scripted::new([1, 2, 3, 4, 1]))
                .unwrap()
                .apply(Action::Score(b))
                .unwrap();
        }
        let r = game.rules();
        let (a, b) = (
            game.sheets()[0].totals(&r).total,
            game.sheets()[1].totals(&r).total,
        );
        assert!(a > b + 30, "{a} against {b}");
        // Mid-turn for player 0 as well as at the start of the turn.
        for g in [game.clone(), game.apply(Action::Roll).unwrap()] {
            let finals = playouts(&table, &g, 200, 9);
            assert_eq!(finals.len(), 200);
            assert_eq!(win_chances(&finals), vec![1.0, 0.0]);
        }
    }

    #[test]
    fn chances_add_up_and_repeat_with_the_seed() {
        let rules = RuleSet::default();
        let table = Table::build(rules, |_| {});
        let game = Game::new(rules, 3, 11).unwrap();
        // Two turns in, and the third player holding some dice after a roll.
        let mut game = advance(&table, game, 2)
            .apply(Action::Roll)
            .unwrap()
            .apply(Action::Hold(0))
            .unwrap();
        game = game.apply(Action::Hold(1)).unwrap();
        let finals = playouts(&table, &game, 300, 77);
        assert_eq!(finals.len(), 300);
        assert!(finals.iter().all(|f| f.len() == 3));
        let chances = win_chances(&finals);
        assert!(
            (chances.iter().sum::<f64>() - 1.0).abs() < 1e-9,
            "{chances:?}"
        );
        assert_eq!(playouts(&table, &game, 300, 77), finals);
        assert_ne!(playouts(&table, &game, 300, 78), finals);
        let (lo, hi) = (percentile(&finals, 0.1), percentile(&finals, 0.9));
        let mean = expected(&finals);
        for p in 0..3 {
            assert!(lo[p] as f64 <= mean[p] && mean[p] <= hi[p] as f64);
        }
    }

    #[test]
    fn a_fresh_two_player_game_is_even() {
        let rules = RuleSet::default();
        let table = Table::build(rules, |_| {});
        let game = Game::new(rules, 2, 2024).unwrap();
        let finals = playouts(&table, &game, 2000, playout_seed(&game));
        let chances = win_chances(&finals);
        // The standard error of a share of 2,000 is about 0.011; 0.05 is more than four.
        assert!((chances[0] - 0.5).abs() < 0.05, "{chances:?}");
        // Both players play the same strategy, so their means agree within a few standard
        // errors (59.6 / sqrt(2000) = 1.3 points each).
        let mean = expected(&finals);
        assert!((mean[0] - mean[1]).abs() < 8.0, "{mean:?}");
        assert!((mean[0] - 254.59).abs() < 6.0, "{mean:?}");
    }

    #[test]
    fn a_game_of_other_rules_gets_no_playouts() {
        let (_, table) = yacht();
        let game = Game::new(RuleSet::default(), 2, 1).unwrap();
        let finals = playouts(&table, &game, 10, 1);
        assert!(finals.is_empty());
        assert!(win_chances(&finals).is_empty());
        assert!(expected(&finals).is_empty());
        assert!(percentile(&finals, 0.5).is_empty());
    }

    #[test]
    fn percentiles_take_the_nearest_rank() {
        let finals: Vec<Vec<u16>> = (1..=10).map(|i| vec![i * 10, 100 - i]).collect();
        assert_eq!(percentile(&finals, 0.1), vec![10, 90]);
        assert_eq!(percentile(&finals, 0.9), vec![90, 98]);
        assert_eq!(percentile(&finals, 0.0), vec![10, 90]);
        assert_eq!(percentile(&finals, 1.0), vec![100, 99]);
        let g = Game::solo(4);
        assert_eq!(playout_seed(&g), playout_seed(&g.reseeded(8)));
        assert_ne!(playout_seed(&g), playout_seed(&Game::solo(5)));
    }
}
