// Playing to win on the page: in the last turns at a table of two, the hint names the move with
// the best chance to win beside the move for points, with the command line's numbers
// (`yahtzee to-win`), and a Tactician bot plays a whole game as the command line's bots do
// (`yahtzee bots`): the page's worker and the simulations rank by one function
// (yahtzee_solver::towin::tactician_ranking): before its last turns by the risk attitude the
// standings call for, read from the shipped tables of those attitudes, then by the chance to win.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import fs from 'node:fs';
import { execFileSync } from 'node:child_process';
import {
  serve,
  launch,
  openPage,
  DIST,
  openTool,
  readOffers,
  readDice,
  BOXES,
  announced,
  dealNewTablesFrom,
  holdBack,
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

const CLI = path.resolve(DIST, '../target/release/yahtzee');

/** A new table of two seats, played as `kinds` say (setup values), started. */
async function tableOfTwo(page, kinds) {
  await openTool(page, 'New table');
  const setup = page.getByRole('dialog', { name: 'New table' });
  await setup.getByRole('group', { name: 'Seat 1' }).getByRole('combobox').selectOption(kinds[0]);
  await setup.getByRole('button', { name: 'Add a seat' }).click();
  await setup.getByRole('group', { name: 'Seat 2' }).getByRole('combobox').selectOption(kinds[1]);
  await setup.getByRole('button', { name: 'Start' }).click();
  await setup.waitFor({ state: 'detached' });
}

/**
 * Both players roll once and score the next box in order for `rounds` rounds, then the first
 * player rolls: returns the actions, as `yahtzee replay` reads them.
 */
async function fillInOrder(page, rounds) {
  const actions = [];
  for (let round = 1; round <= rounds; round++) {
    // The first seat keeps the page's name for a player who gave none: "You".
    for (const who of ['You', 'Player 2']) {
      await page.getByRole('button', { name: /^Roll/ }).click();
      actions.push('Roll');
      await page.locator('#roll-status', { hasText: 'Roll 1 of 3' }).waitFor();
      const offer = (await readOffers(page)).find((o) => o.box === round - 1);
      await page.getByRole('button', { name: `Score ${offer.points} in ${BOXES[offer.box]}`, exact: true }).click();
      if (offer.points === 0) {
        // A 0 where another box would score asks first.
        const ask = page.getByRole('alertdialog', { name: `Score 0 in ${BOXES[offer.box]}?` });
        await ask.getByRole('button', { name: `Score 0 in ${BOXES[offer.box]}` }).click();
      }
      actions.push({ Score: offer.box });
      await announced(page, new RegExp(`^${who} scored ${offer.points} in ${BOXES[offer.box]}`));
    }
  }
  await page.getByRole('button', { name: /^Roll/ }).click();
  actions.push('Roll');
  await page.locator('#roll-status', { hasText: 'Roll 1 of 3' }).waitFor();
  return actions;
}

/** The faces of the dice the hint outlines, in order ("333"). */
async function outlined(page) {
  const marked = await page
    .locator('.dice button')
    .evaluateAll((els) => els.map((e) => e.classList.contains('suggested')));
  return (await readDice(page))
    .filter((_, i) => marked[i])
    .map((d) => d.face)
    .sort()
    .join('');
}

test('in the last turns the hint gives the move to win and the move for points, as the command line does, and a warning can judge by that chance', async () => {
  const errors = [];
  const { context, page } = await openPage(browser, null, errors);
  // Seed 11: after nine rounds of one roll and the next box in order, the first player's
  // move for the win (keep 3 3 3) is not the move for points (keep 3).
  await dealNewTablesFrom(page, 11);
  await page.goto(`${server.url}/`);
  await tableOfTwo(page, ['human', 'human']);
  assert.match(await page.locator('footer p').getAttribute('title'), / game #11$/);
  const actions = await fillInOrder(page, 9);
  const native = execFileSync(CLI, ['to-win'], {
    input: JSON.stringify({ seed: 11, players: 2, actions }),
    encoding: 'utf8',
  });
  const [, winKeep, winPct] = native.match(/^to win: keep (\d+), (\d+) %$/m);
  const [, pointsKeep, pointsPct] = native.match(/^for points: keep (\d+), (\d+) %$/m);
  assert.deepEqual([winKeep, pointsKeep], ['333', '3']);

  await page.keyboard.press('h');
  const line = page.locator('.hint-to-win');
  await line.waitFor();
  const spaced = (keep) => keep.split('').join(' ');
  assert.equal(
    // A percentage is kept to its number by a no-break space.
    (await line.textContent()).trim(),
    `To win: keep ${spaced(winKeep)} and roll 2 dice, ${winPct}\u00a0% · For points: keep ${spaced(pointsKeep)} and roll 4 dice, ${pointsPct}\u00a0%`,
  );
  // The usual hint for points stays below it.
  assert.match(await page.locator('.hint-best strong').textContent(), /^Best: keep 3 and roll 4 dice$/);
  // The dice outlined are the move of the line read first: to win.
  assert.equal(await outlined(page), winKeep);

  // Warnings by the chance to win: keeping the one 3 for points lowers it.
  await openTool(page, 'Coach');
  const coach = page.getByRole('dialog', { name: 'Coach' });
  await coach.getByRole('checkbox', { name: /^Warn me/ }).check();
  await coach.getByRole('checkbox', { name: /^In the last four turns/ }).check();
  await coach.getByRole('slider').focus();
  await page.keyboard.press('Home');
  await coach.getByText('0.1 points').waitFor();
  await coach.getByRole('button', { name: 'Close' }).click();
  await coach.waitFor({ state: 'detached' });
  const chance = (keep) => Number(native.match(new RegExp(`^([\\d.]+)  keep ${keep}$`, 'm'))[1]);
  const lower = Math.round((chance('333') - chance('3')) * 100);
  const three = (await readDice(page)).findIndex((d) => d.face === 3);
  await page.getByRole('button', { name: new RegExp(`^Die ${three + 1}:`) }).click();
  await page.locator(`.dice button:nth-child(${three + 1})[aria-pressed="true"]`).waitFor();
  await page.getByRole('button', { name: /^Roll/ }).click();
  const warning = page.getByRole('alertdialog');
  await warning.getByRole('heading', { name: `This lowers your chance to win by ${lower} %` }).waitFor();
  await warning.getByRole('button', { name: 'Cancel' }).click();
  assert.deepEqual(errors, []);
  await context.close();
});

/** The command line's game of a Tactician against an Expert from `seed` (`yahtzee bots`). */
function nativeGame(seed, ...flags) {
  const args = ['bots', '--seats', 'to-win,expert', '--seed', seed, '--tables', path.join(DIST, 'tables'), ...flags];
  return JSON.parse(execFileSync(CLI, args, { encoding: 'utf8' }));
}

/**
 * A Tactician against an Expert from `seed`, skipped through turn by turn to the game's end on
 * a new page; each seat's boxes must equal the command line's. Returns the page, its context,
 * the command line's game and the URLs the page fetched.
 */
async function tacticianGame(seed, errors) {
  const { context, page } = await openPage(browser, null, errors);
  const fetched = [];
  page.on('request', (r) => fetched.push(r.url()));
  await dealNewTablesFrom(page, Number(seed));
  // The worker waits for every risk layer a decision needs, as the command line has them all:
  // the game is the command line's whatever the machine's load (src/app/solver.rs).
  await page.goto(`${server.url}/?risk-wait=layers`);
  await tableOfTwo(page, ['tactician', 'expert']);
  await page.locator('.sheet thead', { hasText: 'Tactician bot' }).waitFor();
  assert.match(await page.locator('footer p').getAttribute('title'), new RegExp(` game #${seed}$`));
  const filled = page.locator('.sheet .filled');
  const skip = page.getByRole('button', { name: 'Skip to the end of the turn' });
  for (let n = await filled.count(); n < 26; n = await filled.count()) {
    await skip.click();
    await page.waitForFunction((k) => document.querySelectorAll('.sheet .filled').length > k, n);
  }
  await page.getByRole('heading', { name: 'Game over' }).waitFor();
  const columns = await page
    .locator('.sheet tbody tr.box-row')
    .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => Number(td.textContent.trim()))));
  const native = nativeGame(seed);
  for (let p = 0; p < 2; p++) {
    assert.deepEqual(
      columns.map((c) => c[p]),
      native.boxes[p],
      `seat ${p + 1}'s boxes`,
    );
  }
  return { context, page, native, fetched };
}

