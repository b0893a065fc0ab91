// Benchmark (not a test): a roll as a player feels it, on a CPU four times slower than this
// machine's (the "still fast": the dice start to move at most 50 ms after the press,
// and no long task while they tumble). Run after a release build:
//   node tests/bench/roll.mjs [runs] [--rate=4] [--seed=5] [--trace FILE]
// Each run opens a seeded game (`/?seed=N`, N = seed + run) in a fresh context, sets the CPU
// slowdown through the DevTools protocol (Emulation.setCPUThrottlingRate), waits until the coach
// is ready and the page idle, then plays ten rolls over four turns, each by a real mouse click
// on Roll or a press of R, in turn (roll, sometimes hold a die, roll, score the first open box
// that scores points, ...). Per roll it measures, in the page (a script of its own, installed before the page's):
// - input to motion: from the input event's own `timeStamp` (the press: `pointerdown` or
//   `keydown`, seen in the capture phase) to the first `animationstart` on a `.die`, to the
//   first animation frame in which `document.getAnimations()` shows a running animation on a
//   `.die` (one that was not there before the press), and to that animation's start time (the
//   frame the browser started it in);
// - from the press until every such animation has finished: long tasks (PerformanceObserver
//   'longtask'; those that start after the first frame of motion held up moving dice), long
//   animation frames ('long-animation-frame', with the scripts that ran in them), and frame times
//   (the deltas of requestAnimationFrame's timestamps) while the dice move, and from the press;
// - the Event Timing entry of the press (its duration: from the press to the next paint).
// The animations are found whatever their keyframes are called: any animation on a `.die` (or
// an element in one) that starts after the press counts. The rAF loop that watches them asks
// `document.getAnimations()` once a frame, which brings the frame's style work forward a little.
// It prints a table per build and a JSON summary. With `--trace FILE` the first run of each
// build is also recorded as a Chrome trace (open it in DevTools' Performance panel): FILE for
// the first build, FILE with `-2`, `-3` ... before its extension for the others; the script
// then sums up, from the trace, the frames drawn and the long tasks on the page's main thread
// during each roll, and the tasks between the press and the first frame of motion.
// `DIST=DIR` measures the build in DIR; `DIST=A,B` measures two builds side by side, their runs
// alternating (A, B, A, B, ...), each build served from an origin of its own.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve, launch, readOffers, BOXES } from '../e2e/harness.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const args = process.argv.slice(2);
const option = (name, fallback) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const runs = Number(args.find((a) => /^\d+$/.test(a)) ?? 3);
const rate = Number(option('rate', 4));
const seed = Number(option('seed', 5));
const traceAt = args.indexOf('--trace');
const traceFile = traceAt >= 0 ? args[traceAt + 1] : null;
if (traceAt >= 0 && !traceFile) throw new Error('--trace needs a file name');
const builds = (process.env.DIST ?? path.join(ROOT, 'dist')).split(',').map((d) => path.resolve(d));

// The trace's categories: the main thread's tasks and what ran in them, the frames, the page's
// own marks (user timing), the input's path through the browser.
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'blink.user_timing',
  'toplevel',
  'v8.execute',
  'latencyInfo',
].join(',');

