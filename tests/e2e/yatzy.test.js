// Scandinavian Yatzy at the table: a whole seeded game by keyboard only (point 1), a table of
// six with real dice typed in (point 2), the house rules on the sheet (point 3), and the
// setup and help of the game (point 4). Every preview and total is checked against the
// engine (`yahtzee replay`) replaying the same moves. (The whole game by mouse is in
// variants.test.js.)
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import {
  serve,
  launch,
  openPage,
  readDice,
  keepPlan,
  replay,
  replayRequest,
  announced,
  typeInto,
  rowValue,
  newTable,
  chosen,
  holdByKeys,
  scoreByKeys,
  sheetHeaders,
} from './harness.js';
import { expectNoAxeViolations } from './axe.js';

/** Yatzy's line of the duels' reports the setup's shares come from (`yahtzee duel`). */
const YATZY_SHARE = (() => {
  const text = fs.readFileSync(new URL('../../crates/solver/src/towin/win_shares.txt', import.meta.url), 'utf8');
  const [, report] = text.match(/^\$ yahtzee duel --variant yatzy .*\n(.*)$/m);
  const [, percent, games] = report.match(/^to-win wins ([\d.]+) % .* (\d+) games$/);
  return { percent: Number(percent), games: Number(games) };
})();

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
const YATZY = { variant: 'Yatzy', options: OFFICIAL };
// Yatzy's fifteen boxes, in the order of the sheet (crates/engine/src/rules/yatzy.rs).
const BOXES = [
  'Ones',
  'Twos',
  'Threes',
  'Fours',
  'Fives',
  'Sixes',
  'One Pair',
  'Two Pairs',
  'Three of a Kind',
  'Four of a Kind',
  'Small Straight',
  'Large Straight',
  'Full House',
  'Chance',
  'Yatzy',
];
const box = (name) => BOXES.indexOf(name);
const HOUSE_RULES = [
  'Five of a kind also counts as a Full House (house rule)',
  'Four of a kind also counts as Two Pairs (house rule)',
  'Fill the boxes in order, top to bottom (house rule)',
];

/** A small deterministic generator, so every run enters the same dice (as realdice.test.js). */
function dealer(seed) {
  let x = seed >>> 0;
  return () => {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    return 1 + ((x >>> 16) % 6);
  };
}

/** The current player's score buttons: [{ box, label, points, enabled }], in sheet order. */
async function sheetButtons(page) {
  return page.locator('.sheet button.box').evaluateAll((bs) =>
    bs.map((b) => {
      const m = b.getAttribute('aria-label').match(/^Score (\d+) in /);
      return {
        box: Number(b.dataset.box),
        label: b.getAttribute('aria-label'),
        points: m ? Number(m[1]) : null,
        enabled: !b.disabled,
      };
    }),
  );
}

/**
 * Checks the current player's sheet against the engine's previews for the same moves: every
 * box the engine allows is an enabled button showing its points, and every other button is
 * disabled. Returns the engine's account.
 */
async function checkPreviews(page, engine) {
  const buttons = await sheetButtons(page);
  assert.ok(buttons.length > 0, 'the current player has open boxes');
  for (const b of buttons) {
    const preview = engine.previews[b.box];
    if (preview) {
      assert.equal(b.enabled, true, `${BOXES[b.box]} may be chosen`);
      assert.deepEqual([b.points, 0], preview, `${BOXES[b.box]} previews what the engine scores`);
    } else {
      assert.equal(b.enabled, false, `${BOXES[b.box]} may not be chosen (${b.label})`);
    }
  }
  // And every box the engine previews has its button.
  const allowed = engine.previews.flatMap((p, i) => (p ? [i] : []));
  assert.deepEqual(
    buttons.filter((b) => b.enabled).map((b) => b.box),
    allowed,
  );
  return engine;
}

/** The best enabled box by the points shown (the first of equals, top to bottom). */
function best(buttons) {
  return buttons.filter((b) => b.enabled).reduce((a, b) => (b.points > a.points ? b : a));
}

