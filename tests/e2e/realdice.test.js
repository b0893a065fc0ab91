// Real dice at a real table: the faces rolled are entered on the page, by tapping or by
// typing, and every preview and total is checked against the engine replaying the same entries.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, launch, openPage, announced, typeInto, replayRequest, openTool, sheetHeaders } from './harness.js';
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

const OFFICIAL = { joker: 'Forced', five_of_a_kind_full_house: false, yahtzee_bonus: true };

/** A small deterministic generator, so every run enters the same dice. */
function dealer(seed) {
  let x = seed >>> 0;
  return (faces) => {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    return 1 + ((x >>> 16) % faces);
  };
}

/** The current player's open boxes as the page shows them: { box: [points, bonus] or null }. */
async function pageOffers(page) {
  return page.locator('.sheet button.box').evaluateAll((bs) =>
    bs.map((b) => {
      const m = b.getAttribute('aria-label').match(/^Score (\d+) in /);
      const bonus = b.textContent.match(/\+(\d+)/);
      return { box: Number(b.dataset.box), offer: b.disabled ? null : [Number(m[1]), bonus ? Number(bonus[1]) : 0] };
    }),
  );
}

/** Checks every open box the page previews against the engine for the same entries. */
async function checkPreviews(page, request) {
  const engine = replayRequest(request);
  const offers = await pageOffers(page);
  assert.ok(offers.length > 0);
  for (const { box, offer } of offers) {
    assert.deepEqual(offer, engine.previews[box], `box ${box} previews what the engine scores`);
  }
  return engine;
}

/**
 * Waits for the roll's status an entry brings; if it never comes, the error says what the page
 * shows instead (the field, its message, the focus, a dialog, the last words said), so that a
 * failure in CI tells its own story.
 */
async function entered(page, status) {
  try {
    await page.locator('#roll-status', { hasText: status }).waitFor();
  } catch (e) {
    const seen = await page.evaluate(() => ({
      status: document.querySelector('#roll-status')?.textContent,
      field: document.querySelector('#dice-entry-text')?.value,
      error: document.querySelector('#entry-error')?.textContent,
      focus: document.activeElement?.outerHTML.slice(0, 160),
      dialog: document.querySelector('[role=dialog], [role=alertdialog]')?.outerHTML.slice(0, 160),
      said: (window.__said ?? []).slice(-6).map((s) => s.said),
    }));
    throw new Error(`${e.message}\nthe page shows instead: ${JSON.stringify(seen)}`);
  }
}

async function totals(page) {
  const row = page.locator('.sheet tr.total');
  return (await row.locator('td').allTextContents()).map(Number);
}

/** The best enabled box by the points shown. */
async function bestBox(page) {
  const offers = (await pageOffers(page)).filter((o) => o.offer);
  return offers.reduce((a, b) => (b.offer[0] + b.offer[1] > a.offer[0] + a.offer[1] ? b : a));
}

