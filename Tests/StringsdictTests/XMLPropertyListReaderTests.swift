import Stringsdict
import Testing

@Suite("XML property list reader")
struct XMLPropertyListReaderTests {
    typealias Fixtures = PropertyListFixtures

    private func read(_ text: String, file: String = "t.plist") throws(StringsdictError) -> PropertyListNode {
        try PropertyListReader.read(Array(text.utf8), file: file)
    }

    private func wrap(_ body: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        \(body)
        </plist>
        """
    }

    // MARK: corpus

    @Test("corpus .stringsdict matches plistlib", arguments: PropertyListFixtures.reference("corpus-stringsdict.tsv"))
    func corpusMatchesPlistlib(row: PropertyListFixtures.ReferenceRow) throws {
        let bytes = try Fixtures.bytes("corpus/" + row.path)
        let (dictionary, location) = try PropertyListReader.readDictionary(bytes, file: row.path)
        #expect(location.line >= 1)
        let node = PropertyListNode(.dictionary(dictionary), at: location)
        #expect(Fixtures.canonicalJSON(node) == row.json)
    }

    @Test func corpusHasAllFiles() {
        #expect(Fixtures.reference("corpus-stringsdict.tsv").count == 58)
    }

    // MARK: values

    @Test func everyValueType() throws {
        let root = try PropertyListReader.read(contentsOf: Fixtures.path("PropertyList/AllTypes.plist"))
        let dictionary = try #require(root.dictionary)
        #expect(dictionary["string"]?.string == "plain")
        #expect(dictionary["empty string"]?.string == "")
        #expect(dictionary["non-BMP and accents"]?.string == "😀 Grüße, 日本語 & <tags> \"quotes\"")
        #expect(dictionary["multi-line"]?.string == "line 1\nline 2\n  indented\ttab")
        let integers = try #require(dictionary["integers"]?.array).map { node -> PropertyListInteger? in
            if case .integer(let value) = node.value { return value }
            return nil
        }
        #expect(integers.first??.signed == 0)
        #expect(integers.contains(PropertyListInteger(Int64.min)))
        #expect(integers.contains(PropertyListInteger(Int64.max)))
        #expect(integers.contains(PropertyListInteger(UInt64(1) << 63)))
        #expect(integers.last??.unsigned == UInt64.max)
        #expect(integers.last??.signed == nil)
        #expect(dictionary["true"]?.value == .bool(true))
        #expect(dictionary["false"]?.value == .bool(false))
        #expect(dictionary["reals"]?.array?[1].value == .real(1.5))
        let dates = try #require(dictionary["dates"]?.array)
        #expect(dates.map { node -> String in
            if case .date(let date) = node.value { return date.description }
            return "?"
        } == ["2001-01-01T00:00:00Z", "2024-02-29T13:45:07Z", "1969-07-20T20:17:40Z"])
        #expect(dates[0].value == .date(PropertyListDate(secondsSinceReferenceDate: 0)))
        let data = try #require(dictionary["data"]?.array)
        #expect(data[0].value == .data([]))
        #expect(data[1].value == .data([0, 1, 2, 255]))
        #expect(data[2].value == .data(Array(0...255)))
        let deep = dictionary["nested"]?.dictionary?["dict"]?.dictionary?["a"]?.dictionary?["b"]?.dictionary?["c"]
        #expect(deep?.string == "deep")
    }

    @Test func stringContentIsKeptExactly() throws {
        let root = try read(wrap("<dict><key> spaced key </key><string>  two\n  lines\t </string><key>e</key><string/></dict>"))
        let dictionary = try #require(root.dictionary)
        #expect(dictionary[" spaced key "]?.string == "  two\n  lines\t ")
        #expect(dictionary["e"]?.string == "")
    }

    @Test func entitiesReferencesAndCDATA() throws {
        let text = wrap("""
        <array>
        <string>&lt;&gt;&amp;&quot;&apos; &#65;&#x42;&#x1F600; &#13;</string>
        <string><![CDATA[<b>&amp;</b>]]> and <!-- gone --> kept<?pi ignored?></string>
        <integer> -42 </integer><integer>0x1F</integer><real>-1.5e3</real><true></true><false/>
        <date>2001-01-01T00:01:00Z</date><data>
          AAEC
          /w==
        </data>
        </array>
        """)
        let elements = try #require(try read(text).array)
        #expect(elements.map(\.value) == [
            .string("<>&\"' AB😀 \r"),
            .string("<b>&amp;</b> and  kept"),
            .integer(PropertyListInteger(Int64(-42))), .integer(PropertyListInteger(Int64(31))),
            .real(-1500), .bool(true), .bool(false),
            .date(PropertyListDate(secondsSinceReferenceDate: 60)), .data([0, 1, 2, 255]),
        ])
    }

    /// CoreFoundation lets every character but `<` and `&` through in plist strings: a shipped
    /// `ko.lproj/Localizable.stringsdict` holds a raw U+0008, which it reads; so are `&#8;`
    /// and the noncharacters U+FFFE and U+FFFF. NUL stays an error (it ends our input).
    @Test("C0 controls raw and as references are read, as CoreFoundation reads them")
    func controlCharactersInStrings() throws {
        let controls = (1..<0x20).filter { $0 != 0x0D }.map { String(UnicodeScalar(UInt8($0))) }.joined()
        let text = wrap("<dict><key>k\u{8}</key><string>\u{B8DC}\u{8}\u{C5B4}</string><key>all</key><string>\(controls)</string>"
            + "<key>refs</key><string>&#8;&#x1;&#31;&#0;&#xFFFE;\u{FFFF}</string></dict>")
        let dictionary = try #require(try read(text).dictionary)
        #expect(dictionary["k\u{8}"]?.string == "\u{B8DC}\u{8}\u{C5B4}")
        #expect(dictionary["all"]?.string == controls)
        #expect(dictionary["refs"]?.string == "\u{8}\u{1}\u{1F}\u{0}\u{FFFE}\u{FFFF}")
        let nul = Fixtures.error { () throws(StringsdictError) in _ = try read("<plist><string>a\u{0}</string></plist>", file: "nul.plist") }
        #expect(nul?.location == SourceLocation(file: "nul.plist", line: 1, column: 17))
    }

    @Test func lineBreaksFollowXML() throws {
        let text = "<plist>\r\n<array>\r\n<string>a\r\nb\rc\nd</string><string><![CDATA[x\r\ny]]></string>\r\n</array></plist>"
        let elements = try #require(try read(text).array)
        #expect(elements.map(\.string) == ["a\nb\nc\nd", "x\ny"])
        #expect(elements[0].location.line == 3)
        #expect(elements[1].location.line == 6)
        #expect(elements[1].location.column == 11)
    }

    @Test func locationsAreLineAndScalarColumn() throws {
        let text = "<plist>\n<dict>\n  <key>é😀</key><string>x</string>\n\t<key>b</key>\n<array><true/></array>\n</dict></plist>"
        let root = try read(text, file: "loc.plist")
        #expect(root.location == SourceLocation(file: "loc.plist", line: 2, column: 1))
        let dictionary = try #require(root.dictionary)
        #expect(dictionary.entries.map(\.keyLocation.description) == ["loc.plist:3:3", "loc.plist:4:2"])
        #expect(dictionary.entries[0].value.location == SourceLocation(file: "loc.plist", line: 3, column: 16))
        #expect(dictionary.entries[1].value.location.line == 5)
        #expect(dictionary["b"]?.array?.first?.location == SourceLocation(file: "loc.plist", line: 5, column: 8))
    }

    @Test("locations match a naive count over mixed scripts and line breaks")
    func locationsMatchNaiveCount() throws {
        let pieces = ["a", "é", "日本", "😀x", "long ascii text here", "Привет мир", ""]
        let breaks = ["\n", "\r\n", "\r", "\t", " ", "\n\t\t", "  \r\n  "]
        var text = "<plist><array>"
        var line = 1
        var column = 15
        var expected: [Stringsdict.SourceLocation] = []
        for index in 0..<300 {
            let gap = breaks[index % breaks.count] + String(repeating: " ", count: index % 11)
            var previous: Unicode.Scalar = " "
            for scalar in gap.unicodeScalars {
                if scalar == "\n" && previous == "\r" {
                    // CRLF is one line break, counted at the CR.
                } else if scalar == "\n" || scalar == "\r" {
                    line += 1
                    column = 1
                } else {
                    column += 1
                }
                previous = scalar
            }
            text += gap
            expected.append(SourceLocation(file: "mix", line: line, column: column))
            let element = "<string>" + pieces[index % pieces.count] + pieces[(index * 7) % pieces.count] + "</string>"
            text += element
            column += element.unicodeScalars.count
        }
        text += "</array></plist>"
        let root = try PropertyListReader.read(Array(text.utf8), file: "mix")
        let locations = try #require(root.array).map(\.location)
        #expect(locations == expected)
    }

    @Test func duplicateKeysAreKeptAndReported() throws {
        let root = try read(wrap("<dict>\n<key>a</key><string>1</string>\n<key>a</key><string>2</string>\n</dict>"))
        let dictionary = try #require(root.dictionary)
        #expect(dictionary.count == 2)
        #expect(dictionary["a"]?.string == "2")
        let duplicates = dictionary.duplicateKeys
        #expect(duplicates.count == 1)
        #expect(duplicates.first?.first.line == 5)
        #expect(duplicates.first?.second.line == 6)
    }

    @Test("a DOCTYPE's internal subset may hold comments and processing instructions with ] and >")
    func doctypeInternalSubsetComments() throws {
        let text = """
            <?xml version="1.0"?>
            <!DOCTYPE plist [ <!-- ] > --> <?pi ]>?> <!ELEMENT plist ANY> ]>
            <plist><dict><key>k</key><string>v</string></dict></plist>
            """
        #expect(try read(text).dictionary?["k"]?.string == "v")
    }

    @Test func bareRootWithoutPlistElement() throws {
        #expect(try read("<dict><key>k</key><string>v</string></dict>").dictionary?["k"]?.string == "v")
    }

    @Test("UTF-16 input with a BOM or without", arguments: ["le-bom", "be-bom", "le", "be"])
    func utf16Input(variant: String) throws {
        let text = "<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n<plist><dict>\n<key>k😀</key><string>Grüße</string></dict></plist>"
        var bytes: [UInt8] = variant.hasSuffix("bom") ? (variant.hasPrefix("le") ? [0xFF, 0xFE] : [0xFE, 0xFF]) : []
        for unit in text.utf16 {
            let pair = [UInt8(unit & 0xFF), UInt8(unit >> 8)]
            bytes += variant.hasPrefix("le") ? pair : pair.reversed()
        }
        let root = try PropertyListReader.read(bytes, file: "u16")
        let entry = try #require(root.dictionary?.entries.first)
        #expect(entry.key == "k😀")
        #expect(entry.value.string == "Grüße")
        #expect(entry.value.location == SourceLocation(file: "u16", line: 3, column: 14))
    }

    /// CoreFoundation reads XML property lists in UTF-32 with a byte-order mark.
    @Test("UTF-32 input with a BOM", arguments: [false, true])
    func utf32Input(bigEndian: Bool) throws {
        let text = "<?xml version=\"1.0\" encoding=\"UTF-32\"?>\n<plist><dict>\n<key>k😀</key><string>Grüße</string></dict></plist>"
        var bytes: [UInt8] = bigEndian ? [0, 0, 0xFE, 0xFF] : [0xFF, 0xFE, 0, 0]
        for scalar in text.unicodeScalars {
            let value = scalar.value
            let units = [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 24)]
            bytes += bigEndian ? units.reversed() : units
        }
        let root = try PropertyListReader.read(bytes, file: "u32")
        let entry = try #require(root.dictionary?.entries.first)
        #expect(entry.key == "k😀")
        #expect(entry.value.string == "Grüße")
        #expect(entry.value.location == SourceLocation(file: "u32", line: 3, column: 14))
        let strings = try StringsFileReader.read(bytes, file: "u32.strings")
        #expect(strings.dictionary == ["k😀": "Grüße"])
        // The same text as old-style pairs.
        var pairs: [UInt8] = bigEndian ? [0, 0, 0xFE, 0xFF] : [0xFF, 0xFE, 0, 0]
        for scalar in "\"k😀\" = \"Grüße\";".unicodeScalars {
            let value = scalar.value
            let units = [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 24)]
            pairs += bigEndian ? units.reversed() : units
        }
        let text32 = try StringsFileReader.read(pairs, file: "t32.strings")
        #expect(text32.dictionary == ["k😀": "Grüße"])
        #expect(text32.format == .text(bigEndian ? .utf32BigEndian : .utf32LittleEndian))
        let odd = Fixtures.error { () throws(StringsdictError) in _ = try PropertyListReader.read(bytes + [0x20], file: "odd") }
        #expect(odd?.kind == .encoding)
    }

    @Test func utf8BOMIsSkipped() throws {
        let root = try PropertyListReader.read([0xEF, 0xBB, 0xBF] + Array("<plist><string>x</string></plist>".utf8), file: "b")
        #expect(root.string == "x")
        #expect(root.location.column == 8)
    }

    // MARK: errors

    static let malformed: [MalformedInput] = [
        MalformedInput(name: "empty", text: "", kind: .syntax, line: 1, column: 1),
        MalformedInput(name: "only a declaration", text: "<?xml version=\"1.0\"?>\n", kind: .syntax, line: 2, column: 1),
        MalformedInput(name: "truncated in the declaration", text: "<?xml version=", kind: .syntax, line: 1, column: 1),
        MalformedInput(name: "truncated after <plist>", text: "<plist>\n", kind: .syntax, line: 2, column: 1),
        MalformedInput(name: "truncated in a start tag", text: "<plist>\n<dict>\n  <ke", kind: .syntax, line: 3, column: 3),
        MalformedInput(name: "truncated in a key", text: "<plist>\n<dict>\n  <key>abc", kind: .syntax, line: 3, column: 11),
        MalformedInput(name: "truncated in an end tag", text: "<plist>\n<dict>\n  <key>abc</ke", kind: .syntax, line: 3, column: 11),
        MalformedInput(name: "truncated after a value", text: "<plist>\n<dict>\n<key>a</key><string>b</string>", kind: .syntax, line: 3, column: 31),
        MalformedInput(name: "truncated before </plist>", text: "<plist><array/>", kind: .syntax, line: 1, column: 16),
        MalformedInput(name: "mismatched end tag", text: "<plist><dict>\n<key>a</key><string>b</array></dict></plist>", kind: .syntax, line: 2, column: 22),
        MalformedInput(name: "container closed by the wrong tag", text: "<plist><array>\n</dict></plist>", kind: .syntax, line: 2, column: 1),
        MalformedInput(name: "unknown element", text: "<plist><dict>\n <key>a</key><str>b</str></dict></plist>", kind: .syntax, line: 2, column: 14),
        MalformedInput(name: "unknown entity", text: "<plist><string>a &nbsp; b</string></plist>", kind: .syntax, line: 1, column: 18),
        MalformedInput(name: "entity without semicolon", text: "<plist><string>a &amp b</string></plist>", kind: .syntax, line: 1, column: 18),
        MalformedInput(name: "surrogate character reference", text: "<plist><string>\n&#xD800;</string></plist>", kind: .syntax, line: 2, column: 1),
        MalformedInput(name: "reference beyond U+10FFFF", text: "<plist><string>&#1114112;</string></plist>", kind: .syntax, line: 1, column: 16),
        MalformedInput(name: "key without value", text: "<plist><dict>\n<key>a</key>\n</dict></plist>", kind: .syntax, line: 3, column: 1),
        MalformedInput(name: "value without key", text: "<plist><dict>\n<string>a</string></dict></plist>", kind: .syntax, line: 2, column: 1),
        MalformedInput(name: "two keys", text: "<plist><dict><key>a</key>\n<key>b</key></dict></plist>", kind: .syntax, line: 2, column: 1),
        MalformedInput(name: "key in an array", text: "<plist><array>\n  <key>a</key></array></plist>", kind: .syntax, line: 2, column: 3),
        MalformedInput(name: "text in a dictionary", text: "<plist><dict>\n  junk</dict></plist>", kind: .syntax, line: 2, column: 3),
        MalformedInput(name: "element inside a string", text: "<plist><string>a<b/></string></plist>", kind: .syntax, line: 1, column: 17),
        MalformedInput(name: "two root values", text: "<plist><true/>\n<false/></plist>", kind: .syntax, line: 2, column: 1),
        MalformedInput(name: "content after </plist>", text: "<plist><true/></plist>\nx", kind: .syntax, line: 2, column: 1),
        MalformedInput(name: "empty plist", text: "<plist>\n</plist>", kind: .syntax, line: 2, column: 1),
        MalformedInput(name: "bad integer", text: "<plist><array>\n<integer>12a</integer></array></plist>", kind: .syntax, line: 2, column: 1),
        MalformedInput(name: "integer above UInt64.max", text: "<plist><integer>18446744073709551616</integer></plist>", kind: .syntax, line: 1, column: 8),
        MalformedInput(name: "bad real", text: "<plist><real>one</real></plist>", kind: .syntax, line: 1, column: 8),
        MalformedInput(name: "bad date", text: "<plist><date>2024-13-01T00:00:00Z</date></plist>", kind: .syntax, line: 1, column: 8),
        MalformedInput(name: "bad base64", text: "<plist><data>AA*=</data></plist>", kind: .syntax, line: 1, column: 8),
        MalformedInput(name: "non-empty true", text: "<plist><true>yes</true></plist>", kind: .syntax, line: 1, column: 8),
        MalformedInput(name: "nested plist", text: "<plist><array><plist/></array></plist>", kind: .syntax, line: 1, column: 15),
        MalformedInput(name: "unterminated comment", text: "<plist>\n<!-- x </plist>", kind: .syntax, line: 2, column: 1),
        MalformedInput(name: "unterminated CDATA", text: "<plist><string><![CDATA[x</string></plist>", kind: .syntax, line: 1, column: 16),
        MalformedInput(name: "text instead of a root", text: "hello", kind: .syntax, line: 1, column: 1),
        MalformedInput(name: "unquoted attribute", text: "<plist version=1.0></plist>", kind: .syntax, line: 1, column: 16),
    ]

    @Test("malformed XML throws at the offending place", arguments: malformed)
    func malformedInput(_ testCase: MalformedInput) {
        let error = Fixtures.error { () throws(StringsdictError) in _ = try read(testCase.text, file: "bad.plist") }
        #expect(error?.kind == testCase.kind, "\(String(describing: error))")
        #expect(error?.location == SourceLocation(file: "bad.plist", line: testCase.line, column: testCase.column), "\(String(describing: error))")
    }

    @Test("invalid UTF-8 byte reports its line and column")
    func invalidUTF8() {
        let bytes = Array("<plist>\n<string>ab".utf8) + [0xC3, 0x28] + Array("</string></plist>".utf8)
        let error = Fixtures.error { () throws(StringsdictError) in _ = try PropertyListReader.read(bytes, file: "u8") }
        #expect(error?.kind == .encoding)
        #expect(error?.location == SourceLocation(file: "u8", line: 2, column: 11))
    }

    @Test("invalid UTF-16 (lone surrogate) reports its line and column")
    func invalidUTF16() {
        var bytes: [UInt8] = [0xFF, 0xFE]
        for unit in Array("<plist>\n<string>é".utf16) + [0xDC00] + Array("</string></plist>".utf16) {
            bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)]
        }
        let error = Fixtures.error { () throws(StringsdictError) in _ = try PropertyListReader.read(bytes, file: "u16") }
        #expect(error?.kind == .encoding)
        #expect(error?.location == SourceLocation(file: "u16", line: 2, column: 10))
    }

    @Test func rootThatIsNotADictionary() {
        let error = Fixtures.error { () throws(StringsdictError) in
            _ = try PropertyListReader.readDictionary(Array("<plist>\n  <array/></plist>".utf8), file: "r")
        }
        #expect(error?.kind == .structure)
        #expect(error?.location == SourceLocation(file: "r", line: 2, column: 3))
    }

    @Test("100,000-deep nesting throws a limit error", arguments: ["array", "dict"])
    func deepNesting(element: String) {
        let depth = 100_000
        let open = element == "dict" ? "<dict><key>k</key>" : "<array>"
        var text = "<plist>"
        text.reserveCapacity(depth * 30)
        for _ in 0..<depth { text += open }
        for _ in 0..<depth { text += "</\(element)>" }
        text += "</plist>"
        let error = Fixtures.error { () throws(StringsdictError) in _ = try read(text) }
        #expect(error?.kind == .limit)
        #expect(error?.location?.line == 1)
        #expect(error?.location?.column == 8 + 512 * open.count)
    }

    @Test func depthWithinTheLimitIsFine() throws {
        let text = "<plist>" + String(repeating: "<array>", count: 512) + String(repeating: "</array>", count: 512) + "</plist>"
        #expect(try read(text).array?.count == 1)
    }

    @Test("a 50 MB unterminated string throws at the end of the file")
    func fiftyMegabytes() {
        var bytes = Array("<plist><dict><key>k</key><string>".utf8)
        let prefix = bytes.count
        bytes += [UInt8](repeating: UInt8(ascii: "a"), count: 50_000_000)
        let error = Fixtures.error { () throws(StringsdictError) in _ = try PropertyListReader.read(bytes, file: "big") }
        #expect(error?.kind == .syntax)
        #expect(error?.location == SourceLocation(file: "big", line: 1, column: prefix + 50_000_000 + 1))
    }

    @Test("more values than the node limit is a limit error naming it")
    func nodeLimit() throws {
        let text = "<plist><array><string>a</string><string>b</string><string>c</string></array></plist>"
        let limits = PropertyListLimits(maximumNodeCount: 2)
        let error = Fixtures.error { () throws(StringsdictError) in _ = try PropertyListReader.read(Array(text.utf8), file: "n.plist", limits: limits) }
        #expect(error?.kind == .limit)
        #expect(error?.message.contains("2") == true)
        #expect(error?.location == SourceLocation(file: "n.plist", line: 1, column: 51))
        #expect(try PropertyListReader.read(Array(text.utf8), file: "n.plist", limits: PropertyListLimits(maximumNodeCount: 3)).array?.count == 3)
    }

    @Test func inputLargerThanTheLimit() {
        let bytes = [UInt8](repeating: 0x20, count: 1000)
        let error = Fixtures.error { () throws(StringsdictError) in
            _ = try PropertyListReader.read(bytes, file: "l", limits: PropertyListLimits(maximumInputSize: 999))
        }
        #expect(error?.kind == .limit)
    }

    @Test func unreadableFileIsAnIOError() {
        let error = Fixtures.error { () throws(StringsdictError) in
            _ = try PropertyListReader.read(contentsOf: "/nonexistent/dir/Localizable.stringsdict")
        }
        #expect(error?.kind == .io)
        #expect(error?.message.contains("/nonexistent/dir/Localizable.stringsdict") == true)
    }
}
