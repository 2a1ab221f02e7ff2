#!/usr/bin/env bash
# clang-tidy with the checks in .clang-tidy over every server/src/**/*.cpp, using the compile
# database of build/server (configured here when missing).
#
# A file that passed is remembered in build/tidy-cache/ under a key made of what its result
# depends on: clang-tidy's version and arguments, .clang-tidy, the file's compile command, the
# file and every project header it includes (the compiler's depfile from the last build). Only files
# whose key is new are checked again, so a run after a small change takes seconds; a fresh
# clone (CI) checks the whole tree. Findings are never cached.
#
# Usage: scripts/tidy.sh [--changed] [--no-cache]
#   --changed   only the .cpp files changed since main (still through the cache)
#   --no-cache  check every file in scope again
set -euo pipefail
cd "$(dirname "$0")/.."
db=build/server
cache=build/tidy-cache
scope=all use_cache=1
for arg in "$@"; do
  case "$arg" in
    --changed) scope=changed ;;
    --no-cache) use_cache=0 ;;
    *) echo "usage: scripts/tidy.sh [--changed] [--no-cache]" >&2; exit 2 ;;
  esac
done
if [[ ! -f $db/compile_commands.json ]]; then
  cmake -S server -B $db -DCMAKE_BUILD_TYPE=Release >/dev/null
fi
tidy=$(command -v clang-tidy-14 || command -v clang-tidy) ||
  { echo "tidy.sh: clang-tidy not found (Debian package clang-tidy)" >&2; exit 2; }
# GCC-only warning flags in the compile database are not clang-tidy's business.
args=(-p "$db" --quiet -extra-arg=-Wno-unknown-warning-option)

if [[ $scope == changed ]]; then
  base=$(git merge-base HEAD main 2>/dev/null || git rev-parse HEAD)
  mapfile -t files < <({ git diff --name-only --diff-filter=d "$base" -- 'server/src/*.cpp'
    git ls-files --others --exclude-standard -- 'server/src/*.cpp'; } | sort -u)
else
  mapfile -t files < <(git ls-files --cached --others --exclude-standard -- 'server/src/*.cpp' |
    sort -u | while read -r f; do [[ -f $f ]] && echo "$f"; done)
fi
((${#files[@]})) || { echo "clang-tidy: no .cpp files in scope ($scope)"; exit 0; }

# "KEY FILE" for each file in scope (KEY "-" when the file is not in the compile database).
keys=$(python3 - "$db" "$("$tidy" --version | tr '\n' ' ') ${args[*]}" "${files[@]}" <<'PY'
import hashlib, json, os, re, sys
db, tool, files = sys.argv[1], sys.argv[2], sys.argv[3:]
root = os.getcwd()
commands = {}
for e in json.load(open(os.path.join(db, "compile_commands.json"))):
    path = os.path.realpath(os.path.join(e["directory"], e["file"]))
    # The depfile CMake's Makefile generator writes next to the object.
    out = e.get("output") or re.search(r"-o (\S+)", e.get("command", "")).group(1)
    commands[path] = (e.get("command") or " ".join(e["arguments"]),
                      os.path.join(e["directory"], out + ".d"))
shared = hashlib.sha256((tool + open(".clang-tidy").read()).encode())
def digest(p):
    with open(p, "rb") as f:
        return hashlib.sha256(f.read()).hexdigest()
for f in files:
    real = os.path.realpath(f)
    if real not in commands:
        print("-", f)
        continue
    command, depfile = commands[real]
    h = shared.copy()
    h.update(command.encode())
    h.update(digest(real).encode())
    deps = []
    if os.path.exists(depfile):
        text = open(depfile).read().replace("\\\n", " ")
        deps = [d for d in text.split(":", 1)[1].split() if os.path.realpath(d).startswith(root)]
    else:  # not built yet: every project header counts
        for top in ("server/src",):
            for dirpath, _, names in os.walk(top):
                deps += [os.path.join(dirpath, n) for n in names if n.endswith(".hpp")]
    for d in sorted(set(os.path.realpath(d) for d in deps)):
        if d != real and os.path.exists(d):
            h.update(d.encode())
            h.update(digest(d).encode())
    print(h.hexdigest(), f)
PY
)

mkdir -p "$cache"
todo=()
cached=0
while read -r key file; do
  if [[ $key == - ]]; then
    echo "tidy.sh: $file is not in $db/compile_commands.json (not in server/CMakeLists.txt?)" >&2
    exit 2
  fi
  if ((use_cache)) && [[ -f $cache/$key ]]; then
    cached=$((cached + 1))
  else
    todo+=("$key" "$file")
  fi
done <<<"$keys"
echo "clang-tidy: $scope, $((${#todo[@]} / 2)) to check, $cached unchanged since they passed"
((${#todo[@]})) || exit 0

# One clang-tidy per file, nproc at a time; a clean file's key goes into the cache.
check_one() {
  local key="$1" file="$2" out rc=0
  out=$("$TIDY" $TIDY_ARGS "$file" 2>&1) || rc=$?
  out=$(grep -vE '^[0-9]+ warnings? (and [0-9]+ errors? )?generated\.$|^Suppressed [0-9]+ warnings|^Use -header-filter' <<<"$out" || true)
  if ((rc == 0)) && [[ -z $out ]]; then
    touch "$CACHE/$key"
  else
    printf '%s\n' "$out"
    echo "clang-tidy: $file has findings"
    return 1
  fi
}
export -f check_one
export TIDY="$tidy" TIDY_ARGS="${args[*]}" CACHE="$cache"
printf '%s\0' "${todo[@]}" | xargs -0 -n 2 -P "$(nproc)" bash -c 'check_one "$@"' _
