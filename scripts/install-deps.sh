#!/usr/bin/env bash
# Installs the Debian packages the shop needs to build, run, test or benchmark.
# Usage: scripts/install-deps.sh [build|test|bench]   (each level includes the ones before)
# Only missing packages are installed, so a warm machine returns in well under a second.
set -euo pipefail

level="${1:-build}"
pkgs=(g++ cmake make pkg-config git ca-certificates
      libboost1.81-dev libboost-json1.81-dev libboost-url1.81-dev
      libsoci-dev libsqlite3-dev libpq-dev libsodium-dev libcurl4-openssl-dev
      libspdlog-dev libcli11-dev sqlite3 python3-yaml nodejs)
if [[ "$level" == test || "$level" == bench ]]; then
  # kannel + kannel-extras: the SMS gateway and its simulated operator (fakesmsc) for
  # scripts/with-kannel.sh and tests/api/sms-kannel.test.mjs.
  pkgs+=(libgtest-dev postgresql python3-aiosmtpd chromium curl clang libclang-rt-14-dev
         kannel kannel-extras)
fi
if [[ "$level" == bench ]]; then
  pkgs+=(wrk nginx)
fi

missing=()
for p in "${pkgs[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
# node/npm may come from outside Debian (as on our build machines): only install if absent.
if command -v node >/dev/null && command -v npm >/dev/null; then
  missing=("${missing[@]/nodejs/}")
else
  missing+=(npm)
fi
missing=($(printf '%s\n' "${missing[@]}" | grep -v '^$' || true))
if ((${#missing[@]})); then
  echo "Installing Debian packages: ${missing[*]}"
  sudo_cmd=()
  [[ $(id -u) -ne 0 ]] && sudo_cmd=(sudo)
  export DEBIAN_FRONTEND=noninteractive
  "${sudo_cmd[@]}" apt-get update -qq
  "${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi
