import Foundation
import Testing
@testable import Stringsdict

/// The studio's save: only the entries edited change, every other byte stays as it was.
@Suite("StringCatalogSplice")
struct StringCatalogSpliceTests {
    /// A catalog Xcode wrote (the Roomie app's, MIT; the extraction tests' fixture).
    private static let xcodeWritten = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("StringsdictExtractTests/Fixtures/Roomie/Localizable.xcstrings").path

    private func edited(_ document: StringCatalogDocument, key: String, language: String, value: String) -> StringCatalogDocument {
        var document = document
        var entry = document.strings[key] ?? .init()
        var localizations = entry.localizations ?? [:]
        localizations[language] = .init(stringUnit: .init(state: "translated", value: value))
        entry.localizations = localizations
        document.strings[key] = entry
        return document
    }

    @Test("An Xcode-written catalog with one entry edited is what Xcode's form of the edited document is, byte for byte")
    func xcodeWritten() throws {
        let file = Array(try Data(contentsOf: URL(fileURLWithPath: Self.xcodeWritten)))
        let old = try StringCatalogDocument(bytes: file, file: Self.xcodeWritten)
        #expect(old.canonicalBytes() == file, "the fixture is in Xcode's form")
        let new = edited(old, key: "Add", language: "fr", value: "Ajouter")
        let spliced = StringCatalogSplice.bytes(of: file, reading: old, changedTo: new, path: Self.xcodeWritten)
        #expect(spliced == new.canonicalBytes())
        #expect(spliced != file)
    }

    @Test("In a compact, unsorted catalog only the edited entry's bytes change; the rest stays as written")
    func compact() throws {
        let text = #"{"version":"1.0","strings":{"b":{"comment":"second"},"a":{"localizations":{"de":{"stringUnit":{"state":"new","value":"A"}}}},"c":{}},"sourceLanguage":"en"}"#
        let file = Array(text.utf8)
        let old = try StringCatalogDocument(bytes: file, file: "Compact.xcstrings")
        let new = edited(old, key: "a", language: "de", value: "Ä")
        let spliced = StringCatalogSplice.bytes(of: file, reading: old, changedTo: new, path: "Compact.xcstrings")
        #expect(try StringCatalogDocument(bytes: spliced, file: "Compact.xcstrings") == new)
        let output = String(decoding: spliced, as: UTF8.self)
        // Before and after the edited entry, the bytes are the file's own.
        #expect(output.hasPrefix(#"{"version":"1.0","strings":{"b":{"comment":"second"},"a":"#))
        #expect(output.hasSuffix(#","c":{}},"sourceLanguage":"en"}"#))
        #expect(output.contains("\"value\" : \"Ä\""))
    }

    @Test("Nothing changed gives the file itself; a key added or removed gives the whole document in Xcode's form")
    func unchangedAndKeySetChanges() throws {
        let text = #"{"sourceLanguage":"en","strings":{"b":{},"a":{}},"version":"1.0"}"#
        let file = Array(text.utf8)
        let old = try StringCatalogDocument(bytes: file, file: "A.xcstrings")
        #expect(StringCatalogSplice.bytes(of: file, reading: old, changedTo: old, path: "A.xcstrings") == file)
        var added = old
        added.strings["c"] = .init(comment: "new")
        #expect(StringCatalogSplice.bytes(of: file, reading: old, changedTo: added, path: "A.xcstrings") == added.canonicalBytes())
        var removed = old
        removed.strings["a"] = nil
        #expect(StringCatalogSplice.bytes(of: file, reading: old, changedTo: removed, path: "A.xcstrings") == removed.canonicalBytes())
    }

    @Test("Fuzz regression: a file with a key written twice is the file itself when unchanged, Xcode's whole form when edited")
    func unchangedFileTheSlicesDoNotCut() throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/Catalog/splice/fuzz-unchanged.xcstrings").path
        let file = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        let old = try StringCatalogDocument(bytes: file, file: path)
        #expect(StringCatalogSplice.bytes(of: file, reading: old, changedTo: old, path: path) == file)
        // "f_precision" is written twice: the slices do not cut such a file (which entry is the
        // key's?), so an edit writes the whole document, which reads as the edited one.
        #expect(StringCatalogSlices(bytes: file, file: path) == nil)
        var new = old
        new.strings["d"]?.comment = "edited"
        let spliced = StringCatalogSplice.bytes(of: file, reading: old, changedTo: new, path: path)
        #expect(spliced == new.canonicalBytes())
        #expect(try StringCatalogDocument(bytes: spliced, file: path) == new)
    }
}
