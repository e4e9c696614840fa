/// The JSON tokenizer of the package: a cursor over UTF-8 bytes with its line and column, which
/// reads or skips one token (string, number, literal) at a time.
///
/// Both JSON readers stand on it: ``JSONDocument`` (a tree with every key's position, for the
/// linter and `catalog format`) and the String Catalog reader (the model straight from the
/// tokens, no tree), so their syntax errors and positions are the same. Lines are counted at
/// `\n`, `\r\n` and `\r`; columns in Unicode scalars, 1-based, as in ``SourceLocation``.
/// Every read is bounds-checked against the bytes: bad input throws, never traps.
package struct JSONTokenizer {
    package let bytes: [UInt8]
    package let file: String
    package private(set) var offset = 0
    package private(set) var line = 1
    package private(set) var column = 1

    /// A cursor at the start of `bytes`, after a UTF-8 byte order mark if there is one.
    package init(bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = file
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { offset = 3 }
    }

    /// Moves the cursor to `offset` (clamped to the bytes), to read a part of the file cut out
    /// by a scanner (``StringCatalogSlices``). Lines and columns start again at 1 there: errors
    /// after a seek do not name the place in the file, so a reader that seeks reads the file
    /// again from its start to report one.
    package mutating func seek(to offset: Int) {
        self.offset = min(max(offset, 0), bytes.count)
        line = 1
        column = 1
    }

    /// True when every byte has been read.
    package var isAtEnd: Bool { offset >= bytes.count }

    /// The byte under the cursor; nil at the end.
    package var current: UInt8? { offset < bytes.count ? bytes[offset] : nil }

    /// The position of the cursor.
    package var location: SourceLocation { SourceLocation(file: file, line: line, column: column) }

    /// Skips spaces, tabs and line breaks.
    ///
    /// The cursor is kept in locals while scanning (the indentation of Xcode's files is a good
    /// part of their bytes); every read is below `bytes.count`.
    package mutating func skipWhitespace() {
        var index = offset, line = self.line, column = self.column
        let count = bytes.count
        bytes.withUnsafeBufferPointer { all in
            scan: while index < count {
                switch all[index] {
                case UInt8(ascii: " "), UInt8(ascii: "\t"):
                    index += 1
                    column += 1
                case UInt8(ascii: "\n"):
                    index += 1
                    line += 1
                    column = 1
                case UInt8(ascii: "\r"):
                    index += 1
                    if index < count, all[index] == UInt8(ascii: "\n") { index += 1 }
                    line += 1
                    column = 1
                default:
                    break scan
                }
            }
        }
        offset = index
        self.line = line
        self.column = column
    }

    /// Moves past `count` bytes on one line; a UTF-8 continuation byte adds no column.
    package mutating func advance(_ count: Int = 1) {
        for _ in 0..<count where offset < bytes.count {
            if bytes[offset] & 0xC0 != 0x80 { column += 1 }
            offset += 1
        }
    }

    /// Reads a string at its opening quote and returns its value.
    package mutating func string() throws(StringsdictError) -> String {
        try scanString(building: true)
    }

    /// Moves past a string at its opening quote, checking it exactly as ``string()`` does
    /// (escapes, UTF-8, control characters) without making its value.
    package mutating func skipString() throws(StringsdictError) {
        _ = try scanString(building: false)
    }

    /// The string at the cursor when it is written without escapes and equals `key` (ASCII),
    /// moving past it; nil, with the cursor unmoved, otherwise. Lets readers recognize the
    /// fixed keys of a format without making a `String` of each.
    package mutating func skipKey(_ key: StaticString) -> Bool {
        let count = key.utf8CodeUnitCount
        let end = offset + 1 + count
        guard end < bytes.count, bytes[offset] == UInt8(ascii: "\""), bytes[end] == UInt8(ascii: "\"") else { return false }
        let same = key.withUTF8Buffer { expected in
            var index = 0
            while index < count {
                if bytes[offset + 1 + index] != expected[index] { return false }
                index += 1
            }
            return true
        }
        guard same else { return false }
        offset = end + 1
        column += count + 2
        return true
    }

    private mutating func scanString(building: Bool) throws(StringsdictError) -> String {
        advance()
        var result = ""
        var runStart = offset
        while true {
            // The common bytes (printable ASCII and UTF-8 sequences) in one tight loop, the
            // cursor in locals; every read is below `bytes.count`.
            var scalars = 0
            var index = offset
            let count = bytes.count
            bytes.withUnsafeBufferPointer { all in
                while index < count {
                    let byte = all[index]
                    if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 { break }
                    if byte & 0xC0 != 0x80 { scalars += 1 }
                    index += 1
                }
            }
            offset = index
            column += scalars
            guard offset < bytes.count else { throw error("the string is not closed with '\"'") }
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\"") {
                try flush(from: runStart, into: &result, building: building)
                advance()
                return result
            }
            if byte < 0x20 {
                throw error("a control character (U+\(Self.hex(UInt32(byte)))) in a string; write it as an escape such as \\n")
            }
            try flush(from: runStart, into: &result, building: building)
            let escapeLine = line, escapeColumn = column
            advance()
            guard offset < bytes.count else { throw error("the string is not closed with '\"'") }
            let escaped = bytes[offset]
            advance()
            var scalar: Unicode.Scalar
            switch escaped {
            case UInt8(ascii: "\""): scalar = "\""
            case UInt8(ascii: "\\"): scalar = "\\"
            case UInt8(ascii: "/"): scalar = "/"
            case UInt8(ascii: "b"): scalar = "\u{8}"
            case UInt8(ascii: "f"): scalar = "\u{C}"
            case UInt8(ascii: "n"): scalar = "\n"
            case UInt8(ascii: "r"): scalar = "\r"
            case UInt8(ascii: "t"): scalar = "\t"
            case UInt8(ascii: "u"):
                let unit = try hexUnit()
                if (0xD800...0xDBFF).contains(unit) {
                    guard offset + 1 < bytes.count, bytes[offset] == UInt8(ascii: "\\"), bytes[offset + 1] == UInt8(ascii: "u") else {
                        throw error("\\u\(Self.hex(unit)) starts a surrogate pair but no \\uDC00…\\uDFFF follows", line: escapeLine, column: escapeColumn)
                    }
                    advance(2)
                    let low = try hexUnit()
                    guard (0xDC00...0xDFFF).contains(low),
                          let pair = Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)) else {
                        throw error("\\u\(Self.hex(unit)) is not followed by a low surrogate (\\uDC00…\\uDFFF)", line: escapeLine, column: escapeColumn)
                    }
                    scalar = pair
                } else if let single = Unicode.Scalar(unit) {
                    scalar = single
                } else {
                    throw error("\\u\(Self.hex(unit)) is a low surrogate without a high one before it", line: escapeLine, column: escapeColumn)
                }
            default:
                throw error("'\\\(Character(Unicode.Scalar(escaped)))' is not a JSON escape; write \\\\ for a backslash", line: escapeLine, column: escapeColumn)
            }
            if building { result.unicodeScalars.append(scalar) }
            runStart = offset
        }
    }

    /// Appends the UTF-8 bytes from `start` to the cursor, checking they are UTF-8 (only
    /// checking them when not `building`).
    private func flush(from start: Int, into result: inout String, building: Bool) throws(StringsdictError) {
        guard start < offset else { return }
        let valid: Bool = bytes.withUnsafeBufferPointer { all in
            let run = UnsafeBufferPointer(rebasing: all[start..<offset])
            if !building { return UnicodeText.isValidUTF8(run) }
            guard let text = String(validating: run, as: UTF8.self) else { return false }
            if result.isEmpty { result = text } else { result += text }
            return true
        }
        guard valid else { throw error("a string that is not valid UTF-8 ends here") }
    }

    /// Reads the 4 hex digits of a `\u` escape.
    private mutating func hexUnit() throws(StringsdictError) -> UInt32 {
        var unit: UInt32 = 0
        for _ in 0..<4 {
            guard offset < bytes.count else { throw error("\\u needs 4 hex digits") }
            let byte = bytes[offset]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw error("\\u needs 4 hex digits")
            }
            unit = unit << 4 | UInt32(digit)
            advance()
        }
        return unit
    }

    /// Reads `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?` and returns its text.
    package mutating func number() throws(StringsdictError) -> String {
        let start = offset
        try skipNumber()
        return String(decoding: bytes[start..<offset], as: UTF8.self)
    }

    /// Moves past a number, checking it as ``number()`` does.
    package mutating func skipNumber() throws(StringsdictError) {
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "-") { advance() }
        guard digits() > 0 else { throw error("a number needs a digit here") }
        if offset < bytes.count, bytes[offset] == UInt8(ascii: ".") {
            advance()
            guard digits() > 0 else { throw error("a number needs a digit after '.'") }
        }
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "e") || bytes[offset] == UInt8(ascii: "E") {
            advance()
            if offset < bytes.count, bytes[offset] == UInt8(ascii: "+") || bytes[offset] == UInt8(ascii: "-") { advance() }
            guard digits() > 0 else { throw error("a number needs a digit in its exponent") }
        }
    }

    /// Skips digits and returns how many there were (a leading 0 stands alone).
    private mutating func digits() -> Int {
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "0") {
            advance()
            return 1
        }
        var count = 0
        while offset < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[offset]) {
            advance()
            count += 1
        }
        return count
    }

    /// Reads `true`, `false` or `null`.
    package mutating func literal(_ word: StaticString) throws(StringsdictError) {
        let count = word.utf8CodeUnitCount
        for index in 0..<count {
            let expected = word.withUTF8Buffer { $0[index] }
            guard offset < bytes.count, bytes[offset] == expected else {
                throw error("expected '\(word)'")
            }
            advance()
        }
    }

    /// Moves past one value (whitespace before it included), checking its syntax and nesting as
    /// ``JSONDocument`` does, without making anything of it: how a reader passes over what it
    /// was not asked for. `depth` is the number of containers open around the value.
    ///
    /// - Throws: the syntax error ``JSONDocument`` would report for the same text, `.limit`
    ///   past ``JSONDocument/maximumDepth``.
    package mutating func skipValue(depth: Int) throws(StringsdictError) {
        // The open containers: true for an object. Empty ones are never pushed.
        var open: [Bool] = []
        while true {
            // A value.
            skipWhitespace()
            guard let byte = current else { throw error("expected a value, found the end of the file") }
            switch byte {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                let isObject = byte == UInt8(ascii: "{")
                guard depth + open.count < JSONDocument.maximumDepth else {
                    throw StringsdictError(.limit, "objects and arrays nest deeper than \(JSONDocument.maximumDepth) levels", at: location)
                }
                advance()
                skipWhitespace()
                if current == UInt8(ascii: isObject ? "}" : "]") {
                    advance()
                } else {
                    open.append(isObject)
                    if isObject { try skipKeyAndColon() }
                    continue
                }
            case UInt8(ascii: "\""): try skipString()
            case UInt8(ascii: "t"): try literal("true")
            case UInt8(ascii: "f"): try literal("false")
            case UInt8(ascii: "n"): try literal("null")
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try skipNumber()
            default: throw error("expected a value (an object, array, string, number, true, false or null)")
            }
            // After a value: close containers, or go on to the next member or element.
            while true {
                guard let isObject = open.last else { return }
                skipWhitespace()
                guard let next = current else {
                    throw error(isObject ? "the object is not closed with '}'" : "the array is not closed with ']'")
                }
                if next == UInt8(ascii: isObject ? "}" : "]") {
                    advance()
                    open.removeLast()
                    continue
                }
                guard next == UInt8(ascii: ",") else {
                    throw error(isObject ? "expected ',' or '}' after a value" : "expected ',' or ']' after a value")
                }
                advance()
                skipWhitespace()
                if isObject { try skipKeyAndColon() }
                break
            }
        }
    }

    /// Moves past `"key" :`.
    private mutating func skipKeyAndColon() throws(StringsdictError) {
        guard current == UInt8(ascii: "\"") else { throw error("expected a key in double quotes") }
        try skipString()
        skipWhitespace()
        guard current == UInt8(ascii: ":") else { throw error("expected ':' after a key") }
        advance()
    }

    /// A `.syntax` error at the cursor (or at `line` and `column`).
    package func error(_ message: String, line: Int? = nil, column: Int? = nil) -> StringsdictError {
        StringsdictError(
            .syntax, message, at: SourceLocation(file: file, line: line ?? self.line, column: column ?? self.column),
            hint: nil)
    }

    /// `value` as at least 4 uppercase hex digits.
    package static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
