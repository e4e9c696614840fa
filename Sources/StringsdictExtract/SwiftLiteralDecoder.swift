/// Reads a Swift string literal's text the way the compiler does.
///
/// Escapes `\0 \\ \t \n \r \" \'` and `\u{1…8 hex digits}` (behind as many `#` as the raw
/// string has); in a multi-line literal the closing delimiter's indentation is removed from every
/// line, the newlines after the opening and before the closing `"""` are dropped, `\` at the end of
/// a line joins it to the next, and CR LF line ends read as LF.
enum SwiftLiteralDecoder {
    /// A literal's text, or an interpolation (tokens and bytes inside its parentheses).
    enum Piece: Sendable {
        case text(String)
        case interpolation(tokenStart: Int32, tokenEnd: Int32, start: Int32, end: Int32)
    }

    static func pieces(of literal: SwiftLiteral, in tokens: SwiftTokens, bytes: [UInt8]) -> [Piece] {
        var pieces: [Piece] = []
        var atLineStart = literal.isMultiline
        let indent = Array(bytes[clamped(Int(literal.indentStart), bytes.count)..<clamped(Int(literal.indentEnd), bytes.count)])
        let lower = clamped(Int(literal.segmentStart), tokens.segments.count)
        let upper = max(lower, clamped(Int(literal.segmentEnd), tokens.segments.count))
        for index in lower..<upper {
            switch tokens.segments[index] {
            case .text(let start, var end):
                if literal.isMultiline && index == upper - 1 {
                    // Drop the line break before the closing delimiter (and its indentation).
                    var cut = Int(end)
                    while cut > Int(start) && bytes[cut - 1] != 0x0A { cut -= 1 }
                    if cut > Int(start) {
                        cut -= 1
                        if cut > Int(start) && bytes[cut - 1] == 0x0D { cut -= 1 }
                        end = Int32(cut)
                    } else if Int(start) > 0 && bytes[Int(start) - 1] == 0x0A && atLineStart {
                        end = start
                    }
                }
                let text = decodeText(bytes, Int(start), Int(end), hashes: Int(literal.hashes), multiline: literal.isMultiline,
                                      indent: indent, atLineStart: &atLineStart)
                pieces.append(.text(text))
            case .interpolation(let tokenStart, let tokenEnd, let start, let end):
                atLineStart = false
                pieces.append(.interpolation(tokenStart: tokenStart, tokenEnd: tokenEnd, start: start, end: end))
            }
        }
        return pieces
    }

    /// The text of a literal without interpolations; nil when it has one.
    static func plainText(of literal: SwiftLiteral, in tokens: SwiftTokens, bytes: [UInt8]) -> String? {
        var result = ""
        for piece in pieces(of: literal, in: tokens, bytes: bytes) {
            guard case .text(let text) = piece else { return nil }
            result += text
        }
        return result
    }

    private static func clamped(_ value: Int, _ limit: Int) -> Int { max(0, min(value, limit)) }

    private static func decodeText(_ bytes: [UInt8], _ start: Int, _ end: Int, hashes: Int, multiline: Bool,
                                   indent: [UInt8], atLineStart: inout Bool) -> String {
        let end = min(end, bytes.count)
        var output: [UInt8] = []
        output.reserveCapacity(max(0, end - start))
        var index = start
        while index < end {
            if atLineStart {
                atLineStart = false
                var matched = 0
                while matched < indent.count, index + matched < end, bytes[index + matched] == indent[matched] { matched += 1 }
                index += matched
                continue
            }
            let byte = bytes[index]
            if byte == 0x0D && multiline && index + 1 < end && bytes[index + 1] == 0x0A {
                index += 1
                continue
            }
            if byte == 0x0A {
                output.append(byte)
                index += 1
                atLineStart = multiline
                continue
            }
            guard byte == UInt8(ascii: "\\"), hasHashes(bytes, index + 1, end, hashes), index + 1 + hashes < end else {
                output.append(byte)
                index += 1
                continue
            }
            index += 1 + hashes
            let letter = bytes[index]
            index += 1
            switch letter {
            case UInt8(ascii: "0"): output.append(0)
            case UInt8(ascii: "n"): output.append(0x0A)
            case UInt8(ascii: "t"): output.append(0x09)
            case UInt8(ascii: "r"): output.append(0x0D)
            case UInt8(ascii: "u") where index < end && bytes[index] == UInt8(ascii: "{"):
                var cursor = index + 1
                var value: UInt32 = 0
                var digits = 0
                while cursor < end, digits < 8, let digit = ByteClass.hexValue(bytes[cursor]) {
                    value = (value << 4) | digit
                    cursor += 1
                    digits += 1
                }
                if digits > 0, cursor < end, bytes[cursor] == UInt8(ascii: "}") {
                    ByteClass.appendUTF8(value, to: &output)
                    index = cursor + 1
                } else {
                    output.append(letter)
                }
            case 0x20, 0x09, 0x0D, 0x0A:
                // `\` then optional spaces at the end of a line: the line break is removed.
                guard multiline else {
                    output.append(letter)
                    continue
                }
                var cursor = index - 1
                while cursor < end && (bytes[cursor] == 0x20 || bytes[cursor] == 0x09 || bytes[cursor] == 0x0D) { cursor += 1 }
                if cursor < end && bytes[cursor] == 0x0A {
                    index = cursor + 1
                    atLineStart = true
                } else {
                    output.append(letter)
                }
            default:
                // `\\`, `\"`, `\'`; anything else is a compiler error, kept as its character.
                output.append(letter)
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    private static func hasHashes(_ bytes: [UInt8], _ start: Int, _ end: Int, _ hashes: Int) -> Bool {
        guard hashes > 0 else { return true }
        guard start + hashes <= end else { return false }
        for index in start..<(start + hashes) where bytes[index] != UInt8(ascii: "#") { return false }
        return true
    }
}
