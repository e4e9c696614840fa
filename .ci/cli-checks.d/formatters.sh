# stringsdict number and stringsdict date (issue 8)
nbsp=$'\u00a0'
nnbsp=$'\u202f'
rlm=$'\u200f'
expect "number de none" 0 "2" -- number 2.5 --locale de-DE --style none
expect "number de decimal" 0 "2,5" -- number 2.5 --locale de-DE --style decimal
expect "number de currency" 0 "2,50${nbsp}€" -- number 2.5 --locale de-DE --style currency
expect "number de scientific" 0 "2,5E0" -- number 2.5 --locale de-DE --style scientific
expect "number de percent" 0 "250${nbsp}%" -- number 2.5 --locale de-DE --style percent
expect "number de spell-out" 0 "zwei Komma fünf" -- number 2.5 --locale de-DE --style spell-out
expect "number ar-JO decimal" 0 "٢٫٥" -- number 2.5 --locale ar-JO
expect "number ar-JO currency" 0 "${rlm}٢٫٥٠٠${nbsp}د.أ.${rlm}" -- number 2.5 --locale ar-JO --style currency
expect "number ar-JO spell-out" 0 "إثنان فاصل خمسة" -- number 2.5 --locale ar-JO --style spell-out
expect "number --currency implies the style" 0 "2,50${nbsp}\$" -- number 2.5 --locale de --currency usd
expect "number en default" 0 "1,234.5" -- number 1234.5
expect "number negative after --" 0 "-2,5" -- number --locale de -- -2.5
expect "number beyond Int64" 0 "18.446.744.073.709.551.616" -- number 18446744073709551616 --locale de
expect "number bad value" 2 "" -- number 2,5
stderr_has "number bad value names it" "'2,5'" -- number 2,5
expect "number bad currency" 2 "" -- number 2.5 --currency EURO
expect "number bad style" 2 "" -- number 2.5 --style bogus
expect "number currency with another style" 2 "" -- number 2.5 --style percent --currency EUR

seed=2014-02-07T12:00:00-07:00
expect "date template en-US" 0 "Feb 7" -- date $seed --template dMMM --locale en-US --time-zone UTC
expect "date template de-DE" 0 "7. Feb." -- date $seed --template dMMM --locale de-DE --time-zone UTC
expect "date full+long Denver" 0 "Friday, February 7, 2014 at 12:00:00${nnbsp}PM MST" -- date $seed --date-style full --time-style long --time-zone America/Denver
expect "date ja short" 0 "2014/02/07 19:00" -- date $seed --date-style short --time-style short --locale ja-JP --time-zone UTC
expect "date pattern" 0 "2014-02-07 12:00" -- date $seed --pattern "yyyy-MM-dd HH:mm" --time-zone America/Denver
expect "date default layout in UTC" 0 "Feb 7, 2014, 7:00:00${nnbsp}PM" -- date 2014-02-07T19:00:00Z --time-zone UTC
TZ= expect "date empty TZ is UTC" 0 "7:00${nnbsp}PM" -- date $seed --time-style short
TZ=America/Denver expect "date TZ when no --time-zone" 0 "12:00${nnbsp}PM" -- date $seed --time-style short
TZ=:Europe/Berlin expect "date TZ with a POSIX colon" 0 "20:00" -- date $seed --time-style short --locale de
TZ=America/Denver expect "date --time-zone beats TZ" 0 "7:00${nnbsp}PM" -- date $seed --time-style short --time-zone UTC
TZ=Bogus/Zone expect "date unknown TZ falls back to UTC" 0 "7:00${nnbsp}PM" -- date $seed --time-style short
TZ=Bogus/Zone stderr_has "date unknown TZ warns" "warning: TZ='Bogus/Zone'" -- date $seed --time-style short
expect "date no offset" 2 "" -- date 2014-02-07T12:00:00
stderr_has "date bad instant names it" "'2014-02-07'" -- date 2014-02-07
expect "date unknown zone" 2 "" -- date $seed --time-zone Mars/Base
expect "date two layouts" 2 "" -- date $seed --template dMMM --pattern yyyy
expect "date empty layout" 2 "" -- date $seed --date-style none --time-style none
