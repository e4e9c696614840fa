import Stringsdict
import Testing

@Suite("Catalog merge: three-way by key, language and variant")
struct StringCatalogMergeTests {
    typealias Document = StringCatalogDocument

    static func unit(_ value: String, _ state: String = "translated") -> Document.Localization {
        .init(stringUnit: .init(state: state, value: value))
    }

    static func entry(_ localizations: [String: Document.Localization], comment: String? = nil) -> Document.Entry {
        .init(comment: comment, localizations: localizations)
    }

    static let base = Document(sourceLanguage: "en", strings: [
        "a": entry(["en": unit("A"), "de": unit("A-de")]),
        "b": entry(["en": unit("B")]),
        "p": entry(["en": .init(variations: .init(plural: ["one": unit("%lld file"), "other": unit("%lld files")]))]),
    ])

    @Test("Different keys, languages and variants changed on each side all merge, without conflict")
    func cleanMerge() {
        var ours = Self.base, theirs = Self.base
        ours.strings["c"] = Self.entry(["en": Self.unit("C")])                       // added by ours
        ours.strings["a"]?.localizations?["fr"] = Self.unit("A-fr")                 // language added by ours
        theirs.strings["a"]?.localizations?["de"] = Self.unit("A-de 2")             // other language changed by theirs
        theirs.strings["b"] = nil                                                    // deleted by theirs
        ours.strings["p"]?.localizations?["en"]?.variations?.plural?["one"] = Self.unit("%lld file!")
        theirs.strings["p"]?.localizations?["en"]?.variations?.plural?["zero"] = Self.unit("no files")
        theirs.strings["a"]?.comment = "A comment"
        let result = StringCatalogMerge.merge(base: Self.base, ours: ours, theirs: theirs)
        #expect(result.conflicts.isEmpty)
        let merged = result.document
        #expect(merged.strings.keys.sorted() == ["a", "c", "p"])
        #expect(merged.strings["a"]?.localizations?["fr"]?.stringUnit?.value == "A-fr")
        #expect(merged.strings["a"]?.localizations?["de"]?.stringUnit?.value == "A-de 2")
        #expect(merged.strings["a"]?.comment == "A comment")
        #expect(merged.strings["p"]?.localizations?["en"]?.variations?.plural?.mapValues { $0.stringUnit?.value ?? "" } ==
            ["one": "%lld file!", "other": "%lld files", "zero": "no files"])
    }

    @Test("The same unit changed to two values: ours is kept, marked needs_review, and the key path listed")
    func conflict() {
        var ours = Self.base, theirs = Self.base
        ours.strings["a"]?.localizations?["de"] = Self.unit("Ours")
        theirs.strings["a"]?.localizations?["de"] = Self.unit("Theirs")
        theirs.strings["a"]?.localizations?["en"] = Self.unit("A2")
        let result = StringCatalogMerge.merge(base: Self.base, ours: ours, theirs: theirs)
        #expect(result.conflicts.map(\.keyPath) == [["strings", "a", "localizations", "de", "stringUnit"]])
        #expect(result.conflicts.first?.detail == "ours \"Ours\", theirs \"Theirs\"; kept ours, marked needs_review")
        #expect(result.document.strings["a"]?.localizations?["de"]?.stringUnit == .init(state: "needs_review", value: "Ours"))
        #expect(result.document.strings["a"]?.localizations?["en"]?.stringUnit?.value == "A2")
    }

    @Test("The same change on both sides, or a state change on one side, is no conflict")
    func sameChange() {
        var ours = Self.base, theirs = Self.base
        ours.strings["b"]?.localizations?["en"] = Self.unit("B2")
        theirs.strings["b"]?.localizations?["en"] = Self.unit("B2")
        ours.strings["a"]?.localizations?["de"] = Self.unit("A-de", "needs_review")
        let result = StringCatalogMerge.merge(base: Self.base, ours: ours, theirs: theirs)
        #expect(result.conflicts.isEmpty)
        #expect(result.document.strings["b"]?.localizations?["en"]?.stringUnit?.value == "B2")
        #expect(result.document.strings["a"]?.localizations?["de"]?.stringUnit?.state == "needs_review")
    }

    @Test("A key deleted on one side and changed on the other is kept, marked needs_review, and listed")
    func deleteAndChange() {
        var ours = Self.base, theirs = Self.base
        ours.strings["b"] = nil
        theirs.strings["b"]?.localizations?["en"] = Self.unit("B changed")
        let result = StringCatalogMerge.merge(base: Self.base, ours: ours, theirs: theirs)
        #expect(result.conflicts.map(\.keyPath) == [["strings", "b"]])
        #expect(result.document.strings["b"]?.localizations?["en"]?.stringUnit == .init(state: "needs_review", value: "B changed"))
    }

    @Test("Merging an Xcode-written catalog with itself changes nothing, byte for byte")
    func identity() throws {
        let bytes = [UInt8](try FixtureFiles.data("Catalog/Xcode/cse/Localizable.xcstrings"))
        let document = try StringCatalogDocument(bytes: bytes, file: "Localizable.xcstrings")
        let result = StringCatalogMerge.merge(base: document, ours: document, theirs: document)
        #expect(result.conflicts.isEmpty)
        #expect(result.document.canonicalBytes() == bytes)
    }
}
