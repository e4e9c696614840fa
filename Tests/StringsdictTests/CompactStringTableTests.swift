import Foundation
@testable import Stringsdict
import Testing

/// The compact table (`.strings` text loaded straight from its bytes) against the path it
/// replaces: ``StringsFileReader`` into a ``StringsFile``, then one compiled message per key.
/// Same keys, same values, same locations, same renders and errors.
@Suite("Compact string tables: .strings straight from the bytes")
struct CompactStringTableTests {
    /// The table from bytes (the compact path when it takes the file).
    static func fast(_ bytes: [UInt8], file: String = "t.strings") -> Result<LocalizationTable, StringsdictError> {
        Result { () throws(StringsdictError) in try LocalizationTable(name: "t", strings: bytes, file: file) }
    }

    /// The table through the reader: the reference.
    static func reference(_ bytes: [UInt8], file: String = "t.strings") -> Result<LocalizationTable, StringsdictError> {
        Result { () throws(StringsdictError) in
            LocalizationTable(name: "t", strings: try StringsFileReader.read(bytes, file: file))
        }
    }

    static func isCompact(_ table: LocalizationTable) -> Bool {
        table.layers.contains { if case .compact = $0 { true } else { false } }
    }

    /// What a caller can observe of every message, as lines.
    static func describe(_ table: LocalizationTable, context: RenderContext) -> [String] {
        var lines: [String] = ["count \(table.count)", "files \(table.files)"]
        for key in table.keys {
            guard let message = table[key] else {
                lines.append("\(key): listed but not found")
                continue
            }
            var line = "\(key) @ \(message.location.map(String.init(describing:)) ?? "-") key=\(message.key)"
            if case .text(let text, let format) = message.kind {
                line += " text=\(text.debugDescription)"
                switch format {
                case .success(let format): line += " kinds=\(format.slotKinds)"
                case .failure(let error): line += " format error=\(error)"
                }
            }
            line += " plain=" + outcome { () throws(StringsdictError) in try message.render(in: context, arguments: []) }
            line += " one=" + outcome { () throws(StringsdictError) in try message.render(in: context, arguments: [.int(7)]) }
            line += " two=" + outcome { () throws(StringsdictError) in try message.render(in: context, arguments: [.string("x"), .int(2)]) }
            lines.append(line)
        }
        return lines
    }

    static func outcome(_ body: () throws(StringsdictError) -> String) -> String {
        do { return (try body()).debugDescription } catch { return "error \(error)" }
    }

    static func compare(_ bytes: [UInt8], file: String = "t.strings", expectCompact: Bool? = true) throws {
        let context = try RenderContext(locale: LocaleIdentifier("en"))
        switch (fast(bytes, file: file), reference(bytes, file: file)) {
        case (.success(let fast), .success(let reference)):
            if let expectCompact { #expect(isCompact(fast) == expectCompact, "compact path taken for \(file)") }
            #expect(describe(fast, context: context) == describe(reference, context: context), "\(file)")
            #expect(fast.messages.keys.sorted() == reference.messages.keys.sorted())
            #expect(fast.problems.isEmpty && reference.problems.isEmpty)
        case (.failure(let fast), .failure(let reference)):
            #expect("\(fast)" == "\(reference)")
            #expect(fast.location == reference.location)
        case (let fast, let reference):
            Issue.record("\(file): fast \(fast) vs reference \(reference)")
        }
    }

    static func utf16(_ text: String, bigEndian: Bool, bom: Bool) -> [UInt8] {
        var bytes: [UInt8] = bom ? (bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]) : []
        for unit in text.utf16 {
            let (high, low) = (UInt8(unit >> 8), UInt8(unit & 0xFF))
            bytes += bigEndian ? [high, low] : [low, high]
        }
        return bytes
    }

    // MARK: corpora

    static var corpusFiles: [String] {
        let root = PropertyListFixtures.root
        let all = (FileManager.default.enumerator(atPath: root)?.allObjects as? [String]) ?? []
        return all.filter { $0.hasSuffix(".strings") }.sorted()
    }

    @Test("Every .strings fixture loads as the reader reads it")
    func corpora() throws {
        let files = Self.corpusFiles
        #expect(files.count > 100)
        for path in files {
            let bytes = try PropertyListFixtures.bytes(path)
            try Self.compare(bytes, file: path, expectCompact: nil)
        }
    }

    @Test("Every text .strings fixture takes the compact path, in UTF-8 and in UTF-16 LE and BE")
    func corporaReEncoded() throws {
        var compact = 0
        for (index, path) in Self.corpusFiles.enumerated() {
            let bytes = try PropertyListFixtures.bytes(path)
            guard case .success(let file) = Result(catching: { () throws(StringsdictError) in try StringsFileReader.read(bytes, file: path) }),
                  case .text = file.format
            else { continue }
            try Self.compare(bytes, file: path)
            // Every third file re-encoded: enough for each form, and a shorter test run.
            if index % 3 == 0, let text = String(bytes: bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes, encoding: .utf8) {
                try Self.compare(Self.utf16(text, bigEndian: false, bom: true), file: path)
                try Self.compare(Self.utf16(text, bigEndian: true, bom: true), file: path)
            }
            compact += 1
        }
        #expect(compact > 100)

    }

