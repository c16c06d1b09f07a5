#!/usr/bin/env bash
# The one test command (README: `npm test`): lint, types, unit tests, then end-to-end tests
# against a fresh production build in Debian's Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."

ensure_chromium() {
  local browser="${CHROME_PATH:-/usr/bin/chromium}"
  if [ -x "$browser" ]; then return 0; fi
  if [ -n "${CHROME_PATH:-}" ]; then
    echo "CHROME_PATH=$CHROME_PATH is not an executable browser." >&2
    exit 1
  fi
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    echo "Installing Debian's chromium for the end-to-end tests…"
    DEBIAN_FRONTEND=noninteractive apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
    return 0
  fi
  cat >&2 <<'MSG'
The end-to-end tests need Chromium, and it is not installed.
  Debian/Ubuntu: sudo apt-get install chromium
  elsewhere:     install Chrome or Chromium and set CHROME_PATH to its executable
(Playwright's own browser download is not used by this project.)
MSG
  exit 1
}

step() { printf '\n\033[1m▶ %s\033[0m\n' "$1"; }

step 'Lint and format (Biome)'
npm run -s lint
step 'Type check (tsc)'
npm run -s typecheck
step 'Unit tests (Vitest)'
npm run -s test:unit
step 'Production build'
npm run -s build >/dev/null
step 'End-to-end tests (Playwright, Chromium)'
ensure_chromium
npm run -s test:e2e
