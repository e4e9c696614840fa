import Stringsdict

/// A Swift string literal found by ``SwiftTokenizer``: its delimiters and its parts.
struct SwiftLiteral: Sendable {
    /// The number of `#` around a raw string (`#"…"#` has 1).
    var hashes: Int32 = 0
    var isMultiline = false
    /// The literal's parts: ``SwiftTokens/segments`` `segmentStart..<segmentEnd`.
    var segmentStart: Int32 = 0
    var segmentEnd: Int32 = 0
    /// The index after the last token of its interpolations: a scanner skips from the literal's
    /// token to here to step over the literal.
    var tokenEnd: Int32 = 0
    /// A multi-line literal's indentation: the bytes before its closing `"""`.
    var indentStart: Int32 = 0
    var indentEnd: Int32 = 0
    var isTerminated = false
}

/// A part of a Swift string literal: raw text (escapes not yet read) or an interpolation.
enum SwiftSegment: Sendable {
    /// Bytes `start..<end` of the file, as written.
    case text(start: Int32, end: Int32)
    /// `\( … )`: tokens `tokenStart..<tokenEnd`, bytes `start..<end` (inside the parentheses).
    case interpolation(tokenStart: Int32, tokenEnd: Int32, start: Int32, end: Int32)
}

/// What ``SwiftTokenizer`` produces for one file.
struct SwiftTokens: Sendable {
    var tokens: [SourceToken] = []
    var literals: [SwiftLiteral] = []
    var segments: [SwiftSegment] = []
    var warnings: [ExtractionWarning] = []
}

/// Splits Swift source into tokens, with every string literal form: `"…"`, multi-line `"""`,
/// raw `#"…"#` with any number of `#`, interpolations `\( … )` nested to any depth up to
/// ``maximumNesting`` (their tokens follow the literal's own token), and nested `/* /* */ */`
/// comments. Iterative: nesting in the file never recurses.
struct SwiftTokenizer {
    /// Literals inside interpolations inside literals deeper than this end the scan with a warning.
    static let maximumNesting = 64

    private let text: SourceText
    private var pos = 0
    private var line: Int32 = 1
    private var output = SwiftTokens()

    /// An open literal: where it is, and the interpolation being scanned in it.
    private struct Frame {
        var literal: Int32
        var token: Int32
        var start: Int
        var startLine: Int32
        var hashes: Int
        var isMultiline: Bool
        var segments: [SwiftSegment] = []
        var textStart: Int
        var parenDepth = 0
        var interpolationTokenStart: Int32 = 0
        var interpolationStart = 0
    }

    private var frames: [Frame] = []
    /// Brackets open outside literals, and the token count after which the scan stops at the
    /// next `}` that closes them all (a top-level declaration's end).
    private var depth = 0
    private var chunkTokens = Int.max
    private var stopped = false

    static func tokenize(_ text: SourceText) -> SwiftTokens {
        tokenize(text, from: 0, line: 1, chunkTokens: .max).tokens
    }

    /// The tokens from byte `start` (on `line`) up to the first top-level `}` after
    /// `chunkTokens` tokens (or the end of the file), and where the next chunk starts. A chunk
    /// ends outside every literal, comment and bracket, so the chunks of a file are read alone
    /// and give the tokens the whole file gives: a large file is scanned a chunk at a time.
    static func tokenize(_ text: SourceText, from start: Int, line: Int32, chunkTokens: Int) -> (tokens: SwiftTokens, end: Int, line: Int32) {
        var tokenizer = SwiftTokenizer(text: text)
        tokenizer.pos = max(0, min(start, text.bytes.count))
        tokenizer.line = line
        tokenizer.chunkTokens = chunkTokens
        tokenizer.output.tokens.reserveCapacity(min((text.bytes.count - tokenizer.pos) / 4, chunkTokens, 1 << 22) + 64)
        text.bytes.withUnsafeBufferPointer { tokenizer.run($0) }
        return (tokenizer.output, tokenizer.pos, tokenizer.line)
    }

    private init(text: SourceText) {
        self.text = text
    }

    private mutating func warn(_ message: String, at offset: Int, line: Int32) {
        output.warnings.append(ExtractionWarning(location: text.location(ofOffset: Int32(offset), line: line), message: message, rule: "extract-syntax"))
    }

    private mutating func append(_ kind: SourceToken.Kind, _ start: Int, _ end: Int, payload: Int32 = 0) {
        output.tokens.append(SourceToken(kind: kind, start: Int32(start), end: Int32(end), line: line, payload: payload))
    }

