// Layout at a desktop size (1280x800) and a phone's (360x740): a table of four shows every
// column (the current player's at least on a phone), the dice stay in view down to the bottom
// of the sheet without covering the hint, dialogs fit the screen, and Tricolor's dice say their
// colour by a letter as well as a tint.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, launch, openPage, announced, openTool } from './harness.js';
import { expectNoAxeViolations } from './axe.js';

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

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 360, height: 740 };
const LONG_NAME = 'Maximiliana Theodora'; // 20 letters, the most a name takes
const EPS = 0.5;

/** `inner` lies within `outer` sideways (and up and down too unless told). */
function assertInside(inner, outer, what, { vertical = true } = {}) {
  assert.ok(inner && outer, `${what}: both are shown`);
  const ok =
    inner.x >= outer.x - EPS &&
    inner.x + inner.width <= outer.x + outer.width + EPS &&
    (!vertical || (inner.y >= outer.y - EPS && inner.y + inner.height <= outer.y + outer.height + EPS));
  assert.ok(ok, `${what}: ${JSON.stringify(inner)} is not within ${JSON.stringify(outer)}`);
}

function viewportBox(page) {
  const { width, height } = page.viewportSize();
  return { x: 0, y: 0, width, height };
}

function overlap(a, b) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** The header cell of each player's column, in seat order. */
function playerHeaders(page) {
  return page.getByRole('region', { name: 'Scoresheet' }).getByRole('columnheader').filter({ hasNotText: /^Box$/ });
}

/**
 * Opens New table, adds three seats played by people (the last one with a long name), checks
 * that every seat's box fits the dialog, and starts the table.
 */
async function setUpFourPeople(page) {
  await openTool(page, 'New table');
  const setup = page.getByRole('dialog', { name: 'New table' });
  const first = setup.getByRole('group', { name: 'Seat 1' }).getByRole('textbox', { name: /^Name/ });
  await first.click();
  await page.keyboard.press('ControlOrMeta+A');
  await first.pressSequentially('Ann');
  for (let seat = 2; seat <= 4; seat++) {
    await setup.getByRole('button', { name: 'Add a seat' }).click();
    const group = setup.getByRole('group', { name: `Seat ${seat}` });
    await group.getByRole('combobox', { name: /^Plays/ }).selectOption('Person');
    await group.getByRole('textbox', { name: /^Name/ }).waitFor();
  }
  const name = setup.getByRole('group', { name: 'Seat 4' }).getByRole('textbox', { name: /^Name/ });
  await name.click();
  await page.keyboard.press('ControlOrMeta+A');
  await name.pressSequentially(LONG_NAME);
  await page.keyboard.press('Tab');

  const dialogBox = await setup.boundingBox();
  const seats = setup.getByRole('group', { name: /^Seat \d$/ });
  assert.equal(await seats.count(), 4);
  for (const seat of await seats.all()) {
    const box = await seat.boundingBox();
    assert.ok(
      box.x + box.width <= dialogBox.x + dialogBox.width + EPS,
      `${await seat.getByRole('textbox').inputValue()}'s seat (right edge ${box.x + box.width}) is clipped by the dialog (right edge ${dialogBox.x + dialogBox.width})`,
    );
    assert.ok(box.x >= dialogBox.x - EPS);
  }
  await setup.getByRole('button', { name: 'Start', exact: true }).click();
  await setup.waitFor({ state: 'detached' });
  assert.equal(await playerHeaders(page).count(), 4);
  assert.equal(await playerHeaders(page).nth(3).getAttribute('title'), LONG_NAME);
}

/** The current player's column header, and that it is fully in view sideways. */
async function assertCurrentColumnShown(page, who) {
  const sheet = page.getByRole('region', { name: 'Scoresheet' });
  const current = sheet.locator('th[aria-current="true"]');
  await page.locator('.whose-turn', { hasText: `${who}'s turn` }).waitFor();
  // The sheet may scroll itself to the column when the turn passes: wait until it shows.
  await page.waitForFunction(() => {
    const th = document.querySelector('th[aria-current="true"]');
    const r = th?.getBoundingClientRect();
    return r && r.left >= -0.5 && r.right <= window.innerWidth + 0.5;
  });
  assertInside(await current.boundingBox(), await sheet.boundingBox(), `${who}'s column within the sheet`, {
    vertical: false,
  });
  assertInside(await current.boundingBox(), viewportBox(page), `${who}'s column within the screen`, {
    vertical: false,
  });
  assert.equal(await current.getAttribute('title'), who);
}

