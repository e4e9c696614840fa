/// A reader for binary property lists (`bplist00`, any `bplist0x`), as Xcode ships `.strings` and `.stringsdict`
/// files in built bundles.
///
/// Layout: the 8-byte header, the objects, an offset table (one big-endian offset per object)
/// and a 32-byte trailer giving the offset and reference widths, the object count, the root
/// object and where the offset table starts. Every offset, reference and length is checked
/// against the file before it is used; a reference cycle, an unsupported object (null, fill,
/// UID, set) or a truncated object is an error. A node's location is line 1, column
/// `byte offset + 1` of its object, and messages say "byte offset N".
///
/// Objects may be shared (plistlib and CoreFoundation write each distinct string once). Shared
/// containers and strings are decoded once and reused, and every use counts toward
/// ``PropertyListLimits/maximumNodeCount`` with the size of its whole subtree, so a small file
/// that references one object exponentially many times fails fast with a `.limit` error.
struct BinaryPropertyListParser {
    private let bytes: UnsafeBufferPointer<UInt8>
    private let file: String
    private let limits: PropertyListLimits
    private var offsetSize = 0
    private var referenceSize = 0
    private var objectCount = 0
    private var rootObject = 0
    private var offsetTable = 0
    private var nodeCount = 0
    /// Decoded containers and strings by object number, with their subtree sizes.
    private var cache: [Int: (node: PropertyListNode, size: Int)] = [:]
    private var keyCache: [Int: (key: String, location: SourceLocation)] = [:]

    /// True when `bytes` starts with `bplist` and two digits: a binary property list of some version (the
    /// parser reads version 0, `bplist0x` for any minor `x`, as CoreFoundation does, and
    /// names the version it cannot read).
    static func hasMagic(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.count >= 8 && bytes[0..<6].elementsEqual("bplist".utf8)
            && (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[6]) && (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[7])
    }

