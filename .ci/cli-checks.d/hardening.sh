# Hardening (issue 19): inputs that crashed, hung, took quadratic time or were refused.
hard=$(mktemp -d)

# finishes NAME SECONDS STATUS -- ARGS: the command ends within SECONDS with exit STATUS.
finishes() {
    local name=$1 seconds=$2 status=$3
    shift 4
    local rc=0
    timeout "$seconds" "$bin" "$@" >/dev/null 2>"$stderr_file" || rc=$?
    if [[ $rc -eq $status ]]; then
        echo "ok   $name"; passed=$((passed + 1))
    else
        echo "FAIL $name: exit $rc (124 is a timeout), expected $status within ${seconds}s"
        head -c 600 "$stderr_file" | sed 's/^/  stderr: /'
        failed=$((failed + 1))
    fi
}

# counts NAME EXPECTED -- ARGS: the command's standard output has EXPECTED characters.
counts() {
    local name=$1 expected=$2
    shift 3
    local out
    out=$("$bin" "$@" 2>/dev/null) || true
    if [[ ${#out} -eq $expected ]]; then
        echo "ok   $name"; passed=$((passed + 1))
    else
        echo "FAIL $name: ${#out} characters, expected $expected"; failed=$((failed + 1))
    fi
}

# A stringsdict entry "k" with FORMAT and the variables given as NAME=OTHER pairs.
stringsdict_file() {
    local format=$1
    shift
    printf '<?xml version="1.0" encoding="UTF-8"?>\n<plist version="1.0">\n<dict>\n<key>k</key>\n<dict>\n'
    printf '<key>NSStringLocalizedFormatKey</key><string>%s</string>\n' "$format"
    local pair
    for pair in "$@"; do
        printf '<key>%s</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>' "${pair%%=*}"
        printf '<key>NSStringFormatValueTypeKey</key><string>d</string><key>other</key><string>%s</string></dict>\n' "${pair#*=}"
    done
    printf '</dict>\n</dict>\n</plist>\n'
}

# demo --counts a count an Int64 cannot hold: an error naming it (was SIGILL).
for count in 1e19 9.3e18 nan inf; do
    expect "demo --counts=$count is an error" 2 "" -- demo --counts=$count
    stderr_has "demo --counts=$count names the value" "'$count'" -- demo --counts=$count
done

# lint on a folder with symbolic link loops ends (was 121,392 files after 99 s).
mkdir -p "$hard/loop/en.lproj"
printf '"k" = "v";\n' > "$hard/loop/en.lproj/Localizable.strings"
ln -s . "$hard/loop/a"
ln -s . "$hard/loop/b"
finishes "lint with symlink loops ends" 60 0 -- lint "$hard/loop"
expect "lint with symlink loops sees one file" 0 "0 errors, 0 warnings in 1 file" -- lint "$hard/loop"

# 20,000 arguments in linear time (plural took 18 s, printf timed out).
finishes "plural with 20,000 numbers" 30 0 -- plural en $(seq 1 20000)
counts "plural with 20,000 numbers prints each" $((20000 * 6 - 1)) -- plural en $(seq 2 20001)
finishes "printf with 20,000 arguments" 30 2 -- printf '%d' $(seq 1 20000)
stderr_has "printf with 20,000 arguments says how many" "20000 arguments given" -- printf '%d' $(seq 1 20000)

# An entry that does not compile reports its compile error first, whatever the arguments.
stringsdict_file '%#@a@' 'a=%d %#@a@' > "$hard/cycle.stringsdict"
expect "format: compile error first, with arguments" 2 "" -- format "$hard/cycle.stringsdict" k 3 --locale en
stderr_has "format: the cycle with its position" "cycle.stringsdict:7:165: error: variable cycle a → a" -- format "$hard/cycle.stringsdict" k 3 --locale en
stringsdict_file '%#@a@ %#@missing@' 'a=%d' > "$hard/undefined.stringsdict"
stderr_has "format: undefined variable first" "undefined variable 'missing'" -- format "$hard/undefined.stringsdict" k 1 2 --locale en

# A key found nowhere prints the key and warns, exit 0.
expect "format: a missing key prints the key" 0 "no.such.key" -- format Resources no.such.key 3 --language en
stderr_has "format: a missing key warns" "warning: no key 'no.such.key'" -- format Resources no.such.key --language en

# Precision beyond ICU's 999 digits; errors quote at most 200 characters of input.
counts "printf %.1000f with a locale" 1002 -- printf '%.1000f' 1 --locale en
counts "printf %.1500e with a locale" 1506 -- printf '%.1500e' 1 --locale de
long=$(printf '%%d %.0s' $(seq 1 1200))
expect "printf: a format reading 1,200 arguments is an error" 2 "" -- printf "$long" 1
"$bin" printf "$long" 1 >/dev/null 2>"$stderr_file" || true
if [[ $(wc -c < "$stderr_file") -lt 800 ]]; then
    echo "ok   printf: the error quotes an excerpt"; passed=$((passed + 1))
else
    echo "FAIL printf: the error echoes $(wc -c < "$stderr_file") bytes"; failed=$((failed + 1))
fi
expect "number -- inf" 0 "∞" -- number -- inf
expect "number -- -inf" 0 "-∞" -- number --locale de -- -inf
expect "number -- nan" 0 "NaN" -- number -- nan

# Resource bombs: 8 variables each referring to the next 16 times (16^8 pieces) is refused
# when compiled; a long variable chain lints in linear time.
vars=()
for level in 1 2 3 4 5 6 7 8; do
    if [[ $level -eq 8 ]]; then other=x; else other=$(printf "%%1\$#@v$((level + 1))@%.0s" $(seq 1 16)); fi
    vars+=("v$level=$other")
done
stringsdict_file '%1$#@v1@' "${vars[@]}" > "$hard/bomb.stringsdict"
finishes "format: the fan-out bomb is refused quickly" 20 2 -- format "$hard/bomb.stringsdict" k 1 --locale en
stderr_has "format: the bomb's error names key and limit" "entry 'k' expands to more than 10000" -- format "$hard/bomb.stringsdict" k 1 --locale en
chain=()
for level in $(seq 1 20000); do
    if [[ $level -eq 20000 ]]; then chain+=("v$level=%d"); else chain+=("v$level=%1\$#@v$((level + 1))@"); fi
done
mkdir -p "$hard/chain/en.lproj"
stringsdict_file '%1$#@v1@' "${chain[@]}" > "$hard/chain/en.lproj/Localizable.stringsdict"
finishes "lint: a 20,000-variable chain" 60 1 -- lint "$hard/chain" --ignore narrow-value-type
expect "lint: the chain's one finding" 1 "$hard/chain/en.lproj/Localizable.stringsdict:38:167: error: variables nest deeper than 32 levels (at k › v32 › other) [invalid-entry]
1 error, 0 warnings in 1 file" -- lint "$hard/chain" --ignore narrow-value-type

# Read what CoreFoundation reads.
printf '{\n  "k" = "v";\n}\n' > "$hard/braces.strings"
expect ".strings in { }" 0 "v" -- format "$hard/braces.strings" k --locale en
printf '"k" = "\\200\\101\\501";\n' > "$hard/octal.strings"
expect ".strings octal escapes through NeXTSTEP" 0 $'\u00a0AA' -- format "$hard/octal.strings" k --locale en
{ printf 'bplist01'; tail -c +9 Tests/StringsdictTests/Fixtures/PropertyList/strings/binary-plist.strings; } > "$hard/minor.strings"
expect "bplist01 is binary" 0 "value.with/slashes:and-dashes" -- format "$hard/minor.strings" bare_word --locale en
{ printf '\xff\xfe\x00\x00'; printf '"k" = "Grüße";' | iconv -f UTF-8 -t UTF-32LE; } > "$hard/utf32le.strings"
expect ".strings in UTF-32 LE" 0 "Grüße" -- format "$hard/utf32le.strings" k --locale en
{ printf '\x00\x00\xfe\xff'; stringsdict_file '%#@a@' 'a=%d Grüße' | iconv -f UTF-8 -t UTF-32BE; } > "$hard/utf32be.stringsdict"
expect ".stringsdict in UTF-32 BE" 0 "3 Grüße" -- format "$hard/utf32be.stringsdict" k 3 --locale en
stringsdict_file '%#@a@' $'a=\b%d &#8;' > "$hard/control.stringsdict"
expect "a raw U+0008 and &#8; in a <string>" 0 $'\b3 \b' -- format "$hard/control.stringsdict" k 3 --locale en

rm -rf "$hard"