/** Rolls once and scores in Chance (always open on a first turn); returns the points. */
async function rollAndScoreChance(page, who) {
  await page.getByRole('button', { name: /^Roll/ }).click();
  await page.locator('#roll-status', { hasText: 'Roll 1 of 3' }).waitFor();
  const chance = page.getByRole('button', { name: /^Score \d+ in Chance$/ });
  const points = Number((await chance.getAttribute('aria-label')).match(/\d+/)[0]);
  await chance.click();
  await announced(page, new RegExp(`^${who} scored ${points} in Chance`));
}

test('desktop 1280x800, four seats: every column in view, the dice in view and clear of the hint', async () => {
  const errors = [];
  const { context, page } = await openPage(browser, `${server.url}/?seed=11`, errors, { viewport: DESKTOP });
  await setUpFourPeople(page);

  const sheet = page.getByRole('region', { name: 'Scoresheet' });
  const headers = await playerHeaders(page).all();
  for (const [i, header] of headers.entries()) {
    assertInside(await header.boundingBox(), await sheet.boundingBox(), `column ${i + 1} within the sheet`, {
      vertical: false,
    });
    assertInside(await header.boundingBox(), viewportBox(page), `column ${i + 1} within the screen`, {
      vertical: false,
    });
    // A name shown as its initials keeps the whole name as the header's title and accessible
    // name (read from its text for screen readers, when it has one).
    assert.equal(
      await header.getAttribute('title'),
      await header.evaluate((th) => (th.querySelector('.sr-only') ?? th.querySelector('.name')).textContent.trim()),
    );
  }
  await expectNoAxeViolations(page, 'a table of four');
  await assertCurrentColumnShown(page, 'Ann');
  // The sheet does not scroll sideways: nothing is hidden to the right.
  assert.ok(
    await sheet.evaluate((s) =>
      [s, ...s.querySelectorAll('*')]
        .filter((e) => ['auto', 'scroll'].includes(getComputedStyle(e).overflowX))
        .every((e) => e.scrollWidth <= e.clientWidth + 1),
    ),
    'nothing in the sheet scrolls sideways',
  );

  // The hint, opened after rolling, sits below the dice and stays clear of them while the
  // sheet scrolls down to its last rows.
  await page.getByRole('button', { name: /^Roll/ }).click();
  await page.locator('#roll-status', { hasText: 'Roll 1 of 3' }).waitFor();
  await page.getByRole('button', { name: 'Hint', exact: true }).click();
  const hint = page.getByRole('region', { name: 'Hint' });
  await hint.getByText('Best:').waitFor();
  const tray = page.getByRole('region', { name: 'Dice' });
  assert.ok(!overlap(await tray.boundingBox(), await hint.boundingBox()), 'the hint is clear of the dice at the top');
  for (const row of ['Yahtzee', 'Chance', 'Total']) {
    await sheet.getByRole('rowheader', { name: row, exact: true }).scrollIntoViewIfNeeded();
    const trayBox = await tray.boundingBox();
    const hintBox = await hint.boundingBox();
    assert.ok(
      !overlap(trayBox, hintBox),
      `down at ${row}, the dice ${JSON.stringify(trayBox)} cover the hint ${JSON.stringify(hintBox)}`,
    );
    assertInside(
      await page.getByRole('button', { name: /^Roll/ }).boundingBox(),
      viewportBox(page),
      `Roll in view at ${row}`,
    );
  }
  assert.ok(await page.evaluate(() => window.scrollY > 0), 'the page did scroll');
  assert.deepEqual(errors, []);
  await context.close();
});

