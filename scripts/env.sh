# Sourced by the scripts: puts the project's npm tools (wasm-opt) first on PATH.
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
export PATH="$ROOT/node_modules/.bin:$HOME/.cargo/bin:$PATH"

# The compiler the game's WebAssembly is built with (scripts/trunk.sh), installed by
# scripts/setup.sh: a nightly pinned by date, so that its unstable flags do not change under us.
PAGE_TOOLCHAIN=${PAGE_TOOLCHAIN-nightly-2026-05-20}
page_toolchain_ready() {
  [ -n "$PAGE_TOOLCHAIN" ] || return 1
  # Listed first, so that asking for its sysroot never makes rustup install it on its own.
  rustup toolchain list | grep "^$PAGE_TOOLCHAIN-" >/dev/null || return 1
  local sysroot
  sysroot=$(rustup run "$PAGE_TOOLCHAIN" rustc --print sysroot 2>/dev/null) || return 1
  [ -d "$sysroot/lib/rustlib/src/rust/library" ] && [ -d "$sysroot/lib/rustlib/wasm32-unknown-unknown" ]
}
