// Maxi Yatzy in the page: a whole seeded game by touch on a phone, saving rolls and spending them
// (a fourth and fifth roll), every box and the total checked against the engine; a whole game
// with real dice, six faces typed each turn; and the coach's hint, which says it is strong, not
// perfect.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  serve,
  launch,
  openPage,
  readDice,
  replay,
  replayRequest,
  announced,
  typeFaces,
  realDiceTable,
  offers,
  openTool,
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

const PHONE = { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true };
const OFFICIAL = { joker: 'Forced', five_of_a_kind_full_house: false, yahtzee_bonus: true };
const RULES = { variant: 'Maxi', options: OFFICIAL };
const BOXES = 20;

/** The face shown most often (the highest of equals): the dice to hold. */
function mostCommon(faces) {
  const count = (f) => faces.filter((x) => x === f).length;
  return [6, 5, 4, 3, 2, 1].reduce((a, b) => (count(b) > count(a) ? b : a));
}

/** The game is over on the page and in the engine's replay, every box and the total the same. */
async function sheetIsTheEngines(page, engine) {
  assert.ok(engine.over);
  const shown = await page
    .locator('.sheet tr.box-row')
    .evaluateAll((trs) => trs.map((tr) => Number(tr.querySelector('td').textContent.trim())));
  assert.deepEqual(shown, engine.boxes[0]);
  assert.equal(Number(await page.locator('.final-score').textContent()), engine.totals[0].total);
}

/** Scores the offer worth the most points by touch; returns the action. */
async function scoreBest(page) {
  const open = await offers(page);
  const best = open.reduce((a, b) => (b.points > a.points ? b : a));
  await page.getByRole('button', { name: `Score ${best.points} in ${best.name}`, exact: true }).tap();
  await announced(page, new RegExp(`^Scored ${best.points} in ${best.name}`));
  return { Score: best.box };
}