test('five people play Classic with real dice entered by tapping', async () => {
  const errors = [];
  const { context, page } = await openPage(browser, `${server.url}/`, errors);
  await openTool(page, 'New table');
  const setup = page.getByRole('dialog', { name: 'New table' });
  await setup.getByRole('radio', { name: /We roll real dice/ }).click();
  const names = ['Ann', 'Ben', 'Cy', 'Di', 'Ed'];
  for (let i = 1; i < names.length; i++) await setup.getByRole('button', { name: 'Add a seat' }).click();
  // Real dice are for people: the seats have no bot choice.
  for (let i = 1; i <= names.length; i++) {
    assert.equal(
      await setup
        .getByRole('group', { name: `Seat ${i}` })
        .getByRole('combobox')
        .count(),
      0,
    );
  }
  for (const [i, name] of names.entries()) {
    await typeInto(setup.getByRole('group', { name: `Seat ${i + 1}` }).getByRole('textbox'), name);
  }
  await setup.getByRole('button', { name: 'Start' }).click();
  await setup.waitFor({ state: 'detached' });
  assert.deepEqual(await sheetHeaders(page), ['Box', ...names]);
  assert.equal(await page.getByRole('button', { name: /^Roll/ }).count(), 0, 'the page rolls nothing');

  const request = {
    seed: 0,
    rules: { variant: 'Classic', options: OFFICIAL },
    players: 5,
    dice: 'Entered',
    actions: [],
  };
  const next = dealer(2024);
  const tap = async (dice, roll) => {
    for (const [i, face] of dice.entries()) {
      const slot = page.getByRole('button', { name: new RegExp(`^Enter roll ${roll} of 3, die ${i + 1}: `) });
      if (await slot.isDisabled()) continue; // a held die keeps its face
      if ((await slot.getAttribute('aria-expanded')) !== 'true') await slot.click();
      await page.getByRole('button', { name: `Die ${i + 1} shows ${face}`, exact: true }).click();
    }
    await page.getByRole('button', { name: `Enter roll ${roll} of 3`, exact: true }).click();
    await page.locator('#roll-status', { hasText: `Roll ${roll} of 3` }).waitFor();
  };
  for (let round = 1; round <= 13; round++) {
    for (const [p, name] of names.entries()) {
      await page.locator('.entry-player', { hasText: `${name}'s turn` }).waitFor();
      const first = [0, 1, 2, 3, 4].map(() => next(6));
      await tap(first, 1);
      request.actions.push({ Enter: first });
      await announced(page, new RegExp(`^${name}: Roll 1 of 3: ${first.join(', ')}\\.`));
      await checkPreviews(page, request);
      if (round === 1 && p === 0) {
        // Every face picker has a name: the entry passes axe with a picker open.
        await page.getByRole('button', { name: /^Enter roll 2 of 3, die 1: / }).click();
        await page.getByRole('group', { name: 'Face of die 1' }).waitFor();
        await expectNoAxeViolations(page, 'the entry of real dice');
        await page.getByRole('button', { name: /^Enter roll 2 of 3, die 1: / }).click();
      }
      if ((round + p) % 3 === 0) {
        // Keep the first two dice and roll the others once more at the table.
        for (const i of [0, 1]) {
          await page.locator('.dice button').nth(i).click();
          request.actions.push({ Toggle: i });
          await page.locator(`.dice button:nth-child(${i + 1})[aria-pressed="true"]`).waitFor();
        }
        const second = [first[0], first[1], next(6), next(6), next(6)];
        await tap(second, 2);
        request.actions.push({ Enter: second });
        await checkPreviews(page, request);
      }
      if (round === 2 && p === 0) {
        // A mistyped die is put right before the box is chosen.
        const dice = await page.locator('.dice button').evaluateAll((els) => els.map((e) => Number(e.dataset.face)));
        const face = dice[4] === 6 ? 1 : dice[4] + 1;
        await page.getByText('Mistyped a die? Correct it').click();
        await page.getByRole('combobox', { name: 'Correct die 5' }).selectOption(String(face));
        request.actions.push({ Correct: { die: 4, face } });
        await announced(page, new RegExp(`^${name}: Die 5 corrected to ${face}\\.`));
        await checkPreviews(page, request);
      }
      const best = await bestBox(page);
      await page.locator(`.sheet button.box[data-box="${best.box}"]`).click();
      request.actions.push({ Score: best.box });
      const dialog = page.getByRole('alertdialog');
      if (await dialog.count()) {
        await dialog.getByRole('button', { name: /^Score 0/ }).click();
      }
      await announced(page, new RegExp(`^${name} scored ${best.offer[0]} in `));
    }
  }
  const engine = replayRequest(request);
  assert.ok(engine.over);
  assert.deepEqual(
    await totals(page),
    engine.totals.map((t) => t.total),
    'every total matches the engine',
  );
  await page.locator('.game-over').waitFor();
  assert.deepEqual(errors, []);
  await context.close();
});

