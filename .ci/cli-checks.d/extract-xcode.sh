# stringsdict extract as Xcode does it (issue 31): the SwiftUI/App Intents API table, the project's
# declarations across files, interpolation specifiers, table constants, a byte-identical sync of a
# real app's catalog (Roomie, MIT), and the refusals.
roomie=Tests/StringsdictExtractTests/Fixtures/Roomie
xwork=$(mktemp -d)
cp "$roomie/Localizable.xcstrings" "$xwork/Localizable.xcstrings"
stderr_has "extract syncs a real app: nothing added, nothing stale" "93 keys, 0 added, 0 marked stale" -- extract "$roomie/Source" --catalog "$xwork/Localizable.xcstrings"
if cmp -s "$roomie/Localizable.xcstrings" "$xwork/Localizable.xcstrings"; then echo "ok   extract leaves Xcode's catalog byte for byte"; passed=$((passed + 1))
else echo "FAIL extract changed Xcode's catalog of a fully extracted app"; failed=$((failed + 1)); fi
mkdir -p "$xwork/src"
cat > "$xwork/src/Declarations.swift" <<'SWIFT'
struct Header: View {
    let title: LocalizedStringKey
    var body: some View { Text(title) }
}
enum Tables { static let settings = "Settings" }
struct Model { var count: Int }
SWIFT
cat > "$xwork/src/Views.swift" <<'SWIFT'
struct V: View {
    let items: [String]
    var body: some View {
        Form {
            Section("General") { Label("Inbox", systemImage: "tray") }
            Header(title: "From another file")
            Text("+\(items.count - 1)")
            Text("\(model.count) left")
            Text("Sized", tableName: Tables.settings)
            Text(verbatim: "not a key")
        }
        .navigationTitle("Settings title")
    }
}
SWIFT
mkdir -p "$xwork/out"
expect "extract SwiftUI sources" 0 "" -- extract "$xwork/src" --output-dir "$xwork/out"
keys=$(python3 -c "import json,sys; print('|'.join(sorted(json.load(open(sys.argv[1]))['strings'])))" "$xwork/out/Localizable.xcstrings" 2>/dev/null || true)
if [ "$keys" = "%lld left|+%lld|From another file|General|Inbox|Settings title" ]; then echo "ok   extract finds Section, Label, .navigationTitle, a project view, typed interpolations"; passed=$((passed + 1))
else echo "FAIL extract keys: $keys"; failed=$((failed + 1)); fi
if [ -f "$xwork/out/Settings.xcstrings" ]; then echo "ok   extract resolves tableName: Tables.settings"; passed=$((passed + 1))
else echo "FAIL extract did not resolve a table constant"; failed=$((failed + 1)); fi
expect "extract refuses a catalog of a table the sources do not use" 2 "" -- extract "$xwork/src" --catalog "$xwork/Other.xcstrings"
stderr_has "extract names the tables the sources use" "they use Localizable (6), Settings (1)" -- extract "$xwork/src" --catalog "$xwork/Other.xcstrings"
mkdir -p "$xwork/nothing"
expect "extract refuses a folder without sources" 2 "" -- extract "$xwork/nothing" --catalog "$xwork/out/Localizable.xcstrings"
mkdir -p "$xwork/lproj"
printf '#define TITLE NSLocalizedString(@"Macro title", @"In a define")\n' > "$xwork/defines.m"
expect "genstrings reads #define bodies" 0 "" -- genstrings -o "$xwork/lproj" "$xwork/defines.m"
if iconv -f UTF-16 -t UTF-8 "$xwork/lproj/Localizable.strings" | grep -q '"Macro title" = "Macro title";'; then echo "ok   genstrings extracts a call in a #define body"; passed=$((passed + 1))
else echo "FAIL genstrings missed a #define body"; failed=$((failed + 1)); fi
rm -rf "$xwork"
