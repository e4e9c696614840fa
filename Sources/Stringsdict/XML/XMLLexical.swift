/// The lexical layer of XML that every XML reader in the package shares: byte classes,
/// references, and the markup a reader skips (comments, processing instructions, DOCTYPE).
///
/// ``XMLPropertyListParser`` (the speed-critical plist reader), ``StringsdictScanner`` and
/// ``XMLTokenizer`` all go through these functions, so they decode the same references, accept
/// the same names and fail at the same offsets. The functions work on validated UTF-8 without
/// NUL: ``byte(_:_:)`` returns 0 past the end, so 0 means "end of input" and no index runs off
/// the buffer. Failures carry a byte offset; each reader turns it into a file:line:column with
/// its own ``TextPositions``.
enum XMLLexical {
    /// A lexical error: what is wrong and the byte offset it is reported at.
    struct Failure: Error {
        /// What is wrong, in one sentence without a trailing period.
        var message: String
        /// The byte offset the error is reported at.
        var offset: Int
    }

    /// The byte at `index`, or 0 at and past the end.
    @inline(__always)
    static func byte(_ bytes: UnsafeBufferPointer<UInt8>, _ index: Int) -> UInt8 {
        index < bytes.count ? bytes[index] : 0
    }

    /// XML whitespace: space, LF, tab, CR.
    @inline(__always)
    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D
    }

    /// Bytes allowed in element and attribute names (ASCII letters, digits, `_ - . :`, and any
    /// non-ASCII byte).
    @inline(__always)
    static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "_"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: ":"), 0x80...0xFF:
            return true
        default:
            return false
        }
    }

    /// Whether `bytes` holds `text` at `index`.
    static func startsWith(_ text: StaticString, at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let count = text.utf8CodeUnitCount
        guard index >= 0, index + count <= bytes.count else { return false }
        let prefix = UnsafeBufferPointer(start: text.utf8Start, count: count)
        return SWAR.equal(UnsafeBufferPointer(rebasing: bytes[index..<index + count]), prefix)
    }

    // MARK: references

    /// The scalar that `&name;` stands for: one of the five predefined entities, or a character
    /// reference (`#NNN`, `#xHHH`) to any Unicode scalar, C0 controls included (CoreFoundation
    /// reads `&#8;`); nil for anything else.
    static func referencedScalar(_ name: UnsafeBufferPointer<UInt8>) -> UInt32? {
        func equals(_ literal: StaticString) -> Bool {
            SWAR.equal(name, UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
        }
        if equals("lt") { return UInt32(UInt8(ascii: "<")) }
        if equals("gt") { return UInt32(UInt8(ascii: ">")) }
        if equals("amp") { return UInt32(UInt8(ascii: "&")) }
        if equals("quot") { return UInt32(UInt8(ascii: "\"")) }
        if equals("apos") { return UInt32(UInt8(ascii: "'")) }
        guard name.count >= 2, name[0] == UInt8(ascii: "#") else { return nil }
        let hex = name[1] == UInt8(ascii: "x")
        let digits = name[(hex ? 2 : 1)...]
        guard !digits.isEmpty else { return nil }
        var value: UInt32 = 0
        for digit in digits {
            let number: UInt32
            switch digit {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): number = UInt32(digit - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f") where hex: number = UInt32(digit - UInt8(ascii: "a")) + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F") where hex: number = UInt32(digit - UInt8(ascii: "A")) + 10
            default: return nil
            }
            value = value * (hex ? 16 : 10) + number
            guard value <= 0x10FFFF else { return nil }
        }
        // Any scalar, controls included (`&#8;`), as CoreFoundation reads them; not a surrogate.
        guard Unicode.Scalar(value) != nil else { return nil }
        return value
    }

    /// Decodes `&name;`, `&#NNN;` or `&#xHHH;` at `pos` (which is at `&`) into UTF-8 appended
    /// to `buffer`, moving `pos` past the `;`.
    static func readReference(_ bytes: UnsafeBufferPointer<UInt8>, at pos: inout Int, into buffer: inout [UInt8]) throws(Failure) {
        let start = pos
        pos += 1
        let nameStart = pos
        while byte(bytes, pos) != UInt8(ascii: ";") {
            let next = byte(bytes, pos)
            guard next != 0, next != UInt8(ascii: "<"), next != UInt8(ascii: "&"), pos - nameStart < 16, !isWhitespace(next) else {
                throw Failure(message: "unterminated entity reference (missing ;)", offset: start)
            }
            pos += 1
        }
        let name = UnsafeBufferPointer(rebasing: bytes[nameStart..<pos])
        pos += 1
        guard let scalar = referencedScalar(name) else {
            let text = String(decoding: name, as: UTF8.self)
            if name.first == UInt8(ascii: "#") { throw Failure(message: "invalid character reference &\(text);", offset: start) }
            throw Failure(message: "unknown entity &\(text);", offset: start)
        }
        UnicodeText.appendUTF8(scalar, to: &buffer)
    }

    // MARK: skipped markup

    /// Skips `<!-- … -->` at `pos` (which is at `<!--`).
    static func skipComment(_ bytes: UnsafeBufferPointer<UInt8>, at pos: inout Int) throws(Failure) {
        let start = pos
        pos += 4
        while !(byte(bytes, pos) == UInt8(ascii: "-") && startsWith("-->", at: pos, in: bytes)) {
            if byte(bytes, pos) == 0 { throw Failure(message: "unterminated comment", offset: start) }
            pos += 1
        }
        pos += 3
    }

    /// Skips `<? … ?>` at `pos` (which is at `<?`).
    static func skipProcessingInstruction(_ bytes: UnsafeBufferPointer<UInt8>, at pos: inout Int) throws(Failure) {
        let start = pos
        pos += 2
        while !(byte(bytes, pos) == UInt8(ascii: "?") && byte(bytes, pos + 1) == UInt8(ascii: ">")) {
            if byte(bytes, pos) == 0 { throw Failure(message: "unterminated processing instruction", offset: start) }
            pos += 1
        }
        pos += 2
    }

    /// Skips `<!DOCTYPE …>` at `pos`, including a bracketed internal subset and quoted literals.
    static func skipDoctype(_ bytes: UnsafeBufferPointer<UInt8>, at pos: inout Int) throws(Failure) {
        let start = pos
        pos += 9
        var inSubset = false
        while true {
            let next = byte(bytes, pos)
            switch next {
            case 0:
                throw Failure(message: "unterminated <!DOCTYPE>", offset: start)
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                pos += 1
                while byte(bytes, pos) != next {
                    if byte(bytes, pos) == 0 { throw Failure(message: "unterminated <!DOCTYPE>", offset: start) }
                    pos += 1
                }
            case UInt8(ascii: "<") where inSubset && startsWith("<!--", at: pos, in: bytes):
                // A comment in the internal subset may hold `]` and `>`.
                try skipComment(bytes, at: &pos)
                continue
            case UInt8(ascii: "<") where inSubset && byte(bytes, pos + 1) == UInt8(ascii: "?"):
                try skipProcessingInstruction(bytes, at: &pos)
                continue
            case UInt8(ascii: "["):
                inSubset = true
            case UInt8(ascii: "]"):
                inSubset = false
            case UInt8(ascii: ">") where !inSubset:
                pos += 1
                return
            default:
                break
            }
            pos += 1
        }
    }

    /// Skips whitespace, comments and processing instructions; in the prolog also the DOCTYPE.
    /// Stops at anything else (text, a tag, the end).
    static func skipMisc(_ bytes: UnsafeBufferPointer<UInt8>, at pos: inout Int, prolog: Bool) throws(Failure) {
        while true {
            while isWhitespace(byte(bytes, pos)) { pos += 1 }
            guard byte(bytes, pos) == UInt8(ascii: "<") else { return }
            if byte(bytes, pos + 1) == UInt8(ascii: "?") {
                try skipProcessingInstruction(bytes, at: &pos)
            } else if startsWith("<!--", at: pos, in: bytes) {
                try skipComment(bytes, at: &pos)
            } else if prolog && startsWith("<!DOCTYPE", at: pos, in: bytes) {
                try skipDoctype(bytes, at: &pos)
            } else {
                return
            }
        }
    }
}
