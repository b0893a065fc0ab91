//! The solver's Web Worker: gets the optimal-strategy table and answers advice, odds, review
//! and daily requests (the perfect play of a day's game), so the page never waits on the solver.
//!
//! Where a table comes from, fastest first:
//! 1. this browser's Cache API, for a table built here before (`tables::load_built`);
//! 2. the files shipped with the page (`tables`): one small file per layer, fetched in the
//!    order the game needs them, checked against the manifest's SHA-256 and kept in the Cache
//!    API for offline play. The first turn's advice needs only the first two layers, so the
//!    worker says "ready" as soon as those have arrived and answers each later request once its
//!    layer is in;
//! 3. a build here, split over one worker per core (`building`), for table options that are
//!    not shipped, or when a shipped file is damaged or cannot be fetched.
//!
//! The same script also runs as one of those helpers: a message that is an object, not a JSON
//! string, is a share of a layer to solve.

mod advice;
mod building;
mod coach;
mod ledger;
mod risk;
mod tables;

use std::cell::RefCell;

use js_sys::Promise;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;
use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};
use yahtzee_engine::RuleSet;
use yahtzee_protocol::{self as protocol, Request, Response, TableSource};
use yahtzee_solver::maxi::{self, MaxiCoach};
use yahtzee_solver::{daily, odds, review, towin, Table, Workspace};

use ledger::{Host, Ledger, Pending, Risk, Ticket};

/// The table in use (complete, or filling layer by layer).
pub(crate) struct Solver {
    rules: Option<RuleSet>,
    table: Option<Table>,
    ws: Option<Workspace>,
    /// Maxi Yatzy's coach, for a game with no table (`coach`).
    coach: Option<MaxiCoach>,
    /// Bumped whenever the rules change: a load still running for older rules stops.
    generation: u32,
    /// When the current rules were asked for, and whether "ready" has been said.
    started_at: f64,
    ready_sent: bool,
    source: TableSource,
    /// Bumped by every odds request and every change of rules: playouts still running for an
    /// older one stop.
    odds_ticket: u32,
}

thread_local! {
    pub(crate) static SOLVER: RefCell<Solver> = const {
        RefCell::new(Solver {
            rules: None,
            table: None,
            ws: None,
            coach: None,
            generation: 0,
            started_at: 0.0,
            ready_sent: false,
            source: TableSource::Stored,
            odds_ticket: 0,
        })
    };
}

thread_local! {
    /// Every request accepted and not answered yet (`ledger`).
    pub(crate) static LEDGER: RefCell<Ledger> = RefCell::new(Ledger::default());
}

/// The worker around the ledger: its table, loads, risk layers, answers and timers.
pub(crate) struct Web;

impl Host for Web {
    fn ledger<R>(&mut self, f: impl FnOnce(&mut Ledger) -> R) -> R {
        LEDGER.with_borrow_mut(f)
    }
    fn rules(&self) -> Option<RuleSet> {
        SOLVER.with_borrow(|s| s.rules)
    }
    fn load(&mut self, rules: RuleSet) {
        switch_to(rules);
    }
    fn ready_for(&self, request: &Request) -> bool {
        SOLVER.with_borrow(|s| {
            s.coach.is_some() || s.table.as_ref().is_some_and(|t| answerable(t, request))
        })
    }
    fn lacks_layers(&mut self, p: &Pending) -> bool {
        SOLVER.with_borrow(|s| s.table.as_ref().is_some_and(|t| risk::lacks(t, &p.request)))
    }
    fn start_wait(&mut self, ticket: Ticket, t0: f64) {
        risk::wait(ticket, t0);
    }
    fn answer(&mut self, p: Pending) {
        let again = SOLVER.with_borrow_mut(|s| {
            let Solver {
                rules,
                table,
                ws,
                ready_sent,
                source,
                coach,
                ..
            } = s;
            if let Some(coach) = coach {
                coach::answer(coach, *source, rules.unwrap_or_default(), p);
                return None;
            }
            let table = table.as_ref()?;
            if let Request::Build { .. } = p.request {
                // Asked again for the table in use: say again that it is ready.
                return (*ready_sent).then(|| Response::Ready {
                    rules: rules.unwrap_or_default(),
                    start_value: table.start_value(),
                    millis: 0.0,
                    source: *source,
                });
            }
            let ws = ws.get_or_insert_with(|| table.workspace(1));
            answer(table, ws, p);
            None
        });
        if let Some(r) = again {
            send(&r);
        }
    }
}

