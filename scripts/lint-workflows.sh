#!/usr/bin/env bash
# Checks the GitHub Actions workflows (.github/workflows/*.yml) with actionlint, which
# scripts/setup.sh installs: syntax, expressions, action inputs, job needs, and the run: scripts
# through shellcheck where shellcheck is installed (actionlint skips that check without it).
# Prints each finding and exits non-zero if there is any.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh
if ! command -v actionlint >/dev/null; then
  echo "[lint-workflows] actionlint is not installed: run scripts/setup.sh" >&2
  exit 1
fi
workflows=(.github/workflows/*.yml)
echo "[lint-workflows] $(actionlint -version | head -1) on ${workflows[*]}"
actionlint "${workflows[@]}"
echo "[lint-workflows] no findings"
