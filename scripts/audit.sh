#!/usr/bin/env bash
# Lighthouse audit of the release build: Performance, Accessibility and Best Practices must each
# score 95 or more, on the mobile and the desktop preset. Builds first unless given --no-build.
# Prints the scores; HTML and JSON reports go to tests/e2e/artifacts/lighthouse-*.
# (Accessibility is also checked with axe-core on every screen by tests/e2e/a11y.test.js.)
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh
scripts/setup.sh
if [ "${1:-}" != "--no-build" ]; then
  scripts/trunk.sh build --release
fi
export CHROME_PATH="${CHROME_PATH:-$(command -v chromium)}"
exec node scripts/audit.mjs
