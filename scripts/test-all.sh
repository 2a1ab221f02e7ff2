#!/usr/bin/env bash
# `make test`: installs what the tests need, builds everything (warnings as errors), runs
# every suite and ends with one summary line: "total: N passed, N skipped, N failed". A test
# that did not run counts as skipped, never as passed; a browser test that passed only on a
# retry (Playwright's "flaky") counts as failed and fails the run.
set -uo pipefail
cd "$(dirname "$0")/.."
export NO_COLOR=1 FORCE_COLOR=0 CI="${CI:-}"

scripts/install-deps.sh test || { echo "total: 0 passed, 0 skipped, 1 failed"; exit 1; }

log_dir="$(mktemp -d /tmp/aqua-test.XXXXXX)"
passed=0 skipped=0 failed=0 status=0
summary=()

# run_suite NAME PARSER CMD... : runs CMD, shows its output, counts its tests with PARSER
# (which prints "PASSED SKIPPED FAILED").
run_suite() {
  local name="$1" parser="$2"
  shift 2
  local log="$log_dir/${name//[^a-zA-Z0-9]/_}.log"
  echo
  echo "=== $name ==="
  local start=$SECONDS
  "$@" 2>&1 | tee "$log"
  local rc=${PIPESTATUS[0]}
  local p=0 s=0 f=0
  read -r p s f < <("$parser" "$log")
  if ((rc != 0 && f == 0)); then f=1; fi
  if ((rc == 0 && p == 0 && s == 0 && f == 0)); then p=1; fi
  local secs=$((SECONDS - start)) where=""
  if [[ $1 == waited && -f $log_dir/$2.secs ]]; then
    secs=$(cat "$log_dir/$2.secs") where=", in the background"
  fi
  passed=$((passed + p))
  skipped=$((skipped + s))
  failed=$((failed + f))
  ((rc != 0 || f != 0)) && status=1
  summary+=("$(printf '%-22s %4d passed, %d skipped, %d failed  (%ds%s)' "$name" "$p" "$s" "$f" \
    "$secs" "$where")")
}

# ctest counts a skipped test (***Skipped) as passed in "N% tests passed, F tests failed out
# of T" and leaves a disabled one out of T; both are listed under "The following tests did
# not run:". Passed here is T - F - skipped; skipped is every test listed as not run.
count_ctest() {
  awk '
    /tests passed, [0-9]+ tests? failed out of [0-9]+/ {
      for (i = 1; i <= NF; i++) {
        if ($i == "out" && $(i + 1) == "of") total += $(i + 2)
        if ($(i + 1) ~ /^tests?$/ && $(i + 2) == "failed") failed += $i
      }
      next
    }
    /^The following tests did not run:/ { listing = 1; next }
    listing && /^[ \t]+[0-9]+ - .*\((Skipped|Disabled)\)[ \t]*$/ {
      if ($0 ~ /\(Skipped\)/) counted++
      skipped++
      next
    }
    { listing = 0 }
    END { print total - failed - counted, skipped + 0, failed + 0 }
  ' "$1"
}
# Node's test runner: "ℹ pass N" (spec reporter) or "# pass N" (TAP), and so on.
count_node() {
  local p s f
  p=$(sed -nE 's/^(ℹ|#) pass ([0-9]+)$/\2/p' "$1" | awk '{s+=$1} END {print s+0}')
  s=$(sed -nE 's/^(ℹ|#) (skipped|skip|todo) ([0-9]+)$/\3/p' "$1" | awk '{s+=$1} END {print s+0}')
  f=$(sed -nE 's/^(ℹ|#) fail ([0-9]+)$/\2/p' "$1" | awk '{s+=$1} END {print s+0}')
  echo "$p $s $f"
}
# Vitest: "      Tests  2 failed | 40 passed | 3 skipped | 1 todo (46)".
count_vitest() {
  local line p s t f
  line=$(grep -E '^\s+Tests\s+' "$1" | tail -1)
  p=$(echo "$line" | sed -nE 's/.*[^0-9]([0-9]+) passed.*/\1/p')
  s=$(echo "$line" | sed -nE 's/.*[^0-9]([0-9]+) skipped.*/\1/p')
  t=$(echo "$line" | sed -nE 's/.*[^0-9]([0-9]+) todo.*/\1/p')
  f=$(echo "$line" | sed -nE 's/.*[^0-9]([0-9]+) failed.*/\1/p')
  echo "${p:-0} $((${s:-0} + ${t:-0})) ${f:-0}"
}
# Playwright's list reporter ends with "  N passed", "  N skipped", "  N flaky", "  N failed"
# lines. A flaky test passed only on a retry: it counts as failed (and fails the run, though
# Playwright itself exits 0).
# The suite runs as two shards, each ending with its own lines: they are added up.
count_playwright() {
  sum() { sed -nE "s/^\s+([0-9]+) ($1)( .*)?$/\1/p" "$2" | awk '{s+=$1} END {print s+0}'; }
  echo "$(sum passed "$1") $(sum 'skipped|did not run' "$1") $(($(sum failed "$1") + $(sum flaky "$1")))"
}
count_none() { echo "0 0 0"; }

