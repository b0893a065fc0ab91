#!/usr/bin/env bash
# Runs every check: formatting, clippy (native and wasm32), the Rust tests, a release build,
# and the browser tests in headless Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh
scripts/setup.sh

step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }
step "cargo fmt --check"
cargo fmt --all -- --check
step "clippy (native)"
cargo clippy --workspace --all-targets --locked -- -D warnings
step "clippy (wasm32)"
cargo clippy -p yahtzee-web --target wasm32-unknown-unknown --locked -- -D warnings
step "Rust tests"
cargo test --workspace --locked
step "slow checks (release): 100,000 simulated games against the published statistics"
cargo test --workspace --release --locked -- --ignored --nocapture
step "release build"
cargo build --release --locked -p yahtzee-cli
scripts/trunk.sh build --release
step "shipped tables: every value read back as the worker reads it, against Table::build"
./target/release/yahtzee tables --verify dist/tables
step "browser tests (headless Chromium)"
node --test --test-concurrency=1 tests/e2e/
