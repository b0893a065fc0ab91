// Words a player knows (issue 37, points 5 and 7): no word of how the game was made in any
// language, every box by the name players use, links in words and never raw addresses, dates
// as each language writes them, the live region speaking the language just chosen; Lucky7's
// marked die explained from the first roll and unlike the hint, Tricolor's colour letters off
// the pips.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve, launch, openPage, announced, readDice, storeGame } from './harness.js';

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

const LOCALES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../locales');
const LANGUAGES = ['da', 'de', 'en', 'es', 'fr', 'it', 'nb', 'nl', 'sv'];

/**
 * How the game was made, in the words its translations gave it: the "seed" (the document the
 * rules came from) and the rule book behind it. A player has neither; the game's number is
 * "game #N", and the rules are the published ones.
 */
const VOCABULARY = [
  /\bseeds?\b/i,
  /semilla/i,
  /Regelvorlage/i,
  /r[èe]gle d[’']origine/i,
  /regolamento/i,
  /grundregl/i,
  /regelgrundlag/i,
  /basisregels/i,
  /YachtC/,
];

/** Every message a player can see in `lang`: the values of its Fluent files, comments left out. */
function messages(lang) {
  const dir = path.join(LOCALES, lang);
  const out = [];
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.ftl'))) {
    let id = null;
    for (const line of fs.readFileSync(path.join(dir, file), 'utf8').split('\n')) {
      if (line.startsWith('#') || line.trim() === '') continue;
      const m = line.match(/^([a-z][a-z0-9-]*) = ?(.*)$/);
      if (m) {
        id = m[1];
        out.push({ id: `${file}:${id}`, text: m[2] });
      } else if (id && /^\s/.test(line)) {
        // A continuation line or a variant of the message above.
        out.push({ id: `${file}:${id}`, text: line.trim() });
      }
    }
  }
  // Variables are code, not words: `{ $seed }` names the game's number.
  return out.map((m) => ({ ...m, text: m.text.replace(/\{\s*\$[a-z-]+\s*\}/g, '') }));
}

test('no message in any language speaks of how the game was made, or of a box called YachtC', () => {
  for (const lang of LANGUAGES) {
    const all = messages(lang);
    assert.ok(all.length > 300, `${lang}: ${all.length} messages read`);
    const found = all.filter((m) => VOCABULARY.some((re) => re.test(m.text)));
    assert.deepEqual(found, [], `${lang}: ${found.map((m) => `${m.id}: ${m.text}`).join('\n')}`);
    // Tricolor's five of a kind is named as Kismet's players know it.
    const box = all.find((m) => m.id === 'table.ftl:box-kismet');
    assert.equal(box?.text, 'Kismet', `${lang}: the five-of-a-kind box of Tricolor`);
  }
});

test("the help of each game, in each language, has none of the project's words", async () => {
  const errors = [];
  const { context, page } = await openPage(browser, null, errors);
  for (const lang of LANGUAGES) {
    for (const game of ['tricolor', 'lucky7']) {
      await page.goto(`${server.url}/?seed=3&game=${game}&lang=${lang}`);
      await page.locator(`html[lang=${lang}]`).waitFor();
      await page.locator('button.roll:not([data-shell] *):enabled').waitFor();
      // "?" opens the help in every language.
      await page.keyboard.press('?');
      const help = page.locator('[role=dialog]');
      await help.locator('h2').first().waitFor();
      // The help's rules come with the later parts: wait for the game's own notes.
      await help
        .getByText(game === 'tricolor' ? 'Kismet' : '1', { exact: false })
        .first()
        .waitFor();
      const text = await help.textContent();
      for (const re of VOCABULARY) assert.doesNotMatch(text, re, `${lang} ${game}: the help`);
      if (game === 'tricolor') assert.match(text, /Kismet/, `${lang}: the help names the Kismet box`);
      await page.keyboard.press('Escape');
      await help.waitFor({ state: 'detached' });
    }
  }
  assert.deepEqual(errors, []);
  await context.close();
});

