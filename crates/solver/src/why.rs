//! Why the best box rather than the next best one, in the numbers of the table's own play: what
//! each scores with these dice, what the box each leaves open is worth when it is filled later,
//! and the chance of the upper bonus at the start of the turn and after each score.
//!
//! The later worth and the bonus come from playouts: the player's own sheet played to its end
//! ([`Game::alone`]) by the table's best moves (`odds::play_out`, the one path of the playouts),
//! once after each score and once from the start of the turn. Playout `i` of each throws the same
//! dice (its seed is `seed + i`), so the difference between the two scores is theirs, not the
//! dice's. An exact answer would need the whole rest of the game worked out under the table's
//! play from every state it reaches: seconds per hint natively, where this takes milliseconds.

use serde::{Deserialize, Serialize};
use yahtzee_engine::{Game, Section, Sheet};

use crate::odds::{play_out, turn_work};
use crate::play::actions_for;
use crate::{Choice, Ranked, Table};

/// Work (in the units of `odds::turn_work`) the playouts of one answer may take: 25-120 ms
/// natively here (`yahtzee advise --game --why` prints it), more in the page's worker
/// (`tests/bench/hint.mjs`, BENCHMARKS.md). The hint shows its ranking first and the reasons
/// when they come.
const WHY_WORK: u64 = 24_000_000;

/// One of the two scores compared.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Outlook {
    /// The choice (a box, and the wild die's face where it shows).
    pub choice: Choice,
    /// The box scored, by its place on the sheet.
    pub slot: usize,
    /// What the box holds once scored with these dice.
    pub points: u16,
    /// The other score's box, which this one leaves open: its mean score when filled later.
    pub left_open: f64,
    /// The standard deviation of that box's later score over the playouts.
    pub left_open_sd: f64,
    /// The chance of the upper bonus at the end of the game after this score (0 without one).
    pub bonus: f64,
}

/// Why the table's best score beats the next best score in a position.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct ScoreWhy {
    /// The best choice, a score.
    pub best: Outlook,
    /// The score it is compared with: the best in another box (the hint), the one played (a
    /// review).
    pub other: Outlook,
    /// The upper bonus's chance at the start of this turn; `None` in a game without one.
    pub bonus_before: Option<f64>,
    /// Playouts behind each mean and chance.
    pub playouts: u32,
}

/// How many playouts [`score_why`] gets for `game`: as many as [`WHY_WORK`] allows for the
/// three sets and the turns left on the player's sheet, between 200 and 4,000.
pub fn why_playouts_for(table: &Table, game: &Game) -> u32 {
    let open = game.sheet().boxes.iter().filter(|b| b.is_none()).count() as u64;
    (WHY_WORK / (3 * open.max(1) * turn_work(table))).clamp(200, 4_000) as u32
}

/// Why `options[0]` (the ranking of the position `game` stands at, best first) beats the best
/// score in another box, from `n` playouts of each (their dice from `seed`). `None` unless the
/// best choice is a score and another box can be scored, or for a game not of the table's rules.
pub fn score_why(
    table: &Table,
    game: &Game,
    options: &[Ranked],
    n: u32,
    seed: u64,
) -> Option<ScoreWhy> {
    let best = options.first()?.choice;
    let best_slot = slot(best)?;
    let other = options
        .iter()
        .map(|o| o.choice)
        .find(|&c| slot(c).is_some_and(|s| s != best_slot))?;
    compare_scores(table, game, best, other, n, seed)
}

