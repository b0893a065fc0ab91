// Real dice on a phone, and the dice and the coach on a desktop: the next player's entry comes
// into view after a score far down the sheet, the tray shows only dice entered and never covers
// the sheet's names, a table of five says its sheet scrolls sideways and shows every name whole
// (point 8); after a hold only the dice rolled again need typing (point 9); nothing moves or
// overlaps while dice are entered (point 10); the key badges never hide a pip (point 11); and a
// zero the coach itself advises is scored without the "Score 0 in …?" question (point 12).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  serve,
  launch,
  openPage,
  announced,
  readDice,
  replayRequest,
  typeFaces,
  realDiceTable,
  sheetHeaders,
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

/** A phone held upright, touched with a finger. */
const PHONE = { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true };
const DESKTOP = { viewport: { width: 1280, height: 800 } };
const OFFICIAL = { joker: 'Forced', five_of_a_kind_full_house: false, yahtzee_bonus: true };
const NAMES = ['Ann', 'Ben', 'Cy', 'Dora', 'Eve'];

/** Boxes as plain rectangles overlap (touching edges do not). */
function overlap(a, b) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** The faces the tray's dice show, from their data-face. */
function trayFaces(page) {
  return page.locator('.tray .die').evaluateAll((els) => els.map((e) => Number(e.dataset.face)));
}

/** Waits until no transition or animation runs on the page (a held die's lift, a tumble). */
async function stillness(page) {
  await page.waitForFunction(() => document.getAnimations().length === 0);
}

/**
 * Polls the page until `predicate(arg)` holds, then returns `measure(arg)`; if it never holds,
 * returns the last measure so the assertion that follows says what the page showed.
 */
async function settle(page, predicate, measure, arg) {
  try {
    await page.waitForFunction(predicate, arg);
  } catch {
    /* the assertion on the measure below reports it */
  }
  return page.evaluate(measure, arg);
}

