# Writers you can trust (issue 30): names from file contents never make a path outside the output
# folder, a translation never overwrites the development language, links are written through.
writers=$(mktemp -d)

# outside_untouched NAME: nothing was written beside the work folder (the traversal target).
outside_untouched() {
    if [[ -z "$(ls -A "$writers/outside" 2>/dev/null)" && ! -e "$writers/x.lproj" && ! -e "$writers/victim/Localizable.xcstrings.changed" ]]; then
        echo "ok   $1"; passed=$((passed + 1))
    else
        echo "FAIL $1: files written outside the output folder:"; find "$writers" -newer "$writers/stamp" -type f | sed 's/^/  /'
        failed=$((failed + 1))
    fi
}
mkdir -p "$writers/outside" "$writers/app/en.lproj" "$writers/out"
touch "$writers/stamp"
printf '/* Greeting */\n"hello" = "Hello";\n' > "$writers/app/en.lproj/Localizable.strings"

# xliff import: target-language="../outside" (was written to ../outside.lproj beside --into).
cat > "$writers/traversal.xliff" <<'EOF'
<?xml version="1.0" encoding="UTF-8"?>
<xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
  <file original="en.lproj/Localizable.strings" source-language="en" target-language="../outside" datatype="plaintext">
    <body>
      <trans-unit id="hello"><source>Hello</source><target>Pwned</target></trans-unit>
    </body>
  </file>
</xliff>
EOF
expect "xliff import refuses target-language=../outside" 2 "" -- xliff import "$writers/traversal.xliff" --into "$writers/app"
stderr_has "xliff import names the <file> and the bad language" "traversal.xliff:3:[0-9]*: error: '../outside' is not a language code" -- xliff import "$writers/traversal.xliff" --into "$writers/app"
outside_untouched "xliff import wrote nothing outside --into"

# xliff import: target-language="EN" is the development language (was: en.lproj rewritten).
sed 's|target-language="../outside"|target-language="EN"|' "$writers/traversal.xliff" > "$writers/dev.xliff"
cp "$writers/app/en.lproj/Localizable.strings" "$writers/en-before.strings"
expect "xliff import refuses the development language as target" 2 "" -- xliff import "$writers/dev.xliff" --into "$writers/app"
stderr_has "xliff import says why the development language is refused" "is the development language (en)" -- xliff import "$writers/dev.xliff" --into "$writers/app"
if cmp -s "$writers/en-before.strings" "$writers/app/en.lproj/Localizable.strings"; then
    echo "ok   the development language's table is untouched"; passed=$((passed + 1))
else
    echo "FAIL xliff import changed en.lproj/Localizable.strings"; failed=$((failed + 1))
fi

# catalog compile: a localization named ../../x (was written outside -o).
cat > "$writers/Localizable.xcstrings" <<'EOF'
{
  "sourceLanguage" : "en",
  "strings" : {
    "hello" : {
      "localizations" : {
        "../../x" : { "stringUnit" : { "state" : "translated", "value" : "Pwned" } },
        "en" : { "stringUnit" : { "state" : "translated", "value" : "Hello" } }
      }
    }
  },
  "version" : "1.0"
}
EOF
expect "catalog compile refuses a localization named ../../x" 2 "" -- catalog compile "$writers/Localizable.xcstrings" -o "$writers/out/a/b"
stderr_has "catalog compile names the localization's position" "Localizable.xcstrings:6:9: error: '../../x' is not a language code" -- catalog compile "$writers/Localizable.xcstrings" -o "$writers/out/a/b"
outside_untouched "catalog compile wrote nothing outside -o"
if [[ -z "$(find "$writers/out" -type f)" ]]; then
    echo "ok   catalog compile wrote nothing at all"; passed=$((passed + 1))
else
    echo "FAIL catalog compile wrote files before refusing"; failed=$((failed + 1))
fi

# catalog compile: an .lproj folder in -o that is a link to elsewhere.
printf '%s' '{"sourceLanguage":"en","strings":{"hello":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Hallo"}},"en":{"stringUnit":{"state":"translated","value":"Hello"}}}}},"version":"1.0"}' > "$writers/Good.xcstrings"
mkdir -p "$writers/linked"
ln -s "$writers/outside" "$writers/linked/de.lproj"
expect "catalog compile refuses an .lproj link that leaves -o" 2 "" -- catalog compile "$writers/Good.xcstrings" -o "$writers/linked"
stderr_has "catalog compile says the link resolves outside" "outside the output folder" -- catalog compile "$writers/Good.xcstrings" -o "$writers/linked"
outside_untouched "catalog compile wrote nothing through the link"