test('a whole game of Maxi Yatzy by touch on a phone saves rolls, spends them, and matches the engine', async () => {
  const errors = [];
  const seed = 7;
  const { context, page } = await openPage(browser, `${server.url}/?seed=${seed}&game=maxi`, errors, PHONE);
  assert.equal(await page.locator('.sheet tr.box-row').count(), BOXES);
  const roll = page.getByRole('button', { name: /^Roll/ });
  const actions = [];
  let saved = 0;
  let spent = 0;
  // Six dice alike just thrown are named by the game's box for them: "Maxi Yatzy!".
  let alike = 0;
  const allAlike = async () => {
    const faces = (await readDice(page)).map((d) => d.face);
    if (faces.some((f) => f !== faces[0])) return;
    alike += 1;
    await page.locator('.celebrate.rolled', { hasText: /^Maxi Yatzy!$/ }).waitFor();
  };
  for (let turn = 1; turn <= BOXES; turn++) {
    const waiting = `Turn ${turn} of ${BOXES}: roll the dice`;
    await page.locator('#roll-status', { hasText: waiting }).waitFor();
    assert.equal(await page.locator('#roll-status').textContent(), saved ? `${waiting} · ${saved} saved` : waiting);
    await roll.tap();
    actions.push('Roll');
    await page.locator('#roll-status', { hasText: 'Roll 1 of 3' }).waitFor();
    assert.equal((await readDice(page)).length, 6);
    await allAlike();
    // Odd turns score at once (two rolls saved); even turns use every roll they have.
    const rolls = turn % 2 === 1 ? 1 : 3 + saved;
    for (let r = 2; r <= rolls; r++) {
      const dice = await readDice(page);
      const keep = mostCommon(dice.map((d) => d.face));
      const plan = dice.map((d) => d.face === keep);
      if (plan.every(Boolean)) plan[5] = false; // always roll something again
      for (const [i, d] of dice.entries()) {
        const hold = plan[i];
        if (hold !== d.held) {
          await page.locator('.tray .die').nth(i).tap();
          actions.push({ Toggle: i });
          await page.locator(`.tray .die:nth-child(${i + 1})[aria-pressed="${hold}"]`).waitFor();
        }
      }
      assert.match(await roll.textContent(), new RegExp(`^Roll again \\(${rolls - r + 1} left\\)`));
      // Two taps on one spot of Roll in quick succession are a double tap, one press to the page
      // (a player's thumb lands elsewhere each time): each roll's tap at another end of it.
      const box = await roll.boundingBox();
      await roll.tap({ position: { x: r % 2 ? 12 : box.width - 12, y: box.height / 2 } });
      actions.push('Roll');
      const status = r <= 3 ? `Roll ${r} of 3` : `Saved roll ${r - 3} of ${saved}`;
      await page.locator('#roll-status', { hasText: status }).waitFor();
      await allAlike();
      if (r > 3) spent += 1;
    }
    assert.ok(
      (await roll.isDisabled()) === (rolls === 3 + saved),
      `turn ${turn}: Roll is offered while rolls are left`,
    );
    actions.push(await scoreBest(page));
    saved = turn % 2 === 1 ? saved + 2 : 0;
  }
  assert.ok(spent >= 10, `saved rolls were spent: ${spent}`);
  assert.equal(alike, 2, 'two throws of six alike in this game (six 2s, then six 6s, each on a saved roll)');
  await page.getByRole('heading', { name: 'Game over' }).waitFor();
  await sheetIsTheEngines(page, replay(seed, actions, RULES));
  // The review weighs each decision by the coach's ranking, and says so. This play (the most
  // common face kept, the box worth the most now) gives points away: the largest mistakes
  // come first, each of six dice, a fourth or later roll named as such.
  await page.getByRole('button', { name: 'Review this game' }).tap();
  const review = page.getByRole('dialog', { name: /^Review/ });
  await review.locator('.mistakes').waitFor();
  assert.equal(
    await review.locator('.review-strong').textContent(),
    "Each decision is weighed against the coach's strong play, not perfect play: its moves score 99.84 % of perfect play's average.",
  );
  const mistakes = await review.locator('.mistakes > li').evaluateAll((lis) =>
    lis.map((li) => [
      li.querySelector('.where').textContent,
      [...li.children]
        .filter((c) => !c.matches('.where, .turn-picture, .review-why'))
        .map((c) => c.textContent)
        .join(''),
    ]),
  );
  assert.equal(mistakes.length, 5);
  const LINE = /^dice( \d){6}; you chose to .+; best was to .+ \(−(\d+\.\d\d)\)$/;
  const losses = mistakes.map(([where, text]) => {
    const m = text.match(LINE);
    assert.ok(m, `a decision of six dice: ${text}`);
    assert.match(where, /^Turn \d+, (box|after roll \d): $/);
    return Number(m[2]);
  });
  assert.deepEqual(
    losses,
    [...losses].sort((a, b) => b - a),
  );
  assert.ok(losses[4] > 0);
  // Why, where a keep was made or was best: what each keep aimed at (a score against a score
  // has no reason in this game: that needs perfect play's playouts).
  const keepLines = mistakes.filter(([, text]) => /(chose to|best was to) (keep|reroll)/.test(text)).length;
  assert.ok(keepLines >= 1);
  await review
    .locator('.mistakes .review-why')
    .nth(keepLines - 1)
    .waitFor();
  const why = await review
    .locator('.mistakes > li')
    .evaluateAll((lis) => lis.map((li) => li.querySelector('.review-why')?.textContent ?? null));
  for (const [i, [, text]] of mistakes.entries()) {
    const keep = /(chose to|best was to) (keep|reroll)/.test(text);
    if (!keep) assert.equal(why[i], null, text);
    else assert.match(why[i], /^(Your keep aimed at .+|The best keep aimed at .+)\.$/, text);
  }
  // No review by the chance to win: the game was played alone, and Maxi's Tactician plays for points.
  assert.equal(await review.getByRole('heading', { name: /chance to win/ }).count(), 0);
  await review.getByRole('button', { name: 'Close' }).tap();

  // The costliest mistakes come back to practise, judged by the same ranking.
  const queue = await page.evaluate(() => JSON.parse(localStorage.getItem('yahtzee.practice')));
  assert.deepEqual(
    queue.map((p) => p.loss.toFixed(2)),
    losses.filter((l) => l >= 0.5).map((l) => l.toFixed(2)),
  );
  await openTool(page, 'Coach');
  await page
    .getByRole('dialog', { name: 'Coach' })
    .getByRole('button', { name: `Practise your mistakes (${queue.length})` })
    .tap();
  const practice = page.getByRole('dialog', { name: 'What would you do?' });
  await practice.locator('.roll-status').waitFor();
  // The position as the game met it: its dice, held as the keep before it held them, and the
  // rolls left, saved ones counted (the earlier turns replayed whole).
  const asked = queue[0].decisions;
  const d = asked.at(-1);
  const before = asked.at(-2);
  const heldBefore = before?.filled === d.filled && before.choice.Keep ? before.choice.Keep : d.dice.map(() => false);
  assert.deepEqual(
    await practice.locator('.dice button').evaluateAll((b) => b.map((e) => e.getAttribute('aria-label'))),
    d.dice.map((f, i) => `Die ${i + 1}: ${f}${heldBefore[i] ? ', held' : ''}`),
  );
  const status = d.rolls <= 3 ? `Roll ${d.rolls} of 3` : `Saved roll ${d.rolls - 3} of ${d.saved}`;
  assert.match(await practice.locator('.roll-status').textContent(), new RegExp(`^${status}`));
  // The move made in the game again (this game's costliest: a roll of six 2s, five kept and one
  // thrown again, a Maxi Yatzy thrown away): the verdict gives away what the review said.
  assert.deepEqual(d.dice, [2, 2, 2, 2, 2, 2]);
  assert.deepEqual(d.choice.Keep, [true, true, true, true, true, false]);
  for (const [i, keep] of d.choice.Keep.entries()) {
    if (keep !== heldBefore[i]) {
      await practice.locator('.dice button').nth(i).tap();
      await practice.locator(`.dice button:nth-child(${i + 1})[aria-pressed="${keep}"]`).waitFor();
    }
  }
  await practice.locator('.practice-roll').tap();
  await practice
    .locator('.practice-answer .verdict', { hasText: `gives away ${losses[0].toFixed(2)} points` })
    .waitFor();
  assert.deepEqual(errors, []);
  await context.close();
});

