# Negotiation without a language (issue 30): `und` and private-use tags are skipped; `und-RU`
# negotiates ru and renders with Russian's plural rules (CLDR: 5 → many "файлов", 21 → one,
# 22 → few), not the root locale's (only `other`, "5 файла").
expect "und-RU renders 5 with Russian's many" 0 "5 файлов" -- format Resources files.count 5 --language und-RU
expect "und-RU renders 21 with Russian's one" 0 "21 файл" -- format Resources files.count 21 --language und-RU
expect "und-RU renders 22 with Russian's few" 0 "22 файла" -- format Resources files.count 22 --language und-RU
expect "und-PL renders 25 with Polish's many" 0 "25 plików" -- format Resources files.count 25 --language und-PL
expect "und-RU renders 1.5 as Russian's other, decimal comma" 0 "Использовано 1,5 гигабайта" -- format Resources storage.used 1.5 --language und-RU
expect "und, pl serves pl" 0 "5 plików" -- format Resources files.count 5 --language und,pl
expect "x-private, pl serves pl" 0 "22 pliki" -- format Resources files.count 22 --language x-private,pl
expect "Accept-Language und, pl serves pl" 0 "5 plików" -- format Resources files.count 5 --accept-language "und, pl;q=0.8"
expect "Accept-Language x-private, pl serves pl" 0 "2 pliki" -- format Resources files.count 2 --accept-language "x-private, pl"
expect "Accept-Language und-RU renders Russian" 0 "5 файлов" -- format Resources files.count 5 --accept-language "und-RU"
