//! Building a table in the browser, split over one worker per core.
//!
//! The states with the same number of filled boxes (a layer) depend only on the layer after
//! them, so each layer is cut into one contiguous share per worker: the helpers get the next
//! layer's values and their share's bounds, this worker solves its own share meanwhile, and the
//! shares come back in order. No memory is shared (GitHub Pages cannot send the headers that
//! SharedArrayBuffer needs): each helper keeps its own copy of the one layer it reads.
//! Every worker runs the same code on the same f64 values, so the table is the same bit for bit
//! as a build on one thread.

use std::cell::RefCell;

use js_sys::{Float32Array, Object, Promise, Reflect};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;
use web_sys::{MessageEvent, Worker};
use yahtzee_engine::RuleSet;
use yahtzee_solver::{Table, Workspace};

use crate::{current, scope, send};
use yahtzee_protocol::Response;

/// The most workers one build uses, this one included.
const MAX_WORKERS: usize = 8;

fn get(obj: &JsValue, key: &str) -> JsValue {
    Reflect::get(obj, &JsValue::from_str(key)).unwrap_or(JsValue::UNDEFINED)
}

fn set(obj: &Object, key: &str, value: &JsValue) {
    let _ = Reflect::set(obj, &JsValue::from_str(key), value);
}

/// The next message `worker` posts (or its error), as a promise.
fn next_message(worker: &Worker) -> Promise {
    Promise::new(&mut |resolve, reject| {
        let on_message = Closure::once_into_js(move |e: MessageEvent| {
            let _ = resolve.call1(&JsValue::NULL, &e.data());
        });
        worker.set_onmessage(Some(on_message.unchecked_ref()));
        let on_error = Closure::once_into_js(move |e: JsValue| {
            let _ = reject.call1(&JsValue::NULL, &e);
        });
        worker.set_onerror(Some(on_error.unchecked_ref()));
    })
}

/// Starts `count` helpers and waits until each listens; none if any fails to start.
async fn start_helpers(count: usize) -> Vec<Worker> {
    let mut helpers = Vec::new();
    let mut started = Vec::new();
    for _ in 0..count {
        let Ok(w) = Worker::new("./solver-loader.js") else {
            break;
        };
        started.push(next_message(&w));
        helpers.push(w);
    }
    let all = js_sys::Array::from_iter(started.iter());
    if JsFuture::from(Promise::all(&all)).await.is_err() {
        for w in &helpers {
            w.terminate();
        }
        return Vec::new();
    }
    helpers
}

/// Yields to the event loop so that messages (a switch to other rules) are seen between layers.
async fn yield_now() {
    crate::next_task().await;
}

/// Builds the table for `rules` over every core the browser offers; with the number of workers
/// that shared it. `None` when other rules were asked for meanwhile.
pub async fn build(rules: RuleSet, generation: u32) -> Option<(Table, u32)> {
    // `solver-loader.js?workers=N` caps the workers (the benchmark compares 1 with all).
    let search = scope().location().search();
    let cap = search
        .strip_prefix("?workers=")
        .and_then(|n| n.parse::<usize>().ok());
    let cores =
        (scope().navigator().hardware_concurrency() as usize).min(cap.unwrap_or(usize::MAX));
    let helpers = start_helpers(cores.clamp(1, MAX_WORKERS) - 1).await;
    let table = build_with(rules, generation, &helpers).await;
    for w in &helpers {
        w.terminate();
    }
    match table {
        // A helper that failed (or a browser that would not start one): this worker alone.
        None if !helpers.is_empty() && current(generation) => {
            Some((build_with(rules, generation, &[]).await?, 1))
        }
        table => Some((table?, helpers.len() as u32 + 1)),
    }
}

async fn build_with(rules: RuleSet, generation: u32, helpers: &[Worker]) -> Option<Table> {
    let mut table = Table::empty_for(rules);
    let mut ws = table.workspace(table.lanes());
    let layers = table.layer_count();
    let sizes: Vec<usize> = (0..layers).map(|k| table.layer_states(k).len()).collect();
    let total: usize = sizes[..layers as usize - 1].iter().sum();
    let mut done = 0;
    let rules_js = yahtzee_protocol::to_js(&rules)?;
    send(&Response::Progress {
        rules,
        fraction: 0.0,
    });
    for k in (0..layers - 1).rev() {
        let states = table.layer_states(k);
        let parts = helpers.len() + 1;
        let bounds: Vec<usize> = (0..=parts).map(|i| states.len() * i / parts).collect();
        let mut replies = Vec::new();
        if !helpers.is_empty() {
            let next = Float32Array::from(&table.layer_values(k + 1)[..]);
            for (i, w) in helpers.iter().enumerate() {
                let job = Object::new();
                set(&job, "rules", &rules_js);
                set(&job, "k", &JsValue::from(k));
                set(&job, "from", &JsValue::from(bounds[i + 1] as u32));
                set(&job, "to", &JsValue::from(bounds[i + 2] as u32));
                set(&job, "next", &next);
                replies.push(next_message(w));
                w.post_message(&job).ok()?;
            }
        }
        // This worker takes the first share while the helpers work on theirs.
        let mut values = table.solve_states(&states[..bounds[1]], &mut ws);
        let all = js_sys::Array::from_iter(replies.iter());
        let answers = JsFuture::from(Promise::all(&all)).await.ok()?;
        for answer in js_sys::Array::from(&answers).iter() {
            let part: Float32Array = get(&answer, "values").dyn_into().ok()?;
            values.extend(part.to_vec());
        }
        if !table.set_layer(k, &values) {
            return None;
        }
        done += sizes[k as usize];
        send(&Response::Progress {
            rules,
            fraction: done as f32 / total as f32,
        });
        yield_now().await;
        if !current(generation) {
            return None;
        }
    }
    Some(table)
}

thread_local! {
    /// A helper's copy of the table it works on, with its scratch space.
    static HELPER: RefCell<Option<(RuleSet, Table, Workspace)>> = const { RefCell::new(None) };
}

/// Whether a posted value is a helper's job (see `build_with`), not a request from the page.
pub fn is_job(data: &JsValue) -> bool {
    get(data, "next").is_instance_of::<Float32Array>()
}

/// As a helper: solves the share of a layer that `job` names and posts the values back.
pub fn help(job: &JsValue) {
    let Some(rules) = yahtzee_protocol::from_js::<RuleSet>(get(job, "rules")) else {
        return;
    };
    let number = |key: &str| get(job, key).as_f64().map(|x| x as usize);
    let (Some(k), Some(from), Some(to)) = (number("k"), number("from"), number("to")) else {
        return;
    };
    let Ok(next) = get(job, "next").dyn_into::<Float32Array>() else {
        return;
    };
    let values = HELPER.with_borrow_mut(|helper| {
        if helper.as_ref().is_none_or(|(r, ..)| *r != rules) {
            let table = Table::empty_for(rules);
            let ws = table.workspace(table.lanes());
            *helper = Some((rules, table, ws));
        }
        let (_, table, ws) = helper.as_mut()?;
        if !table.set_layer(k as u32 + 1, &next.to_vec()) {
            return None;
        }
        let states = table.layer_states(k as u32);
        Some(table.solve_states(states.get(from..to)?, ws))
    });
    let reply = Object::new();
    if let Some(values) = values {
        set(&reply, "values", &Float32Array::from(&values[..]));
    }
    let _ = scope().post_message(&reply);
}
