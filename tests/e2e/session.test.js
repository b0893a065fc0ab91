// The end of a session names its winner and says how ties are settled (point 5); a Yahtzee
// and the upper bonus get their moment, still for reduced motion, and the end screen says
// when a score enters the records or beats a personal best (point 16).
// Real dice make every score exact: the faces are typed as a table of real dice enters them.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import {
  serve,
  launch,
  openPage,
  announced,
  typeInto,
  replayRequest,
  BOXES,
  dealNewTablesFrom,
  openTool,
  storeGame,
  sheetHeaders,
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

const OFFICIAL = { joker: 'Forced', five_of_a_kind_full_house: false, yahtzee_bonus: true };

/** Dice for each box that score well in it: box index → [dice, points]. */
const GOOD = [
  [[1, 1, 1, 1, 2], 4],
  [[2, 2, 2, 2, 1], 8],
  [[3, 3, 3, 3, 1], 12],
  [[4, 4, 4, 4, 1], 16],
  [[5, 5, 5, 5, 1], 20],
  [[6, 6, 6, 6, 1], 24],
  [[6, 6, 6, 1, 2], 21],
  [[6, 6, 6, 6, 2], 26],
  [[2, 2, 3, 3, 3], 25],
  [[1, 2, 3, 4, 6], 30],
  [[1, 2, 3, 4, 5], 40],
  [[6, 6, 6, 6, 6], 50],
  [[6, 6, 6, 5, 5], 28],
];

/**
 * A whole game for one player, as [box, dice, points] per turn.
 * - 'best': the Yahtzee first, then Ones to Sixes (the Sixes reach the upper bonus), then
 *   the rest: 84 + 35 + 220 = 339.
 * - 'noYahtzee': Ones to Chance, then 1 2 3 4 6 in the Yahtzee box, the only box left: 289.
 * - 'poor': as 'noYahtzee' with 1 1 1 2 2 in Chance: 268.
 */
function plan(kind) {
  const turn = (box) => [box, ...GOOD[box]];
  const upperAndLower = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12].map(turn);
  if (kind === 'best') return [turn(11), ...upperAndLower];
  const turns = [...upperAndLower, [11, [1, 2, 3, 4, 6], 0]];
  if (kind === 'poor') turns[11] = [12, [1, 1, 1, 2, 2], 7];
  return turns;
}
const TOTAL = { best: 339, noYahtzee: 289, poor: 268 };

/** Sets up Ann and Ben at a table of real dice, for a session of `games` games. */
async function realDiceTable(page, games) {
  await openTool(page, 'New table');
  const setup = page.getByRole('dialog', { name: 'New table' });
  await setup.getByRole('radio', { name: /We roll real dice/ }).click();
  await setup.getByRole('button', { name: 'Add a seat' }).click();
  await typeInto(setup.getByRole('group', { name: 'Seat 1' }).getByRole('textbox'), 'Ann');
  await typeInto(setup.getByRole('group', { name: 'Seat 2' }).getByRole('textbox'), 'Ben');
  await typeInto(setup.getByRole('spinbutton', { name: 'Games in the session' }), String(games));
  await setup.getByRole('button', { name: 'Start' }).click();
  await setup.waitFor({ state: 'detached' });
  assert.deepEqual(await sheetHeaders(page), ['Box', 'Ann', 'Ben']);
}

/** One turn of real dice: R, the five faces typed, Enter, and the box clicked. */
async function enterAndScore(page, name, [box, dice, points]) {
  await page.locator('.entry-player', { hasText: `${name}'s turn` }).waitFor();
  await page.locator('main').focus();
  await page.keyboard.press('r');
  await page.keyboard.type(dice.join(' '));
  await page.keyboard.press('Enter');
  await page.locator('#roll-status', { hasText: 'Roll 1 of 3' }).waitFor();
  await page.getByRole('button', { name: `Score ${points} in ${BOXES[box]}`, exact: true }).click();
  await announced(page, new RegExp(`^${name} scored ${points} in ${BOXES[box]}\\.`));
}

/**
 * Plays one game of the session, Ann by `ann` and Ben by `ben` (kinds of `plan`); `after`
 * is called after each score with the player's name and the turn played. Returns the
 * engine's replay of the same entries.
 */