test('the question before a link replaces a game shows a link in words, never its address', async () => {
  for (const [lang, words] of [
    ['en', 'the link to your game #18'],
    ['de', 'Der Link zu deinem Spiel Nr. 18'],
  ]) {
    const errors = [];
    // On a phone's width, where the address ran out of the question.
    const { context, page } = await openPage(browser, null, errors, { viewport: { width: 320, height: 640 } });
    await page.goto(`${server.url}/?seed=18&lang=${lang}`);
    await page.locator('button.roll:not([data-shell] *):enabled').waitFor();
    await page.keyboard.press('r');
    await page.locator('.die[data-face]:not([data-face="0"]):not([data-shell] *)').first().waitFor();
    await page.goto(`${server.url}/?seed=19&game=yacht&lang=${lang}`);
    const ask = page.getByRole('alertdialog');
    await ask.waitFor();
    const text = await ask.textContent();
    assert.ok(!text.includes('?seed='), `${lang}: ${text}`);
    const link = ask.getByRole('link', { name: words, exact: true });
    assert.equal(await link.getAttribute('href'), '?seed=18');
    // The question fits the phone's width it is asked on: nothing in it is wider than it.
    const wide = await ask.evaluate(
      (d) => d.scrollWidth > d.clientWidth || d.getBoundingClientRect().right > innerWidth,
    );
    assert.equal(wide, false, `${lang}: the question overflows`);
    assert.deepEqual(errors, []);
    await context.close();
  }
});

test("dates read as each language writes them (Intl's short date): 26.11.2026 in German", async () => {
  const errors = [];
  const { context, page } = await openPage(browser, null, errors);
  await page.clock.setFixedTime(new Date('2026-11-26T12:00:00Z'));
  await page.goto(`${server.url}/?seed=9`);
  await page.getByRole('button', { name: /^Roll/ }).waitFor();
  const save = fs.readFileSync(new URL('../fixtures/save-nearly-done-seed9.json', import.meta.url), 'utf8').trimEnd();
  await storeGame(page, save);
  await page.reload();
  await page.getByRole('button', { name: 'Score 22 in Chance' }).click();
  await page.getByRole('heading', { name: 'Game over' }).waitFor();
  // The finished game goes into the records once the later parts have come: the next address
  // is opened after it is kept, not while it is being written.
  await page.waitForFunction(() => localStorage.getItem('yahtzee.records') !== null);
  for (const [lang, date] of [
    ['en', '11/26/2026'],
    ['de', '26.11.2026'],
    ['fr', '26/11/2026'],
    ['sv', '2026-11-26'],
    ['nl', '26-11-2026'],
  ]) {
    await page.goto(`${server.url}/?lang=${lang}`);
    await page.locator(`html[lang=${lang}]`).waitFor();
    // What the browser's Intl writes for that day in that language is what the page shows.
    assert.equal(
      await page.evaluate((l) => new Intl.DateTimeFormat(l).format(new Date('2026-11-26T12:00:00Z')), lang),
      date,
    );
    const records = messages(lang).find((m) => m.id === 'table-screen.ftl:bar-records').text;
    await page.getByRole('button', { name: new RegExp(`^${records}`) }).click();
    const cells = page.locator('table.high-scores tbody td');
    await cells.first().waitFor();
    const row = await page.locator('table.high-scores tbody tr').first().textContent();
    assert.ok(row.includes(date), `${lang}: ${row}`);
    if (lang !== 'sv') assert.ok(!row.includes('2026-11-26'), `${lang}: no ISO date in ${row}`);
  }
  assert.deepEqual(errors, []);
  await context.close();
});

test('after a switch to Italian the live region says the dice again, in Italian', async () => {
  const errors = [];
  const { context, page } = await openPage(browser, `${server.url}/?seed=4`, errors, { locale: 'en-US' });
  await page.keyboard.press('r');
  await page.locator('#roll-status', { hasText: 'Roll 1 of 3' }).waitFor();
  await page.locator('.dice button').nth(1).click();
  await announced(page, /^Die 2: \d, held\.$/);
  await page.locator('select#language').selectOption('it');
  await page.locator('html[lang=it]').waitFor();
  const faces = (await facesShown(page)).join(', ');
  await announced(page, new RegExp(`^Lancio 1 di 3: ${faces}\\. Tenuti: dado 2\\.`));
  assert.doesNotMatch(await page.locator('#announcer').textContent(), /held|Die /);
  assert.deepEqual(errors, []);
  await context.close();
});

