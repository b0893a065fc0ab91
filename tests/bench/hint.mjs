// Benchmark (not a test) of the explained hint as a player on a slow phone meets it: the time
// from the key that opens the hint to its words (the moves, what each keep aims at, what the
// numbers mean, drawn together), with Chromium's CPU slowed down (DevTools' throttling, 4× by
// default); and after a turn's third roll, when the best move is a score, to its words and to
// why that box (which the hint asks for once its ranking is in: playouts in the worker); and the
// same once the hint has been open this visit, when the coach works ahead of it. Run after
// `scripts/trunk.sh build --release`:
//
//   node tests/bench/hint.mjs [runs] [--slowdown=N] [classic|yacht|tricolor|lucky7|yatzy ...]
//
// Each run: a fresh profile at 360×740, `?seed=S&game=KEY` (S = 5, 6, … one per run), the coach
// ready (its table in), the CPU slowed, Roll, then H; the page itself notes the key's time
// (`KeyboardEvent.timeStamp`) and the moment the hint's words are in the document (its last
// line, with the moves and their aims; a MutationObserver), so the test's own round trips are not counted. Prints each game's median
// and slowest run.
import { serve, launch, openPage, announced } from '../e2e/harness.js';

const args = process.argv.slice(2);
const runs = Number(args.find((a) => /^\d+$/.test(a)) ?? 5);
const slowdown = Number(args.find((a) => a.startsWith('--slowdown='))?.split('=')[1] ?? 4);
const named = args.filter((a) => /^[a-z0-9]+$/.test(a) && !/^\d+$/.test(a));
const GAMES = named.length ? named : ['classic', 'yatzy', 'lucky7'];
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const server = await serve(undefined, { gzip: true });
const browser = await launch();

/**
 * One run after `rolls` rolls: milliseconds from the key to the words, and to the reasons. With
 * `ahead`, the hint is opened and closed before the first roll, so that the coach works ahead of
 * it (its reasons asked for as the ranking comes), and H is pressed once the third roll's dice
 * have landed.
 */
async function once(game, seed, rolls, ahead = false) {
  const errors = [];
  const { context, page } = await openPage(browser, `${server.url}/?seed=${seed}&game=${game}`, errors, {
    viewport: { width: 360, height: 740 },
  });
  await page.locator('footer', { hasText: 'Coach ready' }).waitFor();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  if (ahead) {
    await page.keyboard.press('h');
    await page.locator('.hint-panel').waitFor();
    await page.keyboard.press('h');
    await page.locator('.hint-panel').waitFor({ state: 'detached' });
  }
  for (let r = 1; r <= rolls; r++) {
    await page.getByRole('button', { name: /^Roll/ }).click();
    await page.locator('#roll-status', { hasText: `Roll ${r} of 3` }).waitFor();
  }
  // With the coach working ahead, H once the dice have landed (the roll's words reach the live
  // region only then): the soonest a player who has seen them could ask.
  if (ahead) await announced(page, /^Roll 3 of 3: /);
  await page.evaluate(() => {
    window.__hint = {};
    addEventListener('keydown', (e) => {
      if (e.key === 'h') window.__hint.key = e.timeStamp;
    });
    new MutationObserver(() => {
      if (window.__hint.words === undefined && document.querySelector('.hint-panel .hint-explain')) {
        window.__hint.words = performance.now();
      }
      if (window.__hint.why === undefined && document.querySelector('.hint-panel .hint-why')?.textContent) {
        window.__hint.why = performance.now();
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  await page.keyboard.press('h');
  await page.locator('.hint-panel .hint-explain').waitFor();
  if (rolls === 3) await page.locator('.hint-panel .hint-why').waitFor();
  const { key, words, why } = await page.evaluate(() => window.__hint);
  if (errors.length) throw new Error(errors.join('\n'));
  await context.close();
  return { words: words - key, why: why - key };
}

const said = (times) =>
  `median ${median(times).toFixed(0)} ms, slowest ${Math.max(...times).toFixed(0)} ms (${times.map((t) => t.toFixed(0)).join(', ')})`;
for (const game of GAMES) {
  const first = [];
  const third = [];
  const ahead = [];
  for (let i = 0; i < runs; i++) first.push(await once(game, 5 + i, 1));
  for (let i = 0; i < runs; i++) third.push(await once(game, 5 + i, 3));
  for (let i = 0; i < runs; i++) ahead.push(await once(game, 5 + i, 3, true));
  console.log(
    `${game}, CPU ${slowdown}× slower: from H to the hint's words after roll 1: ${said(first.map((t) => t.words))}`,
  );
  console.log(`${game}, CPU ${slowdown}× slower: after roll 3, to the words: ${said(third.map((t) => t.words))}`);
  console.log(`${game}, CPU ${slowdown}× slower: after roll 3, to why the box: ${said(third.map((t) => t.why))}`);
  console.log(
    `${game}, CPU ${slowdown}× slower: the hint opened once before, H as roll 3 lands, to why the box: ${said(ahead.map((t) => t.why))}`,
  );
}
await browser.close();
server.close();
