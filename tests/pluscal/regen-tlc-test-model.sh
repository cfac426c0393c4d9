#!/usr/bin/env bash
# Records what TLC's PlusCal translator makes of TLC's own PlusCal
# regression specs (test-model/pcal in the tlaplus repository), as
# tlc-test-model.tsv: per spec with an algorithm, the CRC-32 of the lines
# pcal.trans writes between BEGIN TRANSLATION and END TRANSLATION (joined
# with newlines), or "error" when it refuses the algorithm. The specs stay
# where they are: each is translated in a scratch copy.
#
#   tests/pluscal/regen-tlc-test-model.sh MODELS_DIR/pcal TLA2TOOLS_JAR
set -euo pipefail
models=$1
jar=$2
out="$(cd "$(dirname "$0")" && pwd)/tlc-test-model.tsv"
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
{
  echo "# spec	crc32 of pcal.trans's translation (or error); made by regen-tlc-test-model.sh with $(java -cp "$jar" pcal.trans 2>&1 | head -1 || true)"
  for f in "$models"/*.tla; do
    grep -q -e '--algorithm' -e '--fair' "$f" || continue
    name=$(basename "$f")
    cp "$f" "$scratch/$name"
    if (cd "$scratch" && java -cp "$jar" pcal.trans -nocfg "$name" > /dev/null 2>&1); then
      crc=$(python3 -c '
import sys, zlib
lines = open(sys.argv[1], encoding="utf-8", errors="replace").read().split("\n")
b = next(i for i, l in enumerate(lines) if "BEGIN TRANSLATION" in l)
e = next(i for i, l in enumerate(lines) if i > b and "END TRANSLATION" in l)
print(format(zlib.crc32("\n".join(lines[b + 1:e]).encode("utf-8")), "x"))' "$scratch/$name")
      printf '%s\t%s\n' "$name" "$crc"
    else
      printf '%s\terror\n' "$name"
    fi
  done
} > "$out"
echo "wrote $out"
