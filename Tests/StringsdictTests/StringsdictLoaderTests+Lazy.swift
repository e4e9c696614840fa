import Foundation
@testable import Stringsdict
import Testing

// MARK: - large binary files: plural entries compiled when looked up

/// A large `.stringsdict` (binary: ``StringsdictLoader/lazyEntryCount`` root keys or more; XML:
/// ``StringsdictLoader/lazyByteCount`` bytes or more) is checked whole at load but compiles each
/// plural entry on first lookup (``StringsdictLoader/lazyEntry(key:object:keyOffset:document:)``).
/// Every file the eager tests compare is compared here loaded that way (`lazy: true`), against
/// the same tree path: messages, renders, variables, locations and
/// ``LocalizationTable/problems``.
extension StringsdictLoaderTests {
    @Test("Every DuckDuckGo file as a binary plist, its entries compiled when looked up, equals the tree path",
          arguments: duckDuckGoFiles)
    func duckDuckGoBinaryLazy(path: String) throws {
        let bytes = try #require(Self.binary(ofXML: try PropertyListFixtures.bytes("corpus/" + path)))
        let context = try RenderContext(locale: Self.locale(ofFile: path))
        let lazy = try #require(Oracle.fast(bytes, file: path, lazy: true), "the lazy loader declined the binary \(path)")
        #expect(lazy.values.contains { $0.hasPlurals })
        let outcome = Oracle.check(bytes, file: path, lazy: true, contexts: [context])
        #expect(outcome.tookFastPath)
        #expect(outcome.differences.isEmpty, "\(path): \(outcome.differences.prefix(5))")
    }

    @Test("Every DuckDuckGo, SwiftGen and demo XML file, its entries compiled when looked up, equals the tree path",
          arguments: duckDuckGoFiles.map { "corpus/" + $0 } + swiftGenFiles.map { "corpus/" + $0 } + demoFiles.map { "demo/" + $0 })
    func xmlFilesLazy(path: String) throws {
        let bytes = path.hasPrefix("demo/")
            ? try [UInt8](Data(contentsOf: URL(fileURLWithPath: FixtureFiles.demoResources + "/" + path.dropFirst(5))))
            : try PropertyListFixtures.bytes(path)
        let contexts = try ["en", "ru", "ar"].map { try RenderContext(locale: LocaleIdentifier($0)) }
        let outcome = Oracle.check(bytes, file: path, lazy: true, contexts: contexts)
        #expect(outcome.differences.isEmpty, "\(path): \(outcome.differences.prefix(5))")
        // Lazily or not, the fast path takes the same files.
        #expect(outcome.tookFastPath == (Oracle.fast(bytes, file: path, lazy: false) != nil), "\(path)")
    }

    @Test("Crafted XML inputs loaded lazily: nil exactly when the eager load declines, else equal to the tree path",
          arguments: LoaderCases.all)
    func craftedXMLLazy(input: LoaderCase) throws {
        let contexts = try ["en", "ru", "ar", "fr"].map { try RenderContext(locale: LocaleIdentifier($0)) }
        let outcome = Oracle.check(input.bytes, file: "Crafted.stringsdict", limits: input.limits, lazy: true, contexts: contexts)
        #expect(outcome.differences.isEmpty, "\(outcome.differences.count) differences: \(outcome.differences.prefix(6))")
        let eager = Oracle.fast(input.bytes, file: "Crafted.stringsdict", limits: input.limits, lazy: false) != nil
        #expect(outcome.tookFastPath == eager)
    }

