//! Each player's chance to win, from playouts: the game is played to the end many times from
//! where it stands, with fresh dice each time, every person and Expert bot following the optimal
//! strategy and every Casual or Beginner bot playing as its level plays on the page
//! (`play::bot_turn`, the one path of the bots' moves).
//!
//! The optimal strategy maximises a player's own expected score, not the chance of beating the
//! others, so these are the chances if everyone from now on plays for points, which is how the
//! bots and a coached player play. Playouts give the real spread of the final scores in every
//! game (Yacht's is much narrower than Lucky7's) and its real shape, which a normal curve
//! around the expected score does not.

use yahtzee_engine::{Action, BotLevel, Game};

use crate::play::{actions_for, bot_random, bot_turn, position, turn_state};
use crate::{Table, TurnPlan, TurnState, BATCH};

/// Work (keep values, box values) one answer on the chances may take, in units of
/// [`turn_work`]: for a new table of four, 0.34-0.40 s natively here in every game (`yahtzee
/// odds --players 4`), 0.66-0.82 s in the browser (`tests/bench/odds.mjs`).
const ODDS_WORK: u64 = 320_000_000;

/// The work of one turn's plan, measured in the browser: every final in every box (a lane at a
/// time) and every keep at half that (the keeps go eight games at once).
pub(crate) fn turn_work(table: &Table) -> u64 {
    (table.space.slots() / 2 + table.space.finals().len() * table.rules.box_count()) as u64
}

/// How many playouts an answer on the chances to win gets for `game`: as many as
/// [`ODDS_WORK`] allows for the turns still to play (Classic at a new table of four 1,754,
/// at the last turns 10,000), never fewer than 200.
pub fn playouts_for(table: &Table, game: &Game) -> u32 {
    let turns: u64 = game
        .sheets()
        .iter()
        .map(|s| s.boxes.iter().filter(|b| b.is_none()).count() as u64)
        .sum();
    (ODDS_WORK / (turns.max(1) * turn_work(table))).clamp(200, 10_000) as u32
}

/// Plays `game` to the end `n` times, playout `i` with the dice of `game.for_playout(seed + i)`,
/// and returns the final total of every player in each playout. Every player plays the optimal
/// move; the player in the middle of a turn carries on from the dice on the table, holds and
/// rolls already made included.
///
/// A game whose rules are not the table's gets no playouts: that only comes from a corrupt
/// message, and an empty answer is better than a wrong one. (A `Game` holds no impossible state:
/// it is made by play, or parsed by replaying its decisions.)
pub fn playouts(table: &Table, game: &Game, n: u32, seed: u64) -> Vec<Vec<u16>> {
    playouts_between(table, game, 0..n, seed)
}

/// Playouts `range` of [`playouts`] (playout `i` with the dice of `game.for_playout(seed + i)`):
/// the worker runs them a slice at a time, answering other requests in between, and the
/// slices together are exactly the whole.
pub fn playouts_between(
    table: &Table,
    game: &Game,
    range: std::ops::Range<u32>,
    seed: u64,
) -> Vec<Vec<u16>> {
    playouts_of(table, game, range, seed, &[])
}