test('phone 360x740, four seats: each turn, the current column, every box of it and the dice in view at once', async () => {
  const errors = [];
  const { context, page } = await openPage(browser, `${server.url}/?seed=12`, errors, { viewport: PHONE });
  await setUpFourPeople(page);
  const names = [];
  for (const h of await playerHeaders(page).all()) names.push(await h.getAttribute('title'));
  assert.equal(names[3], LONG_NAME);

  const sheet = page.getByRole('region', { name: 'Scoresheet' });
  const roll = page.getByRole('button', { name: /^Roll/ });
  for (const [turn, who] of names.entries()) {
    await assertCurrentColumnShown(page, who);
    // Ones at the top and Chance at the foot of the sheet: in view with Roll, unscrolled.
    for (const row of ['Ones', 'Yahtzee', 'Chance']) {
      const cell = sheet
        .locator('tr.box-row', { has: page.getByRole('rowheader', { name: row, exact: true }) })
        .locator('td.current');
      assertInside(await cell.boundingBox(), viewportBox(page), `turn ${turn + 1}: ${row} in view`);
    }
    assertInside(await roll.boundingBox(), viewportBox(page), `turn ${turn + 1}: Roll in view`);
    assert.equal(await page.evaluate(() => window.scrollY), 0, 'nothing needed a scroll');
    await rollAndScoreChance(page, who);
  }
  // Back to the first player, whose column comes into view again.
  await assertCurrentColumnShown(page, names[0]);
  assert.deepEqual(errors, []);
  await context.close();
});

test('phone 360x740: the records table fits its dialog or scrolls inside its own box', async () => {
  const errors = [];
  const { context, page } = await openPage(browser, `${server.url}/?seed=13`, errors, { viewport: PHONE });
  const rules = {
    variant: 'Classic',
    options: { joker: 'Forced', five_of_a_kind_full_house: false, yahtzee_bonus: true },
  };
  const record = (name, seed, score) => ({
    name,
    player: 0,
    seed,
    rules,
    date: '2025-03-04T10:20:30.000Z',
    score,
    upper_bonus: true,
    yahtzees: 1,
    mean_loss: null,
  });
  const records = [record('Maximiliana-Theodora', 9007199254740991, 312), record('You', 4242424242424, 287)];
  await page.evaluate((v) => localStorage.setItem('yahtzee.records', v), JSON.stringify(records));
  await page.reload();
  await openTool(page, 'Records');
  const dialog = page.getByRole('dialog', { name: 'Records' });
  // The high scores (the charts' tables for screen readers are tables too).
  const table = dialog.locator('table.high-scores');
  await table.getByRole('rowheader', { name: '312' }).waitFor();
  assertInside(await dialog.boundingBox(), viewportBox(page), 'the records dialog within the screen');
  const how = await table.evaluate((t) => {
    const d = t.closest('[role=dialog]').getBoundingClientRect();
    const inside = (r) => r.left >= d.left - 0.5 && r.right <= d.right + 0.5;
    if (inside(t.getBoundingClientRect())) return 'fits';
    for (let e = t.parentElement; e && e.getAttribute('role') !== 'dialog'; e = e.parentElement) {
      const o = getComputedStyle(e).overflowX;
      if ((o === 'auto' || o === 'scroll') && inside(e.getBoundingClientRect())) return 'scrolls';
    }
    return 'clipped';
  });
  assert.notEqual(how, 'clipped', 'the table is clipped by the dialog');
  // The dialog itself does not scroll sideways; the last column can be brought into view.
  assert.ok(await dialog.evaluate((d) => d.scrollWidth <= d.clientWidth + 1), 'the dialog scrolls sideways');
  // The game's number short, so that the row fits; whole in its title.
  const replay = dialog.getByRole('button', { name: 'Play game #…0991 again' });
  assert.equal(await replay.getAttribute('title'), 'game #9007199254740991');
  await replay.scrollIntoViewIfNeeded();
  assertInside(await replay.boundingBox(), await dialog.boundingBox(), 'the last column within the dialog');
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  assert.deepEqual(errors, []);
  await context.close();
});

test('a 360x400 screen: the help dialog fits and its Close button can be reached', async () => {
  const errors = [];
  const { context, page } = await openPage(browser, `${server.url}/?seed=14`, errors, {
    viewport: { width: 360, height: 400 },
  });
  await openTool(page, 'Help');
  const dialog = page.getByRole('dialog', { name: 'Help' });
  await dialog.waitFor();
  assertInside(await dialog.boundingBox(), viewportBox(page), 'the help dialog within the screen');
  assertInside(
    await dialog.getByRole('heading', { name: 'Help' }).boundingBox(),
    viewportBox(page),
    'the help title in view',
  );
  const close = dialog.getByRole('button', { name: 'Close', exact: true });
  await close.scrollIntoViewIfNeeded();
  assertInside(await close.boundingBox(), viewportBox(page), 'Close in view');
  assertInside(await close.boundingBox(), await dialog.boundingBox(), 'Close within the dialog');
  await close.click();
  await dialog.waitFor({ state: 'detached' });
  assert.deepEqual(errors, []);
  await context.close();
});

