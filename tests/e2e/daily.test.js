// The daily game: the same dice for everyone on a day, played by keyboard to its end against
// perfect play on the same dice (the total the command line prints), a result to share with
// no dice in it, a link that reopens the same game, a second play marked as practice, the
// records of the days, and the day's game offline.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  serve,
  launch,
  openPage,
  readDice,
  keepPlan,
  holdByKeys,
  scoreByKeys,
  controlled,
  openTool,
  DIST,
  playByHints,
} from './harness.js';
import { expectNoAxeViolations } from './axe.js';

const DAY = '2026-12-01';
/** 2026-12-01 in the morning (UTC): the page's today for these tests. */
const TODAY = new Date(`${DAY}T09:30:00Z`);
const CLI = path.join(import.meta.dirname, '../../target/release/yahtzee');

/** Perfect play's total on the day's dice, as `yahtzee daily` prints it (Maxi Yatzy's strong play's). */
function perfectTotal(variant) {
  const out = execFileSync(CLI, ['daily', '--date', DAY, '--variant', variant, '--tables', path.join(DIST, 'tables')]);
  const first = out.toString().split('\n')[0];
  const rival = variant === 'maxi' ? 'strong' : 'perfect';
  const m = first.match(new RegExp(`${rival} play scores (\\d+) on these dice \\(its mean is ([\\d.]+)\\)$`));
  assert.ok(m, first);
  return { total: Number(m[1]), mean: Number(m[2]) };
}

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

/** A page whose clock says `TODAY`, opened at `url`, with `navigator.share` kept by the test. */
async function openDaily(url, errors, options = {}) {
  const { context, page } = await openPage(browser, null, errors, options);
  await page.clock.setFixedTime(TODAY);
  await context.addInitScript(() => {
    window.__shared = [];
    navigator.share = async (data) => window.__shared.push(data.text);
  });
  await page.goto(url);
  await page.getByRole('button', { name: /^Roll/ }).waitFor();
  return { context, page };
}

/** The boxes the dice may go in now, in any game: [{ name, points }]. */
async function offersOf(page) {
  const labels = await page
    .locator('.sheet tbody tr.box-row button:enabled')
    .evaluateAll((bs) => bs.map((b) => b.getAttribute('aria-label')));
  return labels.map((label) => {
    const [, points, name] = label.match(/^Score (\d+) in (.+)$/);
    return { name, points: Number(points) };
  });
}

/** Plays the game on the table to its end by keyboard; returns the first roll's faces. */
async function playByKeys(page) {
  let first;
  const status = await page.locator('#roll-status', { hasText: 'Turn 1 of ' }).textContent();
  const turns = Number(status.match(/Turn 1 of (\d+)/)[1]);
  for (let turn = 1; turn <= turns; turn++) {
    const actions = [];
    for (let r = 1; r <= 3; r++) {
      await page.keyboard.press('r');
      await page.locator('#roll-status', { hasText: `Roll ${r} of 3` }).waitFor();
      const dice = await readDice(page);
      first ??= dice.map((d) => d.face);
      if (r === 3) break;
      const plan = keepPlan(dice);
      if (plan.every(Boolean)) break;
      await holdByKeys(page, dice, plan, actions);
    }
    const best = (await offersOf(page)).reduce((a, b) => (b.points > a.points ? b : a));
    await scoreByKeys(page, best, best.name, actions, turns + 1);
  }
  await page.getByRole('heading', { name: 'Game over' }).waitFor();
  return first;
}

