// The Content-Security-Policy allows only the game's own files, the built page has no inline
// script, nothing breaks the policy, and no request ever leaves the page's origin.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { serve, launch, openPage, controlled, playTurn, DIST } from './harness.js';

let server; let browser;
before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); server?.close(); });

const POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'", "'wasm-unsafe-eval'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:'],
  'worker-src': ["'self'"],
  'connect-src': ["'self'"],
  'manifest-src': ["'self'"],
  'base-uri': ["'self'"],
  'form-action': ["'none'"],
  'object-src': ["'none'"],
};

test('the built page carries the policy and has no inline script or handler', () => {
  const html = fs.readFileSync(path.join(DIST, 'index.html'), 'utf8');
  const meta = html.match(/<meta http-equiv="Content-Security-Policy" content="([^"]*)"/);
  assert.ok(meta, 'index.html has a CSP <meta>');
  const policy = Object.fromEntries(meta[1].split(';').map((d) => d.trim().split(/\s+/)).map(([k, ...v]) => [k, v]));
  assert.deepEqual(policy, POLICY);
  assert.ok(html.indexOf('Content-Security-Policy') < html.indexOf('<script'), 'the policy comes before any script');
  for (const tag of html.match(/<script\b[^>]*>[\s\S]*?<\/script>/g)) {
    assert.match(tag, /^<script\b[^>]*\bsrc="[^"]+"[^>]*><\/script>$/, `an external script, nothing inline: ${tag}`);
  }
  assert.doesNotMatch(html, /\son[a-z]+=/i, 'no inline event handler');
  assert.doesNotMatch(html, /\sstyle=/i, 'no inline style');
});

test('playing breaks no part of the policy, which is enforced, and every request stays on the origin', async () => {
  const errors = [];
  const requests = [];
  const { context, page } = await openPage(browser, `${server.url}/?seed=4`, errors, { requests });
  await controlled(page);
  await playTurn(page, 1);
  await page.getByRole('button', { name: /^Help/ }).click();
  await page.getByRole('dialog', { name: 'Help' }).waitFor();
  await page.keyboard.press('Escape');
  await page.reload();
  await page.locator('#roll-status', { hasText: 'Turn 2 of 13' }).waitFor();
  assert.deepEqual(errors, [], 'no CSP violation, no console error');

  const origin = new URL(server.url).origin;
  assert.ok(requests.length > 10, `requests were recorded (${requests.length})`);
  const foreign = requests.filter((u) => new URL(u).origin !== origin);
  assert.deepEqual(foreign, [], 'every request goes to the page’s own origin');

  // The policy is really in force: an inline script and a script from elsewhere are refused
  // and reported as violations.
  const refused = await page.evaluate(async () => {
    const reported = [];
    const both = new Promise((resolve) => document.addEventListener('securitypolicyviolation', (e) => {
      reported.push(`${e.violatedDirective} ${e.blockedURI}`);
      if (reported.length === 2) resolve();
    }));
    const inline = document.createElement('script');
    inline.textContent = 'window.inlineRan = true';
    document.head.append(inline);
    const foreign = document.createElement('script');
    foreign.src = 'data:text/javascript,window.foreignRan=true';
    document.head.append(foreign);
    await both;
    return { inlineRan: window.inlineRan === true, foreignRan: window.foreignRan === true, reported: reported.sort() };
  });
  assert.deepEqual(refused, { inlineRan: false, foreignRan: false, reported: ['script-src-elem data', 'script-src-elem inline'] });
  await context.close();
});
