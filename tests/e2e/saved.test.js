// Nothing is lost: reloads restore the game exactly, bad saved data gives a notice and a fresh
// game (keeping the old text aside), and the Joker rule is enforced on the page.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { serve, launch, openPage, readDice, readOffers, rowValue, replay, glanceAtHelp, storeGame } from './harness.js';

const FIXTURE = new URL('../fixtures/save-seed5.json', import.meta.url);
// The same game as the page saved it before the generator state was text: two numbers beyond
// 2^53, which JSON.parse alone would round.
const FIXTURE_NUMBERS = new URL('../fixtures/save-seed5-rng-as-numbers.json', import.meta.url);

/** Rolls, scores the last open box (Chance), rolls again; returns the Roll button. */
async function rollScoreRoll(page) {
  const roll = page.getByRole('button', { name: /^Roll/ });
  await roll.click();
  await page.locator('#roll-status', { hasText: 'Roll 1 of 3' }).waitFor();
  const offers = (await readOffers(page)).filter((o) => o.enabled);
  assert.equal(offers.at(-1).box, 12);
  await page.locator(`.sheet button[data-box="${offers.at(-1).box}"]`).click();
  await page.locator('#roll-status', { hasText: 'Turn 2 of 13' }).waitFor();
  await roll.click();
  await page.locator('#roll-status', { hasText: 'Roll 1 of 3' }).waitFor();
  return roll;
}

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