    private mutating func run(_ bytes: UnsafeBufferPointer<UInt8>) {
        let count = bytes.count
        while pos < count && !stopped {
            let byte = bytes[pos]
            switch byte {
            case 0x0A:
                line += 1
                pos += 1
            case 0x20, 0x09, 0x0B, 0x0C, 0x0D:
                pos += 1
            case UInt8(ascii: "/") where pos + 1 < count && bytes[pos + 1] == UInt8(ascii: "/"):
                while pos < count && bytes[pos] != 0x0A { pos += 1 }
            case UInt8(ascii: "/") where pos + 1 < count && bytes[pos + 1] == UInt8(ascii: "*"):
                skipBlockComment(bytes)
            case UInt8(ascii: "\""):
                openLiteral(bytes, hashes: 0)
            case UInt8(ascii: "#"):
                var cursor = pos
                while cursor < count && bytes[cursor] == UInt8(ascii: "#") { cursor += 1 }
                if cursor < count && bytes[cursor] == UInt8(ascii: "\"") {
                    openLiteral(bytes, hashes: cursor - pos)
                } else {
                    append(.punctuation, pos, pos + 1, payload: Int32(byte))
                    pos += 1
                }
            case UInt8(ascii: "`"):
                let start = pos + 1
                var cursor = start
                while cursor < count && bytes[cursor] != UInt8(ascii: "`") && bytes[cursor] != 0x0A { cursor += 1 }
                if cursor < count && bytes[cursor] == UInt8(ascii: "`") {
                    append(.identifier, start, cursor)
                    pos = cursor + 1
                } else {
                    append(.punctuation, pos, pos + 1, payload: Int32(byte))
                    pos += 1
                }
            case UInt8(ascii: "("):
                if !frames.isEmpty { frames[frames.count - 1].parenDepth += 1 } else { depth += 1 }
                append(.punctuation, pos, pos + 1, payload: Int32(byte))
                pos += 1
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                if frames.isEmpty { depth += 1 }
                append(.punctuation, pos, pos + 1, payload: Int32(byte))
                pos += 1
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                append(.punctuation, pos, pos + 1, payload: Int32(byte))
                pos += 1
                if frames.isEmpty {
                    depth = max(0, depth - 1)
                    if depth == 0 && byte == UInt8(ascii: "}") && output.tokens.count >= chunkTokens { stopped = true }
                }
            case UInt8(ascii: ")"):
                if let top = frames.last, top.parenDepth == 0 {
                    closeInterpolation(bytes)
                } else {
                    if !frames.isEmpty { frames[frames.count - 1].parenDepth -= 1 } else { depth = max(0, depth - 1) }
                    append(.punctuation, pos, pos + 1, payload: Int32(byte))
                    pos += 1
                }
            case _ where ByteClass.isNameStart(byte):
                let start = pos
                pos += 1
                while pos < count && ByteClass.isNameContinue(bytes[pos]) { pos += 1 }
                append(.identifier, start, pos)
            case _ where ByteClass.isDigit(byte):
                let start = pos
                pos += 1
                while pos < count {
                    let next = bytes[pos]
                    if ByteClass.isNameContinue(next) {
                        pos += 1
                    } else if next == UInt8(ascii: "."), pos + 1 < count, ByteClass.isDigit(bytes[pos + 1]) {
                        pos += 1
                    } else if (next == UInt8(ascii: "+") || next == UInt8(ascii: "-")),
                              bytes[pos - 1] == UInt8(ascii: "e") || bytes[pos - 1] == UInt8(ascii: "E")
                                || bytes[pos - 1] == UInt8(ascii: "p") || bytes[pos - 1] == UInt8(ascii: "P") {
                        pos += 1
                    } else {
                        break
                    }
                }
                append(.number, start, pos)
            default:
                append(.punctuation, pos, pos + 1, payload: Int32(byte))
                pos += 1
            }
        }
        // Literals still open at the end of the file.
        while let frame = frames.last {
            warn("unterminated string literal", at: frame.start, line: frame.startLine)
            closeLiteral(end: count, contentEnd: count, terminated: false)
        }
    }

    /// Nested `/* /* */ */`, counted (not recursed).
    private mutating func skipBlockComment(_ bytes: UnsafeBufferPointer<UInt8>) {
        let start = pos
        let startLine = line
        var depth = 0
        while pos < bytes.count {
            let byte = bytes[pos]
            if byte == 0x0A {
                line += 1
                pos += 1
            } else if byte == UInt8(ascii: "/") && pos + 1 < bytes.count && bytes[pos + 1] == UInt8(ascii: "*") {
                depth += 1
                pos += 2
            } else if byte == UInt8(ascii: "*") && pos + 1 < bytes.count && bytes[pos + 1] == UInt8(ascii: "/") {
                depth -= 1
                pos += 2
                if depth == 0 { return }
            } else {
                pos += 1
            }
        }
        warn("unterminated /* comment; the rest of the file is not scanned", at: start, line: startLine)
    }

