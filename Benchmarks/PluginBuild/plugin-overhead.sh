#!/usr/bin/env bash
# Measures what StringsdictPlugin adds to `swift build` on a target with a 5,000-key String
# Catalog (3 languages), and what reading the tables costs at startup.
#
# It writes a scratch package (default: $TMPDIR/stringsdict-plugin-bench) with four executable
# targets: WithPlugin (the catalog + the plugin), WithoutPlugin (no catalog, no plugin),
# WithLibrary (no catalog; it uses the L10n of CatalogLibrary, a library target holding the same
# catalog and the plugin: the layout the README recommends for large catalogs) and WithGenerated
# (no plugin: the catalog as a plain resource and the very Swift files the plugin generated for
# WithPlugin, committed as sources, as a project using `stringsdict generate` by hand has them),
# then times, RUNS times each (medians, wall clock):
#   1. a no-op build of each target (nothing changed: the plugin's command must not run);
#   2. a build after main.swift changed, in each target (the usual edit-build loop);
#      WithGenerated against WithPlugin is what the plugin itself adds on top of compiling the
#      same accessors; WithoutPlugin against WithPlugin is that plus the accessors' compile cost;
#   3. builds of WithPlugin after one translation changed (Russian: no Swift file changes; English,
#      the development language: one accessor's doc comment changes), after a key was added, and
#      with every generated file new (the tool's run plus compiling what it rewrote);
#   4. `stringsdict generate` alone on the catalog (the debug tool the plugin runs), without its
#      cache, and with its cache after one Russian translation changed;
#   5. the WithPlugin program's first lookup through L10n (the catalog read from Bundle.module,
#      as the plugin sets it up), and the same catalog's first lookup when its text is already in
#      memory (what embedding it in the program as a string literal costs), as it reports them.
# Do not edit the package's sources while it runs: the scratch package builds them.
# Usage: Benchmarks/PluginBuild/plugin-overhead.sh [KEYS] [RUNS]
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
keys=${1:-5000}
runs=${2:-5}
work=${STRINGSDICT_BENCH_DIR:-${TMPDIR:-/tmp}/stringsdict-plugin-bench}
mkdir -p "$work/Sources/WithPlugin/Resources" "$work/Sources/WithoutPlugin" "$work/Sources/CatalogLibrary/Resources" "$work/Sources/WithLibrary" "$work/Sources/WithGenerated/Resources"

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
        // The recommended layout for a large catalog: the catalog and the plugin in a library
        // target of their own (its L10n is \`package\`), used by the app.
        .target(
            name: "CatalogLibrary",
            dependencies: [.product(name: "Stringsdict", package: "swift-stringsdict")],
            plugins: [.plugin(name: "StringsdictPlugin", package: "swift-stringsdict")]
        ),
        .executableTarget(
            name: "WithLibrary",
            dependencies: ["CatalogLibrary", .product(name: "Stringsdict", package: "swift-stringsdict")]
        ),
        // The plugin's output for WithPlugin committed as sources, without the plugin.
        .executableTarget(
            name: "WithGenerated",
            dependencies: [.product(name: "Stringsdict", package: "swift-stringsdict")],
            resources: [.copy("Resources/Localizable.xcstrings")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
SWIFT
"$here/make-catalog.sh" "$keys" >"$work/Sources/WithPlugin/Resources/Localizable.xcstrings"
cp "$work/Sources/WithPlugin/Resources/Localizable.xcstrings" "$work/Sources/CatalogLibrary/Resources/"
cp "$work/Sources/WithPlugin/Resources/Localizable.xcstrings" "$work/Sources/WithGenerated/Resources/"
rm -f "$work"/Sources/WithGenerated/*L10n*.swift
# A stand-in until the plugin's output for WithPlugin is copied here (below).
printf 'enum L10n { static func files0(_ count: Int) -> String { "" } }\n' >"$work/Sources/WithGenerated/L10n.swift"
printf 'print(L10n.files0(21))\n' >"$work/Sources/WithGenerated/main.swift"
printf '// The catalog and its L10n.\n' >"$work/Sources/CatalogLibrary/CatalogLibrary.swift"
printf 'import CatalogLibrary\nimport Stringsdict\nprint(L10n.files0(21))\n' >"$work/Sources/WithLibrary/main.swift"
cat >"$work/Sources/WithPlugin/main.swift" <<'SWIFT'
import Foundation
import Stringsdict
let clock = ContinuousClock()
let start = clock.now
let text = L10n.files0(21)   // the first use reads the catalog from Bundle.module and compiles the en table
let first = clock.now - start
let next = clock.measure { _ = L10n.files5(3) }
// The embedded way: the same text already in memory (a string literal costs no reading).
let catalog = try String(contentsOfFile: Bundle.module.bundlePath + "/Localizable.xcstrings", encoding: .utf8)
let embeddedStart = clock.now
let embedded = Localizations(embedded: [EmbeddedFile(path: "Localizable.xcstrings", text: catalog)])
_ = embedded.localized("files.0", arguments: [.int(21)])
let embeddedFirst = clock.now - embeddedStart
print("first lookup from the bundle \(first), next \(next): \(text); first lookup from text in memory \(embeddedFirst)")
SWIFT
printf 'import Stringsdict\nprint(try Localizations(embedded: [], preferences: []).localization)\n' >"$work/Sources/WithoutPlugin/main.swift"

median() { sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }
timed() { local s e; s=$(date +%s.%N); "$@" >/dev/null 2>&1; e=$(date +%s.%N); awk -v s="$s" -v e="$e" 'BEGIN { printf "%.2f\n", e - s }'; }

cd "$work"
echo "building (first time: the library and the tool)…"
swift build --product WithPlugin >/dev/null
swift build --product WithoutPlugin >/dev/null
swift build --product WithLibrary >/dev/null
generated=$(find .build/plugins/outputs -path '*/WithPlugin/*' -name 'WithPlugin+L10n*.swift' | head -1)
rm -f Sources/WithGenerated/L10n.swift
cp "$(dirname "$generated")"/WithPlugin+L10n*.swift Sources/WithGenerated/
printf 'import Stringsdict\nprint(L10n.files0(21))\n' >Sources/WithGenerated/main.swift
swift build --product WithGenerated >/dev/null
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
bin=$(swift build --show-bin-path)

for target in WithPlugin WithoutPlugin WithLibrary WithGenerated; do
    t=$(for _ in $(seq "$runs"); do timed swift build --product "$target"; done | median)
    echo "no-op build, $target: ${t}s"
done
for target in WithPlugin WithoutPlugin WithLibrary WithGenerated; do
    t=$(for _ in $(seq "$runs"); do
        printf '\n' >>"Sources/$target/main.swift"
        timed swift build --product "$target"
    done | median)
    echo "build after main.swift changed, $target: ${t}s"
done
catalog=Sources/WithPlugin/Resources/Localizable.xcstrings
t=$(for i in $(seq "$runs"); do
    # One Russian translation changes: no Swift file changes, only the copied resource.
    if ((i % 2)); then sed -i 's/"Надпись номер 7"/"Надпись номер 7!"/' "$catalog"; else sed -i 's/"Надпись номер 7!"/"Надпись номер 7"/' "$catalog"; fi
    timed swift build --product WithPlugin
done | median)
echo "build after a translation changed, WithPlugin: ${t}s"
t=$(for i in $(seq "$runs"); do
    # One English translation changes: the accessor's doc comment shows it, so its part changes.
    if ((i % 2)); then sed -i 's/"Label number 7"/"Label number 7!"/' "$catalog"; else sed -i 's/"Label number 7!"/"Label number 7"/' "$catalog"; fi
    timed swift build --product WithPlugin
done | median)
echo "build after an English (development language) text changed, WithPlugin: ${t}s"
part=$(grep -l '"Label number 7"' Sources/WithGenerated/WithPlugin+L10n*.swift | head -1)
t=$(for i in $(seq "$runs"); do
    # The same change by hand, with the accessors committed: the catalog and the doc comment.
    if ((i % 2)); then sed -i 's/"Label number 7"/"Label number 7!"/' Sources/WithGenerated/Resources/Localizable.xcstrings "$part"
    else sed -i 's/"Label number 7!"/"Label number 7"/' Sources/WithGenerated/Resources/Localizable.xcstrings "$part"; fi
    timed swift build --product WithGenerated
done | median)
echo "build after the same English text changed by hand in catalog and accessors, WithGenerated: ${t}s"
t=$(for i in $(seq "$runs"); do
    # A key is added: its accessor's part and the embedded text change.
    sed -i "s/\"strings\" : {/\"strings\" : {\n    \"added.$i.$RANDOM\" : { \"localizations\" : { \"en\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"Added %lld\" } } } },/" "$catalog"
    timed swift build --product WithPlugin
done | median)
echo "build after a key was added, WithPlugin: ${t}s"
t=$(for i in $(seq "$runs"); do
    # The same by hand, with the accessors committed: the catalog and one accessor more.
    name="added$i$RANDOM"
    sed -i "s/\"strings\" : {/\"strings\" : {\n    \"$name\" : { \"localizations\" : { \"en\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"Added %lld\" } } } },/" Sources/WithGenerated/Resources/Localizable.xcstrings
    printf 'extension L10n {\n    /// en: "Added %%lld"\n    internal static func %s(_ a1: Int, localizations: Localizations? = nil) -> String {\n        (localizations ?? L10n.localizations).localized("%s", arguments: [a1.formatArgument])\n    }\n}\n' "$name" "$name" >>"$part"
    timed swift build --product WithGenerated
done | median)
echo "build after a key was added by hand to catalog and accessors, WithGenerated: ${t}s"
t=$(for i in $(seq "$runs"); do
    # The same in the library layout: the library's accessors and module change, the app is compiled again.
    sed -i "s/\"strings\" : {/\"strings\" : {\n    \"added.$i.$RANDOM\" : { \"localizations\" : { \"en\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"Added %lld\" } } } },/" Sources/CatalogLibrary/Resources/Localizable.xcstrings
    timed swift build --product WithLibrary
done | median)
echo "build after a key was added to the library's catalog, WithLibrary: ${t}s"
t=$(for i in $(seq "$runs"); do
    library=Sources/CatalogLibrary/Resources/Localizable.xcstrings
    if ((i % 2)); then sed -i 's/"Надпись номер 7"/"Надпись номер 7!"/' "$library"; else sed -i 's/"Надпись номер 7!"/"Надпись номер 7"/' "$library"; fi
    timed swift build --product WithLibrary
done | median)
echo "build after a translation changed in the library's catalog, WithLibrary: ${t}s"
"$here/make-catalog.sh" "$keys" >"$catalog"
t=$(for _ in $(seq "$runs"); do
    # Every generated file is new: a clean start of the generated code.
    rm -rf .build/plugins/outputs/*/WithPlugin
    timed swift build --product WithPlugin
done | median)
echo "build with every generated file new, WithPlugin: ${t}s"
tool=$(find .build/ -path '*debug/StringsdictCLI-tool' -type f 2>/dev/null | head -1)
if [[ -n $tool ]]; then
    t=$(for _ in $(seq "$runs"); do timed "$tool" generate Sources/WithPlugin/Resources -o "$work/L10n-alone.swift" --parts 16 --storage bundle --resources "$work/L10n-alone-resources"; rm -rf "$work"/L10n-alone*; done | median)
    echo "stringsdict generate alone (the plugin's tool, debug), no cache: ${t}s"
    alone=(generate Sources/WithPlugin/Resources -o "$work/L10n-alone.swift" --parts 16 --storage bundle --resources "$work/L10n-alone-resources" --cache "$work/L10n-alone-cache")
    "$tool" "${alone[@]}" >/dev/null 2>&1
    t=$(for i in $(seq "$runs"); do
        if ((i % 2)); then sed -i 's/"Надпись номер 7"/"Надпись номер 7!"/' "$catalog"; else sed -i 's/"Надпись номер 7!"/"Надпись номер 7"/' "$catalog"; fi
        timed "$tool" "${alone[@]}"
    done | median)
    rm -rf "$work"/L10n-alone*
    echo "stringsdict generate alone with its cache, after a translation changed: ${t}s"
fi
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
swift build --product WithPlugin >/dev/null
for _ in 1 2 3; do "$bin/WithPlugin"; done
