import FoundationEssentials

/// One table of one localization: key → compiled message, from a `.strings` file, a
/// `.stringsdict` file, or both (the `.stringsdict` key wins, see <doc:RenderingMessages>).
///
/// Loading reads and compiles every key. A file that does not parse throws; a key that does not
/// compile is kept as an ``LocalizedMessage/Kind/invalid(_:)`` message (rendering it throws its
/// error) and listed in ``problems``, so one bad entry never hides the rest of a table.
public struct LocalizationTable: Sendable {
    /// The table's name: the file name without extension (`Localizable`).
    public let name: String
    /// The messages by key.
    public private(set) var messages: [String: LocalizedMessage]
    /// The files the table was read from.
    public private(set) var files: [String]

    /// An empty table named `name`.
    public init(name: String) {
        self.name = name
        messages = [:]
        files = []
    }

    /// Reads a `.strings` or `.stringsdict` file (chosen by extension; a `.strings` file may also
    /// be a property list).
    ///
    /// - Throws: ``StringsdictError`` when the file cannot be read or does not parse.
    public init(contentsOf path: String) throws(StringsdictError) {
        let fileName = path.split(separator: "/").last.map(String.init) ?? path
        let isStringsdict = fileName.hasSuffix(".stringsdict")
        let base = fileName.split(separator: ".", omittingEmptySubsequences: false).dropLast().joined(separator: ".")
        let name = base.isEmpty ? fileName : base
        if isStringsdict {
            let limits = PropertyListLimits.default
            let bytes = try FileBytes.read(path, maximumSize: limits.maximumInputSize)
            try self.init(name: name, stringsdict: bytes, file: path, limits: limits)
        } else {
            self.init(name: name)
            add(strings: try StringsFileReader.read(contentsOf: path))
            files.append(path)
        }
    }

    /// Loads a `.stringsdict` file from its bytes (XML in UTF-8 or UTF-16, or a binary plist).
    ///
    /// The usual file (dictionaries, keys and strings; plural entries) is compiled straight
    /// from its bytes into one render plan for the whole table, and each entry's tree (what
    /// ``PluralEntry/variables`` shows) is rebuilt from the bytes, kept for that, on first use.
    /// Any other file (a binary plist, width or device variants, an entry that does not
    /// compile, XML beyond the usual shape) is read into a property-list tree and compiled from
    /// that, with the same results.
    ///
    /// - Parameters:
    ///   - name: the table's name (`Localizable`).
    ///   - bytes: the file's content, XML or binary.
    ///   - file: the path or name used in locations and messages.
    ///   - limits: the reader's depth, size and node-count limits.
    /// - Throws: ``StringsdictError`` when the file does not parse or its root is not a
    ///   dictionary. An entry that does not compile is kept as an invalid message (see
    ///   ``problems``).
    public init(name: String, stringsdict bytes: some Collection<UInt8>, file: String, limits: PropertyListLimits = .default) throws(StringsdictError) {
        self.init(name: name)
        // An array is kept as it is (the loaded table holds the file's bytes); anything else is copied once.
        let loaded = StringsdictLoader.messages(bytes as? [UInt8] ?? Array(bytes), file: file, limits: limits)
        if let loaded {
            messages = loaded
        } else {
            let (dictionary, _) = try PropertyListReader.readDictionary(bytes, file: file, limits: limits)
            add(stringsdict: dictionary)
        }
        files.append(file)
    }

    /// Builds a table from `.stringsdict` content already read.
    public init(name: String, stringsdict: PropertyListDictionary) {
        self.init(name: name)
        add(stringsdict: stringsdict)
    }

    /// Builds a table from a `.strings` file already read.
    public init(name: String, strings: StringsFile) {
        self.init(name: name)
        add(strings: strings)
        files.append(strings.file)
    }

    /// The message for `key`, or nil.
    public subscript(key: String) -> LocalizedMessage? { messages[key] }

    /// The keys, sorted.
    public var keys: [String] { messages.keys.sorted() }

    /// The keys whose entries did not compile, with their errors, sorted by key.
    public var problems: [StringsdictError] {
        messages.values.compactMap(\.error).sorted { ($0.keyPath.first ?? "") < ($1.keyPath.first ?? "") }
    }

    /// This table with `other`'s messages added; a key in both takes `other`'s.
    ///
    /// The `.stringsdict` table of a name merges over the `.strings` table of the same name.
    public func merging(_ other: LocalizationTable) -> LocalizationTable {
        var merged = self
        merged.messages.merge(other.messages) { _, new in new }
        merged.files += other.files
        return merged
    }

    private mutating func add(stringsdict dictionary: PropertyListDictionary) {
        for entry in dictionary.entries {
            let message: LocalizedMessage
            do {
                message = try EntryCompiler.message(key: entry.key, node: entry.value)
            } catch {
                message = LocalizedMessage(invalid: error.with(keyPath: [entry.key], location: entry.keyLocation), key: entry.key)
            }
            messages[entry.key] = message
        }
    }

    private mutating func add(strings: StringsFile) {
        for entry in strings.entries {
            messages[entry.key] = LocalizedMessage(text: entry.value, key: entry.key, location: entry.valueLocation)
        }
    }
}
