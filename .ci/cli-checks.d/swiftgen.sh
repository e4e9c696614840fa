# stringsdict generate with SwiftGen's names (issue 34): the accessors SwiftGen's templates declare,
# on SwiftGen's own fixtures (MIT), and the .stringsdict.json configuration.
sg=Tests/StringsdictCodegenTests/Fixtures/SwiftGen
sgwork=$(mktemp -d)
expect "generate --naming swiftgen-structured" 0 "" -- generate "$sg/inputs/Localizable.strings" -o "$sgwork/S.swift" --naming swiftgen-structured
for declaration in 'internal enum Apples {' 'internal static func count(_ p1: Int) -> String {' \
    'internal static func types(_ p1: Any, _ p2: CChar, _ p3: Int, _ p4: Float, _ p5: UnsafePointer<CChar>, _ p6: UnsafeRawPointer) -> String {' \
    'internal static let alertTitle = L10n.tr("Localizable", "alert__title", fallback: "Title of the alert")'; do
    if grep -qF "$declaration" "$sgwork/S.swift" && grep -qF "$declaration" "$sg/structured-swift5/localizable.swift"; then
        echo "ok   swiftgen-structured declares: $declaration"; passed=$((passed + 1))
    else echo "FAIL swiftgen-structured lacks: $declaration"; failed=$((failed + 1)); fi
done
expect "generate --naming swiftgen-flat --lookup-function" 0 "" -- generate "$sg/inputs/Localizable.strings" -o "$sgwork/F.swift" --naming swiftgen-flat --lookup-function 'XCTLocFunc(forKey:table:fallback:)'
if grep -qF 'internal static var settingsUserProfileSectionHEADERTITLE: String { return L10n.tr(' "$sgwork/F.swift"; then
    echo "ok   swiftgen-flat with a lookup function: static var, SwiftGen's name"; passed=$((passed + 1))
else echo "FAIL swiftgen-flat lookup function accessor"; failed=$((failed + 1)); fi
expect "SwiftGen's options need a SwiftGen naming" 2 "" -- generate "$sg/inputs/Localizable.strings" -o "$sgwork/X.swift" --lookup-function f
printf '{ "generate": { "naming": "swiftgen-flat", "access": "public" } }\n' > "$sgwork/ok.json"
mkdir -p "$sgwork/en.lproj" && cp "$sg/inputs/Localizable.strings" "$sgwork/en.lproj/"
expect "generate --config" 0 "" -- generate "$sgwork/en.lproj" -o "$sgwork/C.swift" --config "$sgwork/ok.json"
if grep -qF 'public static func applesCount(_ p1: Int) -> String {' "$sgwork/C.swift"; then
    echo "ok   the configuration's naming and access apply"; passed=$((passed + 1))
else echo "FAIL --config not applied"; failed=$((failed + 1)); fi
printf '{\n  "generate": { "nameing": "swiftgen-flat" }\n}\n' > "$sgwork/typo.json"
expect "a configuration key with a typo" 2 "" -- generate "$sgwork/en.lproj" -o "$sgwork/C.swift" --config "$sgwork/typo.json"
stderr_has "the typo's place and the keys it may be" "typo.json:2:17: error: unknown key 'generate.nameing'" -- generate "$sgwork/en.lproj" -o "$sgwork/C.swift" --config "$sgwork/typo.json"
rm -rf "$sgwork"
