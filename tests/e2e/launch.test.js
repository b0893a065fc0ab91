// The browser the tests launch: Chromium reads only the last `--disable-features` it is given,
// so the harness's list must carry every feature Playwright itself turns off, and the address
// bar's popups it adds must be gone from every window the tests open.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { chromium } from 'playwright-core';
import { launch, OMNIBOX_POPUPS, PLAYWRIGHT_DISABLED, serve } from './harness.js';

/** The command line of the Chromium this process started (Playwright's child), from /proc. */
function chromiumCommandLine() {
  for (const pid of fs.readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    let stat;
    let cmd;
    try {
      stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      cmd = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    } catch {
      continue; // a process that ended while the list was read
    }
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    if (ppid === process.pid && cmd[0].includes('chromium')) return cmd;
  }
  throw new Error('no Chromium started by this process');
}

/** The features the last `--disable-features` of `cmd` turns off: the ones Chromium reads. */
function disabled(cmd) {
  const flag = cmd.findLast((a) => a.startsWith('--disable-features='));
  return flag ? flag.slice('--disable-features='.length).split(',') : [];
}

test("Playwright's own disabled features are all in the harness's list", async () => {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  try {
    const theirs = disabled(chromiumCommandLine());
    assert.ok(theirs.length > 0, 'Playwright passes a --disable-features of its own');
    assert.deepEqual(
      theirs.filter((f) => !PLAYWRIGHT_DISABLED.includes(f)),
      [],
      'features Playwright turns off that the harness would turn back on',
    );
  } finally {
    await browser.close();
  }
});

test("the harness's browser keeps Playwright's list and opens a page without the address bar's popups", async () => {
  const server = await serve();
  const browser = await launch();
  try {
    assert.deepEqual(disabled(chromiumCommandLine()), [...PLAYWRIGHT_DISABLED, ...OMNIBOX_POPUPS]);
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(server.url);
    await page.getByRole('button', { name: /^Roll/ }).waitFor();
    const cdp = await browser.newBrowserCDPSession();
    const { targetInfos } = await cdp.send('Target.getTargets', { filter: [{}] });
    assert.deepEqual(
      targetInfos.filter((t) => t.url.startsWith('chrome://omnibox')).map((t) => t.url),
      [],
    );
    assert.ok(targetInfos.some((t) => t.type === 'page' && t.url.startsWith(server.url)));
  } finally {
    await browser.close();
    server.close();
  }
});