for (const [size, viewport] of [
  ['desktop 1280x800', DESKTOP],
  ['phone 360x740', PHONE],
]) {
  test(`${size}: Tricolor dice show their colour's letter, and a legend lists the colours`, async () => {
    const errors = [];
    const { context, page } = await openPage(browser, `${server.url}/?seed=5&game=tricolor`, errors, { viewport });
    const legend = page.getByRole('list', { name: 'Dice colours' });
    await page.getByRole('button', { name: /^Roll/ }).click();
    await page.locator('#roll-status', { hasText: 'Roll 1 of 3' }).waitFor();

    // The legend: "W white: 1, 6", one item per colour, the faces 1 to 6 each in one of them.
    await legend.waitFor();
    const items = (await legend.getByRole('listitem').allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim());
    const colours = new Map();
    for (const item of items) {
      const m = item.match(/^([A-Z]) ([a-z]+): (\d(?:, \d)*)$/);
      assert.ok(m, `legend item "${item}"`);
      assert.equal(m[1], m[2][0].toUpperCase(), `the letter of ${m[2]}`);
      colours.set(m[2], m[3].split(', ').map(Number));
    }
    assert.ok(colours.size >= 2, `several colours: ${items}`);
    assert.deepEqual([...colours.values()].flat().sort(), [1, 2, 3, 4, 5, 6]);
    assertInside(await legend.boundingBox(), viewportBox(page), 'the legend in view', { vertical: false });

    // Each die: its name says its colour; it shows that colour's letter in a corner.
    const dice = page.getByRole('group', { name: /^Dice/ }).getByRole('button');
    assert.equal(await dice.count(), 5);
    for (const die of await dice.all()) {
      const [, face, colour] = (await die.getAttribute('aria-label')).match(/^Die \d: (\d) ([a-z]+)/);
      assert.ok(colours.get(colour)?.includes(Number(face)), `the legend puts ${face} under ${colour}`);
      const letter = die.locator('[data-letter]');
      assert.equal(await letter.getAttribute('aria-hidden'), 'true');
      assert.equal(
        await letter.evaluate((e) => getComputedStyle(e, '::after').content),
        `"${colour[0].toUpperCase()}"`,
      );
      // Measured once the die has landed: while it tumbles in (a 380 ms animation after a
      // roll) it turns and grows, and the two boxes would be read at different moments of it.
      await die.evaluate((e) => Promise.all(e.getAnimations({ subtree: true }).map((a) => a.finished)));
      const box = await letter.boundingBox();
      assert.ok(box.width > 0 && box.height > 0, 'the letter is drawn');
      assertInside(box, await die.boundingBox(), 'the letter on its die');
    }
    await expectNoAxeViolations(page, `Tricolor's dice and legend (${size})`);

    // A game whose faces have no colour has no legend and no letters.
    // (The Tricolor game is under way, so the link asks first.)
    await page.goto(`${server.url}/?seed=6`);
    await page.getByRole('button', { name: 'Play the new game' }).click();
    await page.getByRole('button', { name: /^Roll/ }).click();
    await page.locator('#roll-status', { hasText: 'Roll 1 of 3' }).waitFor();
    assert.equal(await legend.count(), 0);
    assert.equal(await page.locator('.dice [data-letter]').count(), 0);
    assert.deepEqual(errors, []);
    await context.close();
  });
}

/**
 * Records every layout shift the page reports from its first paint on: an element the browser
 * had drawn that moves. Call before the page loads; `shiftsSoFar` reads them.
 */
