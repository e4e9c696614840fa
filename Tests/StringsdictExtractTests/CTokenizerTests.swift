import Testing
@testable import StringsdictExtract

@Suite("C-family tokenizer and literals")
struct CTokenizerTests {
    private func strings(_ source: String) -> [String] {
        let text = SourceText(file: "t.m", bytes: Array(source.utf8))
        return CTokenizer.tokenize(text).tokens.filter { $0.kind == .string }.map {
            CLiteral.decode(text.bytes, start: $0.start, end: $0.end, raw: $0.payload & SourceToken.cRaw != 0)
        }
    }

    @Test("Escapes read as the compiler reads them", arguments: [
        (#""a\nb""#, "a\nb"),
        (#""tab\there""#, "tab\there"),
        (#""q\"uote\\""#, "q\"uote\\"),
        (#""\a\b\f\v\r\?\'""#, "\u{07}\u{08}\u{0C}\u{0B}\r?'"),
        (#""\101\60""#, "A0"),
        (#""\x41\x42!""#, "AB!"),
        (#""caf\xc3\xa9""#, "café"),
        (#""caf\u00e9""#, "café"),
        (#""\U0001F600""#, "😀"),
        (#""\q""#, "q"),
        (#""é direct""#, "é direct"),
        ("@\"objc\"", "objc"),
        ("L\"wide\"", "wide"),
        ("u8\"utf8\"", "utf8"),
        ("R\"x(raw \\n \"quoted\")x\"", "raw \\n \"quoted\""),
    ])
    func escapes(source: String, expected: String) {
        #expect(strings(source) == [expected])
    }

    @Test("Comments, character literals and directives hide what they contain; a #define body is scanned")
    func hidden() {
        let source = """
            // "line comment"
            /* "block
               comment" */
            #include "header.h"
            #pragma mark "pragma"
            #define TITLE "in a macro" \\
                "continued"
            char c = '"'; char d = '\\'';
            "kept"
            """
        #expect(strings(source) == ["in a macro", "continued", "kept"])
    }

    @Test("#if 0 groups are skipped up to their #else, #elif or #endif, nested groups counted")
    func ifZero() {
        let source = """
            #if 0
            "skipped"
            #ifdef X
            "nested"
            #else
            "nested else"
            #endif
            /* #endif in a comment */
            don't stop at a lone quote
            #else
            "else branch"
            #endif
            #if 0 // a comment
            "skipped too"
            #elif 0
            "elif 0 skipped"
            #elif 1
            "elif 1"
            #endif
            #if 0x1
            "not #if 0"
            #endif
            """
        #expect(strings(source) == ["else branch", "elif 1", "not #if 0"])
    }

    @Test("Lines and unterminated input give warnings, never a crash")
    func unterminated() {
        let text = SourceText(file: "t.c", bytes: Array("x\n\"open\n/* never closed".utf8))
        let result = CTokenizer.tokenize(text)
        #expect(result.warnings.map(\.location.line) == [2, 3])
        #expect(result.warnings.first?.message.contains("unterminated string") == true)
    }
}
