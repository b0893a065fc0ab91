// Shared set-up for the browser tests: a static server for dist/, Debian's Chromium through
// playwright-core, and the engine's own replay (target/release/yahtzee) to check the page against.
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import assert from 'node:assert/strict';
import { chromium } from 'playwright-core';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// `DIST=DIR` serves another build (the benchmarks compare two builds side by side).
export const DIST = process.env.DIST ? path.resolve(process.env.DIST) : path.join(ROOT, 'dist');
const CLI = path.join(ROOT, 'target/release/yahtzee');

const TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.wasm': 'application/wasm',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.wasm', '.css', '.svg', '.json', '.webmanifest']);

/**
 * Serves a build (dist/ unless told) on a free loopback port, like a static host would.
 * - `base`: the sub-path the site lives under, e.g. '/yahtzee/' as on GitHub Pages
 *   (https://USER.github.io/REPO/); anything outside it is a 404. `url` includes it, without
 *   the trailing slash, so `${url}/?seed=1` works for every base.
 * - `gzip`: compress text and WebAssembly when the browser accepts it, as GitHub Pages does.
 * - `holdPageAt`: a piece of index.html's text. The page is then sent in two parts, as a slow
 *   network delivers it: up to that text at once, the rest only after `release()`.
 * Returns { url, origin, setDir(dir) to serve another build from the same origin,
 * release() to send the rest of a held page, close() which also drops open connections }.
 */
