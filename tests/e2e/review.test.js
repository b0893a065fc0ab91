// The review of a finished game: at a table of two it names who made each decision and sums
// each player's play up (point 4); its mistakes link to their turns, the arrow keys step
// through the turns, and every decision is drawn with its dice and box (point 14).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  serve,
  launch,
  openPage,
  readOffers,
  BOXES,
  announced,
  typeInto,
  dealNewTablesFrom,
  replayRequest,
  advise,
  bestOffer,
  shownAs,
  openTool,
} from './harness.js';
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

/** New tables are dealt from seed 131 in every run (harness.js `dealNewTablesFrom`). */
const fixTheTableSeed = (page) => dealNewTablesFrom(page, 131);

/**
 * Sets up Ann and Ben at a new table and plays their game by keyboard: R rolls; every third
 * turn 1 holds die 1 and R rolls the others again (a decision "after roll 1"); then the box
 * scoring the most is clicked. Turn 1 is Ann's, turn 2 Ben's, and so on.
 */
async function playTableOfTwo(page) {
  await openTool(page, 'New table');
  const setup = page.getByRole('dialog', { name: 'New table' });
  await typeInto(setup.getByRole('group', { name: 'Seat 1' }).getByRole('textbox'), 'Ann');
  await setup.getByRole('button', { name: 'Add a seat' }).click();
  const seat2 = setup.getByRole('group', { name: 'Seat 2' });
  await seat2.getByRole('combobox').selectOption('human');
  await typeInto(seat2.getByRole('textbox'), 'Ben');
  await setup.getByRole('button', { name: 'Start' }).click();
  await setup.waitFor({ state: 'detached' });
  await page.waitForURL(/\?seed=131$/);
  for (let turn = 1; turn <= 26; turn++) {
    const name = turn % 2 ? 'Ann' : 'Ben';
    await page.locator('.whose-turn', { hasText: `${name}'s turn` }).waitFor();
    await page.locator('main').focus();
    await page.keyboard.press('r');
    await page.locator('#roll-status', { hasText: 'Roll 1 of 3' }).waitFor();
    if (turn % 3 === 0) {
      await page.keyboard.press('1');
      await page.locator('.dice button:nth-child(1)[aria-pressed="true"]').waitFor();
      await page.keyboard.press('r');
      await page.locator('#roll-status', { hasText: 'Roll 2 of 3' }).waitFor();
    }
    const offers = (await readOffers(page)).filter((o) => o.enabled);
    const best = offers.reduce((a, b) => (b.points > a.points ? b : a));
    await page.getByRole('button', { name: `Score ${best.points} in ${BOXES[best.box]}`, exact: true }).click();
    await announced(page, new RegExp(`^${name} scored ${best.points} in ${BOXES[best.box]}`));
  }
  await page.getByRole('heading', { name: 'Game over' }).waitFor();
}

/** Opens the review from the end screen and waits for the coach's verdicts. */
async function openReview(page, ready) {
  await page.locator('footer', { hasText: 'Coach ready' }).waitFor();
  await page.getByRole('button', { name: 'Review this game' }).click();
  const review = page.getByRole('dialog', { name: /^Review/ });
  await review.locator(ready).waitFor();
  return review;
}

/**
 * Every decision line in `list` (a locator of an <ol>), read from the page: its place
 * ("Turn 3, after roll 1: "), its words, and its picture (each mini die's pips and whether it
 * is marked kept; the box chip's name and points), and why the best move beat it (`why`, null
 * before the reason has come, or for a best move).
 */
async function readLines(list) {
  return list.locator(':scope > li').evaluateAll((lis) =>
    lis.map((li) => {
      const picture = li.querySelector('.turn-picture');
      const chip = picture?.querySelector('.box-chip');
      return {
        place: li.querySelector('.where').textContent,
        placeIsButton: li.querySelector('.where').tagName === 'BUTTON',
        words: [...li.children]
          .filter((c) => !c.matches('.where, .turn-picture, .review-why'))
          .map((c) => c.textContent)
          .join(''),
        why: li.querySelector('.review-why')?.textContent ?? null,
        hidden: picture?.getAttribute('aria-hidden'),
        dice: picture
          ? [...picture.querySelectorAll('.mini-die')].map((d) => ({
              pips: d.querySelectorAll('.pip').length,
              kept: d.classList.contains('kept'),
            }))
          : null,
        chip: chip ? { name: chip.firstChild.textContent, points: chip.querySelector('b')?.textContent } : null,
      };
    }),
  );
}

