import Stringsdict

/// Splits C, Objective-C and C++ source into the tokens the extractor needs; not a C parser.
///
/// Handles `//` and `/* */` comments (C has no nested comments), string literals with the
/// `L u U u8` prefixes, Objective-C `@"…"`, C++ raw strings `R"d(…)d"`, character literals, and
/// the preprocessor: directive lines are skipped (`#include "…"` is not a string), except that a
/// `#define`'s body is scanned as genstrings does (`#define TITLE NSLocalizedString(@"Title", nil)`
/// is extracted; its own name is a declaration, not a call), and groups under `#if 0` are skipped
/// up to their `#else`, `#elif` or `#endif`, nested conditionals counted. Unterminated literals and comments are warnings, never errors.
struct CTokenizer {
    private let text: SourceText
    private var pos = 0
    private var line: Int32 = 1
    private(set) var tokens: [SourceToken] = []
    private(set) var warnings: [ExtractionWarning] = []

    /// Brackets open (a closing bracket pops one, if any): a chunk ends only where none is.
    private var depth = 0
    private var chunkTokens = Int.max
    /// A chunk also ends at the first place it could end at or after this offset.
    private var endOffset = Int.max
    /// A chunk also ends at any of these offsets (ascending) where it could end; `nextBoundary`
    /// indexes the first one not yet passed.
    private var boundaries: [Int] = []
    private var nextBoundary = 0

    private init(_ text: SourceText) {
        self.text = text
    }

    /// Tokenizes the whole file.
    static func tokenize(_ text: SourceText) -> (tokens: [SourceToken], warnings: [ExtractionWarning]) {
        let chunk = tokenize(text, from: 0, line: 1, chunkTokens: .max, reusing: [])
        return (chunk.tokens, chunk.warnings)
    }

    /// The tokens from byte `start` (on `line`) up to the first closing bracket after
    /// `chunkTokens` tokens that leaves no bracket open (or the end of the file), and where the
    /// next chunk starts. A chunk ends outside every literal, comment, directive and bracket, so
    /// each call's arguments are inside one chunk and the chunks give the tokens the whole file
    /// gives: a large file is scanned a chunk at a time, in one buffer (`reusing`'s storage).
    ///
    /// A place where a chunk can end is one where the tokenizer's whole state is known: just
    /// after a closing bracket, with none open and outside a `#define`. Two tokenizers there at
    /// the same line go on alike, which is what lets a file be scanned in segments
    /// (``ExtractionScan/runCFamily(starts:chunkTokens:firstChunkTokens:onThreads:)``). Besides the token
    /// count, the chunk ends at the first such place at or after `endOffset`, and at any such
    /// place that is one of `boundaries` (ascending offsets).
    ///
    /// - Parameter atLineStart: whether `start` begins a line (a `#` there is a directive); by
    ///   default, only the file's start does (a later chunk starts after a closing bracket).
    static func tokenize(_ text: SourceText, from start: Int, line: Int32, chunkTokens: Int,
                         endOffset: Int = .max, boundaries: [Int] = [], atLineStart: Bool? = nil,
                         reusing buffer: consuming [SourceToken]) -> (tokens: [SourceToken], warnings: [ExtractionWarning], end: Int, line: Int32) {
        var tokenizer = CTokenizer(text)
        tokenizer.tokens = consume buffer
        tokenizer.tokens.removeAll(keepingCapacity: true)
        tokenizer.tokens.reserveCapacity(min((text.bytes.count - min(start, text.bytes.count)) / 4, chunkTokens, 1 << 22) + 64)
        tokenizer.pos = max(0, min(start, text.bytes.count))
        tokenizer.line = line
        tokenizer.chunkTokens = chunkTokens
        tokenizer.endOffset = endOffset
        tokenizer.boundaries = boundaries
        // A chunk after the first starts just after a closing bracket: not at a line's start.
        let lineStart = atLineStart ?? (tokenizer.pos == 0)
        text.bytes.withUnsafeBufferPointer { tokenizer.run($0, atLineStart: lineStart) }
        return (tokenizer.tokens, tokenizer.warnings, tokenizer.pos, tokenizer.line)
    }

    private mutating func warn(_ message: String, at offset: Int, line: Int32) {
        warnings.append(ExtractionWarning(location: text.location(ofOffset: Int32(offset), line: line), message: message, rule: "extract-syntax"))
    }

    /// Inside a `#define`'s body, which ends at a newline not escaped with `\`.
    private var inDefine = false