// Point 8 (a) and (b).
test('on a phone, a table of five real-dice players: no blank dice before an entry, the tray never covers the names, and the next entry comes into view after a score far down', async () => {
  const errors = [];
  const { context, page } = await openPage(browser, `${server.url}/`, errors, PHONE);
  await realDiceTable(page, NAMES);
  const sheet = page.getByRole('region', { name: 'Scoresheet' });
  assert.deepEqual(await sheetHeaders(page), ['Box', ...NAMES]);

  // Before anything is entered there is no tray of blank dice.
  await page.locator('.entry-player', { hasText: "Ann's turn" }).waitFor();
  assert.equal(await page.locator('.die').count(), 0, 'no dice are drawn before the first entry');
  // The tray keeps only its status line ("Turn 1 of 13: roll the dice and enter them").
  const tray = page.getByRole('region', { name: 'Dice' });
  assert.equal(await tray.getByRole('group').count(), 0, 'no group of dice before the first entry');
  assert.equal(await tray.locator('#roll-status').textContent(), 'Turn 1 of 13: roll the dice and enter them');

  // Ann enters 3 1 4 1 5 by tapping: the first die's picker moves on by itself to the next.
  const faces = [3, 1, 4, 1, 5];
  await page.getByRole('button', { name: 'Enter roll 1 of 3, die 1: not entered', exact: true }).tap();
  for (const [i, face] of faces.entries()) {
    await page.getByRole('button', { name: `Die ${i + 1} shows ${face}`, exact: true }).tap();
  }
  await page.getByRole('button', { name: 'Enter roll 1 of 3', exact: true }).tap();
  await page.locator('#roll-status', { hasText: 'Roll 1 of 3' }).waitFor();
  await announced(page, /^Ann: Roll 1 of 3: 3, 1, 4, 1, 5\./);
  // The tray now shows exactly the dice entered, none blank.
  assert.deepEqual(await trayFaces(page), faces);
  assert.deepEqual(
    (await readDice(page)).map((d) => d.face),
    faces,
  );
  assert.equal(await page.locator('.tray .die.blank').count(), 0);

  // The sheet's row of names brought to the top of the screen, each name in view in turn (the
  // sheet scrolls sideways): at the centre of each name is the name, not the tray.
  const headers = sheet.locator('thead th[scope="col"]').filter({ hasNotText: /^Box$/ });
  assert.equal(await headers.count(), NAMES.length);
  for (const [i, name] of NAMES.entries()) {
    const hit = await headers.nth(i).evaluate((th) => {
      th.scrollIntoView({ block: 'start', inline: 'nearest' });
      const r = th.getBoundingClientRect();
      const x = r.left + r.width / 2;
      const y = r.top + r.height / 2;
      const there = document.elementFromPoint(x, y);
      return {
        top: r.top,
        x,
        y,
        ok: there !== null && th.contains(there),
        there: there
          ? `${there.tagName.toLowerCase()}.${[...there.classList].join('.')} in ${there.closest('section')?.className}`
          : 'nothing',
      };
    });
    // The page's own header stays at the top of the screen: the row of names comes just under it.
    const under = await page.evaluate(() => document.querySelector('header.top').getBoundingClientRect().bottom);
    assert.ok(
      hit.top >= under - 1 && hit.top <= under + 12,
      `${name}'s header is just under the page's header (top ${hit.top}, header's bottom ${under})`,
    );
    assert.ok(hit.ok, `${name}'s header at (${hit.x}, ${hit.y}) is covered by ${hit.there}`);
  }

  // Ann scores Chance, far down the sheet: the entry stays on the screen all the while (it is in
  // the dock at the foot of the screen), and Ben's entry is in view when the turn passes.
  const chance = sheet.getByRole('button', { name: 'Score 14 in Chance', exact: true });
  await chance.scrollIntoViewIfNeeded();
  const entryTop = () => document.querySelector('section.entry').getBoundingClientRect().top;
  const whenTapped = await page.evaluate(entryTop);
  assert.ok(whenTapped >= 0 && whenTapped < 740, `the entry is on the screen when Chance is tapped (${whenTapped})`);
  await chance.tap();
  await announced(page, /^Ann scored 14 in Chance/);
  await page.locator('.entry-player', { hasText: "Ben's turn" }).waitFor();
  // The page scrolls the entry into view with a margin above it (scroll-margin-top), so its
  // whole card is on the screen.
  const top = await settle(
    page,
    () => {
      const t = document.querySelector('section.entry')?.getBoundingClientRect().top;
      return t >= 0 && t < window.innerHeight;
    },
    entryTop,
  );
  assert.ok(top >= 0 && top < 740, `Ben's entry is in view (its top at ${top})`);
  assert.equal(await page.locator('.die').count(), 0, 'Ben has no tray of blank dice either');
  assert.deepEqual(errors, []);
  await context.close();
});

