# stringsdict pseudo and lint's translation-length (issue 21)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp -r Resources/en.lproj "$work/"
expect "pseudo lists what it writes" 0 "$work/en-XA.lproj/Localizable.strings
$work/en-XA.lproj/Localizable.stringsdict
$work/en-XA.lproj/Social.strings
$work/en-XA.lproj/Social.stringsdict" -- pseudo "$work/en.lproj" --style accented
expect "pseudo writes every style by default" 0 "" -- pseudo "$work"
written=$(ls "$work"/*.lproj/*.strings* | wc -l)
if [[ $written -eq 20 ]]; then echo "ok   pseudo wrote 4 tables for each of 4 styles"; passed=$((passed + 1))
else echo "FAIL pseudo wrote $written table files, expected 20 with en.lproj's"; failed=$((failed + 1)); fi
expect "en-XA renders a plural with its number" 0 "3 ƒîļéš" -- format "$work" files.count 3 --language en-XA
expect "en-XB brackets the whole message" 0 "[21 files]" -- format "$work" files.count 21 --language en-XB
out=$("$bin" format "$work" files.count 3 --language ar-XB | tr -d '\342\200\217\342\200\256\342\200\254')
if [[ $out == *"٣"*"files"* ]]; then echo "ok   ar-XB renders Arabic's 'few' from the source's other"; passed=$((passed + 1))
else echo "FAIL ar-XB files.count 3: $out"; failed=$((failed + 1)); fi
# The demo's 'welcome.title' has width variants: its 3-letter "Hi!" bracketed or padded is
# more than 1.5x as long, which translation-length rightly reports; nothing else is found.
expect "pseudo-languages lint clean next to their source" 0 "0 errors, 0 warnings in 20 files" -- lint "$work" --ignore translation-length
expect "short width variants of en-XB and en-XL are flagged" 0 "" -- lint "$work"
flagged=$("$bin" lint "$work" | grep -c "warning: 'welcome.title' (width 1)" || true)
if [[ $flagged -eq 2 ]]; then echo "ok   translation-length flags en-XB and en-XL's narrowest 'welcome.title'"; passed=$((passed + 1))
else echo "FAIL translation-length on pseudo-languages: $flagged findings, expected 2"; failed=$((failed + 1)); fi
expect "pseudo on a catalog" 0 "$work/cat/Substitution.xcstrings" -- pseudo Tests/StringsdictTests/Fixtures/Catalog/Xcode/xcstrings-tool/Substitution.xcstrings -o "$work/cat" --style rtl
expect "the pseudo catalog is in Xcode's form" 0 "" -- catalog format --check "$work/cat/Substitution.xcstrings"
expect "pseudo bad style" 2 "" -- pseudo "$work" --style loud
stderr_has "pseudo bad style names it" "'loud'" -- pseudo "$work" --style loud
expect "pseudo missing path" 2 "" -- pseudo "$work/none"
stderr_has "pseudo missing path names it" "no such file or folder: $work/none" -- pseudo "$work/none"
mkdir -p "$work/de-only/de.lproj" && printf '"a" = "b";\n' > "$work/de-only/de.lproj/Localizable.strings"
stderr_has "pseudo without en or Base asks for --source-language" "source-language" -- pseudo "$work/de-only"
expect "pseudo --source-language picks the folder" 0 "$work/de-only/en-XB.lproj/Localizable.strings" -- pseudo "$work/de-only" --source-language de --style bounded
# translation-length
rules=Tests/StringsdictLintTests/Fixtures/rules/translation-length
expect "translation-length warns on a long limited translation" 0 "" -- lint "$rules"
if "$bin" lint "$rules" | grep -q "fr.lproj/Localizable.strings:2:1: warning: .*\[translation-length\]"; then
    echo "ok   translation-length at the translation's key"; passed=$((passed + 1))
else echo "FAIL translation-length position"; failed=$((failed + 1)); fi
expect "--max-length-ratio 3 allows it" 0 "0 errors, 0 warnings in 2 files" -- lint "$rules" --max-length-ratio 3
expect "--max-length-ratio below 1 is a usage error" 2 "" -- lint "$rules" --max-length-ratio 0.5
