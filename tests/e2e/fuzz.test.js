// Nothing stored or imported can hurt the page: damaged variants of every stored key, and of a
// records file, are fed to the real page. Each variant is made by a fixed generator from a sound
// base (a game made by play, the history and records its end writes), so every run tries the
// same variants. After each, the page shows the table (and a notice where something was set
// aside), throws no error, and every other stored key is unchanged byte for byte; what it
// refused is kept aside as it was.
// This proves the page's wiring, with every kind of damage on every key; the decoders
// themselves read 300 variants of each key natively (src/storage/check/fuzz.rs).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { serve, launch, openPage, openTool, storeGame } from './harness.js';

// Variants per stored key and for the records file (`FUZZ_VARIANTS=N` to try more or fewer):
// each of the seven kinds of damage twice on every key (the decoders read 300 a key natively).
const VARIANTS = Number(process.env.FUZZ_VARIANTS ?? 14);
const NEARLY_DONE = fs
  .readFileSync(new URL('../fixtures/save-nearly-done-seed9.json', import.meta.url), 'utf8')
  .trimEnd();
const OPTIONS = {
  joker: 'FreeChoice',
  five_of_a_kind_full_house: true,
  yahtzee_bonus: true,
  four_of_a_kind_two_pairs: false,
  forced_order: false,
};

/** mulberry32: a small generator with a fixed seed, so that the variants are the same each run. */
function generator(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { below: (n) => Math.floor(next() * n), pick: (list) => list[Math.floor(next() * list.length)] };
}

/** Every path in `value` (arrays and objects), the root's among them. */
function paths(value, at = []) {
  const out = [at];
  if (value !== null && typeof value === 'object') {
    for (const k of Object.keys(value)) out.push(...paths(value[k], [...at, k]));
  }
  return out;
}
const get = (root, at) => at.reduce((v, k) => v[k], root);
function put(root, at, value) {
  if (at.length === 0) return value;
  get(root, at.slice(0, -1))[at.at(-1)] = value;
  return root;
}

// Numbers JSON.stringify cannot write exactly go in as markers, replaced in the text.
const BIG = '"@@2^64@@"';
const EXTREMES = [0, -1, 2 ** 16, 2 ** 32, 2 ** 53, BIG, 65535, 1e9];
const KINDS = ['extreme', 'remove', 'duplicate', 'lengthen', 'long string', 'wrong type', 'truncate'];

/** Variant `i` of the JSON text `text`, made by `g`: its kind, and the damaged text. */
function damage(text, i, g) {
  const kind = KINDS[i % KINDS.length];
  if (kind === 'truncate') return { kind, text: text.slice(0, g.below(text.length)) };
  const root = JSON.parse(text);
  const all = paths(root);
  const where = (test) => {
    const found = all.filter((p) => test(get(root, p), p));
    return found.length ? g.pick(found) : [];
  };
  let out;
  switch (kind) {
    case 'extreme': {
      const at = where((v) => typeof v === 'number' || typeof v === 'string');
      out = JSON.stringify(put(root, at, g.pick(EXTREMES) === BIG ? '@@2^64@@' : g.pick(EXTREMES)));
      break;
    }
    case 'remove': {
      const at = where((_v, p) => p.length > 0 && !Array.isArray(get(root, p.slice(0, -1))));
      if (at.length) delete get(root, at.slice(0, -1))[at.at(-1)];
      out = JSON.stringify(root);
      break;
    }
    case 'duplicate': {
      // The same field twice, the copy first with another value: JSON text only.
      const at = where((_v, p) => p.length > 0 && !Array.isArray(get(root, p.slice(0, -1))));
      if (at.length) {
        const parent = get(root, at.slice(0, -1));
        const key = at.at(-1);
        const copy = { [`${key}@@dup`]: g.pick([0, 'x', null, [], {}]) };
        put(root, at.slice(0, -1), { ...copy, ...parent });
      }
      out = JSON.stringify(root).replace(/"([^"]*)@@dup"/, '"$1"');
      break;
    }
    case 'lengthen': {
      const at = where((v) => Array.isArray(v));
      const list = get(root, at);
      if (Array.isArray(list)) {
        let item = list.length ? list[g.below(list.length)] : 0;
        // Ten thousand whole games (5 KB each) are more than a browser stores for a site (its
        // quota refuses them), so they can never reach the page: a long item is repeated
        // emptied instead.
        if (JSON.stringify(item).length > 400) item = Array.isArray(item) ? [] : {};
        while (list.length < 10_000) list.push(item);
      }
      out = JSON.stringify(root);
      break;
    }
    case 'long string': {
      const at = where((v) => typeof v === 'string' || typeof v === 'number');
      out = JSON.stringify(put(root, at, 'ü'.repeat(100_000)));
      break;
    }
    default: {
      const at = where(() => true);
      const v = get(root, at);
      const other =
        v === null
          ? {}
          : Array.isArray(v)
            ? {}
            : typeof v === 'object'
              ? []
              : typeof v === 'number'
                ? String(v)
                : typeof v === 'string'
                  ? 7
                  : typeof v === 'boolean'
                    ? 'true'
                    : null;
      out = JSON.stringify(put(root, at, other));
    }
  }
  return { kind, text: out.replaceAll(BIG, '18446744073709551616') };
}

