#!/usr/bin/env bash
# Admin customers at growth size, for bench/growth.sh (sourced: customers_fill
# after the growth data, customers_bench inside measure) or on its own:
#
#   bench/growth-customers.sh sqlite FILE.db          (a database filled by growth-data.sh)
#   bench/growth-customers.sh postgresql URL
#
# customers_fill ENGINE TARGET: growth-data.sh writes orders straight into the tables, so
# the customers table is rebuilt the way an upgrade builds it: migration 007 undone, then
# `aquapure migrate` (timed, with its peak RSS). Also picks a cursor deep in the list.
# customers_bench: page 1 (with the count), a deep page, searches by name, e-mail, phone
# and a broad prefix; p50/p99 under wrk -c4 against the goal p99 <= 100 ms; server RSS.

customers_sql() {  # ENGINE TARGET SQL -> rows, '|'-separated
  if [[ "$1" == sqlite ]]; then sqlite3 "$2" "$3"; else psql -At "$2" -c "$3"; fi
}

customers_fill() {  # ENGINE TARGET
  local engine="$1" target="$2" data_dir="${work:-/tmp}/data" t0 t1
  customers_sql "$engine" "$target" "DROP TABLE IF EXISTS customers; DROP INDEX IF EXISTS orders_customer_key; DROP INDEX IF EXISTS mail_outbox_sent_bodies; DELETE FROM schema_migrations WHERE version = 7" >/dev/null
  [[ "$engine" == sqlite ]] && data_dir="$(dirname "$target")"
  t0=$(date +%s.%N)
  AQUA_DATA_DIR="$data_dir" AQUA_DATABASE_URL="$([[ "$engine" == postgresql ]] && echo "$target")" \
    /usr/bin/time -f '%M' -o "${work:-/tmp}/migrate-rss" build/server/aquapure migrate >/dev/null 2>&1
  t1=$(date +%s.%N)
  record "$(printf '  %-40s %8.1f s  peak RSS %d MB  %s customers' "migration 007 (customers from orders)" \
    "$(echo "$t1 - $t0" | bc)" $(($(tail -1 "${work:-/tmp}/migrate-rss") / 1024)) \
    "$(customers_sql "$engine" "$target" 'SELECT COUNT(*) FROM customers')")"
  local n deep
  n=$(customers_sql "$engine" "$target" 'SELECT COUNT(*) FROM customers')
  deep=$(customers_sql "$engine" "$target" "SELECT last_order_at || '.' || key FROM customers ORDER BY last_order_at DESC, key DESC LIMIT 1 OFFSET $((n > 100 ? n - 100 : 0))")
  python3 -c 'import sys, urllib.parse; print(urllib.parse.quote(sys.argv[1], safe=""))' "$deep" >"${work:-/tmp}/customers-deep-cursor"
}

customers_bench() {  # with the server on $port and $cookie signed in
  local deep before
  deep=$(cat "${work:-/tmp}/customers-deep-cursor" 2>/dev/null || true)
  before=$(rss_kb "$server_pid")
  admin "customers page 1 (+ count)" "/api/admin/customers?limit=50" 100
  admin "customers page 2" "/api/admin/customers?limit=50&cursor=$(curl -fs -H "$cookie" "http://127.0.0.1:$port/api/admin/customers?limit=50" | python3 -c 'import json, sys, urllib.parse; print(urllib.parse.quote(json.load(sys.stdin)["nextCursor"], safe=""))')" 100
  [[ -n "$deep" ]] && admin "customers deep page (last 100)" "/api/admin/customers?limit=50&cursor=$deep" 100
  admin "customers search by name" "/api/admin/customers?q=First42%20Last7" 100
  admin "customers search by e-mail" "/api/admin/customers?q=customer4242@example.pk" 100
  admin "customers search by phone" "/api/admin/customers?q=0300%20100%204242" 100
  admin "customers search, broad prefix" "/api/admin/customers?q=first" 100
  record "$(printf '  %-40s %d MB before, %d MB after (memory flat: no order is loaded)' \
    "customers: server RSS" $((before / 1024)) $(($(rss_kb "$server_pid") / 1024)))"
}

# On its own: the helpers growth.sh would give, a server, the figures.
if [[ "${BASH_SOURCE[0]}" == "$0" ]]; then
  set -euo pipefail
  cd "$(dirname "$0")/.."
  engine="$1" target="$2"
  work="$(mktemp -d /tmp/aqua-growth-customers.XXXXXX)" DURATION="${BENCH_DURATION:-5s}" THREADS=2
  mkdir -p "$work/web" && echo '<!doctype html>' >"$work/web/index.html"
  trap 'kill "$server_pid" 2>/dev/null; rm -rf "$work"' EXIT
  record() { echo "$*"; }
  rss_kb() { awk '/VmRSS/ {print $2}' "/proc/$1/status"; }
  ms() { awk -v v="$1" 'BEGIN { if (v ~ /us$/) { sub(/us/, "", v); v /= 1000 } else if (v ~ /ms$/) { sub(/ms/, "", v) } else if (v ~ /s$/) { sub(/s/, "", v); v *= 1000 }; printf "%.1f", v }'; }
  wrk_run() {
    local raw
    raw=$(wrk -t"$THREADS" -c"$1" -d"$DURATION" --timeout 10s --latency -H "$3" "$2")
    echo "$(echo "$raw" | awk '/Requests\/sec/ {print $2}') $(ms "$(echo "$raw" | awk '$1=="50%" {print $2}')") $(ms "$(echo "$raw" | awk '$1=="99%" {print $2}')")"
  }
  admin() {
    read -r rps p50 p99 < <(wrk_run 4 "http://127.0.0.1:$port$2" "$cookie")
    record "$(printf '  %-40s %8s req/s  p50 %7s ms  p99 %7s ms  (goal p99 <= %s ms)' "$1" "$rps" "$p50" "$p99" "$3")"
  }
  customers_fill "$engine" "$target"
  port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
  data_dir="$work/data"
  [[ "$engine" == sqlite ]] && data_dir="$(dirname "$target")"
  AQUA_PORT=$port AQUA_DATA_DIR="$data_dir" AQUA_WEB_DIR="$work/web" AQUA_THREADS=$THREADS AQUA_MODE=demo \
    AQUA_MAX_CONNECTIONS_PER_IP=0 AQUA_LOG_LEVEL=warn AQUA_DATABASE_URL="$([[ "$engine" == postgresql ]] && echo "$target")" \
    build/server/aquapure serve >"$work/server.log" 2>&1 &
  server_pid=$!
  for _ in $(seq 300); do curl -fs "http://127.0.0.1:$port/api/health" >/dev/null 2>&1 && break; sleep 0.1; done
  cookie="Cookie: $(curl -fs -D - -o /dev/null -H 'content-type: application/json' -H 'x-requested-with: XMLHttpRequest' \
    -d '{"username":"admin","password":"aquapure-demo"}' "http://127.0.0.1:$port/api/admin/login" |
    awk -F'[ ;]' 'tolower($1)=="set-cookie:" {print $2}')"
  customers_bench
fi
