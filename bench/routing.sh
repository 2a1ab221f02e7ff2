#!/usr/bin/env bash
# bench/routing.sh: the route planner against Solomon's VRPTW instances (average gap to the
# best-known distances, 2 s each) and a synthetic day of 2,500 stops and 20 drivers (10 s).
# Run by `make bench` (bench/run.sh) or alone. Never a timed test; figures we keep go to
# docs/performance.md ("Routes") by hand.
#
# The instance files are not in the repository (bench/routing/README.md says why and how to
# get them): put C101.txt ... RC108.txt in bench/routing/solomon/ or point SOLOMON_DIR at them.
#   SOLOMON_DIR=/path/to/solomon bench/routing.sh
#   ROUTING_SECONDS=2 ROUTING_DAY_SECONDS=10
set -euo pipefail
cd "$(dirname "$0")/.."
dir="${SOLOMON_DIR:-bench/routing/solomon}"
build=build/bench-routing
cmake -S server -B "$build" -DCMAKE_BUILD_TYPE=Release -DAQUA_BENCH=ON -DAQUA_TESTS=OFF >/dev/null
nice -n 10 cmake --build "$build" -j2 --target routing_bench >/dev/null
args=(--day --day-seconds "${ROUTING_DAY_SECONDS:-10}")
if compgen -G "$dir/*.txt" >/dev/null; then
  args=(--solomon "$dir" --seconds "${ROUTING_SECONDS:-2}" "${args[@]}")
else
  echo "routing: no Solomon instances in $dir (see bench/routing/README.md); the day only"
fi
"$build/routing_bench" "${args[@]}"
