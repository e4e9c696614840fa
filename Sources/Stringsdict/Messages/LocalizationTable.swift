import FoundationEssentials

/// One table of one localization: key → compiled message, from a `.strings` file, a
/// `.stringsdict` file, or both (the `.stringsdict` key wins, see <doc:RenderingMessages>).
///
/// Loading reads every key and compiles every plural entry; plain strings loaded from a file's
/// bytes stay bytes of its text (a compact table: ranges and a hash index, about 17 bytes a key
/// beyond the text) and become messages when first looked up. A file that does not parse
/// throws; a key that does not compile is kept as an ``LocalizedMessage/Kind/invalid(_:)``
/// message (rendering it throws its error) and listed in ``problems``, so one bad entry never
/// hides the rest of a table.
public struct LocalizationTable: Sendable {
    /// The table's name: the file name without extension (`Localizable`).
    public let name: String
    /// The messages by key.
    ///
    /// Made on each call for a table loaded from a `.strings` file's bytes (which keeps its
    /// plain strings as bytes, see ``init(name:strings:file:limits:)``): look keys up with
    /// ``subscript(_:)`` and list them with ``keys``, which do not.
    public var messages: [String: LocalizedMessage] {
        var messages: [String: LocalizedMessage] = [:]
        for layer in layers {
            switch layer {
            case .messages(let layer):
                if messages.isEmpty { messages = layer } else { messages.merge(layer) { _, new in new } }
            case .compact(let table):
                messages.reserveCapacity(messages.count + table.count)
                for (key, message) in table.messages { messages[key] = message }
            }
        }
        return messages
    }
    /// The files the table was read from.
    public private(set) var files: [String]

    /// Where the messages are: layers looked up last to first (a later layer's key wins).
    /// Compiled messages in a dictionary, or plain strings kept as bytes.
    enum Layer: Sendable {
        case messages([String: LocalizedMessage])
        case compact(CompactStringTable)
    }

    private(set) var layers: [Layer]

