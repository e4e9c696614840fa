import Testing
@testable import Stringsdict

/// The one XML escaper of XLIFF and interface documents: whatever the text, reading the escaped
/// form back with the XML 1.0 rules (``XMLTokenizer``: line ends normalized in content,
/// whitespace normalized in attribute values) gives the text exactly.
@Suite struct XMLEscapingTests {
    static let texts = [
        "plain", "", "a & b < c > d", #"say "hi" and 'bye'"#, "line\nbreak", "crlf\r\nand lone\rcr",
        "tab\there", "%1$@ — ünïcödé 😀", "]]> not CDATA", "&amp; already", "\u{D7FF}\u{E000}\u{FFFD}\u{10000}\u{10FFFF}",
    ]

    private func roundTrip(_ text: String, quote: UInt8) throws -> (content: String, attribute: String) {
        var document: [UInt8] = Array("<r a=".utf8) + [quote]
        XMLEscaping.append(text, in: .attribute(quote: quote), to: &document)
        document += [quote, UInt8(ascii: ">")]
        XMLEscaping.append(text, in: .content, to: &document)
        document += Array("</r>".utf8)
        var tokenizer = try XMLTokenizer(bytes: document, file: "t.xml")
        var attribute: String?
        var content = ""
        while let token = try tokenizer.next() {
            switch token {
            case .startTag(let tag): attribute = tag["a"]
            case .text(let piece): content += piece.value
            case .endTag: break
            }
        }
        return (content, attribute ?? "<none>")
    }

    @Test(arguments: texts)
    func readsBackExactly(_ text: String) throws {
        for quote in [UInt8(ascii: "\""), UInt8(ascii: "'")] {
            let back = try roundTrip(text, quote: quote)
            #expect(back.content == text)
            #expect(back.attribute == text)
        }
    }

    @Test func documentedForms() {
        #expect(XMLEscaping.escaped("a&<>\"'\r\n\t", in: .content) == "a&amp;&lt;&gt;\"'&#13;\n\t")
        #expect(XMLEscaping.escaped("a\"'\n\t", in: .attribute(quote: UInt8(ascii: "\""))) == "a&quot;'&#10;&#9;")
        #expect(XMLEscaping.escaped("a\"'", in: .attribute(quote: UInt8(ascii: "'"))) == "a\"&apos;")
    }

    // MARK: what XML 1.0 can carry

    /// XML 1.0 (Fifth Edition) §2.2: `Char ::= #x9 | #xA | #xD | [#x20-#xD7FF] | [#xE000-#xFFFD]
    /// | [#x10000-#x10FFFF]`. Each range's ends and their neighbours outside it.
    static let allowed: [UInt32] = [0x09, 0x0A, 0x0D, 0x20, 0x7F, 0x85, 0xD7FF, 0xE000, 0xFEFF, 0xFFFD, 0x10000, 0x10FFFF]
    static let forbidden: [UInt32] = [0x00, 0x01, 0x08, 0x0B, 0x0C, 0x0E, 0x1F, 0xFFFE, 0xFFFF]

    @Test("the XML 1.0 Char production, at the ends of its ranges", arguments: allowed + forbidden)
    func charProduction(_ value: UInt32) throws {
        let scalar = try #require(Unicode.Scalar(value))
        #expect(XMLEscaping.isXML10Character(scalar) == Self.allowed.contains(value))
        let text = "ab" + String(scalar) + "c"
        let found = XMLEscaping.firstNonXML10Character(in: text)
        if Self.allowed.contains(value) {
            #expect(found == nil)
        } else {
            #expect(found?.scalar == scalar)
            #expect(found?.position == 3)
        }
    }

    @Test("the check names the key, the character, its place and the fix", arguments: forbidden)
    func checkNamesKey(_ value: UInt32) throws {
        let scalar = try #require(Unicode.Scalar(value))
        let location = SourceLocation(file: "en.lproj/Localizable.strings", line: 3, column: 9)
        do {
            try XMLEscaping.check("x" + String(scalar), keyPath: ["greeting"], location: location, output: "fr.xliff")
            Issue.record("U+\(String(value, radix: 16)) passed the check")
        } catch {
            #expect(error.code == "xml-forbidden-character")
            #expect(error.kind == .encoding)
            #expect(error.keyPath == ["greeting"])
            #expect(error.location == location)
            let hex = String(value, radix: 16, uppercase: true)
            #expect(error.message.contains("U+" + String(repeating: "0", count: 4 - hex.count) + hex))
            #expect(error.message.contains("fr.xliff"))
            #expect(error.hint?.contains("remove the character") == true)
        }
    }

    @Test("a location on line 0 (built in memory) is left out of the error")
    func unknownLocation() {
        #expect(throws: StringsdictError.self) {
            try XMLEscaping.check("\u{0}", keyPath: ["k"], location: SourceLocation(file: "", line: 0, column: 0))
        }
        do {
            try XMLEscaping.check("\u{0}", keyPath: ["k"], location: SourceLocation(file: "", line: 0, column: 0))
        } catch {
            #expect(error.location == nil)
        }
    }
}
