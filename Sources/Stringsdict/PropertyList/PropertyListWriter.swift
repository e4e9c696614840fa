/// Writes property lists as XML (Apple's DTD, tab-indented, as `plutil -convert xml1` writes
/// them) or binary (`bplist00`), the two forms ``PropertyListReader`` and Foundation read.
///
/// Dictionaries are written in the order of their entries (callers sort them for stable bytes);
/// a key repeated in a dictionary is written once, with its first value, as readers keep the
/// first. Output depends only on the value, so the same value always gives the same bytes.
/// Nesting is written by recursion, one level per level of the value (the readers cap it).
public enum PropertyListWriter {
    /// The form to write.
    public enum Format: String, Hashable, Sendable, CaseIterable {
        /// An XML property list (and `.strings` as UTF-8 text), for source trees.
        case xml
        /// A binary property list (`bplist00`), as Xcode puts it in a bundle.
        case binary
    }

    /// The bytes of `value` in `format`.
    public static func bytes(of value: PropertyListValue, format: Format) -> [UInt8] {
        switch format {
        case .xml: xml(value)
        case .binary: binary(value)
        }
    }

    // MARK: XML

    /// `value` as an XML property list.
    public static func xml(_ value: PropertyListValue) -> [UInt8] {
        var output = Array("""
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">

            """.utf8)
        writeXML(value, depth: 0, into: &output)
        output.append(contentsOf: "</plist>\n".utf8)
        return output
    }

    private static func writeXML(_ value: PropertyListValue, depth: Int, into output: inout [UInt8]) {
        func indent(_ level: Int) { output.append(contentsOf: repeatElement(0x09, count: level)) }
        func element(_ name: String, _ text: String) {
            output.append(contentsOf: "<\(name)>".utf8)
            escape(text, into: &output)
            output.append(contentsOf: "</\(name)>\n".utf8)
        }
        indent(depth)
        switch value {
        case .dictionary(let dictionary):
            let entries = uniqueEntries(dictionary)
            if entries.isEmpty {
                output.append(contentsOf: "<dict/>\n".utf8)
                return
            }
            output.append(contentsOf: "<dict>\n".utf8)
            for entry in entries {
                indent(depth + 1)
                element("key", entry.key)
                writeXML(entry.value.value, depth: depth + 1, into: &output)
            }
            indent(depth)
            output.append(contentsOf: "</dict>\n".utf8)
        case .array(let elements):
            if elements.isEmpty {
                output.append(contentsOf: "<array/>\n".utf8)
                return
            }
            output.append(contentsOf: "<array>\n".utf8)
            for element in elements { writeXML(element.value, depth: depth + 1, into: &output) }
            indent(depth)
            output.append(contentsOf: "</array>\n".utf8)
        case .string(let text):
            element("string", text)
        case .integer(let integer):
            element("integer", integer.description)
        case .real(let real):
            element("real", realText(real))
        case .bool(let flag):
            output.append(contentsOf: (flag ? "<true/>\n" : "<false/>\n").utf8)
        case .date(let date):
            element("date", date.description)
        case .data(let bytes):
            element("data", Base64.encode(bytes))
        }
    }

