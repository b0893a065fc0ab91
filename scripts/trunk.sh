#!/usr/bin/env bash
# Runs Trunk (`scripts/trunk.sh build --release`, `scripts/trunk.sh serve ...`) with the compiler
# the game's WebAssembly is built with: a pinned nightly Rust that rebuilds the standard library
# optimised for size, and whose panics abort at once, without formatting their message (Yew's
# panic hook, which prints it to the console, never runs). The page's WebAssembly is about 20 KB
# smaller after gzip than with stable Rust, and the solver worker's too (README, "First load:
# size and speed").
# Everything else (tests, clippy, the command line) is built with stable Rust. Without the
# nightly (scripts/setup.sh installs it), the game is built with stable Rust and is only larger.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh
if page_toolchain_ready; then
  use_page_toolchain
elif [ -z "$PAGE_TOOLCHAIN" ]; then
  echo "[trunk.sh] PAGE_TOOLCHAIN is empty: building with $(rustc --version)" >&2
else
  echo "[trunk.sh] $PAGE_TOOLCHAIN with rust-src is not installed (scripts/setup.sh installs it):" \
    "building with $(rustc --version), a larger WebAssembly" >&2
fi
exec trunk "$@"