    /// Parses a whole binary plist into its root node.
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>, file: String, limits: PropertyListLimits) throws(StringsdictError) -> PropertyListNode {
        var parser = BinaryPropertyListParser(bytes: bytes, file: file, limits: limits)
        try parser.readTrailer()
        return try parser.parseRoot(parser.rootObject)
    }

    /// Parses object `object` of a binary plist and what it holds, as ``parse(_:file:limits:)``
    /// parses it as part of the whole file (the same nodes and locations): the tree path for one
    /// entry of a table loaded lazily (``StringsdictLoader``).
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>, file: String, limits: PropertyListLimits, object: Int) throws(StringsdictError) -> PropertyListNode {
        var parser = BinaryPropertyListParser(bytes: bytes, file: file, limits: limits)
        try parser.readTrailer()
        guard object >= 0, object < parser.objectCount else {
            throw parser.failure(.syntax, "object \(object) is out of range (\(parser.objectCount) objects)", at: bytes.count - 32 + 8)
        }
        return try parser.parseRoot(object)
    }

    private init(bytes: UnsafeBufferPointer<UInt8>, file: String, limits: PropertyListLimits) {
        self.bytes = bytes
        self.file = file
        self.limits = limits
    }

    // MARK: trailer

    private mutating func readTrailer() throws(StringsdictError) {
        guard Self.hasMagic(bytes) else {
            throw failure(.syntax, "not a binary property list (no bplist0x header)", at: 0)
        }
        guard bytes[6] == UInt8(ascii: "0") else {
            let version = String(decoding: bytes[0..<8], as: UTF8.self)
            throw failure(.syntax, "binary property list version \"\(version)\" is not supported: only bplist0x (version 0) is read", at: 6)
        }
        guard bytes.count >= 8 + 1 + 1 + 32 else {
            throw failure(.syntax, "truncated binary property list: \(bytes.count) bytes is too short for a trailer", at: bytes.count)
        }
        let trailer = bytes.count - 32
        offsetSize = Int(bytes[trailer + 6])
        referenceSize = Int(bytes[trailer + 7])
        guard (1...8).contains(offsetSize) else {
            throw failure(.syntax, "invalid offset size \(offsetSize) in the trailer", at: trailer + 6)
        }
        guard (1...8).contains(referenceSize) else {
            throw failure(.syntax, "invalid object reference size \(referenceSize) in the trailer", at: trailer + 7)
        }
        let count = readUnsigned(at: trailer + 8, size: 8)
        let root = readUnsigned(at: trailer + 16, size: 8)
        let table = readUnsigned(at: trailer + 24, size: 8)
        guard count >= 1, count <= UInt64(bytes.count) else {
            throw failure(.syntax, "object count \(count) is out of range for a \(bytes.count)-byte file", at: trailer + 8)
        }
        guard root < count else {
            throw failure(.syntax, "root object \(root) is out of range (\(count) objects)", at: trailer + 16)
        }
        guard table >= 9, table < UInt64(trailer) else {
            throw failure(.syntax, "offset table at byte offset \(table) is out of range", at: trailer + 24)
        }
        objectCount = Int(count)
        rootObject = Int(root)
        offsetTable = Int(table)
        let (tableSize, overflow) = objectCount.multipliedReportingOverflow(by: offsetSize)
        guard !overflow, tableSize <= trailer - offsetTable else {
            throw failure(.syntax, "offset table of \(objectCount) entries does not fit before the trailer (truncated or overflowing)", at: offsetTable)
        }
    }

    // MARK: objects

    /// An open array or dictionary during the iterative walk.
    private struct Frame {
        var object: Int
        var location: SourceLocation
        var isDictionary: Bool
        /// Byte offset of the value references (for a dictionary, after the key references).
        var references: Int
        var count: Int
        var next = 0
        var size = 1
        var keys: [(key: String, location: SourceLocation)] = []
        var entries: [PropertyListDictionary.Entry] = []
        var elements: [PropertyListNode] = []
    }

    private mutating func parseRoot(_ root: Int) throws(StringsdictError) -> PropertyListNode {
        // Containers on the path, by object: a flag per object for the whole file; for one
        // entry of a large file (a few containers deep), the path itself is searched instead.
        let wholeFile = root == rootObject
        var onPath = [Bool](repeating: false, count: wholeFile ? objectCount : 0)
        var stack: [Frame] = []
        var pending = root
        // The byte offset of the reference that led to `pending` (for cycle messages).
        var referenceOffset = bytes.count - 32 + 16
        while true {
            var done: (node: PropertyListNode, size: Int)
            try count(1, at: referenceOffset)
            if let cached = cache[pending] {
                try count(cached.size - 1, at: referenceOffset)
                done = cached
            } else {
                guard wholeFile ? pending < onPath.count && !onPath[pending] : !stack.contains(where: { $0.object == pending }) else {
                    throw failure(.syntax, "reference cycle: object \(pending) contains itself (reference at byte offset \(referenceOffset))", at: referenceOffset)
                }
                let offset = try objectOffset(pending)
                let marker = bytes[offset]
                let location = location(at: offset)
                if marker >> 4 == 0xA || marker >> 4 == 0xD {
                    let isDictionary = marker >> 4 == 0xD
                    let (count, start) = try lengthAndStart(offset)
                    let (width, overflow1) = count.multipliedReportingOverflow(by: referenceSize * (isDictionary ? 2 : 1))
                    guard !overflow1, width <= offsetTable - start else {
                        throw failure(.syntax, "\(isDictionary ? "dictionary" : "array") of \(count) objects runs past the object table (truncated or overflowing)", at: offset)
                    }
                    var frame = Frame(object: pending, location: location, isDictionary: isDictionary,
                                      references: start + (isDictionary ? count * referenceSize : 0), count: count)
                    if isDictionary {
                        frame.keys.reserveCapacity(count)
                        for index in 0..<count {
                            frame.keys.append(try key(referencedAt: start + index * referenceSize))
                        }
                        frame.entries.reserveCapacity(count)
                    } else {
                        frame.elements.reserveCapacity(count)
                    }
                    if count > 0 {
                        guard stack.count < limits.maximumDepth else {
                            throw failure(.limit, "nesting deeper than \(limits.maximumDepth) levels", at: offset)
                        }
                        if wholeFile { onPath[pending] = true }
                        referenceOffset = frame.references
                        pending = try reference(at: frame.references)
                        stack.append(frame)
                        continue
                    }
                    let empty = PropertyListNode(isDictionary ? .dictionary(PropertyListDictionary()) : .array([]), at: location)
                    done = (empty, 1)
                } else {
                    let node = try scalar(at: offset)
                    done = (node, 1)
                    if case .string = node.value { cache[pending] = done }
                }
            }
            // Hand the finished value to its container; close containers that are complete.
            while true {
                guard let top = stack.indices.last else { return done.node }
                let position = stack[top].next
                stack[top].size += done.size
                if stack[top].isDictionary {
                    let key = stack[top].keys[position]
                    stack[top].entries.append(PropertyListDictionary.Entry(key: key.key, keyLocation: key.location, value: done.node))
                } else {
                    stack[top].elements.append(done.node)
                }
                stack[top].next += 1
                if stack[top].next < stack[top].count {
                    referenceOffset = stack[top].references + stack[top].next * referenceSize
                    pending = try reference(at: referenceOffset)
                    break
                }
                let frame = stack.removeLast()
                if wholeFile { onPath[frame.object] = false }
                let node = frame.isDictionary
                    ? PropertyListNode(.dictionary(PropertyListDictionary(entries: frame.entries)), at: frame.location)
                    : PropertyListNode(.array(frame.elements), at: frame.location)
                done = (node, frame.size)
                cache[frame.object] = done
            }
        }
    }

    /// Counts `amount` more nodes toward the limit.
    private mutating func count(_ amount: Int, at offset: Int) throws(StringsdictError) {
        nodeCount += amount
        if nodeCount > limits.maximumNodeCount {
            throw failure(.limit, "more than \(limits.maximumNodeCount) nodes (objects referenced too many times)", at: offset)
        }
    }

    /// A dictionary key: the string object the reference at `referenceOffset` points to.
    private mutating func key(referencedAt referenceOffset: Int) throws(StringsdictError) -> (key: String, location: SourceLocation) {
        let object = try reference(at: referenceOffset)
        if let cached = keyCache[object] { return cached }
        let offset = try objectOffset(object)
        let node = try scalar(at: offset)
        guard case .string(let text) = node.value else {
            throw failure(.structure, "dictionary key is a \(node.value.typeName), not a string", at: offset)
        }
        let key = (text, node.location)
        keyCache[object] = key
        return key
    }

    /// Decodes a non-container object.
    private func scalar(at offset: Int) throws(StringsdictError) -> PropertyListNode {
        let marker = bytes[offset]
        let low = Int(marker & 0x0F)
        let location = location(at: offset)
        switch marker >> 4 {
        case 0x0:
            switch marker {
            case 0x08: return PropertyListNode(.bool(false), at: location)
            case 0x09: return PropertyListNode(.bool(true), at: location)
            case 0x00: throw failure(.structure, "null object is not supported in a property list", at: offset)
            case 0x0F: throw failure(.structure, "fill byte where an object was expected", at: offset)
            default: throw failure(.syntax, "unknown object marker 0x\(UnicodeText.hex(UInt32(marker)))", at: offset)
            }
        case 0x1:
            guard low <= 4 else { throw failure(.syntax, "invalid integer size \(1 << low)", at: offset) }
            let size = 1 << low
            try need(offset + 1, size, object: offset)
            if size == 16 {
                let high = readUnsigned(at: offset + 1, size: 8)
                let value = readUnsigned(at: offset + 9, size: 8)
                if high == 0 { return PropertyListNode(.integer(PropertyListInteger(value)), at: location) }
                if high == UInt64.max, value >= 1 << 63 {
                    return PropertyListNode(.integer(PropertyListInteger(Int64(bitPattern: value))), at: location)
                }
                throw failure(.limit, "128-bit integer outside -2^63...2^64-1", at: offset)
            }
            let value = readUnsigned(at: offset + 1, size: size)
            let integer = size == 8 ? PropertyListInteger(Int64(bitPattern: value)) : PropertyListInteger(value)
            return PropertyListNode(.integer(integer), at: location)
        case 0x2:
            if low == 2 {
                try need(offset + 1, 4, object: offset)
                let bits = UInt32(truncatingIfNeeded: readUnsigned(at: offset + 1, size: 4))
                return PropertyListNode(.real(Double(Float(bitPattern: bits))), at: location)
            }
            guard low == 3 else { throw failure(.syntax, "invalid real size \(1 << low)", at: offset) }
            try need(offset + 1, 8, object: offset)
            return PropertyListNode(.real(Double(bitPattern: readUnsigned(at: offset + 1, size: 8))), at: location)
        case 0x3:
            guard marker == 0x33 else { throw failure(.syntax, "unknown object marker 0x\(UnicodeText.hex(UInt32(marker)))", at: offset) }
            try need(offset + 1, 8, object: offset)
            let seconds = Double(bitPattern: readUnsigned(at: offset + 1, size: 8))
            return PropertyListNode(.date(PropertyListDate(secondsSinceReferenceDate: seconds)), at: location)
        case 0x4:
            let (count, start) = try lengthAndStart(offset)
            try need(start, count, object: offset)
            return PropertyListNode(.data(Array(bytes[start..<start + count])), at: location)
        case 0x5:
            let (count, start) = try lengthAndStart(offset)
            try need(start, count, object: offset)
            let text = UnsafeBufferPointer(rebasing: bytes[start..<start + count])
            if let bad = text.firstIndex(where: { $0 >= 0x80 }) {
                throw failure(.encoding, "non-ASCII byte 0x\(UnicodeText.hex(UInt32(text[bad]))) in an ASCII string", at: start + bad)
            }
            return PropertyListNode(.string(String(decoding: text, as: UTF8.self)), at: location)
        case 0x6:
            let (count, start) = try lengthAndStart(offset)
            let (width, overflow) = count.multipliedReportingOverflow(by: 2)
            guard !overflow else { throw failure(.syntax, "string length \(count) overflows", at: offset) }
            try need(start, width, object: offset)
            return PropertyListNode(.string(try utf16String(start: start, units: count)), at: location)
        case 0x8:
            throw failure(.structure, "UID object (NSKeyedArchiver) is not supported", at: offset)
        case 0xC:
            throw failure(.structure, "set object is not supported", at: offset)
        default:
            throw failure(.syntax, "unknown object marker 0x\(UnicodeText.hex(UInt32(marker)))", at: offset)
        }
    }

    /// A UTF-16 big-endian string, rejecting unpaired surrogates.
    private func utf16String(start: Int, units: Int) throws(StringsdictError) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(units)
        var index = 0
        while index < units {
            let at = start + index * 2
            var scalar = UInt32(bytes[at]) << 8 | UInt32(bytes[at + 1])
            if (0xD800...0xDBFF).contains(scalar) {
                guard index + 1 < units else {
                    throw failure(.encoding, "UTF-16 high surrogate 0x\(UnicodeText.hex(scalar)) at the end of a string", at: at)
                }
                let low = UInt32(bytes[at + 2]) << 8 | UInt32(bytes[at + 3])
                guard (0xDC00...0xDFFF).contains(low) else {
                    throw failure(.encoding, "UTF-16 high surrogate 0x\(UnicodeText.hex(scalar)) not followed by a low surrogate", at: at)
                }
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                index += 1
            } else if (0xDC00...0xDFFF).contains(scalar) {
                throw failure(.encoding, "UTF-16 low surrogate 0x\(UnicodeText.hex(scalar)) without a high surrogate", at: at)
            }
            UnicodeText.appendUTF8(scalar, to: &output)
            index += 1
        }
        return String(decoding: output, as: UTF8.self)
    }

    // MARK: offsets and lengths

    /// The byte offset of object `number`, checked to lie inside the object area.
    /// (Inlined into the loader's scan; the messages are made out of line.)
    @inline(__always)
    private func objectOffset(_ number: Int) throws(StringsdictError) -> Int {
        let entry = offsetTable + number * offsetSize
        let offset = readUnsigned(at: entry, size: offsetSize)
        guard offset >= 8, offset < UInt64(offsetTable) else { throw badOffset(offset, object: number, at: entry) }
        return Int(offset)
    }

    @inline(never)
    private func badOffset(_ offset: UInt64, object number: Int, at entry: Int) -> StringsdictError {
        failure(.syntax, "offset \(offset) of object \(number) is out of range (objects lie at byte offsets 8..<\(offsetTable))", at: entry)
    }

    /// The object number stored at a reference position, checked against the object count.
    @inline(__always)
    private func reference(at position: Int) throws(StringsdictError) -> Int {
        let value = readUnsigned(at: position, size: referenceSize)
        guard value < UInt64(objectCount) else { throw badReference(value, at: position) }
        return Int(value)
    }

    @inline(never)
    private func badReference(_ value: UInt64, at position: Int) -> StringsdictError {
        failure(.syntax, "object reference \(value) is out of range (\(objectCount) objects)", at: position)
    }

    /// The element count of a data, string, array or dictionary object and where its content starts.
    ///
    /// A low nibble of 15 means the count follows as an integer object.
    @inline(__always)
    private func lengthAndStart(_ offset: Int) throws(StringsdictError) -> (Int, Int) {
        let low = Int(bytes[offset] & 0x0F)
        if low != 0x0F { return (low, offset + 1) }
        return try longLengthAndStart(offset)
    }

    /// A length that follows its marker as an integer object.
    @inline(never)
    private func longLengthAndStart(_ offset: Int) throws(StringsdictError) -> (Int, Int) {
        try need(offset + 1, 1, object: offset)
        let marker = bytes[offset + 1]
        guard marker >> 4 == 0x1, marker & 0x0F <= 3 else {
            throw failure(.syntax, "invalid length marker 0x\(UnicodeText.hex(UInt32(marker)))", at: offset + 1)
        }
        let size = 1 << Int(marker & 0x0F)
        try need(offset + 2, size, object: offset)
        let value = readUnsigned(at: offset + 2, size: size)
        guard value <= UInt64(offsetTable) else {
            throw failure(.syntax, "length \(value) is larger than the file", at: offset + 1)
        }
        return (Int(value), offset + 2 + size)
    }

    /// Checks that `length` bytes from `start` lie before the offset table.
    private func need(_ start: Int, _ length: Int, object offset: Int) throws(StringsdictError) {
        guard length >= 0, start <= offsetTable, length <= offsetTable - start else {
            throw failure(.syntax, "truncated object: \(length) bytes from byte offset \(start) run past the object table", at: offset)
        }
    }

    /// A big-endian unsigned integer of 1 to 8 bytes (callers have checked the range).
    @inline(__always)
    private func readUnsigned(at offset: Int, size: Int) -> UInt64 {
        // Offsets and references are one or two bytes in nearly every file.
        if size == 1 { return UInt64(bytes[offset]) }
        if size == 2 { return UInt64(bytes[offset]) << 8 | UInt64(bytes[offset + 1]) }
        var value: UInt64 = 0
        for index in offset..<offset + size {
            value = value << 8 | UInt64(bytes[index])
        }
        return value
    }

    private func location(at offset: Int) -> SourceLocation {
        SourceLocation(file: file, line: 1, column: offset + 1)
    }

    private func failure(_ kind: StringsdictError.Kind, _ message: String, at offset: Int) -> StringsdictError {
        let text = message.contains("byte offset \(offset)") ? message : message + " at byte offset \(offset)"
        return StringsdictError(kind, text, at: location(at: offset))
    }
}

