//! `yahtzee advise --game [--why] < game.json`: the ranking in a recorded game's position (read
//! as `replay` reads it), and with `--why` what each keep aims at and why the best score beats
//! the best score in another box (`why::score_why`), from the playouts the page's hint gets
//! (the same count, the same seed).

use std::path::Path;

use yahtzee_engine::Game;
use yahtzee_solver::odds::playout_seed;
use yahtzee_solver::play::position;
use yahtzee_solver::why::{score_why, why_playouts_for};

use crate::play::{ranking, table_of};

/// The ranking, then (with `why`, when the best move is a score and another box can be scored)
/// lines that start `why:`: each box's points now, what each move leaves open is worth later,
/// the upper bonus's chance (in a game with one), and the playouts behind them with their time.
pub fn advise_game(game: &Game, tables: Option<&Path>, why: bool) -> Result<String, String> {
    let table = table_of(game.rule_set(), tables)?;
    let pos = position(game).ok_or("no dice rolled")?;
    let (mut out, options) = ranking(&table, &pos, why);
    let n = why_playouts_for(&table, game);
    let t0 = std::time::Instant::now();
    let Some(w) = why
        .then(|| score_why(&table, game, &options, n, playout_seed(game)))
        .flatten()
    else {
        return Ok(out);
    };
    let millis = t0.elapsed().as_secs_f64() * 1e3;
    let rules = game.rules();
    let name = |b: usize| rules.boxes()[b].name;
    let (a, b) = (&w.best, &w.other);
    let (box_a, box_b) = (name(a.slot), name(b.slot));
    out += &format!("why: {box_a} {} now, {box_b} {}\n", a.points, b.points);
    // Every number in full (the shortest text that reads back as the same f64), so that the
    // browser tests round it as the page does.
    out += &format!(
        "why: left open, {box_b} worth {} later after {box_a}, {box_a} worth {} after {box_b}\n",
        a.left_open, b.left_open
    );
    if let Some(before) = w.bonus_before {
        out += &format!(
            "why: upper bonus chance {before} at the start of the turn, {} after {box_a}, {} after {box_b}\n",
            a.bonus, b.bonus
        );
    }
    out += &format!("why: {} playouts each, in {millis:.1} ms\n", w.playouts);
    Ok(out)
}