const recordShifts = (page) =>
  page.addInitScript(() => {
    window.__shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__shifts.push(e.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
const shiftsSoFar = (page) => page.evaluate(() => window.__shifts);
/** Waits two frames, so that what the last one drew (and any shift in it) is reported. */
const twoFrames = (page) =>
  page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));

test('the app takes over the board shell in place: nothing moves while it draws the table in stages', async () => {
  for (const viewport of [PHONE, DESKTOP]) {
    const errors = [];
    const { context, page } = await openPage(browser, undefined, errors, { viewport });
    // Every layout shift from the first paint on, as the browser reports them: an element it
    // had drawn that moves. (A header or sheet of the shell taller or shorter than the app's
    // would move the dice when the app's replaces it.)
    await recordShifts(page);
    await page.goto(`${server.url}/?seed=1`);
    // The app draws the dice, then the scoresheet, then the header (src/shell.rs):
    // until then the shell's own parts stand in, inert. The whole table is the app's in the end.
    await page.waitForFunction(() => !document.querySelector('[data-shell]'));
    await page.getByRole('button', { name: /^Roll/ }).and(page.locator(':enabled')).waitFor();
    await page.getByRole('region', { name: 'Scoresheet' }).getByRole('button', { name: /^Ones/ }).waitFor();
    await page.locator('header.top:not([data-shell]) button.undo').waitFor();
    // Two frames after the last stage, so that any shift it caused is reported.
    await twoFrames(page);
    assert.deepEqual(await shiftsSoFar(page), [], `layout shifts at ${viewport.width}x${viewport.height}`);
    assert.equal(await page.evaluate(() => document.documentElement.dataset.app), 'started');
    assert.deepEqual(errors, []);
    await context.close();
  }
});

test('a page that arrives in parts shows its board shell whole: nothing of it moves as the rest comes in', async () => {
  // On a slow network the page comes in pieces, and its stylesheet is in it (scripts/inline.mjs),
  // so the browser may draw the shell before the rest has arrived. Here the page stops in the
  // middle of the scoresheet until the browser has drawn what it has. A shell drawn in part
  // would move: the table fills the screen's height, and its rows shrink as the sheet grows.
  const held = await serve(undefined, { holdPageAt: '<tbody class="lower">' });
  try {
    for (const viewport of [PHONE, DESKTOP]) {
      const errors = [];
      const { context, page } = await openPage(browser, undefined, errors, { viewport });
      await recordShifts(page);
      // The app's WebAssembly waits too, until the whole shell has been seen.
      let openGate;
      const gate = new Promise((resolve) => {
        openGate = resolve;
      });
      await page.route(/_bg\.wasm$/, async (route) => {
        await gate;
        await route.continue();
      });
      await page.goto(`${held.url}/?seed=1`, { waitUntil: 'commit' });
      await page.waitForFunction(() => document.querySelector('tbody.upper'));
      await twoFrames(page);
      // Drawn so far: nothing of the shell, which shows once the whole of it is there.
      assert.equal(await page.locator('header[data-shell]').evaluate((e) => getComputedStyle(e).visibility), 'hidden');
      assert.equal(await page.locator('main[data-shell]').evaluate((e) => getComputedStyle(e).visibility), 'hidden');
      held.release();
      await page.locator('footer[data-shell]').waitFor({ state: 'attached' });
      assert.equal(await page.locator('main[data-shell]').evaluate((e) => getComputedStyle(e).visibility), 'visible');
      // The scoresheet's column headings as drawn: the app's must look the same, not only sit
      // in the same place.
      const headings = () =>
        page.locator('section.sheet thead th').evaluateAll((cells) =>
          cells.map((e) => {
            const s = getComputedStyle(e);
            return [e.textContent.trim(), s.textTransform, s.letterSpacing, s.fontSize, s.fontWeight];
          }),
        );
      const shellHeadings = await headings();
      await twoFrames(page);
      openGate();
      await page.waitForFunction(() => !document.querySelector('[data-shell]'));
      await page.getByRole('button', { name: /^Roll/ }).and(page.locator(':enabled')).waitFor();
      await twoFrames(page);
      assert.deepEqual(await headings(), shellHeadings, 'the scoresheet headings look as the shell drew them');
      assert.deepEqual(await shiftsSoFar(page), [], `layout shifts at ${viewport.width}x${viewport.height}`);
      assert.deepEqual(errors, []);
      await context.close();
    }
  } finally {
    held.close();
  }
});
