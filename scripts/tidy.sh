#!/usr/bin/env bash
# clang-tidy with the checks in .clang-tidy over server/src/**/*.cpp, using the compile
# database of build/server (configured here when missing).
# Usage: scripts/tidy.sh [--changed]   --changed: only the .cpp files changed since main.
set -euo pipefail
cd "$(dirname "$0")/.."
db=build/server
if [[ ! -f $db/compile_commands.json ]]; then
  cmake -S server -B $db -DCMAKE_BUILD_TYPE=Release >/dev/null
fi
tidy=$(command -v run-clang-tidy-14 || command -v run-clang-tidy) ||
  { echo "tidy.sh: run-clang-tidy not found (Debian package clang-tidy)" >&2; exit 2; }
if [[ "${1:-}" == --changed ]]; then
  base=$(git merge-base HEAD main 2>/dev/null || git rev-parse HEAD)
  mapfile -t files < <({ git diff --name-only --diff-filter=d "$base" -- 'server/src/*.cpp'
    git ls-files --others --exclude-standard -- 'server/src/*.cpp'; } | sort -u)
  ((${#files[@]})) || { echo "clang-tidy: no changed .cpp files"; exit 0; }
  patterns=("${files[@]/#/$PWD/}")
else
  patterns=("$PWD/server/src/.*\.cpp$")
fi
echo "clang-tidy: ${1:-all} (${#patterns[@]} pattern(s))"
# GCC-only warning flags in the compile database are not clang-tidy's business.
set +e
"$tidy" -p "$db" -j "$(nproc)" -quiet -extra-arg=-Wno-unknown-warning-option "${patterns[@]}" \
  2>&1 | grep -vE '^[0-9]+ warnings? (and [0-9]+ errors? )?generated\.$|^Suppressed [0-9]+ warnings|^Use -header-filter'
rc=${PIPESTATUS[0]}
exit "$rc"
