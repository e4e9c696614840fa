# Writers you can trust (issue 30): nothing lost silently, linear time.
loss=$(mktemp -d)
mkdir -p "$loss/in/en.lproj" "$loss/out"
printf '/* Migrated */\n"new" = "New";\n"own" = "Changed";\n' > "$loss/in/en.lproj/Localizable.strings"
printf '{"sourceLanguage":"en","strings":{"own":{"comment":"Mine","extractionState":"manual","localizations":{"en":{"stringUnit":{"state":"translated","value":"Own"}}}}},"version":"1.0"}' > "$loss/out/Localizable.xcstrings"
cp "$loss/out/Localizable.xcstrings" "$loss/existing.xcstrings"
expect "catalog migrate refuses to replace an existing catalog" 2 "" -- catalog migrate "$loss/in" -o "$loss/out"
stderr_has "catalog migrate names the catalog in the way and the way out" "$loss/out/Localizable.xcstrings:1:1: error: a catalog already exists here.*add --merge.*or --force" -- catalog migrate "$loss/in" -o "$loss/out"
if cmp -s "$loss/out/Localizable.xcstrings" "$loss/existing.xcstrings"; then echo "ok   catalog migrate left the existing catalog as it was"; passed=$((passed + 1))
else echo "FAIL catalog migrate changed the existing catalog without --merge or --force"; failed=$((failed + 1)); fi
expect "catalog migrate --merge --force is a usage error" 2 "" -- catalog migrate "$loss/in" -o "$loss/out" --merge --force
stderr_has "catalog migrate --merge warns at a value it keeps over the migrated one" "Localizable.xcstrings:1:[0-9]*: warning: 'own' in en: the catalog has \"Own\", the migration \"Changed\"; kept the catalog's" -- catalog migrate "$loss/in" -o "$loss/out" --merge
expect "catalog migrate --merge keeps the catalog's key and adds the migrated one" 0 "== en · Localizable ==
new
    → New
own
    → Own" -- preview "$loss/out/Localizable.xcstrings" --locale en
if grep -q '"comment" : "Mine"' "$loss/out/Localizable.xcstrings" && grep -q '"extractionState" : "manual"' "$loss/out/Localizable.xcstrings"; then
    echo "ok   catalog migrate --merge keeps the catalog's comment and extractionState"; passed=$((passed + 1))
else echo "FAIL catalog migrate --merge lost the catalog's comment or extractionState"; failed=$((failed + 1)); fi
expect "catalog migrate --force replaces it" 0 "$loss/out/Localizable.xcstrings" -- catalog migrate "$loss/in" -o "$loss/out" --force
expect "catalog migrate --force wrote the migration" 0 "== en · Localizable ==
new
    → New
own
    → Changed" -- preview "$loss/out/Localizable.xcstrings" --locale en

# catalog merge refuses a key written twice as catalog format does (same text, same place).
printf '{"sourceLanguage":"en","strings":{"a":{},"a":{}}}' > "$loss/Twice.xcstrings"
printf '{"sourceLanguage":"en","strings":{"a":{}}}' > "$loss/once.xcstrings"
expect "catalog merge refuses a key written twice" 2 "" -- catalog merge "$loss/once.xcstrings" "$loss/once.xcstrings" "$loss/Twice.xcstrings" -o "$loss/merged.xcstrings"
stderr_has "catalog merge names the repeat as format does" "Twice.xcstrings:1:42: error: key 'a' is written twice in one object (first at line 1); remove one, then format" -- catalog merge "$loss/once.xcstrings" "$loss/once.xcstrings" "$loss/Twice.xcstrings"
if [[ ! -e $loss/merged.xcstrings ]]; then echo "ok   catalog merge wrote nothing"; passed=$((passed + 1))
else echo "FAIL catalog merge wrote a result from a catalog with a key written twice"; failed=$((failed + 1)); fi

# A plural flattened on one side, a variant edited on the other: a conflict, ours marked needs_review.
unit() { printf '{"stringUnit":{"state":"translated","value":"%s"}}' "$1"; }
plural() { printf '{"variations":{"plural":{"one":%s,"other":%s}}}' "$(unit "$1")" "$(unit "$2")"; }
catalog() { printf '{"sourceLanguage":"en","strings":{"p":{"localizations":{"en":%s}}},"version":"1.0"}' "$1"; }
catalog "$(plural '%lld file' '%lld files')" > "$loss/base.xcstrings"
catalog "$(unit '%lld file(s)')" > "$loss/flat.xcstrings"
catalog "$(plural '%lld file!' '%lld files')" > "$loss/edited.xcstrings"
expect "catalog merge: flattened against edited is a conflict" 1 "" -- catalog merge "$loss/base.xcstrings" "$loss/flat.xcstrings" "$loss/edited.xcstrings" -o "$loss/structural.xcstrings"
stderr_has "catalog merge names the structural conflict" "error: conflict at strings › p › localizations › en: ours is a string unit, theirs is plural variations" -- catalog merge "$loss/base.xcstrings" "$loss/flat.xcstrings" "$loss/edited.xcstrings"
if grep -q '"state" : "needs_review"' "$loss/structural.xcstrings"; then echo "ok   catalog merge marks the structural conflict needs_review"; passed=$((passed + 1))
else echo "FAIL catalog merge kept ours without needs_review"; failed=$((failed + 1)); fi

