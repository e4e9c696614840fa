# One checker (issue 33): lint and generate report the same findings, with rule ids, quoting
# the specifiers with their columns; a `%` in text no language uses with arguments is text; a
# broken translation blocks generation; the configuration's lint section is obeyed by both;
# generate summarizes; folder-level errors speak as the tool.
oc=Tests/StringsdictLintTests/Fixtures/one-checker
oc_out=$(mktemp -d "${TMPDIR:-/tmp}/one-checker.XXXXXX")
oc_lint=$(LANGUAGE=de "$bin" lint "$oc/App" 2>/dev/null | grep '\]$' || true)
LANGUAGE=de "$bin" generate "$oc/App" -o "$oc_out/L10n.swift" 2>"$oc_out/generate.err" >/dev/null || true
oc_generate=$(grep '\]$' "$oc_out/generate.err" || true)
if [[ -n $oc_lint && $oc_lint == "$oc_generate" ]]; then
    echo "ok   lint and generate report the same findings"; passed=$((passed + 1))
else
    echo "FAIL lint and generate differ"; diff <(echo "$oc_lint") <(echo "$oc_generate") | sed 's/^/  /'; failed=$((failed + 1))
fi
expect "lint: the trailing % of a format, quoted with its column" 1 "$oc/App/en.lproj/Localizable.strings:4:10: error: en: 'sent' is used with arguments, but a '%' ends the format, at column 13 of \"Sent to %1\$@%\"; write '%%' for a percent sign [invalid-format]
$oc/App/ru.lproj/Localizable.strings:4:11: error: ru: 'files' reads argument 2 as object ('%@' at column 19 of \"%d файлов в папке %@\"), which en does not read (\"%d files\"); the caller has no such value to pass [argument-added]
$oc/App/ru.lproj/Localizable.strings:5:14: error: ru: 'greeting' reads argument 1 as signed integer ('%d' at column 9 of \"Привет, %d\"), but en reads it as object ('%@' at column 8 of \"Hello, %@\") [argument-retyped]
3 errors, 0 warnings in 3 files" -- lint "$oc/App"
if grep -q "'numeric'\|'guarantee'" <<<"$oc_lint$oc_generate"; then
    echo "FAIL '100% guaranteed' and 'Numeric %' are text, yet reported"; failed=$((failed + 1))
else
    echo "ok   '100% guaranteed', '100%-osan' and 'Numeric %' are text: no finding"; passed=$((passed + 1))
fi
stderr_has "generate: one summary line of what blocks it" "^stringsdict: error: 3 errors in 2 files block generation$" -- generate "$oc/App" -o "$oc_out/L10n.swift"
expect "generate: nothing written when blocked" 1 "" -- generate "$oc/App" -o "$oc_out/blocked.swift"
if [[ -e $oc_out/blocked.swift ]]; then echo "FAIL a blocked generate wrote its file"; failed=$((failed + 1)); else echo "ok   a blocked generate writes nothing"; passed=$((passed + 1)); fi
stderr_has "generate: a broken catalog translation is a build error at its place" "Localizable.xcstrings:6:9: error: ru: '%lld files' is used with arguments, but a '%' ends the format, at column 13 of \"%lld файлов %\"" -- generate "$oc/Catalog" -o "$oc_out/Catalog.swift"
expect "lint: the same error in the catalog" 1 "" -- lint "$oc/Catalog"
oc_catalog=$(LANGUAGE=de "$bin" lint "$oc/Catalog" 2>/dev/null || true)
if grep -qF "Localizable.xcstrings:6:9: error: ru: '%lld files' is used with arguments" <<<"$oc_catalog"; then
    echo "ok   lint puts the catalog error where generate does"; passed=$((passed + 1))
else echo "FAIL lint's catalog error is elsewhere"; failed=$((failed + 1)); fi
stderr_has "catalog compile: the same error at the same place" "Localizable.xcstrings:6:9: error: ru: '%lld files' is used with arguments" -- catalog compile "$oc/Catalog/Localizable.xcstrings" -o "$oc_out/compiled-catalog"
expect "catalog compile: compiled as written, exit 1 for the finding" 1 "$oc_out/compiled-catalog/hu.lproj/Localizable.strings
$oc_out/compiled-catalog/ru.lproj/Localizable.strings" -- catalog compile "$oc/Catalog/Localizable.xcstrings" -o "$oc_out/compiled-catalog"
# The lint section of the configuration, read by both.
expect "lint --config: ignore, severity, per-language exception" 0 "$oc/App/ru.lproj/Localizable.strings:4:11: warning: ru: 'files' reads argument 2 as object ('%@' at column 19 of \"%d файлов в папке %@\"), which en does not read (\"%d files\"); the caller has no such value to pass [argument-added]
0 errors, 1 warning in 3 files" -- lint "$oc/App" --config "$oc/policy.json"
expect "generate --config: the same policy, so it writes and lists the file" 0 "$oc_out/policy.swift" -- generate "$oc/App" -o "$oc_out/policy.swift" --config "$oc/policy.json"
expect "generate again: an unchanged file is neither written nor listed" 0 "" -- generate "$oc/App" -o "$oc_out/policy.swift" --config "$oc/policy.json"
if grep -q 'static func sent(_ a1: String' "$oc_out/policy.swift"; then
    echo "ok   an accessor whose reference text is broken takes the other languages' arguments"; passed=$((passed + 1))
else echo "FAIL the sent accessor lost its argument"; failed=$((failed + 1)); fi
stderr_has "generate --max-warnings 0 counts the warnings" "^stringsdict: warning: 1 warning (0 listed): run stringsdict lint $oc/App for the list$" -- generate "$oc/App" -o "$oc_out/counted.swift" --config "$oc/policy.json" --max-warnings 0
printf '{ "lint": { "severity": { "no-such-rule": "error" } } }' >"$oc_out/bad.json"
stderr_has "a configuration naming an unknown rule is an error at its place" "bad.json:1:27: error: unknown rule 'no-such-rule' at 'lint.severity.no-such-rule'" -- lint "$oc/App" --config "$oc_out/bad.json"
# Folder-level errors speak as the tool; writers list what they wrote.
mkdir -p "$oc_out/empty"
stderr_has "languages on an empty folder: stringsdict: error:" "^stringsdict: error: no .lproj folder or .xcstrings catalog in" -- languages "$oc_out/empty"
stderr_has "bench on an empty folder: stringsdict: error:" "^stringsdict: error: no .lproj folder or .xcstrings catalog in" -- bench "$oc_out/empty"
stderr_has "resource on an empty folder: stringsdict: error:" "^stringsdict: error: no .lproj folder or .xcstrings catalog in" -- resource "$oc_out/empty" x
stderr_has "catalog compile of a folder: stringsdict: error:" "^stringsdict: error: cannot read $oc_out/empty: it is a folder, not a file" -- catalog compile "$oc_out/empty" -o "$oc_out/compiled"
stderr_has "xliff export without sources: stringsdict: error:" "^stringsdict: error: no en.lproj or Base.lproj table" -- xliff export "$oc_out/empty" -o "$oc_out/xliff" --language de
expect "xliff export lists what it wrote" 0 "$oc_out/xliff/de.xliff" -- xliff export "$oc/App" -o "$oc_out/xliff" --language de
rm -rf "$oc_out"
# genstrings reads String(format: "%.1f", x) without a "type not evident" warning (issue 33).
oc_gs=$(mktemp -d "${TMPDIR:-/tmp}/one-checker-gs.XXXXXX")
printf 'let s = String(format: NSLocalizedString("%%.1f km", comment: "distance"), x)\nlet t = String(format: "%%.1f", x)\n' >"$oc_gs/a.swift"
if LANGUAGE=de "$bin" genstrings -o "$oc_gs" "$oc_gs/a.swift" 2>&1 | grep -q "not evident"; then
    echo "FAIL genstrings warns about String(format: \"%.1f\", x)"; failed=$((failed + 1))
else echo "ok   genstrings reads String(format: \"%.1f\", x) quietly"; passed=$((passed + 1)); fi
# A long command shows a sign of life on a terminal, and nothing when standard error is not one.
if command -v script >/dev/null; then
    python3 - "$oc_gs/big.xcstrings" <<'PY'
import json, sys
strings = {f"key {i} %lld items": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": f"Schlüssel {i} %lld Dinge"}}}} for i in range(20000)}
json.dump({"sourceLanguage": "en", "version": "1.0", "strings": strings}, open(sys.argv[1], "w"))
PY
    if script -qec "$bin lint $oc_gs/big.xcstrings --ignore missing-key" /dev/null 2>&1 | tr '\r' '\n' | grep -q "⋯ stringsdict lint: [0-9]* s"; then
        echo "ok   lint shows progress on a terminal"; passed=$((passed + 1))
    else echo "FAIL lint showed no progress on a terminal"; failed=$((failed + 1)); fi
    if "$bin" lint "$oc_gs/big.xcstrings" --ignore missing-key 2>&1 >/dev/null | grep -q "⋯"; then
        echo "FAIL progress written to a pipe"; failed=$((failed + 1))
    else echo "ok   no progress when standard error is a pipe"; passed=$((passed + 1)); fi
fi
rm -rf "$oc_gs"
# Every writer lists what it wrote (issue 33).
oc_w=$(mktemp -d "${TMPDIR:-/tmp}/one-checker-w.XXXXXX")
printf '{"sourceLanguage":"en","strings":{"b":{},"a":{}},"version":"1.0"}' >"$oc_w/Messy.xcstrings"
expect "catalog format lists the file it rewrote" 0 "$oc_w/Messy.xcstrings" -- catalog format "$oc_w/Messy.xcstrings"
expect "catalog format lists nothing when nothing changed" 0 "" -- catalog format "$oc_w/Messy.xcstrings"
cp "$oc_w/Messy.xcstrings" "$oc_w/Other.xcstrings"
expect "catalog merge -o lists the merged file" 0 "$oc_w/Merged.xcstrings" -- catalog merge "$oc_w/Messy.xcstrings" "$oc_w/Messy.xcstrings" "$oc_w/Other.xcstrings" -o "$oc_w/Merged.xcstrings"
rm -rf "$oc_w"
