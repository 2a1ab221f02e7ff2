#!/usr/bin/env bash
# Text messages per second through the outbox and Kannel (bench/sms.mjs; SMS_COUNT texts).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
exec scripts/with-kannel.sh node bench/sms.mjs
