#!/usr/bin/env bash
# Throughput benchmark: runs `tlars check` (and TLC, when $TLC_JAR names a
# tla2tools.jar) on a few corpus models and reports distinct states per second
# of wall time, one worker each.
#
#   scripts/bench.sh                  # the default models below
#   scripts/bench.sh SPEC|CFG ...     # other corpus models (paths relative to the corpus)
#
# Environment:
#   TLARS          tlars binary (default: target/release/tlars, built if missing)
#   CORPUS         corpus folder (default: ../shared/corpus beside the repository)
#   TLC_JAR        tla2tools.jar: also run TLC (java -cp $TLC_JAR tlc2.TLC -workers 1 ...)
#   JAVA           java binary (default: java)
#   BENCH_TIMEOUT  seconds allowed per run (default: 600)
#
# The rates include start-up (the JVM's for TLC). This is a measurement, not
# a test: nothing here passes or fails on timing.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
corpus="$(cd "${CORPUS:-$root/../shared/corpus}" && pwd)"
tlars="${TLARS:-$root/target/release/tlars}"
java="${JAVA:-java}"
limit="${BENCH_TIMEOUT:-600}"

# Success models with TLC runtimes of 5-60 s (TLC's distinct states in brackets):
models=(
  # CONSTRAINT, records and sequences [112929]
  "examples/Disruptor/Disruptor_MPMC.tla|examples/Disruptor/Disruptor_MPMC.cfg"
  # a constant overridden by a definition (Nat <- NatOverride), CONSTRAINT [724274]
  "examples/lamport_mutex/MCLamportMutex.tla|examples/lamport_mutex/MCLamportMutex.cfg"
  # PlusCal translation, N = 8 processes [277726]
  "examples/TeachingConcurrency/SimpleRegular.tla|examples/TeachingConcurrency/SimpleRegular.cfg"
  # SYMMETRY, CHECK_DEADLOCK [343796]
  "examples/MultiPaxos-SMR/MultiPaxos_MC.tla|examples/MultiPaxos-SMR/MultiPaxos_MC_small.cfg"
)
if [ $# -gt 0 ]; then
  models=("$@")
fi

if [ -z "${TLARS:-}" ] && [ ! -x "$tlars" ]; then
  echo "building $tlars" >&2
  (cd "$root" && cargo build --release -p tlars) >&2
fi
case "$tlars" in /*) ;; *) tlars="$(cd "$(dirname "$tlars")" && pwd)/$(basename "$tlars")" ;; esac
if [ -n "${TLC_JAR:-}" ]; then
  case "$TLC_JAR" in /*) ;; *) TLC_JAR="$(cd "$(dirname "$TLC_JAR")" && pwd)/$(basename "$TLC_JAR")" ;; esac
  [ -f "$TLC_JAR" ] || { echo "TLC_JAR: $TLC_JAR not found" >&2; exit 2; }
fi

libs=("$corpus/lib/tlapm" "$corpus/lib/community" "$corpus/lib/apalache")
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

now() { date +%s.%N; }

# The last "N states generated, M distinct states found, ..." line: prints M.
distinct_of() {
  sed -n 's/^ *\([0-9,]*\) states\{0,1\} generated, \([0-9,]*\) distinct states\{0,1\} found.*/\2/p' "$1" | tail -n 1 | tr -d ,
}

# run_one TOOL SPEC CFG: runs TOOL on the model in the spec's folder; prints
# "distinct seconds status" (distinct is "-" when none was printed).
run_one() {
  local tool=$1 spec=$2 cfg=$3 dir base rel out start end status distinct
  dir="$corpus/$(dirname "$spec")"
  base="$(basename "$spec")"
  rel="$(realpath --relative-to="$dir" "$corpus/$cfg")"
  out="$work/out"
  start=$(now)
  set +e
  if [ "$tool" = tlars ]; then
    (cd "$dir" && timeout -k 5 "$limit" "$tlars" check "$base" --cfg "$rel" \
      -I "${libs[0]}" -I "${libs[1]}" -I "${libs[2]}" --workers 1) >"$out" 2>&1
  else
    local path
    path="$(IFS=:; echo "${libs[*]}")"
    (cd "$dir" && timeout -k 5 "$limit" "$java" -XX:+UseParallelGC "-DTLA-Library=$path" \
      -cp "$TLC_JAR" tlc2.TLC -workers 1 -lncheck final -metadir "$work/states" \
      -config "$rel" "$base") >"$out" 2>&1
  fi
  status=$?
  set -e
  end=$(now)
  distinct="$(distinct_of "$out")"
  echo "${distinct:--} $(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.2f", b - a }') $status"
}

rate() { # distinct seconds
  if [ "$1" = - ]; then echo -; else awk -v n="$1" -v s="$2" 'BEGIN { if (s > 0) printf "%.0f", n / s; else print "-" }'; fi
}

printf '%-58s %-6s %10s %9s %12s %6s\n' model tool distinct "wall s" "distinct/s" exit
for m in "${models[@]}"; do
  spec="${m%%|*}"
  cfg="${m#*|}"
  name="$(basename "$(dirname "$spec")")/$(basename "$cfg")"
  read -r d s st < <(run_one tlars "$spec" "$cfg")
  r_tlars="$(rate "$d" "$s")"
  printf '%-58s %-6s %10s %9s %12s %6s\n' "$name" tlars "$d" "$s" "$r_tlars" "$st"
  if [ -n "${TLC_JAR:-}" ]; then
    read -r d s st < <(run_one tlc "$spec" "$cfg")
    r_tlc="$(rate "$d" "$s")"
    printf '%-58s %-6s %10s %9s %12s %6s\n' "$name" TLC "$d" "$s" "$r_tlc" "$st"
    if [ "$r_tlars" != - ] && [ "$r_tlc" != - ] && [ "$r_tlc" != 0 ]; then
      printf '%-58s %-6s %s\n' "$name" ratio "$(awk -v a="$r_tlars" -v b="$r_tlc" 'BEGIN { printf "%.2fx TLC (tlars distinct/s over TLC distinct/s)", a / b }')"
    fi
  fi
done
