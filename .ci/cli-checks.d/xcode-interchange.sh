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
# SwiftUI: Xcode (13 and later) exports what its compiler extracts (Swift86's Xcode 14.3 export).
printf 'import SwiftUI\nstruct V: View {\n  @State var name = ""\n  var body: some View { TextField("", text: $name); Text("Hello \\(name)"); Text("\\(name) and \\(name)") }\n}\nlet r = NSLocalizedString("Remove %%@ from %%@?", comment: "Alert")\n' > "$project/Sources/View.swift"
# One key, two comments: Xcode 16's note has them sorted, a line each (tinode's 16.4 export).
printf 'let c = NSLocalizedString("Video", comment: "Menu item: video call")\nlet d = NSLocalizedString("Video", comment: "Label shown next to an inline video")\n' > "$project/Sources/Media.swift"

expect "interchange: export with Base.lproj and --sources" 0 "" -- xliff export "$project" -o "$tmp/out" --language fr --sources "$project/Sources"
xliff=$tmp/out/fr.xliff
check "interchange: the storyboard is a <file>" grep -qF '<file original="App/Base.lproj/Main.storyboard" source-language="en" target-language="fr" datatype="plaintext">' "$xliff"
check "interchange: a Base-only table is a <file>" grep -qF '<file original="App/Base.lproj/InfoPlist.strings"' "$xliff"
check "interchange: en.lproj/Main.strings is the storyboard's English, not a <file>" bash -c "! grep -qF 'original=\"App/en.lproj/Main.strings\"' '$xliff'"
check "interchange: ibtool's comment with its Note is the <note>" grep -qF '<note>Class = "UILabel"; text = "Welcome"; ObjectID = "lbN-01-not"; Note = "Greeting on the first screen";</note>' "$xliff"
check "interchange: the translation from fr.lproj/Main.strings, without a state as Xcode writes a table's" grep -qF '<target>Bienvenue</target>' "$xliff"
check "interchange: a string from code joins Localizable.strings" grep -qF '<trans-unit id="Save %@" xml:space="preserve">' "$xliff"
check "interchange: SwiftUI's Text is a code string, its interpolation typed, as Xcode's compiler extracts it" grep -qF '<trans-unit id="Hello %@" xml:space="preserve">' "$xliff"
check "interchange: a SwiftUI text keeps its specifiers as written in a table (FitTrackPro's Xcode 26.5 export)" grep -qF '<source>%@ and %@</source>' "$xliff"
check "interchange: an NSLocalizedString's are numbered (tinode's Xcode 16.4 export)" grep -qF '<source>Remove %1$@ from %2$@?</source>' "$xliff"
check "interchange: an empty key is no string (TextField(\"\", text:))" bash -c "! grep -qF '<trans-unit id=\"\"' '$xliff'"
check "interchange: a code string's comments are sorted, a line each" grep -qzF "$(printf '<note>Label shown next to an inline video\nMenu item: video call</note>')" "$xliff"
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

