// The service worker: keeps every file of one release in the Cache API so that the game runs
// with no network. scripts/precache.mjs writes it into the build as sw.js, filling in VERSION
// (a hash of every file) and FILES (each file with its SHA-256).
//
// - install: downloads every file of the release, bypassing the HTTP cache, checks each one
//   against its SHA-256, and only then stores the release under its own cache. A release whose
//   files are missing or not the ones listed never installs; the old one keeps serving.
// - A new worker waits: it does not take over a page that runs the old files. register-sw.js
//   tells the player an update is ready; their "Reload" sends SKIP_WAITING.
// - activate: deletes the caches of older releases (only names starting with "yahtzee-app-";
//   the solver's own "yahtzee-solver-" caches are left alone) and takes control of the pages.
// - fetch: the release's files come from its cache; a page load (any query, e.g. ?seed=N) gets
//   the cached index.html. Anything else goes to the network untouched.
// - words: each language's words and manifest (WORDS) are not precached: a player downloads
//   only the language they use. They are kept in the "yahtzee-words" cache as they pass (and,
//   on a first visit, when the page asks: KEEP_WORDS). A new release downloads the new words of
//   every language kept, and its activation drops the files no longer listed.
'use strict';

const VERSION = '%VERSION%';
const FILES = /* %FILES% */ [];
const WORDS = /* %WORDS% */ {};
const WORDS_CACHE = 'yahtzee-words';

const PREFIX = 'yahtzee-app-';
const CACHE = PREFIX + VERSION;
const url = (path) => new URL(path, self.registration.scope).href;
const INDEX = url('index.html');
const PRECACHED = new Set(FILES.map(([path]) => url(path)));
const WORD_FILES = new Set(
  Object.values(WORDS)
    .flat()
    .map(([path]) => url(path)),
);
/** The languages whose words the words cache holds (any release's). */
async function wordsKept() {
  const keys = await (await caches.open(WORDS_CACHE)).keys();
  return Object.keys(WORDS).filter((code) => keys.some((r) => r.url.includes(`/locales/${code}/`)));
}
/** Downloads and checks a language's words of this release, and keeps them. */
async function keepWords(code) {
  const files = WORDS[code];
  if (!files) return;
  const cache = await caches.open(WORDS_CACHE);
  const missing = [];
  for (const file of files) if (!(await cache.match(url(file[0])))) missing.push(file);
  const responses = await Promise.all(missing.map(download));
  await Promise.all(responses.map(([key, response]) => cache.put(key, response)));
}

const hex = (buffer) => Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, '0')).join('');

async function download([path, sha256]) {
  const response = await fetch(url(path), { cache: 'reload', credentials: 'same-origin' });
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  const body = await response.clone().arrayBuffer();
  const digest = hex(await crypto.subtle.digest('SHA-256', body));
  if (digest !== sha256) throw new Error(`${path}: not the file of release ${VERSION}`);
  return [url(path), response];
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      // Everything is downloaded and checked before anything is stored: all or nothing.
      const responses = await Promise.all(FILES.map(download));
      const cache = await caches.open(CACHE);
      await Promise.all(responses.map(([key, response]) => cache.put(key, response)));
      // The languages played offline before go on offline in this release.
      for (const code of await wordsKept()) await keepWords(code);
    })().catch(async (error) => {
      await caches.delete(CACHE);
      throw error;
    }),
  );
});

self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') self.skipWaiting();
  if (event.data?.type === 'KEEP_WORDS') event.waitUntil(keepWords(event.data.code).catch(() => {}));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith(PREFIX) && name !== CACHE) await caches.delete(name);
      }
      const words = await caches.open(WORDS_CACHE);
      for (const request of await words.keys()) {
        if (!WORD_FILES.has(request.url)) await words.delete(request);
      }
      await self.clients.claim();
    })(),
  );
});

function isPageLoad(request, address) {
  if (request.mode !== 'navigate') return false;
  return address.href === url('./') || address.href === INDEX;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const address = new URL(request.url);
  address.search = '';
  address.hash = '';
  if (WORD_FILES.has(request.url)) {
    event.respondWith(
      (async () => {
        const cache = await caches.open(WORDS_CACHE);
        const kept = await cache.match(request.url);
        if (kept) return kept;
        const response = await fetch(request);
        if (response.ok) await cache.put(request.url, response.clone());
        return response;
      })(),
    );
    return;
  }
  let key;
  if (isPageLoad(request, address)) key = INDEX;
  else if (PRECACHED.has(request.url)) key = request.url;
  else return;
  event.respondWith(
    (async () => {
      const cache = await caches.open(CACHE);
      return (await cache.match(key)) ?? fetch(request);
    })(),
  );
});
