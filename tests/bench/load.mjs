// Benchmarks (not tests): release build sizes and the time from navigation to an enabled Roll
// button in headless Chromium. Run after `trunk build --release`:
//   node tests/bench/load.mjs [runs]
// It prints every file of the build with its size raw and after `gzip -9`, then the files the
// page actually requested before Roll was enabled (recorded in the browser, not guessed from
// names) with their total, then the median time to an enabled Roll over `runs` cold loads.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { serve, launch, DIST } from '../e2e/harness.js';

const runs = Number(process.argv[2] ?? 11);
const gzipped = new Map();
for (const file of fs.readdirSync(DIST).sort()) {
  if (fs.statSync(path.join(DIST, file)).isDirectory()) continue;
  const data = fs.readFileSync(path.join(DIST, file));
  const gz = zlib.gzipSync(data, { level: 9 }).length;
  gzipped.set(file, gz);
  console.log(`${file.padEnd(48)} ${String(data.length).padStart(8)} B  ${String(gz).padStart(7)} B gzip`);
}

const server = await serve();
const browser = await launch();
const times = [];
let before = null;
for (let i = 0; i < runs; i++) {
  const context = await browser.newContext();
  const page = await context.newPage();
  // Every request the page (and any worker it starts) makes until Roll is enabled.
  const fetched = new Set();
  let counting = true;
  context.on('request', (r) => {
    if (counting) fetched.add(decodeURIComponent(new URL(r.url()).pathname.slice(1)) || 'index.html');
  });
  await page.goto(`${server.url}/?seed=${i + 1}`, { waitUntil: 'commit' });
  const t = await page.waitForFunction(() => {
    const b = document.querySelector('button.roll');
    // The app draws its scoresheet one task after the dice (src/shell.rs): the table is
    // ready when Roll is enabled and nothing of the board shell is left.
    return b && !b.disabled && !document.querySelector('[data-shell]') && performance.now();
  }, null, { polling: 'raf' });
  counting = false;
  times.push(await t.jsonValue());
  before ??= [...fetched].sort();
  await context.close();
}
await browser.close();
server.close();

let total = 0;
console.log('\nfetched before Roll was enabled (first load), gzip -9:');
for (const file of before) {
  // Files under a folder (icons/) are not in the list above; a 404 counts nothing.
  const full = path.join(DIST, file);
  const gz = gzipped.get(file) ??
    (fs.existsSync(full) ? zlib.gzipSync(fs.readFileSync(full), { level: 9 }).length : 0);
  total += gz;
  console.log(`  ${file.padEnd(46)} ${String(gz).padStart(7)} B`);
}
console.log(`total fetched before Roll, gzip: ${total} B (${(total / 1024).toFixed(1)} KiB)`);
times.sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)];
console.log(`navigation to enabled Roll, ${runs} cold loads: median ${median.toFixed(0)} ms, ` +
  `min ${times[0].toFixed(0)} ms, max ${times.at(-1).toFixed(0)} ms`);
