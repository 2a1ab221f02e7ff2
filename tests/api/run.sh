#!/usr/bin/env bash
# Runs the HTTP API tests against the real server binary, once on SQLite and once on a
# throwaway PostgreSQL (scripts/with-postgres.sh). Fails if either run fails.
#
# Usage: tests/api/run.sh [sqlite|postgresql|both]     (default: both)
# Env:   AQUA_BIN=path/to/aquapure   (default: build/server/aquapure)
#        AQUA_TEST_KEEP=1            keep the servers' temp dirs for inspection
set -uo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$root" || exit 2

which_db="${1:-both}"
case "$which_db" in
  sqlite | postgresql | both) ;;
  *)
    echo "usage: tests/api/run.sh [sqlite|postgresql|both]" >&2
    exit 2
    ;;
esac

bin="${AQUA_BIN:-$root/build/server/aquapure}"
if [[ ! -x "$bin" ]]; then
  echo "run.sh: server binary not found or not executable: $bin" >&2
  echo "  build it first (cmake -S server -B build/server && cmake --build build/server) or set AQUA_BIN" >&2
  exit 2
fi
command -v node >/dev/null || { echo "run.sh: node not found (scripts/install-deps.sh)" >&2; exit 2; }

tmp="$(mktemp -d)"
trap 'rm -rf -- "$tmp"' EXIT

# Each file (and each test) may take up to 2 minutes: a busy 2-core machine doubles the slow
# ones (subscriptions, delivery) past the old minute; a hang still fails.
node_test=(node --test --test-concurrency=1 --test-timeout=120000
  --test-reporter=spec --test-reporter-destination=stdout
  --test-reporter=tap)

summary() { # db tapfile
  echo "---- summary ($1) ----"
  grep -E '^# (tests|suites|pass|fail|cancelled|skipped|todo|duration_ms) ' "$2" || echo "# (no summary: the test runner did not finish)"
}

failed=()
run_suite() { # db [wrapper...]
  local db="$1"
  shift
  local tap="$tmp/$db.tap"
  echo
  echo "==== API tests on $db ===="
  "$@" env AQUA_TEST_DB="$db" "${node_test[@]}" --test-reporter-destination="$tap" tests/api/
  local rc=$?
  summary "$db" "$tap"
  ((rc == 0)) || failed+=("$db")
  return 0
}

[[ "$which_db" == sqlite || "$which_db" == both ]] && run_suite sqlite
[[ "$which_db" == postgresql || "$which_db" == both ]] && run_suite postgresql "$root/scripts/with-postgres.sh"

echo
if ((${#failed[@]})); then
  echo "API tests FAILED on: ${failed[*]}"
  exit 1
fi
echo "API tests passed."
