import Foundation
import Stringsdict
import Testing

/// The streaming catalog reader (the model straight from the tokens) against the path it
/// replaces: ``JSONDocument``'s tree decoded by `StringCatalogDocument(json:)`. Same model for
/// every file that reads, same error (kind, message, position, key path) for every file that
/// does not.
@Suite("String Catalog streaming reader: the same as the tree decode")
struct StringCatalogReaderTests {
    /// Every catalog file of the repository's tests (Xcode's, hand-written, lint fixtures).
    static let fixtures: [String] = {
        let root = FixtureFiles.packageRoot + "/Tests"
        guard let walker = FileManager.default.enumerator(atPath: root) else { return [] }
        return walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".xcstrings") }.sorted().map { root + "/" + $0 }
    }()

    /// The outcome of one path: the model, or the error.
    static func outcome(_ read: () throws(StringsdictError) -> StringCatalogDocument) -> Result<StringCatalogDocument, StringsdictError> {
        do throws(StringsdictError) {
            return .success(try read())
        } catch {
            return .failure(error)
        }
    }

    /// Expects the two paths to agree on `bytes`.
    static func expectSame(_ bytes: [UInt8], _ comment: Comment? = nil, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let streamed = outcome { () throws(StringsdictError) in try StringCatalogDocument(bytes: bytes, file: "X.xcstrings") }
        let tree = outcome { () throws(StringsdictError) in try StringCatalogDocument(treeBytes: bytes, file: "X.xcstrings") }
        #expect(streamed == tree, comment, sourceLocation: sourceLocation)
        let catalog = Result { () throws(StringsdictError) in try StringCatalog(bytes: bytes, file: "X.xcstrings") }
        let treeCatalog = Result { () throws(StringsdictError) in try StringCatalog(treeBytes: bytes, file: "X.xcstrings") }
        switch (catalog, treeCatalog) {
        case let (.success(fast), .success(slow)):
            #expect(fast.languages == slow.languages, comment, sourceLocation: sourceLocation)
            #expect(fast.keys == slow.keys, comment, sourceLocation: sourceLocation)
            #expect(fast.compileNotes == slow.compileNotes, comment, sourceLocation: sourceLocation)
        case let (.failure(fast), .failure(slow)):
            #expect(fast == slow, comment, sourceLocation: sourceLocation)
        default:
            Issue.record("one path read the catalog, the other did not", sourceLocation: sourceLocation)
        }
    }

    @Test("Every catalog fixture reads to the same model", arguments: fixtures)
    func fixture(_ path: String) throws {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        Self.expectSame(bytes)
        // The fixtures that read at all are taken by the streaming reader itself, not its fallback.
        if (try? StringCatalogDocument(treeBytes: bytes, file: "X")) != nil {
            var reader = StringCatalogReader(bytes: bytes, file: "X")
            #expect(reader.read() != nil)
        }
    }

    @Test("Damaged fixtures: every cut, doubled byte and stray character gives the same model or the same error", arguments: fixtures)
    func damaged(_ path: String) throws {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        // The large fixture (Xcode's, 392 KB) is read whole by the test above; damage the small ones.
        guard !bytes.isEmpty, bytes.count < 64 * 1024 else { return }
        let step = max(1, bytes.count / 60)
        for offset in stride(from: 0, to: bytes.count, by: step) {
            var cut = bytes
            cut.remove(at: offset)
            Self.expectSame(cut, "without byte \(offset) of \(path)")
            var doubled = bytes
            doubled.insert(bytes[offset], at: offset)
            Self.expectSame(doubled, "byte \(offset) of \(path) doubled")
            for stray in [UInt8(ascii: "\""), UInt8(ascii: "{"), UInt8(ascii: "1"), 0xFF] {
                var changed = bytes
                changed[offset] = stray
                Self.expectSame(changed, "byte \(offset) of \(path) replaced by \(stray)")
            }
        }
    }

    @Test("Crafted catalogs: repeated keys, unknown fields, escapes, wrong types, late syntax errors", arguments: [
        // A key written twice keeps its first value, at every level, even when the second has the wrong type.
        #"{"sourceLanguage":"en","sourceLanguage":3,"strings":{"k":{"comment":"a","comment":null,"localizations":{"de":{"stringUnit":{"state":"new","state":1,"value":"x","value":"y"}},"de":7}},"k":5}}"#,
        #"{"sourceLanguage":"en","strings":{"k":{"localizations":{"en":{"substitutions":{"s":{"argNum":1,"argNum":"x","formatSpecifier":"lld","variations":{"plural":{"one":{"stringUnit":{"value":"a"}},"one":1},"plural":2}}}}}}}}"#,
        // Unknown fields at every level, nested, with their own repeated keys.
        #"{"x":{"a":[1,{"b":2,"b":3}],"c":null},"sourceLanguage":"en","strings":{"k":{"isCommentAutoGenerated":true,"localizations":{"en":{"future":-1.5e3,"stringUnit":{"value":"v","extra":[]},"variations":{"gender":{},"device":{"mac":{"stringUnit":{"value":"m"}}}}}}}},"version":"1.1"}"#,
        // Known field names escaped, keys and values with escapes, a byte order mark, CRLF.
        "\u{FEFF}{\r\n\"sourceLanguage\" : \"en\",\r\n\"strings\":{\"\\u006b\\n\":{\"comm\\u0065nt\":\"\\ud83d\\ude00\\t\",\"localizations\":{\"en\":{\"stringUnit\":{\"st\\u0061te\":\"translated\",\"value\":\"\\\"q\\\" \\/\"}}}}}}",
        // Shape errors, some followed by a syntax error further on (the tree reports the syntax error).
        #"{"sourceLanguage":"en","strings":{"k":{"comment":3}}}"#,
        #"{"sourceLanguage":"en","strings":{"k":{"comment":3}}, "version": tru}"#,
        #"{"sourceLanguage":"en","strings":{"k":{"localizations":{"de":{"stringUnit":{"state":"new"}}}}}}"#,
        #"{"sourceLanguage":"en","strings":{"k":{"localizations":{"de":{"substitutions":{"s":{"argNum":1.0}}}}}}}"#,
        #"{"sourceLanguage":"en","strings":{"k":{"shouldTranslate":"no"}}}"#,
        #"{"sourceLanguage":"en","strings":[]}"#,
        #"{"strings":{}}"#,
        #"{"sourceLanguage":"en"}"#,
        #"[]"#,
        #"{"sourceLanguage":"en","strings":{}} x"#,
        #"{"sourceLanguage":"en","strings":{},}"#,
        #"{"sourceLanguage":"en","strings":{"k":{"localizations":{"de":{"stringUnit":{"value":"\x"}}}}}}"#,
        #"{"sourceLanguage":"en","strings":{"k":{"localizations":{"de":{"stringUnit":{"value":"\ud800"}}}}}}"#,
        "{\"sourceLanguage\":\"en\",\"strings\":{\"k\":{\"comment\":\"a\u{1}\"}}}",
    ])
    func crafted(_ text: String) {
        Self.expectSame(Array(text.utf8))
    }

    @Test("Nesting at the limit reads, one level deeper is the same error, in known and unknown fields", arguments: [62, 63, 64, 65])
    func depth(_ levels: Int) {
        // Unknown field under strings/k (3 containers around it).
        let unknown = "{\"sourceLanguage\":\"en\",\"strings\":{\"k\":{\"x\":" + String(repeating: "[", count: levels - 3) + "1"
            + String(repeating: "]", count: levels - 3) + "}}}"
        Self.expectSame(Array(unknown.utf8), "\(levels) levels in an unknown field")
        // Device variants nested in device variants, as deep as it goes.
        var value = #"{"stringUnit":{"value":"v"}}"#
        for _ in 0..<(levels / 3) { value = #"{"variations":{"device":{"mac":"# + value + "}}}" }
        let known = #"{"sourceLanguage":"en","strings":{"k":{"localizations":{"en":"# + value + "}}}}"
        Self.expectSame(Array(known.utf8), "variations \(levels / 3) deep")
    }

    @Test("Bad UTF-8 is the same error in a read value, a key and a skipped language")
    func badUTF8() {
        let prefix = Array(#"{"sourceLanguage":"en","strings":{"k":{"localizations":{"de":{"stringUnit":{"value":""#.utf8)
        let suffix = Array(#""}}}}}}"#.utf8)
        for bad: [UInt8] in [[0xFF], [0xC0, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82]] {
            Self.expectSame(prefix + bad + suffix, "value with \(bad)")
            // In a language that is skipped: still a syntax error.
            let skipping = Result { () throws(StringsdictError) in try StringCatalog(bytes: prefix + bad + suffix, file: "X", languages: ["en"]) }
            #expect(throws: StringsdictError.self) { try skipping.get() }
        }
    }

    @Test("Reading some languages equals reading all, restricted to them; every language is still listed", arguments: fixtures)
    func someLanguages(_ path: String) throws {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        guard let all = try? StringCatalog(bytes: bytes, file: path), let first = all.languages.last else { return }
        let some = try StringCatalog(bytes: bytes, file: path, languages: [first])
        #expect(some.languages == all.languages)
        #expect(some.keys == all.keys)
        for key in all.keys {
            let expected = all.document.strings[key]?.localizations.map { $0.filter { $0.key == first } }
            #expect(some.document.strings[key]?.localizations == expected)
        }
        #expect(some.compiled(languages: [first]).map(\.strings) == all.compiled(languages: [first]).map(\.strings))
        #expect(some.compiledTable(for: first).keys == all.compiledTable(for: first).keys)
    }

    @Test("Positions known without a tree: keys under strings and substitutions without argNum are where the tree puts them", arguments: fixtures)
    func positions(_ path: String) throws {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        guard let fast = try? StringCatalog(bytes: bytes, file: path), let slow = try? StringCatalog(treeBytes: bytes, file: path) else { return }
        for key in fast.keys {
            #expect(fast.location(of: ["strings", key]) == slow.location(of: ["strings", key]))
        }
        #expect(fast.compileNotes.map(\.location) == slow.compileNotes.map(\.location))
    }
}