// MARK: flat records for the loader

extension BinaryPropertyListParser {
    /// Reads a binary `.stringsdict` into what the loader's table compiler takes
    /// (``ScannedTable``), without a node per value: dictionaries of string keys whose values
    /// are strings and dictionaries. The root's plain strings go straight into a compact
    /// table's builder, its dictionaries (plural entries) and everything below them into flat
    /// records like the XML scanner's (``StringsdictScanner``). An item's
    /// ``StringsdictScanner/Item/tagOffset`` is its value object's byte offset in the file, where
    /// the tree reader locates the value.
    ///
    /// Texts are not copied: an ASCII string object (nearly all keys, and every value of an
    /// ASCII file) is already UTF-8, so its text is a range of `bytes`, which the table keeps as
    /// its text. A UTF-16 string object is transcoded once, with a record of its object's
    /// offset, into the builder's decoded bytes (ranges from `bytes.count` on), and shared by
    /// every reference to it.
    ///
    /// Returns nil for anything else (another object type, a bad reference, invalid UTF-16,
    /// nesting deeper than the records are read to, a cycle, more nodes than the limit): the
    /// caller then reads the file with ``parse(_:file:limits:)``, which reads it fully or
    /// reports exactly what is wrong.
    ///
    /// A root of `lazyFrom` members or more is read lazily: each dictionary below it is checked
    /// as it would be read (the same objects, limits and text validity) but not kept; the root's
    /// dictionaries go into the compact table's builder as entries naming their object
    /// (``CompactStringTable/Builder/appendPlural(key:object:)``), each read again by
    /// ``scanStringsdictEntry(_:limits:object:)`` and compiled when first looked up. Memory is
    /// then the file and a few words a key, not the records of every entry.
    static func scanStringsdict(_ bytes: UnsafeBufferPointer<UInt8>, limits: PropertyListLimits, lazyFrom: Int = .max) -> ScannedTable? {
        // Offsets are kept in 32 bits; UTF-8 of UTF-16 text is at most 1.5 times its size.
        guard bytes.count < Int(UInt32.max / 4) else { return nil }
        var parser = BinaryPropertyListParser(bytes: bytes, file: "", limits: limits)
        guard (try? parser.readTrailer()) != nil else { return nil }
        var records = FlatRecords(parser: parser, limits: limits)
        guard records.readRoot(lazyFrom: lazyFrom) else { return nil }
        return ScannedTable(texts: records.texts, entries: records.entries, items: records.items)
    }

