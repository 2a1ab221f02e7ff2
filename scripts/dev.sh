#!/usr/bin/env bash
# `make dev`: the server on 127.0.0.1:8080 and Vite's dev server (http://localhost:5173, hot
# reload; web/vite.config.ts proxies /api and /uploads to :8080) together. When a file under
# server/ or docs/openapi.yaml changes, the server is rebuilt and restarted; a build that fails
# leaves the running server as it was. Ctrl-C stops both.
set -uo pipefail
cd "$(dirname "$0")/.."

build_dir=build/server
bin=$build_dir/aquapure
data_dir=${AQUA_DATA_DIR:-./data}
poll=${DEV_POLL_SECONDS:-2}
mkdir -p "$data_dir"
stamp="$(mktemp /tmp/aqua-dev.XXXXXX)"
server_pid="" vite_pid=""

stop() {
  trap - INT TERM EXIT
  [[ -n $vite_pid ]] && kill "$vite_pid" 2>/dev/null
  [[ -n $server_pid ]] && kill "$server_pid" 2>/dev/null
  wait 2>/dev/null
  rm -f "$stamp"
}
trap 'stop; exit 0' INT TERM
trap stop EXIT

# The server only: the unit tests are built by `make test` (or `cmake --build build/server
# --target aquapure_tests`), not on every save.
build() {
  cmake -S server -B "$build_dir" -DCMAKE_BUILD_TYPE=Release >/dev/null &&
    cmake --build "$build_dir" -j "$(nproc)" --target aquapure
}

start_server() {
  # The proxy in web/vite.config.ts points at :8080, so the port is fixed here.
  AQUA_PORT=8080 AQUA_DATA_DIR="$data_dir" "$bin" serve &
  server_pid=$!
}

touch "$stamp"
build || exit 1
start_server
(cd web && npm run --silent gen:api && exec node_modules/.bin/vite) &
vite_pid=$!

while kill -0 "$vite_pid" 2>/dev/null; do
  sleep "$poll"
  changed=$(find server docs/openapi.yaml -newer "$stamp" -type f 2>/dev/null | head -1)
  [[ -z $changed ]] && continue
  touch "$stamp"
  echo "dev: $changed changed, rebuilding the server"
  if build; then
    kill "$server_pid" 2>/dev/null
    wait "$server_pid" 2>/dev/null
    start_server
  else
    echo "dev: the build failed; the server keeps running the last good build"
  fi
done