// Point 8 (c).
test('on a phone, a table of five plays a whole real-dice game typed in; every name shows whole with its total, nothing scrolls sideways', async () => {
  const errors = [];
  const { context, page } = await openPage(browser, `${server.url}/`, errors, PHONE);
  await realDiceTable(page, NAMES);
  // Each round's dice score in its box, the first open one: no zero and no question.
  const rounds = [
    '1 1 1 2 3',
    '2 2 2 1 3',
    '3 3 3 1 2',
    '4 4 4 1 2',
    '5 5 5 1 2',
    '6 6 6 1 2',
    '6 6 6 1 2',
    '6 6 6 6 1',
    '2 2 3 3 3',
    '1 2 3 4 6',
    '1 2 3 4 5',
    '6 6 6 6 6',
    '6 6 6 5 5',
  ];
  const points = [3, 6, 9, 12, 15, 18, 21, 25, 25, 30, 40, 50, 28];
  const sheet = page.getByRole('region', { name: 'Scoresheet' });
  for (const [r, dice] of rounds.entries()) {
    // Every player's name and total is in view as the table opens.
    if (r === 0) {
      for (const head of await sheet.locator('thead th[scope=col]:not(:first-child)').all()) {
        const box = await head.boundingBox();
        assert.ok(
          box.x >= 0 && box.x + box.width <= 360 && box.y >= 0 && box.y + box.height <= 740,
          JSON.stringify(box),
        );
      }
    }
    for (const name of NAMES) {
      await page.locator('.entry-player', { hasText: `${name}'s turn` }).waitFor();
      await typeFaces(page, dice);
      await page.locator('#roll-status', { hasText: 'Roll 1 of 3' }).waitFor();
      const first = sheet.locator('button.box:enabled').first();
      assert.equal(await first.getAttribute('data-box'), String(r), `${name}'s first open box in round ${r + 1}`);
      await first.tap();
      await announced(page, new RegExp(`^${name} scored ${points[r]} in `));
    }
  }
  await page.locator('.game-over').waitFor();
  const total = 3 + 6 + 9 + 12 + 15 + 18 + 35 + 21 + 25 + 25 + 30 + 40 + 50 + 28;
  assert.deepEqual(
    await sheet.locator('tr.total td').allTextContents(),
    NAMES.map(() => String(total)),
  );

  // Every player's total under their name, as in the sheet's last row.
  assert.deepEqual(
    await sheet.locator('thead .head-total').allTextContents(),
    NAMES.map(() => String(total)),
  );
  assert.ok(await sheet.evaluate((s) => s.scrollWidth <= s.clientWidth), 'nothing of the sheet scrolls sideways');
  // Every name shows whole, none cut short to its first letters.
  const shown = await sheet.locator('thead th .name').evaluateAll((els) =>
    els.map((e) => {
      const range = document.createRange();
      range.selectNodeContents(e);
      return {
        text: e.textContent,
        scroll: e.scrollWidth,
        client: e.clientWidth,
        textWidth: range.getBoundingClientRect().width,
        overflow: getComputedStyle(e).textOverflow,
      };
    }),
  );
  assert.deepEqual(
    shown.map((s) => s.text),
    NAMES,
  );
  for (const s of shown) {
    assert.ok(s.scroll <= s.client, `${s.text} is cut short: ${s.scroll} px of text in ${s.client} px`);
    assert.ok(s.textWidth <= s.client + 0.5, `${s.text}'s text (${s.textWidth} px) fits its ${s.client} px`);
  }
  assert.deepEqual(errors, []);
  await context.close();
});

