// Whole games in other languages, as their players meet them: one in German by keyboard alone
// (R, 1-5, D, arrows and Enter, every step heard from the live region in German) and one in
// Swedish by mouse, each checked against the engine; and axe finds nothing in either language.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, launch, openPage, replay, keepPlan, announced } from './harness.js';
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

/** Each language's words the tests read: the dice's names and the score buttons'. */
const WORDS = {
  de: { die: /^Würfel (\d): (\d)(, gehalten)?$/, score: /^(\d+) in (.+) eintragen$/ },
  sv: { die: /^Tärning (\d): (\d)(, sparad)?$/, score: /^Ta (\d+) i (.+)$/ },
};

/** The dice as their accessible names in `lang` say them. */
async function readDice(page, lang) {
  const labels = await page
    .locator('.dice button')
    .evaluateAll((els) => els.map((e) => [e.getAttribute('aria-label'), e.getAttribute('aria-pressed')]));
  return labels.map(([label, pressed], i) => {
    const m = label.match(WORDS[lang].die);
    if (!m || Number(m[1]) !== i + 1) throw new Error(`unexpected die label ${label}`);
    assert.equal(m[3] !== undefined, pressed === 'true', label);
    return { face: Number(m[2]), held: pressed === 'true' };
  });
}

/** The open boxes: [{box, name, points, enabled}], from the score buttons' names in `lang`. */
async function readOffers(page, lang) {
  const rows = await page.locator('.sheet tbody tr.box-row').evaluateAll((trs) =>
    trs.map((tr, box) => {
      const b = tr.querySelector('button');
      return {
        box,
        name: tr.querySelector('th[scope=row]').textContent,
        label: b?.getAttribute('aria-label'),
        enabled: b ? !b.disabled : false,
      };
    }),
  );
  return rows
    .filter((r) => r.label && r.enabled)
    .map((r) => {
      const m = r.label.match(WORDS[lang].score);
      assert.ok(m && m[2] === r.name, `unexpected score label ${r.label}`);
      return { box: r.box, name: r.name, points: Number(m[1]) };
    });
}

/** Every box and the final score against the engine's replay of the same actions. */
async function checkAgainstEngine(page, seed, actions, rolls) {
  const engine = replay(seed, actions);
  assert.deepEqual(engine.rolls, rolls, 'every roll shown is the engine roll');
  assert.ok(engine.over);
  const cells = await page.locator('.sheet tbody tr.box-row td').allTextContents();
  assert.deepEqual(
    cells.map((c) => Number(c.trim())),
    engine.boxes[0],
  );
  assert.equal(Number(await page.locator('.final-score').textContent()), engine.totals[0].total);
}

