// Choosing the page's language: the browser's languages on a first visit, `?lang=` in a link, the
// menu at the foot (each language in its own name), remembered; the words of a language are
// fetched only when it is spoken, kept for offline play, and a language that cannot be fetched
// offline leaves the page as it was, with a notice.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, launch, openPage, controlled, waitUntil } from './harness.js';

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

/** The menu's languages, in their own names, in the order the page lists them. */
const NAMES = [
  'English',
  'Dansk',
  'Deutsch',
  'Español',
  'Français',
  'Italiano',
  'Norsk bokmål',
  'Nederlands',
  'Svenska',
];

const lang = (page) => page.evaluate(() => document.documentElement.lang);
const menu = (page) => page.locator('select#language');
const rollButton = (page) => page.locator('button.roll:not([data-shell] *)');

test("a first visit speaks the browser's language; a regional or Norwegian one finds its language, an unknown one English", async () => {
  for (const [locale, expected] of [
    ['de-DE', 'de'],
    ['de-AT', 'de'],
    ['sv-SE', 'sv'],
    ['nn-NO', 'nb'],
    ['fr-CA', 'fr'],
    ['pt-BR', 'en'],
    ['en-GB', 'en'],
  ]) {
    const errors = [];
    const { context, page } = await openPage(browser, null, errors, { locale });
    await page.goto(`${server.url}/?seed=2`);
    await rollButton(page).and(page.locator(':enabled')).waitFor();
    assert.equal(await lang(page), expected, locale);
    assert.equal(await menu(page).inputValue(), expected, `${locale}: the menu shows it`);
    assert.deepEqual(errors, []);
    await context.close();
  }
});

test('the menu lists every language in its own name; choosing one redraws every word, keeps the game and the focus, and is remembered', async () => {
  const errors = [];
  const { context, page } = await openPage(browser, `${server.url}/?seed=4`, errors, { locale: 'en-US' });
  await rollButton(page).and(page.locator(':enabled')).waitFor();
  // The menu is one of the later parts: it comes after Roll, with all its options at once.
  await menu(page).waitFor();
  assert.deepEqual(await menu(page).locator('option').allTextContents(), NAMES);
  assert.deepEqual(
    await menu(page)
      .locator('option')
      .evaluateAll((os) => os.map((o) => o.lang)),
    ['en', 'da', 'de', 'es', 'fr', 'it', 'nb', 'nl', 'sv'],
    'each name is marked with its language',
  );
  await page.keyboard.press('r');
  await page.locator('#roll-status', { hasText: 'Roll 1 of 3' }).waitFor();
  const dice = await page
    .locator('.die:not([data-shell] *)')
    .evaluateAll((ds) => ds.map((d) => d.className + d.getAttribute('aria-label')));

  // By keyboard: the menu focused, a letter picks Svenska.
  await menu(page).focus();
  await page.keyboard.press('s');
  await page.locator('html[lang=sv]').waitFor();
  await page.locator('#roll-status', { hasText: 'Slag 1 av 3' }).waitFor();
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'language', 'the focus stays on the menu');
  // The same dice, now named in Swedish.
  const after = await page.locator('.die:not([data-shell] *)').evaluateAll((ds) => ds.map((d) => d.className));
  assert.deepEqual(
    after,
    dice.map((d) => d.replace(/(die[^A-Z]*).*/, '$1')).map((c) => c.trim()),
    'the dice are as they lay',
  );
  await page.getByRole('button', { name: /^Hjälp/ }).waitFor();

  // Remembered: a reload without `?lang=` speaks Swedish.
  await page.goto(`${server.url}/`);
  await rollButton(page).and(page.locator(':enabled')).waitFor();
  assert.equal(await lang(page), 'sv');
  // A link's `?lang=` wins, and is remembered in its turn.
  await page.goto(`${server.url}/?lang=de`);
  await page.locator('html[lang=de]').waitFor();
  await rollButton(page).and(page.locator(':enabled')).waitFor();
  await page.goto(`${server.url}/`);
  await rollButton(page).and(page.locator(':enabled')).waitFor();
  assert.equal(await lang(page), 'de');
  assert.deepEqual(errors, []);
  await context.close();
});

test('offline, a language used before still plays, and one never fetched says so and keeps the page as it is', async () => {
  const local = await serve();
  const errors = [];
  const { context, page } = await openPage(browser, null, errors);
  await page.goto(`${local.url}/?seed=6&lang=de`);
  await controlled(page);
  await rollButton(page).and(page.locator(':enabled')).waitFor();
  // The service worker keeps German's words (both bundles) once the page has asked for them.
  await waitUntil(
    page,
    async () =>
      (await (await caches.open('yahtzee-words')).keys()).filter((r) => r.url.includes('/locales/de/')).length === 2,
  );

  await context.setOffline(true);
  local.close();
  await page.reload();
  await rollButton(page).and(page.locator(':enabled')).waitFor();
  assert.equal(await lang(page), 'de');
  await page.keyboard.press('r');
  await page.locator('#roll-status', { hasText: 'Wurf 1 von 3' }).waitFor();

  // Svenska was never fetched here: the page stays German and says why, in German.
  await menu(page).selectOption('sv');
  const notice = page.locator('.notice[role=alert]');
  await notice.waitFor();
  assert.match(await notice.textContent(), /Svenska/);
  assert.equal(await lang(page), 'de');
  assert.equal(await menu(page).inputValue(), 'de', 'the menu shows the language still spoken');
  await page.locator('#roll-status', { hasText: 'Wurf 1 von 3' }).waitFor();
  assert.equal(await page.evaluate(() => localStorage.getItem('yahtzee.language')), 'de', 'nothing remembered');
  // The failed fetches are the browser's console errors for a network that is off; nothing else.
  assert.deepEqual(
    errors.filter((e) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch|net::ERR/.test(e)),
    [],
  );
  await context.close();
});