// What the page runs before its own scripts: the observers, and `__roll`, which node arms before
// each press and which resolves `done` with that roll's measures once its dice lie still.
function install() {
  const longTasks = [];
  const longFrames = [];
  const inputs = [];
  const observe = (type, keep, options = {}) => {
    try {
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) keep(e);
      }).observe({ type, buffered: true, ...options });
    } catch {
      /* a browser without this entry type measures the rest */
    }
  };
  observe('longtask', (e) => longTasks.push({ start: e.startTime, duration: e.duration }));
  observe('long-animation-frame', (e) =>
    longFrames.push({
      start: e.startTime,
      duration: e.duration,
      blocking: e.blockingDuration,
      render: e.renderStart ? e.startTime + e.duration - e.renderStart : 0,
      scripts: e.scripts.map((s) => ({
        invoker: s.invoker,
        source: (s.sourceURL ?? '').split('/').pop(),
        duration: s.duration,
        forcedStyleAndLayout: s.forcedStyleAndLayoutDuration,
      })),
    }),
  );
  observe(
    'event',
    (e) => {
      if (['pointerdown', 'pointerup', 'click', 'keydown', 'keyup'].includes(e.name)) {
        inputs.push({
          name: e.name,
          start: e.startTime,
          processingStart: e.processingStart,
          processingEnd: e.processingEnd,
          duration: e.duration,
        });
      }
    },
    { durationThreshold: 16 },
  );
  const onDie = (a) => a.effect?.target?.closest?.('.die');
  let current = null;
  // The page's calls that cost the main thread and are worth cutting from a roll, timed while a
  // roll is measured (from the press until its dice lie still): storage writes, JSON, the
  // messages to the solver's worker, focus moves (a focus lays out the page). Each is also a
  // measure in the trace ("roll N: setItem").
  const time = (owner, name, label) => {
    const original = owner[name];
    if (typeof original !== 'function') return;
    owner[name] = function timed(...rest) {
      const r = current;
      if (r?.input === undefined) return original.apply(this, rest);
      const start = performance.now();
      try {
        return original.apply(this, rest);
      } finally {
        const end = performance.now();
        r.calls.push({
          name: label,
          at: start - r.input,
          duration: end - start,
          beforeMotion: r.motionFrame === undefined,
        });
        performance.measure(`roll ${r.n}: ${label}`, { start, end });
      }
    };
  };
  time(Storage.prototype, 'setItem', 'localStorage.setItem');
  time(JSON, 'stringify', 'JSON.stringify');
  time(JSON, 'parse', 'JSON.parse');
  time(Worker.prototype, 'postMessage', 'worker.postMessage');
  time(HTMLElement.prototype, 'focus', 'focus');
  time(Element.prototype, 'scrollIntoView', 'scrollIntoView');
  time(Element.prototype, 'getBoundingClientRect', 'getBoundingClientRect');
  const roll = {
    /** Arms the next press as roll `n`: the animations already on the page do not count. */
    arm(n) {
      const before = new Set(document.getAnimations());
      current = { n, before, stamps: {} };
      roll.done = new Promise((resolve) => {
        current.resolve = resolve;
      });
    },
    done: null,
  };
  window.__roll = roll;
  const finish = (r, still) => {
    current = null;
    // The observers report a moment later: their callbacks are tasks of their own.
    setTimeout(() => {
      const within = (e) => e.start < still && e.start + e.duration > r.input;
      const motion = r.motionFrame;
      const name = `roll ${r.n}`;
      performance.measure(`${name}: press to motion`, { start: r.input, end: motion ?? still });
      performance.measure(`${name}: press to still`, { start: r.input, end: still });
      r.resolve({
        n: r.n,
        input: r.input,
        stamps: r.stamps,
        animationstart: r.animationstart,
        motionFrame: motion,
        started: r.started,
        still,
        animations: r.animations ?? 0,
        calls: r.calls,
        frames: r.frames,
        motionIndex: r.motionIndex ?? r.frames.length,
        longTasks: longTasks.filter(within),
        longFrames: longFrames.filter(within),
        events: inputs.filter((e) => e.start >= r.input - 1 && e.start < still),
      });
    }, 200);
  };
  const frame = (now) => {
    const r = current;
    if (!r) return;
    r.frames.push(now);
    if (r.motionFrame === undefined) {
      const moving = document.getAnimations().filter((a) => onDie(a) && !r.before.has(a) && a.playState === 'running');
      if (moving.length) {
        r.motionFrame = performance.now();
        r.motionIndex = r.frames.length - 1;
        r.animations = moving.length;
        moving[0].ready.then((a) => {
          r.started = a.startTime;
        });
        Promise.all(moving.map((a) => a.finished.catch(() => null))).then(() => {
          r.finished = performance.now();
        });
      }
    }
    if (r.finished !== undefined) {
      finish(r, r.finished);
      return;
    }
    // No animation 3 s after the press (reduced motion, or a roll refused): the roll is still.
    if (r.motionFrame === undefined && performance.now() - r.input > 3000) {
      finish(r, performance.now());
      return;
    }
    requestAnimationFrame(frame);
  };
  const onInput = (e) => {
    const r = current;
    if (!r) return;
    r.stamps[e.type] ??= e.timeStamp;
    if (r.input !== undefined || !['pointerdown', 'keydown'].includes(e.type)) return;
    r.input = e.timeStamp;
    r.frames = [];
    r.calls = [];
    requestAnimationFrame(frame);
  };
  for (const type of ['pointerdown', 'keydown', 'click']) window.addEventListener(type, onInput, { capture: true });
  window.addEventListener(
    'animationstart',
    (e) => {
      if (current?.input !== undefined && current.animationstart === undefined && e.target.closest?.('.die')) {
        current.animationstart = performance.now();
      }
    },
    { capture: true },
  );
}

