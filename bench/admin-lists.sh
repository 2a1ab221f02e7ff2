#!/usr/bin/env bash
# bench/admin-lists.sh BEFORE_BIN AFTER_BIN [DATABASE_URL]: both servers on the same data, each admin
# Growth goals (docs/performance.md, "CSV export, admin lists on kept statements, catalogue").
# Env: DATA_DIR (the data directory of a grown shop, default /tmp/export/data: its SQLite
# database, or uploads only with a DATABASE_URL), OUT (scratch files, default /tmp/aqua-bench).
ROOT="$(cd "$(dirname "$0")/.." && pwd)"; DATA_DIR="${DATA_DIR:-/tmp/export/data}"; mkdir -p "${OUT:-/tmp/aqua-bench}"
# row measured on one then the other (interleaved), wrk -t1 -c4 -d$DUR; req/s, p50, p99 and
# the server's CPU-ms per request (utime+stime over the run / requests).
set -uo pipefail
DUR=${DUR:-4s}
url="${3:-}"
declare -A port pid cookie
start() {  # label binary
  local p; p=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
  AQUA_PORT=$p AQUA_DATA_DIR="$DATA_DIR" AQUA_WEB_DIR=$ROOT/web/dist AQUA_THREADS=2 \
    AQUA_MAX_CONNECTIONS_PER_IP=0 AQUA_LOG_LEVEL=warn AQUA_DATABASE_URL="$url" "$2" serve >${OUT:-/tmp/aqua-bench}/admin-$1.log 2>&1 &
  pid[$1]=$!; port[$1]=$p
  for _ in $(seq 300); do curl -fs "http://127.0.0.1:$p/api/health" >/dev/null 2>&1 && break; sleep 0.1; done
  cookie[$1]="Cookie: $(curl -fs -D - -o /dev/null -H 'content-type: application/json' -H 'x-requested-with: XMLHttpRequest' \
    -d '{"username":"admin","password":"aquapure-demo"}' "http://127.0.0.1:$p/api/admin/login" | awk -F'[ ;]' 'tolower($1)=="set-cookie:" {print $2}')"
}
start before "$1"; start after "$2"
cpu() { awk '{print $14 + $15}' "/proc/$1/stat"; }
ms() { awk -v v="$1" 'BEGIN { if (v ~ /us$/) { sub(/us/, "", v); v /= 1000 } else if (v ~ /ms$/) { sub(/ms/, "", v) } else if (v ~ /s$/) { sub(/s/, "", v); v *= 1000 }; printf "%.1f", v }'; }
row() {  # label path
  local out=""
  for b in before after; do
    local c0 raw n rps p50 p99 c1
    c0=$(cpu ${pid[$b]})
    raw=$(wrk -t1 -c4 -d$DUR --timeout 10s --latency -H "${cookie[$b]}" "http://127.0.0.1:${port[$b]}$2")
    c1=$(cpu ${pid[$b]})
    n=$(echo "$raw" | awk '/requests in/ {print $1}')
    rps=$(echo "$raw" | awk '/Requests\/sec/ {printf "%.0f", $2}')
    p50=$(ms "$(echo "$raw" | awk '$1=="50%" {print $2}')"); p99=$(ms "$(echo "$raw" | awk '$1=="99%" {print $2}')")
    bad=$(echo "$raw" | awk '/Non-2xx/ {print $5}')
    out+=$(printf ' | %s: %5s/s p50 %6s p99 %6s ms, %5.2f CPU-ms/req%s' $b "$rps" "$p50" "$p99" "$(awk -v c=$((c1 - c0)) -v n=$n 'BEGIN {printf "%.2f", c * 10 / n}')" "${bad:+ ($bad non-2xx)}")
  done
  printf '%-34s%s | load %s\n' "$1" "$out" "$(cut -d' ' -f1 /proc/loadavg)"
}
deep=$(curl -fs -H "${cookie[after]}" "http://127.0.0.1:${port[after]}/api/admin/orders?q=ORD-G000000071&limit=1" | python3 -c '
import base64, datetime, json, sys
o = json.load(sys.stdin)["items"][0]
ms = round(datetime.datetime.fromisoformat(o["createdAt"].replace("Z", "+00:00")).timestamp() * 1000)
print(base64.urlsafe_b64encode(("o%d.%s" % (ms, o["id"])).encode()).decode().rstrip("="))')
row "orders page 1" "/api/admin/orders?limit=20"
row "orders deep page" "/api/admin/orders?limit=20&cursor=$deep"
row "orders search name" "/api/admin/orders?q=First42%20Last7"
row "orders search e-mail" "/api/admin/orders?q=customer4242@example.pk"
row "orders search phone" "/api/admin/orders?q=03001004242"
row "order by id (detail)" "/api/admin/orders?q=ORD-G000424242"
row "orders status=pending" "/api/admin/orders?status=pending&limit=20"
row "customers page 1" "/api/admin/customers?limit=50"
row "customers search name" "/api/admin/customers?q=First42%20Last7"
row "customers search e-mail" "/api/admin/customers?q=customer4242@example.pk"
row "subscriptions page 1" "/api/admin/subscriptions"
kill ${pid[before]} ${pid[after]}; wait 2>/dev/null
