// The first-visit guide (point 17): three short steps beside the dice (roll, hold, score),
// each shown when it is the next thing to do, in the words of the device (tap or click);
// it never blocks play, can be skipped, and once done or skipped never comes back.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, launch, openPage, glanceAtHelp, readOffers, BOXES, announced } from './harness.js';
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

const PHONE = { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true };
const DESKTOP = { viewport: { width: 1280, height: 800 } };

const ROLL_CLICK = 'Press Roll (or the R key) to throw the dice. You get up to three rolls a turn.';
const ROLL_TAP = 'Tap Roll to throw the dice. You get up to three rolls a turn.';
const HOLD_CLICK = 'Click the dice you want to keep (or press 1 to 5): they stay put while you roll the others again.';
const HOLD_TAP = 'Tap the dice you want to keep: they stay put while you roll the others again.';
const SCORE =
  'When you like the dice, or the rolls run out, choose a box on the scoresheet: it shows what each box would score. Every box is filled once; the highest total wins.';

/** The guide's step and text as shown, once it shows `heading`. */
async function guideShows(page, heading) {
  const guide = page.locator('aside.guide');
  await guide.locator('.guide-step', { hasText: heading }).waitFor();
  assert.equal(await guide.locator('.guide-step').textContent(), heading);
  // The aside is named by its step.
  assert.equal(await page.getByRole('complementary', { name: heading }).count(), 1);
  return guide.locator('.guide-text').textContent();
}

/** Scores the box that scores the most, by mouse. */
async function scoreBest(page) {
  const offers = (await readOffers(page)).filter((o) => o.enabled);
  const best = offers.reduce((a, b) => (b.points > a.points ? b : a));
  await page.getByRole('button', { name: `Score ${best.points} in ${BOXES[best.box]}`, exact: true }).click();
  await announced(page, new RegExp(`^Scored ${best.points} in ${BOXES[best.box]}`));
}

/** Waits for the page's later parts (the guide is one of them), then says whether it shows. */
async function guideAfterLoad(page) {
  await glanceAtHelp(page);
  return page.locator('aside.guide').count();
}

/** The guide stays away after a reload, and after the saved game is gone (as on a first visit). */
async function neverComesBack(page) {
  await page.reload();
  await page.getByRole('button', { name: /^Roll/ }).waitFor();
  assert.equal(await guideAfterLoad(page), 0, 'no guide after a reload');
  await page.evaluate(() => localStorage.removeItem('yahtzee.game'));
  await page.reload();
  await page.locator('#roll-status', { hasText: 'Turn 1 of 13' }).waitFor();
  assert.equal(await guideAfterLoad(page), 0, 'no guide for a new game either');
}

test('a first visit is guided through roll, hold and score, then never again', async () => {
  // Point 17: the guide's three steps on a desktop, each when it is the next thing to do.
  const errors = [];
  const { context, page } = await openPage(browser, `${server.url}/?seed=3`, errors, { ...DESKTOP, firstVisit: true });
  assert.equal(await guideShows(page, 'New here? Step 1 of 3: Roll'), ROLL_CLICK);
  assert.equal(await page.evaluate(() => localStorage.getItem('yahtzee.guide')), null);
  await expectNoAxeViolations(page, 'the table with the guide');
  // The guide blocks nothing: Roll takes the click while it shows.
  await page.getByRole('button', { name: /^Roll/ }).click();
  await page.locator('#roll-status', { hasText: 'Roll 1 of 3' }).waitFor();
  assert.equal(await guideShows(page, 'New here? Step 2 of 3: Hold'), HOLD_CLICK);
  await expectNoAxeViolations(page, 'the table with the guide at its second step');
  // A die held: the next thing is a box.
  await page.getByRole('button', { name: /^Die 1:/ }).click();
  await page.locator('.dice button:nth-child(1)[aria-pressed="true"]').waitFor();
  assert.equal(await guideShows(page, 'New here? Step 3 of 3: Score'), SCORE);
  await expectNoAxeViolations(page, 'the table with the guide at its last step');
  // The first box scored ends it, for good.
  await scoreBest(page);
  await page.locator('aside.guide').waitFor({ state: 'detached' });
  assert.equal(await page.evaluate(() => localStorage.getItem('yahtzee.guide')), 'done');
  await neverComesBack(page);
  assert.deepEqual(errors, []);
  await context.close();
});