# A table only code uses: Xcode makes its <file>, beside the .lproj folders that translate it.
code=$tmp/code-only
mkdir -p "$code/App/de.lproj" "$code/App/Base.lproj" "$code/Sources"
printf '"Hello" = "Hallo";\n' > "$code/App/de.lproj/Localizable.strings"
printf '"CFBundleName" = "Notes";\n' > "$code/App/Base.lproj/InfoPlist.strings"
printf 'let a = NSLocalizedString("Hello", comment: "Greeting")\nlet b = NSLocalizedString("%%d of %%d", comment: "")\nlet c = NSLocalizedString("Bye", tableName: "Other", value: "Goodbye", comment: "Farewell")\n' > "$code/Sources/App.swift"
expect "interchange: export of tables only code uses" 0 "" -- xliff export "$code" -o "$tmp/code-out" --language de --xcloc --sources "$code/Sources"
cx="$tmp/code-out/de.xcloc/Localized Contents/de.xliff"
check "interchange: code-only Localizable <file> beside de.lproj" grep -qF '<file original="App/en.lproj/Localizable.strings" source-language="en" target-language="de" datatype="plaintext">' "$cx"
check "interchange: code-only table's translation from de.lproj" grep -qF '<target>Hallo</target>' "$cx"
check "interchange: genstrings' numbered source" grep -qF '<source>%1$d of %2$d</source>' "$cx"
check "interchange: genstrings' placeholder note" grep -qF '<note>No comment provided by engineer.</note>' "$cx"
check "interchange: a second code-only table" grep -qF '<file original="App/en.lproj/Other.strings"' "$cx"
check "interchange: code-only table in Source Contents" test -f "$tmp/code-out/de.xcloc/Source Contents/App/en.lproj/Other.strings"
sed -e 's|<source>Goodbye</source>|<source>Goodbye</source><target>Tschüss</target>|' "$cx" > "$tmp/code-de.xliff"
stderr_has "interchange: without --sources a code-only table is named, with the fix" "with the --sources it was exported with" -- \
    xliff import "$tmp/code-de.xliff" --into "$code"
expect "interchange: import of a code-only table with --sources" 0 "" -- xliff import "$tmp/code-de.xliff" --sources "$code/Sources" --into "$code"
check "interchange: the code-only table's translation is written" grep -qF '"Bye" = "Tschüss";' "$code/App/de.lproj/Other.strings"
check "interchange: no development-language file is made" test ! -e "$code/App/en.lproj"

# Info.plist: its localizable keys join the InfoPlist.strings <file> beside it, as Xcode exports
# them, and the InfoPlist catalog of a migration takes its source text from it.
plist=$tmp/info-plist
cp -R Tests/StringsdictTests/Fixtures/Catalog/Migrate/InfoPlistApp "$plist"
expect "interchange: export with an Info.plist above the .lproj folders" 0 "" -- xliff export "$plist" -o "$tmp/plist-out" --language de
px=$tmp/plist-out/de.xliff
check "interchange: an Info.plist key joins InfoPlist.strings with Xcode's name" grep -qF '<note>Privacy - Camera Usage Description</note>' "$px"
check "interchange: a table key without a comment gets Xcode's name" grep -qF '<note>Bundle name</note>' "$px"
check "interchange: build settings expanded from the Xcode project's target" grep -qF '<source>Paperweight © 2026 Example</source>' "$px"
check "interchange: a build setting the project lacks makes no unit" bash -c "! grep -qF 'NSLocationWhenInUseUsageDescription' '$px'"
expect "interchange: migrate an InfoPlist table" 0 "" -- catalog migrate "$plist/Resources" -o "$tmp/plist-catalogs"
check "interchange: migrated Info.plist key is extracted_with_value, state new" python3 -c "
import json, sys
s = json.load(open(sys.argv[1]))['strings']['NSCameraUsageDescription']
assert s['extractionState'] == 'extracted_with_value' and s['comment'] == 'Privacy - Camera Usage Description', s
assert s['localizations']['en']['stringUnit'] == {'state': 'new', 'value': 'Paperweight scans receipts with the camera.'}, s
" "$tmp/plist-catalogs/InfoPlist.xcstrings"
generated=Tests/StringsdictTests/Fixtures/Catalog/Migrate/GeneratedInfoPlist
expect "interchange: migrate with a generated Info.plist" 0 "" -- catalog migrate "$generated/Notes/Resources" -o "$tmp/generated-catalogs"
check "interchange: a generated Info.plist's keys come from the target's settings" python3 -c "
import json, sys
s = json.load(open(sys.argv[1]))['strings']
assert s['CFBundleName']['localizations']['en']['stringUnit'] == {'state': 'new', 'value': 'Notes'}, s
assert s['NSCameraUsageDescription']['localizations']['en']['stringUnit']['value'] == 'Notes scans paper notes with the camera.', s
assert s['CFBundleDisplayName']['extractionState'] == 'extracted_with_value', s
" "$tmp/generated-catalogs/InfoPlist.xcstrings"
printf '<plist><dict><key>CFBundleName</key></dict></plist>' > "$tmp/Broken.plist"
stderr_has "interchange: a damaged --info-plist is reported at its place, nothing written" "Broken.plist:1:" -- \
    catalog migrate "$plist/Resources" -o "$tmp/plist-broken" --info-plist "$tmp/Broken.plist"
