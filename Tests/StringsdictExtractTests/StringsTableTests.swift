import Foundation
import Testing
import Stringsdict
import StringsdictTestSupport
@testable import StringsdictExtract

@Suite("StringsTable (genstrings output)")
struct StringsTableTests {
    private func string(_ key: String, table: String = "Localizable", value: String? = nil, comment: String? = nil, line: Int = 1) -> ExtractedString {
        ExtractedString(table: table, key: key, value: value, comment: comment, location: SourceLocation(file: "a.m", line: line, column: 5),
                        routine: "NSLocalizedString")
    }

    @Test("Entries sorted by key, each with its comment, a missing one written as genstrings does")
    func text() {
        let (tables, warnings) = StringsTable.tables(from: [
            string("Make Rich Text", comment: "Menu item to make the current document rich text"),
            string("Make Plain Text", comment: "Menu item to make the current document plain text"),
            string("ErrorString_1", value: "An unknown error occurred."),
        ])
        #expect(warnings.isEmpty)
        #expect(tables.map(\.name) == ["Localizable"])
        #expect(tables.first?.text == """
            /* No comment provided by engineer. */
            "ErrorString_1" = "An unknown error occurred.";

            /* Menu item to make the current document plain text */
            "Make Plain Text" = "Make Plain Text";

            /* Menu item to make the current document rich text */
            "Make Rich Text" = "Make Rich Text";


            """)
    }

    @Test("A value with several specifiers gets positions, the key never; -noPositionalParameters keeps them", arguments: [
        ("%@ Error! %@ failed!", "%1$@ Error! %2$@ failed!"),
        ("Windows must have at least %d columns and %d rows.", "Windows must have at least %1$d columns and %2$d rows."),
        ("run %lu out of %lu completed", "run %1$lu out of %2$lu completed"),
        ("File %@ not found.", "File %@ not found."),
        ("%2$@ then %1$@", "%2$@ then %1$@"),
        ("100%% of %d and %d", "100%% of %1$d and %2$d"),
        ("%*d and %d", "%*d and %d"),
        ("%@ — %@ (%d %%)", "%1$@ — %2$@ (%3$d %%)"),
        ("Ünïcode %d 🇫🇷 %@", "Ünïcode %1$d 🇫🇷 %2$@"),
    ])
    func positional(value: String, expected: String) {
        let table = StringsTable.tables(from: [string(value)]).tables.first
        #expect(table?.entries.first?.key == value)
        #expect(table?.entries.first?.value == expected)
        let kept = StringsTable.tables(from: [string(value)], options: .init(positionalParameters: false)).tables.first
        #expect(kept?.entries.first?.value == value)
    }

    @Test("Numbering agrees with a reading of FormatString's specifiers on thousands of generated formats")
    func numberingAgreesWithFormatString() {
        // The reference numbers through the public parse (segments, scalar offsets); the
        // extraction's own numbering skips building them. Every combination of the pieces below,
        // in pairs and triples, with literal text, `%%`, variables and broken specifiers.
        let pieces = ["%d", "%@", "%lu", "%-5.2f", "%+08lld", "% i", "%#x", "%.*f", "%*d", "%2$@", "%1$d", "%#@count@", "%1#@n@",
                      "%%", "%", "%n", "%'d", "%hhd", "%zu", "%qd", "%Lf", "%.f", "%C", "%S", "%p", "%9999999999d", "%0$d", "%#@broken",
                      "%# @x @", "%ls", "%jd", "%td", "%5$d", "%5d", "%-10s", "%.3f", "%08.3lf", "%5.d", "%123456d", "%.123456f",
                      "%ll", "%é", "%.é", "%5%", "%-1$d", "%05$d", "%5 d", "%5#x", "%hh", "%.", "%1.*d", "%lq", "%Lz"]
        let glue = ["", " ", "é ", "🇫🇷", "100%% "]
        var checked = 0
        for first in pieces {
            for second in pieces {
                for (index, text) in glue.enumerated() {
                    let third = pieces[(checked + index) % pieces.count]
                    for value in [first + text + second, text + first + second + text, first + text + second + " " + third] {
                        #expect(StringsTable.positional(value) == Self.referenceNumbering(value), "\(value)")
                        checked += 1
                    }
                }
            }
        }
        #expect(checked > 5_000)
    }

    /// genstrings' numbering read off ``FormatString``'s specifiers: the non-variable ones, when
    /// there are two or more and none is numbered or reads a `*`, each get `n$` after the `%`.
    private static func referenceNumbering(_ value: String) -> String {
        guard value.utf8.filter({ $0 == UInt8(ascii: "%") }).count > 1,
              let format = try? FormatString(value, options: [.allowsUnusedSlots]) else { return value }
        let specifiers = format.specifiers.filter { if case .variable = $0.conversion { false } else { true } }
        guard specifiers.count > 1, !specifiers.contains(where: { $0.isPositional || $0.text.contains("*") }) else { return value }
        let scalars = Array(value.unicodeScalars)
        var result = String.UnicodeScalarView()
        var cursor = 0
        for specifier in specifiers {
            result.append(contentsOf: scalars[cursor...specifier.offset])
            result.append(contentsOf: "\(specifier.slot)$".unicodeScalars)
            cursor = specifier.offset + 1
        }
        result.append(contentsOf: scalars[cursor...])
        return String(result)
    }

    @Test("Entries come in the order of String's < on thousands of keys: ASCII, shared prefixes, NUL, accents composed and not, emoji")
    func sortedAsStringLessThan() {
        // Pieces that meet at the sixteen-byte boundary of the ASCII comparison, and keys whose
        // order only the NFC form gives ("e\u{301}" is "é", which sorts after "f").
        let pieces = ["", "a", "b", "A", "Z", "0", "9", " ", "~", "\u{0}", "\u{7F}", "é", "e\u{301}", "f", "ÿ", "😀", "ß", "Ω", "中",
                      "screen.", "Save %@ of %lu files (", "0123456789abcdef", "0123456789abcde", "0123456789abcdefg", "\u{301}"]
        var random = UInt64(0x5EED_50F7)
        func next() -> Int {
            random &+= 0x9E37_79B9_7F4A_7C15
            var z = random
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int(truncatingIfNeeded: (z ^ (z >> 31)) >> 1)
        }
        var keys = Set<String>()
        while keys.count < 4_000 {
            keys.insert((0..<(1 + next() % 5)).map { _ in pieces[next() % pieces.count] }.joined())
        }
        let shuffled = keys.shuffled()
        let entries = shuffled.map { StringsTable.Entry(key: $0, value: "v", comments: [], location: nil) }
        let sorted = StringsTable(name: "T", entries: entries).entries.map(\.key)
        let expected = shuffled.sorted(by: <)
        let first = sorted.indices.first { $0 >= expected.count || sorted[$0] != expected[$0] }
        #expect(sorted.count == expected.count && first == nil,
                "first difference at \(first ?? -1): \(first.map { "\(sorted[$0].debugDescription) where < puts \(expected[$0].debugDescription)" } ?? "")")
    }

    @Test("A table of 40,000 ASCII keys (sorted in halves on two threads, then merged) comes in the order of String's <")
    func sortedInHalves() {
        let pieces = ["", "a", "B", "0", "9", " ", "~", "\u{0}", "\u{7F}", "screen.", "0123456789abcdef", "0123456789abcde", ".title", "%@"]
        var generator = SplitMix64(seed: 0x5EED_50F8)
        var keys = Set<String>()
        while keys.count < 40_000 {
            keys.insert((0..<(1 + Int(generator.next() % 6))).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined())
        }
        let shuffled = keys.shuffled(using: &generator)
        let entries = shuffled.map { StringsTable.Entry(key: $0, value: "v \($0)", comments: [$0], location: nil) }
        #expect(entries.count >= StringsTable.minimumRecordsPerSortHalf * 2)
        let sorted = StringsTable(name: "T", entries: entries).entries
        #expect(sorted.map(\.key) == shuffled.sorted(by: <))
        #expect(sorted.allSatisfy { $0.value == "v \($0.key)" && $0.comments == [$0.key] })
    }

    @Test("Elements moved out of an array come in the order asked, leave the empty value, and skip positions outside it")
    func moveOut() {
        var array = ["zero", "one", "two", "three"].map { String(repeating: $0, count: 8) }
        var taken: [String] = []
        array.moveOut(at: [2, 0, 9, -1, 2], leaving: "") { taken.append($0) }
        #expect(taken == [String(repeating: "two", count: 8), String(repeating: "zero", count: 8), ""])
        #expect(array == ["", String(repeating: "one", count: 8), "", String(repeating: "three", count: 8)])
    }

    @Test("A table of many megabytes is written in pieces: the file is bytes(bigEndian:) exactly, both byte orders")
    func writtenInPieces() throws {
        // About 3 MB of UTF-8 (twelve pieces), with non-ASCII, escapes, astral characters and
        // several comments, so that pieces end in the middle of every kind of text.
        let entries = (0..<30_000).map { index in
            StringsTable.Entry(key: "key \(index) «ключ» \"😀\"", value: "Значение \(index)\n%@ 🇫🇷 \\",
                               comments: index % 3 == 0 ? [] : ["Comment \(index) ✓", "second */ one"], location: nil)
        }
        let table = StringsTable(name: "Big", entries: entries)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pieces-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for bigEndian in [false, true] {
            let path = try table.write(to: folder, bigEndian: bigEndian)
            let written = try #require(FileManager.default.contents(atPath: path))
            #expect(written.count > 4_000_000)
            #expect(Array(written) == table.bytes(bigEndian: bigEndian))
        }
        let empty = try StringsTable(name: "Empty", entries: []).write(to: folder)
        #expect(FileManager.default.contents(atPath: empty).map(Array.init) == [0xFF, 0xFE])
    }

    /// DuckDuckGo's `UserText.swift` gives one key three comments (lines 1052–1054, in this
    /// order); the genstrings table DuckDuckGo commits (`en.lproj/Localizable.strings`, in the
    /// pseudo-localization fixtures) has them sorted, not in the order of the calls.
    @Test("A key's comments are sorted as in DuckDuckGo's genstrings table")
    func commentsSortedAsGenstrings() {
        let key = "prefrences.sync.invalid-login-description"
        let strings = [
            string(key, comment: "Description invalid credentials error when syncing.", line: 1052),
            string(key, comment: "Description of too many requests error when syncing.", line: 1053),
            string(key, comment: "Description of incorrectly formatted data error when syncing.", line: 1054),
        ]
        let table = StringsTable.tables(from: strings, options: .init(reportsDuplicateKeys: false)).tables.first
        #expect(table?.text.hasPrefix("""
            /* Description invalid credentials error when syncing.
               Description of incorrectly formatted data error when syncing.
               Description of too many requests error when syncing. */
            "\(key)" = "\(key)";
            """) == true)
    }

    @Test("A key used thousands of times keeps each distinct comment once, sorted")
    func manyComments() {
        var strings: [ExtractedString] = []
        for round in 0..<3 {
            for index in 0..<2_000 { strings.append(string("Done", comment: "Button \(index)", line: round * 2_000 + index + 1)) }
        }
        let (tables, warnings) = StringsTable.tables(from: strings, options: .init(reportsDuplicateKeys: false))
        #expect(warnings.isEmpty)
        // Sorted as text, as genstrings sorts a key's comments: "Button 10" before "Button 2".
        let expected = (0..<2_000).map { "Button \($0)" }.sorted()
        #expect(expected.prefix(4) == ["Button 0", "Button 1", "Button 10", "Button 100"])
        #expect(tables.first?.entries.first?.comments == expected)
    }

    @Test("The bytes are the text in UTF-16 with a byte order mark, as Foundation encodes it, both byte orders")
    func utf16Bytes() throws {
        let table = StringsTable.tables(from: [
            string("Ünïcode ✓", comment: "accents, a check mark */ and a flag 🇫🇷"),
            string("tab\tquote\"", value: "𝄞 clef"),
        ]).tables.first
        let text = try #require(table?.text)
        let little = try #require(text.data(using: .utf16LittleEndian))
        let big = try #require(text.data(using: .utf16BigEndian))
        #expect(table?.bytes() == [0xFF, 0xFE] + Array(little))
        #expect(table?.bytes(bigEndian: true) == [0xFE, 0xFF] + Array(big))
        #expect(text.contains("* / and a flag 🇫🇷"))
        // Scalars of every UTF-8 length and UTF-16 form, across the planes.
        var scalars = String.UnicodeScalarView()
        for value in stride(from: 1, to: 0x10FFFF, by: 97) where !(0xD800...0xDFFF).contains(value) {
            if let scalar = Unicode.Scalar(UInt32(value)) { scalars.append(scalar) }
        }
        let every = String(scalars)
        for bigEndian in [false, true] {
            let encoded = try #require(every.data(using: bigEndian ? .utf16BigEndian : .utf16LittleEndian))
            #expect(StringsFileWriter.utf16Bytes(every, bigEndian: bigEndian, byteOrderMark: false) == Array(encoded))
        }
        // Runs of ASCII (written eight bytes at a time) of every length, between scalars of each
        // UTF-8 length, so that the runs start and end at every alignment.
        var mixed = ""
        for other in ["é", "✓", "🇫🇷", "\u{7F}", "\u{10FFFF}"] {
            for run in 0...20 {
                mixed += String(repeating: "a", count: run % 9) + other + String(repeating: "b", count: run)
            }
        }
        for bigEndian in [false, true] {
            let encoded = try #require(mixed.data(using: bigEndian ? .utf16BigEndian : .utf16LittleEndian))
            for cut in [0, 1, 3, 7] {
                let text = String(mixed.dropFirst(cut))
                let expected = try #require(text.data(using: bigEndian ? .utf16BigEndian : .utf16LittleEndian))
                #expect(StringsFileWriter.utf16Bytes(text, bigEndian: bigEndian, byteOrderMark: false) == Array(expected), "cut \(cut)")
            }
            #expect(StringsFileWriter.utf16Bytes(mixed, bigEndian: bigEndian, byteOrderMark: true) == (bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]) + Array(encoded))
        }
    }

    @Test("Every control character, quote and backslash is escaped so that the table reads back to the same keys and values")
    func escapesReadBack() throws {
        var strings: [ExtractedString] = []
        for byte in Array(0x01...0x1F) + [0x22, 0x5C, 0x7F] {
            let character = String(UnicodeScalar(UInt8(byte)))
            strings.append(string("key \(byte) \(character)", value: "value\(character)é\(character)", comment: "c \(character) */"))
        }
        let table = try #require(StringsTable.tables(from: strings).tables.first)
        let read = try StringsFileReader.read(table.bytes(), file: "Localizable.strings")
        #expect(read.entries.count == strings.count)
        for (entry, source) in zip(read.entries, table.entries) {
            #expect(entry.key == source.key && entry.value == source.value)
        }
        #expect(table.text.contains(#""key 31 \U001F" = "value\U001Fé\U001F";"#))
        #expect(table.text.contains(#""key 127 \U007F""#))
        #expect(table.text.contains(#""key 10 \n" = "value\né\n";"#))
        #expect(table.text.contains("/* c \t * / */"))
    }

    @Test("The same key twice: one entry with every distinct comment, and a warning naming the key; -q silences it")
    func duplicates() {
        let strings = [
            string("Make Plain Text", comment: "Menu item to make the current document plain text", line: 1),
            string("Make Plain Text", comment: "Menu item in the Format menu", line: 2),
            string("Make Plain Text", comment: "Menu item in the Format menu", line: 3),
        ]
        let (tables, warnings) = StringsTable.tables(from: strings)
        // Sorted, whichever came first, as genstrings writes them.
        #expect(tables.first?.entries.first?.comments == ["Menu item in the Format menu", "Menu item to make the current document plain text"])
        #expect(tables.first?.text.hasPrefix("/* Menu item in the Format menu\n   Menu item to make the current document plain text */\n") == true)
        #expect(warnings.count == 2)
        #expect(warnings.first?.description == "a.m:2:5: warning: key \"Make Plain Text\" is used again in table Localizable (first at a.m:1:5); its comments are merged [extract-duplicate-key]")
        #expect(StringsTable.tables(from: strings, options: .init(reportsDuplicateKeys: false)).warnings.isEmpty)
    }

    @Test("The same key with another value keeps the first and always warns; in two tables it is no warning")
    func conflicts() {
        let (tables, warnings) = StringsTable.tables(from: [
            string("welcome", value: "Welcome!"), string("welcome", value: "Hello!", line: 2),
            string("Yes", table: "Custom"), string("Yes"),
        ], options: .init(reportsDuplicateKeys: false))
        #expect(tables.map(\.name) == ["Custom", "Localizable"])
        #expect(tables.last?.entries.first { $0.key == "welcome" }?.value == "Welcome!")
        #expect(warnings.count == 1)
        #expect(warnings.first?.message.contains("the first value is kept") == true)
    }

    @Test("-skipTable leaves a table out")
    func skip() {
        let tables = StringsTable.tables(from: [string("Yes", table: "Custom"), string("No")], options: .init(skippedTables: ["Custom"])).tables
        #expect(tables.map(\.name) == ["Localizable"])
    }

    @Test("Escapes written back so that our reader gives the run-time key", arguments: [
        "File \"%@\" cannot be opened", "back\\slash", "line\nbreak\ttab\rreturn", "bell\u{07}\u{01}\u{7F}", "café 😀", "\\U0020 kept",
    ])
    func roundTrip(key: String) throws {
        let table = StringsTable(name: "Localizable", entries: [.init(key: key, value: key, comments: ["c */ d"], location: nil)])
        let file = try StringsFileReader.read(table.bytes(), file: "Localizable.strings")
        #expect(file.entries.map(\.key) == [key])
        #expect(file.entries.first?.value == key)
        #expect(file.entries.first?.comment?.contains("c * / d") == true)
    }

    @Test("UTF-16 with a byte order mark, little-endian unless asked for big-endian")
    func encoding() throws {
        let table = StringsTable(name: "Localizable", entries: [.init(key: "Oui", value: "Oui", comments: [], location: nil)])
        let little = table.bytes()
        #expect(Array(little.prefix(4)) == [0xFF, 0xFE, UInt8(ascii: "/"), 0])
        let big = table.bytes(bigEndian: true)
        #expect(Array(big.prefix(4)) == [0xFE, 0xFF, 0, UInt8(ascii: "/")])
        #expect(try StringsFileReader.read(little, file: "l").format == .text(.utf16LittleEndian))
        #expect(try StringsFileReader.read(big, file: "b").format == .text(.utf16BigEndian))
    }

    @Test("-a keeps the existing table's keys and values; a key in the sources takes the sources' comment, one without keeps the table's")
    func append() throws {
        let existing = try StringsFileReader.read(Array("/* A comment */\n\"Yes\" = \"Oui\";\n/* Kept */\n\"Maybe\" = \"Peut-être\";\n/* Only here */\n\"Old\" = \"Vieux\";\n".utf8), file: "Custom.strings")
        var table = StringsTable.tables(from: [string("Yes", table: "Custom", comment: "new comment"), string("Maybe", table: "Custom"), string("No", table: "Custom")]).tables[0]
        table.keepEntries(of: existing)
        #expect(table.entries.map(\.key) == ["Maybe", "No", "Old", "Yes"])
        let entries = Dictionary(uniqueKeysWithValues: table.entries.map { ($0.key, $0) })
        #expect(entries["Yes"]?.value == "Oui")
        #expect(entries["Yes"]?.comments == ["new comment"])
        #expect(entries["Maybe"]?.value == "Peut-être")
        #expect(entries["Maybe"]?.comments == ["Kept"])
        #expect(entries["Old"]?.comments == ["Only here"])
        #expect(entries["Old"]?.location == nil)
    }

    @Test("Writing a table into a missing folder is an I/O error naming the path")
    func missingFolder() {
        let table = StringsTable(name: "Localizable", entries: [])
        let error = #expect(throws: StringsdictError.self) { try table.write(to: "/nonexistent-folder-for-tests") }
        #expect(error?.kind == .io)
        #expect(error?.message.contains("/nonexistent-folder-for-tests/Localizable.strings") == true)
    }

    @Test("Tables built in shares (one per core) are the tables and warnings built in one, for 1 to 5 shares")
    func shares() {
        // Keys repeated near and far, with the same and other values, comments new and seen,
        // formats to number, five tables (one skipped), non-ASCII keys beside ASCII ones, and a
        // table of ASCII keys only (whose shares are sorted apart and merged).
        var strings: [ExtractedString] = []
        var generator = SplitMix64(seed: 35)
        let tables = ["Localizable", "Localizable", "Localizable", "Items", "Settings", "Skipped", "Ascii", "Ascii"]
        let words = ["Save", "save", "Été", "été", "Eté", "Zoë", "key.10", "key.9", "%@ of %lu", "%d%%", "a\u{301}", "á", "🙂", "X2", "x16"]
        let asciiWords = ["Save", "save", "key.10", "key.9", "%@ of %lu", "%d%%", "X2", "x16", "a long key that shares its first sixteen bytes"]
        for line in 1...6_000 {
            let table = tables[Int(generator.next() % UInt64(tables.count))]
            let choices = table == "Ascii" ? asciiWords : words
            let word = choices[Int(generator.next() % UInt64(choices.count))]
            let key = generator.next() % 3 == 0 ? word : "\(word).\(generator.next() % 900)"
            let value: String? = generator.next() % 5 == 0 ? "value \(generator.next() % 3) %@ %d" : nil
            let comment: String? = generator.next() % 4 == 0 ? nil : "comment \(generator.next() % 4)"
            strings.append(string(key, table: table, value: value, comment: comment, line: line))
        }
        for quiet in [false, true] {
            let options = StringsTable.Options(reportsDuplicateKeys: !quiet, skippedTables: ["Skipped"])
            let whole = StringsTable.tables(from: strings, options: options, shares: 1)
            #expect(whole.tables.map(\.name) == ["Ascii", "Items", "Localizable", "Settings"])
            #expect(whole.warnings.count > 100)
            for shares in 2...5 {
                let shared = StringsTable.tables(from: strings, options: options, shares: shares)
                #expect(shared.tables == whole.tables, "\(shares) shares")
                #expect(shared.warnings == whole.warnings, "\(shares) shares")
            }
        }
    }

    /// Each share gives its entries its own copy of a file's name (threads counting references
    /// on one shared name slow each other down), recognized by the name's bits: every entry must
    /// still name the file and place of its key's first call, across files whose names are long
    /// (not small strings), one name in two objects (as a long file's segments have), and short.
    @Test("Entries name the file and line of their first call, whatever the files' names and the shares")
    func locationsAcrossFiles() {
        let long = "Sources/Application/ViewControllers/SettingsViewController.m"
        let files = [long, String(decoding: Array(long.utf8), as: UTF8.self), "Sources/Application/Model/Account.m", "a.m", long, "Sources/Application/Model/Account.m"]
        var strings: [ExtractedString] = []
        var first: [String: Stringsdict.SourceLocation] = [:]
        for (position, file) in files.enumerated() {
            for line in 1...3_000 {
                // Keys every file uses (first in the first file) and keys of this file alone.
                let key = line % 2 == 0 ? "shared.\(line % 500)" : "own.\(position).\(line)"
                let location = Stringsdict.SourceLocation(file: file, line: line, column: position + 1)
                strings.append(ExtractedString(table: "Localizable", key: key, value: nil, comment: "c\(line % 5)", location: location, routine: "NSLocalizedString"))
                if first[key] == nil { first[key] = location }
            }
        }
        for shares in 1...4 {
            let built = StringsTable.tables(from: strings, options: StringsTable.Options(reportsDuplicateKeys: false), shares: shares)
            let entries = built.tables.first?.entries ?? []
            #expect(entries.count == first.count)
            let wrong = entries.filter { $0.location != first[$0.key] }
            #expect(wrong.isEmpty, "\(shares) shares: \(wrong.prefix(3).map { "\($0.key) at \($0.location.map(String.init(describing:)) ?? "-")" })")
        }
    }
}
