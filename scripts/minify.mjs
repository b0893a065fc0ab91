#!/usr/bin/env node
// Minifies the JavaScript wasm-bindgen writes beside each WebAssembly module of the build, with
// terser: `node scripts/minify.mjs DIR`.
//
// Trunk runs it after every build (scripts/post-build.sh), before sw.js is written. The page's
// glue is fetched before Roll is enabled, on every first visit; its comments, whitespace and
// long local names are half its bytes (9.4 KB gzip before, about 7.4 KB after). Trunk's own
// minifier cannot parse wasm-bindgen's output and leaves it as it is, so the build does it.
// Exported names and the names of the imports the WebAssembly asks for are kept: only what
// the module alone can see is renamed.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { minify } from 'terser';

/**
 * Minifies every `NAME.js` that has a `NAME_bg.wasm` beside it, and the page's later parts'
 * loader (scripts/later.mjs); returns their names.
 */
export async function minifyGlue(dir) {
  const done = [];
  for (const file of fs.readdirSync(dir).sort()) {
    const glue = fs.existsSync(path.join(dir, file.replace(/\.js$/, '_bg.wasm')));
    if (!file.endsWith('.js') || !(glue || file.startsWith('yahtzee-later-'))) continue;
    const full = path.join(dir, file);
    const code = fs.readFileSync(full, 'utf8');
    // The page's glue is an ES module; the solver worker's is a classic script that defines the
    // global `wasm_bindgen`, whose top-level names must stay as they are.
    const module = /^export /m.test(code) || code.includes('import.meta');
    const out = await minify(code, {
      module,
      ecma: 2020,
      compress: true,
      mangle: true,
      format: { comments: false },
    });
    if (!out.code) throw new Error(`terser returned nothing for ${file}`);
    fs.writeFileSync(full, out.code);
    done.push(file);
  }
  if (done.length === 0) throw new Error(`no wasm-bindgen JavaScript in ${dir}`);
  return done;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2] ?? process.env.TRUNK_STAGING_DIR;
  if (!dir) {
    console.error('usage: node scripts/minify.mjs DIR (Trunk gives $TRUNK_STAGING_DIR)');
    process.exit(2);
  }
  const done = await minifyGlue(dir);
  console.log(`minified: ${done.join(', ')}`);
}
