// The coach is ready at once: every game's table ships with the page as layer files, fetched
// when the game is first played (on a slow network), kept for offline play, checked against
// their hashes, and built in the browser when a file is damaged. Times are benchmarks
// (tests/bench/coach.mjs), not asserted here.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import {
  serve,
  launch,
  openPage,
  readDice,
  announced,
  typeInto,
  DIST,
  emulateNetwork,
  NETWORKS,
  waitUntil,
  shownAs,
  openTool,
} from './harness.js';

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

const CLI = path.resolve(DIST, '../target/release/yahtzee');
const manifest = JSON.parse(fs.readFileSync(path.join(DIST, 'tables/manifest.json'), 'utf8'));

/** Rolls, asks for the hint, and returns the dice and the hint's best line. */
async function hint(page) {
  await page.getByRole('button', { name: /^Roll/ }).click();
  await page.locator('#roll-status', { hasText: 'Roll 1 of 3' }).waitFor();
  await page.keyboard.press('h');
  const best = page.locator('.hint-panel .hint-best');
  await best.filter({ hasText: 'expected final score' }).waitFor();
  return { dice: (await readDice(page)).map((d) => d.face), best: await best.textContent() };
}

/** The coach dialog's status line. */
async function coachStatus(page) {
  await openTool(page, 'Coach');
  const text = await page.locator('.coach-status').textContent();
  await page.keyboard.press('Escape');
  return text;
}

/**
 * The native solver's best value for these dice on an empty sheet with two rolls left, as the
 * hint shows it: one decimal, rounded as the page rounds (nothing is banked yet).
 */
function nativeBest(game, dice) {
  const out = execFileSync(CLI, ['advise', '--dice', dice.join(''), '--rolls-left', '2', '--variant', game], {
    encoding: 'utf8',
  });
  return shownAs(out.trim().split('\n')[0].trim().split(/\s+/)[0], 1);
}

/**
 * What the command line says the best move for these dice aims at (`yahtzee advise --why`, the
 * shipped table), in the hint's words: "Aims at: Sixes 66 %, …", each chance rounded as the page
 * rounds it (whole percent, one decimal below 0.95 %); null when the best move scores.
 */
function nativeAims(game, dice) {
  const args = ['advise', '--dice', dice.join(''), '--rolls-left', '2', '--variant', game, '--why'];
  const out = execFileSync(CLI, [...args, '--tables', path.join(DIST, 'tables')], { encoding: 'utf8' });
  const line = out.split('\n')[1].trim();
  if (!line.startsWith('aims at ')) return null;
  const parts = line
    .slice('aims at '.length)
    .split(', ')
    .map((part) => {
      const [, name, printed] = part.match(/^(.+) (\d+\.\d\d) %$/);
      return `${name} ${shownAs(printed, Number(printed) < 0.95 ? 1 : 0)} %`;
    });
  return `Aims at: ${parts.join(', ')}`;
}

for (const game of ['classic', 'yacht', 'tricolor', 'lucky7', 'yatzy']) {
  test(`${game}: a first visit on a slow network gets the hint from the shipped table, and a later visit offline too`, async () => {
    const errors = [];
    const requests = [];
    const { context, page } = await openPage(browser, null, errors, { requests });
    await emulateNetwork(context, page, NETWORKS.broadband);
    await page.goto(`${server.url}/?seed=5&game=${game}`);
    const first = await hint(page);
    // The value shown is the native solver's: "expected final score N" with nothing banked yet.
    const shown = first.best.match(/expected final score ([\d.]+)/)[1];
    assert.equal(shown, nativeBest(game, first.dice), `${first.dice.join(' ')}: the command line's value`);
    // What the best keep aims at, as the command line works it out.
    const aims = page.locator('.hint-panel .hint-best .hint-aims');
    const want = nativeAims(game, first.dice);
    assert.ok(want, `${game}: seed 5's first roll is best kept, not scored`);
    assert.equal((await aims.textContent()).replaceAll('\u00a0', ' '), want);
    // Under the moves, what their numbers mean (locales/en/coach.ftl).
    const explain = fs.readFileSync(new URL('../../locales/en/coach.ftl', import.meta.url), 'utf8');
    assert.equal(
      await page.locator('.hint-panel .hint-explain').textContent(),
      explain.match(/^hint-explain = (.*)$/m)[1],
    );
    assert.match(await coachStatus(page), /\(downloaded in [\d.]+ s\)/);
    const files = requests.map((u) => new URL(u).pathname.split('/').pop());
    const table = manifest.tables.find((t) => t.key === `${game}-forced`);
    assert.ok(files.includes(table.layers[1].file), 'the layer of the first turn was fetched');
    for (const other of manifest.tables.filter((t) => t !== table)) {
      assert.ok(!other.layers.some((l) => files.includes(l.file)), `no file of ${other.key} was fetched`);
    }
    // The rest of the table arrives and is kept.
    await waitUntil(
      page,
      async (n) => {
        const keys = await (await caches.open('yahtzee-tables')).keys();
        return keys.filter((r) => r.url.endsWith('.bin')).length === n;
      },
      table.layers.length,
    );

    // Next visit, no network at all: the hint still comes, from this browser's copy.
    await context.setOffline(true);
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    const again = await hint(page);
    assert.deepEqual(again.dice, first.dice, 'the same seed rolls the same dice');
    assert.equal(again.best, first.best);
    assert.match(await coachStatus(page), /\(loaded from this browser in [\d.]+ s\)/);
    assert.deepEqual(errors, []);
    await context.close();
  });
}

