# Interface files (issue 21 item 3): ibtool's strings of a storyboard, and a localized copy.
tmp=$(mktemp -d)
fixtures=Tests/StringsdictTranslateTests/Fixtures
expect "ibtool: generate writes the strings" 0 "" -- ibtool --utf8 --generate-strings-file "$tmp/Main.strings" "$fixtures/Wayfindr/Base.lproj/Main.storyboard"
expect "ibtool: generated table reads back" 0 "Button1" -- format "$tmp/Main.strings" OYn-ef-IJx.normalTitle --locale en
if grep -qF '/* Class = "UIButton"; normalTitle = "Button1"; ObjectID = "OYn-ef-IJx"; */' "$tmp/Main.strings"; then echo "ok   ibtool: ibtool's comment"; passed=$((passed + 1)); else echo "FAIL ibtool: comment"; failed=$((failed + 1)); fi
expect "ibtool: generate writes UTF-16 by default" 0 "" -- ibtool --generate-strings-file "$tmp/utf16.strings" "$fixtures/Wayfindr/Base.lproj/Main.storyboard"
if [[ $(head -c 2 "$tmp/utf16.strings" | od -An -tx1 | tr -d ' ') == fffe ]]; then echo "ok   ibtool: UTF-16 LE BOM"; passed=$((passed + 1)); else echo "FAIL ibtool: no UTF-16 LE BOM"; failed=$((failed + 1)); fi
printf '"OYn-ef-IJx.normalTitle" = "Bouton & <1>";\n"gone-00-id.text" = "x";\n' > "$tmp/fr.strings"
stderr_has "ibtool: unknown key is a positioned warning" "fr.strings:2:1: warning: 'gone-00-id.text'" -- \
    ibtool --strings-file "$tmp/fr.strings" --write "$tmp/fr.storyboard" "$fixtures/Wayfindr/Base.lproj/Main.storyboard"
if grep -q 'title="Bouton &amp; &lt;1&gt;"' "$tmp/fr.storyboard"; then echo "ok   ibtool: translated value escaped in place"; passed=$((passed + 1)); else echo "FAIL ibtool: translated value not written"; failed=$((failed + 1)); fi
if [[ $(diff "$fixtures/Wayfindr/Base.lproj/Main.storyboard" "$tmp/fr.storyboard" | grep -c '^[<>]') == 2 ]]; then echo "ok   ibtool: only one line changed"; passed=$((passed + 1)); else echo "FAIL ibtool: more than the translated line changed"; failed=$((failed + 1)); fi
printf '<document>\n<label id="a">\n</document>\n' > "$tmp/bad.xib"
stderr_has "ibtool: malformed XML has line and column" "bad.xib:3:1: error" -- ibtool --generate-strings-file "$tmp/x.strings" "$tmp/bad.xib"
rm -rf "$tmp"
