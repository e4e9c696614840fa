# XML 1.0 output only (issue 30): every XML writer refuses a character XML 1.0 cannot carry
# (Char ::= #x9 | #xA | #xD | [#x20-#xD7FF] | [#xE000-#xFFFD] | [#x10000-#x10FFFF]), naming the key,
# and leaves the file untouched; what it does write, Python's XML reader (an independent XML 1.0
# parser, expat) reads.
xml_work=$(mktemp -d)
xml_fixtures=Tests/StringsdictTranslateTests/Fixtures
xml_parses() { python3 -c 'import sys, xml.dom.minidom; xml.dom.minidom.parse(sys.argv[1])' "$1" 2>/dev/null; }
xml_check() {  # xml_check NAME CONDITION...
    local name=$1; shift
    if "$@"; then echo "ok   $name"; passed=$((passed + 1)); else echo "FAIL $name"; failed=$((failed + 1)); fi
}
# The reference itself: Python's reader refuses what the writers used to write.
for reference in '<a>&#1;</a>' '<a>&#0;</a>' $'<a>\xef\xbf\xbe</a>' '<a b="&#31;"/>'; do
    printf '%s' "$reference" > "$xml_work/reference.xml"
    xml_check "python's XML reader rejects $(printf '%q' "$reference")" bash -c '! python3 -c "import sys, xml.dom.minidom; xml.dom.minidom.parse(sys.argv[1])" "$1" 2>/dev/null' _ "$xml_work/reference.xml"
done

# ibtool --write: a translation with U+0001 is refused at its key; the old output stays as it was.
printf '"OYn-ef-IJx.normalTitle" = "Bou\\U0001ton";\n' > "$xml_work/fr.strings"
printf 'previous bytes\n' > "$xml_work/fr.storyboard"
expect "ibtool --write refuses U+0001" 2 "" -- \
    ibtool --strings-file "$xml_work/fr.strings" --write "$xml_work/fr.storyboard" "$xml_fixtures/Wayfindr/Base.lproj/Main.storyboard"
stderr_has "ibtool names the key and its place" "fr.strings:1:[0-9]*: error: U+0001 .*(at OYn-ef-IJx.normalTitle)" -- \
    ibtool --strings-file "$xml_work/fr.strings" --write "$xml_work/fr.storyboard" "$xml_fixtures/Wayfindr/Base.lproj/Main.storyboard"
xml_check "ibtool left the output untouched" grep -qx 'previous bytes' "$xml_work/fr.storyboard"
printf '"OYn-ef-IJx.normalTitle" = "\\UFFFE";\n' > "$xml_work/fr.strings"
expect "ibtool --write refuses U+FFFE" 2 "" -- \
    ibtool --strings-file "$xml_work/fr.strings" --write "$xml_work/fr.storyboard" "$xml_fixtures/Wayfindr/Base.lproj/Main.storyboard"
printf '"OYn-ef-IJx.normalTitle" = "Tab\\there, \\UFFFD, 😀 & <b>";\n' > "$xml_work/fr.strings"
expect "ibtool --write writes what XML 1.0 carries" 0 "" -- \
    ibtool --strings-file "$xml_work/fr.strings" --write "$xml_work/fr.storyboard" "$xml_fixtures/Wayfindr/Base.lproj/Main.storyboard"
xml_check "python reads ibtool's localized storyboard" xml_parses "$xml_work/fr.storyboard"