# genstrings: NSLocalizedString with tableName "../../x" (was written outside -o).
mkdir -p "$writers/src" "$writers/gen/a"
printf 'NSString *s = NSLocalizedStringFromTable(@"k", @"../../x", @"c");\n' > "$writers/src/a.m"
expect "genstrings refuses a table named ../../x" 2 "" -- genstrings -o "$writers/gen/a" "$writers/src/a.m"
stderr_has "genstrings names the call's position" "a.m:1:[0-9]*: error: '../../x' is not a plain file name" -- genstrings -o "$writers/gen/a" "$writers/src/a.m"
if [[ -z "$(find "$writers/gen" -type f)" && ! -e "$writers/x.strings" ]]; then
    echo "ok   genstrings wrote nothing"; passed=$((passed + 1))
else
    echo "FAIL genstrings wrote files"; failed=$((failed + 1))
fi

# extract --output-dir: table "../victim/Localizable" (was: an unrelated catalog rewritten).
mkdir -p "$writers/victim" "$writers/catalogs"
printf '%s' '{"sourceLanguage":"en","strings":{"keep":{}},"version":"1.0"}' > "$writers/victim/Localizable.xcstrings"
cp "$writers/victim/Localizable.xcstrings" "$writers/victim-before.xcstrings"
printf 'let s = String(localized: "k", table: "../victim/Localizable")\n' > "$writers/src/a.swift"
expect "extract refuses a table named ../victim/Localizable" 2 "" -- extract "$writers/src/a.swift" --output-dir "$writers/catalogs"
stderr_has "extract names the call's position" "a.swift:1:[0-9]*: error: '../victim/Localizable' is not a plain file name" -- extract "$writers/src/a.swift" --output-dir "$writers/catalogs"
if cmp -s "$writers/victim-before.xcstrings" "$writers/victim/Localizable.xcstrings" && [[ -z "$(ls -A "$writers/catalogs")" ]]; then
    echo "ok   extract left the other catalog alone and wrote nothing"; passed=$((passed + 1))
else
    echo "FAIL extract changed ../victim/Localizable.xcstrings or wrote a catalog"; failed=$((failed + 1))
fi

# xliff export: --language must be a language code.
expect "xliff export refuses --language ../x" 2 "" -- xliff export "$writers/app" -o "$writers/out" --language ../x

# A catalog that is a link: format writes the file it points to and keeps the link.
mkdir -p "$writers/shared" "$writers/project"
printf '%s' '{"sourceLanguage":"en","strings":{"b":{},"a":{}},"version":"1.0"}' > "$writers/shared/Localizable.xcstrings"
ln -s ../shared/Localizable.xcstrings "$writers/project/Localizable.xcstrings"
expect "catalog format through a link" 0 "" -- catalog format "$writers/project/Localizable.xcstrings"
if [[ -L "$writers/project/Localizable.xcstrings" ]] && head -c 200 "$writers/shared/Localizable.xcstrings" | grep -q '"sourceLanguage" : "en"' \
    && [[ $(ls -A "$writers/shared") == "Localizable.xcstrings" ]]; then
    echo "ok   the link stays, its target is rewritten, no temporary file is left"; passed=$((passed + 1))
else
    echo "FAIL writing through a link: link or target wrong"; ls -la "$writers/project" "$writers/shared" | sed 's/^/  /'; failed=$((failed + 1))
fi

rm -rf "$writers"

# kill -9 in the middle of writes leaves no temporary file (was: a partial hidden .tmp file).
litter=$(mktemp -d)
python3 - "$litter/Big.xcstrings" <<'PY'
import json, sys
strings = {f"key.{i}": {"localizations": {lang: {"stringUnit": {"state": "translated", "value": f"{lang} value {i} " * 8}}
                                          for lang in ("en", "de", "fr", "ru")}} for i in range(60000)}
json.dump({"sourceLanguage": "en", "strings": strings, "version": "1.0"}, open(sys.argv[1], "w"))
PY
# Killed as soon as its first .lproj folder appears, that is while it writes the tables.
for round in 1 2 3; do
    rm -rf "$litter/out"
    "$bin" catalog compile "$litter/Big.xcstrings" -o "$litter/out" >/dev/null 2>&1 &
    writer=$!
    for _ in $(seq 1 2000); do [[ -d "$litter/out" && -n "$(ls -A "$litter/out")" ]] && break; sleep 0.01; done
    kill -9 "$writer" 2>/dev/null || true
    wait "$writer" 2>/dev/null || true
done
leftovers=$(find "$litter" -name '.*.tmp-*' | wc -l)
if [[ $leftovers -eq 0 ]]; then
    echo "ok   kill -9 mid-write leaves no temporary file"; passed=$((passed + 1))
else
    echo "FAIL kill -9 mid-write left $leftovers temporary files"; failed=$((failed + 1))
fi
rm -rf "$litter"