const LINE =
  /^dice (\d) (\d) (\d) (\d) (\d); (.+?) chose to (score (\d+) in (.+?)|keep ([\d ]+)|reroll them all)(; best was to .+ \(−\d+\.\d\d\)| — best move)$/;
const PLACE = /^Turn (\d+), (box|after roll (\d)): $/;

/** Checks one line's picture against its words; returns what the line says. */
function checkLine(line) {
  const place = line.place.match(PLACE);
  assert.ok(place, `a decision's place: ${line.place}`);
  const m = line.words.match(LINE);
  assert.ok(m, `a decision's words: ${line.words}`);
  const faces = m.slice(1, 6).map(Number);
  assert.equal(line.hidden, 'true', 'the picture repeats the words and is hidden from screen readers');
  assert.deepEqual(
    line.dice.map((d) => d.pips),
    faces,
    `each mini die has as many pips as its face in the words: ${line.words}`,
  );
  const isScore = m[8] !== undefined;
  assert.equal(place[2] === 'box', isScore, `a score is "box", a keep "after roll N": ${line.place}${line.words}`);
  if (isScore) {
    assert.deepEqual(line.chip, { name: m[9], points: m[8] }, `the box chip shows the box and points: ${line.words}`);
    assert.ok(
      line.dice.every((d) => !d.kept),
      'no die is marked kept at a score',
    );
  } else {
    assert.equal(line.chip, null, 'a keep has no box chip');
    const kept = line.dice.flatMap((d, i) => (d.kept ? [faces[i]] : [])).sort();
    const said = m[10] ? m[10].split(' ').map(Number) : [];
    assert.deepEqual(kept, said, `the dice marked kept are the ones the words keep: ${line.words}`);
  }
  // The place counts the player's own turns ("Turn 9" is Ann's ninth); the tests count every
  // player's, as the game was played: Ann's n-th is turn 2n - 1, Ben's turn 2n.
  const own = Number(place[1]);
  const turn = { Ann: 2 * own - 1, Ben: 2 * own }[m[6]] ?? own;
  return { turn, who: m[6], words: line.words };
}

/** A choice of `yahtzee advise` ("keep 1234", "reroll all", "score Chance") in the review's words. */
function reviewMove(choice, previews) {
  if (choice === 'reroll all') return 'reroll them all';
  const keep = choice.match(/^keep (\d+)$/);
  if (keep) return `keep ${keep[1].split('').join(' ')}`;
  const box = BOXES.indexOf(choice.replace(/^score /, ''));
  assert.ok(box >= 0 && previews[box], `a move the review names: ${choice}`);
  return `score ${previews[box][0] + previews[box][1]} in ${BOXES[box]}`;
}

/**
 * The review of a game the command line plays (`yahtzee replay`) and judges (`yahtzee advise`
 * on the page's own table, dist/tables), as the page words it. Turn t (from 1) is player
 * (t - 1) % names.length's: roll; when `keepFirst(t)`, hold die 1 and roll the others again;
 * then score the box that scores the most. Returns every decision in the game's order:
 * { turn, player, loss (in units of 0.0001, as the values are printed), mistake (whether the
 * page lists it among the mistakes: a loss of 0.005 or more), words (as the page writes them) }.
 */