/** Waits until the page's main thread has been idle (requestIdleCallback, twice). */
async function idle(page) {
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        const again = (left) => requestIdleCallback(() => (left ? again(left - 1) : resolve()), { timeout: 2000 });
        again(1);
      }),
  );
}

/** The plan of the ten rolls: which input rolls, and what follows each roll. */
const PLAN = [
  { by: 'click', after: 'hold' },
  { by: 'key' },
  { by: 'click', after: 'score' },
  { by: 'key' },
  { by: 'click', after: 'score' },
  { by: 'key', after: 'hold' },
  { by: 'click' },
  { by: 'key', after: 'score' },
  { by: 'click', after: 'hold' },
  { by: 'key' },
];

/** Plays the ten rolls of `PLAN` on `page`, measured one by one. */
async function tenRolls(page) {
  const rollButton = page.locator('button.roll');
  const results = [];
  let rolls = 0;
  let turn = 1;
  for (const [i, step] of PLAN.entries()) {
    await idle(page);
    // Where to click, found before the press: Playwright's own checks before a click run
    // script in the page, which would fall between the press and the motion.
    const box = step.by === 'click' ? await rollButton.boundingBox() : null;
    await page.evaluate((n) => window.__roll.arm(n), i + 1);
    if (box) await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    else await page.keyboard.press('r');
    const result = await page.evaluate(() => window.__roll.done);
    rolls++;
    results.push({ ...result, by: step.by });
    await page.locator('#roll-status', { hasText: `Roll ${rolls} of 3` }).waitFor();
    if (step.after === 'hold') {
      const die = page.locator('.dice button').nth(i % 5);
      await die.click();
      await page.locator(`.dice button:nth-child(${(i % 5) + 1})[aria-pressed="true"]`).waitFor();
    } else if (step.after === 'score') {
      // The first open box that scores points (a box scored 0 asks first; Chance always scores).
      const offers = (await readOffers(page)).filter((o) => o.enabled && o.points > 0);
      await page
        .getByRole('button', { name: `Score ${offers[0].points} in ${BOXES[offers[0].box]}`, exact: true })
        .click();
      turn++;
      await page.locator('#roll-status', { hasText: `Turn ${turn} of` }).waitFor();
      rolls = 0;
    }
  }
  return results;
}

/** Reads a trace that CDP hands over as a stream. */
async function readStream(cdp, handle) {
  let text = '';
  for (;;) {
    const { data, eof, base64Encoded } = await cdp.send('IO.read', { handle, size: 1 << 20 });
    text += base64Encoded ? Buffer.from(data, 'base64').toString() : data;
    if (eof) break;
  }
  await cdp.send('IO.close', { handle });
  return text;
}

/** One run: a fresh context on `url`, ten rolls; the trace written to `file` when given. */
async function run(browser, url, file) {
  const context = await browser.newContext({ viewport: { width: 1200, height: 900 } });
  await context.addInitScript(() => {
    // A returning player: the first-visit guide counts as seen.
    try {
      localStorage.setItem('yahtzee.guide', 'done');
    } catch {
      /* about:blank has no storage */
    }
  });
  await context.addInitScript(install);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await page.goto(url);
  await page.locator('footer.foot', { hasText: 'Coach ready' }).waitFor({ timeout: 120_000 });
  await idle(page);
  if (file) await cdp.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReturnAsStream' });
  const results = await tenRolls(page);
  let trace = null;
  if (file) {
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.end');
    const text = await readStream(cdp, (await complete).stream);
    fs.writeFileSync(file, text);
    trace = summariseTrace(JSON.parse(text));
  }
  await context.close();
  if (errors.length) throw new Error(`the page logged errors: ${errors.join('; ')}`);
  return { results, trace };
}

