#!/usr/bin/env bash
# Times the commands that read and write whole tables at several sizes, to show the time per key
# stays flat (issue 30: no writer or reader quadratic in the number of keys).
#
# Usage: Benchmarks/writers.sh PATH-TO-stringsdict [--sizes 1000,10000,100000] [--rounds 3] [--only CMD,...]
#        Benchmarks/writers.sh PATH-TO-stringsdict --generate KEYS DIR
#   PATH-TO-stringsdict  a release build: swift build -c release --product stringsdict, then
#                        "$(swift build -c release --show-bin-path)/stringsdict"
#   --sizes     the numbers of keys (default 1000,10000,100000)
#   --rounds    how many times each command runs at each size (default 3); the table gives the median
#   --only      the commands to time (default all): migrate, import, export, merge, compile,
#               format, extract, genstrings, pseudo
#   --generate  only write the inputs for KEYS keys into DIR (for other scripts), then exit
#
# The inputs for N keys: en, de and ru .lproj folders, each with Localizable.strings (N/2 keys,
# commented) and Localizable.stringsdict (N/2 plural entries, Xcode's one-variable form); the
# catalog `catalog migrate` makes of them (N keys); the de XLIFF `xliff export` makes of them,
# with every target changed (for import); N Swift `String(localized:comment:)` calls (extract)
# and N Objective-C `NSLocalizedString` calls (genstrings), 1,000 a file.
# What each command does, per run (its output removed or its input restored first, untimed):
#   migrate     catalog migrate res -o OUT
#   import      xliff import de.xliff --into COPY-OF-res   (every de value changes)
#   export      xliff export res -o OUT --language de --language ru
#   merge       catalog merge BASE OURS THEIRS -o OUT      (ours changes 1 de value in 10, theirs 1 ru in 10)
#   compile     catalog compile CATALOG -o OUT             (every language, XML)
#   format      catalog format COPY                        (the catalog on one line: rewritten)
#   extract     extract swift/ --output-dir OUT
#   genstrings  genstrings -o OUT objc/*.m
#   pseudo      pseudo res -o OUT --style accented
# Rounds interleave the sizes (round 1: every command at every size, then round 2, …), so a
# change in the machine's load spreads over all sizes instead of landing on one.
# The time is the whole process (start-up included: at 1,000 keys it weighs most, hence the
# 100k/10k ratio next to 100k/1k). Needs awk and sed.
set -euo pipefail

bin=${1:?usage: writers.sh PATH-TO-stringsdict [--sizes LIST] [--rounds N] [--only LIST] | --generate KEYS DIR}
shift
[[ -x $bin ]] || { echo "writers.sh: $bin is not an executable; build it with swift build -c release --product stringsdict" >&2; exit 2; }
bin=$(cd "$(dirname "$bin")" && pwd)/$(basename "$bin")
sizes=1000,10000,100000
rounds=3
commands=migrate,import,export,merge,compile,format,extract,genstrings,pseudo
generate_only=""
while [[ $# -gt 0 ]]; do
    case $1 in
        --sizes) sizes=${2:?--sizes needs a list}; shift 2 ;;
        --rounds) rounds=${2:?--rounds needs a count}; shift 2 ;;
        --only) commands=${2:?--only needs a list}; shift 2 ;;
        --generate) generate_only=${2:?--generate needs KEYS DIR}; generate_dir=${3:?--generate needs KEYS DIR}; shift 3 ;;
        -h|--help) sed -n '2,32p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "writers.sh: unknown argument $1 (see --help)" >&2; exit 2 ;;
    esac
done
[[ $rounds =~ ^[1-9][0-9]?$ ]] || { echo "writers.sh: --rounds takes a count from 1 to 99, not '$rounds'" >&2; exit 2; }

