// The dice's motion as a player sees and hears it: a roll moves the thrown dice and never the
// held ones, nothing moves for a player who asks for reduced motion, a second press of R right
// after the first is a second roll, and the dice's names and the live region say the final faces
// from the first moment the roll shows, never a face the dice only pass through.
// The animations are found through the page's own record of them (`getAnimations()` on each
// `.die` and what is inside it), whatever their keyframes are called.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, launch, openPage, readDice, replay } from './harness.js';

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
 * From now on, the page records on each die it shows whether an animation ran on it (on the die
 * or on anything inside it), and every accessible name a die had: at each change to the page
 * (a MutationObserver, in the task that made it) and at each animation frame.
 */
async function watchDice(page) {
  await page.evaluate(() => {
    const seen = { animated: new WeakSet(), names: new Set() };
    window.__dice = seen;
    const look = () => {
      for (const die of document.querySelectorAll('.dice .die')) {
        if (die.getAnimations({ subtree: true }).some((a) => a.playState === 'running')) seen.animated.add(die);
        seen.names.add(die.getAttribute('aria-label'));
      }
    };
    new MutationObserver(look).observe(document.body, { subtree: true, childList: true, attributes: true });
    const frame = () => {
      look();
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

/** The dice that have moved since `watchDice`, by place (0-4), among the dice shown now. */
const moved = (page) =>
  page.evaluate(() => [...document.querySelectorAll('.dice .die')].map((die) => window.__dice.animated.has(die)));

/** Waits until no animation runs on any die (nor inside one). */
const stillDice = (page) =>
  page.waitForFunction(() => document.getAnimations().every((a) => !a.effect?.target?.closest?.('.die')));

// The browser tests play with reduced motion unless they ask (harness.js `openPage`): these
// ask for motion, but for the one about reduced motion.
const MOTION = { reducedMotion: 'no-preference' };

test('a roll moves every thrown die and none of the held ones', async () => {
  const errors = [];
  const { context, page } = await openPage(browser, `${server.url}/?seed=3`, errors, MOTION);
  const roll = page.getByRole('button', { name: /^Roll/ });
  await roll.click();
  await page.locator('#roll-status', { hasText: 'Roll 1 of 3' }).waitFor();
  for (const n of [1, 3]) {
    await page.getByRole('button', { name: new RegExp(`^Die ${n}:`) }).click();
    await page.locator(`.dice .die:nth-child(${n})[aria-pressed="true"]`).waitFor();
  }
  // The first roll's tumble and the holds' own transitions are over: what moves next is the roll's.
  await stillDice(page);
  await watchDice(page);
  await roll.click();
  await page.locator('#roll-status', { hasText: 'Roll 2 of 3' }).waitFor();
  // Every thrown die (2, 4 and 5) has moved...
  await page.waitForFunction(() => {
    const dice = [...document.querySelectorAll('.dice .die')];
    return [1, 3, 4].every((i) => window.__dice.animated.has(dice[i]));
  });
  // ... and once they lie still, the held ones (1 and 3) never have.
  await stillDice(page);
  assert.deepEqual(await moved(page), [false, true, false, true, true]);
  assert.deepEqual(
    await page.locator('.dice .die').evaluateAll((dice) => dice.map((d) => d.getAnimations({ subtree: true }).length)),
    [0, 0, 0, 0, 0],
  );
  assert.deepEqual(
    (await readDice(page)).map((d) => d.held),
    [true, false, true, false, false],
  );
  assert.deepEqual(errors, []);
  await context.close();
});

test('with reduced motion a roll moves nothing and shows its faces at once', async () => {
  const errors = [];
  const { context, page } = await openPage(browser, `${server.url}/?seed=3`, errors, { reducedMotion: 'reduce' });
  await watchDice(page);
  await page.getByRole('button', { name: /^Roll/ }).click();
  await page.locator('#roll-status', { hasText: 'Roll 1 of 3' }).waitFor();
  const faces = replay(3, ['Roll']).rolls[0];
  // The faces as drawn: each die shows its face's pips, upright (no turn, no shift, whatever the
  // transform is written as) and whole, from the first frame.
  const drawn = () =>
    page.locator('.dice .die').evaluateAll((dice) =>
      dice.map((d) => {
        const style = getComputedStyle(d);
        return [d.querySelectorAll('.pip').length, new DOMMatrix(style.transform).isIdentity, style.opacity];
      }),
    );
  assert.deepEqual(
    await drawn(),
    faces.map((f) => [f, true, '1']),
  );
  // Two frames after the roll showed, nothing has moved, nor moves.
  for (let i = 0; i < 2; i++) await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  assert.deepEqual(await moved(page), [false, false, false, false, false]);
  assert.equal(
    await page.evaluate(() => document.getAnimations().filter((a) => a.effect?.target?.closest?.('.die')).length),
    0,
  );
  assert.deepEqual(
    await drawn(),
    faces.map((f) => [f, true, '1']),
  );
  assert.deepEqual(errors, []);
  await context.close();
});

test('R pressed twice in quick succession rolls twice', async () => {
  const errors = [];
  const { context, page } = await openPage(browser, `${server.url}/?seed=3`, errors, MOTION);
  // No wait between the two presses: the second comes while the first roll's dice still tumble.
  await page.keyboard.press('r');
  await page.keyboard.press('r');
  await page.locator('#roll-status', { hasText: 'Roll 2 of 3' }).waitFor();
  assert.deepEqual(
    (await readDice(page)).map((d) => d.face),
    replay(3, ['Roll', 'Roll']).rolls[1],
  );
  assert.deepEqual(errors, []);
  await context.close();
});

test("the dice's names say the final faces from the moment a roll shows, the live region once they land", async () => {
  const errors = [];
  const { context, page } = await openPage(browser, `${server.url}/?seed=3`, errors, MOTION);
  await watchDice(page);
  // The dice's tumbles still running when the live region first said the roll.
  await page.evaluate(() => {
    window.__saidAt = null;
    new MutationObserver(() => {
      const p = document.querySelector('#announcer p');
      if (window.__saidAt === null && p && /Roll 1 of 3/.test(p.textContent)) {
        window.__saidAt = document
          .getAnimations()
          .filter((a) => a.effect?.target?.closest?.('.die') && a.playState === 'running').length;
      }
    }).observe(document.querySelector('#announcer'), { subtree: true, childList: true, characterData: true });
  });
  // The first roll of a fresh page, as soon as Roll is enabled.
  await page.getByRole('button', { name: /^Roll/ }).click();
  await page.locator('#roll-status', { hasText: 'Roll 1 of 3' }).waitFor();
  const faces = replay(3, ['Roll']).rolls[0];
  const names = faces.map((f, i) => `Die ${i + 1}: ${f}`);
  await page.locator('#announcer p', { hasText: `Roll 1 of 3: ${faces.join(', ')}.` }).waitFor();
  await stillDice(page);
  assert.deepEqual(
    await page.locator('.dice .die').evaluateAll((dice) => dice.map((d) => d.getAttribute('aria-label'))),
    names,
  );
  // Every name a die had since before the roll: not rolled yet, or its final face; never a face
  // it only showed while it tumbled.
  const heard = await page.evaluate(() => [...window.__dice.names]);
  assert.deepEqual(heard.filter((n) => !/: not rolled$/.test(n)).sort(), [...names].sort());
  // The live region said the roll once the dice lay on the table: all five had tumbled, and
  // none was still in the air.
  assert.deepEqual(await moved(page), [true, true, true, true, true]);
  assert.equal(await page.evaluate(() => window.__saidAt), 0, 'tumbles running when the roll was said');
  assert.deepEqual(errors, []);
  await context.close();
});
