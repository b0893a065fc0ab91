// A whole seeded game played with the keyboard alone, as a blind player would: R rolls,
// 1-5 hold, D and C read the dice and the sheet aloud, arrows and Enter score.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  serve,
  launch,
  openPage,
  readDice,
  readOffers,
  keepPlan,
  checkAgainstEngine,
  BOXES,
  announced,
  holdByKeys,
  scoreByKeys,
} from './harness.js';

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

test('a complete game by keyboard matches the engine', async () => {
  const errors = [];
  const seed = 7;
  const { context, page } = await openPage(browser, `${server.url}/?seed=${seed}`, errors);
  const actions = [];
  const rolls = [];

  // ? opens the help, Escape closes it. Its keys are this game's: the dice's, and no wild die's
  // (Classic has none).
  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Help' });
  await help.getByRole('row', { name: /^1–5 / }).waitFor();
  assert.equal(await help.getByRole('row', { name: /^W, 1–7/ }).count(), 0, 'no wild die in Classic');
  await page.keyboard.press('Escape');
  await page.getByRole('dialog', { name: 'Help' }).waitFor({ state: 'detached' });

  for (let turn = 1; turn <= 13; turn++) {
    for (let r = 1; r <= 3; r++) {
      await page.keyboard.press('r');
      actions.push('Roll');
      await page.locator('#roll-status', { hasText: `Roll ${r} of 3` }).waitFor();
      const dice = await readDice(page);
      rolls.push(dice.map((d) => d.face));
      if (turn === 1 && r === 1) {
        await page.keyboard.press('d');
        await announced(page, new RegExp(`^Roll 1 of 3: ${dice.map((d) => d.face).join(', ')}\\.`));
      }
      if (r === 3) break;
      const plan = keepPlan(dice);
      if (plan.every(Boolean)) break;
      await holdByKeys(page, dice, plan, actions);
    }
    const offers = await readOffers(page);
    const enabled = offers.filter((o) => o.enabled);
    const best = enabled.reduce((a, b) => (b.points > a.points ? b : a));
    // The focus never falls to the page: on Roll, or on the first open box once the rolls
    // are used up. ArrowDown walks the enabled score buttons; Enter scores the focused one.
    await scoreByKeys(page, best, BOXES[best.box], actions, 14);
    if (turn === 13) break;
    await page.keyboard.press('c');
    await announced(page, new RegExp(`Scored: .*${BOXES[best.box]} ${best.points}`));
  }
  await page.getByRole('heading', { name: 'Game over' }).waitFor();
  await checkAgainstEngine(page, seed, actions, rolls);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a new table started by keyboard hands the focus to Roll (Cancel back to New table), and Home and End reach the first and last open box', async () => {
  const errors = [];
  const { context, page } = await openPage(browser, `${server.url}/?seed=7`, errors);
  const newTable = page.getByRole('button', { name: 'New table' });
  const setup = page.getByRole('dialog', { name: 'New table' });
  const focused = () => page.evaluate(() => document.activeElement?.textContent.trim());
  // Cancel: back where the player was.
  await newTable.focus();
  await page.keyboard.press('Enter');
  await setup.waitFor();
  await setup.getByRole('button', { name: 'Cancel' }).focus();
  await page.keyboard.press('Enter');
  await setup.waitFor({ state: 'detached' });
  assert.equal(await focused(), 'New table');
  // Start: on to the new table's first move.
  await page.keyboard.press('Enter');
  await setup.waitFor();
  await setup.getByRole('button', { name: 'Start', exact: true }).focus();
  await page.keyboard.press('Enter');
  await setup.waitFor({ state: 'detached' });
  await page.waitForFunction(() => document.activeElement?.matches('button.roll'));
  await page.keyboard.press('Enter');
  await page.locator('#roll-status', { hasText: 'Roll 1 of 3' }).waitFor();
  // Home and End: the first and the last open box of the sheet.
  const label = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
  await page.keyboard.press('End');
  assert.match(await label(), /^Score \d+ in Chance$/);
  await page.keyboard.press('Home');
  assert.match(await label(), /^Score \d+ in Ones$/);
  await page.keyboard.press('ArrowUp');
  assert.match(await label(), /^Score \d+ in Chance$/, 'the arrows still wrap around');
  assert.deepEqual(errors, []);
  await context.close();
});

test("W goes to Lucky7's wild die's value, where the number keys choose it and hold no die", async () => {
  const errors = [];
  // Seed 22's first Lucky7 roll is 7 5 1 3 3: the marked die shows its wild face.
  const { context, page } = await openPage(browser, `${server.url}/?seed=22&game=lucky7`, errors);
  const focused = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
  await page.locator('button.roll').waitFor();
  await page.locator('main').focus();
  await page.keyboard.press('r');
  await page.locator('#roll-status', { hasText: 'Roll 1 of 3' }).waitFor();
  assert.deepEqual(
    (await readDice(page)).map((d) => d.face),
    [7, 5, 1, 3, 3],
  );
  await page.keyboard.press('w');
  assert.equal(await focused(), 'Wild die counts as 7', 'W reaches the value chosen, the highest at first');
  await page.keyboard.press('3');
  await announced(page, /^Wild die counts as 3/);
  const pressed = () => page.locator('.wild-choice button[aria-pressed="true"]').textContent();
  assert.equal(await pressed(), '3');
  // 3 5 1 3 3: three of a kind.
  await page.getByRole('button', { name: 'Score 15 in Three of a Kind', exact: true }).waitFor();
  await page.keyboard.press('5');
  await announced(page, /^Wild die counts as 5/);
  assert.equal(await pressed(), '5');
  assert.deepEqual(
    (await readDice(page)).map((d) => d.held),
    [false, false, false, false, false],
    'the number keys chose a value and held no die',
  );
  // Outside the choice, the number keys hold dice again.
  await page.locator('main').focus();
  await page.keyboard.press('2');
  await page.locator('.dice button:nth-child(2)[aria-pressed="true"]').waitFor();
  assert.equal(await pressed(), '5');
  // The help lists the key.
  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Help' });
  await help.getByRole('row', { name: /W, 1–7 Lucky7: go to the wild die's value/ }).waitFor();
  assert.deepEqual(errors, []);
  await context.close();
});
