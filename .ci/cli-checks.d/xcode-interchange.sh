# Xcode interchange (issue 32 items 3 and 4): ibtool's Note = "…"; for a Comment for Localizer,
# Base.lproj sources in XLIFF exports, strings from code with --sources.
tmp=$(mktemp -d)
fixtures=Tests/StringsdictTranslateTests/Fixtures/Handmade
check() { # check NAME COMMAND...: a shell test
    local name=$1; shift
    if "$@"; then echo "ok   $name"; passed=$((passed + 1)); else echo "FAIL $name"; failed=$((failed + 1)); fi
}

# ibtool: the generated tables equal the expected ones byte for byte.
expect "interchange: ibtool storyboard with notes" 0 "" -- ibtool --utf8 --generate-strings-file "$tmp/Notes.strings" "$fixtures/Notes.storyboard"
check "interchange: Note after ObjectID, escaped like values (storyboard)" cmp -s "$tmp/Notes.strings" "$fixtures/Notes.strings"
expect "interchange: ibtool xib with notes" 0 "" -- ibtool --utf8 --generate-strings-file "$tmp/NotesXib.strings" "$fixtures/Notes.xib"
check "interchange: Note on each string of the menu item (xib)" cmp -s "$tmp/NotesXib.strings" "$fixtures/NotesXib.strings"

# A Base-localized project.
project=$tmp/project
mkdir -p "$project/App/Base.lproj" "$project/App/en.lproj" "$project/App/fr.lproj" "$project/Sources"
cp "$fixtures/Notes.storyboard" "$project/App/Base.lproj/Main.storyboard"
printf '"CFBundleName" = "Notes";\n' > "$project/App/Base.lproj/InfoPlist.strings"
printf '/* Greeting */\n"hello" = "Hello";\n' > "$project/App/en.lproj/Localizable.strings"
printf '"lbN-01-not.text" = "Welcome!";\n' > "$project/App/en.lproj/Main.strings"
printf '"lbN-01-not.text" = "Bienvenue";\n' > "$project/App/fr.lproj/Main.strings"
printf 'let a = NSLocalizedString("hello", comment: "Greeting")\nlet b = NSLocalizedString("Save %%@", comment: "Save button")\n' > "$project/Sources/App.swift"

expect "interchange: export with Base.lproj and --sources" 0 "" -- xliff export "$project" -o "$tmp/out" --language fr --sources "$project/Sources"
xliff=$tmp/out/fr.xliff
check "interchange: the storyboard is a <file>" grep -qF '<file original="App/Base.lproj/Main.storyboard" source-language="en" target-language="fr" datatype="plaintext">' "$xliff"
check "interchange: a Base-only table is a <file>" grep -qF '<file original="App/Base.lproj/InfoPlist.strings"' "$xliff"
check "interchange: en.lproj/Main.strings is the storyboard's English, not a <file>" bash -c "! grep -qF 'original=\"App/en.lproj/Main.strings\"' '$xliff'"
check "interchange: ibtool's comment with its Note is the <note>" grep -qF '<note>Class = "UILabel"; text = "Welcome"; ObjectID = "lbN-01-not"; Note = "Greeting on the first screen";</note>' "$xliff"
check "interchange: the translation from fr.lproj/Main.strings" grep -qF '<target state="translated">Bienvenue</target>' "$xliff"
check "interchange: a string from code joins Localizable.strings" grep -qF '<trans-unit id="Save %@" xml:space="preserve">' "$xliff"
check "interchange: a key the table has is not repeated" test "$(grep -c '<trans-unit id="hello"' "$xliff")" = 1

# Import: translations go back into fr.lproj tables.
sed -e 's|>Bienvenue</target>|>Bienvenue !</target>|' \
    -e 's|<source>Save %@</source>|<source>Save %@</source><target>Enregistrer %@</target>|' "$xliff" > "$tmp/fr-edited.xliff"
expect "interchange: import with --sources" 0 "" -- xliff import "$tmp/fr-edited.xliff" --sources "$project/Sources" --into "$project"
check "interchange: interface translation in fr.lproj/Main.strings" grep -qF '"lbN-01-not.text" = "Bienvenue !";' "$project/App/fr.lproj/Main.strings"
check "interchange: code string translation in fr.lproj/Localizable.strings" grep -qF '"Save %@" = "Enregistrer %@";' "$project/App/fr.lproj/Localizable.strings"
check "interchange: nothing written into Base.lproj" test ! -e "$project/App/Base.lproj/Main.strings"
stderr_has "interchange: without --sources a code string is an unknown id" "unknown id 'Save %@'" -- \
    xliff import "$tmp/fr-edited.xliff" --into "$project"
rm -rf "$tmp"