test("the day's game by keyboard: perfect play's total, a result to share, the link, practice and records", async () => {
  const errors = [];
  const { total, mean } = perfectTotal('classic');
  const url = `${server.url}/?daily=${DAY}&game=classic`;
  const { context, page } = await openDaily(url, errors);
  await page.locator('.foot', { hasText: 'Classic Yahtzee, the daily game' }).waitFor();
  const first = await playByKeys(page);
  const score = Number(await page.locator('.final-score').textContent());

  // Perfect play on the same dice: the command line's total, and the luck of the day.
  const versus = page.locator('.daily-versus');
  await versus.waitFor();
  assert.equal(await versus.textContent(), `You scored ${score}. Perfect play scored ${total} on the same dice.`);
  assert.equal(
    await page.locator('.daily-luck').textContent(),
    `Perfect play scored ${total} on these dice; it averages ${mean.toFixed(1)}.`,
  );
  // The turns where the two differ, each with a box and its points on both sides.
  const rows = await page
    .locator('.daily-turns tbody tr')
    .evaluateAll((trs) => trs.map((tr) => [...tr.children].map((c) => c.textContent)));
  for (const [turn, mine, perfect] of rows) {
    assert.match(turn, /^\d+$/);
    assert.notEqual(mine, perfect);
    for (const cell of [mine, perfect]) assert.match(cell, / \d+$/);
  }
  assert.equal(await page.locator('.daily-practice').count(), 0, 'the first play counts');
  await expectNoAxeViolations(page, "the end of the day's game");

  // The result to share: the game and the day, both totals, a symbol a turn, the link. No dice.
  await page.getByRole('button', { name: 'Share result' }).click();
  await page.locator('.daily-said', { hasText: 'Result shared.' }).waitFor();
  const [text] = await page.evaluate(() => window.__shared);
  const lines = text.split('\n');
  assert.deepEqual(lines.slice(0, 2), [
    'Classic Yahtzee, the game of 12/1/2026',
    `Me ${score} · perfect play ${total}`,
  ]);
  assert.match(lines[2], /^[🟩🟨⬛]{13}$/u);
  assert.equal(lines[3], url);
  assert.equal(lines.length, 4);

  // The records keep the day apart from the high scores: one day in a row, its gap.
  await openTool(page, 'Records');
  const records = page.getByRole('dialog', { name: 'Records' });
  await records.locator('.daily-streak', { hasText: '1 day in a row' }).waitFor();
  const figures = await records.locator('.daily-stats dd').allTextContents();
  assert.deepEqual(figures, ['1', String(score), score.toFixed(1), (total - score).toFixed(1)]);
  assert.equal(await records.locator('figure svg.gaps .dot').count(), 1);
  await expectNoAxeViolations(page, 'the records of the daily games');

  // The day travels with the records: exported here, imported on another device, where the
  // records show the same day.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    records.getByRole('button', { name: 'Export records' }).click(),
  ]);
  await records.getByRole('status').filter({ hasText: 'Exported 1 record to yahtzee-records.json.' }).waitFor();
  const file = path.join(os.tmpdir(), `daily-records-${process.pid}.json`);
  await download.saveAs(file);
  const other = await openDaily(server.url, errors);
  await openTool(other.page, 'Records');
  const theirs = other.page.getByRole('dialog', { name: 'Records' });
  await theirs.locator('input[type=file]').setInputFiles(file);
  await theirs.getByRole('status').filter({ hasText: 'Imported 1 new record.' }).waitFor();
  await theirs.locator('.daily-streak', { hasText: '1 day in a row' }).waitFor();
  assert.deepEqual(await theirs.locator('.daily-stats dd').allTextContents(), figures);
  await other.context.close();
  fs.rmSync(file);
  await page.keyboard.press('Escape');
  await records.waitFor({ state: 'detached' });

  // The link reopens the same day's game; begun again from the menu, it is practice, with the
  // same first roll.
  const again = await context.newPage();
  await again.clock.setFixedTime(TODAY);
  await again.goto(lines[3]);
  await again.getByRole('heading', { name: 'Game over' }).waitFor();
  assert.equal(await again.locator('.final-score').textContent(), String(score));
  await again.getByRole('button', { name: "Today's game" }).click();
  await again.locator('.foot', { hasText: 'Classic Yahtzee, the daily game (practice)' }).waitFor();
  await again.keyboard.press('r');
  await again.locator('#roll-status', { hasText: 'Roll 1 of 3' }).waitFor();
  assert.deepEqual(
    (await readDice(again)).map((d) => d.face),
    first,
  );
  assert.deepEqual(errors, []);
  await context.close();
});

test("Maxi Yatzy's day on a phone: strong play's total on the same dice, its luck, the result to share and the records", async () => {
  const errors = [];
  const { total, mean } = perfectTotal('maxi');
  const url = `${server.url}/?daily=${DAY}&game=maxi`;
  const { context, page } = await openDaily(url, errors, { viewport: { width: 360, height: 740 } });
  await page.locator('.foot', { hasText: 'Maxi Yatzy, the daily game' }).waitFor();
  await playByKeys(page);
  const score = Number(await page.locator('.final-score').textContent());
  const versus = page.locator('.daily-versus');
  await versus.waitFor();
  assert.equal(await versus.textContent(), `You scored ${score}. Strong play scored ${total} on the same dice.`);
  // Its mean is its Expert's, who plays the same way (crates/solver/RESULTS.md).
  assert.equal(mean.toFixed(1), '444.1');
  assert.equal(
    await page.locator('.daily-luck').textContent(),
    `Strong play scored ${total} on these dice; it averages ${mean.toFixed(1)}.`,
  );
  assert.equal(await page.locator('.daily-turns caption').textContent(), 'Where you and strong play differ');
  assert.equal(await page.locator('.daily-turns thead th').last().textContent(), 'Strong play');
  await page.getByRole('button', { name: 'Share result' }).click();
  await page.locator('.daily-said', { hasText: 'Result shared.' }).waitFor();
  const [text] = await page.evaluate(() => window.__shared);
  const lines = text.split('\n');
  assert.deepEqual(lines.slice(0, 2), ['Maxi Yatzy, the game of 12/1/2026', `Me ${score} · strong play ${total}`]);
  assert.match(lines[2], /^[🟩🟨⬛]{20}$/u);
  assert.equal(lines[3], url);
  await openTool(page, 'Records');
  const records = page.getByRole('dialog', { name: 'Records' });
  await records.locator('.daily-streak', { hasText: '1 day in a row' }).waitFor();
  assert.deepEqual(await records.locator('.daily-stats dt').allTextContents(), [
    'Days played',
    'Best',
    'Mean',
    'Mean gap to strong play',
  ]);
  assert.deepEqual(await records.locator('.daily-stats dd').allTextContents(), [
    '1',
    String(score),
    score.toFixed(1),
    (total - score).toFixed(1),
  ]);
  assert.equal(
    await records.locator('figure:has(svg.gaps) figcaption').textContent(),
    'Points behind strong play, day by day',
  );
  assert.deepEqual(errors, []);
  await context.close();
});