async function playGame(page, ann, ben, afterScore = async () => {}) {
  const plans = { Ann: plan(ann), Ben: plan(ben) };
  const request = {
    seed: 0,
    rules: { variant: 'Classic', options: OFFICIAL },
    players: 2,
    dice: 'Entered',
    actions: [],
  };
  for (let round = 0; round < 13; round++) {
    for (const name of ['Ann', 'Ben']) {
      const turn = plans[name][round];
      await enterAndScore(page, name, turn);
      request.actions.push({ Enter: turn[1] }, { Score: turn[0] });
      await afterScore(name, turn);
    }
  }
  const engine = replayRequest(request);
  assert.ok(engine.over);
  assert.deepEqual(
    engine.totals.map((t) => t.total),
    [TOTAL[ann], TOTAL[ben]],
    'the engine agrees on the totals',
  );
  return engine;
}

/** The children of the end screen, in order, as "tag.class: text". */
async function endScreen(page) {
  return page
    .locator('.game-over > *')
    .evaluateAll((els) =>
      els.map((e) => `${e.tagName.toLowerCase()}${e.className ? `.${e.className.split(' ').join('.')}` : ''}`),
    );
}

/** The standings table: [name, wins, points] per row. */
async function standings(page) {
  return page
    .locator('table.standings tbody tr')
    .evaluateAll((trs) =>
      trs.map((tr) => [
        tr.querySelector('th').textContent,
        ...[...tr.querySelectorAll('td')].map((td) => Number(td.textContent)),
      ]),
    );
}

/** An earlier game of Ann's under the same (official Classic) rules, 250 points. */
const EARLIER = {
  name: 'Ann',
  player: 0,
  seed: 5,
  rules: { variant: 'Classic', options: OFFICIAL },
  date: '2026-01-05',
  score: 250,
  upper_bonus: true,
  yahtzees: 0,
  mean_loss: null,
  game: '5-classic-forced-fh0-bonus1-0000000000000001',
  entered: false,
};

test('a session won on points names its winner, ranks by wins then points, and says a score enters the records', async () => {
  // Points 5 and 16: the session's winner and tie rule; the records a score enters.
  const errors = [];
  const { context, page } = await openPage(browser, null, errors);
  // A returning player with one earlier game of Ann's in the records.
  await page.addInitScript(
    (earlier) => {
      if (localStorage.getItem('yahtzee.records') === null) localStorage.setItem('yahtzee.records', earlier);
    },
    JSON.stringify([EARLIER]),
  );
  await page.goto(`${server.url}/`);
  await page.getByRole('button', { name: /^Roll/ }).waitFor();
  await realDiceTable(page, 2);

  // Game 1: Ann 339, Ben 289.
  await playGame(page, 'best', 'noYahtzee');
  await page.getByRole('heading', { name: 'Game 1 of 2 over' }).waitFor();
  // Each player's place in the game comes first, then the news: the high scores are the
  // people's own, kept in this browser.
  assert.deepEqual(await page.locator('.game-over .record-news').allTextContents(), [
    '1st of 2. New personal best for Ann: 339 (was 250)!',
    "Ann's 339 is #1 in your own Classic Yahtzee high scores.",
    "2nd of 2. Ben's 289 is #2 in your own Classic Yahtzee high scores.",
  ]);
  // A personal best is celebrated; a place in the high scores is news.
  assert.deepEqual(
    await page.locator('.game-over .record-news').evaluateAll((ps) => ps.map((p) => p.classList.contains('celebrate'))),
    [true, false, false],
  );
  assert.equal(await page.locator('.session-winner').count(), 0, 'no winner before the last game');
  assert.deepEqual(await standings(page), [
    ['Ann', 1, 339],
    ['Ben', 0, 289],
  ]);
  assert.equal(
    await page.locator('p.tie-rule').textContent(),
    'Ranked by games won; equal wins are ranked by points over all games.',
  );
  await page.getByRole('button', { name: 'Next game (2 of 2)' }).click();

  // Game 2: Ann 268, Ben 339: one win each, Ben ahead on points, 628 to 607.
  await playGame(page, 'poor', 'best');
  await page.getByRole('heading', { name: 'Session over' }).waitFor();
  assert.equal(
    await page.locator('p.session-winner').textContent(),
    'Ben wins the session: 1 win of 2 games, 628 points.',
  );
  assert.deepEqual(await standings(page), [
    ['Ben', 1, 628],
    ['Ann', 1, 607],
  ]);
  assert.equal(await page.locator('table.standings caption').textContent(), 'Standings after 2 of 2 games');
  assert.equal(
    await page.locator('p.tie-rule').textContent(),
    'Ranked by games won; equal wins are ranked by points over all games. The lead was settled on points.',
  );
  // Confetti; the winner and the standings first, then the last game's winner and ranking
  // under its heading.
  const order = await endScreen(page);
  assert.deepEqual(order.slice(0, 9), [
    'div.confetti',
    'h2',
    'p.session-winner.celebrate',
    'table.standings',
    'p.fine.tie-rule',
    'h3.last-game',
    'p.game-winner.celebrate',
    'ol.ranking',
    'p.record-news',
  ]);
  assert.equal(await page.locator('p.game-winner').textContent(), 'Ben wins!');
  assert.equal(await page.locator('h3.last-game').textContent(), 'Last game');
  assert.deepEqual(await page.getByRole('list', { name: "Last game's ranking" }).locator('li').allTextContents(), [
    '1stBen339',
    '2ndAnn268',
  ]);
  // Game 1's records are kept now: Ben beats his 289; Ann's 268 is fourth.
  assert.deepEqual(await page.locator('.game-over .record-news').allTextContents(), [
    "2nd of 2. Ann's 268 is #4 in your own Classic Yahtzee high scores.",
    '1st of 2. New personal best for Ben: 339 (was 289)!',
    "Ben's 339 is #2 in your own Classic Yahtzee high scores.",
  ]);
  await expectNoAxeViolations(page, 'the end of a session');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a session tied on wins and points is shared', async () => {
  // Point 5: equal on both, the players share the session.
  const errors = [];
  const { context, page } = await openPage(browser, `${server.url}/`, errors);
  await realDiceTable(page, 2);
  await playGame(page, 'best', 'noYahtzee');
  await page.getByRole('heading', { name: 'Game 1 of 2 over' }).waitFor();
  // A first game in these records: both scores enter them, and nobody had a best to beat.
  assert.deepEqual(await page.locator('.game-over .record-news').allTextContents(), [
    "1st of 2. Ann's 339 is #1 in your own Classic Yahtzee high scores.",
    "2nd of 2. Ben's 289 is #2 in your own Classic Yahtzee high scores.",
  ]);
  await page.getByRole('button', { name: 'Next game (2 of 2)' }).click();
  await playGame(page, 'noYahtzee', 'best');
  await page.getByRole('heading', { name: 'Session over' }).waitFor();
  assert.equal(
    await page.locator('p.session-winner').textContent(),
    'Ann and Ben share the session: 1 win each of 2 games, 628 points each.',
  );
  assert.deepEqual(await standings(page), [
    ['Ann', 1, 628],
    ['Ben', 1, 628],
  ]);
  assert.equal(
    await page.locator('p.tie-rule').textContent(),
    'Ranked by games won; equal wins are ranked by points over all games.',
  );
  assert.deepEqual(errors, []);
  await context.close();
});

