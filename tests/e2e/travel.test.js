// A table on several phones (issue: friends on their own phones): each phone is a browser
// context of its own, with its own storage, and the table travels between them only by the
// links the page hands on. The share sheet is the phone's (`navigator.share`): each context
// notes what it was given, and the next phone opens the link in it. Every sheet at the end is
// the engine's replay of the same moves (`yahtzee replay`).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import jsQR from 'jsqr';
import { serve, launch, openPage, replayRequest, dealNewTablesFrom, newTable, typeInto } from './harness.js';

const CLI = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../target/release/yahtzee');

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

/** A phone: a context whose share sheet notes what it is given (`window.__shared`), with
 * bots at their faster pace. */
async function phone(errors, options = {}) {
  const { context, page } = await openPage(browser, null, errors, options);
  await context.addInitScript(() => {
    window.__shared = [];
    navigator.share = async (data) => {
      window.__shared.push(data.text);
    };
    if (localStorage.getItem('yahtzee.bots') === null) localStorage.setItem('yahtzee.bots', '"Fast"');
  });
  return { context, page };
}

/** Sets up a table on several phones: `seats` as [name, plays] ("Person", or a bot's level
 * word as the setup's list words it), of `game` (its name in the list), the coach on or off. */
async function travelTable(page, seats, game = 'Classic Yahtzee', { coachOff = false } = {}) {
  const setup = await newTable(page);
  await setup.getByRole('combobox', { name: 'Game' }).selectOption({ label: game });
  await setup.getByRole('radio', { name: 'Each on their own phone' }).click();
  while ((await setup.getByRole('group', { name: /^Seat \d$/ }).count()) < seats.length) {
    await setup.getByRole('button', { name: 'Add a seat' }).click();
  }
  for (const [i, [name, plays]] of seats.entries()) {
    const seat = setup.getByRole('group', { name: `Seat ${i + 1}` });
    await typeInto(seat.getByRole('textbox'), name);
    if (plays !== 'Person') {
      const select = seat.getByRole('combobox', { name: 'Plays' });
      const label = await select.locator('option', { hasText: new RegExp(`^${plays}`) }).textContent();
      await select.selectOption({ label });
    }
  }
  if (coachOff) await setup.getByRole('checkbox', { name: /^Coach during the game/ }).uncheck();
  await setup.getByRole('button', { name: 'Start' }).click();
  await setup.waitFor({ state: 'detached' });
}

/** At a table whose rule turns the coach off: the sheet says so, and no hint is offered. */
async function coachIsOff(page) {
  await page.locator('.sheet-title', { hasText: 'Coach off until the game ends' }).waitFor();
  assert.ok(await page.locator('header.top button.hint-tool').isDisabled(), 'no hint');
  await page.locator('.odds-button').waitFor({ state: 'detached' });
}

/** Answers "Who are you?" with `names`. */
async function iAm(page, names) {
  const who = page.getByRole('dialog', { name: 'Who are you?' });
  await who.waitFor();
  for (const name of names) await who.getByRole('checkbox', { name }).check();
  await who.getByRole('button', { name: 'Play' }).click();
  await who.waitFor({ state: 'detached' });
}

/** Reads what the other phones played since this one last looked (a line matching `line`
 * among them), and closes the list. */
async function caughtUp(page, line = /./) {
  const list = page.getByRole('dialog', { name: 'Since you last looked' });
  const told = list.locator('li', { hasText: line }).last();
  await told.waitFor();
  const text = await told.textContent();
  await list.getByRole('button', { name: 'Got it' }).click();
  await list.waitFor({ state: 'detached' });
  return text;
}

/** Plays one turn of the player to move: Roll, then the box that scores most (the first of
 * equals). Returns the moves, as the engine's replay reads them. */
async function playTurn(page) {
  const roll = page.getByRole('button', { name: /^Roll/ });
  await roll.click();
  await page.locator('#roll-status', { hasText: 'Roll 1 of 3' }).waitFor();
  // Each box's row, in sheet order, with the current player's button where it is open.
  const rows = await page.locator('.sheet tbody tr.box-row').evaluateAll((trs) =>
    trs.map((tr) => {
      const b = tr.querySelector('button');
      return { label: b?.getAttribute('aria-label'), enabled: b ? !b.disabled : false };
    }),
  );
  const offers = rows
    .map((r, box) => ({ ...r, box, points: Number(r.label?.match(/^Score (\d+) in /)?.[1]) }))
    .filter((r) => r.enabled && r.label);
  const best = offers.reduce((a, b) => (b.points > a.points ? b : a));
  await page.getByRole('button', { name: best.label, exact: true }).click();
  return ['Roll', { Score: best.box }];
}

