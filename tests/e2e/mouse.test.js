// A whole seeded game played by mouse, every score checked against the engine.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, launch, openPage, readDice, readOffers, keepPlan, checkAgainstEngine, BOXES, rowValue, announced } from './harness.js';

let server; let browser;
before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); server?.close(); });

test('a complete game by mouse matches the engine', async () => {
  const errors = [];
  const seed = 42;
  const { context, page } = await openPage(browser, `${server.url}/?seed=${seed}`, errors);
  const roll = page.getByRole('button', { name: /^Roll/ });
  const actions = [];
  const rolls = [];

  for (let turn = 1; turn <= 13; turn++) {
    await page.locator('#roll-status', { hasText: `Turn ${turn} of 13` }).waitFor();
    for (let r = 1; r <= 3; r++) {
      await roll.click();
      actions.push('Roll');
      await page.locator('#roll-status', { hasText: `Roll ${r} of 3` }).waitFor();
      const dice = await readDice(page);
      rolls.push(dice.map((d) => d.face));
      if (r === 3) {
        assert.ok(await roll.isDisabled(), 'Roll is disabled after the third roll');
        break;
      }
      const plan = keepPlan(dice);
      if (plan.every(Boolean)) break;
      for (const [i, keep] of plan.entries()) {
        if (keep !== dice[i].held) {
          await page.getByRole('button', { name: new RegExp(`^Die ${i + 1}:`) }).click();
          actions.push({ Toggle: i });
          await page.locator(`.dice button:nth-child(${i + 1})[aria-pressed="${keep}"]`).waitFor();
        }
      }
      const after = await readDice(page);
      assert.deepEqual(after.map((d) => d.held), plan, 'the dice show what is held');
      assert.deepEqual(after.map((d) => d.face), dice.map((d) => d.face), 'holding changes no face');
    }
    const offers = (await readOffers(page)).filter((o) => o.enabled);
    const best = offers.reduce((a, b) => (b.points > a.points ? b : a));
    const zero = offers.find((o) => o.points === 0);
    if (turn === 1 && zero && best.points > 0) {
      // Choosing a zero while points are on offer asks first; Cancel keeps the turn.
      await page.getByRole('button', { name: `Score 0 in ${BOXES[zero.box]}`, exact: true }).click();
      const dialog = page.getByRole('alertdialog');
      await dialog.waitFor();
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'detached' });
    }
    await page.getByRole('button', { name: `Score ${best.points} in ${BOXES[best.box]}`, exact: true }).click();
    actions.push({ Score: best.box });
    await announced(page, new RegExp(`^Scored ${best.points} in ${BOXES[best.box]}`));
    if (turn === 2) {
      // Undo takes the score back until the next roll.
      await page.getByRole('button', { name: /^Undo/ }).click();
      actions.push('Undo');
      await page.getByRole('button', { name: `Score ${best.points} in ${BOXES[best.box]}`, exact: true }).click();
      actions.push({ Score: best.box });
      assert.equal(await rowValue(page, BOXES[best.box]), best.points);
    }
  }
  await page.getByRole('heading', { name: 'Game over' }).waitFor();
  const engine = await checkAgainstEngine(page, seed, actions, rolls);
  assert.ok(engine.totals[0].total >= 5);

  // A new game starts from a fresh sheet.
  await page.getByRole('button', { name: 'New game' }).click();
  await page.locator('#roll-status', { hasText: 'Turn 1 of 13' }).waitFor();
  assert.equal(await rowValue(page, 'Total'), 0);
  assert.deepEqual(errors, []);
  await context.close();
});
