#!/usr/bin/env bash
# `stringsdict extract` on a million lines of Swift, the whole command: speed (MB of source a
# second, one process) and peak memory against the size of the sources (issue 31's goal: at
# least 20 MB/s, at most 3x the source size).
#
# The sources are a real SwiftUI app (the Roomie fixture of the extraction tests, MIT) copied
# into as many folders as it takes to pass LINES lines (its keys repeat: the catalog stays small,
# the scan does all the work), and once more as one file of LINES lines.
#
# Usage: Benchmarks/extract-1m.sh [BIN] [LINES]   (BIN defaults to .build/release/stringsdict)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
bin="${1:-$root/.build/release/stringsdict}"
lines_goal="${2:-1000000}"
[ -x "$bin" ] || { echo "build it first: swift build -c release --product stringsdict" >&2; exit 2; }
fixture="$root/Tests/StringsdictExtractTests/Fixtures/Roomie/Source"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

per_copy=$(find "$fixture" -name '*.swift' -print0 | xargs -0 cat | wc -l)
copies=$(( (lines_goal + per_copy - 1) / per_copy ))
mkdir -p "$work/many"
for i in $(seq 1 "$copies"); do cp -r "$fixture" "$work/many/app$i"; done
mkdir -p "$work/one"
touch "$work/one/Big.swift"
while [ "$(wc -l < "$work/one/Big.swift")" -lt "$lines_goal" ]; do
    find "$fixture" -name '*.swift' -print0 | sort -z | xargs -0 cat >> "$work/one/Big.swift"
done

measure() {
    local name="$1" sources="$2"
    local bytes lines
    bytes=$(find "$sources" -name '*.swift' -print0 | xargs -0 cat | wc -c)
    lines=$(find "$sources" -name '*.swift' -print0 | xargs -0 cat | wc -l)
    rm -rf "$work/out" && mkdir -p "$work/out"
    /usr/bin/time -f "%e %M" -o "$work/time" "$bin" extract "$sources" --catalog "$work/out/Localizable.xcstrings" 2>"$work/stderr" >/dev/null \
        || { cat "$work/stderr" >&2; exit 1; }
    read -r seconds kilobytes < "$work/time"
    python3 - "$name" "$bytes" "$lines" "$seconds" "$kilobytes" <<'EOF'
import sys
name, size, lines, seconds, kb = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), float(sys.argv[4]), int(sys.argv[5])
mb = size / 1e6
print(f"{name}: {lines:,} lines, {mb:.1f} MB of Swift in {seconds:.2f} s = {mb / max(seconds, 0.01):.1f} MB/s "
      f"(goal >= 20); peak memory {kb / 1024:.0f} MB = {kb * 1024 / size:.2f}x the source (goal <= 3)")
EOF
}

measure "many files" "$work/many"
measure "one file" "$work/one"