    /// The records of one root dictionary of a table ``scanStringsdict(_:limits:lazyFrom:)``
    /// read lazily, as that scan would have made them: `object`'s items (in the table's
    /// ``ScannedTable/items``, their range the entry's ``StringsdictScanner/Item/value``; the
    /// entry's key range is empty, the caller knows the key). UTF-16 texts are transcoded into
    /// the returned builder's decoded bytes (ranges from `bytes.count` on). Nil when the object
    /// does not read as the whole scan read it.
    static func scanStringsdictEntry(_ bytes: UnsafeBufferPointer<UInt8>, limits: PropertyListLimits, object: Int) -> ScannedTable? {
        guard bytes.count < Int(UInt32.max / 4) else { return nil }
        var parser = BinaryPropertyListParser(bytes: bytes, file: "", limits: limits)
        guard (try? parser.readTrailer()) != nil, object >= 0, object < parser.objectCount,
              let valueOffset = try? parser.objectOffset(object)
        else { return nil }
        var records = FlatRecords(parser: parser, limits: limits)
        records.oneEntry = true
        records.path.append(parser.rootObject)
        guard let value = records.dictionary(object, depth: 2) else { return nil }
        // The compiler reads no key of the entry: the caller has it.
        let item = StringsdictScanner.Item(key: 0..<0, isDictionary: true, value: value, tagOffset: valueOffset)
        return ScannedTable(texts: records.texts, entries: [(0, item)], items: records.items)
    }

