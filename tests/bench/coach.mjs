// Benchmarks (not tests) of the coach as a player meets it, in headless Chromium, on the release
// build served with gzip as GitHub Pages serves it. Run after `scripts/trunk.sh build --release`:
//
//   node tests/bench/coach.mjs [runs] [classic|yacht|tricolor|lucky7|yatzy ...] [--build]
//   node tests/bench/coach.mjs [runs] --every-option-set [GAME ...]
//
// For each game, `runs` times (median printed):
// - first visit: a fresh browser profile, the network emulated at 10 Mbit/s down with 40 ms of
//   latency (Chromium's own emulation, which covers the solver's worker too); open
//   ?seed=5&game=KEY, press Roll, press H, and time from navigation until the hint's "expected
//   final score" shows. Also the time until the footer says "Coach ready".
// - later visit: the same profile, reloaded, same measure.
// - offline: the same profile with the network cut, reloaded, same measure.
// With --every-option-set, the same three visits for every set of table rules the build ships
// (dist/tables/manifest.json: 38 sets), each opened from a saved new game with those rules
// (the page's own save of `?seed=5&game=KEY`, its options changed), as a table set up in the
// New table dialog would be saved.
// With --build, the worker is also asked for another option set (the game with the free-choice
// Joker; Yatzy with its boxes in order) over `navigator.hardwareConcurrency` workers, then one,
// each timed by the worker itself. Every set now ships, so the source printed says where the
// table came from (a build happens only when a shipped file cannot be had).
import fs from 'node:fs';
import path from 'node:path';
import { serve, launch, emulateNetwork, NETWORKS, DIST, waitUntil } from '../e2e/harness.js';

const args = process.argv.slice(2);
const runs = Number(args.find((a) => /^\d+$/.test(a)) ?? 3);
const games = args.filter((a) => /^[a-z0-9]+$/.test(a) && !/^\d+$/.test(a));
const withBuild = args.includes('--build');
const everySet = args.includes('--every-option-set');
const GAMES = games.length ? games : ['classic', 'yacht', 'tricolor', 'lucky7', 'yatzy'];
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const server = await serve(undefined, { gzip: true });
const browser = await launch();

/** Navigation to the shown hint, and to "Coach ready", in ms. */
async function visit(page, url, reload) {
  const t0 = Date.now();
  if (reload) await page.reload({ waitUntil: 'commit' });
  else await page.goto(url, { waitUntil: 'commit' });
  const roll = page.locator('button.roll:not([data-shell] *)');
  // The app's own button, once it takes a roll.
  await roll.and(page.locator(':enabled')).waitFor();
  await roll.click();
  await page.locator('#roll-status', { hasText: 'Roll 1 of 3' }).waitFor();
  await page.keyboard.press('h');
  await page.locator('.hint-panel', { hasText: 'expected final score' }).waitFor({ timeout: 300_000 });
  const hint = Date.now() - t0;
  await page.locator('footer', { hasText: 'Coach ready' }).waitFor({ timeout: 300_000 });
  return { hint, ready: Date.now() - t0 };
}

/** Waits until the page can reload offline: its service worker is active and keeps the
 * language's two files of words (on a first visit it fetches them once the page asks, after the
 * coach is ready). */
async function offlineReady(page) {
  await waitUntil(page, async () => {
    const kept = (await (await caches.open('yahtzee-words')).keys()).map((r) => r.url);
    const registration = await navigator.serviceWorker.getRegistration();
    return (
      registration?.active?.state === 'activated' &&
      !registration.installing &&
      !registration.waiting &&
      ['/table-', '/later-'].every((f) => kept.some((u) => u.includes(f)))
    );
  });
}

/** Waits until the coach is ready and files of the table named `prefix` are in the cache. */
async function tableStored(page, prefix) {
  await waitUntil(
    page,
    async (p) => {
      const m = await (await caches.open('yahtzee-tables')).keys();
      return (
        m.filter((r) => r.url.includes(`/${p}-`)).length > 0 &&
        document.querySelector('footer')?.textContent.includes('Coach ready')
      );
    },
    prefix,
  );
}

/** The options a shipped table's key names (`pack::table_key`): `classic-free-fh-nobonus`. */
function optionsOf(key) {
  const [game, joker, ...flags] = key.split('-');
  const options = {
    joker: { forced: 'Forced', free: 'FreeChoice', nojoker: 'None' }[joker],
    five_of_a_kind_full_house: flags.includes('fh'),
    yahtzee_bonus: !flags.includes('nobonus'),
  };
  if (flags.includes('fourtwopairs')) options.four_of_a_kind_two_pairs = true;
  if (flags.includes('inorder')) options.forced_order = true;
  return { game, options };
}

