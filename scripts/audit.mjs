#!/usr/bin/env node
// Lighthouse on the release build: `node scripts/audit.mjs` (scripts/audit.sh builds first).
//
// Serves dist/ (or DIST=DIR) under a sub-path with gzip, as GitHub Pages does, and runs Lighthouse with
// Debian's Chromium (CHROME_PATH, default /usr/bin/chromium) twice: the mobile preset (a slow
// phone on a throttled network, simulated) and the desktop preset. Prints every category
// score, writes the HTML reports to tests/e2e/artifacts/, and fails when Performance,
// Accessibility or Best Practices is below 95 in either run.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import * as chromeLauncher from 'chrome-launcher';
import { serve, DIST } from '../tests/e2e/harness.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = path.join(ROOT, 'tests/e2e/artifacts');
const GATED = ['performance', 'accessibility', 'best-practices'];
const MIN = 95;
const CATEGORIES = [...GATED, 'seo'];

if (!fs.existsSync(path.join(DIST, 'index.html'))) {
  console.error('no dist/: run `scripts/trunk.sh build --release` first (scripts/audit.sh does)');
  process.exit(2);
}
fs.mkdirSync(OUT, { recursive: true });

const server = await serve(undefined, { base: '/yahtzee/', gzip: true });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
});

const failures = [];
try {
  for (const [preset, config] of [
    ['mobile', undefined],
    ['desktop', desktopConfig],
  ]) {
    const url = `${server.url}/?seed=1`;
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: ['html', 'json'],
        logLevel: 'error',
        onlyCategories: CATEGORIES,
      },
      config,
    );
    const { lhr } = result;
    fs.writeFileSync(path.join(OUT, `lighthouse-${preset}.html`), result.report[0]);
    fs.writeFileSync(path.join(OUT, `lighthouse-${preset}.json`), result.report[1]);
    if (lhr.runtimeError) failures.push(`${preset}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const line = CATEGORIES.map((id) => {
      const score = Math.round((lhr.categories[id]?.score ?? 0) * 100);
      if (GATED.includes(id) && score < MIN)
        failures.push(`${preset} ${lhr.categories[id]?.title ?? id}: ${score} < ${MIN}`);
      return `${lhr.categories[id]?.title ?? id} ${score}`;
    });
    console.log(`Lighthouse ${lhr.lighthouseVersion}, ${preset}: ${line.join(', ')}`);
    const metrics = [
      'first-contentful-paint',
      'largest-contentful-paint',
      'total-blocking-time',
      'cumulative-layout-shift',
      'speed-index',
    ].map((id) => `${id} ${lhr.audits[id]?.displayValue ?? '?'}`);
    console.log(`  ${metrics.join(', ')}`);
    for (const id of CATEGORIES) {
      for (const ref of lhr.categories[id]?.auditRefs ?? []) {
        const audit = lhr.audits[ref.id];
        if (ref.weight > 0 && audit.score !== null && audit.score < 1) {
          console.log(
            `  ${id}: ${audit.id} scored ${audit.score}${audit.displayValue ? ` (${audit.displayValue})` : ''}: ${audit.title}`,
          );
        }
      }
    }
  }
} finally {
  await chrome.kill();
  server.close();
}
console.log(`reports: ${path.relative(ROOT, OUT)}/lighthouse-{mobile,desktop}.html`);
if (failures.length) {
  console.error(`Lighthouse below ${MIN}:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
