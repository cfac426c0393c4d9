#!/usr/bin/env bash
# Front-end speed: runs `tlars parse` (lex, parse, resolve) once over every
# .tla file of the corpus, in one process, and reports the lines read, the
# CPU seconds taken and the CPU seconds per 10,000 lines.
#
#   scripts/parse-speed.sh            # the whole corpus
#   scripts/parse-speed.sh DIR...     # the .tla files under other folders
#
# Environment:
#   TLARS   tlars binary (default: target/release/tlars, built if missing)
#   CORPUS  corpus folder (default: ../shared/corpus beside the repository)
#   RUNS    how many times to run (default 1); the fastest run is reported
#
# This is a measurement, not a test: nothing here passes or fails on timing.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
tlars="${TLARS:-$root/target/release/tlars}"
runs="${RUNS:-1}"

if [ $# -gt 0 ]; then
  dirs=("$@")
else
  corpus="${CORPUS:-$root/../shared/corpus}"
  if [ ! -d "$corpus" ]; then
    echo "parse-speed: no corpus at $corpus (set CORPUS or pass folders)" >&2
    exit 2
  fi
  dirs=("$(cd "$corpus" && pwd)")
fi
lib="$(cd "${CORPUS:-$root/../shared/corpus}" 2>/dev/null && pwd)/lib"

if [ ! -x "$tlars" ]; then
  (cd "$root" && cargo build --release -p tlars >&2)
fi

mapfile -d '' files < <(find "${dirs[@]}" -name '*.tla' -type f -print0 | sort -z)
if [ ${#files[@]} -eq 0 ]; then
  echo "parse-speed: no .tla files under ${dirs[*]}" >&2
  exit 2
fi
lines=$(cat "${files[@]}" | wc -l)
bytes=$(cat "${files[@]}" | wc -c)

includes=()
for d in tlapm community apalache; do
  [ -d "$lib/$d" ] && includes+=(-I "$lib/$d")
done

timing="$(mktemp)"
trap 'rm -f "$timing"' EXIT
best=""
for ((i = 0; i < runs; i++)); do
  status=0
  /usr/bin/time -o "$timing" -f "%U %S %e" "$tlars" parse --message-format short "${includes[@]}" "${files[@]}" \
    >/dev/null 2>&1 || status=$?
  if [ "$status" -ne 0 ]; then
    echo "parse-speed: tlars parse exited with $status (some files are rejected; the timing still counts)" >&2
  fi
  read -r user sys wall < "$timing"
  cpu=$(awk -v u="$user" -v s="$sys" 'BEGIN { printf "%.3f", u + s }')
  if [ -z "$best" ] || awk -v a="$cpu" -v b="$best" 'BEGIN { exit !(a < b) }'; then
    best="$cpu"
    best_user="$user"
    best_sys="$sys"
    best_wall="$wall"
  fi
done

per10k=$(awk -v c="$best" -v l="$lines" 'BEGIN { printf "%.4f", c * 10000 / l }')
echo "files:            ${#files[@]}"
echo "lines:            $lines ($bytes bytes)"
echo "cpu seconds:      $best (user $best_user, sys $best_sys; wall $best_wall)"
echo "per 10,000 lines: $per10k s"
