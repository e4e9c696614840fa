import Testing
@testable import Stringsdict

/// The one XML escaper of XLIFF and interface documents: whatever the text, reading the escaped
/// form back with the XML 1.0 rules (``XMLTokenizer``: line ends normalized in content,
/// whitespace normalized in attribute values) gives the text exactly.
@Suite struct XMLEscapingTests {
    static let texts = [
        "plain", "", "a & b < c > d", #"say "hi" and 'bye'"#, "line\nbreak", "crlf\r\nand lone\rcr",
        "tab\there", "\u{1}\u{8}\u{1F} controls", "%1$@ — ünïcödé 😀", "]]> not CDATA", "&amp; already",
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
        #expect(XMLEscaping.escaped("a&<>\"'\r\n\t\u{1}", in: .content) == "a&amp;&lt;&gt;\"'&#13;\n\t&#1;")
        #expect(XMLEscaping.escaped("a\"'\n\t", in: .attribute(quote: UInt8(ascii: "\""))) == "a&quot;'&#10;&#9;")
        #expect(XMLEscaping.escaped("a\"'", in: .attribute(quote: UInt8(ascii: "'"))) == "a\"&apos;")
    }
}
