/// Text escaped for an XML document: the one escaper behind every XML file the package writes
/// (XLIFF files, localized interface documents, ``PropertyListWriter``'s XML form), and the one
/// check every XML writer runs before it writes.
///
/// What a reader gets back is exactly the text: `&`, `<` and `>` are always entities; a carriage
/// return is a character reference (a reader turns a raw one into a line feed); in an attribute
/// value, its quote character is an entity and line feeds and tabs are references (a reader turns
/// raw ones into spaces).
///
/// XML 1.0 cannot carry every character: its `Char` production (XML 1.0 §2.2) is
/// `#x9 | #xA | #xD | [#x20-#xD7FF] | [#xE000-#xFFFD] | [#x10000-#x10FFFF]`, and a character
/// reference must name a `Char` too (§4.1, well-formedness constraint "Legal Character"), so
/// `&#1;`, `&#0;` or U+FFFE make a file every XML 1.0 reader rejects. Writers refuse such text
/// with ``check(_:keyPath:location:output:hint:)`` (an error naming the key) before they write
/// anything; ``append(_:in:to:)`` never meets it. Refusing is our decision: writing `&#1;`
/// (as this package once did) only moves the failure to the next tool that reads the file.
package enum XMLEscaping {
    /// Where the escaped text goes.
    package enum Context: Sendable {
        /// Between tags.
        case content
        /// An attribute value delimited by `quote` (`"` or `'`).
        case attribute(quote: UInt8)
        /// Between the tags of an XML property list, as Foundation writes them: `&`, `<` and `>`
        /// as entities, every other character (a carriage return too) as itself.
        case propertyList
    }

    /// Appends `text`, escaped for `context`, to `output` as UTF-8.
    package static func append(_ text: String, in context: Context, to output: inout [UInt8]) {
        var quote: UInt8 = 0
        if case .attribute(let delimiter) = context { quote = delimiter }
        let inAttribute = quote != 0
        var isPropertyList = false
        if case .propertyList = context { isPropertyList = true }
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "&"): output.append(contentsOf: "&amp;".utf8)
            case UInt8(ascii: "<"): output.append(contentsOf: "&lt;".utf8)
            case UInt8(ascii: ">"): output.append(contentsOf: "&gt;".utf8)
            case UInt8(ascii: "\"") where quote == UInt8(ascii: "\""): output.append(contentsOf: "&quot;".utf8)
            case UInt8(ascii: "'") where quote == UInt8(ascii: "'"): output.append(contentsOf: "&apos;".utf8)
            case 0x0D where !isPropertyList: output.append(contentsOf: "&#13;".utf8)
            case 0x0A where inAttribute: output.append(contentsOf: "&#10;".utf8)
            case 0x09 where inAttribute: output.append(contentsOf: "&#9;".utf8)
            default: output.append(byte)
            }
        }
    }

    /// `text` escaped for `context`.
    package static func escaped(_ text: String, in context: Context) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(text.utf8.count)
        append(text, in: context, to: &output)
        return String(decoding: output, as: UTF8.self)
    }

    // MARK: what XML 1.0 can carry

    /// Whether XML 1.0 can carry `scalar`: its `Char` production, `#x9 | #xA | #xD |
    /// [#x20-#xD7FF] | [#xE000-#xFFFD] | [#x10000-#x10FFFF]` (surrogates are no `Unicode.Scalar`).
    package static func isXML10Character(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }

    /// The first character of `text` that XML 1.0 cannot carry, and its 1-based position in
    /// Unicode scalars; nil when every character is allowed.
    ///
    /// Reads the UTF-8 bytes: only a byte below 0x20 (other than tab, line feed, carriage return)
    /// or the sequences of U+FFFE and U+FFFF (`EF BF BE`, `EF BF BF`) can be such a character.
    package static func firstNonXML10Character(in text: String) -> (scalar: Unicode.Scalar, position: Int)? {
        var suspect = false
        var previous: (UInt8, UInt8) = (0, 0)
        for byte in text.utf8 {
            if byte < 0x20, byte != 0x09, byte != 0x0A, byte != 0x0D { suspect = true; break }
            if previous == (0xEF, 0xBF), byte == 0xBE || byte == 0xBF { suspect = true; break }
            previous = (previous.1, byte)
        }
        guard suspect else { return nil }
        var position = 0
        for scalar in text.unicodeScalars {
            position += 1
            if !isXML10Character(scalar) { return (scalar, position) }
        }
        return nil
    }

    /// Throws when `text` holds a character XML 1.0 cannot carry: what every XML writer asks
    /// before it writes, so no such file is ever written.
    ///
    /// - Parameters:
    ///   - text: a key, value or attribute about to be written.
    ///   - keyPath: the key (and the keys below it) the text belongs to, named in the error.
    ///   - location: where the text was read from, when known (line 0 counts as unknown).
    ///   - output: the file that was to be written, named in the message when known.
    ///   - hint: what else the user can do besides removing the character (e.g. write a binary
    ///     property list); nil for none.
    /// - Throws: ``StringsdictError`` of kind `.encoding`, code `xml-forbidden-character`.
    package static func check(_ text: String, keyPath: [String], location: SourceLocation? = nil, output: String? = nil, hint: String? = nil) throws(StringsdictError) {
        guard let (scalar, position) = firstNonXML10Character(in: text) else { return }
        throw forbiddenCharacter(scalar, position: position, keyPath: keyPath, location: location, output: output, hint: hint)
    }

    /// `U+0018`: a scalar's code point as Unicode writes it, at least four hex digits.
    package static func codePoint(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    /// The error ``check(_:keyPath:location:output:hint:)`` throws.
    static func forbiddenCharacter(_ scalar: Unicode.Scalar, position: Int, keyPath: [String], location: SourceLocation?, output: String?, hint: String?) -> StringsdictError {
        let code = codePoint(scalar)
        let kind = scalar.value < 0x20 ? "a control character" : "a noncharacter"
        let target = output.map { "\($0) would not be well-formed XML 1.0, so it was not written" } ?? "the XML 1.0 output would not be well-formed, so nothing was written"
        let message = "\(code) (\(kind)) at character \(position) of the text cannot be written in XML 1.0: \(target)"
        var fix = "remove the character (XML 1.0 allows tab, line feed, carriage return and U+0020–U+D7FF, U+E000–U+FFFD, U+10000–U+10FFFF)"
        if let hint { fix += ", or \(hint)" }
        let known = location.flatMap { $0.line > 0 ? $0 : nil }
        return StringsdictError(.encoding, message, at: known, keyPath: keyPath, hint: fix, code: .xmlForbiddenCharacter)
    }
}
