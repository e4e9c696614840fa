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

    @Test("A plural flattened into a string unit on one side and a variant edited on the other: ours kept whole, marked needs_review, listed")
    func flattenedPluralAgainstEditedVariant() {
        let flat = Self.unit("%lld file(s)")
        var edited = Self.base.strings["p"]?.localizations?["en"]
        edited?.variations?.plural?["one"] = Self.unit("%lld file!")
        for oursFlattens in [true, false] {
            var ours = Self.base, theirs = Self.base
            ours.strings["p"]?.localizations?["en"] = oursFlattens ? flat : edited
            theirs.strings["p"]?.localizations?["en"] = oursFlattens ? edited : flat
            let result = StringCatalogMerge.merge(base: Self.base, ours: ours, theirs: theirs)
            #expect(result.conflicts.map(\.keyPath) == [["strings", "p", "localizations", "en"]])
            let merged = result.document.strings["p"]?.localizations?["en"]
            if oursFlattens {
                // Ours, one string unit and nothing else, for review.
                #expect(merged == .init(stringUnit: .init(state: "needs_review", value: "%lld file(s)")))
            } else {
                // Ours, the plural with its edited variant, every variant for review.
                #expect(merged?.stringUnit == nil)
                #expect(merged?.variations?.plural?["one"]?.stringUnit == .init(state: "needs_review", value: "%lld file!"))
                #expect(merged?.variations?.plural?["other"]?.stringUnit == .init(state: "needs_review", value: "%lld files"))
            }
            #expect(result.conflicts.first?.detail.contains(oursFlattens ? "ours is a string unit, theirs is plural variations" : "ours is plural variations, theirs is a string unit") == true)
        }
    }

    @Test("A substitution's variations removed by ours and edited by theirs: a conflict, the value marked needs_review")
    func substitutionVariationsRemovedAgainstEdited() {
        func value(_ variations: Document.Variations?) -> Document.Localization {
            .init(stringUnit: .init(value: "%#@n@"), substitutions: ["n": .init(argNum: 1, formatSpecifier: "lld", variations: variations)])
        }
        let plural = Document.Variations(plural: ["one": Self.unit("%arg file"), "other": Self.unit("%arg files")])
        var edited = plural
        edited.plural?["one"] = Self.unit("%arg file!")
        var base = Self.base, ours = Self.base, theirs = Self.base
        base.strings["s"] = Self.entry(["en": value(plural)])
        ours.strings["s"] = Self.entry(["en": value(nil)])
        theirs.strings["s"] = Self.entry(["en": value(edited)])
        let result = StringCatalogMerge.merge(base: base, ours: ours, theirs: theirs)
        #expect(result.conflicts.map(\.keyPath) == [["strings", "s", "localizations", "en", "substitutions", "n", "variations"]])
        #expect(result.document.strings["s"]?.localizations?["en"]?.stringUnit == .init(state: "needs_review", value: "%#@n@"))
        #expect(result.document.strings["s"]?.localizations?["en"]?.substitutions?["n"]?.variations == nil)
    }

    @Test("A key changed by ours and deleted by theirs is kept and marked needs_review, like the other way round")
    func changeAndDelete() {
        var ours = Self.base, theirs = Self.base
        theirs.strings["b"] = nil
        ours.strings["b"]?.localizations?["en"] = Self.unit("B changed")
        let result = StringCatalogMerge.merge(base: Self.base, ours: ours, theirs: theirs)
        #expect(result.conflicts.map(\.keyPath) == [["strings", "b"]])
        #expect(result.document.strings["b"]?.localizations?["en"]?.stringUnit == .init(state: "needs_review", value: "B changed"))
    }

    @Test("A conflict in fields the model does not know shows both sides as compact JSON")
    func unknownFieldConflictShowsJSON() {
        var base = Self.base, ours = Self.base, theirs = Self.base
        base.strings["a"]?.otherFields = ["x-review": .object(JSONObject([.init(key: "by", value: .string("base"))]))]
        ours.strings["a"]?.otherFields = ["x-review": .object(JSONObject([.init(key: "by", value: .string("ours")), .init(key: "n", value: .number(1))]))]
        theirs.strings["a"]?.otherFields = ["x-review": .array([.bool(true), .null])]
        let result = StringCatalogMerge.merge(base: base, ours: ours, theirs: theirs)
        #expect(result.conflicts.map(\.keyPath) == [["strings", "a", "x-review"]])
        #expect(result.conflicts.first?.detail == #"changed on both sides (ours {"by":"ours","n":1}, theirs [true,null]); kept ours"#)
        #expect(result.conflicts.first?.description.contains("Optional(") == false)
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
