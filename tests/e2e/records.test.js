// Records: a finished game lands in the high scores and statistics, exports and imports
// (a bad file changes nothing), and clearing asks first. axe checks the records, the review
// and the coach dialogs.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serve, launch, openPage, openTool, storeGame } from './harness.js';
import { expectNoAxeViolations } from './axe.js';

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

/**
 * A saved solo game #9, made by play (src/storage/fixtures.rs): every box but Chance filled, a
 * Yahtzee and one bonus, and 6 6 5 4 1 on the table after three rolls.
 */
const NEARLY_DONE = fs
  .readFileSync(new URL('../fixtures/save-nearly-done-seed9.json', import.meta.url), 'utf8')
  .trimEnd();

test('a finished game is recorded, exported, imported and cleared', async () => {
  const errors = [];
  const { context, page } = await openPage(browser, `${server.url}/?seed=9`, errors);
  await storeGame(page, NEARLY_DONE);
  await page.reload();
  await page.getByRole('button', { name: 'Score 22 in Chance' }).click();
  await page.getByRole('heading', { name: 'Game over' }).waitFor();
  // The coach's review of the game goes onto its record: the fixture's fourteen turns of
  // dice taken as they came (Four of a Kind scratched among them) give away 9.81 a decision.
  await page.locator('footer', { hasText: 'Coach ready' }).waitFor();
  await page.getByRole('button', { name: 'Review this game' }).click();
  const review = page.getByRole('dialog', { name: /^Review/ });
  await review.locator('.review-summary').waitFor();
  await expectNoAxeViolations(page, 'the review');
  await page.keyboard.press('Escape');

  await openTool(page, 'Records');
  const dialog = page.getByRole('dialog', { name: 'Records' });
  await dialog.locator('table.high-scores').getByRole('rowheader', { name: '407' }).waitFor();
  assert.match(
    await dialog.locator('.stats-list').textContent(),
    /Games played1Mean score407\.0Best score407Upper bonus100 %Games with a Yahtzee100 %Points lost per decision9\.81 \(1 reviewed\)/,
  );
  // The histogram's one bar, named with its count, and the same count in its table.
  const histogram = dialog.getByRole('group', { name: 'Final scores, games per 25 points' });
  await histogram.getByRole('img', { name: '400 to 424: 1 game', exact: true }).waitFor();
  assert.deepEqual(
    await dialog
      .getByRole('table', { name: 'Final scores, games per 25 points' })
      .locator('tbody tr')
      .evaluateAll((rows) => rows.map((r) => r.textContent)),
    ['400–4241'],
  );
  await expectNoAxeViolations(page, 'the records');

  // Export.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Export records' }).click(),
  ]);
  const file = path.join(os.tmpdir(), `records-${process.pid}.json`);
  await download.saveAs(file);
  const exported = JSON.parse(fs.readFileSync(file, 'utf8'));
  assert.equal(exported.format, 'yahtzee-records');
  assert.equal(exported.records.length, 1);
  assert.equal(exported.records[0].score, 407);

  // A foreign file changes nothing; the answer shows inside the dialog, above its backdrop.
  const bad = path.join(os.tmpdir(), `bad-${process.pid}.json`);
  fs.writeFileSync(bad, '{"hello": "world"}');
  await dialog.locator('input[type=file]').setInputFiles(bad);
  await dialog
    .getByRole('status')
    .filter({ hasText: 'Nothing was imported: This file is not a Yahtzee records export.' })
    .waitFor();
  assert.equal(JSON.parse(await page.evaluate(() => localStorage.getItem('yahtzee.records'))).length, 1);

  // Clearing asks first; then the records are gone and importing brings them back.
  await dialog.getByRole('button', { name: 'Clear records' }).click();
  await dialog.getByRole('button', { name: 'Keep them' }).click();
  assert.equal(JSON.parse(await page.evaluate(() => localStorage.getItem('yahtzee.records'))).length, 1);
  await dialog.getByRole('button', { name: 'Clear records' }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await dialog.getByRole('status').filter({ hasText: 'Records deleted.' }).waitFor();
  await dialog.getByText('Finish a game to see statistics.').waitFor();
  await dialog.locator('input[type=file]').setInputFiles(file);
  await dialog.getByRole('status').filter({ hasText: 'Imported 1 new record.' }).waitFor();
  await dialog.locator('table.high-scores').getByRole('rowheader', { name: '407' }).waitFor();
  // A high score can be played again from its seed.
  await dialog.getByRole('button', { name: 'Play game #9 again' }).click();
  await page.locator('#roll-status', { hasText: 'Turn 1 of 13' }).waitFor();
  await openTool(page, 'Coach');
  await expectNoAxeViolations(page, 'the coach dialog');
  assert.deepEqual(errors, []);
  await context.close();
});
