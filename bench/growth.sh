#!/usr/bin/env bash
# `make bench-growth`: the shop grown to ORDERS orders (default 1,000,000) and PRODUCTS
# products (default 10,000), on SQLite and on PostgreSQL. Measures every public catalogue
# filter against nginx serving the same bytes (same run, same connections), and the admin
# pages (orders list: first page, a deep page, search, status; customers; CSV export;
# products list pages and search; a product PUT: bench/products.sh)
# against their goals. Never a timed test: prints figures, writes
# bench/results/growth.txt.
#
# Env: ORDERS, PRODUCTS, BENCH_DURATION (default 5s), ENGINES ("sqlite postgresql")
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh bench
make --no-print-directory server web >/dev/null

export ORDERS="${ORDERS:-1000000}" PRODUCTS="${PRODUCTS:-10000}"
export DURATION="${BENCH_DURATION:-5s}" THREADS=2
ENGINES="${ENGINES:-sqlite postgresql}"
work="$(mktemp -d /tmp/aqua-growth.XXXXXX)"
chmod 755 "$work"
mkdir -p bench/results
export out="$PWD/bench/results/growth.txt" work
: >"$out"
trap 'kill $(jobs -p) 2>/dev/null || true; [[ -f $work/nginx.pid ]] && kill "$(cat "$work/nginx.pid")" 2>/dev/null || true; sleep 0.3; rm -rf "$work"' EXIT

source bench/lib.sh
record() { echo "$*" | tee -a "$out"; }

# wrk_run CONNECTIONS URL [header] -> "req/s p50_ms p99_ms"
wrk_run() {
  local raw
  if [[ -n "${3:-}" ]]; then
    raw=$(wrk -t"$THREADS" -c"$1" -d"$DURATION" --timeout 10s --latency -H "$3" "$2")
  else
    raw=$(wrk -t"$THREADS" -c"$1" -d"$DURATION" --timeout 10s --latency "$2")
  fi
  local bad
  bad=$(echo "$raw" | awk '/Non-2xx/ {print $5}')
  [[ -n "$bad" ]] && echo "  (wrk: $bad non-2xx answers on $2)" >&2
  echo "$(echo "$raw" | awk '/Requests\/sec/ {print $2}') $(ms "$(echo "$raw" | awk '$1=="50%" {print $2}')") $(ms "$(echo "$raw" | awk '$1=="99%" {print $2}')")"
}

# catalogue QUERY CONNECTIONS: the shop and nginx (the same bytes as a file), ratio.
catalogue() {
  local q="$1" c="$2" name
  name="q$(echo "$q$c" | md5sum | cut -c1-8).json"
  curl -fs "http://127.0.0.1:$port/api/products$q" >"$work/www/$name"
  read -r n_rps _ n_p99 < <(wrk_run "$c" "http://127.0.0.1:$nport/$name")
  read -r s_rps _ s_p99 < <(wrk_run "$c" "http://127.0.0.1:$port/api/products$q")
  record "$(printf '  %-40s c%-4s %7s B  nginx %9s/s p99 %6s ms  aquapure %9s/s p99 %6s ms  ratio %s (goal >= 0.90)' \
    "/api/products$q" "$c" "$(wc -c <"$work/www/$name")" "$n_rps" "$n_p99" "$s_rps" "$s_p99" \
    "$(awk -v a="$s_rps" -v b="$n_rps" 'BEGIN {printf "%.2f", a/b}')")"
}

