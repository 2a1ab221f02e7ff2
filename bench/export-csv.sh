#!/usr/bin/env bash
# bench/export-csv.sh BINARY LABEL [DATABASE_URL]: one export of every order; time, server CPU, RSS, rows, md5.
# Growth goals (docs/performance.md, "CSV export, admin lists on kept statements, catalogue").
# Env: DATA_DIR (the data directory of a grown shop, default /tmp/export/data: its SQLite
# database, or uploads only with a DATABASE_URL), OUT (scratch files, default /tmp/aqua-bench).
ROOT="$(cd "$(dirname "$0")/.." && pwd)"; DATA_DIR="${DATA_DIR:-/tmp/export/data}"; mkdir -p "${OUT:-/tmp/aqua-bench}"
set -euo pipefail
bin="$1" label="$2" url="${3:-}"
port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
AQUA_PORT=$port AQUA_DATA_DIR="$DATA_DIR" AQUA_WEB_DIR=$ROOT/web/dist AQUA_THREADS=2 \
  AQUA_MAX_CONNECTIONS_PER_IP=0 AQUA_LOG_LEVEL=warn AQUA_DATABASE_URL="$url" "$bin" serve >${OUT:-/tmp/aqua-bench}/server-$label.log 2>&1 &
pid=$!
for _ in $(seq 300); do curl -fs "http://127.0.0.1:$port/api/health" >/dev/null 2>&1 && break; sleep 0.1; done
cookie="Cookie: $(curl -fs -D - -o /dev/null -H 'content-type: application/json' -H 'x-requested-with: XMLHttpRequest' \
  -d '{"username":"admin","password":"aquapure-demo"}' "http://127.0.0.1:$port/api/admin/login" | awk -F'[ ;]' 'tolower($1)=="set-cookie:" {print $2}')"
cpu() { awk '{printf "%.2f", ($14 + $15) / 100}' "/proc/$pid/stat"; }
rss() { awk '/VmRSS/ {print $2}' "/proc/$pid/status"; }
before=$(rss); c0=$(cpu)
(while kill -0 $pid 2>/dev/null; do rss; sleep 0.1; done) >${OUT:-/tmp/aqua-bench}/rss-$label &
sampler=$!
if [[ -n "${PERF:-}" ]]; then perf record -g -o "$PERF" -p $pid 2>/dev/null & perfpid=$!; sleep 0.5; fi
t=$(curl -fs -o ${OUT:-/tmp/aqua-bench}/out-$label.csv -w '%{time_total}' --max-time 900 -H "$cookie" "http://127.0.0.1:$port/api/admin/orders.csv")
[[ -n "${PERF:-}" ]] && { kill -INT $perfpid; wait $perfpid 2>/dev/null || true; }
c1=$(cpu)
kill $sampler 2>/dev/null || true
peak=$(sort -n ${OUT:-/tmp/aqua-bench}/rss-$label | tail -1)
rows=$(($(wc -l <${OUT:-/tmp/aqua-bench}/out-$label.csv) - 1))
echo "$label: wall ${t}s server CPU $(awk -v a=$c1 -v b=$c0 'BEGIN{printf "%.2f", a-b}')s rows $rows RSS ${before}KB -> peak ${peak}KB (+$(((peak-before)/1024)) MB) md5 $(md5sum <${OUT:-/tmp/aqua-bench}/out-$label.csv | cut -c1-12) load $(cut -d' ' -f1-3 /proc/loadavg)"
kill $pid; wait $pid 2>/dev/null || true