/** Every key in the page's storage, with its text. */
const storedNow = (page) =>
  page.evaluate(() => Object.fromEntries(Object.keys(localStorage).map((k) => [k, localStorage.getItem(k)])));

let server;
let browser;
before(async () => {
  server = await serve();
  browser = await launch();
});
after(async () => {
  await browser?.close();
  server?.close();
});

/** The sound base: a game in progress, the history and records a finished game wrote, settings. */
async function soundBase(page) {
  await storeGame(page, NEARLY_DONE);
  await page.goto(`${server.url}/`);
  await page.getByRole('button', { name: 'Score 22 in Chance' }).click();
  await page.getByRole('heading', { name: 'Game over' }).waitFor();
  await page.waitForFunction(
    () => localStorage.getItem('yahtzee.records') !== null && localStorage.getItem('yahtzee.history') !== null,
  );
  const kept = await storedNow(page);
  return {
    'yahtzee.guide': 'done',
    'yahtzee.game': NEARLY_DONE,
    'yahtzee.history': kept['yahtzee.history'],
    'yahtzee.records': kept['yahtzee.records'],
    'yahtzee.coach': JSON.stringify({ warn: true, threshold: 1.5 }),
    'yahtzee.table-rules': JSON.stringify([{ variant: 'Classic', options: OPTIONS }]),
    'yahtzee.bots': '"Fast"',
    'yahtzee.feel': JSON.stringify({ sound: false, vibration: true }),
    'yahtzee.daily': JSON.stringify([
      { game: 'Classic', day: 20788, score: 243, perfect: 261 },
      { game: 'Yatzy', day: 20789, score: null, perfect: null },
    ]),
  };
}

/** Opens the page on `stored` and checks what the issue asks of every variant. */
async function openOn(page, stored, errors, what) {
  await page.evaluate((all) => {
    localStorage.clear();
    for (const [k, v] of Object.entries(all)) localStorage.setItem(k, v);
  }, stored);
  await page.goto(`${server.url}/`);
  await page.locator('html[data-stored="checked"]').waitFor({ state: 'attached' });
  await page.locator('#roll-status').waitFor();
  assert.deepEqual(errors, [], what);
  return storedNow(page);
}

const KEYS = [
  'yahtzee.game',
  'yahtzee.history',
  'yahtzee.records',
  'yahtzee.coach',
  'yahtzee.table-rules',
  'yahtzee.bots',
  'yahtzee.feel',
  'yahtzee.daily',
];

/** Opens variant `text` of `key` on `page` and checks that nothing else changed and nothing is lost. */
async function tryVariant(page, errors, base, key, text, what) {
  const after = await openOn(page, { ...base, [key]: text }, errors, what);
  for (const other of Object.keys(base)) {
    if (other !== key) assert.equal(after[other], base[other], `${what}: ${other} changed`);
  }
  // What the page did not keep as it was is kept aside as it was, and a notice says so.
  if (after[key] !== text) {
    const aside = Object.keys(after).filter((a) => a.startsWith(`${key}.unreadable`));
    assert.ok(
      aside.some((a) => after[a] === text),
      `${what}: the damaged text is not kept aside`,
    );
    await page.getByRole('alert').first().waitFor();
  }
}

/** Replaces `worker.page` with a new page of the same context (its storage stays). */
async function freshPage(worker) {
  await worker.page.close();
  const page = await worker.context.newPage();
  page.on('pageerror', (e) => worker.errors.push(String(e)));
  page.on('console', (m) => {
    if (m.type() === 'error') worker.errors.push(m.text());
  });
  // The game, on whatever the last variant left, until it has read its storage: the next
  // variant's storage is then set on a page that writes nothing more of its own.
  await page.goto(`${server.url}/`);
  await page.locator('html[data-stored="checked"]').waitFor({ state: 'attached' });
  worker.page = page;
}

