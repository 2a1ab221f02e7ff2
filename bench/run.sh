#!/usr/bin/env bash
# `make bench`: measures the shop against budgets (never a timed test). Prints a table and
# writes bench/results/latest.txt. Figures we keep go to docs/performance.md by hand.
#
#   catalogue: wrk on GET /api/products vs nginx serving the same bytes as a static file,
#              same run, same connections (c64); ratio, p99 and the server's peak RSS.
#   routes:    bench/routing.sh, the route planner on Solomon's instances and a 2,500-stop day.
set -euo pipefail
cd "$(dirname "$0")/.."
# wrk is one client address placing thousands of orders for one customer: lift the flood
# limits (docs/deploy.md, "Limits") that would refuse it in production.
export AQUA_ORDER_RATE=1000000/60 AQUA_ORDER_CUSTOMER_RATE=1000000/60 AQUA_MAX_CONNECTIONS_PER_IP=0
scripts/install-deps.sh bench
make --no-print-directory server web >/dev/null

DURATION="${BENCH_DURATION:-10s}"
CONNECTIONS="${BENCH_CONNECTIONS:-64}"
THREADS="${BENCH_THREADS:-2}"
work="$(mktemp -d /tmp/aqua-bench.XXXXXX)"
chmod 755 "$work"
mkdir -p bench/results
out=bench/results/latest.txt
: >"$out"
pids=()
cleanup() {
  for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done
  [[ -f "$work/nginx.pid" ]] && kill "$(cat "$work/nginx.pid")" 2>/dev/null || true
  sleep 0.3
  rm -rf "$work"
}
trap cleanup EXIT

source bench/lib.sh

# wrk_run URL -> "requests_per_second p99_ms"
wrk_run() {
  local raw
  raw=$(wrk -t"$THREADS" -c"$CONNECTIONS" -d"$DURATION" --latency "$1")
  local rps p99
  rps=$(echo "$raw" | awk '/Requests\/sec/ {print $2}')
  p99=$(echo "$raw" | awk '$1=="99%" {v=$2; if (v ~ /us$/) {sub(/us/,"",v); v=v/1000} else if (v ~ /ms$/) {sub(/ms/,"",v)} else if (v ~ /s$/) {sub(/s/,"",v); v=v*1000}; print v}')
  echo "$rps $p99"
}

record() { echo "$*" | tee -a "$out"; }

# --- the shop server ---------------------------------------------------------------------
port=$(free_port)
AQUA_PORT=$port AQUA_DATA_DIR="$work/data" AQUA_WEB_DIR="$PWD/web/dist" AQUA_THREADS="$THREADS" \
  AQUA_LOG_LEVEL=warn build/server/aquapure serve >"$work/server.log" 2>&1 &
server_pid=$!
pids+=("$server_pid")
wait_http "http://127.0.0.1:$port/api/health"

# --- nginx with the very same bytes --------------------------------------------------------
start_nginx
mkdir -p "$work/www/api"
curl -fs "http://127.0.0.1:$port/api/products" >"$work/www/api/products"
wait_http "http://127.0.0.1:$nport/api/products"

bytes=$(wc -c <"$work/www/api/products")
record "catalogue: GET /api/products ($bytes bytes), wrk -t$THREADS -c$CONNECTIONS -d$DURATION"
read -r n_rps n_p99 < <(wrk_run "http://127.0.0.1:$nport/api/products")
# RSS under load: sampled while wrk runs (the start-up peak is one Argon2id hash of the
# demo admin's password, 64 MB for a moment, which is not what serving costs).
rss_file="$work/rss"
echo 0 >"$rss_file"
( while kill -0 "$server_pid" 2>/dev/null; do
    r=$(awk '/VmRSS/ {print $2}' "/proc/$server_pid/status" 2>/dev/null || echo 0)
    [[ ${r:-0} -gt $(cat "$rss_file") ]] && echo "$r" >"$rss_file"
    sleep 0.2
  done ) &
sampler=$!
read -r s_rps s_p99 < <(wrk_run "http://127.0.0.1:$port/api/products")
kill "$sampler" 2>/dev/null || true
rss_kb=$(cat "$rss_file")
ratio=$(awk -v a="$s_rps" -v b="$n_rps" 'BEGIN {printf "%.2f", a/b}')
record "$(printf '  %-18s %10s req/s   p99 %6s ms' nginx-static "$n_rps" "$n_p99")"
record "$(printf '  %-18s %10s req/s   p99 %6s ms   RSS under load %d MB' aquapure "$s_rps" "$s_p99" $((rss_kb / 1024)))"
record "  ratio aquapure/nginx: $ratio   (budget >= 0.90, p99 <= 10 ms, RSS <= 50 MB)"

# --- order placement ---------------------------------------------------------------------
# 32 connections, each request a new order with its own Idempotency-Key (bench/order.lua).
export BENCH_DELIVERY_DATE="$(TZ=Asia/Karachi date -d tomorrow +%F)"
order_bench() {  # label url
  local raw rps p99 non2xx
  raw=$(wrk -t"$THREADS" -c32 -d"$DURATION" --latency -s bench/order.lua "$2")
  rps=$(echo "$raw" | awk '/Requests\/sec/ {print $2}')
  p99=$(echo "$raw" | awk '$1=="99%" {print $2}')
  non2xx=$(echo "$raw" | awk '/Non-2xx/ {print $5}')
  record "$(printf '  %-26s %8s orders/s   p99 %8s   non-2xx %s' "$1" "$rps" "$p99" "${non2xx:-0}")"
}
record "orders: POST /api/orders (3 lines, 2 mails each), wrk -t$THREADS -c32 -d$DURATION"
kill "$server_pid"
wait "$server_pid" 2>/dev/null || true
port=$(free_port)
AQUA_PORT=$port AQUA_DATA_DIR="$work/data-orders" AQUA_THREADS="$THREADS" AQUA_LOG_LEVEL=warn \
  build/server/aquapure serve >"$work/server-orders.log" 2>&1 &
pids+=("$!")
wait_http "http://127.0.0.1:$port/api/health"
order_bench "SQLite (synchronous=FULL)" "http://127.0.0.1:$port"
kill "${pids[-1]}"

pg_orders() {
  psql "$AQUA_TEST_PG_ADMIN_URL" -qc "CREATE DATABASE bench" >/dev/null
  local p
  p=$(free_port)
  AQUA_PORT=$p AQUA_DATA_DIR="$work/data-pg" AQUA_THREADS="$THREADS" AQUA_LOG_LEVEL=warn \
    AQUA_DATABASE_URL="postgresql://postgres@127.0.0.1:$AQUA_TEST_PG_PORT/bench" \
    build/server/aquapure serve >"$work/server-pg.log" 2>&1 &
  local spid=$!
  wait_http "http://127.0.0.1:$p/api/health"
  order_bench "PostgreSQL" "http://127.0.0.1:$p"
  kill "$spid"
  wait "$spid" 2>/dev/null || true
}
export -f pg_orders order_bench record free_port wait_http
export THREADS DURATION work out
scripts/with-postgres.sh bash -c pg_orders
echo
echo "Results in $out"
bench/lighthouse.sh | tee -a "$out" || echo "lighthouse: a budget was missed (see above)" | tee -a "$out"
bench/routing.sh | tee -a "$out" || echo "routing: the planner's benchmark failed (see above)" | tee -a "$out"
bench/sms.sh | tee -a "$out" || echo "sms: the text messages benchmark failed (see above)" | tee -a "$out"
