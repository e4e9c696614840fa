import Foundation
@testable import Stringsdict
import Testing

/// A compact table's plain strings render through ``PlainFormat`` (steps over the table's own
/// bytes); the path it replaces is ``StringsFileReader`` then a ``FormatString`` per value. Both
/// must give the same text, or the same error, for every value and every argument list.
@Suite("Plain formats: compact renders against StringsFileReader + FormatString")
struct PlainFormatTests {
    /// Argument lists of every kind, one to four long, and none.
    static let argumentLists: [[FormatArgument]] = [
        [],
        [.int(7)],
        [.int(-1_234_567)],
        [.uint(UInt64.max)],
        [.double(1.85)],
        [.string("Анна")],
        [.object("an object")],
        [.character("é")],
        [.pointer(0xBEEF)],
        [.string("x"), .int(2)],
        [.int(3), .string("y"), .double(-2.5)],
        [.int(12_345), .uint(42), .string("z"), .int(-9)],
        [.double(.infinity), .int(0), .object("o"), .character("Ж")],
    ]

    static let locales = ["en", "ru", "de", "ar", "hi", "fr-CH"]

    /// What the old path gives: the value as stored without arguments, else its format rendered.
    static func reference(_ value: String, key: String, locale: LocaleIdentifier, arguments: [FormatArgument]) -> String {
        guard !arguments.isEmpty else { return value.debugDescription }
        return outcome { () throws(StringsdictError) in
            let format = try FormatString(value, options: .allowsUnusedSlots)
            return try format.render(locale: locale, arguments: arguments)
        }
    }

    static func outcome(_ body: () throws(StringsdictError) -> String) -> String {
        do { return (try body()).debugDescription } catch { return "error \(error.message)" }
    }

    /// Renders every key of `bytes` both ways in every locale with every argument list; returns
    /// how many renders were compared.
    @discardableResult
    static func compare(_ bytes: [UInt8], file: String) throws -> Int {
        let file = try StringsFileReader.read(bytes, file: file)
        let table = try LocalizationTable(name: "t", strings: bytes, file: file.file)
        #expect(table.layers.contains { if case .compact = $0 { true } else { false } }, "\(file.file) takes the compact path")
        var values: [String: String] = [:]
        for entry in file.entries { values[entry.key] = entry.value }
        var compared = 0
        // Every locale and argument list with STRINGSDICT_EXHAUSTIVE=1; two and six of them otherwise.
        for locale in Exhaustive.share(locales, 2) {
            let identifier = try LocaleIdentifier(locale)
            let context = try RenderContext(locale: identifier)
            for (key, value) in values.sorted(by: { $0.key < $1.key }) {
                let message = try #require(table[key], "\(key) in \(file.file)")
                for arguments in Exhaustive.share(argumentLists, 6) {
                    let fast = outcome { () throws(StringsdictError) in try message.render(in: context, arguments: arguments) }
                    let expected = reference(value, key: key, locale: identifier, arguments: arguments)
                    #expect(fast == expected, "\(file.file) \(key) \(locale) \(arguments)")
                    compared += 1
                }
            }
        }
        return compared
    }

    @Test("Every key of every text .strings fixture, in six locales with thirteen argument lists")
    func corpora() throws {
        var compared = 0
        for path in CompactStringTableTests.corpusFiles {
            let bytes = try PropertyListFixtures.bytes(path)
            guard case .success(let file) = Result(catching: { () throws(StringsdictError) in try StringsFileReader.read(bytes, file: path) }),
                  case .text = file.format
            else { continue }
            compared += try Self.compare(bytes, file: path)
        }
        #expect(compared > (Exhaustive.isOn ? 100_000 : 10_000))
    }

    /// Values that exercise each kind of step and each way the steps decline.
    static let values: [String] = [
        "plain text", "", "é и 日本", "100%% done", "%%d is literal", "%d", "%@", "Item %d of the list, number 7",
        "%1$@ and %2$d", "%2$@ before %1$d", "%1$d %1$d %1$i", "%1$@ %1$d", "%5$d alone", "%*d", "%-*.*f|", "%*2$d %1$d",
        "%-5d|", "%05.1f", "%+d", "% d", "%.3d", "%'d", "%y", "%lld %hhd %hu %ld %D %U %O", "%c %C %lc", "%s %S %ls",
        "%p %x %X %o", "%e %E %g %G %a %A", "%.1f%%", "%#@files@", "%d %#@files@", "%#@ files @", "%", "50%",
        "%0$d", "%1001$d", "%n", "%@ файлов %d", "日本 %@ 語 %d 円", "%d\u{301}", "%10@|", "%-10s|", "%.2@", "%L", "%.f %#x",
        "\u{1F600} %d \u{1F600}", "a%%%d%%b",
    ]

    /// Each value as a .strings line: escaped (so decoded into the table's extra bytes) and as is.
    static var crafted: String {
        var text = ""
        for (index, value) in values.enumerated() {
            let escaped = value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            text += "\"v\(index)\" = \"\(escaped)\";\n"
            // The same with escapes in it: a tab and a quote around the value.
            text += "\"e\(index)\" = \"\\t\\\"\(escaped)\\\"\\U00e9\";\n"
        }
        return text
    }