    private mutating func run(_ bytes: UnsafeBufferPointer<UInt8>, atLineStart lineStart: Bool) {
        let count = bytes.count
        var atLineStart = lineStart
        while pos < count {
            let byte = bytes[pos]
            switch byte {
            case 0x0A:
                if inDefine {
                    var back = pos - 1
                    while back >= 0 && (bytes[back] == 0x0D || bytes[back] == 0x20 || bytes[back] == 0x09) { back -= 1 }
                    if back >= 0 && bytes[back] == UInt8(ascii: "\\") {
                        line += 1
                        pos += 1
                        continue
                    }
                    inDefine = false
                }
                line += 1
                pos += 1
                atLineStart = true
                continue
            case 0x20, 0x09, 0x0B, 0x0C, 0x0D:
                // A run of spaces (indentation) in one loop, not a dispatch per byte.
                pos += 1
                while pos < count && bytes[pos] == 0x20 { pos += 1 }
                continue
            case UInt8(ascii: "/") where pos + 1 < count && bytes[pos + 1] == UInt8(ascii: "/"):
                skipLineComment(bytes)
                continue
            case UInt8(ascii: "/") where pos + 1 < count && bytes[pos + 1] == UInt8(ascii: "*"):
                skipBlockComment(bytes)
                continue
            case UInt8(ascii: "\\") where inDefine:
                // A line continuation in a macro body.
                pos += 1
                continue
            case UInt8(ascii: "#") where atLineStart:
                directive(bytes)
                atLineStart = true
                continue
            case UInt8(ascii: "\""):
                string(bytes, start: pos, quote: pos, flags: 0)
            case UInt8(ascii: "'"):
                character(bytes)
            case UInt8(ascii: "@") where pos + 1 < count && bytes[pos + 1] == UInt8(ascii: "\""):
                string(bytes, start: pos, quote: pos + 1, flags: SourceToken.cObjectiveC)
            case _ where ByteClass.isNameStart(byte):
                name(bytes)
            case _ where ByteClass.isDigit(byte) || (byte == UInt8(ascii: ".") && pos + 1 < count && ByteClass.isDigit(bytes[pos + 1])):
                number(bytes)
            default:
                tokens.append(SourceToken(kind: .punctuation, start: Int32(pos), end: Int32(pos + 1), line: line, payload: Int32(byte)))
                pos += 1
                switch byte {
                case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                    depth += 1
                case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                    if depth > 0 { depth -= 1 }
                    if depth == 0 && !inDefine && (tokens.count >= chunkTokens || pos >= endOffset || isBoundary(pos)) { return }
                default:
                    break
                }
            }
            atLineStart = false
        }
    }

    /// Whether `offset` is one of ``boundaries``; offsets are asked for in ascending order.
    private mutating func isBoundary(_ offset: Int) -> Bool {
        while nextBoundary < boundaries.count && boundaries[nextBoundary] < offset { nextBoundary += 1 }
        return nextBoundary < boundaries.count && boundaries[nextBoundary] == offset
    }

    /// Skips `// …` to the end of the line; a backslash before the newline continues it.
    private mutating func skipLineComment(_ bytes: UnsafeBufferPointer<UInt8>) {
        while pos < bytes.count {
            if bytes[pos] == 0x0A {
                if pos > 0 && bytes[pos - 1] == UInt8(ascii: "\\") {
                    line += 1
                    pos += 1
                    continue
                }
                return
            }
            pos += 1
        }
    }

    private mutating func skipBlockComment(_ bytes: UnsafeBufferPointer<UInt8>) {
        let start = pos
        let startLine = line
        pos += 2
        while pos + 1 < bytes.count {
            if bytes[pos] == 0x0A {
                line += 1
            } else if bytes[pos] == UInt8(ascii: "*") && bytes[pos + 1] == UInt8(ascii: "/") {
                pos += 2
                return
            }
            pos += 1
        }
        pos = bytes.count
        warn("unterminated /* comment; the rest of the file is not scanned", at: start, line: startLine)
    }

    private mutating func name(_ bytes: UnsafeBufferPointer<UInt8>) {
        let start = pos
        pos += 1
        while pos < bytes.count && ByteClass.isNameContinue(bytes[pos]) { pos += 1 }
        if pos < bytes.count && bytes[pos] == UInt8(ascii: "\"") {
            // String prefixes: L u U u8, and C++ raw strings R uR UR LR u8R.
            let length = pos - start
            let last = bytes[pos - 1]
            if length <= 3 && last == UInt8(ascii: "R") && isPrefix(bytes, start, pos - 1) {
                rawString(bytes, start: start)
                return
            }
            if length <= 2 && isPrefix(bytes, start, pos) {
                string(bytes, start: start, quote: pos, flags: 0)
                return
            }
        }
        tokens.append(SourceToken(kind: .identifier, start: Int32(start), end: Int32(pos), line: line, payload: inDefine ? SourceToken.cInDefine : 0))
    }

