// Benchmark (not a test) of the exact end game in the browser: the time the solver's worker
// takes for each ranking by the chance to win, as a table of people meets it with the hint open.
// Run after `scripts/trunk.sh build --release`:
//
//   node tests/bench/towin.mjs [players] [classic|yatzy|...] [seed] [--bots] [--slow4g]
//
// --slow4g emulates DevTools' "Slow 4G" for the page and its workers (harness.js NETWORKS).
// A fresh browser profile (a first visit) opens a table of `players` people (4 by default) from
// a fixed seed. Every turn of the first rounds rolls once and fills the next box in order; in
// each player's last four turns the hint is open at every roll (three rolls, then the next box),
// so the worker ranks every decision of every player's end game. The worker's own time for
// each answer (`Response::ToWin`'s `micros`) is read from its messages to the page. With
// --bots every seat is a Tactician bot instead: its end games start from its own sheets, and in
// a game that takes a risk attitude (Classic, Yatzy, Yacht) every decision before them is
// ranked by the worker too, from the time asked, the fetch of the attitudes' layers included;
// those answers are counted apart, with the bytes of the layers fetched. At the end it prints
// the solver worker's WebAssembly memory (its peak: it never shrinks), and fails over 64 MB.
import {
  serve,
  launch,
  openPage,
  readOffers,
  BOXES,
  announced,
  dealNewTablesFrom,
  openTool,
  emulateNetwork,
  NETWORKS,
} from '../e2e/harness.js';

const args = process.argv.slice(2);
const players = Number(args.find((a) => /^\d$/.test(a)) ?? 4);
const game = args.find((a) => /^[a-z][a-z0-9]+$/.test(a)) ?? 'classic';
const seed = Number(args.find((a) => /^\d{2,}$/.test(a)) ?? 11);
const bots = args.includes('--bots');

const server = await serve(undefined, { gzip: true });
const browser = await launch();
const errors = [];
const { context, page } = await openPage(browser, null, errors);
if (args.includes('--slow4g')) await emulateNetwork(context, page, NETWORKS.slow4g);
await dealNewTablesFrom(page, seed);
// Every answer of the worker that ranks by the chance to win, kept with its time.
await page.addInitScript(() => {
  window.towinMicros = [];
  window.riskMicros = [];
  const Native = window.Worker;
  window.Worker = class extends Native {
    constructor(...a) {
      super(...a);
      this.addEventListener('message', (e) => {
        const a = e.data && typeof e.data === 'object' && e.data.ToWin;
        // The end game ranks by chances, 0 to 1; before it a risk attitude ranks by the points
        // still to come over five turns or more, far above 1.
        if (a) ((a.options[0]?.value ?? 0) <= 1 ? window.towinMicros : window.riskMicros).push(a.micros);
      });
    }
  };
});
// The bytes of the risk attitudes' layer files, as fetched (the files are DEFLATE already).
let riskBytes = 0;
let riskFiles = 0;
page.on('response', async (r) => {
  if (!/-risk-[mp][\d.]+-\d+-[0-9a-f]{12}\.bin$/.test(r.url())) return;
  riskFiles += 1;
  riskBytes += (await r.body().catch(() => Buffer.alloc(0))).length;
});
await page.goto(`${server.url}/?game=${game}`);
await page.getByRole('button', { name: /^Roll/ }).waitFor();
await openTool(page, 'New table');
const setup = page.getByRole('dialog', { name: 'New table' });
for (let s = 2; s <= players; s++) await setup.getByRole('button', { name: 'Add a seat' }).click();
if (bots) {
  for (let s = 1; s <= players; s++) {
    await setup
      .getByRole('group', { name: `Seat ${s}` })
      .getByRole('combobox')
      .selectOption('tactician');
  }
}
await setup.getByRole('button', { name: 'Start' }).click();
await setup.waitFor({ state: 'detached' });
await page.locator('footer', { hasText: 'Coach ready' }).waitFor({ timeout: 300_000 });

