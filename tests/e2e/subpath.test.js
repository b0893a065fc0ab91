// The build works under a sub-path, as on GitHub Pages (https://USER.github.io/REPO/): every
// file, the service worker, the manifest and its icons are found relative to the page.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, launch, openPage, controlled, playTurn } from './harness.js';

let server;
let browser;
const BASE = '/yahtzee-in-the-browser/';
before(async () => {
  server = await serve(undefined, { base: BASE });
  browser = await launch();
});
after(async () => {
  await browser?.close();
  server?.close();
});

test('served under a sub-path, the game loads, plays, installs its worker there and works offline', async () => {
  const errors = [];
  const requests = [];
  const { context, page } = await openPage(browser, `${server.url}/?seed=31`, errors, { requests });
  await controlled(page);
  assert.equal(new URL(page.url()).pathname, BASE);
  assert.equal(
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()).scope),
    `${server.origin}${BASE}`,
    'the worker is scoped to the sub-path',
  );

  // The manifest and every icon it names are there, relative to the sub-path.
  const manifest = await page.evaluate(async () => {
    const href = document.querySelector('link[rel=manifest]').href;
    const m = await (await fetch(href)).json();
    const icons = await Promise.all(
      m.icons.map(async (i) => {
        const r = await fetch(new URL(i.src, href));
        return [new URL(i.src, href).pathname, r.status, r.headers.get('content-type')];
      }),
    );
    return {
      href: new URL(href).pathname,
      start: new URL(m.start_url, href).pathname,
      scope: new URL(m.scope, href).pathname,
      icons,
    };
  });
  assert.equal(manifest.href, `${BASE}manifest.webmanifest`);
  assert.equal(manifest.start, BASE);
  assert.equal(manifest.scope, BASE);
  for (const [icon, status, type] of manifest.icons) {
    assert.ok(icon.startsWith(BASE), icon);
    assert.deepEqual([status, type], [200, 'image/png'], icon);
  }

  await playTurn(page, 1);
  await page.reload();
  await page.locator('#roll-status', { hasText: 'Turn 2 of 13' }).waitFor();
  await context.setOffline(true);
  await page.goto(`${server.url}/?seed=31`);
  await page.locator('#roll-status', { hasText: 'Turn 2 of 13' }).waitFor();

  const outside = requests.filter((u) => !u.startsWith(`${server.origin}${BASE}`));
  assert.deepEqual(outside, [], 'nothing is fetched from outside the sub-path');
  assert.deepEqual(errors, []);
  await context.close();
});