    /// The state of ``scanStringsdict(_:limits:)``.
    private struct FlatRecords {
        typealias Item = StringsdictScanner.Item

        let parser: BinaryPropertyListParser
        let bytes: UnsafeBufferPointer<UInt8>
        /// Deeper files go to the tree reader (real ones nest four or five levels).
        let maximumDepth: Int
        let maximumNodeCount: Int
        /// The root's plain strings, and the transcoded texts of UTF-16 strings.
        var texts: CompactStringTable.Builder
        /// The root's dictionaries, with how many plain strings came before each.
        var entries: [(plainBefore: Int, item: Item)] = []
        /// The items of every dictionary below the root, each dictionary's contiguous.
        var items: [Item] = []
        /// The items of the dictionaries being read, innermost last.
        var pending: [Item] = []
        /// The dictionaries being read, outermost first: one met again is a cycle (at most
        /// ``maximumDepth`` of them).
        var path: [Int] = []
        /// Per object, where its transcoded text's record starts in the decoded bytes, plus
        /// one (0: not yet transcoded); made when the first UTF-16 string is met.
        var transcoded: [UInt32] = []
        var nodeCount = 0
        /// Checking a lazily read entry: its strings are validated, not transcoded (its items
        /// are dropped once it has read).
        var checkingOnly = false
        /// Reading one entry again (``scanStringsdictEntry(_:limits:object:)``): transcoded
        /// texts are remembered by object in a dictionary, not an array over every object.
        var oneEntry = false
        var transcodedInEntry: [Int: UInt32] = [:]

