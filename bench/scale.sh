#!/usr/bin/env bash
# `make bench-scale`: one PostgreSQL, nginx in front, first 1 then 2 `aquapure serve`
# processes; measures catalogue reads and order placement through nginx and prints the
# 2-vs-1 ratios. On a 2-core machine the load generator, nginx, PostgreSQL and the servers
# share the same cores, so this shows that the servers behave as one shop and how the
# figures move, not the gain of a second machine.
set -euo pipefail
cd "$(dirname "$0")/.."
# wrk is one client address placing thousands of orders for one customer: lift the flood
# limits (docs/deploy.md, "Limits") that would refuse it in production.
export AQUA_ORDER_RATE=1000000/60 AQUA_ORDER_CUSTOMER_RATE=1000000/60 AQUA_MAX_CONNECTIONS_PER_IP=0
scripts/install-deps.sh bench
make --no-print-directory server web >/dev/null
exec scripts/with-postgres.sh bash -c '
set -euo pipefail
DURATION="${BENCH_DURATION:-10s}"
work="$(mktemp -d /tmp/aqua-scale.XXXXXX)"; chmod 755 "$work"; mkdir -p "$work/tmp"
pids=()
cleanup() { for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done
  [[ -f "$work/nginx.pid" ]] && kill "$(cat "$work/nginx.pid")" 2>/dev/null || true; sleep 0.3; rm -rf "$work"; }
trap cleanup EXIT
free_port() { python3 -c "import socket; s=socket.socket(); s.bind((\"127.0.0.1\",0)); print(s.getsockname()[1])"; }
wait_http() { for _ in $(seq 100); do curl -fs "$1" >/dev/null 2>&1 && return 0; sleep 0.1; done; return 1; }
psql "$AQUA_TEST_PG_ADMIN_URL" -qc "CREATE DATABASE scale" >/dev/null
db="postgresql://postgres@127.0.0.1:$AQUA_TEST_PG_PORT/scale"
export BENCH_DELIVERY_DATE="$(TZ=Asia/Karachi date -d tomorrow +%F)"

run_with() {  # number of servers
  local n=$1 upstream="" ports=()
  for i in $(seq "$n"); do
    local p; p=$(free_port); ports+=("$p")
    AQUA_PORT=$p AQUA_DATA_DIR="$work/data$i" AQUA_DATABASE_URL="$db" AQUA_THREADS=1 AQUA_LOG_LEVEL=warn \
      build/server/aquapure serve >"$work/server$i.log" 2>&1 &
    pids+=("$!")
    wait_http "http://127.0.0.1:$p/api/health"
    upstream+="server 127.0.0.1:$p; "
  done
  local np; np=$(free_port)
  cat >"$work/nginx.conf" <<CONF
worker_processes 1; pid $work/nginx.pid; error_log $work/nginx-error.log warn;
events { worker_connections 4096; }
http { access_log off; client_body_temp_path $work/tmp; proxy_temp_path $work/tmp;
  fastcgi_temp_path $work/tmp; uwsgi_temp_path $work/tmp; scgi_temp_path $work/tmp;
  upstream shop { $upstream keepalive 64; }
  server { listen 127.0.0.1:$np;
    location / { proxy_pass http://shop; proxy_http_version 1.1; proxy_set_header Connection ""; } } }
CONF
  nginx -c "$work/nginx.conf" -p "$work"
  wait_http "http://127.0.0.1:$np/api/products"
  local reads orders
  reads=$(wrk -t2 -c64 -d"$DURATION" "http://127.0.0.1:$np/api/products" | awk "/Requests\/sec/ {print \$2}")
  orders=$(wrk -t2 -c32 -d"$DURATION" -s bench/order.lua "http://127.0.0.1:$np/" | awk "/Requests\/sec/ {print \$2}")
  kill "$(cat "$work/nginx.pid")"; rm -f "$work/nginx.pid"
  for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done; pids=()
  sleep 0.5
  echo "$reads $orders"
}
read -r r1 o1 < <(run_with 1)
read -r r2 o2 < <(run_with 2)
mkdir -p bench/results
{
  echo "scale-out through nginx on one PostgreSQL (each server AQUA_THREADS=1), wrk $DURATION"
  printf "  1 server : %10s catalogue req/s  %8s orders/s\n" "$r1" "$o1"
  printf "  2 servers: %10s catalogue req/s  %8s orders/s\n" "$r2" "$o2"
  awk -v a="$r2" -v b="$r1" -v c="$o2" -v d="$o1" "BEGIN {printf \"  ratio 2/1: catalogue %.2f, orders %.2f\n\", a/b, c/d}"
} | tee bench/results/scale.txt
'
