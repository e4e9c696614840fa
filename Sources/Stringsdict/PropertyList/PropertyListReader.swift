/// Reads XML and binary property lists (`.stringsdict`, `.plist`) into located nodes.
///
/// The format is sniffed: `bplist0x` at the start means binary (any minor version, as
/// CoreFoundation reads); anything else is XML, in UTF-8 (with or without BOM), UTF-16 (with a
/// BOM, or detected from NUL bytes) or UTF-32 (with a BOM). Any malformed input
/// throws a ``StringsdictError`` with the file, line and column (binary: line 1, column
/// `byte offset + 1`); nothing in the input can trap or exhaust the stack.
public enum PropertyListReader {
    /// The format of a property list, as sniffed from its first bytes.
    public enum Format: String, Hashable, Sendable {
        /// `<?xml …?><plist>…</plist>`.
        case xml
        /// `bplist00…`.
        case binary
    }

    /// The format `bytes` would be read as: binary when they start with `bplist` and two
    /// digits, else XML.
    public static func format(of bytes: some Collection<UInt8>) -> Format {
        let head = Array(bytes.prefix(8))
        let isBinary = head.withUnsafeBufferPointer { BinaryPropertyListParser.hasMagic($0) }
        return isBinary ? .binary : .xml
    }

    /// Reads a property list of either format from bytes.
    ///
    /// - Parameters:
    ///   - bytes: the file's content.
    ///   - file: the path or name used in locations and messages.
    ///   - limits: depth, size and node-count bounds (the defaults suit any real file).
    public static func read(_ bytes: some Collection<UInt8>, file: String, limits: PropertyListLimits = .default) throws(StringsdictError) -> PropertyListNode {
        let result: Result<PropertyListNode, StringsdictError>? = bytes.withContiguousStorageIfAvailable { buffer in
            Result { () throws(StringsdictError) in try read(buffer: buffer, file: file, limits: limits) }
        }
        if let result { return try result.get() }
        let copy = Array(bytes)
        return try copy.withUnsafeBufferPointer { buffer throws(StringsdictError) in
            try read(buffer: buffer, file: file, limits: limits)
        }
    }

    /// Reads a property list file from disk.
    ///
    /// An unreadable file throws an `.io` error naming the path.
    public static func read(contentsOf path: String, limits: PropertyListLimits = .default) throws(StringsdictError) -> PropertyListNode {
        let bytes = try FileBytes.read(path, maximumSize: limits.maximumInputSize)
        return try read(bytes, file: path, limits: limits)
    }

    /// Reads a property list whose root must be a dictionary, the shape of every `.stringsdict`.
    ///
    /// Throws a `.structure` error at the root's location when it is another type.
    public static func readDictionary(_ bytes: some Collection<UInt8>, file: String, limits: PropertyListLimits = .default) throws(StringsdictError) -> (dictionary: PropertyListDictionary, location: SourceLocation) {
        let root = try read(bytes, file: file, limits: limits)
        guard case .dictionary(let dictionary) = root.value else {
            throw StringsdictError(.structure, "the root of the property list is a \(root.value.typeName), not a dictionary", at: root.location)
        }
        return (dictionary, root.location)
    }

    /// Reads from a contiguous buffer: size check, format sniffing, encoding, parse.
    static func read(buffer: UnsafeBufferPointer<UInt8>, file: String, limits: PropertyListLimits) throws(StringsdictError) -> PropertyListNode {
        guard buffer.count <= limits.maximumInputSize else {
            throw StringsdictError(.limit, "file of \(buffer.count) bytes is larger than the \(limits.maximumInputSize)-byte limit",
                                   at: SourceLocation(file: file, line: 1, column: 1))
        }
        if BinaryPropertyListParser.hasMagic(buffer) {
            return try BinaryPropertyListParser.parse(buffer, file: file, limits: limits)
        }
        let detected = UnicodeText.detect(buffer)
        if detected.encoding == .utf8 {
            try UnicodeText.validateUTF8(buffer, from: detected.bomLength, file: file, xmlCharacters: true)
            let text = UnsafeBufferPointer(rebasing: buffer[detected.bomLength...])
            return try XMLPropertyListParser.parse(text, file: file, limits: limits)
        }
        let utf8 = try UnicodeText.transcoded(buffer, detected: detected, file: file) ?? []
        return try utf8.withUnsafeBufferPointer { text throws(StringsdictError) in
            try UnicodeText.validateUTF8(text, from: 0, file: file, xmlCharacters: true)
            return try XMLPropertyListParser.parse(text, file: file, limits: limits)
        }
    }
}
