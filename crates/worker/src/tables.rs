//! Tables that the worker does not compute: the files shipped with the page (fetched layer by
//! layer, checked, kept for offline play) and tables this browser built before.

use std::cell::RefCell;

use js_sys::{Promise, Uint8Array};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;
use web_sys::{Cache, Response as HttpResponse};
use yahtzee_engine::RuleSet;
use yahtzee_solver::pack::{self, Manifest};
use yahtzee_solver::{Table, SOLVER_VERSION};

use crate::{current, layers_arrived, scope, SOLVER};
use yahtzee_protocol::{Request, TableSource};

/// Tables built in this browser, whole, as little-endian f32 values.
const BUILT: &str = "yahtzee-solver-v";
/// Shipped layer files and their manifest, by URL. File names carry their hash, so a release
/// with other tables uses other names; files no manifest names any more are deleted.
const SHIPPED: &str = "yahtzee-tables";
const MANIFEST: &str = "tables/manifest.json";
/// The risk attitudes' tables (`towin::RiskTables`), kept apart: only a Tactician fetches them,
/// a layer at a time as its turns need them.
const RISKY: &str = "yahtzee-risk-tables";
const RISK_MANIFEST: &str = "tables/risk.json";

/// Why the shipped table could not be used; the worker then builds the table itself.
#[derive(Debug)]
pub enum Unshipped {
    /// No table is shipped for these rules (or no manifest could be had).
    NotShipped,
    /// A file could not be fetched, or was damaged.
    Failed,
    /// Other rules were asked for meanwhile.
    Stale,
}

async fn wait(p: Promise) -> Result<JsValue, JsValue> {
    JsFuture::from(p).await
}

async fn open(name: &str) -> Result<Cache, JsValue> {
    wait(scope().caches()?.open(name)).await?.dyn_into()
}

async fn bytes_of(response: &HttpResponse) -> Result<Vec<u8>, JsValue> {
    Ok(Uint8Array::new(&wait(response.array_buffer()?).await?).to_vec())
}

/// The body of `url` from `cache`, if it holds it.
async fn cached(cache: &Cache, url: &str) -> Option<Vec<u8>> {
    let hit = wait(cache.match_with_str(url)).await.ok()?;
    let response = hit.dyn_into::<HttpResponse>().ok()?;
    bytes_of(&response).await.ok()
}

/// The body of `url` from the network (or the service worker), if it answers 200.
async fn fetched(url: &str) -> Option<Vec<u8>> {
    body(start_fetch(url)).await
}

/// Starts fetching `url`. The `JsFuture` handles the fetch's rejection from the start, even if
/// it is dropped unawaited (see `body`).
fn start_fetch(url: &str) -> JsFuture {
    JsFuture::from(scope().fetch_with_str(url))
}

/// The body of a fetch's response, if it answered 200. The fetch comes as a `JsFuture`, which
/// handles the promise's rejection from the moment it is made: a fetch started ahead and then
/// dropped (another layer was needed first, or the network went away) is no unhandled rejection.
async fn body(fetch: JsFuture) -> Option<Vec<u8>> {
    let response: HttpResponse = fetch.await.ok()?.dyn_into().ok()?;
    if !response.ok() {
        return None;
    }
    bytes_of(&response).await.ok()
}

async fn put(cache: &Cache, url: &str, mut bytes: Vec<u8>) -> Result<(), JsValue> {
    let response = HttpResponse::new_with_opt_u8_array(Some(&mut bytes))?;
    wait(cache.put_with_str(url, &response)).await?;
    Ok(())
}

fn built_key(rules: RuleSet) -> String {
    format!("solver-table/{}.f32", pack::table_key(rules))
}

/// A table this browser built before, if it kept one.
pub async fn load_built(rules: RuleSet) -> Option<Table> {
    let cache = open(&format!("{BUILT}{SOLVER_VERSION}")).await.ok()?;
    let bytes = cached(&cache, &built_key(rules)).await?;
    let values = bytes
        .chunks_exact(4)
        .map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect();
    Table::from_values(rules, values)
}

/// Keeps a table built here for the next visit.
pub async fn store_built(rules: RuleSet, bytes: Vec<u8>) -> Result<(), JsValue> {
    let cache = open(&format!("{BUILT}{SOLVER_VERSION}")).await?;
    put(&cache, &built_key(rules), bytes).await
}

/// The manifest's fetch that solver-loader.js started before the WebAssembly loaded, taken
/// once.
fn early_manifest() -> Option<Promise> {
    let key = JsValue::from_str("tablesManifest");
    let global = js_sys::global();
    let fetch = js_sys::Reflect::get(&global, &key).ok()?.dyn_into().ok()?;
    let _ = js_sys::Reflect::delete_property(global.unchecked_ref::<js_sys::Object>(), &key);
    Some(fetch)
}

