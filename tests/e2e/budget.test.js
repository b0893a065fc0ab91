// The first load's budget, as a check that fails the run (scripts/test.sh), not a benchmark:
// a first visit in each language enables Roll with at most 160 KB (gzip -9) of the build, its
// language's words the only ones fetched, and the game screen never names a later part (ARCHITECTURE.md, "Invariants"): Roll is enabled while every other
// request, the later module, the solver's worker and its tables among them, is held unanswered.
// Which files come before Roll is then decided by what the page needs, not by the timing of a
// loaded machine. tests/bench/load.mjs measures the same load's times.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { serve, launch, openPage, DIST, gzipSize } from './harness.js';

let server;
let browser;
before(async () => {
  server = await serve(undefined, { gzip: true });
  browser = await launch();
});
after(async () => {
  await browser?.close();
  server?.close();
});

/** The goal: 160 KB by `gzip -9`, as BENCHMARKS.md's "Bytes before Roll" counts it. */
const BUDGET = 160_000;

/**
 * The only files a first visit may be answered before Roll is enabled: the board shell (the
 * stylesheet and boot.js are in it), the glue JavaScript, the game screen's WebAssembly, the
 * later parts' loader (a modulepreload of the shell), the tab's icon, and the game screen's
 * words in the language spoken.
 */
const firstLoad = (code) => [
  /\/(index\.html)?$/,
  /\/yahtzee-web-[0-9a-f]+\.js$/,
  /\/yahtzee-web-[0-9a-f]+_bg\.wasm$/,
  /\/yahtzee-later-[0-9a-f]+\.js$/,
  /\/favicon-[0-9a-f]+\.png$/,
  new RegExp(`/locales/${code}/table-[0-9a-f]+\\.json$`),
];
const LATER_MODULE = /\/yahtzee-later-[0-9a-f]+-.*\.wasm$/;

/** The build's languages, as index.html lists them (scripts/locales.mjs), but the pseudo-language
 * en-XA: it exists for the layout tests, about 40% longer than English on purpose, and no
 * player is offered it. */
const LANGUAGES = fs
  .readFileSync(path.join(DIST, 'index.html'), 'utf8')
  .match(/<meta name="languages" content="([^"]*)"/)[1]
  .split(';')
  .map((entry) => entry.split('|')[0])
  .filter((code) => code !== 'en-XA');

for (const code of LANGUAGES)
  test(`a first visit in ${code} enables Roll with at most 160 KB of the build, every later part held back`, async () => {
    const FIRST_LOAD = firstLoad(code);
    const errors = [];
    const { context, page } = await openPage(browser, null, errors);
    const answered = new Set();
    const others = [];
    let releaseAll;
    const rollEnabled = new Promise((resolve) => {
      releaseAll = resolve;
    });
    // Every request of the page and its workers: the first-load files are answered, every other
    // one waits until the test has seen Roll enabled.
    await context.route('**/*', async (route) => {
      const url = new URL(route.request().url());
      if (FIRST_LOAD.some((re) => re.test(url.pathname))) {
        answered.add(url.pathname === '/' ? '/index.html' : url.pathname);
        return route.continue();
      }
      others.push(url.pathname);
      await rollEnabled;
      return route.continue();
    });
    await page.goto(`${server.url}/?seed=3&lang=${code}`);
    const roll = page.locator('button.roll:not([data-shell] *):enabled');
    await roll.waitFor().catch((e) => {
      // The page needs a file the first load does not list: name what was held.
      throw new Error(`Roll was not enabled while these were held: ${others.join(', ')}\n${e.message}`);
    });
    releaseAll();

    const files = [...answered].sort();
    const sizes = files.map((f) => [f, gzipSize(fs.readFileSync(path.join(DIST, f)))]);
    const total = sizes.reduce((sum, [, n]) => sum + n, 0);
    console.log(`# ${code} before Roll: ${sizes.map(([f, n]) => `${f} ${n} B`).join(', ')}; total ${total} B`);
    console.log(`# held until Roll was enabled: ${[...new Set(others)].join(', ') || 'nothing'}`);
    assert.ok(
      files.some((f) => /_bg\.wasm$/.test(f)),
      "the game screen's WebAssembly came",
    );
    assert.ok(!files.some((f) => LATER_MODULE.test(f)), 'no later module before Roll');
    assert.ok(total <= BUDGET, `${total} B before Roll, over the ${BUDGET} B budget`);

    // Released, the later parts arrive and the game goes on: the first roll and a dialog.
    await roll.click();
    await page.locator('.die:not(.blank):not([data-shell] *)').first().waitFor();
    await page.keyboard.press('?');
    await page.locator('[role=dialog]').waitFor();
    assert.ok(
      others.some((f) => LATER_MODULE.test(f)),
      'the later module came through the held path',
    );
    // Only this language's words were fetched: its later words with the later module.
    const words = [...answered, ...others].filter((f) => f.startsWith('/locales/'));
    assert.deepEqual([...new Set(words.map((f) => f.split('/')[2]))], [code], `words fetched: ${words.join(', ')}`);
    assert.ok(
      words.some((f) => /\/later-[0-9a-f]+\.json$/.test(f)),
      'the later words came',
    );
    assert.deepEqual(errors, []);
    await context.close();
  });
