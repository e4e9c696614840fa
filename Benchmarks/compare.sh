#!/usr/bin/env bash
# Runs the benchmark suite once and prints one table: for each operation, Stringsdict's median
# time and allocations per operation, then each peer's, with how many times faster Stringsdict is
# (peer time / our time: above 1 we are faster).
#
# Usage: Benchmarks/compare.sh [--runs N] [--results FILE.jmh.json]... [--filter REGEX] [--statistic median|min] [--goals]
#   --runs       run the suite N times (default 1); the table then gives each row's median over
#                the runs and the spread of its ratio (lowest–highest run)
#   --results    print the table from an earlier run's export instead of running the suite
#                (repeat it to combine several runs' exports)
#   --filter     passed to `swift package benchmark` (only matching benchmarks run)
#   --statistic  which of each benchmark's samples stands for it: the median (default) or the
#                fastest (min: on a machine whose speed swings, the time without the swing)
#   --goals      instead of the suite, issue 20's goals with both sides interleaved in one
#                process (Sources/GoalCheck, 101 rounds each, fewer for the catalog parse and
#                flat scaling, whose calls take milliseconds; with --runs N, N times)
#
# How: `swift package benchmark --format jmh` exports every benchmark's percentiles per sample.
# A sample is 1,000 calls in the micro-benchmark targets and one call in LoadBenchmarks (each
# target sets its scaling factor once), so the medians are divided by that to give per-call
# figures. Needs python3 to read the export.
set -euo pipefail
cd "$(dirname "$0")"

results=()
runs=1
filter=()
statistic=median
goals=0
while [[ $# -gt 0 ]]; do
    case $1 in
        --results) results+=("${2:?--results needs a file}"); shift 2 ;;
        --runs) runs=${2:?--runs needs a count}; shift 2 ;;
        --filter) filter=(--filter "${2:?--filter needs a pattern}"); shift 2 ;;
        --statistic) statistic=${2:?--statistic needs median or min}; shift 2 ;;
        --goals) goals=1; shift ;;
        -h|--help) sed -n '2,20p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "compare.sh: unknown argument $1 (see --help)" >&2; exit 2 ;;
    esac
done

case $statistic in
    median|min) ;;
    *) echo "compare.sh: --statistic takes median or min, not '$statistic'" >&2; exit 2 ;;
esac
if [[ ! $runs =~ ^[1-9][0-9]?$ ]]; then
    echo "compare.sh: --runs takes a count from 1 to 99, not '$runs'" >&2
    exit 2