function reviewByCommandLine(seed, names, keepFirst) {
  const players = names.length;
  const who = players === 1 ? 'you' : null;
  const actions = [];
  const lines = [];
  for (let turn = 1; turn <= 13 * players; turn++) {
    const p = (turn - 1) % players;
    const before = replayRequest({ seed, players, actions });
    const sheet = {
      filled: before.boxes[p].flatMap((b, i) => (b === null ? [] : [i])),
      upper: before.totals[p].upper,
      yahtzee50: (before.boxes[p][11] ?? 0) > 0,
    };
    const decide = (chosen, dice, rollsLeft, previews) => {
      const options = advise({ dice, rollsLeft, ...sheet, tables: true });
      const mine = options.find((o) => o.choice === chosen);
      assert.ok(mine, `${chosen} is among the command line's options`);
      // In units of 0.0001, as the command line prints the values.
      const loss = Math.max(0, Math.round(options[0].value * 1e4) - Math.round(mine.value * 1e4));
      const same = options[0].choice === chosen;
      const words = `dice ${dice.join(' ')}; ${who ?? names[p]} chose to ${reviewMove(chosen, previews)}`;
      // Each printed value is within 0.00005 of the page's, a loss within 0.0001.
      const shownLoss = same ? null : shownAs((loss / 1e4).toFixed(4), 2, 1e-4);
      const mistake = !same && (loss / 1e4 >= 0.005 + 1e-4 ? true : loss / 1e4 < 0.005 - 1e-4 ? false : null);
      assert.notEqual(mistake, null, `${words}: a loss of ${loss / 1e4} is too near 0.005 to tell`);
      lines.push({
        turn,
        player: p,
        loss: same ? 0 : loss,
        mistake,
        words: mistake
          ? `${words}; best was to ${reviewMove(options[0].choice, previews)} (−${shownLoss})`
          : `${words} — best move`,
      });
    };
    actions.push('Roll');
    let r = replayRequest({ seed, players, actions });
    if (keepFirst(turn)) {
      const dice = r.rolls.at(-1);
      decide(`keep ${dice[0]}`, dice, 2, r.previews);
      actions.push({ Toggle: 0 }, 'Roll');
      r = replayRequest({ seed, players, actions });
    }
    const best = bestOffer(r.previews);
    decide(`score ${BOXES[best.box]}`, r.rolls.at(-1), keepFirst(turn) ? 1 : 2, r.previews);
    actions.push({ Score: best.box });
  }
  return lines;
}

/**
 * Each player's summary as the page shows it, from `reviewByCommandLine`'s decisions:
 * [decisions, points given away (one decimal), per decision (two), level of play].
 */
function summariesOf(lines, players) {
  return [...Array(players).keys()].map((p) => {
    const mine = lines.filter((l) => l.player === p);
    const units = mine.reduce((s, l) => s + l.loss, 0);
    // Each loss is within 0.0001 of the page's.
    const within = mine.filter((l) => l.loss > 0).length * 1e-4;
    const mean = units / 1e4 / mine.length;
    const level = [
      [0.2, 'Expert'],
      [0.5, 'Advanced'],
      [1, 'Intermediate'],
      [2, 'Novice'],
      [Infinity, 'Beginner'],
    ].find(([below]) => mean < below)[1];
    const near = [0.2, 0.5, 1, 2].find((t) => Math.abs(mean - t) <= within / mine.length);
    assert.equal(near, undefined, `a mean loss of ${mean} is too near ${near} to tell the level`);
    return [
      String(mine.length),
      shownAs((units / 1e4).toFixed(4), 1, within),
      shownAs(mean.toFixed(6), 2, within / mine.length),
      level,
    ];
  });
}

/** The largest mistakes the page lists (of `lines`, `reviewByCommandLine`'s), largest first. */
function largestMistakes(lines) {
  const worst = lines
    .filter((l) => l.mistake)
    .sort((a, b) => b.loss - a.loss)
    .slice(0, 5);
  for (let i = 1; i < worst.length; i++) {
    assert.ok(
      worst[i - 1].loss === worst[i].loss || worst[i - 1].loss - worst[i].loss > 2,
      `mistakes ${worst[i - 1].words} and ${worst[i].words} are too near to tell their order`,
    );
  }
  return worst;
}

/** Waits until the review's mistakes list `count` lines, each with its reason. */
async function waitForReasons(review, count) {
  await review
    .locator('ol.mistakes > li')
    .nth(count - 1)
    .waitFor();
  await review
    .page()
    .waitForFunction(
      (n) =>
        [...document.querySelectorAll('ol.mistakes > li')].filter((li) => li.querySelector('.review-why')).length === n,
      count,
    );
}

/**
 * The turn heading as numbers, every player's turns counted: a solo game's "Turn N of 13" is
 * [N, 13]; at Ann and Ben's table, which counts each player's own turns ("Ben, turn 3 of 13"),
 * Ann's n-th turn is [2n - 1, 26] and Ben's [2n, 26].
 */
async function shownTurn(review) {
  const text = await review.locator('#review-turn').textContent();
  const solo = text.match(/^Turn (\d+) of 13$/);
  if (solo) return [Number(solo[1]), 13];
  const m = text.match(/^(Ann|Ben), turn (\d+) of 13$/);
  assert.ok(m, `the turn heading: ${text}`);
  return [2 * Number(m[2]) - (m[1] === 'Ann' ? 1 : 0), 26];
}

