#!/usr/bin/env bash
# Regenerates the expected files of tests/pluscal from TLC's PlusCal
# translator, and model-checks each translation with TLC (see README.md).
#
#   tests/pluscal/regen.sh          # X.expected.tla and errors/X.expected
#   tests/pluscal/regen.sh tlc      # TLC on every X.expected.tla with X.cfg
#
# TLA2TOOLS names tla2tools.jar (default /work/tlc/tla2tools.jar), TLC the
# TLC launcher (default /work/tlc/tlc), TLA_LIBRARY the folder of the
# standard modules (Naturals.tla, ...) when the jar lacks them. Everything
# runs in a temporary directory: the translator rewrites its input, TLC
# writes states/.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
jar=${TLA2TOOLS:-/work/tlc/tla2tools.jar}
tlc=${TLC:-/work/tlc/tlc}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

if [ "${1:-}" = tlc ]; then
  export JAVA_TOOL_OPTIONS="-DTLA-Library=${TLA_LIBRARY:-/work/tlc/tlatools/org.lamport.tlatools/src/tla2sany/StandardModules}"
  for f in "$here"/*.expected.tla; do
    b=$(basename "$f" .expected.tla)
    mkdir -p "$work/$b"
    cp "$f" "$work/$b/$b.tla"
    cp "$here/$b.cfg" "$work/$b/$b.cfg"
    set +e
    (cd "$work/$b" && "$tlc" -workers 1 -config "$b.cfg" "$b.tla" > tlc.out 2>&1)
    rc=$?
    set -e
    states=$(sed -n 's/.* \([0-9][0-9]*\) distinct states found.*/\1/p' "$work/$b/tlc.out" | tail -1)
    echo "$b exit=$rc distinct=${states:-?}"
    if [ "$rc" != 0 ]; then grep -v '^Picked up' "$work/$b/tlc.out" | tail -30 | sed 's/^/    /'; fi
  done
  exit 0
fi

for f in "$here"/*.tla; do
  case $f in *.expected.tla) continue ;; esac
  b=$(basename "$f" .tla)
  cp "$f" "$work/$b.tla"
  if ! (cd "$work" && java -cp "$jar" pcal.trans -nocfg "$b.tla" > "$b.out" 2>&1); then
    echo "$b: the translator failed:" >&2
    cat "$work/$b.out" >&2
    exit 1
  fi
  cp "$work/$b.tla" "$here/$b.expected.tla"
  echo "$b: $(head -1 "$work/$b.out")"
done
for f in "$here"/errors/*.tla; do
  b=$(basename "$f" .tla)
  cp "$f" "$work/$b.tla"
  set +e
  (cd "$work" && java -cp "$jar" pcal.trans -nocfg "$b.tla" > "$here/errors/$b.expected" 2>&1)
  rc=$?
  set -e
  if [ "$rc" = 0 ]; then echo "errors/$b: translated without error" >&2; exit 1; fi
  echo "errors/$b: exit status $rc"
done
