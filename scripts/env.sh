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
  CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUSTFLAGS CARGO_UNSTABLE_PROFILE_RUSTFLAGS
  CARGO_PROFILE_PAGE_RUSTFLAGS CARGO_PROFILE_PAGE_BUILD_OVERRIDE_RUSTFLAGS)
# Cargo builds with the pinned nightly from here on: the standard library rebuilt optimised for
# size, and panics that abort at once, without formatting their message.
use_page_toolchain() {
  export RUSTUP_TOOLCHAIN="$PAGE_TOOLCHAIN"
  export CARGO_UNSTABLE_BUILD_STD=std,panic_abort
  export CARGO_UNSTABLE_BUILD_STD_FEATURES=optimize_for_size
  # Added to .cargo/config.toml's flags for the target (simd128), which cargo keeps.
  export CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUSTFLAGS="-Zunstable-options -Cpanic=immediate-abort"
  use_page_linker
}
# The page, and only the page (it alone is built with the "page" profile), links through
# scripts/wasm-link.sh, which splits its later parts (src/later.rs) into a module of their own.
# Profile rustflags are a nightly feature; without the nightly (scripts/trunk.sh warns), the
# linker is set for every WebAssembly build instead, and the wrapper links the solver worker,
# which has no split points, exactly as rust-lld would.
# The linker is named, not given by its path, and found on PATH: cargo hashes the flags into
# every crate's symbol names, so a flag holding the checkout's folder made the WebAssembly's
# bytes (and the first load's budget) depend on where the checkout lies.
use_page_linker() {
  export PATH="$ROOT/scripts/linker:$PATH"
  if [ "${RUSTUP_TOOLCHAIN:-}" = "$PAGE_TOOLCHAIN" ]; then
    export CARGO_UNSTABLE_PROFILE_RUSTFLAGS=true
    export CARGO_PROFILE_PAGE_RUSTFLAGS="-Clinker=yahtzee-wasm-link"
    # Build scripts are built for this machine, with their own linker.
    export CARGO_PROFILE_PAGE_BUILD_OVERRIDE_RUSTFLAGS=""
  else
    export CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_LINKER=yahtzee-wasm-link
  fi
}
