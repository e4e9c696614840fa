import Stringsdict

/// Where each object key of a JSON document is written: the line and column of its opening quote,
/// by key path (`["strings", "Welcome", "localizations", "de"]`; an array element's index is its
/// path component).
///
/// A small tokenizer that only checks the syntax and records positions; the content itself is
/// decoded elsewhere (``StringCatalog`` uses `JSONDecoder`). It is iterative, so nesting costs no
/// stack, and refuses nesting deeper than ``maximumDepth``. Lines are counted at `\n`, `\r\n`
/// and `\r`; columns in Unicode scalars, 1-based, as in ``SourceLocation``. A key written twice
/// in one object keeps the position of its first occurrence, the one `JSONDecoder` reads; the
/// later ones are listed in ``duplicates``.
struct JSONKeyPositions: Sendable {
    /// A place where the text stops being JSON.
    struct SyntaxError: Error, Sendable {
        let message: String
        let line: Int
        let column: Int
    }

    /// The deepest nesting of objects and arrays accepted.
    static let maximumDepth = 64

    /// A key written again in the same object.
    struct Duplicate: Sendable {
        /// The key path (the last component is the key).
        let path: [String]
        /// Where it is first written (the one read) and written again (ignored).
        let first: (line: Int, column: Int)
        let second: (line: Int, column: Int)
    }

    /// The position of every key, by key path.
    private(set) var positions: [[String]: (line: Int, column: Int)] = [:]
    /// The keys written more than once in one object, in file order.
    private(set) var duplicates: [Duplicate] = []

    /// The position of the key at `path`, in `file`.
    func location(of path: [String], file: String) -> SourceLocation? {
        positions[path].map { SourceLocation(file: file, line: $0.line, column: $0.column) }
    }

    /// Reads `bytes` (UTF-8 JSON).
    ///
    /// - Throws: ``SyntaxError`` at the first byte that is not valid JSON.
    init(bytes: [UInt8]) throws(SyntaxError) {
        var scanner = Scanner(bytes: bytes)
        try scanner.scan()
        positions = scanner.positions
        duplicates = scanner.duplicates
    }

    /// The tokenizer's state: a cursor with its line and column, and the open containers.
    private struct Scanner {
        /// An open object or array.
        struct Frame {
            let isObject: Bool
            /// The key path of the container.
            let path: [String]
            /// True inside the value of a key written twice: nothing there is recorded.
            let isIgnored: Bool
            /// The key whose value comes next (objects), or the next element's index (arrays).
            var key: String = ""
            var index = 0
            /// True when ``key`` is a repeat of an earlier key of the object.
            var keyIsRepeat = false
        }

        let bytes: [UInt8]
        var offset = 0
        var line = 1
        var column = 1
        var stack: [Frame] = []
        var positions: [[String]: (line: Int, column: Int)] = [:]
        var duplicates: [Duplicate] = []

        init(bytes: [UInt8]) {
            self.bytes = bytes
            // A UTF-8 byte order mark is not part of the document.
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { offset = 3 }
        }

        mutating func scan() throws(SyntaxError) {
            try value()
            while true {
                skipWhitespace()
                guard var frame = stack.popLast() else { break }
                guard offset < bytes.count else {
                    throw error(frame.isObject ? "the object is not closed with '}'" : "the array is not closed with ']'")
                }
                let byte = bytes[offset]
                if byte == UInt8(ascii: frame.isObject ? "}" : "]") {
                    advance()
                    continue
                }
                guard byte == UInt8(ascii: ",") else {
                    throw error(frame.isObject ? "expected ',' or '}' after a value" : "expected ',' or ']' after a value")
                }
                advance()
                skipWhitespace()
                if frame.isObject {
                    (frame.key, frame.keyIsRepeat) = try key(in: frame.path, recording: !frame.isIgnored)
                } else {
                    frame.index += 1
                    frame.key = String(frame.index)
                }
                stack.append(frame)
                try value()
            }
            skipWhitespace()
            if offset < bytes.count { throw error("unexpected text after the JSON value") }
        }

        /// Reads one value; an object or array is opened (its first member read up to its value)
        /// and left on the stack for ``scan()`` to continue.
        private mutating func value() throws(SyntaxError) {
            // Each iteration opens one container whose first value follows.
            while true {
                skipWhitespace()
                guard offset < bytes.count else { throw error("expected a value, found the end of the file") }
                switch bytes[offset] {
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    let isObject = bytes[offset] == UInt8(ascii: "{")
                    guard stack.count < JSONKeyPositions.maximumDepth else {
                        throw error("objects and arrays nest deeper than \(JSONKeyPositions.maximumDepth) levels")
                    }
                    let path = stack.last.map { $0.path + [$0.key] } ?? []
                    let isIgnored = stack.last.map { $0.isIgnored || $0.keyIsRepeat } ?? false
                    advance()
                    skipWhitespace()
                    if offset < bytes.count, bytes[offset] == UInt8(ascii: isObject ? "}" : "]") {
                        advance()
                        return
                    }
                    var frame = Frame(isObject: isObject, path: path, isIgnored: isIgnored)
                    if isObject {
                        (frame.key, frame.keyIsRepeat) = try key(in: path, recording: !isIgnored)
                    } else {
                        frame.key = "0"
                    }
                    stack.append(frame)
                case UInt8(ascii: "\""):
                    _ = try string()
                    return
                case UInt8(ascii: "t"):
                    try literal("true")
                    return
                case UInt8(ascii: "f"):
                    try literal("false")
                    return
                case UInt8(ascii: "n"):
                    try literal("null")
                    return
                case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                    try number()
                    return
                default:
                    throw error("expected a value (an object, array, string, number, true, false or null)")
                }
            }
        }

