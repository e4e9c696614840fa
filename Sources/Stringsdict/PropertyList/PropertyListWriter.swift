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
    ///
    /// - Parameters:
    ///   - value: the property list.
    ///   - format: XML or binary.
    ///   - file: the file the bytes are for, named in errors; nil when there is none.
    /// - Throws: ``StringsdictError`` (code `xml-forbidden-character`) when `format` is `.xml` and
    ///   a key or string holds a character XML 1.0 cannot carry (see ``xml(_:file:)``); the binary
    ///   form holds any text and never throws.
    public static func bytes(of value: PropertyListValue, format: Format, file: String? = nil) throws(StringsdictError) -> [UInt8] {
        switch format {
        case .xml: try xml(value, file: file)
        case .binary: binary(value)
        }
    }

    // MARK: XML

    /// `value` as an XML property list.
    ///
    /// XML 1.0 cannot carry every character (its `Char` production leaves out U+0000–U+001F but
    /// tab, line feed and carriage return, and U+FFFE, U+FFFF), not even as a character
    /// reference: a key or string holding one is refused rather than written into a file no
    /// XML 1.0 reader accepts. A binary property list (``binary(_:)``) holds such text.
    ///
    /// - Parameters:
    ///   - value: the property list.
    ///   - file: the file the bytes are for, named in errors; nil when there is none.
    /// - Throws: ``StringsdictError`` of kind `.encoding`, code `xml-forbidden-character`, with
    ///   the key path of the offending key or string and the place it was read from.
    public static func xml(_ value: PropertyListValue, file: String? = nil) throws(StringsdictError) -> [UInt8] {
        var output = Array("""
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">

            """.utf8)
        try writeXML(value, location: nil, depth: 0, file: file, into: &output)
        output.append(contentsOf: "</plist>\n".utf8)
        return output
    }

    private static func writeXML(_ value: PropertyListValue, location: SourceLocation?, depth: Int, file: String?, into output: inout [UInt8]) throws(StringsdictError) {
        func indent(_ level: Int) { output.append(contentsOf: repeatElement(0x09, count: level)) }
        func element(_ name: String, _ text: String, at location: SourceLocation?) throws(StringsdictError) {
            output.append(contentsOf: "<\(name)>".utf8)
            try escape(text, at: location, file: file, into: &output)
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
                do {
                    indent(depth + 1)
                    try element("key", entry.key, at: entry.keyLocation)
                    try writeXML(entry.value.value, location: entry.value.location, depth: depth + 1, file: file, into: &output)
                } catch {
                    throw error.inKey(entry.key)
                }
            }
            indent(depth)
            output.append(contentsOf: "</dict>\n".utf8)
        case .array(let elements):
            if elements.isEmpty {
                output.append(contentsOf: "<array/>\n".utf8)
                return
            }
            output.append(contentsOf: "<array>\n".utf8)
            for element in elements { try writeXML(element.value, location: element.location, depth: depth + 1, file: file, into: &output) }
            indent(depth)
            output.append(contentsOf: "</array>\n".utf8)
        case .string(let text):
            try element("string", text, at: location)
        case .integer(let integer):
            try element("integer", integer.description, at: location)
        case .real(let real):
            try element("real", realText(real), at: location)
        case .bool(let flag):
            output.append(contentsOf: (flag ? "<true/>\n" : "<false/>\n").utf8)
        case .date(let date):
            try element("date", date.description, at: location)
        case .data(let bytes):
            try element("data", Base64.encode(bytes), at: location)
        }
    }

    /// `&`, `<` and `>` as entities, every other character as itself (``XMLEscaping``'s
    /// property-list context); a character XML 1.0 cannot carry is refused (its check).
    private static func escape(_ text: String, at location: SourceLocation?, file: String?, into output: inout [UInt8]) throws(StringsdictError) {
        try XMLEscaping.check(text, keyPath: [], location: location, output: file)
        XMLEscaping.append(text, in: .propertyList, to: &output)
    }

    private static func realText(_ value: Double) -> String {
        if value.isNaN { return "nan" }
        if value.isInfinite { return value < 0 ? "-inf" : "+inf" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }

    /// The entries of `dictionary` without a key already met (by `String` equality).
    ///
    /// Most dictionaries have distinct keys, and then their entries are returned as they are:
    /// a few keys (a plural variable's) are compared pairwise, more are distinct when they are in
    /// strictly increasing `String` order (a compiled table's sorted keys); only the others are
    /// filtered through a set, which hashes every key.
    private static func uniqueEntries(_ dictionary: PropertyListDictionary) -> [PropertyListDictionary.Entry] {
        let entries = dictionary.entries
        if entries.count <= 8 {
            var distinct = true
            var index = 1
            outer: while index < entries.count {
                var other = 0
                while other < index {
                    if entries[other].key == entries[index].key {
                        distinct = false
                        break outer
                    }
                    other += 1
                }
                index += 1
            }
            if distinct { return entries }
        } else {
            var index = 1
            while index < entries.count, entries[index - 1].key < entries[index].key { index += 1 }
            if index == entries.count { return entries }
        }
        var seen = Set<String>()
        return entries.filter { seen.insert($0.key).inserted }
    }

    // MARK: binary

    /// `value` as a binary property list (`bplist00`); equal strings are stored once.
    ///
    /// Strings are shared when their UTF-8 bytes are equal, as CoreFoundation's writer shares
    /// literally equal strings (two spellings of one canonical form, `é` and `e` + U+0301, stay
    /// two objects, each with its own text).
    public static func binary(_ value: PropertyListValue) -> [UInt8] {
        var writer = BinaryWriter()
        let root = writer.add(value)
        return writer.finish(root: root)
    }

    /// A dictionary of string keys and string values as a binary property list: the same bytes
    /// as ``binary(_:)`` of a `.dictionary` of these entries in this order, without building
    /// ``PropertyListNode``s (what a compiled `.strings` table is).
    ///
    /// - Precondition: the keys are distinct (a Swift dictionary's keys, a catalog's keys); a
    ///   repeated key would be written twice where ``binary(_:)`` writes it once.
    package static func binary<Pairs: Collection>(stringTable pairs: Pairs) -> [UInt8] where Pairs.Element == (key: String, value: String) {
        var writer = BinaryWriter()
        // Room for every key and value without growing the table of strings.
        var slots = 64
        while slots < 4 * pairs.count { slots *= 2 }
        writer.table = Array(repeating: 0, count: slots)
        let root = writer.reserveContainer(marker: 0xD0, references: 2 * pairs.count)
        var slot = writer.objects[root].references.lowerBound
        for pair in pairs {
            let reference = writer.addString(pair.key)
            writer.references[slot] = reference
            slot += 1
        }
        for pair in pairs {
            let reference = writer.addString(pair.value)
            writer.references[slot] = reference
            slot += 1
        }
        return writer.finish(root: root)
    }

    /// Flattens a value into the binary format's object table.
    ///
    /// Each object is a range of bytes in one buffer (scalars and strings, already encoded) or a
    /// container: its marker and a range of object numbers in one list of references, written
    /// out once the number of objects (and so the size of a reference) is known. Nothing is
    /// allocated per object.
    private struct BinaryWriter {
        struct Object {
            /// 0 for encoded bytes; else the container's marker (0xA0 array, 0xD0 dictionary).
            var marker: UInt8
            /// The container's number of elements (of entries for a dictionary).
            var count: Int
            /// Encoded bytes in ``BinaryWriter/encoded``, or references in ``BinaryWriter/references``.
            var range: Range<Int>

            var references: Range<Int> { range }
        }

        var objects: [Object] = []
        var encoded: [UInt8] = []
        var references: [Int] = []
        /// The string objects by the hash of their encoded bytes: open addressing, each slot an
        /// object number + 1 (0 when empty). Two strings share an object when their encodings
        /// are equal, which is when their UTF-8 bytes are (the encoding is one-to-one).
        var table: [Int] = Array(repeating: 0, count: 64)
        var tableCount = 0

        /// A hash of `bytes`, eight at a time.
        static func hash(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
            var hash: UInt64 = 0xCBF2_9CE4_8422_2325 ^ UInt64(bytes.count)
            var index = 0
            while index + 8 <= bytes.count {
                hash = (hash ^ bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self)) &* 0x9E37_79B9_7F4A_7C15
                hash ^= hash >> 29
                index += 8
            }
            while index < bytes.count {
                hash = (hash ^ UInt64(bytes[index])) &* 0x0000_0100_0000_01B3
                index += 1
            }
            hash ^= hash >> 32
            return hash &* 0x9E37_79B9_7F4A_7C15
        }

        /// The slot of `range`'s bytes in `table`: the slot holding an object with the same
        /// bytes, or the empty slot where it goes.
        func slot(of range: Range<Int>, hash: UInt64) -> Int {
            let mask = table.count - 1
            var slot = Int(truncatingIfNeeded: hash >> 7) & mask
            return encoded.withUnsafeBytes { all in
                let candidate = UnsafeRawBufferPointer(rebasing: all[range])
                while true {
                    let stored = table[slot]
                    if stored == 0 { return slot }
                    let other = objects[stored - 1].range
                    if other.count == range.count, UnsafeRawBufferPointer(rebasing: all[other]).elementsEqual(candidate) { return slot }
                    slot = (slot + 1) & mask
                }
            }
        }

        mutating func growTable() {
            let old = table
            table = Array(repeating: 0, count: old.count * 2)
            for stored in old where stored != 0 {
                let range = objects[stored - 1].range
                let hash = encoded.withUnsafeBytes { Self.hash(UnsafeRawBufferPointer(rebasing: $0[range])) }
                table[slot(of: range, hash: hash)] = stored
            }
        }

        mutating func add(_ value: PropertyListValue) -> Int {
            switch value {
            case .dictionary(let dictionary):
                let entries = uniqueEntries(dictionary)
                let index = reserveContainer(marker: 0xD0, references: 2 * entries.count)
                var slot = objects[index].references.lowerBound
                for entry in entries {
                    let reference = addString(entry.key)
                    references[slot] = reference
                    slot += 1
                }
                for entry in entries {
                    // Read before the call: `add` may grow `references`.
                    let reference = add(entry.value.value)
                    references[slot] = reference
                    slot += 1
                }
                return index
            case .array(let elements):
                let index = reserveContainer(marker: 0xA0, references: elements.count)
                var slot = objects[index].references.lowerBound
                for element in elements {
                    let reference = add(element.value)
                    references[slot] = reference
                    slot += 1
                }
                return index
            case .string(let text):
                return addString(text)
            case .integer(let integer):
                return addScalar(Self.integer(integer))
            case .real(let real):
                return addScalar([0x23] + Self.bigEndian(real.bitPattern, size: 8))
            case .bool(let flag):
                return addScalar([flag ? 0x09 : 0x08])
            case .date(let date):
                return addScalar([0x33] + Self.bigEndian(date.secondsSinceReferenceDate.bitPattern, size: 8))
            case .data(let bytes):
                return addScalar(Self.marker(0x40, count: bytes.count) + bytes)
            }
        }

        /// A container of `count` references (twice its entries for a dictionary), to be filled.
        mutating func reserveContainer(marker: UInt8, references count: Int) -> Int {
            let start = references.count
            references.append(contentsOf: repeatElement(0, count: count))
            objects.append(Object(marker: marker, count: marker == 0xD0 ? count / 2 : count, range: start..<references.count))
            return objects.count - 1
        }

        mutating func addScalar(_ bytes: [UInt8]) -> Int {
            let start = encoded.count
            encoded += bytes
            objects.append(Object(marker: 0, count: 0, range: start..<encoded.count))
            return objects.count - 1
        }

        mutating func addString(_ text: String) -> Int {
            let start = encoded.count
            Self.encode(text, into: &encoded)
            let range = start..<encoded.count
            let hash = encoded.withUnsafeBytes { Self.hash(UnsafeRawBufferPointer(rebasing: $0[range])) }
            let found = slot(of: range, hash: hash)
            if table[found] != 0 {
                encoded.removeLast(range.count)
                return table[found] - 1
            }
            objects.append(Object(marker: 0, count: 0, range: range))
            table[found] = objects.count
            tableCount += 1
            if tableCount * 2 > table.count { growTable() }
            return objects.count - 1
        }

        /// A string object: ASCII as bytes, anything else as UTF-16 big-endian, transcoded
        /// from the string's UTF-8 (always well formed in a `String`).
        static func encode(_ text: String, into output: inout [UInt8]) {
            var text = text
            text.withUTF8 { bytes in
                if SWAR.isASCII(bytes) {
                    appendMarker(0x50, count: bytes.count, to: &output)
                    output.append(contentsOf: bytes)
                    return
                }
                // UTF-16 units: one per scalar, two for a scalar of four UTF-8 bytes.
                var units = 0
                for byte in bytes where byte & 0xC0 != 0x80 { units += byte >= 0xF0 ? 2 : 1 }
                appendMarker(0x60, count: units, to: &output)
                UnicodeText.forEachUTF16Unit(ofValidUTF8: bytes) { unit in
                    output.append(UInt8(truncatingIfNeeded: unit >> 8))
                    output.append(UInt8(truncatingIfNeeded: unit))
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
            output.reserveCapacity(8 + encoded.count + references.count * referenceSize + objects.count * 4 + 40)
            var offsets: [Int] = []
            offsets.reserveCapacity(objects.count)
            for object in objects {
                offsets.append(output.count)
                if object.marker == 0 {
                    output.append(contentsOf: encoded[object.range])
                    continue
                }
                Self.appendMarker(object.marker, count: object.count, to: &output)
                for reference in references[object.range] {
                    for shift in stride(from: (referenceSize - 1) * 8, through: 0, by: -8) { output.append(UInt8(truncatingIfNeeded: reference >> shift)) }
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