# Conflicts in fields the model does not know show the values as JSON.
printf '{"sourceLanguage":"en","strings":{"k":{"x-review":{"by":"base"}}}}' > "$loss/xb.xcstrings"
printf '{"sourceLanguage":"en","strings":{"k":{"x-review":{"by":"ours"}}}}' > "$loss/xo.xcstrings"
printf '{"sourceLanguage":"en","strings":{"k":{"x-review":[true,null]}}}' > "$loss/xt.xcstrings"
stderr_has "catalog merge shows unknown fields as JSON" 'conflict at strings › k › x-review: changed on both sides (ours {"by":"ours"}, theirs \[true,null\]); kept ours' -- catalog merge "$loss/xb.xcstrings" "$loss/xo.xcstrings" "$loss/xt.xcstrings"
"$bin" catalog merge "$loss/xb.xcstrings" "$loss/xo.xcstrings" "$loss/xt.xcstrings" >/dev/null 2>"$loss/x.err" || true
if ! grep -q 'Optional(' "$loss/x.err"; then echo "ok   catalog merge prints no Swift debug text"; passed=$((passed + 1))
else echo "FAIL catalog merge printed Swift debug text:"; sed 's/^/  /' "$loss/x.err"; failed=$((failed + 1)); fi

# genstrings -a: the existing value stays, the source's comment replaces the old one.
mkdir -p "$loss/gen"
printf '/* Old comment */\n"Yes" = "Oui";\n' > "$loss/gen/Localizable.strings"
printf 'NSLocalizedString(@"Yes", @"New comment");\n' > "$loss/gen/a.m"
expect "genstrings -a" 0 "" -- genstrings -a -o "$loss/gen" "$loss/gen/a.m"
if [[ $(iconv -f UTF-16 -t UTF-8 "$loss/gen/Localizable.strings") == $'/* New comment */\n"Yes" = "Oui";' ]]; then
    echo "ok   genstrings -a keeps the value and takes the source's comment"; passed=$((passed + 1))
else echo "FAIL genstrings -a:"; iconv -f UTF-16 -t UTF-8 "$loss/gen/Localizable.strings" | sed 's/^/  | /'; failed=$((failed + 1)); fi

# Linear time: 8 times the keys take at most 16 times as long (issue 30's bound; quadratic was ~160×).
Benchmarks/writers.sh "$bin" --generate 2000 "$loss/k2"
Benchmarks/writers.sh "$bin" --generate 16000 "$loss/k16"
seconds() { local start end; start=$(date +%s%N); "$@" >/dev/null 2>&1 || true; end=$(date +%s%N); echo $(( (end - start) / 1000 )); }
m2=$(seconds "$bin" catalog migrate "$loss/k2/res" -o "$loss/k2/m")
m16=$(seconds "$bin" catalog migrate "$loss/k16/res" -o "$loss/k16/m")
cp -r "$loss/k2/res" "$loss/k2/imp"; cp -r "$loss/k16/res" "$loss/k16/imp"
i2=$(seconds "$bin" xliff import "$loss/k2/import.xliff" --into "$loss/k2/imp")
i16=$(seconds "$bin" xliff import "$loss/k16/import.xliff" --into "$loss/k16/imp")
for pair in "migrate $m2 $m16" "import $i2 $i16"; do
    read -r name small large <<< "$pair"
    if (( large <= 16 * small )); then echo "ok   $name: 16k keys in $((large / 1000)) ms, 2k in $((small / 1000)) ms (≤ 16×)"; passed=$((passed + 1))
    else echo "FAIL $name: 16k keys in $((large / 1000)) ms, 2k in $((small / 1000)) ms (more than 16×)"; failed=$((failed + 1)); fi
done
if grep -qx '"key.7" = "DE value 7";' "$loss/k2/imp/de.lproj/Localizable.strings"; then
    echo "ok   xliff import wrote the translations"; passed=$((passed + 1))
else echo "FAIL xliff import did not write the changed de values"; failed=$((failed + 1)); fi
rm -rf "$loss"