/** The faces the tray shows. */
async function faces(page) {
  return page.locator('.dice button').evaluateAll((els) => els.map((e) => Number(e.dataset.face)));
}

/** A row's cells, one per player, as numbers. */
async function row(page, name) {
  const tr = page.locator('.sheet tr').filter({ has: page.locator(`th[scope=row]:text-is("${name}")`) });
  return (await tr.locator('td').allTextContents()).map((t) => Number(t.trim()));
}

// Point 1: a whole Yatzy game by keyboard alone: R rolls, 1-5 hold, arrows and Enter score.
test('a whole seeded Yatzy game by keyboard only matches the engine, the 50 bonus at exactly 63', async () => {
  const errors = [];
  // Seed 7, played as below (hold the most common face, best box by points), fills the upper
  // section with exactly 63: the 50 bonus is earned (`yahtzee replay` of the same moves agrees).
  const seed = 7;
  const { context, page } = await openPage(browser, `${server.url}/?seed=${seed}&game=yatzy`, errors);
  assert.equal(await page.locator('.sheet caption').textContent(), 'Yatzy scoresheet');
  // Yatzy's sheet has no row for a further Yatzy's bonus.
  assert.deepEqual(await page.locator('.sheet tr.sum-row th[scope=row]').allTextContents(), [
    'Upper Subtotal',
    'Bonus needs',
    'Upper Bonus',
    'Lower Total',
    'Total',
  ]);
  const actions = [];
  const rolls = [];

  for (let turn = 1; turn <= 15; turn++) {
    await page.locator('#roll-status', { hasText: `Turn ${turn} of 15` }).waitFor();
    for (let r = 1; r <= 3; r++) {
      await page.keyboard.press('r');
      actions.push('Roll');
      await page.locator('#roll-status', { hasText: `Roll ${r} of 3` }).waitFor();
      const dice = await readDice(page);
      rolls.push(dice.map((d) => d.face));
      // Every roll, held or not, previews what the engine scores for the same moves.
      await checkPreviews(page, replay(seed, actions, YATZY));
      if (r === 3) break;
      const plan = keepPlan(dice);
      if (plan.every(Boolean)) break;
      await holdByKeys(page, dice, plan, actions);
    }
    const choice = best(await sheetButtons(page));
    // The focus is on the table; ArrowDown walks the open boxes, Enter scores the focused one.
    await scoreByKeys(page, choice, BOXES[choice.box], actions, 16);
  }
  await page.getByRole('heading', { name: 'Game over' }).waitFor();
  const engine = replay(seed, actions, YATZY);
  assert.deepEqual(engine.rolls, rolls, 'every roll shown is the engine roll');
  assert.ok(engine.over, 'the engine agrees the game is over');
  const shown = await page
    .locator('.sheet tr.box-row')
    .evaluateAll((trs) => trs.map((tr) => Number(tr.querySelector('td').textContent.trim())));
  assert.deepEqual(shown, engine.boxes[0], 'every box matches the engine');
  assert.deepEqual(shown, [3, 6, 12, 4, 20, 18, 6, 12, 15, 12, 0, 0, 22, 26, 50]);
  const t = engine.totals[0];
  assert.deepEqual(t, { upper: 63, upper_bonus: 50, lower: 143, yahtzee_bonus: 0, total: 256 });
  assert.equal(await rowValue(page, 'Upper Subtotal'), t.upper);
  assert.equal(await rowValue(page, 'Upper Bonus'), t.upper_bonus);
  assert.equal(await page.locator('.sheet tr.needs td').textContent(), 'bonus earned');
  assert.equal(await rowValue(page, 'Lower Total'), t.lower);
  assert.equal(await rowValue(page, 'Total'), t.total);
  assert.equal(Number(await page.locator('.final-score').textContent()), 256, 'the game-over panel shows the total');
  assert.deepEqual(errors, []);
  await context.close();
});

// The totals of the six players' entries below (`yahtzee replay` of the same entries agrees).
const TOTALS_OF_SIX = [207, 104, 97, 131, 124, 178];