check "interchange: nothing written after a damaged Info.plist" test ! -e "$tmp/plist-broken"

# A project in Xcode 15's form (KeepingYouAwake's): LOCALIZATION_PREFERS_STRING_CATALOGS, an
# .xcconfig with the Info.plist's keys, a .xib whose strings live in mul.lproj/Settings.xcstrings.
# Its Info.plist is generated only (no INFOPLIST_FILE), so its catalog is App-InfoPlist.xcstrings,
# as Xcode 15.4's export of To-Do-List and Xcode 26.2's of Itori name it.
modern=$tmp/modern
mkdir -p "$modern/App.xcodeproj" "$modern/App/Settings/Base.lproj" "$modern/App/Settings/mul.lproj"
printf 'GENERATE_INFOPLIST_FILE = YES\nINFOPLIST_KEY_NSHumanReadableCopyright = Copyright 2025 Example. // a comment\n' > "$modern/Configuration.xcconfig"
cat > "$modern/App.xcodeproj/project.pbxproj" <<'PBX'
// !$*UTF8*$!
{ objects = {
  G = { isa = PBXGroup; children = (F1, S); sourceTree = "<group>"; };
  F1 = { isa = PBXFileReference; path = Configuration.xcconfig; sourceTree = "<group>"; };
  S = { isa = PBXFileSystemSynchronizedRootGroup; path = App; sourceTree = "<group>"; };
  T = { isa = PBXNativeTarget; name = App; productType = "com.apple.product-type.application"; buildConfigurationList = L1; fileSystemSynchronizedGroups = (S); };
  L1 = { isa = XCConfigurationList; buildConfigurations = (C1); };
  C1 = { isa = XCBuildConfiguration; name = Release; buildSettings = { }; };
  P = { isa = PBXProject; mainGroup = G; targets = (T); buildConfigurationList = L2; };
  L2 = { isa = XCConfigurationList; buildConfigurations = (C2); };
  C2 = { isa = XCBuildConfiguration; name = Release; baseConfigurationReference = F1; buildSettings = { LOCALIZATION_PREFERS_STRING_CATALOGS = YES; }; };
}; rootObject = P; }
PBX
cat > "$modern/App/Settings/Base.lproj/Settings.xib" <<'XIB'
<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" targetRuntime="MacOSX.Cocoa"><objects>
<button id="nQd-UP-kL9"><buttonCell key="cell" type="check" title="Check" id="7z8-pS-A86"/>
<attributedString key="userComments"><fragment content="Do not localize"/></attributedString></button>
<textField id="tf1-aa-bbb"><textFieldCell key="cell" title="Reset" id="3GX-gq-Yaq"/></textField>
</objects></document>
XIB
cat > "$modern/App/Settings/mul.lproj/Settings.xcstrings" <<'CAT'
{ "sourceLanguage" : "en", "strings" : {
  "3GX-gq-Yaq.title" : { "extractionState" : "extracted_with_value", "localizations" : { "de" : { "stringUnit" : { "state" : "needs_review", "value" : "Zurücksetzen" } } } },
  "7z8-pS-A86.title" : { "extractionState" : "extracted_with_value", "shouldTranslate" : false } }, "version" : "1.0" }
