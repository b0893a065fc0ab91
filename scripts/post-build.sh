#!/usr/bin/env bash
# Trunk's post_build hook (Trunk.toml), run on its staging directory ($TRUNK_STAGING_DIR):
# 1. the optimal-strategy tables of every game with every set of its table rules, built natively by
#    `yahtzee tables` into target/tables/ (kept there: rebuilt only for a new solver version),
#    copied into tables/ of the build;
# 2. the page's words in every language (locales/, crates/i18n), checked against English and
#    compiled natively by `locales build`, and put into the build by scripts/locales.mjs;
# 2b. the page's later parts (src/later.rs), which scripts/wasm-link.sh split off the page's
#    WebAssembly: the later module and its loader (scripts/later.mjs);
# 3. the JavaScript wasm-bindgen writes, and the later parts' loader, minified with terser
#    (scripts/minify.mjs);
# 4. the stylesheet and boot.js put into index.html minified (lightningcss, terser), allowed by their
#    hashes in its Content-Security-Policy (scripts/inline.mjs): the shell paints with the page alone;
# 5. sw.js, the service worker (scripts/precache.mjs), which precaches the build but not the
#    table files: the solver worker fetches a game's table when it is first played and keeps it.
set -euo pipefail
cd "$(dirname "$0")/.."
stage="${1:-${TRUNK_STAGING_DIR:?run by Trunk, or give the build directory}}"
source scripts/env.sh
# The command line is built natively with stable Rust, whatever compiler scripts/trunk.sh chose
# for the WebAssembly.
(
  unset "${PAGE_BUILD_VARS[@]}"
  # Under target/tables.lock: scripts/test.sh may be solving them already, beside this build.
  flock target/tables.lock \
    cargo run --release --locked --quiet -p yahtzee-cli -- tables --out target/tables
  cargo run --release --locked --quiet -p yahtzee-i18n --features compile --bin locales -- \
    build locales target/locales
)
rm -rf "$stage/tables"
mkdir -p "$stage/tables"
cp target/tables/* "$stage/tables/"
node scripts/locales.mjs "$stage" target/locales
node scripts/later.mjs "$stage" target/wasm32-unknown-unknown/page/later
node scripts/minify.mjs "$stage"
node scripts/inline.mjs "$stage"
node scripts/precache.mjs "$stage"
