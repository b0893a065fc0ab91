// Issue 37, points 3 and 4: a table of a person and two bots, as people who played the release
// build met it. Each bot's name says its level, the same on the sheet, in the chances to win,
// the ranking, the review and the review of a kept game; a bot's turn at the default pace is
// over in 2.5 s; the chances give a Casual bot its level's expected score; the end screen says
// the player's place before the high-score news, and that the list is their own; the review
// counts each player's own turns; a long game number is shown short, whole in a title.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  serve,
  launch,
  openPage,
  announced,
  readOffers,
  BOXES,
  dealNewTablesFrom,
  newTable,
  typeInto,
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

// A random deal's number, sixteen digits as the page draws them (below 2^53).
const SEED = 2024112612340421;

/** Notes each announcement with the time it was shown (performance.now()), from the start. */
async function watchAnnouncements(context) {
  await context.addInitScript(() => {
    const log = [];
    window.__said = log;
    let last = null;
    new MutationObserver(() => {
      const p = document.querySelector('#announcer p');
      if (p && (p !== last?.el || p.textContent !== last.text)) {
        last = { el: p, text: p.textContent };
        log.push({ t: performance.now(), said: p.textContent });
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

/** Sets up a table of Ann (a person), an Expert bot left unnamed and a Casual bot named Ada. */
async function seatAnnAndTwoBots(page) {
  const setup = await newTable(page);
  await typeInto(setup.getByRole('group', { name: 'Seat 1' }).getByRole('textbox'), 'Ann');
  await setup.getByRole('button', { name: 'Add a seat' }).click();
  const two = setup.getByRole('group', { name: 'Seat 2' });
  await two.getByRole('combobox').selectOption('expert');
  // An unnamed bot's empty field shows the name its level gives it.
  assert.equal(await two.getByRole('textbox').inputValue(), '');
  assert.equal(await two.getByRole('textbox').getAttribute('placeholder'), 'Expert bot');
  await setup.getByRole('button', { name: 'Add a seat' }).click();
  const three = setup.getByRole('group', { name: 'Seat 3' });
  await three.getByRole('combobox').selectOption('casual');
  await typeInto(three.getByRole('textbox'), 'Ada');
  await setup.getByRole('button', { name: 'Start' }).click();
  await setup.waitFor({ state: 'detached' });
}

/** Ann's turn: one roll, scored in the box that gives the most. */
async function annPlays(page) {
  await page.getByRole('button', { name: /^Roll/ }).click();
  await page.locator('#roll-status', { hasText: 'Roll 1 of 3' }).waitFor();
  const offers = (await readOffers(page)).filter((o) => o.enabled);
  const best = offers.reduce((a, b) => (b.points > a.points ? b : a));
  await page.getByRole('button', { name: `Score ${best.points} in ${BOXES[best.box]}`, exact: true }).click();
  await announced(page, new RegExp(`^Ann scored ${best.points} in `));
}

/** A bot's turn, skipped to its end: waits for its bar, skips, waits for its score. */
async function botPlays(page, name) {
  await page.locator('.bot-bar', { hasText: `${name} is playing…` }).waitFor();
  const n = await page.locator('.sheet .filled').count();
  await page.getByRole('button', { name: 'Skip to the end of the turn' }).click();
  await page.waitForFunction((k) => document.querySelectorAll('.sheet .filled').length > k, n);
}

const texts = (locator) => locator.evaluateAll((els) => els.map((e) => e.textContent.trim()));

test("bots are named by their level everywhere, the end and the review read right, a game's number is short", async () => {
  const errors = [];
  const { context, page } = await openPage(browser, null, errors);
  await dealNewTablesFrom(context, SEED);
  await page.goto(`${server.url}/`);
  await page.locator('footer', { hasText: 'Coach ready' }).waitFor({ timeout: 120_000 });
  await seatAnnAndTwoBots(page);

  // The sheet's columns.
  assert.deepEqual(await texts(page.locator('.sheet thead th .name')), ['Ann', 'Expert bot', 'Ada (Casual)']);
  // The footer shows the game's number short, its title whole.
  const footer = page.locator('footer p');
  assert.match(await footer.textContent(), /^Classic Yahtzee game #…0421 · /);
  assert.equal(await footer.getAttribute('title'), `Classic Yahtzee game #${SEED}`);

  // The chances to win at the new table: the Casual bot is expected to score as Casual bots
  // do in Classic (232.1 on average: crates/solver/src/play.rs LEVEL_MEANS), not as the Expert.
  await page.getByRole('button', { name: 'Chances to win' }).click();
  await page.waitForFunction(() => document.querySelectorAll('.chances li strong').length === 3, null, {
    timeout: 60_000,
  });
  const chances = await page
    .locator('.chances li')
    .evaluateAll((lis) =>
      lis.map((li) => [li.querySelector('.name').textContent, Number(li.children[1].textContent.match(/\d+/)[0])]),
    );
  assert.deepEqual(
    chances.map((c) => c[0]),
    ['Ann', 'Expert bot', 'Ada (Casual)'],
  );
  assert.equal(chances[1][1], 255, "the Expert bot's expected score is optimal play's");
  assert.ok(Math.abs(chances[2][1] - 232.1) <= 6, `the Casual bot is expected to score ${chances[2][1]}`);
  await page.getByRole('button', { name: 'Close chances' }).click();

  for (let round = 1; round <= 13; round++) {
    await annPlays(page);
    await botPlays(page, 'Expert bot');
    await botPlays(page, 'Ada (Casual)');
  }
  await page.getByRole('heading', { name: 'Game over' }).waitFor();

  // The ranking names the bots by their levels; Ann's place comes before her high-score news,
  // which says the list is the people's own (bots keep no records, so a last place may be #1).
  const ranking = await page
    .locator('.ranking li')
    .evaluateAll((lis) =>
      lis.map((li) => [li.querySelector('.place').textContent, li.querySelector('.name').textContent]),
    );
  assert.deepEqual(ranking.map((r) => r[1]).sort(), ['Ada (Casual)', 'Ann', 'Expert bot']);
  const annPlace = ranking.find((r) => r[1] === 'Ann')[0];
  const news = page.locator('.record-news');
  assert.equal(await news.count(), 1);
  assert.match(
    await news.textContent(),
    new RegExp(`^${annPlace} of 3\\. Ann's \\d+ is #1 in your own Classic Yahtzee high scores\\.$`),
  );
  assert.ok(
    await page
      .locator('.ranking')
      .evaluate(
        (r, n) => Boolean(r.compareDocumentPosition(n) & Node.DOCUMENT_POSITION_FOLLOWING),
        await news.elementHandle(),
      ),
    'the ranking comes before the news',
  );
  const seedLine = page.locator('.game-over .seed');
  assert.match(await seedLine.textContent(), /^Game #…0421 — /);
  assert.equal(await seedLine.getAttribute('title'), `Classic Yahtzee game #${SEED}`);

  // The review: its heading names the game short; each turn is its player's own.
  await page.getByRole('button', { name: 'Review this game' }).click();
  const review = page.getByRole('dialog', { name: 'Review: game #…0421' });
  const turn = review.locator('#review-turn');
  const next = review.getByRole('button', { name: 'Next turn' });
  await turn.waitFor();
  const seen = [];
  for (let i = 0; i < 4; i++) {
    seen.push(await turn.textContent());
    await next.click();
    await page.waitForFunction((was) => document.querySelector('#review-turn').textContent !== was, seen.at(-1));
  }
  assert.deepEqual(seen, [
    'Ann, turn 1 of 13',
    'Expert bot, turn 1 of 13',
    'Ada (Casual), turn 1 of 13',
    'Ann, turn 2 of 13',
  ]);
  assert.match(await review.locator('.turn-steps li').last().textContent(), /^Turn 2, box: /);
  assert.deepEqual(await texts(review.locator('table.review-players tbody th')), ['Ann', 'Expert bot', 'Ada (Casual)']);
  await page.keyboard.press('Escape');
  await review.waitFor({ state: 'detached' });

  // The game as kept, read back after a reload: the same names, the number short.
  await page.reload();
  await page.getByRole('button', { name: 'Coach' }).click();
  const coach = page.getByRole('dialog', { name: 'Coach' });
  const kept = coach.locator('.history li span').first();
  assert.match(await kept.textContent(), / · game #…0421 · /);
  assert.equal(await kept.getAttribute('title'), `game #${SEED}`);
  await coach.locator('.history li').first().getByRole('button').click();
  const again = page.getByRole('dialog', { name: /^Review: game #…0421 of \d{4}-\d\d-\d\d$/ });
  await again.locator('#review-turn').waitFor();
  await again.getByRole('button', { name: 'Next turn' }).click();
  await again.locator('#review-turn', { hasText: 'Expert bot, turn 1 of 13' }).waitFor();
  assert.deepEqual(await texts(again.locator('table.review-players tbody th')), ['Ann', 'Expert bot', 'Ada (Casual)']);
  assert.deepEqual(errors, []);
  await context.close();
});

test("a bot's turn at the default pace is over in 2.5 s, each step seen", async (t) => {
  const errors = [];
  const { context, page } = await openPage(browser, null, errors);
  await watchAnnouncements(context);
  // Dice on which the Expert bot's first two turns take several holds and rolls.
  await dealNewTablesFrom(context, 7);
  await page.goto(`${server.url}/`);
  await page.locator('footer', { hasText: 'Coach ready' }).waitFor({ timeout: 120_000 });
  const setup = await newTable(page);
  await setup.getByRole('group', { name: 'Seat 1' }).getByRole('combobox').selectOption('expert');
  await setup.getByRole('button', { name: 'Add a seat' }).click();
  await typeInto(setup.getByRole('group', { name: 'Seat 2' }).getByRole('textbox'), 'Ann');
  await setup.getByRole('button', { name: 'Start' }).click();
  await setup.waitFor({ state: 'detached' });
  await page.locator('.bot-bar', { hasText: 'Expert bot is playing…' }).waitFor();

  const turns = [];
  for (let n = 1; n <= 2; n++) {
    await page.waitForFunction(
      (k) => window.__said.filter((e) => /^Expert bot scored \d+ in /.test(e.said)).length >= k,
      n,
      { timeout: 30_000 },
    );
    const said = await page.evaluate(() => window.__said);
    const rolled = said.filter((e) => /^Expert bot: Roll 1 of 3: /.test(e.said))[n - 1];
    const scored = said.filter((e) => /^Expert bot scored \d+ in /.test(e.said))[n - 1];
    const steps = said.filter((e) => e.t > rolled.t && e.t < scored.t && e.said.startsWith('Expert bot: '));
    turns.push({ ms: Math.round(scored.t - rolled.t), steps: steps.length + 1 });
    if (n === 1) await annPlays(page);
  }
  t.diagnostic(`Expert bot's turns, first roll to score: ${JSON.stringify(turns)}`);
  for (const turn of turns) {
    assert.ok(turn.ms <= 2500, `a turn of ${turn.steps} steps took ${turn.ms} ms`);
  }
  // Each roll and hold is shown: the turns had steps between the first roll and the score.
  assert.ok(
    turns.some((turn) => turn.steps >= 5),
    `steps after the first roll: ${turns.map((x) => x.steps)}`,
  );
  assert.deepEqual(errors, []);
  await context.close();
});
