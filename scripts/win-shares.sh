#!/usr/bin/env bash
# Measures the share of two-player games the Tactician wins against an Expert in each game, with
# its official options, and writes the command line's report to
# crates/solver/src/towin/win_shares.txt, which `towin::WIN_SHARES` (what the setup shows) must
# match (crates/solver/tests/towin.rs reads it). Every game is dealt from a fixed seed, so a run
# repeats exactly. About half an hour on two cores: `scripts/win-shares.sh`.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh
cargo build --release --locked -p yahtzee-cli
out=crates/solver/src/towin/win_shares.txt
# Games per game: the slower end games (Tricolor, Lucky7) get fewer, and wider intervals.
runs=("classic 20000" "yatzy 20000" "yacht 20000" "tricolor 6000" "lucky7 3000")
{
  echo "# The Tactician against an Expert, two players, each game with its official options:"
  echo "# written by scripts/win-shares.sh, the command line's report of each duel under its command."
  for run in "${runs[@]}"; do
    read -r key games <<<"$run"
    echo "\$ yahtzee duel --variant $key --games $games --seed 1"
    ./target/release/yahtzee duel --variant "$key" --games "$games" --seed 1 | head -1
  done
} >"$out.new"
mv "$out.new" "$out"
cat "$out"
