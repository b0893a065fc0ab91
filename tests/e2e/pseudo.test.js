// The pseudo-language en-XA (crates/i18n/src/pseudo.rs): English with every letter accented and
// its vowels doubled, about 40% longer. Every screen a solo player meets, at a phone's size
// (360x740) and a desktop's (1280x800): nothing overflows the page or its box, no text is cut,
// and no English is left: a word of plain ASCII letters did not come from a message. The page is
// driven without its words (keys, classes and positions), since they are the ones under test.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, launch, openPage, openToolAt } from './harness.js';

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

const SIZES = { phone: { width: 360, height: 740 }, desktop: { width: 1280, height: 800 } };

/**
 * What is wrong with the screen as shown: English words, and boxes whose text overflows them.
 * Keys (<kbd>), the static shell before the app and the digits of scores are not words.
 */
async function problems(page) {
  return page.evaluate(() => {
    const W = document.documentElement.clientWidth;
    const english = [];
    const where = (el) =>
      `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.className ? `.${String(el.className).replaceAll(' ', '.')}` : ''}>`;
    const shown = (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
    const words = (text) => text.match(/\b[A-Za-z]{2,}\b/g) ?? [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      if (!el || el.closest('kbd, script, style, [data-shell], option:not(:checked)')) continue;
      // A link that shows its own address ("?seed=5") shows an address, not words.
      if (el.closest('a') && /^\s*(\?|https?:)\S*\s*$/.test(n.textContent)) continue;
      // A menu lists each language in its own name, which is not a message of this language.
      if (el.closest('#language')) continue;
      for (const w of words(n.textContent))
        english.push(`"${w}" in ${where(el)}: ${n.textContent.trim().slice(0, 80)}`);
    }
    for (const el of document.querySelectorAll('[aria-label], [title], [placeholder], [alt], [aria-valuetext]')) {
      if (el.closest('[data-shell]')) continue;
      for (const a of ['aria-label', 'title', 'placeholder', 'alt', 'aria-valuetext']) {
        for (const w of words(el.getAttribute(a) ?? ''))
          english.push(`"${w}" in ${where(el)} ${a}: ${el.getAttribute(a).slice(0, 80)}`);
      }
    }
    if (!document.title.match(/\P{ASCII}/u)) english.push(`the title: ${document.title}`);

    const overflow = [];
    if (document.documentElement.scrollWidth > W + 1)
      overflow.push(`the page is ${document.documentElement.scrollWidth} px wide in ${W}`);
    // Inside a box that scrolls sideways (the scoresheet, a wide table) nothing is cut: it scrolls.
    const scrolls = (el) => {
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        if (['auto', 'scroll'].includes(getComputedStyle(a).overflowX)) return true;
      }
      return false;
    };
    // Words kept for screen readers only, clipped to a pixel by the CSS (the sheet's caption, the
    // real-dice card's line about the roll, the menu's word beside its icon), as .sr-only.
    const forReaders = (el) => {
      for (let a = el; a && a !== document.body; a = a.parentElement)
        if (getComputedStyle(a).clip.startsWith('rect')) return true;
      return false;
    };
    for (const el of document.querySelectorAll('body *')) {
      if (!shown(el) || el.closest('[data-shell], .sr-only, option') || forReaders(el) || scrolls(el)) continue;
      const s = getComputedStyle(el);
      const r = el.getBoundingClientRect();
      if (r.width > 0 && (r.right > W + 1 || r.left < -1) && s.position !== 'fixed') {
        overflow.push(
          `${where(el)} runs off the screen (${Math.round(r.left)}..${Math.round(r.right)} of ${W}): ${el.textContent.trim().slice(0, 60)}`,
        );
      }
      // (A control hidden to the eye but kept for the keyboard, 1 px wide, shows no text.)
      const cuts = ['hidden', 'clip'].includes(s.overflowX) || s.textOverflow === 'ellipsis';
      if (cuts && el.clientWidth > 1 && el.scrollWidth > el.clientWidth + 1) {
        overflow.push(
          `${where(el)} cuts its text (${el.scrollWidth} > ${el.clientWidth}): ${el.textContent.trim().slice(0, 60)}`,
        );
      }
    }
    // The text of a control or heading lies within its own box.
    for (const el of document.querySelectorAll('button, label, th, h1, h2, h3, summary, legend, .total-badge')) {
      if (!shown(el) || el.closest('[data-shell], .sr-only') || scrolls(el)) continue;
      // Its text as drawn: each text node's lines, without words kept for screen readers only.
      let left = Infinity;
      let right = -Infinity;
      const texts = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let n = texts.nextNode(); n; n = texts.nextNode()) {
        // (Words kept for screen readers only: .sr-only, or clipped to a pixel by the CSS, as the
        // menu's word beside its icon on a phone.)
        if (n.parentElement.closest('.sr-only')) continue;
        let clipped = false;
        for (let a = n.parentElement; a && a !== el.parentElement; a = a.parentElement)
          if (getComputedStyle(a).clip.startsWith('rect')) clipped = true;
        if (clipped) continue;
        const range = document.createRange();
        range.selectNodeContents(n);
        for (const r of range.getClientRects()) {
          if (r.width === 0) continue;
          left = Math.min(left, r.left);
          right = Math.max(right, r.right);
        }
      }
      const b = el.getBoundingClientRect();
      if (right > left && (right > b.right + 1 || left < b.left - 1)) {
        overflow.push(
          `${where(el)}'s text (${Math.round(left)}..${Math.round(right)}) overflows it (${Math.round(b.left)}..${Math.round(b.right)}): ${el.textContent.trim().slice(0, 60)}`,
        );
      }
    }
    return { english: [...new Set(english)], overflow: [...new Set(overflow)] };
  });
}

