// When the page asks for its WebAssembly (static/boot.js): on a fast link once the board shell
// is painted, so that nothing competes with the first paint; on a slow link (a phone's mobile
// network, as Chromium's DevTools emulate it) at once, since the download then ends long after
// the paint anyway and waiting for the paint only delays Roll; and after the paint again when
// the service worker serves the page, whose files are then at hand whatever the link.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, launch, openPage, controlled, emulateNetwork, NETWORKS } from './harness.js';

let server; let browser;
before(async () => { server = await serve(undefined, { gzip: true }); browser = await launch(); });
after(async () => { await browser?.close(); server?.close(); });

/** When the page's own WebAssembly was asked for, against the first paint and DOMContentLoaded. */
const timings = (page) => page.evaluate(() => {
  const wasm = performance.getEntriesByType('resource').find((e) => /yahtzee-web-[^/]*_bg\.wasm$/.test(e.name));
  const paint = performance.getEntriesByName('first-contentful-paint')[0];
  const [nav] = performance.getEntriesByType('navigation');
  return {
    link: navigator.connection?.effectiveType,
    wasm: wasm?.startTime,
    paint: paint?.startTime,
    domContentLoaded: nav.domContentLoadedEventStart,
  };
});

test('on a fast link the WebAssembly is asked for once the shell is painted', async () => {
  const errors = [];
  const { context, page } = await openPage(browser, `${server.url}/?seed=3`, errors);
  const t = await timings(page);
  assert.equal(t.link, '4g');
  assert.ok(t.wasm >= t.paint, `asked for at ${t.wasm} ms, the first paint at ${t.paint} ms`);
  assert.deepEqual(errors, []);
  await context.close();
});

test('on a slow link the WebAssembly is asked for at once, and the game starts', async () => {
  const errors = [];
  const { context, page } = await openPage(browser, null, errors);
  await emulateNetwork(context, page, NETWORKS.slow4g);
  await page.goto(`${server.url}/?seed=3`);
  await page.getByRole('button', { name: /^Roll/ }).click();
  await page.locator('#roll-status', { hasText: 'Roll 1 of 3' }).waitFor();
  const t = await timings(page);
  assert.equal(t.link, '3g');
  // boot.js asks for it before its first await, while the document is still being set up.
  assert.ok(t.wasm < t.domContentLoaded, `asked for at ${t.wasm} ms, DOMContentLoaded at ${t.domContentLoaded} ms`);
  assert.ok(t.wasm < t.paint, `asked for at ${t.wasm} ms, the first paint at ${t.paint} ms`);
  assert.deepEqual(errors, []);
  await context.close();
});

test('on a slow link a page the service worker serves waits for the paint', async () => {
  const errors = [];
  const { context, page } = await openPage(browser, `${server.url}/?seed=3`, errors);
  await controlled(page);
  await emulateNetwork(context, page, NETWORKS.slow4g);
  await page.reload();
  await page.getByRole('button', { name: /^Roll/ }).waitFor();
  const t = await timings(page);
  assert.equal(t.link, '3g');
  assert.ok(await page.evaluate(() => !!navigator.serviceWorker.controller));
  assert.ok(t.wasm >= t.paint, `asked for at ${t.wasm} ms, the first paint at ${t.paint} ms`);
  assert.deepEqual(errors, []);
  await context.close();
});

test('in a tab in the background, which draws no frame, the game starts all the same', async () => {
  const errors = [];
  const { context, page } = await openPage(browser, null, errors);
  // As a tab opened behind the current one: hidden, and its animation frames never come.
  await page.addInitScript(() => {
    Object.defineProperty(Document.prototype, 'visibilityState', { get: () => 'hidden' });
    window.requestAnimationFrame = () => 0;
  });
  await page.goto(`${server.url}/?seed=3`);
  await page.getByRole('button', { name: /^Roll/ }).and(page.locator(':enabled')).waitFor();
  assert.equal(await page.evaluate(() => document.visibilityState), 'hidden');
  assert.deepEqual(errors, []);
  await context.close();
});
