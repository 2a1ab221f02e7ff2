#!/usr/bin/env bash
# Runs a command next to a throwaway PostgreSQL server.
#
# Usage: scripts/with-postgres.sh CMD [ARGS...]
#
# Creates a fresh cluster in a temporary directory, starts it on 127.0.0.1 on a free port
# (trust authentication, loopback only), runs CMD with
#   AQUA_TEST_PG_ADMIN_URL=postgresql://postgres@127.0.0.1:PORT/postgres
#   AQUA_TEST_PG_PORT=PORT
# exported, then stops the server and deletes the directory (also on failure or Ctrl-C).
# Exits with CMD's status. Works from any directory. AQUA_TEST_PG_SETTINGS adds server
# settings (e.g. "-c shared_preload_libraries=pg_stat_statements", bench/pg-statements.sh).
#
# PostgreSQL refuses to run as root: when run as root, the cluster is created and run as
# the `postgres` system user (created by Debian's postgresql package). Otherwise it runs as
# the current user. Install the binaries with: scripts/install-deps.sh test
set -euo pipefail

prog="with-postgres.sh"
die() {
  echo "$prog: error: $*" >&2
  exit 2
}

if (($# == 0)); then
  echo "usage: $prog CMD [ARGS...]" >&2
  exit 2
fi

# --- find the newest installed PostgreSQL server binaries -------------------------------
pgbin=""
if [[ -n "${AQUA_PG_BIN:-}" ]]; then
  pgbin="$AQUA_PG_BIN"
else
  for d in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V); do
    [[ -x "$d/initdb" && -x "$d/pg_ctl" ]] && pgbin="$d"
  done
fi
if [[ -z "$pgbin" || ! -x "$pgbin/initdb" || ! -x "$pgbin/pg_ctl" ]]; then
  die "PostgreSQL server binaries (initdb, pg_ctl) not found under /usr/lib/postgresql/*/bin.
  Install them with: scripts/install-deps.sh test   (Debian package 'postgresql')
  or point AQUA_PG_BIN at a directory that contains initdb and pg_ctl."
fi
if [[ ! -x "$pgbin/psql" ]] && ! command -v psql >/dev/null 2>&1; then
  die "psql not found. Install it with: scripts/install-deps.sh test"
fi

# --- who runs the server -------------------------------------------------------------------
as_pg=()
if [[ $(id -u) -eq 0 ]]; then
  id -u postgres >/dev/null 2>&1 ||
    die "running as root, but there is no 'postgres' system user to run PostgreSQL as
  (install Debian's 'postgresql' package: scripts/install-deps.sh test)."
  command -v runuser >/dev/null 2>&1 || die "running as root needs 'runuser' (util-linux)"
  as_pg=(runuser -u postgres --)
fi

# --- temporary directory ---------------------------------------------------------------
# /tmp (not $TMPDIR) by default: the postgres user must be able to reach it.
base="${AQUA_PG_TMPDIR:-/tmp}"
tmp="$(mktemp -d "$base/aqua-pg.XXXXXX")" || die "cannot create a temporary directory in $base"
data="$tmp/data"
log="$tmp/server.log"
started=0

pg() { (cd "$tmp" && "${as_pg[@]}" "$@"); }

cleanup() {
  local status=$?
  trap - EXIT INT TERM HUP
  if ((started)); then
    pg "$pgbin/pg_ctl" -D "$data" -m fast -w -t 30 stop >/dev/null 2>&1 ||
      pg "$pgbin/pg_ctl" -D "$data" -m immediate -w -t 10 stop >/dev/null 2>&1 || true
  fi
  rm -rf -- "$tmp"
  exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM
trap 'exit 129' HUP

if ((${#as_pg[@]})); then
  chown postgres: "$tmp"
fi
chmod 700 "$tmp"

if ! pg "$pgbin/initdb" -D "$data" -A trust -U postgres -E UTF8 --locale=C.UTF-8 \
  >"$tmp/initdb.log" 2>&1; then
  # Older versions may lack C.UTF-8: retry with the C locale before giving up.
  rm -rf -- "$data"
  if ! pg "$pgbin/initdb" -D "$data" -A trust -U postgres -E UTF8 --locale=C \
    >"$tmp/initdb.log" 2>&1; then
    cat "$tmp/initdb.log" >&2
    die "initdb failed (output above)"
  fi
fi

# --- pick a free loopback port and start ---------------------------------------------------
port_in_use() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

port=""
for attempt in 1 2 3 4 5 6 7 8; do
  candidate=$((20000 + RANDOM % 40000))
  port_in_use "$candidate" && continue
  if pg "$pgbin/pg_ctl" -D "$data" -l "$log" -w -t 60 \
    -o "-c listen_addresses=127.0.0.1 -c port=$candidate -c unix_socket_directories=$tmp ${AQUA_TEST_PG_SETTINGS:-}" \
    start >/dev/null 2>&1; then
    port="$candidate"
    started=1
    break
  fi
  # Lost a race for the port (or something else went wrong): make sure it is down, retry.
  pg "$pgbin/pg_ctl" -D "$data" -m immediate -w stop >/dev/null 2>&1 || true
done
if [[ -z "$port" ]]; then
  [[ -f "$log" ]] && tail -n 30 "$log" >&2
  die "could not start PostgreSQL (server log above)"
fi

export AQUA_TEST_PG_ADMIN_URL="postgresql://postgres@127.0.0.1:$port/postgres"
# For outage tests: scripts that stop and start this same server.
printf '#!/usr/bin/env bash\ncd %q && %s %q -D %q -m fast -w -t 30 stop\n' "$tmp" "${as_pg[*]}" \
  "$pgbin/pg_ctl" "$data" >"$tmp/stop.sh"
printf '#!/usr/bin/env bash\ncd %q && %s %q -D %q -l %q -w -t 60 -o %q start\n' "$tmp" "${as_pg[*]}" \
  "$pgbin/pg_ctl" "$data" "$log" \
  "-c listen_addresses=127.0.0.1 -c port=$port -c unix_socket_directories=$tmp ${AQUA_TEST_PG_SETTINGS:-}" \
  >"$tmp/start.sh"
chmod 755 "$tmp/stop.sh" "$tmp/start.sh"
export AQUA_TEST_PG_STOP="$tmp/stop.sh" AQUA_TEST_PG_START="$tmp/start.sh"
export AQUA_TEST_PG_PORT="$port"
# Prefer the client that matches the server.
[[ -x "$pgbin/psql" ]] && export PATH="$pgbin:$PATH"

echo "$prog: PostgreSQL $("$pgbin/pg_ctl" --version | awk '{print $3}') on 127.0.0.1:$port" >&2

set +e
"$@"
status=$?
set -e
exit "$status"
