/// A JSON file read into a ``JSONValue`` tree, with the position of every object key.
///
/// The one JSON reader of the package: String Catalogs and the linter's catalog rules both read
/// through it, so their positions and syntax errors agree. It is iterative (nesting costs heap,
/// not stack), refuses nesting deeper than ``maximumDepth`` and input larger than the caller's
/// limit. Lines are counted at `\n`, `\r\n` and `\r`; columns in Unicode scalars, 1-based, as in
/// ``SourceLocation``. A key written twice in one object keeps its first value (as `JSONDecoder`
/// does); the later ones are listed in ``duplicates`` and their values dropped.
public struct JSONDocument: Sendable {
    /// A key written again in the same object.
    public struct Duplicate: Sendable, Hashable {
        /// The key path (the last component is the key; an array element's index is its component).
        public let path: [String]
        /// Where the key is first written (the one kept).
        public let first: SourceLocation
        /// Where it is written again (ignored).
        public let second: SourceLocation
    }

    /// The deepest nesting of objects and arrays accepted (a catalog needs 10).
    public static let maximumDepth = 64

    /// The file's path as the caller gave it.
    public let file: String
    /// The top-level value.
    public let root: JSONValue
    /// The keys written more than once in one object, in file order.
    public let duplicates: [Duplicate]

    /// Reads `bytes` (UTF-8 JSON, an optional byte order mark first).
    ///
    /// - Throws: ``StringsdictError`` of kind `.syntax` at the line and column where the text
    ///   stops being JSON, `.limit` past ``maximumDepth``.
    public init(bytes: [UInt8], file: String) throws(StringsdictError) {
        var reader = Reader(bytes: bytes, file: file)
        root = try reader.read()
        duplicates = reader.duplicates
        self.file = file
    }

    /// Reads the file at `path`, at most `maximumSize` bytes.
    ///
    /// - Throws: ``StringsdictError`` `.io` when it cannot be read, `.limit` when it is larger,
    ///   and the errors of ``init(bytes:file:)``.
    public init(contentsOf path: String, maximumSize: Int = PropertyListLimits.default.maximumInputSize) throws(StringsdictError) {
        try self.init(bytes: FileBytes.read(path, maximumSize: maximumSize), file: path)
    }

    /// The tokenizer and tree builder: a cursor with its line and column, and the open containers.
    private struct Reader {
        /// An open object or array and what it has read so far.
        struct Frame {
            let isObject: Bool
            var members: [JSONObject.Member] = []
            var elements: [JSONValue] = []
            /// The key whose value comes next, and where it is written.
            var key = ""
            var keyLine = 0
            var keyColumn = 0
            /// True when ``key`` repeats an earlier key of the object: its value is dropped.
            var keyIsRepeat = false
            /// The keys read so far (objects with many members only), for finding repeats fast.
            var seen: [String: Int] = [:]
            /// True inside the dropped value of a repeated key: repeats there are not reported.
            var isIgnored = false
        }

        let bytes: [UInt8]
        let file: String
        var offset = 0
        var line = 1
        var column = 1
        var stack: [Frame] = []
        var duplicates: [Duplicate] = []

        init(bytes: [UInt8], file: String) {
            self.bytes = bytes
            self.file = file
            // A UTF-8 byte order mark is not part of the document.
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { offset = 3 }
        }

        mutating func read() throws(StringsdictError) -> JSONValue {
            var finished = try value()
            while true {
                if let value = finished {
                    // A value is complete: it belongs to the open container, or it is the document.
                    guard !stack.isEmpty else {
                        skipWhitespace()
                        if offset < bytes.count { throw error("unexpected text after the JSON value") }
                        return value
                    }
                    attach(value)
                }
                finished = nil
                skipWhitespace()
                guard let frame = stack.last else { throw error("expected a value, found the end of the file") }
                guard offset < bytes.count else {
                    throw error(frame.isObject ? "the object is not closed with '}'" : "the array is not closed with ']'")
                }
                let byte = bytes[offset]
                if byte == UInt8(ascii: frame.isObject ? "}" : "]") {
                    advance()
                    finished = close()
                    continue
                }
                guard byte == UInt8(ascii: ",") else {
                    throw error(frame.isObject ? "expected ',' or '}' after a value" : "expected ',' or ']' after a value")
                }
                advance()
                skipWhitespace()
                if frame.isObject { try key() }
                finished = try value()
            }
        }

