#!/usr/bin/env bash
# Regenerates the expected files of tests/translate with TLC's PlusCal
# translator (see README.md):
#
#   tests/translate/regen.sh            # X.expected.tla, X.expected.cfg
#   tests/translate/regen.sh checksums  # corpus-checksums.txt
#
# TLA2TOOLS names tla2tools.jar (default /work/tlc/tla2tools.jar). The
# translator rewrites its input, so it runs on copies in a temporary
# directory.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
jar=${TLA2TOOLS:-/work/tlc/tla2tools.jar}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

if [ "${1:-}" = checksums ]; then
  # The checksums pcal.trans writes for each corpus algorithm, its BEGIN
  # line given empty sums to fill in: path (from the repository), then
  # chksum(pcal) and chksum(tla).
  out="$here/corpus-checksums.txt"
  echo "# Written by regen.sh checksums: pcal.trans 1.12's checksums of each corpus algorithm and its translation." > "$out"
  while read -r rel; do
    f="$root/$rel"
    n=$(basename "$f" .tla)
    d="$work/$(echo "$rel" | tr '/' '_')"
    mkdir -p "$d"
    sed 's/^\(\\\*\+ *BEGIN TRANSLATION\).*$/\\* BEGIN TRANSLATION (chksum(pcal) = "" \/\\ chksum(tla) = "")/' "$f" > "$d/$n.tla"
    (cd "$d" && java -cp "$jar" pcal.trans -nocfg "$n.tla" > /dev/null)
    sums=$(grep -h 'BEGIN TRANSLATION' "$d/$n.tla" | sed 's/.*chksum(pcal) = "\([0-9a-f]*\)".*chksum(tla) = "\([0-9a-f]*\)".*/\1 \2/')
    echo "$rel $sums" >> "$out"
  done < "$here/corpus.txt"
  exit 0
fi

for f in "$here"/*.tla; do
  case $f in *.expected.tla) continue ;; esac
  b=$(basename "$f" .tla)
  [ "$b" = SyntaxError ] && continue
  mkdir -p "$work/$b"
  cp "$f" "$work/$b/"
  (cd "$work/$b" && java -cp "$jar" pcal.trans "$b.tla" > /dev/null)
  cp "$work/$b/$b.tla" "$here/$b.expected.tla"
  cp "$work/$b/$b.cfg" "$here/$b.expected.cfg"
done
