/// The parser for old-style `.strings` text (`"key" = "value";`), over validated UTF-8.
///
/// Grammar: pairs separated by whitespace and comments (`/* … */`, `// …` to the end of the
/// line), optionally wrapped in `{ … }` (an old-style plist dictionary); a key and a value are each a quoted string (`"…"` or `'…'`, with backslash escapes) or
/// a bare word of `[A-Za-z0-9_$+/:.-]`; `=` between them; `;` after every pair. See
/// ``StringsFileReader`` for the escape rules and the decisions taken.
///
/// Twin reader (reference): ``StringsFileScanner`` is the fast path of the same syntax and must
/// read every file it takes as this parser does; `Tests/StringsdictTests/CompactStringTableTests.swift` holds them
/// equal.
struct StringsFileParser {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var positions: TextPositions
    private var pos = 0
    private var comment: String?

    /// The most pairs a file may hold (``PropertyListLimits/maximumNodeCount``).
    private let maximumPairs: Int

    /// The pairs in file order, duplicates included.
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>, file: String, limits: PropertyListLimits = .default) throws(StringsdictError) -> [StringsFile.Entry] {
        var parser = StringsFileParser(bytes: bytes, positions: TextPositions(file: file), maximumPairs: limits.maximumNodeCount)
        return try parser.parsePairs()
    }

    private init(bytes: UnsafeBufferPointer<UInt8>, positions: TextPositions, maximumPairs: Int) {
        self.bytes = bytes
        self.positions = positions
        self.maximumPairs = maximumPairs
    }

    private mutating func parsePairs() throws(StringsdictError) -> [StringsFile.Entry] {
        var pairs: [StringsFile.Entry] = []
        // The pairs may be wrapped in `{ … }`: an old-style plist dictionary, which
        // CoreFoundation reads as the same table.
        try skipTrivia()
        var openBrace: Int?
        if byte(pos) == UInt8(ascii: "{") {
            openBrace = pos
            pos += 1
        }
        while true {
            try skipTrivia()
            if let brace = openBrace {
                guard pos < bytes.count else { throw failure("unexpected end of file: the { here is not closed by }", at: brace) }
                if bytes[pos] == UInt8(ascii: "}") {
                    pos += 1
                    try skipTrivia()
                    guard pos >= bytes.count else { throw failure("unexpected content after the closing }", at: pos) }
                    return pairs
                }
            }
            guard pos < bytes.count else { return pairs }
            guard pairs.count < maximumPairs else {
                throw StringsdictError(.limit, "more than \(maximumPairs) key-value pairs (the entry limit)", at: positions.location(at: pos, in: bytes))
            }
            let keyStart = pos
            let keyComment = comment
            let key = try readToken(what: "a key")
            let keyLocation = positions.location(at: keyStart, in: bytes)
            try skipTrivia()
            if byte(pos) == UInt8(ascii: ";") {
                // `"key";` is CoreFoundation's shorthand for `"key" = "key";`.
                pos += 1
                pairs.append(StringsFile.Entry(key: key, value: key, keyLocation: keyLocation, valueLocation: keyLocation, comment: keyComment))
                comment = nil
                continue
            }
            guard byte(pos) == UInt8(ascii: "=") else {
                throw failure(pos < bytes.count ? "expected = after the key \"\(key)\"" : "unexpected end of file: expected = after the key \"\(key)\"", at: pos)
            }
            pos += 1
            try skipTrivia()
            let valueStart = pos
            let value = try readToken(what: "a value")
            let valueLocation = positions.location(at: valueStart, in: bytes)
            try skipTrivia()
            guard byte(pos) == UInt8(ascii: ";") else {
                throw failure(pos < bytes.count ? "expected ; after the value of \"\(key)\"" : "unexpected end of file: expected ; after the value of \"\(key)\"", at: pos)
            }
            pos += 1
            pairs.append(StringsFile.Entry(key: key, value: value, keyLocation: keyLocation, valueLocation: valueLocation, comment: keyComment))
            comment = nil
        }
    }

    // MARK: a whole old-style property list

    /// Parses a whole old-style property list, as an Xcode project file (`project.pbxproj`) is
    /// written: `{ key = value; … }` dictionaries, `( value, … )` arrays (a comma after the last
    /// value allowed), `<0fbd 7a>` data, and strings (quoted or bare words). Every value keeps its
    /// location; nesting is bounded by `limits.maximumDepth`, values by
    /// `limits.maximumNodeCount`.
    static func parseTree(_ bytes: UnsafeBufferPointer<UInt8>, file: String, limits: PropertyListLimits = .default) throws(StringsdictError) -> PropertyListNode {
        var parser = StringsFileParser(bytes: bytes, positions: TextPositions(file: file), maximumPairs: limits.maximumNodeCount)
        var nodes = 0
        try parser.skipTrivia()
        let root = try parser.parseValue(depth: 0, limits: limits, nodes: &nodes)
        try parser.skipTrivia()
        guard parser.pos >= bytes.count else { throw parser.failure("unexpected content after the property list", at: parser.pos) }
        return root
    }

    /// The value at `pos` (trivia skipped before it).
    private mutating func parseValue(depth: Int, limits: PropertyListLimits, nodes: inout Int) throws(StringsdictError) -> PropertyListNode {
        let start = pos
        let location = positions.location(at: start, in: bytes)
        nodes += 1
        guard nodes <= limits.maximumNodeCount else {
            throw StringsdictError(.limit, "more than \(limits.maximumNodeCount) values (the node limit)", at: location)
        }
        switch byte(pos) {
        case UInt8(ascii: "{"), UInt8(ascii: "("):
            guard depth < limits.maximumDepth else {
                throw StringsdictError(.limit, "nesting deeper than \(limits.maximumDepth) levels", at: location)
            }
            let isDictionary = bytes[pos] == UInt8(ascii: "{")
            pos += 1
            var entries: [PropertyListDictionary.Entry] = []
            var values: [PropertyListNode] = []
            while true {
                try skipTrivia()
                guard pos < bytes.count else {
                    throw failure("unexpected end of file: the \(isDictionary ? "{" : "(") here is not closed by \(isDictionary ? "}" : ")")", at: start)
                }
                if bytes[pos] == (isDictionary ? UInt8(ascii: "}") : UInt8(ascii: ")")) {
                    pos += 1
                    return isDictionary
                        ? PropertyListNode(.dictionary(PropertyListDictionary(entries: entries)), at: location)
                        : PropertyListNode(.array(values), at: location)
                }
                if isDictionary {
                    let keyStart = pos
                    let key = try readToken(what: "a key")
                    let keyLocation = positions.location(at: keyStart, in: bytes)
                    try skipTrivia()
                    guard byte(pos) == UInt8(ascii: "=") else { throw failure("expected = after the key \"\(key)\"", at: pos) }
                    pos += 1
                    try skipTrivia()
                    let value = try parseValue(depth: depth + 1, limits: limits, nodes: &nodes)
                    try skipTrivia()
                    guard byte(pos) == UInt8(ascii: ";") else { throw failure("expected ; after the value of \"\(key)\"", at: pos) }
                    pos += 1
                    entries.append(PropertyListDictionary.Entry(key: key, keyLocation: keyLocation, value: value))
                } else {
                    values.append(try parseValue(depth: depth + 1, limits: limits, nodes: &nodes))
                    try skipTrivia()
                    if byte(pos) == UInt8(ascii: ",") {
                        pos += 1
                    } else if byte(pos) != UInt8(ascii: ")") {
                        throw failure("expected , or ) after an array value", at: pos)
                    }
                }
            }
        case UInt8(ascii: "<"):
            pos += 1
            var data: [UInt8] = []
            var high: UInt8?
            while true {
                guard pos < bytes.count else { throw failure("unexpected end of file: the < here is not closed by >", at: start) }
                let current = bytes[pos]
                pos += 1
                if current == UInt8(ascii: ">") { break }
                if current == 0x20 || current == 0x09 || current == 0x0A || current == 0x0D { continue }
                let digit: UInt8
                switch current {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = current - UInt8(ascii: "0")
                case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = current - UInt8(ascii: "a") + 10
                case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = current - UInt8(ascii: "A") + 10
                default: throw failure("expected a hex digit or > in data", at: pos - 1)
                }
                if let first = high {
                    data.append(first << 4 | digit)
                    high = nil
                } else {
                    high = digit
                }
            }
            guard high == nil else { throw failure("data has an odd number of hex digits", at: start) }
            return PropertyListNode(.data(data), at: location)
        default:
            return PropertyListNode(.string(try readToken(what: "a value")), at: location)
        }
    }

    // MARK: tokens

    /// A quoted string or a bare word at `pos`.
    private mutating func readToken(what: String) throws(StringsdictError) -> String {
        guard pos < bytes.count else { throw failure("unexpected end of file: expected \(what)", at: pos) }
        let first = bytes[pos]
        if first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") {
            return try readQuoted()
        }
        let start = pos
        while pos < bytes.count && Self.isWordByte(bytes[pos]) { pos += 1 }
        guard pos > start else {
            throw failure("expected \(what): a quoted string or a word of A-Z a-z 0-9 _ $ + / : . -", at: pos)
        }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<pos]), as: UTF8.self)
    }

    /// The quoted string whose opening quote is at `start`, escapes decoded, and the offset after
    /// its closing quote: what ``StringsFileScanner`` reads a string with escapes with.
    static func decodeQuoted(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int, file: String) throws(StringsdictError) -> (String, end: Int) {
        var parser = StringsFileParser(bytes: bytes, positions: TextPositions(file: file), maximumPairs: .max)
        parser.pos = start
        let text = try parser.readQuoted()
        return (text, parser.pos)
    }

    /// A string in `"` or `'` quotes at `pos`, with escapes decoded; newlines inside are kept.
    private mutating func readQuoted() throws(StringsdictError) -> String {
        let start = pos
        let quote = bytes[pos]
        pos += 1
        let contentStart = pos
        while pos < bytes.count && bytes[pos] != quote && bytes[pos] != UInt8(ascii: "\\") { pos += 1 }
        if pos < bytes.count && bytes[pos] == quote {
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[contentStart..<pos]), as: UTF8.self)
            pos += 1
            return text
        }
        var buffer = Array(bytes[contentStart..<pos])
        while true {
            guard pos < bytes.count else { throw failure("unterminated string: no closing \(quote == UInt8(ascii: "\"") ? "\"" : "'")", at: start) }
            let current = bytes[pos]
            if current == quote {
                pos += 1
                return String(decoding: buffer, as: UTF8.self)
            }
            if current == UInt8(ascii: "\\") {
                try readEscape(into: &buffer, quoteStart: start)
            } else {
                buffer.append(current)
                pos += 1
            }
        }
    }

    /// Decodes the escape at `pos` (at the backslash) into UTF-8.
    private mutating func readEscape(into buffer: inout [UInt8], quoteStart: Int) throws(StringsdictError) {
        let escapeStart = pos
        pos += 1
        guard pos < bytes.count else { throw failure("unterminated string: no closing quote", at: quoteStart) }
        let letter = bytes[pos]
        switch letter {
        case UInt8(ascii: "n"): buffer.append(0x0A); pos += 1
        case UInt8(ascii: "t"): buffer.append(0x09); pos += 1
        case UInt8(ascii: "r"): buffer.append(0x0D); pos += 1
        case UInt8(ascii: "a"): buffer.append(0x07); pos += 1
        case UInt8(ascii: "b"): buffer.append(0x08); pos += 1
        case UInt8(ascii: "f"): buffer.append(0x0C); pos += 1
        case UInt8(ascii: "v"): buffer.append(0x0B); pos += 1
        case UInt8(ascii: "0")...UInt8(ascii: "7"):
            var value: UInt32 = 0
            var digits = 0
            while digits < 3, pos < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(bytes[pos]) {
                value = value * 8 + UInt32(bytes[pos] - UInt8(ascii: "0"))
                pos += 1
                digits += 1
            }
            // CoreFoundation keeps the low 8 bits (`\400`–`\777` wrap) and reads the byte as
            // NeXTSTEP Latin: `\200` is U+00A0.
            UnicodeText.appendUTF8(NextStepLatin.scalar(UInt8(truncatingIfNeeded: value)), to: &buffer)
        case UInt8(ascii: "U"):
            pos += 1
            guard let unit = readHexUnit() else {
                throw failure("\\U must be followed by 1 to 4 hex digits", at: escapeStart)
            }
            var scalar = unit
            if (0xD800...0xDBFF).contains(unit) {
                let lowStart = pos
                guard pos + 1 < bytes.count, bytes[pos] == UInt8(ascii: "\\"), bytes[pos + 1] == UInt8(ascii: "U") else {
                    throw failure("lone UTF-16 high surrogate \\U\(UnicodeText.hex(unit)): expected a low surrogate \\UDC00–\\UDFFF after it", at: escapeStart, kind: .encoding)
                }
                pos += 2
                guard let low = readHexUnit(), (0xDC00...0xDFFF).contains(low) else {
                    throw failure("UTF-16 high surrogate \\U\(UnicodeText.hex(unit)) is not followed by a low surrogate", at: lowStart, kind: .encoding)
                }
                scalar = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
            } else if (0xDC00...0xDFFF).contains(unit) {
                throw failure("lone UTF-16 low surrogate \\U\(UnicodeText.hex(unit))", at: escapeStart, kind: .encoding)
            }
            UnicodeText.appendUTF8(scalar, to: &buffer)
        default:
            // `\"`, `\\`, `\'` and any other character (a newline included) stand for themselves;
            // a multi-byte character is copied whole.
            var end = pos + 1
            while end < bytes.count && bytes[end] & 0xC0 == 0x80 { end += 1 }
            buffer.append(contentsOf: bytes[pos..<end])
            pos = end
        }
    }

    /// 1 to 4 hex digits at `pos`, as a UTF-16 unit; nil when there is none.
    private mutating func readHexUnit() -> UInt32? {
        var value: UInt32 = 0
        var digits = 0
        while digits < 4, pos < bytes.count {
            let byte = bytes[pos]
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a")) + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A")) + 10
            default: return digits == 0 ? nil : value
            }
            value = value << 4 | digit
            pos += 1
            digits += 1
        }
        return digits == 0 ? nil : value
    }

    // MARK: trivia

    /// Skips whitespace and comments, remembering the last comment's text.
    private mutating func skipTrivia() throws(StringsdictError) {
        while pos < bytes.count {
            let current = bytes[pos]
            if current == 0x20 || current == 0x09 || current == 0x0A || current == 0x0D || current == 0x0B || current == 0x0C {
                pos += 1
            } else if current == UInt8(ascii: "/") && byte(pos + 1) == UInt8(ascii: "*") {
                let start = pos
                pos += 2
                let textStart = pos
                while !(byte(pos) == UInt8(ascii: "*") && byte(pos + 1) == UInt8(ascii: "/")) {
                    guard pos < bytes.count else { throw failure("unterminated /* comment", at: start) }
                    pos += 1
                }
                comment = commentText(textStart..<pos)
                pos += 2
            } else if current == UInt8(ascii: "/") && byte(pos + 1) == UInt8(ascii: "/") {
                pos += 2
                let textStart = pos
                while pos < bytes.count && bytes[pos] != 0x0A && bytes[pos] != 0x0D { pos += 1 }
                comment = commentText(textStart..<pos)
            } else {
                return
            }
        }
    }

    private func commentText(_ range: Range<Int>) -> String {
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
        let scalars = text.unicodeScalars
        let isSpace: (Unicode.Scalar) -> Bool = { $0.properties.isWhitespace }
        guard let first = scalars.firstIndex(where: { !isSpace($0) }), let last = scalars.lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(scalars[first...last])
    }

    // MARK: bytes

    /// The byte at `index`, or 0 past the end (only used where 0 cannot be mistaken for syntax).
    private func byte(_ index: Int) -> UInt8 {
        index < bytes.count ? bytes[index] : 0
    }

    /// A byte of an unquoted word (`[A-Za-z0-9_$+/:.-]`); ``StringsFileScanner`` asks the same.
    static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "+"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"):
            return true
        default:
            return false
        }
    }

    private mutating func failure(_ message: String, at index: Int, kind: StringsdictError.Kind = .syntax) -> StringsdictError {
        StringsdictError(kind, message, at: positions.location(at: index, in: bytes))
    }
}
