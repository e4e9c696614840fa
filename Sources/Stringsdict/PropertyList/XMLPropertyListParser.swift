/// A reader for XML property lists, written for localization files and run over UTF-8 bytes.
///
/// It understands what Apple's and Python's writers produce and what XML allows around it: the
/// XML declaration, DOCTYPE (internal subset skipped), comments, processing instructions, CDATA,
/// the five predefined entities and numeric character references. Text is kept exactly, except
/// that line breaks follow XML (CRLF and a lone CR become LF; `&#13;` stays a CR). The declared
/// encoding is not consulted: the bytes are UTF-8 (the caller transcodes UTF-16 first).
///
/// The nesting of dictionaries and arrays is kept on an explicit stack, so depth costs heap, not
/// call stack; it is capped by ``PropertyListLimits/maximumDepth``. Every read of the input goes
/// through ``byte(_:)``, which returns 0 past the end: NUL is rejected before parsing, so 0 means
/// "end of input" and no index can run off the buffer. The lexical pieces (names, references,
/// skipped markup) are ``XMLLexical``'s, shared with ``XMLTokenizer``.
///
/// Twin reader (reference): ``StringsdictScanner`` is the fast path for the usual `.stringsdict`
/// shape and must read what it takes as this parser does; `Tests/StringsdictTests/StringsdictLoaderTests.swift` holds
/// them equal.
struct XMLPropertyListParser {
    private let bytes: UnsafeBufferPointer<UInt8>
    private let limits: PropertyListLimits
    private var positions: TextPositions
    private var pos = 0
    /// Values read so far, bounded by ``PropertyListLimits/maximumNodeCount``.
    private var nodeCount = 0

