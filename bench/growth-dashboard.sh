#!/usr/bin/env bash
# The delivery day at growth scale: gives bench/growth-data.sh's orders their stops,
# lines, ledger and drivers' days (bench/growth-stops.sql), then measures the admin
# dashboard and the dispatch board for today (2,500 stops) with wrk at 1, 4 and 16
# connections. Prints one line per measurement; goal p99 <= 100 ms.
#
# Usage: bench/growth-dashboard.sh PORT "Cookie: aqua_admin=…" sqlite DB_FILE
#        bench/growth-dashboard.sh PORT "Cookie: …" postgresql URL
# Env:   DURATION (default 5s), THREADS (default 2), LEVELS (default "1 4 16"), SKIP_STOPS=1,
#        SERVER_PID: also print the server's CPU time per request (user + system), a figure
#        that other load on the machine inflates much less than latency.
set -euo pipefail
cd "$(dirname "$0")/.."
port="$1" cookie="$2" engine="$3" target="$4"
DURATION="${DURATION:-5s}" THREADS="${THREADS:-2}" LEVELS="${LEVELS:-1 4 16}"
now=$(($(date +%s) * 1000))

# bench/growth-stops.sql in this engine's spelling (see the file's first lines).
stops_sql() {
  local begin end seq day ago
  case "$engine" in
    sqlite)
      begin='PRAGMA journal_mode=WAL; PRAGMA synchronous=OFF; BEGIN;' end='COMMIT; ANALYZE;'
      seq='rowid' ago="date('now', '-2 days')"
      day="date((created_at + 18000000 + 86400000) / 1000, 'unixepoch')" ;;
    postgresql)
      begin='BEGIN;' end='COMMIT; VACUUM ANALYZE;' seq='substr(id, 6)::bigint'
      ago="to_char(now() AT TIME ZONE 'UTC' - interval '2 days', 'YYYY-MM-DD')"
      day="to_char(to_timestamp((created_at + 18000000 + 86400000) / 1000) AT TIME ZONE 'UTC', 'YYYY-MM-DD')" ;;
    *) echo "engine: sqlite or postgresql" >&2; exit 2 ;;
  esac
  sed -e "s|\$now|$now|g" -e "s|\$begin|$begin|" -e "s|\$end|$end|" -e "s|\$seq|$seq|g" \
    -e "s|\$two_days_ago|$ago|g" -e "s|\$delivery_day|$day|g" bench/growth-stops.sql
}

if [[ "${SKIP_STOPS:-}" != 1 ]]; then
  start=$SECONDS
  case "$engine" in
    sqlite) stops_sql | sqlite3 "$target" >/dev/null ;;
    postgresql) stops_sql | psql -q -v ON_ERROR_STOP=1 "$target" ;;
  esac
  echo "  stops for every order in $((SECONDS - start)) s ($engine)"
fi

cpu_ticks() { [[ -n "${SERVER_PID:-}" ]] && awk '{print $14 + $15}' "/proc/$SERVER_PID/stat" || echo 0; }
source bench/lib.sh

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
