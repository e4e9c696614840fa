import Testing
@testable import StringsdictLint

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
        let positions = try Self.positions("""
            {"a": {"b": [1, {"c": true}], "é€😀": {"d": null}},
             "e": "x\\"y", "f": -1.5e+3}
            """)
        #expect(Self.place(positions, ["a"]) == "1:2")
        #expect(Self.place(positions, ["a", "b"]) == "1:8")
        #expect(Self.place(positions, ["a", "b", "1", "c"]) == "1:18")
        #expect(Self.place(positions, ["a", "é€😀"]) == "1:31")
        #expect(Self.place(positions, ["a", "é€😀", "d"]) == "1:39")
        #expect(Self.place(positions, ["e"]) == "2:2")
        #expect(Self.place(positions, ["f"]) == "2:15")
        #expect(Self.place(positions, ["nope"]) == nil)
    }

    @Test("A key written twice keeps its first position (JSONDecoder reads the first); keys inside the repeat are not recorded")
    func duplicates() throws {
        let positions = try Self.positions("""
            {"a": {"b": 1},
             "a": {"b": 2, "c": 3}}
            """)
        #expect(Self.place(positions, ["a"]) == "1:2")
        #expect(Self.place(positions, ["a", "b"]) == "1:8")
        #expect(Self.place(positions, ["a", "c"]) == nil)
        #expect(positions.duplicates.map { "\($0.path.joined(separator: "/")) \($0.first.line):\($0.first.column) \($0.second.line):\($0.second.column)" } == ["a 1:2 2:2"])
    }

    @Test("Escapes, surrogate pairs included, are decoded in keys; \\r\\n ends one line")
    func escapes() throws {
        let positions = try Self.positions("{\r\n  \"\\u00e9\\ud83d\\ude00\\n\\/\" : [],\r\n  \"z\" : {}\r\n}")
        #expect(Self.place(positions, ["é😀\n/"]) == "2:3")
        #expect(Self.place(positions, ["z"]) == "3:3")
    }

    @Test("Invalid JSON throws at the line and column where it breaks", arguments: [
        ("{\"a\": 1,}", "1:9"),
        ("{\"a\": 1\n \"b\": 2}", "2:2"),
        ("{\"a\" 1}", "1:6"),
        ("{\"a\": tru}", "1:10"),
        ("{\"a\": 01}", "1:8"),
        ("{\"a\": \"x\\q\"}", "1:9"),
        ("{\"a\": \"\\ud83d\"}", "1:8"),
        ("{\"a\": \"\\udc00\"}", "1:8"),
        ("{\"a\": \"é", "1:9"),
        ("[1, 2", "1:6"),
        ("{} {}", "1:4"),
        ("", "1:1"),
    ])
    func errors(text: String, place: String) {
        #expect {
            try JSONKeyPositions(bytes: Array(text.utf8))
        } throws: { error in
            guard let error = error as? JSONKeyPositions.SyntaxError else { return false }
            return "\(error.line):\(error.column)" == place
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
