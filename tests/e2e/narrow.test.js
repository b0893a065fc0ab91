// The smallest phone (320 px wide): no dialog scrolls sideways, nor anything in it (a table of
// several columns stacks instead); on a touch screen the help opens on the rules, not on the
// keys; the records' charts never draw a label over another, in any language.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { serve, launch, openPage, openTool, openToolAt, TOOLS, storeGame } from './harness.js';
import { someRecords } from './some-records.js';

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

const NARROW = { viewport: { width: 320, height: 640 }, hasTouch: true, isMobile: true, reducedMotion: 'reduce' };
const DESKTOP = { viewport: { width: 1280, height: 800 } };
const DIALOG = ':is([role=dialog], [role=alertdialog])';
const NEARLY_DONE = fs
  .readFileSync(new URL('../fixtures/save-nearly-done-seed9.json', import.meta.url), 'utf8')
  .trimEnd();

/** A page in any language, with `someRecords` stored and the page's later parts arrived. */
async function withRecords(url, errors, options) {
  const { context, page } = await openPage(browser, null, errors, options);
  await context.addInitScript((v) => localStorage.setItem('yahtzee.records', v), JSON.stringify(someRecords()));
  await page.goto(url);
  await page.locator('footer .language').waitFor();
  return { context, page };
}

const { coach: COACH, newTable: NEW_TABLE, records: RECORDS, help: HELP } = TOOLS;
const tool = openToolAt;

/**
 * What of the open dialog (or the end-of-game panel) is wider than it: every element that
 * scrolls sideways (scrollWidth > clientWidth) and every shown element that reaches past the
 * dialog's left or right edge. Text kept for screen readers only (1 px wide) does not count.
 */
async function sideways(page, selector = DIALOG) {
  const box = page.locator(selector).last();
  await box.waitFor();
  return box.evaluate((d) => {
    const out = [];
    const edge = d.getBoundingClientRect();
    const name = (el) => {
      const cls = typeof el.className === 'string' ? el.className : el.className.baseVal;
      return `${el.tagName.toLowerCase()}${cls ? `.${cls.trim().split(/\s+/).join('.')}` : ''}`;
    };
    // Words kept for screen readers only: clipped to a pixel (.sr-only, a stacked table's headings).
    const forReaders = (el) => {
      for (let a = el; a && a !== d; a = a.parentElement) if (getComputedStyle(a).clip.startsWith('rect')) return true;
      return false;
    };
    if (document.documentElement.scrollWidth > innerWidth)
      out.push(`the page is ${document.documentElement.scrollWidth} px wide in ${innerWidth}`);
    for (const el of [d, ...d.querySelectorAll('*')]) {
      if (forReaders(el) || !el.checkVisibility({ visibilityProperty: true })) continue;
      const r = el.getBoundingClientRect();
      if (r.width === 0) continue;
      // (A control hidden to the eye but kept for the keyboard, 1 px wide, shows nothing.)
      if (el.clientWidth > 1 && el.scrollWidth > el.clientWidth + 1)
        out.push(
          `${name(el)} scrolls sideways (${el.scrollWidth} > ${el.clientWidth}): ${el.textContent.slice(0, 50)}`,
        );
      if (r.left < edge.left - 1 || r.right > edge.right + 1)
        out.push(
          `${name(el)} reaches past the dialog (${Math.round(r.left)}..${Math.round(r.right)} of ${Math.round(edge.left)}..${Math.round(edge.right)}): ${el.textContent.slice(0, 50)}`,
        );
    }
    return [...new Set(out)];
  });
}

async function noSideways(page, what, selector) {
  assert.deepEqual(await sideways(page, selector), [], `${what} at 320 px`);
}