thread_local! {
    /// The others' final-total distributions the end game has worked out, kept across its
    /// requests (the same sheets come back turn after turn) until the rules change.
    pub(crate) static FINALS: RefCell<towin::Finals> = RefCell::new(towin::Finals::default());
}

fn scope() -> DedicatedWorkerGlobalScope {
    js_sys::global().unchecked_into()
}

fn now() -> f64 {
    scope().performance().map_or(0.0, |p| p.now())
}

fn send(msg: &Response) {
    if let Some(message) = protocol::to_js(msg) {
        let _ = scope().post_message(&message);
    }
}

/// Whether a load for `generation` is still the one wanted.
fn current(generation: u32) -> bool {
    SOLVER.with_borrow(|s| s.generation == generation)
}

/// Starts getting the table for `rules`, dropping any other (the ledger keeps what waited).
fn switch_to(rules: RuleSet) {
    let generation = SOLVER.with_borrow_mut(|s| {
        s.generation += 1;
        s.rules = Some(rules);
        s.ws = None;
        s.coach = None;
        s.table = Table::supports(rules).then(|| Table::empty_for(rules));
        s.started_at = now();
        s.ready_sent = false;
        s.odds_ticket += 1;
        s.generation
    });
    FINALS.with_borrow_mut(|f| *f = towin::Finals::default());
    risk::reset();
    wasm_bindgen_futures::spawn_local(load(rules, generation));
}

async fn load(rules: RuleSet, generation: u32) {
    if maxi::coaches(rules) {
        coach::load(rules, generation).await;
        return;
    }
    if !Table::supports(rules) {
        send(&Response::Failed { rules });
        return;
    }
    if let Some(table) = tables::load_built(rules).await {
        install(generation, table, TableSource::Stored);
        return;
    }
    if !current(generation) {
        return;
    }
    if tables::load_shipped(rules, generation).await.is_ok() {
        return;
    }
    if !current(generation) {
        return;
    }
    let table = building::build(rules, generation).await;
    if table.is_none() && current(generation) {
        send(&Response::Failed { rules });
    }
    if let Some((table, workers)) = table {
        let bytes: Vec<u8> = table
            .values()
            .iter()
            .flat_map(|v| v.to_le_bytes())
            .collect();
        install(generation, table, TableSource::Built { workers });
        // A full or blocked cache only means building again next time.
        let _ = tables::store_built(rules, bytes).await;
    }
}

/// Puts a complete table in place (if `generation` is still wanted) and answers what waited.
fn install(generation: u32, table: Table, source: TableSource) {
    let fits = SOLVER.with_borrow_mut(|s| {
        if s.generation != generation {
            return false;
        }
        s.ws = Some(table.workspace(1));
        s.table = Some(table);
        s.source = source;
        true
    });
    if fits {
        layers_arrived();
    }
}

/// Called whenever layers have been added to the table: says "ready" once the first turn can be
/// advised, "complete" once every layer is in, and answers the requests that can now be.
fn layers_arrived() {
    let (ready, complete) = SOLVER.with_borrow_mut(|s| {
        let Some(table) = s.table.as_ref() else {
            return (None, None);
        };
        let rules = s.rules.unwrap_or_default();
        if s.ws.is_none() {
            s.ws = Some(table.workspace(1));
        }
        let millis = now() - s.started_at;
        let ready = (!s.ready_sent && table.can_advise(0)).then(|| {
            s.ready_sent = true;
            Response::Ready {
                rules,
                start_value: table.start_value(),
                millis,
                source: s.source,
            }
        });
        let complete = table
            .is_complete()
            .then_some(Response::Complete { rules, millis });
        (ready, complete)
    });
    if let Some(r) = ready {
        send(&r);
    }
    ledger::table_grew(&mut Web);
    if let Some(c) = complete {
        send(&c);
    }
}