        init(parser: BinaryPropertyListParser, limits: PropertyListLimits) {
            self.parser = parser
            bytes = parser.bytes
            maximumDepth = min(limits.maximumDepth, 64)
            maximumNodeCount = limits.maximumNodeCount
            texts = CompactStringTable.Builder(rule: .binary, textCount: parser.bytes.count, expectedEntries: 0)
            pending.reserveCapacity(64)
        }

        /// Reads the root dictionary: its plain strings into ``texts``, its dictionaries into
        /// ``entries`` (and ``items`` below them).
        mutating func readRoot(lazyFrom: Int) -> Bool {
            let root = parser.rootObject
            guard maximumDepth >= 1, let (count, start) = dictionaryHeader(root) else { return false }
            let lazy = count >= lazyFrom
            // The root's strings are counted exactly, so the builder never grows by copying.
            texts = CompactStringTable.Builder(rule: .binary, textCount: bytes.count, expectedEntries: count)
            // Records are made only below the root (plural entries): room for those of a usual
            // file at once, capped so a large table of plain strings reserves little.
            items.reserveCapacity(min(parser.objectCount, 1_024))
            entries.reserveCapacity(min(count, 1_024))
            path.append(root)
            for index in 0..<count {
                guard let (key, valueObject, valueOffset) = member(index, count: count, start: start) else { return false }
                if bytes[valueOffset] >> 4 == 0xD, lazy {
                    checkingOnly = true
                    defer { checkingOnly = false }
                    guard dictionary(valueObject, depth: 2) != nil else { return false }
                    items.removeAll(keepingCapacity: true)
                    texts.appendPlural(key: key, object: valueObject)
                } else if bytes[valueOffset] >> 4 == 0xD {
                    guard let value = dictionary(valueObject, depth: 2) else { return false }
                    entries.append((texts.entryCount, Item(key: key, isDictionary: true, value: value, tagOffset: valueOffset)))
                } else {
                    guard let value = string(valueObject, at: valueOffset) else { return false }
                    texts.append(key: key, value: value, sourceOffset: valueOffset, text: [])
                }
            }
            return true
        }