test('with no rolls left the guide goes on to the score', async () => {
  // Point 17: step 3 also comes when the rolls run out, no die held.
  const errors = [];
  const { context, page } = await openPage(browser, `${server.url}/?seed=3`, errors, { ...DESKTOP, firstVisit: true });
  await guideShows(page, 'New here? Step 1 of 3: Roll');
  await page.locator('main').focus();
  for (let r = 1; r <= 3; r++) {
    await page.keyboard.press('r');
    await page.locator('#roll-status', { hasText: `Roll ${r} of 3` }).waitFor();
    if (r < 3) assert.equal(await guideShows(page, 'New here? Step 2 of 3: Hold'), HOLD_CLICK);
  }
  assert.equal(await guideShows(page, 'New here? Step 3 of 3: Score'), SCORE);
  assert.ok(
    await page.evaluate(() =>
      [...document.querySelectorAll('.dice button')].every((b) => b.getAttribute('aria-pressed') === 'false'),
    ),
  );
  await scoreBest(page);
  await page.locator('aside.guide').waitFor({ state: 'detached' });
  assert.equal(await page.evaluate(() => localStorage.getItem('yahtzee.guide')), 'done');
  assert.deepEqual(errors, []);
  await context.close();
});

test('"Skip the guide" hides it at once, for good', async () => {
  // Point 17: the guide can be skipped.
  const errors = [];
  const { context, page } = await openPage(browser, `${server.url}/?seed=3`, errors, { ...DESKTOP, firstVisit: true });
  await guideShows(page, 'New here? Step 1 of 3: Roll');
  await page.locator('aside.guide').getByRole('button', { name: 'Skip the guide' }).click();
  await page.locator('aside.guide').waitFor({ state: 'detached' });
  await page.waitForFunction(() => localStorage.getItem('yahtzee.guide') === 'done');
  // Play goes on without it.
  await page.getByRole('button', { name: /^Roll/ }).click();
  await page.locator('#roll-status', { hasText: 'Roll 1 of 3' }).waitFor();
  assert.equal(await page.locator('aside.guide').count(), 0);
  await neverComesBack(page);
  assert.deepEqual(errors, []);
  await context.close();
});

test('on a phone the guide says tap, and Roll is tapped while it shows', async () => {
  // Point 17: the words of a touch screen; the guide never blocks play.
  const errors = [];
  const { context, page } = await openPage(browser, `${server.url}/?seed=3`, errors, { ...PHONE, firstVisit: true });
  assert.equal(await guideShows(page, 'New here? Step 1 of 3: Roll'), ROLL_TAP);
  await expectNoAxeViolations(page, 'the guide on a phone');
  // The guide lies clear of Roll.
  const [guide, roll] = await Promise.all([
    page.locator('aside.guide').boundingBox(),
    page.getByRole('button', { name: /^Roll/ }).boundingBox(),
  ]);
  const overlap =
    guide.x < roll.x + roll.width &&
    roll.x < guide.x + guide.width &&
    guide.y < roll.y + roll.height &&
    roll.y < guide.y + guide.height;
  assert.equal(overlap, false, 'the guide does not cover Roll');
  await page.getByRole('button', { name: /^Roll/ }).tap();
  await page.locator('#roll-status', { hasText: 'Roll 1 of 3' }).waitFor();
  assert.equal(await guideShows(page, 'New here? Step 2 of 3: Hold'), HOLD_TAP);
  await page.getByRole('button', { name: /^Die 2:/ }).tap();
  await page.locator('.dice button:nth-child(2)[aria-pressed="true"]').waitFor();
  assert.equal(await guideShows(page, 'New here? Step 3 of 3: Score'), SCORE);
  const offers = (await readOffers(page)).filter((o) => o.enabled);
  const best = offers.reduce((a, b) => (b.points > a.points ? b : a));
  await page.getByRole('button', { name: `Score ${best.points} in ${BOXES[best.box]}`, exact: true }).tap();
  await page.locator('aside.guide').waitFor({ state: 'detached' });
  assert.equal(await page.evaluate(() => localStorage.getItem('yahtzee.guide')), 'done');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a returning player never sees the guide', async () => {
  // Point 17: the guide is for a first visit only.
  const errors = [];
  const { context, page } = await openPage(browser, `${server.url}/?seed=3`, errors, DESKTOP);
  assert.equal(await guideAfterLoad(page), 0);
  await page.getByRole('button', { name: /^Roll/ }).click();
  await page.locator('#roll-status', { hasText: 'Roll 1 of 3' }).waitFor();
  assert.equal(await page.locator('aside.guide').count(), 0);
  assert.deepEqual(errors, []);
  await context.close();
});
