/// The content of a `.strings` file: key–value pairs in file order, with locations and duplicates.
///
/// When a key is written more than once the last value wins (as in CoreFoundation): ``entries``
/// holds each key once, at its last occurrence's place in file order, and ``duplicates`` records
/// every repetition so a linter can warn.
public struct StringsFile: Hashable, Sendable {
    /// One `"key" = "value";` pair.
    public struct Entry: Hashable, Sendable {
        /// The key, unescaped.
        public var key: String
        /// The value, unescaped.
        public var value: String
        /// Where the key starts (its opening quote, or the first character of a bare word).
        public var keyLocation: SourceLocation
        /// Where the value starts.
        public var valueLocation: SourceLocation
        /// The text of the last comment between the previous pair and this one, without `/*`, `*/`
        /// or `//` and trimmed; nil when there is none (and always nil for property-list files).
        public var comment: String?

        /// A pair whose key and value were read at the given locations.
        public init(key: String, value: String, keyLocation: SourceLocation, valueLocation: SourceLocation, comment: String? = nil) {
            self.key = key
            self.value = value
            self.keyLocation = keyLocation
            self.valueLocation = valueLocation
            self.comment = comment
        }
    }

    /// How the file was stored.
    public enum Format: Hashable, Sendable {
        /// Old-style `"key" = "value";` text.
        case text(TextEncoding)
        /// An XML property list whose root is a dictionary of strings.
        case xmlPropertyList
        /// A binary property list whose root is a dictionary of strings.
        case binaryPropertyList
    }

    /// The text encoding of a text `.strings` file.
    public enum TextEncoding: String, Hashable, Sendable, CaseIterable {
        /// UTF-8 without a byte order mark.
        case utf8
        /// UTF-8 after the byte order mark `EF BB BF`.
        case utf8WithBOM
        /// UTF-16 little-endian after the byte order mark `FF FE` (Xcode's default).
        case utf16LittleEndian
        /// UTF-16 big-endian after the byte order mark `FE FF`.
        case utf16BigEndian
        /// UTF-16 little-endian without a byte order mark, recognized by its NUL bytes.
        case utf16LittleEndianWithoutBOM
        /// UTF-16 big-endian without a byte order mark, recognized by its NUL bytes.
        case utf16BigEndianWithoutBOM
        /// UTF-32 with a byte-order mark (`FF FE 00 00`), which CoreFoundation also reads.
        case utf32LittleEndian
        /// UTF-32 with a byte-order mark (`00 00 FE FF`).
        case utf32BigEndian
    }

    /// The path or name the file was read as.
    public var file: String
    /// Text (and its encoding) or property list.
    public var format: Format
    /// The pairs in file order, each key once (its last occurrence).
    public private(set) var entries: [Entry]
    /// Every key written more than once: one record per repetition, pairing it with the
    /// occurrence before it.
    public private(set) var duplicates: [PropertyListDictionary.Duplicate]
    private var index: [String: Int]

    /// Builds a file from pairs as read, in file order, duplicates included (the last wins).
    public init(file: String, format: Format, pairs: [Entry]) {
        self.file = file
        self.format = format
        var lastOccurrence: [String: Int] = [:]
        var previous: [String: SourceLocation] = [:]
        var duplicates: [PropertyListDictionary.Duplicate] = []
        for (position, pair) in pairs.enumerated() {
            lastOccurrence[pair.key] = position
            if let earlier = previous.updateValue(pair.keyLocation, forKey: pair.key) {
                duplicates.append(PropertyListDictionary.Duplicate(key: pair.key, first: earlier, second: pair.keyLocation))
            }
        }
        var entries: [Entry] = []
        var index: [String: Int] = [:]
        entries.reserveCapacity(lastOccurrence.count)
        for (position, pair) in pairs.enumerated() where lastOccurrence[pair.key] == position {
            index[pair.key] = entries.count
            entries.append(pair)
        }
        self.entries = entries
        self.duplicates = duplicates
        self.index = index
    }

    /// The entry for `key`, or nil.
    public subscript(key: String) -> Entry? {
        guard let position = index[key] else { return nil }
        return entries[position]
    }

    /// Every key with its value.
    public var dictionary: [String: String] {
        Dictionary(entries.map { ($0.key, $0.value) }, uniquingKeysWith: { _, last in last })
    }
}
