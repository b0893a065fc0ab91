#!/usr/bin/env node
// Puts the stylesheet and the start script into the built index.html: `node scripts/inline.mjs DIR`.
//
// Trunk runs it after every build (scripts/post-build.sh), before sw.js is written. On a phone
// each request costs a round trip (about 0.56 s on a "Slow 4G" network), and the board shell
// cannot paint before its stylesheet is there, nor can boot.js ask for the WebAssembly before
// it has itself arrived. With both in the page, the first paint needs the page alone, and the
// WebAssembly is requested as soon as the shell is painted, or on a slow link as soon as boot.js
// runs (`tests/bench/load.mjs --phone` measures both; BENCHMARKS.md, "Time to Roll", has the numbers).
//
// Both go in minified, without their comments (lightningcss for the stylesheet, terser for the
// script, as scripts/minify.mjs does for the glue), and the page's own comments are dropped.
// The page is read and written with parse5, the HTML parser and serializer of the HTML standard:
// it is changed as a tree, never as text.
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
import { parse, serialize, defaultTreeAdapter as tree, html as spec } from 'parse5';
import { transform, Features } from 'lightningcss';
import { minify } from 'terser';

/** The later parts' stylesheet, as src/later.rs includes it. */
const LATER_CSS = fileURLToPath(new URL('../styles/later.css', import.meta.url));