test("the day's game plays offline, and a second start of the day is practice (dark)", async () => {
  const errors = [];
  const { total } = perfectTotal('yatzy');
  // A visit to the day's Yatzy with the network on: the build and the game's table are kept.
  const url = `${server.url}/?daily=${DAY}&game=yatzy`;
  const { context, page } = await openDaily(url, errors, {
    permissions: ['clipboard-read', 'clipboard-write'],
    colorScheme: 'dark',
  });
  await controlled(page);
  await page.locator('footer', { hasText: 'Coach ready' }).waitFor();
  await page.keyboard.press('r');
  await page.locator('#roll-status', { hasText: 'Roll 1 of 3' }).waitFor();
  // Once rolled, the day's game is started: begun again, it is practice.
  await page.waitForFunction(() => (localStorage.getItem('yahtzee.daily') ?? '').includes('Yatzy'));

  // Offline, the link again, the game under way forgotten: the day's game begun afresh.
  await context.setOffline(true);
  await page.evaluate(() => localStorage.removeItem('yahtzee.game'));
  await page.goto(url);
  await page.getByRole('button', { name: /^Roll/ }).waitFor();
  await page.locator('.foot', { hasText: 'Yatzy, the daily game (practice)' }).waitFor();
  await playByKeys(page);
  await page.locator('.daily-practice').waitFor();
  await page.locator('.daily-versus', { hasText: `Perfect play scored ${total} on the same dice.` }).waitFor();
  await expectNoAxeViolations(page, "the end of the day's game for practice, dark");
  // A practice game is kept out of the records.
  const kept = await page.evaluate(() => JSON.parse(localStorage.getItem('yahtzee.daily')));
  assert.deepEqual(kept, [{ game: 'Yatzy', day: 20788, score: null, perfect: null }]);
  // Where the browser has no share sheet, the result goes to the clipboard.
  await page.evaluate(() => delete navigator.share);
  await page.getByRole('button', { name: 'Share result' }).click();
  await page.locator('.daily-said', { hasText: 'Result copied: paste it anywhere.' }).waitFor();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  assert.match(copied, new RegExp(`^Yatzy, the game of 12/1/2026\nMe \\d+ · perfect play ${total}\n`));
  // The records have no finished day of Yatzy (the day's play for the record was left after a
  // roll), and start today's game from there: practice again.
  await openTool(page, 'Records');
  const records = page.getByRole('dialog', { name: 'Records' });
  await records.getByText('No daily game of Yatzy finished yet.').waitFor();
  await records.getByRole('button', { name: "Play today's Yatzy" }).click();
  await records.waitFor({ state: 'detached' });
  await page.locator('#roll-status', { hasText: 'Turn 1 of 15' }).waitFor();
  await page.locator('.foot', { hasText: 'Yatzy, the daily game (practice)' }).waitFor();
  assert.deepEqual(errors, []);
  await context.close();
});

test('a link to a day still to come opens the day of today', async () => {
  const errors = [];
  const { context, page } = await openDaily(`${server.url}/?daily=2026-12-09&game=yacht`, errors);
  await page.getByText("The game of 12/9/2026 is not out yet: here is today's.").waitFor();
  await page.locator('.foot', { hasText: 'Yacht, the daily game' }).waitFor();
  assert.equal(await page.locator('.foot', { hasText: 'practice' }).count(), 0);
  assert.deepEqual(errors, []);
  await context.close();
});

