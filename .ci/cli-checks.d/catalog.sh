# stringsdict catalog compile|migrate|format|merge and stringsdict preview (issue 14)
xcode=Tests/StringsdictTests/Fixtures/Catalog/Xcode
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp $xcode/xcstrings-tool/Localizable.xcstrings $xcode/xcstrings-tool/Substitution.xcstrings "$work/"
expect "catalog format --check on Xcode's files" 0 "" -- catalog format --check $xcode/cse/Localizable.xcstrings $xcode/xcstrings-tool/Localizable.xcstrings
printf '{"sourceLanguage":"en","strings":{"b":{},"a":{}},"version":"1.0"}' > "$work/Messy.xcstrings"
expect "catalog format --check lists a file to change" 1 "$work/Messy.xcstrings" -- catalog format --check "$work/Messy.xcstrings"
expect "catalog format rewrites it" 0 "" -- catalog format "$work/Messy.xcstrings"
expect "catalog format then has nothing to change" 0 "" -- catalog format --check "$work/Messy.xcstrings"
printf '{"sourceLanguage":"en","strings":{"a":{},"a":{}}}' > "$work/Twice.xcstrings"
expect "catalog format refuses a key written twice" 2 "" -- catalog format "$work/Twice.xcstrings"
stderr_has "catalog format names the repeat" "Twice.xcstrings:1:42: error: key 'a' is written twice" -- catalog format "$work/Twice.xcstrings"
expect "catalog compile lists what it writes" 0 "$work/out/en.lproj/Localizable.strings
$work/out/en.lproj/Localizable.stringsdict" -- catalog compile "$work/Localizable.xcstrings" -o "$work/out"
expect "catalog compile binary" 0 "" -- catalog compile "$work/Substitution.xcstrings" -o "$work/bin" --format binary
expect "catalog compile unknown language warns" 0 "" -- catalog compile "$work/Substitution.xcstrings" -o "$work/bin" --language xx
stderr_has "catalog compile names the missing language" "the catalog has no language 'xx'" -- catalog compile "$work/Substitution.xcstrings" -o "$work/bin" --language xx
expect "catalog compile bad format" 2 "" -- catalog compile "$work/Substitution.xcstrings" -o "$work/bin" --format plist
expect "catalog compile missing file" 2 "" -- catalog compile "$work/None.xcstrings" -o "$work/bin"
expect "preview of compiled plurals, devices, substitutions" 0 "== en · Localizable ==
myDeviceVariant
    → Multiplatform Original
myPlural
    (1) → I have 1 plural
    (0) → I have 0 plurals
mySubstitute
    (1, 1) → 1: People liked 1 posts
    (1, 0) → 1: People liked 0 posts" -- preview "$work/out/en.lproj/Localizable.stringsdict" --locale en
expect "preview of the catalog is the preview of its compiled files" 0 "$("$bin" preview "$work/out" --json)" -- preview "$work/Localizable.xcstrings" --json
expect "catalog migrate writes one catalog per table" 0 "$work/migrated/Localizable.xcstrings" -- catalog migrate Tests/StringsdictLintTests/Fixtures/clean -o "$work/migrated"
expect "catalog migrate output is already formatted" 0 "" -- catalog format --check "$work/migrated/Localizable.xcstrings"
stderr_has "catalog migrate reports width variants" "has width variants, which a catalog cannot express" -- catalog migrate Tests/StringsdictTests/Fixtures/corpus/swiftgen-fixtures/Localizable.stringsdict -o "$work/migrated2"
# merge: one side changes German, the other French: clean; both change German: conflict, exit 1.
base=$work/out-base.xcstrings
printf '{"sourceLanguage":"en","strings":{"k":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"A"}},"fr":{"stringUnit":{"state":"translated","value":"A"}}}}},"version":"1.0"}' > "$base"
sed 's/"de":{"stringUnit":{"state":"translated","value":"A"}}/"de":{"stringUnit":{"state":"translated","value":"Ours"}}/' "$base" > "$work/ours.xcstrings"
sed 's/"fr":{"stringUnit":{"state":"translated","value":"A"}}/"fr":{"stringUnit":{"state":"translated","value":"Theirs"}}/' "$base" > "$work/theirs.xcstrings"
expect "catalog merge of different languages" 0 "" -- catalog merge "$base" "$work/ours.xcstrings" "$work/theirs.xcstrings" -o "$work/merged.xcstrings"
expect "catalog merge keeps both" 0 "== de · merged ==
k
    → Ours

== fr · merged ==
k
    → Theirs" -- preview "$work/merged.xcstrings" --locale de --locale fr
sed 's/"value":"A"}},"fr"/"value":"Theirs"}},"fr"/' "$base" > "$work/theirs2.xcstrings"
expect "catalog merge conflict exits 1" 1 "" -- catalog merge "$base" "$work/ours.xcstrings" "$work/theirs2.xcstrings" -o "$work/merged2.xcstrings"
stderr_has "catalog merge lists the conflict" "error: conflict at strings › k › localizations › de › stringUnit" -- catalog merge "$base" "$work/ours.xcstrings" "$work/theirs2.xcstrings" -o "$work/merged3.xcstrings"
expect "catalog merge unreadable input" 2 "" -- catalog merge "$work/none.xcstrings" "$work/ours.xcstrings" "$work/theirs.xcstrings"

# Key order with numbers (issue 32): Xcode sorts with numeric ordering, "90 days" before "365 days".
numeric=$(mktemp -d)
printf '{\n  "sourceLanguage" : "en",\n  "strings" : {\n    "90 days" : {\n\n    },\n    "365 days" : {\n\n    },\n    "Locked icon message 2" : {\n\n    },\n    "Locked icon message 10" : {\n\n    },\n    "X2" : {\n\n    },\n    "x16" : {\n\n    }\n  },\n  "version" : "1.0"\n}' > "$numeric/Localizable.xcstrings"
expect "catalog format --check takes Xcode's numeric key order" 0 "" -- catalog format --check "$numeric/Localizable.xcstrings"
rm -rf "$numeric"
