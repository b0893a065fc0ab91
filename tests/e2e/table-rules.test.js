// Table rules and the table around them: each game keeps its own rules (point 1), a new table
// asks before it replaces a game in progress (point 3), added seats (point 6), the header's
// badge (point 7), records and statistics per game and rule set with their charts (points 2
// and 13), and the wording of records, setup, hold hint and replay link (point 15).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  serve,
  launch,
  openPage,
  readOffers,
  BOXES,
  announced,
  typeInto,
  dealNewTablesFrom,
  newTable,
  chosen,
  openTool,
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
const FIXTURE = new URL('../fixtures/save-tricolor-carried-no-joker.json', import.meta.url);

/** Deals every new table from seed 131 (harness.js `dealNewTablesFrom`), as table.test.js does. */
const dealFrom131 = (context) => dealNewTablesFrom(context, 131);

/** Opens a page that deals new tables from seed 131, at `url`. */
async function openDealing131(url, errors, options = {}) {
  const { context, page } = await openPage(browser, null, errors, options);
  await dealFrom131(context);
  await page.goto(url);
  await page.getByRole('button', { name: /^Roll/ }).waitFor();
  return { context, page };
}

const footer = (page) => page.locator('footer p');
const caption = (page) => page.locator('.sheet caption');
const headers = (page) => sheetHeaders(page);

/** Rolls once and scores the best box offered; returns the points and the box's name. */
async function rollAndScoreBest(page, name) {
  await page.getByRole('button', { name: /^Roll/ }).click();
  await page.locator('#roll-status', { hasText: 'Roll 1 of 3' }).waitFor();
  const offers = (await readOffers(page)).filter((o) => o.enabled);
  const best = offers.reduce((a, b) => (b.points > a.points ? b : a));
  await page.getByRole('button', { name: `Score ${best.points} in ${BOXES[best.box]}`, exact: true }).click();
  await announced(page, new RegExp(`^${name ? `${name} scored` : 'Scored'} ${best.points} in ${BOXES[best.box]}`));
  return { points: best.points, box: BOXES[best.box] };
}