test('a solo Lucky7 game of real dice entered by keyboard only, with a reload mid-entry', async () => {
  const errors = [];
  const { context, page } = await openPage(browser, `${server.url}/?game=lucky7`, errors);
  // The setup, by keyboard: the dialog opens on the first field; Tab and the arrows reach the rest.
  await page.getByRole('button', { name: 'New table' }).focus();
  await page.keyboard.press('Enter');
  const setup = page.getByRole('dialog', { name: 'New table' });
  await setup.waitFor();
  await setup.getByRole('radio', { name: /The page rolls the dice/ }).focus();
  await page.keyboard.press('ArrowDown');
  assert.ok(await setup.getByRole('radio', { name: /We roll real dice/ }).isChecked());
  await setup.getByRole('button', { name: 'Start' }).focus();
  await page.keyboard.press('Enter');
  await setup.waitFor({ state: 'detached' });
  await page.locator('.entry-player', { hasText: 'Your turn' }).waitFor();

  const request = {
    seed: 0,
    rules: { variant: 'Lucky7', options: OFFICIAL },
    players: 1,
    dice: 'Entered',
    actions: [],
  };
  const next = dealer(77);
  const focused = () =>
    page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.id);

  for (let turn = 1; turn <= 14; turn++) {
    await page.keyboard.press('r');
    assert.equal(await focused(), 'dice-entry-text', 'R goes to the field for the faces');
    // The marked die shows its wild 7 every third turn.
    const dice = [turn % 3 === 0 ? 7 : next(7), next(7), next(7), next(7), next(7)];
    if (turn === 1) {
      // Bad entries are refused with a message, and the turn is unchanged.
      for (const [text, message] of [
        ['3 3 5 1', 'That is 4 dice, not 5: type 5 faces, like 3 3 5 1 6.'],
        ['335166', 'That is 6 dice, not 5: type 5 faces, like 3 3 5 1 6.'],
        ['3 3 x 1 6', '"x" is not a face: type 5 faces, like 3 3 5 1 6.'],
        ['3 3 8 1 6', 'Die 3 cannot show 8: these dice have faces 1 to 7.'],
      ]) {
        await page.keyboard.type(text);
        await page.keyboard.press('Enter');
        await page.locator('#entry-error', { hasText: message }).waitFor();
        await announced(page, message);
        assert.equal(await page.locator('#roll-status').textContent(), 'Turn 1 of 14: roll the dice and enter them');
        await page.keyboard.press('ControlOrMeta+a');
        await page.keyboard.press('Backspace');
      }
    }
    await page.keyboard.type(turn % 2 ? dice.join(' ') : dice.join(''));
    if (turn === 4) {
      // A reload in the middle of an entry loses nothing that was entered.
      await page.keyboard.press('Enter');
      request.actions.push({ Enter: dice });
      await page.locator('#roll-status', { hasText: 'Roll 1 of 3' }).waitFor();
      await page.reload();
      await page.locator('#roll-status', { hasText: 'Roll 1 of 3' }).waitFor();
      assert.deepEqual(
        await page.locator('.dice button').evaluateAll((els) => els.map((e) => Number(e.dataset.face))),
        dice,
      );
      assert.equal(page.url(), `${server.url}/`, 'a game of real dice has no seed in its address');
      await checkPreviews(page, request);
      // Roll 2: hold die 2 with its shortcut, then type the rest after R.
      await page.locator('main').focus();
      await page.keyboard.press('2');
      request.actions.push({ Toggle: 1 });
      await announced(page, new RegExp(`^Die 2: ${dice[1]}, held`));
      await page.keyboard.press('r');
      const second = [next(7), dice[1], next(7), next(7), next(7)];
      await page.keyboard.type(second.join(' '));
      await page.keyboard.press('Enter');
      request.actions.push({ Enter: second });
      await page.locator('#roll-status', { hasText: 'Roll 2 of 3' }).waitFor();
      await announced(page, new RegExp(`^Roll 2 of 3: ${second.join(', ')}\\.`));
    } else {
      await page.keyboard.press('Enter');
      request.actions.push({ Enter: dice });
      await entered(page, 'Roll 1 of 3');
      await announced(page, new RegExp(`^Roll 1 of 3: ${dice.join(', ')}\\.`));
      assert.equal(await focused(), 'dice-entry-text', 'the field keeps the focus after an entry');
    }
    await checkPreviews(page, request);
    // Shift+Tab reaches the wild die's choice, with the dice entered above the field.
    if (turn % 3 === 0 && turn !== 4) {
      const wild = Math.max(...dice.slice(1));
      for (let s = 0; s < 30 && (await focused()) !== `Wild die counts as ${wild}`; s++)
        await page.keyboard.press('Shift+Tab');
      assert.equal(await focused(), `Wild die counts as ${wild}`);
      await page.keyboard.press('Enter');
      request.actions.push({ SetWild: wild });
      await announced(page, new RegExp(`^Wild die counts as ${wild}`));
      await checkPreviews(page, request);
    }
    await page.keyboard.press('Escape');
    const best = await bestBox(page);
    const label = await page.locator(`.sheet button.box[data-box="${best.box}"]`).getAttribute('aria-label');
    for (let s = 0; s < 16 && (await focused()) !== label; s++) await page.keyboard.press('ArrowDown');
    assert.equal(await focused(), label);
    await page.keyboard.press('Enter');
    request.actions.push({ Score: best.box });
    if (await page.getByRole('alertdialog').count()) {
      await page.keyboard.press('Enter'); // "Score 0" has the focus in the question
    }
    await announced(page, new RegExp(`^Scored ${best.offer[0]} in `));
  }
  const engine = replayRequest(request);
  assert.ok(engine.over);
  assert.deepEqual(await totals(page), [engine.totals[0].total]);
  // The end screen says what is true of real dice: no number, no link that deals them again; it
  // offers a rematch, a new table and the review.
  const over = page.locator('.game-over');
  await over.waitFor();
  const line = await over.locator('.seed').textContent();
  assert.match(line, /rolled at the table and entered by hand: this game has no number/);
  assert.doesNotMatch(line, /#\d|replay these dice|address/);
  const buttons = await over.locator('.actions button').allTextContents();
  assert.deepEqual(buttons, ['Rematch', 'New table', 'Review this game']);
  await over.getByRole('button', { name: 'Rematch' }).click();
  await page.locator('#roll-status', { hasText: 'Turn 1 of 14' }).waitFor();
  assert.equal(await page.locator('#dice-entry-text').count(), 1, 'the rematch is played with real dice too');
  assert.deepEqual(errors, []);
  await context.close();
});
