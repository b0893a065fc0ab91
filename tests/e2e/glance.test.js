// The whole sheet at a glance (issue "The whole sheet at a glance on a phone and a tablet"):
// on a phone, upright (360×740) and on its side (740×360), every box of the sheet and what it
// would score is on the screen with the dice, Roll and Hint at every decision of whole games
// played by touch, nothing covers them and nothing widens the page; on a tablet and a desktop,
// a table of six or eight shows every player's name and total at once.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, launch, openPage, openTool, watchWidth, keepPlan, readDice } from './harness.js';

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

const UPRIGHT = { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true };
const ON_ITS_SIDE = { viewport: { width: 740, height: 360 }, hasTouch: true, isMobile: true };

/**
 * What of a turn is not on the screen, or not what a tap there would reach: each of the current
 * player's boxes (open or filled), each die, Roll and Hint. A part counts when its whole box is
 * in the viewport and the page's hit test at its centre finds it (no header, dock or dialog over
 * it). Also any box's button smaller than 44×44 px, a touch target a thumb can miss.
 */
async function notAtHand(page) {
  return page.evaluate(() => {
    const missing = [];
    const check = (el, what) => {
      const r = el?.getBoundingClientRect();
      const inside = r && r.width > 0 && r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight && r.right <= innerWidth;
      const hit = inside && document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      if (!(hit && el.contains(hit)))
        missing.push(`${what} (${r ? [r.top, r.bottom].map(Math.round).join('–') : 'absent'})`);
    };
    const rows = document.querySelectorAll('.sheet tr.box-row');
    for (const row of rows) {
      const cell = row.querySelector('td.current') ?? row.querySelector('td');
      const what = row.querySelector('th').textContent;
      check(cell.querySelector('button.box, .filled') ?? cell, what);
      const b = cell.querySelector('button.box')?.getBoundingClientRect();
      if (b && (b.width < 44 || b.height < 44)) missing.push(`${what}'s button is ${b.width}×${b.height}`);
    }
    for (const [i, d] of [...document.querySelectorAll('.tray .die')].entries()) check(d, `die ${i + 1}`);
    check(document.querySelector('button.roll'), 'Roll');
    check(document.querySelector('button.hint-thumb'), 'Hint');
    return { missing, boxes: rows.length };
  });
}

/** The open boxes as the page offers them: [{label, points}] from "Score N in BOX". */
async function offers(page) {
  return page.locator('.sheet button.box:not([disabled])').evaluateAll((bs) =>
    bs.map((b) => ({
      label: b.getAttribute('aria-label'),
      points: Number(b.getAttribute('aria-label').match(/^Score (\d+) in /)[1]),
    })),
  );
}

/**
 * Plays a whole solo game of `turns` turns by touch (roll, hold the most common face, roll
 * twice more, score the box that scores most) and checks the screen at every decision: before
 * the first roll and after each roll.
 */
async function playAndLook(page, turns, boxes, place) {
  const roll = page.locator('button.roll');
  const look = async (when) => {
    const seen = await notAtHand(page);
    assert.equal(seen.boxes, boxes);
    assert.deepEqual(seen.missing, [], `${place}, ${when}: not at hand`);
  };
  for (let turn = 1; turn <= turns; turn++) {
    await page.locator('#roll-status', { hasText: `Turn ${turn} of ${turns}` }).waitFor();
    await look(`turn ${turn}, before its first roll`);
    for (let r = 1; r <= 3; r++) {
      await roll.tap();
      await page.locator('#roll-status', { hasText: `Roll ${r} of 3` }).waitFor();
      await look(`turn ${turn}, roll ${r}`);
      if (r === 3) break;
      const dice = await readDice(page);
      const plan = keepPlan(dice);
      if (plan.every(Boolean)) plan[0] = false;
      // Two taps on Roll in a row are a double tap, which rolls once: a hold changes between.
      if (plan.every((keep, i) => keep === dice[i].held)) {
        if (plan.filter(Boolean).length < 4) plan[plan.indexOf(false)] = true;
        else plan[plan.indexOf(true)] = false;
      }
      for (const [i, keep] of plan.entries()) {
        if (keep !== dice[i].held) {
          await page.getByRole('button', { name: new RegExp(`^Die ${i + 1}:`) }).tap();
          await page.locator(`.dice button:nth-child(${i + 1})[aria-pressed="${keep}"]`).waitFor();
        }
      }
    }
    const open = await offers(page);
    const best = open.reduce((a, b) => (b.points > a.points ? b : a));
    // The box that scores most never throws points away: no "Score 0?" comes.
    await page.getByRole('button', { name: best.label, exact: true }).tap();
  }
  await page.getByRole('heading', { name: 'Game over' }).waitFor();
}

