# Helpers the bench scripts share (sourced). Needs $work (a scratch folder) and $THREADS.

free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'; }
# wait_http URL: up to 30 s for a 2xx answer.
wait_http() { for _ in $(seq 300); do curl -fs "$1" >/dev/null 2>&1 && return 0; sleep 0.1; done; echo "no answer from $1" >&2; return 1; }
# ms WRK_TIME: wrk's "850.00us", "12.5ms" or "1.2s" as milliseconds.
ms() { awk -v v="$1" 'BEGIN { if (v ~ /us$/) { sub(/us/, "", v); v /= 1000 } else if (v ~ /ms$/) { sub(/ms/, "", v) } else if (v ~ /s$/) { sub(/s/, "", v); v *= 1000 }; printf "%.1f", v }'; }

# start_nginx: nginx serving $work/www as static files on a free port ($nport), with the
# shop's worker count; the caller's EXIT trap stops it by $work/nginx.pid.
start_nginx() {
  nport=$(free_port)
  mkdir -p "$work/www" "$work/tmp"
  cat >"$work/nginx.conf" <<CONF
worker_processes $THREADS;
pid $work/nginx.pid;
error_log $work/nginx-error.log warn;
events { worker_connections 4096; }
http {
  access_log off; sendfile on; tcp_nopush on; keepalive_requests 1000000;
  default_type application/json;
  client_body_temp_path $work/tmp; proxy_temp_path $work/tmp; fastcgi_temp_path $work/tmp;
  uwsgi_temp_path $work/tmp; scgi_temp_path $work/tmp;
  server { listen 127.0.0.1:$nport; root $work/www; }
}
CONF
  nginx -c "$work/nginx.conf" -p "$work"
}
