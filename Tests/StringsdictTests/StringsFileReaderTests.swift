import Stringsdict
import Testing
import StringsdictTestSupport

@Suite("Strings file reader")
struct StringsFileReaderTests {
    typealias Fixtures = PropertyListFixtures

    private func read(_ text: String, file: String = "t.strings") throws(StringsdictError) -> StringsFile {
        try StringsFileReader.read(Array(text.utf8), file: file)
    }

    private func values(_ text: String) throws(StringsdictError) -> [String] {
        try read(text).entries.map(\.value)
    }

    // MARK: corpus and encodings

    @Test("corpus .strings matches the reference parser", arguments: PropertyListFixtures.reference("corpus-strings.tsv"))
    func corpusMatchesReference(row: PropertyListFixtures.ReferenceRow) throws {
        let file = try StringsFileReader.read(contentsOf: Fixtures.path("corpus/" + row.path))
        #expect(Fixtures.canonicalJSON(file.dictionary) == row.json)
    }

    @Test func corpusHasAllFiles() {
        #expect(Fixtures.reference("corpus-strings.tsv").count == 344)
    }

    @Test("every encoding and property-list form reads the same", arguments: [
        ("utf8.strings", StringsFile.Format.text(.utf8)),
        ("utf8-bom.strings", .text(.utf8WithBOM)),
        ("utf16le-bom.strings", .text(.utf16LittleEndian)),
        ("utf16be-bom.strings", .text(.utf16BigEndian)),
        ("utf16le-nobom.strings", .text(.utf16LittleEndianWithoutBOM)),
        ("utf16be-nobom.strings", .text(.utf16BigEndianWithoutBOM)),
        ("xml-plist.strings", .xmlPropertyList),
        ("binary-plist.strings", .binaryPropertyList),
    ])
    func encodings(name: String, format: StringsFile.Format) throws {
        let expected = try String(decoding: Fixtures.bytes("PropertyList/strings/expected.json"), as: UTF8.self)
        let file = try StringsFileReader.read(Fixtures.bytes("PropertyList/strings/" + name), file: name)
        #expect(file.format == format)
        #expect(Fixtures.canonicalJSON(file.dictionary) + "\n" == expected)
        #expect(file.entries.map(\.key) == ["hello", "multi", "bare_word", "escaped"])
        if case .text = format {
            #expect(file["hello"]?.comment == "Greeting")
            #expect(file["multi"]?.valueLocation == SourceLocation(file: name, line: 3, column: 11))
            #expect(file["bare_word"]?.keyLocation == SourceLocation(file: name, line: 5, column: 1))
        }
    }

    // MARK: syntax

