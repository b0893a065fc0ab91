#!/usr/bin/env bash
# Builds the game and serves it at http://127.0.0.1:8080 (rebuilds on change).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh
scripts/setup.sh
# No autoreload: Trunk would inject an inline script, which the page's Content-Security-Policy
# refuses. After a rebuild the service worker offers the new build ("Reload" in the notice).
exec scripts/trunk.sh serve --release --no-autoreload "$@"
