#!/usr/bin/env node
// The second half of scripts/wasm-link.sh, run after wasm-split-cli has split the page's
// linked WebAssembly: `node scripts/split-link.mjs WORK OUT LATER WASM_RENAME`.
//
// WORK holds what wasm-split-cli wrote: main.wasm (the page's module, whose split points now
// load the later module), the later module (split_later.wasm) and its loader (__wasm_split.js).
// This script
// 1. names the loader and the later module by a hash of their contents, and writes them to the
//    directory LATER, from where scripts/post-build.sh puts them into the build. A new build of
//    the later parts gets new names, so a browser never pairs a cached loader with another page;
// 2. writes main.wasm to OUT, the linker's output, with two names changed: the module its
//    split points import becomes that hashed loader, and its function table is exported as
//    `__wasm_split_table`, because wasm-bindgen (run next, by Trunk) removes an export named
//    `__indirect_function_table`, and the later module calls the page's code through it;
// 3. makes the loader find the page's wasm-bindgen JavaScript without naming it: it imports the
//    module boot.js imported, named by the page's <script data-js> tag. A loader that named the
//    page's JavaScript would have to change whenever the page does, and so would its name, which
//    the page's JavaScript holds: no content hash could name both.
// The modules' names are changed by WASM_RENAME, crates/wasm-rename (wasmparser and wasm-encoder:
// the import and export sections are written again, every other section is copied as it was),
// which also drops the later module's "name" section: wasm-split-cli writes one with a
// subsection that wasm-opt does not know (and warns of), and the build drops names anyway.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { fileURLToPath } from 'node:url';

const TABLE = '__indirect_function_table';
const TABLE_ALIAS = '__wasm_split_table';
const LOADER = './__wasm_split.js';

/**
 * A text patchLoader replaces is not in wasm-split-cli's loader, or more than once: another
 * version of wasm-split-cli than scripts/setup.sh pins wrote it.
 */
export class LoaderChanged extends Error {}

/** Replaces `from` in `text` exactly once, or fails: the loader's code is pinned, not guessed. */
function replaceOnce(text, from, to) {
  const parts = text.split(from);
  if (parts.length !== 2) {
    const found = parts.length === 1 ? 'no longer holds' : `holds ${parts.length - 1} times, not once,`;
    throw new LoaderChanged(
      [
        `wasm-split-cli's loader (__wasm_split.js) ${found} a text that patchLoader replaces:`,
        `    ${from.trim()}`,
        'wasm-split-cli writes its loader as it likes and nothing configures it, so patchLoader (scripts/split-link.mjs)',
        'patches it by exact text, for the version scripts/setup.sh pins (WASM_SPLIT_VERSION; `cargo install --list`',
        'says which is installed). Another version writes another loader: run scripts/setup.sh to install the pinned',
        "one, or, to move to the new one, update WASM_SPLIT_VERSION and patchLoader to the new loader's text.",
        '`node --test tests/build/` checks patchLoader against the installed wasm-split-cli and prints its loader.',
      ].join('\n'),
    );
  }
  return parts.join(to);
}

/**
 * wasm-split-cli's loader, made to take the page's module from the page's <script data-js>
 * tag, its function table from `__wasm_split_table`, and the later module under its hashed
 * name (`named`).
 */
export function patchLoader(loader, chunks, named) {
  loader = replaceOnce(
    loader,
    'import { initSync } from "./main.js";',
    [
      "// The page's wasm-bindgen JavaScript, as boot.js imported it (scripts/split-link.mjs).",
      "const page = import(new URL(document.querySelector('script[data-js]').getAttribute('data-js'), document.baseURI).href);",
      'let initSync;',
    ].join('\n'),
  );
  // The shared imports are first read after a load's fetches, so the page's module is there.
  loader = replaceOnce(
    loader,
    '        const imports = getSharedImports();',
    '        ({ initSync } = await page);\n        const imports = getSharedImports();',
  );
  loader = replaceOnce(loader, `const { ${TABLE},`, `const { ${TABLE_ALIAS}: ${TABLE},`);
  for (const f of chunks) loader = replaceOnce(loader, `"./${f}"`, `"./${named(f)}"`);
  return loader;
}

/** Does the work described at the top, from WORK into OUT and LATER, renaming with `wasmRename`. */
export function splitLink(work, out, later, wasmRename) {
  const files = fs.readdirSync(work);
  const chunks = files.filter((f) => f.endsWith('.wasm') && f !== 'main.wasm').sort();
  if (chunks.length === 0) throw new Error(`wasm-split-cli wrote no later module into ${work}`);
  const unpatched = fs.readFileSync(path.join(work, '__wasm_split.js'), 'utf8');
  // Its complaint, on standard error, becomes the error's message.
  const rename = (...args) => execFileSync(wasmRename, args, { stdio: ['ignore', 'inherit', 'pipe'] });
  // The later modules are named by what ships: their names section stripped first, since the
  // names wasm-split-cli keeps differ with the folder the checkout lies in.
  for (const f of chunks) rename(path.join(work, f), path.join(work, `${f}.stripped`), '--strip-names');
  const hash = crypto.createHash('sha256');
  for (const f of chunks) hash.update(f).update(fs.readFileSync(path.join(work, `${f}.stripped`)));
  const id = hash.update(unpatched).digest('hex').slice(0, 16);
  const named = (f) => `yahtzee-later-${id}-${f}`;
  const loaderName = `yahtzee-later-${id}.js`;

  fs.rmSync(later, { recursive: true, force: true });
  fs.mkdirSync(later, { recursive: true });
  let loader;
  try {
    loader = patchLoader(unpatched, chunks, named);
  } catch (e) {
    if (!(e instanceof LoaderChanged)) throw e;
    const saved = path.join(later, '__wasm_split.js');
    fs.writeFileSync(saved, unpatched);
    e.message += `\nThe loader wasm-split-cli wrote is kept in ${saved}.`;
    throw e;
  }
  for (const f of chunks) fs.copyFileSync(path.join(work, `${f}.stripped`), path.join(later, named(f)));
  fs.writeFileSync(path.join(later, loaderName), loader);
  // wasm-rename fails unless the module imports from the loader and exports its table.
  const main = path.join(work, 'main.wasm');
  rename(main, out, '--import-module', LOADER, `./${loaderName}`, '--export', TABLE, TABLE_ALIAS);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [work, out, later, wasmRename] = process.argv.slice(2);
  if (!wasmRename) {
    console.error('usage: node scripts/split-link.mjs WORK OUT LATER WASM_RENAME');
    process.exit(2);
  }
  try {
    splitLink(work, out, later, wasmRename);
  } catch (e) {
    console.error(`scripts/split-link.mjs: ${e.message}`);
    process.exit(1);
  }
}