    @Test func escapes() throws {
        let text = #"""
        "a" = "\n\t\r\"\\\'\a\b\f\v";
        "octal" = "\101\60\0x\1010";
        "u" = "\U00e9\UE9\U41x\u";
        "pair" = "\UD83D\UDE00!";
        "other" = "\q\é";
        "bs-newline" = "x\
        y";
        """#
        #expect(try values(text) == [
            "\n\t\r\"\\'\u{07}\u{08}\u{0C}\u{0B}",
            "A0\u{0}xA0",
            "ééAxu",
            "😀!",
            "qé",
            "x\ny",
        ])
    }

    /// Apple's expectations for every octal escape `\0`…`\775` (swift-foundation's test data:
    /// the escapes, and the strings CoreFoundation reads them as, in a binary plist).
    @Test("all 580 octal escapes read as CoreFoundation reads them (swift-foundation's data)")
    func octalEscapesMatchAppleExpectations() throws {
        let source = String(decoding: try Fixtures.bytes("swift-foundation/test_oldStylePlist_getSlashedChars_octal.plist"), as: UTF8.self)
        // The fixture is an old-style array `('\0','\00',…)`: take each quoted escape as is.
        let escapes = source.split(separator: "'").enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
        #expect(escapes.count == 580)
        let expectedRoot = try PropertyListReader.read(try Fixtures.bytes("swift-foundation/test_oldStylePlist_getSlashedChars_octal_expected.plist"), file: "expected")
        let expected = try #require(expectedRoot.array).map { $0.string }
        #expect(expected.count == 580)
        let text = escapes.enumerated().map { "\"\($0.offset)\" = '\($0.element)';\n" }.joined()
        let file = try read(text)
        #expect(file.entries.count == 580)
        var mismatches: [String] = []
        for (index, entry) in file.entries.enumerated() where entry.value != expected[index] {
            mismatches.append("\(escapes[index]): \(entry.value.unicodeScalars.map { String($0.value, radix: 16) }) ≠ \(expected[index]?.unicodeScalars.map { String($0.value, radix: 16) } ?? [])")
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) mismatches: \(mismatches.prefix(10))")
        // The two bytes NeXTSTEP leaves undefined (Apple's data stops at \375 and \775).
        #expect(try values(#""a" = "\376\377\776";"#) == ["\u{FFFD}\u{FFFD}\u{FFFD}"])
    }

    /// `{ … }` around the pairs is an old-style plist dictionary; CoreFoundation reads it as
    /// the same table.
    @Test func braceWrappedFileReadsLikeTheUnwrappedForm() throws {
        let pairs = "/* c */ \"a\" = \"x\";\n\"b\" = 'y \\U00e9';\nbare = word;\n"
        let plain = try read(pairs)
        let wrapped = try read("// header\n{\n" + pairs + "}\n// trailer\n")
        #expect(wrapped.dictionary == plain.dictionary)
        #expect(wrapped.entries.map(\.key) == ["a", "b", "bare"])
        #expect(try read("{}").entries.isEmpty)
        #expect(try read(" { \"k\" = \"v\"; } ").dictionary == ["k": "v"])
        for marked in ["1️⃣{\n\"k\" = \"v\";\n", "{ \"k\" = \"v\"; }\n1️⃣\"x\" = \"y\";"] {
            let (text, location) = try MalformedInput(name: "", marked: marked, kind: .syntax).input(file: "t.strings")
            let error = Fixtures.error { () throws(StringsdictError) in _ = try read(text, file: "t.strings") }
            #expect(error?.location == location, "\(marked)")
        }
    }

    @Test("more pairs than the entry limit is a limit error naming it")
    func pairLimit() throws {
        let (text, third) = try MalformedInput(name: "", marked: "\"a\" = \"1\";\n\"b\" = \"2\";\n1️⃣\"c\" = \"3\";\n", kind: .limit).input(file: "p.strings")
        let limits = PropertyListLimits(maximumNodeCount: 2)
        let error = Fixtures.error { () throws(StringsdictError) in _ = try StringsFileReader.read(Array(text.utf8), file: "p.strings", limits: limits) }
        #expect(error?.kind == .limit)
        #expect(error?.message.contains("2") == true)
        #expect(error?.location == third)
        #expect(try StringsFileReader.read(Array(text.utf8), file: "p.strings", limits: PropertyListLimits(maximumNodeCount: 3)).entries.count == 3)
    }

    @Test func bareWordsCommentsAndQuotes() throws {
        let text = """
        // line comment
        simple = word;
        path/with:all$chars+._- = 'single "quoted"';
        /* block
           comment */ "k" /* between */ = /* here */ "v" /* and */ ;
        "shorthand";
        "empty" = "";
        """
        let file = try read(text)
        #expect(file.entries.map(\.key) == ["simple", "path/with:all$chars+._-", "k", "shorthand", "empty"])
        #expect(file.entries.map(\.value) == ["word", "single \"quoted\"", "v", "shorthand", ""])
        #expect(file["simple"]?.comment == "line comment")
        #expect(file["k"]?.comment == "block\n   comment")
    }

    @Test func multiLineValuesKeepTheirNewlines() throws {
        let text = try MarkedText("\"k\" = \"line 1\n  line 2\r\nline 3\";\n1️⃣\"next\" = \"x\";")
        let file = try read(text.text)
        #expect(file["k"]?.value == "line 1\n  line 2\r\nline 3")
        #expect(file["next"]?.keyLocation.line == text["1️⃣"]?.line)
    }

    @Test func duplicateKeysLastWins() throws {
        let text = try MarkedText("1️⃣\"a\" = \"1\";\n\"b\" = \"2\";\n2️⃣\"a\" = \"3\";\n  3️⃣\"a\" = \"4\";")
        let file = try read(text.text)
        let (first, second, third) = (try text.position("1️⃣"), try text.position("2️⃣"), try text.position("3️⃣"))
        #expect(file.entries.map(\.key) == ["b", "a"])
        #expect(file["a"]?.value == "4")
        #expect(file.duplicates.map(\.key) == ["a", "a"])
        #expect(file.duplicates.map(\.first.line) == [first.line, second.line])
        #expect(file.duplicates.map(\.second.line) == [second.line, third.line])
        #expect(file.duplicates.last?.second.column == third.column)
    }

    @Test func locationsCountScalars() throws {
        let text = try MarkedText("\"é😀\" = 1️⃣\"v\"; 2️⃣\"k\" =\n\t3️⃣'w';")
        let file = try read(text.text)
        #expect(file.entries[0].valueLocation == (try text.location("1️⃣", file: "t.strings")))
        #expect(file.entries[1].keyLocation == (try text.location("2️⃣", file: "t.strings")))
        #expect(file.entries[1].valueLocation == (try text.location("3️⃣", file: "t.strings")))
    }

    @Test func emptyFiles() throws {
        #expect(try read("").entries.isEmpty)
        #expect(try read("\n  /* only a comment */\n").entries.isEmpty)
    }

    // MARK: SwiftGen fixtures

    @Test func swiftGenUTF8() throws {
        let file = try StringsFileReader.read(contentsOf: Fixtures.path("corpus/swiftgen-fixtures/LocUTF8.strings"))
        #expect(file.format == .text(.utf8))
        #expect(file["alert_title"]?.value == "Titre de l'alerte")
        #expect(file["alert_message"]?.value == "Contenu détaillé de l'alerte")
        #expect(file["settings.navigation-bar.title.even.deeper"]?.value == "Paramètres")
        #expect(file.duplicates.isEmpty)
    }

    @Test func swiftGenMultiline() throws {
        let file = try StringsFileReader.read(contentsOf: Fixtures.path("corpus/swiftgen-fixtures/LocMultiline.strings"))
        #expect(file["MULTILINE"]?.value == "multi\nline")
        #expect(file["MULTILINE2"]?.value == "another\nmulti\n    line")
        #expect(file["multiLine\nKey"]?.value == "test")
        #expect(file["multiline-comment"]?.comment == "A multiline\n   comment")
        #expect(file["SINGLELINE2"]?.keyLocation.line == 7)
    }

    @Test func swiftGenStructuredOnly() throws {
        let file = try StringsFileReader.read(contentsOf: Fixtures.path("corpus/swiftgen-fixtures/LocStructuredOnly.strings"))
        #expect(file.entries.count == 5)
        #expect(file.entries.first?.key == "settings.navigation-bar.self")
        #expect(file["settings.user_profile_section.points"]?.value == "Welcome %@! You have %d points on your account.")
        #expect(file.entries.map(\.keyLocation.line) == [1, 2, 3, 4, 5])
    }

    // MARK: errors

    static let malformed: [MalformedInput] = [
        MalformedInput(name: "missing semicolon before the next pair", marked: "\"a\" = \"1\"\n1️⃣\"b\" = \"2\";", kind: .syntax),
        MalformedInput(name: "missing semicolon at the end", marked: "\"a\" = \"1\";\n\"b\" = \"2\"  1️⃣", kind: .syntax),
        MalformedInput(name: "missing semicolon after a word", marked: "a = b 1️⃣c = d;", kind: .syntax),
        MalformedInput(name: "missing =", marked: "\"a\" 1️⃣\"1\";", kind: .syntax),
        MalformedInput(name: "missing value", marked: "\"a\" = 1️⃣;", kind: .syntax),
        MalformedInput(name: "unterminated string", marked: "\"a\" = 1️⃣\"1;\n", kind: .syntax),
        MalformedInput(name: "unterminated comment", marked: "\"a\" = \"1\";\n1️⃣/* open", kind: .syntax),
        MalformedInput(name: "unbalanced braces", marked: "{ \"a\" = \"1\"; }1️⃣}", kind: .syntax),
        MalformedInput(name: "lone high surrogate", marked: "\"a\" = \"x1️⃣\\UD83Dy\";", kind: .encoding),
        MalformedInput(name: "lone low surrogate", marked: "\"a\" = \"é1️⃣\\UDE00\";", kind: .encoding),
        MalformedInput(name: "high surrogate and a non-low escape", marked: "\"a\" = \"\\UD83D1️⃣\\U0041\";", kind: .encoding),
        MalformedInput(name: "\\U without digits", marked: "\n\"a\" = \"1️⃣\\Uxyz\";", kind: .syntax),
        MalformedInput(name: "XML plist with an array value", marked: "<plist><dict><key>a</key>\n1️⃣<array/></dict></plist>", kind: .structure),
        MalformedInput(name: "XML plist that is not a dictionary", marked: "<plist>\n1️⃣<string>a</string></plist>", kind: .structure),
        MalformedInput(name: "broken XML plist", marked: "<plist><dict><key>a</key>\n<string>x1️⃣</dict></plist>", kind: .syntax),
    ]

    @Test("malformed .strings throws at the offending character", arguments: malformed)
    func malformedInput(_ testCase: MalformedInput) throws {
        let (text, location) = try testCase.input(file: "bad.strings")
        let error = Fixtures.error { () throws(StringsdictError) in _ = try read(text, file: "bad.strings") }
        #expect(error?.kind == testCase.kind, "\(String(describing: error))")
        #expect(error?.location == location, "\(String(describing: error))")
    }

    @Test func invalidUTF8() {
        let bytes = Array("\"a\" = \"1\";\n\"é\" = \"".utf8) + [0xFF] + Array("\";".utf8)
        let error = Fixtures.error { () throws(StringsdictError) in _ = try StringsFileReader.read(bytes, file: "u8") }
        #expect(error?.kind == .encoding)
        #expect(error?.location == SourceLocation(file: "u8", line: 2, column: 8))
    }

    @Test func invalidUTF16() {
        var bytes: [UInt8] = [0xFE, 0xFF]
        for unit in Array("\"a\" = \"1\";\n\"b\" = \"".utf16) + [0xD800, 0x0041] {
            bytes += [UInt8(unit >> 8), UInt8(unit & 0xFF)]
        }
        let error = Fixtures.error { () throws(StringsdictError) in _ = try StringsFileReader.read(bytes, file: "u16") }
        #expect(error?.kind == .encoding)
        #expect(error?.location == SourceLocation(file: "u16", line: 2, column: 8))
        let odd = Fixtures.error { () throws(StringsdictError) in _ = try StringsFileReader.read([0xFF, 0xFE, 0x22], file: "odd") }
        #expect(odd?.kind == .encoding)
    }

    @Test func binaryPlistWithANonStringValue() throws {
        let bytes = try Fixtures.bytes("PropertyList/binary/ddg_en.lproj_Localizable.bplist")
        let error = Fixtures.error { () throws(StringsdictError) in _ = try StringsFileReader.read(bytes, file: "b") }
        #expect(error?.kind == .structure)
        #expect(error?.location?.line == 1)
        #expect(error?.keyPath.count == 1)
    }

    @Test func unreadableFileIsAnIOError() {
        let error = Fixtures.error { () throws(StringsdictError) in
            _ = try StringsFileReader.read(contentsOf: "/nonexistent/Localizable.strings")
        }
        #expect(error?.kind == .io)
        #expect(error?.message.contains("/nonexistent/Localizable.strings") == true)
        let directory = Fixtures.error { () throws(StringsdictError) in _ = try StringsFileReader.read(contentsOf: Fixtures.root) }
        #expect(directory?.kind == .io)
    }
}
