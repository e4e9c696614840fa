import Foundation
@testable import Stringsdict
import Testing

/// The fast loader (``StringsdictLoader``) against the tree path (``PropertyListReader`` +
/// ``EntryCompiler``): whenever the fast loader takes a file, the messages it makes must be
/// indistinguishable from the tree path's (keys, kinds, locations, plural structure, the lazily
/// rebuilt variables, renders and render errors); whenever it declines, the public bytes
/// initializer must give exactly the tree path's result.
@Suite("Loading .stringsdict bytes straight into a plan")
struct StringsdictLoaderTests {
    typealias Oracle = LoaderOracle

    // MARK: 1. DuckDuckGo: every file takes the fast path and equals the tree path

    static let corpusRoot = PropertyListFixtures.path("corpus")

    /// Paths relative to `Fixtures/corpus` of the `.stringsdict` files under `folder`.
    static func stringsdictFiles(under folder: String) -> [String] {
        FileManagerShim.files(under: corpusRoot + "/" + folder)
            .filter { $0.hasSuffix(".stringsdict") }
            .map { String($0.dropFirst(corpusRoot.count + 1)) }
            .sorted()
    }

    static let duckDuckGoFiles = stringsdictFiles(under: "duckduckgo-ios")
    static let swiftGenFiles = stringsdictFiles(under: "swiftgen-fixtures")
    static let demoFiles: [String] = FileManagerShim.files(under: FixtureFiles.demoResources)
        .filter { $0.hasSuffix(".stringsdict") }
        .map { String($0.dropFirst(FixtureFiles.demoResources.count + 1)) }
        .sorted()

    /// The locale of a file's `xx.lproj` folder (English outside one, and for `Base`).
    static func locale(ofFile path: String) throws -> LocaleIdentifier {
        let folder = path.split(separator: "/").dropLast().last.map(String.init) ?? ""
        if folder.hasSuffix(".lproj"), let locale = LocalizationName(folder).locale { return locale }
        return try LocaleIdentifier("en")
    }

    @Test("The corpora are all there")
    func corporaPresent() {
        #expect(Self.duckDuckGoFiles.count == 50)
        #expect(Self.swiftGenFiles.count == 8)
        #expect(Self.demoFiles.count == 24)
    }

    @Test("Every DuckDuckGo file takes the fast path and equals the tree path", arguments: duckDuckGoFiles)
    func duckDuckGo(path: String) throws {
        let bytes = try PropertyListFixtures.bytes("corpus/" + path)
        let context = try RenderContext(locale: Self.locale(ofFile: path))
        let fast = try #require(Oracle.fast(bytes, file: path), "the fast loader declined \(path)")
        let tree = try Oracle.tree(bytes, file: path).get()
        #expect(!fast.isEmpty)
        #expect(fast.values.contains { $0.hasPlurals })
        let differences = Oracle.differences(fast: fast, tree: tree.messages, contexts: [context])
        #expect(differences.isEmpty, "\(path): \(differences.count) differences: \(differences.prefix(5))")
        // The public initializer takes the fast path too, and so equals the tree path.
        let loaded = try LocalizationTable(name: "Localizable", stringsdict: bytes, file: path)
        #expect(loaded.keys == tree.keys)
        #expect(loaded.problems.isEmpty)
    }

    // MARK: 2. SwiftGen fixtures and the demo resources: nil or equal

    @Test("Every SwiftGen fixture: the fast loader declines it or equals the tree path", arguments: swiftGenFiles)
    func swiftGen(path: String) throws {
        let bytes = try PropertyListFixtures.bytes("corpus/" + path)
        let contexts = try ["en", "ru", "ar"].map { try RenderContext(locale: LocaleIdentifier($0)) }
        let outcome = Oracle.check(bytes, file: path, contexts: contexts)
        #expect(outcome.differences.isEmpty, "\(path): \(outcome.differences.prefix(5))")
    }

