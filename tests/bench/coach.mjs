// Benchmarks (not tests) of the coach as a player meets it, in headless Chromium, on the release
// build served with gzip as GitHub Pages serves it. Run after `scripts/trunk.sh build --release`:
//
//   node tests/bench/coach.mjs [runs] [classic|yacht|tricolor|lucky7|yatzy ...] [--build]
//
// For each game, `runs` times (median printed):
// - first visit: a fresh browser profile, the network emulated at 10 Mbit/s down with 40 ms of
//   latency (Chromium's own emulation, which covers the solver's worker too); open
//   ?seed=5&game=KEY, press Roll, press H, and time from navigation until the hint's "expected
//   final score" shows. Also the time until the footer says "Coach ready".
// - later visit: the same profile, reloaded, same measure.
// - offline: the same profile with the network cut, reloaded, same measure.
// With --build, also a table that is not shipped (the game with the free-choice Joker; Yatzy with
// its boxes in order), built in
// the browser over `navigator.hardwareConcurrency` workers, then with one worker, each timed by
// the worker itself.
import { serve, launch, emulateNetwork, NETWORKS } from '../e2e/harness.js';

const args = process.argv.slice(2);
const runs = Number(args.find((a) => /^\d+$/.test(a)) ?? 3);
const games = args.filter((a) => /^[a-z0-9]+$/.test(a) && !/^\d+$/.test(a));
const withBuild = args.includes('--build');
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
  await roll.click();
  await page.locator('#roll-status', { hasText: 'Roll 1 of 3' }).waitFor();
  await page.keyboard.press('h');
  await page.locator('.hint-panel', { hasText: 'expected final score' }).waitFor({ timeout: 300_000 });
  const hint = Date.now() - t0;
  await page.locator('footer', { hasText: 'Coach ready' }).waitFor({ timeout: 300_000 });
  return { hint, ready: Date.now() - t0 };
}

const rows = [];
for (const game of GAMES) {
  const first = []; const later = []; const offline = [];
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await emulateNetwork(context, page, NETWORKS.broadband);
    const url = `${server.url}/?seed=5&game=${game}`;
    first.push(await visit(page, url, false));
    // Let the rest of the table arrive and be stored before the next visit.
    await page.waitForFunction(async (g) => {
      const m = await (await caches.open('yahtzee-tables')).keys();
      return m.filter((r) => r.url.includes(`/${g}-`)).length > 0 &&
        document.querySelector('footer')?.textContent.includes('Coach ready');
    }, game);
    await page.evaluate(() => localStorage.clear());
    later.push(await visit(page, url, true));
    await page.evaluate(() => localStorage.clear());
    await context.setOffline(true);
    offline.push(await visit(page, url, true));
    await context.close();
  }
  const m = (xs, k) => median(xs.map((x) => x[k]));
  rows.push([game, m(first, 'hint'), m(first, 'ready'), m(later, 'hint'), m(later, 'ready'), m(offline, 'hint'), m(offline, 'ready')]);
  console.log(`${game}: first visit hint ${first.map((x) => x.hint).join(', ')} ms; later ${later.map((x) => x.hint).join(', ')} ms; offline ${offline.map((x) => x.hint).join(', ')} ms`);
}

// Before the tables shipped, the worker built each table on a first visit; these are the cold
// builds measured then on this machine (issue 10), the first hint coming after them.
const BEFORE = { classic: '5.0 s', tricolor: '33 s', lucky7: '86 s', yacht: 'not measured' };
console.log(`\nCoach as a player meets it (median of ${runs}; ms from navigation; 10 Mbit/s, 40 ms first visit):`);
console.log('| game | before: cold table build | first visit: hint | first visit: coach ready | later visit: hint | later: ready | offline: hint | offline: ready |');
console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
for (const [game, ...r] of rows) console.log(`| ${game} | ${BEFORE[game] ?? ''} | ${r.join(' | ')} |`);

if (withBuild) {
  console.log('\nTables that are not shipped, built in the browser (ms, timed by the solver worker):');
  for (const game of GAMES) {
    const variant = { classic: 'Classic', yacht: 'Yacht', tricolor: 'Tricolor', lucky7: 'Lucky7', yatzy: 'Yatzy' }[game];
    // Yatzy has no Joker: its table that is not shipped is the house rule of boxes in order.
    const house = game === 'yatzy' ? { joker: 'Forced', forced_order: true } : { joker: 'FreeChoice' };
    const rules = { variant, options: { five_of_a_kind_full_house: false, yahtzee_bonus: true, ...house } };
    const out = {};
    for (const cores of ['all', 1]) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${server.url}/bench-blank`);
      out[cores] = await page.evaluate(async ({ rules, cores }) => {
        // `?workers=1` caps the build at one worker (crates/worker/src/building.rs).
        const w = new Worker(cores === 'all' ? './solver-loader.js' : `./solver-loader.js?workers=${cores}`);
        // Messages are JavaScript values (src/protocol.rs): a unit variant is its name.
        await new Promise((resolve) => { w.onmessage = (e) => { if (e.data === 'Started') resolve(); }; });
        const ready = await new Promise((resolve) => {
          w.onmessage = (e) => { if (e.data?.Ready) resolve(e.data.Ready); };
          w.postMessage({ Build: { rules } });
        });
        w.terminate();
        return { millis: ready.millis, source: ready.source, cores: navigator.hardwareConcurrency };
      }, { rules, cores });
      await context.close();
    }
    console.log(`  ${game} (${game === 'yatzy' ? 'boxes in order' : 'free-choice Joker'}): ${out.all.millis.toFixed(0)} ms on ${out.all.cores} workers (${JSON.stringify(out.all.source)}), ` +
      `${out[1].millis.toFixed(0)} ms on 1 (${JSON.stringify(out[1].source)})`);
  }
}
await browser.close();
server.close();
