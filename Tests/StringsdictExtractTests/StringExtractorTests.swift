import Foundation
import Testing
import Stringsdict
@testable import StringsdictExtract
import StringsdictTestSupport

@Suite("StringExtractor")
struct StringExtractorTests {
    typealias Fixtures = ExtractFixtures

    @Test("Every Foundation and Core Foundation macro, with the guide's examples")
    func macros() throws {
        let source = """
            a = NSLocalizedString(@"Make Plain Text", @"Menu item to make the current document plain text");
            b = NSLocalizedStringFromTable (@"Yes", @"Custom", @"A comment");
            c = NSLocalizedStringFromTableInBundle(@"Oui", @"Custom", [NSBundle mainBundle], @"In bundle");
            d = NSLocalizedStringWithDefaultValue(@"ErrorString_1", @"Errors", bundle, @"An unknown error occurred.", @"Error string used for unknown error types.");
            e = CFCopyLocalizedString(CFSTR("Insert Element"), "Insert Element menu item");
            f = CFCopyLocalizedStringFromTable(CFSTR("Yes"), CFSTR("Custom"), "A comment");
            g = CFCopyLocalizedStringFromTableInBundle(CFSTR("No"), CFSTR("Custom"), bundle, "Answer");
            h = CFCopyLocalizedStringWithDefaultValue(CFSTR("k"), CFSTR("T"), bundle, CFSTR("Value"), "Comment");
            """
        let strings = Fixtures.extract(source).strings
        #expect(strings.map(\.key) == ["Make Plain Text", "Yes", "Oui", "ErrorString_1", "Insert Element", "Yes", "No", "k"])
        #expect(strings.map(\.table) == ["Localizable", "Custom", "Custom", "Errors", "Localizable", "Custom", "Custom", "T"])
        #expect(strings.map(\.comment) == ["Menu item to make the current document plain text", "A comment", "In bundle",
                                           "Error string used for unknown error types.", "Insert Element menu item", "A comment", "Answer", "Comment"])
        #expect(strings[3].value == "An unknown error occurred.")
        #expect(strings[7].value == "Value")
        #expect(strings[0].value == nil)
        #expect(strings[1].routine == "NSLocalizedStringFromTable")
        #expect((strings[1].line, strings[1].column) == (2, 33))
    }

    @Test("Swift's labelled NSLocalizedString and the Swift-only forms")
    func swiftForms() {
        let source = """
            let a = NSLocalizedString("Yes", tableName: "Custom", bundle: .main, value: "Yes!", comment: "A comment")
            let b = NSLocalizedString("Plain", comment: "")
            let c = NSLocalizedString("Empty value", value: "", comment: "c")
            let d = String(localized: "welcome", defaultValue: "Welcome!", table: "Screens", comment: "Greeting")
            let e = LocalizedStringResource("resource", defaultValue: "Resource", table: "Screens", comment: "r")
            let f = Text("SwiftUI")
            let g = Text("In table", tableName: "Custom", comment: "t")
            let h = Text(verbatim: "never")
            let i = String(describing: x)
            let j = Text(name)
            """
        let strings = Fixtures.extract(source, .swift, file: "a.swift", options: .catalog).strings
        #expect(strings.map(\.key) == ["Yes", "Plain", "Empty value", "welcome", "resource", "SwiftUI", "In table"])
        #expect(strings.map(\.table) == ["Custom", "Localizable", "Localizable", "Screens", "Screens", "Localizable", "Custom"])
        #expect(strings.map(\.value) == ["Yes!", nil, nil, "Welcome!", "Resource", nil, nil])
        #expect(strings.map(\.comment) == ["A comment", nil, "c", "Greeting", "r", nil, "t"])
        // genstrings' defaults: no Text, String(localized:) or LocalizedStringResource.
        #expect(Fixtures.keys(source, .swift) == ["Yes", "Plain", "Empty value"])
        #expect(Fixtures.keys(source, .swift, options: .init(recognizesSwiftUIText: true)) == ["Yes", "Plain", "Empty value", "SwiftUI", "In table"])
    }

    @Test("-s ROUTINE adds the routine and its three siblings, as objc.io's LocalizedActivityTrackerString")
    func customRoutine() {
        let source = """
            static NSString *LocalizedActivityTrackerString(NSString *key, NSString *comment) { return key; }
            a = LocalizedActivityTrackerString(@"home.button.start-run", @"some comment..");
            b = LocalizedActivityTrackerStringFromTable(@"k2", @"ActivityTracker", @"c2");
            c = LocalizedActivityTrackerStringFromTableInBundle(@"k3", @"ActivityTracker", bundle, @"c3");
            d = LocalizedActivityTrackerStringWithDefaultValue(@"k4", nil, bundle, @"v4", @"c4");
            """
        let options = StringExtractor.Options(routines: ["LocalizedActivityTrackerString"])
        let result = Fixtures.extract(source, options: options)
        #expect(result.strings.map(\.key) == ["home.button.start-run", "k2", "k3", "k4"])
        #expect(result.strings.map(\.table) == ["Localizable", "ActivityTracker", "ActivityTracker", "Localizable"])
        #expect(result.strings.last?.value == "v4")
        // The routine's own declaration is not a call: no warning.
        #expect(result.warnings.isEmpty)
        #expect(Fixtures.keys(source).isEmpty)
    }

    @Test("Calls in comments, strings and #if 0 are not extracted; adjacent literals are joined")
    func hiddenCalls() {
        let source = """
            // NSLocalizedString(@"line", nil)
            /* NSLocalizedString(@"block", nil) */
            s = @"NSLocalizedString(@\\"string\\", nil)";
            #if 0
            NSLocalizedString(@"if0", nil);
            #endif
            #define L(x) NSLocalizedString(x, nil)
            a = NSLocalizedString(@"Type \\"OK\\" " @"when done", nil);
            b = CFCopyLocalizedString(CFSTR("a" "b"), "c" "d");
            """
        let strings = Fixtures.extract(source).strings
        #expect(strings.map(\.key) == ["Type \"OK\" when done", "ab"])
        #expect(strings.last?.comment == "cd")
    }

    @Test("Calls in #define bodies are extracted as genstrings does; a macro parameter as key is silent")
    func defineBodies() {
        let source = """
            #define TITLE NSLocalizedString(@"Title", @"Window title")
            #define LONG_TEXT NSLocalizedStringFromTable(@"Long", \\
                @"Other", @"Continued on the next line")
            #define L(x) NSLocalizedString(x, nil)
            #define NSLocalizedString(key, comment) [[NSBundle mainBundle] localizedStringForKey:(key) value:@"" table:nil]
            a = NSLocalizedString(@"After", nil);
            """
        let result = Fixtures.extract(source)
        #expect(result.strings.map(\.key) == ["Title", "Long", "After"])
        #expect(result.strings.map(\.table) == ["Localizable", "Other", "Localizable"])
        #expect(result.strings.first?.comment == "Window title")
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }

    @Test("A call whose key, table or value is not a literal is skipped with a warning at the argument", arguments: [
        ("NSLocalizedString(key, @\"c\");", "the key is not a string literal", 19),
        ("NSLocalizedStringFromTable(@\"k\", tableName, @\"c\");", "the table is not a string literal", 34),
        ("NSLocalizedStringWithDefaultValue(@\"k\", nil, b, value, @\"c\");", "the default value is not a string literal", 49),
        ("NSLocalizedString(@\"\", nil);", "the key is empty", 19),
        ("NSLocalizedString(@\"k\" , nil", "parentheses do not close", 1),
    ])
    func nonLiterals(source: String, message: String, column: Int) {
        let result = Fixtures.extract(source, file: "w.m")
        #expect(result.strings.isEmpty)
        #expect(result.warnings.count == 1)
        #expect(result.warnings.first?.message.contains(message) == true, "\(result.warnings)")
        #expect(result.warnings.first?.description.hasPrefix("w.m:1:\(column): warning: ") == true, "\(result.warnings)")
    }

    @Test("A comment that is not a literal keeps the string, without a comment, and warns")
    func nonLiteralComment() {
        let result = Fixtures.extract("NSLocalizedString(@\"k\", comment);")
        #expect(result.strings.map(\.key) == ["k"])
        #expect(result.strings.first?.comment == nil)
        #expect(result.warnings.first?.message.contains("comment is not a string literal") == true)
    }

    @Test("Swift: an interpolated key in NSLocalizedString is skipped with a warning")
    func interpolatedMacroKey() {
        let result = Fixtures.extract("let s = NSLocalizedString(\"\\(n) files\", comment: \"\")", .swift, file: "a.swift")
        #expect(result.strings.isEmpty)
        #expect(result.warnings.first?.description == "a.swift:1:27: warning: NSLocalizedString: the key is an interpolated string, so the call is skipped; only literal keys can be extracted [extract-skipped-call]")
    }

    @Test("Interpolations become the specifier of their evident type", arguments: [
        ("Text(\"\\(3) files\")", "%lld files"),
        ("Text(\"\\(2.5) km\")", "%lf km"),
        ("Text(\"\\(\"x\") said\")", "%@ said"),
        ("let count: Int = f()\nText(\"\\(count) files\")", "%lld files"),
        ("func g(for count: Int) { Text(\"\\(count) files\") }", "%lld files"),
        ("let d: Double\nText(\"\\(d) km\")", "%lf km"),
        ("let f: Float\nText(\"\\(f) km\")", "%f km"),
        ("let n: Int32\nText(\"\\(n) km\")", "%d km"),
        ("let u: UInt\nText(\"\\(u) km\")", "%llu km"),
        ("let s: String\nText(\"Hi \\(s)\")", "Hi %@"),
        ("let n = 7\nText(\"\\(n) days\")", "%lld days"),
        ("Text(\"\\(items.count) items\")", "%lld items"),
        ("Text(\"\\(value, specifier: \"%.1f\") km\")", "%.1f km"),
        ("let n: Int\nText(\"\\(n)% done\")", "%lld%% done"),
        ("Text(\"100% done\")", "100% done"),
        ("String(localized: \"Score: \\(3)\")", "Score: %lld"),
    ])
    func interpolation(source: String, key: String) {
        let result = Fixtures.extract(source, .swift, file: "a.swift", options: .catalog)
        #expect(result.strings.map(\.key) == [key])
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }

    @Test("An interpolation of unknown type becomes %@ with a warning at it")
    func unknownInterpolation() {
        let result = Fixtures.extract("Text(\"\\(user.name) joined\")", .swift, file: "a.swift", options: .catalog)
        #expect(result.strings.map(\.key) == ["%@ joined"])
        #expect(result.warnings.count == 1)
        #expect(result.warnings.first?.location == SourceLocation(file: "a.swift", line: 1, column: 9))
        #expect(result.warnings.first?.message.contains("'user.name'") == true)
        #expect(result.warnings.first?.message.contains("may differ from the one the compiler builds") == true)
    }

    @Test("-u reads \\Uxxxx in keys and values as the character")
    func unicodeEscapes() {
        let source = #"NSLocalizedStringWithDefaultValue(@"a\\U0020b", nil, b, @"\\U00e9t\\UD83D\\UDE00", nil);"#
        let plain = Fixtures.extract(source).strings.first
        #expect(plain?.key == #"a\U0020b"#)
        let options = StringExtractor.Options(interpretsUnicodeEscapes: true)
        let read = Fixtures.extract(source, options: options).strings.first
        #expect(read?.key == "a b")
        #expect(read?.value == "ét😀")
    }

    @Test("Languages by extension", arguments: [
        ("a.m", StringExtractor.Language.cFamily), ("a.h", .cFamily), ("a.c", .cFamily), ("a.mm", .cFamily),
        ("a.java", .cFamily), ("dir.d/a.swift", .swift),
    ])
    func languages(path: String, language: StringExtractor.Language) {
        #expect(StringExtractor.Language(path: path) == language)
    }

    @Test("Reading files: encodings and errors")
    func files() throws {
        let scratch = try TemporaryFolder(prefix: "stringsdict-extract")
        defer { scratch.remove() }
        let folder = scratch.path
        let utf16 = folder + "/a.m"
        var bytes: [UInt8] = [0xFF, 0xFE]
        for unit in "NSLocalizedString(@\"Grüße\", nil);".utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        try Data(bytes).write(to: URL(fileURLWithPath: utf16))
        #expect(try StringExtractor().extract(contentsOf: utf16).strings.map(\.key) == ["Grüße"])
        let latin1 = folder + "/b.c"
        try Data([UInt8]("CFCopyLocalizedString(CFSTR(\"caf".utf8) + [0xE9] + [UInt8]("\"), \"c\");".utf8)).write(to: URL(fileURLWithPath: latin1))
        #expect(try StringExtractor().extract(contentsOf: latin1, encoding: .isoLatin1).strings.map(\.key) == ["café"])
        #expect(SourceEncoding(name: "UTF-16LE") == .utf16LittleEndian)
        #expect(SourceEncoding(name: "klingon") == nil)
        let error = #expect(throws: StringsdictError.self) { try StringExtractor().extract(contentsOf: folder + "/missing.m") }
        #expect(error?.kind == .io)
        #expect(error?.message.contains("missing.m") == true)
    }

    /// A big file's UTF-8 is checked in parts on several threads, each part starting at a byte
    /// that is not a continuation byte. Whether a text is well-formed must not depend on where
    /// the parts fall: every sequence, well-formed or not, at every place around the cuts, in two
    /// to five parts, is judged as the standard library's own UTF-8 validation judges it.
    @Test("A file's UTF-8 checked in parts is judged as a whole", arguments: [2, 3, 4, 5])
    func utf8InParts(parts: Int) {
        let sequences: [[UInt8]] = [
            [0xC3, 0xA9], [0xE2, 0x82, 0xAC], [0xF0, 0x9F, 0x98, 0x80], [0xEF, 0xBF, 0xBF],  // é € 😀 U+FFFF
            [0xC3], [0xE2, 0x82], [0xF0, 0x9F, 0x98],  // cut short
            [0x80], [0xBF, 0xBF], [0x80, 0x80, 0x80, 0x80, 0x80],  // continuations alone
            [0xC0, 0xAF], [0xE0, 0x80, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xFF],  // overlong, surrogate, too big
        ]
        let size = 40
        var checked = 0
        for sequence in sequences {
            for offset in 0...(size - sequence.count) {
                var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: size)
                bytes.replaceSubrange(offset..<(offset + sequence.count), with: sequence)
                // A second sequence right after it: two cuts can fall inside one run of them.
                if offset + 2 * sequence.count <= size {
                    bytes.replaceSubrange((offset + sequence.count)..<(offset + 2 * sequence.count), with: sequence)
                }
                let expected = String(validating: bytes, as: UTF8.self) != nil
                #expect(SourceEncoding.isValidUTF8(bytes, parts: parts) == expected, "\(sequence) at \(offset) in \(parts) parts")
                checked += 1
            }
        }
        #expect(checked > 500)
        // A big file goes through the same check, in as many parts as the machine has cores.
        let big = [UInt8](String(repeating: "Grüße, 😀 € ", count: 200_000).utf8)
        #expect(SourceEncoding.isValidUTF8(big))
        #expect(!SourceEncoding.isValidUTF8(big + [0xE2, 0x82]))
    }
}