/// Why score `best` beats score `other`, in another box, in the position `game` stands at (the
/// hint: the table's best against the next best box; a review: against the box played), from
/// `n` playouts of each. `None` for a choice that is not a score, two in one box, no dice
/// rolled, or a game not of the table's rules.
pub fn compare_scores(
    table: &Table,
    game: &Game,
    best: Choice,
    other: Choice,
    n: u32,
    seed: u64,
) -> Option<ScoreWhy> {
    if game.rules() != table.rules() || game.turn().rolls == 0 {
        return None;
    }
    let (best_slot, other_slot) = (slot(best)?, slot(other)?);
    if best_slot == other_slot {
        return None;
    }
    let p = game.current_player();
    let after = |choice: Choice| {
        actions_for(game, choice)
            .into_iter()
            .try_fold(game.clone(), |g, a| g.apply(a).ok())
    };
    let (with_best, with_other) = (after(best)?, after(other)?);
    let bonus_tiers = !game.rules().def.upper_bonus.is_empty();
    // The three sets in one go, so that a state any of them reaches is planned once.
    let mut starts = vec![
        (&with_best, Some(other_slot)),
        (&with_other, Some(best_slot)),
    ];
    if bonus_tiers {
        starts.push((game, None));
    }
    let sets = play_alone(table, &starts, p, n, seed)?;
    let outlook = |choice, slot, scored: &Game, open: usize, ends: &[Sheet]| -> Option<Outlook> {
        let (mean, sd) = mean_sd(ends.iter().map(|s| f64::from(s.boxes[open].unwrap_or(0))));
        Some(Outlook {
            choice,
            slot,
            points: scored.sheets()[p].boxes[slot]?,
            left_open: mean,
            left_open_sd: sd,
            bonus: bonus_share(table, ends),
        })
    };
    Some(ScoreWhy {
        best: outlook(best, best_slot, &with_best, other_slot, &sets[0])?,
        other: outlook(other, other_slot, &with_other, best_slot, &sets[1])?,
        bonus_before: sets.get(2).map(|ends| bonus_share(table, ends)),
        playouts: n,
    })
}

/// The box a choice scores in; `None` for a keep.
pub(crate) fn slot(choice: Choice) -> Option<usize> {
    match choice {
        Choice::Score(b) | Choice::ScoreWild { box_index: b, .. } => Some(b),
        Choice::Keep(_) | Choice::KeepMarked(_) => None,
    }
}

/// Player `p`'s sheet in each of `n` playouts of it alone from each of `starts`: from the start
/// of its next turn in that game (this turn's, when `p` is to move), by the table's best moves,
/// each played until what the reasons read of it is settled: box `open` filled (when given), and
/// the upper bonus earned or out of reach (every upper box filled). What is read of a sheet is
/// then what its end would show, and the turns after it, which would change nothing of it, are
/// not played: about a third of the work (BENCHMARKS.md). Playout `i` of each start throws the
/// dice of seed `seed + i`; all of them are played together, each distinct state planned once.
fn play_alone(
    table: &Table,
    starts: &[(&Game, Option<usize>)],
    p: usize,
    n: u32,
    seed: u64,
) -> Option<Vec<Vec<Sheet>>> {
    let rules = table.rules();
    let bonus_tiers = !rules.def.upper_bonus.is_empty();
    let n = n as usize;
    let settled = |i: usize, g: &Game| {
        let open = starts[i / n].1;
        let sheet = &g.sheets()[0];
        let boxes = rules.boxes().iter().zip(&sheet.boxes);
        let bonus = !bonus_tiers
            || sheet.totals(&rules).upper_bonus > 0
            || boxes
                .filter(|(b, _)| b.section == Section::Upper)
                .all(|(_, v)| v.is_some());
        g.is_over() || (bonus && open.is_none_or(|o| sheet.boxes[o].is_some()))
    };
    let mut ws = table.batch_workspace();
    let seeds: Vec<u64> = (0..starts.len() * n)
        .map(|i| seed.wrapping_add((i % n) as u64))
        .collect();
    let mut games: Vec<Option<Game>> = (seeds.iter().enumerate())
        .map(|(i, &s)| starts[i / n].0.alone(p, s))
        .collect();
    play_out(table, &mut games, &seeds, &[], &mut ws, &settled);
    let mut sets = vec![Vec::with_capacity(n); starts.len()];
    for (i, g) in games.into_iter().enumerate() {
        // The engine refuses no move the table advises for its own rules: a playout that
        // stopped early is a fault, and no number is better than a wrong one.
        let end = g.filter(|g| settled(i, g))?;
        sets[i / n].push(end.sheets()[0].clone());
    }
    Some(sets)
}

/// The share of `ends` that earned an upper bonus.
fn bonus_share(table: &Table, ends: &[Sheet]) -> f64 {
    let rules = table.rules();
    let earned = ends
        .iter()
        .filter(|s| s.totals(&rules).upper_bonus > 0)
        .count();
    earned as f64 / ends.len().max(1) as f64
}

/// The mean and the standard deviation of `xs`.
fn mean_sd(xs: impl Iterator<Item = f64> + Clone) -> (f64, f64) {
    let n = xs.clone().count().max(1) as f64;
    let mean = xs.clone().sum::<f64>() / n;
    let var = xs.map(|x| (x - mean).powi(2)).sum::<f64>() / (n - 1.0).max(1.0);
    (mean, var.sqrt())
}
