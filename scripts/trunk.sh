#!/usr/bin/env bash
# Runs Trunk (`scripts/trunk.sh build --release`, `scripts/trunk.sh serve ...`) with the compiler
# the game's WebAssembly is built with: a pinned nightly Rust that rebuilds the standard library
# optimised for size, and whose panics abort at once, without formatting their message (Yew's
# panic hook, which prints it to the console, never runs). The page's WebAssembly is about 20 KB
# smaller after gzip than with stable Rust, and the solver worker's too (BENCHMARKS.md, "What took
# the bytes out").
# Everything else (tests, clippy, the command line) is built with stable Rust. Without the
# nightly (scripts/setup.sh installs it), the game is built with stable Rust and is only larger.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh
# The page's linker (scripts/wasm-link.sh) renames an import and an export of the split
# WebAssembly with wasm-rename (crates/wasm-rename), a native program: built here, with stable
# Rust, before Trunk builds anything (a no-op when it is fresh).
cargo build --locked --quiet -p yahtzee-wasm-rename
if page_toolchain_ready; then
  use_page_toolchain
else
  # One loud line: a build without the nightly is about 20 KB (gzip) larger and fails the first
  # load's budget (tests/e2e/budget.test.js).
  if [ -z "$PAGE_TOOLCHAIN" ]; then why="PAGE_TOOLCHAIN is empty"; else
    why="$PAGE_TOOLCHAIN with rust-src is not installed (scripts/setup.sh installs it)"; fi
  printf '\033[1;31m[trunk.sh] WARNING: %s: building with %s, a WebAssembly about 20 KB larger\033[0m\n' \
    "$why" "$(rustc --version)" >&2
  use_page_linker
fi
exec trunk "$@"
