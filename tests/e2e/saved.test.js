// Nothing is lost: reloads restore the game exactly, bad saved data gives a notice and a fresh
// game (keeping the old text aside), and the Joker rule is enforced on the page.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { serve, launch, openPage, readDice, readOffers, rowValue, replay, glanceAtHelp } from './harness.js';

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

let server; let browser;
before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); server?.close(); });

test('a reload restores the dice, holds and scores without re-rolling', async () => {
  const errors = [];
  const { context, page } = await openPage(browser, `${server.url}/?seed=5`, errors);
  const roll = await rollScoreRoll(page);
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
  assert.deepEqual((await readDice(page)).map((d) => d.face), engine.rolls[2]);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a save from before, with the generator state as numbers beyond 2^53, is read exactly', async () => {
  const errors = [];
  const { context, page } = await openPage(browser, `${server.url}/?seed=5`, errors);
  await page.locator('#roll-status', { hasText: 'Turn 1 of 13' }).waitFor();
  const old = readFileSync(FIXTURE_NUMBERS, 'utf8').trimEnd();
  assert.match(old, /"rng":\{"state":6342316161777796373,"inc":12881087583190960707\}/);
  await page.evaluate((v) => localStorage.setItem('yahtzee.game', v), old);
  await page.goto(`${server.url}/`);
  // The fixture's game: Chance scored, turn 2 rolled once.
  await page.locator('#roll-status', { hasText: 'Roll 1 of 3' }).waitFor();
  const roll = page.getByRole('button', { name: /^Roll/ });
  await roll.click();
  await page.locator('#roll-status', { hasText: 'Roll 2 of 3' }).waitFor();
  const engine = replay(5, ['Roll', { Score: 12 }, 'Roll', 'Roll']);
  assert.deepEqual((await readDice(page)).map((d) => d.face), engine.rolls[2]);
  // Saved again, with the state as text, and read back to the same dice.
  assert.match(await page.evaluate(() => localStorage.getItem('yahtzee.game')),
    /"rng":\{"state":"\d+","inc":"12881087583190960707"\}/);
  await page.reload();
  await page.locator('#roll-status', { hasText: 'Roll 2 of 3' }).waitFor();
  assert.deepEqual((await readDice(page)).map((d) => d.face), engine.rolls[2]);
  assert.deepEqual(errors, []);
  await context.close();
});

test('unreadable saved data gives a notice and a fresh game, and is kept aside', async () => {
  for (const bad of ['{not json', '{"schema":99,"game":{}}', '{"schema":1,"game":{"seed":"x"}}']) {
    const errors = [];
    const { context, page } = await openPage(browser, `${server.url}/?seed=3`, errors);
    await page.evaluate((v) => localStorage.setItem('yahtzee.game', v), bad);
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
  await page.getByRole('alert').filter({ hasText: 'finished games (kept under "yahtzee.history.unreadable")' }).waitFor();
  assert.equal(await page.evaluate(() => localStorage.getItem('yahtzee.history.unreadable')), bad);
  assert.equal(await page.evaluate(() => localStorage.getItem('yahtzee.history')), null);
  // The saved game itself was read and is on the table as it was.
  await page.locator('#roll-status', { hasText: 'Roll 1 of 3' }).waitFor();
  assert.deepEqual(await readDice(page), dice);
  assert.deepEqual(errors, []);
  await context.close();
});

function savedGame({ boxes, dice }) {
  return JSON.stringify({
    schema: 1,
    game: {
      rules: { variant: 'Classic', options: { joker: 'Forced', five_of_a_kind_full_house: false, yahtzee_bonus: true } },
      seed: 11,
      rng: { state: 1234567, inc: 99 },
      sheets: [{ boxes, yahtzee_bonuses: 0, yahtzee_bonus_points: 0 }],
      current: 0,
      turn: { dice, held: [false, false, false, false, false], rolls: 1, thrown: [true, true, true, true, true] },
      undo: null,
      last: null,
    },
  });
}

test('the forced Joker rule disables the boxes it forbids and says why', async () => {
  const errors = [];
  const { context, page } = await openPage(browser, `${server.url}/?seed=11`, errors);
  const open = Array(13).fill(null);
  open[11] = 50;
  await page.evaluate((v) => localStorage.setItem('yahtzee.game', v), savedGame({ boxes: open, dice: [3, 3, 3, 3, 3] }));
  await page.reload();
  await page.getByRole('note').filter({ hasText: 'must be scored there, in Threes' }).waitFor();
  const offers = await readOffers(page);
  assert.deepEqual(offers.filter((o) => o.enabled).map((o) => o.box), [2]);
  assert.ok(await page.getByRole('button', { name: /^Score 0 in Full House, not allowed/ }).isDisabled());
  await page.getByRole('button', { name: 'Score 15 in Threes', exact: true }).click();
  await page.locator('#roll-status', { hasText: 'Turn 3 of 13' }).waitFor();
  assert.equal(await rowValue(page, 'Yahtzee Bonus'), 100);
  assert.equal(await rowValue(page, 'Total'), 165);

  // Threes filled: the Joker opens the lower boxes at full value and closes the upper ones.
  const threesFilled = [...open];
  threesFilled[2] = 9;
  await page.evaluate((v) => localStorage.setItem('yahtzee.game', v), savedGame({ boxes: threesFilled, dice: [3, 3, 3, 3, 3] }));
  await page.reload();
  await page.getByRole('note').filter({ hasText: 'must go in an open lower box' }).waitFor();
  const enabled = (await readOffers(page)).filter((o) => o.enabled);
  assert.deepEqual(enabled.map((o) => [o.box, o.points]), [[6, 15], [7, 15], [8, 25], [9, 30], [10, 40], [12, 15]]);
  assert.deepEqual(errors, []);
  await context.close();
});
