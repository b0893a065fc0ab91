// Four bots, one of every level, play a whole game of each game to the game-over screen. Each
// column adds up, and every box and total is the one the command line's bots reach from the same
// seed (`yahtzee bots`, on the page's own table from dist/tables): the page's bots and the
// simulations play by one function (yahtzee_solver::play::bot_action).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { serve, launch, openPage, DIST, openTool } from './harness.js';

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
const SEATS = ['expert', 'expert', 'casual', 'beginner'];
const GAMES = [
  { key: 'classic', boxes: 13 },
  { key: 'lucky7', boxes: 14 },
  { key: 'tricolor', boxes: 15 },
  { key: 'yacht', boxes: 12 },
  { key: 'yatzy', boxes: 15 },
  // Maxi Yatzy's bots play by its coach's fit (`yahtzee bots` reads the same fit).
  { key: 'maxi', boxes: 20 },
];

/** Every row of the sheet: [name, value of each column] (null for an open box). */
async function sheetRows(page) {
  return page.locator('.sheet tbody tr, .sheet tfoot tr').evaluateAll((trs) =>
    trs.map((tr) => [
      tr.querySelector('th').firstChild.textContent.trim(),
      [...tr.querySelectorAll('td')].map((td) => {
        const t = td.textContent.trim();
        return /^\d+$/.test(t) ? Number(t) : null;
      }),
      tr.classList.contains('box-row'),
    ]),
  );
}

for (const g of GAMES) {
  test(`four bots (Expert, Expert, Casual, Beginner) play a whole game of ${g.key}`, async (t) => {
    const errors = [];
    const { context, page } = await openPage(browser, `${server.url}/?game=${g.key}`, errors);
    await openTool(page, 'New table');
    const setup = page.getByRole('dialog', { name: 'New table' });
    await setup.getByRole('group', { name: 'Seat 1' }).getByRole('combobox').selectOption(SEATS[0]);
    for (let s = 2; s <= SEATS.length; s++) {
      await setup.getByRole('button', { name: 'Add a seat' }).click();
      await setup
        .getByRole('group', { name: `Seat ${s}` })
        .getByRole('combobox')
        .selectOption(SEATS[s - 1]);
    }
    await setup.getByRole('button', { name: 'Start' }).click();
    await setup.waitFor({ state: 'detached' });
    // A new table is dealt from a new random seed, so every run plays other dice; the footer
    // names it, for a run that fails
    // (shown short in the line, whole in its title).
    const seed = (await page.locator('footer p').getAttribute('title')).match(/ game #(\d+)$/)[1];
    t.diagnostic(`seed ${seed}`);

    // Every turn is skipped to its end, one after the other: the test waits for each new score
    // on the sheet before it skips the next turn. (It reads the count each time: a bot whose
    // turn is not skipped plays on at its pace, and may have scored in the meantime.)
    const filled = page.locator('.sheet .filled');
    const skip = page.getByRole('button', { name: 'Skip to the end of the turn' });
    const boxesInAll = g.boxes * SEATS.length;
    for (let n = await filled.count(); n < boxesInAll; n = await filled.count()) {
      await skip.click();
      await page.waitForFunction((k) => document.querySelectorAll('.sheet .filled').length > k, n);
    }
    await page.getByRole('heading', { name: 'Game over' }).waitFor();

    // Every column adds up: its boxes and bonuses make its total.
    const rows = await sheetRows(page);
    const column = (name) => rows.find((r) => r[0] === name)?.[1];
    const boxes = rows.filter((r) => r[2]);
    assert.equal(boxes.length, g.boxes);
    const bonuses = rows.filter((r) => !r[2] && /Bonus$/i.test(r[0]) && r[0] !== 'Bonus needs');
    for (let p = 0; p < SEATS.length; p++) {
      const sum = boxes.reduce((s, r) => s + r[1][p], 0) + bonuses.reduce((s, r) => s + r[1][p], 0);
      assert.equal(column('Total')[p], sum, `seat ${p + 1}'s column adds up`);
    }

    // The same bots from the same seed on the command line: the same game, box by box.
    // The end's line names the game short (its last four digits), its title whole.
    const seedLine = page.locator('.game-over .seed');
    const short = seed.length <= 6 ? seed : `…${seed.slice(-4)}`;
    assert.match(await seedLine.textContent(), new RegExp(`#${short} `));
    assert.match(await seedLine.getAttribute('title'), new RegExp(` game #${seed}$`));
    const native = JSON.parse(
      execFileSync(
        CLI,
        ['bots', '--seats', SEATS.join(','), '--seed', seed, '--variant', g.key, '--tables', path.join(DIST, 'tables')],
        { encoding: 'utf8' },
      ),
    );
    for (let p = 0; p < SEATS.length; p++) {
      assert.deepEqual(
        boxes.map((r) => r[1][p]),
        native.boxes[p],
        `seat ${p + 1}'s boxes, seed ${seed}`,
      );
      assert.equal(column('Total')[p], native.totals[p].total, `seat ${p + 1}'s total, seed ${seed}`);
    }
    assert.deepEqual(errors, []);
    await context.close();
  });
}
