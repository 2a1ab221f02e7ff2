#!/usr/bin/env bash
# `make run AQUA_SMS=kannel`: the shop inside a local Kannel gateway (scripts/with-kannel.sh:
# bearerbox and smsbox on loopback) whose operator is kannel-extras' fakesmsc, so texts go
# through the real gateway and come back reported delivered. What the operator receives is
# appended to $AQUA_DATA_DIR/sms-operator.log. The simulated operator holds the gateway's one
# operator link, so a customer's reply is sent the way smsbox passes it on: the URL printed
# at start, with from= and text= (e.g. ...?from=%2B923001234567&text=1).
# Install Kannel with: scripts/install-deps.sh test
#
# Usage: scripts/run-with-kannel.sh CMD [ARGS...]   (CMD: the shop, e.g. aquapure serve)
set -euo pipefail
(($# > 0)) || {
  echo "usage: run-with-kannel.sh CMD [ARGS...]" >&2
  exit 2
}
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
export AQUA_KANNEL_SHOP_PORT="${AQUA_PORT:-8080}"

if [[ "${1:-}" != "--inside" ]]; then
  exec "$here/with-kannel.sh" "$0" --inside "$@"
fi
shift
log="${AQUA_DATA_DIR:-./data}/sms-operator.log"
"$AQUA_TEST_KANNEL_FAKESMSC" -H 127.0.0.1 -r "$AQUA_TEST_KANNEL_FAKE_PORT" -i 0.2 -m 0 \
  '0 0 text unused' >>"$log" 2>&1 &
operator=$!
trap 'kill "$operator" 2>/dev/null || true' EXIT
echo "run-with-kannel.sh: texts through Kannel; what the operator receives goes to $log" >&2
echo "run-with-kannel.sh: a customer's reply: http://127.0.0.1:$AQUA_KANNEL_SHOP_PORT/api/sms/inbound/$AQUA_TEST_SMS_SECRET?from=...&text=..." >&2
export AQUA_KANNEL_URL="$AQUA_TEST_KANNEL_URL" AQUA_KANNEL_USER="$AQUA_TEST_KANNEL_USER"
export AQUA_KANNEL_PASSWORD="$AQUA_TEST_KANNEL_PASSWORD" AQUA_SMS_SECRET="$AQUA_TEST_SMS_SECRET"
export AQUA_SMS_CALLBACK_URL="http://127.0.0.1:$AQUA_KANNEL_SHOP_PORT" AQUA_SMS_FROM="${AQUA_SMS_FROM:-8765}"
"$@"