// Point 9.
test('with dice held, only the dice rolled again are typed: "2 5" after holding three 4s', async () => {
  const errors = [];
  const { context, page } = await openPage(browser, `${server.url}/`, errors, PHONE);
  await realDiceTable(page);
  const request = {
    seed: 0,
    rules: { variant: 'Classic', options: OFFICIAL },
    players: 1,
    dice: 'Entered',
    actions: [],
  };
  const label = page.locator('label.entry-text');
  assert.equal((await label.textContent()).trim(), 'Or type the faces, then Enter');

  await typeFaces(page, '4 2 4 6 4');
  request.actions.push({ Enter: [4, 2, 4, 6, 4] });
  await page.locator('#roll-status', { hasText: 'Roll 1 of 3' }).waitFor();
  assert.deepEqual(await trayFaces(page), [4, 2, 4, 6, 4]);
  // Hold the three 4s by tapping them in the tray.
  for (const i of [0, 2, 4]) {
    await page.locator('.tray .die').nth(i).tap();
    request.actions.push({ Toggle: i });
    await page.locator(`.tray .die:nth-child(${i + 1})[aria-pressed="true"]`).waitFor();
  }
  await label.filter({ hasText: 'Or type the 2 faces rolled again (or all 5), then Enter' }).waitFor();
  assert.equal((await label.textContent()).trim(), 'Or type the 2 faces rolled again (or all 5), then Enter');
  assert.equal(
    await page
      .getByRole('textbox', { name: 'Or type the 2 faces rolled again (or all 5), then Enter', exact: true })
      .count(),
    1,
  );

  // One face is not enough: the message says what to type, and nothing changes.
  await typeFaces(page, '2');
  await page.locator('#entry-error', { hasText: 'That is 1 die: type the 2 dice rolled again, or all 5.' }).waitFor();
  assert.equal(
    await page.locator('#entry-error').textContent(),
    'That is 1 die: type the 2 dice rolled again, or all 5.',
  );
  await announced(page, 'That is 1 die: type the 2 dice rolled again, or all 5.');
  assert.equal(await page.locator('#roll-status').textContent(), 'Roll 1 of 3');
  assert.deepEqual(await trayFaces(page), [4, 2, 4, 6, 4]);

  // The two faces rolled again go to the two free dice, in order.
  await typeFaces(page, '2 5');
  request.actions.push({ Enter: [4, 2, 4, 5, 4] });
  await page.locator('#roll-status', { hasText: 'Roll 2 of 3' }).waitFor();
  await announced(page, /^Roll 2 of 3: 4, 2, 4, 5, 4\./);
  assert.deepEqual(await readDice(page), [
    { face: 4, held: true },
    { face: 2, held: false },
    { face: 4, held: true },
    { face: 5, held: false },
    { face: 4, held: true },
  ]);
  assert.equal(await page.locator('#entry-error').textContent(), '', 'the message has gone');
  let engine = replayRequest(request);
  assert.deepEqual(engine.rolls.at(-1), [4, 2, 4, 5, 4]);

  // All five faces, the held ones included, are still read.
  await typeFaces(page, '4 1 4 3 4');
  request.actions.push({ Enter: [4, 1, 4, 3, 4] });
  await page.locator('#roll-status', { hasText: 'Roll 3 of 3' }).waitFor();
  await announced(page, /^Roll 3 of 3: 4, 1, 4, 3, 4\./);
  assert.deepEqual(
    (await readDice(page)).map((d) => d.face),
    [4, 1, 4, 3, 4],
  );
  engine = replayRequest(request);
  assert.deepEqual(engine.rolls.at(-1), [4, 1, 4, 3, 4]);
  // The sheet previews what the engine scores for the same entries.
  const offers = await page
    .locator('.sheet button.box')
    .evaluateAll((bs) => bs.map((b) => [Number(b.dataset.box), b.getAttribute('aria-label')]));
  for (const [box, aria] of offers) {
    assert.match(
      aria,
      new RegExp(`^Score ${engine.previews[box][0]} in `),
      `box ${box} previews what the engine scores`,
    );
  }
  assert.deepEqual(errors, []);
  await context.close();
});

