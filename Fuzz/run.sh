#!/usr/bin/env bash
# Builds every libFuzzer harness in Fuzz/ with AddressSanitizer and runs each for SECONDS.
#
#   bash Fuzz/run.sh [SECONDS] [HARNESS...]     SECONDS per harness (default 60); every harness
#                                              unless some are named (file names without .swift)
#   FUZZ_BUILD_ONLY=1 bash Fuzz/run.sh          build, make the seed corpora, run nothing
#
# Exit status: 0 when no harness found anything, 1 when one did (crash, property failure,
# timeout, out-of-memory, leak: the input is in Fuzz/artifacts/<harness>/), 2 when the build
# fails. See Fuzz/README.md for the layout and how to add a harness.
# The whole script is one block, so bash reads it completely before running it (editing this
# file while a long run is going does not change what the run does).
{
set -euo pipefail
shopt -s globstar nullglob

seconds=60
if [[ "${1:-}" =~ ^[0-9]+$ ]]; then seconds=$1; shift; fi

root=$(cd "$(dirname "$0")/.." && pwd)
fuzz="$root/Fuzz"
build="$fuzz/.build"
artifacts="$fuzz/artifacts"
cd "$root"

# Limits that turn a slow input or a memory bomb into a finding instead of a stuck run.
timeout=${FUZZ_TIMEOUT:-10}         # seconds one input may take
rss_limit=${FUZZ_RSS_LIMIT_MB:-2048} # resident memory of the whole process
malloc_limit=${FUZZ_MALLOC_LIMIT_MB:-$rss_limit}
seed_max_size=65536                 # fixture files larger than this are not copied as seeds

for tool in swiftc clang pkg-config; do
    command -v "$tool" >/dev/null || { echo "run.sh: $tool not found" >&2; exit 2; }
done
icu_cflags=$(pkg-config --cflags icu-uc icu-i18n)
icu_libs=$(pkg-config --libs icu-uc icu-i18n)
linker=()
if swiftc -print-target-info >/dev/null 2>&1 && command -v "$(dirname "$(command -v swiftc)")/ld.lld" >/dev/null 2>&1; then
    linker=(-use-ld=lld)  # gold warns about every ASan helper symbol
fi

# The harnesses: every Fuzz/*.swift file (or the ones named on the command line).
harnesses=()
if (($#)); then
    for name in "$@"; do
        [[ -f "$fuzz/$name.swift" ]] || { echo "run.sh: no harness Fuzz/$name.swift" >&2; exit 2; }
        harnesses+=("$name")
    done
else
    for file in "$fuzz"/*.swift; do harnesses+=("$(basename "$file" .swift)"); done
fi
((${#harnesses[@]})) || { echo "run.sh: no harness in Fuzz/" >&2; exit 2; }

mkdir -p "$build/lib" "$build/bin" "$build/corpus" "$build/seeds" "$artifacts"

# MARK: the library, built once with the sanitizers (rebuilt when a source or this script changes)

swift_flags=(-swift-version 6 -O -g -enable-testing -sanitize=fuzzer,address
             -package-name swift_stringsdict -Xcc "-fmodule-map-file=$build/lib/module.modulemap")
library_sources=$(find Sources/CICU Sources/Stringsdict Sources/StringsdictTranslate Sources/StringsdictLint Sources/StringsdictExtract Sources/StringsdictCodegen -type f | LC_ALL=C sort)
stamp=$( { cat $library_sources; echo "${swift_flags[*]}"; swiftc --version 2>&1; } | sha1sum | cut -d' ' -f1)
if [[ "$(cat "$build/lib/stamp" 2>/dev/null)" != "$stamp" ]]; then
    echo "== fuzz: building the library with -sanitize=fuzzer,address"
    started=$SECONDS
    rm -f "$build/lib/"* "$build/bin/"*
    cat > "$build/lib/module.modulemap" <<EOF
module CICU {
    header "$root/Sources/CICU/include/cicu.h"
    header "$root/Sources/CICU/include/cicu_formatters.h"
    export *
}
EOF
    for source in Sources/CICU/*.c; do
        # shellcheck disable=SC2086
        clang -fsanitize=fuzzer-no-link,address -O1 -g -ISources/CICU/include $icu_cflags \
            -c "$source" -o "$build/lib/$(basename "$source" .c).o" || exit 2
    done
    swiftc -parse-as-library -wmo -module-name Stringsdict "${swift_flags[@]}" \
        -emit-module -emit-module-path "$build/lib/Stringsdict.swiftmodule" \
        -c -o "$build/lib/Stringsdict.o" $(find Sources/Stringsdict -name '*.swift' | LC_ALL=C sort) || exit 2
    swiftc -parse-as-library -wmo -module-name StringsdictTranslate "${swift_flags[@]}" -I "$build/lib" \
        -emit-module -emit-module-path "$build/lib/StringsdictTranslate.swiftmodule" \
        -c -o "$build/lib/StringsdictTranslate.o" $(find Sources/StringsdictTranslate -name '*.swift' | LC_ALL=C sort) || exit 2
    swiftc -parse-as-library -wmo -module-name StringsdictLint "${swift_flags[@]}" -I "$build/lib" \
        -emit-module -emit-module-path "$build/lib/StringsdictLint.swiftmodule" \
        -c -o "$build/lib/StringsdictLint.o" $(find Sources/StringsdictLint -name '*.swift' | LC_ALL=C sort) || exit 2
    swiftc -parse-as-library -wmo -module-name StringsdictExtract "${swift_flags[@]}" -I "$build/lib" \
        -emit-module -emit-module-path "$build/lib/StringsdictExtract.swiftmodule" \
        -c -o "$build/lib/StringsdictExtract.o" $(find Sources/StringsdictExtract -name '*.swift' | LC_ALL=C sort) || exit 2
    swiftc -parse-as-library -wmo -module-name StringsdictCodegen "${swift_flags[@]}" -I "$build/lib" \
        -emit-module -emit-module-path "$build/lib/StringsdictCodegen.swiftmodule" \
        -c -o "$build/lib/StringsdictCodegen.o" $(find Sources/StringsdictCodegen -name '*.swift' | LC_ALL=C sort) || exit 2
    echo "$stamp" > "$build/lib/stamp"
    echo "== fuzz: library built in $((SECONDS - started)) s"
fi

# MARK: one small link per harness (its file, Fuzz/Support, the library's objects)

started=$SECONDS
for name in "${harnesses[@]}"; do
    binary="$build/bin/$name"
    newest=$(ls -t "$fuzz/$name.swift" "$fuzz"/Support/*.swift "$build/lib/stamp" | head -1)
    if [[ ! -x "$binary" || "$newest" -nt "$binary" ]]; then
        echo "== fuzz: linking $name"
        # shellcheck disable=SC2086
        swiftc -parse-as-library "${swift_flags[@]}" "${linker[@]}" -I "$build/lib" -module-name "Fuzz$name" \
            "$fuzz/$name.swift" "$fuzz"/Support/*.swift "$build"/lib/*.o $icu_libs -o "$binary" || exit 2
    fi
done
echo "== fuzz: harnesses ready in $((SECONDS - started)) s"

# MARK: seed corpora, made afresh from the fixtures each run

# The value of a `// fuzz-KEY:` line in a harness's header (several lines are joined).
directive() { sed -n "s|^// fuzz-$2: *||p" "$fuzz/$1.swift" | tr '\n' ' '; }

make_seeds() {
    local name=$1 seeds="$build/seeds/$1" file pattern patterns
    rm -rf "$seeds"
    mkdir -p "$seeds"
    # Whole files, named after their paths.
    for pattern in $(directive "$name" seeds) "Fuzz/seeds/$name/*"; do
        for file in $pattern; do
            [[ -f "$file" && $(stat -c %s "$file") -le $seed_max_size ]] || continue
            cp "$file" "$seeds/${file//\//_}"
        done
    done
    # One seed per distinct line holding a `%` (formats), from UTF-8 text files.
    patterns=$(directive "$name" seed-lines)
    if [[ -n "$patterns" ]]; then
        for pattern in $patterns; do
            for file in $pattern; do
                [[ -f "$file" ]] && grep -Iah '%' "$file" 2>/dev/null || true
            done
        done | LC_ALL=C sort -u | head -n 2000 |
            awk -v dir="$seeds" '{ file = dir "/line-" NR; printf "%s", $0 > file; close(file) }'
    fi
    ls "$seeds" | wc -l
}

if [[ -n "${FUZZ_BUILD_ONLY:-}" ]]; then
    for name in "${harnesses[@]}"; do echo "== fuzz: $name: $(make_seeds "$name") seeds"; done
    exit 0
fi

# MARK: run

export ASAN_OPTIONS=${ASAN_OPTIONS:-"detect_leaks=1:allocator_may_return_null=1"}
export SWIFT_BACKTRACE=enable=no  # libFuzzer and ASan print the stack; Swift's own handler only adds noise
symbolizer="$(dirname "$(command -v swiftc)")/llvm-symbolizer"
[[ -x "$symbolizer" ]] && export ASAN_SYMBOLIZER_PATH=$symbolizer

# Harnesses run FUZZ_JOBS at a time (default: one per core, at most 2), each on its own core,
# with its report printed when it ends.
jobs=${FUZZ_JOBS:-$(nproc 2>/dev/null || echo 1)}
[[ "$jobs" =~ ^[0-9]+$ ]] && ((jobs >= 1)) || jobs=1
[[ -n "${FUZZ_JOBS:-}" ]] || ((jobs <= 2)) || jobs=2

# Runs harness $1; prints its report, and writes its summary line to $build/$1.summary.
run_one() {
    local name=$1 seed_count corpus options dictionary extra log before status run_started elapsed executions result artifact
    seed_count=$(make_seeds "$name")
    corpus="$build/corpus/$name"
    mkdir -p "$corpus" "$artifacts/$name"
    options=(-max_total_time="$seconds" -timeout="$timeout" -rss_limit_mb="$rss_limit" -malloc_limit_mb="$malloc_limit"
             -artifact_prefix="$artifacts/$name/" -print_final_stats=1)
    dictionary=$(directive "$name" dict | xargs)
    [[ -n "$dictionary" ]] && options+=(-dict="$fuzz/dictionaries/$dictionary")
    read -r -a extra <<< "$(directive "$name" options)"
    options+=("${extra[@]}")
    log="$build/$name.log"
    before=$(ls "$artifacts/$name" | wc -l)
    echo "== fuzz: $name for $seconds s ($seed_count seeds, corpus $(ls "$corpus" | wc -l))"
    status=0
    run_started=$SECONDS
    "$build/bin/$name" "${options[@]}" "$corpus" "$build/seeds/$name" > "$log" 2>&1 || status=$?
    elapsed=$((SECONDS - run_started))
    executions=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
    if ((status == 0)); then
        result="ok"
    else
        result="FINDING (exit $status)"
        grep -m1 -E '^==[0-9]+==ERROR|^==== property failed|ALARM: working on the last Unit|out-of-memory|deadly signal|Test unit written' "$log" >/dev/null &&
            result="FINDING: $(grep -m1 -oE 'ERROR: [A-Za-z]+: [a-z-]+|property failed at [^:]+:[0-9]+|timeout after [0-9]+ seconds|out-of-memory \([^)]*\)|deadly signal|detected memory leaks' "$log" || echo "exit $status")"
        echo "---- $name: the end of its log ($log)"
        tail -n 60 "$log"
        for artifact in $(ls -t "$artifacts/$name" | head -n $(( $(ls "$artifacts/$name" | wc -l) - before ))); do
            echo "---- input: Fuzz/artifacts/$name/$artifact ($(stat -c %s "$artifacts/$name/$artifact") bytes); reproduce: Fuzz/.build/bin/$name Fuzz/artifacts/$name/$artifact"
            xxd "$artifacts/$name/$artifact" | head -n 16
        done
    fi
    echo "fuzz: $name: ${executions:-?} executions in $elapsed s: $result" > "$build/$name.summary"
}

echo "== fuzz: ${#harnesses[@]} harnesses, $jobs at a time"
running=0
for name in "${harnesses[@]}"; do
    rm -f "$build/$name.summary" "$build/$name.report"
    echo "== fuzz: starting $name"
    run_one "$name" > "$build/$name.report" 2>&1 &
    running=$((running + 1))
    if ((running >= jobs)); then
        wait -n || true
        running=$((running - 1))
    fi
done
wait || true

findings=0
summary=()
for name in "${harnesses[@]}"; do
    cat "$build/$name.report" 2>/dev/null || true
    line=$(cat "$build/$name.summary" 2>/dev/null || echo "fuzz: $name: FINDING (the run did not finish)")
    [[ $line == *": ok" ]] || findings=$((findings + 1))
    summary+=("$line")
done

echo
echo "== fuzz summary"
printf '%s\n' "${summary[@]}"
((findings == 0)) || { echo "fuzz: $findings harness(es) found a problem; inputs under Fuzz/artifacts/"; exit 1; }
exit 0
}