// Point 1: a rule chosen for one game stays with that game.
test('a No Joker chosen for Classic stays with Classic: Tricolor has no Joker, Lucky7 starts official', async () => {
  const errors = [];
  const { context, page } = await openDealing131(`${server.url}/?seed=5`, errors);
  let setup = await newTable(page);
  assert.equal(await chosen(setup.getByRole('combobox', { name: 'Game' })), 'Classic Yahtzee');
  const joker = setup.getByRole('combobox', { name: 'Joker' });
  assert.equal(await chosen(joker), 'Forced Joker (official)');
  await joker.selectOption('None');
  await setup.getByRole('button', { name: 'Start' }).click();
  await setup.waitFor({ state: 'detached' });
  await footer(page)
    .filter({ hasText: /^Classic Yahtzee game #131 · No Joker · / })
    .waitFor();
  assert.equal(await caption(page).textContent(), 'Classic Yahtzee scoresheetNo Joker');
  assert.deepEqual(JSON.parse(await page.evaluate(() => localStorage.getItem('yahtzee.table-rules'))), [
    { variant: 'Classic', options: { ...OFFICIAL, joker: 'None' } },
  ]);

  // Tricolor has no Joker: no Joker choice, and nothing of Classic's No Joker on its table.
  setup = await newTable(page);
  assert.equal(await chosen(setup.getByRole('combobox', { name: 'Joker' })), 'No Joker');
  await setup.getByRole('combobox', { name: 'Game' }).selectOption('tricolor');
  await setup.locator('.game-choice', { hasText: 'Tricolor' }).waitFor();
  assert.equal(await setup.getByRole('combobox', { name: 'Joker' }).count(), 0, 'Tricolor offers no Joker');
  assert.equal(await setup.getByText('No Joker').count(), 0);
  await setup.getByRole('button', { name: 'Start' }).click();
  await setup.waitFor({ state: 'detached' });
  await caption(page)
    .filter({ hasText: /^Tricolor scoresheet$/ })
    .waitFor();
  const tricolorFooter = await footer(page).textContent();
  assert.match(tricolorFooter, /^Tricolor game #131 · Coach /);
  assert.ok(!tricolorFooter.includes('Joker'), tricolorFooter);
  assert.equal(await page.locator('.sheet').getByText('No Joker').count(), 0);
  await page.waitForFunction(() => localStorage.getItem('yahtzee.game')?.includes('"variant":"Tricolor"'));
  assert.ok(!(await page.evaluate(() => localStorage.getItem('yahtzee.game'))).includes('"joker":"None"'));

  // Back to Classic: its own No Joker comes back. Lucky7 has never been chosen: official.
  setup = await newTable(page);
  assert.equal(await chosen(setup.getByRole('combobox', { name: 'Game' })), 'Tricolor');
  await setup.getByRole('combobox', { name: 'Game' }).selectOption('classic');
  assert.equal(await chosen(setup.getByRole('combobox', { name: 'Joker' })), 'No Joker');
  await setup.getByRole('combobox', { name: 'Game' }).selectOption('lucky7');
  await setup.locator('.game-choice', { hasText: 'Lucky7' }).waitFor();
  assert.equal(await chosen(setup.getByRole('combobox', { name: 'Joker' })), 'Forced Joker (official)');
  await setup.getByRole('button', { name: 'Start' }).click();
  await setup.waitFor({ state: 'detached' });
  await footer(page)
    .filter({ hasText: /^Lucky7 game #131 · Forced Joker \(official\) · Coach / })
    .waitFor();
  assert.equal(await caption(page).textContent(), 'Lucky7 scoresheet');
  assert.deepEqual(JSON.parse(await page.evaluate(() => localStorage.getItem('yahtzee.table-rules'))), [
    { variant: 'Classic', options: { ...OFFICIAL, joker: 'None' } },
    { variant: 'Tricolor', options: OFFICIAL },
    { variant: 'Lucky7', options: OFFICIAL },
  ]);
  // And Classic still has its No Joker the next time.
  setup = await newTable(page);
  await setup.getByRole('combobox', { name: 'Game' }).selectOption('classic');
  assert.equal(await chosen(setup.getByRole('combobox', { name: 'Joker' })), 'No Joker');
  await setup.getByRole('button', { name: 'Cancel' }).click();
  await setup.waitFor({ state: 'detached' });
  assert.deepEqual(errors, []);
  await context.close();
});

// Point 1: a saved Tricolor session that carried Classic's No Joker is put right on load.
test("a saved Tricolor game carrying a No Joker opens with Tricolor's rules and the shipped coach", async () => {
  const errors = [];
  const { context, page } = await openPage(browser, null, errors);
  const saved = fs.readFileSync(FIXTURE, 'utf8').trimEnd();
  assert.ok(saved.includes('"joker":"None"'), 'the fixture carries the No Joker');
  await context.addInitScript((text) => {
    if (!sessionStorage.getItem('fixture-put')) {
      localStorage.setItem('yahtzee.game', text);
      sessionStorage.setItem('fixture-put', 'yes');
    }
  }, saved);
  // Notes whether the footer ever says the coach is preparing (building) its table.
  await context.addInitScript(() => {
    new MutationObserver(() => {
      if (document.querySelector('footer')?.textContent.includes('Coach preparing')) window.sawBuild = true;
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  await page.goto(`${server.url}/`);
  await page.getByRole('button', { name: /^Roll/ }).waitFor();
  assert.deepEqual(await headers(page), ['Box', 'Ann', 'Ben']);
  assert.equal(await caption(page).textContent(), 'Tricolor scoresheet');
  await page.locator('.whose-turn', { hasText: "Ann's turn" }).waitFor();
  await page.locator('#roll-status', { hasText: 'Roll 1 of 3' }).waitFor();
  // The coach loads the table shipped for Tricolor's official rules; nothing is built.
  await footer(page).filter({ hasText: 'Coach ready' }).waitFor();
  assert.equal(await footer(page).textContent(), 'Tricolor game #11 · game 1 of 2 · Coach ready');
  assert.equal(await page.evaluate(() => window.sawBuild ?? false), false, 'the coach was never preparing a table');
  await openTool(page, 'Coach');
  assert.match(await page.locator('.coach-status').textContent(), /\(downloaded in [\d.]+ s\)/);
  await page.keyboard.press('Escape');
  await page.getByRole('dialog', { name: /Coach/ }).waitFor({ state: 'detached' });

  // After a move the saved text holds Tricolor's own rules.
  await page.getByRole('button', { name: /^Roll/ }).click();
  await page.locator('#roll-status', { hasText: 'Roll 2 of 3' }).waitFor();
  await page.waitForFunction(() => localStorage.getItem('yahtzee.game').includes('"rolls":2'));
  const after = await page.evaluate(() => localStorage.getItem('yahtzee.game'));
  assert.ok(!after.includes('"joker":"None"'), after);
  assert.ok(after.includes(`"rules":{"variant":"Tricolor","options":${JSON.stringify(OFFICIAL)}}`), after);
  assert.deepEqual(errors, []);
  await context.close();
});

// Point 3: New table asks before it replaces a game in progress, and the link brings it back.
test('a new table asks before replacing a game in progress, whose link brings it back', async () => {
  const errors = [];
  const { context, page } = await openDealing131(`${server.url}/?seed=5`, errors);
  const scored = await rollAndScoreBest(page);
  // Seed 5's first roll is 3 4 2 1 3: a Small Straight, 30 (`yahtzee replay` agrees).
  assert.deepEqual(scored, { points: 30, box: 'Small Straight' });
  const classicSheet = async () =>
    page
      .locator('.sheet tbody tr.box-row')
      .evaluateAll((trs) => trs.map((tr) => tr.querySelector('td').textContent.trim()));
  const sheet = await classicSheet();
  await page.locator('#roll-status', { hasText: 'Turn 2 of 13' }).waitFor();

  const startTricolor = async () => {
    const setup = await newTable(page);
    await setup.getByRole('combobox', { name: 'Game' }).selectOption('tricolor');
    await setup.locator('.game-choice', { hasText: 'Tricolor' }).waitFor();
    await setup.getByRole('button', { name: 'Start' }).click();
    const ask = page.getByRole('alertdialog', { name: 'A game is in progress' });
    await ask.waitFor();
    return ask;
  };
  let ask = await startTricolor();
  assert.equal(
    await ask.locator('#replace-text').textContent(),
    'The new table starts a game of Tricolor. You are playing Classic Yahtzee game #5, turn 2. ' +
      'If you play the new game, yours is kept aside: the link to your game #5 brings it back as it was.',
  );
  // The link reads as words: its address is in its href, never in the text.
  const link = ask.getByRole('link', { name: 'the link to your game #5', exact: true });
  assert.equal(await link.getAttribute('href'), '?seed=5');
  // "Keep playing my game" has the focus, and keeps the game as it was.
  assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Keep playing my game');
  await ask.getByRole('button', { name: 'Keep playing my game' }).click();
  await ask.waitFor({ state: 'detached' });
  assert.equal(await caption(page).textContent(), 'Classic Yahtzee scoresheet');
  assert.deepEqual(await classicSheet(), sheet);
  await page.locator('#roll-status', { hasText: 'Turn 2 of 13' }).waitFor();
  assert.match(await footer(page).textContent(), /^Classic Yahtzee game #5 · /);

  // Again, and this time the new game is played.
  ask = await startTricolor();
  const href = await ask.getByRole('link', { name: 'the link to your game #5', exact: true }).getAttribute('href');
  await ask.getByRole('button', { name: 'Play the new game' }).click();
  await ask.waitFor({ state: 'detached' });
  await caption(page)
    .filter({ hasText: /^Tricolor scoresheet$/ })
    .waitFor();
  assert.match(await footer(page).textContent(), /^Tricolor game #131 · /);
  await page.waitForURL(/\?seed=131&game=tricolor$/);

  // The link brings the Classic game back as it was, its 30 in Small Straight on the sheet.
  await page.goto(new URL(href, page.url()).href);
  await page.getByRole('button', { name: /^Roll/ }).waitFor();
  assert.equal(await caption(page).textContent(), 'Classic Yahtzee scoresheet');
  await page.locator('#roll-status', { hasText: 'Turn 2 of 13' }).waitFor();
  assert.deepEqual(await classicSheet(), sheet);
  assert.equal(sheet[BOXES.indexOf('Small Straight')], '30');
  assert.match(await footer(page).textContent(), /^Classic Yahtzee game #5 · /);
  assert.deepEqual(errors, []);
  await context.close();
});

// Point 6: an added seat is a person with an empty name whose placeholder is the name it gets.
test('an added seat is a person named by what is typed, else by its placeholder', async () => {
  const errors = [];
  const { context, page } = await openPage(browser, `${server.url}/?seed=5`, errors);
  let setup = await newTable(page);
  const seat1 = setup.getByRole('group', { name: 'Seat 1' }).getByRole('textbox');
  assert.equal(await seat1.inputValue(), 'You');
  // A click into a name selects it: typing replaces the whole name.
  await setup.getByRole('spinbutton', { name: 'Games in the session' }).click();
  await seat1.click();
  await seat1.pressSequentially('Zoe');
  assert.equal(await seat1.inputValue(), 'Zoe');
  await setup.getByRole('button', { name: 'Add a seat' }).click();
  const seat2 = setup.getByRole('group', { name: 'Seat 2' });
  assert.equal(await chosen(seat2.getByRole('combobox', { name: 'Plays' })), 'Person');
  assert.equal(await seat2.getByRole('textbox').inputValue(), '');
  assert.equal(await seat2.getByRole('textbox').getAttribute('placeholder'), 'Player 2');
  assert.equal(await seat1.inputValue(), 'Zoe', 'a typed name stays');
  await seat2.getByRole('textbox').click();
  await seat2.getByRole('textbox').pressSequentially('Ben');
  await setup.getByRole('button', { name: 'Start' }).click();
  await setup.waitFor({ state: 'detached' });
  assert.deepEqual(await headers(page), ['Box', 'Zoe', 'Ben']);

  // Left empty, the new seat is "Player 2".
  setup = await newTable(page);
  await setup.getByRole('button', { name: 'Remove seat 2' }).click();
  await setup.getByRole('group', { name: 'Seat 2' }).waitFor({ state: 'detached' });
  await setup.getByRole('button', { name: 'Add a seat' }).click();
  const added = setup.getByRole('group', { name: 'Seat 2' });
  assert.equal(await chosen(added.getByRole('combobox', { name: 'Plays' })), 'Person');
  assert.equal(await added.getByRole('textbox').inputValue(), '');
  assert.equal(await added.getByRole('textbox').getAttribute('placeholder'), 'Player 2');
  // Clicking into Zoe's name (the focus was on Add a seat) selects it, and typing replaces it.
  await seat1.click();
  await seat1.pressSequentially('Ann');
  assert.equal(await seat1.inputValue(), 'Ann');
  await setup.getByRole('button', { name: 'Start' }).click();
  await setup.waitFor({ state: 'detached' });
  assert.deepEqual(await headers(page), ['Box', 'Ann', 'Player 2']);
  assert.deepEqual(errors, []);
  await context.close();
});

// Point 6: from a solo table, an added seat left empty gives "Player 2"; the first seat keeps its
// name ("You", issue "The whole sheet at a glance…": a seat's name kept when a seat is added).
test('a solo player who adds an empty seat keeps their name: You against Player 2', async () => {
  const errors = [];
  const { context, page } = await openPage(browser, `${server.url}/?seed=5`, errors);
  const setup = await newTable(page);
  await setup.getByRole('button', { name: 'Add a seat' }).click();
  const seat2 = setup.getByRole('group', { name: 'Seat 2' });
  assert.equal(await chosen(seat2.getByRole('combobox', { name: 'Plays' })), 'Person');
  assert.equal(await seat2.getByRole('textbox').inputValue(), '');
  assert.equal(await seat2.getByRole('textbox').getAttribute('placeholder'), 'Player 2');
  await setup.getByRole('button', { name: 'Start' }).click();
  await setup.waitFor({ state: 'detached' });
  assert.equal(await setup.count(), 0);
  assert.deepEqual(await headers(page), ['Box', 'You', 'Player 2']);
  await page.locator('.whose-turn', { hasText: 'Your turn' }).waitFor();
  assert.deepEqual(errors, []);
  await context.close();
});

// Point 7: the header's badge says whose points it shows.
test('the header badge shows the points of the player whose turn it is, and just the points solo', async () => {
  const errors = [];
  const { context, page } = await openDealing131(`${server.url}/?seed=5`, errors);
  const badge = page.locator('.total-badge');
  assert.equal(await badge.textContent(), '0 pts');
  await rollAndScoreBest(page);
  // Seed 5's first roll, 3 4 2 1 3, is a Small Straight.
  await badge.filter({ hasText: /^30 pts$/ }).waitFor();

  const setup = await newTable(page);
  await typeInto(setup.getByRole('group', { name: 'Seat 1' }).getByRole('textbox'), 'Ann');
  await setup.getByRole('button', { name: 'Add a seat' }).click();
  await typeInto(setup.getByRole('group', { name: 'Seat 2' }).getByRole('textbox'), 'Ben');
  await setup.getByRole('button', { name: 'Start' }).click();
  // The solo game in progress is kept aside, not lost.
  await page
    .getByRole('alertdialog', { name: 'A game is in progress' })
    .getByRole('button', { name: 'Play the new game' })
    .click();
  await page.locator('.whose-turn', { hasText: "Ann's turn" }).waitFor();
  assert.equal(await badge.textContent(), 'Ann: 0 pts');
  const ann = await rollAndScoreBest(page, 'Ann');
  await page.locator('.whose-turn', { hasText: "Ben's turn" }).waitFor();
  assert.equal(await badge.textContent(), 'Ben: 0 pts');
  const ben = await rollAndScoreBest(page, 'Ben');
  await page.locator('.whose-turn', { hasText: "Ann's turn" }).waitFor();
  // Seed 131's first rolls (`yahtzee replay`): Ann 3 5 3 3 4, Ben 1 4 2 6 1.
  assert.deepEqual(
    [ann, ben],
    [
      { points: 18, box: 'Three of a Kind' },
      { points: 14, box: 'Chance' },
    ],
  );
  assert.equal(await badge.textContent(), `Ann: ${ann.points} pts`);
  await page.getByRole('button', { name: /^Roll/ }).click();
  await page.locator('#roll-status', { hasText: 'Roll 1 of 3' }).waitFor();
  assert.equal(await badge.textContent(), `Ann: ${ann.points} pts`);
  assert.deepEqual(errors, []);
  await context.close();
});

/** A record as src/records.rs keeps it. */
function record(name, score, date, seed, rules, extra = {}) {
  return {
    name,
    player: 0,
    seed,
    rules,
    date: `${date}T18:00:00.000Z`,
    score,
    upper_bonus: score >= 250,
    yahtzees: score >= 300 ? 1 : 0,
    mean_loss: null,
    game: '',
    entered: false,
    ...extra,
  };
}

const CLASSIC = { variant: 'Classic', options: OFFICIAL };
const CLASSIC_NO_JOKER = { variant: 'Classic', options: { ...OFFICIAL, joker: 'None' } };
const TRICOLOR = { variant: 'Tricolor', options: OFFICIAL };
// Saved by an older page that carried Classic's No Joker into Tricolor: official Tricolor.
const TRICOLOR_CARRIED = { variant: 'Tricolor', options: { ...OFFICIAL, joker: 'None' } };

// Oldest first, as the page keeps them. Ann has more Classic games than You, the first seat.
const RECORDS = [
  record('You', 392, '2026-01-05', 101, CLASSIC),
  record('Ann', 180, '2026-01-20', 102, CLASSIC),
  record('You', 250, '2026-02-10', 103, CLASSIC),
  record('You', 275, '2026-02-20', 104, CLASSIC_NO_JOKER),
  record('Ann', 230, '2026-03-01', 105, CLASSIC),
  record('Ann', 199, '2026-03-02', 106, TRICOLOR_CARRIED),
  record('Ben', 240, '2026-03-03', 107, TRICOLOR),
  record('Ann', 210, '2026-03-15', 108, CLASSIC),
  record('Ann', 150, '2026-03-20', 109, TRICOLOR),
  record('You', 260, '2026-04-01', 110, CLASSIC),
  record('Ann', 300, '2026-04-10', 111, CLASSIC),
];

/** The high-score table's rows: [place, score, player, date, game]. */
async function highScores(dialog) {
  return dialog
    .locator('table.high-scores tbody tr')
    .evaluateAll((trs) => trs.map((tr) => [...tr.children].map((c) => c.textContent)));
}

/** The statistics as "term: value" lines. */
async function statistics(dialog) {
  return dialog
    .locator('.stats-list')
    .evaluate((dl) =>
      [...dl.querySelectorAll('dt')].map((dt) => `${dt.textContent}: ${dt.nextElementSibling.textContent}`),
    );
}

// Points 2 and 13: records per game and rule set, statistics and charts that follow the choice.
test('records show each game and rule set apart, with statistics and charts of the chosen player', async () => {
  const errors = [];
  const { context, page } = await openPage(browser, null, errors);
  await context.addInitScript((records) => {
    if (localStorage.getItem('yahtzee.records') === null) localStorage.setItem('yahtzee.records', records);
  }, JSON.stringify(RECORDS));
  await page.goto(`${server.url}/?seed=5`);
  await page.getByRole('button', { name: /^Roll/ }).waitFor();
  await openTool(page, 'Records');
  const dialog = page.getByRole('dialog', { name: 'Records' });
  const heading = dialog.getByRole('heading', { level: 3 }).first();
  await heading.waitFor();
  // The rules in play first: Classic, official rules.
  assert.equal(await heading.textContent(), 'High scores: Classic Yahtzee, official rules');
  const game = dialog.getByRole('combobox', { name: 'Game' });
  const rules = dialog.getByRole('combobox', { name: 'Rules' });
  const player = dialog.getByRole('combobox', { name: 'Player' });
  assert.equal(await chosen(game), 'Classic Yahtzee');
  assert.deepEqual(await rules.locator('option').allTextContents(), ['No Joker', 'official rules']);
  assert.equal(await chosen(rules), 'official rules');
  assert.deepEqual(await highScores(dialog), [
    ['1', '392', 'You', '1/5/2026', '#101'],
    ['2', '300', 'Ann', '4/10/2026', '#111'],
    ['3', '260', 'You', '4/1/2026', '#110'],
    ['4', '250', 'You', '2/10/2026', '#103'],
    ['5', '230', 'Ann', '3/1/2026', '#105'],
    ['6', '210', 'Ann', '3/15/2026', '#108'],
    ['7', '180', 'Ann', '1/20/2026', '#102'],
  ]);
  // The first seat's player, You, though Ann has more games.
  assert.deepEqual(await player.locator('option').allTextContents(), ['Ann', 'You']);
  assert.equal(await chosen(player), 'You');
  assert.deepEqual(await statistics(dialog), [
    'Games played: 3',
    'Mean score: 300.7',
    'Best score: 392',
    'Upper bonus: 100 %',
    'Games with a Yahtzee: 33 %',
    'Points lost per decision: review a game to see',
  ]);

  // The histogram: a count axis with tick labels, score labels up to 400 for the 392.
  const histogram = dialog.getByRole('group', { name: 'Final scores, games per 25 points' });
  const axes = histogram.locator('g.axis');
  assert.deepEqual(await axes.nth(0).locator('text.tick').allTextContents(), ['0', '1', '2']);
  assert.equal(await axes.nth(0).locator('text.axis-title').textContent(), 'Games');
  assert.deepEqual(await axes.nth(1).locator('text.tick').allTextContents(), ['0', '100', '200', '300', '400']);
  assert.equal(await axes.nth(1).locator('text.axis-title').textContent(), 'Score');
  const bars = histogram.locator('g.datum');
  assert.deepEqual(await bars.evaluateAll((gs) => gs.map((g) => g.getAttribute('aria-label'))), [
    '250 to 274: 2 games',
    '375 to 399: 1 game',
  ]);
  // The last score label stands at or past the right edge of the last bar.
  const reach = await histogram.evaluate((svg) => {
    const rects = [...svg.querySelectorAll('rect.bar')];
    const last = rects.at(-1);
    const label = [...svg.querySelectorAll('g.axis')[1].querySelectorAll('text.tick')].at(-1);
    return {
      barEnd: Number(last.getAttribute('x')) + Number(last.getAttribute('width')),
      label: Number(label.getAttribute('x')),
    };
  });
  assert.ok(reach.label >= reach.barEnd, `label at ${reach.label}, last bar ends at ${reach.barEnd}`);
  // The same values, for screen readers, in a table.
  const rows = (table) =>
    table
      .locator('tbody tr')
      .evaluateAll((trs) => trs.map((tr) => [tr.querySelector('th').textContent, tr.querySelector('td').textContent]));
  const histogramTable = dialog.locator('table.sr-only', { hasText: 'Final scores, games per 25 points' });
  assert.deepEqual(await rows(histogramTable), [
    ['250–274', '2'],
    ['375–399', '1'],
  ]);

  // Each bar can be focused with Tab, and shows its value while it has the focus.
  const visibility = (datum) => datum.locator('.value').evaluate((v) => getComputedStyle(v).visibility);
  assert.equal(await visibility(bars.first()), 'hidden', 'a value is hidden until its bar is hovered or focused');
  await player.focus();
  await page.keyboard.press('Tab');
  assert.equal(await bars.first().evaluate((g) => document.activeElement === g), true, 'Tab reaches the first bar');
  assert.equal(await bars.first().locator('.value').textContent(), '2');
  assert.equal(await visibility(bars.first()), 'visible', 'the focused bar shows its value');
  await page.keyboard.press('Tab');
  assert.equal(await bars.nth(1).evaluate((g) => document.activeElement === g), true, 'Tab reaches the second bar');
  assert.equal(await visibility(bars.first()), 'hidden');
  assert.equal(await visibility(bars.nth(1)), 'visible');
  assert.equal(await bars.nth(1).locator('.value').textContent(), '1');

  // The timeline: a score axis, the first and last dates, and each game's dot.
  const timeline = dialog.getByRole('group', { name: 'Scores over time' });
  const taxes = timeline.locator('g.axis');
  assert.deepEqual(await taxes.nth(0).locator('text.tick').allTextContents(), ['0', '100', '200', '300', '400']);
  assert.equal(await taxes.nth(0).locator('text.axis-title').textContent(), 'Score');
  assert.deepEqual(await taxes.nth(1).locator('text.tick').allTextContents(), ['1/5/2026', '4/1/2026']);
  assert.equal(await taxes.nth(1).locator('text.axis-title').textContent(), '3 games, oldest first');
  const dots = timeline.locator('g.datum');
  assert.deepEqual(await dots.evaluateAll((gs) => gs.map((g) => g.getAttribute('aria-label'))), [
    '1/5/2026: 392',
    '2/10/2026: 250',
    '4/1/2026: 260',
  ]);
  await page.keyboard.press('Tab');
  assert.equal(await dots.first().evaluate((g) => document.activeElement === g), true, 'Tab goes on to the dots');
  assert.equal(await visibility(dots.first()), 'visible');
  await dots.nth(2).focus();
  assert.equal(await visibility(dots.first()), 'hidden');
  assert.equal(await visibility(dots.nth(2)), 'visible');
  assert.equal(await dots.nth(2).locator('.value').textContent(), '260');
  const timelineTable = dialog.locator('table.sr-only', { hasText: 'Scores over time' });
  assert.deepEqual(await rows(timelineTable), [
    ['1/5/2026', '392'],
    ['2/10/2026', '250'],
    ['4/1/2026', '260'],
  ]);
  await expectNoAxeViolations(page, 'the records dialog');

  // Another player: the statistics and charts are Ann's.
  await player.selectOption('Ann');
  await dialog.locator('.stats-list', { hasText: 'Games played4' }).waitFor();
  assert.deepEqual(await statistics(dialog), [
    'Games played: 4',
    'Mean score: 230.0',
    'Best score: 300',
    'Upper bonus: 25 %',
    'Games with a Yahtzee: 25 %',
    'Points lost per decision: review a game to see',
  ]);
  assert.deepEqual(await rows(timelineTable), [
    ['1/20/2026', '180'],
    ['3/1/2026', '230'],
    ['3/15/2026', '210'],
    ['4/10/2026', '300'],
  ]);

  // Classic's other rule set: its own high scores and statistics.
  await rules.selectOption({ label: 'No Joker' });
  await heading.filter({ hasText: /^High scores: Classic Yahtzee, No Joker$/ }).waitFor();
  assert.deepEqual(await highScores(dialog), [['1', '275', 'You', '2/20/2026', '#104']]);
  assert.equal(await player.count(), 0, 'one player, no choice');
  assert.deepEqual(await statistics(dialog), [
    'Games played: 1',
    'Mean score: 275.0',
    'Best score: 275',
    'Upper bonus: 100 %',
    'Games with a Yahtzee: 0 %',
    'Points lost per decision: review a game to see',
  ]);

  // Tricolor: the record that carried a No Joker stands with Tricolor's official rules.
  await game.selectOption('tricolor');
  await heading.filter({ hasText: /^High scores: Tricolor, official rules$/ }).waitFor();
  assert.equal(await rules.count(), 0, 'Tricolor has records under one rule set only');
  assert.deepEqual(await highScores(dialog), [
    ['1', '240', 'Ben', '3/3/2026', '#107'],
    ['2', '199', 'Ann', '3/2/2026', '#106'],
    ['3', '150', 'Ann', '3/20/2026', '#109'],
  ]);
  // No You at Tricolor: the player with most games there.
  assert.equal(await chosen(player), 'Ann');
  assert.deepEqual(await statistics(dialog), [
    'Games played: 2',
    'Mean score: 174.5',
    'Best score: 199',
    'Upper bonus: 0 %',
    'Games with a Yahtzee: 0 %',
    'Points lost per decision: review a game to see',
  ]);
  await expectNoAxeViolations(page, 'the records dialog on Tricolor');
  // A game without records says so.
  await game.selectOption('yacht');
  await dialog.getByText('No finished games of Yacht with official rules yet.').waitFor();
  assert.equal(await heading.textContent(), 'High scores: Yacht, official rules');
  assert.deepEqual(errors, []);
  await context.close();
});

// Point 15: the records dialog's words with one record, and what an export holds.
test('one record: the clear question and the export say so, and the export holds plain words', async () => {
  const errors = [];
  const { context, page } = await openPage(browser, null, errors);
  // A record kept by an older page, whose game key held the program's debug text of the rules.
  const old = record('You', 254, '2026-02-01', 7, CLASSIC, {
    game: '7-classic-Options { joker: Forced, five_of_a_kind_full_house: false, yahtzee_bonus: true }-00000000000000ab',
  });
  await context.addInitScript(
    (records) => {
      if (localStorage.getItem('yahtzee.records') === null) localStorage.setItem('yahtzee.records', records);
    },
    JSON.stringify([old]),
  );
  await page.goto(`${server.url}/?seed=5`);
  await page.getByRole('button', { name: /^Roll/ }).waitFor();
  await openTool(page, 'Records');
  const dialog = page.getByRole('dialog', { name: 'Records' });
  await dialog.getByRole('table').getByRole('rowheader', { name: '254' }).waitFor();

  await dialog.getByRole('button', { name: 'Clear records' }).click();
  assert.equal((await dialog.getByRole('alert').textContent()).trim(), 'Delete the one record and the finished games?');
  await dialog.getByRole('button', { name: 'Keep them' }).click();
  await dialog.getByRole('button', { name: 'Clear records' }).waitFor();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Export records' }).click(),
  ]);
  await dialog
    .getByRole('status')
    .filter({ hasText: /^Exported 1 record to yahtzee-records\.json\.$/ })
    .waitFor();
  assert.equal(download.suggestedFilename(), 'yahtzee-records.json');
  const file = path.join(os.tmpdir(), `table-rules-records-${process.pid}.json`);
  await download.saveAs(file);
  const text = fs.readFileSync(file, 'utf8');
  fs.rmSync(file);
  assert.ok(!text.includes('Options {'), text);
  const exported = JSON.parse(text);
  assert.deepEqual(
    exported.records.map((r) => r.game),
    ['7-classic-forced-fh0-bonus1-00000000000000ab'],
  );
  assert.deepEqual(exported.records[0].rules, CLASSIC);
  assert.deepEqual(errors, []);
  await context.close();
});

// Point 15: the setup's summary says what the extra-Yahtzee bonus is at this table.
test('the setup summary follows the extra-Yahtzee bonus box', async () => {
  const errors = [];
  const { context, page } = await openPage(browser, `${server.url}/?seed=5`, errors);
  const setup = await newTable(page);
  const summary = setup.locator('p.fine').first();
  assert.match(await summary.textContent(), /Each further Yahtzee earns 100 while the Yahtzee box holds 50\.$/);
  const bonus = setup.getByRole('checkbox', { name: '100-point bonus for each further Yahtzee' });
  assert.equal(await bonus.isChecked(), true);
  await bonus.click();
  await summary.filter({ hasText: /At this table a further Yahtzee earns no bonus\.$/ }).waitFor();
  const text = await summary.textContent();
  assert.ok(!text.includes('earns 100'), text);
  assert.equal(
    text,
    'Five six-sided dice, up to three rolls a turn, thirteen boxes. ' +
      '63 or more in the upper section earns 35 more points. At this table a further Yahtzee earns no bonus.',
  );
  assert.deepEqual(errors, []);
  await context.close();
});

// Point 15: the hold hint speaks of clicks and keys with a mouse, of taps on a touch screen.
test('the hold hint says click and keys on a desktop, tap on a phone', async () => {
  const errors = [];
  const desktop = await openPage(browser, `${server.url}/?seed=5`, errors, { viewport: { width: 1280, height: 800 } });
  await desktop.page.getByRole('button', { name: /^Roll/ }).click();
  await desktop.page.locator('#roll-status', { hasText: 'Roll 1 of 3' }).waitFor();
  assert.equal(
    await desktop.page.locator('.tray .hint').textContent(),
    'Click dice (or press 1 to 5) to hold them, then roll again, or choose a box.',
  );
  await desktop.context.close();

  const phone = await openPage(browser, `${server.url}/?seed=5`, errors, {
    viewport: { width: 360, height: 740 },
    hasTouch: true,
    isMobile: true,
  });
  await phone.page.getByRole('button', { name: /^Roll/ }).tap();
  await phone.page.locator('#roll-status', { hasText: 'Roll 1 of 3' }).waitFor();
  assert.equal(
    await phone.page.locator('.tray .hint').textContent(),
    'Tap dice to hold them, then roll again, or choose a box.',
  );
  assert.deepEqual(errors, []);
  await phone.context.close();
});

// Point 15: a session's replay link is a link, on one line, that deals the game again.
test("a session's game-over link to the game is one clickable line", async () => {
  const errors = [];
  const { context, page } = await openDealing131(`${server.url}/?seed=5`, errors, {
    viewport: { width: 360, height: 740 },
  });
  const setup = await newTable(page);
  await setup.getByRole('combobox', { name: 'Game' }).selectOption('yacht');
  await setup.locator('.game-choice', { hasText: 'Yacht' }).waitFor();
  await typeInto(setup.getByRole('spinbutton', { name: 'Games in the session' }), '2');
  await setup.getByRole('button', { name: 'Start' }).click();
  await setup.waitFor({ state: 'detached' });
  await footer(page)
    .filter({ hasText: /^Yacht game #131 · game 1 of 2 · / })
    .waitFor();

  const playGame = async () => {
    for (let turn = 1; turn <= 12; turn++) {
      await page.locator('#roll-status', { hasText: `Turn ${turn} of 12` }).waitFor();
      await page.getByRole('button', { name: /^Roll/ }).click();
      await page.locator('#roll-status', { hasText: 'Roll 1 of 3' }).waitFor();
      // The best box offered (a 0 only when no box scores, so the page does not ask).
      const open = await page.locator('.sheet button.box:not([disabled])').evaluateAll((bs) =>
        bs.map((b) => {
          const m = b.getAttribute('aria-label').match(/^Score (\d+) in (.+)$/);
          return { points: Number(m[1]), name: m[2] };
        }),
      );
      const best = open.reduce((a, b) => (b.points > a.points ? b : a));
      await page.getByRole('button', { name: `Score ${best.points} in ${best.name}`, exact: true }).click();
      await announced(page, new RegExp(`^Scored ${best.points} in ${best.name}`));
    }
  };
  const oneLine = async (link) => {
    const box = await link.boundingBox();
    // One line of text is less than two font sizes high.
    const size = await link.evaluate((a) => parseFloat(getComputedStyle(a).fontSize));
    assert.ok(box.height < 2 * size, `the link is ${box.height}px high, its font ${size}px`);
    assert.equal(await link.evaluate((a) => a.getClientRects().length), 1, 'the link is not broken across lines');
  };
  await playGame();
  await page.getByRole('heading', { name: 'Game 1 of 2 over' }).waitFor();
  let link = page.locator('.game-over p.seed a');
  assert.equal(await link.getAttribute('class'), 'nowrap');
  assert.equal(await link.textContent(), 'game #131');
  assert.equal(await link.getAttribute('href'), '?seed=131&game=yacht');
  assert.equal(
    await page.locator('.game-over p.seed').textContent(),
    'These dice are game #131: this link deals them again.',
  );
  await oneLine(link);

  await page.getByRole('button', { name: 'Next game (2 of 2)' }).click();
  await playGame();
  await page.getByRole('heading', { name: 'Session over' }).waitFor();
  link = page.getByRole('link', { name: 'game #132', exact: true });
  assert.equal(await link.getAttribute('class'), 'nowrap');
  await oneLine(link);
  // The session is over: the link deals game #132 again, as a game of its own.
  await link.click();
  await page.waitForURL(/\?seed=132&game=yacht$/);
  await page.locator('#roll-status', { hasText: 'Turn 1 of 12' }).waitFor();
  assert.match(await footer(page).textContent(), /^Yacht game #132 · Coach /);
  assert.equal(await caption(page).textContent(), 'Yacht scoresheet');
  assert.deepEqual(errors, []);
  await context.close();
});