/** Hands the table on with the share sheet's button `name`; the link the message carried. */
async function send(page, name) {
  const before = await page.evaluate(() => window.__shared.length);
  await page.locator('.hand-on').getByRole('button', { name, exact: true }).click();
  await page.waitForFunction((n) => window.__shared.length > n, before);
  const text = await page.evaluate(() => window.__shared.at(-1));
  const url = text.match(/https?:\/\/\S+/)?.[0];
  assert.ok(url?.includes('?t='), `a link in the message: ${text}`);
  return { text, url };
}

/** Every player's total on the sheet, in seat order. */
async function totals(page) {
  const row = page.locator('.sheet tr').filter({ has: page.locator('th[scope=row]:text-is("Total")') });
  return (await row.locator('td').allTextContents()).map((t) => Number(t.trim().split(' ')[0]));
}

/** The link text of a recorded table, by the engine (`yahtzee link`). */
function linkOf(request) {
  return execFileSync(CLI, ['link'], { input: JSON.stringify(request) })
    .toString()
    .trim();
}

/** Whatever the browser keeps, every key and its text. */
const stored = (page) => page.evaluate(() => Object.fromEntries(Object.entries(localStorage)));

test('two phones play a whole Classic game by links, and every sheet is the engine replay', async () => {
  const errors = [];
  const ann = await phone(errors);
  const ben = await phone(errors);
  const seed = 4_242_424_242;
  await dealNewTablesFrom(ann.context, seed);
  await ann.page.goto(`${server.url}/`);
  await travelTable(ann.page, [
    ['Ann', 'Person'],
    ['Ben', 'Person'],
  ]);
  await iAm(ann.page, ['Ann']);
  const actions = [];
  let link;
  for (let round = 1; round <= 13; round++) {
    // Ann's turn on her phone: a link from Ben brings it (but the first).
    if (link) {
      await ann.page.goto(link);
      // What Ben played since, told: his dice and his box.
      await caughtUp(ann.page, /^Ben rolled [1-6 ]+ and scored \d+ in /);
    }
    actions.push(...(await playTurn(ann.page)));
    await ann.page.locator('.hand-on h2', { hasText: 'Waiting for Ben' }).waitFor();
    const sent = await send(ann.page, 'Send to Ben');
    assert.match(sent.text, /^Classic Yahtzee: your turn, Ben\. /);
    await ben.page.goto(sent.url);
    if (round === 1) await iAm(ben.page, ['Ben']);
    await caughtUp(ben.page, /^Ann rolled [1-6 ]+ and scored \d+ in /);
    actions.push(...(await playTurn(ben.page)));
    if (round < 13) {
      await ben.page.locator('.hand-on h2', { hasText: 'Waiting for Ann' }).waitFor();
      link = (await send(ben.page, 'Send to Ann')).url;
    }
  }
  // Ben scored the last box: his phone shows the end, and sends it to Ann's.
  await ben.page.locator('.game-over').waitFor();
  const end = await send(ben.page, 'Send the end');
  assert.match(end.text, /^Classic Yahtzee: the game is over\./);
  await ann.page.goto(end.url);
  await caughtUp(ann.page, /^Ben rolled [1-6 ]+ and scored \d+ in /);
  await ann.page.locator('.game-over').waitFor();
  // The end came to Ann's phone: it has nothing more to send.
  assert.strictEqual(await ann.page.locator('.hand-on').count(), 0);
  // The help says how honest a table on several phones is.
  await ann.page.keyboard.press('?');
  const help = ann.page.getByRole('dialog', { name: 'Help' });
  await help.getByRole('heading', { name: 'A table on several phones' }).waitFor();
  await help.getByText(/It is a game among friends\.$/).waitFor();
  await ann.page.keyboard.press('Escape');
  const engine = replayRequest({ seed, players: 2, actions });
  assert.ok(engine.over);
  const want = engine.totals.map((t) => t.total);
  assert.deepStrictEqual(await totals(ann.page), want, "Ann's sheet is the replay's");
  assert.deepStrictEqual(await totals(ben.page), want, "Ben's sheet is the replay's");
  // Each phone records its own player only.
  for (const [p, name] of [
    [ann.page, 'Ann'],
    [ben.page, 'Ben'],
  ]) {
    await p.waitForFunction(() => localStorage.getItem('yahtzee.records') !== null);
    const records = JSON.parse(await p.evaluate(() => localStorage.getItem('yahtzee.records')));
    assert.deepStrictEqual(
      records.map((r) => r.name),
      [name],
    );
  }
  // A rematch travels with the same seats: Ben's phone knows who plays there, and asks nothing.
  // (Its dice come from another seed: the browser's random source gives other bytes now.)
  await ann.page.evaluate(() => {
    Crypto.prototype.getRandomValues = function getRandomValues(array) {
      new Uint8Array(array.buffer, array.byteOffset, array.byteLength).fill(7);
      return array;
    };
  });
  await ann.page.locator('.game-over').getByRole('button', { name: 'Rematch' }).click();
  await ann.page.locator('.whose-turn', { hasText: "Ann's turn" }).waitFor();
  await playTurn(ann.page);
  const rematch = await send(ann.page, 'Send to Ben');
  assert.notStrictEqual(new URL(rematch.url).searchParams.get('t'), new URL(end.url).searchParams.get('t'));
  await ben.page.goto(rematch.url);
  await caughtUp(ben.page, /^Ann rolled [1-6 ]+ and scored \d+ in /);
  await ben.page.getByRole('button', { name: /^Roll/ }).and(ben.page.locator(':enabled')).waitFor();
  assert.strictEqual(await ben.page.getByRole('dialog', { name: 'Who are you?' }).count(), 0);
  assert.deepStrictEqual(errors, []);
  await ann.context.close();
  await ben.context.close();
});

