//! Head to head: the player who plays to win against Experts, the seats taken in turn (two
//! players by default), every game through the engine (`yahtzee duel`).

use rayon::prelude::*;
use yahtzee_engine::{BotLevel, Game, RuleSet};

use std::time::Instant;

use super::bot::{in_end_game, play_to_win_turn, ToWin};
use crate::play::{play_bot_turn, BotError};

/// How the games of a duel ended, seen from the player who plays to win.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Duel {
    /// Games won: the to-win player's total above every other.
    pub wins: u32,
    /// Games lost: some other total above the to-win player's.
    pub losses: u32,
    /// Games drawn: the to-win player's total tied for the best.
    pub draws: u32,
    /// The sum of the to-win player's final totals, and of the Experts' (every Expert's mean, per
    /// game).
    pub points: (u64, u64),
    /// Players at the table.
    pub players: u32,
    /// The to-win player's turns in its end game: how many, their summed time and the longest,
    /// in microseconds (the others' totals worked out, the turn planned, its moves made).
    pub end_turns: (u64, u64, u64),
}

impl Duel {
    /// Games played.
    pub fn games(&self) -> u32 {
        self.wins + self.losses + self.draws
    }

    /// The share of decided games won, with its 95 % Wilson score interval, in %: unlike the
    /// normal approximation it stays within 0–100 % for few games or a share near either end.
    pub fn win_share(&self) -> (f64, f64, f64) {
        let (lo, hi) = wilson(self.wins, self.wins + self.losses);
        let p = f64::from(self.wins) / f64::from((self.wins + self.losses).max(1));
        (100.0 * p, 100.0 * lo, 100.0 * hi)
    }

    fn add(mut self, o: Duel) -> Duel {
        self.wins += o.wins;
        self.losses += o.losses;
        self.draws += o.draws;
        self.points = (self.points.0 + o.points.0, self.points.1 + o.points.1);
        self.players = self.players.max(o.players);
        let (a, b) = (self.end_turns, o.end_turns);
        self.end_turns = (a.0 + b.0, a.1 + b.1, a.2.max(b.2));
        self
    }
}

/// The 95 % Wilson score interval of `wins` successes in `n` trials (Wilson 1927), as shares;
/// the whole of 0–1 for no trial.
pub fn wilson(wins: u32, n: u32) -> (f64, f64) {
    if n == 0 {
        return (0.0, 1.0);
    }
    const Z: f64 = 1.959_963_984_540_054;
    let (n, p) = (f64::from(n), f64::from(wins) / f64::from(n));
    let z2n = Z * Z / n;
    let centre = (p + z2n / 2.0) / (1.0 + z2n);
    let half = Z / (1.0 + z2n) * (p * (1.0 - p) / n + z2n / (4.0 * n)).sqrt();
    ((centre - half).max(0.0), (centre + half).min(1.0))
}

impl std::fmt::Display for Duel {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let (p, lo, hi) = self.win_share();
        let n = self.games();
        let draws = 100.0 * f64::from(self.draws) / f64::from(n.max(1));
        writeln!(
            f,
            "to-win wins {p:.2} % of decided games (95 % interval {lo:.2}–{hi:.2}), draws {draws:.2} %, {n} games"
        )?;
        let mean = |s: u64| s as f64 / f64::from(n.max(1));
        writeln!(f, "to-win mean score: {:.2}", mean(self.points.0))?;
        let experts = f64::from(self.players.max(2) - 1);
        writeln!(f, "Expert mean score: {:.2}", mean(self.points.1) / experts)?;
        let (turns, micros, longest) = self.end_turns;
        write!(
            f,
            "a turn of the end game: {:.2} ms on average, {:.2} ms at most ({turns} turns)",
            micros as f64 / 1000.0 / turns.max(1) as f64,
            longest as f64 / 1000.0
        )
    }
}

/// Plays `games` games of `players` players of `rules` dealt from `seed + i`, the player who
/// plays to win (`player`) in seat `i % players`, every other seat an Expert, over every core.
pub fn duel(
    player: &ToWin,
    rules: RuleSet,
    players: usize,
    games: u32,
    seed: u64,
) -> Result<Duel, BotError> {
    let (table, horizon) = (player.table, player.horizon);
    (0..games)
        .into_par_iter()
        .map_init(
            || (table.workspace(1), super::Finals::default()),
            |(ws, finals), i| {
                let mut game = Game::new(rules, players, seed.wrapping_add(u64::from(i)))
                    .map_err(BotError::Deal)?;
                let seat = i as usize % players;
                let experts = vec![BotLevel::Expert; players];
                let mut end_turns = (0, 0, 0);
                while !game.is_over() {
                    game = if game.current_player() == seat {
                        let timed = in_end_game(&game, horizon);
                        let t0 = Instant::now();
                        let next = play_to_win_turn(player, &game, &experts, ws, finals)?;
                        if timed {
                            let us = t0.elapsed().as_micros() as u64;
                            end_turns = (end_turns.0 + 1, end_turns.1 + us, end_turns.2.max(us));
                        }
                        next
                    } else {
                        play_bot_turn(table, &game, BotLevel::Expert, ws)?
                    };
                }
                let r = game.rules();
                let totals: Vec<u16> = game.sheets().iter().map(|s| s.totals(&r).total).collect();
                let mine = totals[seat];
                let best_other = (0..players)
                    .filter(|&j| j != seat)
                    .map(|j| totals[j])
                    .max()
                    .unwrap_or(0);
                let others: u64 =
                    totals.iter().map(|&t| u64::from(t)).sum::<u64>() - u64::from(mine);
                Ok(Duel {
                    wins: u32::from(mine > best_other),
                    losses: u32::from(mine < best_other),
                    draws: u32::from(mine == best_other),
                    points: (u64::from(mine), others),
                    players: players as u32,
                    end_turns,
                })
            },
        )
        .try_reduce(Duel::default, |a, b| Ok(a.add(b)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_interval_is_wilsons_and_stays_within_zero_and_one() {
        // 2 wins of 12 decided games: a table of four's duel of 12 games printed the normal
        // approximation's −4.42–37.75 %. Wilson's interval, worked out by hand from the formula
        // (z = 1.96): centre 0.24750, half-width 0.20054.
        let (lo, hi) = wilson(2, 12);
        assert!(
            (lo - 0.04696).abs() < 5e-5 && (hi - 0.44804).abs() < 5e-5,
            "{lo} {hi}"
        );
        // At the ends the interval keeps to [0, 1] and is not empty.
        let (lo, hi) = wilson(0, 5);
        assert!(lo == 0.0 && (hi - 0.43448).abs() < 5e-5, "{lo} {hi}");
        let (lo, hi) = wilson(5, 5);
        assert!((lo - 0.56552).abs() < 5e-5 && hi == 1.0, "{lo} {hi}");
        assert_eq!(wilson(0, 0), (0.0, 1.0));
        let d = Duel {
            wins: 2,
            losses: 10,
            ..Duel::default()
        };
        let (p, lo, hi) = d.win_share();
        assert!((p - 16.6667).abs() < 1e-3 && lo > 0.0 && hi < 100.0);
    }
}