# generate N DIR: the inputs for N keys (see above).
generate() {
    local n=$1 dir=$2 half=$(( $1 / 2 ))
    mkdir -p "$dir"
    for lang in en de ru; do
        mkdir -p "$dir/res/$lang.lproj"
        awk -v n="$half" -v lang="$lang" 'BEGIN {
            for (i = 0; i < n; i++) {
                if (lang == "en") printf "/* What key %d is for */\n", i
                printf "\"key.%d\" = \"%s value %d\";\n\n", i, lang, i
            }
        }' > "$dir/res/$lang.lproj/Localizable.strings"
        awk -v n="$half" -v lang="$lang" 'BEGIN {
            print "<?xml version=\"1.0\" encoding=\"UTF-8\"?>"
            print "<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">"
            print "<plist version=\"1.0\">\n<dict>"
            for (i = 0; i < n; i++) {
                printf "\t<key>plural.%d</key>\n\t<dict>\n\t\t<key>NSStringLocalizedFormatKey</key>\n\t\t<string>%%#@n@</string>\n", i
                printf "\t\t<key>n</key>\n\t\t<dict>\n\t\t\t<key>NSStringFormatSpecTypeKey</key>\n\t\t\t<string>NSStringPluralRuleType</string>\n"
                printf "\t\t\t<key>NSStringFormatValueTypeKey</key>\n\t\t\t<string>d</string>\n"
                printf "\t\t\t<key>one</key>\n\t\t\t<string>%%d %s item %d</string>\n", lang, i
                if (lang == "ru") {
                    printf "\t\t\t<key>few</key>\n\t\t\t<string>%%d %s items (few) %d</string>\n", lang, i
                    printf "\t\t\t<key>many</key>\n\t\t\t<string>%%d %s items (many) %d</string>\n", lang, i
                }
                printf "\t\t\t<key>other</key>\n\t\t\t<string>%%d %s items %d</string>\n\t\t</dict>\n\t</dict>\n", lang, i
            }
            print "</dict>\n</plist>"
        }' > "$dir/res/$lang.lproj/Localizable.stringsdict"
    done
    mkdir -p "$dir/swift" "$dir/objc"
    awk -v n="$n" -v dir="$dir" 'BEGIN {
        for (i = 0; i < n; i++) {
            file = int(i / 1000)
            if (i % 1000 == 0) {
                if (i > 0) { print "}" > swift; close(swift); close(objc) }
                swift = sprintf("%s/swift/File%03d.swift", dir, file)
                objc = sprintf("%s/objc/File%03d.m", dir, file)
                printf "import Foundation\n\nfunc strings%d() {\n", file > swift
                printf "#import <Foundation/Foundation.h>\n\n" > objc
            }
            printf "    _ = String(localized: \"swift.key.%d\", comment: \"What Swift key %d is for\")\n", i, i > swift
            printf "static NSString *s%d(void) { return NSLocalizedString(@\"objc.key.%d\", @\"What key %d is for\"); }\n", i, i, i > objc
        }
        print "}" > swift
    }'
    "$bin" catalog migrate "$dir/res" -o "$dir/cat" > /dev/null
    local catalog=$dir/cat/Localizable.xcstrings
    sed 's/"value" : "de value \([0-9]*7\)"/"value" : "de VALUE \1"/' "$catalog" > "$dir/ours.xcstrings"
    sed 's/"value" : "ru value \([0-9]*3\)"/"value" : "ru VALUE \1"/' "$catalog" > "$dir/theirs.xcstrings"
    tr -d '\n' < "$catalog" > "$dir/one-line.xcstrings"
    "$bin" xliff export "$dir/res" -o "$dir/xliff" --language de > /dev/null
    sed 's/\(<target[^>]*>[^<]*\)de /\1DE /' "$dir/xliff/de.xliff" > "$dir/import.xliff"
}

if [[ -n $generate_only ]]; then
    generate "$generate_only" "$generate_dir"
    exit 0
fi

work=$(mktemp -d "${TMPDIR:-/tmp}/writers-bench.XXXXXX")
trap 'rm -rf "$work"' EXIT
IFS=, read -r -a size_list <<< "$sizes"
IFS=, read -r -a command_list <<< "$commands"
for n in "${size_list[@]}"; do
    [[ $n =~ ^[0-9]+$ && $n -ge 2 ]] || { echo "writers.sh: a size is a number of keys (2 or more), not '$n'" >&2; exit 2; }
    echo "generating $n keys…" >&2
    generate "$n" "$work/$n"