test('two phones and a bot play Yatzy, one phone holding two seats; Your games lists the table', async () => {
  const errors = [];
  const a = await phone(errors);
  const b = await phone(errors);
  const seed = 77_000_001;
  await dealNewTablesFrom(a.context, seed);
  await a.page.goto(`${server.url}/?game=yatzy`);
  // Ann and Dora share phone A; Ben plays on B and hands the turn to the bot, whose turn B plays.
  await travelTable(
    a.page,
    [
      ['Ann', 'Person'],
      ['Ben', 'Person'],
      ['Robo', 'Expert'],
      ['Dora', 'Person'],
    ],
    'Yatzy',
    { coachOff: true },
  );
  await iAm(a.page, ['Ann', 'Dora']);
  await coachIsOff(a.page);
  const actions = [];
  let link;
  for (let round = 1; round <= 15; round++) {
    if (link) {
      await a.page.goto(link);
      await caughtUp(a.page, /^Robo \(Expert\) rolled /);
    }
    if (round > 1) {
      // Dora's turn, after the bot's: both on the same phone, one after the other.
      actions.push(...(await playTurn(a.page)));
    }
    actions.push(...(await playTurn(a.page)));
    const sent = await send(a.page, 'Send to Ben');
    assert.match(sent.text, /^Yatzy: your turn, Ben\. /);
    await b.page.goto(sent.url);
    if (round === 1) await iAm(b.page, ['Ben']);
    await caughtUp(b.page, /^Ann rolled /);
    if (round === 1) await coachIsOff(b.page);
    actions.push(...(await playTurn(b.page)));
    // The bot's turn, played by Ben's phone, which then waits for phone A.
    await b.page.locator('.hand-on h2', { hasText: 'Waiting for Dora' }).waitFor();
    link = (await send(b.page, 'Send to Dora')).url;
  }
  await a.page.goto(link);
  await caughtUp(a.page);
  actions.push(...(await playTurn(a.page)));
  await a.page.locator('.game-over').waitFor();
  const end = await send(a.page, 'Send the end');
  await b.page.goto(end.url);
  const lastMove = await caughtUp(b.page, /^Dora rolled /);
  await b.page.locator('.game-over').waitFor();
  // The game over, its review is there.
  await b.page
    .locator('.game-over')
    .getByRole('button', { name: /^Review/ })
    .waitFor();
  // The bot's moves are the page's: the sheets are compared with the replay of the people's
  // moves and the bot's boxes as the link holds them, by the engine's decoding of the link.
  const last = new URL(end.url).searchParams.get('t');
  const seen = JSON.parse(execFileSync(CLI, ['link', '--decode', last]).toString());
  assert.deepStrictEqual(await totals(a.page), seen.totals);
  assert.deepStrictEqual(await totals(b.page), seen.totals);
  assert.strictEqual(seen.over, true);
  // Your games lists the table, on the table.
  await a.page.locator('header.top').getByRole('button', { name: 'Your games' }).click();
  const games = a.page.getByRole('dialog', { name: 'Your games' });
  await games.locator('li').first().waitFor();
  const rows = await games.locator('li').allTextContents();
  assert.strictEqual(rows.length, 1);
  // Its last move, as the other phone was told it.
  assert.ok(rows[0].startsWith(`Yatzy · Ann, Ben, Robo (Expert), Dora${lastMove}Over · last played `), rows[0]);
  assert.match(rows[0], /On the table$/);
  assert.deepStrictEqual(errors, []);
  await a.context.close();
  await b.context.close();
});

