//! Games of Maxi Yatzy without saved rolls played by the moves of some values of the states (the
//! exact table's, or a fit of them): each turn worked out from them, the best keep at each roll
//! and the best box at the end.

use yahtzee_engine::{Counts, Pcg32};

use super::turn::Turn;
use super::{Maxi, MaxiGames, Values};

/// Plays `games` games by the moves of `values` (game `i` with the dice of
/// `Pcg32::from_seed(seed + i)`) on `threads` threads: their mean and spread.
pub(super) fn simulate(
    m: &Maxi,
    values: &impl Values,
    games: u64,
    seed: u64,
    threads: usize,
) -> MaxiGames {
    spread(
        games,
        seed,
        threads,
        || Turn::new(&m.dice, 1),
        |turn, game_seed| play(m, values, game_seed, turn),
    )
}

/// Plays `games` games (game `i` by `play(scratch, seed + i)`, each thread with its own
/// `scratch()`) on `threads` threads: their mean and spread.
pub(super) fn spread<S>(
    games: u64,
    seed: u64,
    threads: usize,
    scratch: impl Fn() -> S + Sync,
    play: impl Fn(&mut S, u64) -> u16 + Sync,
) -> MaxiGames {
    let threads = threads.max(1) as u64;
    let (scratch, play) = (&scratch, &play);
    let sums: Vec<(f64, f64)> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                scope.spawn(move || {
                    let mut s = scratch();
                    let (mut sum, mut squares) = (0.0, 0.0);
                    for i in (t..games).step_by(threads as usize) {
                        let score = f64::from(play(&mut s, seed.wrapping_add(i)));
                        sum += score;
                        squares += score * score;
                    }
                    (sum, squares)
                })
            })
            .collect();
        handles.into_iter().map(|h| h.join().unwrap()).collect()
    });
    let n = games as f64;
    let sum: f64 = sums.iter().map(|s| s.0).sum();
    let squares: f64 = sums.iter().map(|s| s.1).sum();
    let mean = sum / n;
    let var = (squares - n * mean * mean) / (n - 1.0).max(1.0);
    MaxiGames {
        games,
        mean,
        sd: var.max(0.0).sqrt(),
    }
}

/// One game by the moves of `values`, its final score.
fn play(m: &Maxi, values: &impl Values, seed: u64, turn: &mut Turn) -> u16 {
    let d = &m.dice;
    let mut rng = Pcg32::from_seed(seed);
    let (mut filled, mut upper, mut total) = (0u32, 0u16, 0u16);
    let mut within = Vec::new();
    for _ in 0..m.card.boxes.len() {
        turn.solve(m, values, filled, usize::from(upper), 1);
        let mut kept = Counts::default();
        for second in [true, false] {
            let roll = d.index_of(&throw(&mut rng, kept));
            d.keeps_within(roll, &mut within);
            let best = within.iter().copied().max_by(|&a, &b| {
                // The first of equal keeps: `max_by` keeps the last of equals, so compare
                // with the order reversed.
                turn.keep_value(second, a, 0)
                    .total_cmp(&turn.keep_value(second, b, 0))
                    .then(b.cmp(&a))
            });
            kept = d.counts[best.expect("a roll holds itself")];
        }
        let roll = throw(&mut rng, kept);
        let (b, points, after, bonus) = best_box(m, values, filled, upper, &roll);
        total += points + bonus;
        upper = after;
        filled |= 1 << b;
    }
    total
}

/// The best box for the final `roll` in state (`filled`, `upper`) by `values`: the box, its
/// points, the upper total after it and the bonus it earns.
fn best_box(
    m: &Maxi,
    values: &impl Values,
    filled: u32,
    upper: u16,
    roll: &Counts,
) -> (usize, u16, u16, u16) {
    let mut best = (f64::NEG_INFINITY, 0);
    for b in (0..m.card.boxes.len()).filter(|b| filled & (1 << b) == 0) {
        let value = m.score_worth(b, upper, roll, &values.row(filled | 1 << b));
        if value > best.0 {
            best = (value, b);
        }
    }
    let b = best.1;
    let points = m.score(b, roll);
    let (after, bonus) = m.after_score(b, upper, points);
    (b, points, after, bonus)
}

/// `kept` and the other dice thrown.
pub(super) fn throw(rng: &mut Pcg32, kept: Counts) -> Counts {
    let mut dice = kept;
    for _ in kept.len()..6 {
        dice.0[rng.below(6) as usize + 1] += 1;
    }
    dice
}