for (const [view, size] of [
  ['upright', UPRIGHT],
  ['on its side', ON_ITS_SIDE],
]) {
  for (const [game, key, turns] of [
    ['Classic', 'classic', 13],
    ['Yatzy', 'yatzy', 15],
    ['Maxi Yatzy', 'maxi', 20],
  ]) {
    test(`a phone ${view}: every box of a whole ${game} game, the dice, Roll and Hint at hand at every decision`, async () => {
      const errors = [];
      const { context, page } = await openPage(browser, null, errors, size);
      // The page's width is watched at every change of the page, on its side too.
      if (size.viewport.width > 480) await watchWidth(context, errors);
      await page.goto(`${server.url}/?seed=7&game=${key}`);
      await playAndLook(page, turns, turns, `${game} on a phone ${view}`);
      assert.deepEqual(errors, []);
      await context.close();
    });
  }
}

/**
 * What of the sheet's header is not in view or is covered: each player's column header with its
 * total, which must show the player's total as the sheet's last row does; and any box's name in
 * view that something covers.
 */
async function headersNotInView(page) {
  return page.evaluate(() => {
    const missing = [];
    const heads = [...document.querySelectorAll('.sheet thead th[scope=col]')].slice(1);
    const totals = [...document.querySelectorAll('.sheet tfoot td')].map((td) => td.textContent);
    for (const [p, th] of heads.entries()) {
      const r = th.getBoundingClientRect();
      const inside = r.width > 0 && r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight && r.right <= innerWidth;
      const total = th.querySelector('.head-total');
      const t = total?.getBoundingClientRect();
      const hit = t && document.elementFromPoint(t.left + t.width / 2, t.top + t.height / 2);
      if (!inside || !(hit && total.contains(hit)))
        missing.push(`${th.title} (${Math.round(r.left)}–${Math.round(r.right)})`);
      if (total?.textContent !== totals[p])
        missing.push(`${th.title}'s total ${total?.textContent} is not ${totals[p]}`);
    }
    // Nothing lies over the sheet: each box's name in view is what a tap on it finds (the dice's
    // column, too wide for its place, once covered the names).
    // (A row gone under the sheet's header, which sticks below the page's, is scrolled past.)
    const below = Math.max(...heads.map((th) => th.getBoundingClientRect().bottom));
    for (const th of document.querySelectorAll('.sheet th[scope=row], .sheet thead th:first-child')) {
      const r = th.getBoundingClientRect();
      if ((th.scope === 'row' && r.top < below) || r.top < 0 || r.bottom > innerHeight) continue;
      const hit = document.elementFromPoint(r.left + 4, r.top + r.height / 2);
      if (!(hit && th.contains(hit))) missing.push(`${th.textContent} is covered`);
    }
    return { missing, players: heads.length, wide: document.documentElement.scrollWidth > innerWidth };
  });
}

/** New table with `seats` people (real dice) or one person and bots (the page's dice). */
async function bigTable(page, seats, real) {
  await openTool(page, 'New table');
  const setup = page.getByRole('dialog', { name: 'New table' });
  if (real) await setup.getByRole('radio', { name: /We roll real dice/ }).click();
  for (let i = 1; i < seats; i++) await setup.getByRole('button', { name: 'Add a seat' }).click();
  if (!real) {
    for (let i = 2; i <= seats; i++)
      await setup
        .getByRole('group', { name: `Seat ${i}` })
        .getByRole('combobox', { name: 'Plays' })
        .selectOption('expert');
  }
  assert.equal(await setup.getByRole('button', { name: 'Add a seat' }).count(), seats === 8 ? 0 : 1);
  await setup.getByRole('button', { name: 'Start', exact: true }).click();
  await setup.waitFor({ state: 'detached' });
}

for (const [width, height] of [
  [1024, 768],
  [1280, 800],
]) {
  for (const seats of [6, 8]) {
    for (const real of [false, true]) {
      test(`${width}×${height}, a table of ${seats} with ${real ? 'real dice' : "the page's dice"}: every name and total in view`, async () => {
        const errors = [];
        const { context, page } = await openPage(browser, `${server.url}/?seed=11`, errors, {
          viewport: { width, height },
        });
        await bigTable(page, seats, real);
        const look = async (when) => {
          const seen = await headersNotInView(page);
          assert.equal(seen.players, seats);
          assert.deepEqual(seen.missing, [], when);
          assert.equal(seen.wide, false, `${when}: the page is wider than the screen`);
        };
        await look('at the start');
        // A score far down the sheet: the header stays in view with the page scrolled to it.
        if (real) {
          await page.getByRole('textbox', { name: /^Or type the / }).click();
          await page.keyboard.type('6 6 6 6 6');
          await page.keyboard.press('Enter');
        } else {
          await page.locator('button.roll').click();
        }
        await page.locator('#roll-status', { hasText: 'Roll 1 of 3' }).waitFor();
        const chance = page.locator('.sheet button.box:not([disabled])').last();
        await chance.scrollIntoViewIfNeeded();
        await look('with the last box scrolled into view');
        await chance.click();
        await page.locator('.sheet tfoot td.score').first().filter({ hasNotText: /^0$/ }).waitFor();
        await look('after the first score');
        assert.deepEqual(errors, []);
        await context.close();
      });
    }
  }
}
