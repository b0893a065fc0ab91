// The page's later parts (src/later.rs): split off the page's WebAssembly when it is linked
// (scripts/wasm-link.sh, scripts/split-link.mjs), put into the build (scripts/later.mjs), and
// fetched once the table is drawn. The build's own files are checked, then the first load, then
// a later module that does not arrive at the first try. Every other test plays the dialogs, the
// final score panel and the records through the same module.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { rewriteModule, withoutNames, patchLoader } from '../../scripts/split-link.mjs';
import { serve, launch, openPage, DIST } from './harness.js';

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

const name = (s) => [s.length, ...Buffer.from(s)];
const section = (id, bytes) => [id, bytes.length, ...bytes];

/** A small module as wasm-split-cli leaves the page's: it imports the split loader's function,
 * exports its function table under the linker's name, and has a "name" section. */
const MODULE = Buffer.from([
  0x00,
  0x61,
  0x73,
  0x6d,
  0x01,
  0x00,
  0x00,
  0x00,
  ...section(1, [1, 0x60, 0, 0]),
  ...section(2, [
    2,
    ...name('./__wasm_split.js'),
    ...name('__wasm_split_load_later'),
    0,
    0,
    ...name('wbg'),
    ...name('x'),
    0,
    0,
  ]),
  ...section(3, [1, 0]),
  ...section(4, [1, 0x70, 0, 1]),
  ...section(7, [2, ...name('__indirect_function_table'), 1, 0, ...name('main'), 0, 2]),
  ...section(10, [1, 2, 0, 0x0b]),
  ...section(0, [...name('name'), 1, 1, 0]),
]);

test("the page's module: the loader it imports and its table's export renamed, nothing else", () => {
  assert.ok(WebAssembly.validate(MODULE));
  const out = rewriteModule(
    MODULE,
    (m) => (m === './__wasm_split.js' ? './yahtzee-later-0123456789abcdef.js' : m),
    (n) => (n === '__indirect_function_table' ? '__wasm_split_table' : n),
  );
  assert.equal(out.imports, 1);
  assert.equal(out.exports, 1);
  const mod = new WebAssembly.Module(out.bytes);
  assert.deepEqual(WebAssembly.Module.imports(mod), [
    { module: './yahtzee-later-0123456789abcdef.js', name: '__wasm_split_load_later', kind: 'function' },
    { module: 'wbg', name: 'x', kind: 'function' },
  ]);
  assert.deepEqual(WebAssembly.Module.exports(mod), [
    { name: '__wasm_split_table', kind: 'table' },
    { name: 'main', kind: 'function' },
  ]);
  assert.equal(WebAssembly.Module.customSections(mod, 'name').length, 1);
  const bare = new WebAssembly.Module(withoutNames(out.bytes));
  assert.equal(WebAssembly.Module.customSections(bare, 'name').length, 0);
  assert.deepEqual(WebAssembly.Module.exports(bare), WebAssembly.Module.exports(mod));
});

test("a loader that is not wasm-split-cli's as pinned is refused, not half patched", () => {
  assert.throws(() => patchLoader('import { initSync } from "./main.js";\n', [], (f) => f), /expected/);
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
  await page.getByRole('button', { name: /^Help/ }).click();
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
  await page.getByRole('button', { name: /^Help/ }).click();
  await page.getByRole('status').filter({ hasText: 'Loading…' }).waitFor();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('status').filter({ hasText: 'Loading…' }).waitFor({ state: 'detached' });
  await page.getByRole('button', { name: /^Roll/ }).click();
  await page.locator('#roll-status', { hasText: 'Roll 2 of 3' }).waitFor();

  await page.getByRole('button', { name: /^Help/ }).click();
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