# admin LABEL PATH GOAL_MS: one timed request first; if it is fast enough for load, wrk -c4.
admin() {
  local label="$1" path="$2" goal="$3" t
  t=$(curl -fs -o /dev/null -w '%{time_total}' --max-time 600 -H "$cookie" "http://127.0.0.1:$port$path" || echo fail)
  if [[ "$t" == fail ]] || awk -v t="$t" 'BEGIN {exit !(t > 2)}'; then
    record "$(printf '  %-40s one request %8s s (too slow for load; goal p99 <= %s ms)' "$label" "$t" "$goal")"
    return
  fi
  read -r rps p50 p99 < <(wrk_run 4 "http://127.0.0.1:$port$path" "$cookie")
  record "$(printf '  %-40s %8s req/s  p50 %7s ms  p99 %7s ms  p99/goal %s (goal p99 <= %s ms)' \
    "$label" "$rps" "$p50" "$p99" "$(awk -v a="$p99" -v b="$goal" 'BEGIN {printf "%.2f", a/b}')" "$goal")"
}

rss_kb() { awk '/VmRSS/ {print $2}' "/proc/$1/status"; }
# Admin customers: customers_fill (migration 007 over the grown orders), customers_bench.
source bench/growth-customers.sh
# Admin subscriptions: subscriptions_fill (one per tenth order), subscriptions_bench.
source bench/growth-subscriptions.sh
cpu_s() { awk '{printf "%.1f", ($14 + $15) / 100}' "/proc/$1/stat"; }  # user+system, 100 Hz ticks

# deep_cursor ID: the list's cursor for the page after order ID (the cursor is opaque to
# clients; the bench builds it as the server does: base64url of "o<created ms>.<id>").
deep_cursor() {
  curl -fs -H "$cookie" "http://127.0.0.1:$port/api/admin/orders?q=$1&limit=1" | python3 -c '
import base64, datetime, json, sys
o = json.load(sys.stdin)["items"][0]
ms = round(datetime.datetime.fromisoformat(o["createdAt"].replace("Z", "+00:00")).timestamp() * 1000)
print(base64.urlsafe_b64encode(("o%d.%s" % (ms, o["id"])).encode()).decode().rstrip("="))'
}

# csv_export: all rows? time, the server's CPU and its extra memory while it streams.
csv_export() {
  local before peak=0 t rows cpu0
  before=$(rss_kb "$server_pid")
  cpu0=$(cpu_s "$server_pid")
  (while kill -0 "$server_pid" 2>/dev/null; do rss_kb "$server_pid"; sleep 0.1; done) >"$work/rss" &
  local sampler=$!
  t=$(curl -fs -o "$work/orders.csv" -w '%{time_total}' --max-time 600 -H "$cookie" \
    "http://127.0.0.1:$port/api/admin/orders.csv" || echo fail)
  kill "$sampler" 2>/dev/null || true
  peak=$(sort -n "$work/rss" | tail -1)
  rows=$(($(wc -l <"$work/orders.csv") - 1))
  record "$(printf '  %-40s %8s s  %d of %d rows  +%d MB peak RSS  server CPU %s s (goal: all rows, <= 10 s, <= 20 MB)' \
    "GET /api/admin/orders.csv" "$t" "$rows" "$ORDERS" $(((peak - before) / 1024)) \
    "$(awk -v a="$(cpu_s "$server_pid")" -v b="$cpu0" 'BEGIN {printf "%.1f", a - b}')")"
}

