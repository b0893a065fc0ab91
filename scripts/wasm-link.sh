#!/usr/bin/env bash
# The linker of the page's WebAssembly (scripts/env.sh, use_page_linker). It links with Rust's own
# rust-lld, exactly as rustc would without it. When the program has split points
# (`#[wasm_split]`: the page's later parts, src/later.rs), it links with relocations kept,
# splits the module with wasm-split-cli (scripts/setup.sh installs it), and leaves the page's
# part where rustc expects its output; scripts/split-link.mjs says what else it writes, and
# why. The split has to come before wasm-bindgen, which Trunk runs on that output, so it
# happens here. A program without split points is linked as it is.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"

# rustc names the output (-o), the sysroot's library directory (-L), and the exports: a split
# point's export names the split. Long command lines come in an @file, one argument a line.
args=()
for arg in "$@"; do
  if [[ $arg == @* ]]; then
    mapfile -t more < "${arg:1}"
    args+=("${more[@]}")
  else
    args+=("$arg")
  fi
done
out="" sysroot="" split=""
for ((i = 1; i < ${#args[@]}; i++)); do
  prev=${args[i - 1]//\"/} arg=${args[i]//\"/}
  case "$prev" in
    -o) out=$arg ;;
    -L) [[ $arg == */lib/rustlib/wasm32-unknown-unknown/lib/self-contained ]] && sysroot=${arg%/lib/rustlib/*} ;;
    --export) [[ $arg == __wasm_split_00* ]] && split=1 ;;
  esac
done
[ -n "$sysroot" ] || sysroot=$(rustc --print sysroot)
lld=$(ls "$sysroot"/lib/rustlib/*/bin/rust-lld | head -n 1)

if [ -z "$split" ]; then
  exec "$lld" "$@"
fi
if ! command -v wasm-split-cli >/dev/null; then
  echo "wasm-link.sh: wasm-split-cli is missing: run scripts/setup.sh" >&2
  exit 1
fi
# Built natively by scripts/trunk.sh before Trunk builds the page (crates/wasm-rename).
rename="${CARGO_TARGET_DIR:-$here/../target}/debug/wasm-rename"
if [ ! -x "$rename" ]; then
  echo "wasm-link.sh: $rename is missing: scripts/trunk.sh builds it (cargo build -p yahtzee-wasm-rename)" >&2
  exit 1
fi
"$lld" "$@" --emit-relocs
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
wasm-split-cli --target web --out-name main "$out" "$work" >&2
node "$here/split-link.mjs" "$work" "$out" "$(dirname "$out")/../later" "$rename"
