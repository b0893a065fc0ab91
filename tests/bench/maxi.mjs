// Benchmark (not a test) of Maxi Yatzy's coach as a player on a slow phone meets it: a first
// visit on DevTools' Slow 4G to "Coach ready" (the fit fetched, checked and read by the worker),
// then a whole game at 360×740 with the page's CPU slowed (4× by default), H pressed after each
// turn's first roll: the time from the key to the hint's words, and the worker's own time for
// each ranking (DevTools' throttling does not reach a worker: its time is also given 4× over, as
// a phone that much slower would take it). Saved rolls pile up (each turn scores after one
// roll), so the later turns plan the most rolls. Yatzy is played the same way in the same run,
// its tables fetched on the same network: the page's own time for a hint, side by side. The
// page is opened without the tests' watchers (harness.js `openPage` checks the page's width a
// frame after every change, which costs a layout each time at 4×); a page error still fails
// the run. Run after `scripts/trunk.sh build --release`:
//
//   node tests/bench/maxi.mjs [runs] [--slowdown=N]
import { serve, launch, emulateNetwork, NETWORKS } from '../e2e/harness.js';

const args = process.argv.slice(2);
const runs = Number(args.find((a) => /^\d+$/.test(a)) ?? 3);
const slowdown = Number(args.find((a) => a.startsWith('--slowdown='))?.split('=')[1] ?? 4);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const said = (xs) =>
  `median ${median(xs).toFixed(1)} ms, slowest ${Math.max(...xs).toFixed(1)} ms (${xs.length} decisions)`;

const server = await serve(undefined, { gzip: true });
const browser = await launch();

/** One first visit and game of `game` (`turns` turns, dice from `seed`): its times. */
async function once(game, turns, seed) {
  const errors = [];
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, reducedMotion: 'reduce' });
  // A returning player: no first-visit guide.
  await context.addInitScript(() => localStorage.setItem('yahtzee.guide', 'done'));
  const page = await context.newPage();
  page.on('pageerror', (e) => errors.push(String(e)));
  // The worker's answers, as the page receives them: each ranking's own time in the worker.
  await context.addInitScript(() => {
    const Base = window.Worker;
    window.__micros = [];
    window.Worker = class extends Base {
      constructor(...a) {
        super(...a);
        this.addEventListener('message', (e) => {
          const advice = e.data?.Advice;
          if (advice) window.__micros.push(advice.micros);
        });
      }
    };
  });
  const cdp = await emulateNetwork(context, page, NETWORKS.slow4g);
  const t0 = Date.now();
  await page.goto(`${server.url}/?seed=${seed}&game=${game}`);
  await page.locator('footer', { hasText: 'Coach ready' }).waitFor({ timeout: 300_000 });
  const ready = Date.now() - t0;
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  await page.evaluate(() => {
    window.__keys = [];
    window.__words = [];
    // The H that opens the hint (not the one that closes it).
    addEventListener('keydown', (e) => {
      if (e.key === 'h' && !document.querySelector('.hint-panel')) window.__keys.push(e.timeStamp);
    });
    new MutationObserver(() => {
      if (window.__keys.length > window.__words.length && document.querySelector('.hint-panel .hint-explain')) {
        window.__words.push(performance.now());
      }
    }).observe(document, { subtree: true, childList: true });
  });
  for (let turn = 1; turn <= turns; turn++) {
    await page.locator('#roll-status', { hasText: `Turn ${turn} of ${turns}` }).waitFor();
    await page.getByRole('button', { name: /^Roll/ }).click();
    await page.locator('#roll-status', { hasText: 'Roll 1 of 3' }).waitFor();
    await page.keyboard.press('h');
    await page.locator('.hint-panel .hint-explain').waitFor();
    await page.keyboard.press('h');
    await page.locator('.hint-panel').waitFor({ state: 'detached' });
    // The open box worth the most; a zero is confirmed, as the page asks.
    const open = await page
      .locator('.sheet button.box:not([disabled])')
      .evaluateAll((bs) => bs.map((b) => Number(b.getAttribute('aria-label').match(/^Score (\d+)/)[1])));
    const best = open.indexOf(Math.max(...open));
    await page.locator('.sheet button.box:not([disabled])').nth(best).click();
    // A zero the coach did not advise is asked about first.
    const confirm = page.getByRole('dialog').getByRole('button', { name: /^Score 0 in / });
    const next = page.locator(turn < turns ? `#roll-status:has-text("Turn ${turn + 1} of ${turns}")` : '.game-over');
    await confirm.or(next).first().waitFor();
    if (await confirm.isVisible()) await confirm.click();
  }
  await page.getByRole('heading', { name: 'Game over' }).waitFor();
  const { keys, words, micros } = await page.evaluate(() => ({
    keys: window.__keys,
    words: window.__words,
    micros: window.__micros,
  }));
  if (errors.length) throw new Error(errors.join('\n'));
  await context.close();
  return { ready, words: words.map((w, i) => w - keys[i]), worker: micros.map((m) => m / 1000) };
}

// The two games alternate, run by run, so that both meet the machine's same moments.
const GAMES = [
  ['maxi', 'Maxi Yatzy', 20],
  ['yatzy', 'Yatzy', 15],
];
const all = Object.fromEntries(GAMES.map(([game]) => [game, { ready: [], words: [], worker: [] }]));
for (let i = 0; i < runs; i++) {
  for (const [game, , turns] of GAMES) {
    const r = await once(game, turns, 5 + i);
    all[game].ready.push(r.ready);
    all[game].words.push(...r.words);
    all[game].worker.push(...r.worker);
  }
}
for (const [game, name] of GAMES) {
  const { ready, words, worker } = all[game];
  console.log(`${name}, first visit on Slow 4G to "Coach ready": ${ready.map((t) => `${t} ms`).join(', ')}`);
  console.log(`${name}, CPU ${slowdown}× slower: from H after a turn's first roll to the hint's words: ${said(words)}`);
  console.log(
    `${name}, the worker's time for a ranking (a first one waits for its table): ${said(worker)}; ${slowdown}× over: ${said(worker.map((t) => t * slowdown))}`,
  );
}
await browser.close();
server.close();
