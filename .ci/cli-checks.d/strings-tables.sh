# Large and re-encoded .strings tables (issue 19 item 4): loaded straight into a compact table.
tmp=$(mktemp -d)
# UTF-16 LE with a BOM (Xcode's default): a duplicate key keeps its last value; escapes decode.
printf '"a" = "first";\n"b" = "x\\ty";\n"a" = "%%d last";\n' | iconv -f UTF-8 -t UTF-16 > "$tmp/t.strings"
expect "UTF-16 .strings: the last duplicate wins" 0 "5 last" -- format "$tmp/t.strings" a --locale en 5
expect "UTF-16 .strings: escapes decode" 0 "$(printf 'x\ty')" -- format "$tmp/t.strings" b --locale en
# 200,000 keys: every one found (spot checks), loading in well under the old 10+ seconds.
awk 'BEGIN { for (i = 0; i < 200000; i++) printf "\"key.%d\" = \"Value %d of %%d\";\n", i, i }' > "$tmp/big.strings"
expect "200k-key .strings: first key" 0 "Value 0 of 3" -- format "$tmp/big.strings" key.0 --locale en 3
expect "200k-key .strings: last key" 0 "Value 199999 of 3" -- format "$tmp/big.strings" key.199999 --locale en 3
# A syntax error keeps its position.
printf '"a" = "b";\n"c" = "d"\n"e" = "f";\n' > "$tmp/bad.strings"
stderr_has "broken .strings: error with line and column" "bad.strings:3:1" -- format "$tmp/bad.strings" a --locale en
rm -rf "$tmp"
