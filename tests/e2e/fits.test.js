// A turn fits a phone (issue "A phone-first table", points 1 and 2): at 360×740 by touch, in a
// solo game, a table with two bots and a real-dice table of five, the dice, Roll (or Enter), the
// hint, the current player's points and at least five open rows of the sheet are all on the
// screen at every step of a turn, between the header and the dock, without scrolling; a score
// never takes the header or the dice off it. Real dice stay in their entry card and are held
// there; a refused entry is selected for retyping; the field asks for as many faces as are
// rolled; a moment shows where the players look; a sheet of five shows every name and total at once; the end screen
// opens at its top.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import {
  serve,
  launch,
  openPage,
  openTool,
  dealNewTablesFrom,
  entryField,
  typeFaces,
  realDiceTable,
  storeGame,
} from './harness.js';

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

/**
 * What of a turn is on the screen: each named part's box, and how many of the current player's
 * open boxes show between the header and the dock (and how many are open).
 */
async function inView(page) {
  return page.evaluate(() => {
    const box = (el) => el?.getBoundingClientRect();
    const shown = (r) =>
      r && r.width > 0 && r.height > 0 && r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight && r.right <= innerWidth;
    const header = box(document.querySelector('header.top'));
    const dock = box(document.querySelector('main > .play'));
    const visible = (sel) => [...document.querySelectorAll(sel)].filter((e) => e.getClientRects().length > 0);
    const open = [...document.querySelectorAll('.sheet tr.box-row td.current')].filter(
      (td) => !td.querySelector('.filled'),
    );
    const between = open.filter((td) => {
      const r = td.getBoundingClientRect();
      return r.top >= header.bottom - 1 && r.bottom <= dock.top + 1;
    });
    const dice = visible('.tray .die, .entry .slot');
    const roll = visible('button.roll, .entry button.enter')[0];
    const hint = visible('button.hint-thumb, header button.hint-tool')[0];
    return {
      header: header.top === 0 && shown(header),
      dice: dice.length > 0 && dice.every((d) => shown(box(d))),
      roll: shown(box(roll)),
      hint: shown(box(hint)),
      hintBest: document.querySelector('.hint-best') ? shown(box(document.querySelector('.hint-best'))) : null,
      points: shown(box(document.querySelector('.total-badge'))),
      rows: between.length,
      open: open.length,
      scrolled: scrollY,
      dockTop: Math.round(dock.top),
    };
  });
}

/** Asserts that everything a turn needs is on the screen, at `step`. */
async function fits(page, step) {
  const seen = await inView(page);
  const all =
    seen.header &&
    seen.dice &&
    seen.roll &&
    seen.hint &&
    seen.points &&
    seen.hintBest !== false &&
    seen.rows >= Math.min(5, seen.open);
  assert.ok(all, `${step}: ${JSON.stringify(seen)}`);
}

test('a solo turn fits a phone at every step, the hint open, and a score keeps the header and the dice in view', async () => {
  const errors = [];
  const { context, page } = await openPage(browser, `${server.url}/?seed=42`, errors, PHONE);
  await fits(page, 'before the first roll');
  await page.getByRole('button', { name: /^Roll/ }).tap();
  await page.locator('#roll-status', { hasText: 'Roll 1 of 3' }).waitFor();
  await fits(page, 'after roll 1');
  await page.getByRole('button', { name: 'Hint' }).tap();
  await page.locator('.hint-best').waitFor();
  await fits(page, 'with the hint open');
  await page.getByRole('button', { name: /^Die 1:/ }).tap();
  await page.locator('.die.held').first().waitFor();
  await fits(page, 'after a hold');
  await page.getByRole('button', { name: /^Roll/ }).tap();
  await page.locator('#roll-status', { hasText: 'Roll 2 of 3' }).waitFor();
  await fits(page, 'after roll 2');
  // A second die held (two taps on Roll in a row would be a double tap, which rolls once).
  await page.getByRole('button', { name: /^Die 2:/ }).tap();
  await page.getByRole('button', { name: /^Die 2:.*held/ }).waitFor();
  await page.getByRole('button', { name: /^Roll/ }).tap();
  await page.locator('#roll-status', { hasText: 'Roll 3 of 3' }).waitFor();
  await fits(page, 'after roll 3');
  // Chance, the last box: far down the sheet.
  await page.getByRole('button', { name: /^Score \d+ in Chance/ }).tap();
  await page.locator('#roll-status', { hasText: 'Turn 2 of 13' }).waitFor();
  await fits(page, 'after scoring Chance');
  assert.equal(await page.evaluate(() => document.querySelector('header.top').getBoundingClientRect().top), 0);
  assert.deepEqual(errors, []);
  await context.close();
});

