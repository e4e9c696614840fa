# stringsdict format and demo (issues 4 and 5), on the bundled Resources/
expect "format folder ru" 0 "21 файл" -- format Resources files.count 21 --language ru
expect "format folder reorders (de)" 0 "" -- format Resources upload.progress 2 5 --language de
expect "format file locale from .lproj" 0 "5 файлов" -- format Resources/ru.lproj/Localizable.stringsdict files.count 5
expect "format en-GB difference" 0 "Colour" -- format Resources color.label --language en-GB
expect "format env preferences" 0 "3 Dateien" -- format Resources files.count 3
expect "format missing key prints the key" 0 "no.such.key" -- format Resources no.such.key --language en
expect "format bad argument" 2 "" -- format Resources files.count many --language en
expect "format too few arguments" 2 "" -- format Resources files.selected 3 --language en
stderr_has "format error names the key" "files.selected" -- format Resources files.selected 3 --language en
expect "demo runs" 0 "" -- demo
out=$("$bin" demo --language ru,pl,ar)
for form in "21 файл" "5 файлов" "2 pliki" "5 plików" "ملفان" "١١ ملفًا"; do
    if grep -qF -- "$form" <<<"$out"; then echo "ok   demo shows $form"; passed=$((passed + 1))
    else echo "FAIL demo lacks $form"; failed=$((failed + 1)); fi
done
expect "format String Catalog ru" 0 "22 файла" -- format Tests/StringsdictTests/Fixtures/Catalog/Parcel.xcstrings "%lld files" 22 --locale ru-RU
expect "format String Catalog reordered substitutions" 0 "2 Alben mit 1 Foto" -- format Tests/StringsdictTests/Fixtures/Catalog/Parcel.xcstrings "%lld photos in %lld albums" 1 2 --locale de
