// axe-core finds no accessibility problem on the game screen (light and dark, phone and
// desktop, before and during a turn), in the help dialog or in the zero-score confirmation.
// The review and statistics screens should call expectNoAxeViolations from ./axe.js too.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, launch, openPage, readOffers, BOXES, openTool } from './harness.js';
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

// Violations that need a change in the Rust UI (not in this test's reach). Remove an entry once
// it is fixed; the test prints a diagnostic while it still occurs.
const KNOWN = [];

const SCREENS = [
  ['desktop', { width: 1200, height: 900 }],
  ['phone', { width: 360, height: 740 }],
];

for (const scheme of ['light', 'dark']) {
  for (const [device, viewport] of SCREENS) {
    test(`game screen and help dialog, ${device}, ${scheme}`, async (t) => {
      const axe = { known: KNOWN, onKnown: (m) => t.diagnostic(m) };
      const errors = [];
      const { context, page } = await openPage(browser, `${server.url}/?seed=12`, errors, {
        viewport,
        colorScheme: scheme,
        reducedMotion: 'reduce',
      });
      await expectNoAxeViolations(page, `the game screen before the first roll (${device}, ${scheme})`, axe);

      await page.getByRole('button', { name: /^Roll/ }).click();
      await page.locator('#roll-status', { hasText: 'Roll 1 of 3' }).waitFor();
      await page.getByRole('button', { name: /^Die 2:/ }).click();
      await page.locator('.dice button:nth-child(2)[aria-pressed="true"]').waitFor();
      await expectNoAxeViolations(page, `the game screen during a turn (${device}, ${scheme})`, axe);

      await openTool(page, 'Help');
      await page.getByRole('dialog', { name: 'Help' }).waitFor();
      await expectNoAxeViolations(page, `the help dialog (${device}, ${scheme})`, axe);
      await page.keyboard.press('Escape');
      await page.getByRole('dialog', { name: 'Help' }).waitFor({ state: 'detached' });

      // Scoring a zero while points are on offer asks first. Seed 12's first roll is 3 2 5 1 3:
      // Fours scores 0 beside Ones 1, Twos 2, Threes 6, Fives 5 and Chance 14 (`yahtzee replay`
      // gives the same), so the confirmation always comes up.
      const offers = (await readOffers(page)).filter((o) => o.enabled);
      assert.deepEqual(
        offers.map((o) => [BOXES[o.box], o.points]),
        [
          ['Ones', 1],
          ['Twos', 2],
          ['Threes', 6],
          ['Fours', 0],
          ['Fives', 5],
          ['Sixes', 0],
          ['Three of a Kind', 0],
          ['Four of a Kind', 0],
          ['Full House', 0],
          ['Small Straight', 0],
          ['Large Straight', 0],
          ['Yahtzee', 0],
          ['Chance', 14],
        ],
      );
      await page.getByRole('button', { name: 'Score 0 in Fours', exact: true }).click();
      await page.getByRole('alertdialog', { name: 'Score 0 in Fours?' }).waitFor();
      await expectNoAxeViolations(page, `the zero-score confirmation (${device}, ${scheme})`, axe);
      assert.deepEqual(errors, []);
      await context.close();
    });
  }
}
