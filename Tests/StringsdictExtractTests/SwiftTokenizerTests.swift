import Testing
@testable import StringsdictExtract

@Suite("Swift tokenizer and literals")
struct SwiftTokenizerTests {
    /// The text of every top-level literal, interpolations as `{…}` with their source.
    private func literals(_ source: String) -> [String] {
        let text = SourceText(file: "t.swift", bytes: Array(source.utf8))
        let tokens = SwiftTokenizer.tokenize(text)
        var result: [String] = []
        var index = 0
        while index < tokens.tokens.count {
            let token = tokens.tokens[index]
            guard token.kind == .string else { index += 1; continue }
            let literal = tokens.literals[Int(token.payload)]
            var rendered = ""
            for piece in SwiftLiteralDecoder.pieces(of: literal, in: tokens, bytes: text.bytes) {
                switch piece {
                case .text(let part): rendered += part
                case .interpolation(_, _, let start, let end): rendered += "{" + text.text(start, end) + "}"
                }
            }
            result.append(rendered)
            index = max(index + 1, Int(literal.tokenEnd))
        }
        return result
    }

    @Test("Escapes, raw strings with any number of #", arguments: [
        (#""a\nb\t\"c\"\\\0""#, "a\nb\t\"c\"\\\0"),
        (#""\u{E9}\u{1F600}""#, "é😀"),
        (##"#"raw \n "quoted""#"##, #"raw \n "quoted""#),
        (##"#"escape \#n here"#"##, "escape \n here"),
        (###"##"a "# b \# c"##"###, ##"a "# b \# c"##),
        (##"#"interp \#(x) not \(y)"#"##, #"interp {x} not \(y)"#),
    ])
    func escapes(source: String, expected: String) {
        #expect(literals(source) == [expected])
    }

    @Test("Multi-line literals lose the closing delimiter's indentation and the edge line breaks")
    func multiline() {
        let source = "let s = \"\"\"\n    first\n      indented\n    joined \\\n    line\n    \"\"\"\nlet t = \"after\""
        #expect(literals(source) == ["first\n  indented\njoined line", "after"])
        let crlf = "\"\"\"\r\n  a\r\n  b\r\n  \"\"\""
        #expect(literals(crlf) == ["a\nb"])
    }

    @Test("Nested interpolations and nested comments")
    func nesting() {
        let source = #"""
            /* outer /* "inner" */ still "comment" */
            let s = "a \(f("b \(g("c"))", x)) d"
            """#
        #expect(literals(source) == [#"a {f("b \(g("c"))", x)} d"#])
    }

    @Test("Nesting beyond the limit stops the scan with a warning")
    func deepNesting() {
        let depth = SwiftTokenizer.maximumNesting + 5
        let source = String(repeating: "\"\\(", count: depth) + String(repeating: ")\"", count: depth)
        let tokens = SwiftTokenizer.tokenize(SourceText(file: "t.swift", bytes: Array(source.utf8)))
        #expect(tokens.warnings.contains { $0.message.contains("nested deeper") })
    }

    @Test("Unterminated literals and comments are warnings at their line")
    func unterminated() {
        let tokens = SwiftTokenizer.tokenize(SourceText(file: "t.swift", bytes: Array("let a = 1\nlet s = \"open\n/* /* */".utf8)))
        #expect(tokens.warnings.map(\.location.line) == [2, 3])
    }
}
