// Benchmark (not a test): chances to win at a table of four, in headless Chromium, on the
// release build. Run after `scripts/trunk.sh build --release`:
//
//   node tests/bench/odds.mjs [runs] [classic|yacht|tricolor|lucky7|yatzy ...]
//
// For each game: New table with four people, Start, Roll, open "Chances to win", and time
// until the four percentages show (the worker's playouts of the game from its first turn);
// then, in the same position on a new page, open the chances and press H at once, and time
// until the hint shows: the hint's advice is answered between the playouts' slices, not after
// them. Medians of `runs`.
import { serve, launch, openPage, newTable } from '../e2e/harness.js';

const args = process.argv.slice(2);
const runs = Number(args.find((a) => /^\d+$/.test(a)) ?? 3);
const named = args.filter((a) => /^[a-z0-9]+$/.test(a) && !/^\d+$/.test(a));
const GAMES = named.length ? named : ['classic', 'yacht', 'tricolor', 'lucky7', 'yatzy'];
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const server = await serve();
const browser = await launch();

/** A table of four people of `game`, rolled once, with the coach ready. */
async function tableOfFour(game) {
  const errors = [];
  const { context, page } = await openPage(browser, `${server.url}/?seed=5&game=${game}`, errors);
  await page.locator('footer', { hasText: 'Coach ready' }).waitFor({ timeout: 120_000 });
  const setup = await newTable(page);
  for (let i = 0; i < 3; i++) await setup.getByRole('button', { name: 'Add a seat' }).click();
  await setup.getByRole('button', { name: 'Start' }).click();
  await page.locator('footer', { hasText: 'Coach ready' }).waitFor({ timeout: 120_000 });
  await page.getByRole('button', { name: /^Roll/ }).click();
  await page.locator('#roll-status', { hasText: 'Roll 1 of 3' }).waitFor();
  return { context, page };
}

console.log(`Chances to win at a table of four (median of ${runs}, ms):`);
console.log('| game | chances shown | hint while the chances are worked out |');
console.log('|---|---:|---:|');
for (const game of GAMES) {
  const chances = [];
  const hints = [];
  for (let i = 0; i < runs; i++) {
    let { context, page } = await tableOfFour(game);
    let t0 = Date.now();
    await page.getByRole('button', { name: 'Chances to win' }).click();
    await page.waitForFunction(() => document.querySelectorAll('.chances li strong').length === 4, null, {
      timeout: 120_000,
    });
    chances.push(Date.now() - t0);
    await context.close();
    ({ context, page } = await tableOfFour(game));
    await page.getByRole('button', { name: 'Chances to win' }).click();
    t0 = Date.now();
    await page.keyboard.press('h');
    await page.locator('.hint-panel', { hasText: 'expected final score' }).waitFor({ timeout: 120_000 });
    hints.push(Date.now() - t0);
    await context.close();
  }
  console.log(`| ${game} | ${median(chances)} (${chances.join(', ')}) | ${median(hints)} (${hints.join(', ')}) |`);
}
await browser.close();
server.close();
