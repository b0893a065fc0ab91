// Practice (issue "A coach that teaches", part 4): a reviewed game's costliest moves come back
// as "What would you do?", answered with the coach's verdict and reason; the queue moves a
// position answered badly one place back and one answered well three; a damaged queue is kept
// aside with a notice, as any stored data.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { serve, launch, openPage, storeGame, openTool, advise, BOXES } from './harness.js';
import { expectNoAxeViolations } from './axe.js';

const NEARLY_DONE = fs
  .readFileSync(new URL('../fixtures/save-nearly-done-seed9.json', import.meta.url), 'utf8')
  .trimEnd();

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

const queueOf = (page) => page.evaluate(() => JSON.parse(localStorage.getItem('yahtzee.practice')));

/** A position's own label: its last decision, as the queue keeps it. */
const label = (p) => JSON.stringify(p.decisions.at(-1));

/** The filled boxes of a decision's position, by index. */
const filledOf = (d) => BOXES.map((_, i) => i).filter((i) => (d.filled >> i) & 1);

/** The command line's best move at the position `p` asks (`yahtzee advise`). */
function bestAt(p) {
  const d = p.decisions.at(-1);
  return advise({
    dice: d.dice,
    rollsLeft: 3 - d.rolls,
    filled: filledOf(d),
    upper: d.upper,
    yahtzee50: d.yahtzee_scored,
  })[0];
}

/** Plays `choice` ("score Chance", "keep 66", "reroll all") in the practice dialog by `press`. */
async function answer(dialog, p, choice, press) {
  const d = p.decisions.at(-1);
  const scored = choice.match(/^score (.+)$/);
  if (scored) {
    await press(dialog.locator('.practice-sheet').getByRole('button', { name: new RegExp(`^${scored[1]} \\d+$`) }));
    return;
  }
  const keep = choice === 'reroll all' ? [] : [...choice.replace(/^keep /, '')].map(Number);
  // The dice the position held stay held until touched: each die is pressed where it differs.
  const dice = dialog.locator('.dice button');
  for (let i = 0; i < d.dice.length; i++) {
    const at = keep.indexOf(d.dice[i]);
    if (at >= 0) keep.splice(at, 1);
    const want = String(at >= 0);
    if ((await dice.nth(i).getAttribute('aria-pressed')) === want) continue;
    await press(dice.nth(i));
    await dialog.locator(`.dice button:nth-child(${i + 1})[aria-pressed="${want}"]`).waitFor();
  }
  await press(dialog.getByRole('button', { name: 'Roll again' }));
}

/**
 * Ends the stored game of `NEARLY_DONE` (Chance scores 22) and opens its review, each button
 * pressed by `press`; returns the practice queue the review's verdict gives.
 */
async function reviewed(page, press) {
  await storeGame(page, NEARLY_DONE);
  await page.goto(`${server.url}/`);
  await press(page.getByRole('button', { name: 'Score 22 in Chance' }));
  await page.locator('footer', { hasText: 'Coach ready' }).waitFor();
  await press(page.getByRole('button', { name: 'Review this game' }));
  await page.waitForFunction(() => localStorage.getItem('yahtzee.practice') !== null);
  return queueOf(page);
}

