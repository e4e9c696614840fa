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
        var reader = Reader(tokens: JSONTokenizer(bytes: bytes, file: file))
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

    /// Throws for the first key written twice in one object: reading keeps the first value and
    /// drops the second, so a command that writes the file back (`catalog format`, `catalog
    /// merge`, `catalog migrate --merge`) must refuse it rather than lose the second silently.
    ///
    /// - Throws: ``StringsdictError`` `.syntax` at the repeated key, naming the key and the line
    ///   of its first value.
    public func refuseDuplicates() throws(StringsdictError) {
        guard let duplicate = duplicates.first else { return }
        throw StringsdictError(
            .syntax, "key '\(duplicate.path.last ?? "")' is written twice in one object (first at line \(duplicate.first.line))",
            at: duplicate.second, hint: "remove one, then format")
    }

    /// The position of the key at `path` (an array element's index is its component), else of
    /// the nearest key above it; line 1 column 1 when not even the first key is there.
    public func location(of path: [String]) -> SourceLocation {
        var value = root
        var found = SourceLocation(file: file, line: 1, column: 1)
        for component in path {
            let next: JSONValue
            switch value {
            case .object(let object):
                guard let member = object.member(component) else { return found }
                found = SourceLocation(file: file, line: member.line, column: member.column)
                next = member.value
            case .array(let elements):
                guard let index = Int(component), elements.indices.contains(index) else { return found }
                next = elements[index]
            default:
                return found
            }
            value = next
        }
        return found
    }

    /// The tree builder over the shared tokenizer: the open containers and what they hold.
    ///
    /// Also reads a single value inside a larger reader's text (the catalog reader's fields it
    /// does not know): ``baseDepth`` containers are then open around it.
    package struct Reader {
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

        package var tokens: JSONTokenizer
        let baseDepth: Int
        var stack: [Frame] = []
        package var duplicates: [Duplicate] = []

        package init(tokens: JSONTokenizer, baseDepth: Int = 0) {
            self.tokens = tokens
            self.baseDepth = baseDepth
        }

        private var file: String { tokens.file }

        /// Reads the whole text: one value and nothing after it.
        mutating func read() throws(StringsdictError) -> JSONValue {
            let value = try readValue()
            tokens.skipWhitespace()
            if !tokens.isAtEnd { throw tokens.error("unexpected text after the JSON value") }
            return value
        }

        /// Reads one value at the cursor and leaves the cursor after it.
        package mutating func readValue() throws(StringsdictError) -> JSONValue {
            var finished = try value()
            while true {
                if let value = finished {
                    // A value is complete: it belongs to the open container, or it is the result.
                    guard !stack.isEmpty else { return value }
                    attach(value)
                }
                finished = nil
                tokens.skipWhitespace()
                // Only the kind of the open container: a copy of its frame would share its
                // members and key index, and every key added would copy them (quadratic).
                guard let isObject = stack.last?.isObject else { throw tokens.error("expected a value, found the end of the file") }
                guard let byte = tokens.current else {
                    throw tokens.error(isObject ? "the object is not closed with '}'" : "the array is not closed with ']'")
                }
                if byte == UInt8(ascii: isObject ? "}" : "]") {
                    tokens.advance()
                    finished = close()
                    continue
                }
                guard byte == UInt8(ascii: ",") else {
                    throw tokens.error(isObject ? "expected ',' or '}' after a value" : "expected ',' or ']' after a value")
                }
                tokens.advance()
                tokens.skipWhitespace()
                if isObject { try key() }
                finished = try value()
            }
        }

        /// Adds a finished value to the innermost open container.
        ///
        /// The frame is taken off the stack while it changes, so its arrays and index are
        /// uniquely referenced even in a debug build (where `stack[last].members.append` may copy
        /// them: quadratic in an object's size).
        private mutating func attach(_ value: JSONValue) {
            guard var frame = stack.popLast() else { return }
            defer { stack.append(frame) }
            if frame.isObject {
                guard !frame.keyIsRepeat, !frame.isIgnored else { return }
                frame.members.append(JSONObject.Member(key: frame.key, value: value, line: frame.keyLine, column: frame.keyColumn))
            } else {
                frame.elements.append(value)
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
            tokens.skipWhitespace()
            guard let byte = tokens.current else { throw tokens.error("expected a value, found the end of the file") }
            switch byte {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                let isObject = byte == UInt8(ascii: "{")
                guard baseDepth + stack.count < JSONDocument.maximumDepth else {
                    throw StringsdictError(
                        .limit, "objects and arrays nest deeper than \(JSONDocument.maximumDepth) levels",
                        at: tokens.location, keyPath: currentPath())
                }
                tokens.advance()
                tokens.skipWhitespace()
                if tokens.current == UInt8(ascii: isObject ? "}" : "]") {
                    tokens.advance()
                    return isObject ? .object(JSONObject()) : .array([])
                }
                let isIgnored = stack.last.map { $0.isIgnored || ($0.isObject && $0.keyIsRepeat) } ?? false
                stack.append(Frame(isObject: isObject, isIgnored: isIgnored))
                if isObject { try key() }
                return try value()
            case UInt8(ascii: "\""):
                return .string(try tokens.string())
            case UInt8(ascii: "t"):
                try tokens.literal("true")
                return .bool(true)
            case UInt8(ascii: "f"):
                try tokens.literal("false")
                return .bool(false)
            case UInt8(ascii: "n"):
                try tokens.literal("null")
                return .null
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                return .number(try tokens.number())
            default:
                throw tokens.error("expected a value (an object, array, string, number, true, false or null)")
            }
        }

        /// Reads `"key" :` into the innermost frame (an object), noting a repeat.
        private mutating func key() throws(StringsdictError) {
            guard tokens.current == UInt8(ascii: "\"") else {
                throw tokens.error("expected a key in double quotes")
            }
            let keyLine = tokens.line, keyColumn = tokens.column
            let key = try tokens.string()
            // Off the stack while it changes (see attach(_:)).
            guard var frame = stack.popLast() else { return }
            var first: JSONObject.Member?
            if !frame.isIgnored {
                let count = frame.members.count
                // Objects of up to 64 members are searched; larger ones keep an index of their keys.
                if count > 64 {
                    if frame.seen.isEmpty {
                        for (index, member) in frame.members.enumerated() { frame.seen[member.key] = index }
                    }
                    if let index = frame.seen[key] {
                        first = frame.members[index]
                    } else {
                        frame.seen[key] = count
                    }
                } else {
                    first = frame.members.first { $0.key == key }
                }
            }
            if let first {
                // The stack holds the frames above this one: its path.
                let path = stack.map { $0.isObject ? $0.key : String($0.elements.count) }
                duplicates.append(Duplicate(
                    path: path + [key], first: SourceLocation(file: file, line: first.line, column: first.column),
                    second: SourceLocation(file: file, line: keyLine, column: keyColumn)))
            }
            frame.key = key
            frame.keyLine = keyLine
            frame.keyColumn = keyColumn
            frame.keyIsRepeat = first != nil
            stack.append(frame)
            tokens.skipWhitespace()
            guard tokens.current == UInt8(ascii: ":") else {
                throw tokens.error("expected ':' after the key '\(key)'")
            }
            tokens.advance()
        }

        /// The key path of the innermost open container.
        private func currentPath() -> [String] {
            stack.dropLast().map { $0.isObject ? $0.key : String($0.elements.count) }
        }
    }
}