// Point 10.
test('on a phone, entering real dice moves nothing: the Enter button stays put as the face picker closes, and HELD tags clear the slots below', async () => {
  const errors = [];
  const { context, page } = await openPage(browser, `${server.url}/`, errors, PHONE);
  await realDiceTable(page);
  const enter = page.getByRole('button', { name: 'Enter roll 1 of 3', exact: true });
  const picker = page.getByRole('group', { name: /^Face of die/ });
  const before = await enter.boundingBox();
  assert.ok(before, 'the Enter button is shown');

  // Tap die 1, then five faces: the picker moves from die to die and closes after the fifth.
  await page.getByRole('button', { name: 'Enter roll 1 of 3, die 1: not entered', exact: true }).tap();
  await picker.waitFor();
  const open = await enter.boundingBox();
  assert.ok(
    Math.abs(open.y - before.y) <= 1,
    `the Enter button stays put as the picker opens (y ${before.y} → ${open.y})`,
  );
  const faces = [6, 6, 3, 6, 2];
  for (const [i, face] of faces.entries()) {
    await page
      .getByRole('group', { name: `Face of die ${i + 1}` })
      .getByRole('button', { name: `Die ${i + 1} shows ${face}`, exact: true })
      .tap();
  }
  await picker.waitFor({ state: 'hidden' });
  assert.ok(await enter.isEnabled(), 'five faces picked: the roll can be entered');
  const after = await enter.boundingBox();
  assert.ok(
    Math.abs(after.y - before.y) <= 1,
    `the Enter button stays put as the picker closes (y ${before.y} → ${after.y})`,
  );
  assert.ok(Math.abs(after.x - before.x) <= 1, `and does not move sideways (x ${before.x} → ${after.x})`);
  await enter.tap();
  await page.locator('#roll-status', { hasText: 'Roll 1 of 3' }).waitFor();
  assert.deepEqual(await trayFaces(page), faces);

  // Hold the three 6s: their HELD tags stay clear of the hint below the dice.
  for (const i of [0, 1, 3]) {
    await page.locator('.tray .die').nth(i).tap();
    await page.locator(`.tray .die:nth-child(${i + 1})[aria-pressed="true"]`).waitFor();
  }
  await stillness(page);
  // On a phone the dice entered are in the entry's card, whose own words say what to do: the
  // tray's sentence is not shown there, and the HELD tags clear the next roll's slots below.
  assert.equal(await page.locator('.entry .tray .hint').isVisible(), false);
  const hintBox = await page.locator('.entry .slots').boundingBox();
  const tags = await page.locator('.tray .die').evaluateAll((dice) =>
    dice.map((die) => {
      const tag = die.querySelector('.held-tag');
      const r = tag.getBoundingClientRect();
      const after = getComputedStyle(tag, '::after');
      return {
        held: die.getAttribute('aria-pressed') === 'true',
        content: after.content,
        display: after.display,
        box: { x: r.left, y: r.top, width: r.width, height: r.height },
        fontSize: parseFloat(after.fontSize),
        die: die.getBoundingClientRect().bottom,
      };
    }),
  );
  assert.deepEqual(
    tags.map((t) => t.held),
    [true, true, false, true, false],
  );
  for (const [i, t] of tags.entries()) {
    if (!t.held) {
      assert.equal(t.content, '""', `die ${i + 1}'s tag is empty when not held`);
      continue;
    }
    assert.equal(t.content, '"HELD"', `die ${i + 1} says HELD`);
    // The tag's box is its drawn text: as wide as four letters and as tall as a line of them.
    assert.ok(
      t.box.width >= 2 * t.fontSize && t.box.height >= t.fontSize,
      `die ${i + 1}'s tag has the size of its text (${JSON.stringify(t.box)}, font ${t.fontSize} px)`,
    );
    assert.ok(t.box.y >= t.die, `die ${i + 1}'s tag is under its die`);
    assert.ok(
      !overlap(t.box, hintBox),
      `die ${i + 1}'s HELD tag ${JSON.stringify(t.box)} overlaps the slots ${JSON.stringify(hintBox)}`,
    );
  }
  assert.deepEqual(errors, []);
  await context.close();
});

// Point 11.
test('on a desktop the dice key badges cover no pip and clear the roll status', async () => {
  const errors = [];
  // Seed 1 rolls 6 1 2 4 4 first: a six, whose middle pips a badge on the face used to hide.
  const { context, page } = await openPage(browser, `${server.url}/?seed=1`, errors, DESKTOP);
  await page.getByRole('button', { name: /^Roll/ }).click();
  await page.locator('#roll-status', { hasText: 'Roll 1 of 3' }).waitFor();
  assert.deepEqual(
    (await readDice(page)).map((d) => d.face),
    [6, 1, 2, 4, 4],
  );
  await stillness(page);
  const status = await page.locator('#roll-status').boundingBox();
  const dice = await page.locator('.tray .die').evaluateAll((els) =>
    els.map((die) => {
      const rect = (e) => {
        const r = e.getBoundingClientRect();
        return { x: r.left, y: r.top, width: r.width, height: r.height };
      };
      const key = die.querySelector('.die-key');
      return {
        key: rect(key),
        shown: getComputedStyle(key).display !== 'none',
        text: getComputedStyle(key, '::after').content,
        pips: [...die.querySelectorAll('.pip')].map(rect),
      };
    }),
  );
  const allPips = dice.flatMap((d) => d.pips);
  assert.equal(allPips.length, 6 + 1 + 2 + 4 + 4, 'every pip is drawn');
  for (const [i, d] of dice.entries()) {
    assert.ok(d.shown && d.key.width > 0 && d.key.height > 0, `die ${i + 1} shows its key`);
    assert.equal(d.text, `"${i + 1}"`);
    for (const pip of d.pips) {
      assert.ok(
        !overlap(d.key, pip),
        `die ${i + 1}'s key ${JSON.stringify(d.key)} covers its pip ${JSON.stringify(pip)}`,
      );
    }
    for (const pip of allPips) assert.ok(!overlap(d.key, pip), `die ${i + 1}'s key covers a pip`);
    assert.ok(
      !overlap(d.key, status),
      `die ${i + 1}'s key ${JSON.stringify(d.key)} overlaps the roll status ${JSON.stringify(status)}`,
    );
  }
  assert.deepEqual(errors, []);
  await context.close();
});

