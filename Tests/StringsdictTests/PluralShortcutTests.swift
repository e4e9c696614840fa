import Foundation
@testable import Stringsdict
import Testing

/// ``PluralShortcut``, the fast path for plural entries of the common shape, against the path
/// it replaces: the entry's plan steps (`PluralEntry.renderedThroughSteps`).
@Suite("PluralShortcut renders what the plan's steps render")
struct PluralShortcutTests {
    /// Every `.stringsdict` of the corpora and the demo resources, with the locale of its folder.
    static func files() -> [(path: String, locale: String)] {
        var files: [(String, String)] = []
        for root in [FixtureFiles.url("corpus").path, FixtureFiles.demoResources] {
            guard let walker = FileManager.default.enumerator(atPath: root) else { continue }
            for case let relative as String in walker where relative.hasSuffix(".stringsdict") {
                let folder = relative.split(separator: "/").dropLast().last.map(String.init) ?? ""
                let locale = folder.hasSuffix(".lproj") ? String(folder.dropLast(6)) : "en"
                files.append((root + "/" + relative, locale == "Base" ? "en" : locale))
            }
        }
        return files.sorted { $0.0 < $1.0 }
    }

    /// Integers across every CLDR category of `rules` (their first samples, and the samples plus
    /// 100 and 1,000,000), 0, negatives, grouped and large numbers, and the edges of 64 bits.
    static func integers(_ rules: PluralRules) -> [Int64] {
        var values: [Int64] = [0, 1, 2, 3, 4, 5, 7, 10, 11, 12, 14, 19, 20, 21, 22, 25, 100, 101, 102, 111, 255, 256, 1000, 1250, 12345, 1_000_000, 123_456_789, -1, -2, -5, -21, -1250, Int64.max, Int64.min, Int64(Int32.max) + 1, -Int64(Int32.max) - 2]
        // Each side of every digit count up to ten, and numbers of seven and eight digits with
        // every digit different: the shortcut builds numbers under 10⁸ in registers.
        var power: Int64 = 10
        for _ in 1...10 {
            values += [power - 1, power, power + 1, -(power - 1), -power]
            power *= 10
        }
        values += [1_234_567, 12_345_678, 98_765_432, -12_345_678, 10_203_040, 90_000_009]
        for category in PluralCategory.allCases {
            if let sample = rules.firstSample(of: category), let value = Int64(sample) {
                values += [value, value + 100, value + 1_000_000, -value]
            }
        }
        return values
    }

    static func compare(_ message: LocalizedMessage, _ entry: PluralEntry, _ context: RenderContext, _ values: [Int64], failures: inout [String]) {
        var arguments: [FormatArgument] = values.map { .int($0) }
        arguments += [.uint(UInt64.max), .uint(1 << 63), .uint(3)]
        for argument in arguments {
            let slow = try? entry.renderedThroughSteps(context: context, arguments: OneArgument(argument))
            let fast = try? message.render(in: context, arguments: argument)
            let array = try? message.render(in: context, arguments: [argument, .int(7), .int(9)])
            let slowArray = try? entry.renderedThroughSteps(context: context, arguments: TypedArguments(values: [argument, .int(7), .int(9)]))
            if fast != slow || array != slowArray, failures.count < 30 {
                failures.append("\(message.key) (\(context.locale)) \(argument): shortcut \(fast ?? "error") / \(array ?? "error"), steps \(slow ?? "error") / \(slowArray ?? "error")")
            }
        }
    }

