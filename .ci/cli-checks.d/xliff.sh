# stringsdict xliff export|import (issue 21): Xcode-shaped XLIFF that translate-toolkit reads the same,
# an unchanged round trip that changes no byte, and the import of a file translate-toolkit wrote.
corpus=Tests/StringsdictTests/Fixtures/corpus/duckduckgo-ios/DuckDuckGo
catalogs=Tests/StringsdictTests/Fixtures/Catalog/Xcode/xcstrings-tool
xliff_work=$(mktemp -d)
mkdir -p "$xliff_work/app"
cp -R "$corpus/en.lproj" "$corpus/ru.lproj" "$corpus/de.lproj" "$xliff_work/app/"
cp "$catalogs/Variations.xcstrings" "$catalogs/Substitution.xcstrings" "$xliff_work/app/"
cp -R "$xliff_work/app" "$xliff_work/before"
expect "xliff export writes one file per language" 0 "" -- xliff export "$xliff_work/app" -o "$xliff_work/out" --language ru --language de
expect "xliff export --xcloc writes Xcode's layout" 0 "" -- xliff export "$xliff_work/app" -o "$xliff_work/xcloc" --language ru --xcloc
expect "xliff import takes an .xcloc folder (unchanged: writes nothing)" 0 "" -- xliff import "$xliff_work/xcloc/ru.xcloc" --into "$xliff_work/app"
[[ -f "$xliff_work/xcloc/ru.xcloc/contents.json" && -f "$xliff_work/xcloc/ru.xcloc/Source Contents/en.lproj/Localizable.strings" ]] \
    && { echo "ok   xcloc contents.json and Source Contents"; passed=$((passed + 1)); } \
    || { echo "FAIL xcloc contents.json and Source Contents"; failed=$((failed + 1)); }
expect "xliff import of an unchanged export writes nothing" 0 "" -- xliff import "$xliff_work/out/ru.xliff" "$xliff_work/out/de.xliff" --into "$xliff_work/app"
if diff -r "$xliff_work/before" "$xliff_work/app" >/dev/null; then
    echo "ok   unchanged import changes no byte"; passed=$((passed + 1))
else
    echo "FAIL unchanged import changed files:"; diff -rq "$xliff_work/before" "$xliff_work/app" | sed 's/^/  /'; failed=$((failed + 1))
fi
sed 's/id="action.ok"/id="action.gone"/' "$xliff_work/out/ru.xliff" > "$xliff_work/unknown.xliff"
expect "xliff import reports an unknown id (exit 1)" 1 "" -- xliff import "$xliff_work/unknown.xliff" --into "$xliff_work/app"
stderr_has "xliff import names the unit's position" "unknown.xliff:[0-9]*:7: error: unknown id 'action.gone'" -- xliff import "$xliff_work/unknown.xliff" --into "$xliff_work/app"
expect "xliff import of a missing file" 2 "" -- xliff import "$xliff_work/none.xliff" --into "$xliff_work/app"
expect "xliff export without --language" 2 "" -- xliff export "$xliff_work/app" -o "$xliff_work/out"

# translate-toolkit (PyPI) as the independent reader and writer; .ci/run installs it.
xliff_python=${XLIFF_PYTHON:-python3}
if "$xliff_python" -c 'import translate.storage.xliff' 2>/dev/null; then
    toolkit_check() {
        local name=$1; shift
        if "$xliff_python" .ci/xliff-check.py "$@" >/tmp/stringsdict-xliff-check 2>&1; then
            echo "ok   $name"; passed=$((passed + 1))
        else
            echo "FAIL $name"; sed 's/^/  /' /tmp/stringsdict-xliff-check; failed=$((failed + 1))
        fi
    }
    toolkit_check "translate-toolkit reads the ru export's units and targets as written" same "$xliff_work/out/ru.xliff"
    toolkit_check "translate-toolkit reads the .xcloc's XLIFF as written" same "$xliff_work/xcloc/ru.xcloc/Localized Contents/ru.xliff"
    toolkit_check "translate-toolkit translates every unit and saves" fill "$xliff_work/out/ru.xliff" "$xliff_work/ru-toolkit.xliff"
    expect "xliff import of translate-toolkit's file" 0 "" -- xliff import "$xliff_work/ru-toolkit.xliff" --into "$xliff_work/app"
    expect "xliff export after the import" 0 "" -- xliff export "$xliff_work/app" -o "$xliff_work/again" --language ru
    toolkit_check "every translation translate-toolkit wrote is in the tables" targets "$xliff_work/ru-toolkit.xliff" "$xliff_work/again/ru.xliff"
else
    echo "skip translate-toolkit checks: $xliff_python cannot import translate (pip install translate-toolkit)"
fi
rm -rf "$xliff_work"
