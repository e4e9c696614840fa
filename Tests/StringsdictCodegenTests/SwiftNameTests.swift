import Testing
@testable import StringsdictCodegen

@Suite("Swift names from keys")
struct SwiftNameTests {
    @Test("Keys split at . - _ spaces and other punctuation, lowerCamelCase", arguments: [
        ("files.count", "filesCount"),          // the issue's own example
        ("files-count", "filesCount"),
        ("files_count", "filesCount"),
        ("files count", "filesCount"),
        ("settings.title.long", "settingsTitleLong"),
        ("%lld files", "lldFiles"),
        ("Hello, %@!", "hello"),
        ("alert/ok.button", "alertOkButton"),
        ("  padded  ", "padded"),
        ("Files", "files"),
        ("URL", "url"),
        ("URLTitle", "urlTitle"),
        ("user.iOS.ID", "userIOSID"),
        ("größe.titel", "größeTitel"),
        ("3d.title", "_3dTitle"),
        ("2", "_2"),
        ("...", "entry"),
        ("", "entry"),
    ])
    func lowerCamelCase(key: String, expected: String) {
        #expect(SwiftName.lowerCamelCase(key) == expected)
    }

    @Test("Table names become UpperCamelCase enums", arguments: [
        ("Settings", "Settings"),
        ("settings-screen", "SettingsScreen"),
        ("InfoPlist", "InfoPlist"),
        ("2fa", "_2fa"),
    ])
    func upperCamelCase(table: String, expected: String) {
        #expect(SwiftName.upperCamelCase(table) == expected)
    }

    @Test("Keywords are written in backticks; names Swift reserves on every type get a trailing _", arguments: [
        ("default", "`default`"),
        ("class", "`class`"),
        ("return", "`return`"),
        ("true", "`true`"),
        ("self", "self_"),
        ("Type", "Type_"),
        ("init", "init_"),
        ("files", "files"),
    ])
    func keywords(name: String, expected: String) {
        #expect(SwiftName.declared(name) == expected)
    }

    @Test("Clashes: keys in UTF-8 order take their names, later ones the smallest free suffix from 2")
    func clashes() {
        let (names, renamed) = SwiftName.assign(
            ["a_b", "a.b", "a-b", "aB2", "localizations", "default"], reserved: ["localizations"], makeName: SwiftName.lowerCamelCase)
        // UTF-8 order: "a-b" < "a.b" < "aB2" < "a_b" < "default" < "localizations".
        #expect(names["a-b"] == "aB")
        #expect(names["a.b"] == "aB2")
        #expect(names["aB2"] == "aB22")   // its own name was taken by a.b
        #expect(names["a_b"] == "aB3")
        #expect(names["default"] == "`default`")
        #expect(names["localizations"] == "localizations2")
        #expect(renamed.map(\.key) == ["a.b", "aB2", "a_b", "localizations"])
    }

    @Test("The assignment does not depend on the order keys are given in")
    func deterministic() {
        let keys = ["x.y", "x_y", "x-y", "xY", "x y"]
        let first = SwiftName.assign(keys, reserved: [], makeName: SwiftName.lowerCamelCase).names
        let second = SwiftName.assign(keys.reversed(), reserved: [], makeName: SwiftName.lowerCamelCase).names
        #expect(first == second)
        #expect(Set(first.values).count == keys.count)
    }

    @Test("Keys sort by their UTF-8 bytes, ASCII or not")
    func utf8Order() {
        func bytewise(_ keys: [String]) -> [String] {
            keys.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
        }
        let ascii = ["b", "a.b", "a-b", "A", "aB2", "a_b", "Z", "a", "", "~", " x", "10", "9"]
        #expect(SwiftName.utf8Sorted(ascii) == bytewise(ascii))
        // Not ASCII: é precomposed (C3 A9) before e + U+0301 would be after "f" by scalars; by bytes
        // "e\u{301}" (65 CC 81) comes before "f" (66) and "é" (C3 A9) after it.
        let other = ["f", "é", "e\u{301}x", "z", "Ω", "a"]
        #expect(SwiftName.utf8Sorted(other) == bytewise(other))
        #expect(SwiftName.utf8Sorted(other) == ["a", "e\u{301}x", "f", "z", "é", "Ω"])
    }
}
