// Runs the browser tests (tests/e2e/*.test.js, or the files named on the command line) two
// files at a time, each file in its own process with its own server and browser, and prints
// node's TAP report; exits 1 when a test failed (a `todo` test is reported, not failed).
//
// Why not `node --test tests/e2e/`: node 20 starts the files in name order, so a long file late
// in the alphabet (travel.test.js, about a quarter of the suite's time) ran alone at the end
// while the other slot stood idle. Here the longest files start first, by their time in the
// last CI run (BENCHMARKS.md, "CI, tenth stop"), and the rest follow in name order: the two
// slots end together. A file missing from the list below only starts later; a file named in it
// that no longer exists fails the run, so the list cannot quietly go stale.
import fs from 'node:fs';
import path from 'node:path';
import { run } from 'node:test';
import { tap } from 'node:test/reporters';
import { fileURLToPath } from 'node:url';

const DIR = fileURLToPath(new URL('../tests/e2e', import.meta.url));
const LONGEST_FIRST = [
  'travel',
  'fits',
  'fuzz',
  'session',
  'realdice',
  'towin',
  'offline',
  'yatzy',
  'bots',
  'daily',
  'hands',
  'update',
  'plainwords',
  'review',
].map((name) => path.join(DIR, `${name}.test.js`));

const all = fs
  .readdirSync(DIR)
  .filter((f) => f.endsWith('.test.js'))
  .sort()
  .map((f) => path.join(DIR, f));
for (const f of LONGEST_FIRST) {
  if (!all.includes(f)) throw new Error(`scripts/browser-tests.mjs names ${f}, which is not a browser test`);
}
const named = process.argv.slice(2).map((f) => path.resolve(f));
const files = named.length ? named : [...LONGEST_FIRST, ...all.filter((f) => !LONGEST_FIRST.includes(f))];

const stream = run({ files, concurrency: 2 });
stream.on('test:fail', (t) => {
  if (!t.todo && !t.skip) process.exitCode = 1;
});
stream.compose(tap).pipe(process.stdout);
