# stringsdict generate (issue 16): typed accessors, on the bundled Resources/ and the PluginDemo example
gen_dir=$(mktemp -d)
expect "generate Resources" 0 "" -- generate Resources -o "$gen_dir/L10n.swift"
if grep -q 'static func filesCount(_ a1: Int, localizations: Localizations? = nil) -> String' "$gen_dir/L10n.swift" \
    && grep -q 'enum Social {' "$gen_dir/L10n.swift"; then
    echo "ok   generate writes typed accessors and table enums"; passed=$((passed + 1))
else echo "FAIL generate: no filesCount(_:) or Social enum in the output"; failed=$((failed + 1)); fi
# An unchanged output is not rewritten (the build does not recompile it).
before=$(stat -c %Y.%N "$gen_dir/L10n.swift" 2>/dev/null || stat -f %m "$gen_dir/L10n.swift")
sleep 1
"$bin" generate Resources -o "$gen_dir/L10n.swift" 2>/dev/null || true
after=$(stat -c %Y.%N "$gen_dir/L10n.swift" 2>/dev/null || stat -f %m "$gen_dir/L10n.swift")
if [[ $before == "$after" ]]; then echo "ok   generate leaves an unchanged file alone"; passed=$((passed + 1))
else echo "FAIL generate rewrote an unchanged file"; failed=$((failed + 1)); fi
expect "generate public, custom name" 0 "" -- generate Examples/PluginDemo/Sources/PluginDemo/Resources -o "$gen_dir/Strings.swift" --enum-name Strings --access public
if grep -q '^public enum Strings {' "$gen_dir/Strings.swift" && grep -q 'public static var title: String {' "$gen_dir/Strings.swift"; then
    echo "ok   generate --enum-name --access public"; passed=$((passed + 1))
else echo "FAIL generate --enum-name --access public"; failed=$((failed + 1)); fi
# What the build plugin runs: the tables read from Bundle.module, the files copied at their resource paths.
demo=Examples/PluginDemo/Sources/PluginDemo/Resources
expect "generate --storage bundle --resources" 0 "" -- generate "$demo" -o "$gen_dir/Bundled.swift" --storage bundle --resources "$gen_dir/res"
if grep -q 'bundle: .module' "$gen_dir/Bundled.swift" && ! grep -q 'EmbeddedFile(' "$gen_dir/Bundled.swift" \
    && cmp -s "$demo/Localizable.xcstrings" "$gen_dir/res/Localizable.xcstrings" \
    && cmp -s "$demo/ru.lproj/Settings.strings" "$gen_dir/res/ru.lproj/Settings.strings"; then
    echo "ok   generate --storage bundle reads Bundle.module and --resources copies the files"; passed=$((passed + 1))
else echo "FAIL generate --storage bundle --resources"; failed=$((failed + 1)); fi
# An entry that does not compile is an error with file:line:column and the key; nothing is written.
mkdir -p "$gen_dir/bad/en.lproj"
printf '<?xml version="1.0" encoding="UTF-8"?>\n<plist version="1.0">\n<dict>\n<key>files.count</key>\n<dict><key>NSStringLocalizedFormatKey</key><string>%%#@n@</string>\n<key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string><key>NSStringFormatValueTypeKey</key><string>d</string><key>one</key><string>%%d file</string></dict></dict>\n</dict>\n</plist>\n' > "$gen_dir/bad/en.lproj/Localizable.stringsdict"
expect "generate: an entry that does not compile fails" 1 "" -- generate "$gen_dir/bad" -o "$gen_dir/Bad.swift"
stderr_has "generate: the error names file, line and key" "bad/en.lproj/Localizable.stringsdict:[0-9]*:[0-9]*: error: .*files.count" -- generate "$gen_dir/bad" -o "$gen_dir/Bad.swift"
if [[ ! -e $gen_dir/Bad.swift ]]; then echo "ok   generate writes nothing on error"; passed=$((passed + 1))
else echo "FAIL generate wrote a file despite an error"; failed=$((failed + 1)); fi
# With --cache (what the build plugin passes): a changed translation is checked from the cache's
# shortcut, a broken one is still an error with its place and key, and the Swift is left alone.
mkdir -p "$gen_dir/cached"
cp "$demo/Localizable.xcstrings" "$gen_dir/cached/"
cached=(generate "$gen_dir/cached" -o "$gen_dir/Cached.swift" --storage bundle --cache "$gen_dir/cache")
expect "generate --cache: first run" 0 "" -- "${cached[@]}"
before=$(stat -c %Y.%N "$gen_dir/Cached.swift" 2>/dev/null || stat -f %m "$gen_dir/Cached.swift")
sed -i.bak 's/"%lld файлов"/"%lld файлов!"/' "$gen_dir/cached/Localizable.xcstrings"
expect "generate --cache: a translation changed" 0 "" -- "${cached[@]}"
after=$(stat -c %Y.%N "$gen_dir/Cached.swift" 2>/dev/null || stat -f %m "$gen_dir/Cached.swift")
if [[ $before == "$after" ]] && [[ -s $gen_dir/cache/generate.cache ]]; then echo "ok   generate --cache keeps the Swift file when a translation changed"; passed=$((passed + 1))
else echo "FAIL generate --cache rewrote the Swift file, or kept no cache"; failed=$((failed + 1)); fi
# A source-language text changed and a key added: their accessors are generated, the others
# come from the cache, and the code is what a run without the cache writes.
sed -i.bak -e 's/"Hello, %@!"/"Hi there, %@!"/' -e 's/"strings" : {/"strings" : {\n    "added.by.check" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Added %lld" } } } },/' "$gen_dir/cached/Localizable.xcstrings"
expect "generate --cache: a source text changed and a key added" 0 "" -- "${cached[@]}"
expect "generate: the same files without a cache" 0 "" -- generate "$gen_dir/cached" -o "$gen_dir/Uncached.swift" --storage bundle
if cmp -s "$gen_dir/Cached.swift" "$gen_dir/Uncached.swift" && grep -q 'Hi there' "$gen_dir/Cached.swift" && grep -q 'addedBy' "$gen_dir/Cached.swift"; then
    echo "ok   generate --cache writes the code a run without the cache writes"; passed=$((passed + 1))
else echo "FAIL generate --cache wrote other code than a run without it"; diff "$gen_dir/Cached.swift" "$gen_dir/Uncached.swift" | head -20; failed=$((failed + 1)); fi
sed -i.bak 's/"%lld файлов!"/"%@ файлов"/' "$gen_dir/cached/Localizable.xcstrings"
expect "generate --cache: a broken translation fails" 1 "" -- "${cached[@]}"
stderr_has "generate --cache: the error names file, line and key" "cached/Localizable.xcstrings:[0-9]*:[0-9]*: error: .*files.count" -- "${cached[@]}"
expect "generate: no path is a usage error" 2 "" -- generate -o "$gen_dir/X.swift"
expect "generate: a bad enum name is a usage error" 2 "" -- generate Resources -o "$gen_dir/X.swift" --enum-name "class"
rm -rf "$gen_dir"