    @Test("The binary fixtures and every crafted and hand-written binary plist, loaded lazily: declined or equal to the tree path")
    func everyBinaryCaseLazy() throws {
        let contexts = try ["en", "ru", "ar", "pl"].map { try RenderContext(locale: LocaleIdentifier($0)) }
        var cases: [(name: String, bytes: [UInt8], limits: PropertyListLimits)] = []
        for name in ["AllTypes", "ddg_de.lproj_Localizable", "ddg_pl.lproj_Localizable", "ddg_ru.lproj_Localizable",
                     "swiftgen-fixtures_LocPluralAdvanced", "swiftgen-fixtures_LocPluralNested"] {
            cases.append((name, try PropertyListFixtures.bytes("PropertyList/binary/\(name).bplist"), .default))
        }
        for input in LoaderCases.all {
            guard let bytes = Self.binary(ofXML: input.bytes, limits: input.limits) else { continue }
            cases.append(("crafted \(input)", bytes, input.limits))
        }
        for input in RawBinaryPlist.cases { cases.append(("raw \(input)", input.bytes, input.limits)) }
        #expect(cases.count > 60)
        var taken = 0
        for (name, bytes, limits) in cases {
            let outcome = Oracle.check(bytes, file: "Lazy.stringsdict", limits: limits, lazy: true, contexts: contexts)
            #expect(outcome.differences.isEmpty, "\(name): \(outcome.differences.prefix(4))")
            if outcome.tookFastPath { taken += 1 }
        }
        // Entries the fast compiler declines (width and device rules, errors) no longer send
        // the whole file to the tree path: only what the check itself declines does.
        #expect(taken > 50, "\(taken) of \(cases.count)")
    }

    /// A generated file over the threshold: `count` plural entries (`%#@files@` with `one`,
    /// `few`, `many`, `other`), plain strings between them, one key written as both (the writer
    /// keeps one; hand-written files repeat keys in ``RawBinaryPlist``), and the
    /// entries the fast compiler leaves to the tree path (a width rule, a wrong value type, a
    /// cycle).
    static func largeFile(count: Int) -> [UInt8]? {
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n"
        for index in 0..<count {
            xml += """
            <key>files.\(index)</key><dict><key>NSStringLocalizedFormatKey</key><string>Папка \(index): %#@files@</string>\
            <key>files</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>\
            <key>NSStringFormatValueTypeKey</key><string>lld</string><key>one</key><string>%lld файл</string>\
            <key>few</key><string>%lld файла</string><key>many</key><string>%lld файлов</string>\
            <key>other</key><string>%lld файла</string></dict></dict>
            <key>plain.\(index)</key><string>Текст \(index)</string>

            """
        }
        xml += """
        <key>both</key><string>plain first</string>
        <key>both</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string><key>n</key><dict>\
        <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string><key>NSStringFormatValueTypeKey</key>\
        <string>d</string><key>one</key><string>one</string><key>other</key><string>%d others</string></dict></dict>
        <key>width</key><dict><key>NSStringVariableWidthRuleType</key><dict><key>20</key><string>Short</string>\
        <key>200</key><string>A longer text</string></dict></dict>
        <key>broken</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@ %1$@</string><key>n</key><dict>\
        <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string><key>NSStringFormatValueTypeKey</key>\
        <string>d</string><key>other</key><string>%d</string></dict></dict>
        <key>cycle</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@a@</string><key>a</key><dict>\
        <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string><key>NSStringFormatValueTypeKey</key>\
        <string>d</string><key>other</key><string>%#@a@</string></dict></dict>
        </dict>
        </plist>

        """
        return binary(ofXML: Array(xml.utf8))
    }

