//! `daily`: a day's game played by the optimal strategy (in Maxi Yatzy by its strong coach), turn
//! by turn, and its total beside that play's mean (the luck of the day's dice).

use std::time::{Instant, SystemTime, UNIX_EPOCH};

use yahtzee_engine::daily::format_date;
use yahtzee_engine::{Choice, DiceMode, Face, Game, Options, RuleSet};
use yahtzee_solver::daily::perfect_play;
use yahtzee_solver::maxi;
use yahtzee_solver::play::level_means;

use crate::args::Daily;
use crate::play::table_of;

/// Today (UTC), as days since 1970-01-01.
fn today() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_secs() / 86_400)
}

/// Faces separated by spaces.
fn faces(dice: impl IntoIterator<Item = Face>) -> String {
    let text: Vec<String> = dice.into_iter().map(|f| f.to_string()).collect();
    text.join(" ")
}

/// Decision `i` of `game` as its turn's line shows it: the dice in slot order, then what was
/// kept before the reroll, or the box scored with its points (and the extra-Yahtzee bonus, and
/// the wild die's face, when they count).
fn step(game: &Game, i: usize) -> String {
    let d = game.decisions()[i];
    let r = game.rules();
    let dice = faces(d.dice);
    match d.choice {
        Choice::Keep(held) if held.iter().all(|&h| !h) => format!("{dice}, keep nothing"),
        Choice::Keep(held) => {
            let kept = (0..d.dice.len()).filter(|&k| held[k]).map(|k| d.dice[k]);
            format!("{dice}, keep {}", faces(kept))
        }
        Choice::Score(b) => {
            let mut text = format!("{dice} ->");
            if let Some(w) = d
                .wild
                .filter(|&w| r.def.wild.is_some_and(|wd| wd.face != w))
            {
                text += &format!(" (the wild die as {w})");
            }
            text += &format!(" {}", r.def.boxes[b].name);
            // The points as the game wrote them: the game replayed up to this score.
            let upto = &game.decisions()[..=i];
            let scored =
                Game::from_decisions(game.rule_set(), 1, game.seed(), DiceMode::Practice, upto)
                    .ok()
                    .and_then(|g| g.last_scored());
            if let Some(s) = scored {
                text += &format!(" {}", s.points);
                if s.bonus > 0 {
                    text += &format!(" (+{} bonus)", s.bonus);
                }
            }
            text
        }
    }
}

/// `daily`: the perfect play of a day's game, on the table of the game's official rules; in Maxi
/// Yatzy, whose coach is strong rather than perfect, the coach's play (the page's rival there).
pub fn daily(a: &Daily) -> Result<String, String> {
    let day = a.date.unwrap_or_else(today);
    let rules = RuleSet {
        variant: a.variant,
        options: Options::default(),
    };
    let t0 = Instant::now();
    // The rival, what it reads and its mean: the fit and the Expert's mean in Maxi Yatzy, else
    // the exact table and its start value.
    let (game, rival, read, mean, load, play) = if maxi::coaches(rules) {
        let mut coach = crate::fits::coach(rules)?;
        let load = t0.elapsed().as_secs_f64();
        let t0 = Instant::now();
        let game = coach.daily_play(day)?;
        // The mean the page says beside it: its Expert's, who plays the same way.
        let mean = level_means(a.variant)[2];
        (
            game,
            "strong play",
            "fit",
            mean,
            load,
            t0.elapsed().as_secs_f64(),
        )
    } else {
        let table = table_of(rules, a.tables.as_deref())?;
        let load = t0.elapsed().as_secs_f64();
        let mut ws = table.workspace(1);
        let t0 = Instant::now();
        let game = perfect_play(&table, a.variant, day, &mut ws)?;
        let mean = table.start_value();
        (
            game,
            "perfect play",
            "table",
            mean,
            load,
            t0.elapsed().as_secs_f64(),
        )
    };
    let total = game.sheet().totals(&game.rules()).total;
    let mut out = format!(
        "{}, the game of {}: {rival} scores {total} on these dice (its mean is {mean:.2})\n",
        a.variant.name(),
        format_date(day),
    );
    let mut steps = Vec::new();
    for (i, d) in game.decisions().iter().enumerate() {
        steps.push(step(&game, i));
        if matches!(d.choice, Choice::Score(_)) {
            // A solo game's turn is the number of boxes filled when it began.
            let turn = d.filled.count_ones() + 1;
            out += &format!("turn {turn}: {}\n", steps.join("; "));
            steps.clear();
        }
    }
    out += &format!("({read} in {load:.3} s, {rival} in {:.1} ms)\n", play * 1e3);
    Ok(out)
}