test('before the last turns the hint gives the move a risk attitude makes to win beside the move for points, as the command line does', async () => {
  const errors = [];
  const { context, page } = await openPage(browser, null, errors);
  // Seed 6: after seven rounds of one roll and the next box in order, the standings call for
  // a risk attitude whose move (keep 6 6) is not the move for points (keep 2 3 4).
  await dealNewTablesFrom(page, 6);
  await page.goto(`${server.url}/?risk-wait=layers`);
  await tableOfTwo(page, ['human', 'human']);
  const actions = await fillInOrder(page, 7);
  const native = execFileSync(CLI, ['to-win', '--tables', path.join(DIST, 'tables')], {
    input: JSON.stringify({ seed: 6, players: 2, actions }),
    encoding: 'utf8',
  });
  const [, winKeep] = native.match(/^to win: keep (\d+)$/m);
  const [, pointsKeep] = native.match(/^for points: keep (\d+)$/m);
  assert.deepEqual([winKeep, pointsKeep], ['66', '234']);
  await page.keyboard.press('h');
  const line = page.locator('.hint-to-win');
  await line.waitFor();
  assert.equal(
    (await line.textContent()).trim(),
    'To win: keep 6 6 and roll 3 dice · For points: keep 2 3 4 and roll 2 dice',
  );
  assert.match(await page.locator('.hint-best strong').textContent(), /^Best: keep 2 3 4 and roll 2 dice$/);
  assert.equal(await outlined(page), winKeep, 'the dice outlined are the move to win, read first');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a Tactician bot plays a whole game against an Expert, the command line’s game box for box', async () => {
  const errors = [];
  // From seed 4 the Tactician's game is not the one an Expert plays in its seat, and one of the
  // Expert's decisions costs it more than half a percentage point of its chance to win (below).
  const seed = '4';
  const { context, page, native } = await tacticianGame(seed, errors);
  const expert = JSON.parse(
    execFileSync(CLI, ['bots', '--seats', 'expert,expert', '--seed', seed, '--tables', path.join(DIST, 'tables')], {
      encoding: 'utf8',
    }),
  );
  assert.notDeepEqual(native.boxes[0], expert.boxes[0], 'the Tactician played to win, not for points');

  // The review names the decisions of the last turns that cost the most chance to win, as the
  // command line judges them: here the Expert's, who played for points, never the Tactician's.
  await page.getByRole('button', { name: 'Review this game' }).click();
  const review = page.getByRole('dialog', { name: 'Review: game #4' });
  await review.getByRole('heading', { name: 'Costliest for the win' }).waitFor();
  const costly = await review.locator('ol.costliest li').allTextContents();
  const expected = native.to_win_review.filter((j) => j.lost >= 0.5).slice(0, 3);
  assert.deepEqual(
    expected.map((j) => j.player),
    [1],
  );
  assert.equal(costly.length, expected.length);
  // Each with why: where its player stood then against the best placed of the others, and the
  // chance to win after the best move and after the one made, from the command line's numbers.
  const names = ['Tactician bot', 'Expert bot'];
  for (const [i, text] of costly.entries()) {
    const j = expected[i];
    assert.match(text, /Expert bot chose/);
    const mine = j.totals_then[j.player];
    const [top, q] = j.totals_then
      .map((t, p) => [t, p])
      .filter(([, p]) => p !== j.player)
      .reduce((a, b) => (b[0] > a[0] ? b : a));
    const standing =
      mine < top
        ? `${names[j.player]} trailed ${names[q]} by ${top - mine}`
        : `${names[j.player]} led ${names[q]} by ${mine - top}`;
    const turns = j.turns === 1 ? 'one turn' : `${j.turns} turns`;
    const why = `${standing} with ${turns} left: the best move won ${j.best.toFixed(0)}\u00a0% of the time, this one ${j.chosen.toFixed(0)}\u00a0%.`;
    assert.ok(text.endsWith(`(−${Math.round(j.lost)}\u00a0% chance to win)${why}`), text);
  }
  assert.deepEqual(errors, []);
  await context.close();
});