        /// Adds a finished value to the innermost open container.
        private mutating func attach(_ value: JSONValue) {
            let last = stack.count - 1
            if stack[last].isObject {
                guard !stack[last].keyIsRepeat, !stack[last].isIgnored else { return }
                let member = JSONObject.Member(key: stack[last].key, value: value, line: stack[last].keyLine, column: stack[last].keyColumn)
                stack[last].members.append(member)
            } else {
                stack[last].elements.append(value)
            }
        }

        /// Closes the innermost container and returns it as a value.
        private mutating func close() -> JSONValue? {
            guard let frame = stack.popLast() else { return nil }
            return frame.isObject ? .object(JSONObject(frame.members)) : .array(frame.elements)
        }

        /// Reads one value. A scalar or an empty container is returned; a container with
        /// members is opened (its first key read) and left on the stack, and nil returned.
        private mutating func value() throws(StringsdictError) -> JSONValue? {
            skipWhitespace()
            guard offset < bytes.count else { throw error("expected a value, found the end of the file") }
            switch bytes[offset] {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                let isObject = bytes[offset] == UInt8(ascii: "{")
                guard stack.count < JSONDocument.maximumDepth else {
                    throw StringsdictError(
                        .limit, "objects and arrays nest deeper than \(JSONDocument.maximumDepth) levels",
                        at: SourceLocation(file: file, line: line, column: column), keyPath: currentPath())
                }
                advance()
                skipWhitespace()
                if offset < bytes.count, bytes[offset] == UInt8(ascii: isObject ? "}" : "]") {
                    advance()
                    return isObject ? .object(JSONObject()) : .array([])
                }
                let isIgnored = stack.last.map { $0.isIgnored || ($0.isObject && $0.keyIsRepeat) } ?? false
                stack.append(Frame(isObject: isObject, isIgnored: isIgnored))
                if isObject { try key() }
                return try value()
            case UInt8(ascii: "\""):
                return .string(try string())
            case UInt8(ascii: "t"):
                try literal("true")
                return .bool(true)
            case UInt8(ascii: "f"):
                try literal("false")
                return .bool(false)
            case UInt8(ascii: "n"):
                try literal("null")
                return .null
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                return .number(try number())
            default:
                throw error("expected a value (an object, array, string, number, true, false or null)")
            }
        }

        /// Reads `"key" :` into the innermost frame (an object), noting a repeat.
        private mutating func key() throws(StringsdictError) {
            guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else {
                throw error("expected a key in double quotes")
            }
            let keyLine = line, keyColumn = column
            let key = try string()
            let last = stack.count - 1
            var first: JSONObject.Member?
            if !stack[last].isIgnored {
                let count = stack[last].members.count
                // Small objects are searched; large ones keep an index of their keys.
                if count > 16 {
                    if stack[last].seen.isEmpty {
                        for (index, member) in stack[last].members.enumerated() { stack[last].seen[member.key] = index }
                    }
                    if let index = stack[last].seen[key] {
                        first = stack[last].members[index]
                    } else {
                        stack[last].seen[key] = count
                    }
                } else {
                    first = stack[last].members.first { $0.key == key }
                }
            }
            if let first {
                duplicates.append(Duplicate(
                    path: currentPath() + [key], first: SourceLocation(file: file, line: first.line, column: first.column),
                    second: SourceLocation(file: file, line: keyLine, column: keyColumn)))
            }
            stack[last].key = key
            stack[last].keyLine = keyLine
            stack[last].keyColumn = keyColumn
            stack[last].keyIsRepeat = first != nil
            skipWhitespace()
            guard offset < bytes.count, bytes[offset] == UInt8(ascii: ":") else {
                throw error("expected ':' after the key '\(key)'")
            }
            advance()
        }

        /// The key path of the innermost open container.
        private func currentPath() -> [String] {
            stack.dropLast().map { $0.isObject ? $0.key : String($0.elements.count) }
        }