/// Whether the table (complete or not) holds what `request` needs.
fn answerable(table: &Table, request: &Request) -> bool {
    match request {
        Request::Build { .. } => true,
        Request::Advise { pos, .. } => table.can_advise(pos.state.filled),
        // Playouts, reviews and the perfect play of a day go through every later turn.
        Request::Odds { .. }
        | Request::Why { .. }
        | Request::Review { .. }
        | Request::Reasons { .. }
        | Request::Daily { .. }
        | Request::ToWin { .. }
        | Request::ReviewToWin { .. } => table.is_complete(),
    }
}

/// Answers `p` (asked at `p.t0`, earlier than now when it waited); a Tactician's decision whose
/// risk is forgone is answered without the risk attitudes' layers it waited for.
fn answer(table: &Table, ws: &mut Workspace, p: Pending) {
    let Pending { request, t0, risk } = p;
    match request {
        Request::Advise { key, pos, .. } => advice::advice(table, ws, key, &pos, None, t0),
        Request::Why { key, ref game, .. } => {
            if let Some(pos) = yahtzee_solver::play::position(game) {
                advice::advice(table, ws, key, &pos, Some(game), t0);
            } else {
                // A game whose dice are not rolled has no position: nothing to rank or explain.
                let micros = (now() - t0) * 1000.0;
                let (options, aims) = (Vec::new(), Vec::new());
                send(&Response::Advice {
                    key,
                    options,
                    aims,
                    micros,
                });
            }
        }
        Request::Odds { ref game, .. } => {
            let n = odds::playouts_for(table, game);
            // Run from the event loop, outside the borrow of the solver this is called in.
            let p = Pending { request, t0, risk };
            wasm_bindgen_futures::spawn_local(odds_in_slices(p, n));
        }
        Request::ToWin {
            key, game, levels, ..
        } => risk::tactic(table, ws, (key, game, levels), t0, risk == Risk::Wanted),
        Request::ReviewToWin {
            id,
            rules,
            players,
            decisions,
        } => {
            let judged = FINALS.with_borrow_mut(|finals| {
                // The page's Tactician's end game: the horizon its play and ranking use.
                let player = towin::ToWin {
                    table,
                    risk: None,
                    horizon: towin::HORIZON,
                };
                towin::review_to_win(&player, rules, players, &decisions, ws, finals)
            });
            send(&Response::ReviewToWin {
                id,
                judged,
                micros: (now() - t0) * 1000.0,
            });
        }
        Request::Review { id, decisions, .. } => {
            let judged = review::review(table, &decisions, ws);
            let micros = (now() - t0) * 1000.0;
            send(&Response::Review { id, judged, micros });
        }
        Request::Reasons {
            id,
            rules,
            players,
            decisions,
            which,
        } => {
            let judged = review::judge_with_reasons(table, rules, players, &decisions, &which, ws);
            let micros = (now() - t0) * 1000.0;
            send(&Response::Review { id, judged, micros });
        }
        Request::Daily { id, rules, day } => {
            let decisions = daily::perfect_play(table, rules.variant, day, ws)
                .map(|game| game.decisions().to_vec())
                .unwrap_or_default();
            send(&Response::Daily {
                id,
                decisions,
                micros: (now() - t0) * 1000.0,
            });
        }
        Request::Build { .. } => {}
    }
}

