//! `solve`, `simulate`, `bots`, `odds` and `advise`: the solver on the command line.

use std::path::Path;
use std::time::Instant;

use yahtzee_engine::{BotLevel, Counts, Game, RuleSet, Rules};
use yahtzee_solver::odds::{
    expected, expected_totals, percentile, playouts_for, playouts_of, win_chances_of,
};
use yahtzee_solver::play::simulate as solver_simulate;
use yahtzee_solver::{top_aims, Choice, Position, Ranked, Table, TurnState};

use crate::args::{Advise, Bots, Duel, Odds, Simulate, Solve, TableOf};
use yahtzee_solver::towin::{play_seat_turn, review_to_win, Finals, RiskTables, ToWin, HORIZON};

/// The table of the rules: with `--tables DIR`, the page's own table read from its layer files
/// there when DIR holds this solver version's table for these rules (no build: the browser
/// tests pass `dist/tables`); otherwise built. A shipped table has no values for upper totals
/// that no game can reach, which only `advise` can ask for.
fn table(of: &TableOf) -> Result<Table, String> {
    table_of(of.rules.rules(), of.tables.as_deref())
}

/// The table of `rules`, read from the layer files in `dir` when it has them, or built.
pub(crate) fn table_of(rules: RuleSet, dir: Option<&Path>) -> Result<Table, String> {
    if !Table::supports(rules) {
        return Err(format!(
            "{} has no table of optimal play (its coach plays by a fit: `simulate` plays it)",
            rules.variant.name()
        ));
    }
    if let Some(dir) = dir {
        if let Some(table) = crate::tables::read(dir, rules)? {
            return Ok(table);
        }
    }
    Ok(Table::build(rules, |_| {}))
}

/// `solve`: the shipped table (f32) and its build time, then the exact start value from the
/// same kernels in f64.
pub fn solve(a: &Solve) -> Result<String, String> {
    let rules = match a.variant {
        crate::maxi::SolveGame::Maxi => return crate::maxi::solve(&a.maxi),
        crate::maxi::SolveGame::Five(_) if a.maxi.is_set() => {
            return Err("--no-saved-rolls, --fifty-at-75 and --simulate are Maxi Yatzy's".into())
        }
        crate::maxi::SolveGame::Five(v) => a.options.of(v),
    };
    let t0 = Instant::now();
    let table = Table::build(rules, |_| {});
    let secs = t0.elapsed().as_secs_f64();
    let t0 = Instant::now();
    let exact = Table::build_f64(rules, |_| {}).start_value();
    let secs64 = t0.elapsed().as_secs_f64();
    Ok(format!(
        "rules: {} {:?}\nstart value: {exact:.7}\nf32 table start value: {:.7}\n\
         build time: {secs:.3} s\nf64 build time: {secs64:.3} s\ntable: {} bytes\n",
        rules.variant.name(),
        rules.options,
        table.start_value(),
        table.size_bytes()
    ))
}

/// `duel`: the player who plays to win against Experts, and how often it wins.
pub fn duel(a: &Duel) -> Result<String, String> {
    let rules = a.table.rules.rules();
    let table = table(&a.table)?;
    let t0 = Instant::now();
    let risk = (!a.no_risk).then(|| RiskTables::build(rules));
    let built = t0.elapsed().as_secs_f64();
    let player = ToWin {
        table: &table,
        risk: risk.as_ref(),
        horizon: a.horizon,
    };
    let t0 = Instant::now();
    let result = yahtzee_solver::towin::duel(&player, rules, a.players.into(), a.games, a.seed)?;
    let secs = t0.elapsed().as_secs_f64();
    Ok(format!(
        "{result}\ntime: {secs:.1} s (the risk tables: {built:.1} s before)\n"
    ))
}

/// `simulate`: solo games of a bot, and their statistics.
pub fn simulate(a: &Simulate) -> Result<String, String> {
    let rules = a.table.rules.rules();
    if yahtzee_solver::maxi::coaches(rules) {
        return crate::fits::simulate(rules, a.bot.into(), a.games, a.seed);
    }
    let table = table(&a.table)?;
    let t0 = Instant::now();
    let stats = solver_simulate(&table, rules, a.games, a.seed, a.bot.into())?;
    let secs = t0.elapsed().as_secs_f64();
    Ok(format!(
        "{stats}games per second: {:.0}\n",
        a.games as f64 / secs.max(1e-9)
    ))
}

