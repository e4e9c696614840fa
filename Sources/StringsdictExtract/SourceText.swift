import Stringsdict

/// A source file's UTF-8 text, with the helpers the scanners share: positions and limits.
struct SourceText: Sendable {
    /// The path or name used in locations.
    let file: String
    let bytes: [UInt8]

    /// The place of the byte at `offset`, on `line` (known from the scanner): the column counts
    /// Unicode scalars from the start of the line, as editors do.
    func location(ofOffset offset: Int32, line: Int32) -> SourceLocation {
        var column = 1
        var index = Int(offset) - 1
        while index >= 0, index < bytes.count, bytes[index] != 0x0A {
            if bytes[index] & 0xC0 != 0x80 { column += 1 }
            index -= 1
        }
        return SourceLocation(file: file, line: Int(line), column: column)
    }

    func location(of token: SourceToken) -> SourceLocation {
        location(ofOffset: token.start, line: token.line)
    }

    /// The text of bytes `start..<end`, clamped to the file.
    func text(_ start: Int32, _ end: Int32) -> String {
        let lower = max(0, min(Int(start), bytes.count))
        let upper = max(lower, min(Int(end), bytes.count))
        return String(decoding: bytes[lower..<upper], as: UTF8.self)
    }

    /// Whether bytes `start..<end` spell `word`.
    func matches(_ start: Int32, _ end: Int32, _ word: StaticString) -> Bool {
        let count = Int(end - start)
        guard count == word.utf8CodeUnitCount, start >= 0, Int(end) <= bytes.count else { return false }
        return word.withUTF8Buffer { buffer in
            var index = 0
            while index < count {
                if buffer[index] != bytes[Int(start) + index] { return false }
                index += 1
            }
            return true
        }
    }
}

/// Byte classes for the scanners.
enum ByteClass {
    /// `A-Z a-z _ $` and every byte of a non-ASCII scalar: may start a name.
    /// (Each class is a bit set over ASCII, two words indexed by the byte: a shift and a test
    /// instead of a chain of range checks, which the scanners run on every byte of a name.)
    @inline(__always)
    static func isNameStart(_ byte: UInt8) -> Bool {
        byte >= 0x80 || (byte < 0x40 ? nameStartLow : nameStartHigh) >> UInt64(byte & 0x3F) & 1 != 0
    }

    @inline(__always)
    static func isNameContinue(_ byte: UInt8) -> Bool {
        byte >= 0x80 || (byte < 0x40 ? nameStartLow | digits : nameStartHigh) >> UInt64(byte & 0x3F) & 1 != 0
    }

    /// `$` among bytes 0x00–0x3F.
    private static let nameStartLow: UInt64 = 1 << 0x24
    /// `0-9` among bytes 0x00–0x3F.
    private static let digits: UInt64 = 0x3FF << 0x30
    /// `A-Z` (0x41–0x5A), `_` (0x5F) and `a-z` (0x61–0x7A) among bytes 0x40–0x7F.
    private static let nameStartHigh: UInt64 = 0x3FF_FFFF << 0x01 | 1 << 0x1F | 0x3FF_FFFF << 0x21

    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case 0x30...0x39: UInt32(byte - 0x30)
        case 0x41...0x46: UInt32(byte - 0x41 + 10)
        case 0x61...0x66: UInt32(byte - 0x61 + 10)
        default: nil
        }
    }

    static func isHorizontalSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0B || byte == 0x0C || byte == 0x0D
    }

    /// Appends `scalar` as UTF-8; a value that is not a Unicode scalar appends U+FFFD.
    static func appendUTF8(_ value: UInt32, to buffer: inout [UInt8]) {
        let scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
        buffer.append(contentsOf: String(scalar).utf8)
    }
}
