import FoundationEssentials
import Stringsdict

/// A `.strings` table as genstrings writes it: entries sorted by key, each with its comments.
public struct StringsTable: Hashable, Sendable {
    /// One `"key" = "value";` with the comments of every call that gave it.
    public struct Entry: Hashable, Sendable {
        public var key: String
        public var value: String
        /// Distinct comments in the order they were found; empty means none was given.
        public var comments: [String]
        /// The first call that gave the key; nil for an entry only an existing table holds (`-a`).
        public var location: SourceLocation?

        public init(key: String, value: String, comments: [String], location: SourceLocation?) {
            self.key = key
            self.value = value
            self.comments = comments
            self.location = location
        }
    }

    /// How tables are built from extracted strings.
    public struct Options: Hashable, Sendable {
        /// Number the specifiers of a value with more than one (`%@ and %@` becomes
        /// `%1$@ and %2$@`), as genstrings does unless `-noPositionalParameters`.
        public var positionalParameters: Bool
        /// Report a key used again in one table (genstrings' `-q` turns this off). A key given two
        /// different values is reported either way.
        public var reportsDuplicateKeys: Bool
        /// Tables to leave out (genstrings' `-skipTable`).
        public var skippedTables: Set<String>

        public init(positionalParameters: Bool = true, reportsDuplicateKeys: Bool = true, skippedTables: Set<String> = []) {
            self.positionalParameters = positionalParameters
            self.reportsDuplicateKeys = reportsDuplicateKeys
            self.skippedTables = skippedTables
        }
    }

    /// The table's name: `Localizable` for `Localizable.strings`.
    public var name: String
    /// Sorted by key.
    public private(set) var entries: [Entry]

    public init(name: String, entries: [Entry]) {
        self.name = name
        self.entries = entries.sorted { $0.key < $1.key }
    }

    /// The comment genstrings writes for an entry without one.
    public static let missingComment = "No comment provided by engineer."

    /// The tables the strings make, sorted by name, and the warnings about duplicate keys.
    ///
    /// The same key twice in one table is one entry whose comments are every distinct comment, and
    /// a warning naming the key (unless ``Options/reportsDuplicateKeys`` is off); with a different
    /// value the first value is kept and a warning is always given. The same key in two tables is
    /// two entries and no warning.
    public static func tables(from strings: [ExtractedString], options: Options = Options()) -> (tables: [StringsTable], warnings: [ExtractionWarning]) {
        var byTable: [String: [String: Entry]] = [:]
        var warnings: [ExtractionWarning] = []
        for string in strings where !options.skippedTables.contains(string.table) {
            let value = options.positionalParameters ? positional(string.effectiveValue) : string.effectiveValue
            guard var existing = byTable[string.table]?[string.key] else {
                byTable[string.table, default: [:]][string.key] = Entry(key: string.key, value: value, comments: string.comment.map { [$0] } ?? [],
                                                                       location: string.location)
                continue
            }
            let first = existing.location.map { " (first at \($0))" } ?? ""
            if existing.value != value {
                warnings.append(ExtractionWarning(location: string.location, message: "key \(quoted(string.key)) in table \(string.table) is given the value \(quoted(value)) here but \(quoted(existing.value)) before\(first); the first value is kept", rule: "extract-conflicting-value"))
            } else if options.reportsDuplicateKeys {
                let merged = string.comment.map { existing.comments.contains($0) ? "" : "; its comments are merged" } ?? ""
                warnings.append(ExtractionWarning(location: string.location, message: "key \(quoted(string.key)) is used again in table \(string.table)\(first)\(merged)", rule: "extract-duplicate-key"))
            }
            if let comment = string.comment, !existing.comments.contains(comment) {
                existing.comments.append(comment)
                byTable[string.table]?[string.key] = existing
            }
        }
        let tables = byTable.keys.sorted().map { name in StringsTable(name: name, entries: Array(byTable[name, default: [:]].values)) }
        return (tables, warnings)
    }

