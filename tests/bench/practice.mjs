// Benchmark (not a test) of a practice answer as a player on a slow phone meets it: the time from
// the tap on a box in "What would you do?" to the coach's verdict with its reason, with
// Chromium's CPU slowed down (DevTools' throttling of the page, 4× by default; the solver's worker
// is not slowed by it). Run after `scripts/trunk.sh build --release`:
//
//   node tests/bench/practice.mjs [runs] [--slowdown=N]
//
// Each run: a fresh profile at 360×740, the finished game of tests/fixtures/save-nearly-done-seed9
// reviewed (its costliest moves become the practice queue), Coach → Practise, the CPU slowed, then
// a tap on the box the game scored at that position (as its player did); the page itself notes
// the tap's time (`PointerEvent.timeStamp`) and the moment the verdict's reason is in the
// document (a MutationObserver). Prints the median and slowest run.
import fs from 'node:fs';
import { serve, launch, openPage, storeGame, BOXES } from '../e2e/harness.js';

const args = process.argv.slice(2);
const runs = Number(args.find((a) => /^\d+$/.test(a)) ?? 5);
const slowdown = Number(args.find((a) => a.startsWith('--slowdown='))?.split('=')[1] ?? 4);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const NEARLY_DONE = fs
  .readFileSync(new URL('../fixtures/save-nearly-done-seed9.json', import.meta.url), 'utf8')
  .trimEnd();

const server = await serve(undefined, { gzip: true });
const browser = await launch();

/** One run: milliseconds from the tap to the verdict's reason. */
async function once() {
  const errors = [];
  const { context, page } = await openPage(browser, `${server.url}/`, errors, {
    viewport: { width: 360, height: 740 },
    hasTouch: true,
    isMobile: true,
  });
  await storeGame(page, NEARLY_DONE);
  await page.goto(`${server.url}/`);
  await page.getByRole('button', { name: 'Score 22 in Chance' }).tap();
  await page.locator('footer', { hasText: 'Coach ready' }).waitFor();
  await page.getByRole('button', { name: 'Review this game' }).tap();
  await page.waitForFunction(() => localStorage.getItem('yahtzee.practice') !== null);
  const queue = await page.evaluate(() => JSON.parse(localStorage.getItem('yahtzee.practice')));
  // The first position whose move was a score, answered with that score again.
  const at = queue.find((p) => p.decisions.at(-1).choice.Score !== undefined);
  if (queue.indexOf(at) !== 0) throw new Error('the first position is not a score');
  const box = BOXES[at.decisions.at(-1).choice.Score];
  await page
    .getByRole('dialog', { name: /^Review/ })
    .getByRole('button', { name: 'Close' })
    .tap();
  await page.locator('header.top .menu-button').tap();
  await page.locator('header.top').getByRole('button', { name: 'Coach', exact: true }).tap();
  await page.getByRole('button', { name: /^Practise your mistakes/ }).tap();
  const dialog = page.getByRole('dialog', { name: 'What would you do?' });
  await dialog.locator('.practice-how').waitFor();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  await page.evaluate(() => {
    window.__practice = {};
    addEventListener('pointerup', (e) => {
      window.__practice.tap = e.timeStamp;
    });
    new MutationObserver(() => {
      if (window.__practice.why === undefined && document.querySelector('.practice-answer .verdict')) {
        window.__practice.why = performance.now();
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  await dialog
    .locator('.practice-sheet')
    .getByRole('button', { name: new RegExp(`^${box} \\d+$`) })
    .tap();
  await dialog.locator('.practice-answer .verdict').waitFor();
  const { tap, why } = await page.evaluate(() => window.__practice);
  if (errors.length) throw new Error(errors.join('\n'));
  await context.close();
  return why - tap;
}

const times = [];
for (let i = 0; i < runs; i++) times.push(await once());
console.log(
  `CPU ${slowdown}× slower: from the tap to the practice verdict with its reason: median ${median(times).toFixed(0)} ms, slowest ${Math.max(...times).toFixed(0)} ms (${times.map((t) => t.toFixed(0)).join(', ')})`,
);
await browser.close();
server.close();
