#!/usr/bin/env bash
# Writes a String Catalog of N keys (default 5000) in English, German and Russian to standard
# output: a fifth plural (files.N: "%lld files"), a fifth with two arguments (%@ and %lld), the
# rest plain text. Used by plugin-overhead.sh to measure the build plugin on a large target.
set -euo pipefail
n=${1:-5000}
awk -v n="$n" 'BEGIN {
    printf "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n"
    for (i = 0; i < n; i++) {
        sep = (i < n - 1) ? "," : ""
        if (i % 5 == 0) {
            printf "    \"files.%d\" : {\n      \"comment\" : \"Files in folder %d.\",\n      \"localizations\" : {\n", i, i
            printf "        \"en\" : { \"variations\" : { \"plural\" : { \"one\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"%%lld file\" } }, \"other\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"%%lld files\" } } } } },\n"
            printf "        \"de\" : { \"variations\" : { \"plural\" : { \"one\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"%%lld Datei\" } }, \"other\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"%%lld Dateien\" } } } } },\n"
            printf "        \"ru\" : { \"variations\" : { \"plural\" : { \"one\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"%%lld файл\" } }, \"few\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"%%lld файла\" } }, \"many\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"%%lld файлов\" } }, \"other\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"%%lld файла\" } } } } }\n"
            printf "      }\n    }%s\n", sep
        } else if (i % 5 == 1) {
            printf "    \"invite.%d\" : {\n      \"localizations\" : {\n", i
            printf "        \"en\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"%%1$@ invited you to %%2$lld events (%d)\" } },\n", i
            printf "        \"de\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"%%1$@ hat Sie zu %%2$lld Terminen eingeladen (%d)\" } },\n", i
            printf "        \"ru\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"%%1$@ пригласил вас на %%2$lld событий (%d)\" } }\n", i
            printf "      }\n    }%s\n", sep
        } else {
            printf "    \"label.%d\" : {\n      \"localizations\" : {\n", i
            printf "        \"en\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"Label number %d\" } },\n", i
            printf "        \"de\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"Beschriftung Nummer %d\" } },\n", i
            printf "        \"ru\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"Надпись номер %d\" } }\n", i
            printf "      }\n    }%s\n", sep
        }
    }
    printf "  },\n  \"version\" : \"1.0\"\n}\n"
}'
