// Takes screenshots of the page for a person to look at: node tests/e2e/screenshot.mjs
// Writes tests/e2e/artifacts/{desktop,phone}-{light,dark}.png after a few moves of seed 42, and
// help.png and game-over.png on a phone.
import fs from 'node:fs';
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
  // A saved solo game #9 made by play (src/storage/fixtures.rs): every box but Chance filled.
  const nearlyDone = fs.readFileSync(new URL('../fixtures/save-nearly-done-seed9.json', import.meta.url), 'utf8');
  await page.evaluate((v) => localStorage.setItem('yahtzee.game', v), nearlyDone.trimEnd());
  await page.reload();
  await page.getByRole('button', { name: 'Score 22 in Chance' }).click();
  await page.getByRole('heading', { name: 'Game over' }).waitFor();
  await page.screenshot({ path: 'tests/e2e/artifacts/game-over.png' });
  await browser2.close();
  server2.close();
}
