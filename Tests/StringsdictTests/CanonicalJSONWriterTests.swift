import Foundation
import Stringsdict
import Testing

@Suite("Canonical JSON writer (Xcode's String Catalog form)")
struct CanonicalJSONWriterTests {
    static let xcodeWritten = [
        "Catalog/Xcode/cse/Localizable.xcstrings",
        "Catalog/Xcode/xcstrings-tool/Localizable.xcstrings",
        "Catalog/Xcode/xcstrings-tool/Substitution.xcstrings",
        "Catalog/Xcode/xcstrings-tool/Variations.xcstrings",
        "Catalog/Xcode/xcstrings-tool/FormatSpecifiers.xcstrings",
        "Catalog/Xcode/xcstrings-tool/Multiline.xcstrings",
        "Catalog/Xcode/xcstrings-tool/Positional.xcstrings",
        "Catalog/Xcode/xcstrings-tool/Simple.xcstrings",
    ]

    @Test("A catalog Xcode wrote comes out byte for byte the same, through the JSON tree", arguments: xcodeWritten)
    func jsonRoundTrip(_ path: String) throws {
        let bytes = [UInt8](try FixtureFiles.data(path))
        let document = try JSONDocument(bytes: bytes, file: path)
        #expect(CanonicalJSONWriter.bytes(of: document.root) == bytes)
    }

    @Test("A catalog Xcode wrote comes out byte for byte the same, through the catalog model", arguments: xcodeWritten)
    func modelRoundTrip(_ path: String) throws {
        let bytes = [UInt8](try FixtureFiles.data(path))
        let document = try StringCatalogDocument(bytes: bytes, file: path)
        let written = document.canonicalBytes()
        #expect(written == bytes, "first difference at byte \(zip(written, bytes).prefix { $0 == $1 }.count)")
    }

    @Test("Keys are ordered by CLDR root collation, as Xcode's files show: punctuation, symbols, digits, letters; case breaks ties")
    func keyOrder() {
        // Orders seen in Xcode-written catalogs (the fixtures above and CubeTime's catalog).
        let xcodeOrder = ["", "\nIf", " Note", "-", "–", "...", "(%@)", "[+2]", "%@", "%@ (%@)", "%lld", "%lld Solves", "%lld.", "©", "+", "|",
                          "$", "0.00", "32", "360 Search", "Baidu", "baidu.com", "Cizzuk", "CSE", "my_snake_case", "my.snake_case", "myDeviceVariant"]
        #expect(CanonicalJSONWriter.sortedKeys(xcodeOrder.reversed()) == xcodeOrder)
        #expect(CanonicalJSONWriter.sortedKeys(["value", "state"]) == ["state", "value"])
        // Numeric ordering: pairs in the order Xcode wrote them in public apps' catalogs.
        let numericPairs = [("X2", "x16"), ("Locked icon message 2", "Locked icon message 10"), ("90 days", "365 days"),
                            ("0Ak-33-SM7.title", "01Z-t3-cBm.title"), ("Step 9 of 12", "Step 10 of 12"), ("%lld", "%lld Solves")]
        for (first, second) in numericPairs {
            #expect(CanonicalJSONWriter.sortedKeys([second, first]) == [first, second])
        }
        #expect(CanonicalJSONWriter.sortedKeys(["shouldTranslate", "localizations", "extractionState", "comment"]) == ["comment", "extractionState", "localizations", "shouldTranslate"])
    }

