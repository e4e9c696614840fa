# stringsdict plural (issue 2)
expect "plural ru" 0 $'one\nfew\nmany\nother' -- plural ru 1 2 5 1.5
expect "plural en as written" 0 $'one\nother' -- plural en 1 1.0
expect "plural en ordinal" 0 $'one\ntwo\nfew\nother' -- plural en 1 2 3 4 --ordinal
expect "plural ar" 0 $'zero\none\ntwo\nfew\nmany\nother' -- plural ar 0 1 2 3 11 100
expect "plural beyond Int64" 0 $'other' -- plural en 18446744073709551616
expect "plural bad number" 2 "" -- plural en 1x
stderr_has "plural bad number names it" "1x" -- plural en 1x
expect "plural unknown locale answers" 0 "other" -- plural xx 1
stderr_has "plural unknown locale warns" "warning" -- plural xx 1
expect "plural bad locale" 2 "" -- plural "zz-@@" 1
