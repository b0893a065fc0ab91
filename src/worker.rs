//! The solver's Web Worker: builds (or loads from the Cache API) the optimal-strategy table and
//! answers advice, odds and review requests, so the page never waits on the solver.

mod protocol;

use std::cell::RefCell;
use std::collections::VecDeque;

use js_sys::{Promise, Uint8Array};
use protocol::{Judged, Pos, RankedMove, Request, Response};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;
use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};
use yahtzee_engine::{Counts, RuleSet};
use yahtzee_solver::{odds, review, Position, Table, TurnState, Workspace, SOLVER_VERSION};

struct Solver {
    table: Option<Table>,
    ws: Option<Workspace>,
    /// Requests that arrived while the table was loading.
    waiting: VecDeque<Request>,
    loading: Option<RuleSet>,
}

thread_local! {
    static SOLVER: RefCell<Solver> = const {
        RefCell::new(Solver { table: None, ws: None, waiting: VecDeque::new(), loading: None })
    };
}

fn scope() -> DedicatedWorkerGlobalScope {
    js_sys::global().unchecked_into()
}

fn now() -> f64 {
    scope().performance().map_or(0.0, |p| p.now())
}

fn send(msg: &Response) {
    if let Ok(text) = serde_json::to_string(msg) {
        let _ = scope().post_message(&JsValue::from_str(&text));
    }
}

/// The most playouts run for one odds request: the worker answers one request at a time, so an
/// oversized request must not hold up the advice behind it for long.
const MAX_PLAYOUTS: u32 = 10_000;

const CACHE: &str = "yahtzee-solver-v";

fn cache_key(rules: &RuleSet) -> String {
    let o = rules.options;
    format!(
        "solver-table/{:?}-{:?}-{}-{}.f32",
        rules.variant, o.joker, o.five_of_a_kind_full_house, o.yahtzee_bonus
    )
    .to_lowercase()
}

async fn await_js(p: Promise) -> Result<JsValue, JsValue> {
    JsFuture::from(p).await
}

/// The cached table for `rules`, if this browser has one.
async fn load_cached(rules: RuleSet) -> Result<Option<Table>, JsValue> {
    let caches = scope().caches()?;
    let cache: web_sys::Cache = await_js(caches.open(&format!("{CACHE}{SOLVER_VERSION}")))
        .await?
        .dyn_into()?;
    let hit = await_js(cache.match_with_str(&cache_key(&rules))).await?;
    let Ok(response) = hit.dyn_into::<web_sys::Response>() else {
        return Ok(None);
    };
    let bytes = Uint8Array::new(&await_js(response.array_buffer()?).await?).to_vec();
    let values = bytes
        .chunks_exact(4)
        .map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect();
    Ok(Table::from_values(rules, values))
}

async fn store(rules: RuleSet, table_bytes: Vec<u8>) -> Result<(), JsValue> {
    let caches = scope().caches()?;
    let cache: web_sys::Cache = await_js(caches.open(&format!("{CACHE}{SOLVER_VERSION}")))
        .await?
        .dyn_into()?;
    let mut bytes = table_bytes;
    let response = web_sys::Response::new_with_opt_u8_array(Some(&mut bytes))?;
    await_js(cache.put_with_str(&cache_key(&rules), &response)).await?;
    Ok(())
}

fn build(rules: RuleSet) {
    SOLVER.with_borrow_mut(|s| s.loading = Some(rules));
    wasm_bindgen_futures::spawn_local(async move {
        let t0 = now();
        let cached = load_cached(rules).await.ok().flatten();
        let from_cache = cached.is_some();
        let table = cached.unwrap_or_else(|| {
            let mut last = -1.0;
            Table::build(rules, |fraction| {
                if fraction - last >= 0.01 || fraction >= 1.0 {
                    last = fraction;
                    send(&Response::Progress { rules, fraction });
                }
            })
        });
        let millis = now() - t0;
        send(&Response::Ready {
            rules,
            start_value: table.start_value(),
            millis,
            cached: from_cache,
        });
        let bytes: Option<Vec<u8>> = (!from_cache).then(|| {
            table
                .values()
                .iter()
                .flat_map(|v| v.to_le_bytes())
                .collect()
        });
        let waiting = SOLVER.with_borrow_mut(|s| {
            s.ws = Some(table.workspace(1));
            s.table = Some(table);
            s.loading = None;
            std::mem::take(&mut s.waiting)
        });
        for request in waiting {
            handle(request);
        }
        if let Some(bytes) = bytes {
            // A full or blocked cache only means building again next time.
            let _ = store(rules, bytes).await;
        }
    });
}

