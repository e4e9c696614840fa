# stringsdict printf (issue 3)
expect "printf C" 0 $'-42|   3.14|ff|0x1p+0' -- printf '%d|%7.2f|%x|%a' -42 3.14159 255 1
expect "printf positional and star" 0 "b a|     7|" -- printf '%2$@ %1$@|%3$*4$d|' a b 7 6
expect "printf percent" 0 "100% done" -- printf '100%% done'
expect "printf ru" 0 "3 из 1 250 файлов" -- printf '%lu из %lu файлов' 3 1250 --locale ru
expect "printf de %e" 0 "1,234568E+05" -- printf --locale de '%e' 123456.789
expect "printf ar-EG digits" 0 "١٬٢٣٤٬٥٦٧" -- printf '%d' 1234567 --locale ar-EG
expect "printf inf nan ru" 0 "∞ не число" -- printf '%f %f' inf nan --locale ru
expect "printf hhd truncates" 0 "44 4,464" -- printf '%hhd %hd' 300 70000 --locale en
expect "printf large %lu" 0 "18,446,744,073,709,551,615" -- printf '%lu' 18446744073709551615 --locale en
expect "printf char" 0 "Aé" -- printf '%c%c' 65 é
expect "printf format with dash" 0 "-5-" -- printf -- '-%d-' 5
expect "printf bad integer" 2 "" -- printf '%d' abc
stderr_has "printf bad integer names it" "abc" -- printf '%d' abc
expect "printf too few" 2 "" -- printf '%d %d' 1
stderr_has "printf too few names the specifier" "'%d' at column 4" -- printf '%d %d' 1
expect "printf too many" 2 "" -- printf '%d' 1 2
expect "printf bad format" 2 "" -- printf 'ends with %'
stderr_has "printf bad format names the column" "column 11" -- printf 'ends with %'
expect "printf variable" 2 "" -- printf '%#@files@' 3
expect "printf bad locale" 2 "" -- printf '%d' 1 --locale "zz-@@"
