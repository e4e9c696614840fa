/// Text escaped for an XML document: the one escaper behind every XML file the package writes
/// other than property lists (XLIFF files, localized interface documents).
///
/// What a reader gets back is exactly the text: `&`, `<` and `>` are always entities; a carriage
/// return is a character reference (a reader turns a raw one into a line feed); in an attribute
/// value, its quote character is an entity and line feeds and tabs are references (a reader turns
/// raw ones into spaces); other control characters, which XML 1.0 does not allow even as
/// references, are written as references, which XML 1.1 readers and ``XMLTokenizer`` accept.
/// (``PropertyListWriter`` keeps its own escaping, which writes what Apple's property-list
/// writer writes.)
package enum XMLEscaping {
    /// Where the escaped text goes.
    package enum Context: Sendable {
        /// Between tags.
        case content
        /// An attribute value delimited by `quote` (`"` or `'`).
        case attribute(quote: UInt8)
    }

    /// Appends `text`, escaped for `context`, to `output` as UTF-8.
    package static func append(_ text: String, in context: Context, to output: inout [UInt8]) {
        var quote: UInt8 = 0
        if case .attribute(let delimiter) = context { quote = delimiter }
        let inAttribute = quote != 0
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "&"): output.append(contentsOf: "&amp;".utf8)
            case UInt8(ascii: "<"): output.append(contentsOf: "&lt;".utf8)
            case UInt8(ascii: ">"): output.append(contentsOf: "&gt;".utf8)
            case UInt8(ascii: "\"") where quote == UInt8(ascii: "\""): output.append(contentsOf: "&quot;".utf8)
            case UInt8(ascii: "'") where quote == UInt8(ascii: "'"): output.append(contentsOf: "&apos;".utf8)
            case 0x0D: output.append(contentsOf: "&#13;".utf8)
            case 0x0A where inAttribute: output.append(contentsOf: "&#10;".utf8)
            case 0x09 where inAttribute: output.append(contentsOf: "&#9;".utf8)
            case 0x0A, 0x09: output.append(byte)
            case 0x00..<0x20: output.append(contentsOf: "&#\(byte);".utf8)
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
}