        /// Reads dictionary `object` below the root (and the dictionaries below it) into
        /// `items`; its items' range there.
        mutating func dictionary(_ object: Int, depth: Int) -> Range<Int>? {
            guard depth <= maximumDepth, !path.contains(object), let (count, start) = dictionaryHeader(object) else { return nil }
            path.append(object)
            defer { path.removeLast() }
            let firstPending = pending.count
            for index in 0..<count {
                guard let (key, valueObject, valueOffset) = member(index, count: count, start: start) else { return nil }
                if bytes[valueOffset] >> 4 == 0xD {
                    guard let value = dictionary(valueObject, depth: depth + 1) else { return nil }
                    pending.append(Item(key: key, isDictionary: true, value: value, tagOffset: valueOffset))
                } else {
                    guard let value = string(valueObject, at: valueOffset) else { return nil }
                    pending.append(Item(key: key, isDictionary: false, value: value, tagOffset: valueOffset))
                }
            }
            // This dictionary's items are the last on the stack (its children moved theirs out).
            let first = items.count
            items.append(contentsOf: pending[firstPending...])
            pending.removeSubrange(firstPending...)
            return first..<items.count
        }

        /// The count of dictionary `object` and where its key references start, checked to
        /// lie before the offset table; nil when the object is not a dictionary.
        func dictionaryHeader(_ object: Int) -> (count: Int, start: Int)? {
            guard let offset = try? parser.objectOffset(object), bytes[offset] >> 4 == 0xD,
                  let (count, start) = try? parser.lengthAndStart(offset)
            else { return nil }
            let (width, overflow) = count.multipliedReportingOverflow(by: 2 * parser.referenceSize)
            guard !overflow, width <= parser.offsetTable - start else { return nil }
            return (count, start)
        }

        /// Member `index` of a dictionary of `count` whose references start at `start`: its
        /// key's text, and its value's object and offset (counted toward the node limit).
        mutating func member(_ index: Int, count: Int, start: Int) -> (key: Range<Int>, value: Int, valueOffset: Int)? {
            nodeCount += 1
            let references = parser.referenceSize
            guard nodeCount < maximumNodeCount,
                  let keyObject = try? parser.reference(at: start + index * references),
                  let keyOffset = try? parser.objectOffset(keyObject),
                  let key = string(keyObject, at: keyOffset),
                  let valueObject = try? parser.reference(at: start + (count + index) * references),
                  let valueOffset = try? parser.objectOffset(valueObject)
            else { return nil }
            return (key, valueObject, valueOffset)
        }

