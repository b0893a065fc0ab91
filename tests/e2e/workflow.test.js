// The GitHub Pages workflow (.github/workflows/pages.yml) installs and builds exactly as the
// README's two commands do, with the same scripts, so the published site cannot drift from what
// `scripts/test.sh` checks: scripts/setup.sh is the only list of tools, scripts/trunk.sh the
// only build, and the browser tests pass before anything is deployed. (No browser: this reads
// the files, the workflow with the `yaml` package. `scripts/lint-workflows.sh` checks the
// workflow's syntax with actionlint.)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import YAML from 'yaml';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const read = (file) => fs.readFileSync(path.join(ROOT, file), 'utf8');
const WORKFLOW = '.github/workflows/pages.yml';

/** The lines of a shell script that are commands (no comments, no blank lines), trimmed. */
const commands = (text) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));

/**
 * The workflow's jobs: for each its `needs` and its steps, each with what it `uses` and the
 * command lines it `run`s, in order.
 */
function parseWorkflow(text) {
  const jobs = new Map();
  for (const [name, job] of Object.entries(YAML.parse(text).jobs ?? {})) {
    jobs.set(name, {
      name,
      needs: [job.needs ?? []].flat(),
      steps: (job.steps ?? []).map((step) => ({ uses: step.uses ?? null, run: commands(step.run ?? '') })),
    });
  }
  return jobs;
}

const text = read(WORKFLOW);
const jobs = parseWorkflow(text);
/** Every command the workflow runs, with its job and step index. */
const runs = [...jobs.values()].flatMap((job) =>
  job.steps.flatMap((step, index) => step.run.map((command) => ({ job: job.name, index, command }))),
);
const where = (command) => runs.filter((r) => r.command === command);
const once = (command) => {
  const found = where(command);
  assert.equal(
    found.length,
    1,
    `${WORKFLOW} runs \`${command}\` once, as a line of a run: step (found ${found.length})`,
  );
  return found[0];
};
const SETUP = 'scripts/setup.sh';
const BUILD = 'scripts/trunk.sh build --release';
const CLI = 'cargo build --release --locked -p yahtzee-cli';
const VERIFY = './target/release/yahtzee tables --verify-sample dist/tables';
const BROWSER =
  'node scripts/browser-tests.mjs tests/e2e/budget.test.js tests/e2e/shipped.test.js tests/e2e/start.test.js tests/e2e/subpath.test.js';

test('the workflow parses into a build job and a deploy job', () => {
  assert.ok(jobs.has('build') && jobs.has('deploy'), `jobs: ${[...jobs.keys()].join(', ')}`);
  assert.ok(runs.length > 0, 'the build job runs commands');
});

test('(a) a step runs scripts/setup.sh, before anything is built', () => {
  const setup = once(SETUP);
  for (const later of [BUILD, CLI, VERIFY, BROWSER]) {
    const step = once(later);
    assert.equal(step.job, setup.job, `\`${later}\` runs in the job that ran setup.sh`);
    assert.ok(step.index > setup.index, `\`${later}\` runs after setup.sh`);
  }
});