/// `bots`: one game of a table of bots, every seat's boxes and totals as JSON.
pub fn bots(a: &Bots) -> Result<String, String> {
    let rules = a.table.rules.rules();
    let seats: Vec<BotLevel> = a.seats.iter().map(|&l| l.into()).collect();
    if yahtzee_solver::maxi::coaches(rules) {
        return crate::fits::bots(rules, &seats, a.seed);
    }
    let table = table(&a.table)?;
    let mut ws = table.workspace(1);
    let mut finals = Finals::default();
    // A to-win bot plays as the page's does: a risk attitude before the end game where the game
    // takes one, the exact end game in its last turns.
    // From the page's files with `--tables DIR`, as its points table.
    let risk = match seats.contains(&BotLevel::ToWin) && !a.no_risk {
        true => a
            .table
            .tables
            .as_deref()
            .and_then(|dir| crate::tables::read_risk(dir, rules))
            .unwrap_or_else(|| RiskTables::build(rules)),
        false => RiskTables::default(),
    };
    let to_win = ToWin {
        table: &table,
        risk: Some(&risk),
        horizon: HORIZON,
    };
    let mut game = Game::new(rules, seats.len(), a.seed).map_err(|e| e.to_string())?;
    while !game.is_over() {
        game = play_seat_turn(&to_win, &game, &seats, &mut ws, &mut finals)?;
    }
    let r = game.rules();
    // The review's decisions of the last turns by the chance to win, as the page judges them:
    // each one's player and the percentage points it lost, costliest first.
    let players = seats.len();
    let mut judged = review_to_win(
        &to_win,
        rules,
        players,
        game.decisions(),
        &mut ws,
        &mut finals,
    );
    judged.sort_by(|a, b| (b.best - b.chosen).total_cmp(&(a.best - a.chosen)));
    // With where its player stood then (every player's total, the turns left to it) and the
    // chance to win after the best move and after the one made, in percent: the review's words.
    let to_win: Vec<_> = judged
        .iter()
        .map(|j| {
            let d = &game.decisions()[j.index];
            let then = Game::at_decision(rules, players, game.decisions(), j.index)
                .map(|g| g.sheets().iter().map(|s| s.totals(&r).total).collect())
                .unwrap_or_else(|_| Vec::new());
            serde_json::json!({
                "player": d.player,
                "lost": 100.0 * (j.best - j.chosen),
                "best": 100.0 * j.best,
                "chosen": 100.0 * j.chosen,
                "totals_then": then,
                "turns": r.box_count() - d.filled.count_ones() as usize,
            })
        })
        .collect();
    let out = serde_json::json!({
        "boxes": game.sheets().iter().map(|s| s.boxes.clone()).collect::<Vec<_>>(),
        "totals": game.sheets().iter().map(|s| s.totals(&r)).collect::<Vec<_>>(),
        "to_win_review": to_win,
    });
    Ok(format!("{out}\n"))
}

/// `odds`: the chances of a new game, from playouts dealt from `--seed` (any 64-bit number: the
/// page's worker draws it from the game's seed; the new game's own seed deals nothing here).
pub fn odds(a: &Odds) -> Result<String, String> {
    let rules = a.table.rules.rules();
    // The page's levels: `None` for a person (and every seat without --seats).
    let levels: Vec<Option<BotLevel>> = match &a.seats {
        Some(seats) => seats.iter().map(|&l| Some(l.into())).collect(),
        None => vec![None; a.players],
    };
    let players = levels.len();
    let game = Game::new(rules, players, 0).map_err(|e| e.to_string())?;
    let table = table(&a.table)?;
    let n = a.playouts.unwrap_or_else(|| playouts_for(&table, &game));
    let t0 = Instant::now();
    let finals = playouts_of(&table, &game, 0..n, a.seed, &levels);
    let secs = t0.elapsed().as_secs_f64();
    let exact = expected_totals(&table, &game, &finals, &levels);
    let chances = win_chances_of(&game, &finals, &exact, &levels);
    let means = expected(&finals);
    let (lo, hi) = (percentile(&finals, 0.1), percentile(&finals, 0.9));
    let mut out = format!("{n} playouts of a new {players}-player game\n");
    for p in 0..players {
        out += &format!(
            "player {}: wins {:.1} %, expected {:.1} (playouts {:.1}), 10-90 % {}-{}\n",
            p + 1,
            100.0 * chances[p],
            exact[p],
            means[p],
            lo[p],
            hi[p]
        );
    }
    out += &format!("playout time: {secs:.3} s\n");
    Ok(out)
}

/// `advise`'s position: the turn state and the dice, checked against the rules.
fn position(a: &Advise, rules: RuleSet) -> Result<Position, String> {
    let rules_v = rules.rules();
    let dice = &a.dice.as_ref().ok_or("--dice is needed")?.0;
    let faces = rules_v.def.faces;
    if dice.iter().any(|&d| d > faces) {
        return Err(format!("--dice takes faces 1 to {faces} in this game"));
    }
    let rolls = rules_v.def.rolls_per_turn;
    if a.rolls_left >= rolls {
        return Err(format!("--rolls-left is 0 to {} in this game", rolls - 1));
    }
    let mut filled = 0;
    for &b in a.filled.iter().flat_map(|l| &l.0) {
        if b >= rules_v.box_count() {
            return Err(format!("there is no box {b}"));
        }
        filled |= 1 << b;
    }
    Ok(Position {
        state: TurnState {
            filled,
            upper: a.upper,
            yahtzee_scored: a.yahtzee50,
        },
        dice: Counts::of(dice),
        // As in the game, the marked die (if any) is the die at its index: the first one.
        marked: rules_v.def.wild.map(|w| dice[w.die]),
        rolls_left: a.rolls_left,
    })
}