test("two tabs open the day's game: the first to roll plays it for the record, the other for practice", async () => {
  const errors = [];
  const url = `${server.url}/?daily=${DAY}&game=yacht`;
  const { context, page: first } = await openDaily(url, errors);
  // A second tab of the same browser, on the same day's game, before either has rolled.
  const second = await context.newPage();
  second.on('pageerror', (e) => errors.push(String(e)));
  await second.goto(url);
  await second.getByRole('button', { name: /^Roll/ }).waitFor();
  for (const page of [first, second]) {
    await page.locator('.foot', { hasText: 'Yacht, the daily game' }).waitFor();
    assert.equal(await page.locator('.foot', { hasText: 'practice' }).count(), 0);
  }
  await first.keyboard.press('r');
  await first.locator('#roll-status', { hasText: 'Roll 1 of 3' }).waitFor();
  // The first roll marked the day as started before its dice were shown.
  const marked = await first.evaluate(() => JSON.parse(localStorage.getItem('yahtzee.daily')));
  assert.deepEqual(marked, [{ game: 'Yacht', day: 20788, score: null, perfect: null }]);
  // The other tab still shows the day's game for the record; its roll finds the day started.
  // A write reaches another tab's storage a moment later (Chromium hands it to that tab's
  // process): a person's roll in the second tab comes after that moment, and so does this one.
  await second.waitForFunction(() => /"day":20788/.test(localStorage.getItem('yahtzee.daily') ?? ''));
  await second.keyboard.press('r');
  await second.locator('#roll-status', { hasText: 'Roll 1 of 3' }).waitFor();
  await second.locator('.foot', { hasText: 'Yacht, the daily game (practice)' }).waitFor();
  await second
    .getByText("Practice: a day's game counts for the records once, the first time it is started on its day.")
    .first()
    .waitFor();
  // The same dice, and the first tab's game is still the day's for the record.
  assert.deepEqual(await readDice(second), await readDice(first));
  assert.equal(await first.locator('.foot', { hasText: 'practice' }).count(), 0);
  assert.deepEqual(errors, []);
  await context.close();
});

test("the day's game played by the hints: no table of differences, a line that none differ, the squares explained, the coach's help said and kept apart, and a new table after it has room for more", async () => {
  const errors = [];
  const { context, page } = await openDaily(`${server.url}/?daily=${DAY}&game=classic`, errors);
  await page.locator('footer', { hasText: 'Coach ready' }).waitFor();
  await playByHints(page, 13);
  const { total } = perfectTotal('classic');
  await page.locator('.daily-versus', { hasText: `Perfect play scored ${total}` }).waitFor();
  assert.equal(Number(await page.locator('.final-score').textContent()), total, 'the hints are perfect play');
  await page
    .locator('.daily-same', { hasText: "Every turn went in the same box, for the same points, as perfect play's." })
    .waitFor();
  assert.equal(await page.locator('.daily-turns').count(), 0, 'no empty table');
  assert.equal(
    await page.locator('.daily-legend').textContent(),
    '🟩 a box that scored at least what perfect play scored in it · 🟨 less · ⬛ crossed out with 0',
  );
  // Played by the hints, the day was played with the coach's help: the end says so, the result
  // to share too, and the records keep it apart from the days played alone.
  assert.equal(
    await page.locator('.daily-aided').textContent(),
    "You played this day with the coach's help: it is kept apart from the days you played alone.",
  );
  await page.getByRole('button', { name: 'Share result' }).click();
  await page.locator('.daily-said', { hasText: 'Result shared.' }).waitFor();
  const [text] = await page.evaluate(() => window.__shared);
  const lines = text.split('\n');
  assert.deepEqual(lines.slice(1, 3), [`Me ${total} · perfect play ${total}`, "With the coach's help"]);
  assert.match(lines[3], /^[🟩⬛]{13}$/u);
  assert.equal(lines.length, 5);
  assert.deepEqual(await page.evaluate(() => JSON.parse(localStorage.getItem('yahtzee.daily'))), [
    { game: 'Classic', day: 20788, score: total, perfect: total, aided: true },
  ]);
  await openTool(page, 'Records');
  const records = page.getByRole('dialog', { name: 'Records' });
  await records.getByText('No daily game of Classic Yahtzee finished yet.').waitFor();
  await records
    .locator('.daily-aided-days', { hasText: "1 day played with the coach's help, kept apart from these" })
    .waitFor();
  await page.keyboard.press('Escape');
  await records.waitFor({ state: 'detached' });
  // A new table after the day's game has room for friends: the page's dice, and Add a seat.
  await openTool(page, 'New table');
  const setup = page.getByRole('dialog', { name: 'New table' });
  assert.ok(await setup.getByRole('radio', { name: /The page rolls the dice/ }).isChecked());
  await setup.getByRole('button', { name: 'Add a seat' }).click();
  await setup.getByRole('group', { name: 'Seat 2' }).waitFor();
  assert.deepEqual(errors, []);
  await context.close();
});