    @Test("A binary file over the threshold loads lazily through the public initializer and equals the tree path")
    func largeBinaryLazy() throws {
        let count = StringsdictLoader.lazyEntryCount / 2 + 10
        let bytes = try #require(Self.largeFile(count: count))
        let ru = try RenderContext(locale: LocaleIdentifier("ru"))
        let table = try LocalizationTable(name: "Big", stringsdict: bytes, file: "Big.stringsdict")
        let tree = try Oracle.tree(bytes, file: "Big.stringsdict").get()
        #expect(table.count == 2 * count + 4)
        #expect(table.keys == tree.keys)
        // A sample of the entries, each way, in full.
        let sample = ["files.0", "files.1", "files.\(count - 1)", "plain.7", "both", "width", "broken", "cycle"]
        let differences = Oracle.differences(fast: Dictionary(uniqueKeysWithValues: sample.compactMap { key in table[key].map { (key, $0) } }),
                                             tree: Dictionary(uniqueKeysWithValues: sample.compactMap { key in tree[key].map { (key, $0) } }),
                                             contexts: [ru])
        #expect(differences.isEmpty, "\(differences.prefix(5))")
        #expect(try table["files.21"]?.render(in: ru, arguments: [.int(21)]) == "Папка 21: 21 файл")
        #expect(try table["files.22"]?.render(in: ru, arguments: [.int(5)]) == "Папка 22: 5 файлов")
        // The entries that do not compile are the tree path's problems, in the same words.
        #expect(table.problems == tree.problems)
        #expect(table.problems.map { $0.keyPath.first } == ["broken", "cycle"])
    }

    @Test("An XML file over the threshold loads lazily through the public initializer and equals the tree path")
    func largeXMLLazy() throws {
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n"
        var index = 0
        while xml.utf8.count < StringsdictLoader.lazyByteCount + 1_000 {
            xml += """
            <key>files.\(index)</key><dict><key>NSStringLocalizedFormatKey</key><string>Папка &amp; \(index):\r\n%#@files@</string>\
            <key>files</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>\
            <key>NSStringFormatValueTypeKey</key><string>lld</string><key>one</key><string>%lld файл</string>\
            <key>few</key><string>%lld файла</string><key>many</key><string>%lld файлов &#x1F4C1;</string>\
            <key>other</key><string>%lld файла</string></dict></dict>
            <key>plain.\(index)</key><string>Текст &lt;\(index)&gt;</string>

            """
            index += 1
        }
        xml += "</dict>\n</plist>\n"
        let bytes = Array(xml.utf8)
        let ru = try RenderContext(locale: LocaleIdentifier("ru"))
        let table = try LocalizationTable(name: "Big", stringsdict: bytes, file: "Big.stringsdict")
        let tree = try Oracle.tree(bytes, file: "Big.stringsdict").get()
        #expect(table.count == 2 * index)
        #expect(table.keys == tree.keys)
        let sample = ["files.0", "files.1", "files.\(index - 1)", "plain.7"]
        let differences = Oracle.differences(fast: Dictionary(uniqueKeysWithValues: sample.compactMap { key in table[key].map { (key, $0) } }),
                                             tree: Dictionary(uniqueKeysWithValues: sample.compactMap { key in tree[key].map { (key, $0) } }),
                                             contexts: [ru])
        #expect(differences.isEmpty, "\(differences.prefix(5))")
        #expect(try table["files.5"]?.render(in: ru, arguments: [.int(5)]) == "Папка & 5:\n5 файлов 📁")
        #expect(table.problems.isEmpty)
    }

    @Test("Many tasks look up and render a lazily loaded table's entries at once: the serial results")
    func concurrentLazyUse() async throws {
        let bytes = try #require(Self.largeFile(count: 300))
        let ru = try RenderContext(locale: LocaleIdentifier("ru"))
        let serial = Self.work(try #require(Oracle.fast(bytes, file: "c", lazy: true)), context: ru)
        #expect(serial.count > 1_000)
        for _ in 0..<3 {
            // A fresh table: no entry is compiled yet, so the tasks race to compile each.
            let table = try LocalizationTable(name: "Big", stringsdict: bytes, file: "c", limits: .default, lazy: true)
            let results = await withTaskGroup(of: [String].self) { group in
                for task in 0..<8 {
                    group.addTask {
                        let messages = Dictionary(uniqueKeysWithValues: table.keys.compactMap { key in table[key].map { (key, $0) } })
                        return Self.work(messages, context: ru, rotation: task * 37).sorted()
                    }
                }
                var all: [[String]] = []
                for await lines in group { all.append(lines) }
                return all
            }
            for lines in results { #expect(lines == serial.sorted()) }
        }
    }
}
