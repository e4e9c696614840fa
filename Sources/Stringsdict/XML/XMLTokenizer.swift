/// A pull tokenizer for general XML documents (XLIFF, Interface Builder files) over UTF-8 bytes.
///
/// Each ``next()`` returns the next start tag (with its attributes decoded), end tag or run of
/// text (decoded), skipping the XML declaration, comments, processing instructions and the
/// DOCTYPE; at the end of the document it returns nil. Every token carries the byte ranges it
/// came from in ``text``, so a writer can replace an attribute value or an element's text and
/// keep every other byte as it was. ``location(at:)`` turns an offset into file:line:column.
///
/// The document is checked as it is read: names, quoting, references, matching end tags, one
/// root element, no text outside it; any error throws a ``StringsdictError`` with the file,
/// line and column. The lexical pieces are ``XMLLexical``'s, shared with the property-list
/// reader. Limits: the input size (``PropertyListLimits/maximumInputSize``), the element
/// nesting (``PropertyListLimits/maximumDepth``) and the number of tokens
/// (``PropertyListLimits/maximumNodeCount``); the element stack is explicit, never recursion.
package struct XMLTokenizer {
    /// The document as validated UTF-8, without a byte-order mark: every range refers to it.
    package let text: [UInt8]
    /// How many bytes of the original input came before ``text`` (a UTF-8 byte-order mark), or
    /// nil when the input was transcoded from UTF-16 or UTF-32 (offsets then refer only to ``text``).
    package let utf8Prefix: Int?
    private let limits: PropertyListLimits
    private var positions: TextPositions
    private var pos = 0
    private var openElements: [(name: String, start: Int)] = []
    private var tokenCount = 0
    private var seenRoot = false
    /// Set after a self-closing tag: the synthetic end tag still to return.
    private var pendingEnd: XMLEndTag?

    /// Prepares to read `bytes`: UTF-8 (with or without BOM), or UTF-16/UTF-32 with a BOM
    /// (transcoded to UTF-8 first).
    ///
    /// Throws a `.limit` error for input over the size limit and an `.encoding` error for
    /// invalid text, each with its location.
    package init(bytes: [UInt8], file: String, limits: PropertyListLimits = .default) throws(StringsdictError) {
        guard bytes.count <= limits.maximumInputSize else {
            throw StringsdictError(.limit, "file of \(bytes.count) bytes is larger than the \(limits.maximumInputSize)-byte limit",
                                   at: SourceLocation(file: file, line: 1, column: 1))
        }
        let prepared = try bytes.withUnsafeBufferPointer { buffer throws(StringsdictError) -> ([UInt8], Int?) in
            let detected = UnicodeText.detect(buffer)
            if detected.encoding == .utf8 {
                try UnicodeText.validateUTF8(buffer, from: detected.bomLength, file: file, xmlCharacters: true)
                return (Array(buffer[detected.bomLength...]), detected.bomLength)
            }
            let utf8 = try UnicodeText.transcoded(buffer, detected: detected, file: file) ?? []
            try utf8.withUnsafeBufferPointer { text throws(StringsdictError) in
                try UnicodeText.validateUTF8(text, from: 0, file: file, xmlCharacters: true)
            }
            return (utf8, nil)
        }
        text = prepared.0
        utf8Prefix = prepared.1
        self.limits = limits
        positions = TextPositions(file: file)
    }

    /// The file name used in locations.
    package var file: String { positions.file }

    /// How many elements are open (the root element counts as 1).
    package var depth: Int { openElements.count }

    /// The names of the open elements, outermost first.
    package var openElementNames: [String] { openElements.map(\.name) }

    /// The file:line:column of the byte at `offset` in ``text`` (columns count Unicode scalars).
    package mutating func location(at offset: Int) -> SourceLocation {
        text.withUnsafeBufferPointer { positions.location(at: offset, in: $0) }
    }

    /// The next token, or nil after the root element's end tag and anything that may follow it.
    ///
    /// A self-closing tag `<a/>` is returned as a start tag with
    /// ``XMLStartTag/isSelfClosing`` set, followed by an end tag whose range is empty.
    package mutating func next() throws(StringsdictError) -> XMLToken? {
        if let end = pendingEnd {
            pendingEnd = nil
            _ = openElements.popLast()
            return .endTag(end)
        }
        let result: Result<XMLToken?, XMLLexical.Failure> = text.withUnsafeBufferPointer { bytes in
            var pos = self.pos
            defer { self.pos = pos }
            do throws(XMLLexical.Failure) {
                return .success(try Self.readToken(bytes, at: &pos, state: &self))
            } catch {
                return .failure(error)
            }
        }
        switch result {
        case .success(let token):
            if token != nil {
                tokenCount += 1
                guard tokenCount <= limits.maximumNodeCount else {
                    throw StringsdictError(.limit, "more than \(limits.maximumNodeCount) XML tokens (the node limit)", at: location(at: pos))
                }
            }
            return token
        case .failure(let failure):
            let kind: StringsdictError.Kind = failure.message.hasPrefix("nesting deeper") ? .limit : .syntax
            throw StringsdictError(kind, failure.message, at: location(at: failure.offset))
        }
    }

    // MARK: reading

    private static func readToken(_ bytes: UnsafeBufferPointer<UInt8>, at pos: inout Int, state: inout XMLTokenizer) throws(XMLLexical.Failure) -> XMLToken? {
        typealias L = XMLLexical
        if state.openElements.isEmpty {
            // Prolog or epilog: only whitespace and skipped markup around the one root element.
            try L.skipMisc(bytes, at: &pos, prolog: !state.seenRoot)
            if L.byte(bytes, pos) == 0 {
                if !state.seenRoot { throw L.Failure(message: pos == 0 ? "empty document: expected an element" : "unexpected end of file: expected an element", offset: pos) }
                return nil
            }
            guard L.byte(bytes, pos) == UInt8(ascii: "<") else {
                throw L.Failure(message: state.seenRoot ? "unexpected text after the root element" : "unexpected text before the root element", offset: pos)
            }
            if state.seenRoot { throw L.Failure(message: "a second root element: an XML document holds one", offset: pos) }
            if L.byte(bytes, pos + 1) == UInt8(ascii: "/") { throw L.Failure(message: "end tag without a start tag", offset: pos) }
            if L.startsWith("<!", at: pos, in: bytes) { throw L.Failure(message: "invalid markup before the root element", offset: pos) }
            state.seenRoot = true
            return .startTag(try readStartTag(bytes, at: &pos, state: &state))
        }
        let first = L.byte(bytes, pos)
        if first == 0 {
            let open = state.openElements[state.openElements.count - 1]
            var where_ = state.positions
            let opened = where_.location(at: open.start, in: bytes)
            throw L.Failure(message: "unexpected end of file: <\(open.name)> at \(opened.line):\(opened.column) is not closed", offset: pos)
        }
        if first != UInt8(ascii: "<") {
            return .text(try readText(bytes, at: &pos))
        }
        let second = L.byte(bytes, pos + 1)
        if second == UInt8(ascii: "/") {
            return .endTag(try readEndTag(bytes, at: &pos, state: &state))
        }
        if second == UInt8(ascii: "?") {
            try L.skipProcessingInstruction(bytes, at: &pos)
            return try readToken(bytes, at: &pos, state: &state)
        }
        if second == UInt8(ascii: "!") {
            if L.startsWith("<!--", at: pos, in: bytes) {
                try L.skipComment(bytes, at: &pos)
                return try readToken(bytes, at: &pos, state: &state)
            }
            if L.startsWith("<![CDATA[", at: pos, in: bytes) {
                return .text(try readCDATA(bytes, at: &pos))
            }
            throw L.Failure(message: "invalid markup: expected <!-- or <![CDATA[", offset: pos)
        }
        return .startTag(try readStartTag(bytes, at: &pos, state: &state))
    }

    private static func readName(_ bytes: UnsafeBufferPointer<UInt8>, at pos: inout Int) -> String {
        let start = pos
        while XMLLexical.isNameByte(XMLLexical.byte(bytes, pos)) { pos += 1 }
        return UnicodeText.string(validUTF8: UnsafeBufferPointer(rebasing: bytes[start..<pos]))
    }

    /// Reads `<name attr="value"…>` or `<name …/>` at `pos` (which is at `<`).
    private static func readStartTag(_ bytes: UnsafeBufferPointer<UInt8>, at pos: inout Int, state: inout XMLTokenizer) throws(XMLLexical.Failure) -> XMLStartTag {
        typealias L = XMLLexical
        let start = pos
        pos += 1
        let name = readName(bytes, at: &pos)
        if name.isEmpty {
            if L.byte(bytes, pos) == 0 { throw L.Failure(message: "unexpected end of file in a tag", offset: start) }
            throw L.Failure(message: "invalid markup: expected an element name after <", offset: start)
        }
        guard state.openElements.count < state.limits.maximumDepth else {
            throw L.Failure(message: "nesting deeper than \(state.limits.maximumDepth) levels", offset: start)
        }
        var attributes: [XMLAttribute] = []
        var names: Set<String> = []
        while true {
            let beforeSpace = pos
            while L.isWhitespace(L.byte(bytes, pos)) { pos += 1 }
            switch L.byte(bytes, pos) {
            case UInt8(ascii: ">"):
                pos += 1
                state.openElements.append((name, start))
                return XMLStartTag(name: name, attributes: attributes, range: start..<pos, isSelfClosing: false)
            case UInt8(ascii: "/"):
                guard L.byte(bytes, pos + 1) == UInt8(ascii: ">") else { throw L.Failure(message: "expected /> in <\(name)>", offset: pos) }
                pos += 2
                state.openElements.append((name, start))
                state.pendingEnd = XMLEndTag(name: name, range: pos..<pos)
                return XMLStartTag(name: name, attributes: attributes, range: start..<pos, isSelfClosing: true)
            case 0:
                throw L.Failure(message: "unexpected end of file in <\(name)> tag", offset: start)
            default:
                guard pos > beforeSpace, L.isNameByte(L.byte(bytes, pos)) else {
                    throw L.Failure(message: "invalid attribute in <\(name)> tag", offset: pos)
                }
                let attributeStart = pos
                let attributeName = readName(bytes, at: &pos)
                while L.isWhitespace(L.byte(bytes, pos)) { pos += 1 }
                guard L.byte(bytes, pos) == UInt8(ascii: "=") else { throw L.Failure(message: "expected = after attribute name \(attributeName)", offset: pos) }
                pos += 1
                while L.isWhitespace(L.byte(bytes, pos)) { pos += 1 }
                let quote = L.byte(bytes, pos)
                guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
                    throw L.Failure(message: "expected a quoted value for attribute \(attributeName)", offset: pos)
                }
                let quoteStart = pos
                pos += 1
                let valueStart = pos
                var decoded: [UInt8] = []
                var runStart = pos
                while L.byte(bytes, pos) != quote {
                    switch L.byte(bytes, pos) {
                    case 0: throw L.Failure(message: "unterminated value of attribute \(attributeName)", offset: quoteStart)
                    case UInt8(ascii: "<"): throw L.Failure(message: "< in the value of attribute \(attributeName): write &lt;", offset: pos)
                    case UInt8(ascii: "&"):
                        decoded.append(contentsOf: bytes[runStart..<pos])
                        try L.readReference(bytes, at: &pos, into: &decoded)
                        runStart = pos
                    case 0x09, 0x0A, 0x0D:
                        // Attribute-value normalization: each whitespace character (CRLF as one) is a space.
                        decoded.append(contentsOf: bytes[runStart..<pos])
                        decoded.append(0x20)
                        pos += L.byte(bytes, pos) == 0x0D && L.byte(bytes, pos + 1) == 0x0A ? 2 : 1
                        runStart = pos
                    default:
                        pos += 1
                    }
                }
                decoded.append(contentsOf: bytes[runStart..<pos])
                let valueEnd = pos
                pos += 1
                guard names.insert(attributeName).inserted else {
                    throw L.Failure(message: "attribute \(attributeName) appears twice in <\(name)>", offset: attributeStart)
                }
                let value = decoded.withUnsafeBufferPointer { UnicodeText.string(validUTF8: $0) }
                attributes.append(XMLAttribute(name: attributeName, value: value, valueRange: valueStart..<valueEnd, range: attributeStart..<pos))
            }
        }
    }

    /// Reads `</name>` at `pos` (which is at `</`), requiring the innermost open element's name.
    private static func readEndTag(_ bytes: UnsafeBufferPointer<UInt8>, at pos: inout Int, state: inout XMLTokenizer) throws(XMLLexical.Failure) -> XMLEndTag {
        typealias L = XMLLexical
        let start = pos
        pos += 2
        let name = readName(bytes, at: &pos)
        let expected = state.openElements[state.openElements.count - 1].name
        guard name == expected else {
            if L.byte(bytes, pos) == 0 && name.isEmpty { throw L.Failure(message: "unexpected end of file: expected </\(expected)>", offset: start) }
            throw L.Failure(message: "expected </\(expected)>, found </\(name)>", offset: start)
        }
        while L.isWhitespace(L.byte(bytes, pos)) { pos += 1 }
        guard L.byte(bytes, pos) == UInt8(ascii: ">") else {
            if L.byte(bytes, pos) == 0 { throw L.Failure(message: "unexpected end of file in </\(expected)>", offset: start) }
            throw L.Failure(message: "expected > to close </\(expected)>", offset: pos)
        }
        pos += 1
        state.openElements.removeLast()
        return XMLEndTag(name: name, range: start..<pos)
    }

    /// Reads character data up to the next `<` (or the end), decoding references and
    /// normalizing line breaks (CRLF and a lone CR become LF).
    private static func readText(_ bytes: UnsafeBufferPointer<UInt8>, at pos: inout Int) throws(XMLLexical.Failure) -> XMLText {
        typealias L = XMLLexical
        let start = pos
        var decoded: [UInt8] = []
        var runStart = pos
        var plain = true
        while true {
            let current = L.byte(bytes, pos)
            if current == 0 || current == UInt8(ascii: "<") { break }
            if current == UInt8(ascii: "&") {
                plain = false
                decoded.append(contentsOf: bytes[runStart..<pos])
                try L.readReference(bytes, at: &pos, into: &decoded)
                runStart = pos
            } else if current == 0x0D {
                plain = false
                decoded.append(contentsOf: bytes[runStart..<pos])
                decoded.append(0x0A)
                pos += L.byte(bytes, pos + 1) == 0x0A ? 2 : 1
                runStart = pos
            } else {
                pos += 1
            }
        }
        let value: String
        if plain {
            value = UnicodeText.string(validUTF8: UnsafeBufferPointer(rebasing: bytes[start..<pos]))
        } else {
            decoded.append(contentsOf: bytes[runStart..<pos])
            value = decoded.withUnsafeBufferPointer { UnicodeText.string(validUTF8: $0) }
        }
        return XMLText(value: value, range: start..<pos, isCDATA: false)
    }

    /// Reads `<![CDATA[ … ]]>` at `pos`: its content literally (line breaks normalized).
    private static func readCDATA(_ bytes: UnsafeBufferPointer<UInt8>, at pos: inout Int) throws(XMLLexical.Failure) -> XMLText {
        typealias L = XMLLexical
        let start = pos
        pos += 9
        var decoded: [UInt8] = []
        while !(L.byte(bytes, pos) == UInt8(ascii: "]") && L.startsWith("]]>", at: pos, in: bytes)) {
            let next = L.byte(bytes, pos)
            if next == 0 { throw L.Failure(message: "unterminated CDATA section", offset: start) }
            if next == 0x0D {
                decoded.append(0x0A)
                pos += L.byte(bytes, pos + 1) == 0x0A ? 2 : 1
            } else {
                decoded.append(next)
                pos += 1
            }
        }
        pos += 3
        let value = decoded.withUnsafeBufferPointer { UnicodeText.string(validUTF8: $0) }
        return XMLText(value: value, range: start..<pos, isCDATA: true)
    }
}

