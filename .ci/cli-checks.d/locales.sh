# Preview shows every plural category; an unknown locale is a warning that names the fallback
# (issue 33, point 5).
for pair in "ru:5 файлов" "pl:5 plików"; do
    language=${pair%%:*} text=${pair#*:}
    if "$bin" preview "Resources/$language.lproj" --locale "$language" 2>/dev/null | grep -qF "(5) → $text"; then
        echo "ok   preview $language shows many (5) beside an explicit zero"; passed=$((passed + 1))
    else echo "FAIL preview $language does not show '(5) → $text'"; failed=$((failed + 1)); fi
done
stderr_has "format --locale xx on a file warns: root rules" "ICU has no plural rules for 'xx'; numbers and plurals use the root locale's" -- format Resources/ru.lproj/Localizable.stringsdict files.count 5 --locale xx
stderr_has "format --language xx on a folder warns: the development language" "no localization of Resources serves 'xx'; using en.lproj" -- format Resources files.count 5 --language xx
expect "format --language xx still prints" 0 "5 files" -- format Resources files.count 5 --language xx