    // MARK: crafted inputs

    static let crafted: [(String, String)] = [
        ("empty", ""),
        ("only comments", "/* a */ // b\n"),
        ("plain", "\"a\" = \"b\";\n\"c\" = \"d\";\n"),
        ("duplicates: the last wins", "\"k\" = \"1\";\n\"j\" = \"x\";\n\"k\" = \"2\";\n\"k\" = \"3 %d\";\n"),
        ("escapes", #""n" = "a\nb\tc\"d\\e\'f";"u" = "\U00e9\UD83D\UDE00";"o" = "\101\12";"q" = 'it\'s';"#),
        ("escaped key", #""a\"b" = "1"; "a\u" = "2";"#),
        ("shorthand", "\"alone\";\n\"x\" = \"y\";"),
        ("bare words", "key = value;\nother.key-1 = /path:$+;"),
        ("comments everywhere", "/* c */ \"a\" /* d */ = // e\n \"b\" /* f */ ;// g"),
        ("CRLF and CR", "\"a\" = \"1\";\r\n\"b\" = \"2\";\r\"c\" = \"x\r\ny\";\r\n\"d\" = \"é\";"),
        ("non-ASCII keys, NFC and NFD are one key", "\"caf\u{E9}\" = \"1\";\n\"cafe\u{301}\" = \"2\";\n\"日本\" = \"3\";\n\"ключ\" = \"%d файлов\";"),
        ("formats", "\"ok\" = \"%@ and %d\";\n\"bad\" = \"%1$@ %1$d\";\n\"pct\" = \"100%%\";\n\"unknown\" = \"%y\";"),
        ("empty strings", "\"\" = \"\";\n\"e\" = \"\";"),
        ("single quotes", "'a' = 'b \"c\"';"),
        ("vertical tab and form feed", "\"a\"\u{0B}=\u{0C}\"b\";"),
        ("unterminated string", "\"a\" = \"b;\n"),
        ("missing semicolon", "\"a\" = \"b\"\n\"c\" = \"d\";"),
        ("missing equals", "\"a\" \"b\";"),
        ("unterminated comment", "\"a\" = \"b\"; /* never"),
        ("bad escape", #""a" = "\Uzz";"#),
        ("lone surrogate", #""a" = "\UD83D";"#),
        ("end after key", "\"a\""),
        ("XML property list", "<?xml version=\"1.0\"?><plist version=\"1.0\"><dict><key>a</key><string>b</string></dict></plist>"),
    ]

    @Test("Crafted inputs: the same table or the same error", arguments: crafted.indices)
    func craftedInput(index: Int) throws {
        let (name, text) = Self.crafted[index]
        let expectCompact: Bool? = name.hasPrefix("XML") ? false : nil
        try Self.compare(Array(text.utf8), file: name, expectCompact: expectCompact)
        try Self.compare([0xEF, 0xBB, 0xBF] + Array(text.utf8), file: name, expectCompact: expectCompact)
        for bigEndian in [false, true] {
            for bom in [false, true] where bom || !text.isEmpty {
                try Self.compare(Self.utf16(text, bigEndian: bigEndian, bom: bom), file: name, expectCompact: expectCompact)
            }
        }
    }

    @Test("Valid crafted inputs take the compact path")
    func craftedTakeCompactPath() throws {
        for (name, text) in Self.crafted.prefix(15) {
            guard case .success(let table) = Self.fast(Array(text.utf8), file: name) else {
                Issue.record("\(name) does not load")
                continue
            }
            #expect(Self.isCompact(table), "\(name)")
        }
    }

    @Test("A value longer than 65,535 bytes and a long key keep their lengths")
    func longStrings() throws {
        let long = String(repeating: "abcdefgh", count: 10_000)
        let text = "\"short\" = \"\(long)\";\n\"\(long)\" = \"x\";\n\"after\" = \"y\";"
        try Self.compare(Array(text.utf8))
        let table = try LocalizationTable(name: "t", strings: Array(text.utf8), file: "t.strings")
        #expect(table["short"].map { if case .text(let value, _) = $0.kind { value } else { "" } } == long)
        #expect(table[long] != nil)
        #expect(table["after"]?.location == SourceLocation(file: "t.strings", line: 3, column: 11))
    }

    @Test("A binary property list .strings goes through the reader")
    func binaryPropertyList() throws {
        let files = Self.corpusFiles.filter { $0.contains("plist") }
        #expect(files.count >= 2)
        for path in files { try Self.compare(try PropertyListFixtures.bytes(path), file: path, expectCompact: false) }
    }

    // MARK: large tables and sharing

    @Test("A generated table of 100,000 keys: every key found, with its value and line")
    func largeTable() throws {
        let count = 100_000
        var text = ""
        text.reserveCapacity(count * 32)
        for index in 0..<count { text += "\"key.\(index)\" = \"Value \(index) %d\";\n" }
        text += "\"key.7\" = \"last\";\n"
        let table = try LocalizationTable(name: "t", strings: Array(text.utf8), file: "big.strings")
        #expect(Self.isCompact(table))
        #expect(table.count == count)
        #expect(table.keys.count == count)
        let context = try RenderContext(locale: LocaleIdentifier("en"))
        for index in stride(from: 0, to: count, by: 997) where index != 7 {
            let message = try #require(table["key.\(index)"])
            #expect(try message.render(in: context, arguments: [.int(3)]) == "Value \(index) 3")
            #expect(message.location == SourceLocation(file: "big.strings", line: index + 1, column: 6 + "\(index)".count + 4))
        }
        #expect(try table["key.7"]?.render(in: context, arguments: []) == "last")
        #expect(table["key.7"]?.location?.line == count + 1)
        #expect(table["key.\(count)"] == nil)
        #expect(table["key."] == nil)
    }

    @Test("A table whose index is filled in batches: every key, the last value of a repeated key, non-ASCII keys beside")
    func batchedIndex() throws {
        // 270,000 entries: an index of 360,001 slots, filled in three batches (of 131,072 entries).
        let count = 270_000
        var text = ""
        text.reserveCapacity(count * 24)
        var expected: [String: String] = [:]
        func add(_ key: String, _ value: String) {
            text += "\"\(key)\" = \"\(value)\";\n"
            expected[key] = value
        }
        for index in 0..<count {
            switch index {
            case 10: add("k5", "again in the same batch")
            case 200_000: add("k7", "again in a later batch")
            case 265_000: add("é\(index)", "non-ASCII")
            default: add("k\(index)", "v\(index)")
            }
        }
        let table = try LocalizationTable(name: "t", strings: Array(text.utf8), file: "big.strings")
        #expect(Self.isCompact(table))
        #expect(table.count == expected.count)
        #expect(Set(table.keys) == Set(expected.keys))
        let context = try RenderContext(locale: LocaleIdentifier("en"))
        let missing = expected.keys.filter { table[$0] == nil }
        #expect(missing.isEmpty, "keys not found: \(missing.prefix(5))")
        for key in ["k5", "k7", "é265000", "k0", "k\(count - 1)"] + stride(from: 1, to: count, by: 4_999).map({ "k\($0)" }) {
            #expect(try table[key]?.render(in: context, arguments: []) == expected[key], "\(key)")
        }
        #expect(table["k\(count)"] == nil)
        #expect(table["k10"] == nil)
    }

    @Test("Many tasks looking up one table at once get the serial results")
    func concurrentLookups() async throws {
        var text = ""
        for index in 0..<2_000 { text += "\"k\(index)\" = \"v\(index) %@\";\n" }
        let table = try LocalizationTable(name: "t", strings: Array(text.utf8), file: "t.strings")
        let context = try RenderContext(locale: LocaleIdentifier("en"))
        let keys = (0..<2_000).map { "k\($0)" }
        let results = await withTaskGroup(of: [String].self) { group in
            for task in 0..<8 {
                group.addTask {
                    let rotated = Array(keys[(task * 250)...] + keys[..<(task * 250)])
                    return rotated.map { key in (try? table[key]?.render(in: context, arguments: [.string(key)])) ?? "missing" }.sorted()
                }
            }
            var all: [[String]] = []
            for await result in group { all.append(result) }
            return all
        }
        let serial = keys.map { "v\($0.dropFirst()) \($0)" }.sorted()
        #expect(results.count == 8)
        for result in results { #expect(result == serial) }
    }

    @Test("Merging keeps the last table's key; a .stringsdict over a compact .strings table")
    func merging() throws {
        let strings = try LocalizationTable(name: "t", strings: Array("\"a\" = \"from strings\";\n\"b\" = \"only strings\";".utf8), file: "t.strings")
        let dict = try LocalizationTable(
            name: "t",
            stringsdict: Array(StringsdictXML.file([("a", "<string>from stringsdict</string>")]).utf8),
            file: "t.stringsdict")
        let merged = strings.merging(dict)
        let context = try RenderContext(locale: LocaleIdentifier("en"))
        #expect(try merged["a"]?.render(in: context, arguments: []) == "from stringsdict")
        #expect(try merged["b"]?.render(in: context, arguments: []) == "only strings")
        #expect(merged.keys == ["a", "b"])
        #expect(merged.count == 2)
        #expect(merged.messages.count == 2)
        #expect(merged.files == ["t.strings", "t.stringsdict"])
    }
}
