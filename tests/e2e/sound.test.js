// Issue 38, points 2 and 3: sound and vibration. An init script counts every Web Audio source
// and media element the page starts, and records each call of navigator.vibrate; the page counts
// each change whose cues it played on <html data-cues>, which the tests wait for (never for
// time). Sound is on by default, its switch in the header's menu is remembered, nothing sounds
// before the player's first gesture; a roll by a person vibrates on a touch screen, a Yahtzee
// more, and the Vibration switch turns it off.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, launch, openPage, realDiceTable, typeFaces, newTable, typeInto } from './harness.js';

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

const PHONE = { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true };

/** A page whose sounds and vibrations are counted (`window.started`, `window.vibrations`). */
async function countedPage(url, errors, options = {}) {
  const { context, page } = await openPage(browser, null, errors, options);
  await context.addInitScript(() => {
    window.started = 0;
    window.vibrations = [];
    const count = (proto) => {
      const start = proto.start;
      proto.start = function (...args) {
        window.started++;
        return start.apply(this, args);
      };
    };
    count(AudioBufferSourceNode.prototype);
    count(OscillatorNode.prototype);
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function (...args) {
      window.started++;
      return play.apply(this, args);
    };
    Navigator.prototype.vibrate = (pattern) => {
      window.vibrations.push(pattern);
      return true;
    };
    // Each change the page played says, as it is played, whether the page had had a gesture
    // and how many sounds had started: on the console, which the test reads without evaluating
    // anything in the page (Playwright evaluates as if the user had made a gesture).
    new MutationObserver(() => {
      const cues = document.documentElement.dataset.cues;
      console.log(`cues ${cues} active ${navigator.userActivation.hasBeenActive} started ${window.started}`);
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-cues'] });
  });
  await page.goto(url);
  await page.getByRole('button', { name: /^Roll/ }).waitFor();
  return { context, page };
}

/** Waits until the page has played the cues of `n` changes in this visit. */
async function cuesPlayed(page, n) {
  await page.locator(`html[data-cues="${n}"]`).waitFor({ state: 'attached' });
}

/** The header's switch named `name`, shown (through the menu on a narrow screen). */
async function switchOf(page, name) {
  const header = page.locator('header.top:not([data-shell])');
  const sw = header.getByRole('switch', { name, exact: true });
  const menu = header.getByRole('button', { name: 'Menu' });
  // The switches come with the later parts; on a narrow screen they wait in the closed menu.
  await header.locator('.feel-switch').first().waitFor({ state: 'attached' });
  if (!(await sw.isVisible())) {
    const touch = await page.evaluate(() => matchMedia('(pointer: coarse)').matches);
    await (touch ? menu.tap() : menu.click());
    await sw.waitFor();
  }
  return sw;
}

const started = (page) => page.evaluate(() => window.started);
const vibrations = (page) => page.evaluate(() => window.vibrations);

test('a roll by click sounds when sound is on, as it is by default', async () => {
  const errors = [];
  const { context, page } = await countedPage(`${server.url}/?seed=5`, errors);
  assert.equal(await (await switchOf(page, 'Sound')).getAttribute('aria-checked'), 'true');
  await page.getByRole('button', { name: /^Roll/ }).click();
  await cuesPlayed(page, 1);
  assert.ok((await started(page)) >= 1, 'a sound started');
  assert.deepEqual(errors, []);
  await context.close();
});

test('Sound switched off in the menu: a roll is silent, after a reload too, and on again it sounds', async () => {
  const errors = [];
  const { context, page } = await countedPage(`${server.url}/?seed=5`, errors);
  const sound = await switchOf(page, 'Sound');
  await sound.click();
  assert.equal(await sound.getAttribute('aria-checked'), 'false');
  await page.getByRole('button', { name: /^Roll/ }).click();
  await cuesPlayed(page, 1);
  assert.equal(await started(page), 0);
  await page.reload();
  await page.getByRole('button', { name: /^Roll/ }).waitFor();
  const again = await switchOf(page, 'Sound');
  assert.equal(await again.getAttribute('aria-checked'), 'false', 'the choice survives a reload');
  await page.getByRole('button', { name: /^Roll/ }).click();
  await cuesPlayed(page, 1);
  assert.equal(await started(page), 0);
  // By keyboard, as a person without a mouse turns it on.
  await again.focus();
  await page.keyboard.press('Enter');
  await page.locator('header.top').getByRole('switch', { name: 'Sound', checked: true }).waitFor();
  await page.getByRole('button', { name: /^Roll/ }).click();
  await cuesPlayed(page, 2);
  assert.ok((await started(page)) >= 1);
  assert.deepEqual(errors, []);
  await context.close();
});

test("nothing sounds before the player's first gesture, not even a bot's turn", async () => {
  const errors = [];
  // A table of a person and a bot, set up by clicks, and left on the bot's turn once it rolled.
  const { context, page: first } = await countedPage(`${server.url}/?seed=5`, errors);
  const setup = await newTable(first);
  await setup.getByRole('button', { name: 'Add a seat' }).click();
  await setup.getByRole('group', { name: 'Seat 2' }).getByRole('combobox').selectOption('expert');
  await typeInto(setup.getByRole('group', { name: 'Seat 1' }).getByRole('textbox'), 'Ann');
  await setup.getByRole('button', { name: 'Start' }).click();
  await setup.waitFor({ state: 'detached' });
  await first.getByRole('button', { name: /^Roll/ }).click();
  await first.getByRole('button', { name: /^Score \d+ in Chance/ }).click();
  await first.waitForFunction(() => {
    const { game } = JSON.parse(localStorage.getItem('yahtzee.game')).session;
    return game.current === 1 && game.turn.rolls > 0;
  });
  // The game opened in a new tab of the same browser (no gesture made on it; the solver's table
  // is at hand), and nobody touches it while the bot plays on.
  await first.close();
  const page = await context.newPage();
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  const played = page.waitForEvent('console', (m) => m.text().startsWith('cues 1 '));
  await page.goto(`${server.url}/`);
  assert.equal((await played).text(), 'cues 1 active false started 0', "the bot's move, silent");
  // Ann's roll is her gesture: it sounds.
  await page.getByRole('button', { name: /^Roll/ }).click();
  await page.waitForFunction(() => window.started > 0);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a tap on Roll vibrates a touch screen briefly; with Vibration off it does not', async () => {
  const errors = [];
  const { context, page } = await countedPage(`${server.url}/?seed=5`, errors, PHONE);
  const vibration = await switchOf(page, 'Vibration');
  assert.equal(await vibration.getAttribute('aria-checked'), 'true', 'on by default on a touch screen');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /^Roll/ }).tap();
  await cuesPlayed(page, 1);
  assert.deepEqual(await vibrations(page), [[15]]);
  const off = await switchOf(page, 'Vibration');
  await off.tap();
  assert.equal(await off.getAttribute('aria-checked'), 'false');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /^Roll/ }).tap();
  await cuesPlayed(page, 2);
  assert.deepEqual(await vibrations(page), [[15]], 'no vibration once it is off');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a desktop does not vibrate by default', async () => {
  const errors = [];
  const { context, page } = await countedPage(`${server.url}/?seed=5`, errors);
  assert.equal(await (await switchOf(page, 'Vibration')).getAttribute('aria-checked'), 'false');
  await page.getByRole('button', { name: /^Roll/ }).click();
  await cuesPlayed(page, 1);
  assert.deepEqual(await vibrations(page), []);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a Yahtzee vibrates more than a roll', async () => {
  const errors = [];
  const { context, page } = await countedPage(`${server.url}/`, errors, PHONE);
  await realDiceTable(page);
  await typeFaces(page, '66666');
  await cuesPlayed(page, 1);
  assert.deepEqual(await vibrations(page), [[15]], 'real dice entered are a roll');
  await page.getByRole('button', { name: /^Score 50 in Yahtzee/ }).tap();
  await cuesPlayed(page, 2);
  assert.deepEqual(await vibrations(page), [[15], [40, 60, 40, 60, 120]]);
  assert.deepEqual(errors, []);
  await context.close();
});
