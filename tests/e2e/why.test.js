// The hint says why its best box beats the next best one, in the numbers of the command line
// (`yahtzee advise --game --why`, the same playouts as the page's worker) and the words of
// locales/LANG/coach.ftl: on a desktop by keyboard in Classic (with the upper bonus), in English
// and in French, and on a phone by touch in Yacht (which has none); and, once the hint has been
// open, asked for ahead of it.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { serve, launch, openPage, DIST } from './harness.js';

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

const CLI = path.resolve(DIST, '../target/release/yahtzee');

/** The words of `file` (locales/LANG/FILE.ftl), by message. */
function words(lang, file) {
  const text = fs.readFileSync(new URL(`../../locales/${lang}/${file}.ftl`, import.meta.url), 'utf8');
  return (id) => text.match(new RegExp(`^${id} = (.*)$`, 'm'))[1];
}

/** Message `id` of `coach` (a language's coach.ftl) with its variables filled in. */
function fill(coach, id, vars) {
  return coach(id).replace(/\{ \$(\w+) \}/g, (_, name) => {
    assert.ok(name in vars, `${id} takes $${name}`);
    return String(vars[name]);
  });
}

/**
 * The hint's "Why: …" for the game the page stores, from `yahtzee advise --game --why`, in
 * `lang`: each reason with the points it stands for, the weightiest first
 * (src/components/hint_panel/why.rs), every number rounded as the page rounds it (the
 * browser's toFixed), each box by its name in the language. `bonus` is the points of the
 * game's upper bonus.
 */
function nativeWhy(game, bonus, lang = 'en') {
  const coach = words(lang, 'coach');
  const boxes = words(lang, 'table');
  const named = (english) => boxes(`box-${english.toLowerCase().replaceAll(' ', '-')}`);
  const say = (id, vars) => fill(coach, id, vars);
  const input = JSON.stringify({ seed: game.seed, rules: game.rules, actions: ['Roll', 'Roll', 'Roll'] });
  const args = ['advise', '--game', '--why', '--tables', path.join(DIST, 'tables')];
  const lines = execFileSync(CLI, args, { input, encoding: 'utf8' }).split('\n');
  const line = (re) => lines.map((l) => l.match(re)).find(Boolean);
  const [, english, points, otherEnglish, against] = line(/^why: (.+) (\d+) now, (.+) (\d+)$/);
  const [box, other] = [named(english), named(otherEnglish)];
  const [, , worth, , , otherWorth] = line(
    /^why: left open, (.+) worth (\S+) later after (.+), (.+) worth (\S+) after (.+)$/,
  );
  const whole = (x) => Number(x).toFixed(0);
  const percent = (p) => (100 * Number(p)).toFixed(0);
  const reasons = [
    [Math.abs(points - against), say('hint-why-points', { box, points, other, against })],
    [
      Math.abs(worth - otherWorth),
      say('hint-why-later', { box: other, worth: whole(worth), other: box, against: whole(otherWorth) }),
    ],
  ];
  const chances = line(/^why: upper bonus chance (\S+) at the start of the turn, (\S+) after .+, (\S+) after .+$/);
  if (chances) {
    const [, before, after, otherAfter] = chances.map(Number);
    const moves = (x, y) => Math.round(100 * x) !== Math.round(100 * y);
    if (moves(after, otherAfter) || moves(before, after)) {
      const words = { before: percent(before), box, after: percent(after), other, against: percent(otherAfter) };
      reasons.push([bonus * Math.abs(after - otherAfter), say('hint-why-bonus', words)]);
    }
  }
  // A stable sort, as the page's.
  reasons.sort((a, b) => b[0] - a[0]);
  const text = say('hint-why', { reasons: reasons.map((r) => r[1]).join('; ') });
  return { text: text.replaceAll('\u00a0', ' '), bonus: Boolean(chances) };
}

/** The game the page stores, as the command line replays it. */
async function stored(page) {
  return page.evaluate(() => JSON.parse(localStorage.getItem('yahtzee.game')).session.game);
}

/** Rolls three times, `between` each roll and the next. */
async function rollThrice(page, press, between = async () => {}) {
  const roll = page.getByRole('button', { name: /^Roll/ });
  for (let r = 1; r <= 3; r++) {
    await press(roll);
    await page.locator('#roll-status', { hasText: `Roll ${r} of 3` }).waitFor();
    if (r < 3) await between();
  }
}