    /// `&`, `<` and `>` as entities; characters XML 1.0 does not allow as character references.
    private static func escape(_ text: String, into output: inout [UInt8]) {
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": output.append(contentsOf: "&amp;".utf8)
            case "<": output.append(contentsOf: "&lt;".utf8)
            case ">": output.append(contentsOf: "&gt;".utf8)
            case "\t", "\n", "\r": output.append(UInt8(scalar.value))
            default:
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                    output.append(contentsOf: "&#\(scalar.value);".utf8)
                } else {
                    output.append(contentsOf: String(scalar).utf8)
                }
            }
        }
    }

    private static func realText(_ value: Double) -> String {
        if value.isNaN { return "nan" }
        if value.isInfinite { return value < 0 ? "-inf" : "+inf" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }

    private static func uniqueEntries(_ dictionary: PropertyListDictionary) -> [PropertyListDictionary.Entry] {
        var seen = Set<String>()
        return dictionary.entries.filter { seen.insert($0.key).inserted }
    }

    // MARK: binary

    /// `value` as a binary property list (`bplist00`); equal strings are stored once.
    public static func binary(_ value: PropertyListValue) -> [UInt8] {
        var writer = BinaryWriter()
        let root = writer.add(value)
        return writer.finish(root: root)
    }

    /// Flattens a value into the binary format's object table.
    private struct BinaryWriter {
        /// Each object's encoding, with references still as object numbers.
        enum Object {
            case scalar([UInt8])
            case string(String)
            case array([Int])
            case dictionary(keys: [Int], values: [Int])
        }

        var objects: [Object] = []
        var strings: [String: Int] = [:]

        mutating func add(_ value: PropertyListValue) -> Int {
            switch value {
            case .dictionary(let dictionary):
                let index = reserve()
                let entries = uniqueEntries(dictionary)
                let keys = entries.map { addString($0.key) }
                let values = entries.map { add($0.value.value) }
                objects[index] = .dictionary(keys: keys, values: values)
                return index
            case .array(let elements):
                let index = reserve()
                let references = elements.map { add($0.value) }
                objects[index] = .array(references)
                return index
            case .string(let text):
                return addString(text)
            case .integer(let integer):
                return append(.scalar(Self.integer(integer)))
            case .real(let real):
                return append(.scalar([0x23] + Self.bigEndian(real.bitPattern, size: 8)))
            case .bool(let flag):
                return append(.scalar([flag ? 0x09 : 0x08]))
            case .date(let date):
                return append(.scalar([0x33] + Self.bigEndian(date.secondsSinceReferenceDate.bitPattern, size: 8)))
            case .data(let bytes):
                return append(.scalar(Self.marker(0x40, count: bytes.count) + bytes))
            }
        }

        mutating func reserve() -> Int {
            objects.append(.scalar([]))
            return objects.count - 1
        }

        mutating func append(_ object: Object) -> Int {
            objects.append(object)
            return objects.count - 1
        }

        mutating func addString(_ text: String) -> Int {
            if let index = strings[text] { return index }
            let index = append(.string(text))
            strings[text] = index
            return index
        }

        /// A string object: ASCII as bytes, anything else as UTF-16 big-endian.
        static func encode(_ text: String, into output: inout [UInt8]) {
            var ascii = true
            for byte in text.utf8 where byte >= 0x80 {
                ascii = false
                break
            }
            if ascii {
                appendMarker(0x50, count: text.utf8.count, to: &output)
                output.append(contentsOf: text.utf8)
            } else {
                appendMarker(0x60, count: text.utf16.count, to: &output)
                for unit in text.utf16 {
                    output.append(UInt8(unit >> 8))
                    output.append(UInt8(unit & 0xFF))
                }
            }
        }

        /// Appends ``marker(_:count:)`` without making an array for the common short counts.
        static func appendMarker(_ type: UInt8, count: Int, to output: inout [UInt8]) {
            if count < 15 {
                output.append(type | UInt8(count))
            } else {
                output += marker(type, count: count)
            }
        }

        /// The object marker with its count: in the low nibble, or 0xF and an integer object.
        static func marker(_ type: UInt8, count: Int) -> [UInt8] {
            count < 15 ? [type | UInt8(count)] : [type | 0x0F] + integer(PropertyListInteger(Int64(count)))
        }

        static func integer(_ integer: PropertyListInteger) -> [UInt8] {
            if let signed = integer.signed {
                if signed >= 0 {
                    if signed <= 0xFF { return [0x10, UInt8(signed)] }
                    if signed <= 0xFFFF { return [0x11] + bigEndian(UInt64(signed), size: 2) }
                    if signed <= 0xFFFF_FFFF { return [0x12] + bigEndian(UInt64(signed), size: 4) }
                }
                return [0x13] + bigEndian(UInt64(bitPattern: signed), size: 8)
            }
            // Above Int64.max: a 16-byte integer, high half zero.
            return [0x14] + [UInt8](repeating: 0, count: 8) + bigEndian(integer.unsigned ?? 0, size: 8)
        }

        static func bigEndian(_ value: UInt64, size: Int) -> [UInt8] {
            (0..<size).map { UInt8(truncatingIfNeeded: value >> (8 * UInt64(size - 1 - $0))) }
        }

        static func width(for value: Int) -> Int {
            value <= 0xFF ? 1 : value <= 0xFFFF ? 2 : value <= 0xFFFF_FFFF ? 4 : 8
        }

        func finish(root: Int) -> [UInt8] {
            let referenceSize = Self.width(for: objects.count)
            var output = Array("bplist00".utf8)
            var offsets: [Int] = []
            offsets.reserveCapacity(objects.count)
            func references(_ list: [Int], into output: inout [UInt8]) {
                for reference in list {
                    for shift in stride(from: (referenceSize - 1) * 8, through: 0, by: -8) { output.append(UInt8(truncatingIfNeeded: reference >> shift)) }
                }
            }
            for object in objects {
                offsets.append(output.count)
                switch object {
                case .scalar(let bytes):
                    output += bytes
                case .string(let text):
                    Self.encode(text, into: &output)
                case .array(let list):
                    Self.appendMarker(0xA0, count: list.count, to: &output)
                    references(list, into: &output)
                case .dictionary(let keys, let values):
                    Self.appendMarker(0xD0, count: keys.count, to: &output)
                    references(keys, into: &output)
                    references(values, into: &output)
                }
            }
            let tableOffset = output.count
            let offsetSize = Self.width(for: tableOffset)
            for offset in offsets {
                for shift in stride(from: (offsetSize - 1) * 8, through: 0, by: -8) { output.append(UInt8(truncatingIfNeeded: offset >> shift)) }
            }
            output += [0, 0, 0, 0, 0, 0, UInt8(offsetSize), UInt8(referenceSize)]
            output += Self.bigEndian(UInt64(objects.count), size: 8)
            output += Self.bigEndian(UInt64(root), size: 8)
            output += Self.bigEndian(UInt64(tableOffset), size: 8)
            return output
        }
    }
}
