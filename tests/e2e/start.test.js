// When the page asks for its WebAssembly (static/boot.js): on a fast link once the board shell
// is painted, so that nothing competes with the first paint; on a slow link (a phone's mobile
// network, as Chromium's DevTools emulate it) at once, since the download then ends long after
// the paint anyway and waiting for the paint only delays Roll; and after the paint again when
// the service worker serves the page, whose files are then at hand whatever the link.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, launch, openPage, controlled, emulateNetwork, NETWORKS } from './harness.js';

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

/**
 * Watches the page's start from its first script on, in the page itself, so that what the test
 * checks is the order of events there, not times read from two clocks:
 * - the link and the service worker as boot.js sees them when it runs (`window.boot.link`,
 *   `window.boot.controlled`);
 * - each call that asks for the page's own WebAssembly (boot.js's `fetch`), with whether the
 *   first contentful paint had been reported and DOMContentLoaded had fired at that moment
 *   (`window.boot.asked`).
 * With `holdFallback`, boot.js's fallbacks are held back: it asks for the WebAssembly once the
 * shell is painted, or after 2 s if no paint is reported by then (and imports the glue after
 * the first frame, or after 2 s). On a loaded machine the paint can take longer than 2 s, and
 * the fallback then asks first: the page doing what it should, but not the case a test of the
 * paint means to check. Its two 2,000 ms timers, the only ones set before DOMContentLoaded
 * (boot.js is the page's only script until then), are not started (`window.boot.held` counts
 * them), so that the paint alone decides, as the test of a tab in the background takes its
 * frames away to check the other case.
 */
async function watchBoot(page, { holdFallback = false } = {}) {
  await page.addInitScript((hold) => {
    const boot = {
      link: navigator.connection?.effectiveType,
      controlled: Boolean(navigator.serviceWorker?.controller),
      asked: [],
      held: 0,
    };
    window.boot = boot;
    let loaded = false;
    document.addEventListener(
      'DOMContentLoaded',
      () => {
        loaded = true;
      },
      { once: true },
    );
    const fetch = window.fetch;
    window.fetch = function watchedFetch(input, init) {
      const url = String(input instanceof Request ? input.url : input);
      if (/yahtzee-web-[^/]*_bg\.wasm$/.test(url)) {
        boot.asked.push({
          painted: performance.getEntriesByName('first-contentful-paint').length > 0,
          domContentLoaded: loaded,
        });
      }
      return fetch.call(this, input, init);
    };
    if (hold) {
      const setTimeout = window.setTimeout;
      window.setTimeout = function heldTimeout(handler, delay, ...rest) {
        if (!loaded && delay === 2000) {
          boot.held += 1;
          return 0;
        }
        return setTimeout.call(this, handler, delay, ...rest);
      };
    }
  }, holdFallback);
}

const booted = (page) => page.evaluate(() => window.boot);

test('on a fast link the WebAssembly is asked for once the shell is painted', async () => {
  const errors = [];
  const { context, page } = await openPage(browser, null, errors);
  // A fast link as the page sees it: set, not left to the browser's own estimate, which has
  // nothing to go on here (Chromium's estimator leaves loopback requests out).
  await emulateNetwork(context, page, NETWORKS.broadband);
  await watchBoot(page, { holdFallback: true });
  await page.goto(`${server.url}/?seed=3`);
  await page.getByRole('button', { name: /^Roll/ }).and(page.locator(':enabled')).waitFor();
  const boot = await booted(page);
  assert.equal(boot.link, '4g');
  assert.equal(boot.controlled, false);
  assert.equal(boot.held, 2, "boot.js's two fallbacks were held back");
  assert.deepEqual(
    boot.asked.map((a) => a.painted),
    [true],
    'asked for once, after the first contentful paint',
  );
  assert.deepEqual(errors, []);
  await context.close();
});

test('on a slow link the WebAssembly is asked for at once, and the game starts', async () => {
  const errors = [];
  const { context, page } = await openPage(browser, null, errors);
  await emulateNetwork(context, page, NETWORKS.slow4g);
  await watchBoot(page);
  await page.goto(`${server.url}/?seed=3`);
  await page.getByRole('button', { name: /^Roll/ }).click();
  await page.locator('#roll-status', { hasText: 'Roll 1 of 3' }).waitFor();
  const boot = await booted(page);
  assert.equal(boot.link, '3g');
  assert.equal(boot.controlled, false);
  // boot.js asks for it before its first await, as it first runs: DOMContentLoaded waits for
  // that run to end. (Whether the shell was painted before is not checked: that is up to when
  // the browser draws a frame, and the shell can be drawn while the end of the page is still
  // on its way. Not waiting for it is what counts, and that is what this shows.)
  assert.deepEqual(
    boot.asked.map((a) => a.domContentLoaded),
    [false],
    'asked for once, before DOMContentLoaded',
  );
  assert.deepEqual(errors, []);
  await context.close();
});

test('on a slow link a page the service worker serves waits for the paint', async () => {
  const errors = [];
  const { context, page } = await openPage(browser, null, errors);
  await watchBoot(page, { holdFallback: true });
  await page.goto(`${server.url}/?seed=3`);
  await page.getByRole('button', { name: /^Roll/ }).waitFor();
  await controlled(page);
  await emulateNetwork(context, page, NETWORKS.slow4g);
  await page.reload();
  await page.getByRole('button', { name: /^Roll/ }).and(page.locator(':enabled')).waitFor();
  const boot = await booted(page);
  assert.equal(boot.link, '3g');
  assert.equal(boot.controlled, true, 'the service worker served the page');
  assert.equal(boot.held, 2, "boot.js's two fallbacks were held back");
  assert.deepEqual(
    boot.asked.map((a) => a.painted),
    [true],
    'asked for once, after the first contentful paint',
  );
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