    /// Xcode sorts `’` (U+2019) as `'`, after it only on a tie: MrKai77/Loop's catalog in the 49
    /// saves Xcode made from 2024-06-16 to 2024-07-11 (6974587 to 70484d0) and at f8b739f, and
    /// Pearcleaner's. CLDR root alone puts every `’` after every `'`.
    @Test("A right single quotation mark sorts as an apostrophe, after it on a tie, as Xcode's catalogs show")
    func apostropheOrder() {
        let loop = ["You've got the precious", "You’ve leveled up to the max!", "You've looped %lld times!", "You've looped… uhh…"]
        #expect(CanonicalJSONWriter.sortedKeys(loop.reversed()) == loop)
        #expect(CanonicalJSONWriter.sortedKeys(["We've misplaced the 'Update' button. Oops!", "We’ll be back. With updates... later"])
                == ["We’ll be back. With updates... later", "We've misplaced the 'Update' button. Oops!"])
        #expect(CanonicalJSONWriter.sortedKeys(["Service hasn’t been registered", "Service hasn't been registered"])
                == ["Service hasn't been registered", "Service hasn’t been registered"])
        // Still punctuation before letters and digits, and distinct keys stay distinct.
        #expect(CanonicalJSONWriter.sortedKeys(["a", "’", "'", "1"]) == ["'", "’", "1", "a"])
    }

    @Test("Escapes: quote, backslash and control characters; slash and non-ASCII as is; an empty object has an empty line")
    func escapes() {
        let value = JSONValue.object(JSONObject([
            .init(key: "a/b", value: .string("\"\\\n\r\t\u{8}\u{C}\u{1}/é😀")),
            .init(key: "e", value: .object(JSONObject())),
            .init(key: "n", value: .number(2)),
            .init(key: "t", value: .bool(false)),
        ]))
        let text = String(decoding: CanonicalJSONWriter.bytes(of: value), as: UTF8.self)
        #expect(text == "{\n  \"a/b\" : \"\\\"\\\\\\n\\r\\t\\b\\f\\u0001/é😀\",\n  \"e\" : {\n\n  },\n  \"n\" : 2,\n  \"t\" : false\n}")
    }

    @Test("Written straight from the model: the same bytes as through the JSON tree, for every catalog fixture", arguments: StringCatalogReaderTests.fixtures)
    func directEqualsTree(_ path: String) throws {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        guard let document = try? StringCatalogDocument(treeBytes: bytes, file: path) else { return }
        #expect(document.canonicalBytes() == document.canonicalBytesThroughTree())
    }

    @Test("Written straight from the model: other fields beside, named like and instead of the model's fields; empty and absent maps")
    func directEqualsTreeCrafted() {
        typealias Document = StringCatalogDocument
        let unit = Document.StringUnit(state: nil, value: "\"q\"\n\u{1}é", otherFields: ["value": .string("dropped"), "zz": .null, "State": .bool(true)])
        let plural = Document.Localization(stringUnit: nil, variations: .init(plural: ["one": .init(stringUnit: unit), "other": .init(), "few": .init(otherFields: ["stringUnit": .number(3)])]))
        let substitutions: [String: Document.Substitution] = [
            "b": .init(argNum: -2, formatSpecifier: nil, variations: nil, otherFields: ["formatSpecifier": .string("kept: no model value"), "argNum": .number("9")]),
            "a": .init(argNum: nil, formatSpecifier: "lld", variations: .init(plural: [:], device: nil, otherFields: ["gender": .object(JSONObject())])),
        ]
        var document = Document(sourceLanguage: "en", version: nil, otherFields: ["strings": .null, "version": .string("2.0"), "a": .array([.number(1), .array([])])])
        document.strings = [
            "": .init(),
            "%@": .init(comment: "c", extractionState: "manual", shouldTranslate: false, localizations: [:]),
            "B": .init(localizations: ["zh-Hant": plural, "de": .init(stringUnit: .init(value: "x"), substitutions: substitutions), "de-CH": .init(variations: .init(device: ["mac": plural, "iphone": .init()]))]),
            "b": .init(otherFields: ["comment": .string("other comment"), "isCommentAutoGenerated": .bool(true)]),
            "-": .init(comment: "", localizations: nil, otherFields: ["localizations": .object(JSONObject())]),
        ]
        let direct = document.canonicalBytes(), tree = document.canonicalBytesThroughTree()
        #expect(direct == tree, "first difference at byte \(zip(direct, tree).prefix { $0 == $1 }.count)")
        #expect(Document(sourceLanguage: "en").canonicalBytes() == Document(sourceLanguage: "en").canonicalBytesThroughTree())
    }

    @Test("Compact form: one line without spaces, members in the canonical order, escapes as in the file form")
    func compact() {
        let value = JSONValue.object(JSONObject([
            .init(key: "b", value: .array([.number(1), .null, .object(JSONObject())])),
            .init(key: "a", value: .string("q\"\n/é")),
            .init(key: "A", value: .bool(false)),
        ]))
        #expect(String(decoding: CanonicalJSONWriter.compactBytes(of: value), as: UTF8.self) == #"{"a":"q\"\n/é","A":false,"b":[1,null,{}]}"#)
        #expect(CanonicalJSONWriter.compactBytes(of: .array([])) == Array("[]".utf8))
    }
}
