# stringsdict lint (issue 6)
rules=Tests/StringsdictLintTests/Fixtures/rules
expect "lint clean" 0 "0 errors, 0 warnings in 8 files" -- lint Tests/StringsdictLintTests/Fixtures/clean
expect "lint slot gap text" 0 "$rules/slot-gap/en.lproj/Localizable.strings:1:14: warning: en: 'greeting' never reads argument 1 but reads argument 2 ('%2\$@' at column 7 of \"Hello %2\$@\") [slot-gap]
0 errors, 1 warning in 1 file" -- lint $rules/slot-gap
expect "lint warning fails with --error-on warning" 1 "" -- lint $rules/slot-gap --error-on warning
expect "lint error exits 1" 1 "" -- lint $rules/variable-cycle
expect "lint --ignore" 0 "0 errors, 0 warnings in 1 file" -- lint $rules/variable-cycle --ignore variable-cycle
expect "lint json" 0 "[
  {\"file\": \"$rules/duplicate-key/en.lproj/Localizable.strings\", \"line\": 2, \"column\": 1, \"severity\": \"warning\", \"rule\": \"duplicate-key\", \"key\": \"greeting\", \"message\": \"key 'greeting' is written again; the first one, at line 1, is ignored\"}
]" -- lint $rules/duplicate-key --format json
expect "lint json clean" 0 "[]" -- lint Tests/StringsdictLintTests/Fixtures/clean --format json
expect "lint github" 1 "::error file=$rules/missing-other/en.lproj/Localizable.stringsdict,line=10,col=3::variable 'files' has no 'other' variant (at files › files); 'other' is required: it is the fallback for every category without its own key [missing-other]" -- lint $rules/missing-other --format github
expect "lint syntax error does not abort" 1 "" -- lint $rules/syntax-error $rules/slot-gap
expect "lint cross-language" 0 "" -- lint $rules/missing-key
expect "lint --base" 0 "" -- lint $rules/stale-key --base fr
expect "lint --list-rules" 0 "" -- lint --list-rules
expect "lint corpus has findings" 1 "" -- lint Tests/StringsdictTests/Fixtures/corpus
expect "lint missing path" 2 "" -- lint $rules/no-such-folder
stderr_has "lint missing path names it" "no-such-folder" -- lint $rules/no-such-folder
expect "lint unknown rule" 2 "" -- lint $rules/slot-gap --ignore no-such-rule
expect "lint bad format" 2 "" -- lint $rules/slot-gap --format xml
expect "lint no path" 2 "" -- lint
# String Catalogs: per-language rules at the JSON key's line and column; invalid JSON where it breaks.
catalogs=Tests/StringsdictLintTests/Fixtures/catalogs
expect "lint catalog clean" 0 "0 errors, 0 warnings in 1 file" -- lint $catalogs/Clean.xcstrings
expect "lint catalog findings" 1 "" -- lint $catalogs/Findings.xcstrings
expect "lint catalog plural at its JSON key" 1 "$catalogs/Findings.xcstrings:24:13: error: ru: the plural of '%lld files' has no 'few' variant; ru uses it for 2, 3, 4, 22, … [missing-plural-category]
1 error, 0 warnings in 1 file" -- lint $catalogs/Findings.xcstrings --ignore argument-retyped --ignore catalog-needs-review --ignore catalog-stale-key --ignore missing-key
expect "lint catalog invalid JSON" 1 "$catalogs/Broken.xcstrings:7:9: error: not valid JSON: expected ',' or '}' after a value [syntax-error]
1 error, 0 warnings in 1 file" -- lint $catalogs/Broken.xcstrings
expect "lint catalog needs review (github)" 0 "::warning file=$rules/catalog-needs-review/Localizable.xcstrings,line=7,col=11::de: the value of 'Welcome back' is marked needs_review; check it, then mark it reviewed [catalog-needs-review]" -- lint $rules/catalog-needs-review --format github