const median = (xs) => {
  if (!xs.length) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const quantile = (xs, q) => {
  if (!xs.length) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)];
};
const max = (xs) => (xs.length ? Math.max(...xs) : NaN);

/** Frame times from a list of frame timestamps (ms). */
function frameStats(stamps) {
  const deltas = stamps.slice(1).map((t, i) => t - stamps[i]);
  return {
    frames: deltas.length,
    median: median(deltas),
    p95: quantile(deltas, 0.95),
    max: max(deltas),
    // Frames come at the display's 60 Hz, so a frame's time is a multiple of 16.7 ms give or take
    // a millisecond of jitter: a frame counts as over 16.7 ms when it missed a beat (over 25 ms),
    // and as over 33 ms when it missed two (over 41.7 ms).
    over16: deltas.filter((d) => d > 25).length,
    over33: deltas.filter((d) => d > 41.7).length,
  };
}

/** One roll's measures, from the page's record. */
function measures(r) {
  return {
    roll: r.n,
    by: r.by,
    toAnimationstart: r.animationstart === undefined ? null : r.animationstart - r.input,
    toMotionFrame: r.motionFrame === undefined ? null : r.motionFrame - r.input,
    toStarted: r.started === undefined ? null : r.started - r.input,
    pressToClick: r.stamps.click === undefined ? null : r.stamps.click - r.input,
    toStill: r.still - r.input,
    animations: r.animations,
    longTasks: r.longTasks.map((t) => ({ at: t.start - r.input, duration: t.duration })),
    longFrames: r.longFrames.map((f) => ({ at: f.start - r.input, duration: f.duration, blocking: f.blocking })),
    eventDurations: r.events.map((e) => ({
      name: e.name,
      delay: e.processingStart - e.start,
      processing: e.processingEnd - e.processingStart,
      duration: e.duration,
    })),
    // The frames from the press until the dice lie still, and those while they move (from the
    // first frame of motion on), which the issue holds to 60 frames a second.
    framesFromPress: frameStats(r.frames),
    frames: frameStats(r.frames.slice(r.motionIndex)),
    // A long task that started after the first frame of motion held up the moving dice.
    longTasksWhileMoving: r.longTasks.filter((t) => r.motionFrame !== undefined && t.start >= r.motionFrame).length,
    calls: r.calls,
  };
}

/** The page's timed calls (`time` in `install`) of `rolls`, by name: how many, and their time. */
function callTotals(rolls, beforeMotion) {
  const totals = {};
  for (const c of rolls.flatMap((r) => r.calls).filter((c) => c.beforeMotion === beforeMotion)) {
    totals[c.name] ??= { calls: 0, ms: 0, longest: 0 };
    totals[c.name].calls++;
    totals[c.name].ms += c.duration;
    totals[c.name].longest = Math.max(totals[c.name].longest, c.duration);
  }
  for (const t of Object.values(totals)) {
    t.msPerRoll = Number((t.ms / rolls.length).toFixed(2));
    t.ms = Number(t.ms.toFixed(1));
    t.longest = Number(t.longest.toFixed(1));
  }
  return totals;
}

/** What a trace event was about: an event's type, a script's function, a timer. */
function what(e) {
  const data = e.args?.data ?? {};
  if (data.type) return `(${data.type})`;
  if (data.functionName) return `(${data.functionName})`;
  if (data.timerId !== undefined) return `(timer ${data.timerId})`;
  return '';
}

// The main thread's work between the press and the first frame of motion, in parts: the wait
// before the press's first event was handled, the event handlers (the Rust app's update and
// render run in them, in microtasks), the style and layout (also those a handler forced, as a
// focus does), paint and commit, and timers (the game's save runs in one).
const PARTS = [
  ['style and layout', /^(UpdateLayoutTree|Layout)$/],
  ['handlers (app update and render)', /^EventDispatch$/],
  ['paint and commit', /^(PrePaint|Paint|Layerize|Commit|UpdateLayer)$/],
  ['timers', /^TimerFire$/],
  ['animation frame callbacks', /^FireAnimationFrame$/],
];

