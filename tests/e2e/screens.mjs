// Takes a screenshot of every screen for a person to look at, at 360×740 (touch) and 1280×800,
// light and dark: node tests/e2e/screens.mjs [out-dir] [shot,...] (default
// tests/e2e/artifacts/screens, every shot).
// DIST=... takes them of another build, for a before-and-after. A step that fails is reported
// and the others go on: this is a look, not a test.
import fs from 'node:fs';
import path from 'node:path';
import { serve, launch, openTool } from './harness.js';

const OUT = path.resolve(process.argv[2] ?? 'tests/e2e/artifacts/screens');
const ONLY = process.argv[3]?.split(',');
fs.mkdirSync(OUT, { recursive: true });
const nearlyDone = fs.readFileSync(new URL('../fixtures/save-nearly-done-seed9.json', import.meta.url), 'utf8');

const VIEWS = {
  phone: { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true },
  desktop: { viewport: { width: 1280, height: 800 } },
};

/** Opens New table, sets the seats (kinds: 'human' or a bot level), real dice or not, starts. */
async function newTable(page, seats, { real = false, game = null } = {}) {
  await openTool(page, 'New table');
  const setup = page.getByRole('dialog', { name: 'New table' });
  if (game) await setup.getByRole('combobox', { name: /^Game/ }).selectOption(game);
  if (real) await setup.getByRole('radio', { name: /We roll real dice/ }).click();
  for (let i = 1; i < seats.length; i++) await setup.getByRole('button', { name: 'Add a seat' }).click();
  for (const [i, kind] of seats.entries()) {
    const seat = setup.getByRole('group', { name: `Seat ${i + 1}` });
    if (kind.name) {
      const field = seat.getByRole('textbox', { name: /^Name/ });
      await field.click();
      await field.press('ControlOrMeta+a');
      await field.pressSequentially(kind.name);
    }
    if (kind.level) await seat.getByRole('combobox').selectOption(kind.level);
  }
  await setup.getByRole('button', { name: 'Start', exact: true }).click();
  await setup.waitFor({ state: 'detached' });
}

const lastRound = fs.readFileSync(new URL('../fixtures/save-two-last-round-seed12.json', import.meta.url), 'utf8');
/** The shots taken with motion (the others as a player who asks for reduced motion sees them). */
const MOTION = new Set(['mid-roll']);

/** Rolls game #42, holds dice 1 and 2, and rolls again. */
async function rollTwice(page, url) {
  await page.goto(`${url}/?seed=42`);
  const roll = page.getByRole('button', { name: /^Roll/ });
  await roll.click();
  await page.locator('#roll-status', { hasText: 'Roll 1 of 3' }).waitFor();
  for (const n of [1, 2]) await page.getByRole('button', { name: new RegExp(`^Die ${n}:`) }).click();
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  await roll.click();
  await page.locator('#roll-status', { hasText: 'Roll 2 of 3' }).waitFor();
}

/** Ann and Ben's last round (src/storage/fixtures.rs): Ann's Chance takes the lead. */
async function annLeads(page, url) {
  await page.evaluate((v) => localStorage.setItem('yahtzee.game', v), lastRound.trimEnd());
  await page.goto(`${url}/`);
  await page.getByRole('button', { name: 'Score 28 in Chance' }).click();
  await page.locator('.moment', { hasText: 'Ann takes the lead!' }).waitFor();
}

