// Every game of the seeds through the page: Lucky7 (with its wild die), Tricolor, Yacht and
// Scandinavian Yatzy each play a whole seeded game, and every box and the total are checked against the engine.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, launch, openPage, readDice, replay, announced, offers } from './harness.js';

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
// Each game's seed, and the turns whose first roll shows the marked die's wild face, as this
// test plays them (best box after the first roll, the wild die counted as a 6): seed 5 brings
// Lucky7's wild 7 up three times (`yahtzee replay` of the same actions agrees), so the wild-die
// branch always runs. The other games have no wild die.
const GAMES = [
  { key: 'lucky7', variant: 'Lucky7', name: 'Lucky7', boxes: 14, seed: 5, wildTurns: [9, 12, 14] },
  { key: 'tricolor', variant: 'Tricolor', name: 'Tricolor', boxes: 15, seed: 5, wildTurns: [] },
  { key: 'yacht', variant: 'Yacht', name: 'Yacht', boxes: 12, seed: 5, wildTurns: [] },
  { key: 'yatzy', variant: 'Yatzy', name: 'Yatzy', boxes: 15, seed: 5, wildTurns: [] },
];

for (const g of GAMES) {
  test(`a whole game of ${g.name} matches the engine`, async () => {
    const errors = [];
    const { seed } = g;
    const { context, page } = await openPage(browser, `${server.url}/?seed=${seed}&game=${g.key}`, errors);
    const caption = await page.locator('.sheet caption').textContent();
    assert.ok(caption.includes('scoresheet') && caption.toLowerCase().includes(g.name.toLowerCase()), caption);
    assert.equal(await page.locator('.sheet tr.box-row').count(), g.boxes);
    // The help is generated from the game's definition: every box with an example.
    await page.keyboard.press('?');
    const help = page.getByRole('dialog', { name: 'Help' });
    // As a person reads it once it is there, with the focus in it.
    await help.waitFor();
    await page.waitForFunction(() => document.activeElement?.closest('[role="dialog"]'));
    assert.equal(await help.locator('table.rules tbody tr').count(), g.boxes);
    await page.keyboard.press('Escape');
    await help.waitFor({ state: 'detached' });

    const actions = [];
    const wildTurns = [];
    for (let turn = 1; turn <= g.boxes; turn++) {
      await page.locator('#roll-status', { hasText: `Turn ${turn} of ${g.boxes}` }).waitFor();
      await page.getByRole('button', { name: /^Roll/ }).click();
      actions.push('Roll');
      await page.locator('#roll-status', { hasText: 'Roll 1 of 3' }).waitFor();
      const dice = await readDice(page);
      assert.ok(dice.every((d) => d.face >= 1 && d.face <= (g.key === 'lucky7' ? 7 : 6)));
      const wild = (await page.getByRole('group', { name: 'Count the wild die as' }).count()) > 0;
      // The choice is offered exactly when the marked die (the first) shows Lucky7's wild 7.
      assert.equal(wild, g.key === 'lucky7' && dice[0].face === 7, `turn ${turn}: ${dice.map((d) => d.face)}`);
      if (wild) {
        // Lucky7's marked die shows its wild 7: count it as a 6.
        await page.getByRole('button', { name: 'Wild die counts as 6' }).click();
        actions.push({ SetWild: 6 });
        await announced(page, /^Wild die counts as 6/);
        wildTurns.push(turn);
      }
      const open = await offers(page);
      const best = open.reduce((a, b) => (b.points > a.points ? b : a));
      await page.getByRole('button', { name: `Score ${best.points} in ${best.name}`, exact: true }).click();
      actions.push({ Score: best.box });
      await announced(page, new RegExp(`^Scored ${best.points} in ${best.name}`));
    }
    await page.getByRole('heading', { name: 'Game over' }).waitFor();
    const engine = replay(seed, actions, { variant: g.variant, options: OFFICIAL });
    assert.ok(engine.over);
    const shown = await page
      .locator('.sheet tr.box-row')
      .evaluateAll((trs) => trs.map((tr) => Number(tr.querySelector('td').textContent.trim())));
    assert.deepEqual(shown, engine.boxes[0]);
    const final = Number(await page.locator('.final-score').textContent());
    assert.equal(final, engine.totals[0].total);
    assert.deepEqual(wildTurns, g.wildTurns, `the turns the wild die came up on (seed ${seed})`);
    // One roll a turn: the engine's rolls show the wild 7 on the same turns.
    const engineWild = engine.rolls.flatMap((r, i) => (g.key === 'lucky7' && r[0] === 7 ? [i + 1] : []));
    assert.deepEqual(engineWild, g.wildTurns);
    assert.equal(actions.filter((a) => a.SetWild).length, g.wildTurns.length);
    assert.deepEqual(errors, []);
    await context.close();
  });
}
