#!/usr/bin/env bash
# Order placement, measured against a raw reference in the same run:
#   SQLite:      POST /api/orders (wrk -c32, bench/order.lua) vs a raw loop of single-row
#                INSERT + COMMIT in WAL, synchronous=FULL, on the same disk (python3 sqlite3).
#   PostgreSQL:  POST /api/orders vs pgbench single-row inserts at -c32, same server.
# Prints req/s, p50/p99, the server's CPU-ms per order (utime+stime from /proc over the
# run and until the mail worker has sent the orders' mails), that CPU split by the server's thread
# names (aqua-writer, aqua-mail, aquapure = the request pool…; on PostgreSQL also the
# database server's own CPU per order, all its processes) and the ratio to the
# reference. A shared machine moves absolute figures: compare
# ratios and CPU-ms per order.
#
# Usage: bench/placement.sh sqlite|postgresql [PERF_OUT]   (PERF_OUT: perf record -g file)
# Env: BENCH_DURATION (default 10s), AQUA_BIN (default build/server/aquapure),
#      BENCH_SAME_CUSTOMER=1 (every order from one customer; by default each order has its
#      own e-mail and phone, as real traffic: see bench/order.lua),
#      BENCH_MAIL=smtp (the mails go over SMTP to a local sink, Debian's python3-aiosmtpd, as
#      a real shop's do; by default they are written as .eml files, the local run's folder
#      sender, whose cost is mostly the filesystem creating files)
set -euo pipefail
cd "$(dirname "$0")/.."
engine="${1:?sqlite or postgresql}"
perf_out="${2:-}"
DURATION="${BENCH_DURATION:-10s}"
BIN="${AQUA_BIN:-build/server/aquapure}"
work="$(mktemp -d /tmp/aqua-placement.XXXXXX)"
chmod 755 "$work"
trap 'kill $(jobs -p) 2>/dev/null || true; sleep 0.3; rm -rf "$work"' EXIT
export AQUA_ORDER_RATE=1000000/60 AQUA_ORDER_CUSTOMER_RATE=1000000/60 AQUA_MAX_CONNECTIONS_PER_IP=0
export BENCH_SAME_CUSTOMER="${BENCH_SAME_CUSTOMER:-}"
export BENCH_DELIVERY_DATE="$(TZ=Asia/Karachi date -d tomorrow +%F)"

start_mail_sink() {
  local port
  port=$(free_port)
  /usr/bin/python3 -m aiosmtpd -n -l "127.0.0.1:$port" -c aiosmtpd.handlers.Sink &
  for _ in $(seq 50); do (echo >"/dev/tcp/127.0.0.1/$port") 2>/dev/null && break; sleep 0.1; done
  # Exported, not kept in an array: the PostgreSQL run starts the server in a child shell.
  export AQUA_SMTP_URL="smtp://127.0.0.1:$port"
}

