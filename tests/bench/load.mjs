// Benchmarks (not tests): release build sizes and the time from navigation to an enabled Roll
// button in headless Chromium. Run after `scripts/trunk.sh build --release`:
//   node tests/bench/load.mjs [runs] [--phone]
// With `--phone` every load is made as on a mid-range phone on a mobile network: the build is
// served with gzip (as GitHub Pages serves it), and Chromium emulates DevTools' "Slow 4G"
// preset (562.5 ms added to each request, 1.44 Mbit/s down, 675 kbit/s up; Lighthouse's mobile
// audit models the same network) and a CPU four times slower than this machine's.
// It prints every file of the build with its size raw and after `gzip -9` (the gzip program;
// node's zlib where there is none), then the files the
// page (or a worker it started) asked for before the app's Roll button was enabled, with their
// total, and those asked for after it but before the table was ready (recorded in the browser,
// not guessed from names), then, over `runs` cold loads, the median, fastest and slowest time
// from navigation to the first contentful paint (the board shell), to an enabled Roll and to
// the whole table.
// A request counts as before Roll when the browser started it before the change to the page
// that enabled the button, which a MutationObserver stamps in the task that made it (the times
// below are taken at the next frame, as a player sees them).
import fs from 'node:fs';
import path from 'node:path';
import { serve, launch, DIST, emulateNetwork, NETWORKS, gzipSize, gzipTool } from '../e2e/harness.js';

const args = process.argv.slice(2);
const phone = args.includes('--phone');
const runs = Number(args.find((a) => /^\d+$/.test(a)) ?? 11);
// `--lang=de`: the page in that language (its words are one more file before Roll).
const lang = args.find((a) => a.startsWith('--lang='))?.slice('--lang='.length);
const gzipped = new Map();
for (const file of fs.readdirSync(DIST).sort()) {
  if (fs.statSync(path.join(DIST, file)).isDirectory()) continue;
  const data = fs.readFileSync(path.join(DIST, file));
  const gz = gzipSize(data);
  gzipped.set(file, gz);
  console.log(`${file.padEnd(48)} ${String(data.length).padStart(8)} B  ${String(gz).padStart(7)} B gzip`);
}

const server = await serve(DIST, { gzip: phone });
const browser = await launch();
const paints = [];
const rolls = [];
const times = [];
let before = null;
let after = null;
for (let i = 0; i < runs; i++) {
  const context = await browser.newContext();
  const page = await context.newPage();
  // Every request the page (and any worker it starts) makes until the table is ready.
  const requests = [];
  let counting = true;
  context.on('request', (r) => {
    if (counting) requests.push([r, Date.now()]);
  });
  // The page measures itself, in a script of its own that runs before the page's: Playwright's
  // `waitForFunction` would first evaluate Playwright's injected script in the page (30-50 ms
  // of the page's thread in traces here, between the first paint and Roll). Checked at every
  // frame, as a player sees it: when the app's own Roll button is first enabled (the board
  // shell's stand-in is inert), and when the table is ready (the app draws the scoresheet and
  // the header in later tasks, src/shell.rs, so that is when nothing of the shell is left);
  // then it says so on the console. A MutationObserver stamps, in the task that made it, the
  // change that enabled Roll, to sort the requests.
  await context.addInitScript(() => {
    const enabled = () => {
      const b = document.querySelector('button.roll');
      return b && !b.disabled && !b.closest('[data-shell]');
    };
    new MutationObserver((_, observer) => {
      if (!enabled()) return;
      window.rollEnabledEpoch = performance.timeOrigin + performance.now();
      observer.disconnect();
    }).observe(document, { subtree: true, childList: true, attributes: true });
    let roll;
    const check = () => {
      if (roll === undefined && enabled()) roll = performance.now();
      if (roll !== undefined && !document.querySelector('[data-shell]')) {
        console.log(`load-bench ${roll} ${performance.now()}`);
      } else {
        requestAnimationFrame(check);
      }
    };
    requestAnimationFrame(check);
  });
  if (phone) {
    const cdp = await emulateNetwork(context, page, NETWORKS.slow4g);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  }
  const ready = page.waitForEvent('console', { predicate: (m) => m.text().startsWith('load-bench ') });
  await page.goto(`${server.url}/?seed=${i + 1}${lang ? `&lang=${lang}` : ''}`, { waitUntil: 'commit' });
  const [roll, table] = (await ready).text().split(' ').slice(1).map(Number);
  counting = false;
  const enabledAt = await page.evaluate(() => window.rollEnabledEpoch);
  const name = (r) => decodeURIComponent(new URL(r.url()).pathname.slice(1)) || 'index.html';
  // The browser's own start time of each request (wall clock, as the page's stamp); a request
  // still waiting for its answer has none yet (-1), and then the time this script heard of it
  // stands in, a few milliseconds late.
  const started = ([r, heard]) => (r.timing().startTime > 0 ? r.timing().startTime : heard);
  const early = new Set(requests.filter((q) => started(q) < enabledAt).map(([r]) => name(r)));
  const late = new Set(requests.map(([r]) => name(r)).filter((f) => !early.has(f)));
  paints.push(await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN));
  rolls.push(roll);
  times.push(table);
  before ??= [...early].sort();
  after ??= [...late].sort();
  await context.close();
}
await browser.close();
server.close();

/** Lists `files` with their gzip sizes; returns their total. */
function list(files) {
  let total = 0;
  for (const file of files) {
    // Files under a folder (icons/) are not in the list above; a 404 counts nothing.
    const full = path.join(DIST, file);
    const gz = gzipped.get(file) ?? (fs.existsSync(full) ? gzipSize(fs.readFileSync(full)) : 0);
    total += gz;
    console.log(`  ${file.padEnd(46)} ${String(gz).padStart(7)} B`);
  }
  return total;
}
console.log(`\nfetched before Roll was enabled (first load), sizes by ${gzipTool()}:`);
const total = list(before);
console.log(`total fetched before Roll was enabled: ${total} B (${(total / 1000).toFixed(1)} KB)`);
console.log(`\nfetched after Roll was enabled, before the table was ready, by ${gzipTool()}:`);
const rest = list(after);
console.log(`total fetched after Roll, before the table was ready: ${rest} B`);
const summary = (list) => {
  const sorted = [...list].sort((a, b) => a - b);
  return (
    `median ${sorted[Math.floor(sorted.length / 2)].toFixed(0)} ms, ` +
    `min ${sorted[0].toFixed(0)} ms, max ${sorted.at(-1).toFixed(0)} ms`
  );
};
console.log(`${runs} cold loads${phone ? ' as on a phone (Slow 4G, 4x CPU, gzip)' : ''}:`);
console.log(`  navigation to the first paint:  ${summary(paints)}`);
console.log(`  navigation to an enabled Roll:  ${summary(rolls)}`);
console.log(`  navigation to the table ready:  ${summary(times)}`);
