# pseudo never changes a character of a printf specifier (issue 30), even in a value the format
# parser rejects as a whole (here each ends in a lone '%' or holds '%n').
spec_work=$(mktemp -d)
mkdir -p "$spec_work/en.lproj"
printf '"a" = "%%zu files, 100%%";\n"b" = "%%hhd of %%Lf done %%";\n"c" = "%%1$-08.3lld and %%2$*3$.*4$jd %%n";\n' > "$spec_work/en.lproj/Localizable.strings"
expect "pseudo on values that do not parse" 0 "" -- pseudo "$spec_work" --style accented
for key in a b c; do
    value=$(grep "^\"$key\"" "$spec_work/en-XA.lproj/Localizable.strings")
    case $key in
        a) want='"a" = "%zu ƒîļéš, 100%";' ;;
        b) want='"b" = "%hhd öƒ %Lf ðöñé %";' ;;
        c) want='"c" = "%1$-08.3lld åñð %2$*3$.*4$jd %n";' ;;
    esac
    if [[ $value == "$want" ]]; then echo "ok   pseudo keeps the specifiers of '$key'"; passed=$((passed + 1))
    else echo "FAIL pseudo '$key': $value (want $want)"; failed=$((failed + 1)); fi
done
rm -rf "$spec_work"
