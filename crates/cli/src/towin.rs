//! `yahtzee to-win`: the ranking by the chance to win of a recorded game's position, as the
//! page's hint and its to-win bot get it from the worker (`towin::rank_to_win`).

use yahtzee_engine::{BotLevel, Game};
use yahtzee_solver::play::position;
use yahtzee_solver::towin::{rank_to_win, Finals};
use yahtzee_solver::Table;

use crate::play::describe;

/// The first lines say what the hint says: the move for the win with its chance, then, when
/// the table's move for points is another, that move with its chance. Every choice follows,
/// its chance to six decimals. Every seat is taken to play as an Expert (as a person is).
pub fn to_win(game: &Game) -> Result<String, String> {
    let table = Table::build(game.rule_set(), |_| {});
    let mut ws = table.workspace(1);
    let levels = vec![BotLevel::Expert; game.sheets().len()];
    let ranking = rank_to_win(&table, game, &levels, &mut ws, &mut Finals::default())
        .ok_or("no ranking for the win here: it needs the dice rolled, at a table of two or more, in the player's last four turns")?;
    let pos = position(game).ok_or("no dice rolled")?;
    let points = table.advise(&pos, &mut ws);
    let rules = game.rules();
    let percent = |v: f64| format!("{:.0} %", v * 100.0);
    let win = ranking.first().ok_or("no choice")?;
    let mut out = format!(
        "to win: {}, {}\n",
        describe(&rules, win.choice),
        percent(win.value)
    );
    let best = points.first().map(|p| p.choice);
    if let Some(p) = ranking
        .iter()
        .find(|r| Some(r.choice) == best && r.choice != win.choice)
    {
        out += &format!(
            "for points: {}, {}\n",
            describe(&rules, p.choice),
            percent(p.value)
        );
    }
    for r in &ranking {
        out += &format!("{:.6}  {}\n", r.value, describe(&rules, r.choice));
    }
    Ok(out)
}