/** Sums the main thread's `inner` events between `start` and `motion` (trace µs) by `PARTS`, in ms. */
function waitBeforeMotion(inner, dispatches, start, motion) {
  const within = inner.filter((e) => e.ts >= start && e.ts < motion).sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const parts = { 'wait for the first handler': NaN };
  const first = dispatches.find((e) => e.ts >= start && /^(pointerdown|keydown)$/.test(e.args?.data?.type));
  if (first) parts['wait for the first handler'] = (first.ts - start) / 1000;
  const contains = (a, b) => a !== b && a.tid === b.tid && a.ts <= b.ts && a.ts + a.dur >= b.ts + b.dur;
  for (const [name, re] of PARTS) {
    const mine = within.filter((e) => re.test(e.name));
    // Style and layout count on their own, also inside a handler; the others count outermost.
    const style = within.filter((e) => PARTS[0][1].test(e.name));
    let ms = 0;
    for (const e of mine) {
      if (mine.some((o) => contains(o, e))) continue;
      const forced = name === PARTS[0][0] ? 0 : style.filter((o) => contains(e, o)).reduce((n, o) => n + o.dur, 0);
      ms += (e.dur - forced) / 1000;
    }
    parts[name] = ms;
  }
  // The rest: other work, and the main thread idle while it waits for the next frame.
  const counted = Object.values(parts).reduce((n, v) => n + (Number.isNaN(v) ? 0 : v), 0);
  parts['the rest (idle until the frame, other work)'] = (motion - start) / 1000 - counted;
  return parts;
}

/**
 * From a trace: the page's main thread (the renderer with the marks this script's page made),
 * its tasks, and its frames, in the windows the page marked (`roll N: press to still`).
 */
function summariseTrace(trace) {
  const events = trace.traceEvents ?? trace;
  const threads = new Map();
  for (const e of events) {
    if (e.ph === 'M' && e.name === 'thread_name') threads.set(`${e.pid}:${e.tid}`, e.args.name);
  }
  const windows = new Map();
  for (const e of events) {
    const m = /^roll (\d+): press to (motion|still)$/.exec(e.name);
    if (!m || !e.cat?.includes('blink.user_timing')) continue;
    const w = windows.get(m[1]) ?? { n: Number(m[1]), pid: e.pid };
    const edge = e.ph === 'b' ? 'start' : e.ph === 'e' ? 'end' : null;
    if (edge) w[`${m[2]}${edge === 'start' ? 'Start' : 'End'}`] = e.ts;
    windows.set(m[1], w);
  }
  const pid = [...windows.values()][0]?.pid;
  const main = events.filter((e) => e.pid === pid && threads.get(`${e.pid}:${e.tid}`) === 'CrRendererMain');
  // The main thread's tasks: its outermost `RunTask`s (the scheduler's own `RunTask` inside
  // them, and the input's latency records, say nothing of what ran).
  const runs = main.filter((e) => e.ph === 'X' && e.name === 'RunTask').sort((a, b) => a.ts - b.ts);
  const tasks = runs.filter(
    (t, i) => i === 0 || !runs.slice(0, i).some((o) => o.ts <= t.ts && o.ts + o.dur >= t.ts + t.dur),
  );
  const noise = /^(RunTask|ThreadControllerImpl::RunTask|LatencyInfo\.Flow)$/;
  const inner = main.filter((e) => e.ph === 'X' && e.dur >= 500 && !noise.test(e.name));
  const dispatches = main.filter((e) => e.ph === 'X' && e.name === 'EventDispatch').sort((a, b) => a.ts - b.ts);
  const draws = events.filter((e) => e.pid === pid && e.name === 'DrawFrame').map((e) => e.ts / 1000);
  const out = [];
  for (const w of [...windows.values()].sort((a, b) => a.n - b.n)) {
    const start = w.stillStart;
    const end = w.stillEnd;
    const motion = w.motionEnd;
    if (start === undefined || end === undefined) continue;
    const during = tasks.filter((t) => t.ts < end && t.ts + t.dur > start);
    const beforeMotion = during
      .filter((t) => t.ts < motion)
      .map((t) => ({
        at: (t.ts - start) / 1000,
        duration: t.dur / 1000,
        // What ran in it: the longest events inside the task, by name (with an event's type).
        inside: inner
          .filter((e) => e.tid === t.tid && e.ts >= t.ts && e.ts + e.dur <= t.ts + t.dur)
          .sort((a, b) => b.dur - a.dur)
          .slice(0, 6)
          .map((e) => `${e.name}${what(e)} ${(e.dur / 1000).toFixed(1)}`),
      }))
      .filter((t) => t.duration >= 1);
    const frames = draws.filter((t) => t >= start / 1000 && t <= end / 1000);
    out.push({
      whereTheWaitGoes: waitBeforeMotion(inner, dispatches, start, motion),
      roll: w.n,
      pressToMotion: (motion - start) / 1000,
      pressToStill: (end - start) / 1000,
      longTasks: during
        .filter((t) => t.dur > 50_000)
        .map((t) => ({ at: (t.ts - start) / 1000, duration: t.dur / 1000 })),
      longestTask: max(during.map((t) => t.dur / 1000)),
      drawn: frameStats(frames),
      tasksBeforeMotion: beforeMotion,
    });
  }
  return out;
}

