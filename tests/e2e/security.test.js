// The Content-Security-Policy allows only the game's own files and, by their hashes, the two
// things the build puts into the page (the stylesheet and the start script); nothing breaks the
// policy, and no request ever leaves the page's origin.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { serve, launch, openPage, controlled, playTurn, DIST, openTool } from './harness.js';
import { inlinedCss, inlinedScript } from '../../scripts/inline.mjs';

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

/** The CSP hash source of an element's text. */
const hashSource = (text) => `'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`;

test('the built page carries the policy; only its own stylesheet and start script are inline', async () => {
  const html = fs.readFileSync(path.join(DIST, 'index.html'), 'utf8');
  const meta = html.match(/<meta http-equiv="Content-Security-Policy" content="([^"]*)"/);
  assert.ok(meta, 'index.html has a CSP <meta>');
  const policy = Object.fromEntries(
    meta[1]
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([k, ...v]) => [k, v]),
  );
  assert.ok(html.indexOf('Content-Security-Policy') < html.indexOf('<script'), 'the policy comes before any script');
  assert.ok(html.indexOf('Content-Security-Policy') < html.indexOf('<style'), 'the policy comes before any style');

  // Exactly one inline script, the start script (static/boot.js as built), and one inline
  // stylesheet (styles/main.css), both as scripts/inline.mjs minifies them, without their
  // comments; the policy allows each by its hash and nothing else inline.
  const scripts = html.match(/<script\b[^>]*>[\s\S]*?<\/script>/g);
  const inline = scripts.filter((tag) => !/^<script\b[^>]*\bsrc="[^"]+"[^>]*><\/script>$/.test(tag));
  assert.equal(inline.length, 1, `one inline script: ${inline.map((t) => t.slice(0, 80)).join(' | ')}`);
  const start = inline[0].match(/^<script type="module" data-js="[^"]+" data-wasm="[^"]+">([\s\S]*)<\/script>$/);
  assert.ok(start, `the inline script is the start script: ${inline[0].slice(0, 120)}`);
  const source = (file) => fs.readFileSync(path.join(DIST, '..', file), 'utf8');
  assert.equal(start[1], await inlinedScript(source('static/boot.js')), 'it is static/boot.js, minified');
  assert.doesNotMatch(start[1], /^\s*\/\//m, 'no comment line is left in it');
  const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]);
  assert.deepEqual(styles, [inlinedCss(source('styles/main.css'))], 'one inline stylesheet: styles/main.css, minified');
  assert.doesNotMatch(styles[0], /\/\*/, 'no comment is left in it');
  assert.doesNotMatch(html, /<!--/, 'no HTML comment is left in the page');
  assert.deepEqual(policy, {
    ...POLICY,
    'script-src': [...POLICY['script-src'], hashSource(start[1])],
    // The later parts' stylesheet, which their module puts into the page as it is (src/later.rs).
    'style-src': [...POLICY['style-src'], hashSource(styles[0]), hashSource(source('styles/later.css'))],
  });
  assert.doesNotMatch(html, /<link rel="stylesheet"/, 'no stylesheet to fetch before the first paint');
  assert.ok(!fs.existsSync(path.join(DIST, 'boot.js')), 'boot.js is not in the build as a file too');

  assert.doesNotMatch(html, /\son[a-z]+=/i, 'no inline event handler');
  assert.doesNotMatch(html, /\sstyle=/i, 'no inline style');
});

test('playing breaks no part of the policy, which is enforced, and every request stays on the origin', async () => {
  const errors = [];
  const requests = [];
  const { context, page } = await openPage(browser, `${server.url}/?seed=4`, errors, { requests });
  await controlled(page);
  await playTurn(page, 1);
  await openTool(page, 'Help');
  await page.getByRole('dialog', { name: 'Help' }).waitFor();
  await page.keyboard.press('Escape');
  await page.reload();
  await page.locator('#roll-status', { hasText: 'Turn 2 of 13' }).waitFor();
  assert.deepEqual(errors, [], 'no CSP violation, no console error');

  const origin = new URL(server.url).origin;
  assert.ok(requests.length > 10, `requests were recorded (${requests.length})`);
  const foreign = requests.filter((u) => new URL(u).origin !== origin);
  assert.deepEqual(foreign, [], 'every request goes to the page’s own origin');

  // The policy is really in force: an inline script, a script from elsewhere and an inline
  // stylesheet other than the page's own are refused and reported as violations.
  const refused = await page.evaluate(async () => {
    const reported = [];
    const allThree = new Promise((resolve) =>
      document.addEventListener('securitypolicyviolation', (e) => {
        reported.push(`${e.violatedDirective} ${e.blockedURI}`);
        if (reported.length === 3) resolve();
      }),
    );
    const inline = document.createElement('script');
    inline.textContent = 'window.inlineRan = true';
    document.head.append(inline);
    const foreign = document.createElement('script');
    foreign.src = 'data:text/javascript,window.foreignRan=true';
    document.head.append(foreign);
    const style = document.createElement('style');
    style.textContent = 'body { visibility: hidden; }';
    document.head.append(style);
    await allThree;
    return {
      inlineRan: window.inlineRan === true,
      foreignRan: window.foreignRan === true,
      styled: getComputedStyle(document.body).visibility === 'hidden',
      reported: reported.sort(),
    };
  });
  assert.deepEqual(refused, {
    inlineRan: false,
    foreignRan: false,
    styled: false,
    reported: ['script-src-elem data', 'script-src-elem inline', 'style-src-elem inline'],
  });
  await context.close();
});