/// The manifest: from the network (the service worker serves it offline), else the copy kept
/// from an earlier visit.
async fn manifest(cache: Option<&Cache>) -> Option<Manifest> {
    let mut bytes = match early_manifest() {
        Some(early) => body(JsFuture::from(early)).await,
        None => None,
    };
    if bytes.is_none() {
        bytes = fetched(MANIFEST).await;
    }
    if let Some(bytes) = bytes {
        if let Ok(m) = serde_json::from_slice::<Manifest>(&bytes) {
            if let Some(cache) = cache {
                let _ = put(cache, MANIFEST, bytes).await;
            }
            return Some(m);
        }
    }
    serde_json::from_slice(&cached(cache?, MANIFEST).await?).ok()
}

/// The next layer to get: the first one a waiting request needs, else the lowest missing one.
fn next_layer() -> Option<u32> {
    let asked: Vec<u32> = crate::LEDGER.with_borrow(|l| {
        l.waiting()
            .filter_map(|r| match r {
                Request::Advise { pos, .. } => Some(pos.state.filled.count_ones()),
                _ => None,
            })
            .collect()
    });
    SOLVER.with_borrow(|s| {
        let table = s.table.as_ref()?;
        let wanted = asked
            .iter()
            .find_map(|&k| [k, k + 1].into_iter().find(|&k| !table.has_layer(k)));
        wanted.or_else(|| (0..table.layer_count()).find(|&k| !table.has_layer(k)))
    })
}

/// Fetches the shipped table for `rules` layer by layer into the worker's table, answering
/// waiting requests as their layers arrive.
pub async fn load_shipped(rules: RuleSet, generation: u32) -> Result<(), Unshipped> {
    let cache = open(SHIPPED).await.ok();
    let manifest = manifest(cache.as_ref())
        .await
        .ok_or(Unshipped::NotShipped)?;
    let shipped = manifest.table(rules).ok_or(Unshipped::NotShipped)?.clone();
    let mut all_stored = true;
    // The fetch of the layer after the one being fetched: on a first visit it is needed next,
    // and asking for it at once saves a round trip per layer.
    let mut ahead: Option<(u32, JsFuture)> = None;
    while let Some(k) = next_layer() {
        if !current(generation) {
            return Err(Unshipped::Stale);
        }
        let file = shipped.layers.get(k as usize).ok_or(Unshipped::Failed)?;
        let url = format!("tables/{}", file.file);
        let mut from_cache = false;
        let mut bytes = None;
        if let Some(cache) = &cache {
            bytes = cached(cache, &url).await;
            from_cache = bytes.is_some();
        }
        let mut read = read_into(generation, k, bytes.as_deref(), &file.sha256);
        if read == Some(false) && from_cache {
            // A damaged stored copy: drop it and fetch the file again.
            if let Some(cache) = &cache {
                let _ = wait(cache.delete_with_str(&url)).await;
            }
            from_cache = false;
            read = None;
        }
        if read.is_none() {
            from_cache = false;
            let fetch = match ahead.take() {
                Some((j, fetch)) if j == k => fetch,
                _ => start_fetch(&url),
            };
            let following = k + 1;
            if let Some(next) = shipped.layers.get(following as usize) {
                if SOLVER.with_borrow(|s| s.table.as_ref().is_some_and(|t| !t.has_layer(following)))
                {
                    ahead = Some((following, start_fetch(&format!("tables/{}", next.file))));
                }
            }
            let fresh = body(fetch).await.ok_or(Unshipped::Failed)?;
            if read_into(generation, k, Some(&fresh), &file.sha256) != Some(true) {
                return Err(Unshipped::Failed);
            }
            if let Some(cache) = &cache {
                // A full or blocked cache only means fetching again next time.
                let _ = put(cache, &url, fresh).await;
            }
        }
        all_stored &= from_cache;
        SOLVER.with_borrow_mut(|s| {
            s.source = if all_stored {
                TableSource::Stored
            } else {
                TableSource::Downloaded
            };
        });
        if !current(generation) {
            return Err(Unshipped::Stale);
        }
        layers_arrived();
    }
    if let Some(cache) = &cache {
        forget_old_files(cache, &manifest).await;
    }
    Ok(())
}

thread_local! {
    /// The risk attitudes' manifest, once had.
    static RISK_TABLES: RefCell<Option<Manifest>> = const { RefCell::new(None) };
}