test("a whole game in German by keyboard: every step is said in German, and the game is the engine's", async () => {
  const errors = [];
  const seed = 7;
  const { context, page } = await openPage(browser, null, errors);
  await page.goto(`${server.url}/?seed=${seed}&lang=de`);
  await page.getByRole('button', { name: /^Würfeln \(3 übrig\)/ }).waitFor();
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'de');
  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Hilfe' });
  await help.waitFor();
  await expectNoAxeViolations(page, 'the help in German');
  await page.keyboard.press('Escape');
  await help.waitFor({ state: 'detached' });

  const actions = [];
  const rolls = [];
  for (let turn = 1; turn <= 13; turn++) {
    for (let r = 1; r <= 3; r++) {
      await page.keyboard.press('r');
      actions.push('Roll');
      await page.locator('#roll-status', { hasText: `Wurf ${r} von 3` }).waitFor();
      const dice = await readDice(page, 'de');
      rolls.push(dice.map((d) => d.face));
      if (turn === 1 && r === 1) {
        await page.keyboard.press('d');
        await announced(
          page,
          new RegExp(`^Wurf 1 von 3: ${dice.map((d) => d.face).join(', ')}\\. Kein Würfel gehalten\\. Noch 2 Würfe\\.`),
        );
        await expectNoAxeViolations(page, 'the table in German');
      }
      if (r === 3) break;
      const plan = keepPlan(dice);
      if (plan.every(Boolean)) break;
      for (const [i, keep] of plan.entries()) {
        if (keep === dice[i].held) continue;
        await page.keyboard.press(String(i + 1));
        actions.push({ Toggle: i });
        await announced(page, new RegExp(`^Würfel ${i + 1}: ${dice[i].face}, ${keep ? 'gehalten' : 'frei'}\\.`));
      }
    }
    const offers = await readOffers(page, 'de');
    const best = offers.reduce((a, b) => (b.points > a.points ? b : a));
    const target = `${best.points} in ${best.name} eintragen`;
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
    for (let s = 0; s < 14 && (await focused()) !== target; s++) await page.keyboard.press('ArrowDown');
    assert.equal(await focused(), target);
    await page.keyboard.press('Enter');
    actions.push({ Score: best.box });
    const points = best.points === 1 ? '1 Punkt' : `${best.points} Punkte`;
    await announced(page, new RegExp(`^${points} in ${best.name} eingetragen\\. Summe \\d+\\.`));
  }
  await page.getByRole('heading', { name: 'Spiel vorbei' }).waitFor();
  await checkAgainstEngine(page, seed, actions, rolls);
  await expectNoAxeViolations(page, 'the end of the game in German');
  assert.deepEqual(errors, []);
  await context.close();
});

test("a whole game in Swedish by mouse: the buttons and sentences are Swedish, and the game is the engine's", async () => {
  const errors = [];
  const seed = 11;
  const { context, page } = await openPage(browser, null, errors);
  await page.goto(`${server.url}/?seed=${seed}&lang=sv`);
  const roll = page.getByRole('button', { name: /^Slå/ });
  await roll.and(page.locator(':enabled')).waitFor();
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'sv');
  await page.getByRole('button', { name: /^Hjälp/ }).click();
  const help = page.getByRole('dialog', { name: 'Hjälp' });
  await help.waitFor();
  await expectNoAxeViolations(page, 'the help in Swedish');
  await help.getByRole('button', { name: 'Stäng' }).click();
  await help.waitFor({ state: 'detached' });

  const actions = [];
  const rolls = [];
  for (let turn = 1; turn <= 13; turn++) {
    for (let r = 1; r <= 3; r++) {
      await roll.click();
      actions.push('Roll');
      await page.locator('#roll-status', { hasText: `Slag ${r} av 3` }).waitFor();
      const dice = await readDice(page, 'sv');
      rolls.push(dice.map((d) => d.face));
      if (r === 3) break;
      const plan = keepPlan(dice);
      if (plan.every(Boolean)) break;
      for (const [i, keep] of plan.entries()) {
        if (keep === dice[i].held) continue;
        await page.getByRole('button', { name: new RegExp(`^Tärning ${i + 1}:`) }).click();
        actions.push({ Toggle: i });
        await announced(page, new RegExp(`^Tärning ${i + 1}: ${dice[i].face}, ${keep ? 'sparad' : 'släppt'}\\.`));
      }
    }
    const offers = await readOffers(page, 'sv');
    const best = offers.reduce((a, b) => (b.points > a.points ? b : a));
    await page.getByRole('button', { name: `Ta ${best.points} i ${best.name}`, exact: true }).click();
    actions.push({ Score: best.box });
    await announced(page, new RegExp(`^Du fick ${best.points} i ${best.name}\\. Totalt \\d+\\.`));
    if (turn === 1) await expectNoAxeViolations(page, 'the table in Swedish');
  }
  await page.getByRole('heading', { name: 'Partiet är slut' }).waitFor();
  await checkAgainstEngine(page, seed, actions, rolls);
  await expectNoAxeViolations(page, 'the end of the game in Swedish');
  assert.deepEqual(errors, []);
  await context.close();
});