test('Classic by keyboard: the hint says why its best box, from the command line’s numbers', async () => {
  const errors = [];
  const { context, page } = await openPage(browser, `${server.url}/?seed=3`, errors);
  await page.locator('footer', { hasText: 'Coach ready' }).waitFor();
  await rollThrice(page, (roll) => roll.click());
  await page.keyboard.press('h');
  const why = page.locator('.hint-panel .hint-best .hint-why');
  await why.waitFor();
  const want = nativeWhy(await stored(page), 35);
  assert.ok(want.bonus, 'Classic has an upper bonus');
  // A screen reader reads the reasons when they come, after the hint's words.
  assert.equal(await why.getAttribute('aria-live'), 'polite');
  assert.equal((await why.textContent()).replaceAll('\u00a0', ' '), want.text);
  assert.deepEqual(errors, []);
  await context.close();
});

test('Yacht on a phone by touch: the reasons fit the screen and speak of no bonus', async () => {
  const errors = [];
  const phone = { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true };
  const { context, page } = await openPage(browser, `${server.url}/?seed=3&game=yacht`, errors, phone);
  await page.locator('footer', { hasText: 'Coach ready' }).waitFor();
  // The hint opened and closed between the rolls: two taps on Roll in a row would be a double
  // tap, which rolls once.
  const hint = page.getByRole('button', { name: 'Hint', exact: true });
  await rollThrice(
    page,
    (roll) => roll.tap(),
    () => hint.tap(),
  );
  await hint.tap();
  await page.locator('.hint-panel').waitFor();
  const why = page.locator('.hint-panel .hint-best .hint-why');
  await why.waitFor();
  const want = nativeWhy(await stored(page), 0);
  assert.ok(!want.bonus, 'Yacht has no upper bonus');
  assert.equal((await why.textContent()).replaceAll('\u00a0', ' '), want.text);
  // The whole line is on the screen, under the best move (harness.js watches the page's width).
  const box = await why.boundingBox();
  assert.ok(box.x >= 0 && box.x + box.width <= 360, JSON.stringify(box));
  assert.deepEqual(errors, []);
  await context.close();
});

test('Classic in French: the same reasons in French words, each box by its French name', async () => {
  const errors = [];
  const { context, page } = await openPage(browser, null, errors);
  await page.goto(`${server.url}/?seed=5&lang=fr`);
  await page.locator('footer', { hasText: 'Coach prêt' }).waitFor();
  const roll = page.locator('button.roll');
  for (let r = 1; r <= 3; r++) {
    await roll.click();
    await page.locator('#roll-status', { hasText: `Lancer ${r} sur 3` }).waitFor();
  }
  await page.keyboard.press('h');
  const why = page.locator('.hint-panel .hint-best .hint-why');
  await why.waitFor();
  const want = nativeWhy(await stored(page), 35, 'fr');
  assert.ok(want.text.startsWith('Pourquoi : '), want.text);
  assert.equal((await why.textContent()).replaceAll('\u00a0', ' '), want.text);
  assert.deepEqual(errors, []);
  await context.close();
});

test('Once the hint has been open, the reasons are asked for with it closed, and shown as it opens', async () => {
  const errors = [];
  const { context, page } = await openPage(browser, null, errors);
  // The roll of each why request the page sends its worker (`{ Why: { key, … } }`).
  await context.addInitScript(() => {
    window.whyAsked = [];
    const post = Worker.prototype.postMessage;
    Worker.prototype.postMessage = function (data, ...rest) {
      if (data && typeof data === 'object' && 'Why' in data) window.whyAsked.push(data.Why.key.rolls);
      return post.call(this, data, ...rest);
    };
  });
  const asked = () => page.evaluate(() => window.whyAsked.filter((rolls) => rolls === 3).length);
  await page.goto(`${server.url}/?seed=3`);
  await page.locator('footer', { hasText: 'Coach ready' }).waitFor();
  // Opened and closed before the first roll: the coach now works ahead of the hint.
  await page.keyboard.press('h');
  await page.locator('.hint-panel').waitFor();
  await page.keyboard.press('h');
  await page.locator('.hint-panel').waitFor({ state: 'detached' });
  await rollThrice(page, (roll) => roll.click());
  // Seed 3's best move after its third roll is a score (the first test): its reasons are asked
  // for while the hint is closed.
  await page.waitForFunction(() => window.whyAsked.includes(3));
  assert.equal(await page.locator('.hint-panel').count(), 0);
  await page.keyboard.press('h');
  const why = page.locator('.hint-panel .hint-best .hint-why');
  await why.waitFor();
  assert.equal((await why.textContent()).replaceAll('\u00a0', ' '), nativeWhy(await stored(page), 35).text);
  // The hint showed the answer to that request, and asked nothing more.
  assert.equal(await asked(), 1);
  assert.deepEqual(errors, []);
  await context.close();
});