/** The page's own save of a new game of `game` (seed 5), with `options` as its table rules. */
async function savedGame(game, options) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${server.url}/?seed=5&game=${game}`);
  await page.waitForFunction(() => localStorage.getItem('yahtzee.game'));
  const save = JSON.parse(await page.evaluate(() => localStorage.getItem('yahtzee.game')));
  await context.close();
  save.session.rules.options = options;
  save.session.game.rules.options = options;
  return JSON.stringify(save);
}

if (everySet) {
  const keys = JSON.parse(fs.readFileSync(path.join(DIST, 'tables/manifest.json'), 'utf8'))
    .tables.map((t) => t.key)
    .filter((k) => !games.length || games.includes(k.split('-')[0]));
  console.log(
    `Coach for every shipped option set (median of ${runs}; ms from navigation; 10 Mbit/s, 40 ms first visit):`,
  );
  console.log('| option set | first visit: hint | first visit: coach ready | later visit: hint | offline: hint |');
  console.log('|---|---:|---:|---:|---:|');
  for (const key of keys) {
    const { game, options } = optionsOf(key);
    const save = await savedGame(game, options);
    const first = [];
    const later = [];
    const offline = [];
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext();
      await context.addInitScript((s) => {
        // Only on the profile's first page: the later visits keep what the page saved.
        if (!localStorage.getItem('bench.seeded')) {
          localStorage.setItem('bench.seeded', '1');
          localStorage.setItem('yahtzee.game', s);
          localStorage.setItem('yahtzee.guide', 'done');
        }
      }, save);
      const page = await context.newPage();
      await emulateNetwork(context, page, NETWORKS.broadband);
      const url = `${server.url}/`;
      first.push(await visit(page, url, false));
      await tableStored(page, key);
      // Each visit opens the new game again.
      const fresh = () => page.evaluate((s) => localStorage.setItem('yahtzee.game', s), save);
      await fresh();
      later.push(await visit(page, url, true));
      await fresh();
      await offlineReady(page);
      await context.setOffline(true);
      offline.push(await visit(page, url, true));
      await context.close();
    }
    const m = (xs, k) => median(xs.map((x) => x[k]));
    console.log(
      `| ${key} | ${m(first, 'hint')} | ${m(first, 'ready')} | ${m(later, 'hint')} | ${m(offline, 'hint')} |`,
    );
  }
  await browser.close();
  server.close();
  process.exit(0);
}

const rows = [];
for (const game of GAMES) {
  const first = [];
  const later = [];
  const offline = [];
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await emulateNetwork(context, page, NETWORKS.broadband);
    const url = `${server.url}/?seed=5&game=${game}`;
    first.push(await visit(page, url, false));
    // Let the rest of the table arrive and be stored before the next visit.
    await tableStored(page, game);
    await page.evaluate(() => localStorage.clear());
    later.push(await visit(page, url, true));
    await offlineReady(page);
    await page.evaluate(() => localStorage.clear());
    await context.setOffline(true);
    offline.push(await visit(page, url, true));
    await context.close();
  }
  const m = (xs, k) => median(xs.map((x) => x[k]));
  rows.push([
    game,
    m(first, 'hint'),
    m(first, 'ready'),
    m(later, 'hint'),
    m(later, 'ready'),
    m(offline, 'hint'),
    m(offline, 'ready'),
  ]);
  console.log(
    `${game}: first visit hint ${first.map((x) => x.hint).join(', ')} ms; later ${later.map((x) => x.hint).join(', ')} ms; offline ${offline.map((x) => x.hint).join(', ')} ms`,
  );
}

// Before the tables shipped, the worker built each table on a first visit; these are the cold
// builds measured then on this machine (issue 10), the first hint coming after them.
const BEFORE = { classic: '5.0 s', tricolor: '33 s', lucky7: '86 s', yacht: 'not measured' };
console.log(`\nCoach as a player meets it (median of ${runs}; ms from navigation; 10 Mbit/s, 40 ms first visit):`);
console.log(
  '| game | before: cold table build | first visit: hint | first visit: coach ready | later visit: hint | later: ready | offline: hint | offline: ready |',
);
console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
for (const [game, ...r] of rows) console.log(`| ${game} | ${BEFORE[game] ?? ''} | ${r.join(' | ')} |`);

if (withBuild) {
  console.log('\nTables that are not shipped, built in the browser (ms, timed by the solver worker):');
  for (const game of GAMES) {
    const variant = { classic: 'Classic', yacht: 'Yacht', tricolor: 'Tricolor', lucky7: 'Lucky7', yatzy: 'Yatzy' }[
      game
    ];
    // Yatzy has no Joker: its table that is not shipped is the house rule of boxes in order.
    const house = game === 'yatzy' ? { joker: 'Forced', forced_order: true } : { joker: 'FreeChoice' };
    const rules = { variant, options: { five_of_a_kind_full_house: false, yahtzee_bonus: true, ...house } };
    const out = {};
    for (const cores of ['all', 1]) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${server.url}/bench-blank`);
      out[cores] = await page.evaluate(
        async ({ rules, cores }) => {
          // `?workers=1` caps the build at one worker (crates/worker/src/building.rs).
          const w = new Worker(cores === 'all' ? './solver-loader.js' : `./solver-loader.js?workers=${cores}`);
          // Messages are JavaScript values (src/protocol.rs): a unit variant is its name.
          await new Promise((resolve) => {
            w.onmessage = (e) => {
              if (e.data === 'Started') resolve();
            };
          });
          const ready = await new Promise((resolve) => {
            w.onmessage = (e) => {
              if (e.data?.Ready) resolve(e.data.Ready);
            };
            w.postMessage({ Build: { rules } });
          });
          w.terminate();
          return { millis: ready.millis, source: ready.source, cores: navigator.hardwareConcurrency };
        },
        { rules, cores },
      );
      await context.close();
    }
    console.log(
      `  ${game} (${game === 'yatzy' ? 'boxes in order' : 'free-choice Joker'}): ${out.all.millis.toFixed(0)} ms on ${out.all.cores} workers (${JSON.stringify(out.all.source)}), ` +
        `${out[1].millis.toFixed(0)} ms on 1 (${JSON.stringify(out[1].source)})`,
    );
  }
}
await browser.close();
server.close();