/// The manifest of the risk attitudes' tables: the one had before in this worker, else from the
/// network (older files in the cache then go), else the copy the cache kept.
async fn risk_manifest(cache: Option<&Cache>) -> Option<Manifest> {
    if let Some(m) = RISK_TABLES.with_borrow(Clone::clone) {
        return Some(m);
    }
    let mut manifest = None;
    if let Some(bytes) = fetched(RISK_MANIFEST).await {
        if let Ok(m) = serde_json::from_slice::<Manifest>(&bytes) {
            if let Some(cache) = cache {
                let _ = put(cache, RISK_MANIFEST, bytes).await;
                forget_old_files(cache, &m).await;
            }
            manifest = Some(m);
        }
    }
    if manifest.is_none() {
        manifest = serde_json::from_slice(&cached(cache?, RISK_MANIFEST).await?).ok();
    }
    RISK_TABLES.set(manifest.clone());
    manifest
}

/// Fetches layer `k` of the table of the risk attitude `theta` for `rules` and gives it to
/// `read` (which checks it against `sha256` and keeps it): from this browser's cache when it
/// holds a good copy, else from the network. False when it cannot be had (offline on a first
/// visit, a damaged file) or `read` refuses it.
pub async fn load_risk(
    rules: RuleSet,
    theta: f64,
    k: u32,
    read: impl Fn(&[u8], &str) -> bool,
) -> bool {
    let cache = open(RISKY).await.ok();
    let Some(manifest) = risk_manifest(cache.as_ref()).await else {
        return false;
    };
    let Some(file) = manifest
        .risk_table(rules, theta)
        .and_then(|t| t.layers.get(k as usize))
    else {
        return false;
    };
    let url = format!("tables/{}", file.file);
    let stored = match &cache {
        Some(cache) => cached(cache, &url).await,
        None => None,
    };
    if stored.is_some_and(|bytes| read(&bytes, &file.sha256)) {
        return true;
    }
    let Some(fresh) = fetched(&url).await else {
        return false;
    };
    if !read(&fresh, &file.sha256) {
        return false;
    }
    if let Some(cache) = &cache {
        // A full or blocked cache only means fetching again next time.
        let _ = put(cache, &url, fresh).await;
    }
    true
}

/// Reads a layer file into the worker's table: `None` with no file, else whether it was good.
fn read_into(generation: u32, k: u32, bytes: Option<&[u8]>, sha256: &str) -> Option<bool> {
    let bytes = bytes?;
    Some(SOLVER.with_borrow_mut(|s| {
        if s.generation != generation {
            return false;
        }
        s.table
            .as_mut()
            .is_some_and(|t| pack::read_layer(t, k, bytes, sha256).is_ok())
    }))
}

/// Deletes stored layer files that `manifest`, the current one of the files `cache` keeps, does
/// not name (older releases').
async fn forget_old_files(cache: &Cache, manifest: &Manifest) {
    let Ok(keys) = wait(cache.keys()).await else {
        return;
    };
    let names: Vec<&str> = manifest
        .tables
        .iter()
        .flat_map(|t| &t.layers)
        .map(|l| l.file.as_str())
        .collect();
    for request in js_sys::Array::from(&keys).iter() {
        let Ok(request) = request.dyn_into::<web_sys::Request>() else {
            continue;
        };
        let url = request.url();
        let file = url.rsplit('/').next().unwrap_or_default();
        if url.contains("/tables/") && file.ends_with(".bin") && !names.contains(&file) {
            let _ = wait(cache.delete_with_request(&request)).await;
        }
    }
}

/// The fit of `rules`' card for its coach (`crate::coach`), checked against the manifest's
/// SHA-256: from this browser's cache when it holds a good copy, else from the network (then
/// kept). `None` when it cannot be had (offline on a first visit, a damaged file).
pub async fn load_fit(rules: RuleSet) -> Option<(Vec<u8>, TableSource)> {
    let cache = open(SHIPPED).await.ok();
    let manifest = manifest(cache.as_ref()).await?;
    let file = manifest.fit(rules)?.layers.first()?.clone();
    let url = format!("tables/{}", file.file);
    let good = |bytes: &[u8]| pack::sha256_hex(bytes) == file.sha256;
    if let Some(cache) = &cache {
        match cached(cache, &url).await {
            Some(bytes) if good(&bytes) => return Some((bytes, TableSource::Stored)),
            // A damaged stored copy: dropped, and fetched again.
            Some(_) => {
                let _ = wait(cache.delete_with_str(&url)).await;
            }
            None => {}
        }
    }
    let fresh = fetched(&url).await.filter(|b| good(b))?;
    if let Some(cache) = &cache {
        // A full or blocked cache only means fetching again next time.
        let _ = put(cache, &url, fresh.clone()).await;
        forget_old_files(cache, &manifest).await;
    }
    Some((fresh, TableSource::Downloaded))
}