async function check(page, what) {
  const { english, overflow } = await problems(page);
  assert.deepEqual(english, [], `${what}: English left`);
  assert.deepEqual(overflow, [], `${what}: overflow`);
}

/**
 * The header's dialogs by their old places in its row (Hint, Coach, New table, Records, Undo,
 * Help), reached through its menu on a narrow screen (`openToolAt`).
 */
const tool = (page, i) => ({ click: () => openToolAt(page, { 1: 0, 2: 1, 3: 2, 5: 3 }[i]) });

for (const [size, viewport] of Object.entries(SIZES)) {
  test(`en-XA at the ${size}'s size: every screen of a solo game shows only its words, and all of them fit`, async () => {
    const errors = [];
    // A first visit, so that the first-visit guide shows too.
    const { context, page } = await openPage(browser, null, errors, { viewport, firstVisit: true });
    await page.goto(`${server.url}/?seed=7&lang=en-XA`);
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'en-XA');
    const roll = page.locator('button.roll:not([data-shell] *)');
    await roll.and(page.locator(':enabled')).waitFor();
    await check(page, 'the table before the first roll');

    await page.keyboard.press('r');
    await page.locator('.die:not(.blank):not([data-shell] *)').first().waitFor();
    await page.locator('.guide').waitFor();
    await check(page, 'the table after a roll, with the first-visit guide');
    await page.keyboard.press('1');
    await page.keyboard.press('h');
    await page.locator('.hint-panel').waitFor();
    await page.locator('.hint-panel .advice, .hint-panel ol, .hint-panel li').first().waitFor();
    await check(page, 'the hint');
    await page.keyboard.press('h');

    for (const [i, name] of [
      [1, 'the coach'],
      [2, 'New table'],
      [3, 'records'],
      [5, 'help'],
    ]) {
      await tool(page, i).click();
      const dialog = page.locator(':is([role=dialog], [role=alertdialog])');
      await dialog.waitFor();
      await check(page, `the dialog of ${name}`);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    }

    // A whole game, each turn scored in the first open box (confirming a zero when asked). The
    // roll status changes with every roll and score: the next step waits for it.
    const status = page.locator('#roll-status');
    const changed = (before) =>
      page.waitForFunction((b) => {
        const now = document.querySelector('#roll-status')?.textContent;
        return document.querySelector(':is([role=dialog], [role=alertdialog]), .game-over') || now !== b;
      }, before);
    for (let turn = 1; turn <= 13; turn++) {
      if (await roll.isEnabled()) {
        const before = await status.textContent();
        await page.keyboard.press('r');
        await changed(before);
      }
      const before = await status.textContent();
      await page.locator('.sheet button.box:enabled').first().click();
      await changed(before);
      // `changed` waited for the score or the question before a zero: which one is settled.
      const zero = page.locator(':is([role=dialog], [role=alertdialog]) button.primary');
      if ((await zero.count()) > 0) {
        await check(page, `the question before a zero (turn ${turn})`);
        await zero.click();
        await zero.waitFor({ state: 'detached' });
      }
      if (turn === 1) await check(page, 'the table after a score, with Undo');
    }
    await page.locator('.game-over').waitFor();
    await check(page, 'the end of the game');
    // The game reviewed, then the records with it.
    await page.locator('.game-over button.secondary').last().click();
    const review = page.locator(':is([role=dialog], [role=alertdialog])');
    await review.waitFor();
    await page.locator('.dialog table, .dialog .review-turn, .dialog li').first().waitFor();
    await check(page, 'the review of the game');
    await page.keyboard.press('Escape');
    await review.waitFor({ state: 'detached' });
    await tool(page, 3).click();
    await page.locator('.dialog svg').first().waitFor();
    await check(page, 'the records after a game');
    await page.keyboard.press('Escape');
    assert.deepEqual(errors, []);
    await context.close();
  });

  test(`en-XA at the ${size}'s size: a table with a bot, its chances to win, and a table of real dice`, async () => {
    const errors = [];
    const { context, page } = await openPage(browser, null, errors, { viewport });
    await page.goto(`${server.url}/?seed=8&lang=en-XA`);
    await page.locator('button.roll:not([data-shell] *):enabled').waitFor();
    const setup = page.locator('.dialog.setup');

    // New table: a second seat, played by the expert bot.
    await tool(page, 2).click();
    await setup.waitFor();
    await setup.locator('button.secondary:not(.seat button)').click();
    await setup.locator('fieldset.seat').nth(1).locator('select').selectOption('expert');
    await check(page, 'New table with a bot');
    await setup.locator('.actions button.primary').click();
    await setup.waitFor({ state: 'detached' });
    await page.keyboard.press('r');
    await page.locator('.die:not(.blank):not([data-shell] *)').first().waitFor();
    // The chances to win: beside the sheet on a wide screen, in the header's menu on a phone.
    if (size === 'desktop') await page.locator('.odds-button').click();
    else {
      await page.locator('header.top .menu-button').click();
      await page.locator('#more-tools .odds-tool').click();
    }
    await page.locator('.odds-panel, [aria-labelledby=odds-title]').first().waitFor();
    await page.locator('#odds-title').waitFor();
    await check(page, 'the chances to win');
    await page.locator('.sheet button.box:enabled').first().click();
    const zero = page.locator(':is([role=dialog], [role=alertdialog]) button.primary');
    const bot = page.locator('.bot-bar');
    // Seed 8's first roll: either a zero to confirm or the bot's turn, whichever the first box
    // gives; the wait settles which before the test looks.
    await zero.or(bot).first().waitFor();
    if ((await zero.count()) > 0) await zero.click();
    await bot.waitFor();
    await check(page, "the bot's turn");

    // New table: real dice, two people.
    await page.locator('.bot-bar button').last().click();
    await bot.waitFor({ state: 'detached' });
    await tool(page, 2).click();
    await setup.waitFor();
    // Seat 2 becomes a person: bots play only the page's dice.
    await setup.locator('fieldset.seat').nth(1).locator('select').selectOption('human');
    await setup.locator('input[name=dice-mode]').nth(1).check();
    await check(page, 'New table with real dice');
    await setup.locator('.actions button.primary').click();
    // The question before a new table replaces the game in progress (the bot's game is under
    // way): play the new one.
    const replace = page.locator(':is([role=dialog], [role=alertdialog]):not(.setup) button:not(.primary)');
    await replace.waitFor();
    await check(page, 'the question before replacing the game in progress');
    await replace.click();
    await page.locator('.entry').waitFor();
    await check(page, 'the table of real dice');
    await page.keyboard.press('r');
    await page.keyboard.type('9');
    await page.keyboard.press('Enter');
    // The refusal's words (an empty line is not drawn on a phone).
    await page.locator('#entry-error').filter({ hasText: /\S/ }).waitFor();
    await check(page, 'a refused entry of real dice');
    assert.deepEqual(errors, []);
    await context.close();
  });
}
