#!/usr/bin/env bash
# Builds the game and serves it at http://127.0.0.1:8080 (rebuilds on change).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh
scripts/setup.sh
exec trunk serve --release "$@"
