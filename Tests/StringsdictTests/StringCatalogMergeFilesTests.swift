import Foundation
@testable import Stringsdict
import StringsdictTestSupport
import Testing

/// The merge from files (entries cut by `StringCatalogSlices`, each spelling read once) against
/// the reference: the three files read in full and merged as documents. Same bytes, same
/// conflicts, same errors, on the fixtures and on generated three-way cases.
@Suite("Catalog merge from files: the same result as the merge of the documents")
struct StringCatalogMergeFilesTests {
    typealias Document = StringCatalogDocument

    /// What a merge gives: the merged bytes and conflicts, or the error's text.
    enum Outcome: Equatable {
        case merged([UInt8], [String])
        case failed(String)
    }

    /// The reference: each file read in full as a command that writes it back reads it (a key
    /// written twice refused, as `catalog format` refuses it), then merged as documents.
    static func reference(_ texts: [[UInt8]], files: [String]) -> Outcome {
        do throws(StringsdictError) {
            let documents = try (0..<3).map { index throws(StringsdictError) in try Document(refusingDuplicates: texts[index], file: files[index]) }
            let result = StringCatalogMerge.merge(base: documents[0], ours: documents[1], theirs: documents[2])
            return .merged(result.document.canonicalBytes(), result.conflicts.map(\.description))
        } catch {
            return .failed(error.description)
        }
    }

    /// The merge from bytes; nil when it leaves the files to the full read.
    static func fast(_ texts: [[UInt8]], files: [String]) -> Outcome? {
        StringCatalogMerge.merge(baseBytes: texts[0], oursBytes: texts[1], theirsBytes: texts[2], files: files)
            .map { .merged($0.document.canonicalBytes(capacity: $0.outputCapacity), $0.conflicts.map(\.description)) }
    }

    /// The public entry point on the files.
    static func fromFiles(_ files: [String]) -> Outcome {
        do throws(StringsdictError) {
            let result = try StringCatalogMerge.merge(contentsOfBase: files[0], ours: files[1], theirs: files[2])
            return .merged(result.document.canonicalBytes(capacity: result.outputCapacity), result.conflicts.map(\.description))
        } catch {
            return .failed(error.description)
        }
    }

    /// Checks the fast path (when it runs) and the files' path against the reference;
    /// `expectFast` says whether the fast path must run.
    static func check(_ texts: [String], expectFast: Bool?, _ comment: Comment? = nil, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        try check(texts.map { Array($0.utf8) }, expectFast: expectFast, comment, sourceLocation: sourceLocation)
    }

