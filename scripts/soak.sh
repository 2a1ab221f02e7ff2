#!/usr/bin/env bash
# make soak: tests/api/random-operations.test.mjs with far more steps than make test's, on
# SQLite and on a throwaway PostgreSQL, seed after seed, until one fails (its seed and last
# steps are in the failure message) or SOAK_ROUNDS rounds have passed.
#
# Env: SOAK_STEPS (steps per run, default 1000000: hours per engine), SOAK_ROUNDS (default 0:
#      no end), SOAK_ENGINES (default "sqlite postgresql"), AQUA_RANDOM_SEED (the first round's
#      seed; later rounds draw their own), AQUA_BIN as for tests/api/run.sh.
set -uo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root" || exit 2

steps="${SOAK_STEPS:-1000000}"
rounds="${SOAK_ROUNDS:-0}"
engines="${SOAK_ENGINES:-sqlite postgresql}"
bin="${AQUA_BIN:-$root/build/server/aquapure}"
[[ -x "$bin" ]] || { echo "soak: server binary not found: $bin (make server)" >&2; exit 2; }

round=0
while ((rounds == 0 || round < rounds)); do
  round=$((round + 1))
  seed="${AQUA_RANDOM_SEED:-$((RANDOM * 32768 + RANDOM + 1))}"
  unset AQUA_RANDOM_SEED
  for db in $engines; do
    echo "==== soak round $round on $db: seed $seed, $steps steps ($(date -u +%H:%M:%S) UTC) ===="
    wrap=()
    [[ "$db" == postgresql ]] && wrap=("$root/scripts/with-postgres.sh")
    if ! "${wrap[@]}" env AQUA_TEST_DB="$db" AQUA_RANDOM_SEED="$seed" AQUA_RANDOM_STEPS="$steps" \
      node --test --test-concurrency=1 tests/api/random-operations.test.mjs; then
      replay="AQUA_TEST_DB=$db AQUA_RANDOM_SEED=$seed AQUA_RANDOM_STEPS=$steps node --test tests/api/random-operations.test.mjs"
      [[ "$db" == postgresql ]] && replay="scripts/with-postgres.sh env $replay"
      echo "soak FAILED on $db with seed $seed; replay: $replay" >&2
      exit 1
    fi
  done
done
echo "soak: $round rounds passed."