    /// A literal opening at `pos` (its first `#` or quote), then its content.
    private mutating func openLiteral(_ bytes: UnsafeBufferPointer<UInt8>, hashes: Int) {
        guard frames.count < Self.maximumNesting else {
            warn("string literals nested deeper than \(Self.maximumNesting) interpolations; the rest of the file is not scanned", at: pos, line: line)
            pos = bytes.count
            return
        }
        let start = pos
        var cursor = pos + hashes
        let isMultiline = cursor + 2 < bytes.count && bytes[cursor + 1] == UInt8(ascii: "\"") && bytes[cursor + 2] == UInt8(ascii: "\"")
        cursor += isMultiline ? 3 : 1
        if isMultiline {
            // The content starts on the next line; anything but spaces before it is an error
            // that the compiler reports, and here is kept as text.
            var probe = cursor
            while probe < bytes.count && ByteClass.isHorizontalSpace(bytes[probe]) { probe += 1 }
            if probe < bytes.count && bytes[probe] == 0x0A {
                cursor = probe + 1
                line += 1
            }
        }
        let literal = Int32(output.literals.count)
        output.literals.append(SwiftLiteral(hashes: Int32(hashes), isMultiline: isMultiline))
        let token = Int32(output.tokens.count)
        append(.string, start, start, payload: literal)
        frames.append(Frame(literal: literal, token: token, start: start, startLine: output.tokens[Int(token)].line,
                            hashes: hashes, isMultiline: isMultiline, textStart: cursor))
        pos = cursor
        scanContent(bytes)
    }

    /// `)` ending the interpolation of the innermost literal: back to its content.
    private mutating func closeInterpolation(_ bytes: UnsafeBufferPointer<UInt8>) {
        let top = frames.count - 1
        frames[top].segments.append(.interpolation(tokenStart: frames[top].interpolationTokenStart, tokenEnd: Int32(output.tokens.count),
                                                   start: Int32(frames[top].interpolationStart), end: Int32(pos)))
        pos += 1
        frames[top].textStart = pos
        scanContent(bytes)
    }

    /// Scans the innermost literal's content from `pos` to its closing delimiter or to an
    /// interpolation's `\(`.
    private mutating func scanContent(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let frame = frames.last else { return }
        let count = bytes.count
        let hashes = frame.hashes
        while pos < count {
            let byte = bytes[pos]
            if byte == UInt8(ascii: "\\") && hasHashes(bytes, at: pos + 1, hashes) {
                let next = pos + 1 + hashes
                if next < count && bytes[next] == UInt8(ascii: "(") {
                    let top = frames.count - 1
                    frames[top].segments.append(.text(start: Int32(frame.textStart), end: Int32(pos)))
                    frames[top].interpolationTokenStart = Int32(output.tokens.count)
                    frames[top].interpolationStart = next + 1
                    frames[top].parenDepth = 0
                    pos = next + 1
                    return
                }
                if next < count && bytes[next] == 0x0A { line += 1 }
                pos = next + 1
                continue
            }
            if byte == UInt8(ascii: "\"") {
                let quotes = frame.isMultiline ? 3 : 1
                if pos + quotes <= count && (quotes == 1 || (bytes[pos + 1] == UInt8(ascii: "\"") && bytes[pos + 2] == UInt8(ascii: "\"")))
                    && hasHashes(bytes, at: pos + quotes, hashes) {
                    closeLiteral(end: pos + quotes + hashes, contentEnd: pos, terminated: true)
                    return
                }
                pos += 1
                continue
            }
            if byte == 0x0A {
                if !frame.isMultiline {
                    warn("unterminated string literal; it ends at the end of the line", at: frame.start, line: frame.startLine)
                    closeLiteral(end: pos, contentEnd: pos, terminated: false)
                    return
                }
                line += 1
            }
            pos += 1
        }
    }

    private func hasHashes(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int, _ hashes: Int) -> Bool {
        guard hashes > 0 else { return true }
        guard start + hashes <= bytes.count else { return false }
        for index in start..<(start + hashes) where bytes[index] != UInt8(ascii: "#") { return false }
        return true
    }

    /// Ends the innermost literal: its last text, its extent, its token; `pos` moves to `end`.
    private mutating func closeLiteral(end: Int, contentEnd: Int, terminated: Bool) {
        guard var frame = frames.popLast() else { return }
        frame.segments.append(.text(start: Int32(frame.textStart), end: Int32(max(frame.textStart, contentEnd))))
        var literal = output.literals[Int(frame.literal)]
        literal.segmentStart = Int32(output.segments.count)
        output.segments.append(contentsOf: frame.segments)
        literal.segmentEnd = Int32(output.segments.count)
        literal.tokenEnd = Int32(output.tokens.count)
        literal.isTerminated = terminated
        if frame.isMultiline {
            var indent = contentEnd
            while indent > 0 && ByteClass.isHorizontalSpace(text.bytes[indent - 1]) && text.bytes[indent - 1] != 0x0D { indent -= 1 }
            literal.indentStart = Int32(indent)
            literal.indentEnd = Int32(contentEnd)
        }
        output.literals[Int(frame.literal)] = literal
        output.tokens[Int(frame.token)].end = Int32(end)
        pos = end
    }
}
