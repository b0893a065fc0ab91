// The optimal coach in the browser: the solver builds in a Web Worker, hints name the best move
// and mark the dice to keep, warnings stop a costly move, and a game played by the hints
// reviews as flawless.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, launch, openPage, readDice, openTool, playByHints } from './harness.js';

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

async function coachReady(page) {
  await page.locator('footer', { hasText: 'Coach ready' }).waitFor();
}

test('a whole game played by the hints reviews as expert play with nothing lost', async () => {
  const errors = [];
  const { context, page } = await openPage(browser, `${server.url}/?seed=2024`, errors);
  await coachReady(page);
  await playByHints(page, 13, async (best) => {
    if (best.startsWith('Best: score')) {
      const box = page.locator('.sheet button.box.suggested');
      assert.equal(await box.count(), 1, 'the best box is marked on the sheet');
      assert.match(await box.getAttribute('aria-label'), new RegExp(`^${best.slice(6).replace(/^s/, 'S')}$`));
      return;
    }
    const marked = await page
      .locator('.dice button')
      .evaluateAll((els) => els.map((e) => e.classList.contains('suggested')));
    const kept = (best.match(/keep ([\d ]+) and/)?.[1] ?? '').split(' ').filter(Boolean).map(Number).sort();
    const dice = await readDice(page);
    assert.deepEqual(
      dice
        .filter((_, i) => marked[i])
        .map((d) => d.face)
        .sort(),
      kept,
      'marked dice are the keep',
    );
  });
  await page.getByRole('heading', { name: 'Game over' }).waitFor();
  await page.getByRole('button', { name: 'Review this game' }).click();
  const review = page.getByRole('dialog', { name: 'Review: game #2024' });
  await review.locator('.review-summary').waitFor();
  const summary = await review.locator('.review-summary').textContent();
  assert.match(summary, / 0\.0 points given away in all, 0\.00 per decision: Expert/);
  await review.getByText('None: every decision was the best one.').waitFor();
  // Step through the turns.
  await review.getByRole('heading', { name: 'Turn 1 of 13' }).waitFor();
  await review.getByRole('button', { name: 'Next turn' }).click();
  await review.getByRole('heading', { name: 'Turn 2 of 13' }).waitFor();
  await page.keyboard.press('Escape');
  await review.waitFor({ state: 'detached' });
  // The finished game is kept for review later.
  await openTool(page, 'Coach');
  await page
    .getByRole('dialog', { name: 'Coach' })
    .getByText(/ · game #2024 · /)
    .waitFor();
  assert.deepEqual(errors, []);
  await context.close();
});

test('coach warnings stop a costly move and offer the better one', async () => {
  const errors = [];
  const { context, page } = await openPage(browser, `${server.url}/?seed=77`, errors);
  await coachReady(page);
  await openTool(page, 'Coach');
  const dialog = page.getByRole('dialog', { name: 'Coach' });
  await dialog.getByRole('checkbox', { name: /^Warn me/ }).check();
  // The slider moves by keys, as a keyboard user moves it: from 1.0 down five steps of 0.1.
  const slider = dialog.getByRole('slider', { name: 'Warning threshold in points' });
  await slider.focus();
  for (let i = 0; i < 5; i++) await slider.press('ArrowLeft');
  await dialog.getByText('0.5 points').waitFor();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: /^Roll/ }).click();
  await page.locator('#roll-status', { hasText: 'Roll 1 of 3' }).waitFor();
  // Scoring Chance after the first roll of a game is never close to best.
  await page.locator('.sheet button.box[data-box="12"]').click();
  const warning = page.getByRole('alertdialog');
  await warning.getByRole('heading', { name: /^This gives away \d+\.\d points$/ }).waitFor();
  await warning.getByRole('button', { name: /^Play the better move/ }).click();
  await warning.waitFor({ state: 'detached' });
  await page.locator('#roll-status', { hasText: 'Roll 2 of 3' }).waitFor();
  assert.equal(
    await page.locator('.sheet tr', { hasText: 'Chance' }).locator('.filled').count(),
    0,
    'Chance stays open',
  );
  // The setting is remembered.
  await page.reload();
  await openTool(page, 'Coach');
  assert.ok(
    await page
      .getByRole('dialog', { name: 'Coach' })
      .getByRole('checkbox', { name: /^Warn me/ })
      .isChecked(),
  );
  assert.deepEqual(errors, []);
  await context.close();
});