for (const lang of ['en', 'de', 'en-XA']) {
  test(`320 px, ${lang}: the help, the records and the new table's dialog never scroll sideways`, async () => {
    const errors = [];
    const { context, page } = await withRecords(`${server.url}/?seed=21&lang=${lang}`, errors, NARROW);
    for (const [i, what] of [
      [HELP, 'the help'],
      [RECORDS, 'the records'],
      [NEW_TABLE, "the new table's dialog"],
    ]) {
      await tool(page, i);
      await page.locator(DIALOG).waitFor();
      if (what === 'the records') await page.locator(`${DIALOG} svg.chart.timeline`).waitFor();
      if (what === "the new table's dialog") {
        // Four seats, a bot among them: the seats' names, kinds and levels all show.
        const add = page.locator(`${DIALOG} button.secondary:not(fieldset button)`);
        for (let k = 2; k <= 4; k++) {
          await add.click();
          await page
            .locator(`${DIALOG} fieldset.seat`)
            .nth(k - 1)
            .waitFor();
        }
        await page.locator(`${DIALOG} fieldset.seat select`).nth(1).selectOption('expert');
      }
      await noSideways(page, `${what} (${lang})`);
      // (Escape in a select closes its list, not the dialog: the setup is left by Cancel.)
      if (what === "the new table's dialog") await page.locator(`${DIALOG} .actions button:not(.primary)`).click();
      else await page.keyboard.press('Escape');
      await page.locator(DIALOG).waitFor({ state: 'detached' });
    }
    assert.deepEqual(errors, []);
    await context.close();
  });
}

for (const game of ['classic', 'lucky7', 'tricolor', 'yacht', 'yatzy']) {
  test(`320 px, German: the help of ${game}, its rules a card per box, never scrolls sideways`, async () => {
    const errors = [];
    const { context, page } = await openPage(browser, null, errors, NARROW);
    await page.goto(`${server.url}/?seed=21&game=${game}&lang=de`);
    await tool(page, HELP);
    await page.getByRole('dialog', { name: 'Hilfe' }).waitFor();
    await noSideways(page, `the help of ${game}`);
    assert.deepEqual(errors, []);
    await context.close();
  });
}

for (const lang of ['en', 'de']) {
  test(`320 px, ${lang}: the coach, its warning, a zero to confirm, the end of a game, its review and a link over a game never scroll sideways`, async () => {
    const errors = [];
    const ready = fs
      .readFileSync(new URL(`../../locales/${lang}/table-coach.ftl`, import.meta.url), 'utf8')
      .match(/^coach-ready = (.*)$/m)[1];
    const coachReady = () => page.locator('footer', { hasText: ready }).waitFor();
    const closed = () => page.locator(DIALOG).waitFor({ state: 'detached' });
    const box = (i) => page.locator(`.sheet button.box[data-box="${i}"]`);
    const { context, page } = await openPage(browser, null, errors, NARROW);
    await page.goto(`${server.url}/?seed=12&lang=${lang}`);
    await page.locator('footer .language').waitFor();
    // Seed 12's first roll is 3 2 5 1 3: Fours (box 3) scores 0 while points are on offer, so it asks.
    await page.locator('button.roll').click();
    await box(3).and(page.locator(':not(:disabled)')).waitFor();
    await box(3).click();
    await page.locator('[role=alertdialog]').waitFor();
    await noSideways(page, 'the zero to confirm');
    await page.keyboard.press('Escape');
    await closed();

    // The coach, its warning switched on (the first of its checkboxes; the second judges by the
    // chance to win).
    await tool(page, COACH);
    await page.locator(`${DIALOG} input[type=checkbox]`).first().check();
    await page.locator(`${DIALOG} input[type=range]`).waitFor();
    await noSideways(page, 'the coach');
    await page.locator(`${DIALOG} .actions button`).last().click();
    await closed();
    // Scoring Chance (box 12) after the first roll gives points away: the coach warns.
    await coachReady();
    await box(12).click();
    await page.locator('[role=alertdialog]').waitFor();
    await noSideways(page, "the coach's warning");
    await page.keyboard.press('Escape');
    await closed();

    // A link to another game while this one is in progress asks first.
    await page.goto(`${server.url}/?seed=19&game=yacht&lang=${lang}`);
    await page.locator('[role=alertdialog]').waitFor();
    await noSideways(page, 'the question before a link replaces a game');
    await page.keyboard.press('Escape');
    await closed();

    // The end of a game, and its review.
    await storeGame(page, NEARLY_DONE);
    await page.goto(`${server.url}/?lang=${lang}`);
    await box(12).click();
    await page.locator('.game-over').waitFor();
    await noSideways(page, 'the end of the game', '.game-over');
    await coachReady();
    await page.locator('.game-over button.secondary').last().click();
    await page.locator(`${DIALOG} .review-summary`).waitFor();
    await noSideways(page, 'the review');
    assert.deepEqual(errors, []);
    await context.close();
  });
}

