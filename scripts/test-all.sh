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
  passed=$((passed + p))
  skipped=$((skipped + s))
  failed=$((failed + f))
  ((rc != 0 || f != 0)) && status=1
  summary+=("$(printf '%-22s %4d passed, %d skipped, %d failed  (%ds)' "$name" "$p" "$s" "$f" \
    $((SECONDS - start)))")
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

build() {
  cmake -S server -B build/server -DCMAKE_BUILD_TYPE=Release -DAQUA_WERROR=ON >/dev/null &&
    cmake --build build/server -j "$(nproc)" &&
    make --no-print-directory web
}
run_suite "build" count_none build
if ((status != 0)); then
  echo "total: 0 passed, 0 skipped, 1 failed"
  exit 1
fi

# clang-tidy on the whole tree (scripts/tidy.sh) costs about 13 min of CPU on a fresh clone
# (770 CPU-s for 127 files, measured), 6-7 min on two idle cores: run first in "lint", it
# would take make test past 30 min. build/tidy-cache/ keeps the files that passed, so a
# second run checks only what changed. It runs from here at the lowest priority beside the
# suites below: the two API suites alone leave ~1,100 core-seconds idle (measured: 30 s of
# CPU in a 290 s run) while they wait on servers and databases. The "clang-tidy" suite at
# the end waits for it and shows its findings. TIDY_SCOPE=--changed: only the files changed
# since main.
(nice -n 19 scripts/tidy.sh ${TIDY_SCOPE-} >"$log_dir/tidy.out" 2>&1; echo $? >"$log_dir/tidy.rc") &
tidy_result() {
  while [[ ! -f $log_dir/tidy.rc ]]; do sleep 2; done
  cat "$log_dir/tidy.out"
  return "$(cat "$log_dir/tidy.rc")"
}

lint() {
  node scripts/check-readme-rooms.mjs && node scripts/check-citations.mjs &&
    clang-format --dry-run --Werror $(find server/src server/fuzz -name '*.cpp' -o -name '*.hpp') &&
    (cd web && npm run --silent lint && npm run --silent format:check && npm run --silent typecheck)
}
run_suite "lint" count_none lint
# Under a throwaway PostgreSQL: the unit tests that need one (db/batch.test.cpp) run, not skip.
run_suite "C++ unit" count_ctest scripts/with-postgres.sh ctest --test-dir build/server --output-on-failure
# One clang tree with ASan, UBSan and libFuzzer's coverage builds both the unit tests and the
# fuzzers (a second sanitizer tree cost about 4 min of a fresh run). -O1 keeps assertions on
# and the sanitizers' reports readable. The fuzzers run beside the unit tests: each is one
# process, and the unit tests wait on PostgreSQL much of the time.
sanitized() {
  CC=clang CXX=clang++ cmake -S server -B build/sanitize -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -g" -DAQUA_FUZZ=ON -DAQUA_TESTS=ON >/dev/null &&
    cmake --build build/sanitize -j "$(nproc)" || return 1
  (fuzz >"$log_dir/fuzz.out" 2>&1; echo $? >"$log_dir/fuzz.rc") </dev/null >/dev/null 2>&1 &
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
fuzz_result() {
  [[ -f $log_dir/fuzz.out ]] || { echo "the sanitizer tree did not build"; return 1; }
  while [[ ! -f $log_dir/fuzz.rc ]]; do sleep 2; done
  cat "$log_dir/fuzz.out"
  return "$(cat "$log_dir/fuzz.rc")"
}
run_suite "C++ unit (ASan+UBSan)" count_ctest sanitized
run_suite "fuzz (libFuzzer)" count_none fuzz_result
# Both next to a throwaway Kannel gateway (tests/api/sms-kannel.test.mjs). The two engines'
# runs go side by side: each test starts its own server on a free port with its own data
# directory (and database), and the runs spend most of their time waiting on servers and
# databases, so together they take little longer than one. The PostgreSQL run starts in the
# background and its suite below shows its output once the SQLite one is done.
(scripts/with-postgres.sh scripts/with-kannel.sh env AQUA_TEST_DB=postgresql \
  node --test --test-concurrency=1 --test-reporter=spec tests/api/ >"$log_dir/api-pg.out" 2>&1
  echo $? >"$log_dir/api-pg.rc") &
api_pg_result() {
  while [[ ! -f $log_dir/api-pg.rc ]]; do sleep 2; done
  cat "$log_dir/api-pg.out"
  return "$(cat "$log_dir/api-pg.rc")"
}
run_suite "API (SQLite)" count_node scripts/with-kannel.sh env AQUA_TEST_DB=sqlite \
  node --test --test-concurrency=1 --test-reporter=spec tests/api/
run_suite "API (PostgreSQL)" count_node api_pg_result
run_suite "web unit" count_vitest bash -c 'cd web && npx vitest run'
# Two shards side by side, each one file at a time against its own server (port, data dir and
# output dir): the specs share nothing, and each shard's server and Chromium wait on each
# other much of the time, so two keep both cores busy.
browser() {
  local rc=0 second
  (cd web && E2E_PORT=18082 E2E_OUTPUT_DIR=test-results/shard-2 \
    npx playwright test --shard=2/2 --reporter=list) >"$log_dir/browser-2.out" 2>&1 &
  second=$!
  (cd web && E2E_PORT=18081 E2E_OUTPUT_DIR=test-results/shard-1 \
    npx playwright test --shard=1/2 --reporter=list) || rc=1
  wait "$second" || rc=1
  echo "--- shard 2/2 ---"
  cat "$log_dir/browser-2.out"
  return $rc
}
run_suite "browser" count_playwright browser
run_suite "clang-tidy" count_none tidy_result

echo
echo "=== summary ==="
printf '%s\n' "${summary[@]}"
rm -rf "$log_dir"
echo "total: $passed passed, $skipped skipped, $failed failed"
exit $status