test('a damaged table file is refused: the coach works the table out instead, with no notice', async () => {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'yahtzee-damaged-'));
  fs.cpSync(DIST, copy, { recursive: true });
  const layer = manifest.tables.find((t) => t.key === 'classic-forced').layers[1];
  const file = path.join(copy, 'tables', layer.file);
  const bytes = fs.readFileSync(file);
  bytes[Math.floor(bytes.length / 2)] ^= 0x40;
  fs.writeFileSync(file, bytes);
  const damaged = await serve(copy);
  const errors = [];
  const { context, page } = await openPage(browser, `${damaged.url}/?seed=5`, errors);
  const { best, dice } = await hint(page);
  // Worked out in the browser over its workers, the table gives the native solver's values.
  const shown = best.match(/expected final score ([\d.]+)/)[1];
  assert.equal(shown, nativeBest('classic', dice), `${dice.join(' ')}: the command line's value`);
  assert.match(await coachStatus(page), /\(worked out( on \d+ cores)? in [\d.]+ s\)/);
  assert.equal(await page.locator('.notice', { hasText: /coach/i }).count(), 0);
  const stored = await page.evaluate(async () =>
    (await (await caches.open('yahtzee-tables')).keys()).map((r) => r.url),
  );
  assert.ok(!stored.some((u) => u.endsWith(layer.file)), 'the damaged file is not kept');
  // The table worked out here is kept: the next visit loads it.
  const version = JSON.parse(fs.readFileSync(path.join(DIST, 'tables', 'manifest.json'), 'utf8')).solver;
  await waitUntil(page, async (v) => (await (await caches.open(`yahtzee-solver-v${v}`)).keys()).length > 0, version);
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  const again = await hint(page);
  assert.equal(again.best, best);
  assert.match(await coachStatus(page), /\(loaded from this browser in [\d.]+ s\)/);
  assert.deepEqual(errors, []);
  await context.close();
  damaged.close();
});

test('Lucky7 with a bot on a first visit: the bot plays its first turn from the shipped table', async () => {
  const errors = [];
  const { context, page } = await openPage(browser, null, errors);
  // Notes whether the footer ever says the coach is preparing (building) its table.
  await context.addInitScript(() => {
    new MutationObserver(() => {
      if (document.querySelector('footer')?.textContent.includes('Coach preparing')) window.sawBuild = true;
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  await emulateNetwork(context, page, NETWORKS.broadband);
  await page.goto(`${server.url}/?game=lucky7`);
  await openTool(page, 'New table');
  const setup = page.getByRole('dialog', { name: 'New table' });
  await setup.getByRole('group', { name: 'Seat 1' }).getByRole('combobox').selectOption('expert');
  await setup.getByRole('button', { name: 'Add a seat' }).click();
  const seat2 = setup.getByRole('group', { name: 'Seat 2' });
  await seat2.getByRole('combobox').selectOption('human');
  await typeInto(seat2.getByRole('textbox'), 'Ann');
  await setup.getByRole('button', { name: 'Start' }).click();
  await page.locator('.bot-bar', { hasText: 'Expert bot is playing' }).waitFor();
  // The bot plays its whole turn on the table's first layers: the coach never shows a build in
  // progress.
  await announced(page, /^Expert bot scored \d+ in /);
  await page.locator('.whose-turn', { hasText: "Ann's turn" }).waitFor();
  assert.match(await coachStatus(page), /\(downloaded in [\d.]+ s\)/);
  assert.equal(await page.evaluate(() => window.sawBuild ?? false), false, 'no build was needed');
  assert.deepEqual(errors, []);
  await context.close();
});