    /// Whether `start..<end` is empty or one of the encoding prefixes `L u U u8`.
    private func isPrefix(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        switch end - start {
        case 0: return true
        case 1: return bytes[start] == UInt8(ascii: "L") || bytes[start] == UInt8(ascii: "u") || bytes[start] == UInt8(ascii: "U")
        case 2: return bytes[start] == UInt8(ascii: "u") && bytes[start + 1] == UInt8(ascii: "8")
        default: return false
        }
    }

    private mutating func number(_ bytes: UnsafeBufferPointer<UInt8>) {
        let start = pos
        pos += 1
        while pos < bytes.count {
            let byte = bytes[pos]
            if ByteClass.isNameContinue(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "'") {
                pos += 1
            } else if (byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")),
                      [UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "p"), UInt8(ascii: "P")].contains(bytes[pos - 1]) {
                pos += 1
            } else {
                break
            }
        }
        tokens.append(SourceToken(kind: .number, start: Int32(start), end: Int32(pos), line: line, payload: 0))
    }

    /// A `"…"` literal whose opening quote is at `quote`; the token starts at `start` (prefix or `@`).
    private mutating func string(_ bytes: UnsafeBufferPointer<UInt8>, start: Int, quote: Int, flags: Int32) {
        let startLine = line
        pos = quote + 1
        while pos < bytes.count {
            let byte = bytes[pos]
            if byte == UInt8(ascii: "\"") {
                pos += 1
                tokens.append(SourceToken(kind: .string, start: Int32(start), end: Int32(pos), line: startLine, payload: flags))
                return
            }
            if byte == UInt8(ascii: "\\") {
                pos += 1
                if pos < bytes.count && bytes[pos] == 0x0A { line += 1 }
                pos += 1
                continue
            }
            if byte == 0x0A { break }
            pos += 1
        }
        warn("unterminated string literal; it ends at the end of the line", at: start, line: startLine)
        pos = min(pos, bytes.count)
    }

    private mutating func character(_ bytes: UnsafeBufferPointer<UInt8>) {
        let start = pos
        pos += 1
        while pos < bytes.count {
            let byte = bytes[pos]
            if byte == UInt8(ascii: "'") { pos += 1; break }
            if byte == UInt8(ascii: "\\") { pos += 2; continue }
            if byte == 0x0A { break }
            pos += 1
        }
        pos = min(pos, bytes.count)
        tokens.append(SourceToken(kind: .character, start: Int32(start), end: Int32(pos), line: line, payload: 0))
    }