/// [`playouts_between`] with each player's level: `levels[p]` is player `p`'s bot level, and a
/// Casual or Beginner bot plays its playouts as it plays on the page, its random numbers from
/// the playout's own seed (a person, an Expert bot or a player past the list: the optimal
/// strategy).
pub fn playouts_of(
    table: &Table,
    game: &Game,
    range: std::ops::Range<u32>,
    seed: u64,
    levels: &[Option<BotLevel>],
) -> Vec<Vec<u16>> {
    if game.rules() != table.rules() {
        return Vec::new();
    }
    let mut ws = table.batch_workspace();
    let ids: Vec<u32> = range.collect();
    let mut games: Vec<Option<Game>> = ids
        .iter()
        .map(|&i| Some(game.for_playout(seed.wrapping_add(i as u64))))
        .collect();
    let seeds: Vec<u64> = ids.iter().map(|&i| seed.wrapping_add(i as u64)).collect();
    play_out(table, &mut games, &seeds, levels, &mut ws, &|_, g| {
        g.is_over()
    });
    let mut finals = Vec::with_capacity(ids.len());
    for (end, i) in games.into_iter().zip(ids) {
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

/// Plays `games` with the optimal strategy for everyone, each until `done` says so of it (given
/// its place in `games`; the end: `Game::is_over`); a game the solver or the engine gives up on
/// becomes `None`.
///
/// Each round plays one turn of every game still going, and plans each distinct turn-start state
/// of the players to move once, [`BATCH`] states at a time: the copies of one game with other
/// dice that playouts are start from one state and stay alike for a turn or two (a first round
/// is one plan, not one per game). A plan depends on its state alone, and each game throws its
/// own dice, so every game ends as if it were played alone.
pub(crate) fn play_out(
    table: &Table,
    games: &mut [Option<Game>],
    seeds: &[u64],
    levels: &[Option<BotLevel>],
    ws: &mut crate::Workspace,
    done: &dyn Fn(usize, &Game) -> bool,
) {
    let mut states: Vec<TurnState> = Vec::new();
    let mut index: std::collections::HashMap<TurnState, usize> = Default::default();
    // Each game still going, with the place of its state in `states`.
    let mut live: Vec<(usize, usize)> = Vec::new();
    loop {
        states.clear();
        index.clear();
        live.clear();
        for (i, game) in games.iter().enumerate() {
            if let Some(g) = game.as_ref().filter(|g| !done(i, g)) {
                let s = turn_state(g);
                let k = *index.entry(s).or_insert_with(|| {
                    states.push(s);
                    states.len() - 1
                });
                live.push((i, k));
            }
        }
        if live.is_empty() {
            return;
        }
        // Games by their state, so that each batch of plans serves its own games in one pass.
        live.sort_by_key(|&(_, k)| k);
        for (chunk, planned) in states.chunks(BATCH).enumerate() {
            let plans = table.plan_turns(planned, ws);
            let first = chunk * BATCH;
            let from = live.partition_point(|&(_, k)| k < first);
            let to = live.partition_point(|&(_, k)| k < first + planned.len());
            for &(i, k) in &live[from..to] {
                let plan = &plans[k - first];
                games[i] =
                    games[i]
                        .take()
                        .and_then(|g| match weaker_level(levels, g.current_player()) {
                            Some(level) => {
                                let seed = seeds[i];
                                bot_turn(plan, g, level, |g| bot_random(seed, g.decisions().len()))
                                    .ok()
                            }
                            None => play_turn(plan, g),
                        });
            }
        }
    }
}

/// Player `p`'s level if it plays below the optimal strategy (a Casual or a Beginner bot).
fn weaker_level(levels: &[Option<BotLevel>], p: usize) -> Option<BotLevel> {
    levels
        .get(p)
        .copied()
        .flatten()
        // A to-win bot's playouts are an Expert's: its mean is the table's exact one.
        .filter(|&l| !matches!(l, BotLevel::Expert | BotLevel::ToWin))
}

/// Each player's expected final total: the exact one under optimal play ([`exact_means`]) for a
/// person or an Expert bot, the mean of its playouts (`finals`, from [`playouts_of`] with the
/// same `levels`) for a Casual or Beginner bot, whose play no table values.
pub fn expected_totals(
    table: &Table,
    game: &Game,
    finals: &[Vec<u16>],
    levels: &[Option<BotLevel>],
) -> Vec<f64> {
    let mut means = exact_means(table, game);
    let played = expected(finals);
    for (p, m) in means.iter_mut().enumerate() {
        if let (Some(_), Some(&mean)) = (weaker_level(levels, p), played.get(p)) {
            *m = mean;
        }
    }
    means
}

/// Plays the turn of the player to move to its score with the optimal strategy, from where it
/// stands (rolled or not); `None` if the solver or the engine gives up on the way.
pub fn optimal_turn(table: &Table, game: Game, ws: &mut crate::Workspace) -> Option<Game> {
    // A turn's plan depends only on the sheet at the start of the turn, which no roll or hold
    // changes, so a turn already under way is planned from the sheet as it stands.
    let plan = table.plan_turn(turn_state(&game), ws);
    play_turn(&plan, game)
}

/// Plays the turn `plan` was made for, from where `game` stands.
fn play_turn(plan: &TurnPlan, mut game: Game) -> Option<Game> {
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

/// Each player's expected final total under optimal play from where the game stands, exact from
/// the table: the total so far plus the value of the player's next turn, or for the player in
/// the middle of a turn, the value of the best choice with the dice as they lie. Empty for a
/// game the table cannot answer (as for [`playouts`]).
pub fn exact_means(table: &Table, game: &Game) -> Vec<f64> {
    if game.rules() != table.rules() {
        return Vec::new();
    }
    let mut ws = table.workspace(1);
    (0..game.sheets().len())
        .map(|p| {
            let (total, state) = sheet_state(game, p);
            let to_come = match position(game).filter(|_| p == game.current_player()) {
                Some(pos) => table
                    .plan_turn(state, &mut ws)
                    .best(&pos.dice, pos.marked, pos.rolls_left)
                    .map_or(0.0, |r| r.value),
                None => table.value(state),
            };
            total as f64 + to_come
        })
        .collect()
}

/// Player `p`'s total so far and the state their next turn starts from.
pub(crate) fn sheet_state(game: &Game, p: usize) -> (u16, TurnState) {
    let rules = game.rules();
    let sheet = &game.sheets()[p];
    let totals = sheet.totals(&rules);
    let state = TurnState {
        filled: sheet.filled(),
        upper: totals.upper,
        yahtzee_scored: sheet.yahtzee_scored(&rules),
    };
    (totals.total, state)
}

/// Each player's chance to win from the playouts' final totals (`finals`, from [`playouts`]) and
/// the exact expected totals (`means`, from [`exact_means`]); a first place shared by `k`
/// players counts `1/k` for each. Empty when there are no playouts.
///
/// The players' final totals are independent (each plays for their own points with their own
/// dice), so the chance is worked out from each player's distribution of final totals rather
/// than by counting the playouts each player won, and each distribution is moved so that its
/// mean is the exact one. Players whose sheets are alike (same boxes, upper total, Yahtzee and
/// total, none in the middle of a turn) have one distribution, from all their playouts. At four
/// players this makes the chances' sampling error two to four times smaller than counting wins
/// (`chances_move_little_between_independent_answers` in the tests).
pub fn win_chances(game: &Game, finals: &[Vec<u16>], means: &[f64]) -> Vec<f64> {
    win_chances_of(game, finals, means, &[])
}

/// [`win_chances`] with each player's level, as in [`playouts_of`]: only players of one level
/// (or people and Expert bots, who play alike) with alike sheets pool their playouts.
pub fn win_chances_of(
    game: &Game,
    finals: &[Vec<u16>],
    means: &[f64],
    levels: &[Option<BotLevel>],
) -> Vec<f64> {
    let Some(first) = finals.first() else {
        return Vec::new();
    };
    let players = first.len();
    if means.len() != players || game.sheets().len() != players {
        return Vec::new();
    }
    // Alike sheets pool their playouts.
    let mid_turn = (game.turn().rolls > 0 && !game.is_over()).then(|| game.current_player());
    let key =
        |p: usize| (Some(p) != mid_turn).then(|| (sheet_state(game, p), weaker_level(levels, p)));
    let dists: Vec<Vec<f64>> = (0..players)
        .map(|p| {
            let alike: Vec<usize> = match key(p) {
                Some(k) => (0..players).filter(|&q| key(q) == Some(k)).collect(),
                None => vec![p],
            };
            let mut values: Vec<f64> = alike
                .iter()
                .flat_map(|&q| finals.iter().map(move |t| t[q] as f64))
                .collect();
            let shift = means[p] - values.iter().sum::<f64>() / values.len() as f64;
            for v in values.iter_mut() {
                *v += shift;
            }
            values.sort_by(f64::total_cmp);
            values
        })
        .collect();
    chances_of(&dists)
}

/// Each player's chance to finish first when their final totals are independent and drawn
/// from `dists` (each sorted, equally likely values). Goes through every value once, lowest
/// first, knowing for each player the share of their values below it and equal to it.
fn chances_of(dists: &[Vec<f64>]) -> Vec<f64> {
    let k = dists.len();
    let mut all: Vec<f64> = dists.iter().flatten().copied().collect();
    all.sort_by(f64::total_cmp);
    all.dedup();
    let mut next = vec![0usize; k];
    let mut wins = vec![0.0; k];
    let (mut below, mut equal) = (vec![0.0; k], vec![0.0; k]);
    for s in all {
        for j in 0..k {
            let d = &dists[j];
            let from = next[j];
            while next[j] < d.len() && d[next[j]] == s {
                next[j] += 1;
            }
            below[j] = from as f64 / d.len() as f64;
            equal[j] = (next[j] - from) as f64 / d.len() as f64;
        }
        for i in (0..k).filter(|&i| equal[i] > 0.0) {
            // tied[c]: the chance that exactly c of the others equal s and the rest are below.
            let mut tied = vec![1.0];
            for j in (0..k).filter(|&j| j != i) {
                let mut t = vec![0.0; tied.len() + 1];
                for (c, &p) in tied.iter().enumerate() {
                    t[c] += p * below[j];
                    t[c + 1] += p * equal[j];
                }
                tied = t;
            }
            let share: f64 = tied
                .iter()
                .enumerate()
                .map(|(c, p)| p / (c + 1) as f64)
                .sum();
            wins[i] += equal[i] * share;
        }
    }
    wins
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
    yahtzee_engine::hash::mix64(game.seed() ^ 0x6f64_6473_5f76_3031)
}

#[cfg(test)]
mod tests;