// Point 2: six people play Yatzy with real dice, typed in, each box chosen by a click.
test('six people play a whole Yatzy game with real dice typed in, every preview as the engine scores', async () => {
  const errors = [];
  const { context, page } = await openPage(browser, `${server.url}/`, errors, {
    viewport: { width: 1280, height: 800 },
  });
  const setup = await newTable(page);
  await setup.getByRole('combobox', { name: 'Game' }).selectOption({ label: 'Yatzy' });
  await setup.locator('.game-choice', { hasText: 'Yatzy' }).waitFor();
  await setup.getByRole('radio', { name: /We roll real dice/ }).click();
  const names = ['Ann', 'Ben', 'Cy', 'Di', 'Ed', 'Fay'];
  for (let i = 1; i < names.length; i++) await setup.getByRole('button', { name: 'Add a seat' }).click();
  for (const [i, name] of names.entries()) {
    await typeInto(setup.getByRole('group', { name: `Seat ${i + 1}` }).getByRole('textbox'), name);
  }
  await setup.getByRole('button', { name: 'Start' }).click();
  await setup.waitFor({ state: 'detached' });
  assert.deepEqual(await sheetHeaders(page), ['Box', ...names]);
  assert.equal(await page.locator('.sheet caption').textContent(), 'Yatzy scoresheet');
  assert.equal(await page.locator('.sheet tr.box-row').count(), 15);

  const request = { seed: 0, rules: YATZY, players: 6, dice: 'Entered', actions: [] };
  const field = page.getByRole('textbox', { name: /^Or type the / });
  const check = async () => checkPreviews(page, replayRequest(request));
  /** Types an entry (`typed`, the faces rolled) that gives the five dice `dice`. */
  const enter = async (name, roll, typed, dice) => {
    await typeInto(field, typed.join(' '));
    await page.keyboard.press('Enter');
    request.actions.push({ Enter: dice });
    await page.locator('#roll-status', { hasText: `Roll ${roll} of 3` }).waitFor();
    await announced(page, new RegExp(`^${name}: Roll ${roll} of 3: ${dice.join(', ')}\\.`));
    assert.deepEqual(await faces(page), dice);
    return check();
  };
  /** Holds (or frees) tray dice by clicking them, until the holds are `plan`. */
  const hold = async (plan) => {
    const now = await readDice(page);
    for (const [i, keep] of plan.entries()) {
      if (keep !== now[i].held) {
        await page.locator('.dice button').nth(i).click();
        request.actions.push({ Toggle: i });
        await page.locator(`.dice button:nth-child(${i + 1})[aria-pressed="${keep}"]`).waitFor();
      }
    }
  };
  /** Clicks box `b` for `name`, answering "Score 0 in …?" when the page asks. */
  const score = async (name, b, points, { asks = false } = {}) => {
    await page.locator(`.sheet button.box[data-box="${b}"]`).click();
    request.actions.push({ Score: b });
    if (asks) {
      const ask = page.getByRole('alertdialog', { name: `Score 0 in ${BOXES[b]}?` });
      await ask.getByRole('button', { name: `Score 0 in ${BOXES[b]}`, exact: true }).click();
    }
    await announced(page, new RegExp(`^${name} scored ${points} in ${BOXES[b]}`));
  };
  const label = (b) => page.locator(`.sheet button.box[data-box="${b}"]`).getAttribute('aria-label');

  // Round 1: dice that show Yatzy's own scoring, each checked on the page in words too.
  await page.locator('.entry-player', { hasText: "Ann's turn" }).waitFor();
  await enter('Ann', 1, [3, 3, 3, 5, 5], [3, 3, 3, 5, 5]);
  // A full house scores its sum, and holds two pairs: 3 3 + 5 5.
  assert.equal(await label(box('Full House')), 'Score 19 in Full House');
  assert.equal(await label(box('Two Pairs')), 'Score 16 in Two Pairs');
  assert.equal(await label(box('One Pair')), 'Score 10 in One Pair');
  assert.equal(await label(box('Three of a Kind')), 'Score 9 in Three of a Kind');
  assert.equal(await label(box('Yatzy')), 'Score 0 in Yatzy');
  // The Yatzy table of six, its entry and its sheet, passes axe.
  await expectNoAxeViolations(page, 'a Yatzy table of six with real dice');
  await score('Ann', box('Full House'), 19);

  await page.locator('.entry-player', { hasText: "Ben's turn" }).waitFor();
  await enter('Ben', 1, [4, 4, 4, 4, 2], [4, 4, 4, 4, 2]);
  // Four alike are not two pairs under the official rules.
  assert.equal(await label(box('Two Pairs')), 'Score 0 in Two Pairs');
  assert.equal(await label(box('Four of a Kind')), 'Score 16 in Four of a Kind');
  assert.equal(await label(box('Full House')), 'Score 0 in Full House');
  await score('Ben', box('Two Pairs'), 0, { asks: true });

  await page.locator('.entry-player', { hasText: "Cy's turn" }).waitFor();
  await enter('Cy', 1, [1, 2, 3, 4, 5], [1, 2, 3, 4, 5]);
  assert.equal(await label(box('Small Straight')), 'Score 15 in Small Straight');
  assert.equal(await label(box('Large Straight')), 'Score 0 in Large Straight');
  await score('Cy', box('Small Straight'), 15);

  await page.locator('.entry-player', { hasText: "Di's turn" }).waitFor();
  // Typed as one run of digits, as "23456".
  await typeInto(field, '23456');
  await page.keyboard.press('Enter');
  request.actions.push({ Enter: [2, 3, 4, 5, 6] });
  await page.locator('#roll-status', { hasText: 'Roll 1 of 3' }).waitFor();
  await announced(page, /^Di: Roll 1 of 3: 2, 3, 4, 5, 6\./);
  await check();
  assert.equal(await label(box('Large Straight')), 'Score 20 in Large Straight');
  assert.equal(await label(box('Small Straight')), 'Score 0 in Small Straight');
  await score('Di', box('Large Straight'), 20);

  await page.locator('.entry-player', { hasText: "Ed's turn" }).waitFor();
  await enter('Ed', 1, [5, 5, 3, 3, 6], [5, 5, 3, 3, 6]);
  // One Pair scores the highest pair only.
  assert.equal(await label(box('One Pair')), 'Score 10 in One Pair');
  assert.equal(await label(box('Two Pairs')), 'Score 16 in Two Pairs');
  await score('Ed', box('One Pair'), 10);

  await page.locator('.entry-player', { hasText: "Fay's turn" }).waitFor();
  await enter('Fay', 1, [6, 6, 6, 2, 1], [6, 6, 6, 2, 1]);
  await hold([true, true, true, false, false]);
  // With three dice held, only the two rolled again are typed.
  assert.equal(
    await page
      .getByRole('textbox', { name: 'Or type the 2 faces rolled again (or all 5), then Enter', exact: true })
      .count(),
    1,
  );
  await enter('Fay', 2, [6, 6], [6, 6, 6, 6, 6]);
  assert.equal(await label(box('Yatzy')), 'Score 50 in Yatzy');
  assert.equal(await label(box('Four of a Kind')), 'Score 24 in Four of a Kind');
  // No house rule: five alike are not a Full House.
  assert.equal(await label(box('Full House')), 'Score 0 in Full House');
  await score('Fay', box('Yatzy'), 50);

  // Rounds 2 to 7: Ann fills the upper section, 70 in all, and earns the 50 bonus; twice she
  // holds dice and types only the faces rolled again.
  const ANN_UPPER = [
    { first: [1, 1, 1, 2, 3], points: 3 },
    { first: [2, 2, 5, 1, 2], hold: [true, true, false, false, true], typed: [2, 5], dice: [2, 2, 2, 5, 2], points: 8 },
    { first: [3, 3, 3, 6, 1], points: 9 },
    { first: [4, 4, 4, 1, 2], points: 12 },
    {
      first: [5, 1, 5, 6, 5],
      hold: [true, false, true, false, true],
      typed: [5, 6],
      dice: [5, 5, 5, 6, 5],
      points: 20,
    },
    { first: [6, 6, 6, 1, 1], points: 18 },
  ];
  // Rounds 2 to 15 for the others, and for Ann from round 8: dealt dice; every third turn
  // holds the most common face and types only the dice rolled again, every sixth does so twice.
  const next = dealer(2025);
  for (let round = 2; round <= 15; round++) {
    for (const [p, name] of names.entries()) {
      await page.locator('.entry-player', { hasText: `${name}'s turn` }).waitFor();
      if (p === 0 && round <= 7) {
        const turn = ANN_UPPER[round - 2];
        await enter(name, 1, turn.first, turn.first);
        if (turn.hold) {
          await hold(turn.hold);
          await enter(name, 2, turn.typed, turn.dice);
        }
        assert.equal(await label(round - 2), `Score ${turn.points} in ${BOXES[round - 2]}`);
        await score(name, round - 2, turn.points);
        continue;
      }
      let dice = [0, 1, 2, 3, 4].map(() => next());
      await enter(name, 1, dice, dice);
      const entries = (round + p) % 6 === 0 ? 3 : (round + p) % 3 === 0 ? 2 : 1;
      for (let r = 2; r <= entries; r++) {
        let plan = keepPlan(dice.map((face) => ({ face })));
        if (plan.every(Boolean)) plan = [true, true, true, true, false];
        await hold(plan);
        const typed = plan.flatMap((keep) => (keep ? [] : [next()]));
        let k = 0;
        dice = dice.map((face, i) => (plan[i] ? face : typed[k++]));
        await enter(name, r, typed, dice);
      }
      if (entries === 3) await page.locator('.entry', { hasText: 'No rolls left: choose a box.' }).waitFor();
      const choice = best(await sheetButtons(page));
      await score(name, choice.box, choice.points);
    }
  }
  await page.locator('.game-over').waitFor();
  const engine = replayRequest(request);
  assert.ok(engine.over, 'the engine agrees the game is over');
  const sheet = await page
    .locator('.sheet tr.box-row')
    .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => Number(td.textContent.trim()))));
  const byPlayer = names.map((_, p) => sheet.map((r) => r[p]));
  assert.deepEqual(byPlayer, engine.boxes, 'every box of every player matches the engine');
  assert.deepEqual(
    await row(page, 'Upper Subtotal'),
    engine.totals.map((t) => t.upper),
  );
  assert.deepEqual(
    await row(page, 'Upper Bonus'),
    engine.totals.map((t) => t.upper_bonus),
  );
  assert.deepEqual(await row(page, 'Upper Bonus'), [50, 0, 0, 0, 0, 0], 'Ann earned the bonus with her 70');
  assert.equal((await row(page, 'Upper Subtotal'))[0], 70);
  assert.deepEqual(
    await row(page, 'Lower Total'),
    engine.totals.map((t) => t.lower),
  );
  assert.deepEqual(
    await row(page, 'Total'),
    engine.totals.map((t) => t.total),
  );
  assert.deepEqual(await row(page, 'Total'), TOTALS_OF_SIX, 'the same entries give the same totals');
  assert.deepEqual(errors, []);
  await context.close();
});

