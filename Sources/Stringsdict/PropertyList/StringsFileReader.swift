/// Reads `.strings` files: old-style `"key" = "value";` text, or a property list of strings.
///
/// Text may be UTF-8 (with or without BOM), UTF-16 (LE or BE with BOM; without a BOM when NUL
/// bytes alternate with others) or UTF-32 (with BOM). A file starting with `bplist0x`, or whose text starts with `<`,
/// is read as a property list whose root must be a dictionary of strings. Every error is a
/// ``StringsdictError`` with the file, line and column of the offending character.
///
/// Decisions where CoreFoundation is undocumented or unhelpful:
/// - A lone UTF-16 surrogate written as `\UD83D` (not followed by `\UDxxx` low half) is an
///   `.encoding` error rather than a silent U+FFFD.
/// - `\NNN` octal escapes (1 to 3 digits) keep the low 8 bits of their value and read that byte
///   in the NeXTSTEP encoding, as CoreFoundation does: `\101` is `A`, `\200` U+00A0, `\501`
///   `A` again (the NeXTSTEP character set).
/// - `\U` without a hex digit is a `.syntax` error; any other escaped character stands for itself
///   (so a backslash before a newline keeps the newline), as in CoreFoundation.
/// - `"key";` (no value) means the value is the key, as in CoreFoundation.
/// - Text is kept exactly: a CRLF inside a quoted value stays CRLF.
public enum StringsFileReader {
    /// Reads a `.strings` file from bytes.
    ///
    /// - Parameters:
    ///   - bytes: the file's content.
    ///   - file: the path or name used in locations and messages.
    ///   - limits: size and (for the property-list form) depth bounds.
    public static func read(_ bytes: some Collection<UInt8>, file: String, limits: PropertyListLimits = .default) throws(StringsdictError) -> StringsFile {
        let result: Result<StringsFile, StringsdictError>? = bytes.withContiguousStorageIfAvailable { buffer in
            Result { () throws(StringsdictError) in try read(buffer: buffer, file: file, limits: limits) }
        }
        if let result { return try result.get() }
        let copy = Array(bytes)
        return try copy.withUnsafeBufferPointer { buffer throws(StringsdictError) in
            try read(buffer: buffer, file: file, limits: limits)
        }
    }

    /// Reads a `.strings` file from disk.
    ///
    /// An unreadable file throws an `.io` error naming the path.
    public static func read(contentsOf path: String, limits: PropertyListLimits = .default) throws(StringsdictError) -> StringsFile {
        let bytes = try FileBytes.read(path, maximumSize: limits.maximumInputSize)
        return try read(bytes, file: path, limits: limits)
    }

    static func read(buffer: UnsafeBufferPointer<UInt8>, file: String, limits: PropertyListLimits) throws(StringsdictError) -> StringsFile {
        guard buffer.count <= limits.maximumInputSize else {
            throw StringsdictError(.limit, "file of \(buffer.count) bytes is larger than the \(limits.maximumInputSize)-byte limit",
                                   at: SourceLocation(file: file, line: 1, column: 1))
        }
        if BinaryPropertyListParser.hasMagic(buffer) {
            let root = try BinaryPropertyListParser.parse(buffer, file: file, limits: limits)
            return try stringsFile(from: root, file: file, format: .binaryPropertyList)
        }
        let detected = UnicodeText.detect(buffer)
        let encoding: StringsFile.TextEncoding
        switch (detected.encoding, detected.hasBOM) {
        case (.utf8, false): encoding = .utf8
        case (.utf8, true): encoding = .utf8WithBOM
        case (.utf16LittleEndian, true): encoding = .utf16LittleEndian
        case (.utf16LittleEndian, false): encoding = .utf16LittleEndianWithoutBOM
        case (.utf16BigEndian, true): encoding = .utf16BigEndian
        case (.utf16BigEndian, false): encoding = .utf16BigEndianWithoutBOM
        case (.utf32LittleEndian, _): encoding = .utf32LittleEndian
        case (.utf32BigEndian, _): encoding = .utf32BigEndian
        }
        if detected.encoding == .utf8 {
            try UnicodeText.validateUTF8(buffer, from: detected.bomLength, file: file, xmlCharacters: false)
            return try parseText(UnsafeBufferPointer(rebasing: buffer[detected.bomLength...]), file: file, encoding: encoding, limits: limits)
        }
        let utf8 = try UnicodeText.transcoded(buffer, detected: detected, file: file) ?? []
        return try utf8.withUnsafeBufferPointer { text throws(StringsdictError) in
            try UnicodeText.validateUTF8(text, from: 0, file: file, xmlCharacters: false)
            return try parseText(text, file: file, encoding: encoding, limits: limits)
        }
    }

    /// A `.strings` file loaded for a table: straight into a compact table, or read as pairs.
    enum Loaded {
        case compact(CompactStringTable)
        case file(StringsFile)
    }

    /// Loads a whole `.strings` file for a table: text straight into a compact table (UTF-16
    /// transcoded to UTF-8 once, in bulk, and the file's bytes let go; UTF-8 without a byte
    /// order mark kept as it is); anything ``StringsFileScanner`` does not take (a property
    /// list, a file wrapped in `{ }`, any error) read by ``read(_:file:limits:)`` instead, with
    /// its results and errors.
    static func load(_ bytes: consuming [UInt8], file: String, limits: PropertyListLimits) throws(StringsdictError) -> Loaded {
        guard let (text, encoding) = utf8Text(bytes, file: file, limits: limits) else {
            return .file(try read(bytes, file: file, limits: limits))
        }
        // The text is all that is needed now (the file's own bytes, when UTF-16, go).
        _ = consume bytes
        if let table = compactTable(text: text, file: file, limits: limits) { return .compact(table) }
        return .file(try text.withUnsafeBufferPointer { buffer throws(StringsdictError) in
            try parseText(buffer, file: file, encoding: encoding, limits: limits)
        })
    }

