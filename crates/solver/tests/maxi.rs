//! Maxi Yatzy without saved rolls: the solver (`yahtzee_solver::maxi`) against a brute force
//! written apart from it on a reduced card, and against games played by its own moves.
//!
//! The brute force scores by the card's second reading (`MaxiBox::score`, `MaxiCard::bonus_for`),
//! the solver by the game's rules (`Rules::box_score`; the two agree over all 462 rolls,
//! `crates/engine/tests/maxi_game.rs`): it throws the dice in order (6^n throws of n dice, each equally likely), keeps dice by their
//! places (64 holds of six dice), and works out each state's turn from scratch, memoised by the
//! dice; the solver sums over multisets, one die at a time.

use std::collections::HashMap;
use std::sync::OnceLock;

use yahtzee_engine::maxi::{MaxiBox, MaxiCard};
use yahtzee_engine::Counts;
use yahtzee_solver::maxi::{FitError, MaxiFit, MaxiTable};

/// Four boxes, two of them upper, with a bonus within their reach: every kind of step of the
/// real card (an upper score, the bonus earned, a pattern, Chance) in a game small enough to
/// work out the slow way.
fn reduced() -> MaxiCard {
    MaxiCard {
        boxes: vec![
            MaxiBox::Fours,
            MaxiBox::Sixes,
            MaxiBox::ThreePairs,
            MaxiBox::Chance,
        ],
        bonus_at: 30,
        bonus: 50,
    }
}

/// Every ordered throw of `n` dice.
fn throws(n: usize) -> Vec<Vec<u8>> {
    (0..6usize.pow(n as u32))
        .map(|mut i| {
            (0..n)
                .map(|_| {
                    let f = (i % 6) as u8 + 1;
                    i /= 6;
                    f
                })
                .collect()
        })
        .collect()
}

struct Brute {
    card: MaxiCard,
    states: HashMap<(u32, u16), f64>,
    throws: Vec<Vec<Vec<u8>>>,
}

impl Brute {
    /// The expected rest of the game from the start of a turn in state (`filled`, `upper`).
    fn value(&mut self, filled: u32, upper: u16) -> f64 {
        let n = self.card.boxes.len();
        if filled == (1 << n) - 1 {
            return 0.0;
        }
        if let Some(&v) = self.states.get(&(filled, upper)) {
            return v;
        }
        // The final roll's value, for every roll this turn can end on.
        let mut finals: HashMap<[u8; 6], f64> = HashMap::new();
        let mut sorted_rolls: Vec<[u8; 6]> = self.throws[6]
            .iter()
            .map(|t| {
                let mut r: [u8; 6] = t[..].try_into().unwrap();
                r.sort_unstable();
                r
            })
            .collect();
        sorted_rolls.sort_unstable();
        sorted_rolls.dedup();
        for r in &sorted_rolls {
            let mut best = f64::NEG_INFINITY;
            for b in (0..n).filter(|b| filled & (1 << b) == 0) {
                let points = self.card.boxes[b].score(&Counts::of(r));
                let (after, bonus) = match self.card.boxes[b].upper_face() {
                    Some(_) => (
                        (upper + points).min(self.card.bonus_at),
                        self.card.bonus_for(upper, points),
                    ),
                    None => (upper, 0),
                };
                let v = f64::from(points + bonus) + self.value(filled | 1 << b, after);
                best = best.max(v);
            }
            finals.insert(*r, best);
        }
        // Two rolls left, then one: the best hold of the dice by their places.
        let mut with_rolls = vec![finals];
        for _ in 0..2 {
            let later = with_rolls.last().unwrap();
            let mut holds: HashMap<Vec<u8>, f64> = HashMap::new();
            let mut now: HashMap<[u8; 6], f64> = HashMap::new();
            for r in &sorted_rolls {
                let mut best = f64::NEG_INFINITY;
                for mask in 0..64u32 {
                    let mut held: Vec<u8> = (0..6)
                        .filter(|i| mask & (1 << i) != 0)
                        .map(|i| r[i])
                        .collect();
                    held.sort_unstable();
                    let v = *holds.entry(held.clone()).or_insert_with(|| {
                        let outcomes = &self.throws[6 - held.len()];
                        let sum: f64 = outcomes
                            .iter()
                            .map(|t| {
                                let mut d: [u8; 6] =
                                    [held.clone(), t.clone()].concat().try_into().unwrap();
                                d.sort_unstable();
                                later[&d]
                            })
                            .sum();
                        sum / outcomes.len() as f64
                    });
                    best = best.max(v);
                }
                now.insert(*r, best);
            }
            with_rolls.push(now);
        }
        let first = with_rolls.last().unwrap();
        let all = &self.throws[6];
        let v = all
            .iter()
            .map(|t| {
                let mut r: [u8; 6] = t[..].try_into().unwrap();
                r.sort_unstable();
                first[&r]
            })
            .sum::<f64>()
            / all.len() as f64;
        self.states.insert((filled, upper), v);
        v
    }
}