# Runs CMD in the background as suite NAME: its output, exit status and seconds go to
# $log_dir/NAME.{out,rc,secs}; `waited NAME` (a run_suite command) shows them once it ends.
background() {
  local name="$1"
  shift
  touch "$log_dir/$name.started"
  (
    local start=$SECONDS rc=0
    "$@" >"$log_dir/$name.out" 2>&1 </dev/null || rc=$?
    echo $((SECONDS - start)) >"$log_dir/$name.secs"
    echo $rc >"$log_dir/$name.rc"
  ) </dev/null >/dev/null 2>&1 &
}
waited() {
  [[ -f $log_dir/$1.started ]] || { echo "$1 did not start"; return 1; }
  while [[ ! -f $log_dir/$1.rc ]]; do sleep 2; done
  cat "$log_dir/$1.out"
  return "$(cat "$log_dir/$1.rc")"
}

# The release tree builds the server only: the unit tests run once, in the sanitizer tree
# below (their release build cost about 3 CPU-minutes and found nothing the sanitizers miss).
# It is configured first, once: clang-tidy reads its compile database from the start.
configured=0
cmake -S server -B build/server -DCMAKE_BUILD_TYPE=Release -DAQUA_WERROR=ON >/dev/null && configured=1

# clang-tidy on the whole tree (scripts/tidy.sh) costs more CPU than any suite on a fresh
# clone (770 CPU-s when the tree had 127 files; it has 215 now): it runs from the start, at the
# lowest priority, on whatever CPU the build and the suites below leave idle (it needs only
# the compile database, not the build); the "clang-tidy" suite at the end waits for it and
# shows its findings. build/tidy-cache/ keeps the files that passed, so a second run checks
# only what changed. TIDY_SCOPE=--changed: only the files changed since main.
((configured)) && background tidy nice -n 19 scripts/tidy.sh ${TIDY_SCOPE-}

build() {
  ((configured)) || { echo "cmake could not configure build/server"; return 1; }
  cmake --build build/server --target aquapure -j "$(nproc)" &&
    make --no-print-directory web
}
run_suite "build" count_none build
if ((status != 0)); then
  echo "total: 0 passed, 0 skipped, 1 failed"
  exit 1
fi

lint() {
  node scripts/check-readme-rooms.mjs && node scripts/check-citations.mjs &&
    clang-format --dry-run --Werror $(find server/src server/fuzz -name '*.cpp' -o -name '*.hpp') &&
    (cd web && npm run --silent lint && npm run --silent format:check && npm run --silent typecheck)
}
run_suite "lint" count_none lint

# The API suites on both engines, next to a throwaway Kannel gateway each
# (tests/api/sms-kannel.test.mjs), start now in the background: each test starts its own
# server on a free port with its own data directory (and database), and they spend most of
# their time waiting on servers and databases (measured: 30 s of CPU in a 290 s run). The
# sanitizer build, the fuzzers and the web unit tests use that idle CPU meanwhile, at a lower
# priority than the API servers.
background api-pg scripts/with-postgres.sh scripts/with-kannel.sh env AQUA_TEST_DB=postgresql \
  node --test --test-concurrency=1 --test-reporter=spec tests/api/
