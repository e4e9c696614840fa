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