test(`${VARIANTS} damaged variants of each stored key: the page answers, and loses nothing`, {
  timeout: 1_800_000,
}, async () => {
  // Two pages of their own (each context has its own storage) share the variants: the machine
  // has two cores.
  const pages = [];
  for (let w = 0; w < 2; w++) {
    const errors = [];
    // Without the service worker: it is not what reads the stored data, and each of the
    // thousands of loads is then a plain page load (the offline tests cover the worker).
    pages.push({ errors, ...(await openPage(browser, `${server.url}/?seed=9`, errors, { serviceWorkers: 'block' })) });
  }
  const base = await soundBase(pages[0].page);
  for (const { page, errors } of pages) {
    // The sound base opens with no notice, and nothing is written over it.
    assert.deepEqual(await openOn(page, base, errors, 'the sound base'), base);
    assert.equal(await page.getByRole('alert').count(), 0);
  }
  const tried = {};
  for (const [k, key] of KEYS.entries()) {
    const g = generator(k + 1);
    const variants = Array.from({ length: VARIANTS }, (_, i) => damage(base[key], i, g));
    await Promise.all(
      pages.map(async (worker, w) => {
        for (let i = w, n = 0; i < VARIANTS; i += pages.length, n++) {
          // A renderer that loads a page hundreds of times in a row runs out of room for new
          // WebAssembly memories before it collects the old ones (V8 reserves each in advance):
          // a fresh page every 40 loads, as a person's tab is never reloaded that often.
          if (n > 0 && n % 40 === 0) await freshPage(worker);
          await tryVariant(
            worker.page,
            worker.errors,
            base,
            key,
            variants[i].text,
            `${key}, variant ${i} (${variants[i].kind})`,
          );
          tried[key] = (tried[key] ?? 0) + 1;
        }
      }),
    );
  }
  console.log(`variants tried: ${JSON.stringify(tried)}`);
  for (const { context, errors } of pages) {
    assert.deepEqual(errors, []);
    await context.close();
  }
});

test(`an export arrives whole, and ${VARIANTS} damaged variants of it are imported or refused, never lost`, {
  timeout: 900_000,
}, async () => {
  const errors = [];
  const { context, page } = await openPage(browser, `${server.url}/?seed=9`, errors);
  const base = await soundBase(page);
  await openOn(page, base, errors, 'the sound base');
  await openTool(page, 'Records');
  let dialog = page.getByRole('dialog', { name: 'Records' });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Export records' }).click(),
  ]);
  // The file that arrives is the whole export: every record and every daily result kept, as
  // kept.
  const exported = fs.readFileSync(await download.path(), 'utf8');
  assert.deepEqual(JSON.parse(exported), {
    format: 'yahtzee-records',
    version: 1,
    records: JSON.parse(base['yahtzee.records']),
    daily: JSON.parse(base['yahtzee.daily']),
  });
  await page.keyboard.press('Escape');
  const kept = JSON.parse(base['yahtzee.records']);
  const keptDays = JSON.parse(base['yahtzee.daily']);
  const g = generator(99);
  let imported = 0;
  for (let i = 0; i < VARIANTS; i++) {
    const { kind, text } = damage(exported, i, g);
    const what = `records file, variant ${i} (${kind})`;
    await page.evaluate(
      ([records, daily]) => {
        localStorage.setItem('yahtzee.records', records);
        localStorage.setItem('yahtzee.daily', daily);
      },
      [base['yahtzee.records'], base['yahtzee.daily']],
    );
    await openTool(page, 'Records');
    dialog = page.getByRole('dialog', { name: 'Records' });
    await dialog
      .locator('input[type=file]')
      .setInputFiles({ name: 'records.json', mimeType: 'application/json', buffer: Buffer.from(text) });
    const said = await dialog
      .getByRole('status')
      .filter({ hasText: /^(Imported|Nothing was imported|Nothing new to import)/ })
      .textContent();
    const now = JSON.parse(await page.evaluate(() => localStorage.getItem('yahtzee.records')));
    // The records kept before are all still there, as they were.
    for (const r of kept)
      assert.ok(
        now.some((n) => JSON.stringify(n) === JSON.stringify(r)),
        `${what}: a record was lost (${said})`,
      );
    // So are the daily results: an import may add a day or fill in what a day lacks, never
    // take a day away or change what it holds.
    const days = JSON.parse(await page.evaluate(() => localStorage.getItem('yahtzee.daily')));
    for (const d of keptDays)
      assert.ok(
        days.some(
          (n) =>
            n.game === d.game &&
            n.day === d.day &&
            (d.score === null || n.score === d.score) &&
            (d.perfect === null || n.perfect === d.perfect),
        ),
        `${what}: a daily result was lost or changed (${said})`,
      );
    if (said.startsWith('Imported')) imported++;
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  }
  console.log(`records files tried: ${VARIANTS}, of which imported something: ${imported}`);
  for (const key of KEYS.filter((k) => k !== 'yahtzee.records' && k !== 'yahtzee.daily')) {
    assert.equal(await page.evaluate((k) => localStorage.getItem(k), key), base[key], `${key} changed`);
  }
  assert.deepEqual(errors, []);
  await context.close();
});
