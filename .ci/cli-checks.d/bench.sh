# stringsdict bench (issue 7), on the bundled Resources/
expect "bench runs" 0 "" -- bench Resources --duration 0.2
expect "bench bad duration" 2 "" -- bench Resources --duration 0
expect "bench missing path" 2 "" -- bench no/such/folder
stderr_has "bench missing path names it" "no/such/folder" -- bench no/such/folder
# --format json: one figure per table (every .strings/.stringsdict base name of every .lproj), none zero.
out=$("$bin" bench Resources --duration 0.2 --format json)
tables=$(find Resources -path '*.lproj/*' \( -name '*.strings' -o -name '*.stringsdict' \) | sed 's/\.strings\(dict\)\{0,1\}$//' | sort -u | wc -l)
figures=$(grep -c '"rendersPerSecond" : [1-9]' <<<"$out" || true)
# One rendersPerSecond per table, plus the total.
if [[ $figures -eq $((tables + 1)) ]]; then echo "ok   bench json has a figure for each of $tables tables"; passed=$((passed + 1))
else echo "FAIL bench json: $figures non-zero rendersPerSecond for $tables tables (+1 total)"; failed=$((failed + 1)); fi
# A String Catalog: one table per language; --language picks the catalog language that serves it.
catalog=Tests/StringsdictTests/Fixtures/Catalog/Parcel.xcstrings
out=$("$bin" bench "$catalog" --duration 0.2 --format json)
figures=$(grep -c '"rendersPerSecond" : [1-9]' <<<"$out" || true)
if [[ $figures -eq 5 ]]; then echo "ok   bench on a catalog has a figure for each of its 4 languages"; passed=$((passed + 1))
else echo "FAIL bench on a catalog: $figures non-zero rendersPerSecond, expected 4 languages + the total"; failed=$((failed + 1)); fi
out=$("$bin" bench "$catalog" --duration 0.1 --language ru-RU --format json)
if grep -q '"localization" : "ru"' <<<"$out" && [[ $(grep -c '"localization" : ' <<<"$out") -ge 1 ]] && ! grep -q '"localization" : "de"' <<<"$out"; then
    echo "ok   bench on a catalog with --language ru-RU measures ru only"; passed=$((passed + 1))
else echo "FAIL bench on a catalog with --language ru-RU"; failed=$((failed + 1)); fi
