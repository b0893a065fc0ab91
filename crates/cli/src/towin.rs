//! `yahtzee to-win`: the ranking a Tactician follows in a recorded game's position, as the page's
//! hint and its to-win bot get it from the worker (`towin::tactician_ranking`).

use std::path::Path;

use yahtzee_engine::{BotLevel, Game};
use yahtzee_solver::play::position;
use yahtzee_solver::towin::{tactician_ranking, Finals, RiskTables, ToWin, Valued, HORIZON};

use crate::play::{describe, table_of};
use crate::tables::read_risk;

/// The first lines say what the hint says: the move for the win (with its chance in the last
/// turns), then, when the table's move for points is another, that move (with its chance).
/// Every choice follows, its chance to six decimals (before the last turns: the points the risk
/// attitude values it at, to three). Every seat is taken to play as an Expert (as a person is).
pub fn to_win(game: &Game, tables: Option<&Path>) -> Result<String, String> {
    let rules = game.rule_set();
    let table = table_of(rules, tables)?;
    let risk = tables
        .and_then(|dir| read_risk(dir, rules))
        .unwrap_or_else(|| RiskTables::build(rules));
    let mut ws = table.workspace(1);
    let levels = vec![BotLevel::Expert; game.sheets().len()];
    let player = ToWin {
        table: &table,
        risk: Some(&risk),
        horizon: HORIZON,
    };
    let no_ranking = "no ranking for the win here: it needs the dice rolled at a table of two or more, in the player's last four turns or in a game that takes a risk attitude";
    if game.sheets().len() < 2 {
        return Err(no_ranking.into());
    }
    let tactic = tactician_ranking(&player, game, &levels, &mut ws, &mut Finals::default())
        .ok_or(no_ranking)?;
    let (ranking, by_chance) = (tactic.ranking, tactic.valued == Valued::ByChance);
    let pos = position(game).ok_or("no dice rolled")?;
    let points = table.advise(&pos, &mut ws);
    let r = game.rules();
    let said = |v: f64| match by_chance {
        true => format!(", {:.0} %", v * 100.0),
        false => String::new(),
    };
    let win = ranking.first().ok_or("no choice")?;
    let mut out = format!("to win: {}{}\n", describe(&r, win.choice), said(win.value));
    let best = points.first().map(|p| p.choice);
    if let Some(p) = ranking
        .iter()
        .find(|x| Some(x.choice) == best && x.choice != win.choice)
    {
        out += &format!("for points: {}{}\n", describe(&r, p.choice), said(p.value));
    }
    for x in &ranking {
        out += &match by_chance {
            true => format!("{:.6}  {}\n", x.value, describe(&r, x.choice)),
            false => format!("{:.3}  {}\n", x.value, describe(&r, x.choice)),
        };
    }
    Ok(out)
}