test('a whole game of Maxi Yatzy with real dice: six faces typed each turn, scored as the engine scores them', async () => {
  const errors = [];
  const { context, page } = await openPage(browser, `${server.url}/?game=maxi`, errors, PHONE);
  await realDiceTable(page);
  assert.equal(await page.locator('.sheet tr.box-row').count(), BOXES);
  const request = { seed: 0, rules: RULES, players: 1, dice: 'Entered', actions: [] };
  // A different roll each turn, the same for every run: the turn's faces, rotated.
  const base = [1, 2, 3, 4, 5, 6, 6, 6, 5, 5, 4, 4, 3, 3, 3, 2, 2, 1];
  for (let turn = 1; turn <= BOXES; turn++) {
    const faces = Array.from({ length: 6 }, (_, i) => base[(turn * 5 + i * 7) % base.length]);
    // Each turn scores after one roll and saves two: the turn's rolls count them.
    const rolls = 3 + 2 * (turn - 1);
    await page.locator('.entry-title', { hasText: `Enter roll 1 of ${rolls}` }).waitFor();
    assert.match(await page.locator('.entry-title').textContent(), new RegExp(`^Enter roll 1 of ${rolls}:`));
    await typeFaces(page, faces.join(' '));
    request.actions.push({ Enter: faces });
    await page.locator('#roll-status', { hasText: 'Roll 1 of 3' }).waitFor();
    assert.deepEqual(
      (await readDice(page)).map((d) => d.face),
      faces,
    );
    request.actions.push(await scoreBest(page));
  }
  await page.getByRole('heading', { name: 'Game over' }).waitFor();
  await sheetIsTheEngines(page, replayRequest(request));
  assert.deepEqual(errors, []);
  await context.close();
});