export async function serve(dir = DIST, { base = '/', gzip = false, holdPageAt = null } = {}) {
  if (!base.startsWith('/') || !base.endsWith('/')) throw new Error(`base must start and end with /: ${base}`);
  let root = dir;
  let release;
  let released = new Promise((resolve) => {
    release = resolve;
  });
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url, 'http://x');
    const pathname = decodeURIComponent(url.pathname);
    if (`${pathname}/` === base) {
      res.writeHead(301, { location: base + url.search }).end();
      return;
    }
    if (!pathname.startsWith(base)) {
      res.writeHead(404).end('not found');
      return;
    }
    let file = path.join(root, pathname.slice(base.length - 1));
    if (!file.startsWith(root)) {
      res.writeHead(403).end();
      return;
    }
    if (fs.existsSync(file) && fs.statSync(file).isDirectory()) file = path.join(file, 'index.html');
    if (!fs.existsSync(file)) {
      res.writeHead(404).end('not found');
      return;
    }
    const ext = path.extname(file);
    const headers = { 'content-type': TYPES[ext] ?? 'application/octet-stream' };
    if (holdPageAt && path.basename(file) === 'index.html') {
      const html = fs.readFileSync(file, 'utf8');
      const at = html.indexOf(holdPageAt);
      if (at < 0) throw new Error(`index.html has no ${holdPageAt}`);
      res.writeHead(200, headers);
      res.write(html.slice(0, at));
      await released;
      res.end(html.slice(at));
      released = new Promise((resolve) => {
        release = resolve;
      });
      return;
    }
    if (gzip && COMPRESSIBLE.has(ext) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
      res.writeHead(200, { ...headers, 'content-encoding': 'gzip', vary: 'accept-encoding' });
      res.end(zlib.gzipSync(fs.readFileSync(file)));
      return;
    }
    res.writeHead(200, headers);
    fs.createReadStream(file).pipe(res);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${server.address().port}`;
  return {
    url: origin + base.slice(0, -1),
    origin,
    setDir: (other) => {
      root = other;
    },
    release: () => release(),
    close: () => {
      server.close();
      server.closeAllConnections();
    },
  };
}

// Sizes after `gzip -9`, the gzip program's own (as BENCHMARKS.md's "Bytes before Roll" counts them),
// fed on standard input so that no file name is stored. Node's zlib at level 9 writes up to 2 KB
// more for the WebAssembly; it stands in only where there is no gzip program.
let gzipUsed = 'gzip -9';

/** The size of `data` after gzip at level 9 (see `gzipTool`). */
export function gzipSize(data) {
  if (gzipUsed === 'gzip -9') {
    try {
      return execFileSync('gzip', ['-9', '-c'], { input: data, maxBuffer: 1 << 28 }).length;
    } catch {
      gzipUsed = "node's zlib, level 9";
    }
  }
  return zlib.gzipSync(data, { level: 9 }).length;
}

/** Which gzip `gzipSize` has used: the gzip program, or node's zlib where there is none. */
export const gzipTool = () => gzipUsed;

/**
 * The Chromium features Playwright turns off (playwright-core 1.65.1): Chromium reads only the
 * last `--disable-features` it is given, so `launch`'s own list repeats them. launch.test.js
 * checks that it still does after an update of playwright-core.
 */
export const PLAYWRIGHT_DISABLED = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * The address bar's suggestion popups, which headless Chromium builds as two web pages of its
 * own for every window, so for every context a test opens; no test has an address bar to type
 * in. Without them a context opened and closed costs half the CPU (BENCHMARKS.md).
 */
export const OMNIBOX_POPUPS = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/** Debian's Chromium, headless, with the flags this closed network needs. */
export async function launch() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
      `--disable-features=${[...PLAYWRIGHT_DISABLED, ...OMNIBOX_POPUPS].join(',')}`,
    ],
  });
}

/** Networks Chromium emulates itself (for the page's workers too), for `emulateNetwork`. */
export const NETWORKS = {
  /** 10 Mbit/s down with 40 ms of latency. */
  broadband: { latency: 40, downloadThroughput: 10e6 / 8, uploadThroughput: 5e6 / 8 },
  /** DevTools' "Slow 4G" preset, the network Lighthouse's mobile audit models. */
  slow4g: { latency: 562.5, downloadThroughput: (1.6e6 / 8) * 0.9, uploadThroughput: (750e3 / 8) * 0.9 },
};

/** Emulates `network` (one of `NETWORKS`) for `page`; returns the CDP session, for more. */
export async function emulateNetwork(context, page, network) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...network });
  return cdp;
}

/** How long a wait may last before the test counts the page as stuck. */
export const WAIT_MS = 180_000;

/**
 * Opens a fresh page (empty storage) and fails the test on any page error, console error or
 * Content-Security-Policy violation: each is pushed onto `errors`. Options go to
 * browser.newContext (viewport, colorScheme, ...), except `requests`: an array that receives the
 * URL of every request the context makes from the start (pages, workers, the service worker),
 * and `firstVisit`: show the first-visit guide (by default the guide counts as seen).
 * With `url` null the page is left blank.
 *
 * The player asks for reduced motion unless `reducedMotion: 'no-preference'` is given: the dice
 * then change at once and a roll's words come with them, where with motion they wait about
 * half a second for the dice to land. The tests of motion itself (motion.test.js) and of a
 * bot's pace play with motion.
 */
export async function openPage(browser, url, errors, { requests, firstVisit = false, ...contextOptions } = {}) {
  const context = await browser.newContext({
    viewport: { width: 1200, height: 900 },
    reducedMotion: 'reduce',
    ...contextOptions,
  });
  // A player who has seen the first-visit guide (guide.test.js plays the first visit itself,
  // with `firstVisit: true`): the other tests play the table as a returning player meets it.
  if (!firstVisit) {
    await context.addInitScript(() => {
      try {
        if (localStorage.getItem('yahtzee.guide') === null) localStorage.setItem('yahtzee.guide', 'done');
      } catch {
        /* a page without storage never shows the guide */
      }
    });
  }
  // A wait's bound only stops a test that would hang: the page is never timed here. Beside a
  // build, or with other test files on two cores, a step can take longer than Playwright's 30 s.
  context.setDefaultTimeout(WAIT_MS);
  context.setDefaultNavigationTimeout(WAIT_MS);
  if (requests) context.on('request', (r) => requests.push(r.url()));
  await watchCsp(context, errors);
  await hearAll(context);
  if ((contextOptions.viewport?.width ?? 1200) <= 480) await watchWidth(context, errors);
  const page = await context.newPage();
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  // With no URL the page stays blank, for a test that sets the context up first.
  if (url) {
    await page.goto(url);
    await page.getByRole('button', { name: /^Roll/ }).waitFor();
  }
  return { context, page };
}

/**
 * Puts `text` in place of the page's saved game, once the page has saved the game it opened
 * with: a page that opens on a new game saves it in a task after its first render, which would
 * otherwise write over `text` before the next load reads it.
 */
export async function storeGame(page, text) {
  await page.waitForFunction(() => localStorage.getItem('yahtzee.game') !== null);
  await page.evaluate((v) => localStorage.setItem('yahtzee.game', v), text);
}

/**
 * On a phone's screen, pushes a line onto `errors` the first time a page of the context is
 * wider than the screen: checked after every change of the page (a frame after each DOM
 * mutation), so a test at a phone's size checks the width at every step it plays.
 */
export async function watchWidth(context, errors) {
  await context.exposeBinding('__tooWide', (_source, said) => errors.push(said));
  await context.addInitScript(() => {
    let said = false;
    let asked = false;
    const check = () => {
      asked = false;
      const wide = document.documentElement.scrollWidth;
      if (!said && wide > innerWidth) {
        said = true;
        const seen = document.querySelector('#roll-status')?.textContent ?? '';
        window.__tooWide(`the page is ${wide} px wide on a ${innerWidth} px screen (${seen})`);
      }
    };
    const watch = () =>
      new MutationObserver(() => {
        if (!asked) {
          asked = true;
          requestAnimationFrame(check);
        }
      }).observe(document.documentElement, { subtree: true, childList: true, attributes: true, characterData: true });
    if (document.documentElement) watch();
    else document.addEventListener('DOMContentLoaded', watch);
  });
}

/**
 * Holds back the context's requests that `url` matches until the test releases them: returns
 * `asked` (resolves at the first such request) and `release()`.
 */
export async function holdBack(context, url) {
  let release;
  const released = new Promise((resolve) => {
    release = resolve;
  });
  let seen;
  const asked = new Promise((resolve) => {
    seen = resolve;
  });
  await context.route(url, async (route) => {
    seen();
    await released;
    await route.continue();
  });
  return { asked, release };
}

/** Pushes a line onto `errors` for every `securitypolicyviolation` in the context's pages. */
export async function watchCsp(context, errors) {
  await context.exposeBinding('__cspViolation', (_source, v) => {
    errors.push(`CSP violation: ${v.directive} blocked ${v.blocked || '(inline)'} in ${v.source}:${v.line}`);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      window.__cspViolation({
        directive: e.violatedDirective,
        blocked: e.blockedURI,
        source: e.sourceFile,
        line: e.lineNumber,
      });
    });
  });
}

/**
 * Opens the help and closes it again, as a person glancing at it: the help is one of the page's
 * later parts (src/later.rs), so once it shows they have all arrived, and the page has checked
 * the stored records and history, which it does as they arrive.
 */
export async function glanceAtHelp(page) {
  await openTool(page, 'Help');
  await page.getByRole('dialog', { name: 'Help' }).waitFor();
  await page.keyboard.press('Escape');
  await page.getByRole('dialog', { name: 'Help' }).waitFor({ state: 'detached' });
}

/** Waits until the service worker controls the page (it has then precached the whole build). */
export async function controlled(page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated');
}

/** Plays one turn by mouse: roll, hold the most common face, roll again, score the best box. */
export async function playTurn(page, turn) {
  const roll = page.getByRole('button', { name: /^Roll/ });
  const actions = [];
  const rolls = [];
  await page.locator('#roll-status', { hasText: `Turn ${turn} of 13` }).waitFor();
  for (let r = 1; r <= 2; r++) {
    await roll.click();
    actions.push('Roll');
    await page.locator('#roll-status', { hasText: `Roll ${r} of 3` }).waitFor();
    const dice = await readDice(page);
    rolls.push(dice.map((d) => d.face));
    if (r === 2) break;
    const plan = keepPlan(dice);
    if (plan.every(Boolean)) plan[plan.indexOf(true)] = false; // always roll something again
    for (const [i, keep] of plan.entries()) {
      if (keep !== dice[i].held) {
        await page.getByRole('button', { name: new RegExp(`^Die ${i + 1}:`) }).click();
        actions.push({ Toggle: i });
        await page.locator(`.dice button:nth-child(${i + 1})[aria-pressed="${keep}"]`).waitFor();
      }
    }
  }
  const offers = (await readOffers(page)).filter((o) => o.enabled);
  const best = offers.reduce((a, b) => (b.points > a.points ? b : a));
  await page.getByRole('button', { name: `Score ${best.points} in ${BOXES[best.box]}`, exact: true }).click();
  actions.push({ Score: best.box });
  await announced(page, new RegExp(`^Scored ${best.points} in ${BOXES[best.box]}`));
  return { actions, rolls, scored: best };
}

/** Replays recorded actions through the engine and returns its account of the game. */
export function replay(seed, actions, rules) {
  const out = execFileSync(CLI, ['replay'], {
    input: JSON.stringify(rules ? { seed, actions, rules } : { seed, actions }),
  });
  return JSON.parse(out.toString());
}

/** Replays a whole request ({seed, rules, players, dice, actions}) through the engine. */
export function replayRequest(request) {
  return JSON.parse(execFileSync(CLI, ['replay'], { input: JSON.stringify(request) }).toString());
}

export const BOXES = [
  'Ones',
  'Twos',
  'Threes',
  'Fours',
  'Fives',
  'Sixes',
  'Three of a Kind',
  'Four of a Kind',
  'Full House',
  'Small Straight',
  'Large Straight',
  'Yahtzee',
  'Chance',
];

/** The five dice as shown: faces read from the accessible names "Die N: F[, held]". */
export async function readDice(page) {
  const labels = await page
    .locator('.dice button')
    .evaluateAll((els) => els.map((e) => [e.getAttribute('aria-label'), e.getAttribute('aria-pressed')]));
  return labels.map(([label, pressed], i) => {
    // "Die 2: 6", with a colour word in Tricolor, ", marked" or ", wild as 4" on Lucky7's marked
    // die, and ", held" last.
    const m = label.match(/^Die (\d): (\d)(?: (?:white|red|green))?(?:, marked|, wild(?: as \d)?)?(, held)?$/);
    if (!m || Number(m[1]) !== i + 1) throw new Error(`unexpected die label ${label}`);
    if ((m[3] !== undefined) !== (pressed === 'true')) throw new Error(`aria-pressed disagrees: ${label}`);
    return { face: Number(m[2]), held: pressed === 'true' };
  });
}

/** Enabled score buttons: [{box, points, name}], read from their "Score N in BOX" labels. */
export async function offers(page) {
  return page.locator('.sheet button.box').evaluateAll((bs) =>
    bs
      .filter((b) => !b.disabled)
      .map((b) => {
        const m = b.getAttribute('aria-label').match(/^Score (\d+) in (.+)$/);
        return { box: Number(b.dataset.box), points: Number(m[1]), name: m[2] };
      }),
  );
}

/** The open boxes the page offers: [{box, points, enabled}] from "Score N in BOX" buttons. */
export async function readOffers(page) {
  const rows = await page.locator('.sheet tbody tr.box-row').evaluateAll((trs) =>
    trs.map((tr) => {
      const b = tr.querySelector('button');
      return {
        name: tr.querySelector('th[scope=row]').textContent,
        label: b?.getAttribute('aria-label'),
        enabled: b ? !b.disabled : false,
      };
    }),
  );
  return rows
    .filter((r) => r.label)
    .map((r) => {
      const m = r.label.match(/^Score (\d+) in (.+?)(, not allowed.*)?$/);
      if (!m || m[2] !== r.name) throw new Error(`unexpected score label ${r.label}`);
      return { box: BOXES.indexOf(r.name), points: Number(m[1]), enabled: r.enabled };
    });
}

/** The scoresheet's column headers as their names read: "Box", then each player's name (at a
 * table of several the total under each name is left out: it is the sheet's last row too). */
export function sheetHeaders(page) {
  return page.locator('.sheet thead th').evaluateAll((ths) =>
    ths.map((th) =>
      [...th.childNodes]
        .filter((n) => !n.classList?.contains('head-total'))
        .map((n) => n.textContent)
        .join(''),
    ),
  );
}

/** The number in the cell of a row whose header is `name`. */
export async function rowValue(page, name) {
  const row = page.locator('.sheet tr').filter({ has: page.locator(`th[scope=row]:text-is("${name}")`) });
  return Number((await row.locator('td').first().textContent()).trim().split(' ')[0]);
}

/** Which dice to hold: those showing the most common face (the higher face on a tie). */
export function keepPlan(dice) {
  const count = {};
  for (const d of dice) count[d.face] = (count[d.face] ?? 0) + 1;
  const best = Object.entries(count).sort((a, b) => b[1] - a[1] || b[0] - a[0])[0][0];
  return dice.map((d) => d.face === Number(best));
}

/** Waits until `predicate(arg)`, run in the page, resolves to a truthy value. For conditions
 * the page can only answer asynchronously (the Cache API): `page.waitForFunction` takes only a
 * synchronous predicate, and an async one passes at once, whatever it resolves to
 * (microsoft/playwright#29132). The page is asked again each time the answer comes back false. */
export async function waitUntil(page, predicate, arg, { timeout = WAIT_MS } = {}) {
  const end = Date.now() + timeout;
  while (!(await page.evaluate(predicate, arg))) {
    if (Date.now() > end) throw new Error(`waitUntil: still false after ${timeout} ms: ${predicate}`);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve())));
  }
}

/** Waits until the live region has said something matching `re`, since what the last call
 * found: a bot's next step may replace the words before the test looks (`hearAll` notes each).
 * Strings are matched as `hasText` matches them: anywhere in the words. */
export async function announced(page, re) {
  const [source, flags] =
    re instanceof RegExp ? [re.source, re.flags] : [re.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), ''];
  await page.waitForFunction(
    ([source, flags]) => {
      const said = window.__said ?? [];
      const test = new RegExp(source, flags);
      for (let i = window.__heardFrom ?? 0; i < said.length; i++) {
        if (test.test(said[i].said)) {
          window.__heardFrom = i + 1;
          return true;
        }
      }
      return false;
    },
    [source, flags],
  );
}

/** Notes everything the live region says, in order, with the time it was shown
 * (performance.now()): `window.__said`, which `announced` reads and a test may read too. */
async function hearAll(context) {
  await context.addInitScript(() => {
    const said = [];
    window.__said = said;
    let last = null;
    new MutationObserver(() => {
      const p = document.querySelector('#announcer p');
      if (p && (p !== last?.el || p.textContent !== last.text)) {
        last = { el: p, text: p.textContent };
        said.push({ t: performance.now(), said: p.textContent });
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

/** Checks every box, bonus and total the page shows against the engine's replay. */
export async function checkAgainstEngine(page, seed, actions, rollsSeen) {
  const engine = replay(seed, actions);
  assert.deepStrictEqual(engine.rolls, rollsSeen, 'every roll shown is the engine roll');
  assert.ok(engine.over, 'the engine agrees the game is over');
  for (const [i, name] of BOXES.entries()) {
    assert.strictEqual(await rowValue(page, name), engine.boxes[0][i], `${name} matches the engine`);
  }
  const totals = engine.totals[0];
  assert.strictEqual(await rowValue(page, 'Upper Bonus'), totals.upper_bonus);
  assert.strictEqual(await rowValue(page, 'Yahtzee Bonus'), totals.yahtzee_bonus);
  assert.strictEqual(await rowValue(page, 'Total'), totals.total);
  const final = Number(await page.locator('.final-score').textContent());
  assert.strictEqual(final, totals.total, 'the game-over panel shows the engine total');
  return engine;
}

/**
 * Types `text` into a field as a person does: click it, select what is there, and type key by
 * key (never `fill()`, which skips the key events a person's typing sends).
 */
export async function typeInto(locator, text) {
  await locator.click();
  await locator.press('ControlOrMeta+a');
  await locator.pressSequentially(text);
}

/**
 * Makes the browser's random source give the bytes of `seed` (a little-endian u64, a game's
 * seed: below 2^53), so that a new table is dealt from that seed in every run: the page draws a
 * new table's seed through platform::random_seed, getrandom's crypto.getRandomValues, not from
 * the address. `target` is a page or a browser context.
 */
export async function dealNewTablesFrom(target, seed) {
  const le = [...Array(8).keys()].map((i) => Number((BigInt(seed) >> BigInt(8 * i)) & 0xffn));
  await target.addInitScript((bytes8) => {
    Crypto.prototype.getRandomValues = function getRandomValues(array) {
      const bytes = new Uint8Array(array.buffer, array.byteOffset, array.byteLength);
      for (let i = 0; i < bytes.length; i++) bytes[i] = bytes8[i % bytes8.length];
      return array;
    };
  }, le);
}

/** Opens the "New table" dialog from the header. */
export async function newTable(page) {
  await openTool(page, 'New table');
  const setup = page.getByRole('dialog', { name: 'New table' });
  await setup.waitFor();
  return setup;
}

/** The text of a select's chosen option. */
export async function chosen(select) {
  return (await select.locator('option:checked').textContent()).trim();
}

/**
 * Holds and releases dice with the keys 1 to 5 until the held dice are `plan`'s, pushing each
 * toggle onto `actions` and waiting for its announcement; `dice` are `readDice`'s.
 */
export async function holdByKeys(page, dice, plan, actions) {
  for (const [i, keep] of plan.entries()) {
    if (keep !== dice[i].held) {
      await page.keyboard.press(String(i + 1));
      actions.push({ Toggle: i });
      await announced(page, new RegExp(`^Die ${i + 1}: ${dice[i].face}, ${keep ? 'held' : 'free'}`));
    }
  }
  assert.deepEqual(
    (await readDice(page)).map((d) => d.held),
    plan,
  );
}

/**
 * Scores `choice` ({ box, points }, the box named `name`) by keys, as a keyboard player does:
 * the focus is on the table, ArrowDown walks the open boxes (at most `steps` presses) to its
 * button, and Enter scores it. Pushes the score onto `actions` and waits for its announcement.
 */
export async function scoreByKeys(page, choice, name, actions, steps) {
  const focused = () =>
    page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.tagName);
  assert.equal(
    await page.evaluate(() => document.activeElement?.closest('.tray, .sheet') !== null),
    true,
    'the focus stays on the table',
  );
  const target = `Score ${choice.points} in ${name}`;
  for (let s = 0; s < steps && (await focused()) !== target; s++) await page.keyboard.press('ArrowDown');
  assert.equal(await focused(), target);
  await page.keyboard.press('Enter');
  actions.push({ Score: choice.box });
  await announced(page, new RegExp(`^Scored ${choice.points} in ${name}`));
}

/**
 * The command line's ranking of every choice in a position (`yahtzee advise`), best first:
 * [{ value, printed, choice }], `printed` the value as printed (4 decimals), `choice` its words
 * ("keep 1234", "reroll all", "score Chance"). `filled` lists the filled boxes' indices; `flags`
 * are the rules' (`--variant yacht`, ...); with `tables` the page's own table in dist/tables is
 * read instead of one built natively.
 */
export function advise({ dice, rollsLeft, filled = [], upper = 0, yahtzee50 = false, flags = [], tables = false }) {
  const args = [
    'advise',
    '--dice',
    dice.join(''),
    '--rolls-left',
    String(rollsLeft),
    '--upper',
    String(upper),
    ...flags,
  ];
  if (filled.length) args.push('--filled', filled.join(','));
  if (yahtzee50) args.push('--yahtzee50');
  if (tables) args.push('--tables', path.join(DIST, 'tables'));
  const lines = execFileSync(CLI, args, { encoding: 'utf8' }).trim().split('\n').slice(0, -1);
  return lines.map((line) => {
    const [, printed, choice] = line.match(/^\s*(-?\d+\.\d{4}) {2}(.+)$/);
    return { value: Number(printed), printed, choice };
  });
}

/**
 * A number the command line printed (`printed`, e.g. "254.5916") with `digits` decimals, as the
 * page writes it (the browser's toFixed, src/number.rs). Throws where the printed digits cannot
 * tell which way the page's own, unprinted, value rounds: less than `within` (by default half a
 * printed unit, the printing's own rounding) from a tie.
 */
export function shownAs(printed, digits, within = 0.5 * 10 ** -(printed.split('.')[1]?.length ?? 0)) {
  // The page's value lies strictly inside `within` of the printed one (a printed value is off
  // by exactly half a unit only for a value with a 5 in the next decimal and nothing after it).
  const half = within * (1 - 1e-6);
  const value = Number(printed);
  const [lo, mid, hi] = [value - half, value, value + half].map((v) => v.toFixed(digits));
  if (lo !== mid || hi !== mid)
    throw new Error(`${printed} is too near a tie to say how it shows with ${digits} decimals`);
  return mid;
}

/**
 * The seed of a game's playouts for its chances to win, as the page's worker takes it from the
 * game's seed (crates/solver/src/odds.rs `playout_seed`: SplitMix64's finaliser).
 */
export function playoutSeed(seed) {
  const M = (1n << 64n) - 1n;
  let z = BigInt(seed) ^ 0x6f6464735f763031n;
  z = ((z ^ (z >> 30n)) * 0xbf58476d1ce4e5b9n) & M;
  z = ((z ^ (z >> 27n)) * 0x94d049bb133111ebn) & M;
  return (z ^ (z >> 31n)).toString();
}

/**
 * The command line's chances for a new game of `players` (`yahtzee odds`), its playouts dealt
 * from `seed` and as many as the page's worker plays for it, on the page's table:
 * { playouts, players: [{ wins, expected }] }, each as printed (one decimal).
 */
export function odds({ players, seed, flags = [] }) {
  const out = execFileSync(
    CLI,
    ['odds', '--players', String(players), '--seed', String(seed), '--tables', path.join(DIST, 'tables'), ...flags],
    { encoding: 'utf8' },
  );
  return {
    playouts: Number(out.match(/^(\d+) playouts/)[1]),
    players: [...out.matchAll(/^player \d+: wins (\d+\.\d) %, expected (\d+\.\d) /gm)].map((m) => ({
      wins: m[1],
      expected: m[2],
    })),
  };
}

/**
 * The box the tests' "score the most" strategy picks from the command line's `previews` (a
 * replay's): the open box scoring the most, the first in sheet order on a tie, as readOffers'
 * offers reduced with `>` give it. Returns it as readOffers gives an offer.
 */
export function bestOffer(previews) {
  let best = null;
  for (const [box, preview] of previews.entries()) {
    if (preview && (best === null || preview[0] > best.points)) best = { box, points: preview[0], enabled: true };
  }
  return best;
}

/**
 * Presses one of the header's tools by its name ("New table", "Records", "Help", "Coach"): on a
 * narrow screen they are in the header's menu, which is opened first (by a tap on a touch
 * screen, as a thumb would).
 */
export async function openTool(page, name) {
  const tool = page.locator('header.top').getByRole('button', { name, exact: true });
  const menu = page.locator('header.top').getByRole('button', { name: 'Menu' });
  // The header as the app draws it: the tool in its row, or the menu that holds it.
  await tool.or(menu).first().waitFor();
  if (!(await tool.isVisible())) {
    const touch = await page.evaluate(() => matchMedia('(pointer: coarse)').matches);
    await (touch ? menu.tap() : menu.click());
    await tool.waitFor();
  }
  await tool.click();
}

/** The header's dialogs, by their place in its menu (the same in every language). */
export const TOOLS = { coach: 0, newTable: 1, records: 2, help: 3 };

/**
 * Opens one of the header's dialogs by its place (`TOOLS`), whatever the language: through the
 * menu on a narrow screen, from the header's row on a wide one.
 */
export async function openToolAt(page, place) {
  const menu = page.locator('header.top:not([data-shell]) .menu-button');
  const item = page.locator('header.top:not([data-shell]) #more-tools button[aria-haspopup="dialog"]').nth(place);
  // The header as the app draws it (Undo is always in its row), then the tool or the menu.
  await page.locator('header.top:not([data-shell]) button.undo').waitFor();
  if (!(await item.isVisible())) {
    await menu.click();
    await item.waitFor();
  }
  await item.click();
}

/** Types into a field as a person on a phone does: tap it, select what is there, type. */
export async function tapAndType(locator, text) {
  await locator.tap();
  await locator.press('ControlOrMeta+a');
  await locator.pressSequentially(text);
}

/**
 * Plays the game on the table to its end by the coach's hint, by mouse: at each decision the hint
 * is open, its best box is scored or exactly the dice it marks are held and the others rolled.
 * `check(best)` runs at each decision before the move, with the hint's words ("Best: …").
 */
export async function playByHints(page, turns, check = async () => {}) {
  const roll = page.getByRole('button', { name: /^Roll/ });
  for (let turn = 1; turn <= turns; turn++) {
    await page.locator('#roll-status', { hasText: `Turn ${turn} of ${turns}` }).waitFor();
    await roll.click();
    for (let r = 1; ; r++) {
      await page.locator('#roll-status', { hasText: `Roll ${r} of 3` }).waitFor();
      if (!(await page.locator('.hint-panel').count())) await page.keyboard.press('h');
      await page.locator('.hint-best').waitFor();
      const best = await page.locator('.hint-best strong').textContent();
      await check(best);
      if (best.startsWith('Best: score')) {
        await page.locator('.sheet button.box.suggested').click();
        if (turn < turns) await page.locator('#roll-status', { hasText: `Turn ${turn + 1} of ${turns}` }).waitFor();
        else await page.getByRole('heading', { name: 'Game over' }).waitFor();
        break;
      }
      const marked = await page
        .locator('.dice button')
        .evaluateAll((els) => els.map((e) => e.classList.contains('suggested')));
      const dice = await readDice(page);
      for (let i = 0; i < dice.length; i++) {
        if (marked[i] !== dice[i].held) {
          await page.getByRole('button', { name: new RegExp(`^Die ${i + 1}:`) }).click();
          await page.locator(`.dice button:nth-child(${i + 1})[aria-pressed="${marked[i]}"]`).waitFor();
        }
      }
      await roll.click();
    }
  }
}

/** The real-dice entry field, whatever its label says about the dice to type. */
export function entryField(page) {
  return page.getByRole('textbox', { name: /^Or type the / });
}

/** Types faces into the entry field by touch and presses Enter. */
export async function typeFaces(page, text) {
  await tapAndType(entryField(page), text);
  await page.keyboard.press('Enter');
}

/**
 * Opens New table by touch, chooses real dice, adds seats for `names` (one seat for a solo game,
 * keeping its name) and starts the table.
 */
export async function realDiceTable(page, names = []) {
  await openTool(page, 'New table');
  const setup = page.getByRole('dialog', { name: 'New table' });
  await setup.getByRole('radio', { name: /We roll real dice/ }).tap();
  assert.ok(await setup.getByRole('radio', { name: /We roll real dice/ }).isChecked());
  for (let i = 1; i < names.length; i++) await setup.getByRole('button', { name: 'Add a seat' }).tap();
  for (const [i, name] of names.entries()) {
    await tapAndType(setup.getByRole('group', { name: `Seat ${i + 1}` }).getByRole('textbox', { name: /^Name/ }), name);
  }
  await setup.getByRole('button', { name: 'Start', exact: true }).tap();
  await setup.waitFor({ state: 'detached' });
  await page.locator('.entry-title', { hasText: 'Enter roll 1 of 3' }).waitFor();
}