    /// A C++ raw string: `R"delimiter(` … `)delimiter"`, the delimiter at most 16 bytes.
    private mutating func rawString(_ bytes: UnsafeBufferPointer<UInt8>, start: Int) {
        let startLine = line
        var cursor = pos + 1
        let delimiterStart = cursor
        while cursor < bytes.count, cursor - delimiterStart <= 16, bytes[cursor] != UInt8(ascii: "(") {
            let byte = bytes[cursor]
            if byte == 0x0A || byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\\") || byte == UInt8(ascii: ")") { break }
            cursor += 1
        }
        guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: "(") else {
            // Not a raw string after all: an identifier followed by a string.
            tokens.append(SourceToken(kind: .identifier, start: Int32(start), end: Int32(pos), line: line, payload: 0))
            return
        }
        let delimiter = Array(bytes[delimiterStart..<cursor])
        cursor += 1
        while cursor < bytes.count {
            if bytes[cursor] == 0x0A { line += 1 }
            if bytes[cursor] == UInt8(ascii: ")"), cursor + 1 + delimiter.count < bytes.count,
               bytes[cursor + 1 + delimiter.count] == UInt8(ascii: "\""),
               Array(bytes[(cursor + 1)..<(cursor + 1 + delimiter.count)]) == delimiter {
                pos = cursor + 2 + delimiter.count
                tokens.append(SourceToken(kind: .string, start: Int32(start), end: Int32(pos), line: startLine, payload: SourceToken.cRaw))
                return
            }
            cursor += 1
        }
        pos = bytes.count
        warn("unterminated raw string literal; the rest of the file is not scanned", at: start, line: startLine)
    }

    // MARK: preprocessor

    /// A directive at `pos` (the `#`): skipped to the end of its logical line; `#if 0` also skips
    /// its group.
    private mutating func directive(_ bytes: UnsafeBufferPointer<UInt8>) {
        let words = directiveWords(bytes)
        if words.name == "define" {
            // `define` becomes a name token, so the macro's own name reads as a declaration.
            inDefine = true
            pos += 1
            return
        }
        skipDirectiveLine(bytes)
        if words.name == "if" && words.argument == "0" {
            skipGroup(bytes)
        }
    }

    /// The directive's name and first word after `#` at `pos`, without moving.
    private func directiveWords(_ bytes: UnsafeBufferPointer<UInt8>) -> (name: String, argument: String) {
        var cursor = pos + 1
        func skipSpace() {
            while cursor < bytes.count && (bytes[cursor] == 0x20 || bytes[cursor] == 0x09) { cursor += 1 }
        }
        func word() -> String {
            let start = cursor
            while cursor < bytes.count && ByteClass.isNameContinue(bytes[cursor]) && cursor - start < 16 { cursor += 1 }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<cursor]), as: UTF8.self)
        }
        skipSpace()
        let name = word()
        skipSpace()
        let argument = word()
        // `#if 0 // note` and `#if 0 /* … */` are `#if 0`; `#if 0x1` or `#if 0 + 1` are not.
        skipSpace()
        if cursor < bytes.count && bytes[cursor] != 0x0A && bytes[cursor] != 0x0D && bytes[cursor] != UInt8(ascii: "/") {
            return (name, argument == "0" ? "" : argument)
        }
        return (name, argument)
    }

    /// Moves to the newline ending the directive at `pos` (backslash-newline continues it;
    /// a `/* */` comment may span lines).
    private mutating func skipDirectiveLine(_ bytes: UnsafeBufferPointer<UInt8>) {
        while pos < bytes.count {
            let byte = bytes[pos]
            if byte == 0x0A {
                if pos > 0 && bytes[pos - 1] == UInt8(ascii: "\\") || (pos > 1 && bytes[pos - 1] == 0x0D && bytes[pos - 2] == UInt8(ascii: "\\")) {
                    line += 1
                    pos += 1
                    continue
                }
                return
            }
            if byte == UInt8(ascii: "/") && pos + 1 < bytes.count && bytes[pos + 1] == UInt8(ascii: "*") {
                skipBlockComment(bytes)
                continue
            }
            if byte == UInt8(ascii: "/") && pos + 1 < bytes.count && bytes[pos + 1] == UInt8(ascii: "/") {
                skipLineComment(bytes)
                return
            }
            pos += 1
        }
    }

    /// Skips the lines of a false group up to the `#else`, `#elif` or `#endif` that ends it, with
    /// nested `#if`, `#ifdef`, `#ifndef` counted. Comments are still recognized (a `#endif` in a
    /// comment does not count); literals are not (a lone `'` is allowed in a skipped group).
    private mutating func skipGroup(_ bytes: UnsafeBufferPointer<UInt8>) {
        var depth = 0
        var atLineStart = false
        while pos < bytes.count {
            let byte = bytes[pos]
            switch byte {
            case 0x0A:
                line += 1
                pos += 1
                atLineStart = true
            case 0x20, 0x09, 0x0B, 0x0C, 0x0D:
                pos += 1
            case UInt8(ascii: "/") where pos + 1 < bytes.count && bytes[pos + 1] == UInt8(ascii: "*"):
                skipBlockComment(bytes)
            case UInt8(ascii: "/") where pos + 1 < bytes.count && bytes[pos + 1] == UInt8(ascii: "/"):
                skipLineComment(bytes)
            case UInt8(ascii: "\\") where inDefine:
                // A line continuation in a macro body.
                pos += 1
                continue
            case UInt8(ascii: "#") where atLineStart:
                let words = directiveWords(bytes)
                let name = words.name
                skipDirectiveLine(bytes)
                switch name {
                case "if", "ifdef", "ifndef":
                    depth += 1
                case "endif":
                    if depth == 0 { return }
                    depth -= 1
                case "elif" where words.argument == "0":
                    break
                case "else", "elif", "elifdef", "elifndef":
                    if depth == 0 { return }
                default:
                    break
                }
            default:
                pos += 1
                atLineStart = false
            }
        }
    }
}