        /// Reads `"key" :` and, when `recording`, records where the key is (or that it is a
        /// repeat); returns the key and whether it is a repeat.
        private mutating func key(in path: [String], recording: Bool) throws(SyntaxError) -> (String, Bool) {
            guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else {
                throw error("expected a key in double quotes")
            }
            let position = (line: line, column: column)
            let key = try string()
            let keyPath = path + [key]
            var isRepeat = false
            if recording {
                if let first = positions[keyPath] {
                    isRepeat = true
                    duplicates.append(Duplicate(path: keyPath, first: first, second: position))
                } else {
                    positions[keyPath] = position
                }
            }
            skipWhitespace()
            guard offset < bytes.count, bytes[offset] == UInt8(ascii: ":") else {
                throw error("expected ':' after the key '\(key)'")
            }
            advance()
            return (key, isRepeat)
        }

        /// Reads a string at its opening quote and returns its value.
        private mutating func string() throws(SyntaxError) -> String {
            advance()
            var scalars = String.UnicodeScalarView()
            var run: [UInt8] = []
            while true {
                guard offset < bytes.count else { throw error("the string is not closed with '\"'") }
                let byte = bytes[offset]
                if byte == UInt8(ascii: "\"") {
                    try flush(&run, into: &scalars)
                    advance()
                    return String(scalars)
                }
                if byte < 0x20 {
                    throw error("a control character (U+\(hex(UInt32(byte)))) in a string; write it as an escape such as \\n")
                }
                if byte != UInt8(ascii: "\\") {
                    run.append(byte)
                    advance()
                    continue
                }
                try flush(&run, into: &scalars)
                let escapeLine = line, escapeColumn = column
                advance()
                guard offset < bytes.count else { throw error("the string is not closed with '\"'") }
                let escaped = bytes[offset]
                advance()
                switch escaped {
                case UInt8(ascii: "\""): scalars.append("\"")
                case UInt8(ascii: "\\"): scalars.append("\\")
                case UInt8(ascii: "/"): scalars.append("/")
                case UInt8(ascii: "b"): scalars.append("\u{8}")
                case UInt8(ascii: "f"): scalars.append("\u{C}")
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "u"):
                    let unit = try hexUnit()
                    if (0xD800...0xDBFF).contains(unit) {
                        guard offset + 1 < bytes.count, bytes[offset] == UInt8(ascii: "\\"), bytes[offset + 1] == UInt8(ascii: "u") else {
                            throw SyntaxError(message: "\\u\(hex(unit)) starts a surrogate pair but no \\uDC00…\\uDFFF follows", line: escapeLine, column: escapeColumn)
                        }
                        advance(2)
                        let low = try hexUnit()
                        guard (0xDC00...0xDFFF).contains(low),
                              let scalar = Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)) else {
                            throw SyntaxError(message: "\\u\(hex(unit)) is not followed by a low surrogate (\\uDC00…\\uDFFF)", line: escapeLine, column: escapeColumn)
                        }
                        scalars.append(scalar)
                    } else if let scalar = Unicode.Scalar(unit) {
                        scalars.append(scalar)
                    } else {
                        throw SyntaxError(message: "\\u\(hex(unit)) is a low surrogate without a high one before it", line: escapeLine, column: escapeColumn)
                    }
                default:
                    throw SyntaxError(message: "'\\\(Character(Unicode.Scalar(escaped)))' is not a JSON escape; write \\\\ for a backslash", line: escapeLine, column: escapeColumn)
                }
            }
        }

        /// Appends the UTF-8 bytes read since the last escape, checking they are UTF-8.
        private func flush(_ run: inout [UInt8], into scalars: inout String.UnicodeScalarView) throws(SyntaxError) {
            guard !run.isEmpty else { return }
            guard let text = String(validating: run, as: UTF8.self) else {
                throw error("a string that is not valid UTF-8 ends here")
            }
            scalars.append(contentsOf: text.unicodeScalars)
            run.removeAll(keepingCapacity: true)
        }

        /// Reads the 4 hex digits of a `\u` escape.
        private mutating func hexUnit() throws(SyntaxError) -> UInt32 {
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

        /// Reads `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
        private mutating func number() throws(SyntaxError) {
            if bytes[offset] == UInt8(ascii: "-") { advance() }
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

        private mutating func literal(_ word: String) throws(SyntaxError) {
            for expected in word.utf8 {
                guard offset < bytes.count, bytes[offset] == expected else {
                    throw error("expected '\(word)'")
                }
                advance()
            }
        }

        private mutating func skipWhitespace() {
            while offset < bytes.count {
                switch bytes[offset] {
                case UInt8(ascii: " "), UInt8(ascii: "\t"):
                    advance()
                case UInt8(ascii: "\n"):
                    offset += 1
                    line += 1
                    column = 1
                case UInt8(ascii: "\r"):
                    offset += 1
                    if offset < bytes.count, bytes[offset] == UInt8(ascii: "\n") { offset += 1 }
                    line += 1
                    column = 1
                default:
                    return
                }
            }
        }

        /// Moves past `count` bytes on one line; a UTF-8 continuation byte adds no column.
        private mutating func advance(_ count: Int = 1) {
            for _ in 0..<count where offset < bytes.count {
                if bytes[offset] & 0xC0 != 0x80 { column += 1 }
                offset += 1
            }
        }

        private func error(_ message: String) -> SyntaxError {
            SyntaxError(message: message, line: line, column: column)
        }

        private func hex(_ value: UInt32) -> String {
            let digits = String(value, radix: 16, uppercase: true)
            return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
        }
    }
}