/** Starts a solo Yatzy table with real dice and the house rules `rules` (checkbox labels). */
async function realDiceYatzy(page, rules) {
  const setup = await newTable(page);
  assert.equal(await chosen(setup.getByRole('combobox', { name: 'Game' })), 'Yatzy');
  await setup.getByRole('radio', { name: /We roll real dice/ }).click();
  for (const rule of rules) {
    await setup.getByRole('checkbox', { name: rule }).click();
    assert.equal(await setup.getByRole('checkbox', { name: rule }).isChecked(), true);
  }
  await setup.getByRole('button', { name: 'Start' }).click();
  await setup.waitFor({ state: 'detached' });
  await page.locator('.entry-player', { hasText: 'Your turn' }).waitFor();
}

// Point 3: with "Fill the boxes in order", only the next box from the top may be chosen.
test('with the boxes filled in order only the next box is enabled, Ones first, then Twos', async () => {
  const errors = [];
  const { context, page } = await openPage(browser, `${server.url}/?game=yatzy`, errors, {
    viewport: { width: 1280, height: 800 },
  });
  await realDiceYatzy(page, [HOUSE_RULES[2]]);
  assert.equal(await page.locator('.sheet caption').textContent(), 'Yatzy scoresheetboxes in order');
  const options = { ...OFFICIAL, forced_order: true };
  const request = { seed: 0, rules: { variant: 'Yatzy', options }, players: 1, dice: 'Entered', actions: [] };
  const field = page.getByRole('textbox', { name: /^Or type the / });
  const fours = page.locator(`.sheet button.box[data-box="${box('Fours')}"]`);

  await typeInto(field, '4 4 4 4 2');
  await page.keyboard.press('Enter');
  request.actions.push({ Enter: [4, 4, 4, 4, 2] });
  await page.locator('#roll-status', { hasText: 'Roll 1 of 3' }).waitFor();
  await checkPreviews(page, replayRequest(request));
  const labels = (await sheetButtons(page)).map((b) => [b.label, b.enabled]);
  assert.deepEqual(
    labels,
    BOXES.map((name, i) =>
      i === 0
        ? ['Score 0 in Ones', true]
        : [`Score 0 in ${name}, not allowed: this table fills the boxes in order: Ones is next`, false],
    ),
  );
  assert.equal(await fours.isDisabled(), true);
  // A click on Fours (16 if it were allowed) does nothing: its button is disabled.
  const at = await fours.boundingBox();
  await page.mouse.click(at.x + at.width / 2, at.y + at.height / 2);
  // Ones is the box: its 0 is not a waste, since no other box may be chosen.
  await page.locator(`.sheet button.box[data-box="${box('Ones')}"]`).click();
  request.actions.push({ Score: box('Ones') });
  await announced(page, /^Scored 0 in Ones/);
  assert.equal(await page.getByRole('alertdialog').count(), 0);
  const column = () =>
    page.locator('.sheet tr.box-row').evaluateAll((trs) => trs.map((tr) => tr.querySelector('td').textContent.trim()));
  assert.deepEqual(await column(), ['0', ...Array(14).fill('')]);

  // Turn 2: Twos is the only box now.
  await page.locator('#roll-status', { hasText: 'Turn 2 of 15' }).waitFor();
  await typeInto(field, '2 2 5 5 6');
  await page.keyboard.press('Enter');
  request.actions.push({ Enter: [2, 2, 5, 5, 6] });
  await page.locator('#roll-status', { hasText: 'Roll 1 of 3' }).waitFor();
  await checkPreviews(page, replayRequest(request));
  const twos = (await sheetButtons(page)).filter((b) => b.enabled);
  assert.deepEqual(
    twos.map((b) => b.label),
    ['Score 4 in Twos'],
  );
  const fives = page.locator(`.sheet button.box[data-box="${box('Fives')}"]`);
  assert.equal(
    await fives.getAttribute('aria-label'),
    'Score 0 in Fives, not allowed: this table fills the boxes in order: Twos is next',
  );
  const at5 = await fives.boundingBox();
  await page.mouse.click(at5.x + at5.width / 2, at5.y + at5.height / 2);
  await page.locator(`.sheet button.box[data-box="${box('Twos')}"]`).click();
  request.actions.push({ Score: box('Twos') });
  await announced(page, /^Scored 4 in Twos/);
  // Only Ones and Twos are filled: the clicks on Fours and Fives scored nothing.
  assert.deepEqual(await column(), ['0', '4', '', '', '', '', '', '', '', '', '', '', '', '', '']);
  const engine = replayRequest(request);
  assert.deepEqual(engine.boxes[0], [0, 4, ...Array(13).fill(null)]);
  assert.equal(await rowValue(page, 'Total'), engine.totals[0].total);
  assert.deepEqual(errors, []);
  await context.close();
});

