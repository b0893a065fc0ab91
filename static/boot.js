// Starts the game: imports the wasm-bindgen JavaScript and instantiates the WebAssembly module.
// Trunk writes their hashed names into the <script type="module" src="boot.js" data-js data-wasm>
// tag (Trunk.toml, pattern_script). This replaces Trunk's inline loader, which the page's
// Content-Security-Policy would block.
const tag = document.querySelector('script[data-js][data-wasm]');
const at = (name) => new URL(tag.getAttribute(name), document.baseURI).href;
// The WebAssembly is fetched and compiled at once: the browser compiles it off the main thread
// as it downloads (streaming compilation), while the static board shell in index.html paints.
// By the time this script runs the page's stylesheet is in, so the download competes with
// nothing the shell needs. (A server that does not say application/wasm makes compileStreaming
// fail; the app's loader then fetches the file itself, from the browser's cache.)
const wasmUrl = at('data-wasm');
const compiled = WebAssembly.compileStreaming(fetch(wasmUrl)).catch(() => wasmUrl);
const { default: init } = await import(at('data-js'));
// The app runs once the shell has been painted: its start is the page's longest task, and it
// must not hold back the first paint, which is also the largest. A frame's animation callbacks
// run just before its paint, so a task queued from one runs after that paint. (A tab in the
// background gets no frames: there it waits 100 ms at most.) The app then takes over the same
// boxes.
await new Promise((painted) => {
  const after = () => setTimeout(painted, 0);
  if (document.visibilityState === 'hidden') setTimeout(painted, 100);
  else requestAnimationFrame(after);
});
// The app reads the saved game as it starts, and a browser opens a site's storage the first time
// the page asks for it, which takes a while on a phone. Asking here, in a task of its own, takes
// that wait out of the app's first (and longest) task.
try {
  void localStorage.length;
} catch {
  // Storage blocked: the app says so itself.
}
const wasm = await init({ module_or_path: await compiled });
// The app has mounted: register-sw.js may now add its update notice to <body>.
document.documentElement.dataset.app = 'started';
dispatchEvent(new CustomEvent('TrunkApplicationStarted', { detail: { wasm } }));
// Offline play and updates (register-sw.js) are set up once the game runs and the browser is
// idle: nothing of it is fetched before the table is ready.
const later = window.requestIdleCallback ?? ((then) => setTimeout(then, 200));
later(() => {
  const offline = document.createElement('script');
  offline.src = 'register-sw.js';
  document.head.append(offline);
});
