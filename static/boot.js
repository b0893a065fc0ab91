// Starts the game: imports the wasm-bindgen JavaScript and instantiates the WebAssembly module.
// Trunk writes their hashed names into the <script type="module" src="boot.js" data-js data-wasm>
// tag (Trunk.toml, pattern_script), and the build then puts this script into that tag
// (scripts/inline.mjs), allowed by its hash in the page's Content-Security-Policy: on a phone
// the WebAssembly is asked for a round trip sooner than if this script were fetched first.
// (Trunk's own inline loader would need the policy to allow every inline script.)
const tag = document.querySelector('script[data-js][data-wasm]');
const at = (name) => new URL(tag.getAttribute(name), document.baseURI).href;
// The language: `?lang=` of the address (then remembered), else the one chosen before on this
// device, else the first of the browser's languages the page speaks (a regional one by its
// language: de-AT is German; Norwegian "no" and "nn" read Bokmål), else English. The list of
// languages and the hashes in the names of their files are in <meta name="languages">
// (scripts/locales.mjs writes it; src/i18n/web.rs reads it too). The game screen's words are
// asked for at once, beside the WebAssembly; the app takes them from `window.yahtzeeWords`
// (src/i18n/web.rs) and reads the language from <html lang>.
const languages = (document.querySelector('meta[name=languages]')?.content ?? '').split(';').map((entry) => {
  const [code, name, title, table, later, manifest] = entry.split('|');
  return {
    code,
    name,
    title,
    table: `locales/${code}/table-${table}.json`,
    later: `locales/${code}/later-${later}.json`,
    manifest: manifest ? `manifest-${code}-${manifest}.webmanifest` : 'manifest.webmanifest',
  };
});
const speak = (wanted) => {
  const w = wanted?.toLowerCase();
  if (!w) return undefined;
  const base = w.split('-')[0];
  return (
    languages.find((l) => l.code.toLowerCase() === w) ??
    languages.find((l) => l.code === base) ??
    (['no', 'nn'].includes(base) ? languages.find((l) => l.code === 'nb') : undefined)
  );
};
let remembered = null;
try {
  remembered = localStorage.getItem('yahtzee.language');
} catch {
  // Storage blocked: the browser's languages decide.
}
const asked = speak(new URLSearchParams(location.search).get('lang'));
const language =
  asked ?? speak(remembered) ?? (navigator.languages ?? [navigator.language]).map(speak).find(Boolean) ?? speak('en');
if (asked && asked.code !== remembered) {
  try {
    localStorage.setItem('yahtzee.language', asked.code);
  } catch {
    // Not remembered: the address still says it.
  }
}
// The document in the language: <html lang>, the title, the web app manifest (an installed app
// takes its name and description from it). The page does the same when the player picks another
// language (src/i18n/web.rs).
const json = (file) =>
  fetch(new URL(file, document.baseURI)).then((r) =>
    r.ok ? r.json() : Promise.reject(new Error(`${file}: HTTP ${r.status}`)),
  );
if (language) {
  document.documentElement.lang = language.code;
  document.title = language.title;
  document.querySelector('link[rel=manifest]')?.setAttribute('href', language.manifest);
  const english = speak('en');
  // `table`: the game screen's words (English's if the language's cannot be fetched), which
  // the app finds in `ready` (src/i18n/web.rs); `later` fetches the later parts' words.
  window.yahtzeeWords = {
    table: json(language.table).catch((error) => {
      if (language === english) throw error;
      document.documentElement.lang = 'en';
      return json(english.table);
    }),
    later: () => json((document.documentElement.lang === 'en' ? english : language).later),
  };
  window.yahtzeeWords.table.catch(() => {});
}
// The static board shell in index.html paints first: on a fast link the WebAssembly is fetched
// once the shell is on the screen (the browser reports its first contentful paint; a tab in the
// background is not painted, so it waits 100 ms there, and 2 s at most anywhere), so that its
// download and compilation do not compete with the first paint, which is also the largest, and
// the app then takes over the same boxes. (Fetching it as soon as this script runs, or
// preloading it from <head>, enabled Roll sooner, but Lighthouse then counts the download into
// the largest paint whenever it ends before that paint is reported: LCP 2.3-2.5 s instead of
// about 1 s.)
// On a slow link (the browser's estimate: round trips of 270 ms or more, as on a phone's
// mobile network) the download takes seconds and ends long after the paint, so it cannot
// compete with it, and waiting for the paint would only add to the wait for Roll: it is asked
// for at once (`load.mjs --phone`: Roll 0.44 s sooner, the first paint unchanged). Not when the
// service worker serves the page (a later visit): the files are then at hand whatever the link.
const slowLink =
  !navigator.serviceWorker?.controller && ['slow-2g', '2g', '3g'].includes(navigator.connection?.effectiveType);
// The glue JavaScript (preloaded from <head>) is imported in the task after the one that draws
// the shell's first frame: the page's thread is then idle while the browser rasterises and
// shows that frame, 40-100 ms here, and the import's compiling and running (about 10 ms here,
// four times that on a phone) no longer sits between the paint and the app's start. Before
// the frame, it would delay the paint. (On a slow link it is imported at once, with the
// WebAssembly.)
// A tab in the background draws no frame, and has no paint to wait for.
const glue = slowLink
  ? import(at('data-js'))
  : new Promise((framed) => {
      requestAnimationFrame(() => setTimeout(framed));
      setTimeout(framed, document.visibilityState === 'hidden' ? 0 : 2000);
    }).then(() => import(at('data-js')));
if (!slowLink) {
  await new Promise((painted) => {
    setTimeout(painted, document.visibilityState === 'hidden' ? 100 : 2000);
    try {
      // The first paint ("first-paint") can be a blank frame, the shell still hidden
      // (styles/main.css shows it whole): only its first contentful paint counts.
      new PerformanceObserver((entries, seen) => {
        if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
        seen.disconnect();
        painted();
      }).observe({ type: 'paint', buffered: true });
    } catch {
      painted();
    }
  });
}
// wasm-bindgen's `init` takes the pending response.
const wasm = fetch(at('data-wasm'));
const { default: init } = await glue;
// The app draws the table in its first task, in the language's words: they came with the page
// (a few KB, asked for at once), before the WebAssembly had downloaded.
if (window.yahtzeeWords) window.yahtzeeWords.ready = await window.yahtzeeWords.table.catch(() => null);
const starting = init({ module_or_path: wasm });
// The app reads the saved game as it starts, and a browser opens a site's storage the first time
// the page asks for it, which takes a while on a phone: the language's look-up above did that
// before the WebAssembly was asked for, out of the app's first (and longest) task.
await starting;
// The app mounts in a task of its own and then marks <html data-app="started"> itself
// (src/platform.rs), which register-sw.js waits for.
// Offline play and updates (register-sw.js) are set up once the game runs and the browser is
// idle: nothing of it is fetched before the WebAssembly has started.
const later = window.requestIdleCallback ?? ((then) => setTimeout(then, 200));
later(() => {
  const offline = document.createElement('script');
  offline.src = 'register-sw.js';
  document.head.append(offline);
});