@Suite("StringExtractor on broken input")
struct StringExtractorBrokenInputTests {
    @Test("Every truncation of the fixture sources extracts without trapping, positions inside the text", arguments: [
        "Legacy/TextEdit.m", "Legacy/Custom.c", "Sources/FilesView.swift",
    ])
    func truncations(file: String) throws {
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: ExtractFixtures.project + "/" + file)))
        let language = StringExtractor.Language(path: file) ?? .cFamily
        let extractor = StringExtractor(options: .catalog)
        for cut in stride(from: 0, through: bytes.count, by: 3) {
            let prefix = Array(bytes[..<cut])
            let lines = prefix.reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
            let result = extractor.extract(prefix, file: file, language: language)
            for location in result.strings.map(\.location) + result.warnings.map(\.location) {
                #expect(location.line >= 1 && location.line <= lines && location.column >= 1, "cut \(cut): \(location)")
            }
        }
    }

    @Test("Unbalanced and deeply nested input ends with warnings", arguments: [
        String(repeating: "NSLocalizedString(", count: 20_000),
        String(repeating: "(", count: 100_000) + "NSLocalizedString(@\"k\", nil)",
        String(repeating: "\"\\(", count: 10_000),
        String(repeating: "/*", count: 10_000),
        "#if 0\n" + String(repeating: "#if 1\n", count: 10_000),
    ])
    func pathological(source: String) {
        for language in [StringExtractor.Language.cFamily, .swift] {
            _ = StringExtractor(options: .catalog).extract(source, file: "p", language: language)
        }
    }
}
