import Testing
@testable import Stringsdict

/// The general XML tokenizer, checked against what the XML 1.0 specification says a document
/// holds (entities, attribute-value normalization, CDATA, line ends) and against byte offsets
/// counted by hand in the inputs.
@Suite struct XMLTokenizerTests {
    private func tokens(_ xml: String, limits: PropertyListLimits = .default) throws -> [XMLToken] {
        var tokenizer = try XMLTokenizer(bytes: Array(xml.utf8), file: "t.xml", limits: limits)
        var result: [XMLToken] = []
        while let token = try tokenizer.next() { result.append(token) }
        return result
    }

    private func error(_ xml: String, limits: PropertyListLimits = .default) -> StringsdictError? {
        do {
            _ = try tokens(xml, limits: limits)
            return nil
        } catch let error as StringsdictError {
            return error
        } catch {
            return nil
        }
    }

    @Test func startTagsAttributesAndRanges() throws {
        let xml = #"<?xml version="1.0"?><!-- c --><a x="1" y='t&amp;&#x41;'><b/>hi</a>"#
        let all = try tokens(xml)
        #expect(all.count == 5)
        guard case .startTag(let a) = all[0], case .startTag(let b) = all[1], case .endTag(let bEnd) = all[2],
              case .text(let text) = all[3], case .endTag(let aEnd) = all[4]
        else { Issue.record("unexpected token kinds: \(all)"); return }
        let bytes = Array(xml.utf8)
        #expect(a.name == "a")
        #expect(a["x"] == "1")
        #expect(a["y"] == "t&A")
        #expect(String(decoding: bytes[a.range], as: UTF8.self) == #"<a x="1" y='t&amp;&#x41;'>"#)
        #expect(String(decoding: bytes[a.attribute("y")!.valueRange], as: UTF8.self) == "t&amp;&#x41;")
        #expect(String(decoding: bytes[a.attribute("x")!.range], as: UTF8.self) == #"x="1""#)
        #expect(b.isSelfClosing && b.name == "b")
        #expect(bEnd.name == "b" && bEnd.range.isEmpty && bEnd.range.lowerBound == b.range.upperBound)
        #expect(text.value == "hi" && String(decoding: bytes[text.range], as: UTF8.self) == "hi")
        #expect(aEnd.name == "a" && String(decoding: bytes[aEnd.range], as: UTF8.self) == "</a>")
    }

    /// XML 1.0 §2.11 (line ends), §3.3.3 (attribute-value normalization), §2.7 (CDATA).
    @Test func decodingFollowsTheSpecification() throws {
        let xml = "<a t=\"1\r\n2\t3\">x\r\ny\rz&lt;&#233;<![CDATA[<&>]]></a>"
        let all = try tokens(xml)
        guard case .startTag(let a) = all[0], case .text(let first) = all[1], case .text(let cdata) = all[2] else {
            Issue.record("unexpected tokens \(all)"); return
        }
        #expect(a["t"] == "1 2 3")
        #expect(first.value == "x\ny\nz<é")
        #expect(cdata.isCDATA && cdata.value == "<&>")
    }

    @Test func doctypeAndCommentsAreSkipped() throws {
        let xml = "<!DOCTYPE a [<!ENTITY x \"]>\">]>\n<a><!-- <b> --><?pi x?></a>\n<!-- after -->\n"
        let all = try tokens(xml)
        #expect(all.count == 2)
    }

    @Test func utf8ByteOrderMarkAndUTF16() throws {
        var withBOM: [UInt8] = [0xEF, 0xBB, 0xBF]
        withBOM += Array("<a>é</a>".utf8)
        var tokenizer = try XMLTokenizer(bytes: withBOM, file: "t.xml")
        #expect(tokenizer.utf8Prefix == 3)
        #expect(tokenizer.text == Array("<a>é</a>".utf8))
        var utf16: [UInt8] = [0xFF, 0xFE]
        for unit in "<a>é</a>".utf16 { utf16 += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        tokenizer = try XMLTokenizer(bytes: utf16, file: "t.xml")
        #expect(tokenizer.utf8Prefix == nil)
        _ = try tokenizer.next()
        guard case .text(let text)? = try tokenizer.next() else { Issue.record("no text"); return }
        #expect(text.value == "é")
    }

    @Test(arguments: [
        ("<a>\n  <b></c></a>", 2, 6, "expected </b>, found </c>"),
        ("<a>\n<b>", 2, 4, "<b> at 2:1 is not closed"),
        ("<a x=1/>", 1, 6, "expected a quoted value"),
        ("<a x='1' x='2'/>", 1, 10, "appears twice"),
        ("<a>&nope;</a>", 1, 4, "unknown entity &nope;"),
        ("<a>&#xD800;</a>", 1, 4, "invalid character reference"),
        ("<a/><b/>", 1, 5, "second root element"),
        ("text<a/>", 1, 1, "before the root element"),
        ("<a/>x", 1, 5, "after the root element"),
        ("", 1, 1, "empty document"),
        ("<a t='<'/>", 1, 7, "< in the value"),
        ("<a><!-- x</a>", 1, 4, "unterminated comment"),
        ("<a><![CDATA[x</a>", 1, 4, "unterminated CDATA"),
        ("</a>", 1, 1, "end tag without a start tag"),
    ])
    func malformedInputIsPositioned(xml: String, line: Int, column: Int, message: String) {
        let failure = error(xml)
        #expect(failure?.kind == .syntax)
        #expect(failure?.location?.line == line)
        #expect(failure?.location?.column == column)
        #expect(failure?.message.contains(message) == true, "\(String(describing: failure))")
    }

    @Test func depthAndSizeAreBounded() {
        let deep = String(repeating: "<a>", count: 100) + String(repeating: "</a>", count: 100)
        #expect(error(deep, limits: PropertyListLimits(maximumDepth: 50))?.kind == .limit)
        #expect(error(deep, limits: PropertyListLimits(maximumDepth: 100)) == nil)
        // A million levels: no stack is used per level, only the explicit element stack.
        let hostile = String(repeating: "<a>", count: 1_000_000)
        #expect(error(hostile)?.kind == .limit)
        #expect(error("<a/>", limits: PropertyListLimits(maximumInputSize: 3))?.kind == .limit)
        #expect(error("<a><b/><b/></a>", limits: PropertyListLimits(maximumNodeCount: 3))?.kind == .limit)
    }

    @Test func invalidUTF8IsAnEncodingError() {
        do {
            _ = try XMLTokenizer(bytes: [0x3C, 0x61, 0x3E, 0xFF, 0x3C, 0x2F, 0x61, 0x3E], file: "t.xml")
            Issue.record("accepted invalid UTF-8")
        } catch {
            #expect(error.kind == .encoding)
        }
    }
}