test('late in a game the open boxes far down the sheet come into view above the dock', async () => {
  const errors = [];
  const { context, page } = await openPage(browser, null, errors, PHONE);
  // A saved solo game #9 made by play (src/storage/fixtures.rs): every box but Chance filled.
  const nearlyDone = fs.readFileSync(new URL('../fixtures/save-nearly-done-seed9.json', import.meta.url), 'utf8');
  await page.goto(`${server.url}/`);
  await storeGame(page, nearlyDone.trimEnd());
  await page.reload();
  await page.getByRole('button', { name: 'Score 22 in Chance' }).waitFor();
  await fits(page, 'the last turn, Chance open');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the end screen opens at its top on a phone: the title and the final score in view, the focus on its first button', async () => {
  const errors = [];
  // A 360×740 phone less its browser's bars: the final score panel is then taller than the
  // screen, and its first button at its foot.
  const { context, page } = await openPage(browser, null, errors, { ...PHONE, viewport: { width: 360, height: 600 } });
  const nearlyDone = fs.readFileSync(new URL('../fixtures/save-nearly-done-seed9.json', import.meta.url), 'utf8');
  await page.goto(`${server.url}/`);
  await storeGame(page, nearlyDone.trimEnd());
  await page.goto(`${server.url}/`);
  // Scrolled down the sheet to its last box, as a thumb does.
  const chance = page.getByRole('button', { name: 'Score 22 in Chance' });
  await chance.waitFor();
  await page.mouse.wheel(0, 2000);
  await page.waitForFunction(() => scrollY > 0);
  await chance.tap();
  const title = page.getByRole('heading', { name: 'Game over' });
  await title.waitFor();
  // The focus lands on the panel's first button, at its foot, without taking the page there.
  await page.waitForFunction(() => document.activeElement?.closest('.game-over .actions'));
  const seen = await page.evaluate(() => {
    const r = (sel) => document.querySelector(sel).getBoundingClientRect();
    const [header, title, score] = [r('header.top'), r('#game-over-title'), r('.final-score')];
    return {
      headerBottom: header.bottom,
      title: [title.top, title.bottom],
      score: [score.top, score.bottom],
      height: innerHeight,
    };
  });
  const inside = ([top, bottom]) => top >= seen.headerBottom - 1 && bottom <= seen.height;
  assert.ok(inside(seen.title) && inside(seen.score), JSON.stringify(seen));
  assert.deepEqual(errors, []);
  await context.close();
});

test('a quick tap on Enter right after the fifth face enters the roll', async () => {
  const errors = [];
  const { context, page } = await openPage(browser, `${server.url}/?seed=3`, errors, PHONE);
  await realDiceTable(page);
  await page.getByRole('button', { name: /^Enter roll 1 of 3, die 1: / }).tap();
  // The next empty die opens by itself: five taps on faces, then Enter at once. A phone counts
  // a tap that quick as a double tap's second (measured on a phone: 6 of 6 taps 0.12-0.25 s
  // after the fifth face), which Chromium here says by the click's count: it is sent so.
  for (const [i, face] of [3, 1, 4, 1, 5].entries()) {
    await page.getByRole('button', { name: `Die ${i + 1} shows ${face}`, exact: true }).tap();
  }
  const enter = page.getByRole('button', { name: 'Enter roll 1 of 3', exact: true });
  const { x, y, width, height } = await enter.boundingBox();
  const cdp = await context.newCDPSession(page);
  for (const type of ['mousePressed', 'mouseReleased']) {
    await cdp.send('Input.dispatchMouseEvent', {
      type,
      x: x + width / 2,
      y: y + height / 2,
      button: 'left',
      clickCount: 2,
    });
  }
  await page.locator('#roll-status', { hasText: 'Roll 1 of 3' }).waitFor();
  await page.locator('.entry-title', { hasText: 'Enter roll 2 of 3' }).waitFor();
  assert.deepEqual(errors, []);
  await context.close();
});