test('three phones and a bot play a whole game, handed on by QR code and by link, every sheet the same', async () => {
  const errors = [];
  const [a, b, c] = [await phone(errors), await phone(errors), await phone(errors)];
  await dealNewTablesFrom(a.context, 5_150_515);
  await a.page.goto(`${server.url}/`);
  // Ann, Ben and Cy each on their own phone; Ben's phone plays the bot's turns.
  await travelTable(a.page, [
    ['Ann', 'Person'],
    ['Ben', 'Person'],
    ['Robo', 'Expert'],
    ['Cy', 'Person'],
  ]);
  await iAm(a.page, ['Ann']);
  let link;
  for (let round = 1; round <= 13; round++) {
    if (link) {
      await a.page.goto(link);
      await caughtUp(a.page, /^Cy rolled /);
    }
    await playTurn(a.page);
    // Ann to Ben across the room: his camera reads the QR code on her phone.
    await a.page.locator('.hand-on').getByRole('button', { name: 'QR code' }).click();
    const toBen = await readQr(a.page);
    await a.page.keyboard.press('Escape');
    await b.page.goto(toBen);
    if (round === 1) await iAm(b.page, ['Ben']);
    await caughtUp(b.page, /^Ann rolled /);
    await playTurn(b.page);
    // The bot's turn, played by Ben's phone; then Cy's, by a link in a message.
    await b.page.locator('.hand-on h2', { hasText: 'Waiting for Cy' }).waitFor();
    await c.page.goto((await send(b.page, 'Send to Cy')).url);
    if (round === 1) await iAm(c.page, ['Cy']);
    await caughtUp(c.page, /^Robo \(Expert\) rolled /);
    await playTurn(c.page);
    if (round < 13) {
      await c.page.locator('.hand-on h2', { hasText: 'Waiting for Ann' }).waitFor();
      link = (await send(c.page, 'Send to Ann')).url;
    }
  }
  await c.page.locator('.game-over').waitFor();
  const end = (await send(c.page, 'Send the end')).url;
  for (const p of [a.page, b.page]) {
    await p.goto(end);
    await caughtUp(p, /^Cy rolled /);
    await p.locator('.game-over').waitFor();
  }
  // Every phone's sheet is the engine's decoding of the last link.
  const seen = JSON.parse(execFileSync(CLI, ['link', '--decode', new URL(end).searchParams.get('t')]).toString());
  assert.strictEqual(seen.over, true);
  for (const p of [a, b, c]) assert.deepStrictEqual(await totals(p.page), seen.totals);
  assert.deepStrictEqual(errors, []);
  for (const p of [a, b, c]) await p.context.close();
});

/** A whole 4-player Classic game played by the engine's rule "score the first open box". */
function wholeGame(players, seed) {
  const actions = [];
  for (let t = 0; t < 13 * players; t++) actions.push('Roll', { Score: Math.floor(t / players) });
  return { seed, players, actions, names: ['Ann', 'Ben', 'Cy', 'Dora'].slice(0, players) };
}

/** A whole game as people play it: each turn rolls three times, holding a die more each time,
 * then scores the first open box: three decisions a turn, names and all. */
