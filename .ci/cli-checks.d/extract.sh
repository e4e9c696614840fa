# stringsdict genstrings and extract (issue 15), on the fixture project
project=Tests/StringsdictExtractTests/Fixtures/Project
work=$(mktemp -d)
mkdir -p "$work/en.lproj"
expect "genstrings writes tables" 0 "" -- genstrings -o "$work/en.lproj" -q -s LocalizedActivityTrackerString $project/Legacy/*.m $project/Legacy/*.c
stderr_has "genstrings reports tables" "wrote 2 tables" -- genstrings -o "$work/en.lproj" -q $project/Legacy/TextEdit.m $project/Legacy/Custom.c
stderr_has "genstrings warns at a non-literal key" "TextEdit.m:23:43: warning: NSLocalizedString: the key is not a string literal" -- genstrings -o "$work/en.lproj" $project/Legacy/TextEdit.m
stderr_has "genstrings warns about a key used again" 'key "Make Plain Text" is used again' -- genstrings -o "$work/en.lproj" $project/Legacy/TextEdit.m
if [[ $(head -c 2 "$work/en.lproj/Localizable.strings" | od -An -tx1 | tr -d ' ') == fffe ]]; then echo "ok   genstrings table is UTF-16LE with a BOM"; passed=$((passed + 1))
else echo "FAIL genstrings table has no UTF-16LE BOM"; failed=$((failed + 1)); fi
if iconv -f UTF-16 -t UTF-8 "$work/en.lproj/Localizable.strings" | grep -qx '"%@ Error! %@ failed!" = "%1$@ Error! %2$@ failed!";'; then echo "ok   genstrings numbers a value's specifiers"; passed=$((passed + 1))
else echo "FAIL genstrings positional specifiers"; failed=$((failed + 1)); fi
expect "genstrings tables lint clean" 0 "" -- lint "$work/en.lproj/Custom.strings"
expect "genstrings unknown option" 2 "" -- genstrings -frobnicate $project/Legacy/TextEdit.m
stderr_has "genstrings unknown option names it" "unknown option '-frobnicate'" -- genstrings -frobnicate $project/Legacy/TextEdit.m
expect "genstrings no files" 2 "" -- genstrings -o "$work"
expect "genstrings missing output folder" 2 "" -- genstrings -o "$work/no-such" $project/Legacy/Custom.c
expect "genstrings missing source" 2 "" -- genstrings -o "$work" $project/no-such.m
expect "genstrings --help" 0 "" -- genstrings --help
expect "extract into catalogs" 0 "" -- extract $project/Sources --output-dir "$work"
mkdir -p "$work/one"
stderr_has "extract --catalog reports keys added" "one/Localizable.xcstrings: 7 keys, 7 added, 0 marked stale" -- extract $project/Sources --catalog "$work/one/Localizable.xcstrings"
stderr_has "extract --catalog names the other tables" "1 strings of other tables (Custom)" -- extract $project/Sources --catalog "$work/one/Localizable.xcstrings"
expect "extract catalog lints" 0 "" -- lint "$work/Localizable.xcstrings" --ignore catalog-needs-review --ignore catalog-stale-key
expect "extract needs a destination" 2 "" -- extract $project/Sources
expect "extract --help" 0 "" -- extract --help
mkdir -p "$work/infoplist"
printf '{\n  "sourceLanguage" : "en",\n  "strings" : {\n    "CFBundleName" : {\n      "comment" : "Bundle name",\n      "extractionState" : "extracted_with_value"\n    }\n  },\n  "version" : "1.0"\n}' > "$work/infoplist/InfoPlist.xcstrings"
cp "$work/infoplist/InfoPlist.xcstrings" "$work/InfoPlist.before"
stderr_has "extract -o leaves InfoPlist.xcstrings alone, saying why" "its keys come from the Info.plist" -- extract $project/Sources -o "$work/infoplist"
if cmp -s "$work/infoplist/InfoPlist.xcstrings" "$work/InfoPlist.before"; then echo "ok   extract -o: InfoPlist.xcstrings unchanged"; passed=$((passed + 1)); else echo "FAIL extract -o: InfoPlist.xcstrings unchanged"; failed=$((failed + 1)); fi
rm -rf "$work"