# xliff export: a source value with U+0000 is refused, naming the file and key; nothing written.
mkdir -p "$xml_work/app/en.lproj"
printf '"ok" = "fine";\n"bad.key" = "nul\\U0000here";\n' > "$xml_work/app/en.lproj/Localizable.strings"
expect "xliff export refuses U+0000" 2 "" -- xliff export "$xml_work/app" -o "$xml_work/out" --language fr
stderr_has "xliff export names the file, line, column and key" "en.lproj/Localizable.strings:2:13: error: U+0000 .*(at en.lproj/Localizable.strings › bad.key)" -- xliff export "$xml_work/app" -o "$xml_work/out" --language fr
xml_check "xliff export wrote nothing" test ! -e "$xml_work/out/fr.xliff"
printf '"ok" = "fine";\n' > "$xml_work/app/en.lproj/Localizable.strings"
mkdir -p "$xml_work/app/de.lproj" "$xml_work/app/fr.lproj"
printf '"ok" = "gut";\n' > "$xml_work/app/de.lproj/Localizable.strings"
printf '"ok" = "bi\\U0001en";\n' > "$xml_work/app/fr.lproj/Localizable.strings"
expect "xliff export refuses a translation with U+0001" 2 "" -- xliff export "$xml_work/app" -o "$xml_work/out" --language de --language fr
xml_check "xliff export wrote no language, not even the clean one before it" test ! -e "$xml_work/out/de.xliff" -a ! -e "$xml_work/out/fr.xliff"
rm -rf "$xml_work/app/de.lproj" "$xml_work/app/fr.lproj"
printf '"ok" = "fine";\n"edge" = "\\t\\r\\n \\UD7FF \\UE000 \\UFFFD 😀 &<>\\"";\n' > "$xml_work/app/en.lproj/Localizable.strings"
expect "xliff export writes the edges of XML 1.0's Char" 0 "" -- xliff export "$xml_work/app" -o "$xml_work/out" --language fr
xml_check "python reads the export" xml_parses "$xml_work/out/fr.xliff"

# pseudo: a .stringsdict value read from '&#1;' makes no XML pseudo-language; none of it is written.
mkdir -p "$xml_work/p/en.lproj"
cat > "$xml_work/p/en.lproj/Localizable.stringsdict" <<'PLIST'
<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
	<key>files.count</key>
	<dict>
		<key>NSStringLocalizedFormatKey</key>
		<string>%#@files@</string>
		<key>files</key>
		<dict>
			<key>NSStringFormatSpecTypeKey</key>
			<string>NSStringPluralRuleType</string>
			<key>NSStringFormatValueTypeKey</key>
			<string>d</string>
			<key>one</key>
			<string>%d file</string>
			<key>other</key>
			<string>%d files&#1;</string>
		</dict>
	</dict>
</dict>
</plist>
PLIST
expect "pseudo refuses to write U+0001 as XML" 2 "" -- pseudo "$xml_work/p" --style accented --style bounded
stderr_has "pseudo names the source's place and the key path" "en.lproj/Localizable.stringsdict:18:4: error: U+0001 .*(at files.count › files › other)" -- pseudo "$xml_work/p" --style accented
xml_check "pseudo wrote no table" test ! -e "$xml_work/p/en-XA.lproj/Localizable.stringsdict" -a ! -e "$xml_work/p/en-XB.lproj/Localizable.stringsdict"
sed -i 's/&#1;//' "$xml_work/p/en.lproj/Localizable.stringsdict"
expect "pseudo writes the table once it is clean" 0 "" -- pseudo "$xml_work/p" --style accented
xml_check "python reads pseudo's .stringsdict" xml_parses "$xml_work/p/en-XA.lproj/Localizable.stringsdict"

# catalog compile: XML refuses, binary (which holds any character) writes.
cat > "$xml_work/C.xcstrings" <<'JSON'
{
  "sourceLanguage" : "en",
  "strings" : {
    "n" : {
      "localizations" : {
        "en" : {
          "variations" : {
            "plural" : {
              "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld thing" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld things\u0002" } }
            }
          }
        }
      }
    }
  },
  "version" : "1.0"
}
JSON
expect "catalog compile --format xml refuses U+0002" 2 "" -- catalog compile "$xml_work/C.xcstrings" -o "$xml_work/compiled"
xml_check "catalog compile wrote no .stringsdict" test ! -e "$xml_work/compiled/en.lproj/C.stringsdict"
expect "catalog compile --format binary writes it" 0 "" -- catalog compile "$xml_work/C.xcstrings" -o "$xml_work/compiled" --format binary
rm -rf "$xml_work"
