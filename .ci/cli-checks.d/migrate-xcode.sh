# stringsdict catalog migrate as Xcode's "Migrate to String Catalog" (issue 32, point 2).
migrate=Tests/StringsdictTests/Fixtures/Catalog/Migrate
mx=$(mktemp -d)
expect "migrate-xcode: one catalog per table, the Base storyboard's table too" 0 "$mx/app/Localizable.xcstrings
$mx/app/mul.lproj/Main.xcstrings" -- catalog migrate $migrate/App -o "$mx/app"
expect "migrate-xcode: Xcode's form already" 0 "" -- catalog format --check "$mx/app/Localizable.xcstrings" "$mx/app/mul.lproj/Main.xcstrings"
# "Quit" = "Quit": no source unit, no placeholder comment, migrated.
quit=$(sed -n '/^    "Quit" : {/,/^    }/p' "$mx/app/Localizable.xcstrings")
if [[ $quit == *'"extractionState" : "migrated"'* && $quit != *'"en" :'* && $quit != *comment* ]]; then
    echo "ok   migrate-xcode: a value equal to its key has no source unit, no (No Comment)"; passed=$((passed + 1))
else
    echo "FAIL migrate-xcode: Quit is"; printf '%s\n' "$quit" | sed 's/^/  | /'; failed=$((failed + 1))
fi
if ! grep -q 'No comment provided by engineer' "$mx/app/Localizable.xcstrings"; then
    echo "ok   migrate-xcode: genstrings' other placeholder is dropped"; passed=$((passed + 1))
else
    echo "FAIL migrate-xcode: a placeholder comment is kept"; failed=$((failed + 1))
