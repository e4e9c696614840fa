#!/usr/bin/env bash
# Measures what StringsdictPlugin adds to `swift build` on a target with a 5,000-key String
# Catalog (3 languages), and what the embedded tables cost at startup.
#
# It writes a scratch package (default: $TMPDIR/stringsdict-plugin-bench) with two executable
# targets sharing one main.swift: WithPlugin (the catalog + the plugin) and WithoutPlugin (no
# catalog, no plugin), then times, RUNS times each (medians):
#   1. a no-op build of each target (nothing changed: the plugin's command must not run);
#   2. a build after the catalog changes (WithPlugin) against one after main.swift changes
#      (WithoutPlugin): the tool's run plus compiling the generated accessors;
#   3. `stringsdict generate` alone on the catalog;
#   4. the WithPlugin program's first lookup (reading the embedded catalog) as it reports it.
# Usage: Benchmarks/PluginBuild/plugin-overhead.sh [KEYS] [RUNS]
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
keys=${1:-5000}
runs=${2:-5}
work=${STRINGSDICT_BENCH_DIR:-${TMPDIR:-/tmp}/stringsdict-plugin-bench}
mkdir -p "$work/Sources/WithPlugin/Resources" "$work/Sources/WithoutPlugin" "$work/Sources/Shared"

cat >"$work/Package.swift" <<SWIFT
// swift-tools-version: 6.1
import PackageDescription
let package = Package(
    name: "PluginBench",
    platforms: [.macOS(.v15)],
    dependencies: [.package(name: "swift-stringsdict", path: "$root")],
    targets: [
        .executableTarget(
            name: "WithPlugin",
            dependencies: [.product(name: "Stringsdict", package: "swift-stringsdict")],
            plugins: [.plugin(name: "StringsdictPlugin", package: "swift-stringsdict")]
        ),
        .executableTarget(
            name: "WithoutPlugin",
            dependencies: [.product(name: "Stringsdict", package: "swift-stringsdict")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
SWIFT
"$here/make-catalog.sh" "$keys" >"$work/Sources/WithPlugin/Resources/Localizable.xcstrings"
cat >"$work/Sources/WithPlugin/main.swift" <<'SWIFT'
import Stringsdict
let clock = ContinuousClock()
let start = clock.now
let text = L10n.files0(21)   // the first use reads the embedded catalog and compiles the en table
let first = clock.now - start
let next = clock.measure { _ = L10n.files5(3) }
print("first lookup \(first), next \(next): \(text)")
SWIFT
printf 'import Stringsdict\nprint(try Localizations(embedded: [], preferences: []).localization)\n' >"$work/Sources/WithoutPlugin/main.swift"

median() { sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }
timed() { local s e; s=$(date +%s.%N); "$@" >/dev/null 2>&1; e=$(date +%s.%N); awk -v s="$s" -v e="$e" 'BEGIN { printf "%.2f\n", e - s }'; }

cd "$work"
echo "building (first time: the library and the tool)…"
swift build --product WithPlugin >/dev/null
swift build --product WithoutPlugin >/dev/null
bin=$(swift build --show-bin-path)

for target in WithPlugin WithoutPlugin; do
    t=$(for _ in $(seq "$runs"); do timed swift build --product "$target"; done | median)
    echo "no-op build $target: ${t}s"
done
t=$(for _ in $(seq "$runs"); do
    printf ' ' >>Sources/WithPlugin/Resources/Localizable.xcstrings
    timed swift build --product WithPlugin
done | median)
echo "build after the catalog changed (WithPlugin): ${t}s"
t=$(for _ in $(seq "$runs"); do
    printf '\n' >>Sources/WithoutPlugin/main.swift
    timed swift build --product WithoutPlugin
done | median)
echo "build after main.swift changed (WithoutPlugin): ${t}s"
tool=$(find .build/ -path '*debug/StringsdictCLI-tool' -o -path '*debug/StringsdictCLI' -type f 2>/dev/null | head -1)
if [[ -n $tool ]]; then
    t=$(for _ in $(seq "$runs"); do timed "$tool" generate Sources/WithPlugin/Resources -o "$work/L10n-alone.swift"; rm -f "$work/L10n-alone.swift"; done | median)
    echo "stringsdict generate alone (the plugin's tool, debug): ${t}s"
fi
swift build --product WithPlugin >/dev/null
for _ in 1 2 3; do "$bin/WithPlugin"; done