const SHOTS = {
  // The second roll's dice in the air, 170 ms into their tumble; dice 1 and 2 held.
  async 'mid-roll'(page, url) {
    await rollTwice(page, url);
    await page.evaluate(() => {
      for (const a of document.getAnimations()) {
        a.pause();
        a.currentTime = 170;
      }
    });
  },
  // The same dice landed.
  async landed(page, url) {
    await rollTwice(page, url);
  },
  // A lead taken at a table of two, and the score counted in its box.
  async lead(page, url) {
    await annLeads(page, url);
  },
  // The winner of a two-player game, with confetti (lying still, for reduced motion).
  async winner(page, url) {
    await annLeads(page, url);
    await page.locator('.whose-turn', { hasText: "Ben's turn" }).waitFor();
    await page.getByRole('button', { name: /^Roll/ }).click();
    await page.getByRole('button', { name: 'Score 9 in Chance' }).click();
    await page.locator('p.game-winner').waitFor();
  },
  // A first visit: the guide, after the first roll.
  async 'first-visit'(page, url) {
    await page.evaluate(() => localStorage.clear());
    await page.goto(`${url}/?seed=42`);
    await page.locator('aside.guide').waitFor();
    await page.getByRole('button', { name: /^Roll/ }).click();
    await page.locator('#roll-status', { hasText: 'Roll 1 of 3' }).waitFor();
    await page.locator('aside.guide', { hasText: 'Step 2' }).waitFor();
  },
  // A returning player mid-turn, with the hint open.
  async solo(page, url) {
    await page.evaluate(() => localStorage.setItem('yahtzee.guide', 'done'));
    await page.goto(`${url}/?seed=42`);
    await page.getByRole('button', { name: /^Roll/ }).click();
    await page.locator('#roll-status', { hasText: 'Roll 1 of 3' }).waitFor();
    await page.getByRole('button', { name: /^Die 1:/ }).click();
    await page.getByRole('button', { name: /^Hint/ }).click();
  },
  async 'two-bots'(page) {
    await newTable(page, [{}, { level: 'expert' }, { level: 'casual' }]);
    await page.getByRole('button', { name: /^Roll/ }).click();
    await page.locator('#roll-status', { hasText: 'Roll 1 of 3' }).waitFor();
    await page
      .getByRole('button', { name: /^Score [1-9]/ })
      .first()
      .click();
    await page.locator('.bot-bar').waitFor();
  },
  async 'real-dice-five'(page) {
    const names = ['Astrid', 'Björn Lindqvist', 'Cecilia', 'Dag', 'Ebba-Lovisa Karlsson'];
    await newTable(
      page,
      names.map((name) => ({ name })),
      { real: true },
    );
    const field = page.getByRole('textbox', { name: /^Or type the / });
    await field.click();
    await field.pressSequentially('34461');
    await page.keyboard.press('Enter');
  },
  async lucky7(page) {
    await newTable(page, [{}], { game: 'lucky7' });
    await page.getByRole('button', { name: /^Roll/ }).click();
    await page.locator('#roll-status', { hasText: 'Roll 1 of 3' }).waitFor();
  },
  async tricolor(page) {
    await newTable(page, [{}], { game: 'tricolor' });
    await page.getByRole('button', { name: /^Roll/ }).click();
    await page.locator('#roll-status', { hasText: 'Roll 1 of 3' }).waitFor();
  },
  async help(page) {
    await openTool(page, 'Help');
    await page.getByRole('dialog', { name: 'Help' }).waitFor();
  },
  async 'game-over'(page, url) {
    await page.evaluate((v) => localStorage.setItem('yahtzee.game', v), nearlyDone.trimEnd());
    await page.goto(`${url}/`);
    await page.getByRole('button', { name: 'Score 22 in Chance' }).click();
    await page.getByRole('heading', { name: 'Game over' }).waitFor();
  },
  async review(page, url) {
    await SHOTS['game-over'](page, url);
    await page.getByRole('button', { name: 'Review this game' }).click();
    await page.getByRole('dialog', { name: /^Review/ }).waitFor();
    await page.locator('.review-summary, .review .summary').first().waitFor({ timeout: 60_000 });
  },
  async records(page, url) {
    await SHOTS['game-over'](page, url);
    await openTool(page, 'Records');
    await page.getByRole('dialog', { name: 'Records' }).waitFor();
  },
};

const server = await serve();
const browser = await launch();
for (const [view, options] of Object.entries(VIEWS)) {
  for (const scheme of ['light', 'dark']) {
    for (const [name, steps] of Object.entries(SHOTS)) {
      if (ONLY && !ONLY.includes(name)) continue;
      const reducedMotion = MOTION.has(name) ? 'no-preference' : 'reduce';
      const context = await browser.newContext({ ...options, colorScheme: scheme, reducedMotion });
      const page = await context.newPage();
      try {
        if (name !== 'first-visit') {
          await context.addInitScript(() => {
            if (localStorage.getItem('yahtzee.guide') === null) localStorage.setItem('yahtzee.guide', 'done');
          });
        }
        await page.goto(`${server.url}/?seed=42`);
        await page.getByRole('button', { name: /^Roll/ }).waitFor();
        await steps(page, server.url);
        await page.screenshot({ path: path.join(OUT, `${name}-${view}-${scheme}.png`) });
      } catch (e) {
        console.error(`${name} (${view}, ${scheme}): ${e.message.split('\n')[0]}`);
        await page.screenshot({ path: path.join(OUT, `${name}-${view}-${scheme}-failed.png`) }).catch(() => {});
      }
      await context.close();
    }
  }
}
await browser.close();
server.close();
console.log(`screenshots in ${OUT}`);
