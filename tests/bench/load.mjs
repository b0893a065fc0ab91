// Benchmarks (not tests): release build sizes and the time from navigation to an enabled Roll
// button in headless Chromium. Run after `trunk build --release`:
//   node tests/bench/load.mjs [runs]
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { serve, launch, DIST } from '../e2e/harness.js';

const runs = Number(process.argv[2] ?? 11);
let total = 0;
for (const file of fs.readdirSync(DIST).sort()) {
  if (fs.statSync(path.join(DIST, file)).isDirectory()) continue;
  const data = fs.readFileSync(path.join(DIST, file));
  const gz = zlib.gzipSync(data, { level: 9 }).length;
  // The page itself: the app's wasm and JS, the stylesheet, the HTML and its boot script. The
  // solver worker loads in the background and the service worker after the game is idle.
  if (/^(yahtzee-web-.*\.(wasm|js)|main-.*\.css|index\.html|boot\.js)$/.test(file)) total += gz;
  console.log(`${file.padEnd(48)} ${String(data.length).padStart(8)} B  ${String(gz).padStart(7)} B gzip`);
}
console.log(`page (app wasm + js + css + html + boot.js), gzip: ${total} B (${(total / 1024).toFixed(1)} KiB)`);

const server = await serve();
const browser = await launch();
const times = [];
for (let i = 0; i < runs; i++) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${server.url}/?seed=${i + 1}`, { waitUntil: 'commit' });
  const t = await page.waitForFunction(() => {
    const b = document.querySelector('button.roll');
    return b && !b.disabled && performance.now();
  }, null, { polling: 'raf' });
  times.push(await t.jsonValue());
  await context.close();
}
await browser.close();
server.close();
times.sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)];
console.log(`navigation to enabled Roll, ${runs} cold loads: median ${median.toFixed(0)} ms, ` +
  `min ${times[0].toFixed(0)} ms, max ${times.at(-1).toFixed(0)} ms`);
