import StringsdictTestSupport
import Testing

@Suite("MarkedText: markers removed, their places kept")
struct MarkedTextTests {
    @Test("Markers are removed; each keeps its line and column, 1-based")
    func positions() throws {
        let marked = try MarkedText("1️⃣\"a\" = \"b\";\n\"c\" = 2️⃣\"d\";\n3️⃣")
        #expect(marked.text == "\"a\" = \"b\";\n\"c\" = \"d\";\n")
        #expect(try marked.position("1️⃣") == .init(line: 1, column: 1, utf8Offset: 0))
        #expect(try marked.position("2️⃣") == .init(line: 2, column: 7, utf8Offset: 17))
        #expect(try marked.position("3️⃣") == .init(line: 3, column: 1, utf8Offset: 22))
        #expect(marked["2️⃣"]?.description == "2:7")
        #expect(marked.positions.count == 3)
    }

    @Test("Columns count Unicode scalars: a precomposed é is one, e with a combining accent two, an emoji one")
    func scalars() throws {
        let marked = try MarkedText("é1️⃣e\u{301}2️⃣😀3️⃣👍🏽4️⃣x")
        #expect(marked.text == "ée\u{301}😀👍🏽x")
        #expect(marked["1️⃣"]?.column == 2)
        #expect(marked["2️⃣"]?.column == 4)
        #expect(marked["3️⃣"]?.column == 5)
        // A thumb with a skin tone is two scalars (one character).
        #expect(marked["4️⃣"]?.column == 7)
        #expect(marked["4️⃣"]?.utf8Offset == "ée\u{301}😀👍🏽".utf8.count)
    }

    @Test("Line breaks: LF, CRLF as one, and a lone CR, as the library's readers count them", arguments: [
        ("a\n1️⃣b", 2, 1), ("a\r\n1️⃣b", 2, 1), ("a\r1️⃣b", 2, 1), ("a\r\n\r\n1️⃣b", 3, 1), ("a\n\r1️⃣b", 3, 1),
        ("a\r1️⃣\nb", 1, 2),
    ])
    func lineBreaks(text: String, line: Int, column: Int) throws {
        let position = try MarkedText(text).position("1️⃣")
        #expect((position.line, position.column) == (line, column))
    }

    @Test("Every marker: the keycap digits and 🔟")
    func everyMarker() throws {
        let marked = try MarkedText("0️⃣a1️⃣b2️⃣c3️⃣d4️⃣e5️⃣f6️⃣g7️⃣h8️⃣i9️⃣j🔟")
        #expect(marked.text == "abcdefghij")
        #expect(marked.positions.count == 11)
        #expect(marked["0️⃣"]?.column == 1)
        #expect(marked["🔟"]?.column == 11)
    }

    @Test("Digits, # and other emoji are text, not markers")
    func notMarkers() throws {
        let marked = try MarkedText("1 # 😀 1\u{20E3}")
        #expect(marked.text == "1 # 😀 1\u{20E3}")
        #expect(marked.positions.isEmpty)
    }

    @Test("A marker written twice, and one asked for that is not there, are errors")
    func errors() throws {
        #expect(throws: MarkedText.MarkerError.repeated("1️⃣")) { try MarkedText("1️⃣a1️⃣") }
        let marked = try MarkedText("a1️⃣")
        #expect(throws: MarkedText.MarkerError.missing("2️⃣")) { try marked.position("2️⃣") }
        #expect(marked["2️⃣"] == nil)
    }

    @Test("A text without markers is itself")
    func noMarkers() throws {
        let marked = try MarkedText("plain\ntext")
        #expect(marked.text == "plain\ntext")
        #expect(marked.positions.isEmpty)
        #expect(try MarkedText("").text.isEmpty)
    }
}
