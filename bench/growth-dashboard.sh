#!/usr/bin/env bash
# The delivery day at growth scale (issue 16): gives bench/growth-data.sh's orders their stops,
# lines, ledger and drivers' days (bench/growth-stops.sql, SQLite), then measures the admin
# dashboard and the dispatch board for today (2,500 stops) with wrk at 1, 4 and 16
# connections. Prints one line per measurement; goal p99 <= 100 ms.
#
# Usage: bench/growth-dashboard.sh PORT "Cookie: aqua_admin=…" sqlite DB_FILE
#        bench/growth-dashboard.sh PORT "Cookie: …" postgresql URL   (stops: growth-stops-pg.sql)
# Env:   DURATION (default 5s), THREADS (default 2), LEVELS (default "1 4 16"), SKIP_STOPS=1,
#        SERVER_PID: also print the server's CPU time per request (user + system), a figure
#        that other load on the machine inflates much less than latency.
set -euo pipefail
cd "$(dirname "$0")/.."
port="$1" cookie="$2" engine="$3" target="$4"
DURATION="${DURATION:-5s}" THREADS="${THREADS:-2}" LEVELS="${LEVELS:-1 4 16}"
now=$(($(date +%s) * 1000))

if [[ "${SKIP_STOPS:-}" != 1 ]]; then
  start=$SECONDS
  case "$engine" in
    sqlite) sed "s/\$now/$now/g" bench/growth-stops.sql | sqlite3 "$target" >/dev/null ;;
    postgresql)
      [[ -f bench/growth-stops-pg.sql ]] || { echo "  no bench/growth-stops-pg.sql yet (stops are SQLite only)" >&2; exit 2; }
      sed "s/\$now/$now/g" bench/growth-stops-pg.sql | psql -q -v ON_ERROR_STOP=1 "$target" ;;
  esac
  echo "  stops for every order in $((SECONDS - start)) s ($engine)"
fi

cpu_ticks() { [[ -n "${SERVER_PID:-}" ]] && awk '{print $14 + $15}' "/proc/$SERVER_PID/stat" || echo 0; }
ms() { awk -v v="$1" 'BEGIN { if (v ~ /us$/) { sub(/us/, "", v); v /= 1000 } else if (v ~ /ms$/) { sub(/ms/, "", v) } else if (v ~ /s$/) { sub(/s/, "", v); v *= 1000 }; printf "%.1f", v }'; }

today=$(TZ=Asia/Karachi date +%F)
for path in "/api/admin/reports/dashboard" "/api/admin/dispatch?date=$today"; do
  bytes=$(curl -fs -H "$cookie" "http://127.0.0.1:$port$path" | wc -c)
  for c in $LEVELS; do
    t0=$(cpu_ticks)
    raw=$(wrk -t"$((c < THREADS ? c : THREADS))" -c"$c" -d"$DURATION" --timeout 10s --latency -H "$cookie" \
      "http://127.0.0.1:$port$path")
    t1=$(cpu_ticks)
    bad=$(echo "$raw" | awk '/Non-2xx/ {print $5}')
    n=$(echo "$raw" | awk '/requests in/ {print $1}')
    cpu=$(awk -v t="$((t1 - t0))" -v n="$n" -v hz="$(getconf CLK_TCK)" 'BEGIN {printf "%.1f", n ? t * 1000 / hz / n : 0}')
    printf '  %-44s %8s B c%-3s %8s req/s  p50 %7s ms  p99 %7s ms%s%s (goal p99 <= 100 ms)\n' \
      "GET ${path/$today/TODAY}" "$bytes" "$c" "$(echo "$raw" | awk '/Requests\/sec/ {print $2}')" \
      "$(ms "$(echo "$raw" | awk '$1=="50%" {print $2}')")" \
      "$(ms "$(echo "$raw" | awk '$1=="99%" {print $2}')")" \
      "${SERVER_PID:+  cpu $cpu ms/req}" "${bad:+  $bad non-2xx}"
  done
done
