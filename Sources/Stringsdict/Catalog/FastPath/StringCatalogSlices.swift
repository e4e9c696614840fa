/// A String Catalog cut into byte ranges without building it: each entry under `strings` (its
/// key and value) and the other top-level members. The plugin's generation cache hashes each
/// entry to compile only those that changed; ``StringCatalogMerge`` reads only the entries that
/// differ between the three versions.
///
/// Nil when the file is not a JSON object of that shape or a key under `strings` appears twice:
/// then the catalog is read in full and its reader says what is wrong.
///
/// Fast path: the entries it cuts, read one by one, must give what a whole read gives; nil for any
/// file it does not cut exactly. Held equal by `Tests/StringsdictTests/StringCatalogMergeFilesTests.swift` (the
/// merge from slices against the merge of whole reads); Codegen's `HashedCatalogSlices` adds
/// hashes on top of it.
package struct StringCatalogSlices: Sendable {
    /// One entry: its key, where the key starts (its opening quote) and its value's bytes.
    package struct Entry: Sendable {
        package var key: String
        /// From the key's opening quote to its value.
        package var keyRange: Range<Int>
        /// The value, from its `{` to its `}`.
        package var range: Range<Int>
    }

    package var entries: [Entry] = []
    /// The `sourceLanguage` member's value.
    package var sourceLanguage: String?
    /// `{`, the members other than `strings` and a comma after each, as written.
    package var headBytes: [UInt8] = []

    package init?(bytes: [UInt8], file: String) {
        if let fast = Self.scan(bytes) {
            self = fast
        } else {
            self.init(checking: bytes, file: file)
        }
    }

    /// Cuts with the JSON tokenizer, which decodes escapes in keys and checks every string.
    private init?(checking bytes: [UInt8], file: String) {
        var tokenizer = JSONTokenizer(bytes: bytes, file: file)
        var head: [UInt8] = [UInt8(ascii: "{")]
        var keys = Set<String>()
        // After a member: a comma (and the space after it) or the object's closing brace.
        func endOfMember() -> Bool {
            tokenizer.skipWhitespace()
            if tokenizer.current == UInt8(ascii: ",") {
                tokenizer.advance()
                tokenizer.skipWhitespace()
                // A comma before the closing brace is not JSON: the reader refuses it.
                return tokenizer.current == UInt8(ascii: "\"")
            }
            return tokenizer.current == UInt8(ascii: "}")
        }
        do {
            tokenizer.skipWhitespace()
            guard tokenizer.current == UInt8(ascii: "{") else { return nil }
            tokenizer.advance()
            tokenizer.skipWhitespace()
            var sawStrings = false
            while tokenizer.current != UInt8(ascii: "}") {
                let memberStart = tokenizer.offset
                let name = try tokenizer.string()
                tokenizer.skipWhitespace()
                guard tokenizer.current == UInt8(ascii: ":") else { return nil }
                tokenizer.advance()
                tokenizer.skipWhitespace()
                if name == "strings" {
                    guard !sawStrings, tokenizer.current == UInt8(ascii: "{") else { return nil }
                    sawStrings = true
                    tokenizer.advance()
                    tokenizer.skipWhitespace()
                    while tokenizer.current != UInt8(ascii: "}") {
                        let keyStart = tokenizer.offset
                        let key = try tokenizer.string()
                        guard keys.insert(key).inserted else { return nil }
                        tokenizer.skipWhitespace()
                        guard tokenizer.current == UInt8(ascii: ":") else { return nil }
                        tokenizer.advance()
                        tokenizer.skipWhitespace()
                        let valueStart = tokenizer.offset
                        try tokenizer.skipValue(depth: 2)
                        entries.append(Entry(key: key, keyRange: keyStart..<valueStart, range: valueStart..<tokenizer.offset))
                        guard endOfMember() else { return nil }
                    }
                    tokenizer.advance()
                } else {
                    if name == "sourceLanguage", tokenizer.current == UInt8(ascii: "\"") {
                        sourceLanguage = try tokenizer.string()
                    } else {
                        try tokenizer.skipValue(depth: 1)
                    }
                    head += bytes[memberStart..<tokenizer.offset]
                    head.append(UInt8(ascii: ","))
                }
                guard endOfMember() else { return nil }
            }
            tokenizer.advance()
            tokenizer.skipWhitespace()
            guard tokenizer.isAtEnd, sawStrings else { return nil }
        } catch {
            return nil
        }
        self.headBytes = head
    }

    private init() {}

    /// Cuts a catalog by its brackets, quotes and commas alone, without checking the values;
    /// nil where the tokenizer would be needed.
    package static func scan(_ bytes: [UInt8]) -> StringCatalogSlices? {
        bytes.withUnsafeBufferPointer { scan($0) }
    }

    /// Cuts a catalog by its brackets, quotes and commas alone (a debug build of the tokenizer
    /// takes most of a run's time on a large catalog). The values are not checked: an entry
    /// whose bytes changed is read by the catalog reader, and one that did not passed it before.
    /// Nil (the tokenizer's turn) for a key or `sourceLanguage` with an escape or a byte that is
    /// not printable ASCII or UTF-8, and for anything not of the expected shape.
    private static func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> StringCatalogSlices? {
        var scanner = Scanner(bytes: bytes)
        return scanner.scan()
    }

    /// The cursor of ``scan(_:)``: a struct with mutating methods rather than functions that
    /// capture a local cursor, whose every access a debug build checks for exclusivity at run
    /// time (the build plugin's tool is a debug build, and the scan is most of its run).
    private struct Scanner {
        let bytes: UnsafeBufferPointer<UInt8>
        let count: Int
        var index: Int

        static let quote = UInt8(ascii: "\""), backslash = UInt8(ascii: "\\")
        static let open = UInt8(ascii: "{"), close = UInt8(ascii: "}"), openArray = UInt8(ascii: "["), closeArray = UInt8(ascii: "]")
        static let colon = UInt8(ascii: ":"), comma = UInt8(ascii: ",")

        init(bytes: UnsafeBufferPointer<UInt8>) {
            self.bytes = bytes
            count = bytes.count
            index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        }

        mutating func skipSpace() {
            while index < count, bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x0D || bytes[index] == 0x09 { index += 1 }
        }

        /// A string without escapes at the cursor (its opening quote), moving past it.
        mutating func plainString() -> String? {
            guard index < count, bytes[index] == Self.quote else { return nil }
            let start = index + 1
            var end = start
            while end < count, bytes[end] != Self.quote {
                if bytes[end] == Self.backslash || bytes[end] < 0x20 { return nil }
                end += 1
            }
            guard end < count else { return nil }
            index = end + 1
            return String(validating: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        }

        /// Moves past a value, counting brackets outside strings; false when the file ends.
        mutating func skipValue() -> Bool {
            let quote = Self.quote, backslash = Self.backslash
            let open = Self.open, close = Self.close, openArray = Self.openArray, closeArray = Self.closeArray, comma = Self.comma
            var depth = 0
            var index = self.index
            defer { self.index = index }
            while index < count {
                let byte = bytes[index]
                if byte == quote {
                    index += 1
                    while index < count, bytes[index] != quote {
                        index += bytes[index] == backslash ? 2 : 1
                    }
                    index += 1
                    if depth == 0 { return index <= count }
                    continue
                }
                if byte == open || byte == openArray {
                    depth += 1
                } else if byte == close || byte == closeArray {
                    if depth == 0 { return true }
                    depth -= 1
                    if depth == 0 { index += 1; return true }
                } else if depth == 0, byte == comma || byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 {
                    return true
                }
                index += 1
            }
            return depth == 0
        }

        /// After a member: a comma (and the space after it) or the object's closing brace.
        mutating func endOfMember() -> Bool {
            skipSpace()
            if index < count, bytes[index] == Self.comma {
                index += 1
                skipSpace()
                // A comma before the closing brace is not JSON: the reader refuses it.
                return index < count && bytes[index] == Self.quote
            }
            return index < count && bytes[index] == Self.close
        }

        mutating func scan() -> StringCatalogSlices? {
            var slices = StringCatalogSlices()
            var head: [UInt8] = [Self.open]
            var keys = Set<String>()
            var sawStrings = false
            skipSpace()
            guard index < count, bytes[index] == Self.open else { return nil }
            index += 1
            skipSpace()
            while index < count, bytes[index] != Self.close {
                let memberStart = index
                guard let name = plainString() else { return nil }
                skipSpace()
                guard index < count, bytes[index] == Self.colon else { return nil }
                index += 1
                skipSpace()
                if name == "strings" {
                    guard !sawStrings, index < count, bytes[index] == Self.open else { return nil }
                    sawStrings = true
                    index += 1
                    skipSpace()
                    while index < count, bytes[index] != Self.close {
                        let keyStart = index
                        guard let key = plainString(), keys.insert(key).inserted else { return nil }
                        skipSpace()
                        guard index < count, bytes[index] == Self.colon else { return nil }
                        index += 1
                        skipSpace()
                        let valueStart = index
                        guard index < count, bytes[index] == Self.open, skipValue(), index <= count else { return nil }
                        slices.entries.append(Entry(key: key, keyRange: keyStart..<valueStart, range: valueStart..<index))
                        guard endOfMember() else { return nil }
                    }
                    guard index < count else { return nil }
                    index += 1
                } else {
                    let valueStart = index
                    if name == "sourceLanguage" {
                        guard let language = plainString() else { return nil }
                        slices.sourceLanguage = language
                    } else {
                        guard skipValue(), index <= count, index > valueStart else { return nil }
                    }
                    head += bytes[memberStart..<index]
                    head.append(Self.comma)
                }
                guard endOfMember() else { return nil }
            }
            guard index < count else { return nil }
            index += 1
            skipSpace()
            guard index == count, sawStrings else { return nil }
            slices.headBytes = head
            return slices
        }
    }
}