// Point 3: "Four of a kind also counts as Two Pairs" (and five of a kind as a Full House).
test('with the house rules on, 4-4-4-4-2 scores 16 in Two Pairs and 4-4-4-4-4 20 in Full House', async () => {
  const errors = [];
  const { context, page } = await openPage(browser, `${server.url}/?game=yatzy`, errors);
  await realDiceYatzy(page, [HOUSE_RULES[0], HOUSE_RULES[1]]);
  assert.equal(
    await page.locator('.sheet caption').textContent(),
    'Yatzy scoresheetfive of a kind counts as a Full House · four of a kind counts as Two Pairs',
  );
  const options = { ...OFFICIAL, five_of_a_kind_full_house: true, four_of_a_kind_two_pairs: true };
  const request = { seed: 0, rules: { variant: 'Yatzy', options }, players: 1, dice: 'Entered', actions: [] };
  const field = page.getByRole('textbox', { name: /^Or type the / });
  const label = (b) => page.locator(`.sheet button.box[data-box="${b}"]`).getAttribute('aria-label');

  await typeInto(field, '4 4 4 4 2');
  await page.keyboard.press('Enter');
  request.actions.push({ Enter: [4, 4, 4, 4, 2] });
  await page.locator('#roll-status', { hasText: 'Roll 1 of 3' }).waitFor();
  const engine = await checkPreviews(page, replayRequest(request));
  assert.deepEqual(engine.previews[box('Two Pairs')], [16, 0]);
  assert.equal(await label(box('Two Pairs')), 'Score 16 in Two Pairs');
  assert.equal(await label(box('Full House')), 'Score 0 in Full House');
  await page.locator(`.sheet button.box[data-box="${box('Two Pairs')}"]`).click();
  request.actions.push({ Score: box('Two Pairs') });
  await announced(page, /^Scored 16 in Two Pairs/);

  await page.locator('#roll-status', { hasText: 'Turn 2 of 15' }).waitFor();
  await typeInto(field, '44444');
  await page.keyboard.press('Enter');
  request.actions.push({ Enter: [4, 4, 4, 4, 4] });
  await page.locator('#roll-status', { hasText: 'Roll 1 of 3' }).waitFor();
  await checkPreviews(page, replayRequest(request));
  assert.equal(await label(box('Full House')), 'Score 20 in Full House');
  assert.equal(await label(box('Yatzy')), 'Score 50 in Yatzy');
  await page.locator(`.sheet button.box[data-box="${box('Full House')}"]`).click();
  request.actions.push({ Score: box('Full House') });
  await announced(page, /^Scored 20 in Full House/);
  assert.equal(await rowValue(page, 'Two Pairs'), 16);
  assert.equal(await rowValue(page, 'Full House'), 20);
  assert.equal(await rowValue(page, 'Total'), replayRequest(request).totals[0].total);
  assert.equal(await rowValue(page, 'Total'), 36);
  assert.deepEqual(errors, []);
  await context.close();
});