free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'; }
wait_http() { for _ in $(seq 300); do curl -fs "$1" >/dev/null 2>&1 && return 0; sleep 0.1; done; return 1; }
cpu_ticks() { awk '{print $14 + $15}' "/proc/$1/stat"; }
# "name ticks" for each of the server's threads (named by the server: aqua-writer, aqua-mail,
# aqua-io, aqua-checkpoint…; the request pool and main thread are "aquapure").
thread_ticks() {
  local t
  for t in /proc/"$1"/task/*; do
    printf '%s %s\n' "$(cat "$t/comm" 2>/dev/null)" "$(awk '{print $14 + $15}' "$t/stat" 2>/dev/null)"
  done
}
ms() { awk -v v="$1" 'BEGIN { if (v ~ /us$/) { sub(/us/, "", v); v /= 1000 } else if (v ~ /ms$/) { sub(/ms/, "", v) } else if (v ~ /s$/) { sub(/s/, "", v); v *= 1000 }; printf "%.1f", v }'; }

# "kind ticks" for each process of the PostgreSQL cluster whose postmaster is $pg_postmaster:
# the postmaster, its backends (one line each, "backend"), walwriter, checkpointer,
# autovacuum…, and as "ended" what the processes that ended (a pgbench backend, an
# autovacuum worker) used. A process that ends during the run moves from its kind to "ended"
# (the sum stays right; its kind's figure is then too low).
pg_ticks() {
  [[ -n "${pg_postmaster:-}" ]] || return 0
  awk '{print "postmaster", $14 + $15; print "ended", $16 + $17}' "/proc/$pg_postmaster/stat"
  local p kind
  for p in $(pgrep -P "$pg_postmaster"); do
    kind=$(tr '\0' ' ' <"/proc/$p/cmdline" 2>/dev/null | awk '{ print ($2 ~ /^(bench|postgres)$/) ? "backend" : $2 }')
    awk -v k="${kind:-gone}" '{print k, $14 + $15}' "/proc/$p/stat" 2>/dev/null || true
  done
}

# orders URL PID -> prints "req/s p50 p99 cpu_ms_per_order non2xx"
orders() {
  local t0 t1 raw rps p50 p99 total bad hz
  hz=$(getconf CLK_TCK)
  t0=$(cpu_ticks "$2")
  pg_ticks >"$work/pg0"
  thread_ticks "$2" >"$work/threads0"
  if [[ -n "$perf_out" ]]; then
    perf record ${PERF_CALL_GRAPH:--g} -o "$perf_out" -p "$2" -- sleep "${DURATION%s}" >/dev/null 2>&1 &
  fi
  raw=$(wrk -t2 -c32 -d"$DURATION" --latency -s bench/order.lua "$1")
  wait
  # The orders' mails count too: wait until the mail worker has caught up (the server's
  # CPU time stops growing), at most 60 s.
  local a b
  for _ in $(seq 60); do
    a=$(cpu_ticks "$2"); sleep 1; b=$(cpu_ticks "$2")
    ((b - a <= 2)) && break
  done
  t1=$(cpu_ticks "$2")
  pg_ticks >"$work/pg1"
  thread_ticks "$2" >"$work/threads1"
  rps=$(echo "$raw" | awk '/Requests\/sec/ {print $2}')
  total=$(echo "$raw" | awk '/requests in/ {print $1}')
  p50=$(ms "$(echo "$raw" | awk '$1=="50%" {print $2}')")
  p99=$(ms "$(echo "$raw" | awk '$1=="99%" {print $2}')")
  bad=$(echo "$raw" | awk '/Non-2xx/ {print $5}')
  awk -v r="$rps" -v a="$p50" -v b="$p99" -v t="$((t1 - t0))" -v n="$total" -v hz="$hz" \
    -v bad="${bad:-0}" 'BEGIN { printf "%s %s %s %.2f %s\n", r, a, b, t * 1000 / hz / n, bad }'
  # CPU-ms per order by thread name (a thread that ended during the run is not counted).
  awk -v n="$total" -v hz="$hz" 'NR == FNR { before[$1] += $2; next } { after[$1] += $2 }
    END { for (k in after) printf "%s %.3f\n", k, (after[k] - before[k]) * 1000 / hz / n }' \
    "$work/threads0" "$work/threads1" | sort -k2 -rn | awk '{ printf "%s%s %s", sep, $1, $2; sep = ", " }
    END { print "" }' >"$work/by_thread"
  if [[ -n "${pg_postmaster:-}" ]]; then  # the database server's CPU-ms per order, by kind
    awk -v n="$total" -v hz="$hz" 'NR == FNR { before[$1] += $2; all[$1]; next }
      { after[$1] += $2; all[$1] }
      END { for (k in all) { d = (after[k] - before[k]) * 1000 / hz / n; sum += d
              printf "%s %.3f\n", k, d }
            printf "all %.3f\n", sum }' "$work/pg0" "$work/pg1" | sort -k2 -rn |
      awk '{ printf "%s%s %s", sep, $1, $2; sep = ", " } END { print "" }' >"$work/pg_by_kind"
  fi
}

report() {  # label "rps p50 p99 cpu bad" ref_rps
  read -r rps p50 p99 cpu bad <<<"$2"
  printf '%-12s %8s orders/s  p50 %6s ms  p99 %6s ms  %5s CPU-ms/order  non-2xx %s  ratio %.3f (reference %s/s)\n' \
    "$1" "$rps" "$p50" "$p99" "$cpu" "$bad" "$(awk -v a="$rps" -v b="$3" 'BEGIN{print a/b}')" "$3"
  printf '%-12s CPU-ms/order by thread: %s\n' "" "$(cat "$work/by_thread")"
  if [[ -s "$work/pg_by_kind" ]]; then
    printf '%-12s PostgreSQL server CPU-ms/order: %s\n' "" "$(cat "$work/pg_by_kind")"
  fi
}

start_server() {  # extra env...
  local port
  port=$(free_port)
  env "$@" AQUA_PORT="$port" AQUA_DATA_DIR="$work/data" AQUA_THREADS=2 AQUA_LOG_LEVEL=warn \
    "$BIN" serve >"$work/server.log" 2>&1 &
  echo "$! $port"
}

[[ "${BENCH_MAIL:-}" == smtp ]] && start_mail_sink

if [[ "$engine" == sqlite ]]; then
  ref=$(python3 - "$work/raw.db" "${DURATION%s}" <<'PY'
import sqlite3, sys, time
db = sqlite3.connect(sys.argv[1], isolation_level=None)
db.execute("PRAGMA journal_mode=WAL"); db.execute("PRAGMA synchronous=FULL")
db.execute("CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT)")
n, end = 0, time.time() + float(sys.argv[2])
while time.time() < end:
    db.execute("BEGIN"); db.execute("INSERT INTO t (v) VALUES (?)", ("x" * 200,)); db.execute("COMMIT"); n += 1
print(round(n / float(sys.argv[2])))
PY
)
  read -r pid port < <(start_server)
  wait_http "http://127.0.0.1:$port/api/health"
  report "SQLite" "$(orders "http://127.0.0.1:$port" "$pid")" "$ref"
  kill "$pid"
  exit 0
fi

run_pg() {
  psql "$AQUA_TEST_PG_ADMIN_URL" -qc "CREATE DATABASE bench" >/dev/null
  local url="postgresql://postgres@127.0.0.1:$AQUA_TEST_PG_PORT/bench"
  psql "$url" -qc "CREATE TABLE raw (id bigserial PRIMARY KEY, v text)" >/dev/null
  echo "INSERT INTO raw (v) VALUES (repeat('x', 200));" >"$work/raw.sql"
  ref=$(pgbench -n -c32 -j2 -T"${DURATION%s}" -f "$work/raw.sql" "$url" 2>/dev/null |
    awk '/^tps/ {printf "%d", $3}')
  pg_postmaster=$(head -1 "$(psql "$url" -Atc 'SHOW data_directory')/postmaster.pid")
  read -r pid port < <(start_server AQUA_DATABASE_URL="$url")
  wait_http "http://127.0.0.1:$port/api/health"
  report "PostgreSQL" "$(orders "http://127.0.0.1:$port" "$pid")" "$ref"
  kill "$pid"
}
export -f run_pg orders report start_server free_port wait_http cpu_ticks thread_ticks ms pg_ticks
export work DURATION BIN perf_out
scripts/with-postgres.sh bash -c run_pg
