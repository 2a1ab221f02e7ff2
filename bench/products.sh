#!/usr/bin/env bash
# The catalogue at PRODUCTS products (default 10,000): public reads (wrk -c64), the admin
# products list (first page, a deep page, a search; wrk -c4) and a product PUT (one at a
# time, timed by curl), for one or more server binaries in the same run, so a change can be
# compared before/after on a shared machine (a PUT <= 10 ms at 10,000 products).
#
# Usage: bench/products.sh [BINARY...]   (default build/server/aquapure; SQLite)
# Env: PRODUCTS, BENCH_DURATION (default 3s), PUTS (default 20)
set -euo pipefail
cd "$(dirname "$0")/.."
PRODUCTS="${PRODUCTS:-10000}" DURATION="${BENCH_DURATION:-3s}" PUTS="${PUTS:-20}"
bins=("$@")
((${#bins[@]})) || bins=(build/server/aquapure)
work="$(mktemp -d /tmp/aqua-products.XXXXXX)"
trap 'kill $(jobs -p) 2>/dev/null || true; sleep 0.3; rm -rf "$work"' EXIT

free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'; }
wait_http() { for _ in $(seq 300); do curl -fs "$1" >/dev/null 2>&1 && return 0; sleep 0.1; done; return 1; }
ms() { awk -v v="$1" 'BEGIN { if (v ~ /us$/) { sub(/us/, "", v); v /= 1000 } else if (v ~ /ms$/) { sub(/ms/, "", v) } else if (v ~ /s$/) { sub(/s/, "", v); v *= 1000 }; printf "%.1f", v }'; }
wrk_run() {  # CONNECTIONS URL [header] -> "req/s p50 p99"
  local raw
  raw=$(wrk -t2 -c"$1" -d"$DURATION" --latency ${3:+-H "$3"} "$2")
  echo "$(echo "$raw" | awk '/Requests\/sec/ {print $2}') $(ms "$(echo "$raw" | awk '$1=="50%" {print $2}')") $(ms "$(echo "$raw" | awk '$1=="99%" {print $2}')")"
}

# One database for every binary: migrated and seeded, then grown (ORDERS kept small).
AQUA_DATA_DIR="$work/seed" "${bins[0]}" seed >/dev/null
ORDERS=1000 PRODUCTS="$PRODUCTS" bench/growth-data.sh sqlite "$work/seed/aquapure.db"

for bin in "${bins[@]}"; do
  rm -rf "$work/data" && cp -a "$work/seed" "$work/data"
  port=$(free_port)
  AQUA_PORT=$port AQUA_DATA_DIR="$work/data" AQUA_THREADS=2 AQUA_MAX_CONNECTIONS_PER_IP=0 \
    AQUA_TEST_HOOKS=1 AQUA_LOG_LEVEL="${AQUA_LOG_LEVEL:-warn}" "$bin" serve >"$work/server.log" 2>&1 &
  pid=$!
  wait_http "http://127.0.0.1:$port/api/health"
  base="http://127.0.0.1:$port"
  echo "== $bin ($PRODUCTS products)"
  for q in "" "?featured=true" "?type=dispenser" "?q=bottle" "?offset=5000&limit=50"; do
    read -r rps p50 p99 < <(wrk_run 64 "$base/api/products$q")
    printf '  public  %-28s %9s req/s  p50 %6s ms  p99 %6s ms\n' "/api/products$q" "$rps" "$p50" "$p99"
  done
  login=$(curl -fs -D - -o /dev/null -H 'content-type: application/json' -H 'x-requested-with: XMLHttpRequest' \
    -d '{"username":"admin","password":"aquapure-demo"}' "$base/api/admin/login")
  cookie="Cookie: $(echo "$login" | awk -F'[ ;]' 'tolower($1)=="set-cookie:" {print $2}')"
  for path in "/api/admin/products" "/api/admin/products?offset=9000&limit=50" "/api/admin/products?q=product%2000004"; do
    bytes=$(curl -fs -H "$cookie" "$base$path" | wc -c)
    read -r rps p50 p99 < <(wrk_run 4 "$base$path" "$cookie")
    printf '  admin   %-44s %8s B %7s req/s  p50 %6s ms  p99 %6s ms\n' "$path" "$bytes" "$rps" "$p50" "$p99"
  done
  # PUTs: the admin limit is 10 a minute, so the test clock moves a minute between them.
  times=()
  for i in $(seq "$PUTS"); do
    curl -fs -o /dev/null -X POST -H 'content-type: application/json' \
      -d "{\"offsetMs\": $((i * 61000))}" "$base/api/test/clock"
    t=$(curl -fs -o /dev/null -w '%{time_total}' -X PUT -H "$cookie" -H 'content-type: application/json' \
      -H 'x-requested-with: XMLHttpRequest' -d "{\"name\":\"Renamed $i\",\"price\":$((100 + i))}" \
      "$base/api/admin/products/g$((i * 37))")
    times+=("$t")
  done
  printf '%s\n' "${times[@]}" | sort -n | awk '{ a[NR] = $1 * 1000 } END {
    printf "  admin   PUT /api/admin/products/:id (%d, one at a time)  p50 %.1f ms  max %.1f ms\n", NR, a[int((NR + 1) / 2)], a[NR] }'
  { grep -o 'applied in [0-9.]* ms' "$work/server.log" || true; } | awk '{ print $3 }' | sort -n | awk '{ a[NR] = $1 } END {
    if (NR) printf "  (in the server: snapshot rebuilt in p50 %.2f ms, max %.2f ms; AQUA_LOG_LEVEL=debug)\n", a[int((NR + 1) / 2)], a[NR] }'
  kill "$pid"
  wait "$pid" 2>/dev/null || true
done
