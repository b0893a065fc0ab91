// Starts the solver's Web Worker: loads the wasm-bindgen glue Trunk built, then its module.
importScripts("./solver-worker.js");
wasm_bindgen({ module_or_path: "./solver-worker_bg.wasm" });
