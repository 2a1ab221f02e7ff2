#!/usr/bin/env bash
# Where PostgreSQL's time goes when orders are placed: a short placement run
# (wrk -c32, bench/order.lua) against a throwaway PostgreSQL with pg_stat_statements, then
# each statement's calls and execution time per order placed. A diagnosis, not a budget:
# execution time leaves out parsing, the protocol and the commit, and the mail worker's
# statements count for the orders whose mails it sent during the run.
#
# Usage: bench/pg-statements.sh   Env: BENCH_DURATION (default 5s), AQUA_BIN, TOP (default 25)
set -euo pipefail
cd "$(dirname "$0")/.."
export DURATION="${BENCH_DURATION:-5s}" BIN="${AQUA_BIN:-build/server/aquapure}" TOP="${TOP:-25}"
export AQUA_ORDER_RATE=1000000/60 AQUA_ORDER_CUSTOMER_RATE=1000000/60 AQUA_MAX_CONNECTIONS_PER_IP=0
export BENCH_DELIVERY_DATE="$(TZ=Asia/Karachi date -d tomorrow +%F)"
export AQUA_TEST_PG_SETTINGS="-c shared_preload_libraries=pg_stat_statements -c pg_stat_statements.track=all"

run() {
  set -euo pipefail
  psql "$AQUA_TEST_PG_ADMIN_URL" -qc "CREATE DATABASE bench" >/dev/null
  local url="postgresql://postgres@127.0.0.1:$AQUA_TEST_PG_PORT/bench" port
  psql "$url" -qc "CREATE EXTENSION pg_stat_statements" >/dev/null
  work=$(mktemp -d /tmp/aqua-pgstat.XXXXXX)
  chmod 755 "$work"
  port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
  AQUA_DATABASE_URL="$url" AQUA_PORT="$port" AQUA_DATA_DIR="$work" AQUA_THREADS=2 \
    AQUA_LOG_LEVEL=warn "$BIN" serve >"$work/server.log" 2>&1 &
  pid=$!
  trap 'kill $pid 2>/dev/null || true; rm -rf "$work"' EXIT
  local up=""
  for _ in $(seq 300); do
    curl -fs "http://127.0.0.1:$port/api/health" >/dev/null && up=1 && break
    sleep 0.1
  done
  [[ -n "$up" ]] || { echo "the server did not start:" >&2; cat "$work/server.log" >&2; exit 1; }
  psql "$url" -qc "SELECT pg_stat_statements_reset()" >/dev/null
  wrk -t2 -c32 -d"$DURATION" -s bench/order.lua "http://127.0.0.1:$port" | grep -E 'Requests/sec'
  sleep 3  # the mail worker catches up
  local orders
  orders=$(psql "$url" -Atc "SELECT count(*) FROM orders")
  echo "orders placed: $orders"
  ((orders > 0)) || { echo "no order was placed" >&2; exit 1; }
  psql "$url" -P footer=off -c "
    SELECT round(calls::numeric / $orders, 2) AS calls_per_order,
           round((total_exec_time * 1000 / $orders)::numeric, 1) AS exec_us_per_order,
           left(regexp_replace(query, '\s+', ' ', 'g'), 100) AS statement
    FROM pg_stat_statements WHERE query NOT LIKE '%pg_stat_statements%'
    ORDER BY total_exec_time DESC LIMIT $TOP"
  psql "$url" -Atc "
    SELECT 'all statements: ' || round(sum(calls)::numeric / $orders, 1) || ' per order, ' ||
           round((sum(total_exec_time) * 1000 / $orders)::numeric) || ' us of execution per order'
    FROM pg_stat_statements WHERE query NOT LIKE '%pg_stat_statements%'"
}
export -f run
scripts/with-postgres.sh bash -c run
