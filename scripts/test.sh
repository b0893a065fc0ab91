#!/usr/bin/env bash
# Runs every check: the workflows (actionlint), formatting (rustfmt), the JavaScript's lint and
# format (Biome, biome.jsonc), the build scripts' own tests (tests/build/), clippy (native and
# wasm32), the Rust tests with the slow ones (simulated games of every game, every option set
# solved, the stored data's fuzz), a release build, the shipped tables read back, and the
# browser tests in headless Chromium, two files at a time, the first load's budget among them
# (tests/e2e/budget.test.js). Clippy and the Rust tests run at low priority beside the release
# builds and the browser tests, on the cores those leave idle. Prints each step's time at the end.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh

times=() current="" started=0
step_done() {
  if [ -n "$current" ]; then
    times+=("$(printf '%6d s  %s' $((SECONDS - started)) "$current")")
  fi
  current=""
}
step() {
  step_done
  current="$*" started=$SECONDS
  printf '\n\033[1m== %s\033[0m\n' "$*"
}
report() {
  local status=$?
  # A step that failed while the tables or the browser tests ran beside it stops them too.
  for job in "${tables:-}" "${browser:-}" "${rust_build:-}"; do
    if [ -n "$job" ]; then kill "$job" 2>/dev/null || true; fi
  done
  step_done
  printf '\n\033[1m== step times (%s)\033[0m\n' "$([ $status = 0 ] && echo passed || echo "failed, exit $status")"
  printf '%s\n' "${times[@]}"
  printf '%6d s  in all\n' "$SECONDS"
}
trap report EXIT

step "tools (scripts/setup.sh)"
scripts/setup.sh
step "workflows (actionlint)"
scripts/lint-workflows.sh
step "cargo fmt --check"
cargo fmt --all -- --check
step "JavaScript lint and format (biome ci)"
biome ci --error-on-warnings scripts tests static
step "build scripts (tests/build/): patchLoader on the pinned wasm-split-cli's loader, splitLink"
node --test tests/build/
# The Rust lane starts now, at the lowest priority (`nice -n 19`): clippy (wasm32), then the
# tests' build, which is clippy's native pass too. The release builds below leave a core idle
# much of the time (codegen-units = 1, then wasm-opt), and the browser tests after them wait for
# what the page shows; the lane takes what they leave (the page's build took 280-290 s with it,
# 230-276 s without it at the stop before: BENCHMARKS.md). It builds into folders of its own
# (target/debug and the wasm32 debug one), so it shares no build folder's lock with the release
# builds, only cargo's package cache's for a moment at a build's start. One build of the tests,
# the slow tests included: the engine and the solver are optimised in the test profile too
# (Cargo.toml), so the long simulations run as fast as in release.
mkdir -p target
rust_build_log=target/rust-build.log
(
  lane_started=$SECONDS
  nice -n 19 cargo clippy -p yahtzee-web -p yahtzee-worker -p yahtzee-protocol \
    --target wasm32-unknown-unknown --locked -- -D warnings
  echo "clippy (wasm32): $((SECONDS - lane_started)) s"
  nice -n 19 scripts/rust-tests.sh build
  echo "clippy (wasm32) and the tests' build: $((SECONDS - lane_started)) s"
) >"$rust_build_log" 2>&1 &
rust_build=$!
# The release next: the command line solves every option set's table (target/tables), which
# the page's build ships and the Rust tests read back rather than solving them a second time
# (tests/option_sets.rs); the browser tests play the build's dist/.
step "release build of the command line (the Rust lane beside it from here, at low priority)"
cargo build --release --locked -p yahtzee-cli
# The tables are solved beside the page's build, which leaves a core idle much of the time
# (codegen-units = 1, then wasm-opt). The build's hook (scripts/post-build.sh) waits for them
# under the same lock, and finds them there.
flock target/tables.lock ./target/release/yahtzee tables --out target/tables >target/tables.log 2>&1 &
tables=$!
step "release build of the page, with the tables solved beside it"
scripts/trunk.sh build --release
wait "$tables" || { cat target/tables.log; exit 1; }
tables=""
# Every file read back as the worker reads it; a sample built afresh to compare bit for bit (the
# Rust tests build every option set's table, or read it back against its listed start value).
step "shipped tables: every file read back, each game's official tables against a fresh build"
./target/release/yahtzee tables --verify-sample dist/tables
# The browser tests start as soon as the page is built; the Rust tests run beside them, still at
# low priority, once their build is done. The browser tests mostly wait for what the page shows
# (less than one core's work on two: BENCHMARKS.md), and no test of theirs waits for a time; the
# Rust tests never touch dist/ or the release build. Two browser files at a time, the longest
# first (scripts/browser-tests.mjs), each with its own server and browser; their report follows
# the Rust tests', whole.
browser_log=target/browser-tests.log
node scripts/browser-tests.mjs >"$browser_log" 2>&1 &
browser=$!
beside_started=$SECONDS
step "clippy (wasm32) and the tests' build (clippy native): the rest of their time"
rust_build_status=0
wait "$rust_build" || rust_build_status=$?
rust_build=""
cat "$rust_build_log"
[ "$rust_build_status" = 0 ] || { echo "clippy or the tests' build failed (exit $rust_build_status)"; exit "$rust_build_status"; }
step "the Rust tests, with the slow ones (simulated games, every option set's table), beside the browser tests"
rust=0
nice -n 19 scripts/rust-tests.sh run || rust=$?
step "browser tests (headless Chromium), the first load's budget among them: the rest of their time"
browser_status=0
wait "$browser" || browser_status=$?
browser=""
step_done
# Their own time, as node's runner reports it.
browser_s=$(awk '/^# duration_ms/ { printf "%d", $3 / 1000 }' "$browser_log")
times+=("$(printf '%6d s  %s' "${browser_s:-$((SECONDS - beside_started))}" "  the browser tests' own time, from the page's build")")
printf '\n\033[1m== the browser tests\033[0m\n'
cat "$browser_log"
[ "$rust" = 0 ] || { echo "the Rust tests failed (exit $rust)"; exit "$rust"; }
[ "$browser_status" = 0 ] || { echo "the browser tests failed (exit $browser_status)"; exit "$browser_status"; }
