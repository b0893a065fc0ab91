# Sourced by the scripts: puts the project's npm tools (wasm-opt) first on PATH, then cargo's
# installs (trunk, wasm-bindgen) and pip's user installs (actionlint, where pip installs there).
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
export PATH="$ROOT/node_modules/.bin:$HOME/.cargo/bin:$PATH:$HOME/.local/bin"

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
# What use_page_toolchain sets, which every native build Trunk starts (its post-build hook)
# unsets again.
PAGE_BUILD_VARS=(RUSTUP_TOOLCHAIN CARGO_UNSTABLE_BUILD_STD CARGO_UNSTABLE_BUILD_STD_FEATURES
  CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUSTFLAGS)
# Cargo builds with the pinned nightly from here on: the standard library rebuilt optimised for
# size, and panics that abort at once, without formatting their message.
use_page_toolchain() {
  export RUSTUP_TOOLCHAIN="$PAGE_TOOLCHAIN"
  export CARGO_UNSTABLE_BUILD_STD=std,panic_abort
  export CARGO_UNSTABLE_BUILD_STD_FEATURES=optimize_for_size
  # Added to .cargo/config.toml's flags for the target (simd128), which cargo keeps.
  export CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUSTFLAGS="-Zunstable-options -Cpanic=immediate-abort"
}