#[test]
fn a_reduced_card_solved_equals_its_brute_force_in_every_state() {
    let card = reduced();
    let table = MaxiTable::solve(card.clone(), 2);
    let mut brute = Brute {
        card,
        states: HashMap::new(),
        throws: (0..=6).map(throws).collect(),
    };
    let start = brute.value(0, 0);
    assert!(
        (table.start_value() - start).abs() < 1e-9,
        "{} against {start}",
        table.start_value()
    );
    // Every state the brute force reached on the way, the bonus's threshold crossed or not.
    let states: Vec<_> = brute.states.iter().map(|(&k, &v)| (k, v)).collect();
    let at_bonus = states.iter().filter(|((_, upper), _)| *upper == 30).count();
    // The turn-start states the brute force reached (its own count, a snapshot of this card),
    // 7 of them with the bonus earned.
    assert_eq!(
        (states.len(), at_bonus),
        (101, 7),
        "states reached, at the threshold"
    );
    for ((filled, upper), v) in states {
        let solved = table.value(filled, upper);
        assert!(
            (solved - v).abs() < 1e-9,
            "state {filled:b} at {upper}: {solved} against {v}"
        );
    }
}

#[test]
fn games_played_by_the_reduced_cards_moves_average_its_value() {
    let table = MaxiTable::solve(reduced(), 2);
    let games = table.simulate(20_000, 1, 2);
    let se = games.sd / (games.games as f64).sqrt();
    assert!(
        (games.mean - table.start_value()).abs() < 4.0 * se,
        "{games:?} against {}",
        table.start_value()
    );
}

/// Twelve boxes, four of them upper, with a bonus their sixes, fives and fours can reach: large
/// enough that the fit's two tables cannot hold every state's value, small enough to solve in
/// a test.
fn twelve() -> MaxiCard {
    use MaxiBox::*;
    MaxiCard {
        boxes: vec![
            Threes,
            Fours,
            Fives,
            Sixes,
            OnePair,
            TwoPairs,
            ThreeOfAKind,
            FourOfAKind,
            SmallStraight,
            FullHouse,
            Chance,
            MaxiYatzy,
        ],
        bonus_at: 60,
        bonus: 50,
    }
}

/// The twelve-box card solved and its values fitted, once for the tests that read them.
fn twelve_fitted() -> &'static (MaxiTable, MaxiFit) {
    static FITTED: OnceLock<(MaxiTable, MaxiFit)> = OnceLock::new();
    FITTED.get_or_init(|| {
        let table = MaxiTable::solve(twelve(), 2);
        let fit = MaxiFit::fit(&table, 12);
        (table, fit)
    })
}

#[test]
fn a_fit_of_the_values_plays_within_half_a_percent_of_the_optimum() {
    let (table, fit) = twelve_fitted();
    let fitted = fit.simulate(20_000, 1, 2);
    println!(
        "optimum {:.4}, the fit's play {:.4} ({:.3} %), fit error {:.4}",
        table.start_value(),
        fitted.mean,
        100.0 * fitted.mean / table.start_value(),
        fit.rms(table)
    );
    assert!(
        fitted.mean >= 0.995 * table.start_value(),
        "{fitted:?} against {}",
        table.start_value()
    );
}