const roll = page.getByRole('button', { name: /^Roll/ });
const boxes = await page.locator('.sheet tbody tr.box-row').count();
async function score(box, who) {
  const offer = (await readOffers(page)).find((o) => o.box === box);
  await page.getByRole('button', { name: `Score ${offer.points} in ${BOXES[offer.box]}`, exact: true }).click();
  // A 0 where another box would score asks first.
  const ask = page.getByRole('alertdialog', { name: `Score 0 in ${BOXES[box]}?` });
  const said = announced(page, new RegExp(`^${who} scored`));
  if ((await Promise.race([said.then(() => 'said'), ask.waitFor().then(() => 'asked')])) === 'asked') {
    await ask.getByRole('button', { name: `Score 0 in ${BOXES[box]}` }).click();
  }
  await said;
}
try {
  if (bots) {
    // The bots play every turn, skipped to its end; each end-game decision is ranked.
    const filled = page.locator('.sheet .filled');
    const skip = page.getByRole('button', { name: 'Skip to the end of the turn' });
    for (let n = await filled.count(); n < boxes * players; n = await filled.count()) {
      await skip.click();
      await page.waitForFunction((k) => document.querySelectorAll('.sheet .filled').length > k, n);
    }
  }
  for (let round = 1; round <= (bots ? 0 : boxes); round++) {
    for (let p = 1; p <= players; p++) {
      const who = `Player ${p}`;
      const end = round > boxes - 4;
      for (let r = 1; r <= (end ? 3 : 1); r++) {
        // Counted before the roll: the answer may come before the roll's words.
        const before = await page.evaluate(() => window.towinMicros.length);
        await roll.click();
        await page.locator('#roll-status', { hasText: `Roll ${r} of 3` }).waitFor();
        if (end) {
          if (!(await page.locator('.hint-panel').isVisible())) await page.keyboard.press('h');
          await page
            .waitForFunction((n) => window.towinMicros.length > n, before, { timeout: 120_000 })
            .catch(async (e) => {
              await page.screenshot({ path: '/tmp/towin-bench.png' });
              throw e;
            });
          await page.locator('.hint-to-win').waitFor();
        }
      }
      await score(round - 1, who);
    }
  }
} catch (e) {
  await page.screenshot({ path: '/tmp/towin-bench.png' });
  throw e;
}
/** "N …: median, 90 %, max" of the worker's times `micros`. */
function summary(micros, what) {
  const ms = micros.map((m) => m / 1000).sort((a, b) => a - b);
  if (!ms.length) return `0 ${what}`;
  const at = (q) => ms[Math.min(ms.length - 1, Math.floor(q * ms.length))];
  return `${ms.length} ${what}: median ${at(0.5).toFixed(1)} ms, 90 % ${at(0.9).toFixed(1)} ms, max ${ms.at(-1).toFixed(1)} ms`;
}
const towin = await page.evaluate(() => window.towinMicros);
const risk = await page.evaluate(() => window.riskMicros);
console.log(
  `${game}, ${players} players, seed ${seed}: ${summary(towin, 'rankings by the chance to win in the worker')}`,
);
console.log(
  `  before the end game: ${summary(risk, 'rankings by a risk attitude')}; ${riskFiles} layer files, ${riskBytes} B`,
);
// The solver worker's WebAssembly memory, which only grows: its size now is its peak. A phone's
// worker has 64 MB (issue 48): over it, the run fails.
const MEMORY_BUDGET = 64e6;
for (const worker of page.workers().filter((w) => w.url().includes('solver-loader'))) {
  const bytes = await worker.evaluate(() => self.wasmMemory?.buffer.byteLength ?? 0);
  console.log(`  the solver worker's WebAssembly memory at the end: ${(bytes / 2 ** 20).toFixed(1)} MiB`);
  if (bytes > MEMORY_BUDGET) {
    console.log(`  over the budget of ${MEMORY_BUDGET / 1e6} MB`);
    process.exitCode = 1;
  }
}
if (errors.length) console.log('errors:', errors);
await context.close();
await browser.close();
server.close();
