//! A Tactician's risk attitudes in the worker (`towin::RiskTables`): the layers of their shipped
//! tables fetched one at a time, in the order the decisions need them, and the decisions that
//! wait for them.
//!
//! A decision before the end game needs the layers of every player's variance, then the layer
//! of the attitude the standings call for. It waits for them (in the `ledger`) at most
//! [`WAIT_MS`] from when it was asked; on a slow network it is then answered without them, as
//! the expected-score strategy plays (the layers still come, for the turns after). A fetch that
//! fails answers the decisions waiting for points at once; the next decision fetches again.
//! Once a decision is answered the next round's variance layers are fetched ahead, while the
//! bots play on. One fetch runs at a time, so no layer is fetched twice.

use std::cell::{Cell, RefCell};
use std::collections::VecDeque;

use gloo_timers::future::TimeoutFuture;
use yahtzee_engine::{BotLevel, Game};
use yahtzee_protocol::{Moment, Request, Response};
use yahtzee_solver::{pack, towin, Table, Workspace};

use crate::ledger::{self, Ticket};
use crate::{now, send, tables, Web, FINALS, SOLVER};

/// How long a decision waits for its layers: the second a decision may take.
const WAIT_MS: f64 = 1000.0;

/// A layer of a risk attitude's table: its attitude θ and how many boxes its states have filled.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Layer {
    theta: f64,
    filled: u32,
}

impl Layer {
    fn all(layers: Vec<(f64, u32)>) -> impl DoubleEndedIterator<Item = Layer> {
        layers
            .into_iter()
            .map(|(theta, filled)| Layer { theta, filled })
    }
}

thread_local! {
    /// The tables' layers fetched so far, until the rules change.
    static RISK: RefCell<towin::RiskTables> = RefCell::new(towin::RiskTables::default());
    /// Layers to fetch, in order: a waiting decision's first, the next round's after.
    static QUEUE: RefCell<VecDeque<Layer>> = const { RefCell::new(VecDeque::new()) };
    /// Whether the fetching task runs.
    static LOADING: Cell<bool> = const { Cell::new(false) };
}

/// Forgets the tables and the layers to fetch: the rules changed (the ledger keeps the
/// decisions that waited).
pub fn reset() {
    RISK.set(towin::RiskTables::default());
    QUEUE.with_borrow_mut(VecDeque::clear);
}

/// Every seat's level, a person taken to play as an Expert.
fn seats(levels: &[Option<BotLevel>]) -> Vec<BotLevel> {
    levels
        .iter()
        .map(|l| l.unwrap_or(BotLevel::Expert))
        .collect()
}

/// Whether a Tactician's `request` needs layers that are not here: then they are fetched first.
pub fn lacks(table: &Table, request: &Request) -> bool {
    let Request::ToWin { game, levels, .. } = request else {
        return false;
    };
    if towin::in_end_game(game, towin::HORIZON) {
        return false;
    }
    let missing = RISK.with_borrow(|r| r.missing(table, game, &seats(levels)));
    let lacks = !missing.is_empty();
    want(Layer::all(missing), true);
    lacks
}

/// A Tactician's request: the moment, the game and every seat's level.
pub type Asked = (Moment, Game, Vec<Option<BotLevel>>);

/// Answers a Tactician's request asked at `t0` with `towin::tactician_ranking`: with the risk
/// layers it needs (the ledger kept it until they came), or without them (`risky` false).
pub fn tactic(table: &Table, ws: &mut Workspace, asked: Asked, t0: f64, risky: bool) {
    let (key, game, levels) = asked;
    let seats = seats(&levels);
    // Whether the values are chances the page knows from the game (`towin::in_end_game`): the
    // ranking alone is sent.
    let options = RISK
        .with_borrow(|risk| {
            let player = towin::ToWin {
                table,
                risk: risky.then_some(risk),
                horizon: towin::HORIZON,
            };
            FINALS.with_borrow_mut(|finals| {
                towin::tactician_ranking(&player, &game, &seats, ws, finals)
            })
        })
        .map(|t| t.ranking)
        .unwrap_or_default();
    send(&Response::ToWin {
        key,
        options,
        micros: (now() - t0) * 1000.0,
    });
    if risky {
        RISK.with_borrow_mut(|r| r.forget_behind(&game));
        want(Layer::all(RISK.with_borrow(|r| r.ahead(&game))), false);
    }
}

/// Starts the wait of a parked decision, asked at `t0`: [`WAIT_MS`] after it, the ledger
/// answers it for points if it still waits.
pub fn wait(ticket: Ticket, t0: f64) {
    // Started with `?risk-wait=layers` (src/app/solver.rs): no end to the wait but the fetch's.
    let search = crate::scope().location().search();
    if search.contains("risk-wait=layers") {
        return;
    }
    wasm_bindgen_futures::spawn_local(async move {
        // What is left of the wait (none once it is over).
        TimeoutFuture::new((WAIT_MS - (now() - t0)).max(0.0) as u32).await;
        ledger::late(&mut Web, ticket);
    });
}

/// Puts `layers` in the queue, first (`urgent`) or last, and starts the fetching task.
fn want(layers: impl DoubleEndedIterator<Item = Layer>, urgent: bool) {
    let mut any = false;
    QUEUE.with_borrow_mut(|q| {
        for layer in layers.rev() {
            any = true;
            let there = q.iter().position(|&l| l == layer);
            match (there, urgent) {
                (Some(i), true) => {
                    q.remove(i);
                    q.push_front(layer);
                }
                (Some(_), false) => {}
                (None, true) => q.push_front(layer),
                (None, false) => q.push_back(layer),
            }
        }
    });
    if any && !LOADING.replace(true) {
        wasm_bindgen_futures::spawn_local(fetch_queue());
    }
}

/// Fetches the queue's layers one at a time, handing what waited back to the ledger after each.
async fn fetch_queue() {
    while let Some(Layer { theta, filled: k }) = QUEUE.with_borrow_mut(VecDeque::pop_front) {
        let (rules, generation) = SOLVER.with_borrow(|s| (s.rules, s.generation));
        let Some(rules) = rules else {
            break;
        };
        let here = RISK.with_borrow(|r| r.for_theta(theta).is_some_and(|t| t.has_layer(k)));
        if here {
            continue;
        }
        let read = |bytes: &[u8], sha256: &str| {
            crate::current(generation)
                && RISK.with_borrow_mut(|r| {
                    pack::read_layer(r.table_mut(rules, theta), k, bytes, sha256).is_ok()
                })
        };
        let good = tables::load_risk(rules, theta, k, read).await;
        if !crate::current(generation) {
            continue;
        }
        if !good {
            // Tried again by the next decision that needs it.
            QUEUE.with_borrow_mut(VecDeque::clear);
        }
        ledger::layer_fetched(&mut Web, good);
    }
    LOADING.set(false);
}
