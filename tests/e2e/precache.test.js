// scripts/precache.mjs lists every file of a build, nested ones too, with its SHA-256, and any
// change gives a new cache version. (No browser: the other tests check the worker at work.)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import { writeServiceWorker } from '../../scripts/precache.mjs';

function build(files) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'yahtzee-precache-'));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

/** The FILES and VERSION written into sw.js. */
function readWorker(dir) {
  const source = fs.readFileSync(path.join(dir, 'sw.js'), 'utf8');
  const files = JSON.parse(source.match(/const FILES = (\[[\s\S]*?\]\]);/)[1]);
  const version = JSON.parse(source.match(/const VERSION = ("[0-9a-f]+");/)[1]);
  return { files, version };
}

test('every file is listed with its SHA-256, sw.js itself excepted', () => {
  const dir = build({
    'index.html': '<!doctype html>',
    'app-1a2b.js': 'js',
    'app-1a2b_bg.wasm': 'wasm',
    'solver-worker-9f_loader.js': 'shim',
    'snippets/x/inline0.js': 'snippet',
    'sw.js': 'old',
    'tables/manifest.json': '{}',
    'tables/classic-forced-3-0123456789ab.bin': 'layer',
    'tables/risk.json': '{}',
    'tables/classic-forced-risk-m0.01-3-0123456789ab.bin': 'layer',
    'manifest.webmanifest': '{}',
    'locales/en/table-01.json': '[]',
    'locales/de/table-02.json': '[]',
    'locales/de/later-03.json': '[]',
    'manifest-de-0123456789ab.webmanifest': '{}',
  });
  const { version, files, words } = writeServiceWorker(dir);
  const written = readWorker(dir);
  assert.equal(written.version, version);
  assert.deepEqual(
    written.files.map(([f]) => f),
    files,
  );
  // The solver's table layers are not precached (its worker fetches a game's own when it is
  // first played); their manifest is, but not the risk attitudes' (only a Tactician's worker
  // fetches it, and keeps it).
  assert.deepEqual(files, [
    'app-1a2b.js',
    'app-1a2b_bg.wasm',
    'index.html',
    'manifest.webmanifest',
    'snippets/x/inline0.js',
    'solver-worker-9f_loader.js',
    'tables/manifest.json',
  ]);
  // Each language's words and manifest are listed apart: the worker keeps only those played.
  assert.deepEqual(words, {
    de: ['locales/de/later-03.json', 'locales/de/table-02.json', 'manifest-de-0123456789ab.webmanifest'],
    en: ['locales/en/table-01.json'],
  });
  const source = fs.readFileSync(path.join(dir, 'sw.js'), 'utf8');
  assert.deepEqual(Object.keys(JSON.parse(source.match(/const WORDS = (\{.*\});/)[1])), ['de', 'en']);
  for (const [f, hash] of written.files) {
    assert.equal(
      hash,
      crypto
        .createHash('sha256')
        .update(fs.readFileSync(path.join(dir, f)))
        .digest('hex'),
      f,
    );
  }
  assert.equal(writeServiceWorker(dir).version, version, 'the same build gives the same version');
  fs.rmSync(dir, { recursive: true });
});

test('a changed, added or renamed file makes a new version', () => {
  const base = { 'index.html': 'a', 'app.js': 'b' };
  const versions = [
    base,
    { ...base, 'app.js': 'c' },
    { ...base, 'icons/new.png': 'd' },
    { 'index.html': 'a', 'app2.js': 'b' },
  ].map((files) => {
    const dir = build(files);
    const { version } = writeServiceWorker(dir);
    fs.rmSync(dir, { recursive: true });
    return version;
  });
  assert.equal(new Set(versions).size, versions.length, versions.join(' '));
});

test('a build without index.html is refused', () => {
  const dir = build({ 'app.js': 'b' });
  assert.throws(() => writeServiceWorker(dir), /no index.html/);
  fs.rmSync(dir, { recursive: true });
});