test('(b) a step builds the release with scripts/trunk.sh build --release', () => {
  const build = once(BUILD);
  // Trunk itself is run only through the wrapper (it picks the pinned nightly for the page).
  for (const r of runs) assert.ok(!/(^|[\s;&|(])trunk\s/.test(r.command), `trunk run directly: ${r.command}`);
  assert.equal(build.job, 'build');
});

test('(c) the shipped tables are read back with tables --verify-sample dist/tables after the build', () => {
  const build = once(BUILD);
  const cli = once(CLI);
  const verify = once(VERIFY);
  assert.ok(verify.command.includes('tables --verify-sample dist/tables'));
  assert.ok(cli.index <= verify.index && build.index <= verify.index, 'the CLI and the site are built first');
  const steps = jobs.get(verify.job).steps;
  if (cli.index === verify.index) {
    const run = steps[cli.index].run;
    assert.ok(run.indexOf(CLI) < run.indexOf(VERIFY), 'the CLI is built before it verifies');
  }
});

test('(d) the browser tests run in the build job, and the deploy job needs that job', () => {
  const browser = once(BROWSER);
  assert.match(browser.command, /^node scripts\/browser-tests\.mjs /);
  const build = jobs.get(browser.job);
  const verify = once(VERIFY);
  assert.ok(browser.index > verify.index, 'the browser tests run on the verified build (shipped.test.js uses the CLI)');
  for (const file of browser.command.split(/\s+/).filter((w) => w.endsWith('.test.js'))) {
    assert.ok(fs.existsSync(path.join(ROOT, file)), `${file} exists`);
  }
  const upload = build.steps.findIndex((s) => s.uses?.startsWith('actions/upload-pages-artifact@'));
  assert.ok(upload > browser.index, 'the site is uploaded only after the browser tests passed');
  const deploy = jobs.get('deploy');
  assert.ok(deploy.needs.includes(browser.job), `deploy needs ${browser.job} (needs: ${deploy.needs.join(', ')})`);
  assert.ok(
    deploy.steps.some((s) => s.uses?.startsWith('actions/deploy-pages@')),
    'deploy runs actions/deploy-pages',
  );
  assert.deepEqual(
    deploy.steps.flatMap((s) => s.run),
    [],
    'the deploy job builds nothing of its own',
  );
});

test("(e) the README's two commands run the same scripts as the workflow", () => {
  const readme = read('README.md');
  const section = readme.split(/^## /m).find((s) => s.startsWith('Two commands'));
  assert.ok(section, 'README.md has a "## Two commands" section');
  const shown = [...section.matchAll(/```sh\n([\s\S]*?)```/g)].flatMap((b) => commands(b[1]));
  assert.deepEqual(
    shown,
    ['scripts/serve.sh', 'scripts/test.sh'],
    'README shows one command to build and serve, one to test',
  );
  assert.match(section, /Both first run `scripts\/setup\.sh`/);

  const serve = commands(read('scripts/serve.sh'));
  const testSh = commands(read('scripts/test.sh'));
  for (const [name, script] of [
    ['scripts/serve.sh', serve],
    ['scripts/test.sh', testSh],
  ]) {
    assert.ok(script.includes(SETUP), `${name} runs ${SETUP}, as the workflow does`);
  }
  assert.ok(
    serve.some((c) => c.includes('scripts/trunk.sh serve --release')),
    'serve.sh builds the release through scripts/trunk.sh',
  );
  // test.sh builds and verifies exactly as the workflow does, and runs every browser test.
  for (const command of [BUILD, CLI, VERIFY]) {
    assert.ok(testSh.includes(command), `scripts/test.sh runs \`${command}\` as the workflow does`);
  }
  assert.ok(
    testSh.some((c) => /^node scripts\/browser-tests\.mjs( |$)/.test(c)),
    'scripts/test.sh runs every browser test',
  );
  assert.ok(
    BROWSER.startsWith('node scripts/browser-tests.mjs tests/e2e/'),
    'the workflow runs some of them the same way',
  );
});

test('(f) the workflow installs no tool by other means: the tool list lives in scripts/setup.sh', () => {
  const code = text
    .split('\n')
    .filter((l) => !l.trim().startsWith('#'))
    .join('\n');
  for (const banned of [
    /taiki-e\/install-action/,
    /cargo[-\s]+(b)?install/,
    /jetli\//,
    /wasm-pack/,
    /apt(-get)?\s+install/,
    /npm\s+(ci|install|i)\b/,
    /rustup\s+(toolchain\s+install|target\s+add|component\s+add)/,
    /pip3?\s+install/,
    /wasm-bindgen@/,
    /trunk@/,
  ]) {
    assert.doesNotMatch(code, banned, `${WORKFLOW} installs something itself (${banned}): add it to scripts/setup.sh`);
  }
  // The actions used: checkout, the stable Rust (pinned), caches, node, and the Pages steps.
  const ALLOWED = [
    'actions/checkout',
    'dtolnay/rust-toolchain',
    'Swatinem/rust-cache',
    'actions/setup-node',
    'actions/configure-pages',
    'actions/upload-pages-artifact',
    'actions/deploy-pages',
  ];
  for (const job of jobs.values()) {
    for (const step of job.steps.filter((s) => s.uses)) {
      assert.ok(
        ALLOWED.includes(step.uses.split('@')[0]),
        `${job.name} uses ${step.uses}: tools belong in scripts/setup.sh`,
      );
    }
  }
  assert.match(text, /^ {2}RUST_TOOLCHAIN: "1\.95\.0"$/m, 'the stable Rust stays pinned to 1.95.0');
  assert.match(text, /toolchain: \$\{\{ env\.RUST_TOOLCHAIN \}\}/);
});