/** The faces shown, read from the dice's data-face (their names are in the language spoken). */
async function facesShown(page) {
  return page.locator('.dice button').evaluateAll((bs) => bs.map((b) => b.dataset.face));
}

test("Lucky7's marked die wears its own badge, explained under the dice from the first roll", async () => {
  const errors = [];
  const { context, page } = await openPage(browser, `${server.url}/?seed=12&game=lucky7`, errors);
  await page.keyboard.press('r');
  await page.locator('#roll-status', { hasText: 'Roll 1 of 3' }).waitFor();
  const dice = await readDice(page);
  // Seed 12's first roll shows no 7 on the marked die: the legend is there all the same.
  assert.notEqual(dice[0].face, 7);
  const legend = page.locator('.tray .wild-legend');
  await legend.waitFor();
  assert.equal(
    await legend.textContent(),
    '7 Marked die: its 7 is wild and counts as any number from 1 to 7 you choose.',
  );
  const marked = page.locator('.dice button').first();
  const badge = marked.locator('.wild-mark');
  assert.equal(await badge.textContent(), '7');
  assert.equal(await badge.getAttribute('aria-hidden'), 'true');
  // Unlike the hint's light-blue outline: no outline, and the badge off the die's face.
  const look = await marked.evaluate((d) => {
    const s = getComputedStyle(d);
    return { outline: s.outlineStyle, shadow: s.boxShadow };
  });
  assert.equal(look.outline, 'none');
  assert.ok(!/127, 211, 255/.test(look.shadow), look.shadow);
  await marked.evaluate((e) => Promise.all(e.getAnimations({ subtree: true }).map((a) => a.finished)));
  const die = await marked.boundingBox();
  const mark = await badge.boundingBox();
  for (const pip of await marked.locator('.pip').all()) {
    const p = await pip.boundingBox();
    assert.ok(!overlap(mark, p), 'the badge is off the pips');
  }
  assert.ok(mark.x + mark.width > die.x + die.width, 'the badge sits on the corner');
  assert.deepEqual(errors, []);
  await context.close();
});

/** Whether two boxes share any area. */
function overlap(a, b) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

test("Tricolor's colour letters never touch a pip, on a phone or a desktop", async () => {
  for (const viewport of [
    { width: 320, height: 640 },
    { width: 360, height: 740 },
    { width: 1280, height: 800 },
  ]) {
    const errors = [];
    const { context, page } = await openPage(browser, `${server.url}/?seed=5&game=tricolor`, errors, { viewport });
    const seen = new Set();
    for (let r = 1; r <= 3; r++) {
      await page.keyboard.press('r');
      await page.locator('#roll-status', { hasText: `Roll ${r} of 3` }).waitFor();
      for (const die of await page.locator('.dice button').all()) {
        // Measured once the die has landed: while it tumbles in it turns and grows.
        await die.evaluate((e) => Promise.all(e.getAnimations({ subtree: true }).map((a) => a.finished)));
        const face = Number(await die.getAttribute('data-face'));
        seen.add(face);
        const letter = await die.locator('.colour-letter').boundingBox();
        assert.ok(letter && letter.width > 0, `a ${face} shows its colour letter`);
        for (const pip of await die.locator('.pip').all()) {
          const p = await pip.boundingBox();
          assert.ok(
            !overlap(letter, p),
            `${viewport.width}px, a ${face}: letter ${JSON.stringify(letter)} on pip ${JSON.stringify(p)}`,
          );
        }
      }
    }
    for (const face of [4, 5, 6]) assert.ok(seen.has(face), `seed 5's rolls show a ${face}: ${[...seen]}`);
    assert.deepEqual(errors, []);
    await context.close();
  }
});
