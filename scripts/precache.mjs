#!/usr/bin/env node
// Writes sw.js, the service worker, into a build: `node scripts/precache.mjs [DIR]`.
//
// Trunk runs it after every build (Trunk.toml, post_build hook) on its staging directory
// ($TRUNK_STAGING_DIR); given a directory it works on that (the update test uses this on a
// changed copy of dist/). It lists every file of the build, whatever Trunk named it (hashed
// JavaScript and WebAssembly, workers, snippets, icons, the manifest), with each file's SHA-256,
// and derives the cache version from all of them and the worker's code: any change to any file
// makes a new version. The solver's table layers (tables/*.bin) are left out: they are large, a
// player needs only their own game's, and the solver worker keeps those itself; the tables'
// manifest is precached, and it names every layer by its hash. The risk attitudes' manifest
// (tables/risk.json) is left out too: only a Tactician's worker fetches it, and keeps it.
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { fileURLToPath } from 'node:url';

const SW = 'sw.js';
const TEMPLATE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'sw-template.js');

/** Every file under `dir`, as sorted '/'-separated paths relative to it. */
function filesIn(dir, prefix = '') {
  return fs
    .readdirSync(path.join(dir, prefix), { withFileTypes: true })
    .flatMap((entry) => {
      const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) return filesIn(dir, rel);
      return entry.isFile() ? [rel] : [];
    })
    .sort();
}

const sha256 = (data) => crypto.createHash('sha256').update(data).digest('hex');

/** The solver's table files: fetched by its worker when a game is first played, not precached. */
const notPrecached = (f) => f === 'tables/risk.json' || (f.startsWith('tables/') && f.endsWith('.bin'));

/** A language's words and manifest (scripts/locales.mjs): kept only for the languages used. */
const wordsOf = (f) => f.match(/^locales\/([^/]+)\//)?.[1] ?? f.match(/^manifest-(.+)-[0-9a-f]{12}\.webmanifest$/)?.[1];

export function writeServiceWorker(dir) {
  const all = filesIn(dir)
    .filter((f) => f !== SW && !notPrecached(f))
    .map((f) => [f, sha256(fs.readFileSync(path.join(dir, f)))]);
  const files = all.filter(([f]) => !wordsOf(f));
  const words = {};
  for (const file of all.filter(([f]) => wordsOf(f))) {
    const code = wordsOf(file[0]);
    words[code] ??= [];
    words[code].push(file);
  }
  if (!files.some(([f]) => f === 'index.html')) throw new Error(`${dir} has no index.html`);
  const template = fs.readFileSync(TEMPLATE, 'utf8');
  // The worker's own code counts too: a release never shares its cache name with another.
  const version = sha256(all.map(([f, h]) => `${f}\0${h}\n`).join('') + template).slice(0, 16);
  const list = JSON.stringify(files, null, 0).replaceAll('],[', '],\n  [');
  const source = template
    .replace("'%VERSION%'", JSON.stringify(version))
    .replace('/* %FILES% */ []', list)
    .replace('/* %WORDS% */ {}', JSON.stringify(words));
  if (source.includes('%VERSION%') || source.includes('%FILES%') || source.includes('%WORDS%'))
    throw new Error('sw-template.js lost its placeholders');
  fs.writeFileSync(path.join(dir, SW), source);
  return {
    version,
    files: files.map(([f]) => f),
    words: Object.fromEntries(Object.entries(words).map(([code, list]) => [code, list.map(([f]) => f)])),
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2] ?? process.env.TRUNK_STAGING_DIR;
  if (!dir) {
    console.error('usage: node scripts/precache.mjs DIR (or run by Trunk with TRUNK_STAGING_DIR set)');
    process.exit(2);
  }
  const { version, files } = writeServiceWorker(dir);
  console.log(`sw.js: release ${version}, ${files.length} files precached`);
}
