// scripts/split-link.mjs against the wasm-split-cli scripts/setup.sh pins, without a browser or a
// build of the page (scripts/test.sh runs it early). wasm-split-cli splits a module of a few
// functions, as it splits the page's, and writes its loader, which nothing configures: every
// patch of patchLoader must apply to that loader. When wasm-split-cli is missing, or not the
// pinned version, the tests fail: they never pass without having seen the loader. Then splitLink
// runs on a page's module and a later module with that loader, renaming with wasm-rename
// (crates/wasm-rename, built here by cargo; its own tests are in the crate).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import binaryen from 'binaryen';
import { patchLoader, splitLink, LoaderChanged } from '../../scripts/split-link.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PINNED = fs.readFileSync(path.join(ROOT, 'scripts/setup.sh'), 'utf8').match(/^WASM_SPLIT_VERSION=(\S+)$/m)[1];
const named = (f) => `yahtzee-later-0123456789abcdef-${f}`;

/** The module `wat` describes, as bytes: with a "name" section if `names`, and `custom` sections. */
function wasm(wat, { names = false, custom = {} } = {}) {
  const module = binaryen.parseText(wat);
  for (const [name, bytes] of Object.entries(custom)) module.addCustomSection(name, new Uint8Array(bytes));
  binaryen.setDebugInfo(names);
  try {
    return module.emitBinary();
  } finally {
    binaryen.setDebugInfo(false);
    module.dispose();
  }
}

/**
 * A module of the shape wasm-split-cli splits, as rust-lld links the page's: one split point,
 * "later" (its import from the placeholder module and its export, whose function calls a
 * helper), the function table and the memory exported, a "linking" section whose symbol table
 * names the table, and the marker section wasm_split_helpers leaves (format version 1).
 */
function splittable() {
  const hash = '0'.repeat(32);
  const table = [...Buffer.from('__indirect_function_table')];
  // The tool conventions' linking section, version 2: subsection 8 (the symbol table) of one
  // symbol, a table (5), local (2), table 0, its name. Every number here is below 128, so each
  // is its own one-byte LEB128.
  const symbol = [5, 2, 0, table.length, ...table];
  return wasm(
    `(module
      (import "__wasm_split_placeholder__" "__wasm_split_00later00_import_${hash}" (func $load))
      (table $table 1 1 funcref)
      (memory 1)
      (func $helper)
      (func $later (call $helper))
      (func $main (call $load))
      (export "__wasm_split_00later00_export_${hash}" (func $later))
      (export "main" (func $main))
      (export "__indirect_function_table" (table $table))
      (export "memory" (memory 0)))`,
    { custom: { linking: [2, 8, symbol.length + 1, 1, ...symbol], __wasm_split_unstable: [1, 1, 1] } },
  );
}

/** A page's module as wasm-split-cli leaves it: it imports the loader's function (unless not
 * `fromLoader`) and another, and exports its function table under the linker's name. */
const pageModule = (fromLoader = true) =>
  wasm(`(module
    (import "${fromLoader ? './__wasm_split.js' : 'elsewhere'}" "__wasm_split_load_later" (func $load))
    (import "wbg" "x" (func $x))
    (table $table 1 funcref)
    (func $main (call $load) (call $x))
    (export "__indirect_function_table" (table $table))
    (export "main" (func $main)))`);

let dir;
let loader;
before(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'split-link-test-'));
  const work = path.join(dir, 'split');
  fs.mkdirSync(work);
  fs.writeFileSync(path.join(dir, 'in.wasm'), splittable());
  let installed;
  try {
    installed = execFileSync('cargo', ['install', '--list'], { encoding: 'utf8' });
  } catch (e) {
    throw new Error(`cargo install --list failed (${e.message}): source scripts/env.sh`);
  }
  const version = installed.match(/^wasm_split_cli_support v(\S+):$/m)?.[1];
  assert.equal(
    version,
    PINNED,
    `wasm-split-cli ${version ?? 'is not installed'}: scripts/setup.sh pins ${PINNED} (run scripts/setup.sh)`,
  );
  execFileSync('wasm-split-cli', ['--target', 'web', '--out-name', 'main', path.join(dir, 'in.wasm'), work]);
  loader = fs.readFileSync(path.join(work, '__wasm_split.js'), 'utf8');
});
after(() => fs.rmSync(dir, { recursive: true, force: true }));