fi
if [[ $goals -eq 1 ]]; then
    if [[ ${#results[@]} -gt 0 || ${#filter[@]} -gt 0 || $statistic != median ]]; then
        echo "compare.sh: --goals runs its own interleaved check; it takes only --runs" >&2
        exit 2
    fi
    swift build -c release --product GoalCheck >&2
    for run in $(seq 1 "$runs"); do
        [[ $runs -gt 1 ]] && printf '\nRun %s of %s, %s\n\n' "$run" "$runs" "$(date -u '+%Y-%m-%d %H:%M:%S UTC')"
        "$(swift build -c release --show-bin-path)/GoalCheck" 101
    done
    exit 0
fi
if [[ ${#results[@]} -eq 0 ]]; then
    rm -rf .build-compare
    for run in $(seq 1 "$runs"); do
        out=.build-compare/run$run
        mkdir -p "$out"
        # The run's own table goes to stderr, so stdout is only ours.
        swift package --disable-sandbox benchmark --format jmh --path "$out" --no-progress "${filter[@]}" >&2
        results+=("$(ls "$out"/*.jmh.json | head -n 1)")
    done
fi

corpus=../Tests/StringsdictTests/Fixtures/corpus/duckduckgo-ios
all50_bytes=$(find "$corpus" -name '*.stringsdict' -exec cat {} + | wc -c)
ru_xml_bytes=$(wc -c < "$corpus/DuckDuckGo/ru.lproj/Localizable.stringsdict")

cpu=$(grep -m1 'model name' /proc/cpuinfo 2>/dev/null | sed 's/.*: //' || uname -m)
machine="$cpu, $(nproc 2>/dev/null || echo '?') cores, $(uname -s) $(uname -r)"
toolchain="$(swift --version 2>/dev/null | head -n 1 | sed 's/ *(.*//'), ICU $(pkg-config --modversion icu-uc 2>/dev/null || echo '?')"

python3 - "$(IFS=:; echo "${results[*]}")" "$machine" "$toolchain" "$(date -u '+%Y-%m-%d %H:%M UTC')" "$all50_bytes" "$ru_xml_bytes" "$statistic" <<'PYTHON'
import json, sys

path, machine, toolchain, date, all50_bytes, ru_xml_bytes, statistic = sys.argv[1:8]
percentile = "0.0" if statistic == "min" else "50.0"  # of each benchmark's samples
calls_per_sample = {"LoadBenchmarks": 1, "CatalogBenchmarks": 1, "ExtractBenchmarks": 1}  # every other target: 1,000
bytes_per_op = {
    ("LoadBenchmarks", "all 50"): int(all50_bytes),
    ("LoadBenchmarks", "XML stringsdict/ru"): int(ru_xml_bytes),
}

def jmh_name(name):
    return name.replace(" ", "_")  # the export writes spaces as underscores

def read(path):
    results = {}
    for element in json.load(open(path)):
        target, _, name = element["benchmark"].removeprefix("package.benchmark.").partition(".")
        scale = calls_per_sample.get(target, 1000)
        wall = element["secondaryMetrics"].get("Time (wall clock)")
        mallocs = element["secondaryMetrics"].get("Malloc (total)")
        if wall is None:
            continue
        results[(target, name)] = (
            wall["scorePercentiles"][percentile] * 1000 / scale,  # µs per sample → ns per call
            None if mallocs is None else mallocs["scorePercentiles"]["50.0"] / scale,
        )
    return results

runs = [read(p) for p in path.split(":") if p]

def median(values):
    values = sorted(values)
    middle = len(values) // 2
    return values[middle] if len(values) % 2 else (values[middle - 1] + values[middle]) / 2

# One row over every run that has it: median time and allocations.
results = {}
for key in set().union(*runs):
    present = [run[key] for run in runs if key in run]
    allocs = [a for _, a in present if a is not None]
    results[key] = (median([t for t, _ in present]), median(allocs) if allocs else None)

def ratios(ours, peer):
    """The peer/ours ratio of each run that has both rows."""
    return [run[peer][0] / run[ours][0] for run in runs if ours in run and peer in run]

E, P, F, L, C, X = "EngineBenchmarks", "PeerBenchmarks", "FormatBenchmarks", "LoadBenchmarks", "CatalogBenchmarks", "ExtractBenchmarks"
# (operation, ours, [(peer label, peer)]); ours is (label, target, benchmark name).
rows = [
    ("plural category, integer", ("PluralRules.category(of:)", E, "category/ru/integer"),
     [("ICU uplrules_select", (P, "ICU uplrules_select/ru/integer"))]),
    ("plural category, decimal as written", ("PluralRules.category(ofDecimal:)", E, "category/ru/decimal as written"),
     [("ICU unumf_formatDecimal + uplrules_selectFormatted", (P, "ICU uplrules_selectFormatted/ru/decimal as written"))]),
    ("number, integer", ("LocaleNumberFormatter.string(Int64)", E, "number/ru/integer"),
     [("ICU unumf_formatInt", (P, "ICU unumf_formatInt/ru/integer")),
      ("Foundation NumberFormatter", (P, "NumberFormatter/ru/integer"))]),
    ("number, double", ("LocaleNumberFormatter.string(Double)", E, "number/ru/double"),
     [("ICU unumf_formatDouble", (P, "ICU unumf_formatDouble/ru/double")),
      ("Foundation NumberFormatter", (P, "NumberFormatter/ru/double"))]),
    ("printf, no locale (%lu из %lu файлов)", ("FormatString.render", F, "FormatString.render, no locale"),
     [("String(format:)", (F, "String(format:)"))]),
    ("printf, ru (%lu из %lu файлов)", ("FormatString.render", F, "FormatString.render ru"),
     [("String(format:locale:)", (F, "String(format:locale:) ru"))]),
    ("printf, ru %.1f (Использовано %.1f гигабайта)", ("FormatString.render", F, "FormatString.render ru %.1f"),
     [("String(format:locale:)", (F, "String(format:locale:) ru %.1f"))]),
    ("printf, ru %e", ("FormatString.render", F, "FormatString.render ru %e"),
     [("String(format:locale:)", (F, "String(format:locale:) ru %e"))]),
    ("printf, ru %g", ("FormatString.render", F, "FormatString.render ru %g"),
     [("String(format:locale:)", (F, "String(format:locale:) ru %g"))]),
    ("render plain %@", ("LocalizedMessage.render", E, "render/ru/plain, %@"),
     [("String(format:locale:)", (P, "String(format:locale:)/ru/plain, %@"))]),
    ("render plural (files.count)", ("LocalizedMessage.render", E, "render/ru/plural"),
     [("lean ICU in C (uplrules_select + unum_formatInt64)", (P, "lean ICU in C/ru/plural")),
      ("raw ICU in C", (P, "raw ICU in C/ru/plural")),
      ("ICU umsg_format", (P, "ICU umsg_format/ru/plural")),
      ("String(format:locale:) of the variant", (P, "String(format:locale:)/ru/plural variant"))]),
    ("render plural, en (files.count)", ("LocalizedMessage.render", E, "render/en/plural"),
     [("lean ICU in C (uplrules_select + unum_formatInt64)", (P, "lean ICU in C/en/plural"))]),
    ("render nested, two integers (files.selected)", ("LocalizedMessage.render", E, "render/ru/nested, two integers"),
     [("lean ICU in C (uplrules_select + unum_formatInt64)", (P, "lean ICU in C/ru/nested, two integers")),
      ("raw ICU in C", (P, "raw ICU in C/ru/nested, two integers")),
      ("ICU umsg_format", (P, "ICU umsg_format/ru/nested, two integers")),
      ("String(format:locale:) of the variant", (P, "String(format:locale:)/ru/nested variant, two integers"))]),
    ("render plural, fixed arity (files.count)", ("LocalizedMessage.render(arguments: one)", E, "render/ru/plural, fixed arity"),
     [("lean ICU in C (uplrules_select + unum_formatInt64)", (P, "lean ICU in C/ru/plural")),
      ("ICU umsg_format", (P, "ICU umsg_format/ru/plural")),
      ("String(format:locale:) of the variant", (P, "String(format:locale:)/ru/plural variant"))]),
    ("render plural, en, fixed arity (files.count)", ("LocalizedMessage.render(arguments: one)", E, "render/en/plural, fixed arity"),
     [("lean ICU in C (uplrules_select + unum_formatInt64)", (P, "lean ICU in C/en/plural"))]),
    ("render nested, two integers, fixed arity", ("LocalizedMessage.render(arguments: two)", E, "render/ru/nested, two integers, fixed arity"),
     [("lean ICU in C (uplrules_select + unum_formatInt64)", (P, "lean ICU in C/ru/nested, two integers")),
      ("ICU umsg_format", (P, "ICU umsg_format/ru/nested, two integers"))]),
    ("render floating, .1f (storage.used)", ("LocalizedMessage.render", E, "render/ru/floating, .1f"),
     [("String(format:locale:) of the variant", (P, "String(format:locale:)/ru/floating variant, .1f"))]),
    ("render floating, .1f, fixed arity (storage.used)", ("LocalizedMessage.render(arguments: one)", E, "render/ru/floating, .1f, fixed arity"),
     [("String(format:locale:) of the variant", (P, "String(format:locale:)/ru/floating variant, .1f"))]),
    ("lookup plain, no arguments", ("Localizations.string", E, "lookup/ru/plain, no arguments"), []),
    ("lookup plain, %@ (typed arguments)", ("Localizations.string", E, "lookup/ru/plain, %@ typed"), []),
    ("lookup plain, %@ (variadic)", ("Localizations.string", E, "lookup/ru/plain, %@ variadic"), []),
    ("lookup plural", ("Localizations.string", E, "lookup/ru/plural"), []),
    ("XML stringsdict, ru (parse)", ("PropertyListReader.read", L, "parse/XML stringsdict/ru"),
     [("PropertyListSerialization", (L, "PropertyListSerialization/XML stringsdict/ru"))]),
    ("XML stringsdict, ru (load + compile)", ("LocalizationTable", L, "load/XML stringsdict/ru"),
     [("PropertyListSerialization (parse only)", (L, "PropertyListSerialization/XML stringsdict/ru"))]),
    ("binary stringsdict, ru (parse)", ("PropertyListReader.read", L, "parse/binary stringsdict/ru"),
     [("PropertyListSerialization", (L, "PropertyListSerialization/binary stringsdict/ru"))]),
    ("binary stringsdict, ru (load + compile)", ("LocalizationTable", L, "load/binary stringsdict/ru"),
     [("PropertyListSerialization (parse only)", (L, "PropertyListSerialization/binary stringsdict/ru"))]),
    (".strings UTF-16, ru (load)", ("LocalizationTable", L, "load/strings UTF-16/ru"),
     [("PropertyListSerialization (parse only)", (L, "PropertyListSerialization/strings UTF-16/ru")),
      ("StringsFileReader, then a message per key", (L, "load via reader/strings UTF-16/ru"))]),
    ("50 DuckDuckGo .stringsdict (parse)", ("PropertyListReader.read", L, "parse/XML stringsdict/all 50"),
     [("PropertyListSerialization", (L, "PropertyListSerialization/XML stringsdict/all 50"))]),
    ("50 DuckDuckGo .stringsdict (load + compile)", ("LocalizationTable", L, "load/XML stringsdict/all 50"),
     [("PropertyListSerialization (parse only)", (L, "PropertyListSerialization/XML stringsdict/all 50")),
      ("Stringsdict through a property-list tree", (L, "load via tree/XML stringsdict/all 50"))]),
    (".xcstrings 5,000 keys × 10 languages (parse)", ("StringCatalogDocument", C, "catalog parse 5000x10"),
     [("JSONDecoder into a plain Codable model", (C, "JSONDecoder 5000x10 (plain Codable model)"))]),
    (".xcstrings 5,000 × 10, one language (parse + compile)", ("StringCatalog(languages: [de])", C, "catalog parse 5000x10, one language"),
     [("JSONDecoder into a plain Codable model", (C, "JSONDecoder 5000x10 (plain Codable model)"))]),
    (".xcstrings 5,000 keys × 20 languages: compile (issue 14: < 0.5 s)", ("catalog compile", C, "catalog compile 5000x20"), []),
    (".xcstrings 5,000 keys × 20 languages: merge (issue 14: < 1 s)", ("catalog merge", C, "catalog merge 5000x20"), []),
    (".xcstrings 5,000 keys × 20 languages: format", ("catalog format", C, "catalog format 5000x20"), []),
    # The extraction inputs' names carry their size (the package's own sources grow): a name
    # ending in "…" is matched by its beginning.
    ("extract Swift, the package's Sources (issue 15: ≥ 20 MB/s)", ("StringExtractor, .catalog", X, "extract/swift…"), []),
    ("extract Objective-C, 4 MB generated (issue 15: ≥ 20 MB/s)", ("StringExtractor, .genstrings", X, "extract/objc…"), []),
]

def resolve(target, name):
    """The results key of a row's benchmark: exact, or the first whose name starts with a
    name that ends in "…"."""
    if not name.endswith("…"):
        return (target, jmh_name(name))
    prefix = jmh_name(name[:-1])
    found = sorted(key for key in results if key[0] == target and key[1].startswith(prefix))
    return found[0] if found else (target, jmh_name(name))

def time(ns):
    if ns >= 1_000_000: return f"{ns / 1_000_000:,.2f} ms"
    if ns >= 10_000: return f"{ns / 1_000:,.1f} µs"
    return f"{ns:,.0f} ns" if ns >= 100 else f"{ns:,.1f} ns"

def allocations(count):
    if count is None: return "–"
    return f"{count:,.0f}" if count >= 10 or count == int(count) else f"{count:.2f}"

def throughput(key, ns):
    if key[0] == X:  # "extract/swift_1422_KB_…": the size is in the name
        words = key[1].split("_")
        if len(words) > 2 and words[1].isdigit() and words[2] == "KB":
            return f" ({int(words[1]) * 1024 / ns * 1000:,.0f} MB/s)"
    for (target, suffix), size in bytes_per_op.items():
        if key[0] == target and key[1].endswith(jmh_name(suffix)):
            return f" ({size / ns * 1000:,.0f} MB/s)"
    return ""

print(f"Machine: {machine}  ")
print(f"Toolchain: {toolchain}; date: {date}  ")
several = len(runs) > 1
sample = "fastest sample" if statistic == "min" else "median"
if statistic == "min":
    print("Each benchmark's fastest sample (`--statistic min`), not its median.")
if several:
    print(f"Medians of {len(runs)} runs of `Benchmarks/compare.sh --runs {len(runs)}` (each run's own {sample} per row); "
          "time and allocations per operation; × = how many times faster Stringsdict is than the peer "
          "(peer time / our time): the median of the runs' ratios, then the lowest and highest run.")
    print()
    print("| operation | implementation | time/op | allocs/op | Stringsdict is | spread (runs) |")
    print("|---|---|---:|---:|---:|---:|")
else:
    print(f"One run of `Benchmarks/compare.sh`, each row's {sample}; time and allocations per operation; "
          "× = how many times faster Stringsdict is than the peer (peer time / our time).")
    print()
    print("| operation | implementation | time/op | allocs/op | Stringsdict is |")
    print("|---|---|---:|---:|---:|")
tail = " |" if several else ""
missing = []
for operation, (label, target, name), peers in rows:
    key = resolve(target, name)
    if key not in results:
        missing.append(f"{target}/{name}")
        continue
    ns, mallocs = results[key]
    print(f"| {operation} | **Stringsdict** {label} | {time(ns)}{throughput(key, ns)} | {allocations(mallocs)} | |{tail}")
    for peer_label, (peer_target, peer_name) in peers:
        peer = (peer_target, jmh_name(peer_name))
        if peer not in results:
            missing.append(f"{peer_target}/{peer_name}")
            continue
        peer_ns, peer_mallocs = results[peer]
        each = ratios(key, peer)
        if several:
            spread = f"{min(each):,.2f}–{max(each):,.2f}× ({len(each)})" if each else "–"
            print(f"| | {peer_label} | {time(peer_ns)}{throughput(peer, peer_ns)} | {allocations(peer_mallocs)} | {median(each):,.2f}× | {spread} |")
        else:
            print(f"| | {peer_label} | {time(peer_ns)}{throughput(peer, peer_ns)} | {allocations(peer_mallocs)} | {peer_ns / ns:,.2f}× |")
# Flat scaling: a generated UTF-16 .strings table loaded, then every key rendered once.
sizes = [("1k", 1_000), ("10k", 10_000), ("100k", 100_000), ("1M", 1_000_000)]
def scaling_key(label):
    return (L, jmh_name(f"scaling/strings UTF-16 load + render every key/{label}"))
if any(scaling_key(label) in results for label, _ in sizes):
    print()
    print("| .strings UTF-16, load + render every key | time per key | allocs per key | per-key speed vs 1k |" + (" spread (runs) |" if several else ""))
    print("|---|---:|---:|---:|" + ("---:|" if several else ""))
    base_key = scaling_key("1k")
    for label, count in sizes:
        key = scaling_key(label)
        if key not in results:
            continue
        ns, mallocs = results[key]
        # Per run: 1k's time per key over this size's (1.0 = flat); the median of the runs.
        speeds = [(run[base_key][0] / 1_000) / (run[key][0] / count) for run in runs if key in run and base_key in run]
        speed = f"{median(speeds):.2f}" if speeds else "–"
        spread = f" {min(speeds):.2f}–{max(speeds):.2f} ({len(speeds)}) |" if several and speeds else (" – |" if several else "")
        print(f"| {label} keys | {time(ns / count)} | {allocations(None if mallocs is None else mallocs / count)} | {speed} |{spread}")
if missing:
    print()
    print("Not in this run: " + ", ".join(missing))
PYTHON
