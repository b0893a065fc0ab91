#!/usr/bin/env node
// Puts the page's later parts (src/later.rs) into a build: `node scripts/later.mjs DIR LATER`.
//
// Trunk runs it after every build (scripts/post-build.sh), before the JavaScript is minified and
// sw.js is written. LATER is where scripts/wasm-link.sh left the later module and its loader,
// both named by a hash of their contents; the page's wasm-bindgen JavaScript imports that
// loader by name. This copies the two the page names into DIR, the module optimised for size
// with wasm-opt -Oz as Trunk optimises the page's own, and preloads the loader from the page's
// <head>, beside the page's JavaScript, so that the browser fetches both at once rather than
// one after the other. The later module itself is fetched once the table is drawn
// (src/later.rs, `with_later`).
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export function addLaterParts(dir, later) {
  const glue = fs.readdirSync(dir).filter((f) => /^yahtzee-web-[0-9a-f]+\.js$/.test(f));
  if (glue.length !== 1) throw new Error(`${dir} has ${glue.length} page scripts, expected 1`);
  const loaders = [
    ...fs.readFileSync(path.join(dir, glue[0]), 'utf8').matchAll(/["']\.\/(yahtzee-later-[0-9a-f]{16})\.js["']/g),
  ].map((m) => m[1]);
  const id = [...new Set(loaders)];
  if (id.length !== 1) throw new Error(`${glue[0]} imports ${id.length} later loaders, expected 1`);
  const files = fs.existsSync(later) ? fs.readdirSync(later).filter((f) => f.startsWith(id[0])) : [];
  if (!files.includes(`${id[0]}.js`) || !files.some((f) => f.endsWith('.wasm'))) {
    throw new Error(`${later} has no later parts named ${id[0]}: was the page linked by scripts/wasm-link.sh?`);
  }
  for (const f of fs.readdirSync(dir)) if (f.startsWith('yahtzee-later-')) fs.rmSync(path.join(dir, f));
  for (const f of files) {
    if (f.endsWith('.wasm')) {
      execFileSync('wasm-opt', ['-Oz', path.join(later, f), '-o', path.join(dir, f)], { stdio: 'inherit' });
    } else {
      fs.copyFileSync(path.join(later, f), path.join(dir, f));
    }
  }
  const page = path.join(dir, 'index.html');
  const html = fs.readFileSync(page, 'utf8');
  const preload = /<link rel="modulepreload" href="((?:\.\/)?)yahtzee-web-[0-9a-f]+\.js"([^>]*)>/;
  if (!preload.test(html)) throw new Error("index.html does not preload the page's JavaScript");
  fs.writeFileSync(
    page,
    html.replace(
      preload,
      (link, base, attrs) => `${link}\n    <link rel="modulepreload" href="${base}${id[0]}.js"${attrs}>`,
    ),
  );
  return files;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [dir, later] = process.argv.slice(2);
  if (!dir || !later) {
    console.error('usage: node scripts/later.mjs DIR LATER');
    process.exit(2);
  }
  console.log(`later parts: ${addLaterParts(dir, later).join(', ')}`);
}
