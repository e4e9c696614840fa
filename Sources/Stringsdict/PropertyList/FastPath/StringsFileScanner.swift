/// Reads old-style `.strings` text straight into a ``CompactStringTable``: keys and values stay
/// byte ranges of the text, and only strings with backslash escapes are decoded (by
/// ``StringsFileParser``'s own escape reader, so both read escapes alike).
///
/// It reads what ``StringsFileParser`` reads, the same way, but reports nothing: at anything it
/// does not take (an error of any kind, a file wrapped in `{ }`, a property list) it returns
/// false, and the caller reads the file with ``StringsFileReader``, which reads it fully or
/// says exactly where it is wrong. Comments are skipped, not kept (a table has no use for them).
///
/// Twin reader (fast path): must agree with ``StringsFileParser``, the reference reader of
/// `.strings` text, on every table it takes. Held equal by `Tests/StringsdictTests/CompactStringTableTests.swift`
/// ("Every .strings fixture loads as the reader reads it", "Crafted inputs: the same table or the
/// same error").
struct StringsFileScanner {
    private let bytes: UnsafeBufferPointer<UInt8>
    private let file: String
    private var pos = 0

    /// Adds every pair of `text` (validated UTF-8 without a byte order mark; `array` is the same
    /// bytes) to `builder`, in file order; false when the text is not in the subset read here.
    static func scan(_ text: UnsafeBufferPointer<UInt8>, array: [UInt8], file: String, into builder: inout CompactStringTable.Builder) -> Bool {
        var scanner = StringsFileScanner(bytes: text, file: file)
        return scanner.scanPairs(array: array, into: &builder)
    }

    private init(bytes: UnsafeBufferPointer<UInt8>, file: String) {
        self.bytes = bytes
        self.file = file
    }

    private mutating func scanPairs(array: [UInt8], into builder: inout CompactStringTable.Builder) -> Bool {
        // A property list (or anything the full reader treats apart) is not read here.
        if let first = bytes.first(where: { $0 != 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D }),
           first == UInt8(ascii: "<") || first == UInt8(ascii: "{") {
            return false
        }
        while true {
            guard skipTrivia() else { return false }
            guard pos < bytes.count else { return true }
            let keyStart = pos
            guard let key = token(&builder) else { return false }
            guard skipTrivia(), pos < bytes.count else { return false }
            if bytes[pos] == UInt8(ascii: ";") {
                // `"key";` is CoreFoundation's shorthand for `"key" = "key";`.
                pos += 1
                builder.append(key: key, value: key, sourceOffset: keyStart, text: array)
                continue
            }
            guard bytes[pos] == UInt8(ascii: "=") else { return false }
            pos += 1
            guard skipTrivia(), pos < bytes.count else { return false }
            let valueStart = pos
            guard let value = token(&builder), skipTrivia(), pos < bytes.count, bytes[pos] == UInt8(ascii: ";") else { return false }
            pos += 1
            builder.append(key: key, value: value, sourceOffset: valueStart, text: array)
        }
    }

    /// A quoted string or a bare word at `pos`: its range in the text, or the range of its
    /// decoded bytes in the builder when it holds escapes; nil at anything else.
    private mutating func token(_ builder: inout CompactStringTable.Builder) -> Range<Int>? {
        let first = bytes[pos]
        if first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") {
            let start = pos
            pos += 1
            let contentStart = pos
            // Eight bytes at a time while none is the quote or a backslash.
            while let word = SWAR.word(bytes, at: pos), !SWAR.hasByte(first, in: word), !SWAR.hasByte(UInt8(ascii: "\\"), in: word) {
                pos += 8
            }
            while pos < bytes.count && bytes[pos] != first && bytes[pos] != UInt8(ascii: "\\") { pos += 1 }
            guard pos < bytes.count else { return nil }
            if bytes[pos] == first {
                pos += 1
                return contentStart..<pos - 1
            }
            guard let (decoded, end) = try? StringsFileParser.decodeQuoted(bytes, at: start, file: file) else { return nil }
            pos = end
            return builder.appendDecoded(decoded.utf8)
        }
        let start = pos
        while pos < bytes.count && StringsFileParser.isWordByte(bytes[pos]) { pos += 1 }
        return pos > start ? start..<pos : nil
    }

    /// Skips whitespace and comments; false at an unterminated `/*` comment.
    private mutating func skipTrivia() -> Bool {
        while pos < bytes.count {
            let current = bytes[pos]
            if current == 0x20 || current == 0x09 || current == 0x0A || current == 0x0D || current == 0x0B || current == 0x0C {
                pos += 1
            } else if current == UInt8(ascii: "/") && pos + 1 < bytes.count && bytes[pos + 1] == UInt8(ascii: "*") {
                pos += 2
                while true {
                    guard pos + 1 < bytes.count else { return false }
                    if bytes[pos] == UInt8(ascii: "*") && bytes[pos + 1] == UInt8(ascii: "/") { break }
                    pos += 1
                }
                pos += 2
            } else if current == UInt8(ascii: "/") && pos + 1 < bytes.count && bytes[pos + 1] == UInt8(ascii: "/") {
                pos += 2
                while pos < bytes.count && bytes[pos] != 0x0A && bytes[pos] != 0x0D { pos += 1 }
            } else {
                return true
            }
        }
        return true
    }
}