function playedGame(players, seed) {
  const actions = [];
  for (let t = 0; t < 13 * players; t++) {
    actions.push('Roll', { Hold: 0 }, 'Roll', { Hold: 1 }, 'Roll', { Score: Math.floor(t / players) });
  }
  return { seed, players, actions, names: ['Ann', 'Ben', 'Cy', 'Dora'].slice(0, players) };
}

test("a whole 4-player game's QR code, read off the page's drawing, is its exact link", async (t) => {
  const errors = [];
  const { context, page } = await phone(errors);
  const code = linkOf(playedGame(4, 31));
  const url = `${server.url}/?t=${code}`;
  await page.goto(url);
  // Dora played the last turn: her phone sends the end to the others.
  await iAm(page, ['Dora']);
  await caughtUp(page, /^Cy rolled [1-6 ]+ and scored \d+ in Chance\.$/);
  await page.locator('.game-over').waitFor();
  await page.locator('.hand-on').getByRole('button', { name: 'QR code' }).click();
  const qr = page
    .getByRole('dialog', { name: "QR code of the link for Ann, Ben, Cy: the other phone's camera opens it." })
    .locator('svg.qr');
  assert.strictEqual(await readQr(page), url);
  const version = Number(await qr.getAttribute('data-version'));
  const ecc = await qr.getAttribute('data-ecc');
  t.diagnostic(`QR code: version ${version}, error correction ${ecc}, a link of ${url.length} characters`);
  assert.ok(version <= 20, `version ${version}`);
  assert.deepStrictEqual(errors, []);
  await context.close();
});

/** The link the QR code on `page` holds, read off a screenshot of the page's own drawing by
 * jsQR, in a blank page of the same browser. */
async function readQr(page) {
  const qr = page.locator('svg.qr');
  await qr.waitFor();
  const png = await qr.screenshot();
  const blank = await page.context().newPage();
  const { width, height, data } = await blank.evaluate(async (b64) => {
    const img = new Image();
    img.src = `data:image/png;base64,${b64}`;
    await img.decode();
    const c = new OffscreenCanvas(img.width, img.height);
    const g = c.getContext('2d');
    g.drawImage(img, 0, 0);
    const d = g.getImageData(0, 0, img.width, img.height);
    return { width: d.width, height: d.height, data: [...d.data] };
  }, png.toString('base64'));
  await blank.close();
  return jsQR(Uint8ClampedArray.from(data), width, height)?.data;
}

/** The bytes of a link written by hand: the format of `crates/engine/src/link.rs`, version 1
 * (this is an independent writer: a link the page's own writer could never make). */
function forge({ version = 1, decisions }) {
  const bits = [];
  const put = (v, n) => {
    for (let i = n - 1; i >= 0; i--) bits.push(Number((BigInt(v) >> BigInt(i)) & 1n));
  };
  put(version, 8);
  put(0, 3); // Classic
  put(0, 2); // the Joker as the official rules have it
  for (const f of [0, 1, 0, 0, 0]) put(f, 1); // the options, then the coach on
  put(12345, 53);
  put(1, 4);
  put(1, 3); // two seats
  for (const name of ['Ann', 'Ben']) {
    put(0, 3);
    put(name.length, 7);
    for (const c of name) put(c.charCodeAt(0), 8);
  }
  put(0, 4);
  put(decisions.length, 11);
  for (const d of decisions) {
    if (d.keep) {
      put(0, 1);
      for (const h of d.keep) put(h, 1);
    } else {
      put(1, 1);
      put(d.score, 5);
    }
  }
  while (bits.length % 8) bits.push(0);
  const bytes = [];
  for (let i = 0; i < bits.length; i += 8) bytes.push(Number.parseInt(bits.slice(i, i + 8).join(''), 2));
  // FNV-1a, 64 bits: its first four bytes.
  let h = 0xcbf29ce484222325n;
  for (const b of bytes) h = BigInt.asUintN(64, (h ^ BigInt(b)) * 0x100000001b3n);
  for (let i = 7; i >= 4; i--) bytes.push(Number((h >> BigInt(8 * i)) & 0xffn));
  return Buffer.from(bytes).toString('base64url');
}