test('a reviewed game’s costliest moves come back to practise, judged with a reason, on a phone by touch and keys', async () => {
  const errors = [];
  const phone = { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true };
  const { context, page } = await openPage(browser, `${server.url}/`, errors, phone);
  const queue = await reviewed(page, (l) => l.tap());
  const review = page.getByRole('dialog', { name: /^Review/ });
  await review.locator('.loss').first().waitFor();
  // The review's costliest mistakes of half a point or more, as it lists them (−x.xx).
  const listed = (await review.locator('.mistakes .loss').allTextContents()).map((t) =>
    Number(t.replace(/[()−]/g, '')),
  );
  const expected = listed.filter((l) => l >= 0.5).slice(0, 5);
  assert.ok(expected.length >= 2, `a game with mistakes to practise: ${listed}`);
  assert.deepEqual(
    queue.map((p) => p.loss.toFixed(2)),
    expected.map((l) => l.toFixed(2)),
  );
  assert.ok(queue.every((p) => p.level === 0 && p.decisions.every((d) => d.player === 0)));
  await review.getByRole('button', { name: 'Close' }).tap();

  // Practise: the first position is the costliest, with its dice and roll.
  await openTool(page, 'Coach');
  const coach = page.getByRole('dialog', { name: 'Coach' });
  await coach.getByRole('button', { name: `Practise your mistakes (${queue.length})` }).tap();
  const dialog = page.getByRole('dialog', { name: 'What would you do?' });
  const first = queue[0];
  const d = first.decisions.at(-1);
  await dialog.locator('.roll-status', { hasText: `Roll ${d.rolls} of 3` }).waitFor();
  const faces = await dialog.locator('.dice button').evaluateAll((b) => b.map((e) => e.getAttribute('aria-label')));
  assert.equal(faces.length, 5);
  assert.deepEqual(
    faces,
    d.dice.map((f, i) => `Die ${i + 1}: ${f}`),
  );
  // The move made in the game again, by touch: the verdict gives away the same points as the
  // review said, and why.
  const made = d.choice.Score !== undefined ? `score ${BOXES[d.choice.Score]}` : null;
  const kept = d.choice.Keep?.map((h, i) => (h ? d.dice[i] : '')).join('');
  await answer(dialog, first, made ?? (kept ? `keep ${kept}` : 'reroll all'), (l) => l.tap());
  const verdict = dialog.locator('.practice-answer');
  await verdict.locator('.verdict', { hasText: `gives away ${first.loss.toFixed(2)} points` }).waitFor();
  await verdict.getByText('This position comes back soon.').waitFor();
  assert.ok((await verdict.locator('.review-why').textContent()).length > 10, 'a reason');
  await expectNoAxeViolations(page, 'a practice answer on a phone');
  // Answered badly: one other position first.
  await page.waitForFunction(
    (was) => JSON.stringify(JSON.parse(localStorage.getItem('yahtzee.practice'))[0].decisions.at(-1)) !== was,
    label(first),
  );
  const after = await queueOf(page);
  assert.deepEqual(after.map(label), [queue[1], queue[0], ...queue.slice(2)].map(label));

  // The next position, answered with the command line's best move by the keyboard.
  await dialog.getByRole('button', { name: 'Next position' }).tap();
  const second = after[0];
  await dialog.locator('.practice-how').waitFor();
  const best = bestAt(second);
  await answer(dialog, second, best.choice, async (l) => {
    await l.focus();
    await page.keyboard.press('Enter');
  });
  await verdict.locator('.verdict', { hasText: 'Well played: the best move.' }).waitFor();
  await verdict.getByText('This position comes back later.').waitFor();
  // The best move outlined, as the hint outlines it.
  const outlined = best.choice.startsWith('score ') ? 1 : best.choice.replace(/^keep |^reroll all$/, '').length;
  assert.equal(await dialog.locator('.suggested').count(), outlined, `${best.choice} outlined`);
  await page.waitForFunction(
    (was) => JSON.stringify(JSON.parse(localStorage.getItem('yahtzee.practice'))[0].decisions.at(-1)) !== was,
    label(second),
  );
  const third = await queueOf(page);
  const rest = after.slice(1);
  assert.deepEqual(third.map(label), [...rest.slice(0, 3), second, ...rest.slice(3)].map(label));
  assert.equal(third.find((p) => label(p) === label(second)).level, 1);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a damaged practice list is kept aside with a notice, its sound positions kept', async () => {
  const errors = [];
  const { context, page } = await openPage(browser, `${server.url}/`, errors);
  const sound = (await reviewed(page, (l) => l.click()))[0];
  // A second position whose dice its decisions cannot have shown.
  const bad = structuredClone(sound);
  bad.decisions.at(-1).dice[0] = 9;
  const text = JSON.stringify([sound, bad]);
  await page.evaluate((t) => localStorage.setItem('yahtzee.practice', t), text);
  await page.reload();
  await page.locator('html[data-stored="checked"]').waitFor({ state: 'attached' });
  await page.getByText(/practice position #2/).waitFor();
  const kept = await page.evaluate(() => ({
    list: localStorage.getItem('yahtzee.practice'),
    aside: localStorage.getItem('yahtzee.practice.unreadable'),
  }));
  assert.equal(kept.aside, text);
  assert.deepEqual(JSON.parse(kept.list), [sound]);
  // A list that is not one at all is moved aside whole.
  await page.evaluate(() => localStorage.setItem('yahtzee.practice', '{"not": "a list"}'));
  await page.reload();
  await page.locator('html[data-stored="checked"]').waitFor({ state: 'attached' });
  await page.getByText(/practice positions \(kept under "yahtzee\.practice\.unreadable-2"\)/).waitFor();
  assert.equal(await page.evaluate(() => localStorage.getItem('yahtzee.practice')), null);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a position of another game is judged while Yatzy is on the table, whose hint answers after it', async () => {
  const errors = [];
  const { context, page } = await openPage(browser, `${server.url}/`, errors);
  const first = (await reviewed(page, (l) => l.click()))[0];
  // A game of Yatzy on the table: the worker holds Yatzy's table.
  await page.goto(`${server.url}/?game=yatzy&seed=4`);
  await page.locator('footer', { hasText: 'Coach ready' }).waitFor();
  await openTool(page, 'Coach');
  await page
    .getByRole('dialog', { name: 'Coach' })
    .getByRole('button', { name: /^Practise your mistakes/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'What would you do?' });
  await dialog.getByText('A game of Classic Yahtzee').waitFor();
  const best = bestAt(first);
  await answer(dialog, first, best.choice, (l) => l.click());
  await dialog.locator('.verdict', { hasText: 'Well played: the best move.' }).waitFor();
  await dialog.getByRole('button', { name: 'Close' }).click();
  // Yatzy's hint after it: the worker went back to Yatzy's table.
  await page.getByRole('button', { name: /^Roll/ }).click();
  await page.locator('#roll-status', { hasText: 'Roll 1 of 3' }).waitFor();
  await page.getByRole('button', { name: / in One Pair$/ }).waitFor();
  await page.keyboard.press('h');
  await page.locator('.hint-panel .hint-best').waitFor();
  assert.deepEqual(errors, []);
  await context.close();
});
