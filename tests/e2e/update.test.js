// A new release is picked up safely: it installs in the background while the page keeps the
// files it started with, the player is told and chooses when to reload, the saved game carries
// over, and a release that is not complete on the server is never installed.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serve, launch, openPage, controlled, readDice, DIST } from './harness.js';
import { writeServiceWorker } from '../../scripts/precache.mjs';
import { expectNoAxeViolations } from './axe.js';

let browser;
let tmp;
before(async () => {
  browser = await launch();
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'yahtzee-update-'));
});
after(async () => {
  await browser?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

/** A second release made from dist/: a changed index.html and a new file, its sw.js rewritten as the build does. */
function nextRelease(name) {
  const dir = path.join(tmp, name);
  fs.cpSync(DIST, dir, { recursive: true });
  const index = path.join(dir, 'index.html');
  fs.writeFileSync(
    index,
    fs.readFileSync(index, 'utf8').replace('<title>', `<meta name="x-release" content="${name}" />\n    <title>`),
  );
  fs.mkdirSync(path.join(dir, 'extra'));
  fs.writeFileSync(path.join(dir, 'extra', 'notes.txt'), `release ${name}\n`);
  const { version } = writeServiceWorker(dir);
  return { dir, version };
}

const appCaches = (page) =>
  page.evaluate(async () => (await caches.keys()).filter((n) => n.startsWith('yahtzee-app-')));

test('a new release installs in the background, the player is told, and the game carries over', async () => {
  const server = await serve();
  const errors = [];
  const { context, page } = await openPage(browser, `${server.url}/?seed=8`, errors);
  await controlled(page);
  const [first] = await appCaches(page);
  // The solver keeps its table in a cache of its own, which no update may delete.
  await page.evaluate(async () => (await caches.open('yahtzee-solver-test')).put('table', new Response('42')));
  await page.getByRole('button', { name: /^Roll/ }).click();
  await page.locator('#roll-status', { hasText: 'Roll 1 of 3' }).waitFor();
  await page.getByRole('button', { name: /^Die 3:/ }).click();
  await page.locator('.dice button:nth-child(3)[aria-pressed="true"]').waitFor();
  const dice = await readDice(page);

  // The server now has release B. A later visit still runs release A, and says B is ready.
  const b = nextRelease('B');
  server.setDir(b.dir);
  await page.reload();
  const notice = page.getByRole('complementary', { name: 'Update' });
  await notice.getByRole('status').filter({ hasText: 'A new version of Yahtzee is ready' }).waitFor();
  assert.equal(await page.locator('meta[name="x-release"]').count(), 0, 'the page still runs release A');
  assert.deepEqual(await readDice(page), dice, 'the game goes on meanwhile');
  assert.deepEqual(
    (await appCaches(page)).sort(),
    [first, `yahtzee-app-${b.version}`].sort(),
    'A is kept until B takes over',
  );
  await expectNoAxeViolations(page, 'the update notice', { context: '#update-notice' });

  // The player reloads when they choose: B takes over, the game is the same.
  await notice.getByRole('button', { name: 'Reload' }).click();
  await page.locator('meta[name="x-release"][content="B"]').waitFor({ state: 'attached' });
  await page.locator('#roll-status', { hasText: 'Roll 1 of 3' }).waitFor();
  assert.deepEqual(await readDice(page), dice, 'the saved game carries over');
  await controlled(page);
  assert.deepEqual(await appCaches(page), [`yahtzee-app-${b.version}`], 'the old release is cleaned up');
  assert.equal(
    await page.evaluate(async () => (await (await caches.open('yahtzee-solver-test')).match('table'))?.text()),
    '42',
    "the solver's cache is left alone",
  );
  assert.equal(await page.evaluate(async () => await (await fetch('extra/notes.txt')).text()), 'release B\n');
  assert.equal(await notice.count(), 0);

  // And B works offline.
  await context.setOffline(true);
  server.close();
  await page.reload();
  await page.locator('meta[name="x-release"][content="B"]').waitFor({ state: 'attached' });
  await page.locator('#roll-status', { hasText: 'Roll 1 of 3' }).waitFor();
  assert.deepEqual(errors, []);
  await context.close();
});

test('a release that is incomplete on the server is not installed: the old one keeps working', async () => {
  const server = await serve();
  const errors = [];
  const { context, page } = await openPage(browser, `${server.url}/?seed=9`, errors);
  await controlled(page);
  const before = await appCaches(page);

  // Release C lists a WebAssembly file the server does not have (yet).
  const c = nextRelease('C');
  const wasm = fs.readdirSync(c.dir).find((f) => f.endsWith('_bg.wasm'));
  fs.rmSync(path.join(c.dir, wasm));
  server.setDir(c.dir);
  const outcome = await page.evaluate(async () => {
    const reg = await navigator.serviceWorker.getRegistration();
    const found = new Promise((resolve) =>
      reg.addEventListener('updatefound', () => resolve(reg.installing), { once: true }),
    );
    await reg.update();
    const worker = await found;
    await new Promise((resolve) => {
      const done = () => ['redundant', 'installed', 'activated'].includes(worker.state) && resolve();
      worker.addEventListener('statechange', done);
      done();
    });
    return { state: worker.state, waiting: Boolean(reg.waiting) };
  });
  assert.deepEqual(outcome, { state: 'redundant', waiting: false }, 'the incomplete release was refused');
  assert.deepEqual(await appCaches(page), before, 'no half-stored release');
  assert.equal(await page.getByRole('complementary', { name: 'Update' }).count(), 0, 'no update is announced');

  // Release A still runs, and still offline.
  await context.setOffline(true);
  server.close();
  await page.reload();
  await page.getByRole('button', { name: /^Roll/ }).click();
  await page.locator('#roll-status', { hasText: 'Roll 1 of 3' }).waitFor();
  assert.equal(await page.locator('meta[name="x-release"]').count(), 0);
  assert.deepEqual(errors, []);
  await context.close();
});

test('with two tabs open, the tab that did not reload is told too, and moves on when asked', async () => {
  const server = await serve();
  const errors = [];
  const { context, page } = await openPage(browser, `${server.url}/?seed=10`, errors);
  await controlled(page);
  const other = await context.newPage();
  other.on('pageerror', (e) => errors.push(String(e)));
  other.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await other.goto(`${server.url}/?seed=10`);
  await controlled(other);

  const d = nextRelease('D');
  server.setDir(d.dir);
  await page.reload();
  await page.getByRole('complementary', { name: 'Update' }).getByRole('button', { name: 'Reload' }).click();
  await page.locator('meta[name="x-release"][content="D"]').waitFor({ state: 'attached' });

  // The other tab still runs release A, now under D's worker: it is offered the reload too.
  const notice = other.getByRole('complementary', { name: 'Update' });
  await notice.getByRole('status').filter({ hasText: 'A new version of Yahtzee is ready' }).waitFor();
  assert.equal(await other.locator('meta[name="x-release"]').count(), 0);
  await other.getByRole('button', { name: /^Roll/ }).click();
  await other.locator('#roll-status', { hasText: 'Roll 1 of 3' }).waitFor();
  await notice.getByRole('button', { name: 'Reload' }).click();
  await other.locator('meta[name="x-release"][content="D"]').waitFor({ state: 'attached' });
  await other.locator('#roll-status', { hasText: 'Roll 1 of 3' }).waitFor();
  assert.deepEqual(errors, []);
  await context.close();
  server.close();
});