test('a changed, impossible, cut or newer link is refused with why, and nothing stored changes', async () => {
  const errors = [];
  const { context, page } = await phone(errors);
  await page.goto(`${server.url}/?seed=8`);
  await page.getByRole('button', { name: /^Roll/ }).click();
  await page.locator('#roll-status', { hasText: 'Roll 1 of 3' }).waitFor();
  await page.waitForFunction(() => JSON.parse(localStorage.getItem('yahtzee.game')).session.game.turn.rolls === 1);
  const good = forge({ decisions: [{ score: 12 }, { keep: [1, 1, 0, 0, 0] }] });
  // The hand-written link is the engine's own for the same moves.
  assert.strictEqual(
    good,
    linkOf({
      seed: 12345,
      players: 2,
      names: ['Ann', 'Ben'],
      actions: ['Roll', { Score: 12 }, 'Roll', { Hold: 0 }, { Hold: 1 }, 'Roll'],
    }),
  );
  const changed = `${good.slice(0, 30)}${good[30] === 'A' ? 'B' : 'A'}${good.slice(31)}`;
  const cases = [
    [changed, 'This link to a table was changed after it was written, so it was not opened.'],
    // A fourth roll: three keeps after the turn's first roll.
    [
      forge({ decisions: [{ keep: [1, 0, 0, 0, 0] }, { keep: [1, 0, 0, 0, 0] }, { keep: [1, 0, 0, 0, 0] }] }),
      /^This link holds a move play could not make \(move 3: /,
    ],
    [good.slice(0, -3), 'This link to a table was cut short, so it was not opened: ask for it again.'],
    [
      forge({ version: 2, decisions: [] }),
      /^This link to a table was written by another version of the page \(version 2\)/,
    ],
  ];
  for (const [text, notice] of cases) {
    const before = await stored(page);
    await page.goto(`${server.url}/?t=${text}`);
    await page.getByRole('button', { name: /^Roll/ }).waitFor();
    const shown = (await page.locator('.notice').textContent()).trim();
    if (notice instanceof RegExp) assert.match(shown, notice);
    else assert.ok(shown.includes(notice), shown);
    await page.locator('html[data-stored=checked]').waitFor();
    assert.deepStrictEqual(await stored(page), before, 'storage byte for byte as before');
  }
  assert.deepStrictEqual(errors, []);
  await context.close();
});

// The page's wiring of a damaged link: each kind of damage five times. The opening itself
// (src/startup/tables.rs) reads 4,000 of them natively, by the same generator
// (`damaged_links_are_refused_or_open_the_table_they_name`).
test('20 damaged links: each is refused or opens a table play made, and a refused one changes nothing', async () => {
  const errors = [];
  const { context, page } = await phone(errors);
  await page.goto(`${server.url}/?seed=8`);
  await page.getByRole('button', { name: /^Roll/ }).waitFor();
  const base = linkOf(wholeGame(3, 5));
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  // A fixed generator: the same 20 links every run.
  let x = 0x2545f491;
  const next = (n) => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) % n;
  };
  const outcomes = { refused: 0, opened: 0 };
  for (let i = 0; i < 20; i++) {
    let t = base;
    const at = next(t.length);
    switch (i % 4) {
      case 0:
        t = t.slice(0, at) + letters[next(letters.length)] + t.slice(at + 1);
        break;
      case 1:
        t = t.slice(0, at);
        break;
      case 2:
        t = t.slice(0, at) + letters[next(letters.length)] + t.slice(at);
        break;
      default:
        t = t.slice(0, at) + t.slice(at + 1 + next(4));
    }
    const before = await stored(page);
    await page.goto(`${server.url}/?t=${encodeURIComponent(t)}`);
    await page.locator('html[data-stored=checked]').waitFor();
    if (t === base) {
      // The link itself (a letter changed for itself): its table, asking who plays here.
      outcomes.opened++;
      await page.getByRole('dialog', { name: 'Who are you?' }).waitFor();
    } else {
      outcomes.refused++;
      await page.locator('.notice', { hasText: /^This link/ }).waitFor();
      assert.deepStrictEqual(await stored(page), before, `refused link ${i} changed nothing`);
    }
  }
  assert.deepStrictEqual(outcomes, { refused: 20, opened: 0 });
  assert.deepStrictEqual(errors, []);
  await context.close();
});