/// One token of an XML document, as ``XMLTokenizer`` returns it.
package enum XMLToken: Hashable, Sendable {
    /// `<name …>` or `<name …/>`.
    case startTag(XMLStartTag)
    /// `</name>`, or the empty-ranged end of a self-closing tag.
    case endTag(XMLEndTag)
    /// Character data or a CDATA section, decoded.
    case text(XMLText)
}

/// A start tag: its name, decoded attributes and where it is.
package struct XMLStartTag: Hashable, Sendable {
    /// The element name, prefix included (`xliff:note`).
    package var name: String
    /// The attributes in document order.
    package var attributes: [XMLAttribute]
    /// The bytes of the whole tag, from `<` to `>` included.
    package var range: Range<Int>
    /// Whether the tag is `<name …/>`.
    package var isSelfClosing: Bool

    /// The attribute named `name`, if the tag has it.
    package func attribute(_ name: String) -> XMLAttribute? {
        attributes.first { $0.name == name }
    }

    /// The decoded value of the attribute named `name`, if the tag has it.
    package subscript(_ name: String) -> String? {
        attribute(name)?.value
    }
}

/// An attribute of a start tag.
package struct XMLAttribute: Hashable, Sendable {
    /// The attribute name, prefix included (`xml:space`).
    package var name: String
    /// The value with references decoded and whitespace characters turned into spaces.
    package var value: String
    /// The bytes of the value between its quotes (exclusive): replace these to change it.
    package var valueRange: Range<Int>
    /// The bytes of `name="value"`, quotes included.
    package var range: Range<Int>
}

/// An end tag.
package struct XMLEndTag: Hashable, Sendable {
    /// The element name.
    package var name: String
    /// The bytes of `</name>`; empty (at the end of the start tag) for a self-closing tag.
    package var range: Range<Int>
}

/// A run of character data, or one CDATA section.
package struct XMLText: Hashable, Sendable {
    /// The text with references decoded and line breaks normalized to LF.
    package var value: String
    /// The bytes it was read from (for CDATA, from `<![CDATA[` to `]]>` included).
    package var range: Range<Int>
    /// Whether it is a CDATA section.
    package var isCDATA: Bool

    /// Whether the value is empty or only XML whitespace.
    package var isWhitespace: Bool {
        value.utf8.allSatisfy(XMLLexical.isWhitespace)
    }
}