test('at a table with two bots a turn fits a phone, the bots turns too', async () => {
  const errors = [];
  const { context, page } = await openPage(browser, null, errors, PHONE);
  // The new table's dice come from a fixed seed, so every run plays the same game.
  await dealNewTablesFrom(context, 4242);
  await page.goto(`${server.url}/?seed=42`);
  await openTool(page, 'New table');
  const setup = page.getByRole('dialog', { name: 'New table' });
  for (const [seat, level] of [
    [2, 'expert'],
    [3, 'casual'],
  ]) {
    await setup.getByRole('button', { name: 'Add a seat' }).tap();
    await setup
      .getByRole('group', { name: `Seat ${seat}` })
      .getByRole('combobox')
      .selectOption(level);
  }
  await setup.getByRole('button', { name: 'Start', exact: true }).tap();
  await setup.waitFor({ state: 'detached' });
  await fits(page, 'my turn, before the roll');
  await page.getByRole('button', { name: /^Roll/ }).tap();
  await page.locator('#roll-status', { hasText: 'Roll 1 of 3' }).waitFor();
  await fits(page, 'my turn, after roll 1');
  await page
    .getByRole('button', { name: /^Score [1-9]/ })
    .first()
    .tap();
  await page.locator('.bot-bar').waitFor();
  await fits(page, "a bot's turn");
  // The bots play on at their pace; back to me, the first box filled.
  await page.getByRole('button', { name: /^Roll/ }).and(page.locator(':not([disabled])')).waitFor();
  await fits(page, 'my second turn');
  assert.deepEqual(errors, []);
  await context.close();
});

const FIVE = ['Astrid', 'Björn Lindqvist', 'Cecilia', 'Dag', 'Ebba-Lovisa Karlsson'];

test('at a real-dice table of five a turn fits a phone; the dice entered stay in the card and are held there by a tap', async () => {
  const errors = [];
  const { context, page } = await openPage(browser, `${server.url}/`, errors, PHONE);
  await realDiceTable(page, FIVE);
  await fits(page, 'before the first entry');
  await typeFaces(page, '34461');
  await page.locator('.entry-title', { hasText: 'Enter roll 2 of 3' }).waitFor();
  await fits(page, 'after roll 1 entered');
  // The dice just entered are in the entry's card, and a tap there holds one.
  const card = page.locator('section.entry');
  const faces = await card.locator('.tray .die').evaluateAll((els) => els.map((e) => Number(e.dataset.face)));
  assert.deepEqual(faces, [3, 4, 4, 6, 1]);
  await card.getByRole('button', { name: /^Die 2:/ }).tap();
  await card.getByRole('button', { name: /^Die 2:.*held/ }).waitFor();
  await card.getByRole('button', { name: /^Die 3:/ }).tap();
  await card.getByRole('button', { name: /^Die 3:.*held/ }).waitFor();
  await fits(page, 'after two holds');
  // Three dice are asked for, and the example shows three faces.
  assert.equal(await entryField(page).getAttribute('placeholder'), '3 3 5');
  // A refused entry stays, selected: what is typed next replaces it.
  await typeFaces(page, '7');
  await page.locator('#entry-error').filter({ hasText: /\S/ }).waitFor();
  assert.deepEqual(await entryField(page).evaluate((f) => [f.value, f.selectionStart, f.selectionEnd]), ['7', 0, 1]);
  await page.keyboard.type('256');
  assert.equal(await entryField(page).inputValue(), '256');
  await page.keyboard.press('Enter');
  await page.locator('.entry-title', { hasText: 'Enter roll 3 of 3' }).waitFor();
  await fits(page, 'after roll 2 entered');
  await page.getByRole('button', { name: /^Score \d+ in Chance/ }).tap();
  await page.locator('.entry-player', { hasText: "Björn Lindqvist's turn" }).waitFor();
  await fits(page, 'the next player, after a score far down the sheet');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a Yahtzee scored with real dice is celebrated on the screen', async () => {
  const errors = [];
  const { context, page } = await openPage(browser, `${server.url}/`, errors, PHONE);
  await realDiceTable(page, ['Astrid', 'Björn']);
  await typeFaces(page, '66666');
  await page.getByRole('button', { name: /^Score 50 in Yahtzee/ }).tap();
  const moment = page.locator('.celebrate.moment');
  await moment.waitFor();
  const r = await moment.boundingBox();
  assert.ok(r.y >= 0 && r.y + r.height <= 740 && r.x >= 0 && r.x + r.width <= 360, JSON.stringify(r));
  assert.deepEqual(errors, []);
  await context.close();
});