fn answer(table: &Table, ws: &mut Workspace, request: Request) {
    let t0 = now();
    match request {
        Request::Advise { key, pos, .. } => {
            let Pos {
                filled,
                upper,
                yahtzee_scored,
                dice,
                marked,
                rolls_left,
            } = pos;
            let options = table
                .advise(
                    &Position {
                        state: TurnState {
                            filled,
                            upper,
                            yahtzee_scored,
                        },
                        dice: Counts::of(&dice),
                        marked,
                        rolls_left,
                    },
                    ws,
                )
                .into_iter()
                .map(|r| RankedMove {
                    choice: r.choice.into(),
                    value: r.value,
                })
                .collect();
            send(&Response::Advice {
                key,
                options,
                micros: (now() - t0) * 1000.0,
            });
        }
        Request::Odds {
            key,
            game,
            playouts,
            ..
        } => {
            // The seed comes from the game, so the same position always shows the same numbers.
            let finals = odds::playouts(
                table,
                &game,
                playouts.min(MAX_PLAYOUTS),
                odds::playout_seed(&game),
            );
            send(&Response::Odds {
                key,
                chances: odds::win_chances(&finals),
                expected: odds::expected(&finals),
            });
        }
        Request::Review { id, decisions, .. } => {
            let judged = review::review(table, &decisions, ws)
                .into_iter()
                .map(|j| Judged {
                    index: j.index,
                    chosen: j.chosen,
                    best: j.best,
                    best_choice: j.best_choice.into(),
                })
                .collect();
            send(&Response::Review {
                id,
                judged,
                micros: (now() - t0) * 1000.0,
            });
        }
        Request::Build { .. } => {}
    }
}

fn handle(request: Request) {
    let rules = match &request {
        Request::Build { rules }
        | Request::Advise { rules, .. }
        | Request::Odds { rules, .. }
        | Request::Review { rules, .. } => *rules,
    };
    let ready = SOLVER.with_borrow_mut(|s| {
        let have = s.table.as_ref().is_some_and(|t| t.rules() == rules.rules());
        if !have {
            if !matches!(request, Request::Build { .. }) {
                s.waiting.push_back(request.clone());
            }
            return Some(s.loading != Some(rules));
        }
        if let (Some(table), Some(ws)) = (s.table.as_ref(), s.ws.as_mut()) {
            answer(table, ws, request.clone());
        }
        None
    });
    match ready {
        // Not loaded, and not loading: start.
        Some(true) => build(rules),
        // Loading: the request waits in the queue.
        Some(false) => {}
        // Answered, or a Build of the table already loaded: say it is ready.
        None => {
            if matches!(request, Request::Build { .. }) {
                SOLVER.with_borrow(|s| {
                    if let Some(t) = &s.table {
                        send(&Response::Ready {
                            rules,
                            start_value: t.start_value(),
                            millis: 0.0,
                            cached: true,
                        });
                    }
                });
            }
        }
    }
}

fn main() {
    let onmessage = Closure::<dyn Fn(MessageEvent)>::new(|event: MessageEvent| {
        let Some(text) = event.data().as_string() else {
            return;
        };
        if let Ok(request) = serde_json::from_str::<Request>(&text) {
            handle(request);
        }
    });
    scope().set_onmessage(Some(onmessage.as_ref().unchecked_ref()));
    onmessage.forget();
    send(&Response::Started);
}
