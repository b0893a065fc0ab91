// scripts/minify.mjs minifies the JavaScript wasm-bindgen writes beside each WebAssembly module,
// keeping what the page and the WebAssembly call it by. (No browser: the other tests play the
// built page, whose glue is minified by the same script.)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { pathToFileURL } from 'node:url';
import { minifyGlue } from '../../scripts/minify.mjs';
import { DIST } from './harness.js';

const MODULE = `// The page's glue, as wasm-bindgen writes it (an ES module).
let wasm;
/* a long comment
   over lines */
function getStringFromWasm0(pointerToTheString, lengthOfTheString) {
    return 'from ' + pointerToTheString + ' to ' + (pointerToTheString + lengthOfTheString);
}
function __wbg_get_imports() {
    const imports = {};
    imports.wbg = {};
    imports.wbg.__wbg_log_1234 = function(a, b) { return getStringFromWasm0(a, b); };
    return imports;
}
export function initSync(module) { wasm = module; return __wbg_get_imports(); }
export default async function init() { return __wbg_get_imports(); }
`;

const CLASSIC = `// The solver worker's glue (no modules): it defines the global wasm_bindgen.
let wasm_bindgen;
(function() {
    const __exports = {};
    function passStringToWasm0(theArgument) { return theArgument.length; }
    __exports.measure = function(text) { return passStringToWasm0(text); };
    wasm_bindgen = Object.assign(function init() { return 'started'; }, __exports);
})();
`;

test('the glue keeps its exports and its import names, and loses its comments', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'yahtzee-minify-'));
  const files = {
    'app-1a2b.js': MODULE,
    'app-1a2b_bg.wasm': '',
    'solver-worker.js': CLASSIC,
    'solver-worker_bg.wasm': '',
    'other.js': '// not glue\n',
  };
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);

  assert.deepEqual(await minifyGlue(dir), ['app-1a2b.js', 'solver-worker.js']);
  const app = fs.readFileSync(path.join(dir, 'app-1a2b.js'), 'utf8');
  assert.ok(app.length < MODULE.length / 2, app);
  assert.doesNotMatch(app, /\/\/|\/\*|pointerToTheString/);
  const mod = await import(pathToFileURL(path.join(dir, 'app-1a2b.js')).href);
  assert.equal(mod.initSync('w').wbg.__wbg_log_1234(3, 4), 'from 3 to 7');
  assert.equal((await mod.default()).wbg.__wbg_log_1234(1, 1), 'from 1 to 2');

  const worker = fs.readFileSync(path.join(dir, 'solver-worker.js'), 'utf8');
  assert.doesNotMatch(worker, /\/\/|passStringToWasm0/);
  const scope = vm.createContext({});
  vm.runInContext(`${worker}\nthis.found = wasm_bindgen;`, scope);
  assert.equal(scope.found(), 'started');
  assert.equal(scope.found.measure('abc'), 3);
  assert.equal(fs.readFileSync(path.join(dir, 'other.js'), 'utf8'), '// not glue\n', 'only glue is touched');
});

test("the built page's glue is minified", () => {
  const glue = fs
    .readdirSync(DIST)
    .filter((f) => f.endsWith('.js') && fs.existsSync(path.join(DIST, f.replace(/\.js$/, '_bg.wasm'))));
  assert.equal(glue.length, 2, glue.join(', '));
  for (const file of glue) {
    const code = fs.readFileSync(path.join(DIST, file), 'utf8');
    assert.doesNotMatch(code, /^\s*\/\/|\/\*/m, `${file} has no comments`);
    assert.ok(code.split('\n').length < 5, `${file} is minified`);
  }
});