    static func check(_ texts: [[UInt8]], expectFast: Bool?, _ comment: Comment? = nil, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("merge-files-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = ["base", "ours", "theirs"].map { folder.appendingPathComponent("\($0).xcstrings").path }
        for (text, file) in zip(texts, files) { try Data(text).write(to: URL(fileURLWithPath: file)) }
        let expected = reference(texts, files: files)
        let fast = fast(texts, files: files)
        if let expectFast { #expect((fast != nil) == expectFast, comment, sourceLocation: sourceLocation) }
        if let fast { #expect(fast == expected, comment, sourceLocation: sourceLocation) }
        #expect(fromFiles(files) == expected, comment, sourceLocation: sourceLocation)
    }

    static func catalog(_ members: String, strings: [String]) -> String {
        "{\(members)\"strings\":{\(strings.joined(separator: ","))}}"
    }

    static func entry(_ key: String, _ value: String, language: String = "de", state: String = "translated") -> String {
        #""\#(key)" : { "localizations" : { "\#(language)" : { "stringUnit" : { "state" : "\#(state)", "value" : "\#(value)" } } } }"#
    }

    @Test("Every fixture catalog merged with changed versions of itself: the same bytes and conflicts (or the same error)", arguments: StringCatalogReaderTests.fixtures)
    func fixtures(_ path: String) throws {
        let original = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        try Self.check([original, original, original], expectFast: nil, "\(path): unchanged")
        guard var document = try? Document(bytes: original, file: path) else {
            // A broken fixture: the merge refuses it as the full read does, from any side.
            let good = Array(Self.catalog(#""sourceLanguage":"en","#, strings: []).utf8)
            try Self.check([original, good, good], expectFast: false, "\(path) as base")
            try Self.check([good, good, original], expectFast: false, "\(path) as theirs")
            return
        }
        // Keys with escapes are left to the full read (the scanner does not decode them).
        let scans = StringCatalogSlices.scan(original) != nil
        let keys = document.strings.keys.sorted()
        var ours = document, theirs = document
        for (index, key) in keys.enumerated() {
            switch index % 5 {
            case 0: ours.strings[key]?.localizations?["de"] = .init(stringUnit: .init(value: "ours \(index)"))
            case 1: theirs.strings[key]?.localizations?["fr"] = .init(stringUnit: .init(value: "theirs \(index)"))
            case 2:
                ours.strings[key]?.comment = "ours"
                theirs.strings[key]?.comment = "theirs"
            case 3: theirs.strings[key] = nil
            default: ours.strings[key]?.extractionState = "manual"
            }
        }
        ours.strings["added by ours"] = .init(localizations: ["en": .init(stringUnit: .init(value: "o"))])
        theirs.strings["added by theirs"] = .init(localizations: ["en": .init(stringUnit: .init(value: "t"))])
        try Self.check([original, ours.canonicalBytes(), theirs.canonicalBytes()], expectFast: scans, "\(path)")
        document.version = "1.1"
        try Self.check([original, document.canonicalBytes(), theirs.canonicalBytes()], expectFast: scans, "\(path): version")
    }

    @Test("Conflicts, deletions on one side, additions on both sides, the same addition on both, a change against a deletion")
    func threeWayCases() throws {
        let head = #""sourceLanguage" : "en", "version" : "1.0", "#
        let base = Self.catalog(head, strings: [Self.entry("a", "A"), Self.entry("b", "B"), Self.entry("c", "C"), Self.entry("d", "D"), Self.entry("e", "E")])
        let ours = Self.catalog(head, strings: [Self.entry("a", "A ours"), Self.entry("b", "B ours"), Self.entry("d", "D"), Self.entry("e", "E ours"), Self.entry("x", "X"), Self.entry("y", "Y")])
        let theirs = Self.catalog(head, strings: [Self.entry("a", "A theirs"), Self.entry("c", "C theirs"), Self.entry("d", "D", state: "needs_review"), Self.entry("x", "X"), Self.entry("z", "Z")])
        try Self.check([base, ours, theirs], expectFast: true)
        // Whitespace differs, content does not: no change.
        let spaced = Self.catalog(head, strings: [Self.entry("a", "A"), #""b":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"B"}}}}"#, Self.entry("c", "C"), Self.entry("d", "D"), Self.entry("e", "E")])
        try Self.check([base, spaced, theirs], expectFast: true)
        try Self.check([spaced, ours, base], expectFast: true)
    }

    @Test("The top-level fields changed on one side, on both sides, and a field this model does not know")
    func topLevel() throws {
        let strings = [Self.entry("a", "A")]
        let base = Self.catalog(#""sourceLanguage" : "en", "version" : "1.0", "#, strings: strings)
        try Self.check([base, Self.catalog(#""sourceLanguage" : "de", "version" : "1.0", "#, strings: strings), base], expectFast: true)
        try Self.check([base, base, Self.catalog(#""sourceLanguage" : "en", "version" : "1.1", "#, strings: strings)], expectFast: true)
        try Self.check([base, Self.catalog(#""sourceLanguage" : "fr", "#, strings: strings), Self.catalog(#""sourceLanguage" : "de", "version" : "1.1", "#, strings: strings)], expectFast: true)
        try Self.check([base, Self.catalog(#""sourceLanguage" : "en", "version" : "1.0", "extra" : [1, {"x" : null}], "#, strings: strings), base], expectFast: true)
        // `strings` before the other members.
        try Self.check([base, "{\"strings\":{\(strings[0])},\"sourceLanguage\":\"en\"}", base], expectFast: true)
    }

    @Test("A key spelled with an escape, or in another normalization, in one version: left to the full read, same result")
    func keySpellings() throws {
        let head = #""sourceLanguage" : "en", "#
        let base = Self.catalog(head, strings: [Self.entry("caf\u{E9}", "1")])
        try Self.check([base, Self.catalog(head, strings: [Self.entry(#"caf\u00e9"#, "2")]), base], expectFast: false)
        try Self.check([base, base, Self.catalog(head, strings: [Self.entry("cafe\u{301}", "3")])], expectFast: false)
        try Self.check([base, Self.catalog(head, strings: [Self.entry("cafe\u{301}", "2")]), Self.catalog(head, strings: [Self.entry("caf\u{E9}", "3")])], expectFast: false)
        // The same key twice in one file: refused (the merge would keep the first and lose the second).
        try Self.check([base, Self.catalog(head, strings: [Self.entry("k", "1"), Self.entry("k", "2")]), base], expectFast: false)
        let twice = [base, Self.catalog(head, strings: [Self.entry("k", "1"), Self.entry("k", "2")]), base]
        #expect(Self.reference(twice.map { Array($0.utf8) }, files: ["b", "o", "t"]) == .failed(
            "o:1:138: error: key 'k' is written twice in one object (first at line 1); remove one, then format"))
    }

    @Test("An error in an entry that is the same in two versions, or in the head, is reported as the full read reports it")
    func errors() throws {
        let head = #""sourceLanguage" : "en", "#
        let good = Self.catalog(head, strings: [Self.entry("a", "A"), Self.entry("b", "B")])
        let broken = Self.catalog(head, strings: [Self.entry("a", "A"), #""b" : { "localizations" : { "de" : { "stringUnit" : { "state" : 5, "value" : "B" } } } }"#])
        let changed = Self.catalog(head, strings: [Self.entry("a", "A2"), #""b" : { "localizations" : { "de" : { "stringUnit" : { "state" : 5, "value" : "B" } } } }"#])
        try Self.check([broken, changed, broken], expectFast: false)
        try Self.check([good, good, Self.catalog(#""sourceLanguage" : 1, "#, strings: [Self.entry("a", "A"), Self.entry("b", "B")])], expectFast: false)
        try Self.check([good, good, Self.catalog(head, strings: [Self.entry("a", "A"), #""b" : { "localizations" : { "de" : "#])], expectFast: false)
        try Self.check([good, good + " x", good], expectFast: false)
        try Self.check([good, "[]", good], expectFast: false)
        // A comma before a closing brace (found by the CatalogMergeFiles fuzzer): refused, with
        // the reader's place, whether it ends the entries or the catalog.
        let trailingInStrings = #"{ "sourceLanguage" : "en", "strings" : { "a" : { }, }, "version" : "1.0" }"#
        let trailingAtEnd = #"{ "sourceLanguage" : "en", "strings" : { "a" : { } }, "version" : "1.0", }"#
        let trailingAfterStrings = #"{ "sourceLanguage" : "en", "strings" : { "a" : { } },\#n}"#
        for broken in [trailingInStrings, trailingAtEnd, trailingAfterStrings] {
            #expect(StringCatalogSlices.scan(Array(broken.utf8)) == nil, "\(broken)")
            #expect(StringCatalogSlices(bytes: Array(broken.utf8), file: "x") == nil, "\(broken)")
            try Self.check([broken, good, good], expectFast: false)
            try Self.check([good, good, broken], expectFast: false)
        }
    }

    @Test("Generated three-way merges of 40 keys in 3 languages with random changes on each side", arguments: 0..<40)
    func generated(_ seed: Int) throws {
        var random = Generator(seed: UInt64(seed))
        let languages = ["de", "fr", "ja"]
        var base = Document(sourceLanguage: "en")
        for key in 0..<40 {
            var localizations: [String: Document.Localization] = [:]
            for language in languages where random.next(4) > 0 {
                localizations[language] = .init(stringUnit: .init(state: random.next(3) == 0 ? "new" : "translated", value: "\(key)-\(language)"))
            }
            if random.next(6) == 0 {
                localizations["en"] = .init(variations: .init(plural: ["one": .init(stringUnit: .init(value: "%lld one")), "other": .init(stringUnit: .init(value: "%lld other"))]))
            }
            base.strings["key \(key)"] = .init(comment: random.next(3) == 0 ? "comment \(key)" : nil, localizations: localizations)
        }
        func changed(_ side: String) -> Document {
            var document = base
            for key in base.strings.keys.sorted() {
                switch random.next(10) {
                case 0: document.strings[key] = nil
                case 1: document.strings[key]?.localizations?[languages[random.next(3)]] = .init(stringUnit: .init(value: "\(side) \(random.next(2))"))
                case 2: document.strings[key]?.localizations?[languages[random.next(3)]] = nil
                case 3: document.strings[key]?.comment = "\(side) \(random.next(2))"
                case 4: document.strings[key]?.localizations?["en"]?.variations?.plural?["one"] = .init(stringUnit: .init(value: "\(side) %lld"))
                case 5: document.strings[key]?.localizations?[languages[random.next(3)]]?.stringUnit?.state = "needs_review"
                default: break
                }
            }
            for added in 0..<random.next(3) { document.strings["added \(added)"] = .init(localizations: ["de": .init(stringUnit: .init(value: "\(side) \(random.next(2))"))]) }
            if random.next(8) == 0 { document.version = "1.1" }
            if random.next(8) == 0 { document.sourceLanguage = "de" }
            return document
        }
        let ours = changed("ours"), theirs = changed("theirs")
        try Self.check([base.canonicalBytes(), ours.canonicalBytes(), theirs.canonicalBytes()], expectFast: true, "seed \(seed)")
    }

    /// A small deterministic generator (SplitMix64), so a failing seed can be run again.
    struct Generator {
        var state: UInt64
        init(seed: UInt64) { state = seed &* 0x9E37_79B9_7F4A_7C15 &+ 1 }
        mutating func next(_ bound: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((z ^ (z >> 31)) % UInt64(bound))
        }
    }
}
