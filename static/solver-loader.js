// Starts the solver's Web Worker: loads the wasm-bindgen glue Trunk built, then its module.
// The coach's table manifest is asked for at once, while the WebAssembly below loads: the
// worker (crates/worker/src/tables.rs) takes this answer instead of fetching it again.
self.tablesManifest = fetch('tables/manifest.json');
self.tablesManifest.catch(() => {});
importScripts('./solver-worker.js');
wasm_bindgen({ module_or_path: './solver-worker_bg.wasm' });
