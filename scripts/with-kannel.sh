#!/usr/bin/env bash
# Runs a command next to a throwaway Kannel SMS gateway with a simulated operator.
#
# Usage: scripts/with-kannel.sh CMD [ARGS...]
#
# Writes a kannel.conf into a temporary directory, starts bearerbox (with a "fake" SMSC
# link, the simulated operator) and smsbox on free loopback ports, runs CMD with
#   AQUA_TEST_KANNEL_URL=http://127.0.0.1:SENDSMS/cgi-bin/sendsms   (user aquapure)
#   AQUA_TEST_KANNEL_USER, AQUA_TEST_KANNEL_PASSWORD
#   AQUA_TEST_KANNEL_FAKE_PORT=PORT   where kannel-extras' fakesmsc connects as the operator
#   AQUA_TEST_KANNEL_FAKESMSC=PATH    the fakesmsc binary
#   AQUA_TEST_SMS_SHOP_PORT=PORT      the port the shop must listen on: smsbox calls
#                                     http://127.0.0.1:PORT/api/sms/inbound/SECRET
#   AQUA_TEST_SMS_SECRET=SECRET
#   AQUA_TEST_KANNEL_DIR=DIR          kannel.conf and the logs
# exported, then stops both boxes and deletes the directory (also on failure or Ctrl-C).
# AQUA_KANNEL_SHOP_PORT fixes the shop's port (make run's AQUA_PORT); otherwise a free one.
# Exits with CMD's status. Install Kannel with: scripts/install-deps.sh test
set -euo pipefail

prog="with-kannel.sh"
die() {
  echo "$prog: error: $*" >&2
  exit 2
}
(($# > 0)) || {
  echo "usage: $prog CMD [ARGS...]" >&2
  exit 2
}

bearerbox="${AQUA_KANNEL_BEARERBOX:-/usr/sbin/bearerbox}"
smsbox="${AQUA_KANNEL_SMSBOX:-/usr/sbin/smsbox}"
fakesmsc="${AQUA_KANNEL_FAKESMSC:-/usr/lib/kannel/test/fakesmsc}"
for b in "$bearerbox" "$smsbox" "$fakesmsc"; do
  [[ -x "$b" ]] || die "$b not found. Install Kannel with: scripts/install-deps.sh test
  (Debian packages 'kannel' and 'kannel-extras')"
done

tmp="$(mktemp -d "${TMPDIR:-/tmp}/aqua-kannel.XXXXXX")" || die "cannot create a temporary directory"
pids=()
cleanup() {
  local status=$?
  trap - EXIT INT TERM HUP
  for ((i = ${#pids[@]} - 1; i >= 0; i--)); do kill -TERM "${pids[i]}" 2>/dev/null || true; done
  for p in "${pids[@]}"; do
    for _ in $(seq 50); do kill -0 "$p" 2>/dev/null || break; sleep 0.1; done
    kill -KILL "$p" 2>/dev/null || true
  done
  if [[ -n "${AQUA_KEEP_KANNEL_LOGS:-}" ]]; then
    echo "$prog: logs kept in $tmp" >&2
  else
    rm -rf -- "$tmp"
  fi
  exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM
trap 'exit 129' HUP

port_in_use() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }
taken=" "
free_port() {
  local p
  while :; do
    p=$((20000 + RANDOM % 40000))
    [[ "$taken" == *" $p "* ]] && continue
    port_in_use "$p" && continue
    taken+="$p "
    echo "$p"
    return
  done
}
admin_port=$(free_port)
box_port=$(free_port)
fake_port=$(free_port)
sendsms_port=$(free_port)
shop_port="${AQUA_KANNEL_SHOP_PORT:-$(free_port)}"
secret="$(head -c 18 /dev/urandom | od -An -tx1 | tr -d ' \n')"
password="$(head -c 12 /dev/urandom | od -An -tx1 | tr -d ' \n')"

cat >"$tmp/kannel.conf" <<CONF
group = core
admin-port = $admin_port
admin-password = $password
smsbox-port = $box_port
box-allow-ip = "127.0.0.1"
dlr-storage = internal
log-file = "$tmp/bearerbox.log"
log-level = 1
access-log = "$tmp/access.log"

group = smsc
smsc = fake
smsc-id = fake
host = 127.0.0.1
port = $fake_port
connect-allow-ip = "127.0.0.1"

group = smsbox
bearerbox-host = 127.0.0.1
bearerbox-port = $box_port
sendsms-port = $sendsms_port
log-file = "$tmp/smsbox.log"
log-level = 1
mo-recode = true
global-sender = 8765

group = sendsms-user
username = aquapure
password = $password
user-allow-ip = "127.0.0.1"
concatenation = true
max-messages = 3

group = sms-service
keyword = default
catch-all = true
get-url = "http://127.0.0.1:$shop_port/api/sms/inbound/$secret?from=%p&text=%a"
max-messages = 0
omit-empty = true
CONF

"$bearerbox" "$tmp/kannel.conf" >"$tmp/bearerbox.out" 2>&1 &
pids+=($!)
for _ in $(seq 100); do port_in_use "$box_port" && break; sleep 0.1; done
port_in_use "$box_port" || { tail -n 30 "$tmp/bearerbox.out" >&2; die "bearerbox did not start"; }
"$smsbox" "$tmp/kannel.conf" >"$tmp/smsbox.out" 2>&1 &
pids+=($!)
for _ in $(seq 100); do port_in_use "$sendsms_port" && break; sleep 0.1; done
port_in_use "$sendsms_port" || { tail -n 30 "$tmp/smsbox.out" >&2; die "smsbox did not start"; }

export AQUA_TEST_KANNEL_URL="http://127.0.0.1:$sendsms_port/cgi-bin/sendsms"
export AQUA_TEST_KANNEL_USER=aquapure AQUA_TEST_KANNEL_PASSWORD="$password"
export AQUA_TEST_KANNEL_FAKE_PORT="$fake_port" AQUA_TEST_KANNEL_FAKESMSC="$fakesmsc"
export AQUA_TEST_SMS_SHOP_PORT="$shop_port" AQUA_TEST_SMS_SECRET="$secret"
export AQUA_TEST_KANNEL_DIR="$tmp"
echo "$prog: Kannel on 127.0.0.1 (sendsms $sendsms_port, operator link $fake_port)" >&2

set +e
"$@"
status=$?
set -e
exit "$status"
