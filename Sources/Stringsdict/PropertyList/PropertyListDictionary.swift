/// A property-list dictionary that keeps its keys in file order, each with its location.
///
/// Duplicate keys are kept as read (a linter reports them through ``duplicateKeys``); lookups
/// by key return the last occurrence, as CoreFoundation does.
public struct PropertyListDictionary: Hashable, Sendable {
    /// One key and its value.
    public struct Entry: Hashable, Sendable {
        /// The key text.
        public var key: String
        /// Where the key is (`<key>` tag, binary key object, `.strings` key).
        public var keyLocation: SourceLocation
        /// The value, with its own location.
        public var value: PropertyListNode

        /// An entry whose key was read at `keyLocation`.
        public init(key: String, keyLocation: SourceLocation, value: PropertyListNode) {
            self.key = key
            self.keyLocation = keyLocation
            self.value = value
        }
    }

    /// A key written more than once.
    public struct Duplicate: Hashable, Sendable {
        /// The key text.
        public var key: String
        /// The earlier occurrence's key location.
        public var first: SourceLocation
        /// The later occurrence's key location (the one that wins if it is the last).
        public var second: SourceLocation
    }

    /// Every entry in file order, duplicates included.
    public var entries: [Entry]

    /// A dictionary of `entries` in file order; when a key repeats, lookups return the last.
    public init(entries: [Entry] = []) {
        self.entries = entries
    }

    /// The number of entries, duplicates included.
    public var count: Int { entries.count }

    /// The keys in file order (a duplicated key appears each time it was written).
    public var keys: [String] { entries.map(\.key) }

    /// The value of the last entry with `key`, or nil.
    ///
    /// A linear search from the end: dictionaries in localization files are small, and a caller
    /// that looks up many keys of a large one builds its own index from ``entries``.
    public subscript(key: String) -> PropertyListNode? {
        entry(for: key)?.value
    }

    /// The last entry with `key`, or nil.
    public func entry(for key: String) -> Entry? {
        entries.last { $0.key == key }
    }

    /// Each key written more than once: one record per repeated occurrence, pairing it with the
    /// occurrence before it, in file order.
    public var duplicateKeys: [Duplicate] {
        var lastSeen: [String: SourceLocation] = [:]
        var duplicates: [Duplicate] = []
        for entry in entries {
            if let previous = lastSeen.updateValue(entry.keyLocation, forKey: entry.key) {
                duplicates.append(Duplicate(key: entry.key, first: previous, second: entry.keyLocation))
            }
        }
        return duplicates
    }
}
