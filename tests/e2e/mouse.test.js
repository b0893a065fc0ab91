// A whole seeded game played by mouse, every score checked against the engine.
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
  rowValue,
  announced,
  replay,
  bestOffer,
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

/**
 * The game this test plays, played by the command line (`yahtzee replay`) with the same
 * strategy: hold the most common face and roll until all five are held or the rolls run out,
 * then score the box that scores the most. Returns its boxes, its totals, and the first box of
 * turn 1 that would score 0 while another scores points (the case that asks first), if any.
 */
function playedByCommandLine(seed) {
  const actions = [];
  let zero = null;
  for (let turn = 1; turn <= 13; turn++) {
    const held = [false, false, false, false, false];
    for (let r = 1; r <= 3; r++) {
      actions.push('Roll');
      const faces = replay(seed, actions).rolls.at(-1);
      if (r === 3) break;
      const plan = keepPlan(faces.map((face, i) => ({ face, held: held[i] })));
      if (plan.every(Boolean)) break;
      for (const [i, keep] of plan.entries()) {
        if (keep !== held[i]) {
          actions.push({ Toggle: i });
          held[i] = keep;
        }
      }
    }
    const { previews } = replay(seed, actions);
    const best = bestOffer(previews);
    const z = previews.findIndex((p) => p !== null && p[0] === 0);
    if (turn === 1 && z >= 0 && best.points > 0) zero = { box: z, points: 0, enabled: true };
    actions.push({ Score: best.box });
  }
  const end = replay(seed, actions);
  return { boxes: end.boxes[0], totals: end.totals[0], zero };
}

test('a complete game by mouse matches the engine', async () => {
  const errors = [];
  // Seed 42's first turn ends with Threes at 0 beside boxes that score, so the confirmation of a
  // zero is asked for in every run.
  const seed = 42;
  const expected = playedByCommandLine(seed);
  assert.deepEqual(expected.zero, { box: 2, points: 0, enabled: true }, "seed 42's first turn offers 0 in Threes");
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
      assert.deepEqual(
        after.map((d) => d.held),
        plan,
        'the dice show what is held',
      );
      assert.deepEqual(
        after.map((d) => d.face),
        dice.map((d) => d.face),
        'holding changes no face',
      );
    }
    const offers = (await readOffers(page)).filter((o) => o.enabled);
    const best = offers.reduce((a, b) => (b.points > a.points ? b : a));
    if (turn === 1) {
      const zero = offers.find((o) => o.points === 0);
      assert.deepEqual(zero, expected.zero, 'the first turn offers the zero the command line has');
      assert.ok(best.points > 0, `points are on offer beside it: ${best.points} in ${BOXES[best.box]}`);
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
  // The command line, playing the same strategy on its own, ends with the same sheet.
  assert.deepEqual(engine.boxes[0], expected.boxes);
  assert.deepEqual(engine.totals[0], expected.totals);

  // A new game starts from a fresh sheet.
  await page.getByRole('button', { name: 'New game' }).click();
  await page.locator('#roll-status', { hasText: 'Turn 1 of 13' }).waitFor();
  assert.equal(await rowValue(page, 'Total'), 0);
  assert.deepEqual(errors, []);
  await context.close();
});
