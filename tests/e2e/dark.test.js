// Dark mode, measured: every text on the table and in each dialog at 4.5:1 or more against what
// lies behind it, every chart mark at 3:1 or more against the chart, the edge of a box that would
// score 0 at 3:1 or more, and form controls in the page's dark colours, not the system's light
// ones (tests/e2e/contrast.js measures; axe's own contrast check skips SVG marks, edges and
// controls). Light mode keeps the same bars for marks and edges.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { serve, launch, openPage, openTool, storeGame } from './harness.js';
import { textContrasts, markContrasts, controlsOutOfScheme, edgeContrasts } from './contrast.js';
import { someRecords } from './some-records.js';

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

const DIALOG = ':is([role=dialog], [role=alertdialog])';
const PAGE = 'body > :not([data-shell], script)';
const NEARLY_DONE = fs
  .readFileSync(new URL('../fixtures/save-nearly-done-seed9.json', import.meta.url), 'utf8')
  .trimEnd();
const SCREENS = [
  ['phone', { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true }],
  ['desktop', { viewport: { width: 1280, height: 800 } }],
];

/** Fails with every problem of `checks` (lists of lines) named. */
function none(what, ...lists) {
  assert.deepEqual(lists.flat(), [], what);
}

/** Opens a dialog by a header button, checks it whole, and closes it. */
async function checkDialog(page, scheme, button, what, ready = null) {
  await openTool(page, button);
  await page.locator(DIALOG).waitFor();
  if (ready) await page.locator(`${DIALOG} ${ready}`).first().waitFor();
  none(
    what,
    await textContrasts(page, DIALOG),
    await markContrasts(page, DIALOG),
    await controlsOutOfScheme(page, DIALOG, scheme),
  );
  await page.keyboard.press('Escape');
  await page.locator(DIALOG).waitFor({ state: 'detached' });
}

for (const scheme of ['dark', 'light']) {
  for (const [device, options] of SCREENS) {
    test(`${scheme}, ${device}: two players' table, zeros on offer, and every dialog read clearly`, async () => {
      const errors = [];
      const { context, page } = await openPage(browser, null, errors, {
        ...options,
        colorScheme: scheme,
        reducedMotion: 'reduce',
      });
      await context.addInitScript((v) => localStorage.setItem('yahtzee.records', v), JSON.stringify(someRecords()));
      // A new table deals from the page's random numbers: fixed here, so that every run checks
      // the same table (five of a kind just rolled is checked on its own, below).
      await context.addInitScript(() => {
        crypto.getRandomValues = (bytes) => {
          for (let i = 0; i < bytes.length; i++) bytes[i] = 7;
          return bytes;
        };
      });
      await page.goto(`${server.url}/?seed=12`);
      await page.getByRole('button', { name: /^Roll/ }).waitFor();
      // Two people at the table: the current player's column is tinted.
      await openTool(page, 'New table');
      const setup = page.getByRole('dialog', { name: 'New table' });
      await setup.getByRole('button', { name: 'Add a seat' }).click();
      await setup.getByRole('group', { name: 'Seat 2' }).getByRole('textbox', { name: /^Name/ }).waitFor();
      none(
        `the new table's dialog (${scheme}, ${device})`,
        await textContrasts(page, DIALOG),
        await controlsOutOfScheme(page, DIALOG, scheme),
      );
      await setup.getByRole('button', { name: 'Start', exact: true }).click();
      await setup.waitFor({ state: 'detached' });
      await page.getByRole('button', { name: /^Roll/ }).click();
      await page.locator('#roll-status', { hasText: 'Roll 1 of 3' }).waitFor();
      await page.locator('.sheet td.current button.box.zero').first().waitFor();
      await page.locator('.sheet').scrollIntoViewIfNeeded();
      none(
        `the table during a turn (${scheme}, ${device})`,
        await textContrasts(page, PAGE),
        await edgeContrasts(page, '.sheet button.box:not(:disabled)'),
        await controlsOutOfScheme(page, 'footer', scheme),
      );

      await checkDialog(page, scheme, 'Help', `the help (${scheme}, ${device})`);
      await checkDialog(page, scheme, 'Records', `the records (${scheme}, ${device})`, 'svg.chart.timeline');
      await openTool(page, 'Coach');
      await page
        .getByRole('dialog', { name: 'Coach' })
        .getByRole('checkbox', { name: /^Warn me/ })
        .check();
      none(
        `the coach (${scheme}, ${device})`,
        await textContrasts(page, DIALOG),
        await controlsOutOfScheme(page, DIALOG, scheme),
      );
      await page.keyboard.press('Escape');

      // The end of a game, and its review.
      await storeGame(page, NEARLY_DONE);
      await page.goto(`${server.url}/`);
      await page.getByRole('button', { name: 'Score 22 in Chance' }).click();
      await page.getByRole('heading', { name: 'Game over' }).waitFor();
      none(`the end of a game (${scheme}, ${device})`, await textContrasts(page, PAGE));
      await page.locator('footer', { hasText: 'Coach ready' }).waitFor();
      await page.getByRole('button', { name: 'Review this game' }).click();
      await page.locator(`${DIALOG} .review-summary`).waitFor();
      none(
        `the review (${scheme}, ${device})`,
        await textContrasts(page, DIALOG),
        await controlsOutOfScheme(page, DIALOG, scheme),
      );
      assert.deepEqual(errors, []);
      await context.close();
    });
  }
}

// Five of a kind just rolled is named over the dice (seed 755 throws five 3s at its first roll),
// in both schemes: the page's accent alone on its light background is 3:1, so it stands in a pill.
for (const scheme of ['dark', 'light']) {
  test(`${scheme}, phone: five of a kind just rolled reads clearly`, async () => {
    const errors = [];
    const { context, page } = await openPage(browser, `${server.url}/?seed=755`, errors, {
      ...SCREENS[0][1],
      colorScheme: scheme,
      reducedMotion: 'reduce',
    });
    await page.getByRole('button', { name: /^Roll/ }).click();
    await page.locator('.celebrate.rolled', { hasText: 'Yahtzee!' }).waitFor();
    none(`five of a kind rolled (${scheme})`, await textContrasts(page, PAGE));
    assert.deepEqual(errors, []);
    await context.close();
  });
}
