import Foundation
@testable import Stringsdict
import Testing

@Suite("Catalog read in two halves: the same catalog as the whole read, or no cut")
struct StringCatalogHalvesTests {
    /// Expects `halves` to be the catalog the tree read gives (the reference path, which knows
    /// every key's position): document, languages, the position of each key and the notes.
    static func expectSame(_ halves: StringCatalog, _ bytes: [UInt8], _ comment: Comment? = nil) throws {
        let whole = try StringCatalog(treeBytes: bytes, file: halves.file)
        #expect(halves.document == whole.document, comment)
        #expect(halves.languages == whole.languages, comment)
        #expect(halves.keys == whole.keys, comment)
        for key in whole.keys {
            #expect(halves.location(of: ["strings", key]) == whole.location(of: ["strings", key]), "\(key)")
        }
        #expect(halves.compileNotes == whole.compileNotes, comment)
    }

    /// A catalog in Xcode's form of `count` keys in three languages; every 7th key has
    /// substitutions without an `argNum` (whose positions the compile reports), every 5th plural
    /// variations, and the values some text beyond ASCII.
    static func generated(keys count: Int) -> [UInt8] {
        var strings: [String: StringCatalogDocument.Entry] = [:]
        for index in 0..<count {
            let key = "key.\(index) %lld"
            var localizations: [String: StringCatalogDocument.Localization] = [:]
            for language in ["de", "en", "ru"] {
                if index % 7 == 0 {
                    let plural = ["one": StringCatalogDocument.Localization(stringUnit: .init(value: "%arg Datei")), "other": .init(stringUnit: .init(value: "%arg Dateien"))]
                    localizations[language] = .init(
                        stringUnit: .init(value: "%#@files@ in %#@folders@ — \(language)"),
                        substitutions: ["files": .init(formatSpecifier: "lld", variations: .init(plural: plural)), "folders": .init(formatSpecifier: "lld", variations: .init(plural: plural))])
                } else if index % 5 == 0 {
                    localizations[language] = .init(variations: .init(plural: ["one": .init(stringUnit: .init(value: "%lld Schlüssel")), "other": .init(stringUnit: .init(value: "%lld Schlüssel \(index)"))]))
                } else {
                    localizations[language] = .init(stringUnit: .init(state: index % 3 == 0 ? "needs_review" : "translated", value: "Wert \(index) für «\(language)» 🙂"))
                }
            }
            strings[key] = .init(comment: index % 4 == 0 ? "Comment \(index)" : nil, localizations: localizations)
        }
        return StringCatalogDocument(sourceLanguage: "en", strings: strings).canonicalBytes()
    }

    @Test("Every catalog fixture read in halves, when it has a cut, is the whole read's catalog", arguments: StringCatalogReaderTests.fixtures)
    func fixtures(_ path: String) throws {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        guard let halves = StringCatalog.readInHalves(bytes: bytes, file: path, languages: nil) else {
            // No cut, or a half that does not read: then the whole read must fail too, or the
            // file has no cut the scan is sure of (one line, a key in both halves, …).
            return
        }
        try Self.expectSame(halves, bytes, "\(path)")
    }

    @Test("Xcode's large fixture has a cut: both halves hold keys, and together every key")
    func xcodeFixtureIsCut() throws {
        let path = FixtureFiles.url("Catalog/Xcode/cse/Localizable.xcstrings").path
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        let halves = try #require(StringCatalogHalves(bytes))
        let first = try StringCatalogDocument(bytes: halves.first, file: path)
        let second = try StringCatalogDocument(bytes: halves.second, file: path)
        let whole = try StringCatalogDocument(bytes: bytes, file: path)
        #expect(first.strings.count > 0 && second.strings.count > 0)
        #expect(first.strings.count + second.strings.count == whole.strings.count)
        let joined = try #require(StringCatalog.readInHalves(bytes: bytes, file: path, languages: nil))
        try Self.expectSame(joined, bytes)
    }

    @Test("A catalog over the threshold is read in halves by init(bytes:) and is the whole read's, with every language or some")
    func large() throws {
        let bytes = Self.generated(keys: 4000)
        #expect(bytes.count >= StringCatalog.halvesThreshold)
        #expect(StringCatalogHalves(bytes) != nil)
        let catalog = try StringCatalog(bytes: bytes, file: "Big.xcstrings")
        try Self.expectSame(catalog, bytes)
        // Notes come from both halves, at the lines of the file.
        let notes = catalog.compileNotes
        #expect(notes.count == 6 * ((4000 + 6) / 7))
        #expect(notes.contains { $0.location.line > 10_000 })
        // Only some languages made: the others still count in `languages`.
        let some = try StringCatalog(bytes: bytes, file: "Big.xcstrings", languages: ["de"])
        #expect(some.languages == ["de", "en", "ru"])
        #expect(some.document.strings["key.1 %lld"]?.localizations?.keys.sorted() == ["de"])
        // Compiled output does not depend on how the file was read.
        let whole = try StringCatalog(treeBytes: bytes, file: "Big.xcstrings")
        for (left, right) in zip(catalog.compiled(), whole.compiled()) {
            #expect(left.strings == right.strings)
            #expect(left.stringsdict == right.stringsdict)
        }
    }