test(`every patch of patchLoader applies to the loader of wasm-split-cli ${PINNED}`, () => {
  let patched;
  try {
    patched = patchLoader(loader, ['split_later.wasm'], named);
  } catch (e) {
    throw new Error(`${e.message}\n\nThe loader of wasm-split-cli ${PINNED}:\n${loader}`);
  }
  for (const [what, text] of [
    ["the page's JavaScript, from <script data-js>", "document.querySelector('script[data-js]')"],
    ["the page's initSync, once the page's module is there", '({ initSync } = await page);'],
    ['the table, exported as __wasm_split_table', 'const { __wasm_split_table: __indirect_function_table,'],
    ['the later module, by its hashed name', '"./yahtzee-later-0123456789abcdef-split_later.wasm"'],
  ]) {
    assert.ok(patched.includes(text), `the patched loader takes ${what}:\n${patched}`);
  }
  for (const gone of ['"./main.js"', '"./split_later.wasm"']) {
    assert.ok(!patched.includes(gone), `the patched loader no longer names ${gone}`);
  }
});

test('a loader without a text patchLoader replaces fails the build, and says what to do', () => {
  const changed = loader.replace('const imports = getSharedImports();', 'const imports = sharedImports();');
  assert.throws(
    () => patchLoader(changed, ['split_later.wasm'], named),
    (e) =>
      e instanceof LoaderChanged &&
      /no longer holds/.test(e.message) &&
      e.message.includes('const imports = getSharedImports();') &&
      e.message.includes('scripts/setup.sh') &&
      e.message.includes('WASM_SPLIT_VERSION') &&
      e.message.includes('patchLoader (scripts/split-link.mjs)'),
  );
  const twice = `${loader}\n${loader}`;
  assert.throws(() => patchLoader(twice, ['split_later.wasm'], named), /holds 2 times, not once/);
});

/** What wasm-split-cli would write for the page `main`: WORK for splitLink, in a new directory. */
function splitOutput(main) {
  const work = fs.mkdtempSync(path.join(dir, 'work-'));
  fs.writeFileSync(path.join(work, 'main.wasm'), main);
  fs.writeFileSync(
    path.join(work, 'split_later.wasm'),
    wasm('(module (func $later) (export "f" (func $later)))', { names: true }),
  );
  const later = new WebAssembly.Module(fs.readFileSync(path.join(work, 'split_later.wasm')));
  assert.equal(WebAssembly.Module.customSections(later, 'name').length, 1, 'the later module comes with names');
  fs.writeFileSync(path.join(work, '__wasm_split.js'), loader);
  return work;
}

function wasmRename() {
  execFileSync('cargo', ['build', '--locked', '--quiet', '-p', 'yahtzee-wasm-rename'], { cwd: ROOT, stdio: 'inherit' });
  return path.join(process.env.CARGO_TARGET_DIR ?? path.join(ROOT, 'target'), 'debug/wasm-rename');
}

test('splitLink: the page imports the loader by its hashed name and exports its table as __wasm_split_table, the later module has no names', () => {
  const out = path.join(dir, 'main.wasm');
  const later = path.join(dir, 'later');
  splitLink(splitOutput(pageModule()), out, later, wasmRename());

  const files = fs.readdirSync(later);
  const loaderName = files.find((f) => f.endsWith('.js'));
  assert.match(loaderName, /^yahtzee-later-[0-9a-f]{16}\.js$/);
  const chunk = `${loaderName.slice(0, -3)}-split_later.wasm`;
  assert.deepEqual(files.sort(), [chunk, loaderName].sort());
  const main = new WebAssembly.Module(fs.readFileSync(out));
  assert.deepEqual(WebAssembly.Module.imports(main), [
    { module: `./${loaderName}`, name: '__wasm_split_load_later', kind: 'function' },
    { module: 'wbg', name: 'x', kind: 'function' },
  ]);
  assert.deepEqual(WebAssembly.Module.exports(main), [
    { name: '__wasm_split_table', kind: 'table' },
    { name: 'main', kind: 'function' },
  ]);
  const laterModule = new WebAssembly.Module(fs.readFileSync(path.join(later, chunk)));
  assert.equal(WebAssembly.Module.customSections(laterModule, 'name').length, 0, 'no "name" section');
  assert.deepEqual(WebAssembly.Module.exports(laterModule), [{ name: 'f', kind: 'function' }]);
  const patched = fs.readFileSync(path.join(later, loaderName), 'utf8');
  assert.ok(patched.includes(`"./${chunk}"`), 'the loader fetches the later module by its name');
});

test('splitLink fails on a page that does not import the loader, and says so', () => {
  assert.throws(
    () => splitLink(splitOutput(pageModule(false)), path.join(dir, 'x.wasm'), path.join(dir, 'x'), wasmRename()),
    /no import from module "\.\/__wasm_split\.js" to rename/,
  );
});