CAT
printf '{ "sourceLanguage" : "en", "strings" : { "Quit" : { } }, "version" : "1.0" }' > "$modern/App/Localizable.xcstrings"
printf 'let q = NSLocalizedString("Quit", comment: "")\n' > "$modern/App/App.swift"
expect "interchange: export of a project that prefers String Catalogs" 0 "" -- xliff export "$modern" -o "$tmp/modern-out" --language de --sources "$modern/App"
mx=$tmp/modern-out/de.xliff
check "interchange: <file>s as Xcode 15–16 export them" python3 -c "
import re, sys
originals = re.findall(r'<file original=\"([^\"]*)\"', open(sys.argv[1]).read())
assert originals == ['App/App-InfoPlist.xcstrings', 'App/Localizable.xcstrings', 'App/Settings/Base.lproj/Settings.xib'], originals
" "$mx"
check "interchange: the .xcconfig's key in App-InfoPlist.xcstrings" grep -qF '<source>Copyright 2025 Example.</source>' "$mx"
check "interchange: the interface catalog's translation and state" grep -qF '<target state="needs-review-l10n">Zurücksetzen</target>' "$mx"
check "interchange: shouldTranslate false is translate=\"no\"" grep -qF '<trans-unit id="7z8-pS-A86.title" translate="no" xml:space="preserve">' "$mx"
check "interchange: the control's comment is its cell's Note" grep -qF 'ObjectID = "7z8-pS-A86"; Note = "Do not localize";' "$mx"
sed 's|<source>Copyright 2025 Example.</source>|<source>Copyright 2025 Example.</source><target>Copyright 2025 Beispiel.</target>|' "$mx" > "$tmp/modern-de.xliff"
expect "interchange: import into a project that prefers String Catalogs" 0 "" -- xliff import "$tmp/modern-de.xliff" --into "$modern" --sources "$modern/App"
check "interchange: import makes App-InfoPlist.xcstrings with the translation" python3 -c "
import json, sys
s = json.load(open(sys.argv[1]))['strings']['NSHumanReadableCopyright']
assert s['localizations']['de']['stringUnit']['value'] == 'Copyright 2025 Beispiel.', s
assert s['extractionState'] == 'extracted_with_value', s
" "$modern/App/App-InfoPlist.xcstrings"
# The development language and the export's origin come from the Xcode project, as in Xcode's
# exports (FitTrackPro's developmentRegion is de; KeepingYouAwake's contents.json names its workspace).
german=$tmp/german
mkdir -p "$german/App.xcodeproj" "$german/Resources/de.lproj"
printf '{ objects = { R0 = { isa = PBXProject; developmentRegion = de; targets = (T1); }; T1 = { isa = PBXNativeTarget; name = App; }; }; rootObject = R0; }\n' > "$german/App.xcodeproj/project.pbxproj"
printf '"Start" = "Los";\n' > "$german/Resources/de.lproj/Localizable.strings"
expect "interchange: export with the project's development language" 0 "" -- xliff export "$german" -o "$tmp/german-out" --language fr --xcloc
check "interchange: the source language is the project's developmentRegion" grep -qF '<file original="Resources/de.lproj/Localizable.strings" source-language="de" target-language="fr"' "$tmp/german-out/fr.xcloc/Localized Contents/fr.xliff"
check "interchange: contents.json names the project" grep -qF '"project" : "App.xcodeproj"' "$tmp/german-out/fr.xcloc/contents.json"
mkdir -p "$german/App.xcworkspace"
expect "interchange: export from a folder with a workspace" 0 "" -- xliff export "$german" -o "$tmp/german-ws" --language fr --xcloc
check "interchange: contents.json names the workspace instead" python3 -c "
import json, sys
c = json.load(open(sys.argv[1]))
assert c.get('workspace') == 'App.xcworkspace' and 'project' not in c and c['developmentRegion'] == 'de', c
" "$tmp/german-ws/fr.xcloc/contents.json"
rm -rf "$tmp"
