//! A Tactician's risk attitudes in the worker (`towin::RiskTables`): the layers of their shipped
//! tables fetched one at a time, in the order the decisions need them, and the decisions that
//! wait for them.
//!
//! A decision before the end game needs the layers of every player's variance, then the layer
//! of the attitude the standings call for. It waits for them at most [`WAIT_MS`] from when it
//! was asked; on a slow network it is then answered without them, as the expected-score
//! strategy plays (the layers still come, for the turns after). Once a decision is answered the
//! next round's variance layers are fetched ahead, while the bots play on. One fetch runs at a
//! time, so no layer is fetched twice.

use std::cell::{Cell, RefCell};
use std::collections::VecDeque;

use yahtzee_engine::{BotLevel, Game, RuleSet};
use yahtzee_protocol::{Moment, Request, Response};
use yahtzee_solver::{pack, towin, Table, Workspace};

use crate::{now, send, tables, FINALS, SOLVER};

/// How long a decision waits for its layers: the second a decision may take.
const WAIT_MS: f64 = 1000.0;

/// A layer of a risk attitude's table: the attitude and how many boxes are filled.
type Layer = (f64, u32);

thread_local! {
    /// The tables' layers fetched so far, until the rules change.
    static RISK: RefCell<towin::RiskTables> = RefCell::new(towin::RiskTables::default());
    /// Set when a layer could not be had for these rules: the Tactician then plays for points
    /// until its end game, as in a game that takes no risk.
    static NO_RISK: Cell<bool> = const { Cell::new(false) };
    /// Layers to fetch, in order: a waiting decision's first, the next round's after.
    static QUEUE: RefCell<VecDeque<Layer>> = const { RefCell::new(VecDeque::new()) };
    /// Whether the fetching task runs.
    static LOADING: Cell<bool> = const { Cell::new(false) };
    /// Decisions waiting for layers: a ticket, the request and when it was asked.
    static WAITING: RefCell<Vec<(u32, Request, f64)>> = const { RefCell::new(Vec::new()) };
    static TICKET: Cell<u32> = const { Cell::new(0) };
}

/// Forgets the tables and what waits: the rules changed.
pub fn reset() {
    RISK.set(towin::RiskTables::default());
    NO_RISK.set(false);
    QUEUE.with_borrow_mut(VecDeque::clear);
    WAITING.with_borrow_mut(Vec::clear);
}

/// A Tactician's request: the moment, the rules, the game and every seat's level.
pub type Asked = (Moment, RuleSet, Game, Vec<Option<BotLevel>>);

/// Answers a Tactician's request asked at `t0` with `towin::tactician_ranking`, or keeps it
/// until the risk layers it needs have come (`with_risk` false: answers without them).
pub fn tactic(table: &Table, ws: &mut Workspace, asked: Asked, t0: f64, with_risk: bool) {
    let (key, rules, game, levels) = asked;
    let seats: Vec<BotLevel> = levels
        .iter()
        .map(|l| l.unwrap_or(BotLevel::Expert))
        .collect();
    let risky = with_risk && !NO_RISK.get();
    let missing = match risky && !towin::in_end_game(&game, towin::HORIZON) {
        true => RISK.with_borrow(|r| r.missing(table, &game, &seats)),
        false => Vec::new(),
    };
    if !missing.is_empty() {
        let request = Request::ToWin {
            key,
            rules,
            game,
            levels,
        };
        park(request, t0, missing);
        return;
    }
    // Whether the values are chances the page knows from the game (`towin::in_end_game`).
    let (options, _by_chance) = RISK
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
        .unwrap_or_default();
    send(&Response::ToWin {
        key,
        options,
        micros: (now() - t0) * 1000.0,
    });
    if risky {
        want(RISK.with_borrow(|r| r.ahead(&game)), false);
    }
}

/// Keeps `request` until its layers (`missing`) have come, or until [`WAIT_MS`] after `t0`.
fn park(request: Request, t0: f64, missing: Vec<Layer>) {
    let ticket = TICKET.get().wrapping_add(1);
    TICKET.set(ticket);
    WAITING.with_borrow_mut(|w| w.push((ticket, request, t0)));
    want(missing, true);
    wasm_bindgen_futures::spawn_local(async move {
        sleep(WAIT_MS - (now() - t0)).await;
        let late = WAITING.with_borrow_mut(|w| {
            let i = w.iter().position(|e| e.0 == ticket)?;
            Some(w.remove(i))
        });
        if let Some((_, request, t0)) = late {
            crate::answer_without_risk(request, t0);
        }
    });
}

/// Puts `layers` in the queue, first (`urgent`) or last, and starts the fetching task.
fn want(layers: Vec<Layer>, urgent: bool) {
    QUEUE.with_borrow_mut(|q| {
        for layer in layers.into_iter().rev() {
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
    if !LOADING.replace(true) {
        wasm_bindgen_futures::spawn_local(fetch_queue());
    }
}

/// Fetches the queue's layers one at a time, answering what waited after each.
async fn fetch_queue() {
    while let Some((theta, k)) = QUEUE.with_borrow_mut(VecDeque::pop_front) {
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
            NO_RISK.set(true);
            QUEUE.with_borrow_mut(VecDeque::clear);
        }
        for (_, request, t0) in WAITING.take() {
            crate::handle_from(request, t0);
        }
    }
    LOADING.set(false);
}

/// Resolves after `ms` milliseconds (at once for none).
async fn sleep(ms: f64) {
    if ms <= 0.0 {
        return;
    }
    let promise = js_sys::Promise::new(&mut |resolve, _| {
        let _ = crate::scope()
            .set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, ms as i32);
    });
    let _ = wasm_bindgen_futures::JsFuture::from(promise).await;
}
