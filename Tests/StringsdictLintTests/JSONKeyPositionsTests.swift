import Testing
@testable import StringsdictLint
import StringsdictTestSupport

@Suite("JSON key positions")
struct JSONKeyPositionsTests {
    static func positions(_ text: String) throws -> JSONKeyPositions {
        try JSONKeyPositions(bytes: Array(text.utf8))
    }

    static func place(_ positions: JSONKeyPositions, _ path: [String]) -> String? {
        positions.location(of: path, file: "f").map { "\($0.line):\($0.column)" }
    }

    @Test("Keys are found by path at their opening quote; columns count Unicode scalars")
    func keys() throws {
        let json = try MarkedText("""
            {1️⃣"a": {2️⃣"b": [1, {3️⃣"c": true}], 4️⃣"é€😀": {5️⃣"d": null}},
             6️⃣"e": "x\\"y", 7️⃣"f": -1.5e+3}
            """)
        let positions = try Self.positions(json.text)
        #expect(Self.place(positions, ["a"]) == json["1️⃣"]?.description)
        #expect(Self.place(positions, ["a", "b"]) == json["2️⃣"]?.description)
        #expect(Self.place(positions, ["a", "b", "1", "c"]) == json["3️⃣"]?.description)
        #expect(Self.place(positions, ["a", "é€😀"]) == json["4️⃣"]?.description)
        #expect(Self.place(positions, ["a", "é€😀", "d"]) == json["5️⃣"]?.description)
        #expect(Self.place(positions, ["e"]) == json["6️⃣"]?.description)
        #expect(Self.place(positions, ["f"]) == json["7️⃣"]?.description)
        #expect(Self.place(positions, ["nope"]) == nil)
        #expect(json.positions.count == 7)
    }

    @Test("A key written twice keeps its first position (JSONDecoder reads the first); keys inside the repeat are not recorded")
    func duplicates() throws {
        let json = try MarkedText("""
            {1️⃣"a": {2️⃣"b": 1},
             3️⃣"a": {"b": 2, "c": 3}}
            """)
        let positions = try Self.positions(json.text)
        let (first, inner, second) = (try json.position("1️⃣"), try json.position("2️⃣"), try json.position("3️⃣"))
        #expect(Self.place(positions, ["a"]) == first.description)
        #expect(Self.place(positions, ["a", "b"]) == inner.description)
        #expect(Self.place(positions, ["a", "c"]) == nil)
        #expect(positions.duplicates.map { "\($0.path.joined(separator: "/")) \($0.first.line):\($0.first.column) \($0.second.line):\($0.second.column)" } == ["a \(first) \(second)"])
    }

    @Test("Escapes, surrogate pairs included, are decoded in keys; \\r\\n ends one line")
    func escapes() throws {
        let json = try MarkedText("{\r\n  1️⃣\"\\u00e9\\ud83d\\ude00\\n\\/\" : [],\r\n  2️⃣\"z\" : {}\r\n}")
        let positions = try Self.positions(json.text)
        #expect(Self.place(positions, ["é😀\n/"]) == json["1️⃣"]?.description)
        #expect(Self.place(positions, ["z"]) == json["2️⃣"]?.description)
    }

    @Test("Invalid JSON throws at the line and column where it breaks (1️⃣)", arguments: [
        "{\"a\": 1,1️⃣}",
        "{\"a\": 1\n 1️⃣\"b\": 2}",
        "{\"a\" 1️⃣1}",
        "{\"a\": tru1️⃣}",
        "{\"a\": 01️⃣1}",
        "{\"a\": \"x1️⃣\\q\"}",
        "{\"a\": \"1️⃣\\ud83d\"}",
        "{\"a\": \"1️⃣\\udc00\"}",
        "{\"a\": \"é1️⃣",
        "[1, 21️⃣",
        "{} 1️⃣{}",
        "1️⃣",
    ])
    func errors(marked: String) throws {
        let json = try MarkedText(marked)
        let place = try json.position("1️⃣")
        #expect {
            try JSONKeyPositions(bytes: Array(json.text.utf8))
        } throws: { error in
            guard let error = error as? JSONKeyPositions.SyntaxError else { return false }
            return (error.line, error.column) == (place.line, place.column)
        }
    }

    @Test("Nesting is limited, so deep input cannot exhaust the stack")
    func depth() throws {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(throws: JSONKeyPositions.SyntaxError.self) { try JSONKeyPositions(bytes: Array(deep.utf8)) }
        let limit = JSONKeyPositions.maximumDepth
        let allowed = String(repeating: "{\"k\":", count: limit) + "1" + String(repeating: "}", count: limit)
        let positions = try Self.positions(allowed)
        #expect(Self.place(positions, Array(repeating: "k", count: limit)) == "1:\(limit * 5 - 3)")
    }

    @Test("Bytes that are not UTF-8 in a string are an error, not a crash")
    func invalidUTF8() {
        #expect(throws: JSONKeyPositions.SyntaxError.self) { try JSONKeyPositions(bytes: [0x7B, 0x22, 0xFF, 0x22, 0x3A, 0x31, 0x7D]) }
    }
}