done

# prepare CMD DIR: what the run starts from (untimed); run CMD DIR: the timed command.
prepare() {
    local d=$2
    rm -rf "$d/out"
    case $1 in
        import) rm -rf "$d/imp"; cp -r "$d/res" "$d/imp" ;;
        format) cp "$d/one-line.xcstrings" "$d/format.xcstrings" ;;
    esac
}
run() {
    local d=$2
    case $1 in
        migrate) "$bin" catalog migrate "$d/res" -o "$d/out" ;;
        import) "$bin" xliff import "$d/import.xliff" --into "$d/imp" ;;
        export) "$bin" xliff export "$d/res" -o "$d/out" --language de --language ru ;;
        merge) "$bin" catalog merge "$d/cat/Localizable.xcstrings" "$d/ours.xcstrings" "$d/theirs.xcstrings" -o "$d/out.xcstrings" ;;
        compile) "$bin" catalog compile "$d/cat/Localizable.xcstrings" -o "$d/out" ;;
        format) "$bin" catalog format "$d/format.xcstrings" ;;
        extract) mkdir -p "$d/out" && "$bin" extract "$d/swift" --output-dir "$d/out" ;;
        genstrings) mkdir -p "$d/out" && "$bin" genstrings -q -o "$d/out" "$d"/objc/*.m ;;
        pseudo) "$bin" pseudo "$d/res" -o "$d/out" --style accented ;;
        *) echo "writers.sh: unknown command '$1' (see --help)" >&2; exit 2 ;;
    esac
}

declare -A times
for round in $(seq 1 "$rounds"); do
    echo "round $round of $rounds…" >&2
    for n in "${size_list[@]}"; do
        for command in "${command_list[@]}"; do
            prepare "$command" "$work/$n"
            start=$(date +%s%N)
            if ! run "$command" "$work/$n" > "$work/stdout" 2> "$work/stderr"; then
                echo "writers.sh: $command at $n keys failed:" >&2
                sed 's/^/  /' "$work/stderr" >&2
                exit 1
            fi
            end=$(date +%s%N)
            times["$command $n"]+="$(( (end - start) / 1000 )) "
        done
    done
done

# The table: the median seconds at each size, then the time per key at the largest size over
# the smallest's (and over the middle one's, with three sizes or more). 1.0 is flat.
first=${size_list[0]}
last=${size_list[${#size_list[@]} - 1]}
middle=""
[[ ${#size_list[@]} -ge 3 ]] && middle=${size_list[${#size_list[@]} - 2]}
label() { awk -v n="$1" 'BEGIN { if (n % 1000 == 0) printf "%dk", n / 1000; else printf "%d", n }'; }
header="| command |"
rule="|---|"
for n in "${size_list[@]}"; do header+=" $(label "$n") (s) |"; rule+="---:|"; done
header+=" per key $(label "$last")/$(label "$first") |"; rule+="---:|"
[[ -n $middle ]] && { header+=" per key $(label "$last")/$(label "$middle") |"; rule+="---:|"; }
echo "$header"
echo "$rule"
median() { tr ' ' '\n' | grep . | sort -n | awk '{ v[NR] = $1 } END { if (NR % 2) print v[(NR + 1) / 2]; else print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
for command in "${command_list[@]}"; do
    row="| $command |"
    declare -A med=()
    for n in "${size_list[@]}"; do
        med[$n]=$(median <<< "${times["$command $n"]}")
        row+=" $(awk -v us="${med[$n]}" 'BEGIN { printf "%.3f", us / 1e6 }') |"
    done
    ratio() { awk -v a="${med[$1]}" -v na="$1" -v b="${med[$2]}" -v nb="$2" 'BEGIN { printf "%.2f", (a / na) / (b / nb) }'; }
    row+=" $(ratio "$last" "$first") |"
    [[ -n $middle ]] && row+=" $(ratio "$last" "$middle") |"
    echo "$row"
    unset med
done
