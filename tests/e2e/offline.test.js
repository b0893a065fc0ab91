// After one visit the game needs no network: the service worker has every file of the build.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {
  serve,
  launch,
  openPage,
  controlled,
  playTurn,
  replay,
  DIST,
  waitUntil,
  bestOffer,
  rowValue,
  BOXES,
} from './harness.js';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

/** Every file of the build, as '/'-separated paths. */
function buildFiles(dir, prefix = '') {
  return fs.readdirSync(path.join(dir, prefix), { withFileTypes: true }).flatMap((e) => {
    const rel = prefix ? `${prefix}/${e.name}` : e.name;
    return e.isDirectory() ? buildFiles(dir, rel) : [rel];
  });
}

test('with the network cut after the first visit, a reload plays a full turn', async (t) => {
  const server = await serve();
  // Closed below to cut the network; closed here if an assertion fails first, so that the test
  // file ends rather than waits on an open server.
  let serving = true;
  t.after(() => serving && server.close());
  const errors = [];
  const seed = 21;
  const { context, page } = await openPage(browser, `${server.url}/?seed=${seed}`, errors);
  await controlled(page);

  // The worker's cache holds every file of the build, under the build's own version.
  const cached = await page.evaluate(async () => {
    const names = await caches.keys();
    const app = names.filter((n) => n.startsWith('yahtzee-app-'));
    const keys = await (await caches.open(app[0])).keys();
    return { app, paths: keys.map((r) => new URL(r.url).pathname.slice(1)).sort() };
  });
  assert.equal(cached.app.length, 1, 'one release is cached');
  // The solver's table layers are fetched by its worker when a game is first played, the risk
  // attitudes' manifest only by a Tactician's (which keeps it), and each language's words (and
  // manifest) are kept only for the languages played.
  const layer = (f) => f === 'tables/risk.json' || (f.startsWith('tables/') && f.endsWith('.bin'));
  const words = (f) => f.startsWith('locales/') || /^manifest-.+\.webmanifest$/.test(f);
  const expected = buildFiles(DIST)
    .filter((f) => f !== 'sw.js' && !layer(f) && !words(f))
    .sort();
  assert.ok(expected.includes('tables/manifest.json'));
  assert.ok(buildFiles(DIST).includes('tables/risk.json'));
  assert.deepEqual(cached.paths, expected, 'every file of dist/ but the table layers and the words is precached');
  // The words of the language played, English here, and no other, are kept beside them.
  const english = buildFiles(DIST)
    .filter((f) => f.startsWith('locales/en/'))
    .sort();
  assert.equal(english.length, 2);
  await waitUntil(page, async (n) => (await (await caches.open('yahtzee-words')).keys()).length >= n, english.length);
  const kept = await page.evaluate(async () =>
    (await (await caches.open('yahtzee-words')).keys()).map((r) => new URL(r.url).pathname.slice(1)).sort(),
  );
  assert.deepEqual(kept, english, "the words kept are English's");

  // No network at all: the browser is offline and the server is gone.
  await context.setOffline(true);
  serving = false;
  server.close();
  await page.reload();
  await page.getByRole('button', { name: /^Roll/ }).waitFor();
  const { actions, rolls, scored } = await playTurn(page, 1);
  await page.locator('#roll-status', { hasText: 'Turn 2 of 13' }).waitFor();
  const engine = replay(seed, actions);
  assert.deepEqual(engine.rolls, rolls, 'offline, the dice are still the engine dice');
  // The box scored is the one the command line's previews of those dice give the most, at the
  // engine's points, and the sheet shows them.
  assert.deepEqual(scored, bestOffer(replay(seed, actions.slice(0, -1)).previews));
  assert.equal(engine.boxes[0][scored.box], scored.points);
  assert.equal(await rowValue(page, BOXES[scored.box]), engine.boxes[0][scored.box]);

  // Another address of the page (a shared game link) opens offline too; with this game under
  // way, it asks first.
  await page.goto(`${server.url}/?seed=99`);
  await page.getByRole('button', { name: 'Play the new game' }).click();
  await page.locator('.foot', { hasText: 'game #99' }).waitFor();
  await page.locator('#roll-status', { hasText: 'Turn 1 of 13' }).waitFor();
  assert.deepEqual(errors, []);
  await context.close();
});