// Point 4: Yatzy's setup has its house rules and no Joker; its help lists the 15 boxes.
test('the Yatzy setup offers the three house rules and no Joker, its bots their averages, its help 15 boxes', async () => {
  const errors = [];
  const { context, page } = await openPage(browser, `${server.url}/`, errors);
  const setup = await newTable(page);
  const rulesBox = setup.getByRole('group', { name: 'Table rules' });
  // Classic first: a Joker and the extra-Yahtzee bonus, none of Yatzy's house rules.
  assert.equal(await chosen(setup.getByRole('combobox', { name: 'Game' })), 'Classic Yahtzee');
  assert.equal(await setup.getByRole('combobox', { name: 'Joker' }).count(), 1);
  assert.equal(await rulesBox.getByRole('checkbox', { name: HOUSE_RULES[1] }).count(), 0);
  await setup.getByRole('combobox', { name: 'Game' }).selectOption({ label: 'Yatzy' });
  await setup.locator('.game-choice', { hasText: 'Yatzy' }).waitFor();
  assert.equal(await chosen(setup.getByRole('combobox', { name: 'Game' })), 'Yatzy');
  assert.equal(await setup.getByRole('combobox', { name: 'Joker' }).count(), 0, 'Yatzy has no Joker');
  assert.equal(await setup.getByText(/bonus for each further/).count(), 0, 'nor a bonus for a further Yatzy');
  const checkboxes = rulesBox.getByRole('checkbox');
  const names = await checkboxes.evaluateAll((cs) => cs.map((c) => c.closest('label').textContent.trim()));
  assert.deepEqual(names, HOUSE_RULES);
  for (const rule of HOUSE_RULES)
    assert.equal(await rulesBox.getByRole('checkbox', { name: rule }).isChecked(), false, `${rule} is off`);
  assert.match(await setup.locator('p.fine').first().textContent(), /^The Scandinavian game\. /);
  const plays = setup.getByRole('group', { name: 'Seat 1' }).getByRole('combobox', { name: 'Plays' });
  assert.deepEqual(
    (await plays.locator('option').allTextContents()).map((t) => t.trim()),
    [
      'Person',
      'Beginner bot (averages 192)',
      'Casual bot (averages 221)',
      'Expert bot (averages 248)',
      // Yatzy's share of games won against an Expert and the games it rests on, as the command
      // line's duel reported them (scripts/win-shares.sh).
      `Tactician bot (wins ${Math.round(YATZY_SHARE.percent)}\u00a0% of ${YATZY_SHARE.games.toLocaleString('en')} games against an Expert)`,
    ],
  );
  await setup.getByRole('button', { name: 'Start' }).click();
  await setup.waitFor({ state: 'detached' });
  assert.equal(await page.locator('.sheet caption').textContent(), 'Yatzy scoresheet');

  // The help, from the game's definition: every box with its example and what it scores.
  await page.locator('main').focus();
  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Help' });
  await help.waitFor();
  const rows = await help
    .locator('table.rules tbody tr')
    .evaluateAll((trs) =>
      trs.map((tr) => [tr.querySelector('th').textContent, tr.querySelectorAll('td')[1].textContent]),
    );
  assert.deepEqual(rows, [
    ['Ones', '1 1 1 4 6 → 3'],
    ['Twos', '2 2 3 5 6 → 4'],
    ['Threes', '3 3 3 3 1 → 12'],
    ['Fours', '4 4 4 2 5 → 12'],
    ['Fives', '5 5 5 1 2 → 15'],
    ['Sixes', '6 6 6 3 3 → 18'],
    ['One Pair', '5 5 3 3 6 → 10'],
    ['Two Pairs', '4 4 2 2 6 → 12'],
    ['Three of a Kind', '3 3 3 5 6 → 9'],
    ['Four of a Kind', '6 6 6 6 2 → 24'],
    ['Small Straight', '1 2 3 4 5 → 15'],
    ['Large Straight', '2 3 4 5 6 → 20'],
    ['Full House', '3 3 3 5 5 → 19'],
    ['Chance', '1 3 4 5 6 → 19'],
    ['Yatzy', '4 4 4 4 4 → 50'],
  ]);
  await page.keyboard.press('Escape');
  await help.waitFor({ state: 'detached' });
  assert.deepEqual(errors, []);
  await context.close();
});

test("the header and the tab's title name the game in play: Yatzy, then Yahtzee again after a new table of Classic", async () => {
  const errors = [];
  const { context, page } = await openPage(browser, `${server.url}/?game=yatzy&seed=5`, errors);
  await page.getByRole('heading', { level: 1, name: 'Yatzy', exact: true }).waitFor();
  await page.waitForFunction(() => document.title === 'Yatzy');
  const setup = await newTable(page);
  await setup.getByRole('combobox', { name: 'Game' }).selectOption('classic');
  await setup.getByRole('button', { name: 'Start', exact: true }).click();
  await setup.waitFor({ state: 'detached' });
  await page.getByRole('heading', { level: 1, name: 'Yahtzee', exact: true }).waitFor();
  await page.waitForFunction(() => document.title === 'Yahtzee');
  assert.deepEqual(errors, []);
  await context.close();
});