test('an older link, a contradicting link and a link opened offline', async () => {
  const errors = [];
  const { context, page } = await phone(errors);
  const three = linkOf({ ...wholeGame(2, 6), actions: wholeGame(2, 6).actions.slice(0, 6) });
  const five = linkOf({ ...wholeGame(2, 6), actions: wholeGame(2, 6).actions.slice(0, 10) });
  // Five turns, the fifth scored in Chance instead: the same table gone another way.
  const other = linkOf({
    ...wholeGame(2, 6),
    actions: [...wholeGame(2, 6).actions.slice(0, 8), 'Roll', { Score: 12 }],
  });
  await page.goto(`${server.url}/?t=${five}`);
  await iAm(page, ['Ann']);
  await caughtUp(page, /^Ben rolled [1-6 ]+ and scored \d+ in Twos\.$/);
  await page.locator('.hand-on h2', { hasText: 'Waiting for Ben' }).waitFor();
  await page.locator('html[data-stored=checked]').waitFor();
  const kept = await stored(page);
  await page.goto(`${server.url}/?t=${three}`);
  await page.locator('.notice', { hasText: 'This link is older than the table on this phone' }).waitFor();
  await page.locator('.hand-on h2', { hasText: 'Waiting for Ben' }).waitFor();
  await page.goto(`${server.url}/?t=${other}`);
  await page
    .locator('.notice', {
      hasText: 'the link was kept in this browser under "yahtzee.tables.link.unreadable"',
    })
    .waitFor();
  assert.strictEqual(await page.evaluate(() => localStorage.getItem('yahtzee.tables.link.unreadable')), other);
  // The table stays as this phone had it, byte for byte: only the link kept aside is new.
  const after = await stored(page);
  delete after['yahtzee.tables.link.unreadable'];
  assert.deepStrictEqual(after, kept, 'the table stays as this phone had it');
  // Offline, once the page is kept: Ben's next turn comes in a link and opens.
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated');
  await context.setOffline(true);
  const six = linkOf({ ...wholeGame(2, 6), actions: wholeGame(2, 6).actions.slice(0, 12) });
  await page.goto(`${server.url}/?t=${six}`);
  await page.getByRole('button', { name: /^Roll/ }).waitFor();
  await caughtUp(page, /^Ben rolled [1-6 ]+ and scored \d+ in Threes\.$/);
  assert.deepStrictEqual(errors, []);
  await context.close();
});

test('with motion the turns caught up come in one after the other, Show all lists them at once; with reduced motion it is a list', async () => {
  // Seven turns of a table of four, Dora's phone opening it first: the other three's six.
  const actions = [];
  for (let t = 0; t < 7; t++) actions.push('Roll', { Hold: 0 }, 'Roll', { Score: Math.floor(t / 4) + (t % 4) });
  const t = linkOf({ seed: 9, players: 4, actions, names: ['Ann', 'Ben', 'Cy', 'Dora'] });
  for (const motion of ['no-preference', 'reduce']) {
    const errors = [];
    const { context, page } = await phone(errors, { reducedMotion: motion });
    await page.goto(`${server.url}/?t=${encodeURIComponent(t)}`);
    await iAm(page, ['Dora']);
    const list = page.getByRole('dialog', { name: 'Since you last looked' });
    await list.locator('li').nth(5).waitFor();
    assert.strictEqual(await list.locator('li').count(), 6);
    // Each turn's dice are drawn beside its sentence (hidden from screen readers, which hear the
    // sentence): five dice a line.
    assert.strictEqual(await list.locator('li [aria-hidden=true] .mini-die').count(), 30);
    const animations = () =>
      list.locator('li').evaluateAll((lis) => lis.map((li) => getComputedStyle(li).animationName));
    const showAll = list.getByRole('button', { name: 'Show all' });
    if (motion === 'reduce') {
      assert.strictEqual(await showAll.isVisible(), false);
      assert.deepStrictEqual(await animations(), Array(6).fill('none'));
    } else {
      assert.deepStrictEqual(await animations(), Array(6).fill('catch-in'));
      await showAll.click();
      await showAll.waitFor({ state: 'detached' });
      assert.deepStrictEqual(await animations(), Array(6).fill('none'));
    }
    await caughtUp(page, /^Cy rolled [1-6 ]+ and scored \d+ in Fours\.$/);
    assert.deepStrictEqual(errors, []);
    await context.close();
  }
});
