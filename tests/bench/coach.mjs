// Benchmarks (not tests) of the solver in WebAssembly, in its Web Worker in headless Chromium:
// cold table build, cached load, advice for one position, review of a whole game.
// Run after `trunk build --release`:   node tests/bench/coach.mjs [runs] [Classic|Lucky7|Tricolor|Yacht]
import { serve, launch } from '../e2e/harness.js';

const runs = Number(process.argv[2] ?? 3);
const server = await serve();
const browser = await launch();
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const variant = process.argv[3] ?? 'Classic';
const rules = { variant, options: { joker: 'Forced', five_of_a_kind_full_house: false, yahtzee_bonus: true } };

// A plausible game's decisions: turn t fills box t after two rerolls.
function decisions() {
  const out = [];
  for (let t = 0; t < 12; t++) {
    const filled = (1 << t) - 1;
    for (let rolls = 1; rolls <= 3; rolls++) {
      const dice = [1, 2, 3, 4, 6].map((d) => ((d + t + rolls) % 6) + 1);
      const choice = rolls < 3 ? { Keep: [true, false, true, false, false] } : { Score: t };
      out.push({ player: 0, filled, upper: Math.min(3 * t, 63), yahtzee_scored: false, dice, rolls, choice });
    }
  }
  return out;
}

const builds = []; const loads = []; const advice = []; const adviceTrip = []; const reviews = [];
for (let i = 0; i < runs; i++) {
  const context = await browser.newContext();
  const page = await context.newPage();
  // A page of the game's origin that does not start the game (and so no second solver).
  await page.goto(`${server.url}/bench-blank`);
  const result = await page.evaluate(async ({ rules, decisions, variant }) => {
    const start = (w) => new Promise((resolve) => {
      w.onmessage = (e) => { if (JSON.parse(e.data) === 'Started') resolve(); };
    });
    const ask = (w, request, want) => new Promise((resolve) => {
      w.onmessage = (e) => { const m = JSON.parse(e.data); if (m[want]) resolve(m[want]); };
      w.postMessage(JSON.stringify(request));
    });
    const out = {};
    for (const pass of ['build', 'load']) {
      const w = new Worker('./solver-loader.js');
      await start(w);
      const ready = await ask(w, { Build: { rules } }, 'Ready');
      out[pass] = ready.millis;
      out.cached = ready.cached;
      if (pass === 'build') {
        // The worker stores the table after it reports ready: wait for it before stopping it.
        for (;;) {
          const cache = await caches.open('yahtzee-solver-v1');
          if ((await cache.keys()).length > 0) break;
          await new Promise((r) => setTimeout(r, 50));
        }
      }
      if (pass === 'load') {
        const trips = []; const micros = [];
        for (let k = 0; k < 50; k++) {
          const t0 = performance.now();
          const pos = { filled: k % 2 ? 0 : 2051, upper: k % 40, yahtzee_scored: false, dice: [1 + (k % 6), 2, 3, 3, 5], marked: variant === 'Lucky7' ? 1 + (k % 6) : null, rolls_left: k % 3 };
          const a = await ask(w, { Advise: { key: String(k), rules, pos } }, 'Advice');
          trips.push(performance.now() - t0); micros.push(a.micros);
        }
        out.adviceTrip = trips.sort((x, y) => x - y)[25];
        out.advice = micros.sort((x, y) => x - y)[25];
        const r = await ask(w, { Review: { id: 1, rules, decisions } }, 'Review');
        out.review = r.micros; out.judged = r.judged.length;
      }
      w.terminate();
    }
    return out;
  }, { rules, decisions: decisions(), variant });
  builds.push(result.build); loads.push(result.load); advice.push(result.advice);
  adviceTrip.push(result.adviceTrip); reviews.push(result.review);
  if (!result.cached) throw new Error('second load did not come from the cache');
  await context.close();
}
await browser.close();
server.close();
console.log(`${variant} solver in WebAssembly (Web Worker, headless Chromium), median of ${runs} fresh browser profiles:`);
console.log(`  cold table build:            ${median(builds).toFixed(0)} ms  (runs: ${builds.map((x) => x.toFixed(0)).join(', ')})`);
console.log(`  load from the Cache API:     ${median(loads).toFixed(0)} ms`);
console.log(`  advice for one position:     ${median(advice).toFixed(0)} us in the worker, ${median(adviceTrip).toFixed(2)} ms round trip (median of 50)`);
console.log(`  review of a 39-decision game: ${(median(reviews) / 1000).toFixed(1)} ms in the worker`);
