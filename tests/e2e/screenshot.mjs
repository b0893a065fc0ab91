// Takes screenshots of the page for a person to look at: node tests/e2e/screenshot.mjs
// Writes tests/e2e/artifacts/{desktop,phone}-{light,dark}.png after a few moves of seed 42.
import { serve, launch } from './harness.js';

const server = await serve();
const browser = await launch();
for (const [name, viewport] of [
  ['desktop', { width: 1200, height: 900 }],
  ['phone', { width: 360, height: 740 }],
]) {
  for (const scheme of ['light', 'dark']) {
    const context = await browser.newContext({ viewport, colorScheme: scheme, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto(`${server.url}/?seed=42`);
    await page.getByRole('button', { name: /^Roll/ }).click();
    await page.locator('#roll-status', { hasText: 'Roll 1 of 3' }).waitFor();
    await page.getByRole('button', { name: /^Die 1:/ }).click();
    await page.getByRole('button', { name: /^Die 3:/ }).click();
    await page.screenshot({ path: `tests/e2e/artifacts/${name}-${scheme}.png`, fullPage: name === 'phone' });
    await context.close();
  }
}
await browser.close();
server.close();

// The help dialog and the end of a game, on a phone.
{
  const server2 = await serve();
  const browser2 = await launch();
  const context = await browser2.newContext({ viewport: { width: 360, height: 740 }, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto(`${server2.url}/?seed=9`);
  await page.getByRole('button', { name: /^Roll/ }).waitFor();
  await page.keyboard.press('?');
  await page.getByRole('dialog', { name: 'Help' }).waitFor();
  await page.screenshot({ path: 'tests/e2e/artifacts/help.png' });
  await page.keyboard.press('Escape');
  const boxes = [3, 8, 12, 16, 20, 24, 22, 0, 25, 30, 40, 50, null];
  await page.evaluate(
    (boxes) =>
      localStorage.setItem(
        'yahtzee.game',
        JSON.stringify({
          schema: 1,
          game: {
            rules: {
              variant: 'Classic',
              options: { joker: 'Forced', five_of_a_kind_full_house: false, yahtzee_bonus: true },
            },
            seed: 9,
            rng: { state: 5, inc: 7 },
            sheets: [{ boxes, yahtzee_bonuses: 1, yahtzee_bonus_points: 100 }],
            current: 0,
            turn: {
              dice: [6, 6, 5, 4, 1],
              held: [false, false, false, false, false],
              rolls: 3,
              thrown: [true, true, true, true, true],
            },
            undo: null,
            last: null,
          },
        }),
      ),
    boxes,
  );
  await page.reload();
  await page.getByRole('button', { name: 'Score 22 in Chance' }).click();
  await page.getByRole('heading', { name: 'Game over' }).waitFor();
  await page.screenshot({ path: 'tests/e2e/artifacts/game-over.png' });
  await browser2.close();
  server2.close();
}