    /// Adds the entries of an existing table (genstrings' `-a`, "append to the existing
    /// files"): their values are kept (they may be translated), and an extracted key they
    /// already hold is not added again. The comments come from the sources, as genstrings takes
    /// them: the comment in the code is the current one; a key whose calls give no comment keeps
    /// the table's.
    public mutating func keepEntries(of existing: StringsFile) {
        var byKey: [String: Entry] = [:]
        for entry in entries { byKey[entry.key] = entry }
        for entry in existing.entries {
            let extracted = byKey[entry.key]
            let comments = extracted.map(\.comments).flatMap { $0.isEmpty ? nil : $0 } ?? (entry.comment.map { [$0] } ?? [])
            byKey[entry.key] = Entry(key: entry.key, value: entry.value, comments: comments, location: extracted?.location)
        }
        entries = byKey.values.sorted { $0.key < $1.key }
    }

    /// The table's text: for each entry `/* comment */`, `"key" = "value";` and a blank line.
    /// Several comments are one comment, a line each; `*/` inside a comment is written `* /`.
    public var text: String {
        var output = ""
        for entry in entries {
            let comments = entry.comments.isEmpty ? [Self.missingComment] : entry.comments
            let comment = comments.map { $0.replacing("*/", with: "* /") }.joined(separator: "\n   ")
            output += "/* \(comment) */\n\"\(Self.escaped(entry.key))\" = \"\(Self.escaped(entry.value))\";\n\n"
        }
        return output
    }

    /// The file's bytes: ``text`` in UTF-16 with a byte order mark, little-endian unless `bigEndian`.
    public func bytes(bigEndian: Bool = false) -> [UInt8] {
        var bytes: [UInt8] = bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]
        let text = self.text
        bytes.reserveCapacity(2 + text.utf8.count * 2)
        for unit in text.utf16 {
            let high = UInt8(unit >> 8), low = UInt8(unit & 0xFF)
            if bigEndian { bytes.append(high); bytes.append(low) } else { bytes.append(low); bytes.append(high) }
        }
        return bytes
    }

    /// The path ``write(to:bigEndian:)`` writes, `folder/NAME.strings`, checked against the
    /// output-path policy (``OutputPath``): the name must be a plain file name and the path
    /// must stay in `folder`. A bad name is reported at the first call that gave it.
    ///
    /// - Throws: ``StringsdictError`` with code ``OutputPath/unsafeNameCode`` or ``OutputPath/outsideFolderCode``.
    public func outputPath(in folder: String) throws(StringsdictError) -> String {
        let first = entries.compactMap(\.location).min()
        try OutputPath.checkTable(name, at: first)
        return try OutputPath.join([name + ".strings"], under: folder, at: first)
    }

    /// Writes `NAME.strings` into `folder` atomically (a temporary file in the folder, then a rename).
    ///
    /// - Returns: the path written.
    /// - Throws: `.io` naming the path when the folder is missing or not writable; the errors
    ///   of ``outputPath(in:)`` when the name cannot be a file in `folder`.
    @discardableResult
    public func write(to folder: String, bigEndian: Bool = false) throws(StringsdictError) -> String {
        let path = try outputPath(in: folder)
        try AtomicFile.write(bytes(bigEndian: bigEndian), to: path)
        return path
    }

    // MARK: text

    /// A key or value as a `.strings` literal's content (the library's one `.strings` escaper).
    static func escaped(_ text: String) -> String { StringsFileWriter.escaped(text) }

    static func quoted(_ text: String) -> String { "\"\(escaped(text))\"" }

    /// `value` with its specifiers numbered when it has more than one and none is numbered yet;
    /// unchanged when it is not a valid format, or uses `*` widths.
    public static func positional(_ value: String) -> String {
        guard value.utf8.contains(UInt8(ascii: "%")), let format = try? FormatString(value, options: [.allowsUnusedSlots]) else { return value }
        let specifiers = format.specifiers.filter { if case .variable = $0.conversion { false } else { true } }
        guard specifiers.count > 1, !specifiers.contains(where: { $0.isPositional || $0.text.contains("*") }) else { return value }
        var scalars = Array(value.unicodeScalars)
        for specifier in specifiers.reversed() where specifier.offset >= 0 && specifier.offset < scalars.count {
            scalars.insert(contentsOf: "\(specifier.slot)$".unicodeScalars, at: specifier.offset + 1)
        }
        var result = ""
        result.unicodeScalars.append(contentsOf: scalars)
        return result
    }
}
