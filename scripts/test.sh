#!/usr/bin/env bash
# The one test command (README: `npm test`): lint, types, unit tests, API tests on PGlite and on
# PostgreSQL, then end-to-end tests against a fresh production build in Debian's Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."

is_root_with_apt() { [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; }
apt_updated=0
apt_install() {
  if [ "$apt_updated" = 0 ]; then DEBIAN_FRONTEND=noninteractive apt-get update -qq; apt_updated=1; fi
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
}

# The end-to-end tests run in Debian's Chromium headless shell (what Playwright runs headless; half
# the CPU of the full browser), else the full browser, or CHROME_PATH (tests/shared/chromium.ts).
ensure_chromium() {
  if [ -n "${CHROME_PATH:-}" ]; then
    if [ -x "$CHROME_PATH" ]; then return 0; fi
    echo "CHROME_PATH=$CHROME_PATH is not an executable browser." >&2
    exit 1
  fi
  if [ -x /usr/bin/chromium-headless-shell ]; then return 0; fi
  if is_root_with_apt; then
    echo "Installing Debian's chromium-headless-shell for the end-to-end tests…"
    apt_install chromium-headless-shell
    return 0
  fi
  if [ -x /usr/bin/chromium ]; then
    echo "Using the full /usr/bin/chromium (apt-get install chromium-headless-shell runs the end-to-end tests faster)."
    return 0
  fi
  cat >&2 <<'MSG'
The end-to-end tests need Chromium, and it is not installed.
  Debian/Ubuntu: sudo apt-get install chromium-headless-shell
  elsewhere:     install Chrome or Chromium and set CHROME_PATH to its executable
(Playwright's own browser download is not used by this project.)
MSG
  exit 1
}

ensure_haproxy() {
  if command -v haproxy >/dev/null 2>&1 || [ -x /usr/sbin/haproxy ] || [ -n "${HAPROXY_PATH:-}" ]; then return 0; fi
  if is_root_with_apt; then
    echo "Installing Debian's haproxy for the cluster tests…"
    apt_install haproxy
    return 0
  fi
  cat >&2 <<'MSG'
The cluster tests put three instances behind HAProxy, and it is not installed.
  Debian/Ubuntu: sudo apt-get install haproxy
  elsewhere:     install HAProxy 2.6 or later and set HAPROXY_PATH to its executable
  or skip PostgreSQL-backed suites with TEST_DATABASE_URL=skip
MSG
  exit 1
}

# Debian's prometheus: promtool checks GET /metrics (end-to-end tests) and Prometheus scrapes the
# cluster's instances (cluster tests).
ensure_prometheus() {
  if command -v promtool >/dev/null 2>&1 && command -v prometheus >/dev/null 2>&1; then return 0; fi
  if [ -n "${PROMETHEUS_PATH:-}" ] && [ -n "${PROMTOOL_PATH:-}" ]; then return 0; fi
  if is_root_with_apt; then
    echo "Installing Debian's prometheus for the metrics tests…"
    apt_install prometheus
    return 0
  fi
  cat >&2 <<'MSG'
The metrics tests check GET /metrics with promtool and scrape the cluster with Prometheus, and
they are not installed.
  Debian/Ubuntu: sudo apt-get install prometheus
  elsewhere:     install Prometheus 2.x and set PROMETHEUS_PATH and PROMTOOL_PATH
MSG
  exit 1
}

pg_answers() { node -e "
  const net = require('node:net');
  const s = net.connect(5432, '127.0.0.1', () => { s.end(); process.exit(0); });
  s.on('error', () => process.exit(1));
  setTimeout(() => process.exit(1), 2000);"; }

# The API suite also runs on PostgreSQL: the local server when it answers, else Debian's, started
# on 127.0.0.1 only. TEST_DATABASE_URL=skip runs PGlite only.
ensure_postgres() {
  if [ -n "${TEST_DATABASE_URL:-}" ]; then return 0; fi
  if ! pg_answers; then
    if ! is_root_with_apt; then
      echo "PostgreSQL is not running on 127.0.0.1:5432: set TEST_DATABASE_URL, or TEST_DATABASE_URL=skip." >&2
      exit 1
    fi
    if ! ls /etc/postgresql/*/main >/dev/null 2>&1; then
      echo "Installing Debian's postgresql for the API tests…"
      apt_install postgresql
    fi
    local version
    version=$(ls /etc/postgresql | sort -n | tail -1)
    sed -i "s/^#\?listen_addresses.*/listen_addresses = '127.0.0.1'/" "/etc/postgresql/$version/main/postgresql.conf"
    sed -i -E 's/^(host\s+all\s+all\s+127\.0\.0\.1\/32\s+)\S+/\1trust/; s/^(local\s+all\s+postgres\s+)\S+/\1trust/' "/etc/postgresql/$version/main/pg_hba.conf"
    pg_ctlcluster --skip-systemctl-redirect "$version" main start || pg_ctlcluster --skip-systemctl-redirect "$version" main restart
    for _ in $(seq 1 30); do pg_answers && break; sleep 1; done
    su postgres -c "psql -qc 'CREATE DATABASE test' 2>/dev/null" || true
  fi
  export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:5432/test"
}

# Each step says when it starts (seconds since the run began), so a slow phase shows in CI's log.
step() { printf '\n\033[1m▶ %s\033[0m (at %d s)\n' "$1" "$SECONDS"; }

# The production build (for the end-to-end and cluster tests) runs behind the steps that do not
# read dist/, and is waited for before the end-to-end tests; the API tests on PostgreSQL run beside
# those on PGlite (they mostly wait for the database). A failed step stops what runs behind it.
build_log=$(mktemp)
postgres_log=$(mktemp)
seed_log=$(mktemp)
build_pid=
postgres_pid=
seed_pid=
# The end-to-end servers' data (playwright.config.ts), migrated and seeded with the demo while the
# API tests run instead of before the first end-to-end test.
E2E_DATA_DIR=$(mktemp -d -t site-e2e-XXXXXX)
E2E_API_DATA_DIR=$(mktemp -d -t site-e2e-api-XXXXXX)
E2E_MIGRATED_DATA_DIR=$(mktemp -d -t site-e2e-migrated-XXXXXX)
E2E_SERVER_LOG=$(mktemp -t site-e2e-log-XXXXXX)
export E2E_DATA_DIR E2E_API_DATA_DIR E2E_MIGRATED_DATA_DIR
stop_behind() {
  for pid in "$build_pid" "$postgres_pid" "$seed_pid"; do
    if [ -n "$pid" ]; then kill "$pid" 2>/dev/null || true; fi
  done
  rm -f "$build_log" "$postgres_log" "$seed_log"
  rm -rf "$E2E_DATA_DIR" "$E2E_API_DATA_DIR" "$E2E_MIGRATED_DATA_DIR" "$E2E_SERVER_LOG"
}
trap stop_behind EXIT

step 'Lint and format (Biome)'
npm run -s lint
step 'Type check (tsc)'
npm run -s typecheck
step 'Layer rules (dependency-cruiser)'
npm run -s lint:layers
step 'Paths the docs quote (README.md, docs/)'
npm run -s lint:docs
step "File sizes (STYLE's limits)"
npm run -s lint:sizes
step 'Production build (started, behind the next steps)'
npm run -s build >"$build_log" 2>&1 &
build_pid=$!
step 'Unit tests (Vitest)'
npm run -s test:unit
if [ "${TEST_DATABASE_URL:-}" != "skip" ]; then
  ensure_postgres
  step "API tests on PostgreSQL (${TEST_DATABASE_URL%%@*}@…, started, beside the next step)"
  npm run -s test:api >"$postgres_log" 2>&1 &
  postgres_pid=$!
fi
step 'Demo data for the end-to-end servers (started, beside the next step)'
node tests/e2e/seed-data-dirs.ts "$E2E_DATA_DIR" "$E2E_API_DATA_DIR" >"$seed_log" 2>&1 &
seed_pid=$!
step 'API tests on PGlite (Vitest, real HTTP)'
TEST_DATABASE_URL= npm run -s test:api
if [ -n "$postgres_pid" ]; then
  step 'API tests on PostgreSQL (their end)'
  postgres_ok=1
  wait "$postgres_pid" || postgres_ok=0
  postgres_pid=
  cat "$postgres_log"
  if [ "$postgres_ok" = 0 ]; then exit 1; fi
fi
step 'Production build (its end)'
if ! wait "$build_pid"; then
  build_pid=
  cat "$build_log" >&2
  exit 1
fi
build_pid=
step 'Demo data for the end-to-end servers (its end)'
if ! wait "$seed_pid"; then
  seed_pid=
  cat "$seed_log" >&2
  exit 1
fi
seed_pid=
step 'End-to-end tests (Playwright, Chromium)'
ensure_chromium
ensure_prometheus
# Secrets of this run, known here too: the servers' log is checked for them afterwards.
E2E_JWT_SECRET=$(node -e "process.stdout.write(require('node:crypto').randomBytes(32).toString('hex'))")
E2E_METRICS_TOKEN=$(node -e "process.stdout.write(require('node:crypto').randomBytes(24).toString('hex'))")
export E2E_JWT_SECRET E2E_METRICS_TOKEN E2E_SERVER_LOG
npm run -s test:e2e
step "The servers' log holds no secret"
node scripts/check-log-secrets.ts "$E2E_SERVER_LOG"
if [ "${TEST_DATABASE_URL:-}" != "skip" ]; then
  ensure_haproxy
  step 'Cluster tests (3 instances behind HAProxy on one PostgreSQL)'
  npm run -s test:cluster
fi
step 'Every step passed'