measure() {  # engine, with the server on $port
  record "$1: $ORDERS orders, $PRODUCTS products; wrk -t$THREADS -d$DURATION"
  record " catalogue vs nginx (same bytes):"
  for q in "" "?featured=true" "?type=dispenser" "?type=bottle&featured=false" "?q=bottle" \
    "?q=number%2012" "?offset=5000&limit=50" "?type=accessory&offset=3000"; do
    catalogue "$q" 64
  done
  catalogue "" 1000
  local login
  login=$(curl -fs -D - -o /dev/null -H 'content-type: application/json' -H 'x-requested-with: XMLHttpRequest' \
    -d '{"username":"admin","password":"aquapure-demo"}' "http://127.0.0.1:$port/api/admin/login")
  cookie="Cookie: $(echo "$login" | awk -F'[ ;]' 'tolower($1)=="set-cookie:" {print $2}')"
  record " admin:"
  # Keyset pages: a deep page is the page after an old order, by cursor.
  local deep_id cursor
  deep_id=$(printf 'ORD-G%09d' 71)
  cursor=$(deep_cursor "$deep_id")
  admin "orders page 1" "/api/admin/orders?limit=20" 50
  admin "orders deep page (cursor after $deep_id)" "/api/admin/orders?limit=20&cursor=$cursor" 50
  admin "orders search by name" "/api/admin/orders?q=First42%20Last7" 50
  admin "orders search by e-mail" "/api/admin/orders?q=customer4242@example.pk" 50
  admin "orders search by phone" "/api/admin/orders?q=03001004242" 50
  admin "orders search by id" "/api/admin/orders?q=ORD-G000424242" 50
  admin "orders search by id prefix (a tenth)" "/api/admin/orders?q=ORD-G0004" 50
  admin "orders status=pending" "/api/admin/orders?status=pending&limit=20" 50
  admin "orders status=pending, deep page" "/api/admin/orders?status=pending&limit=20&cursor=$cursor" 50
  admin "orders status=pending + name search" "/api/admin/orders?status=pending&q=First42%20Last7" 50
  admin "admin products page 1" "/api/admin/products" 50
  admin "admin products deep page" "/api/admin/products?offset=$((PRODUCTS - 50))" 50
  admin "admin products search" "/api/admin/products?q=product%2000004" 50
  [[ $1 != SQLite* ]] || SERVER_PID=$server_pid bench/growth-dashboard.sh "$port" "$cookie" sqlite "$work/data/aquapure.db" | tee -a "$out"
  customers_bench  # bench/growth-customers.sh
  subscriptions_bench  # bench/growth-subscriptions.sh
  csv_export
  record "  server RSS after: $(($(rss_kb "$server_pid") / 1024)) MB"
}

start_server() {  # [database url]
  port=$(free_port)
  # wrk is one client address: lift the per-address connection cap (production keeps it).
  AQUA_PORT=$port AQUA_DATA_DIR="$work/data" AQUA_WEB_DIR="$PWD/web/dist" AQUA_THREADS=$THREADS \
    AQUA_MAX_CONNECTIONS_PER_IP=0 AQUA_LOG_LEVEL=warn AQUA_DATABASE_URL="${1:-}" build/server/aquapure serve >"$work/server.log" 2>&1 &
  server_pid=$!
  wait_http "http://127.0.0.1:$port/api/health"
}

start_nginx
for engine in $ENGINES; do
  case "$engine" in
    sqlite)
      rm -rf "$work/data"
      AQUA_DATA_DIR="$work/data" build/server/aquapure seed >/dev/null
      bench/growth-data.sh sqlite "$work/data/aquapure.db" | tee -a "$out"
      customers_fill sqlite "$work/data/aquapure.db"
      subscriptions_fill sqlite "$work/data/aquapure.db"
      start_server
      measure "SQLite (synchronous=FULL)"
      kill "$server_pid"; wait "$server_pid" 2>/dev/null || true
      ;;
    postgresql)
      export -f measure catalogue admin csv_export wrk_run record ms free_port wait_http rss_kb start_server \
        cpu_s deep_cursor
      export -f customers_sql customers_fill customers_bench subscriptions_fill subscriptions_bench
      export nport
      scripts/with-postgres.sh bash -c '
        set -euo pipefail
        psql "$AQUA_TEST_PG_ADMIN_URL" -qc "CREATE DATABASE growth"
        url="postgresql://postgres@127.0.0.1:$AQUA_TEST_PG_PORT/growth"
        rm -rf "$work/data"
        AQUA_DATA_DIR="$work/data" AQUA_DATABASE_URL="$url" build/server/aquapure seed >/dev/null
        bench/growth-data.sh postgresql "$url" | tee -a "$out"
        customers_fill postgresql "$url"
        subscriptions_fill postgresql "$url"
        start_server "$url"
        measure "PostgreSQL 15"
        kill "$server_pid"; wait "$server_pid" 2>/dev/null || true'
      ;;
  esac
done
echo "Results in $out"