    @Test("Crafted values: every step kind, escapes, positional slots, and every way to decline")
    func craftedValues() throws {
        let text = Self.crafted
        try Self.compare(Array(text.utf8), file: "crafted.strings")
        try Self.compare(CompactStringTableTests.utf16(text, bigEndian: false, bom: true), file: "crafted-utf16.strings")
    }

    @Test("A value longer than 65,535 bytes with specifiers in it")
    func longValue() throws {
        let long = String(repeating: "abc %d def %@ ", count: 6_000)
        try Self.compare(Array("\"long\" = \"\(long)\";\n\"after\" = \"%d\";".utf8), file: "long.strings")
    }

    @Test("Plain strings of a .stringsdict render as FormatString renders them")
    func stringsdictPlainStrings() throws {
        let entries = Self.values.enumerated().map { index, value in
            ("k\(index)", "<string>\(value.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;"))</string>")
        }
        let table = try LocalizationTable(name: "t", stringsdict: Array(StringsdictXML.file(entries).utf8), file: "t.stringsdict")
        for locale in ["en", "ru"] {
            let identifier = try LocaleIdentifier(locale)
            let context = try RenderContext(locale: identifier)
            for (index, value) in Self.values.enumerated() {
                let message = try #require(table["k\(index)"])
                for arguments in Self.argumentLists {
                    let fast = Self.outcome { () throws(StringsdictError) in try message.render(in: context, arguments: arguments) }
                    #expect(fast == Self.reference(value, key: "k\(index)", locale: identifier, arguments: arguments), "\(value) \(arguments)")
                }
            }
        }
    }

    @Test("Errors name the key and, for a value that is no format, where it is")
    func errors() throws {
        let table = try LocalizationTable(name: "t", strings: Array("\"a\" = \"%d\";\n\"b\" = \"x %1$@ %1$d\";\n\"c\" = \"%d %d\";".utf8), file: "t.strings")
        let context = try RenderContext(locale: LocaleIdentifier("en"))
        let wrongType = #expect(throws: StringsdictError.self) { try table["a"]?.render(in: context, arguments: [.string("s")]) }
        #expect(wrongType?.keyPath == ["a"])
        let tooFew = #expect(throws: StringsdictError.self) { try table["c"]?.render(in: context, arguments: [.int(1)]) }
        #expect(tooFew?.keyPath == ["c"])
        #expect(tooFew?.message.contains("too few arguments") == true)
        // No arguments: the value as stored.
        #expect(try table["a"]?.render(in: context, arguments: []) == "%d")
        let conflict = #expect(throws: StringsdictError.self) { try table["b"]?.render(in: context, arguments: [.int(1)]) }
        #expect(conflict?.keyPath == ["b"])
        #expect(conflict?.location == SourceLocation(file: "t.strings", line: 2, column: 7))
        // Rendering twice (the format now compiled) gives the same.
        #expect(try table["a"]?.render(in: context, arguments: [.int(-5)]) == "-5")
        #expect(try table["a"]?.render(in: context, arguments: [.int(-5)]) == "-5")
    }

    @Test("A message looked up before and after its first render shows the same kind and location")
    func messageAccessors() throws {
        let table = try LocalizationTable(name: "t", strings: Array("\"k\" = \"%@ и %d\";".utf8), file: "t.strings")
        let context = try RenderContext(locale: LocaleIdentifier("ru"))
        let message = try #require(table["k"])
        #expect(!message.hasPlurals)
        #expect(message.error == nil)
        #expect(message.argumentKinds(in: context) == [.object, .signedInteger])
        #expect(try message.render(in: context, arguments: [.string("a"), .int(12_345)]) == "a и 12\u{A0}345")
        guard case .text(let text, let format) = message.kind else {
            Issue.record("not a plain string")
            return
        }
        #expect(text == "%@ и %d")
        #expect(try format.get() == FormatString("%@ и %d"))
        #expect(message.location == SourceLocation(file: "t.strings", line: 1, column: 7))
    }

    @Test("Tasks rendering a fresh table's keys at once, each key's first render racing, get the serial results")
    func concurrentFirstRenders() async throws {
        var text = ""
        for index in 0..<3_000 { text += "\"k\(index)\" = \"%1$@ v\(index) %2$d %3$.1f\";\n" }
        let bytes = Array(text.utf8)
        let context = try RenderContext(locale: LocaleIdentifier("de"))
        let keys = (0..<3_000).map { "k\($0)" }
        func render(_ table: LocalizationTable, _ key: String) -> String {
            (try? table[key]?.render(in: context, arguments: [.string(key), .int(12_345), .double(2.25)])) ?? "missing"
        }
        let serialTable = try LocalizationTable(name: "t", strings: bytes, file: "t.strings")
        let serial = keys.map { render(serialTable, $0) }
        #expect(serial[7] == "k7 v7 12.345 2,2")
        for _ in 0..<3 {
            let table = try LocalizationTable(name: "t", strings: bytes, file: "t.strings")
            let results = await withTaskGroup(of: [String].self) { group in
                for _ in 0..<8 { group.addTask { keys.map { render(table, $0) } } }
                var all: [[String]] = []
                for await result in group { all.append(result) }
                return all
            }
            #expect(results.count == 8)
            for result in results { #expect(result == serial) }
        }
    }
}
