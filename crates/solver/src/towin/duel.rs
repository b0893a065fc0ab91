//! Head to head: the player who plays to win against Experts, the seats taken in turn (two
//! players by default), every game through the engine (`yahtzee duel`).

use rayon::prelude::*;
use yahtzee_engine::{BotLevel, Game, RuleSet};

use std::time::Instant;

use super::bot::{in_end_game, play_to_win_turn, ToWin};
use crate::play::play_bot_turn;

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

    /// The share of decided games won, with its 95 % interval (normal approximation), in %.
    pub fn win_share(&self) -> (f64, f64, f64) {
        let n = f64::from(self.wins + self.losses).max(1.0);
        let p = f64::from(self.wins) / n;
        let half = 1.96 * (p * (1.0 - p) / n).sqrt();
        (100.0 * p, 100.0 * (p - half), 100.0 * (p + half))
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
) -> Result<Duel, String> {
    let (table, horizon) = (player.table, player.horizon);
    (0..games)
        .into_par_iter()
        .map_init(
            || (table.workspace(1), super::Finals::default()),
            |(ws, finals), i| {
                let mut game = Game::new(rules, players, seed.wrapping_add(u64::from(i)))
                    .map_err(|e| e.to_string())?;
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