test('a Yahtzee and the upper bonus get their moment at a table of real dice', async () => {
  // Point 16: the moments, named after the player at a table of two.
  const errors = [];
  const { context, page } = await openPage(browser, `${server.url}/`, errors);
  await realDiceTable(page, 1);
  const moment = page.locator('p.celebrate.moment');
  const ann = plan('best');
  const ben = plan('noYahtzee');
  for (let round = 0; round < 7; round++) {
    await enterAndScore(page, 'Ann', ann[round]);
    if (round === 0) {
      // The Yahtzee box, with its 50.
      await moment.filter({ hasText: /^Ann: Yahtzee! \+50$/ }).waitFor();
    } else if (round === 6) {
      // The Sixes take Ann's upper section from 60 to 84: the bonus of 35.
      await moment.filter({ hasText: /^Ann: Upper bonus! \+35$/ }).waitFor();
    } else {
      assert.equal(await moment.count(), 0, `no moment after Ann's ${BOXES[ann[round][0]]}`);
    }
    await enterAndScore(page, 'Ben', ben[round]);
    if (round === 5) await moment.filter({ hasText: /^Ben: Upper bonus! \+35$/ }).waitFor();
  }
  assert.deepEqual(errors, []);
  await context.close();
});

/**
 * A new table dealt from seed 78 (crypto.getRandomValues gives its bytes, as in table.test.js):
 * its first player rolls 1 2 5 2 5, keeps the fives, and rolls 5 5 5 5 5.
 */