/** The heading of Ann and Ben's turn `n` (every player's counted): "Ben, turn 1 of 13" for 2. */
const headingOf = (n) => `${n % 2 ? 'Ann' : 'Ben'}, turn ${Math.ceil(n / 2)} of 13`;

/** Waits for the step-through to show Ann and Ben's turn `n`. */
async function waitForTurn(review, n) {
  await review.locator('#review-turn', { hasText: new RegExp(`^${headingOf(n)}$`) }).waitFor();
}

/** The link of the mistake of Ann and Ben's turn `n` to its turn: "Turn 9, box:" on Ann's line. */
function mistakeLink(review, n) {
  return review
    .locator('ol.mistakes li')
    .filter({ hasText: `${n % 2 ? 'Ann' : 'Ben'} chose` })
    .getByRole('button', { name: `Turn ${Math.ceil(n / 2)}, box:`, exact: true });
}

/** Ann and Ben play their game of seed 131 by keyboard; its review opens on turn 1. */
async function reviewTableOfTwo(errors) {
  const { context, page } = await openPage(browser, null, errors);
  await fixTheTableSeed(page);
  await page.goto(`${server.url}/`);
  await page.getByRole('button', { name: /^Roll/ }).waitFor();
  await playTableOfTwo(page);
  const review = await openReview(page, '.review-players');
  await waitForTurn(review, 1);
  return { context, page, review };
}