fi
# Keys in Xcode's order: numeric ordering ("item 2" before "item 10").
order=$(grep -E '^    "' "$mx/app/Localizable.xcstrings" | sed -E 's/^    "(.*)" : \{$/\1/' | tr '\n' '|')
if [[ $order == "%d photos in %@|%lld files|item 2|item 10|Open|Quit|Unused key|" ]]; then echo "ok   migrate-xcode: keys in Xcode's order"; passed=$((passed + 1)); else echo "FAIL migrate-xcode: key order is $order"; failed=$((failed + 1)); fi
# The table of Base.lproj/Main.storyboard: source text from the storyboard, state new.
hello=$(sed -n '/^    "lbl-01-abc.text" : {/,/^    }/p' "$mx/app/mul.lproj/Main.xcstrings")
if [[ $hello == *'"extractionState" : "extracted_with_value"'* && $hello == *'"state" : "new",
            "value" : "Hello"'* && $hello == *'"value" : "Hallo"'* ]]; then
    echo "ok   migrate-xcode: a Base interface table takes its source text from the storyboard"; passed=$((passed + 1))
else
    echo "FAIL migrate-xcode: lbl-01-abc.text is"; printf '%s\n' "$hello" | sed 's/^/  | /'; failed=$((failed + 1))
fi
# An entry that does not compile is kept, with a warning that names lint.
stderr_has "migrate-xcode: a non-compiling entry is kept verbatim, lint named" \
    "Localizable.stringsdict:24:3: warning: '%d photos in %@' does not compile .*kept verbatim in the catalog.*stringsdict lint " -- catalog migrate $migrate/App -o "$mx/app2"
if grep -qF '"value" : "%1$#@photos@ in %1$@"' "$mx/app2/Localizable.xcstrings"; then
    echo "ok   migrate-xcode: the kept entry's format is in the catalog"; passed=$((passed + 1))
else
    echo "FAIL migrate-xcode: the non-compiling entry is missing"; failed=$((failed + 1))
fi
# --sources: the keys no source uses are manual, the used ones have no extractionState.
expect "migrate-xcode: --sources" 0 "" -- catalog migrate $migrate/App -o "$mx/src" --sources $migrate/App/Sources
unused=$(sed -n '/^    "Unused key" : {/,/^    }/p' "$mx/src/Localizable.xcstrings")
used=$(sed -n '/^    "item 10" : {/,/^    }/p' "$mx/src/Localizable.xcstrings")
if [[ $unused == *'"extractionState" : "manual"'* && -n $used && $used != *extractionState* ]]; then
    echo "ok   migrate-xcode: --sources marks unused keys manual"; passed=$((passed + 1))
else
    echo "FAIL migrate-xcode: --sources states"; printf '%s\n' "$unused" "$used" | sed 's/^/  | /'; failed=$((failed + 1))
fi
# --sources: a string the code uses that no table has joins the catalog, as Xcode's build adds it.
if [[ $(sed -n '/^    "Only in code" : {/,/^    }/p' "$mx/src/Localizable.xcstrings") == '    "Only in code" : {'* ]]; then
    echo "ok   migrate-xcode: --sources adds the code's strings no table has"; passed=$((passed + 1))
else
    echo "FAIL migrate-xcode: 'Only in code' is not in the catalog"; failed=$((failed + 1))
fi
# Damaged files: every one reported with its position, nothing written, exit 2; --keep-going: exit 1.
expect "migrate-xcode: a damaged file stops everything" 2 "" -- catalog migrate $migrate/Damaged -o "$mx/strict"
if [[ ! -e $mx/strict ]]; then echo "ok   migrate-xcode: nothing written"; passed=$((passed + 1)); else echo "FAIL migrate-xcode: something was written"; failed=$((failed + 1)); fi
stderr_has "migrate-xcode: the de file at its line and column" "Damaged/de.lproj/Localizable.strings:3:10: error: " -- catalog migrate $migrate/Damaged -o "$mx/strict"
stderr_has "migrate-xcode: the fr file too" "Damaged/fr.lproj/Localizable.strings:3:1: error: " -- catalog migrate $migrate/Damaged -o "$mx/strict"
stderr_has "migrate-xcode: says how to go on" "nothing was written, as 2 files do not parse.*--keep-going" -- catalog migrate $migrate/Damaged -o "$mx/strict"
expect "migrate-xcode: --keep-going writes the rest, exit 1" 1 "$mx/rest/Localizable.xcstrings" -- catalog migrate $migrate/Damaged -o "$mx/rest" --keep-going
help=$("$bin" catalog migrate --help 2>&1 || true)
if [[ $help == *"--keep-going"* && $help == *"(a damaged file stops everything)"* && $help == *"(migrate the rest, exit 1)"* && $help == *"--sources"* ]]; then
    echo "ok   migrate-xcode: --help documents --keep-going and --sources, with examples"; passed=$((passed + 1))
else
    echo "FAIL migrate-xcode: --help lacks --keep-going, --sources or their examples"; failed=$((failed + 1))
fi
migrate_check() { # migrate_check NAME COMMAND...: a shell test
    local name=$1; shift
    if "$@"; then echo "ok   $name"; passed=$((passed + 1)); else echo "FAIL $name"; failed=$((failed + 1)); fi
}
# The development language and the languages come from the project or package around the folders,
# as Xcode's migrations of iina (knownRegions) and Loki (defaultLocalization "ja") show.
mkdir -p "$mx/proj/App.xcodeproj" "$mx/proj/App/en.lproj" "$mx/proj/App/de.lproj" "$mx/proj/App/fr.lproj"
printf '{ objects = { R0 = { isa = PBXProject; developmentRegion = en; knownRegions = (en, Base, de); targets = (T1); }; T1 = { isa = PBXNativeTarget; name = App; }; }; rootObject = R0; }\n' > "$mx/proj/App.xcodeproj/project.pbxproj"
for l in en de fr; do printf '"a" = "%s";\n' "$l" > "$mx/proj/App/$l.lproj/Localizable.strings"; done
stderr_has "migrate-xcode: a language the project does not list is left out, and named" "left out the .lproj folders of fr" -- catalog migrate "$mx/proj/App" -o "$mx/proj/out"
migrate_check "migrate-xcode: the project's languages only" python3 -c "
import json, sys
s = json.load(open(sys.argv[1]))
assert sorted(s['strings']['a']['localizations']) == ['de', 'en'], s
" "$mx/proj/out/Localizable.xcstrings"
mkdir -p "$mx/pkg/Sources/Core/Resources/ja.lproj" "$mx/pkg/Sources/Core/Resources/en.lproj"
printf '// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(\n    name: "Core",\n    defaultLocalization: "ja",\n    targets: [.target(name: "Core", resources: [.process("Resources")])]\n)\n' > "$mx/pkg/Package.swift"
printf '"a" = "あ";\n' > "$mx/pkg/Sources/Core/Resources/ja.lproj/Localizable.strings"
printf '"a" = "A";\n' > "$mx/pkg/Sources/Core/Resources/en.lproj/Localizable.strings"
expect "migrate-xcode: migrate a package's resources" 0 "" -- catalog migrate "$mx/pkg/Sources/Core/Resources" -o "$mx/pkg/out"
migrate_check "migrate-xcode: the package's defaultLocalization is the source language" grep -qF '"sourceLanguage" : "ja"' "$mx/pkg/out/Localizable.xcstrings"
# A package inside the project's folder follows the package, not the project.
mkdir -p "$mx/proj/Kit/Sources/Kit/Resources/de.lproj" "$mx/proj/Kit/Sources/Kit/Resources/fr.lproj"
printf '// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: "Kit", defaultLocalization: "de", targets: [])\n' > "$mx/proj/Kit/Package.swift"
printf '"a" = "A-de";\n' > "$mx/proj/Kit/Sources/Kit/Resources/de.lproj/Localizable.strings"
printf '"a" = "A-fr";\n' > "$mx/proj/Kit/Sources/Kit/Resources/fr.lproj/Localizable.strings"
expect "migrate-xcode: migrate a package inside a project's folder" 0 "" -- catalog migrate "$mx/proj/Kit/Sources/Kit/Resources" -o "$mx/proj/kit-out"
migrate_check "migrate-xcode: the nearest package decides, not the project around it" python3 -c "
import json, sys
s = json.load(open(sys.argv[1]))
assert s['sourceLanguage'] == 'de', s
assert sorted(s['strings']['a']['localizations']) == ['de', 'fr'], s
" "$mx/proj/kit-out/Localizable.xcstrings"
rm -rf "$mx"