    @Test("Every corpus entry of the shape, in its own locale and in every corpus locale for the demo's")
    func corpus() throws {
        let files = Self.files()
        #expect(files.count > 50)
        let locales = Set(files.map(\.locale)).sorted()
        var failures: [String] = []
        var shortcuts = 0
        var others = 0
        for (path, localeName) in files {
            guard let table = try? LocalizationTable(contentsOf: path) else { continue }
            let isDemo = path.hasPrefix(FixtureFiles.demoResources)
            for name in isDemo ? locales : [localeName] {
                let locale = try LocaleIdentifier(name)
                let context = try RenderContext(locale: locale)
                let values = Self.integers(try PluralRules(locale: locale))
                for key in table.keys.sorted() {
                    guard let message = table[key], case .plural(let entry) = message.kind else { continue }
                    guard entry.hasShortcut else {
                        others += 1
                        continue
                    }
                    shortcuts += 1
                    Self.compare(message, entry, context, values, failures: &failures)
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
        // Most real entries have the shape; nested and multi-argument ones keep the steps.
        #expect(shortcuts > 500, "\(shortcuts) entries with a shortcut, \(others) without")
        #expect(others > 0)
    }

    @Test("Shapes: what takes the shortcut, and what keeps the steps", arguments: [
        ("%#@n@", ["one": "%d file", "other": "%d files"], "d", true),
        ("Deleted %#@n@.", ["zero": "nothing", "one": "%ld file", "other": "%ld files"], "ld", true),
        ("%#@n@", ["other": "%u items"], "u", true),
        ("%#@n@", ["one": "%hhd x", "other": "%lu y"], "ld", true),
        ("%#@n@", ["one": "one", "other": "many"], "d", true),
        ("%d %#@n@", ["one": "file", "other": "files"], "d", false),
        ("%#@n@", ["one": "%d of %d", "other": "%d"], "d", false),
        ("%#@n@", ["one": "%5d", "other": "%d"], "d", false),
        ("%#@n@", ["one": "%.1f", "other": "%.1f"], ".1f", false),
        // `%%` is one literal run or two, as the compile path splits it: either way, the same text.
        ("%#@n@", ["one": "100%% %d", "other": "%d"], "d", nil),
        ("%#@n@ %#@n@", ["other": "%d"], "d", false),
        // Texts that fill a small string (15 bytes) with a short number, or pass it.
        ("Files: %#@n@!", ["one": "%d fil", "other": "%d files"], "d", true),
        ("%#@n@", ["one": "%d файл", "few": "%d файла", "other": "%d файлов"], "ld", true),
        ("Всего %#@n@", ["other": "%d"], "d", true),
        ("%#@n@", ["other": "Seven bytes %d"], "d", true),
    ] as [(String, [String: String], String, Bool?)])
    func shapes(format: String, variants: [String: String], valueType: String, hasShortcut: Bool?) throws {
        let xml = StringsdictXML.entry(format, [("n", StringsdictXML.variable(valueType, variants.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }))])
        // Compiled straight from the file's bytes (a table's plan) and from a property-list tree
        // (an entry's own plan): both make the same shortcut.
        let fromBytes = try LocalizationTable(name: "T", stringsdict: Array(StringsdictXML.file([("k", xml)]).utf8), file: "T.stringsdict")
        let fromTree = try StringsdictXML.table([("k", xml)])
        for table in [fromBytes, fromTree] {
            let message = try #require(table["k"])
            guard case .plural(let entry) = message.kind else {
                Issue.record("not a plural entry")
                return
            }
            if let hasShortcut { #expect(entry.hasShortcut == hasShortcut) }
            var failures: [String] = []
            for name in ["en", "ru", "ar", "pl", "fr", "lv", "es", "hi", "de-CH", "mr", "bn", "en-IN", "fa", "sv"] {
                let locale = try LocaleIdentifier(name)
                Self.compare(message, entry, try RenderContext(locale: locale), Self.integers(try PluralRules(locale: locale)), failures: &failures)
            }
            #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
        }
    }

    @Test("Arguments the shortcut does not take give the steps' text or error")
    func otherArguments() throws {
        let table = try LocalizationTable(contentsOf: FixtureFiles.demoResources + "/ru.lproj/Localizable.stringsdict")
        let message = try #require(table["files.count"])
        let context = try RenderContext(locale: LocaleIdentifier("ru"))
        #expect(try message.render(in: context, arguments: .int(21)) == "21 файл")
        #expect(try message.render(in: context, arguments: .int(1250)) == "1\u{00A0}250 файлов")
        #expect(try message.render(in: context, arguments: .int(0)) == "Нет файлов")
        #expect(throws: StringsdictError.self) { try message.render(in: context, arguments: .string("x")) }
        #expect(throws: StringsdictError.self) { try message.render(in: context, arguments: [FormatArgument]()) }
        #expect(throws: StringsdictError.self) { try message.render(in: context, arguments: .double(2.5)) }
    }
}
