/// Writes JSON in exactly the form Xcode writes String Catalogs, byte for byte.
///
/// The form, as Xcode's `.xcstrings` files show it:
/// - two spaces of indentation per level, one member or element per line, `"key" : value`;
/// - the members of every object ordered by CLDR root collation of their keys (`RootCollator`:
///   `""` first, then punctuation, symbols, digits, letters; case only breaks ties), which also
///   puts the fixed keys in their usual order (`comment`, `extractionState`, `localizations`,
///   `shouldTranslate`; `state`, `value`);
/// - an empty object as `{`, an empty line, then `}` at the object's indentation;
/// - strings with `"`, `\` and control characters escaped (`\n`, `\r`, `\t`, `\b`, `\f`, else
///   `\u00xx`), everything else (`/`, non-ASCII) written as is;
/// - numbers as they were read, `true`, `false`, `null`;
/// - no newline after the closing brace.
///
/// Nesting is written by recursion, one level per level of the value: values read by
/// ``JSONDocument`` nest at most ``JSONDocument/maximumDepth`` levels.
public struct CanonicalJSONWriter {
    let collator = RootCollator()
    var output: [UInt8] = []
    /// The catalog model's field names in collation order (see `bytes(of:)` of a document).
    var catalogFieldOrders: [[(name: String, id: Int)]] = []

    /// The canonical bytes of `value`.
    public static func bytes(of value: JSONValue) -> [UInt8] {
        var writer = CanonicalJSONWriter()
        writer.write(value, indent: 0)
        return writer.output
    }

    /// `value` on one line, without spaces (`{"a":1,"b":[true,null]}`), members in the canonical
    /// order: the form messages show a value in (a merge conflict's sides).
    public static func compactBytes(of value: JSONValue) -> [UInt8] {
        var writer = CanonicalJSONWriter()
        writer.compact = true
        writer.write(value, indent: 0)
        return writer.output
    }

    /// True for ``compactBytes(of:)``: no line breaks, indentation or spaces.
    var compact = false

    /// The keys in the order the canonical form writes them.
    public static func sortedKeys(_ keys: some Sequence<String>) -> [String] {
        RootCollator().sorted(Array(keys))
    }

    mutating func write(_ value: JSONValue, indent: Int) {
        switch value {
        case .object(let object) where compact:
            output.append(UInt8(ascii: "{"))
            let sorted = object.members.map { (collator.sortKey($0.key), $0) }.sorted { $0.0.lexicographicallyPrecedes($1.0) }
            for (index, (_, member)) in sorted.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                string(member.key)
                output.append(UInt8(ascii: ":"))
                write(member.value, indent: 0)
            }
            output.append(UInt8(ascii: "}"))
        case .array(let elements) where compact:
            output.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                write(element, indent: 0)
            }
            output.append(UInt8(ascii: "]"))
        case .object(let object):
            output.append(UInt8(ascii: "{"))
            output.append(UInt8(ascii: "\n"))
            if object.members.isEmpty {
                output.append(UInt8(ascii: "\n"))
            } else {
                let keyed = object.members.map { (collator.sortKey($0.key), $0) }
                let sorted = keyed.sorted { $0.0.lexicographicallyPrecedes($1.0) }
                for (index, (_, member)) in sorted.enumerated() {
                    spaces(indent + 2)
                    string(member.key)
                    output.append(contentsOf: [0x20, UInt8(ascii: ":"), 0x20])
                    write(member.value, indent: indent + 2)
                    if index < sorted.count - 1 { output.append(UInt8(ascii: ",")) }
                    output.append(UInt8(ascii: "\n"))
                }
            }
            spaces(indent)
            output.append(UInt8(ascii: "}"))
        case .array(let elements):
            output.append(UInt8(ascii: "["))
            output.append(UInt8(ascii: "\n"))
            if elements.isEmpty { output.append(UInt8(ascii: "\n")) }
            for (index, element) in elements.enumerated() {
                spaces(indent + 2)
                write(element, indent: indent + 2)
                if index < elements.count - 1 { output.append(UInt8(ascii: ",")) }
                output.append(UInt8(ascii: "\n"))
            }
            spaces(indent)
            output.append(UInt8(ascii: "]"))
        case .string(let text):
            string(text)
        case .number(let text):
            output.append(contentsOf: text.utf8)
        case .bool(let flag):
            output.append(contentsOf: (flag ? "true" : "false").utf8)
        case .null:
            output.append(contentsOf: "null".utf8)
        }
    }

    mutating func spaces(_ count: Int) {
        output.append(contentsOf: repeatElement(0x20, count: count))
    }

    mutating func string(_ text: String) {
        Self.appendString(text, to: &output)
    }

    /// `text` as a JSON string literal, quotes included: the one JSON string escaper (catalogs,
    /// the linter's JSON report), in the form this type's documentation gives.
    package static func quoted(_ text: String) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(text.utf8.count + 2)
        appendString(text, to: &output)
        return String(decoding: output, as: UTF8.self)
    }

    /// Appends `text` as a JSON string literal, quotes included, to `output`: ``quoted(_:)``
    /// without the intermediate string, for writers that build JSON in bytes (the studio's API).
    package static func appendQuoted(_ text: String, to output: inout [UInt8]) {
        appendString(text, to: &output)
    }

    /// Appends `text` as a JSON string literal, quotes included, to `output`.
    static func appendString(_ text: String, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        var text = text
        let plain = text.withUTF8 { bytes in
            // Most strings need no escape: copied in one go.
            for byte in bytes where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") { return false }
            output.append(contentsOf: bytes)
            return true
        }
        if plain {
            output.append(UInt8(ascii: "\""))
            return
        }
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): output.append(contentsOf: [0x5C, UInt8(ascii: "\"")])
            case UInt8(ascii: "\\"): output.append(contentsOf: [0x5C, 0x5C])
            case 0x0A: output.append(contentsOf: [0x5C, UInt8(ascii: "n")])
            case 0x0D: output.append(contentsOf: [0x5C, UInt8(ascii: "r")])
            case 0x09: output.append(contentsOf: [0x5C, UInt8(ascii: "t")])
            case 0x08: output.append(contentsOf: [0x5C, UInt8(ascii: "b")])
            case 0x0C: output.append(contentsOf: [0x5C, UInt8(ascii: "f")])
            case 0..<0x20:
                let digits: [UInt8] = Array("0123456789abcdef".utf8)
                output.append(contentsOf: [0x5C, UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"), digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
            default:
                output.append(byte)
            }
        }
        output.append(UInt8(ascii: "\""))
    }
}
