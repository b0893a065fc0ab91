#!/usr/bin/env node
// Puts the stylesheet and the start script into the built index.html: `node scripts/inline.mjs DIR`.
//
// Trunk runs it after every build (scripts/post-build.sh), before sw.js is written. On a phone
// each request costs a round trip (about 0.56 s on a "Slow 4G" network), and the board shell
// cannot paint before its stylesheet is there, nor can boot.js ask for the WebAssembly before
// it has itself arrived. With both in the page, the first paint needs the page alone, and the
// WebAssembly is requested as soon as the shell is painted, or on a slow link as soon as boot.js
// runs (`tests/bench/load.mjs --phone` measures both; the README has the numbers).
//
// Both go in without their comments, as does the page itself (about 2.4 KB gzip of the page).
//
// The page's Content-Security-Policy forbids inline styles and scripts. It allows these two by
// their SHA-256 (CSP "hash sources"), computed here from the exact text inlined, so nothing
// else inline can run and a changed file cannot run with a stale hash. The inlined files are
// removed from the build: nothing refers to them any more, and the service worker would
// otherwise precache them.
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { fileURLToPath } from 'node:url';

/** The CSP hash source of `text`, as the browser computes it over an element's text. */
const hashSource = (text) =>
  `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * `css` without its comments, and without the lines they leave empty: they explain the
 * stylesheet to its readers, not to the browser, and are a quarter of its bytes. Quoted
 * strings are copied as they are, so a comment opener inside one stays.
 */
export function withoutCssComments(css) {
  let out = '';
  for (let i = 0; i < css.length;) {
    const c = css[i];
    if (c === '"' || c === "'") {
      let end = i + 1;
      while (end < css.length && css[end] !== c) end += css[end] === '\\' ? 2 : 1;
      out += css.slice(i, end + 1);
      i = end + 1;
    } else if (css.startsWith('/*', i)) {
      const end = css.indexOf('*/', i + 2);
      if (end < 0) throw new Error('a comment in the stylesheet is not closed');
      i = end + 2;
    } else {
      out += c;
      i += 1;
    }
  }
  return out.split('\n').filter((line) => line.trim() !== '').join('\n');
}

/**
 * `js` without its lines that hold only a `//` comment, and without empty lines (comments at
 * the end of a line of code stay). Such a line inside a template literal over several lines
 * would be text, not a comment: a script with one is refused rather than changed.
 */
export function withoutLineComments(js) {
  const kept = [];
  let inTemplate = false;
  for (const line of js.split('\n')) {
    const comment = line.trim().startsWith('//');
    if (inTemplate && (comment || line.trim() === '')) {
      throw new Error('a template literal holds a comment-like or empty line: cannot strip comments');
    }
    if (comment || line.trim() === '') continue;
    if ((line.split('`').length - 1) % 2 === 1) inTemplate = !inTemplate;
    kept.push(line);
  }
  return kept.join('\n');
}

/**
 * Reads a file to inline as the text of a `<tag>` element. The HTML parser turns CR LF into LF
 * before the browser hashes the text, so the text is normalised the same way here; and the
 * element must not end early.
 */
function inlineText(dir, file, tag) {
  const text = fs.readFileSync(path.join(dir, file), 'utf8').replace(/\r\n?/g, '\n');
  if (text.toLowerCase().includes(`</${tag}`)) throw new Error(`${file} contains </${tag}`);
  return text;
}

/** Adds `source` to the `directive` of the policy in `html`'s Content-Security-Policy meta. */
function allow(html, directive, source) {
  const policy = /(<meta http-equiv="Content-Security-Policy" content=")([^"]*)(")/;
  const found = html.match(policy);
  if (!found) throw new Error('index.html has no Content-Security-Policy meta');
  const directives = found[2].split(';').map((d) => d.trim());
  const at = directives.findIndex((d) => d.split(/\s+/)[0] === directive);
  if (at < 0) throw new Error(`the Content-Security-Policy has no ${directive}`);
  directives[at] += ` ${source}`;
  return html.replace(policy, `$1${directives.join('; ')}$3`);
}

/** Replaces the one match of `pattern` in `html`, and fails when there is none or more. */
function replaceOnce(html, pattern, replace, what) {
  const count = [...html.matchAll(new RegExp(pattern.source, 'g'))].length;
  if (count !== 1) throw new Error(`index.html has ${count} ${what}, expected 1`);
  return html.replace(pattern, replace);
}

export function inlineStartup(dir) {
  const page = path.join(dir, 'index.html');
  // HTML comments explain the page to its readers; the browser needs none of them.
  let html = fs.readFileSync(page, 'utf8').replace(/<!--[\s\S]*?-->\s*/g, '');
  const removed = [];
  const allowed = [];

  // The stylesheet Trunk links (hashed name, with an integrity attribute).
  html = replaceOnce(html, /<link rel="stylesheet" href="(?:\.\/)?([^"]+\.css)"[^>]*>/, (_, file) => {
    const css = withoutCssComments(inlineText(dir, file, 'style'));
    allowed.push(['style-src', hashSource(css)]);
    removed.push(file);
    return `<style>${css}</style>`;
  }, 'stylesheet links');

  // The start script Trunk writes from `pattern_script` (Trunk.toml), with its data attributes
  // naming the app's JavaScript and WebAssembly; boot.js finds itself by them.
  html = replaceOnce(html, /<script type="module" src="(?:\.\/)?(boot\.js)"([^>]*)><\/script>/, (_, file, attrs) => {
    const js = withoutLineComments(inlineText(dir, file, 'script'));
    allowed.push(['script-src', hashSource(js)]);
    removed.push(file);
    return `<script type="module"${attrs}>${js}</script>`;
  }, 'boot.js scripts');

  for (const [directive, source] of allowed) html = allow(html, directive, source);
  fs.writeFileSync(page, html);
  for (const file of removed) fs.rmSync(path.join(dir, file));
  return removed;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2] ?? process.env.TRUNK_STAGING_DIR;
  if (!dir) {
    console.error('usage: node scripts/inline.mjs DIR (Trunk gives $TRUNK_STAGING_DIR)');
    process.exit(2);
  }
  const removed = inlineStartup(dir);
  console.log(`inlined into index.html: ${removed.join(', ')}`);
}
