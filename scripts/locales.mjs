#!/usr/bin/env node
// Puts the page's languages into a build: `node scripts/locales.mjs STAGE COMPILED`.
//
// COMPILED is what `locales build` (crates/i18n) wrote: `<code>/table.json`, `<code>/later.json`
// and `languages.json`. Each bundle is copied to `locales/<code>/<bundle>-<hash>.json` (a new
// text gets a new name, so no cache ever serves an old one), each language but English gets its
// web app manifest, `manifest-<code>-<hash>.webmanifest` at the top (its icons and start URL are
// relative to it), and index.html gets `<meta name="languages">`: for each language its code,
// name, title and the hashes in its files' names, `code|name|title|table|later|manifest` and
// `;` between languages (English's manifest is manifest.webmanifest), which boot.js and the
// page (src/i18n/web.rs) read.
// The service worker (scripts/precache.mjs) keeps only the languages a player used.
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { parse, serialize } from 'parse5';

const [stage, compiled] = process.argv.slice(2);
if (!stage || !compiled) {
  console.error('usage: node scripts/locales.mjs STAGE COMPILED');
  process.exit(2);
}
const hash = (data) => crypto.createHash('sha256').update(data).digest('hex').slice(0, 12);
const languages = JSON.parse(fs.readFileSync(path.join(compiled, 'languages.json'), 'utf8'));
const manifest = JSON.parse(fs.readFileSync(path.join(stage, 'manifest.webmanifest'), 'utf8'));
fs.rmSync(path.join(stage, 'locales'), { recursive: true, force: true });
const list = languages.map(({ code, name, title, description }) => {
  const out = { code, name, title };
  fs.mkdirSync(path.join(stage, 'locales', code), { recursive: true });
  for (const bundle of ['table', 'later']) {
    const data = fs.readFileSync(path.join(compiled, code, `${bundle}.json`));
    const file = `locales/${code}/${bundle}-${hash(data)}.json`;
    fs.writeFileSync(path.join(stage, file), data);
    out[bundle] = file;
  }
  if (code === 'en') {
    out.manifest = 'manifest.webmanifest';
  } else {
    const own = JSON.stringify({ ...manifest, name: title, short_name: title, description, lang: code }, null, 2);
    out.manifest = `manifest-${code}-${hash(own)}.webmanifest`;
    fs.writeFileSync(path.join(stage, out.manifest), own);
  }
  return out;
});

const indexPath = path.join(stage, 'index.html');
const document = parse(fs.readFileSync(indexPath, 'utf8'));
const html = document.childNodes.find((n) => n.nodeName === 'html');
const head = html.childNodes.find((n) => n.nodeName === 'head');
head.childNodes = head.childNodes.filter(
  (n) => !(n.nodeName === 'meta' && n.attrs.some((a) => a.name === 'name' && a.value === 'languages')),
);
const meta = {
  nodeName: 'meta',
  tagName: 'meta',
  namespaceURI: 'http://www.w3.org/1999/xhtml',
  attrs: [
    { name: 'name', value: 'languages' },
    {
      name: 'content',
      value: list
        .map((l) =>
          [
            l.code,
            l.name,
            l.title,
            ...[l.table, l.later, l.manifest].map((f) => f.match(/-([0-9a-f]{12})\.[a-z]+$/)?.[1] ?? ''),
          ].join('|'),
        )
        .join(';'),
    },
  ],
  childNodes: [],
  parentNode: head,
};
head.childNodes.splice(head.childNodes.findIndex((n) => n.nodeName === 'title') + 1, 0, meta);
fs.writeFileSync(indexPath, serialize(document));
console.log(`locales: ${list.map((l) => l.code).join(', ')}`);