    /// Parses `bytes` (validated UTF-8, no NUL, no BOM) into the root node.
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>, file: String, limits: PropertyListLimits) throws(StringsdictError) -> PropertyListNode {
        var parser = XMLPropertyListParser(bytes: bytes, limits: limits, positions: TextPositions(file: file))
        return try parser.parseDocument()
    }

    private init(bytes: UnsafeBufferPointer<UInt8>, limits: PropertyListLimits, positions: TextPositions) {
        self.bytes = bytes
        self.limits = limits
        self.positions = positions
    }

    // MARK: elements

    /// The elements a property list is made of.
    private enum Element: String {
        case plist, dict, array, key, string, integer, real, date, data
        case `true`, `false`

        /// Matches element-name bytes without building a String: names of up to 8 bytes are
        /// packed into an integer and compared with the packed known names.
        init?(_ name: UnsafeBufferPointer<UInt8>) {
            guard name.count <= 8 else { return nil }
            var packed: UInt64 = 0
            for byte in name { packed = packed << 8 | UInt64(byte) }
            switch packed {
            case 0x6B_6579: self = .key
            case 0x6469_6374: self = .dict
            case 0x7265_616C: self = .real
            case 0x6461_7465: self = .date
            case 0x6461_7461: self = .data
            case 0x7472_7565: self = .true
            case 0x70_6C69_7374: self = .plist
            case 0x61_7272_6179: self = .array
            case 0x66_616C_7365: self = .false
            case 0x7374_7269_6E67: self = .string
            case 0x69_6E74_6567_6572: self = .integer
            default: return nil
            }
        }
    }

    /// A start tag just read: which element, where its `<` is, and whether it was `<name/>`.
    private struct StartTag {
        var element: Element
        var start: Int
        var isEmpty: Bool
    }

    /// An open `<dict>` or `<array>` on the explicit stack.
    private struct Frame {
        var element: Element
        var start: Int
        var location: SourceLocation
        var entries: [PropertyListDictionary.Entry] = []
        var elements: [PropertyListNode] = []
        var pendingKey: String?
        var pendingKeyLocation: SourceLocation?
    }

    // MARK: document

    private mutating func parseDocument() throws(StringsdictError) -> PropertyListNode {
        try skipMisc(prolog: true)
        guard byte(pos) == UInt8(ascii: "<") else {
            if byte(pos) == 0 { throw failure("empty document: expected <plist>", at: pos) }
            throw failure("expected <plist>, found text", at: pos)
        }
        let first = try readStartTag()
        let root: PropertyListNode
        if first.element == .plist {
            if first.isEmpty { throw failure("<plist/> holds no value", at: first.start) }
            try skipMisc(prolog: false)
            if byte(pos) == UInt8(ascii: "<") && byte(pos + 1) == UInt8(ascii: "/") {
                throw failure("<plist> holds no value", at: pos)
            }
            guard byte(pos) == UInt8(ascii: "<") else { throw unexpectedContent(in: .plist) }
            let valueTag = try readStartTag()
            root = try parseValue(valueTag)
            try skipMisc(prolog: false)
            if byte(pos) == 0 { throw failure("unexpected end of file: expected </plist>", at: pos) }
            guard byte(pos) == UInt8(ascii: "<"), byte(pos + 1) == UInt8(ascii: "/") else {
                throw failure("<plist> holds more than one value", at: pos)
            }
            try readEndTag(.plist)
        } else {
            // A bare root value without the <plist> wrapper, as CoreFoundation also accepts.
            root = try parseValue(first)
        }
        try skipMisc(prolog: false)
        guard pos >= bytes.count else { throw failure("unexpected content after the property list", at: pos) }
        return root
    }

    /// Parses the value whose start tag was just read, children included, iteratively.
    private mutating func parseValue(_ firstTag: StartTag) throws(StringsdictError) -> PropertyListNode {
        var stack: [Frame] = []
        var tag = firstTag
        while true {
            let location = positions.location(at: tag.start, in: bytes)
            var completed: PropertyListNode?
            switch tag.element {
            case .dict, .array:
                if tag.isEmpty {
                    completed = PropertyListNode(tag.element == .dict ? .dictionary(PropertyListDictionary()) : .array([]), at: location)
                } else {
                    guard stack.count < limits.maximumDepth else {
                        throw StringsdictError(.limit, "nesting deeper than \(limits.maximumDepth) levels", at: location)
                    }
                    stack.append(Frame(element: tag.element, start: tag.start, location: location))
                }
            case .key:
                guard let top = stack.indices.last, stack[top].element == .dict else {
                    throw failure("<key> outside a dictionary", at: tag.start)
                }
                if let pending = stack[top].pendingKey {
                    throw failure("key \"\(pending)\" has no value: found another <key>", at: tag.start)
                }
                stack[top].pendingKey = tag.isEmpty ? "" : try readText(of: .key)
                stack[top].pendingKeyLocation = location
            case .string:
                completed = PropertyListNode(.string(tag.isEmpty ? "" : try readText(of: .string)), at: location)
            case .integer:
                let text = tag.isEmpty ? "" : try readText(of: .integer)
                guard let value = PropertyListInteger(text: trimmed(text)) else {
                    throw failure("invalid <integer> \"\(text)\": expected a whole number from -2^63 to 2^64-1", at: tag.start)
                }
                completed = PropertyListNode(.integer(value), at: location)
            case .real:
                let text = tag.isEmpty ? "" : try readText(of: .real)
                guard let value = Double(String(Substring(trimmed(text)))) else {
                    throw failure("invalid <real> \"\(text)\"", at: tag.start)
                }
                completed = PropertyListNode(.real(value), at: location)
            case .date:
                let text = tag.isEmpty ? "" : try readText(of: .date)
                guard let value = PropertyListDate(iso8601: trimmed(text)) else {
                    throw failure("invalid <date> \"\(text)\": expected YYYY-MM-DDTHH:MM:SSZ", at: tag.start)
                }
                completed = PropertyListNode(.date(value), at: location)
            case .data:
                let text = tag.isEmpty ? "" : try readText(of: .data)
                guard let value = Base64.decode(text.utf8) else {
                    throw failure("invalid base64 in <data>", at: tag.start)
                }
                completed = PropertyListNode(.data(value), at: location)
            case .true, .false:
                if !tag.isEmpty {
                    let text = try readText(of: tag.element)
                    guard trimmed(text).isEmpty else {
                        throw failure("<\(tag.element.rawValue)> must be empty", at: tag.start)
                    }
                }
                completed = PropertyListNode(.bool(tag.element == .true), at: location)
            case .plist:
                throw failure("<plist> inside a property list", at: tag.start)
            }

            // Attach the finished value, then close containers until the next start tag.
            while true {
                if let node = completed {
                    completed = nil
                    nodeCount += 1
                    guard nodeCount <= limits.maximumNodeCount else {
                        throw StringsdictError(.limit, "more than \(limits.maximumNodeCount) values (the node limit)", at: node.location)
                    }
                    guard let top = stack.indices.last else { return node }
                    try attach(node, to: &stack[top])
                }
                try skipMisc(prolog: false)
                guard let top = stack.indices.last else {
                    // Only a <key> leaves no open container without completing a value; that
                    // was rejected above, so this is unreachable for valid and invalid input alike.
                    throw failure("unexpected content", at: pos)
                }
                if byte(pos) == 0 {
                    let open = stack[top]
                    throw failure("unexpected end of file: <\(open.element.rawValue)> at \(open.location.line):\(open.location.column) is not closed", at: pos)
                }
                guard byte(pos) == UInt8(ascii: "<") else { throw unexpectedContent(in: stack[top].element) }
                if byte(pos + 1) == UInt8(ascii: "/") {
                    let endStart = pos
                    try readEndTag(stack[top].element)
                    let frame = stack.removeLast()
                    if let pending = frame.pendingKey {
                        throw failure("key \"\(pending)\" has no value", at: endStart)
                    }
                    if frame.element == .dict {
                        completed = PropertyListNode(.dictionary(PropertyListDictionary(entries: frame.entries)), at: frame.location)
                    } else {
                        completed = PropertyListNode(.array(frame.elements), at: frame.location)
                    }
                    if stack.isEmpty, let node = completed { return node }
                    continue
                }
                tag = try readStartTag()
                break
            }
        }
    }

    /// Adds a finished value to the open container: an array element, or the value of the
    /// dictionary's pending key.
    private func attach(_ node: PropertyListNode, to frame: inout Frame) throws(StringsdictError) {
        if frame.element == .array {
            frame.elements.append(node)
            return
        }
        guard let key = frame.pendingKey, let keyLocation = frame.pendingKeyLocation else {
            throw StringsdictError(.syntax, "expected <key> before a \(node.value.typeName) value in a dictionary", at: node.location)
        }
        frame.entries.append(PropertyListDictionary.Entry(key: key, keyLocation: keyLocation, value: node))
        frame.pendingKey = nil
        frame.pendingKeyLocation = nil
    }

    // MARK: tags

    /// Reads `<name attr="…">` or `<name/>` at `pos` (which is at `<`).
    private mutating func readStartTag() throws(StringsdictError) -> StartTag {
        let start = pos
        pos += 1
        let nameStart = pos
        while isNameByte(byte(pos)) { pos += 1 }
        let name = UnsafeBufferPointer(rebasing: bytes[nameStart..<min(pos, bytes.count)])
        guard let element = Element(name) else {
            if name.isEmpty {
                if byte(pos) == 0 { throw failure("unexpected end of file in a tag", at: start) }
                throw failure("invalid markup: expected an element name after <", at: start)
            }
            throw failure("unknown element <\(String(decoding: name, as: UTF8.self))>", at: start)
        }
        // Attributes (only <plist version="1.0"> has any) are checked for shape and ignored.
        while true {
            let beforeSpace = pos
            skipWhitespace()
            switch byte(pos) {
            case UInt8(ascii: ">"):
                pos += 1
                return StartTag(element: element, start: start, isEmpty: false)
            case UInt8(ascii: "/"):
                guard byte(pos + 1) == UInt8(ascii: ">") else { throw failure("expected /> in <\(element.rawValue)>", at: pos) }
                pos += 2
                return StartTag(element: element, start: start, isEmpty: true)
            case 0:
                throw failure("unexpected end of file in <\(element.rawValue)> tag", at: start)
            default:
                guard pos > beforeSpace, isNameByte(byte(pos)) else {
                    throw failure("invalid attribute in <\(element.rawValue)> tag", at: pos)
                }
                while isNameByte(byte(pos)) { pos += 1 }
                skipWhitespace()
                guard byte(pos) == UInt8(ascii: "=") else { throw failure("expected = after attribute name", at: pos) }
                pos += 1
                skipWhitespace()
                let quote = byte(pos)
                guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
                    throw failure("expected a quoted attribute value", at: pos)
                }
                let valueStart = pos
                pos += 1
                while byte(pos) != quote {
                    if byte(pos) == 0 { throw failure("unterminated attribute value", at: valueStart) }
                    if byte(pos) == UInt8(ascii: "<") { throw failure("< in an attribute value", at: pos) }
                    pos += 1
                }
                pos += 1
            }
        }
    }

    /// Reads `</name>` at `pos` (which is at `</`), requiring `expected`.
    private mutating func readEndTag(_ expected: Element) throws(StringsdictError) {
        let start = pos
        pos += 2
        let nameStart = pos
        while isNameByte(byte(pos)) { pos += 1 }
        let name = UnsafeBufferPointer(rebasing: bytes[min(nameStart, bytes.count)..<min(pos, bytes.count)])
        guard Element(name) == expected else {
            if byte(pos) == 0 && name.isEmpty { throw failure("unexpected end of file: expected </\(expected.rawValue)>", at: start) }
            throw failure("expected </\(expected.rawValue)>, found </\(String(decoding: name, as: UTF8.self))>", at: start)
        }
        skipWhitespace()
        guard byte(pos) == UInt8(ascii: ">") else {
            if byte(pos) == 0 { throw failure("unexpected end of file in </\(expected.rawValue)>", at: start) }
            throw failure("expected > to close </\(expected.rawValue)>", at: pos)
        }
        pos += 1
    }

    // MARK: text

    /// Reads the text content of a leaf element up to and including its end tag.
    ///
    /// Entities and character references are decoded, CDATA is taken literally, comments and
    /// processing instructions are dropped, CRLF and lone CR become LF. A child element is an error.
    private mutating func readText(of element: Element) throws(StringsdictError) -> String {
        let start = pos
        // Fast path: plain text straight up to the end tag, eight bytes at a time where possible.
        while let word = SWAR.word(bytes, at: pos), !SWAR.hasByte(UInt8(ascii: "<"), in: word),
              !SWAR.hasByte(UInt8(ascii: "&"), in: word), !SWAR.hasByte(0x0D, in: word) {
            pos += 8
        }
        while true {
            let current = byte(pos)
            if current == UInt8(ascii: "<") || current == UInt8(ascii: "&") || current == 0x0D || current == 0 { break }
            pos += 1
        }
        if byte(pos) == UInt8(ascii: "<") && byte(pos + 1) == UInt8(ascii: "/") {
            // Cut between two ASCII delimiters of validated input: whole, valid UTF-8.
            let content = UnsafeBufferPointer(rebasing: bytes[start..<pos])
            let text = Self.wellKnown(content) ?? UnicodeText.string(validUTF8: content)
            try readEndTag(element)
            return text
        }
        var buffer = Array(bytes[start..<pos])
        while true {
            switch byte(pos) {
            case 0:
                throw failure("unexpected end of file in <\(element.rawValue)>: expected </\(element.rawValue)>", at: pos)
            case UInt8(ascii: "&"):
                try readReference(into: &buffer)
            case 0x0D:
                buffer.append(0x0A)
                pos += byte(pos + 1) == 0x0A ? 2 : 1
            case UInt8(ascii: "<"):
                if byte(pos + 1) == UInt8(ascii: "/") {
                    try readEndTag(element)
                    // Runs of validated input cut at ASCII delimiters and the UTF-8 of valid
                    // scalars: valid UTF-8.
                    return buffer.withUnsafeBufferPointer { UnicodeText.string(validUTF8: $0) }
                } else if startsWith("<![CDATA[", at: pos) {
                    let cdataStart = pos
                    pos += 9
                    while !(byte(pos) == UInt8(ascii: "]") && startsWith("]]>", at: pos)) {
                        let next = byte(pos)
                        if next == 0 { throw failure("unterminated CDATA section", at: cdataStart) }
                        if next == 0x0D {
                            buffer.append(0x0A)
                            pos += byte(pos + 1) == 0x0A ? 2 : 1
                        } else {
                            buffer.append(next)
                            pos += 1
                        }
                    }
                    pos += 3
                } else if startsWith("<!--", at: pos) {
                    try skipComment()
                } else if byte(pos + 1) == UInt8(ascii: "?") {
                    try skipProcessingInstruction()
                } else {
                    throw failure("unexpected element inside <\(element.rawValue)>", at: pos)
                }
            default:
                let runStart = pos
                while true {
                    let next = byte(pos)
                    if next == UInt8(ascii: "<") || next == UInt8(ascii: "&") || next == 0x0D || next == 0 { break }
                    pos += 1
                }
                buffer.append(contentsOf: bytes[runStart..<pos])
            }
        }
    }

    /// The keys and rule types every `.stringsdict` entry repeats, as string literals.
    private static let wellKnownTexts: [String] = [
        "NSStringLocalizedFormatKey", "NSStringFormatSpecTypeKey", "NSStringFormatValueTypeKey",
        "NSStringPluralRuleType", "NSStringVariableWidthRuleType", "NSStringDeviceSpecificRuleType",
    ]

    /// The same text as a literal when `content` is one of ``wellKnownTexts``, else nil.
    ///
    /// Each is longer than a small string, so making it from the bytes would allocate; a
    /// literal is neither allocated nor reference counted, and equal as a `String`. A file
    /// writes them in every entry: about half the strings of a `.stringsdict`.
    private static func wellKnown(_ content: UnsafeBufferPointer<UInt8>) -> String? {
        guard content.count >= 22, content.count <= 30, content.first == UInt8(ascii: "N") else { return nil }
        for text in wellKnownTexts where text.utf8.count == content.count {
            if text.utf8.withContiguousStorageIfAvailable({ SWAR.equal($0, content) }) == true {
                return text
            }
        }
        return nil
    }

    /// Decodes `&name;`, `&#NNN;` or `&#xHHH;` at `pos` into UTF-8 (see ``XMLLexical``).
    private mutating func readReference(into buffer: inout [UInt8]) throws(StringsdictError) {
        do {
            try XMLLexical.readReference(bytes, at: &pos, into: &buffer)
        } catch {
            throw failure(error.message, at: error.offset)
        }
    }

    // MARK: skipping

    /// Skips whitespace, comments and processing instructions; in the prolog also the DOCTYPE.
    private mutating func skipMisc(prolog: Bool) throws(StringsdictError) {
        do {
            try XMLLexical.skipMisc(bytes, at: &pos, prolog: prolog)
        } catch {
            throw failure(error.message, at: error.offset)
        }
    }

    private mutating func skipComment() throws(StringsdictError) {
        do {
            try XMLLexical.skipComment(bytes, at: &pos)
        } catch {
            throw failure(error.message, at: error.offset)
        }
    }

    private mutating func skipProcessingInstruction() throws(StringsdictError) {
        do {
            try XMLLexical.skipProcessingInstruction(bytes, at: &pos)
        } catch {
            throw failure(error.message, at: error.offset)
        }
    }

    private mutating func skipWhitespace() {
        while isWhitespace(byte(pos)) { pos += 1 }
    }

    // MARK: bytes

    /// The byte at `index`, or 0 at and past the end.
    @inline(__always)
    private func byte(_ index: Int) -> UInt8 {
        XMLLexical.byte(bytes, index)
    }

    @inline(__always)
    private func isWhitespace(_ byte: UInt8) -> Bool {
        XMLLexical.isWhitespace(byte)
    }

    @inline(__always)
    private func isNameByte(_ byte: UInt8) -> Bool {
        XMLLexical.isNameByte(byte)
    }

    private func startsWith(_ text: StaticString, at index: Int) -> Bool {
        XMLLexical.startsWith(text, at: index, in: bytes)
    }

    private func trimmed(_ text: String) -> Substring.UTF8View {
        var view = Substring(text).utf8[...]
        while let first = view.first, isWhitespace(first) { view = view.dropFirst() }
        while let last = view.last, isWhitespace(last) { view = view.dropLast() }
        return view
    }

    private mutating func unexpectedContent(in element: Element) -> StringsdictError {
        failure("unexpected text inside <\(element.rawValue)>: expected an element", at: pos)
    }

    private mutating func failure(_ message: String, at index: Int) -> StringsdictError {
        StringsdictError(.syntax, message, at: positions.location(at: index, in: bytes))
    }
}
