// The page's later parts (src/later.rs): split off the page's WebAssembly when it is linked
// (scripts/wasm-link.sh, scripts/split-link.mjs), put into the build (scripts/later.mjs), and
// fetched once the table is drawn. The build's own files are checked, then the first load, then
// a later module that does not arrive at the first try. Every other test plays the dialogs, the
// final score panel and the records through the same module. (scripts/split-link.mjs itself is
// tested without a browser: tests/build/.)
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { serve, launch, openPage, DIST, openTool } from './harness.js';

let server;
let browser;
before(async () => {
  server = await serve();
  browser = await launch();
});
after(async () => {
  await browser?.close();
  server?.close();
});

test('the build holds the later module and loader the page imports, preloaded and precached', () => {
  const files = fs.readdirSync(DIST);
  const page = files.find((f) => /^yahtzee-web-[0-9a-f]+_bg\.wasm$/.test(f));
  const mod = new WebAssembly.Module(fs.readFileSync(path.join(DIST, page)));
  const loaders = [...new Set(WebAssembly.Module.imports(mod).map((i) => i.module))].filter((m) => m.includes('later'));
  assert.equal(loaders.length, 1, 'one later loader');
  const loader = loaders[0].replace('./', '');
  assert.match(loader, /^yahtzee-later-[0-9a-f]{16}\.js$/);
  assert.ok(WebAssembly.Module.exports(mod).some((e) => e.name === '__wasm_split_table' && e.kind === 'table'));
  const wasm = files.filter((f) => f.startsWith(loader.replace('.js', '-')) && f.endsWith('.wasm'));
  assert.equal(wasm.length, 1, 'one later module');
  assert.ok(WebAssembly.validate(fs.readFileSync(path.join(DIST, wasm[0]))));
  const js = fs.readFileSync(path.join(DIST, loader), 'utf8');
  assert.ok(js.includes(wasm[0]) && js.includes('data-js') && js.includes('__wasm_split_table'));
  assert.ok(!js.includes('main.js'));
  const html = fs.readFileSync(path.join(DIST, 'index.html'), 'utf8');
  assert.match(html, new RegExp(`<link rel="modulepreload" href="(\\./)?${loader}"`));
  const sw = fs.readFileSync(path.join(DIST, 'sw.js'), 'utf8');
  assert.ok(sw.includes(`"${loader}"`) && sw.includes(`"${wasm[0]}"`), 'sw.js precaches both');
});

test('the later module is asked for only after Roll is enabled, and then opens the dialogs', async () => {
  const errors = [];
  const requests = [];
  const { context, page } = await openPage(browser, null, errors);
  // The page's own requests: the service worker, once installed, fetches every file again.
  page.on('request', (r) => {
    if (!r.serviceWorker()) requests.push(r);
  });
  // Each WebAssembly module the page asks for (boot.js and the later loader call `fetch`), with
  // whether the app's Roll button was enabled at that moment, as the page itself sees it: the
  // order of the two in the page, not times taken from two clocks (Playwright's request times
  // and the page's own) that a busy machine can set apart.
  await page.addInitScript(() => {
    window.askedFor = [];
    const rollEnabled = () =>
      [...document.querySelectorAll('button.roll')].some((b) => !b.disabled && !b.closest('[data-shell]'));
    const fetch = window.fetch;
    window.fetch = function watchedFetch(input, init) {
      const url = String(input instanceof Request ? input.url : input);
      if (url.endsWith('.wasm')) window.askedFor.push({ file: url.split('/').pop(), rollEnabled: rollEnabled() });
      return fetch.call(this, input, init);
    };
  });
  await page.goto(`${server.url}/?seed=21`);
  await page.getByRole('button', { name: /^Roll/ }).click();
  await openTool(page, 'Help');
  await page.getByRole('dialog', { name: 'Help' }).waitFor();
  const later = requests.filter((r) => /yahtzee-later-[0-9a-f]+-.*\.wasm$/.test(r.url()));
  assert.equal(later.length, 1, 'the later module is fetched once');
  const asked = await page.evaluate(() => window.askedFor);
  const which = (file) => {
    if (/^yahtzee-web-[0-9a-f]+_bg\.wasm$/.test(file)) return 'page';
    return /^yahtzee-later-[0-9a-f]+-.*\.wasm$/.test(file) ? 'later' : file;
  };
  assert.deepEqual(
    asked.map((a) => [which(a.file), a.rollEnabled]),
    [
      ['page', false], // the page's own module is asked for before Roll is enabled,
      ['later', true], // the later module once it is.
    ],
  );
  assert.deepEqual(errors, []);
  await context.close();
});

test('when the later module fails to arrive, a dialog says it is loading, can be left, and opens once it comes', async () => {
  const errors = [];
  const { context, page } = await openPage(browser, null, errors);
  let attempts = 0;
  let release;
  const released = new Promise((resolve) => {
    release = resolve;
  });
  let askedAgain;
  const again = new Promise((resolve) => {
    askedAgain = resolve;
  });
  await context.route(/yahtzee-later-[0-9a-f]+-.*\.wasm$/, async (route) => {
    attempts += 1;
    // The first fetch fails, as on a dropped connection; the page's next try waits for the test.
    if (attempts === 1) return route.abort('connectionreset');
    askedAgain();
    await released;
    return route.continue();
  });
  await page.goto(`${server.url}/?seed=22`);
  await page.getByRole('button', { name: /^Roll/ }).click();
  await page.locator('#roll-status', { hasText: 'Roll 1 of 3' }).waitFor();

  // Asked for while the module is missing: a note, and Cancel goes back to the table.
  await openTool(page, 'Help');
  await page.getByRole('status').filter({ hasText: 'Loading…' }).waitFor();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('status').filter({ hasText: 'Loading…' }).waitFor({ state: 'detached' });
  await page.getByRole('button', { name: /^Roll/ }).click();
  await page.locator('#roll-status', { hasText: 'Roll 2 of 3' }).waitFor();

  await openTool(page, 'Help');
  await page.getByRole('status').filter({ hasText: 'Loading…' }).waitFor();
  // The page asks again by itself (after 1 s, then 2 s, …); this time the module comes.
  await again;
  release();
  await page.getByRole('dialog', { name: 'Help' }).waitFor();
  await page.keyboard.press('Escape');
  await page.getByRole('dialog', { name: 'Help' }).waitFor({ state: 'detached' });
  // The only errors: the failed fetch, as the browser and the loader report it.
  assert.ok(
    errors.length > 0 && errors.every((e) => /Failed to fetch|ERR_CONNECTION_RESET|net::/i.test(e)),
    errors.join('\n'),
  );
  await context.close();
});
