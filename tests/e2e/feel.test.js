// Issue 38, "a table that feels like a game": a written score counts up to its exact value (held
// still for reduced motion); a lead changing hands is said and shown; the end of a two-player
// game names its winner with confetti, which lies still for reduced motion.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { serve, launch, openPage, announced, storeGame } from './harness.js';
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
 * Ann and Ben in the last round, Chance open for both, Ben ahead 235 to 229, 6 6 6 5 5 on the
 * table for Ann; Ben's roll is 1 1 2 2 3 (made by play: src/storage/fixtures.rs).
 */
const LAST_ROUND = readFileSync(
  new URL('../fixtures/save-two-last-round-seed12.json', import.meta.url),
  'utf8',
).trimEnd();

/** Rolls game #`seed` once and scores its Chance by a click; returns the points. */
async function scoreChance(page, seed) {
  await page.goto(`${server.url}/?seed=${seed}`);
  await page.getByRole('button', { name: /^Roll/ }).click();
  const chance = page.getByRole('button', { name: /^Score \d+ in Chance$/ });
  const points = Number((await chance.getAttribute('aria-label')).match(/^Score (\d+)/)[1]);
  await chance.click();
  return points;
}

test('a written score counts up to its exact value; its text is the value at once', async () => {
  const errors = [];
  const { context, page } = await openPage(browser, null, errors, { reducedMotion: 'no-preference' });
  // A sampler of the counter drawn over the box, every frame from the page's first.
  await context.addInitScript(() => {
    window.__counted = [];
    const tick = () => {
      const el = document.querySelector('.count-up');
      if (el) window.__counted.push(getComputedStyle(el, '::after').getPropertyValue('--n'));
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  const points = await scoreChance(page, 4);
  const cell = page.locator('.count-up');
  await cell.waitFor();
  assert.equal(await cell.textContent(), String(points), 'the text is the score from the start');
  // The counter's animation runs its course.
  await cell.evaluate((e) => Promise.all(e.getAnimations({ subtree: true }).map((a) => a.finished)));
  const shown = (await page.evaluate(() => window.__counted)).map(Number);
  assert.ok(shown.length >= 3, `frames sampled: ${shown}`);
  assert.ok(shown[0] < points, `it starts below ${points}: ${shown}`);
  for (let i = 1; i < shown.length; i++) assert.ok(shown[i] >= shown[i - 1], `it only goes up: ${shown}`);
  assert.equal(shown.at(-1), points, 'and ends on the score exactly');
  assert.equal(await cell.evaluate((e) => getComputedStyle(e, '::after').getPropertyValue('--n')), String(points));
  assert.deepEqual(errors, []);
  await context.close();
});

test('with reduced motion a written score shows at once, without counting', async () => {
  const errors = [];
  const { context, page } = await openPage(browser, null, errors);
  const points = await scoreChance(page, 4);
  const cell = page.locator('.count-up');
  await cell.waitFor();
  assert.equal(await cell.evaluate((e) => getComputedStyle(e, '::after').animationName), 'none');
  assert.equal(await cell.evaluate((e) => getComputedStyle(e, '::after').getPropertyValue('--n')), String(points));
  assert.deepEqual(errors, []);
  await context.close();
});

/** Opens the last round of Ann and Ben's game, Ann to score. */
async function lastRound(options) {
  const errors = [];
  const { context, page } = await openPage(browser, `${server.url}/`, errors, options);
  await storeGame(page, LAST_ROUND);
  // The address names the new game the page opened with: the stored game opens without it.
  await page.goto(`${server.url}/`);
  await page.getByRole('button', { name: 'Score 28 in Chance' }).waitFor();
  return { errors, context, page };
}

test('a lead changing hands is said and shown; the winner of a two-player game gets confetti', async () => {
  const { errors, context, page } = await lastRound({ reducedMotion: 'no-preference' });
  await page.getByRole('button', { name: 'Score 28 in Chance' }).click();
  // Ann's 28 puts her ahead, 257 to 235: shown over the play area, and said.
  await page.locator('.moment', { hasText: 'Ann takes the lead!' }).waitFor();
  await page.locator('[role=status] p', { hasText: 'Ann takes the lead!' }).waitFor();
  await page.locator('.whose-turn', { hasText: "Ben's turn" }).waitFor();
  await page.keyboard.press('r');
  await announced(page, /^Ben: Roll 1 of 3: 1, 1, 2, 2, 3\./);
  await page.getByRole('button', { name: 'Score 9 in Chance' }).click();
  // The game's end names Ann, with confetti falling.
  await page.locator('p.game-winner', { hasText: 'Ann wins!' }).waitFor();
  assert.equal(await page.locator('.game-over .confetti i').count(), 28);
  const falling = await page
    .locator('.game-over .confetti i')
    .evaluateAll((is) => is.filter((i) => i.getAnimations().length > 0).length);
  assert.equal(falling, 28, 'every piece falls');
  assert.equal(await page.locator('.game-over .confetti').getAttribute('aria-hidden'), 'true');
  assert.deepEqual(errors, []);
  await context.close();
});

test('with reduced motion the confetti lies still, and the end passes axe', async () => {
  const { errors, context, page } = await lastRound();
  await page.getByRole('button', { name: 'Score 28 in Chance' }).click();
  await page.locator('.whose-turn', { hasText: "Ben's turn" }).waitFor();
  await page.keyboard.press('r');
  await page.getByRole('button', { name: 'Score 9 in Chance' }).click();
  await page.locator('p.game-winner', { hasText: 'Ann wins!' }).waitFor();
  const still = await page
    .locator('.game-over .confetti i')
    .evaluateAll((is) => is.map((i) => getComputedStyle(i).animationName));
  assert.deepEqual(still, Array(28).fill('none'));
  // Lying still, the pieces stay in view at the top of the card.
  const box = await page.locator('.game-over .confetti i').first().boundingBox();
  assert.ok(box && box.height > 0, 'a piece is drawn');
  await expectNoAxeViolations(page, 'the end of a two-player game');
  assert.deepEqual(errors, []);
  await context.close();
});
