#!/usr/bin/env bash
# Runs clippy over the workspace (native) and every Rust test, the slow ones included
# (`--include-ignored`), two test binaries at a time: `cargo test` runs its binaries one after the
# other, and most of the slow ones hold one long test, which leaves a core idle. Each binary runs
# as `cargo test` runs it (from its package's folder, its tests on threads of their own, its
# tables shared by them); its report is printed whole once it ends, and any failure fails the run.
# `rust-tests.sh build` only builds them (and lints), `rust-tests.sh run` only runs what the last
# build listed: `scripts/test.sh` builds them while the page is built, and runs them once the
# shipped tables they read back are there.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh
mode=${1:-all}
case $mode in all | build | run) ;; *)
  echo "usage: scripts/rust-tests.sh [build|run]" >&2
  exit 2
  ;;
esac

logs=target/rust-tests
if [ "$mode" != run ]; then
  rm -rf "$logs"
  mkdir -p "$logs"
  # The build of the tests is clippy's pass over the workspace too: clippy-driver compiles each
  # workspace crate as the wrapper `cargo clippy` itself uses (RUSTC_WORKSPACE_WRAPPER), its lints
  # denied (`-D warnings`), so that every crate and test target is compiled once for both. (A
  # separate `cargo clippy --all-targets` compiled them a second time: 340 s beside the browser
  # tests in CI; this build takes no longer than the tests' alone, BENCHMARKS.md.)
  # Each test binary and its package's folder (a line each), from cargo's own report of the build;
  # the longest first (each alone here, 2026-11-30: 27 s down to 8 s), then the solver's others,
  # then the rest: a long one started last would run alone at the end.
  RUSTC_WORKSPACE_WRAPPER=$(command -v clippy-driver) CLIPPY_ARGS="-D__CLIPPY_HACKERY__warnings__CLIPPY_HACKERY__" \
    cargo test --workspace --locked --no-run --message-format=json-render-diagnostics |
    node -e '
      const path = require("node:path");
      const lines = require("node:fs").readFileSync(0, "utf8").split("\n").filter(Boolean);
      const tests = lines
        .map((l) => JSON.parse(l))
        .filter((m) => m.reason === "compiler-artifact" && m.profile.test && m.executable)
        .map((m) => [m.executable, path.dirname(m.manifest_path)]);
      const longest = ["crates/solver/risk", "crates/solver/odds", "crates/solver/precision",
        "crates/solver/maxi", "crates/solver/why", "crates/solver/simulate", "./yahtzee_web",
        "crates/solver/golden", "crates/solver/variants", "crates/solver/towin",
        "crates/solver/option_sets", "crates/cli/cli"];
      const rank = ([exe, dir]) => {
        const folder = path.relative(process.cwd(), dir) || ".";
        const at = longest.indexOf(`${folder}/${path.basename(exe).replace(/-[0-9a-f]+$/, "")}`);
        return at >= 0 ? at : longest.length + (folder === "crates/solver" ? 0 : 1);
      };
      tests.sort((a, b) => rank(a) - rank(b));
      for (const [exe, dir] of tests) console.log(`${exe}\n${dir}`);
    ' >"$logs/binaries"
fi
[ "$mode" != build ] || exit 0

run_one() {
  local exe=$1 dir=$2 log
  log="$logs/$(basename "$exe").log"
  if (cd "$dir" && "$exe" --include-ignored) >"$log" 2>&1; then
    printf '\n== %s\n%s\n' "$exe" "$(cat "$log")"
  else
    printf '\n== %s FAILED\n%s\n' "$exe" "$(cat "$log")"
    return 1
  fi
}
export -f run_one
export logs
xargs -d '\n' -n 2 -P 2 bash -c 'run_one "$0" "$1"' <"$logs/binaries"