background api-sqlite scripts/with-kannel.sh env AQUA_TEST_DB=sqlite \
  node --test --test-concurrency=1 --test-reporter=spec tests/api/

# One clang tree with ASan, UBSan and libFuzzer's coverage builds both the unit tests and the
# fuzzers. -O0 -gline-tables-only: half the compile time of -O1 -g (measured on the heaviest
# files), assertions on, and file:line in every sanitizer report. The unit tests run under a
# throwaway PostgreSQL (db/batch.test.cpp needs one); the fuzzers run beside them: each is
# one process, and the unit tests wait on PostgreSQL much of the time.
sanitized() {
  CC=clang CXX=clang++ cmake -S server -B build/sanitize -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O0 -gline-tables-only" -DAQUA_FUZZ=ON -DAQUA_TESTS=ON \
    >/dev/null && nice -n 5 cmake --build build/sanitize -j "$(nproc)" || return 1
  background fuzz fuzz
  scripts/with-postgres.sh ctest --test-dir build/sanitize --output-on-failure
}
fuzz() {
  local t rc=0 work root="$PWD"
  work="$(mktemp -d /tmp/aqua-fuzz.XXXXXX)"
  for t in order quote contact admin_write router; do
    mkdir -p "$work/$t"
    echo "fuzz_$t: ${FUZZ_SECONDS:-15} s"
    (cd "$work" && "$root/build/sanitize/fuzz_$t" -max_total_time="${FUZZ_SECONDS:-15}" \
      -rss_limit_mb=2048 -seed=1 -print_final_stats=1 "$work/$t" "$root/server/fuzz/corpus/$t" 2>&1 |
      grep -E "^Done|stat::number_of_executed_units|ERROR|SUMMARY|Test unit written") || rc=1
    ls "$work"/crash-* "$work"/leak-* "$work"/timeout-* >/dev/null 2>&1 && rc=1
  done
  rm -rf "$work"
  return $rc
}
run_suite "C++ unit (ASan+UBSan)" count_ctest sanitized
run_suite "fuzz (libFuzzer)" count_none waited fuzz
run_suite "web unit" count_vitest bash -c 'cd web && npx vitest run'
run_suite "API (SQLite)" count_node waited api-sqlite
run_suite "API (PostgreSQL)" count_node waited api-pg

# Two shards side by side, each one file at a time against its own server (port, data dir and
# output dir), each with the files e2e/shards.ts gives it by their measured durations: the
# specs share nothing, and each shard's server and Chromium wait on each other much of the
# time, so two keep both cores busy. A failed test runs once more, with a trace. Each shard
# also writes a JSON report: `node web/scripts/e2e-durations.mjs web/test-results/shard-*.json`
# refreshes the durations the shards are balanced by.
browser() {
  local rc=0 second
  export E2E_TRACE=on-first-retry
  (cd web && E2E_SHARD=2/2 E2E_PORT=18082 E2E_OUTPUT_DIR=test-results/shard-2 \
    PLAYWRIGHT_JSON_OUTPUT_NAME=test-results/shard-2.json \
    npx playwright test --retries=1 --reporter=list,json) >"$log_dir/browser-2.out" 2>&1 &
  second=$!
  (cd web && E2E_SHARD=1/2 E2E_PORT=18081 E2E_OUTPUT_DIR=test-results/shard-1 \
    PLAYWRIGHT_JSON_OUTPUT_NAME=test-results/shard-1.json \
    npx playwright test --retries=1 --reporter=list,json) || rc=1
  wait "$second" || rc=1
  echo "--- shard 2/2 ---"
  cat "$log_dir/browser-2.out"
  return $rc
}
run_suite "browser" count_playwright browser
run_suite "clang-tidy" count_none waited tidy

echo
echo "=== summary ==="
printf '%s\n' "${summary[@]}"
rm -rf "$log_dir"
echo "total: $passed passed, $skipped skipped, $failed failed"
exit $status
