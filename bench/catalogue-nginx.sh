#!/usr/bin/env bash
# bench/catalogue-nginx.sh BINARY [DURATION]: every public catalogue query vs nginx serving the same bytes.
# Growth goals (docs/performance.md, "CSV export, admin lists on kept statements, catalogue").
# Env: DATA_DIR (the data directory of a grown shop, default /tmp/export/data: its SQLite
# database, or uploads only with a DATABASE_URL), OUT (scratch files, default /tmp/aqua-bench).
ROOT="$(cd "$(dirname "$0")/.." && pwd)"; DATA_DIR="${DATA_DIR:-/tmp/export/data}"; mkdir -p "${OUT:-/tmp/aqua-bench}"
set -uo pipefail
bin="$1"; DUR="${2:-5s}"; work=${OUT:-/tmp/aqua-bench}/cat; mkdir -p $work/www $work/tmp
THREADS=2
# shellcheck source=bench/lib.sh
source "$ROOT/bench/lib.sh"
start_nginx
port=$(free_port)
AQUA_PORT=$port AQUA_DATA_DIR="$DATA_DIR" AQUA_WEB_DIR=$ROOT/web/dist AQUA_THREADS=2 \
  AQUA_MAX_CONNECTIONS_PER_IP=0 AQUA_LOG_LEVEL=warn "$bin" serve >$work/server.log 2>&1 &
pid=$!
wait_http "http://127.0.0.1:$port/api/health"
w() { local raw; raw=$(wrk -t2 -c"$1" -d$DUR --timeout 10s --latency "$2"); echo "$(echo "$raw" | awk '/Requests\/sec/ {printf "%.0f", $2}') $(ms "$(echo "$raw" | awk '$1=="99%" {print $2}')")"; }
cpu() { awk '{print $14 + $15}' "/proc/$pid/stat"; }
for qc in ${QUERIES:-"|64" "?featured=true|64" "?type=dispenser|64" "?type=bottle&featured=false|64" "?q=bottle|64" "?q=number%2012|64" "?offset=5000&limit=50|64" "?type=accessory&offset=3000|64" "|1000"}; do
  q="${qc%|*}"; c="${qc#*|}"
  name="q$(echo "$q$c" | md5sum | cut -c1-8).json"
  curl -fs "http://127.0.0.1:$port/api/products$q" >"$work/www/$name"
  read -r n_rps n_p99 < <(w "$c" "http://127.0.0.1:$nport/$name")
  c0=$(cpu); read -r s_rps s_p99 < <(w "$c" "http://127.0.0.1:$port/api/products$q"); c1=$(cpu)
  printf '%-34s c%-4s %7s B nginx %7s/s p99 %6s | aquapure %7s/s p99 %6s  ratio %s  load %s\n' "$q" "$c" "$(wc -c <"$work/www/$name")" "$n_rps" "$n_p99" "$s_rps" "$s_p99" "$(awk -v a="$s_rps" -v b="$n_rps" 'BEGIN {printf "%.2f", a/b}')" "$(cut -d' ' -f1 /proc/loadavg)"
done
kill $pid; kill "$(cat $work/nginx.pid)"; wait 2>/dev/null