    @Test("An error in either half is the whole read's error: message and position")
    func errors() throws {
        let bytes = Self.generated(keys: 4000)
        let text = String(decoding: bytes, as: UTF8.self)
        let damaged = [
            // A shape error late in the file (in the second half).
            text.replacingOccurrences(of: "\"Wert 3998 für", with: "\"Wert 3998\" : 1, \"x\" : \"für"),
            // A syntax error early (in the first half).
            text.replacingOccurrences(of: "\"key.10 %lld\" : {", with: "\"key.10 %lld\" : {{"),
            // Something after the end (in the second half).
            text + " x",
            // A key in both halves.
            text.replacingOccurrences(of: "\"key.999 %lld\" : {", with: "\"key.3999 %lld\" : {"),
        ]
        for (index, text) in damaged.enumerated() {
            let bytes = Array(text.utf8)
            let tree = Result<StringCatalog, StringsdictError> { () throws(StringsdictError) in try StringCatalog(treeBytes: bytes, file: "Big.xcstrings") }
            let read = Result<StringCatalog, StringsdictError> { () throws(StringsdictError) in try StringCatalog(bytes: bytes, file: "Big.xcstrings") }
            switch (tree, read) {
            case (.failure(let expected), .failure(let actual)):
                #expect(actual == expected, "case \(index)")
            case (.success(let expected), .success(let actual)):
                #expect(actual.document == expected.document, "case \(index)")
                #expect(actual.location(of: ["strings", "key.3999 %lld"]) == expected.location(of: ["strings", "key.3999 %lld"]), "case \(index)")
            default:
                Issue.record("case \(index): the whole read gives \(tree), the halves \(read)")
            }
        }
    }

    @Test("No cut: strings not an object, strings ending before the middle, an escaped top-level key, a trailing comma, a raw line break in a string")
    func noCut() {
        let notObject = "{\n\"strings\" : 5,\n\"x\" : {\n\"a\" : 1,\n\"b\" : 2,\n\"c\" : 3\n}\n}"
        let early = "{\n\"strings\" : {\n\"a\" : {}\n},\n\"x\" : [\n1,\n2,\n3,\n4,\n5,\n6,\n7,\n8\n]\n}"
        let escaped = "{\n\"str\\u0069ngs\" : {\n\"a\" : {},\n\"b\" : {},\n\"c\" : {}\n},\n\"strings\" : {\n\"a\" : {},\n\"b\" : {},\n\"c\" : {}\n}\n}"
        let trailingComma = "{\n\"strings\" : {\n\"a\" : {},\n}\n}"
        let rawBreak = "{\n\"strings\" : {\n\"a\n\" : {},\n\"b\" : {},\n\"c\" : {},\n\"d\" : {}\n}\n}"
        for text in [notObject, early, escaped, trailingComma, rawBreak] {
            #expect(StringCatalogHalves(Array(text.utf8)) == nil, "\(text)")
        }
        #expect(StringCatalogHalves([]) == nil)
    }

    @Test("A catalog on one line (as JSON tools write it) is cut mid-line, each key at its column")
    func oneLine() throws {
        let bytes = Array(String(decoding: Self.generated(keys: 300), as: UTF8.self).split(whereSeparator: \.isNewline).joined().utf8)
        let halves = try #require(StringCatalogHalves(bytes))
        #expect(halves.line == 1 && halves.columnOffset > 1000)
        let joined = try #require(StringCatalog.readInHalves(bytes: bytes, file: "One.xcstrings", languages: nil))
        try Self.expectSame(joined, bytes)
        // The file's bytes with `strings` written again after a line break: cut mid-line, on line 2.
        let text = #"{"sourceLanguage":"en","version":"1.0","#
            + "\n" + #""strings":{"a é":{"localizations":{"en":{"stringUnit":{"value":"ä"}}}},"b":{},"c":{},"d":{"localizations":{"de":{"stringUnit":{"value":"%#@x@"},"substitutions":{"x":{"formatSpecifier":"lld"}}}}}}}"#
        let small = Array(text.utf8)
        let cut = try #require(StringCatalogHalves(small))
        #expect(cut.line == 2)
        try Self.expectSame(try #require(StringCatalog.readInHalves(bytes: small, file: "S.xcstrings", languages: nil)), small)
    }

    @Test("The second half keeps each key at its line, after \\r\\n line breaks too")
    func lines() throws {
        let text = "{\r\n  \"sourceLanguage\" : \"en\",\r\n  \"strings\" : {\r\n    \"a\" : {\r\n\r\n    },\r\n    \"b\" : {},\r\n    \"c\" : {},\r\n    \"d\" : {}\r\n  },\r\n  \"version\" : \"1.0\"\r\n}"
        let bytes = Array(text.utf8)
        let halves = try #require(StringCatalog.readInHalves(bytes: bytes, file: "L.xcstrings", languages: nil))
        try Self.expectSame(halves, bytes)
        #expect(halves.location(of: ["strings", "d"]).line == 9)
    }
}