// Point 12.
test('a zero the coach advises is scored at once; a zero it does not advise is asked about', async () => {
  const errors = [];
  const { context, page } = await openPage(browser, `${server.url}/?seed=34`, errors, DESKTOP);
  await page.locator('footer', { hasText: 'Coach ready' }).waitFor();
  const roll = page.getByRole('button', { name: /^Roll/ });
  const rollThrice = async (turn) => {
    await page.locator('#roll-status', { hasText: `Turn ${turn} of 13` }).waitFor();
    for (let r = 1; r <= 3; r++) {
      await roll.click();
      await page.locator('#roll-status', { hasText: `Roll ${r} of 3` }).waitFor();
    }
  };
  const hintButton = page.getByRole('button', { name: 'Hint', exact: true });
  const best = page.locator('.hint-best strong');
  const question = page.getByRole('alertdialog');
  const sheet = page.getByRole('region', { name: 'Scoresheet' });

  // Turn 1 ends on 4 2 5 4 6: the coach would score 21 in Chance, so a zero in Ones is asked about.
  await rollThrice(1);
  assert.deepEqual(
    (await readDice(page)).map((d) => d.face),
    [4, 2, 5, 4, 6],
  );
  await hintButton.click();
  await best.waitFor();
  assert.equal(await best.textContent(), 'Best: score 21 in Chance');
  await sheet.getByRole('button', { name: 'Score 0 in Ones', exact: true }).click();
  await question.getByRole('heading', { name: 'Score 0 in Ones?' }).waitFor();
  await question.getByRole('button', { name: 'Cancel' }).click();
  await question.waitFor({ state: 'detached' });
  await sheet.getByRole('button', { name: 'Score 21 in Chance', exact: true }).click();
  await announced(page, /^Scored 21 in Chance/);

  // Turn 2 ends on 6 5 5 6 3: Fives would score 10 and Sixes 12, but the coach's best is a zero
  // in Ones.
  await rollThrice(2);
  assert.deepEqual(
    (await readDice(page)).map((d) => d.face),
    [6, 5, 5, 6, 3],
  );
  await hintButton.click();
  await best.waitFor();
  assert.equal(await best.textContent(), 'Best: score 0 in Ones');
  // Another zero, in Twos, is not the coach's choice: the page asks.
  await sheet.getByRole('button', { name: 'Score 0 in Twos', exact: true }).click();
  await question.getByRole('heading', { name: 'Score 0 in Twos?' }).waitFor();
  await question.getByRole('button', { name: 'Cancel' }).click();
  await question.waitFor({ state: 'detached' });
  // The zero the coach advises is scored at once.
  await sheet.getByRole('button', { name: 'Score 0 in Ones', exact: true }).click();
  await announced(page, /^Scored 0 in Ones/);
  assert.equal(await question.count(), 0, 'no question was asked');
  await page.locator('#roll-status', { hasText: 'Turn 3 of 13' }).waitFor();
  const ones = sheet.locator('tr', { has: page.locator('th[scope=row]:text-is("Ones")') });
  assert.equal(await ones.locator('.filled').textContent(), '0');
  assert.equal(
    await sheet
      .locator('tr', { has: page.locator('th[scope=row]:text-is("Twos")') })
      .locator('.filled')
      .count(),
    0,
    'Twos stays open',
  );
  assert.deepEqual(errors, []);
  await context.close();
});