test('a reload restores the dice, holds and scores without re-rolling', async () => {
  const errors = [];
  const { context, page } = await openPage(browser, `${server.url}/?seed=5`, errors);
  await rollScoreRoll(page);
  await page.getByRole('button', { name: /^Die 2:/ }).click();
  await page.locator('.dice button:nth-child(2)[aria-pressed="true"]').waitFor();
  const before = await readDice(page);
  const total = await rowValue(page, 'Total');

  // A reload without the seed in the address restores the saved game too.
  await page.goto(`${server.url}/`);
  await page.locator('#roll-status', { hasText: 'Roll 1 of 3' }).waitFor();
  assert.deepEqual(await readDice(page), before);
  assert.equal(await rowValue(page, 'Total'), total);
  assert.match(page.url(), /\?seed=5$/);
  await page.reload();
  await page.locator('#roll-status', { hasText: 'Roll 1 of 3' }).waitFor();
  assert.deepEqual(await readDice(page), before);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the page saves the text the engine serializer writes, and reads it back exactly', async () => {
  const errors = [];
  const { context, page } = await openPage(browser, `${server.url}/?seed=5`, errors);
  const roll = await rollScoreRoll(page);
  // Byte for byte what serde_json writes natively for the same game (storage.rs checks the same
  // fixture), the generator's full 64-bit state included, beyond a JavaScript number's range
  // (written as text).
  const saved = await page.evaluate(() => localStorage.getItem('yahtzee.game'));
  assert.equal(saved, readFileSync(FIXTURE, 'utf8').trimEnd());
  const state = saved.match(/"rng":\{"state":"(\d+)",/)[1];
  assert.ok(BigInt(state) > BigInt(Number.MAX_SAFE_INTEGER), `state ${state}`);
  // A reload reads that text back exactly: the next roll is the engine's.
  await page.reload();
  await page.locator('#roll-status', { hasText: 'Roll 1 of 3' }).waitFor();
  await roll.click();
  await page.locator('#roll-status', { hasText: 'Roll 2 of 3' }).waitFor();
  const engine = replay(5, ['Roll', { Score: 12 }, 'Roll', 'Roll']);
  assert.deepEqual(
    (await readDice(page)).map((d) => d.face),
    engine.rolls[2],
  );
  assert.deepEqual(errors, []);
  await context.close();
});

test('a save from before, with the generator state as numbers beyond 2^53, is read exactly', async () => {
  const errors = [];
  const { context, page } = await openPage(browser, `${server.url}/?seed=5`, errors);
  await page.locator('#roll-status', { hasText: 'Turn 1 of 13' }).waitFor();
  const old = readFileSync(FIXTURE_NUMBERS, 'utf8').trimEnd();
  assert.match(old, /"rng":\{"state":6342316161777796373,"inc":12881087583190960707\}/);
  await storeGame(page, old);
  await page.goto(`${server.url}/`);
  // The fixture's game: Chance scored, turn 2 rolled once.
  await page.locator('#roll-status', { hasText: 'Roll 1 of 3' }).waitFor();
  const roll = page.getByRole('button', { name: /^Roll/ });
  await roll.click();
  await page.locator('#roll-status', { hasText: 'Roll 2 of 3' }).waitFor();
  const engine = replay(5, ['Roll', { Score: 12 }, 'Roll', 'Roll']);
  assert.deepEqual(
    (await readDice(page)).map((d) => d.face),
    engine.rolls[2],
  );
  // Saved again, with the state as text, and read back to the same dice.
  assert.match(
    await page.evaluate(() => localStorage.getItem('yahtzee.game')),
    /"rng":\{"state":"\d+","inc":"12881087583190960707"\}/,
  );
  await page.reload();
  await page.locator('#roll-status', { hasText: 'Roll 2 of 3' }).waitFor();
  assert.deepEqual(
    (await readDice(page)).map((d) => d.face),
    engine.rolls[2],
  );
  assert.deepEqual(errors, []);
  await context.close();
});

test('unreadable saved data gives a notice and a fresh game, and is kept aside', async () => {
  for (const bad of ['{not json', '{"schema":99,"game":{}}', '{"schema":1,"game":{"seed":"x"}}']) {
    const errors = [];
    const { context, page } = await openPage(browser, `${server.url}/?seed=3`, errors);
    await storeGame(page, bad);
    await page.evaluate(() => localStorage.setItem('player.other', 'keep me'));
    await page.reload();
    await page.getByRole('alert').filter({ hasText: 'a new game has started' }).waitFor();
    await page.locator('#roll-status', { hasText: 'Turn 1 of 13' }).waitFor();
    assert.equal(await page.evaluate(() => localStorage.getItem('yahtzee.game.unreadable')), bad);
    assert.equal(await page.evaluate(() => localStorage.getItem('player.other')), 'keep me');
    // The game plays on and saves again.
    await page.getByRole('button', { name: /^Roll/ }).click();
    await page.locator('#roll-status', { hasText: 'Roll 1 of 3' }).waitFor();
    await page.getByRole('button', { name: 'Dismiss notice' }).click();
    await page.getByRole('alert').waitFor({ state: 'detached' });
    assert.match(await page.evaluate(() => localStorage.getItem('yahtzee.game')), /"schema":2/);
    assert.deepEqual(errors, []);
    await context.close();
  }
});

test('unreadable finished games and a readable saved game: a notice names them, they are kept aside, the game goes on', async () => {
  const errors = [];
  const { context, page } = await openPage(browser, `${server.url}/?seed=8`, errors);
  await page.getByRole('button', { name: /^Roll/ }).click();
  await page.locator('#roll-status', { hasText: 'Roll 1 of 3' }).waitFor();
  const dice = await readDice(page);
  const bad = '[{"seed":1,"rules":';
  // This visit's own check of the stored data is over before the data is damaged.
  await glanceAtHelp(page);
  await page.evaluate((v) => localStorage.setItem('yahtzee.history', v), bad);
  await page.reload();
  // The check runs once the later parts have arrived; its notice names what was moved and where.
  await page
    .getByRole('alert')
    .filter({ hasText: 'finished games (kept under "yahtzee.history.unreadable")' })
    .waitFor();
  assert.equal(await page.evaluate(() => localStorage.getItem('yahtzee.history.unreadable')), bad);
  assert.equal(await page.evaluate(() => localStorage.getItem('yahtzee.history')), null);
  // The saved game itself was read and is on the table as it was.
  await page.locator('#roll-status', { hasText: 'Roll 1 of 3' }).waitFor();
  assert.deepEqual(await readDice(page), dice);
  assert.deepEqual(errors, []);
  await context.close();
});

/** A game saved by the first version (a lone game), made by play (src/storage/fixtures.rs). */
function savedGame(name) {
  return readFileSync(new URL(`../fixtures/${name}`, import.meta.url), 'utf8').trimEnd();
}

test('the forced Joker rule disables the boxes it forbids and says why', async () => {
  const errors = [];
  const { context, page } = await openPage(browser, `${server.url}/?seed=11`, errors);
  // A Yahtzee of 2s in the Yahtzee box, Threes open, five 3s rolled.
  await storeGame(page, savedGame('save-v1-joker-threes-open-seed11.json'));
  await page.reload();
  await page.getByRole('note').filter({ hasText: 'must be scored there, in Threes' }).waitFor();
  const offers = await readOffers(page);
  assert.deepEqual(
    offers.filter((o) => o.enabled).map((o) => o.box),
    [2],
  );
  assert.ok(await page.getByRole('button', { name: /^Score 0 in Full House, not allowed/ }).isDisabled());
  await page.getByRole('button', { name: 'Score 15 in Threes', exact: true }).click();
  await page.locator('#roll-status', { hasText: 'Turn 3 of 13' }).waitFor();
  assert.equal(await rowValue(page, 'Yahtzee Bonus'), 100);
  assert.equal(await rowValue(page, 'Total'), 165);

  // Threes filled: the Joker opens the lower boxes at full value and closes the upper ones.
  await storeGame(page, savedGame('save-v1-joker-threes-filled-seed11.json'));
  await page.reload();
  await page.getByRole('note').filter({ hasText: 'must go in an open lower box' }).waitFor();
  const enabled = (await readOffers(page)).filter((o) => o.enabled);
  assert.deepEqual(
    enabled.map((o) => [o.box, o.points]),
    [
      [6, 15],
      [7, 15],
      [8, 25],
      [9, 30],
      [10, 40],
      [12, 15],
    ],
  );
  assert.deepEqual(errors, []);
  await context.close();
});

test('every seed a link can carry survives a move and a reload, or the link is refused with a message', async () => {
  // The largest game numbers: 2^53 - 2 is a game's seed and is kept exactly; 2^64 - 1 is not
  // one, and the link says so (a JavaScript number would round it).
  const errors = [];
  const seed = '9007199254740990';
  const { context, page } = await openPage(browser, `${server.url}/?seed=${seed}`, errors);
  const roll = page.getByRole('button', { name: /^Roll/ });
  await roll.click();
  await page.locator('#roll-status', { hasText: 'Roll 1 of 3' }).waitFor();
  await page.getByRole('button', { name: /^Score \d+ in Chance$/ }).click();
  await page.locator('#roll-status', { hasText: 'Turn 2 of 13' }).waitFor();
  await roll.click();
  await page.locator('#roll-status', { hasText: 'Roll 1 of 3' }).waitFor();
  assert.match(await page.evaluate(() => localStorage.getItem('yahtzee.game')), new RegExp(`"seed":${seed},`));
  await page.goto(`${server.url}/`);
  await page.locator('#roll-status', { hasText: 'Roll 1 of 3' }).waitFor();
  assert.ok(page.url().endsWith(`?seed=${seed}`), page.url());
  // The command line, with the same seed, deals the same dice the page shows after the reload.
  // (2^53 - 2 is a JavaScript number exactly.)
  const engine = replay(9007199254740990, ['Roll', { Score: 12 }, 'Roll']);
  assert.deepEqual(engine.rolls, [
    [3, 4, 1, 3, 4],
    [3, 6, 3, 4, 1],
  ]);
  assert.deepEqual(
    (await readDice(page)).map((d) => d.face),
    engine.rolls[1],
  );
  assert.equal(await rowValue(page, 'Chance'), engine.boxes[0][12]);

  await page.goto(`${server.url}/?seed=18446744073709551615`);
  await page.getByRole('alert').filter({ hasText: '"18446744073709551615", which is not a game number' }).waitFor();
  await page.locator('#roll-status').waitFor();
  assert.deepEqual(errors, []);
  await context.close();
});
