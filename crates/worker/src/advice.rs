//! The hint's answer: the ranking of a position, what its first keeps aim at, and for
//! [`Request::Why`](yahtzee_protocol::Request::Why) why its best score beats the next best box.

use yahtzee_protocol::{self as protocol, Aimed, Response, AIMED};
use yahtzee_solver::{odds, top_aims, why, Table, Workspace};

use crate::{now, send};

/// Ranks the choices in `pos` and says what the first keeps aim at; with `game` (the position's
/// game, for [`Request::Why`]), why the best score beats the best score in another box too.
pub fn advice(
    table: &Table,
    ws: &mut Workspace,
    key: protocol::Moment,
    pos: &yahtzee_solver::Position,
    game: Option<&yahtzee_engine::Game>,
    t0: f64,
) {
    let (options, each) = table.advise_aimed(pos, ws, AIMED);
    let aims: Vec<Aimed> = (each.into_iter().enumerate())
        .filter_map(|(option, aims)| {
            let (top, other) = top_aims(&aims?);
            Some(Aimed { option, top, other })
        })
        .collect();
    let mut numbers = Aimed::flatten(&aims);
    let why = game.and_then(|g| {
        let n = why::why_playouts_for(table, g);
        why::score_why(table, g, &options, n, odds::playout_seed(g))
    });
    if let Some(w) = why {
        numbers.extend(protocol::Why::of(&w).flatten());
    }
    send(&Response::Advice {
        key,
        options,
        aims: numbers,
        micros: (now() - t0) * 1000.0,
    });
}