/// `advise`: every choice in a position, best first, with its value.
pub fn advise(a: &Advise) -> Result<String, String> {
    let rules = a.table.rules.rules();
    let position = position(a, rules)?;
    let table = table(&a.table)?;
    Ok(ranking(&table, &position, a.why).0)
}

/// Every choice in `position`, best first, with its value, and with `why` what each keep aims
/// at, the turn planned once for both (as the page's worker does for the keeps its hint
/// shows); the ranking too.
pub fn ranking(table: &Table, position: &Position, why: bool) -> (String, Vec<Ranked>) {
    let rules_v = table.rules();
    let mut ws = table.workspace(1);
    let t0 = Instant::now();
    let (options, aims) = match why {
        true => table.advise_aimed(position, &mut ws, usize::MAX),
        false => (table.advise(position, &mut ws), Vec::new()),
    };
    let micros = t0.elapsed().as_secs_f64() * 1e6;
    let mut out = String::new();
    for (i, o) in options.iter().enumerate() {
        out += &format!("{:>12.4}  {}\n", o.value, describe(&rules_v, o.choice));
        if let Some(Some(aims)) = aims.get(i) {
            out += &format!("{:>12}  {}\n", "", aiming(&rules_v, aims));
        }
    }
    let and_aims = if why {
        " and what each keep aims at"
    } else {
        ""
    };
    out += &format!("({} options{and_aims} in {micros:.0} us)\n", options.len());
    (out, options)
}

/// What a keep aims at in words: `aims at Sixes 46.21 %, Four of a Kind 20.87 %, Yahtzee
/// 6.12 %, other 26.80 %` (the chances to two decimals).
pub fn aiming(rules: &Rules, aims: &[f64]) -> String {
    let (top, other) = top_aims(aims);
    let mut parts: Vec<String> = top
        .iter()
        .map(|&(b, p)| format!("{} {:.2} %", rules.boxes()[b].name, 100.0 * p))
        .collect();
    if other > 0.0 {
        parts.push(format!("other {:.2} %", 100.0 * other));
    }
    format!("aims at {}", parts.join(", "))
}

/// A choice in words: `keep 66`, `score Full House`.
pub fn describe(rules: &Rules, choice: Choice) -> String {
    match choice {
        Choice::Keep(k) if k.is_empty() => "reroll all".to_string(),
        Choice::Keep(k) => format!("keep {k}"),
        Choice::KeepMarked(k) => format!("keep {k} (the marked die among them)"),
        Choice::Score(b) => format!("score {}", rules.boxes()[b].name),
        Choice::ScoreWild { box_index, wild } => {
            format!(
                "wild die as {wild}, score {}",
                rules.boxes()[box_index].name
            )
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::args::{Cli, Command};
    use clap::Parser;

    /// Parses `args` as the command line does and runs the subcommand.
    fn run(args: &[&str]) -> Result<String, String> {
        let cli = Cli::try_parse_from(std::iter::once("yahtzee").chain(args.iter().copied()))
            .map_err(|e| e.to_string())?;
        match cli.command {
            Command::Solve(a) => solve(&a),
            Command::Odds(a) => odds(&a),
            Command::Advise(a) => advise(&a),
            Command::Bots(a) => bots(&a),
            Command::Simulate(a) => simulate(&a),
            _ => unreachable!("not a play command"),
        }
    }

    #[test]
    fn solves_and_advises_yacht() {
        let out = run(&["solve", "--variant", "yacht"]).unwrap();
        assert!(
            out.contains("Yacht") && out.contains("start value: 166.955"),
            "{out}"
        );
        let out = run(&[
            "advise",
            "--variant",
            "yacht",
            "--dice",
            "66662",
            "--rolls-left",
            "0",
        ])
        .unwrap();
        assert!(out.contains("score Four of a Kind"), "{out}");
        let err = run(&["advise", "--variant", "yacht", "--dice", "66667"]).unwrap_err();
        assert!(err.contains("faces 1 to 6"), "{err}");
        let err = run(&[
            "advise",
            "--variant",
            "yacht",
            "--dice",
            "66666",
            "--filled",
            "12",
        ])
        .unwrap_err();
        assert_eq!(err, "there is no box 12");
        let err = run(&["advise", "--dice", "66666", "--rolls-left", "3"]).unwrap_err();
        assert_eq!(err, "--rolls-left is 0 to 2 in this game");
    }

    #[test]
    fn odds_of_a_new_yacht_game() {
        let out = run(&[
            "odds",
            "--variant",
            "yacht",
            "--players",
            "2",
            "--playouts",
            "40",
        ])
        .unwrap();
        assert!(
            out.contains("40 playouts") && out.contains("player 2: wins"),
            "{out}"
        );
        assert!(run(&["odds", "--players", "9"]).is_err());
        // A playout seed beyond a game's (the page's worker draws them from the whole u64).
        let big = run(&[
            "odds",
            "--variant",
            "yacht",
            "--playouts",
            "8",
            "--seed",
            "18446744073709551615",
        ])
        .unwrap();
        assert!(big.contains("8 playouts"), "{big}");
    }
}