        /// The UTF-8 text of string `object` (at byte `offset`): a range of the file for ASCII,
        /// of the decoded bytes (from `bytes.count` on) for UTF-16, transcoded on first use; nil
        /// when the object is not a valid string.
        mutating func string(_ object: Int, at offset: Int) -> Range<Int>? {
            let marker = bytes[offset] >> 4
            guard marker == 0x5 || marker == 0x6, let (count, start) = try? parser.lengthAndStart(offset) else { return nil }
            if marker == 0x5 {
                guard count <= parser.offsetTable - start,
                      SWAR.isASCII(UnsafeBufferPointer(rebasing: bytes[start..<start + count]))
                else { return nil }
                return start..<start + count
            }
            let (width, overflow) = count.multipliedReportingOverflow(by: 2)
            guard !overflow, width <= parser.offsetTable - start else { return nil }
            let units = UnsafeBufferPointer(rebasing: bytes[start..<start + width])
            // Checking an entry read lazily: its items are dropped, so its texts are not kept.
            if checkingOnly { return Self.isValidUTF16(bigEndian: units) ? 0..<0 : nil }
            let known: Int
            if oneEntry {
                known = transcodedInEntry[object].map { Int($0) } ?? 0
            } else {
                if transcoded.isEmpty {
                    transcoded = [UInt32](repeating: 0, count: parser.objectCount)
                    // Room for the UTF-8 of a small file's UTF-16 text at once (Cyrillic, Greek
                    // and the like take as many bytes in both); a large file's grows by
                    // doubling, so one UTF-16 string in a large ASCII table reserves little.
                    texts.reserveDecoded(min(bytes.count / 2, 1 << 16))
                }
                guard object < transcoded.count else { return nil }
                known = Int(transcoded[object])
            }
            if known != 0 { return texts.binaryRecord(at: known - 1) }
            let record = texts.appendBinaryRecord(objectOffset: offset)
            guard texts.withDecodedBytes({ Self.appendUTF8(ofUTF16BigEndian: units, to: &$0) }) else { return nil }
            let range = texts.finishBinaryRecord(at: record)
            guard range.upperBound < CompactStringTable.Builder.maximumTextCount else { return nil }
            if oneEntry {
                transcodedInEntry[object] = UInt32(truncatingIfNeeded: record + 1)
            } else {
                transcoded[object] = UInt32(truncatingIfNeeded: record + 1)
            }
            return range
        }

        /// Whether big-endian UTF-16 `units` (an even count of bytes) pair every surrogate, as
        /// ``appendUTF8(ofUTF16BigEndian:to:)`` requires.
        static func isValidUTF16(bigEndian units: UnsafeBufferPointer<UInt8>) -> Bool {
            var index = 0
            let count = units.count / 2
            while index < count {
                let unit = UInt16(units[2 &* index]) << 8 | UInt16(units[2 &* index &+ 1])
                if unit & 0xF800 == 0xD800 {
                    guard unit < 0xDC00, index &+ 1 < count else { return false }
                    let low = UInt16(units[2 &* index &+ 2]) << 8 | UInt16(units[2 &* index &+ 3])
                    guard low & 0xFC00 == 0xDC00 else { return false }
                    index &+= 1
                }
                index &+= 1
            }
            return true
        }

        /// Appends the UTF-8 of big-endian UTF-16 `units`; false at an unpaired surrogate.
        ///
        /// The room for the longest result (three bytes a unit) is made once and written by
        /// ``UnicodeText/transcodeUTF16(_:byteCount:bigEndian:to:room:)``, then trimmed: no
        /// capacity check per byte.
        static func appendUTF8(ofUTF16BigEndian units: UnsafeBufferPointer<UInt8>, to text: inout [UInt8]) -> Bool {
            let byteCount = units.count & ~1
            let start = text.count
            // Grown from a block of zeros on the stack, so a debug build copies whole blocks
            // instead of iterating a generic sequence byte by byte (ten times slower on a
            // 1M-key file), and no shared array is retained and released per string.
            var growth = 3 &* (byteCount / 2)
            if growth > 0 {
                withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Swift.min(growth, 4_096)) { zeros in
                    zeros.initialize(repeating: 0)
                    while growth > 0 {
                        let chunk = Swift.min(growth, zeros.count)
                        text.append(contentsOf: UnsafeBufferPointer(rebasing: zeros[0 ..< chunk]))
                        growth &-= chunk
                    }
                }
            }
            let end: Int? = text.withUnsafeMutableBufferPointer { output -> Int? in
                guard byteCount > 0, let out = output.baseAddress, let source = units.baseAddress.map(UnsafeRawPointer.init) else { return start }
                let progress = UnicodeText.transcodeUTF16(source, byteCount: byteCount, bigEndian: true, to: out + start, room: output.count &- start)
                return progress.stop == .end ? start &+ progress.written : nil
            }
            text.removeLast(text.count &- (end ?? start))
            return end != nil
        }
    }
}