test('a table of two: every decision is named after its player, with a summary per player', async () => {
  // Point 4: the review names the player; "you" only for a solo game.
  const errors = [];
  const { context, page } = await openPage(browser, null, errors);
  await fixTheTableSeed(page);
  await page.goto(`${server.url}/`);
  await page.getByRole('button', { name: /^Roll/ }).waitFor();
  await playTableOfTwo(page);
  const review = await openReview(page, '.review-players');
  assert.equal(await review.getByRole('heading', { level: 2 }).textContent(), 'Review: game #131');
  assert.doesNotMatch(await review.textContent(), /\byou chose\b/i, 'nobody is "you" at a table of two');

  // Each player's decisions against the best ones: the seed and the way of playing fix them.
  const table = review.locator('table.review-players');
  assert.equal(await table.locator('caption').textContent(), "Each player's decisions against the best ones");
  assert.deepEqual(await table.locator('thead th').allTextContents(), [
    'Player',
    'Decisions',
    'Points given away',
    'Per decision',
    'Play',
  ]);
  const rows = await table
    .locator('tbody tr')
    .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('th, td')].map((c) => c.textContent)));
  assert.deepEqual(rows, [
    ['Ann', '17', '161.1', '9.47', 'Beginner'],
    ['Ben', '17', '138.8', '8.17', 'Beginner'],
  ]);
  // The same game played and judged by the command line gives these numbers.
  const expected = reviewByCommandLine(131, ['Ann', 'Ben'], (t) => t % 3 === 0);
  assert.deepEqual(
    rows,
    summariesOf(expected, 2).map((row, p) => [['Ann', 'Ben'][p], ...row]),
  );
  for (const [name, decisions, total, mean] of rows) {
    assert.ok(
      Math.abs(Number(total) / Number(decisions) - Number(mean)) <= 0.05 / Number(decisions) + 0.005,
      `${name}: ${total} over ${decisions} decisions is ${mean} per decision`,
    );
  }

  // Every turn, stepped through with "Next turn": each line names whose turn it was.
  await expectNoAxeViolations(page, 'the review of a table of two');
  const seen = { Ann: [], Ben: [] };
  const next = review.getByRole('button', { name: 'Next turn' });
  for (let turn = 1; turn <= 26; turn++) {
    assert.deepEqual(await shownTurn(review), [turn, 26]);
    const lines = (await readLines(review.locator('ol.turn-steps'))).map(checkLine);
    assert.ok(lines.length >= 1 && lines.length <= 3, `turn ${turn} has one to three decisions`);
    for (const line of lines) {
      assert.equal(line.turn, turn);
      assert.equal(
        line.who,
        turn % 2 ? 'Ann' : 'Ben',
        `turn ${turn} is ${turn % 2 ? "Ann's" : "Ben's"}: ${line.words}`,
      );
      seen[line.who].push(line);
    }
    // Turns 3, 6, 9, ... held die 1 and rolled again: a keep, then the box.
    assert.equal(lines.length, turn % 3 === 0 ? 2 : 1, `turn ${turn}'s decisions`);
    // Each in the words of the command line's judgement.
    assert.deepEqual(
      lines.map((l) => l.words),
      expected.filter((l) => l.turn === turn).map((l) => l.words),
    );
    if (turn < 26) {
      await next.click();
      await waitForTurn(review, turn + 1);
    }
  }
  assert.ok(await next.isDisabled(), 'no turn after the last');
  // The per-player counts add up to every decision reviewed, each player's to their own.
  assert.equal(seen.Ann.length, Number(rows[0][1]));
  assert.equal(seen.Ben.length, Number(rows[1][1]));
  assert.equal(Number(rows[0][1]) + Number(rows[1][1]), seen.Ann.length + seen.Ben.length);
  // Each player's points given away are the sum of the losses on their own lines.
  for (const [i, name] of ['Ann', 'Ben'].entries()) {
    const sum = seen[name].reduce((s, l) => s + Number(l.words.match(/\(−(\d+\.\d\d)\)$/)?.[1] ?? 0), 0);
    assert.ok(
      Math.abs(sum - Number(rows[i][2])) <= 0.05 + 0.005 * seen[name].length,
      `${name}'s lines give away ${sum.toFixed(2)}, the table says ${rows[i][2]}`,
    );
  }

  // "Turns of Ben": the mistakes and the steps are Ben's alone.
  const mistakesOfAll = (await readLines(review.locator('ol.mistakes'))).map(checkLine);
  assert.deepEqual(
    mistakesOfAll.map((l) => l.who),
    ['Ben', 'Ben', 'Ann', 'Ann', 'Ben'],
  );
  assert.deepEqual(
    mistakesOfAll.map((l) => l.words),
    largestMistakes(expected).map((l) => l.words),
  );
  await review.getByRole('combobox', { name: 'Turns of' }).selectOption({ label: 'Ben' });
  await review.locator('ol.mistakes li', { hasText: 'Ann chose' }).first().waitFor({ state: 'detached' });
  const mistakes = (await readLines(review.locator('ol.mistakes'))).map(checkLine);
  assert.equal(mistakes.length, 5);
  assert.deepEqual(
    mistakes.map((m) => m.words),
    largestMistakes(expected.filter((l) => l.player === 1)).map((l) => l.words),
  );
  for (const m of mistakes) {
    assert.equal(m.who, 'Ben', `a mistake of Ben's: ${m.words}`);
    assert.equal(m.turn % 2, 0, `Ben's turns are even: ${m.words}`);
  }
  // The largest first: the losses only go down.
  const losses = mistakes.map((m) => Number(m.words.match(/\(−(\d+\.\d\d)\)$/)[1]));
  assert.deepEqual(
    losses,
    [...losses].sort((a, b) => b - a),
  );
  // The table still sums up both players.
  assert.deepEqual(await table.locator('tbody th').allTextContents(), ['Ann', 'Ben']);
  // The step-through moves to Ben's turn 26 (it showed turn 26); back to his first turn,
  // then "Next turn" visits only his turns, 2, 4, ... 26.
  await waitForTurn(review, 26);
  const prev = review.getByRole('button', { name: 'Previous turn' });
  while (!(await prev.isDisabled())) {
    const [n] = await shownTurn(review);
    await prev.click();
    await waitForTurn(review, n - 2);
  }
  const visited = [];
  for (;;) {
    const [n] = await shownTurn(review);
    visited.push(n);
    for (const line of (await readLines(review.locator('ol.turn-steps'))).map(checkLine)) {
      assert.equal(line.who, 'Ben', `turn ${n} shown for Ben: ${line.words}`);
      assert.equal(line.turn, n);
    }
    if (await next.isDisabled()) break;
    await next.click();
    await waitForTurn(review, n + 2);
  }
  assert.deepEqual(visited, [2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26]);
  await expectNoAxeViolations(page, "the review showing Ben's turns");
  assert.deepEqual(errors, []);
  await context.close();
});

