// Takes screenshots of the page for a person to look at: node tests/e2e/screenshot.mjs
// Writes tests/e2e/artifacts/{desktop,phone}-{light,dark}.png after a few moves of seed 42.
import { serve, launch } from './harness.js';

const server = await serve();
const browser = await launch();
for (const [name, viewport] of [['desktop', { width: 1200, height: 900 }], ['phone', { width: 360, height: 740 }]]) {
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