    /// An empty table named `name`.
    public init(name: String) {
        self.name = name
        layers = []
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
            let limits = PropertyListLimits.default
            self.init(name: name)
            try load(strings: FileBytes.read(path, maximumSize: limits.maximumInputSize), file: path, limits: limits)
        }
    }

    /// Loads a `.strings` file from its bytes (text in UTF-8 or UTF-16, or a property list).
    ///
    /// Text is read straight into the table: keys and values stay bytes of the file's text
    /// (UTF-16 is transcoded to UTF-8 once, in bulk), indexed by key, and each message is made
    /// when first looked up, so a large table costs little more memory than its text. Any other
    /// file (a property list, a file wrapped in `{ }`, an error) goes through
    /// ``StringsFileReader``, with the same results.
    ///
    /// - Parameters:
    ///   - name: the table's name (`Localizable`).
    ///   - bytes: the content of the `.strings` file, in any encoding the reader accepts.
    ///   - file: the path or name used in locations and messages.
    ///   - limits: the bounds on size and nesting the reader enforces.
    /// - Throws: ``StringsdictError`` when the file does not parse.
    public init(name: String, strings bytes: some Collection<UInt8>, file: String, limits: PropertyListLimits = .default) throws(StringsdictError) {
        self.init(name: name)
        try load(strings: bytes as? [UInt8] ?? Array(bytes), file: file, limits: limits)
    }

    private mutating func load(strings bytes: consuming [UInt8], file: String, limits: PropertyListLimits) throws(StringsdictError) {
        switch try StringsFileReader.load(bytes, file: file, limits: limits) {
        case .compact(let table): append(.compact(table))
        case .file(let strings): add(strings: strings)
        }
        files.append(file)
    }

    /// Loads a `.stringsdict` file from its bytes (XML in UTF-8 or UTF-16, or a binary plist).
    ///
    /// The usual file (dictionaries, keys and strings; plural entries), XML or binary, is
    /// compiled straight from its bytes into one render plan for the whole table, and each
    /// entry's tree (what ``PluralEntry/variables`` shows) is rebuilt from the bytes, kept for
    /// that, on first use. Any other file (width or device variants, an entry that does not
    /// compile, other object types, XML beyond the usual shape) is read into a property-list tree and compiled from
    /// that, with the same results.
    ///
    /// A large file (binary: 4,096 root keys or more; XML: 1 MiB or more) is checked whole as it
    /// loads, but each plural entry is compiled when first looked up (and kept): a table of a
    /// million entries then takes little more than its file's size in memory instead of a
    /// compiled plan of every entry. In a binary file, an entry that does not compile is
    /// reported when looked up (``LocalizedMessage/error``) and in ``problems``, which compiles
    /// them all.
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
        try self.init(name: name, stringsdict: bytes, file: file, limits: limits, lazy: nil)
    }

    /// Loads a `.stringsdict` file with its plural entries compiled when looked up when `lazy`
    /// says so (nil: when the file is large; tests set it to compare both ways on small files).
    init(name: String, stringsdict bytes: some Collection<UInt8>, file: String, limits: PropertyListLimits, lazy: Bool?) throws(StringsdictError) {
        self.init(name: name)
        // An array is kept as it is (the loaded table holds the file's bytes); anything else is copied once.
        let loaded = StringsdictLoader.load(bytes as? [UInt8] ?? Array(bytes), file: file, limits: limits, lazy: lazy)
        if let (plural, texts) = loaded {
            layers = texts.count == 0 ? [.messages(plural)] : plural.isEmpty ? [.compact(texts)] : [.compact(texts), .messages(plural)]
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
    public subscript(key: String) -> LocalizedMessage? {
        for layer in layers.reversed() {
            switch layer {
            case .messages(let messages): if let message = messages[key] { return message }
            case .compact(let table): if let message = table.message(for: key) { return message }
            }
        }
        return nil
    }

    /// The keys, sorted.
    public var keys: [String] { keySet.sorted() }

    /// The keys, unsorted.
    var keySet: Set<String> {
        if layers.count == 1, case .messages(let messages) = layers[0] { return Set(messages.keys) }
        var keys = Set<String>()
        for layer in layers {
            switch layer {
            case .messages(let messages): keys.formUnion(messages.keys)
            case .compact(let table): keys.formUnion(table.keys)
            }
        }
        return keys
    }

    /// How many keys the table has.
    public var count: Int {
        if layers.count == 1 {
            switch layers[0] {
            case .messages(let messages): return messages.count
            case .compact(let table): return table.count
            }
        }
        return keySet.count
    }

    /// The keys whose entries did not compile, with their errors, sorted by key.
    ///
    /// Plain strings always compile (a plain string that is not a valid format is an error
    /// only when rendered with arguments), so only plural entries can hold problems: those of
    /// compiled layers, and those a large binary file's compact table compiles when looked up
    /// (compiled here).
    public var problems: [StringsdictError] {
        var keys = Set<String>()
        for layer in layers {
            switch layer {
            case .messages(let messages): keys.formUnion(messages.keys)
            case .compact(let table): keys.formUnion(table.pluralKeys)
            }
        }
        return keys.compactMap { self[$0]?.error }
            .sorted { ($0.keyPath.first ?? "") < ($1.keyPath.first ?? "") }
    }

    /// This table with `other`'s messages added; a key in both takes `other`'s.
    ///
    /// The `.stringsdict` table of a name merges over the `.strings` table of the same name.
    public func merging(_ other: LocalizationTable) -> LocalizationTable {
        var merged = self
        for layer in other.layers { merged.append(layer) }
        merged.files += other.files
        return merged
    }

    /// Adds a layer over the others, merging two dictionaries in a row into one. A small
    /// compact table next to a dictionary is made into one too, so a lookup in a merged table
    /// of ordinary size hashes its key once, as it did before compact tables.
    private mutating func append(_ layer: Layer) {
        guard let top = layers.last else {
            layers.append(layer)
            return
        }
        switch (Self.dictionary(top), Self.dictionary(layer)) {
        case (var below?, let above?):
            layers.removeLast()
            below.merge(above) { _, new in new }
            layers.append(.messages(below))
        default:
            layers.append(layer)
        }
    }

    /// The messages of `layer` as a dictionary, when it is one or a compact table small enough.
    private static func dictionary(_ layer: Layer) -> [String: LocalizedMessage]? {
        switch layer {
        case .messages(let messages): return messages
        case .compact(let table):
            guard table.count <= 4_096 else { return nil }
            var messages: [String: LocalizedMessage] = [:]
            messages.reserveCapacity(table.count)
            for (key, message) in table.messages { messages[key] = message }
            return messages
        }
    }

    private mutating func add(stringsdict dictionary: PropertyListDictionary) {
        var messages: [String: LocalizedMessage] = [:]
        for entry in dictionary.entries {
            let message: LocalizedMessage
            do {
                message = try EntryCompiler.message(key: entry.key, node: entry.value)
            } catch {
                message = LocalizedMessage(invalid: error.with(keyPath: [entry.key], location: entry.keyLocation), key: entry.key)
            }
            messages[entry.key] = message
        }
        append(.messages(messages))
    }

    private mutating func add(strings: StringsFile) {
        var messages: [String: LocalizedMessage] = [:]
        messages.reserveCapacity(strings.entries.count)
        for entry in strings.entries {
            messages[entry.key] = LocalizedMessage(text: entry.value, key: entry.key, location: entry.valueLocation)
        }
        append(.messages(messages))
    }
}