test('a sheet of five on a phone: every name whole or as initials with its total, the current column only, nothing to swipe', async () => {
  const errors = [];
  const { context, page } = await openPage(browser, `${server.url}/`, errors, PHONE);
  await realDiceTable(page, FIVE);
  await typeFaces(page, '6 6 6 2 3');
  await page.locator('#roll-status', { hasText: 'Roll 1 of 3' }).waitFor();
  const look = await page.evaluate(() => {
    const inView = (e) => {
      const r = e.getBoundingClientRect();
      return r.width > 0 && r.left >= 0 && r.right <= innerWidth && r.top >= 0 && r.bottom <= innerHeight;
    };
    const heads = [...document.querySelectorAll('.sheet thead th[scope=col]')].slice(1);
    const names = heads.map((th) => {
      const n = [...th.querySelectorAll('.name')].find((e) => e.getClientRects().length);
      return { text: n.textContent, cut: n.scrollWidth > n.clientWidth + 1 || n.scrollHeight > n.clientHeight + 1 };
    });
    // In each row of boxes, one score shows: the current player's.
    const shownPerRow = [...document.querySelectorAll('.sheet tr.box-row')].map(
      (tr) => [...tr.querySelectorAll('td')].filter((td) => td.getClientRects().length).length,
    );
    return {
      headsInView: heads.every(inView),
      totals: heads.map((th) => th.querySelector('.head-total').textContent),
      names,
      shownPerRow: [...new Set(shownPerRow)],
      // Nothing scrolls sideways: no part of the sheet that scrolls holds more than it shows.
      swipes: [...document.querySelectorAll('.sheet, .sheet *')].some(
        (e) => ['auto', 'scroll'].includes(getComputedStyle(e).overflowX) && e.scrollWidth > e.clientWidth + 1,
      ),
    };
  });
  assert.deepEqual(look, {
    headsInView: true,
    totals: ['0', '0', '0', '0', '0'],
    // A name that fits two lines of its column shows whole, a longer one as its initials.
    names: [
      { text: 'Astrid', cut: false },
      { text: 'BL', cut: false },
      { text: 'Cecilia', cut: false },
      { text: 'Dag', cut: false },
      { text: 'EK', cut: false },
    ],
    shownPerRow: [1],
    swipes: false,
  });
  // The whole name is what a screen reader hears for each column.
  for (const name of FIVE) await page.getByRole('columnheader', { name, exact: true }).waitFor();
  assert.deepEqual(errors, []);
  await context.close();
});

test('on a touch phone the first load shows no keyboard focus ring', async () => {
  const errors = [];
  const { context, page } = await openPage(browser, `${server.url}/?seed=42`, errors, PHONE);
  await page.locator('html[data-stored="checked"]').waitFor();
  assert.equal(await page.evaluate(() => document.querySelector(':focus-visible')?.outerHTML ?? null), null);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the guide speaks of real dice at a real-dice table, and never covers the dice it speaks of', async () => {
  const errors = [];
  const { context, page } = await openPage(browser, `${server.url}/`, errors, { ...PHONE, firstVisit: true });
  await realDiceTable(page, ['Astrid']);
  const guide = page.locator('aside.guide');
  await guide.waitFor();
  const text = await guide.textContent();
  assert.match(text, /Roll the dice at the table/);
  assert.doesNotMatch(text, /Tap Roll/);
  const [g, dice] = await Promise.all([guide.boundingBox(), page.locator('.entry .slots').boundingBox()]);
  assert.ok(g.y + g.height <= dice.y || dice.y + dice.height <= g.y, `${JSON.stringify(g)} ${JSON.stringify(dice)}`);
  await fits(page, 'the guide shown');
  assert.deepEqual(errors, []);
  await context.close();
});

test("the header's menu opens a dialog, closes as it does, and takes the focus back when it closes", async () => {
  const errors = [];
  const { context, page } = await openPage(browser, `${server.url}/?seed=42`, errors, PHONE);
  const menu = page.locator('header.top').getByRole('button', { name: 'Menu' });
  await menu.tap();
  await page.locator('#more-tools').getByRole('button', { name: /^Help/ }).tap();
  const dialog = page.getByRole('dialog', { name: 'Help' });
  await dialog.waitFor();
  assert.equal(await page.locator('#more-tools').isVisible(), false, 'the menu closed as the dialog opened');
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  assert.equal(await page.evaluate(() => document.activeElement?.classList.contains('menu-button')), true);
  assert.deepEqual(errors, []);
  await context.close();
});