/// What a roll carried over is worth to the twelve-box card's play, in points: the best of 0, 1,
/// 2, 3, 4 and 6 over 10,000 games (264.4, 268.0, 270.5, 274.9, 278.4, 274.4).
const ROLL_WORTH: f64 = 4.0;

#[test]
fn with_saved_rolls_the_fits_games_beat_the_optimum_without_them() {
    let (table, fit) = twelve_fitted();
    let with_saved = fit.simulate_saved(ROLL_WORTH, 20_000, 1, 2);
    let se = with_saved.sd / (with_saved.games as f64).sqrt();
    println!(
        "without saved rolls, the optimum {:.4}; with them, the fit's play {:.4} (se {se:.4})",
        table.start_value(),
        with_saved.mean
    );
    assert!(
        with_saved.mean > table.start_value() + 4.0 * se,
        "{with_saved:?} against {}",
        table.start_value()
    );
    // Two rolls saved a turn at most, whatever a carried roll is worth.
    for worth in [0.0, ROLL_WORTH, 1000.0] {
        let saved = fit.saved_rolls(worth, 2_000, 1);
        assert!(!saved.over_allowed, "{worth}: {saved:?}");
    }
    // A carried roll worth more than any turn can score: every turn stops at its first roll.
    assert_eq!(fit.saved_rolls(1000.0, 100, 1).most, 2 * 11);
}

#[test]
fn a_fit_read_back_from_its_bytes_is_the_same_and_damaged_bytes_are_refused() {
    let (_, fit) = twelve_fitted();
    let bytes = fit.to_bytes();
    // 16 × 9 × 61 values by the upper boxes, 256 × 5 by the others, 2 bytes each, and each
    // table's least value and step, 4 bytes each.
    let upper = 8 + 2 * 16 * 9 * 61;
    assert_eq!(bytes.len(), upper + 8 + 2 * 256 * 5);
    let read = MaxiFit::from_bytes(twelve(), &bytes).expect("its own bytes");
    assert_eq!(read.to_bytes(), bytes);
    assert_eq!(read.simulate(200, 7, 1), fit.simulate(200, 7, 1));
    let short = &bytes[..bytes.len() - 2];
    assert_eq!(
        MaxiFit::from_bytes(twelve(), short).err(),
        Some(FitError::Length {
            expected: bytes.len(),
            found: bytes.len() - 2
        })
    );
    // Each table's least value a number, its step a number above 0.
    for (at, place, bad) in [
        (0, 0, f32::NAN),
        (1, 4, f32::INFINITY),
        (2, upper, f32::NEG_INFINITY),
        (3, upper + 4, 0.0),
        (3, upper + 4, -1.0),
    ] {
        let mut damaged = bytes.clone();
        damaged[place..place + 4].copy_from_slice(&bad.to_le_bytes());
        assert_eq!(
            MaxiFit::from_bytes(twelve(), &damaged).err(),
            Some(FitError::BadScale { at }),
            "{bad} at byte {place}"
        );
    }
    // Another card's fit is not this card's.
    assert!(matches!(
        MaxiFit::from_bytes(reduced(), &bytes),
        Err(FitError::Length { .. })
    ));
}

#[test]
fn the_five_dice_tables_are_made_for_every_game_but_maxi_yatzy() {
    use yahtzee_engine::{RuleSet, VariantId};
    use yahtzee_solver::Table;
    let of = |variant| RuleSet {
        variant,
        ..RuleSet::default()
    };
    let five = VariantId::ALL.into_iter().filter(|&v| v != VariantId::Maxi);
    assert!(five.into_iter().all(|v| Table::supports(of(v))));
    assert!(!Table::supports(of(VariantId::Maxi)));
}