test('a mistake links to its turn, the arrow keys step through the turns, and each decision is drawn', async () => {
  // Point 14: review navigation and pictures.
  const errors = [];
  const { context, page, review } = await reviewTableOfTwo(errors);

  // The largest mistakes, each drawn as its words say and each place a button to its turn.
  const mistakes = await readLines(review.locator('ol.mistakes'));
  assert.equal(mistakes.length, 5);
  assert.ok(
    mistakes.every((m) => m.placeIsButton),
    'every mistake\'s "Turn N, …:" is a button',
  );
  const said = mistakes.map(checkLine);
  assert.deepEqual(
    said.map((m) => m.turn),
    [24, 20, 23, 17, 2],
  );
  const expected = largestMistakes(reviewByCommandLine(131, ['Ann', 'Ben'], (t) => t % 3 === 0));
  assert.deepEqual(
    said.map((m) => [m.turn, m.words]),
    expected.map((l) => [l.turn, l.words]),
  );
  // Each is a box chosen, drawn with its box and points.
  assert.deepEqual(
    mistakes.map((m) => m.chip?.name),
    ['Small Straight', 'Three of a Kind', 'Large Straight', 'Ones', 'Chance'],
  );

  for (const m of said) {
    const link = mistakeLink(review, m.turn);
    await link.click();
    await waitForTurn(review, m.turn);
    assert.equal(
      await page.evaluate(() => document.activeElement?.id),
      'review-turn',
      'the focus moves to the turn heading',
    );
    // The step-through shows that turn's decisions, the mistake among them.
    const steps = (await readLines(review.locator('ol.turn-steps'))).map(checkLine);
    assert.ok(
      steps.some((s) => s.words === m.words),
      `turn ${m.turn} shows the mistake`,
    );
    assert.ok(steps.every((s) => s.turn === m.turn));
  }

  // The arrow keys, with the focus in the review (here on the turn heading), step the turns.
  await mistakeLink(review, 17).click();
  await waitForTurn(review, 17);
  await page.keyboard.press('ArrowRight');
  await waitForTurn(review, 18);
  await page.keyboard.press('ArrowRight');
  await waitForTurn(review, 19);
  await page.keyboard.press('ArrowLeft');
  await waitForTurn(review, 18);
  // From a button in the review too.
  await review.getByRole('button', { name: 'Previous turn' }).focus();
  await page.keyboard.press('ArrowLeft');
  await waitForTurn(review, 17);
  // The last turn stops at the end; the first at the start.
  await mistakeLink(review, 24).click();
  await waitForTurn(review, 24);
  await page.keyboard.press('ArrowRight');
  await waitForTurn(review, 25);
  await page.keyboard.press('ArrowRight');
  await waitForTurn(review, 26);
  await page.keyboard.press('ArrowRight');
  assert.deepEqual(await shownTurn(review), [26, 26]);
  await mistakeLink(review, 2).click();
  await waitForTurn(review, 2);
  await page.keyboard.press('ArrowLeft');
  await waitForTurn(review, 1);
  await page.keyboard.press('ArrowLeft');
  assert.deepEqual(await shownTurn(review), [1, 26]);

  // Every decision of the game is drawn as its words say: step through all of it by keyboard.
  let keeps = 0;
  for (let turn = 1; turn <= 26; turn++) {
    const lines = await readLines(review.locator('ol.turn-steps'));
    for (const line of lines) {
      assert.equal(line.placeIsButton, false, "the step-through's places are plain text");
      if (checkLine(line).words.includes('chose to keep')) keeps++;
    }
    if (turn < 26) {
      await page.keyboard.press('ArrowRight');
      await waitForTurn(review, turn + 1);
    }
  }
  assert.equal(keeps, 8, 'turns 3, 6, ..., 24 each kept die 1');
  await expectNoAxeViolations(page, 'the review, stepped to its last turn');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the arrow keys step through the turns as soon as the review opens', async () => {
  // Point 14: the dialog takes the focus when it opens; the arrows work from there too.
  const errors = [];
  const { context, page, review } = await reviewTableOfTwo(errors);
  // The dialog itself has the focus (src/components/modal.rs), as nothing inside asked for it.
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('role')), 'dialog');
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-labelledby')), 'review-title');
  await page.keyboard.press('ArrowRight');
  await review.locator('#review-turn', { hasText: /^Ben, turn 1 of 13$/ }).waitFor();
  await page.keyboard.press('ArrowLeft');
  await waitForTurn(review, 1);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a solo game\'s review still says "you chose"', async () => {
  // Point 4: alone at the table, the player is "you".
  const errors = [];
  const { context, page } = await openPage(browser, `${server.url}/?seed=7`, errors);
  for (let turn = 1; turn <= 13; turn++) {
    await page.locator('#roll-status', { hasText: `Turn ${turn} of 13` }).waitFor();
    await page.locator('main').focus();
    await page.keyboard.press('r');
    await page.locator('#roll-status', { hasText: 'Roll 1 of 3' }).waitFor();
    const offers = (await readOffers(page)).filter((o) => o.enabled);
    const best = offers.reduce((a, b) => (b.points > a.points ? b : a));
    await page.getByRole('button', { name: `Score ${best.points} in ${BOXES[best.box]}`, exact: true }).click();
    await announced(page, new RegExp(`^Scored ${best.points} in ${BOXES[best.box]}`));
  }
  await page.getByRole('heading', { name: 'Game over' }).waitFor();
  const review = await openReview(page, '.review-summary');
  // The same game played and judged by the command line.
  const expected = reviewByCommandLine(7, ['You'], () => false);
  const [[decisions, total, mean, level]] = summariesOf(expected, 1);
  assert.equal(
    await review.locator('.review-summary').textContent(),
    `${decisions} decisions, ${total} points given away in all, ${mean} per decision: ${level} (below 0.2 per decision is expert play).`,
  );
  assert.equal(
    await review.locator('.review-summary').textContent(),
    '13 decisions, 86.8 points given away in all, 6.68 per decision: Beginner (below 0.2 per decision is expert play).',
  );
  assert.equal(await review.locator('.review-players').count(), 0, 'no table of players alone');
  assert.equal(await review.getByRole('combobox').count(), 0, 'no choice of player alone');
  const mistakes = (await readLines(review.locator('ol.mistakes'))).map(checkLine);
  assert.deepEqual(
    mistakes.map((l) => [l.turn, l.words]),
    largestMistakes(expected).map((l) => [l.turn, l.words]),
  );
  const [turn] = await shownTurn(review);
  const steps = (await readLines(review.locator('ol.turn-steps'))).map(checkLine);
  assert.deepEqual(
    steps.map((l) => l.words),
    expected.filter((l) => l.turn === turn).map((l) => l.words),
  );
  for (const line of [...mistakes, ...steps]) assert.equal(line.who, 'you', line.words);
  // Each of the largest mistakes gets why the best move beat it, in the hint's words: two scores
  // by their points, what each leaves open and the upper bonus; a keep by what it aims at.
  const why = review.locator('ol.mistakes > li > .review-why');
  await waitForReasons(review, 5);
  const REASON = /^(Why: .+\.|The best keep aimed at .+ %\.|Your keep aimed at .+ %\.)$/;
  for (const text of await why.allTextContents()) assert.match(text.replaceAll('\u00a0', ' '), REASON);
  // "Show all" lists every mistake, each with its reason, costliest first, as the command line.
  const all = expected.filter((l) => l.mistake);
  const show = review.getByRole('button', { name: `Show all ${all.length} mistakes` });
  assert.equal(await show.getAttribute('aria-expanded'), 'false');
  await show.click();
  await waitForReasons(review, all.length);
  const listed = (await readLines(review.locator('ol.mistakes'))).map((l) => ({ ...checkLine(l), why: l.why }));
  const byTurn = (ls) => ls.map((l) => `${l.turn} ${l.words}`).sort();
  assert.deepEqual(byTurn(listed), byTurn(all));
  // Costliest first, by the points each line shows given away.
  const lost = listed.map((l) => Number(l.words.match(/\(−([\d.]+)\)$/)[1]));
  for (let i = 1; i < lost.length; i++) assert.ok(lost[i - 1] >= lost[i], `${lost}`);
  // Every box here was scored after the first roll where keeping dice was best: each reason is
  // what the best keep aimed at (two scores' reasons: crates/solver/tests/reasons.rs, and their
  // words: src/components/hint_panel/tests.rs).
  for (const l of listed) assert.match(l.why.replaceAll('\u00a0', ' '), /^The best keep aimed at .+ %\.$/, l.words);
  await review.getByRole('button', { name: 'Show the five largest' }).click();
  await review.locator('ol.mistakes > li').nth(5).waitFor({ state: 'detached' });
  await expectNoAxeViolations(page, 'the review of a solo game');
  assert.deepEqual(errors, []);
  await context.close();
});