/** The headings of the help's sections (h3), in the order they come. */
const helpSections = (page) => page.getByRole('dialog', { name: 'Help' }).locator('h3').allTextContents();

test('on a touch screen the help opens on the rules, the keys after them; with a mouse, the keys first', async () => {
  const errors = [];
  const touch = await openPage(browser, `${server.url}/?seed=21`, errors, {
    ...NARROW,
    viewport: { width: 360, height: 740 },
  });
  await openTool(touch.page, 'Help');
  const help = touch.page.getByRole('dialog', { name: 'Help' });
  await help.waitFor();
  assert.deepEqual(await helpSections(touch.page), ['Classic Yahtzee', 'Keyboard', "The coach's numbers"]);
  // The coach's numbers in words, as locales/en/coach.ftl has them.
  const coach = fs.readFileSync(new URL('../../locales/en/coach.ftl', import.meta.url), 'utf8');
  assert.deepEqual(
    await help.locator('.help-coach p').allTextContents(),
    ['expected', 'loss', 'aims', 'why', 'practice'].map(
      (id) => coach.match(new RegExp(`^help-coach-${id} = (.*)$`, 'm'))[1],
    ),
  );
  // What shows first, under the title, is the rules' summary.
  const title = await help.getByRole('heading', { name: 'Help' }).boundingBox();
  const rules = await help.getByRole('heading', { name: 'Classic Yahtzee' }).boundingBox();
  assert.ok(rules.y - (title.y + title.height) < 40, 'the rules come right under the title');
  assert.ok(
    (await help.getByRole('table').first().getAttribute('class')).includes('rules'),
    'the first table is the rules',
  );
  await touch.context.close();

  const mouse = await openPage(browser, `${server.url}/?seed=21`, errors, DESKTOP);
  await openTool(mouse.page, 'Help');
  await mouse.page.getByRole('dialog', { name: 'Help' }).waitFor();
  assert.deepEqual(await helpSections(mouse.page), ['Keyboard', 'Classic Yahtzee', "The coach's numbers"]);
  await mouse.context.close();
  assert.deepEqual(errors, []);
});

for (const lang of ['en', 'de', 'en-XA']) {
  for (const [size, options] of [
    ['320 px', NARROW],
    ['desktop', DESKTOP],
  ]) {
    test(`the records' charts, ${lang}, ${size}: no label lies on another`, async () => {
      const errors = [];
      const { context, page } = await withRecords(`${server.url}/?seed=21&lang=${lang}`, errors, options);
      await tool(page, RECORDS);
      await page.locator(`${DIALOG} svg.chart.timeline`).waitFor();
      const overlaps = await page.locator(DIALOG).evaluate((d) => {
        const out = [];
        for (const svg of d.querySelectorAll('svg.chart')) {
          const labels = [...svg.querySelectorAll('text')]
            .filter((t) => getComputedStyle(t).visibility === 'visible' && t.textContent.trim())
            .map((t) => ({ text: t.textContent, r: t.getBoundingClientRect() }));
          if (labels.length < 4) out.push(`${svg.getAttribute('aria-label')} has only ${labels.length} labels`);
          for (const [i, a] of labels.entries()) {
            for (const b of labels.slice(i + 1)) {
              const x = Math.min(a.r.right, b.r.right) - Math.max(a.r.left, b.r.left);
              const y = Math.min(a.r.bottom, b.r.bottom) - Math.max(a.r.top, b.r.top);
              if (x > 0.5 && y > 0.5) out.push(`${svg.getAttribute('aria-label')}: "${a.text}" lies on "${b.text}"`);
            }
          }
        }
        return out;
      });
      assert.deepEqual(overlaps, []);
      assert.deepEqual(errors, []);
      await context.close();
    });
  }
}