test("Maxi Yatzy's coach hints, says it is strong rather than perfect, and the help says how strong", async () => {
  const errors = [];
  const { context, page } = await openPage(browser, `${server.url}/?seed=3&game=maxi`, errors);
  await page.getByRole('button', { name: /^Roll/ }).click();
  await page.locator('#roll-status', { hasText: 'Roll 1 of 3' }).waitFor();
  await page.keyboard.press('h');
  await page.locator('.hint-best').waitFor();
  assert.equal(await page.locator('.hint-best strong').textContent(), 'Best: keep 3 3 3 and roll 3 dice');
  // What each keep aims at, worked out over the dice as the coach plays on (a snapshot of
  // `MaxiCoach::aims`, which crates/solver/tests/maxi_review.rs checks against turns played).
  await page.locator('.hint-best .hint-aims').waitFor();
  assert.equal(
    await page.locator('.hint-best .hint-aims').textContent(),
    'Aims at: Threes 56\u00a0%, Five of a Kind 18\u00a0%, One Pair 11\u00a0%, other 16\u00a0%',
  );
  assert.equal(await page.locator('.runners-up .hint-aims').count(), 4);
  assert.equal(
    await page.locator('.hint-explain').textContent(),
    "Strong play, not perfect: 99.84 % of perfect play's average. The numbers are points expected from here, each saved roll counted as 5; a minus number, what a move gives away.",
  );
  await page.keyboard.press('Escape');
  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Help' });
  await help.waitFor();
  await help
    .getByText(
      "The coach plays Maxi Yatzy strongly, not perfectly: without saved rolls its moves score 99.84 % of perfect play's average of 394.56 points (worked out exactly).",
    )
    .waitFor();
  assert.equal(await help.locator('table.rules tbody tr').count(), BOXES);
  await page.keyboard.press('Escape');
  // A table without saved rolls: the hint counts none.
  await openTool(page, 'New table');
  const setup = page.getByRole('dialog', { name: 'New table' });
  const noSaved = setup.getByRole('checkbox', { name: 'No saved rolls: three rolls a turn and no more' });
  await noSaved.click();
  assert.equal(await noSaved.isChecked(), true);
  await setup.getByRole('button', { name: 'Start', exact: true }).click();
  const ask = page.getByRole('alertdialog', { name: 'A game is in progress' });
  await ask.getByRole('button', { name: 'Play the new game' }).click();
  await ask.waitFor({ state: 'detached' });
  await page.locator('#roll-status', { hasText: 'Turn 1 of 20' }).waitFor();
  await page.getByRole('button', { name: /^Roll/ }).click();
  await page.locator('#roll-status', { hasText: 'Roll 1 of 3' }).waitFor();
  await page.keyboard.press('h');
  await page.locator('.hint-best').waitFor();
  assert.equal(
    await page.locator('.hint-explain').textContent(),
    "Strong play, not perfect: 99.84 % of perfect play's average. The numbers are points expected from here; a minus number, what a move gives away.",
  );
  // The other card (50 at 75) has its own fit, optimum and strength.
  await page.keyboard.press('Escape');
  await openTool(page, 'New table');
  const other = page.getByRole('dialog', { name: 'New table' });
  const fifty = other.getByRole('checkbox', { name: 'Upper bonus of 50 at 75, as some cards give' });
  await fifty.click();
  assert.equal(await fifty.isChecked(), true);
  await other.getByRole('button', { name: 'Start', exact: true }).click();
  const again = page.getByRole('alertdialog', { name: 'A game is in progress' });
  await again.getByRole('button', { name: 'Play the new game' }).click();
  await again.waitFor({ state: 'detached' });
  await page.locator('#roll-status', { hasText: 'Turn 1 of 20' }).waitFor();
  await page.keyboard.press('?');
  await page
    .getByRole('dialog', { name: 'Help' })
    .getByText(
      "The coach plays Maxi Yatzy strongly, not perfectly: without saved rolls its moves score 99.97 % of perfect play's average of 383.31 points (worked out exactly).",
    )
    .waitFor();
  assert.deepEqual(errors, []);
  await context.close();
});