    /// The file's text as validated UTF-8 without a byte order mark, and its encoding; nil for
    /// a binary property list, a file over the limits, or invalid text.
    private static func utf8Text(_ bytes: [UInt8], file: String, limits: PropertyListLimits) -> ([UInt8], StringsFile.TextEncoding)? {
        guard bytes.count <= limits.maximumInputSize, bytes.count < CompactStringTable.Builder.maximumTextCount else { return nil }
        return bytes.withUnsafeBufferPointer { buffer -> ([UInt8], StringsFile.TextEncoding)? in
            guard !BinaryPropertyListParser.hasMagic(buffer) else { return nil }
            let detected = UnicodeText.detect(buffer)
            if detected.encoding == .utf8 {
                guard (try? UnicodeText.validateUTF8(buffer, from: detected.bomLength, file: file, xmlCharacters: false)) != nil else { return nil }
                return (detected.bomLength == 0 ? bytes : Array(buffer[detected.bomLength...]), detected.hasBOM ? .utf8WithBOM : .utf8)
            }
            // UTF-16 only (any other encoding is left to `read`).
            let bigEndian = detected.encoding == .utf16BigEndian
            guard bigEndian || detected.encoding == .utf16LittleEndian else { return nil }
            let encoding: StringsFile.TextEncoding = bigEndian
                ? (detected.hasBOM ? .utf16BigEndian : .utf16BigEndianWithoutBOM)
                : (detected.hasBOM ? .utf16LittleEndian : .utf16LittleEndianWithoutBOM)
            guard let utf8 = try? UnicodeText.utf8(fromUTF16: buffer, from: detected.bomLength, bigEndian: bigEndian, file: file),
                  (try? utf8.withUnsafeBufferPointer { text throws(StringsdictError) in
                      try UnicodeText.validateUTF8(text, from: 0, file: file, xmlCharacters: false)
                  }) != nil
            else { return nil }
            return (utf8, encoding)
        }
    }

    private static func compactTable(text: [UInt8], file: String, limits: PropertyListLimits) -> CompactStringTable? {
        text.withUnsafeBufferPointer { buffer -> CompactStringTable? in
            // Every pair ends with `;`: their count bounds the entries (reserved, so the ranges
            // are not copied as they grow).
            var semicolons = 0
            var index = 0
            while let word = SWAR.word(buffer, at: index) {
                let mask = SWAR.equalMask(UInt8(ascii: ";"), in: word)
                if mask != 0 { semicolons += mask.nonzeroBitCount }
                index += 8
            }
            while index < buffer.count {
                if buffer[index] == UInt8(ascii: ";") { semicolons += 1 }
                index += 1
            }
            var builder = CompactStringTable.Builder(rule: .strings, textCount: buffer.count, expectedEntries: semicolons)
            // More pairs than the entry limit: `read` reports it.
            guard StringsFileScanner.scan(buffer, array: text, file: file, into: &builder),
                  builder.entryCount <= limits.maximumNodeCount else { return nil }
            return builder.build(text: text, document: StringsdictDocument(bytes: text, file: file, limits: limits))
        }
    }

    /// Parses validated UTF-8 text: a property list when it starts with `<`, else old-style pairs.
    private static func parseText(_ text: UnsafeBufferPointer<UInt8>, file: String, encoding: StringsFile.TextEncoding, limits: PropertyListLimits) throws(StringsdictError) -> StringsFile {
        if let first = text.first(where: { $0 != 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D }), first == UInt8(ascii: "<") {
            try UnicodeText.validateUTF8(text, from: 0, file: file, xmlCharacters: true)
            let root = try XMLPropertyListParser.parse(text, file: file, limits: limits)
            return try stringsFile(from: root, file: file, format: .xmlPropertyList)
        }
        let pairs = try StringsFileParser.parse(text, file: file, limits: limits)
        return StringsFile(file: file, format: .text(encoding), pairs: pairs)
    }

    /// The pairs of a property list whose root is a dictionary of strings.
    private static func stringsFile(from root: PropertyListNode, file: String, format: StringsFile.Format) throws(StringsdictError) -> StringsFile {
        guard case .dictionary(let dictionary) = root.value else {
            throw StringsdictError(.structure, "the root of a .strings property list is a \(root.value.typeName), not a dictionary", at: root.location)
        }
        var pairs: [StringsFile.Entry] = []
        pairs.reserveCapacity(dictionary.count)
        for entry in dictionary.entries {
            guard case .string(let value) = entry.value.value else {
                throw StringsdictError(.structure, "the value of \"\(entry.key)\" is a \(entry.value.value.typeName), not a string",
                                       at: entry.value.location, keyPath: [entry.key])
            }
            pairs.append(StringsFile.Entry(key: entry.key, value: value, keyLocation: entry.keyLocation, valueLocation: entry.value.location))
        }
        return StringsFile(file: file, format: format, pairs: pairs)
    }
}