const fixed = (v, d = 1) => (v === null || v === undefined || Number.isNaN(v) ? '-' : v.toFixed(d));

/** Prints one build's rolls as a table, and returns its summary. */
function report(build, rolls, traces) {
  console.log(`\n${build}: ${rolls.length} rolls at a ${rate}x CPU slowdown (ms from the press)`);
  console.log(
    'run roll by    | animstart motion started click still | anims long tasks (ms@ms) | moving frames median p95 max >16.7 >33',
  );
  for (const r of rolls) {
    const long = r.longTasks.map((t) => `${fixed(t.duration, 0)}@${fixed(t.at, 0)}`).join(' ') || '-';
    console.log(
      `${String(r.run).padStart(3)} ${String(r.roll).padStart(4)} ${r.by.padEnd(5)} | ${fixed(r.toAnimationstart).padStart(9)} ` +
        `${fixed(r.toMotionFrame).padStart(6)} ${fixed(r.toStarted).padStart(7)} ${fixed(r.pressToClick).padStart(5)} ` +
        `${fixed(r.toStill, 0).padStart(5)} | ${String(r.animations).padStart(5)} ${long.padEnd(18)} | ` +
        `${String(r.frames.frames).padStart(6)} ${fixed(r.frames.median).padStart(6)} ${fixed(r.frames.p95).padStart(4)} ` +
        `${fixed(r.frames.max).padStart(5)} ${String(r.frames.over16).padStart(5)} ${String(r.frames.over33).padStart(3)}`,
    );
  }
  const all = (key) => rolls.map((r) => r[key]).filter((v) => v !== null);
  const summary = {
    build,
    rate,
    rolls: rolls.length,
    pressToAnimationstart: { median: median(all('toAnimationstart')), max: max(all('toAnimationstart')) },
    pressToMotionFrame: { median: median(all('toMotionFrame')), max: max(all('toMotionFrame')) },
    pressToAnimationStartTime: { median: median(all('toStarted')), max: max(all('toStarted')) },
    pressToStill: { median: median(all('toStill')), max: max(all('toStill')) },
    // Event Timing's duration of the press's longest event: from the press to the next paint
    // after its handlers (what INP counts), in steps of 8 ms; only events over 16 ms are reported.
    eventDuration: {
      median: median(rolls.map((r) => max(r.eventDurations.map((e) => e.duration))).filter((v) => !Number.isNaN(v))),
      max: max(rolls.flatMap((r) => r.eventDurations.map((e) => e.duration))),
    },
    longTasks: rolls.reduce((n, r) => n + r.longTasks.length, 0),
    longTasksWhileMoving: rolls.reduce((n, r) => n + r.longTasksWhileMoving, 0),
    longestTask: max(rolls.flatMap((r) => r.longTasks.map((t) => t.duration))),
    longAnimationFrames: rolls.reduce((n, r) => n + r.longFrames.length, 0),
    frames: {
      count: rolls.reduce((n, r) => n + r.frames.frames, 0),
      medianOfMedians: median(rolls.map((r) => r.frames.median)),
      worstP95: max(rolls.map((r) => r.frames.p95)),
      max: max(rolls.map((r) => r.frames.max)),
      over16: rolls.reduce((n, r) => n + r.frames.over16, 0),
      over33: rolls.reduce((n, r) => n + r.frames.over33, 0),
    },
    framesPerRoll: median(rolls.map((r) => r.frames.frames)),
    callsBeforeMotion: callTotals(rolls, true),
    callsWhileMoving: callTotals(rolls, false),
  };
  console.log(
    `press to first frame of motion: median ${fixed(summary.pressToMotionFrame.median)} ms, max ${fixed(summary.pressToMotionFrame.max)} ms; ` +
      `to animationstart: median ${fixed(summary.pressToAnimationstart.median)} ms, max ${fixed(summary.pressToAnimationstart.max)} ms; ` +
      `Event Timing's duration (press to next paint): median ${fixed(summary.eventDuration.median, 0)} ms, max ${fixed(summary.eventDuration.max, 0)} ms`,
  );
  console.log(
    `long tasks during the rolls: ${summary.longTasks}, ${summary.longTasksWhileMoving} of them while the dice moved (longest ${fixed(summary.longestTask, 0)} ms); ` +
      `frames while the dice moved: ${summary.frames.count}, ` +
      `${summary.frames.over16} over 16.7 ms, ${summary.frames.over33} over 33 ms, longest ${fixed(summary.frames.max)} ms`,
  );
  for (const [when, totals] of [
    ['between the press and the first frame of motion', summary.callsBeforeMotion],
    ['while the dice moved', summary.callsWhileMoving],
  ]) {
    const list = Object.entries(totals)
      .map(([name, t]) => `${name} ${t.calls}x ${fixed(t.ms)} ms (longest ${fixed(t.longest)})`)
      .join(', ');
    console.log(`the page's calls ${when}, over the ${rolls.length} rolls: ${list || 'none'}`);
  }
  for (const [i, t] of traces.entries()) {
    console.log(`trace of run ${i + 1} (${t.length} rolls), from the browser's own records:`);
    const names = Object.keys(t[0]?.whereTheWaitGoes ?? {});
    const medians = names.map(
      (k) => `${k} ${fixed(median(t.map((w) => w.whereTheWaitGoes[k]).filter((v) => !Number.isNaN(v))))}`,
    );
    console.log(`  press to motion, median of the rolls: ${medians.join(', ')} ms`);
    for (const w of t) {
      console.log(
        `  roll ${String(w.roll).padStart(2)}: press to motion ${fixed(w.pressToMotion)} ms, to still ${fixed(w.pressToStill, 0)} ms; ` +
          `frames drawn ${w.drawn.frames + 1} (median ${fixed(w.drawn.median)}, max ${fixed(w.drawn.max)} ms, ` +
          `${w.drawn.over16} over 16.7); longest task ${fixed(w.longestTask)} ms; long tasks ${w.longTasks.length}`,
      );
      const parts = Object.entries(w.whereTheWaitGoes).map(([k, v]) => `${k} ${fixed(v)}`);
      console.log(`    press to motion: ${parts.join(', ')} ms`);
      for (const task of w.tasksBeforeMotion) {
        console.log(`      task at +${fixed(task.at)} ms, ${fixed(task.duration)} ms: ${task.inside.join(', ')}`);
      }
    }
  }
  return summary;
}

const browser = await launch();
const servers = await Promise.all(builds.map((dir) => serve(dir)));
const rolls = builds.map(() => []);
const traces = builds.map(() => []);
const traceName = (b) => {
  if (!traceFile || builds.length === 1) return traceFile;
  const ext = path.extname(traceFile);
  return b === 0 ? traceFile : `${traceFile.slice(0, traceFile.length - ext.length)}-${b + 1}${ext}`;
};
for (let i = 0; i < runs; i++) {
  for (const [b, server] of servers.entries()) {
    const { results, trace } = await run(browser, `${server.url}/?seed=${seed + i}`, i === 0 ? traceName(b) : null);
    rolls[b].push(...results.map((r) => ({ run: i + 1, ...measures(r) })));
    if (trace) traces[b].push(trace);
  }
}
await browser.close();
for (const s of servers) s.close();
const summaries = builds.map((build, b) => report(path.relative(ROOT, build) || build, rolls[b], traces[b]));
// The machine is shared: its load says how far to trust a slow frame.
const load = os.loadavg().map((l) => Number(l.toFixed(2)));
console.log(`\n${JSON.stringify({ date: new Date().toISOString(), runs, load, summaries }, null, 1)}`);
