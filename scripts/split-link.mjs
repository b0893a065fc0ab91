#!/usr/bin/env node
// The second half of scripts/wasm-link.sh, run after wasm-split-cli has split the page's
// linked WebAssembly: `node scripts/split-link.mjs WORK OUT LATER`.
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
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { fileURLToPath } from 'node:url';

const TABLE = '__indirect_function_table';
const TABLE_ALIAS = '__wasm_split_table';
const LOADER = './__wasm_split.js';

/** Reads an unsigned LEB128 number at `at`: [value, next offset]. */
function leb(bytes, at) {
  let value = 0;
  let shift = 0;
  for (;;) {
    const b = bytes[at++];
    value += (b & 0x7f) * 2 ** shift;
    shift += 7;
    if (b < 0x80) return [value, at];
  }
}

/** `n` as unsigned LEB128. */
function lebBytes(n) {
  const out = [];
  do {
    let b = n % 128;
    n = Math.floor(n / 128);
    if (n > 0) b |= 0x80;
    out.push(b);
  } while (n > 0);
  return Buffer.from(out);
}

const nameBytes = (s) => Buffer.concat([lebBytes(Buffer.byteLength(s)), Buffer.from(s)]);

/** Reads a name at `at`: [string, next offset]. */
function readName(bytes, at) {
  const [len, start] = leb(bytes, at);
  return [bytes.subarray(start, start + len).toString(), start + len];
}

/** The end of a table or memory limits at `at`. */
function skipLimits(bytes, at) {
  const flags = bytes[at++];
  [, at] = leb(bytes, at);
  if (flags & 1) [, at] = leb(bytes, at);
  return at;
}

/** The end of an import's description (its kind at `at`). */
function skipImportDesc(bytes, at) {
  const kind = bytes[at++];
  switch (kind) {
    case 0:
      return leb(bytes, at)[1]; // function: its type
    case 1:
      return skipLimits(bytes, at + 1); // table: element type, limits
    case 2:
      return skipLimits(bytes, at); // memory
    case 3:
      return at + 2; // global: value type, mutability
    case 4:
      return leb(bytes, at + 1)[1]; // tag: attribute, type
    default:
      throw new Error(`an import of unknown kind ${kind}`);
  }
}

/**
 * `bytes` with the import section's module names and the export section's names passed
 * through `importModule` and `exportName`; also returns how many of each were changed.
 */
export function rewriteModule(bytes, importModule, exportName) {
  if (bytes.readUInt32LE(0) !== 0x6d736100) throw new Error('not a WebAssembly module');
  const parts = [bytes.subarray(0, 8)];
  let at = 8;
  let imports = 0;
  let exports = 0;
  while (at < bytes.length) {
    const id = bytes[at];
    const [size, body] = leb(bytes, at + 1);
    const end = body + size;
    if (id === 2 || id === 7) {
      const [count, first] = leb(bytes, body);
      const entries = [lebBytes(count)];
      let p = first;
      for (let i = 0; i < count; i += 1) {
        if (id === 2) {
          const [module, afterModule] = readName(bytes, p);
          const [, afterField] = readName(bytes, afterModule);
          const next = skipImportDesc(bytes, afterField);
          const renamed = importModule(module);
          if (renamed !== module) imports += 1;
          entries.push(nameBytes(renamed), bytes.subarray(afterModule, next));
          p = next;
        } else {
          const [name, afterName] = readName(bytes, p);
          const [, next] = leb(bytes, afterName + 1);
          const renamed = exportName(name);
          if (renamed !== name) exports += 1;
          entries.push(nameBytes(renamed), bytes.subarray(afterName, next));
          p = next;
        }
      }
      if (p !== end) throw new Error(`section ${id} was not read to its end`);
      const content = Buffer.concat(entries);
      parts.push(Buffer.from([id]), lebBytes(content.length), content);
    } else {
      parts.push(bytes.subarray(at, end));
    }
    at = end;
  }
  return { bytes: Buffer.concat(parts), imports, exports };
}

/**
 * `bytes` without its "name" section. wasm-split-cli writes one with a subsection that
 * wasm-opt does not know (and warns of); the build drops names anyway.
 */
export function withoutNames(bytes) {
  const parts = [bytes.subarray(0, 8)];
  for (let at = 8; at < bytes.length; ) {
    const [size, body] = leb(bytes, at + 1);
    if (!(bytes[at] === 0 && readName(bytes, body)[0] === 'name')) parts.push(bytes.subarray(at, body + size));
    at = body + size;
  }
  return Buffer.concat(parts);
}

/** Replaces `from` in `text` exactly once, or fails: the loader's code is pinned, not guessed. */
function replaceOnce(text, from, to) {
  const parts = text.split(from);
  if (parts.length !== 2) throw new Error(`expected "${from}" once in wasm-split-cli's loader`);
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

/** Does the work described at the top, from WORK into OUT and LATER. */
export function splitLink(work, out, later) {
  const files = fs.readdirSync(work);
  const chunks = files.filter((f) => f.endsWith('.wasm') && f !== 'main.wasm').sort();
  if (chunks.length === 0) throw new Error(`wasm-split-cli wrote no later module into ${work}`);
  let loader = fs.readFileSync(path.join(work, '__wasm_split.js'), 'utf8');
  const hash = crypto.createHash('sha256');
  for (const f of chunks) hash.update(f).update(fs.readFileSync(path.join(work, f)));
  const id = hash.update(loader).digest('hex').slice(0, 16);
  const named = (f) => `yahtzee-later-${id}-${f}`;
  const loaderName = `yahtzee-later-${id}.js`;

  loader = patchLoader(loader, chunks, named);

  const main = rewriteModule(
    fs.readFileSync(path.join(work, 'main.wasm')),
    (module) => (module === LOADER ? `./${loaderName}` : module),
    (name) => (name === TABLE ? TABLE_ALIAS : name),
  );
  if (main.imports === 0 || main.exports !== 1) {
    throw new Error(`main.wasm: ${main.imports} imports of ${LOADER}, ${main.exports} table exports`);
  }

  fs.rmSync(later, { recursive: true, force: true });
  fs.mkdirSync(later, { recursive: true });
  for (const f of chunks)
    fs.writeFileSync(path.join(later, named(f)), withoutNames(fs.readFileSync(path.join(work, f))));
  fs.writeFileSync(path.join(later, loaderName), loader);
  fs.writeFileSync(out, main.bytes);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [work, out, later] = process.argv.slice(2);
  if (!later) {
    console.error('usage: node scripts/split-link.mjs WORK OUT LATER');
    process.exit(2);
  }
  splitLink(work, out, later);
}