async function tableOfSeed78(page) {
  await dealNewTablesFrom(page, 78);
  await page.goto(`${server.url}/`);
  await page.getByRole('button', { name: /^Roll/ }).waitFor();
  await openTool(page, 'New table');
  const setup = page.getByRole('dialog', { name: 'New table' });
  await typeInto(setup.getByRole('group', { name: 'Seat 1' }).getByRole('textbox'), 'Ann');
  await setup.getByRole('button', { name: 'Add a seat' }).click();
  await setup.getByRole('group', { name: 'Seat 2' }).getByRole('combobox').selectOption('human');
  await typeInto(setup.getByRole('group', { name: 'Seat 2' }).getByRole('textbox'), 'Ben');
  await setup.getByRole('button', { name: 'Start' }).click();
  await setup.waitFor({ state: 'detached' });
  await page.waitForURL(/\?seed=78$/);
  // Ann: R, hold dice 3 and 5 (the fives), R: five fives.
  await page.locator('.whose-turn', { hasText: "Ann's turn" }).waitFor();
  await page.locator('main').focus();
  await page.keyboard.press('r');
  await announced(page, /^Ann: Roll 1 of 3: 1, 2, 5, 2, 5\./);
  await page.keyboard.press('3');
  await page.keyboard.press('5');
  await page.locator('.dice button:nth-child(5)[aria-pressed="true"]').waitFor();
  await page.keyboard.press('r');
  await announced(page, /^Ann: Roll 2 of 3: 5, 5, 5, 5, 5\./);
  await page.getByRole('button', { name: 'Score 50 in Yahtzee', exact: true }).click();
  await announced(page, /^Ann scored 50 in Yahtzee\./);
}

test('a Yahtzee rolled on the page gets its moment, named after the player, until the next roll', async () => {
  // Point 16: "Ann: Yahtzee! +50" with the page's dice; it moves (no reduced motion asked).
  const errors = [];
  const { context, page } = await openPage(browser, null, errors, { reducedMotion: 'no-preference' });
  await tableOfSeed78(page);
  const moment = page.locator('p.celebrate.moment');
  await moment.waitFor();
  assert.equal(await moment.textContent(), 'Ann: Yahtzee! +50');
  assert.equal(await moment.evaluate((e) => getComputedStyle(e).animationName), 'celebrate');
  // Ben's roll ends the moment.
  await page.locator('.whose-turn', { hasText: "Ben's turn" }).waitFor();
  await page.keyboard.press('r');
  await announced(page, /^Ben: Roll 1 of 3: /);
  assert.equal(await moment.count(), 0);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the score that reaches the upper bonus gets its moment', async () => {
  // Point 16: a saved solo game with 62 in the upper section and Ones and Chance open, made by
  // play (src/storage/fixtures.rs); the roll made in this visit (its dice come from the saved
  // generator: 1 1 4 6 2) puts 2 in Ones: 64, the bonus of 35. Alone at the table, the moment
  // names nobody.
  const errors = [];
  const { context, page } = await openPage(browser, `${server.url}/?seed=9`, errors);
  const saved = readFileSync(
    new URL('../fixtures/save-upper-bonus-next-seed9.json', import.meta.url),
    'utf8',
  ).trimEnd();
  await storeGame(page, saved);
  await page.reload();
  await page.locator('#roll-status', { hasText: 'Turn 12 of 13' }).waitFor();
  await page.locator('main').focus();
  await page.keyboard.press('r');
  await announced(page, /^Roll 1 of 3: 1, 1, 4, 6, 2\./);
  assert.equal(await page.locator('p.celebrate.moment').count(), 0, 'no moment before the score');
  await page.getByRole('button', { name: 'Score 2 in Ones', exact: true }).click();
  await announced(page, /^Scored 2 in Ones\. Total 266\./);
  const moment = page.locator('p.celebrate.moment');
  await moment.waitFor();
  assert.equal(await moment.textContent(), 'Upper bonus! +35');
  // The next roll ends it.
  await page.keyboard.press('r');
  await announced(page, /^Roll 1 of 3: /);
  assert.equal(await moment.count(), 0);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the table with a moment passes axe', async () => {
  // Point 16: the moment is read as well as seen (held still here, so axe reads its colours
  // as they stay once its animation is over).
  const errors = [];
  const { context, page } = await openPage(browser, null, errors, { reducedMotion: 'reduce' });
  await tableOfSeed78(page);
  await page.locator('p.celebrate.moment').waitFor();
  await expectNoAxeViolations(page, 'the table with a moment');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a moment keeps still for reduced motion', async () => {
  // Point 16: the CSS stops the moment's animation when the player asks for reduced motion.
  const errors = [];
  const { context, page } = await openPage(browser, null, errors, { reducedMotion: 'reduce' });
  await tableOfSeed78(page);
  const moment = page.locator('p.celebrate.moment');
  await moment.waitFor();
  assert.equal(await moment.textContent(), 'Ann: Yahtzee! +50');
  assert.equal(await moment.evaluate((e) => getComputedStyle(e).animationName), 'none');
  assert.deepEqual(errors, []);
  await context.close();
});