/// Lets the event loop run the tasks waiting (a request for advice meanwhile), then goes on: a
/// message to itself. A `setTimeout(0)` would do the same, but once timeouts nest the browser
/// holds each one back 4 ms, a sixth of every 25 ms slice of playouts.
pub(crate) async fn next_task() {
    let Ok(channel) = web_sys::MessageChannel::new() else {
        return;
    };
    let port = channel.port1();
    let arrived = Promise::new(&mut |resolve, _| port.set_onmessage(Some(&resolve)));
    if channel.port2().post_message(&JsValue::UNDEFINED).is_ok() {
        let _ = JsFuture::from(arrived).await;
    }
    port.set_onmessage(None);
}

/// How long one slice of playouts may hold the worker, in milliseconds.
const ODDS_SLICE_MS: f64 = 25.0;

/// Runs the playouts of an odds request a slice at a time, the worker's event loop turning in
/// between, so that advice (for a hint or a bot's next step) asked for meanwhile is answered at
/// once rather than after every playout. The seed comes from the game, so the same position
/// always shows the same numbers, however the playouts were sliced. A newer odds request ends
/// this one (the page waits for the newer one's answer); a table for other rules cuts it short,
/// and the ledger plays it again once its table is back.
async fn odds_in_slices(p: Pending, n: u32) {
    let answered = odds_in_slices_of(&p, n).await;
    let cut = SOLVER.with_borrow(|s| s.rules != Some(p.rules()));
    ledger::odds_ended(&mut Web, (!answered && cut).then_some(p));
}

/// [`odds_in_slices`]: whether it answered.
async fn odds_in_slices_of(p: &Pending, n: u32) -> bool {
    let Request::Odds {
        key, game, levels, ..
    } = &p.request
    else {
        return false;
    };
    let (key, game, levels) = (*key, game, levels);
    let ticket = SOLVER.with_borrow_mut(|s| {
        s.odds_ticket += 1;
        s.odds_ticket
    });
    let seed = odds::playout_seed(game);
    let mut finals = Vec::with_capacity(n as usize);
    let mut from = 0;
    while from < n {
        let t0 = now();
        // Whole batches: playouts are planned `BATCH` games at a time.
        let mut step = yahtzee_solver::BATCH as u32;
        while from < n && now() - t0 < ODDS_SLICE_MS {
            let to = (from + step).min(n);
            let more = SOLVER.with_borrow(|s| {
                let table = s.table.as_ref().filter(|_| s.odds_ticket == ticket)?;
                Some(odds::playouts_of(table, game, from..to, seed, levels))
            });
            let Some(more) = more else {
                return false;
            };
            finals.extend(more);
            from = to;
            step = (step * 2).min(64);
        }
        if from < n {
            next_task().await;
        }
    }
    let answer = SOLVER.with_borrow(|s| {
        let table = s.table.as_ref().filter(|_| s.odds_ticket == ticket)?;
        let expected = odds::expected_totals(table, game, &finals, levels);
        let chances = odds::win_chances_of(game, &finals, &expected, levels);
        Some(Response::Odds {
            key,
            chances,
            expected,
        })
    });
    let answered = answer.is_some();
    if let Some(answer) = answer {
        send(&answer);
    }
    answered
}

/// Takes a request from the page (`ledger::handle`).
fn handle(request: Request) {
    ledger::handle(&mut Web, Pending::new(request, now()));
}

fn main() {
    let onmessage = Closure::<dyn Fn(MessageEvent)>::new(|event: MessageEvent| {
        let data = event.data();
        // A helper's job (another worker's build share) is a plain object of its own shape,
        // with the next layer's values as a Float32Array; anything else is the page's request.
        if building::is_job(&data) {
            building::help(&data);
        } else if let Some(request) = protocol::from_js::<Request>(data) {
            handle(request);
        }
    });
    scope().set_onmessage(Some(onmessage.as_ref().unchecked_ref()));
    onmessage.forget();
    // The WebAssembly memory, for a measurement of the worker's size (tests/bench/memory.mjs
    // reads `self.wasmMemory.buffer.byteLength`: it only grows, so its last size is its peak).
    let _ = js_sys::Reflect::set(
        &js_sys::global(),
        &JsValue::from_str("wasmMemory"),
        &wasm_bindgen::memory(),
    );
    send(&Response::Started);
}
