// Starts the game: imports the wasm-bindgen JavaScript and instantiates the WebAssembly module.
// Trunk writes their hashed names into the <script type="module" src="boot.js" data-js data-wasm>
// tag (Trunk.toml, pattern_script). This replaces Trunk's inline loader, which the page's
// Content-Security-Policy would block.
//
// The solver's Web Worker starts first, so that its WebAssembly and the first layers of the
// coach's table download while the app's own WebAssembly does. The app adopts it
// (src/solver_client.rs) with the messages it posted meanwhile. When the coach says it is ready,
// "yahtzee-coach-ready" is dispatched: register-sw.js waits for it before it downloads the
// release for offline play, which would otherwise compete with the table for the network.
try {
  const worker = new Worker(new URL('solver-loader.js', document.baseURI));
  const early = [];
  const ready = (data) => (typeof data === 'string' ? data.startsWith('{"Ready"') : Boolean(data?.Ready));
  worker.addEventListener('message', function first(e) {
    if (!ready(e.data)) return;
    worker.removeEventListener('message', first);
    dispatchEvent(new Event('yahtzee-coach-ready'));
  });
  worker.onmessage = (e) => early.push(e.data);
  window.yahtzeeSolver = { worker, early };
} catch (error) {
  console.warn('The coach cannot start:', error);
}
const tag = document.querySelector('script[data-js][data-wasm]');
const at = (name) => new URL(tag.getAttribute(name), document.baseURI).href;
const { default: init } = await import(at('data-js'));
const wasm = await init({ module_or_path: at('data-wasm') });
// The app has mounted: register-sw.js may now add its update notice to <body>.
document.documentElement.dataset.app = 'started';
dispatchEvent(new CustomEvent('TrunkApplicationStarted', { detail: { wasm } }));