    @Test("Every demo resource: the fast loader declines it or equals the tree path", arguments: demoFiles)
    func demoResource(path: String) throws {
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: FixtureFiles.demoResources + "/" + path)))
        let contexts = try [RenderContext(locale: Self.locale(ofFile: path)), RenderContext(locale: LocaleIdentifier("en"))]
        let outcome = Oracle.check(bytes, file: path, contexts: contexts)
        #expect(outcome.differences.isEmpty, "\(path): \(outcome.differences.prefix(5))")
    }

    // MARK: 3. crafted inputs

    @Test("Crafted inputs: nil, or equal to the tree path; the public initializer equals the tree path",
          arguments: LoaderCases.all)
    func crafted(input: LoaderCase) throws {
        let contexts = try ["en", "ru", "ar", "fr"].map { try RenderContext(locale: LocaleIdentifier($0)) }
        let outcome = Oracle.check(input.bytes, file: "Crafted.stringsdict", limits: input.limits, contexts: contexts)
        #expect(outcome.differences.isEmpty, "\(outcome.differences.count) differences: \(outcome.differences.prefix(6))")
        switch input.path {
        case .fast:
            #expect(outcome.tookFastPath, "the fast loader declined a file in the shape it reads")
        case .tree:
            #expect(!outcome.tookFastPath, "the fast loader took a file it must leave to the tree path")
        case .either:
            break
        }
        if let expectedKeys = input.keys {
            #expect(outcome.treeKeys == expectedKeys.sorted())
        }
    }

    @Test("Crafted inputs cover both paths")
    func craftedCoverage() {
        let cases = LoaderCases.all
        #expect(cases.count > 100)
        #expect(cases.filter { $0.path == .fast }.count > 40)
        #expect(cases.filter { $0.path == .tree }.count > 40)
        #expect(Set(cases.map(\.name)).count == cases.count, "case names are unique")
    }

    @Test("A few crafted values read as XML says")
    func craftedValues() throws {
        let en = try LocaleIdentifier("en")
        // Entities, character references and line breaks in keys and values.
        let xml = LoaderCases.file(
            LoaderCases.pair("k&lt;&#233;&#x1F600;", LoaderCases.string("a&amp;b&quot;c&apos;d&gt;\r\ne\rf&#13;g"))
                + LoaderCases.pair("n", LoaderCases.entry("%#@v&#x41;@", [("v&#65;", LoaderCases.variable("d", [("one", "&lt;%d&gt; caf&#233;"), ("other", "%d &#x1F600;")]))])))
        let fast = try #require(Oracle.fast(Array(xml.utf8), file: "t"))
        let text = try #require(fast["k<é😀"])
        guard case .text(let value, _) = text.kind else {
            Issue.record("expected a text message, got \(text.kind)")
            return
        }
        #expect(value == "a&b\"c'd>\ne\nf\rg")
        let plural = try #require(fast["n"])
        #expect(try plural.render(locale: en, 1) == "<1> café")
        #expect(try plural.render(locale: en, 7) == "7 😀")
        guard case .plural(let entry) = plural.kind else {
            Issue.record("expected a plural message")
            return
        }
        #expect(entry.variableNames == ["vA"])
        #expect(entry.formatKey == "%#@vA@")
    }

    @Test("The comparison notices a difference in any part it compares")
    func comparisonIsNotVacuous() throws {
        let ru = try RenderContext(locale: LocaleIdentifier("ru"))
        let base = LoaderCases.file(LoaderCases.nestedBody + LoaderCases.pair("text", LoaderCases.string("Text %d")))
        let baseMessages = try #require(Oracle.fast(Array(base.utf8), file: "t"))
        #expect(Oracle.differences(fast: baseMessages, tree: try Oracle.tree(Array(base.utf8), file: "t").get().messages, contexts: [ru]).isEmpty)
        let changes: [(String, String)] = [
            ("a variant's text", base.replacingScalars(of: "folders on", with: "folders in")),
            ("a location", base.replacingScalars(of: "<key>nested</key>", with: "<key>nested</key>\n")),
            ("a value type", base.replacingScalars(of: "<string>ld</string>", with: "<string>lld</string>")),
            ("a category", base.replacingScalars(of: "<key>few</key>", with: "<key>two</key>")),
            ("a plain text", base.replacingScalars(of: "Text %d", with: "Text %i")),
            ("a key", base.replacingScalars(of: "<key>text</key>", with: "<key>text2</key>")),
            ("a file name", base),
        ]
        for (name, changed) in changes {
            let file = name == "a file name" ? "other" : "t"
            let changedMessages = try Oracle.tree(Array(changed.utf8), file: file).get().messages
            #expect(!Oracle.differences(fast: baseMessages, tree: changedMessages, contexts: [ru]).isEmpty, "\(name)")
        }
        // Renders are compared as text, not only as errors.
        let path = "duckduckgo-ios/DuckDuckGo/ru.lproj/Localizable.stringsdict"
        let table = try #require(Oracle.fast(try PropertyListFixtures.bytes("corpus/" + path), file: path))
        let message = try #require(table["bookmark.deleteFolderAlert.message"])
        #expect(try Oracle.render(message, ru, [.int(1)]).get() == "Вы точно хотите удалить эту папку с 1 объектом?")
        #expect(try Oracle.render(message, ru, [.int(5)]).get() == "Вы точно хотите удалить эту папку с 5 объектами?")
    }

    // MARK: 4. locations

    @Test("Locations: fast path equals tree path with multi-line values, non-ASCII text and each line ending",
          arguments: ["\n", "\r\n", "\r"])
    func locations(lineEnding: String) throws {
        let text = LoaderCases.locationFile(lineEnding: lineEnding)
        let bytes = Array(text.utf8)
        let fast = try #require(Oracle.fast(bytes, file: "Loc.stringsdict"))
        let tree = try Oracle.tree(bytes, file: "Loc.stringsdict").get()
        #expect(fast.keys.sorted() == tree.keys)
        for key in tree.keys {
            let fastMessage = try #require(fast[key])
            let treeMessage = try #require(tree[key])
            let location = try #require(fastMessage.location, "\(key) has no location")
            #expect(location == treeMessage.location, "\(key)")
            // An independent count: lines and scalar columns of the value's start tag.
            #expect(location == LoaderCases.expectedLocation(ofValueOf: key, in: text, file: "Loc.stringsdict"), "\(key)")
            if case .plural(let fastEntry) = fastMessage.kind, case .plural(let treeEntry) = treeMessage.kind {
                #expect(fastEntry.variables.map(\.location) == treeEntry.variables.map(\.location), "\(key)")
                #expect(fastEntry.variables.map { $0.variants.map(\.location) } == treeEntry.variables.map { $0.variants.map(\.location) }, "\(key)")
                #expect(fastEntry.variables.allSatisfy { $0.location != nil && $0.variants.allSatisfy { $0.location != nil } })
            }
        }
        // The entries after the multi-line values are where the text says.
        let last = try #require(fast["последний"]?.location)
        #expect(last.line > 20)
    }

    // MARK: 5. the UTF-8 validator

    @Test("validateUTF8 agrees with String(validating:) and XML's character rules on random and mutated bytes")
    func validatorProperty() {
        var generator = SplitMix64(seed: 0x5754_4638_5641_4C44)
        var mismatches: [String] = []
        var outcomes: [Bool: Int] = [:]
        for round in 0..<8000 {
            let body: [UInt8]
            switch round % 3 {
            case 0: body = UTF8Fuzz.randomBytes(&generator)
            case 1: body = UTF8Fuzz.mutatedText(&generator)
            default: body = UTF8Fuzz.pieces(&generator)
            }
            let prefix = (0..<Int(generator.next() % 8)).map { _ in UInt8(0x20 + generator.next() % 0x5F) }
            let bytes = prefix + body
            for xml in [false, true] {
                let expected = UTF8Fuzz.reference(bytes[...], xmlCharacters: xml)
                let actual = UTF8Fuzz.validates(bytes, from: 0, xmlCharacters: xml)
                outcomes[expected, default: 0] += 1
                if expected != actual {
                    mismatches.append("xml \(xml) \(UTF8Fuzz.hex(bytes)): reference \(expected), validateUTF8 \(actual)")
                }
            }
            // The same body after a prefix the validator is told to skip (which may be invalid).
            let junk = (0..<Int(generator.next() % 8)).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
            let offsetBytes = junk + body
            let expected = UTF8Fuzz.reference(offsetBytes[junk.count...], xmlCharacters: true)
            let actual = UTF8Fuzz.validates(offsetBytes, from: junk.count, xmlCharacters: true)
            if expected != actual {
                mismatches.append("from \(junk.count) \(UTF8Fuzz.hex(offsetBytes)): reference \(expected), validateUTF8 \(actual)")
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) mismatches: \(mismatches.prefix(8))")
        // Both answers are common, so neither side of the check is vacuous.
        #expect(outcomes[true, default: 0] > 3000)
        #expect(outcomes[false, default: 0] > 3000)
    }

    @Test("validateUTF8: every pair of bytes across a word's end; every lead with the telling second bytes everywhere")
    func validatorEveryPair() {
        var mismatches: [String] = []
        func check(_ filler: [UInt8], at position: Int, _ first: UInt8, _ second: UInt8) {
            var bytes = filler
            bytes[position] = first
            bytes[position + 1] = second
            for xml in [false, true] where UTF8Fuzz.reference(bytes[...], xmlCharacters: xml) != UTF8Fuzz.validates(bytes, from: 0, xmlCharacters: xml) {
                mismatches.append("xml \(xml) \(UTF8Fuzz.hex(bytes)): reference \(UTF8Fuzz.reference(bytes[...], xmlCharacters: xml))")
            }
        }
        // Fillers the word-at-a-time paths take (ASCII, Cyrillic), so the pair decides.
        let ascii = Array("abcdefghijklmnop".utf8)
        let cyrillic = Array("жжжжжжжж".utf8)
        // Every pair where a lead ends the first word: the case the two-byte path leaves to the next word.
        for first in 0...255 {
            for second in 0...255 { check(ascii, at: 7, UInt8(first), UInt8(second)) }
        }
        // Every byte followed by each second byte that tells a class apart, at every offset.
        let seconds: [UInt8] = [0x00, 0x01, 0x08, 0x09, 0x0A, 0x0B, 0x0D, 0x1F, 0x20, 0x41, 0x7F, 0x80, 0x81, 0x8F, 0x90,
                                0x9F, 0xA0, 0xBF, 0xC0, 0xC1, 0xC2, 0xDF, 0xE0, 0xED, 0xEF, 0xF0, 0xF4, 0xF5, 0xFF]
        for first in 0...255 {
            for second in seconds {
                for position in 0...8 { check(ascii, at: position, UInt8(first), second) }
                for position in [0, 6, 8, 14] { check(cyrillic, at: position, UInt8(first), second) }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) mismatches: \(mismatches.prefix(8))")
    }

    @Test("validateUTF8: known sequences", arguments: UTF8Fuzz.knownSequences)
    func validatorKnown(sequence: UTF8Fuzz.Known) {
        for prefixLength in 0...9 {
            let bytes = [UInt8](repeating: UInt8(ascii: "a"), count: prefixLength) + sequence.bytes + Array("tail end".utf8)
            #expect(UTF8Fuzz.validates(bytes, from: 0, xmlCharacters: false) == sequence.valid, "prefix \(prefixLength)")
            #expect(UTF8Fuzz.validates(bytes, from: 0, xmlCharacters: true) == sequence.validXML, "prefix \(prefixLength)")
            #expect(UTF8Fuzz.reference(bytes[...], xmlCharacters: false) == sequence.valid, "the reference itself")
            #expect(UTF8Fuzz.reference(bytes[...], xmlCharacters: true) == sequence.validXML, "the reference itself")
        }
    }

    // MARK: 6. concurrency

    @Test("Many tasks render and read variables of fast-loaded entries at once: the serial results")
    func concurrentUse() async throws {
        let path = "duckduckgo-ios/DuckDuckGo/ru.lproj/Localizable.stringsdict"
        let bytes = try PropertyListFixtures.bytes("corpus/" + path)
        let crafted = Array(LoaderCases.file(LoaderCases.nestedBody + LoaderCases.twoSlotBody).utf8)
        let ru = try RenderContext(locale: LocaleIdentifier("ru"))
        let serialTable = try #require(Oracle.fast(bytes, file: path))
        let serialCrafted = try #require(Oracle.fast(crafted, file: "c"))
        let serial = Self.work(serialTable, context: ru) + Self.work(serialCrafted, context: ru)
        #expect(serial.count > 100)
        // Fresh tables: their entries' trees are not built yet, so the tasks race to build them.
        for _ in 0..<3 {
            let table = try #require(Oracle.fast(bytes, file: path))
            let craftedTable = try #require(Oracle.fast(crafted, file: "c"))
            let results = await withTaskGroup(of: [String].self) { group in
                for task in 0..<12 {
                    group.addTask {
                        // Each task walks the keys in its own order.
                        let own = Self.work(table, context: ru, rotation: task) + Self.work(craftedTable, context: ru, rotation: task * 5)
                        return own.sorted()
                    }
                }
                var all: [[String]] = []
                for await lines in group { all.append(lines) }
                return all
            }
            #expect(results.count == 12)
            for lines in results { #expect(lines == serial.sorted()) }
        }
    }

    /// Every plural entry's variables and renders, as lines.
    static func work(_ messages: [String: LocalizedMessage], context: RenderContext, rotation: Int = 0) -> [String] {
        let keys = messages.keys.sorted()
        guard !keys.isEmpty else { return [] }
        let split = rotation % keys.count
        var lines: [String] = []
        for key in keys[split...] + keys[..<split] {
            guard let message = messages[key] else { continue }
            if case .plural(let entry) = message.kind {
                lines += LoaderOracle.describe(entry).map { "\(key) \($0)" }
            }
            let kinds = message.argumentKinds(in: context)
            for count: Int64 in [0, 1, 2, 5, 21] {
                let arguments = kinds.map { LoaderOracle.typed($0, count) }
                lines.append("\(key) \(count) \(LoaderOracle.describe(LoaderOracle.render(message, context, arguments)))")
            }
        }
        return lines
    }
}

// MARK: - the comparison

/// Loads bytes both ways and compares everything a caller can observe.
enum LoaderOracle {
    static let counts: [Int64] = [0, 1, 2, 3, 5, 11, 21, 101, 1_000_000, -1]
    static let doubles: [Double] = [0.0, 0.5, 1.5, 2.25, 21.0]

    /// What ``check(_:file:limits:contexts:)`` found.
    struct Outcome {
        var tookFastPath: Bool
        var treeKeys: [String]?
        var differences: [String]
    }

    static func fast(_ bytes: [UInt8], file: String, limits: PropertyListLimits = .default) -> [String: LocalizedMessage]? {
        StringsdictLoader.messages(bytes, file: file, limits: limits)
    }

    /// The tree path: a property-list tree, compiled by ``EntryCompiler``.
    static func tree(_ bytes: [UInt8], file: String, limits: PropertyListLimits = .default) -> Result<LocalizationTable, StringsdictError> {
        Result { () throws(StringsdictError) in
            let (dictionary, _) = try PropertyListReader.readDictionary(bytes, file: file, limits: limits)
            return LocalizationTable(name: "Table", stringsdict: dictionary)
        }
    }

    /// The public bytes initializer (fast path, else tree path).
    static func publicTable(_ bytes: [UInt8], file: String, limits: PropertyListLimits = .default) -> Result<LocalizationTable, StringsdictError> {
        Result { () throws(StringsdictError) in
            try LocalizationTable(name: "Table", stringsdict: bytes, file: file, limits: limits)
        }
    }

    /// Fast result nil or equal to the tree path's; the public initializer equal to the tree path.
    static func check(_ bytes: [UInt8], file: String, limits: PropertyListLimits = .default, contexts: [RenderContext]) -> Outcome {
        let fastMessages = fast(bytes, file: file, limits: limits)
        let treeResult = tree(bytes, file: file, limits: limits)
        var differences: [String] = []
        if let fastMessages {
            switch treeResult {
            case .success(let table):
                differences += self.differences(fast: fastMessages, tree: table.messages, contexts: contexts).map { "fast vs tree: " + $0 }
            case .failure(let error):
                differences.append("fast vs tree: the fast loader took the file, the tree path throws \(error)")
            }
        }
        switch (publicTable(bytes, file: file, limits: limits), treeResult) {
        case (.success(let loaded), .success(let table)):
            differences += self.differences(fast: loaded.messages, tree: table.messages, contexts: contexts).map { "public vs tree: " + $0 }
            if loaded.problems != table.problems {
                differences.append("public vs tree: problems \(loaded.problems) ≠ \(table.problems)")
            }
            if loaded.files != [file] { differences.append("public: files \(loaded.files)") }
        case (.failure(let loadedError), .failure(let treeError)):
            if loadedError != treeError { differences.append("public vs tree: errors \(describe(loadedError)) ≠ \(describe(treeError))") }
        case (.success(let loaded), .failure(let treeError)):
            differences.append("public vs tree: public loads \(loaded.keys), the tree path throws \(describe(treeError))")
        case (.failure(let loadedError), .success(let table)):
            differences.append("public vs tree: public throws \(describe(loadedError)), the tree path loads \(table.keys)")
        }
        let treeKeys = try? treeResult.get().keys
        return Outcome(tookFastPath: fastMessages != nil, treeKeys: treeKeys, differences: differences)
    }

    /// Every difference between two loads of one file: keys, then per key the description and
    /// the renders of many argument lists in each context.
    static func differences(fast: [String: LocalizedMessage], tree: [String: LocalizedMessage], contexts: [RenderContext]) -> [String] {
        var differences: [String] = []
        let fastKeys = Set(fast.keys), treeKeys = Set(tree.keys)
        if fastKeys != treeKeys {
            differences.append("keys: only fast \(fastKeys.subtracting(treeKeys).sorted()), only tree \(treeKeys.subtracting(fastKeys).sorted())")
        }
        for key in treeKeys.intersection(fastKeys).sorted() {
            guard let a = fast[key], let b = tree[key] else { continue }
            var linesA = describe(a), linesB = describe(b)
            for context in contexts {
                linesA.append("argumentKinds \(a.argumentKinds(in: context))")
                linesB.append("argumentKinds \(b.argumentKinds(in: context))")
                for arguments in argumentLists(b.argumentKinds(in: context)) {
                    let label = "render \(context.locale) \(arguments) → "
                    linesA.append(label + describe(render(a, context, arguments)))
                    linesB.append(label + describe(render(b, context, arguments)))
                }
            }
            if linesA != linesB {
                let common = min(linesA.count, linesB.count)
                let index = (0..<common).first { linesA[$0] != linesB[$0] } ?? common
                let lineA = index < linesA.count ? linesA[index] : "(end)"
                let lineB = index < linesB.count ? linesB[index] : "(end)"
                differences.append("\(String(reflecting: key)): «\(lineA)» ≠ «\(lineB)»")
            }
        }
        return differences
    }

    // MARK: descriptions

    static func describe(_ message: LocalizedMessage) -> [String] {
        var lines = [
            "key \(String(reflecting: message.key))",
            "location \(message.location.map { "\($0)" } ?? "nil")",
            "hasPlurals \(message.hasPlurals)",
            "error \(message.error.map(describe) ?? "nil")",
        ]
        switch message.kind {
        case .text(let text, let format):
            lines.append("text \(String(reflecting: text))")
            switch format {
            case .success(let format): lines.append(describe(format, "format"))
            case .failure(let error): lines.append("format error \(describe(error))")
            }
        case .plural(let entry):
            lines += describe(entry)
        case .widths(let variants):
            for variant in variants {
                lines.append("width \(variant.width)")
                lines += describe(variant.message).map { "  " + $0 }
            }
        case .devices(let variants):
            for variant in variants {
                lines.append("device \(variant.device)")
                lines += describe(variant.message).map { "  " + $0 }
            }
        case .invalid(let error):
            lines.append("invalid \(describe(error))")
        }
        return lines
    }

    /// The plural structure, its variables rebuilt lazily on the fast path.
    static func describe(_ entry: PluralEntry) -> [String] {
        var lines = [
            "plural \(String(reflecting: entry.key))",
            "slotKinds \(entry.slotKinds) argumentCount \(entry.argumentCount)",
            "formatKey \(String(reflecting: entry.formatKey))",
            "variableNames \(entry.variableNames)",
            describe(entry.format, "format"),
        ]
        for variable in entry.variables {
            let valueType = variable.valueType
            lines.append("variable \(variable.name) slot \(variable.slot) valueType \(String(reflecting: valueType.text)) "
                + "percent \(valueType.hadPercentPrefix) implicit \(valueType.isImplicit) kind \(valueType.kind) "
                + "fraction \(valueType.fractionDigits.map { "\($0)" } ?? "-") at \(variable.location.map { "\($0)" } ?? "nil") "
                + "categories \(variable.categories)")
            for variant in variable.variants {
                lines.append("  \(variant.category) at \(variant.location.map { "\($0)" } ?? "nil") " + describe(variant.format, "format"))
            }
        }
        return lines
    }

    static func describe(_ format: FormatString, _ label: String) -> String {
        "\(label) \(String(reflecting: format.source)) from \(format.startingSlot) slotKinds \(format.slotKinds) "
            + "variables \(format.variableNames) segments \(format.segments)"
    }

    static func describe(_ error: StringsdictError) -> String {
        "[\(error.kind)\(error.code.map { "/" + $0 } ?? "")] \(error)"
    }

    static func describe(_ result: Result<String, StringsdictError>) -> String {
        switch result {
        case .success(let text): String(reflecting: text)
        case .failure(let error): "error " + describe(error)
        }
    }

    // MARK: rendering

    static func render(_ message: LocalizedMessage, _ context: RenderContext, _ arguments: [FormatArgument]) -> Result<String, StringsdictError> {
        Result { () throws(StringsdictError) in try message.render(in: context, arguments: arguments) }
    }

    /// An argument of `kind` for the count `count`.
    static func typed(_ kind: ArgumentKind?, _ count: Int64) -> FormatArgument {
        switch kind {
        case .signedInteger?: .int(count)
        case .unsignedInteger?: .uint(count.magnitude)
        case .double?: .double(Double(count))
        case .character?, .utf16Unit?: .character("ж")
        case .pointer?: .pointer(UInt(count.magnitude))
        case .cString?, .utf16String?, .object?, .variable?, nil: .string("Example")
        }
    }

    /// Argument lists for `kinds`: typed by kind for each count; objects given numbers (a `@`
    /// plural variable needs one); doubles where a slot takes them; every argument of the wrong
    /// type; one too few; one too many; none.
    static func argumentLists(_ kinds: [ArgumentKind?]) -> [[FormatArgument]] {
        var lists: [[FormatArgument]] = [[]]
        for count in counts {
            let typedList = kinds.map { typed($0, count) }
            lists.append(typedList)
            let numeric = kinds.map { $0 == .object ? FormatArgument.int(count) : typed($0, count) }
            if numeric != typedList { lists.append(numeric) }
        }
        if kinds.contains(where: { $0 == .double || $0 == .object }) {
            for value in doubles {
                lists.append(kinds.map { $0 == .double || $0 == .object ? .double(value) : typed($0, 2) })
            }
        }
        if kinds.contains(where: { $0 == .object }) {
            lists.append(kinds.map { $0 == .object ? .string("2.50") : typed($0, 3) })
        }
        if !kinds.isEmpty {
            lists.append(kinds.map { _ in .string("text") })
            lists.append(Array(kinds.map { typed($0, 3) }.dropLast()))
        }
        lists.append(kinds.map { typed($0, 7) } + [.int(42)])
        return lists
    }
}

// MARK: - crafted inputs

/// One crafted file and which path must take it.
struct LoaderCase: Sendable, CustomTestStringConvertible {
    enum Path: Sendable {
        /// The fast loader must take it (its documented subset).
        case fast
        /// The fast loader must decline it.
        case tree
        /// Either; if taken, equal.
        case either
    }

    var name: String
    var bytes: [UInt8]
    var path: Path
    var limits: PropertyListLimits = .default
    /// The keys the tree path must read (a check that the case says what it means).
    var keys: [String]?
    var testDescription: String { name }

    init(_ name: String, _ text: String, _ path: Path, limits: PropertyListLimits = .default, keys: [String]? = nil) {
        self.init(name, bytes: Array(text.utf8), path, limits: limits, keys: keys)
    }

    init(_ name: String, bytes: [UInt8], _ path: Path, limits: PropertyListLimits = .default, keys: [String]? = nil) {
        self.name = name
        self.bytes = bytes
        self.path = path
        self.limits = limits
        self.keys = keys
    }
}

enum LoaderCases {
    static let declaration = #"<?xml version="1.0" encoding="UTF-8"?>"#
    static let doctype = #"<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">"#
    static let standardProlog = declaration + "\n" + doctype + "\n"

    /// A whole file around the root dictionary's `body` (raw XML: nothing is escaped).
    static func file(_ body: String, prolog: String = standardProlog, plist: String = #"<plist version="1.0">"#) -> String {
        prolog + plist + "\n<dict>\n" + body + "</dict>\n</plist>\n"
    }

    /// `<key>key</key> value` (raw XML).
    static func pair(_ key: String, _ value: String) -> String {
        "\t<key>\(key)</key>\n\t\(value)\n"
    }

    static func string(_ text: String) -> String { "<string>\(text)</string>" }

    /// A plural variable (raw XML).
    static func variable(_ valueType: String?, _ variants: [(String, String)], specType: String? = "NSStringPluralRuleType") -> String {
        var xml = "<dict>\n"
        if let specType { xml += "\t\t<key>NSStringFormatSpecTypeKey</key>\n\t\t<string>\(specType)</string>\n" }
        if let valueType { xml += "\t\t<key>NSStringFormatValueTypeKey</key>\n\t\t<string>\(valueType)</string>\n" }
        for (category, text) in variants { xml += "\t\t<key>\(category)</key>\n\t\t<string>\(text)</string>\n" }
        return xml + "\t</dict>"
    }

    /// An entry: the format key and its variables (raw XML).
    static func entry(_ format: String, _ variables: [(String, String)]) -> String {
        var xml = "<dict>\n\t\t<key>NSStringLocalizedFormatKey</key>\n\t\t<string>\(format)</string>\n"
        for (name, dictionary) in variables { xml += "\t\t<key>\(name)</key>\n\t\t\(dictionary)\n" }
        return xml + "\t</dict>"
    }

    static let files = entry("%#@files@", [("files", variable("d", [("one", "%d file"), ("other", "%d files")]))])
    static let filesBody = pair("files", files)

    /// Three variables deep with positional arguments.
    static let nestedBody = pair("nested", entry("%1$#@a@", [
        ("a", variable("d", [("zero", "no file"), ("one", "%1$d file in %2$#@b@"), ("other", "%1$d files in %2$#@b@")])),
        ("b", variable("ld", [("one", "%2$ld folder on %3$#@c@"), ("few", "%2$ld folders (few) on %3$#@c@"), ("other", "%2$ld folders on %3$#@c@")])),
        ("c", variable("lu", [("one", "%3$lu disk"), ("many", "%3$lu disks (many)"), ("other", "%3$lu disks")])),
    ]))

    /// One variable read at two slots.
    static let twoSlotBody = pair("twoSlots", entry("%1$#@n@ of %2$#@n@", [
        ("n", variable("d", [("one", "%d item"), ("few", "%d items (few)"), ("other", "%d items")])),
    ])) + pair("twoSlotsImplicit", entry("%#@n@, then %#@n@", [
        ("n", variable("lu", [("one", "one (%lu)"), ("other", "%lu")])),
    ]))

    static func utf32(_ text: String, bigEndian: Bool) -> [UInt8] {
        var bytes: [UInt8] = bigEndian ? [0, 0, 0xFE, 0xFF] : [0xFF, 0xFE, 0, 0]
        for scalar in text.unicodeScalars {
            let value = scalar.value
            let units = [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 24)]
            bytes += bigEndian ? units.reversed() : units
        }
        return bytes
    }

    static func utf16(_ text: String, bigEndian: Bool, bom: Bool = true) -> [UInt8] {
        var bytes: [UInt8] = bom ? (bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]) : []
        for unit in text.utf16 {
            let high = UInt8(unit >> 8), low = UInt8(unit & 0xFF)
            bytes += bigEndian ? [high, low] : [low, high]
        }
        return bytes
    }

    /// A file rich in what transcoding and positions must get right.
    static let richFile = file(
        "\t<!-- Ünïcödé ☃ 日本語 😀 -->\n"
            + pair("ключ😀", string("Значение &#x1F600; &amp; 日本語"))
            + nestedBody + twoSlotBody
            + pair("emoji", entry("%#@n@ 👍🏽", [("n", variable("d", [("one", "😀 %d"), ("other", "😀😀 %d 𝄞")]))])))

    /// `depth` variables, each referring to the next `fanOut` times.
    static func fanOut(depth: Int, fanOut: Int) -> String {
        var variables: [(String, String)] = []
        for level in 1...depth {
            let other = level == depth ? "%d" : String(repeating: "%1$#@v\(level + 1)@", count: fanOut)
            variables.append(("v\(level)", variable("d", [("other", other)])))
        }
        return file(pair("bomb", entry("%1$#@v1@", variables)))
    }

    /// A chain of `depth` nested variables, v1 … v`depth`.
    static func chain(_ depth: Int) -> String {
        var variables: [(String, String)] = []
        for level in 1...depth {
            let next = level < depth ? " %#@v\(level + 1)@" : ""
            variables.append(("v\(level)", variable("d", [("one", "one\(level)\(next)"), ("other", "n\(level)\(next)")])))
        }
        return file(pair("chain", entry("%#@v1@", variables)))
    }

    /// A string of the scalars `values` (noncharacters, which string literals refuse).
    static func scalars(_ values: UInt32...) -> String {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: values.compactMap(Unicode.Scalar.init))
        return String(view)
    }

    /// A minimal binary plist: {"a": "b"}.
    static let binaryPlist: [UInt8] = Array("bplist00".utf8) + [0xD1, 0x01, 0x02, 0x51, 0x61, 0x51, 0x62] + [8, 11, 13]
        + [0, 0, 0, 0, 0, 0, 1, 1] + [0, 0, 0, 0, 0, 0, 0, 3] + [0, 0, 0, 0, 0, 0, 0, 0] + [0, 0, 0, 0, 0, 0, 0, 15]

    static var all: [LoaderCase] { supported + declined }

    /// Files in the shape the fast loader reads.
    static var supported: [LoaderCase] {
        var cases: [LoaderCase] = []
        // Entities and character references.
        cases.append(LoaderCase("entities in keys and values", file(
            pair("a&lt;b&gt;c&amp;d&quot;e&apos;f&#233;&#x1F600;", entry("%#@n&#x41;@ &lt;&amp;&gt;", [
                ("n&#65;", variable("d", [("one", "&lt;%d&gt; caf&#233; &#x1F600;"), ("other", "&quot;%d&quot; &apos;x&apos; &#x20AC;&#8364;")])),
            ])) + pair("text&#x2603;", string("&lt;b&gt;%@&lt;/b&gt; &amp;&amp; &#169; &#x10FFFF; &#9;tab"))), .fast,
            keys: ["a<b>c&d\"e'f\u{E9}\u{1F600}", "text\u{2603}"]))
        cases.append(LoaderCase("entities spelling the well-known keys", file(pair("k", """
            <dict>
            <key>NSStringLocalized&#70;ormatKey</key><string>%#@n@</string>
            <key>n</key><dict>
            <key>NSStringFormat&#x53;pecTypeKey</key><string>NSStringPlural&#82;uleType</string>
            <key>NSStringFormatValueTypeKey</key><string>l&#100;</string>
            <key>&#111;ne</key><string>one %ld</string>
            <key>oth&#101;r</key><string>other %ld</string>
            </dict></dict>
            """)), .fast))
        cases.append(LoaderCase("references to tab, LF and CR", file(
            pair("refs", string("a&#9;b&#10;c&#13;d&#xD;&#xA;e"))
                + pair("p", entry("%#@n@&#13;&#10;", [("n", variable("d", [("one", "&#13;%d"), ("other", "%d&#10;&#13;")]))]))), .fast))
        cases.append(LoaderCase("references with leading zeros and upper-case hex", file(
            pair("z", string("&#00065;&#x000e9;&#x1f600;&#x00A9;"))), .fast))

        // Line endings.
        let crlfValue = pair("multi", string("line one\r\nline two\r\n\r\nline four"))
            + pair("p", entry("%#@n@\r\nafter", [("n", variable("d", [("one", "one\r\n%d"), ("other", "other\r\n%d\r\n")]))]))
        cases.append(LoaderCase("CRLF inside values and between tags", file(filesBody + crlfValue + nestedBody).replacingScalars(of: "\n", with: "\r\n").replacingScalars(of: "\r\r\n", with: "\r\n"), .fast))
        cases.append(LoaderCase("lone CR inside values and between tags", file(filesBody + nestedBody + pair("multi", string("a\rb\r\rc"))).replacingScalars(of: "\n", with: "\r"), .fast))
        cases.append(LoaderCase("CR, CRLF and LF mixed", file(filesBody + pair("mixed", string("a\rb\r\nc\nd\n\re")) + twoSlotBody).replacingScalars(of: "\t", with: "\r\t"), .fast))
        cases.append(LoaderCase("CR at the very end of a value and of the file", file(pair("end", string("x\r")) + filesBody) + "\r", .fast))

        // Comments, processing instructions, prolog forms.
        cases.append(LoaderCase("comments and processing instructions between elements", """
            <?xml version="1.0" encoding="UTF-8"?>
            <!-- before the DOCTYPE -->
            <?pi before?>
            \(doctype)
            <!-- before plist --><?target data?>
            <plist version="1.0"><!-- inside plist -->
            <?pi in plist?><dict><!-- c --><?pi x?>
              <key>files</key><!-- between key and value --><?pi y?>
              <dict><!-- c2 -->
                <key>NSStringLocalizedFormatKey</key><?p?><string>%#@files@</string><!---->
                <key>files</key><!-- c3 --><dict>
                  <key>NSStringFormatSpecTypeKey</key><!-- c4 --><string>NSStringPluralRuleType</string>
                  <key>NSStringFormatValueTypeKey</key><string>d</string><?x y?>
                  <key>one</key><!-- <key>trap</key> --><string>%d file</string>
                  <key>other</key><string>%d files</string><!-- c5 -->
                </dict><?pi after variable?>
              </dict><!-- c6 -->
              <key>text</key><!-- c7 --><string>plain</string>
            <!-- c8 --></dict><!-- c9 --></plist><!-- after plist -->
            <?trailing pi?>

            """, .fast, keys: ["files", "text"]))
        cases.append(LoaderCase("DOCTYPE without a declaration", doctype + "\n<plist version=\"1.0\"><dict>" + filesBody + "</dict></plist>", .fast))
        cases.append(LoaderCase("DOCTYPE whose quoted literals hold [ and >", file(filesBody, prolog: declaration + #"<!DOCTYPE plist PUBLIC "-//Apple[x]//DTD>" 'http://example.com/[a]>.dtd'>"#), .fast))
        cases.append(LoaderCase("no prolog and <plist> without version", file(filesBody + nestedBody, prolog: "", plist: "<plist>"), .fast))
        cases.append(LoaderCase("declaration only, <plist> without version", file(filesBody, prolog: declaration + "\n", plist: "<plist>"), .fast))
        cases.append(LoaderCase("whitespace before the declaration and after </plist>", "  \n\t" + file(filesBody) + "\n \t\r\n  ", .fast))
        cases.append(LoaderCase("everything on one line", file(filesBody + nestedBody).replacingScalars(of: "\n", with: "").replacingScalars(of: "\t", with: ""), .fast))

        // Empty values.
        cases.append(LoaderCase("<string/> and empty strings", file(
            pair("emptyText", "<string/>") + pair("emptyText2", "<string></string>")
                + pair("emptyVariants", entry("%#@n@", [("n", variable("d", [("zero", ""), ("one", ""), ("other", "")]))]))
                + pair("slashVariants", """
                    <dict><key>NSStringLocalizedFormatKey</key><string>[%#@n@]</string>
                    <key>n</key><dict><key>NSStringFormatValueTypeKey</key><string>d</string>
                    <key>zero</key><string/><key>one</key><string/><key>other</key><string/></dict></dict>
                    """)
                + pair("emptyFormat", "<dict><key>NSStringLocalizedFormatKey</key><string/></dict>")
                + pair("emptyFormat2", "<dict><key>NSStringLocalizedFormatKey</key><string></string><key>unused</key><dict/></dict>")
                + pair("", string("empty key"))), .fast))
        cases.append(LoaderCase("root <dict/>", standardProlog + "<plist version=\"1.0\"><dict/></plist>\n", .fast, keys: []))
        cases.append(LoaderCase("root <dict></dict>", file(""), .fast, keys: []))
        cases.append(LoaderCase("<dict/> values inside an entry", file(pair("k", """
            <dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string><key>extra</key><dict/>
            <key>n</key><dict><key>NSStringFormatValueTypeKey</key><string>d</string><key>ignored</key><dict/><key>other</key><string>%d</string></dict></dict>
            """)), .fast))

        // Duplicates.
        cases.append(LoaderCase("duplicate root keys: the last wins", file(
            pair("dup", string("first")) + pair("dup", files)
                + pair("dup2", files) + pair("dup2", string("second"))
                + pair("dup3", files) + pair("dup3", entry("%#@n@!", [("n", variable("lu", [("one", "%lu one"), ("other", "%lu other")]))]))
                + pair("dup4", string("a")) + pair("dup4", string("b")) + pair("dup4", string("%d c"))), .fast,
            keys: ["dup", "dup2", "dup3", "dup4"]))
        cases.append(LoaderCase("duplicate keys inside an entry and a variable", file(pair("k", """
            <dict>
            <key>NSStringLocalizedFormatKey</key><string>%#@gone@ first</string>
            <key>n</key><dict><key>NSStringFormatValueTypeKey</key><string>@</string><key>other</key><string>old</string></dict>
            <key>NSStringLocalizedFormatKey</key><string>%#@n@ second</string>
            <key>n</key><dict>
              <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
              <key>NSStringFormatValueTypeKey</key><string>@</string>
              <key>NSStringFormatValueTypeKey</key><string>d</string>
              <key>one</key><string>one A %d</string>
              <key>other</key><string>other A %d</string>
              <key>one</key><string>one B %d</string>
              <key>other</key><string>other B %d</string>
            </dict>
            </dict>
            """)), .fast))

        // Root strings.
        cases.append(LoaderCase("root strings: plain, formats and invalid formats", file(
            pair("plain", string("Hello, world"))
                + pair("specifiers", string("%@ has %d files"))
                + pair("positional", string("%2$@ — %1$ld"))
                + pair("percent", string("50%"))
                + pair("percentPercent", string("100%% sure"))
                + pair("spaceFlag", string("100% sure"))
                + pair("unknownConversion", string("%'d and %k"))
                + pair("n", string("%n"))
                + pair("conflict", string("%1$d %1$@"))
                + pair("gap", string("%3$d"))
                + pair("variableInText", string("%#@x@"))
                + pair("float", string("%.2f and %5.1e"))
                + pair("cyrillic", string("Привет, %@! У вас %ld сообщений"))), .fast))

        // Variables.
        cases.append(LoaderCase("variables three deep with positional arguments", file(nestedBody), .fast))
        cases.append(LoaderCase("reordered variables", file(pair("reordered", entry("%2$#@b@ before %1$#@a@", [
            ("a", variable("d", [("one", "%1$d apple"), ("other", "%1$d apples")])),
            ("b", variable("lu", [("one", "%2$lu box"), ("few", "%2$lu boxes (few)"), ("other", "%2$lu boxes")])),
        ])) + pair("reorderedImplicit", entry("%#@b@ and %#@a@", [
            ("a", variable("d", [("one", "%d a"), ("other", "%d as")])),
            ("b", variable("d", [("one", "%d b"), ("other", "%d bs")])),
        ]))), .fast))
        cases.append(LoaderCase("a variable referenced at two slots", file(twoSlotBody), .fast))
        cases.append(LoaderCase("a variable referenced twice at one slot", file(pair("same", entry("%1$#@n@ / %1$#@n@ / %#@n@", [
            ("n", variable("d", [("one", "%d one"), ("other", "%d other")])),
        ]))), .fast))
        cases.append(LoaderCase("value types d, %ld, lu, .1f, @ and missing", file(
            pair("d", entry("%#@n@", [("n", variable("d", [("one", "%d one"), ("other", "%d other")]))]))
                + pair("percentLD", entry("%#@n@", [("n", variable("%ld", [("one", "%ld one"), ("other", "%ld other")]))]))
                + pair("lu", entry("%#@n@", [("n", variable("lu", [("zero", "none"), ("one", "%lu one"), ("other", "%lu other")]))]))
                + pair("oneDecimal", entry("%#@n@", [("n", variable(".1f", [("zero", "zero"), ("one", "%.1f one"), ("few", "%.1f few"), ("many", "%.1f many"), ("other", "%.1f other")]))]))
                + pair("object", entry("%#@n@", [("n", variable("@", [("zero", "zero %@"), ("one", "%@ one"), ("other", "%@ other")]))]))
                + pair("missing", entry("%#@n@", [("n", variable(nil, [("one", "%@ one"), ("other", "%@ other")]))]))
                + pair("missingNoVariantSpecifier", entry("%#@n@", [("n", variable(nil, [("one", "one"), ("other", "other")]))]))
                + pair("f", entry("%#@n@", [("n", variable("f", [("one", "%f one"), ("other", "%g other")]))]))
                + pair("percentDot2F", entry("%#@n@", [("n", variable("%.2f", [("one", "%.2f one"), ("other", "%.2f other")]))]))), .fast))
        cases.append(LoaderCase("more value types than the loader caches", file(pair("many", entry(
            (1...12).map { "%\($0)$#@v\($0)@" }.joined(separator: " "),
            zip(1...12, [String](["d", "ld", "lu", "lld", "u", "i", "f", ".1f", ".2f", "@", "hd", "llu"])).map { slot, type in
                ("v\(slot)", variable(type, [("one", "[\(type) one]"), ("other", "[\(type) other]")]))
            })) + pair("again", entry("%#@w@", [("w", variable("llu", [("other", "%llu")]))]))), .fast))
        cases.append(LoaderCase("missing NSStringFormatSpecTypeKey", file(pair("noSpec", entry("%#@n@", [
            ("n", variable("d", [("one", "%d one"), ("other", "%d other")], specType: nil)),
        ]))), .fast))
        cases.append(LoaderCase("variable names with dots, dashes and digits", file(pair("names", entry("%#@file.count-x_1@ %#@2nd@", [
            ("file.count-x_1", variable("d", [("one", "%d one"), ("other", "%d other")])),
            ("2nd", variable("d", [("other", "%d")])),
        ]))), .fast))
        cases.append(LoaderCase("all six categories", file(pair("six", entry("%#@n@", [
            ("n", variable("d", [("zero", "zero %d"), ("one", "one %d"), ("two", "two %d"), ("few", "few %d"), ("many", "many %d"), ("other", "other %d")])),
        ]))), .fast))
        cases.append(LoaderCase("specifiers of many kinds in variants", file(pair("kinds", entry("%#@n@ | %2$*3$.*4$d | %5$@ %6$s %7$c %8$p %9$x", [
            ("n", variable("d", [("one", "%d|%1$5d|%1$-5d|%1$+d|%1$x|%1$X|%1$o|%1$'d|%1$05d|%%|%1$hhd|%1$lld|%1$hd|%1$qd|%1$zd"),
                                  ("other", "%1$i %1$u %1$lu %1$llu %1$D %1$U %1$O %% %1$#x %1$ 5d")])),
        ])) + pair("floats", entry("%#@x@", [("x", variable("f", [("one", "%f %1$e %1$E %1$g %1$G %1$a %1$A %1$.3f %1$10.2f"), ("other", "%.0f %1$F %1$-8.2e|")]))]))), .fast))
        cases.append(LoaderCase("a malformed variable is an object specifier", file(pair("malformed", entry("%# @sites @ and %#@", [
            ("sites", variable("d", [("other", "%d")])),
        ]))), .fast))
        cases.append(LoaderCase("a width before # (%1#@count@)", file(pair("width", entry("%1#@count@ and %3#@other@", [
            ("count", variable("d", [("one", "%d one"), ("other", "%d other")])),
            ("other", variable("d", [("other", "%d more")])),
        ]))), .fast))
        cases.append(LoaderCase("format keys without variables", file(
            pair("noVariables", entry("just text %d and %@", []))
                + pair("noVariablesUnused", entry("%2$d only", [("n", variable("d", [("other", "x")]))]))), .fast))
        cases.append(LoaderCase("non-ASCII keys, values and text before entries", file(
            "\t<!-- Ключи: ☃ 日本語 😀 -->\n" + pair("файлы", entry("%#@n@", [
                ("n", variable("d", [("one", "%d файл"), ("few", "%d файла"), ("many", "%d файлов"), ("other", "%d файла")])),
            ])) + pair("日本語", string("テキスト %@")) + pair("😀", files)), .fast))
        cases.append(LoaderCase("spaces and markup characters in keys and texts", file(
            pair("  spaced key  ", string("  spaced value  ")) + pair("a>b]]>c", string("x > y ]]> z \"q\" 'a'"))
                + pair("k", entry(" %#@n@ ", [("n", variable("d", [("other", " %d ")]))]))), .fast))
        cases.append(LoaderCase("long texts beyond the render's stack buffer", file(pair("long", entry(
            String(repeating: "Long format text é ", count: 60) + "%#@n@", [
                ("n", variable("d", [("one", String(repeating: "жж ", count: 500) + "%d"), ("other", "%d " + String(repeating: "😀", count: 400))])),
            ])) + pair("longText", string(String(repeating: "x", count: 3000) + " %d"))), .fast))
        cases.append(LoaderCase("two entries sharing variable names", file(filesBody + pair("files2", entry("%#@files@!", [("files", variable("lu", [("other", "%lu!")]))]))), .fast))
        cases.append(LoaderCase("32 nested variables (the compiler's limit)", chain(32), .fast))
        cases.append(LoaderCase("nesting at PropertyListLimits(maximumDepth: 3)", file(filesBody + nestedBody), .fast,
                                limits: PropertyListLimits(maximumDepth: 3)))
        cases.append(LoaderCase("root <dict/> at PropertyListLimits(maximumDepth: 0)", standardProlog + "<plist><dict/></plist>", .either,
                                limits: PropertyListLimits(maximumDepth: 0)))
        cases.append(LoaderCase("input exactly at maximumInputSize", file(filesBody), .fast,
                                limits: PropertyListLimits(maximumInputSize: file(filesBody).utf8.count)))

        cases.append(LoaderCase("a variable reached from a variant first, then from the format key at another slot", file(pair("k", entry("%#@a@ %#@b@", [
            ("a", variable("d", [("one", "%d a, %1$#@b@"), ("other", "%d as, %#@b@ and %2$#@b@")])),
            ("b", variable("d", [("one", "%d b"), ("few", "%d bs (few)"), ("other", "%d bs")])),
        ]))), .fast))
        cases.append(LoaderCase("variables defined before the format key and between nested dictionaries", file(pair("k", """
            <dict>
            <key>b</key><dict><key>NSStringFormatValueTypeKey</key><string>lu</string><key>deep</key><dict><key>x</key><dict><key>y</key><dict><key>z</key><string>%d</string></dict></dict></dict><key>other</key><string>%lu b</string></dict>
            <key>unused</key><dict><key>one</key><dict/><key>other</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@b@</string></dict></dict>
            <key>a</key><dict><key>NSStringFormatValueTypeKey</key><string>d</string><key>one</key><string>one a %#@b@</string><key>other</key><string>%d a %2$#@b@</string></dict>
            <key>NSStringLocalizedFormatKey</key><string>%#@a@</string>
            </dict>
            """) + filesBody), .fast))
        cases.append(LoaderCase("a variable at slot 1000", file(pair("k", entry("%1000$#@n@", [("n", variable("d", [("one", "%d one"), ("other", "%d other")]))]))), .fast))
        cases.append(LoaderCase("many entries of every shape", file((0..<120).map { index -> String in
            switch index % 4 {
            case 0: pair("text\(index)", string("Text \(index) %d"))
            case 1: pair("files\(index)", entry("%#@files@ (\(index))", [("files", variable(["d", "lu", ".1f", "@"][index / 4 % 4], [("one", "one file"), ("other", "\(index) files")]))]))
            case 2: pair("nested\(index)", entry("%1$#@a@ [\(index)]", [
                ("a", variable("d", [("one", "%1$d: %2$#@b@"), ("other", "%1$d; %2$#@b@")])),
                ("b", variable("d", [("other", "%2$d \(index)")])),
            ]))
            default: pair("k&amp;\(index)", string("&lt;\(index)&gt;"))
            }
        }.joined()), .fast))

        // Encodings.
        cases.append(LoaderCase("UTF-8 BOM", bytes: [0xEF, 0xBB, 0xBF] + Array(richFile.utf8), .fast))
        cases.append(LoaderCase("UTF-16 LE with BOM", bytes: utf16(richFile, bigEndian: false), .fast))
        cases.append(LoaderCase("UTF-16 BE with BOM", bytes: utf16(richFile, bigEndian: true), .fast))
        cases.append(LoaderCase("UTF-16 LE without BOM", bytes: utf16(file(filesBody), bigEndian: false, bom: false), .fast))
        cases.append(LoaderCase("UTF-16 BE without BOM", bytes: utf16(file(filesBody), bigEndian: true, bom: false), .fast))
        cases.append(LoaderCase("UTF-16 LE with BOM and CRLF", bytes: utf16(richFile.replacingScalars(of: "\n", with: "\r\n"), bigEndian: false), .fast))
        cases.append(LoaderCase("rich file in UTF-8", richFile, .fast))
        cases.append(LoaderCase("UTF-32 LE with BOM", bytes: utf32(richFile, bigEndian: false), .fast))
        cases.append(LoaderCase("UTF-32 BE with BOM", bytes: utf32(richFile, bigEndian: true), .fast))
        cases.append(LoaderCase("U+FEFF and U+FFFD inside values", file(pair("bom", string("a\u{FEFF}b\u{FFFD}c")) + filesBody), .fast))
        cases.append(LoaderCase("C1 controls and noncharacters", file(pair("c1", string("a\u{85}b\u{9F}c" + scalars(0xFDD0) + "d" + scalars(0x1FFFE)))), .fast))

        // CoreFoundation lets every character but `<` and `&` through in plist strings: a
        // shipped ko.lproj/Localizable.stringsdict holds a raw U+0008; `&#8;` is read too.
        cases.append(LoaderCase("a raw U+0008 in a value (as a shipped Korean file)", file(pair("k", string("a\u{8}b")) + filesBody), .fast))
        cases.append(LoaderCase("every C0 control but NUL in values and keys", file(pair("c0\u{1}", string((1..<0x20).map { String(UnicodeScalar(UInt8($0))) }.joined())) + filesBody), .fast))
        cases.append(LoaderCase("C0 controls in a variant", file(pair("k", entry("%#@n@\u{1B}", [("n", variable("d", [("one", "\u{8}%d"), ("other", "%d\u{7}")]))]))), .fast))
        cases.append(LoaderCase("&#8; &#1; &#x1F; &#0; references", file(pair("k", string("a&#8;b&#1;c&#x1F;d&#0;e")) + filesBody), .fast))
        cases.append(LoaderCase("U+FFFE and U+FFFF, raw and as references", file(pair("k", string("a\u{FFFE}b\u{FFFF}c&#xFFFE;&#xFFFF;")) + filesBody), .fast))
        cases.append(LoaderCase("UTF-16 with a control character", bytes: utf16(file(pair("k", string("a\u{2}b"))), bigEndian: false), .fast))

        // Well-formed XML the fast loader may leave to the tree path.
        cases.append(LoaderCase("</string > with a space", file(pair("k", "<string>value</string >") + filesBody), .either))
        cases.append(LoaderCase("</key > and </dict > with spaces", file(pair("k", string("v")) + pair("files", files.replacingScalars(of: "</key>", with: "</key >"))).replacingScalars(of: "</dict>", with: "</dict\n>"), .either))
        cases.append(LoaderCase("<plist> with other attributes", file(filesBody, plist: #"<plist version="1.0" xmlns:x="urn:x">"#), .either))
        cases.append(LoaderCase("<plist version='1.0'> in single quotes", file(filesBody, plist: "<plist version='1.0'>"), .either))
        cases.append(LoaderCase("<plist  version=\"1.0\" > with extra spaces", file(filesBody, plist: "<plist  version=\"1.0\" >"), .either))
        cases.append(LoaderCase("attributes on <dict> and <string>", file(pair("k", #"<string id="x">v</string>"#) + filesBody).replacingScalars(of: "<dict>\n\t\t<key>NSStringLocalizedFormatKey", with: "<dict a=\"b\">\n\t\t<key>NSStringLocalizedFormatKey"), .either))
        cases.append(LoaderCase("<key/> (an empty key)", file("<key/>" + string("empty") + filesBody), .either))
        cases.append(LoaderCase("<string /> with a space", file(pair("k", "<string />") + filesBody), .either))
        cases.append(LoaderCase("a comment inside a string value", file(pair("k", string("a<!-- comment -->b")) + filesBody), .either))
        cases.append(LoaderCase("a processing instruction inside a key", file("<key>a<?pi?>b</key><string>v</string>" + filesBody), .either))
        cases.append(LoaderCase("a bare root <dict> without <plist>", standardProlog + "<dict>" + filesBody + "</dict>", .either))
        cases.append(LoaderCase("a DOCTYPE with an internal subset", file(filesBody, prolog: declaration + "\n<!DOCTYPE plist [ <!ENTITY x \"y > ]\"> <!ELEMENT plist ANY> ]>\n"), .either))
        // The tree reader ends the subset at the comment's `]` and then fails on the rest; the
        // fast loader must leave the file to it all the same.
        cases.append(LoaderCase("a DOCTYPE internal subset holding a comment with ]>", file(filesBody, prolog: declaration + "\n<!DOCTYPE plist [ <!-- ] > --> ]>\n"), .either))
        return cases
    }

    /// Files the fast loader must decline: unsupported values and rules, compile errors, and
    /// every kind of malformed input.
    static var declined: [LoaderCase] {
        var cases: [LoaderCase] = []
        func tree(_ name: String, _ text: String, limits: PropertyListLimits = .default) {
            cases.append(LoaderCase(name, text, .tree, limits: limits))
        }
        func treeBytes(_ name: String, _ bytes: [UInt8], limits: PropertyListLimits = .default) {
            cases.append(LoaderCase(name, bytes: bytes, .tree, limits: limits))
        }
        let good = file(filesBody + pair("text", string("plain text")))

        // Values and rules the fast loader does not compile.
        tree("CDATA in a value", file(filesBody + pair("k", string("a<![CDATA[<b>&amp;</b>]]>c"))))
        tree("CDATA in a variant", file(pair("k", entry("%#@n@", [("n", variable("d", [("other", "<![CDATA[%d <x>]]>")]))]))))
        tree("<integer> value at the root", file(filesBody + pair("count", "<integer>42</integer>")))
        tree("<integer> value type", file(pair("k", entry("%#@n@", [("n", variable("d", [("other", "%d")]))]).replacingScalars(of: "<string>d</string>", with: "<integer>1</integer>"))))
        tree("<array> value", file(filesBody + pair("list", "<array><string>a</string><string>b</string></array>")))
        tree("<true/> value", file(filesBody + pair("flag", "<true/>")))
        tree("<real> variant", file(pair("k", entry("%#@n@", [("n", "<dict><key>other</key><real>1.5</real></dict>")]))))
        tree("width rule (NSStringVariableWidthRuleType)", file(filesBody + pair("width", """
            <dict><key>NSStringVariableWidthRuleType</key><dict>
            <key>20</key><string>Short %d</string><key>50</key><string>A longer text %d</string>
            </dict></dict>
            """)))
        tree("device rule (NSStringDeviceSpecificRuleType)", file(filesBody + pair("device", """
            <dict><key>NSStringDeviceSpecificRuleType</key><dict>
            <key>iphone</key><string>Tap</string><key>mac</key><string>Click</string><key>other</key><string>Use</string>
            </dict></dict>
            """)))
        tree("format key and width rule together", file(pair("mixed", """
            <dict><key>NSStringLocalizedFormatKey</key><string>%d</string>
            <key>NSStringVariableWidthRuleType</key><dict><key>20</key><string>x</string></dict></dict>
            """)))
        tree("an entry without a format key", file(filesBody + pair("k", "<dict><key>n</key><string>x</string></dict>")))
        tree("an entry that is <dict/>", file(filesBody + pair("k", "<dict/>")))
        tree("a format key that is a dictionary", file(pair("k", "<dict><key>NSStringLocalizedFormatKey</key><dict/></dict>")))
        tree("a variable that is a string", file(pair("k", "<dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string><key>n</key><string>x</string></dict>")))
        tree("a variable that is <dict/>", file(pair("k", "<dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string><key>n</key><dict/></dict>")))
        tree("a variant that is a dictionary", file(pair("k", entry("%#@n@", [("n", "<dict><key>one</key><dict/><key>other</key><string>x</string></dict>")]))))
        tree("a value type that is a dictionary", file(pair("k", entry("%#@n@", [("n", "<dict><key>NSStringFormatValueTypeKey</key><dict/><key>other</key><string>x</string></dict>")]))))
        tree("a spec type that is a dictionary", file(pair("k", entry("%#@n@", [("n", "<dict><key>NSStringFormatSpecTypeKey</key><dict/><key>other</key><string>x</string></dict>")]))))
        tree("a spec type other than plural", file(pair("k", entry("%#@n@", [("n", variable("d", [("other", "%d")], specType: "NSStringOrdinalRuleType"))]))))

        // Compile errors.
        tree("cycle", file(filesBody + pair("k", entry("%#@a@", [
            ("a", variable("d", [("other", "%d %#@b@")])), ("b", variable("d", [("other", "%d %#@a@")])),
        ]))))
        tree("a variable referring to itself", file(pair("k", entry("%#@a@", [("a", variable("d", [("one", "x"), ("other", "%#@a@")]))]))))
        tree("undefined variable", file(filesBody + pair("k", entry("%#@missing@", [("present", variable("d", [("other", "%d")]))]))))
        tree("undefined variable in a variant", file(pair("k", entry("%#@a@", [("a", variable("d", [("other", "%d %#@b@")]))]))))
        tree("missing other", file(filesBody + pair("k", entry("%#@n@", [("n", variable("d", [("one", "%d one"), ("few", "%d few")]))]))))
        tree("slot type conflict: %d and %@ on one slot", file(pair("k", entry("%1$d %1$@", []))))
        tree("slot type conflict: a variable's type and a variant's %@", file(pair("k", entry("%#@n@", [("n", variable("d", [("other", "%@")]))]))))
        tree("slot type conflict: two variables' types on one slot", file(pair("k", entry("%1$#@a@ %1$#@b@", [
            ("a", variable("d", [("other", "x")])), ("b", variable("f", [("other", "y")])),
        ]))))
        tree("slot type conflict: a * width and a %@", file(pair("k", entry("%*d %1$@", []))))
        tree("invalid value type k", file(pair("k", entry("%#@n@", [("n", variable("k", [("other", "%d")]))]))))
        tree("invalid value type *d", file(pair("k", entry("%#@n@", [("n", variable("*d", [("other", "%d")]))]))))
        tree("invalid value type %1$d", file(pair("k", entry("%#@n@", [("n", variable("%1$d", [("other", "%d")]))]))))
        tree("empty value type", file(pair("k", entry("%#@n@", [("n", variable("", [("other", "%d")]))]))))
        tree("value type with two conversions", file(pair("k", entry("%#@n@", [("n", variable("dd", [("other", "%d")]))]))))
        tree("% at the end of a variant", file(filesBody + pair("k", entry("%#@n@", [("n", variable("d", [("one", "%d one"), ("other", "%d %")]))]))))
        tree("% at the end of the format key", file(pair("k", entry("%#@n@ 50%", [("n", variable("d", [("other", "%d")]))]))))
        tree("%n in a variant", file(pair("k", entry("%#@n@", [("n", variable("d", [("other", "%d %n")]))]))))
        tree("slot 0$ in a variant", file(pair("k", entry("%#@n@", [("n", variable("d", [("other", "%0$d")]))]))))
        tree("slot beyond 1000", file(pair("k", entry("%1001$d", []))))
        tree("33 nested variables (beyond the compiler's limit)", chain(33))
        tree("8 variables each referring to the next 16 times (over the expansion limit)", fanOut(depth: 8, fanOut: 16))
        tree("5 variables each referring to the next 16 times (16^4 pieces, over the limit)", fanOut(depth: 5, fanOut: 16))
        cases.append(LoaderCase("4 variables each referring to the next 16 times (16^3 pieces, within the limit)", fanOut(depth: 4, fanOut: 16), .fast))
        tree("nesting over PropertyListLimits(maximumDepth: 2)", file(filesBody), limits: PropertyListLimits(maximumDepth: 2))
        tree("nesting over PropertyListLimits(maximumDepth: 1)", file(pair("k", string("v")) + filesBody), limits: PropertyListLimits(maximumDepth: 1))
        tree("root <dict></dict> at PropertyListLimits(maximumDepth: 0)", file(""), limits: PropertyListLimits(maximumDepth: 0))
        tree("input over maximumInputSize", good, limits: PropertyListLimits(maximumInputSize: good.utf8.count - 1))
        tree("values over PropertyListLimits(maximumNodeCount: 3)", file(pair("a", string("1")) + pair("b", string("2")) + pair("c", string("3")) + pair("d", string("4"))), limits: PropertyListLimits(maximumNodeCount: 3))

        // Bad bytes.
        let goodBytes = Array(good.utf8)
        func replacing(_ marker: String, with bytes: [UInt8]) -> [UInt8] {
            let text = file(filesBody + pair("text", string("before" + marker + "after")))
            let utf8 = Array(text.utf8), needle = Array(marker.utf8)
            guard let at = (0...(utf8.count - needle.count)).first(where: { Array(utf8[$0..<$0 + needle.count]) == needle }) else { return utf8 }
            return Array(utf8[..<at]) + bytes + Array(utf8[(at + needle.count)...])
        }
        treeBytes("invalid UTF-8: 0xFF", replacing("@@", with: [0xFF]))
        treeBytes("invalid UTF-8: a lone continuation byte", replacing("@@", with: [0x80]))
        treeBytes("invalid UTF-8: overlong C0 AF", replacing("@@", with: [0xC0, 0xAF]))
        treeBytes("invalid UTF-8: a surrogate ED A0 80", replacing("@@", with: [0xED, 0xA0, 0x80]))
        treeBytes("invalid UTF-8: a lead byte before ASCII", replacing("@@", with: [0xD0, 0x41]))
        treeBytes("invalid UTF-8: above U+10FFFF", replacing("@@", with: [0xF4, 0x90, 0x80, 0x80]))
        treeBytes("invalid UTF-8 in a key", Array(file("<key>k\u{1}</key>").utf8).map { $0 == 1 ? 0xFE : $0 })
        treeBytes("invalid UTF-8: truncated at the end of the file", goodBytes + [0xE2, 0x82])
        treeBytes("a NUL byte", replacing("@@", with: [0x00]))
        treeBytes("a control character U+001F between tags", Array(good.replacingScalars(of: "\n<dict>", with: "\n\u{1F}<dict>").utf8))
        treeBytes("UTF-8 BOM before invalid UTF-8", [0xEF, 0xBB, 0xBF] + replacing("@@", with: [0xC3]))
        treeBytes("UTF-16 of odd length", utf16(good, bigEndian: false) + [0x41])
        treeBytes("UTF-16 with a lone high surrogate", utf16(file(pair("k", string("@@"))), bigEndian: false).replacingPair(of: 0x40, with: [0x00, 0xD8]))
        treeBytes("UTF-16 with a lone low surrogate", utf16(file(pair("k", string("@@"))), bigEndian: true).replacingPair(of: 0x40, with: [0xDC, 0x00], bigEndian: true))
        // Binary plists have a fast path of their own (the binary tests below compare it).
        cases.append(LoaderCase("a binary property list", bytes: binaryPlist, .fast))
        for cut in [1, 20, good.utf8.count / 3, good.utf8.count / 2, good.utf8.count - 12, good.utf8.count - 3] {
            treeBytes("truncated after \(cut) bytes", Array(goodBytes.prefix(cut)))
        }
        treeBytes("empty input", [])
        tree("only whitespace", "  \n")

        tree("two %d in a variant at slot 1000", file(pair("k", entry("%1000$#@n@", [("n", variable("d", [("other", "%d %d")]))]))))
        tree("a variable named like the format key", file(pair("k", entry("%#@NSStringLocalizedFormatKey@", []))))
        tree("a cycle through a variable reached at two slots", file(pair("k", entry("%1$#@a@ %2$#@a@", [
            ("a", variable("d", [("one", "x"), ("other", "%#@b@")])), ("b", variable("d", [("other", "%1$#@a@")])),
        ]))))
        tree("a compile error after good entries", file(filesBody + nestedBody + twoSlotBody + pair("bad", entry("%#@n@", [("n", variable("d", [("one", "x")]))]))))

        // Malformed XML.
        tree("a no-break space between elements", file(filesBody + "\u{A0}" + pair("k", string("v"))))
        tree("text between elements", file(filesBody + "hello" + pair("k", string("v"))))
        tree("text between a key and its value", file("<key>k</key> text <string>v</string>" + filesBody))
        tree("text after </plist>", file(filesBody) + "trailing")
        tree("unknown entity &nbsp;", file(pair("k", string("a&nbsp;b")) + filesBody))
        tree("unknown entity in a key", file(pair("k&copy;", string("v"))))
        tree("&#xD800; (a surrogate)", file(pair("k", string("a&#xD800;b"))))
        tree("&#x110000; (above U+10FFFF)", file(pair("k", string("a&#x110000;b"))))
        tree("&#x; (no digits)", file(pair("k", string("a&#x;b"))))
        tree("&#X41; (upper-case X)", file(pair("k", string("a&#X41;b"))))
        tree("&#12a; (a letter in a decimal reference)", file(pair("k", string("a&#12a;b"))))
        tree("&amp without ;", file(pair("k", string("a&amp b"))))
        tree("& alone", file(pair("k", string("a & b"))))
        tree("a reference longer than 16 characters", file(pair("k", string("&#x00000000000000041;"))))
        tree("mismatched end tag </strng>", file(pair("k", "<string>v</strng>") + filesBody))
        tree("mismatched end tag </key> for a string", file(pair("k", "<string>v</key>")))
        tree("unclosed <dict>", standardProlog + "<plist><dict>" + filesBody + "</plist>")
        tree("an unknown element", file(pair("k", "<strong>v</strong>")))
        tree("an element inside a string", file(pair("k", string("a<b>c</b>"))))
        tree("a key without a value", file(filesBody + "<key>last</key>"))
        tree("two keys in a row", file("<key>a</key><key>b</key><string>v</string>"))
        tree("a value without a key", file(string("v") + filesBody))
        tree("root that is not a dictionary", standardProlog + "<plist version=\"1.0\"><string>x</string></plist>")
        tree("root that is an array", standardProlog + "<plist version=\"1.0\"><array/></plist>")
        tree("<plist></plist> with no value", standardProlog + "<plist version=\"1.0\"></plist>")
        tree("<plist/>", standardProlog + "<plist/>")
        tree("two values in <plist>", standardProlog + "<plist><dict/><dict/></plist>")
        tree("no </plist>", standardProlog + "<plist><dict>" + filesBody + "</dict>")
        tree("an unterminated comment", file(filesBody + "<!-- never closed"))
        tree("an unterminated processing instruction", file(filesBody) + "<?pi")
        tree("an unterminated DOCTYPE", declaration + "<!DOCTYPE plist \"unterminated")
        tree("a DOCTYPE after <plist>", "<plist>" + doctype + "<dict/></plist>")
        tree("an unterminated string", standardProlog + "<plist><dict><key>k</key><string>never closed")
        return cases
    }

    // MARK: the location file

    /// A file with multi-line values, non-ASCII text before and between entries, in `lineEnding`.
    static func locationFile(lineEnding: String) -> String {
        let body = "\t<!-- Комментарий ☃ 日本語 😀 перед записями -->\n"
            + pair("первый", string("многострочное\nзначение\n😀 третья строка"))
            + pair("plural", entry("%#@n@\nвторая строка", [
                ("n", variable("d", [("one", "один\n%d"), ("few", "несколько\n\n%d"), ("other", "😀😀 много\n%d")])),
            ]))
            + "\t<!-- ещё\n комментарий\n -->\n"
            + pair("日本語", entry("%#@a@ %#@b@", [
                ("a", variable("d", [("one", "ア %d"), ("other", "アア\n%d")])),
                ("b", variable("lu", [("other", "%lu\n")])),
            ]))
            + pair("😀 key", string("x"))
            + pair("последний", files)
        return file(body).replacingScalars(of: "\n", with: lineEnding)
    }

    /// The line and scalar column of the start tag of `key`'s value, counted independently of
    /// the library: the first tag after `<key>key</key>`.
    static func expectedLocation(ofValueOf key: String, in text: String, file: String) -> Stringsdict.SourceLocation? {
        let scalars = Array(text.unicodeScalars)
        let needle = Array("<key>\(key)</key>".unicodeScalars)
        guard needle.count <= scalars.count else { return nil }
        var keyEnd: Int?
        for start in 0...(scalars.count - needle.count) where Array(scalars[start..<start + needle.count]) == needle {
            keyEnd = start + needle.count
        }
        guard let end = keyEnd, let tag = scalars[end...].firstIndex(of: "<") else { return nil }
        var line = 1, column = 1, index = 0
        while index < tag {
            let scalar = scalars[index]
            if scalar == "\r" {
                line += 1
                column = 1
                if index + 1 < scalars.count, scalars[index + 1] == "\n" { index += 1 }
            } else if scalar == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
            index += 1
        }
        return Stringsdict.SourceLocation(file: file, line: line, column: column)
    }
}

extension [UInt8] {
    /// The bytes with the first UTF-16 unit `unit` (an ASCII character) replaced by `pair`.
    fileprivate func replacingPair(of unit: UInt8, with pair: [UInt8], bigEndian: Bool = false) -> [UInt8] {
        var bytes = self
        var index = 2
        while index + 1 < bytes.count {
            let (low, high) = bigEndian ? (bytes[index + 1], bytes[index]) : (bytes[index], bytes[index + 1])
            if low == unit && high == 0 {
                bytes[index] = pair[0]
                bytes[index + 1] = pair[1]
                return bytes
            }
            index += 2
        }
        return bytes
    }
}

// MARK: - the UTF-8 validator's oracle

enum UTF8Fuzz {
    /// Valid iff the standard library validates it and, for a property list, it holds no NUL
    /// (CoreFoundation lets every other character through in plist text).
    static func reference(_ bytes: ArraySlice<UInt8>, xmlCharacters: Bool) -> Bool {
        guard let text = String(validating: bytes, as: UTF8.self) else { return false }
        guard xmlCharacters else { return true }
        return !text.unicodeScalars.contains("\u{0}")
    }

    static func validates(_ bytes: [UInt8], from start: Int, xmlCharacters: Bool) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            do {
                try UnicodeText.validateUTF8(buffer, from: start, file: "fuzz", xmlCharacters: xmlCharacters)
                return true
            } catch {
                return false
            }
        }
    }

    static func hex(_ bytes: [UInt8]) -> String {
        bytes.map { UnicodeText.hex(UInt32($0)) }.joined(separator: " ")
    }

    /// Bytes of the classes the validator tells apart, biased toward the two-byte path.
    static func randomBytes(_ generator: inout SplitMix64) -> [UInt8] {
        let length = Int(generator.next() % 41)
        var bytes: [UInt8] = []
        while bytes.count < length {
            let roll = generator.next() % 100
            let random = generator.next()
            switch roll {
            case 0..<30: bytes.append(UInt8(0x20 + random % 0x5F))           // printable ASCII
            case 30..<36: bytes.append(UInt8(random % 0x20))                 // controls 00–1F
            case 36..<38: bytes.append([0x09, 0x0A, 0x0D, 0x7F][Int(random % 4)])
            case 38..<42: bytes.append(UInt8(0xC0 + random % 2))             // C0, C1
            case 42..<55: bytes.append(UInt8(0xC2 + random % 0x1E))          // C2–DF leads
            case 55..<68: bytes.append(UInt8(0x80 + random % 0x40))          // 80–BF continuations
            case 68..<76: bytes.append(UInt8(0xE0 + random % 0x10))          // E0–EF leads
            case 76..<81: bytes.append(UInt8(0xF0 + random % 5))             // F0–F4 leads
            case 81..<83: bytes.append(UInt8(0xF5 + random % 0x0B))          // F5–FF
            default:                                                          // a valid two-byte pair
                bytes += [UInt8(0xC2 + random % 0x1E), UInt8(0x80 + (random >> 8) % 0x40)]
            }
        }
        return Array(bytes.prefix(40))
    }

    static let samples = [
        "Привет, мир! Как дела?", "café déjà vu, naïve façade", "日本語のテキストです", "😀👍🏽 emoji 🇫🇷 𝄞",
        "Ελληνικά και عربي и русский", "mixed ASCII and ж and é and ☃", "ÀÁÂÃÄÅÆÇÈÉÊËÌÍÎÏ", "\t\r\n plain text \u{7F}",
    ]

    /// A valid text with a few bytes flipped, cut, inserted, removed or swapped.
    static func mutatedText(_ generator: inout SplitMix64) -> [UInt8] {
        var bytes = Array(samples[Int(generator.next() % UInt64(samples.count))].utf8)
        let start = Int(generator.next() % UInt64(max(1, bytes.count - 20)))
        bytes = Array(bytes[start...].prefix(40))
        for _ in 0..<Int(generator.next() % 3) where !bytes.isEmpty {
            let index = Int(generator.next() % UInt64(bytes.count))
            switch generator.next() % 6 {
            case 0: bytes[index] ^= UInt8(1) << (generator.next() % 8)
            case 1: bytes.removeSubrange(index...)
            case 2: bytes.insert(UInt8(truncatingIfNeeded: generator.next()), at: index)
            case 3: bytes.remove(at: index)
            case 4: bytes[index] = UInt8(0x80 + generator.next() % 0x40)
            default: if index + 1 < bytes.count { bytes.swapAt(index, index + 1) }
            }
        }
        return Array(bytes.prefix(40))
    }

    /// Whole sequences, valid and not, strung together: the boundaries land everywhere in a word.
    static func pieces(_ generator: inout SplitMix64) -> [UInt8] {
        let pieces: [[UInt8]] = [
            [0x41], [0x20], [0x0A], [0x09], [0x0D], [0x00], [0x01], [0x1F], [0x7F],
            [0xC2, 0x80], [0xC2, 0x85], [0xDF, 0xBF], [0xD0, 0xB6], [0xC3, 0xA9],        // valid two-byte
            [0xC0, 0x80], [0xC1, 0xBF], [0xC2], [0xC2, 0x41], [0xC2, 0xC2], [0x80], [0xBF],
            [0xE2, 0x98, 0x83], [0xEF, 0xBF, 0xBD], [0xEF, 0xBB, 0xBF], [0xEF, 0xBF, 0xBE], [0xEF, 0xBF, 0xBF],
            [0xE0, 0x80, 0x80], [0xE0, 0xA0, 0x80], [0xED, 0x9F, 0xBF], [0xED, 0xA0, 0x80], [0xED, 0xBF, 0xBF],
            [0xF0, 0x9F, 0x98, 0x80], [0xF0, 0x80, 0x80, 0x80], [0xF4, 0x8F, 0xBF, 0xBF], [0xF4, 0x90, 0x80, 0x80],
            [0xF5, 0x80, 0x80, 0x80], [0xFF], [0xFE], [0xE2, 0x98], [0xF0, 0x9F, 0x98],
        ]
        var bytes: [UInt8] = []
        let count = Int(generator.next() % 16)
        for _ in 0..<count {
            // Mostly valid pieces, so that a run reaches the word paths before failing.
            let roll = generator.next() % 10
            let index = roll < 7 ? Int(generator.next() % 14) : Int(generator.next() % UInt64(pieces.count))
            bytes += pieces[index]
        }
        return Array(bytes.prefix(40))
    }

    /// A sequence with its verdicts, plain and for XML.
    struct Known: Sendable, CustomTestStringConvertible {
        var name: String
        var bytes: [UInt8]
        var valid: Bool
        var validXML: Bool
        var testDescription: String { name }
    }

    static let knownSequences: [Known] = [
        Known(name: "Cyrillic", bytes: Array("жжжжжжжжж".utf8), valid: true, validXML: true),
        Known(name: "U+0080 (C2 80)", bytes: [0xC2, 0x80], valid: true, validXML: true),
        Known(name: "U+07FF (DF BF)", bytes: [0xDF, 0xBF], valid: true, validXML: true),
        Known(name: "overlong C0 80", bytes: [0xC0, 0x80], valid: false, validXML: false),
        Known(name: "overlong C1 BF", bytes: [0xC1, 0xBF], valid: false, validXML: false),
        Known(name: "lead without continuation", bytes: [0xD0, 0x41], valid: false, validXML: false),
        Known(name: "two leads", bytes: [0xD0, 0xD0, 0xB6], valid: false, validXML: false),
        Known(name: "lone continuation", bytes: [0xB6], valid: false, validXML: false),
        Known(name: "continuation after a two-byte sequence", bytes: [0xD0, 0xB6, 0xB6], valid: false, validXML: false),
        Known(name: "NUL", bytes: [0x00], valid: true, validXML: false),
        Known(name: "U+0001 between two-byte text", bytes: [0xD0, 0xB6, 0x01, 0xD0, 0xB6], valid: true, validXML: true),
        Known(name: "U+001F", bytes: [0x1F], valid: true, validXML: true),
        Known(name: "tab LF CR", bytes: [0x09, 0x0A, 0x0D], valid: true, validXML: true),
        Known(name: "DEL", bytes: [0x7F], valid: true, validXML: true),
        Known(name: "U+FFFE", bytes: [0xEF, 0xBF, 0xBE], valid: true, validXML: true),
        Known(name: "U+FFFF", bytes: [0xEF, 0xBF, 0xBF], valid: true, validXML: true),
        Known(name: "U+FFFD", bytes: [0xEF, 0xBF, 0xBD], valid: true, validXML: true),
        Known(name: "surrogate ED A0 80", bytes: [0xED, 0xA0, 0x80], valid: false, validXML: false),
        Known(name: "overlong E0 80 80", bytes: [0xE0, 0x80, 0x80], valid: false, validXML: false),
        Known(name: "U+1F600", bytes: [0xF0, 0x9F, 0x98, 0x80], valid: true, validXML: true),
        Known(name: "U+10FFFF", bytes: [0xF4, 0x8F, 0xBF, 0xBF], valid: true, validXML: true),
        Known(name: "above U+10FFFF", bytes: [0xF4, 0x90, 0x80, 0x80], valid: false, validXML: false),
        Known(name: "overlong F0 80 80 80", bytes: [0xF0, 0x80, 0x80, 0x80], valid: false, validXML: false),
        Known(name: "F5", bytes: [0xF5, 0x80, 0x80, 0x80], valid: false, validXML: false),
        Known(name: "truncated three-byte", bytes: [0xE2, 0x98], valid: false, validXML: false),
    ]
}

extension String {
    /// The text with every occurrence of `target` replaced, compared scalar by scalar (so "\n"
    /// is found inside "\r\n", which `Character`-based replacing does not do).
    fileprivate func replacingScalars(of target: String, with replacement: String) -> String {
        let scalars = Array(unicodeScalars), needle = Array(target.unicodeScalars)
        var result = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            if !needle.isEmpty, index + needle.count <= scalars.count, Array(scalars[index..<index + needle.count]) == needle {
                result.append(contentsOf: replacement.unicodeScalars)
                index += needle.count
            } else {
                result.append(scalars[index])
                index += 1
            }
        }
        return String(result)
    }
}

// MARK: - binary plists

/// The binary fast path (``BinaryPropertyListParser/scanStringsdict(_:limits:)`` feeding the
/// loader's compiler) against the tree path (``BinaryPropertyListParser/parse(_:file:limits:)``
/// and ``EntryCompiler``) on the same binary bytes.
extension StringsdictLoaderTests {
    /// `bytes` (XML) as a binary plist written by ``PropertyListWriter``, or nil when the tree
    /// reader rejects them.
    static func binary(ofXML bytes: [UInt8], limits: PropertyListLimits = .default) -> [UInt8]? {
        guard let node = try? PropertyListReader.read(bytes, file: "x", limits: limits) else { return nil }
        return PropertyListWriter.binary(node.value)
    }

    @Test("Every DuckDuckGo file as a binary plist takes the fast path and equals the tree path", arguments: duckDuckGoFiles)
    func duckDuckGoBinary(path: String) throws {
        let bytes = try #require(Self.binary(ofXML: try PropertyListFixtures.bytes("corpus/" + path)))
        let context = try RenderContext(locale: Self.locale(ofFile: path))
        let fast = try #require(Oracle.fast(bytes, file: path), "the fast loader declined the binary \(path)")
        let tree = try Oracle.tree(bytes, file: path).get()
        #expect(fast.values.contains { $0.hasPlurals })
        let differences = Oracle.differences(fast: fast, tree: tree.messages, contexts: [context])
        #expect(differences.isEmpty, "\(path): \(differences.count) differences: \(differences.prefix(5))")
        let outcome = Oracle.check(bytes, file: path, contexts: [context])
        #expect(outcome.differences.isEmpty, "\(path): \(outcome.differences.prefix(5))")
        // Locations are byte offsets of the value objects, as the tree reader gives them.
        #expect(fast.values.allSatisfy { $0.location?.line == 1 })
    }

    @Test("Every SwiftGen fixture and demo resource as a binary plist: declined or equal to the tree path",
          arguments: swiftGenFiles.map { "corpus/" + $0 } + demoFiles.map { "demo/" + $0 })
    func otherFilesBinary(path: String) throws {
        let xml = path.hasPrefix("demo/")
            ? try [UInt8](Data(contentsOf: URL(fileURLWithPath: FixtureFiles.demoResources + "/" + path.dropFirst(5))))
            : try PropertyListFixtures.bytes(path)
        let bytes = try #require(Self.binary(ofXML: xml))
        let contexts = try ["en", "ru", "ar"].map { try RenderContext(locale: LocaleIdentifier($0)) }
        let outcome = Oracle.check(bytes, file: path, contexts: contexts)
        #expect(outcome.differences.isEmpty, "\(path): \(outcome.differences.prefix(5))")
    }

    @Test("The binary fixtures of the reader's tests: declined or equal to the tree path",
          arguments: ["AllTypes", "ddg_de.lproj_Localizable", "ddg_en.lproj_Localizable", "ddg_pl.lproj_Localizable",
                      "ddg_ru.lproj_Localizable", "swiftgen-fixtures_LocPluralAdvanced", "swiftgen-fixtures_LocPluralNested"])
    func binaryFixtures(name: String) throws {
        // Written by Python's plistlib, not by our writer.
        let bytes = try PropertyListFixtures.bytes("PropertyList/binary/\(name).bplist")
        let contexts = try ["en", "ru", "pl"].map { try RenderContext(locale: LocaleIdentifier($0)) }
        let outcome = Oracle.check(bytes, file: name, contexts: contexts)
        #expect(outcome.differences.isEmpty, "\(name): \(outcome.differences.prefix(5))")
        if name.hasPrefix("ddg_") { #expect(outcome.tookFastPath, "\(name)") }
    }

    @Test("Crafted XML inputs converted to binary: declined, or equal to the tree path", arguments: LoaderCases.all)
    func craftedBinary(input: LoaderCase) throws {
        guard let bytes = Self.binary(ofXML: input.bytes, limits: input.limits) else { return }
        let contexts = try ["en", "ru", "ar", "fr"].map { try RenderContext(locale: LocaleIdentifier($0)) }
        let outcome = Oracle.check(bytes, file: "Crafted.stringsdict", limits: input.limits, contexts: contexts)
        #expect(outcome.differences.isEmpty, "\(outcome.differences.count) differences: \(outcome.differences.prefix(6))")
    }

    @Test("Crafted XML inputs converted to binary: most of those the XML fast path takes, the binary one takes")
    func craftedBinaryCoverage() {
        // The writer keeps a repeated key's first value, so a few files change in conversion.
        var taken = 0, converted = 0
        for input in LoaderCases.all where input.path == .fast {
            guard let bytes = Self.binary(ofXML: input.bytes, limits: input.limits) else { continue }
            converted += 1
            if Oracle.fast(bytes, file: "Crafted.stringsdict", limits: input.limits) != nil { taken += 1 }
        }
        #expect(converted > 40)
        #expect(taken >= converted - 3, "\(taken) of \(converted)")
    }

    @Test("Hand-written binary plists: repeated keys, shared objects, UTF-16, and the shapes left to the tree path",
          arguments: RawBinaryPlist.cases)
    func handWrittenBinary(input: RawBinaryPlist.Case) throws {
        let contexts = try ["en", "ru"].map { try RenderContext(locale: LocaleIdentifier($0)) }
        let outcome = Oracle.check(input.bytes, file: "Raw.stringsdict", limits: input.limits, contexts: contexts)
        #expect(outcome.differences.isEmpty, "\(outcome.differences.count) differences: \(outcome.differences.prefix(6))")
        #expect(outcome.tookFastPath == input.fast, "fast path taken: \(outcome.tookFastPath)")
        if let keys = input.keys { #expect(outcome.treeKeys == keys.sorted()) }
    }

    @Test("Hand-written binary plists read as written: UTF-16 keys and values, the last repeated key")
    func handWrittenValues() throws {
        let en = try LocaleIdentifier("en")
        let fast = try #require(Oracle.fast(RawBinaryPlist.utf16File, file: "u"))
        let text = try #require(fast["ключ😀"])
        guard case .text(let value, _) = text.kind else {
            Issue.record("expected a text message, got \(text.kind)")
            return
        }
        #expect(value == "значение 中文 😀 é")
        #expect(try fast["files"]?.render(locale: en, 1) == "1 файл 😀")
        #expect(try fast["files"]?.render(locale: en, 3) == "3 файла")
    }

    @Test("A binary plist's UTF-16 strings transcode to the same text as Swift's own decoding, for every unit class and its edges")
    func utf16Transcoding() throws {
        // Scalars at the edges of each UTF-8 length, and runs that mix them, as the branch-free
        // one-or-two-byte store and the three- and four-byte paths meet them.
        let edges: [Unicode.Scalar] = [
            "\u{0}", "\u{1}", "\u{7F}", "\u{80}", "\u{FF}", "\u{400}", "\u{44F}", "\u{7FF}", "\u{800}", "\u{D7FF}",
            "\u{E000}", "\u{FFFD}", "\u{FFFF}", "\u{10000}", "\u{1F600}", "\u{10FFFF}", "a", " ", "ж", "中",
        ]
        var state: UInt64 = 0x853C_49E6_748F_EA9B
        var objects: [RawBinaryPlist.Object] = [.dictionary([])]
        var expected: [String: String] = [:]
        var pairs: [(key: Int, value: Int)] = []
        for index in 0..<300 {
            var value = ""
            for _ in 0..<(index % 40) {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                value.unicodeScalars.append(edges[Int(state >> 33) % edges.count])
            }
            let key = "k\(index)"
            objects.append(.ascii(key))
            objects.append(.utf16(value))
            pairs.append((objects.count - 2, objects.count - 1))
            expected[key] = value
        }
        // Long runs of one class, every length up to 23 (the four-unit blocks and the tail).
        let runs = ["абвгдежзийклмнопрстуфхцчшщъыьэюяё", "The quick brown fox jumps", "ΑΒΓΔΕΖΗΘΙΚΛΜΝΞΟΠΡΣΤΥΦΧΨΩ", "אבגדהוזחטיכלמנסעפצקרשת"]
        for (index, run) in runs.enumerated() {
            for length in 0..<24 {
                let value = String(run.unicodeScalars.prefix(length).map(Character.init)) + (length % 3 == 0 ? " x" : "")
                let key = "run\(index).\(length)"
                objects.append(.ascii(key))
                objects.append(.utf16(value))
                pairs.append((objects.count - 2, objects.count - 1))
                expected[key] = value
            }
        }
        objects[0] = .dictionary(pairs)
        let fast = try #require(Oracle.fast(RawBinaryPlist.file(objects), file: "u"))
        var failures: [String] = []
        for (key, value) in expected {
            guard case .text(let text, _)? = fast[key]?.kind else {
                failures.append("\(key): missing or not text")
                continue
            }
            if Array(text.utf8) != Array(value.utf8), failures.count < 10 {
                failures.append("\(key): \(Array(text.unicodeScalars)) ≠ \(Array(value.unicodeScalars))")
            }
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }

    @Test("A binary plist's ASCII strings are read in place and its UTF-16 ones transcoded beside them: values and locations")
    func mixedBinaryValues() throws {
        let bytes = RawBinaryPlist.mixedFile
        let fast = try #require(Oracle.fast(bytes, file: "m"))
        let tree = try Oracle.tree(bytes, file: "m").get().messages
        func text(_ key: String) -> String? {
            guard case .text(let value, _)? = fast[key]?.kind else { return nil }
            return value
        }
        #expect(text("a") == "twenty characters!!!")
        #expect(text("twenty characters!!!") == "общий 😀")
        #expect(text("ключ") == "ключ")
        #expect(text("b") == "wide %d")
        #expect(text("c") == String(repeating: "long value ", count: 30))
        #expect(text("ключ2") == String(repeating: "длинное значение ", count: 20))
        #expect(text("empty") == "")
        #expect(text("") == "")
        // A UTF-16 key written as a plain string, then as an entry: the entry wins.
        #expect(fast["ключ3"]?.hasPlurals == true)
        #expect(try fast["ключ3"]?.render(locale: LocaleIdentifier("ru"), 1) == "один 1")
        #expect(try fast["общий 😀"]?.render(locale: LocaleIdentifier("en"), 1) == "1 общий")
        // Every location is its value object's byte offset, as the tree reader gives it.
        for (key, message) in tree {
            #expect(fast[key]?.location == message.location, "\(key)")
        }
        let table = try LocalizationTable(name: "M", stringsdict: bytes, file: "m")
        #expect(table["c"]?.location == tree["c"]?.location)
        #expect(table["ключ2"]?.location == tree["ключ2"]?.location)
    }
}

/// Binary plists written byte by byte, for shapes ``PropertyListWriter`` never writes.
enum RawBinaryPlist {
    enum Object {
        case ascii(String)
        /// ASCII with its length always as a two-byte integer object (longer than the shortest
        /// form under 256 characters, which other writers may use).
        case wideASCII(String)
        case utf16(String)
        /// UTF-16 units as they are, valid or not.
        case units([UInt16])
        case dictionary([(key: Int, value: Int)])
        case array([Int])
        case integer(UInt8)
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var bytes: [UInt8]
        /// Whether the binary fast path takes it.
        var fast: Bool
        var limits: PropertyListLimits = .default
        var keys: [String]?
        var testDescription: String { name }
    }

    /// A `bplist00` of `objects` (references two bytes wide, offsets four), rooted at `root`.
    static func file(_ objects: [Object], root: Int = 0) -> [UInt8] {
        var bytes = Array("bplist00".utf8)
        var offsets: [Int] = []
        func length(_ marker: UInt8, _ count: Int, wide: Bool = false) {
            if count < 15, !wide {
                bytes.append(marker | UInt8(count))
            } else if count < 256, !wide {
                // The shortest form, as plistlib and CoreFoundation write it.
                bytes += [marker | 0x0F, 0x10, UInt8(count)]
            } else {
                bytes += [marker | 0x0F, 0x11, UInt8(count >> 8), UInt8(count & 0xFF)]
            }
        }
        func reference(_ object: Int) { bytes += [UInt8(object >> 8), UInt8(object & 0xFF)] }
        for object in objects {
            offsets.append(bytes.count)
            switch object {
            case .ascii(let text):
                length(0x50, text.utf8.count)
                bytes += text.utf8
            case .wideASCII(let text):
                length(0x50, text.utf8.count, wide: true)
                bytes += text.utf8
            case .utf16(let text):
                length(0x60, text.utf16.count)
                for unit in text.utf16 { bytes += [UInt8(unit >> 8), UInt8(unit & 0xFF)] }
            case .units(let units):
                length(0x60, units.count)
                for unit in units { bytes += [UInt8(unit >> 8), UInt8(unit & 0xFF)] }
            case .dictionary(let pairs):
                length(0xD0, pairs.count)
                for pair in pairs { reference(pair.key) }
                for pair in pairs { reference(pair.value) }
            case .array(let elements):
                length(0xA0, elements.count)
                for element in elements { reference(element) }
            case .integer(let value):
                bytes += [0x10, value]
            }
        }
        let table = bytes.count
        for offset in offsets { bytes += [UInt8(offset >> 24), UInt8((offset >> 16) & 0xFF), UInt8((offset >> 8) & 0xFF), UInt8(offset & 0xFF)] }
        func word(_ value: Int) -> [UInt8] { (0..<8).reversed().map { UInt8((value >> ($0 * 8)) & 0xFF) } }
        bytes += [0, 0, 0, 0, 0, 0, 4, 2] + word(objects.count) + word(root) + word(table)
        return bytes
    }

    /// Objects 1… of a plural entry `%#@n@` (one / other) appended to `objects`; its index.
    static func entry(_ objects: inout [Object], one: Object = .ascii("%d file"), other: Object = .ascii("%d files")) -> Int {
        let first = objects.count
        objects += [
            .ascii("NSStringLocalizedFormatKey"), .ascii("%#@n@"), .ascii("n"),
            .ascii("NSStringFormatSpecTypeKey"), .ascii("NSStringPluralRuleType"),
            .ascii("NSStringFormatValueTypeKey"), .ascii("d"), .ascii("one"), one, .ascii("other"), other,
        ]
        let variable = objects.count
        objects.append(.dictionary([(first + 3, first + 4), (first + 5, first + 6), (first + 7, first + 8), (first + 9, first + 10)]))
        objects.append(.dictionary([(first, first + 1), (first + 2, variable)]))
        return objects.count - 1
    }

    /// A file with UTF-16 keys and values (BMP and beyond) and a UTF-16 plural entry.
    static let utf16File: [UInt8] = {
        var objects: [Object] = [.dictionary([]), .utf16("ключ😀"), .utf16("значение 中文 😀 é"), .ascii("files")]
        let plural = entry(&objects, one: .utf16("%d файл 😀"), other: .utf16("%d файла"))
        objects[0] = .dictionary([(1, 2), (3, plural)])
        return file(objects)
    }()

    /// ASCII and UTF-16 strings side by side, short and long (every length form), string
    /// objects shared between keys, values and a plural entry's variants, one used as both key
    /// and value, and UTF-16 keys repeated around an entry of the same name.
    static let mixedFile: [UInt8] = {
        let long = String(repeating: "long value ", count: 30)
        var objects: [Object] = [
            .dictionary([]),
            .ascii("a"), .utf16("ключ"), .ascii("twenty characters!!!"), .wideASCII("wide %d"),
            .ascii(long), .utf16(String(repeating: "длинное значение ", count: 20)), .utf16("общий 😀"),
            .ascii("b"), .ascii(""), .utf16(""), .ascii("empty"), .ascii("c"), .utf16("ключ2"),
        ]
        // objects 1…13: keys and values; 7 is a value twice and an entry's key, 2 is a key and
        // its own value.
        let plural = entry(&objects, one: .utf16("%d общий"), other: .ascii("%d shared"))
        let utf16Entry = entry(&objects, one: .utf16("один %d"), other: .utf16("много %d"))
        objects.append(.utf16("ключ3"))
        let repeated = objects.count - 1
        objects[0] = .dictionary([
            (1, 3), (2, 2), (8, 4), (12, 5), (13, 6), (11, 9), (10, 10), (3, 7),
            (repeated, 7), (repeated, utf16Entry), (7, plural),
        ])
        return file(objects)
    }()

    static let cases: [Case] = {
        var cases: [Case] = []
        func add(_ name: String, fast: Bool, limits: PropertyListLimits = .default, keys: [String]? = nil, _ build: (inout [Object]) -> Void) {
            var objects: [Object] = [.dictionary([])]
            build(&objects)
            cases.append(Case(name: name, bytes: file(objects), fast: fast, limits: limits, keys: keys))
        }
        cases.append(Case(name: "UTF-16 keys and values", bytes: utf16File, fast: true, keys: ["files", "ключ😀"]))
        cases.append(Case(name: "ASCII and UTF-16, every length form, shared strings", bytes: mixedFile, fast: true,
                          keys: ["", "a", "b", "c", "empty", "twenty characters!!!", "ключ", "ключ2", "ключ3", "общий 😀"]))
        add("an empty root", fast: true, keys: []) { _ in }
        add("a plain string then an entry under one key", fast: true, keys: ["k", "other"]) { objects in
            objects += [.ascii("k"), .ascii("plain %d"), .ascii("other"), .ascii("x")]
            let plural = entry(&objects)
            objects[0] = .dictionary([(1, 2), (3, 4), (1, plural)])
        }
        add("an entry then a plain string under one key", fast: true, keys: ["k"]) { objects in
            objects += [.ascii("k"), .ascii("plain %d")]
            let plural = entry(&objects)
            objects[0] = .dictionary([(1, plural), (1, 2)])
        }
        add("one entry object under two keys", fast: true, keys: ["a", "b"]) { objects in
            objects += [.ascii("a"), .ascii("b")]
            let plural = entry(&objects)
            objects[0] = .dictionary([(1, plural), (2, plural)])
        }
        add("a string object as key and value", fast: true, keys: ["same"]) { objects in
            objects += [.ascii("same")]
            objects[0] = .dictionary([(1, 1)])
        }
        add("a repeated variant key: the last wins", fast: true, keys: ["k"]) { objects in
            objects += [.ascii("k")]
            let plural = entry(&objects)
            // The variable's dictionary repeats "other".
            guard case .dictionary(var pairs) = objects[plural - 1] else { return }
            objects.append(.ascii("%d things"))
            pairs.append((pairs[3].key, objects.count - 1))
            objects[plural - 1] = .dictionary(pairs)
            objects[0] = .dictionary([(1, plural)])
        }
        add("an unpaired high surrogate in a value", fast: false) { objects in
            objects += [.ascii("k"), .units([0x61, 0xD83D, 0x62])]
            objects[0] = .dictionary([(1, 2)])
        }
        add("a lone low surrogate in a key", fast: false) { objects in
            objects += [.units([0xDE00]), .ascii("v")]
            objects[0] = .dictionary([(1, 2)])
        }
        add("a high surrogate ending a string", fast: false) { objects in
            objects += [.ascii("k"), .units([0x61, 0xD83D])]
            objects[0] = .dictionary([(1, 2)])
        }
        add("an integer value", fast: false, keys: ["k", "n"]) { objects in
            objects += [.ascii("k"), .ascii("v"), .ascii("n"), .integer(3)]
            objects[0] = .dictionary([(1, 2), (3, 4)])
        }
        add("an array value", fast: false, keys: ["a", "k"]) { objects in
            objects += [.ascii("k"), .ascii("v"), .ascii("a"), .array([2])]
            objects[0] = .dictionary([(1, 2), (3, 4)])
        }
        add("an integer key", fast: false) { objects in
            objects += [.integer(1), .ascii("v")]
            objects[0] = .dictionary([(1, 2)])
        }
        add("a dictionary that contains itself", fast: false) { objects in
            objects += [.ascii("k")]
            objects[0] = .dictionary([(1, 0)])
        }
        add("a value type given as an integer", fast: false, keys: ["k"]) { objects in
            objects += [.ascii("k")]
            let plural = entry(&objects)
            objects[plural - 6] = .integer(4)
            objects[0] = .dictionary([(1, plural)])
        }
        add("nesting past the depth limit", fast: false, limits: PropertyListLimits(maximumDepth: 2)) { objects in
            objects += [.ascii("k")]
            let plural = entry(&objects)
            objects[0] = .dictionary([(1, plural)])
        }
        add("more nodes than the limit", fast: false, limits: PropertyListLimits(maximumNodeCount: 3)) { objects in
            objects += [.ascii("a"), .ascii("b"), .ascii("c"), .ascii("v")]
            objects[0] = .dictionary([(1, 4), (2, 4), (3, 4)])
        }
        // A string root: the tree path's error.
        cases.append(Case(name: "a string root", bytes: file([.ascii("text")]), fast: false))
        // Non-ASCII bytes in an ASCII string object.
        var latin = file([.dictionary([(1, 2)]), .ascii("k"), .ascii("caf?")])
        if let mark = latin.lastIndex(of: UInt8(ascii: "?")) { latin[mark] = 0xE9 }
        cases.append(Case(name: "a byte over 0x7F in an ASCII string", bytes: latin, fast: false))
        // A reference past the object table.
        var broken = file([.dictionary([(1, 2)]), .ascii("k"), .ascii("v")])
        broken[9 + 2] = 0x7F
        cases.append(Case(name: "a reference out of range", bytes: broken, fast: false))
        return cases
    }()
}