test('before its last turns a Tactician takes the risk the standings call for, from the shipped tables', async () => {
  const errors = [];
  // From seed 7 the risk attitude changes the Tactician's game: the command line's game without
  // it (`--no-risk`, the expected-score strategy until the end game) is another.
  const seed = '7';
  const { context, native, fetched } = await tacticianGame(seed, errors);
  const noRisk = nativeGame(seed, '--no-risk');
  assert.notDeepEqual(native.boxes[0], noRisk.boxes[0], 'the risk attitude changed its game');
  const risky = fetched.filter((u) => /\/tables\/classic-forced-risk-[mp]0\.\d+-\d+-[0-9a-f]{12}\.bin$/.test(u));
  assert.ok(
    fetched.some((u) => u.endsWith('/tables/risk.json')),
    'the risk tables’ manifest',
  );
  assert.ok(risky.length > 0, 'layers of the risk attitudes’ tables');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a Tactician thinking while the review of a Yatzy game opens makes its move once the review closes', async () => {
  const errors = [];
  const { context, page } = await openPage(browser, null, errors);
  // A finished Yatzy game kept for review (src/storage/fixtures.rs, yatzy_history).
  const history = fs.readFileSync(new URL('../fixtures/history-yatzy-seed3.json', import.meta.url), 'utf8').trim();
  await context.addInitScript((h) => {
    if (!localStorage.getItem('yahtzee.history')) localStorage.setItem('yahtzee.history', h);
  }, history);
  // The risk attitudes' layers are held back until the review is open: the Tactician's first
  // decision waits for them, and the worker, asked meanwhile for Yatzy's table, switches rules.
  const { asked: wasAsked, release } = await holdBack(context, /\/tables\/classic-forced-risk-.*\.bin$/);
  await dealNewTablesFrom(page, 7);
  await page.goto(`${server.url}/?risk-wait=layers`);
  await page.locator('footer', { hasText: 'Coach ready' }).waitFor();
  await tableOfTwo(page, ['tactician', 'expert']);
  await wasAsked;
  // The Tactician is thinking: no box of its is filled.
  assert.equal(await page.locator('.sheet .filled').count(), 0);
  await openTool(page, 'Coach');
  const coach = page.getByRole('dialog', { name: 'Coach' });
  await coach.getByRole('button', { name: 'Review' }).first().click();
  const review = page.getByRole('dialog', { name: /^Review: game #3/ });
  // The review's verdicts come from Yatzy's table: the worker switched to it.
  await review.locator('.review-summary').waitFor();
  release();
  await page.keyboard.press('Escape');
  await review.waitFor({ state: 'detached' });
  // The Tactician's decision was kept through the switch: it moves, and the game goes on.
  await page.locator('.sheet .filled').first().waitFor();
  assert.deepEqual(errors, []);
  await context.close();
});