        /// Reads a string at its opening quote and returns its value.
        private mutating func string() throws(StringsdictError) -> String {
            advance()
            var result = ""
            var runStart = offset
            while true {
                guard offset < bytes.count else { throw error("the string is not closed with '\"'") }
                let byte = bytes[offset]
                if byte == UInt8(ascii: "\"") {
                    try flush(from: runStart, into: &result)
                    advance()
                    return result
                }
                if byte < 0x20 {
                    throw error("a control character (U+\(hex(UInt32(byte)))) in a string; write it as an escape such as \\n")
                }
                if byte != UInt8(ascii: "\\") {
                    if byte & 0xC0 != 0x80 { column += 1 }
                    offset += 1
                    continue
                }
                try flush(from: runStart, into: &result)
                let escapeLine = line, escapeColumn = column
                advance()
                guard offset < bytes.count else { throw error("the string is not closed with '\"'") }
                let escaped = bytes[offset]
                advance()
                switch escaped {
                case UInt8(ascii: "\""): result.unicodeScalars.append("\"")
                case UInt8(ascii: "\\"): result.unicodeScalars.append("\\")
                case UInt8(ascii: "/"): result.unicodeScalars.append("/")
                case UInt8(ascii: "b"): result.unicodeScalars.append("\u{8}")
                case UInt8(ascii: "f"): result.unicodeScalars.append("\u{C}")
                case UInt8(ascii: "n"): result.unicodeScalars.append("\n")
                case UInt8(ascii: "r"): result.unicodeScalars.append("\r")
                case UInt8(ascii: "t"): result.unicodeScalars.append("\t")
                case UInt8(ascii: "u"):
                    let unit = try hexUnit()
                    if (0xD800...0xDBFF).contains(unit) {
                        guard offset + 1 < bytes.count, bytes[offset] == UInt8(ascii: "\\"), bytes[offset + 1] == UInt8(ascii: "u") else {
                            throw error("\\u\(hex(unit)) starts a surrogate pair but no \\uDC00…\\uDFFF follows", line: escapeLine, column: escapeColumn)
                        }
                        advance(2)
                        let low = try hexUnit()
                        guard (0xDC00...0xDFFF).contains(low),
                              let scalar = Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)) else {
                            throw error("\\u\(hex(unit)) is not followed by a low surrogate (\\uDC00…\\uDFFF)", line: escapeLine, column: escapeColumn)
                        }
                        result.unicodeScalars.append(scalar)
                    } else if let scalar = Unicode.Scalar(unit) {
                        result.unicodeScalars.append(scalar)
                    } else {
                        throw error("\\u\(hex(unit)) is a low surrogate without a high one before it", line: escapeLine, column: escapeColumn)
                    }
                default:
                    throw error("'\\\(Character(Unicode.Scalar(escaped)))' is not a JSON escape; write \\\\ for a backslash", line: escapeLine, column: escapeColumn)
                }
                runStart = offset
            }
        }

        /// Appends the UTF-8 bytes from `start` to the cursor, checking they are UTF-8.
        private func flush(from start: Int, into result: inout String) throws(StringsdictError) {
            guard start < offset else { return }
            guard let text = bytes.withUnsafeBufferPointer({ String(validating: UnsafeBufferPointer(rebasing: $0[start..<offset]), as: UTF8.self) }) else {
                throw error("a string that is not valid UTF-8 ends here")
            }
            if result.isEmpty { result = text } else { result += text }
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
        private mutating func number() throws(StringsdictError) -> String {
            let start = offset
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
            return String(decoding: bytes[start..<offset], as: UTF8.self)
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

        private mutating func literal(_ word: StaticString) throws(StringsdictError) {
            let text = word.withUTF8Buffer { Array($0) }
            for expected in text {
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
                    offset += 1
                    column += 1
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

        private func error(_ message: String, line: Int? = nil, column: Int? = nil) -> StringsdictError {
            StringsdictError(
                .syntax, message, at: SourceLocation(file: file, line: line ?? self.line, column: column ?? self.column),
                hint: nil)
        }

        private func hex(_ value: UInt32) -> String {
            let digits = String(value, radix: 16, uppercase: true)
            return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
        }
    }
}