/** The CSP hash source of `text`, as the browser computes it over an element's text. */
const hashSource = (text) => `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * The text that goes into the page's <style> for the stylesheet `css`: minified by lightningcss,
 * which drops its comments. Given no browser targets, lightningcss may write any syntax current
 * browsers read (8-digit hex colours, say); for media queries that would be the range syntax,
 * `(width<=760px)` for `(max-width: 760px)`, which Safari reads only from 16.4, so media queries
 * are always written the older way. What it cannot parse fails the build rather than being dropped.
 */
export function inlinedCss(css) {
  const { code, warnings } = transform({
    filename: 'main.css',
    code: Buffer.from(css),
    minify: true,
    include: Features.MediaRangeSyntax,
  });
  if (warnings.length > 0) throw new Error(`lightningcss: ${warnings.map((w) => w.message).join('; ')}`);
  return code.toString();
}

/**
 * The text that goes into the page's <script type="module"> for the start script `js`: minified
 * by terser (as a module, so its top-level names can be renamed: nothing outside it sees them),
 * without comments.
 */
export async function inlinedScript(js) {
  const { code } = await minify(js, {
    module: true,
    ecma: 2020,
    compress: true,
    mangle: true,
    format: { comments: false },
  });
  if (!code) throw new Error('terser returned nothing for boot.js');
  return code;
}

/** Every node of the tree under `node` (itself included, and a <template>'s content), in document order. */
function* nodes(node) {
  yield node;
  if (tree.isElementNode(node) && tree.getTagName(node) === 'template') yield* nodes(tree.getTemplateContent(node));
  for (const child of tree.getChildNodes(node) ?? []) yield* nodes(child);
}

const attr = (element, name) => tree.getAttrList(element).find((a) => a.name === name)?.value;
const isHtml = (node, tag) =>
  tree.isElementNode(node) && tree.getTagName(node) === tag && tree.getNamespaceURI(node) === spec.NS.HTML;

/** The one node that `test` picks; fails when there is none or more. */
function only(document, test, what) {
  const found = [...nodes(document)].filter(test);
  if (found.length !== 1) throw new Error(`index.html has ${found.length} ${what}, expected 1`);
  return found[0];
}

/** The file of the build that a same-directory URL such as `./main-1a2b.css` names. */
function fileOf(dir, url) {
  const file = path.resolve(dir, url);
  if (path.dirname(file) !== path.resolve(dir) || !fs.existsSync(file)) {
    throw new Error(`index.html refers to ${url}, not a file at the top of ${dir}`);
  }
  return file;
}

/** Puts `element` where `old` is, with `text` as its content. */
function replaceWith(old, element, text) {
  tree.insertText(element, text);
  tree.insertBefore(tree.getParentNode(old), element, old);
  tree.detachNode(old);
}

/** Adds `source` to the `directive` of the Content-Security-Policy `meta`. */
function allow(meta, directive, source) {
  const content = tree.getAttrList(meta).find((a) => a.name === 'content');
  if (!content) throw new Error('the Content-Security-Policy meta has no content');
  const directives = content.value.split(';').map((d) => d.trim());
  const at = directives.findIndex((d) => d.split(/\s+/)[0] === directive);
  if (at < 0) throw new Error(`the Content-Security-Policy has no ${directive}`);
  directives[at] += ` ${source}`;
  content.value = directives.join('; ');
}

export async function inlineStartup(dir) {
  const page = path.join(dir, 'index.html');
  const document = parse(fs.readFileSync(page, 'utf8'));
  const removed = [];

  // HTML comments explain the page to its readers; the browser needs none of them. The
  // indentation after one goes with it, as its line does.
  for (const comment of [...nodes(document)].filter((n) => tree.isCommentNode(n))) {
    const parent = tree.getParentNode(comment);
    const siblings = tree.getChildNodes(parent);
    const next = siblings[siblings.indexOf(comment) + 1];
    tree.detachNode(comment);
    if (next && tree.isTextNode(next)) {
      next.value = next.value.replace(/^[\t\n\f\r ]+/, '');
      if (next.value === '') tree.detachNode(next);
    }
  }

  const meta = only(
    document,
    (n) => isHtml(n, 'meta') && attr(n, 'http-equiv')?.toLowerCase() === 'content-security-policy',
    'Content-Security-Policy metas',
  );

  // The stylesheet Trunk links (hashed name, with an integrity attribute).
  const link = only(
    document,
    (n) => isHtml(n, 'link') && (attr(n, 'rel') ?? '').toLowerCase().split(/\s+/).includes('stylesheet'),
    'stylesheet links',
  );
  const cssFile = fileOf(dir, attr(link, 'href'));
  const css = inlinedCss(fs.readFileSync(cssFile, 'utf8'));
  replaceWith(link, tree.createElement('style', spec.NS.HTML, []), css);
  allow(meta, 'style-src', hashSource(css));
  removed.push(path.basename(cssFile));
  // The later parts' stylesheet, which their module puts into the page as it arrives
  // (src/later.rs): the text of styles/later.css as it is, included in the module.
  allow(meta, 'style-src', hashSource(fs.readFileSync(LATER_CSS, 'utf8')));

  // The start script Trunk writes from `pattern_script` (Trunk.toml), with its data attributes
  // naming the app's JavaScript and WebAssembly; boot.js finds itself by them, and they stay.
  const boot = only(
    document,
    (n) => isHtml(n, 'script') && path.posix.normalize(attr(n, 'src') ?? '') === 'boot.js',
    'boot.js scripts',
  );
  if (attr(boot, 'type') !== 'module') throw new Error('boot.js is not loaded as a module');
  const jsFile = fileOf(dir, attr(boot, 'src'));
  const js = await inlinedScript(fs.readFileSync(jsFile, 'utf8'));
  const attrs = tree.getAttrList(boot).filter((a) => a.name !== 'src');
  replaceWith(boot, tree.createElement('script', spec.NS.HTML, attrs), js);
  allow(meta, 'script-src', hashSource(js));
  removed.push(path.basename(jsFile));

  // The browser hashes the text it parses: the page must give back exactly the text hashed (a
  // `</style>` or `</script>` in it would end the element early), and nothing else inline.
  const html = serialize(document);
  const again = parse(html);
  const text = (tag) =>
    [...nodes(again)]
      .filter((n) => isHtml(n, tag) && !attr(n, 'src'))
      .map((n) =>
        tree
          .getChildNodes(n)
          .map((t) => tree.getTextNodeContent(t))
          .join(''),
      );
  if (JSON.stringify([text('style'), text('script')]) !== JSON.stringify([[css], [js]])) {
    throw new Error(
      'index.html, parsed again, does not hold exactly one inline stylesheet and one inline script, the ones inlined',
    );
  }

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
  const removed = await inlineStartup(dir);
  console.log(`inlined into index.html: ${removed.join(', ')}`);
}
