import FoundationEssentials
import Stringsdict

/// What an earlier successful `stringsdict generate` run found, kept in the build plugin's work
/// folder so the next run (after one translation changed) compiles and checks only the catalog
/// entries that changed, and skips writing Swift when nothing it depends on changed.
///
/// It holds only successes: the fingerprints of each catalog entry (the hash of its bytes, and of
/// its comment and source-language value) that compiled and passed every check with no finding, and the
/// signature of everything the generated Swift depends on (the development language's entries,
/// comments, keys, files and options) after a run whose Swift was written. An entry that failed
/// or warned is not kept, so it is checked again on every run and its finding shown again.
/// With them, each such entry's accessor as generated (its Swift name and lines) and the options
/// it was generated with (``salt``): when a source-language text changes or a key is added, the
/// other keys' accessors are taken from here instead of compiling the whole source language.
///
/// The file is text (`stringsdict-generate-cache 2`, then `s HEX`, `a HEX`, `h HEX TABLE`,
/// `k RAW SOURCE TABLE KEY` and `b TABLE KEY NAME LENGTH` lines, the last followed by LENGTH bytes
/// of Swift and a line break; TABLE, KEY and NAME percent-escaped); anything unreadable counts as
/// an empty cache.
public struct GenerationCache: Sendable, Equatable {
    /// The signature of what the generated Swift depends on (nil: not known).
    public var signature: UInt64?
    /// Table → key → fingerprints of an entry that passed every check.
    public var entries: [String: [String: Fingerprint]]
    /// Table → the hash of the catalog's members other than `strings`.
    public var heads: [String: UInt64]
    /// The options and generator the ``blocks`` were made with (see `stringsdict generate`'s salt).
    public var salt: UInt64?
    /// Table → key → the accessor generated for an entry that passed every check.
    public var blocks: [String: [String: Block]]

    /// One key's accessor: its doc comment and declaration, not indented.
    public struct Block: Hashable, Sendable {
        /// The Swift name it was given (a new clash would give another).
        public var name: String
        /// Its lines, joined by line breaks.
        public var text: String

        public init(name: String, text: String) {
            self.name = name
            self.text = text
        }
    }

    /// What the cache knows of one catalog entry.
    public struct Fingerprint: Hashable, Sendable {
        /// The hash of the entry's bytes in the file (its value under `strings`).
        public var raw: UInt64
        /// The hash of what the generated code shows of it: its comment and source-language value.
        public var source: UInt64

        public init(raw: UInt64, source: UInt64) {
            self.raw = raw
            self.source = source
        }
    }

    public init(
        signature: UInt64? = nil, entries: [String: [String: Fingerprint]] = [:], heads: [String: UInt64] = [:],
        salt: UInt64? = nil, blocks: [String: [String: Block]] = [:]
    ) {
        self.signature = signature
        self.entries = entries
        self.heads = heads
        self.salt = salt
        self.blocks = blocks
    }

    static let header = "stringsdict-generate-cache 2"

    /// Reads a cache file; an empty cache when the file is missing or not a cache of this version.
    public init(contentsOf path: String) {
        self.init()
        guard let data = FileManager.default.contents(atPath: path) else { return }
        let bytes = [UInt8](data)
        guard let cache = bytes.withUnsafeBufferPointer({ Self.parse($0) }) else { return }
        self = cache
    }

    /// The cache in `bytes` (a cache file's content); nil when they are not one of this version.
    static func parsing(_ bytes: [UInt8]) -> GenerationCache? {
        bytes.withUnsafeBufferPointer { parse($0) }
    }

    /// Parses the text byte by byte (splitting 5,000 lines into strings is slow in a debug build,
    /// and so are functions capturing a local cursor: a cursor struct's accesses are not checked
    /// at run time).
    private static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> GenerationCache? {
        let header = Array(Self.header.utf8) + [0x0A]
        guard bytes.starts(with: header) else { return nil }
        var cache = GenerationCache()
        var cursor = Cursor(bytes: bytes, index: header.count)
        while !cursor.atEnd {
            let kind = cursor.field()
            guard kind.count == 1, cursor.separator() else { return nil }
            switch kind[0] {
            case UInt8(ascii: "s"):
                guard let value = Cursor.hex(cursor.field()) else { return nil }
                cache.signature = value
            case UInt8(ascii: "a"):
                guard let value = Cursor.hex(cursor.field()) else { return nil }
                cache.salt = value
            case UInt8(ascii: "h"):
                guard let value = Cursor.hex(cursor.field()), cursor.separator(), let table = Cursor.text(cursor.field()) else { return nil }
                cache.heads[table] = value
            case UInt8(ascii: "k"):
                guard let raw = Cursor.hex(cursor.field()), cursor.separator(), let source = Cursor.hex(cursor.field()), cursor.separator(),
                      let table = Cursor.text(cursor.field()), cursor.separator(), let key = Cursor.text(cursor.field())
                else { return nil }
                cache.entries[table, default: [:]][key] = Fingerprint(raw: raw, source: source)
            case UInt8(ascii: "b"):
                guard let table = Cursor.text(cursor.field()), cursor.separator(), let key = Cursor.text(cursor.field()), cursor.separator(),
                      let name = Cursor.text(cursor.field()), cursor.separator(), let length = Cursor.hex(cursor.field()),
                      cursor.lineBreak(), let swift = cursor.take(length)
                else { return nil }
                cache.blocks[table, default: [:]][key] = Block(name: name, text: swift)
            default:
                return nil
            }
            guard cursor.lineBreak() else { return nil }
        }
        return cache
    }

    /// A position in the cache file's bytes.
    private struct Cursor {
        let bytes: UnsafeBufferPointer<UInt8>
        var index: Int

        var atEnd: Bool { index >= bytes.count }

        /// The bytes up to the next space or line break.
        mutating func field() -> UnsafeBufferPointer<UInt8> {
            let start = index
            let count = bytes.count
            while index < count, bytes[index] != 0x20, bytes[index] != 0x0A { index += 1 }
            return UnsafeBufferPointer(rebasing: bytes[start..<index])
        }

        /// Moves past a space; false when there is none.
        mutating func separator() -> Bool {
            guard index < bytes.count, bytes[index] == 0x20 else { return false }
            index += 1
            return true
        }

        /// Moves past a line break; false when there is none.
        mutating func lineBreak() -> Bool {
            guard index < bytes.count, bytes[index] == 0x0A else { return false }
            index += 1
            return true
        }

        /// The next `length` bytes as UTF-8 text; nil past the end or when not UTF-8.
        mutating func take(_ length: UInt64) -> String? {
            guard length <= UInt64(bytes.count - index) else { return nil }
            let start = index
            index += Int(length)
            return String(validating: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        }

        static func hex(_ field: UnsafeBufferPointer<UInt8>) -> UInt64? {
            guard !field.isEmpty, field.count <= 16 else { return nil }
            var value: UInt64 = 0
            for byte in field {
                let digit: UInt8
                switch byte {
                case 0x30...0x39: digit = byte - 0x30
                case 0x61...0x66: digit = byte - 0x61 + 10
                default: return nil
                }
                value = value << 4 | UInt64(digit)
            }
            return value
        }

        static func text(_ field: UnsafeBufferPointer<UInt8>) -> String? {
            guard !field.contains(0x25) else { return GenerationCache.unescape(Substring(String(decoding: field, as: UTF8.self))) }
            return String(validating: field, as: UTF8.self)
        }
    }

    /// The file's text.
    public var text: String {
        var lines = [Self.header]
        if let signature { lines.append("s " + String(signature, radix: 16)) }
        if let salt { lines.append("a " + String(salt, radix: 16)) }
        for table in heads.keys.sorted() {
            guard let head = heads[table] else { continue }
            lines.append("h \(String(head, radix: 16)) \(Self.escape(table))")
        }
        for table in entries.keys.sorted() {
            guard let keys = entries[table] else { continue }
            let escapedTable = Self.escape(table)
            for (key, value) in keys {
                lines.append("k \(String(value.raw, radix: 16)) \(String(value.source, radix: 16)) \(escapedTable) \(Self.escape(key))")
            }
        }
        for table in blocks.keys.sorted() {
            guard let keys = blocks[table] else { continue }
            let escapedTable = Self.escape(table)
            for (key, block) in keys {
                lines.append("b \(escapedTable) \(Self.escape(key)) \(Self.escape(block.name)) \(String(block.text.utf8.count, radix: 16))")
                lines.append(block.text)
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Writes the cache (a temporary file renamed over `path`).
    public func write(to path: String) throws(GeneratedFileError) {
        try GeneratedFile.write(text, to: path)
    }

    /// `%`, space, newline and carriage return as `%XX`, so a field never holds a separator.
    static func escape(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == 0x25 || $0 == 0x20 || $0 == 0x0A || $0 == 0x0D }) else { return text }
        var bytes: [UInt8] = []
        for byte in text.utf8 {
            if byte == 0x25 || byte == 0x20 || byte == 0x0A || byte == 0x0D {
                bytes += Array("%" + (byte < 16 ? "0" : "") + String(byte, radix: 16)).map { $0.asciiValue ?? 0x30 }
            } else {
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    static func unescape(_ field: Substring) -> String? {
        guard field.utf8.contains(0x25) else { return String(field) }
        var bytes: [UInt8] = []
        var iterator = field.utf8.makeIterator()
        while let byte = iterator.next() {
            guard byte == 0x25 else { bytes.append(byte); continue }
            guard let high = iterator.next(), let low = iterator.next(),
                  let value = UInt8(String(decoding: [high, low], as: UTF8.self), radix: 16)
            else { return nil }
            bytes.append(value)
        }
        return String(validating: bytes, as: UTF8.self)
    }
}

/// A 64-bit FNV-1a hash, stable across runs and machines (Swift's `Hasher` is seeded per process).
public struct StableHash: Sendable {
    public private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    public init() {}

    /// The hash of `bytes`.
    static func of(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        fold(0xcbf2_9ce4_8422_2325, bytes)
    }

    /// `hash` with every byte of `bytes` folded in.
    private static func fold(_ hash: UInt64, _ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash = hash
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return hash
    }

    public mutating func combine(_ text: String) {
        fold(text)
        combine(byte: 0xFF)  // never in UTF-8: ends the field
    }

    /// Folds in `text`'s UTF-8 bytes alone, with nothing to end the field.
    mutating func fold(_ text: String) {
        let start = value
        var copy = text
        value = copy.withUTF8 { Self.fold(start, $0) }
    }

    public mutating func combine(bytes: [UInt8]) {
        let start = value
        value = bytes.withUnsafeBufferPointer { Self.fold(start, $0) }
        combine(byte: 0xFF)
    }

    public mutating func combine(_ number: UInt64) {
        var hash = value
        var rest = number
        for _ in 0..<8 {
            hash ^= rest & 0xFF
            hash = hash &* 0x100_0000_01b3
            rest >>= 8
        }
        value = hash
    }

    mutating func combine(byte: UInt8) {
        value ^= UInt64(byte)
        value = value &* 0x100_0000_01b3
    }

    mutating func combine(optional text: String?) {
        if let text { combine(byte: 1); combine(text) } else { combine(byte: 0) }
    }

    // MARK: catalog entries

    /// The part of an entry the generated Swift shows: its comment and its value in `language`.
    static func fingerprint(of entry: StringCatalogDocument.Entry, in language: String) -> UInt64 {
        var hash = StableHash()
        hash.combine(optional: entry.comment)
        hash.combine(byte: entry.shouldTranslate.map { $0 ? 1 : 2 } ?? 0)
        hash.add(entry.localizations?[language], depth: 0)
        return hash.value
    }

    private mutating func add(_ localization: StringCatalogDocument.Localization?, depth: Int) {
        guard let localization, depth < 32 else { combine(byte: 0); return }
        combine(byte: 1)
        if let unit = localization.stringUnit {
            combine(byte: 1)
            combine(optional: unit.state)
            combine(unit.value)
        } else {
            combine(byte: 0)
        }
        add(localization.variations, depth: depth + 1)
        if let substitutions = localization.substitutions {
            combine(byte: 1)
            for name in substitutions.keys.sorted() {
                guard let substitution = substitutions[name] else { continue }
                combine(name)
                combine(UInt64(bitPattern: Int64(substitution.argNum ?? -1)))
                combine(optional: substitution.formatSpecifier)
                add(substitution.variations, depth: depth + 1)
            }
        } else {
            combine(byte: 0)
        }
    }

    private mutating func add(_ variations: StringCatalogDocument.Variations?, depth: Int) {
        guard let variations else { combine(byte: 0); return }
        combine(byte: 1)
        for group in [variations.plural, variations.device] {
            guard let group else { combine(byte: 0); continue }
            combine(byte: 1)
            for name in group.keys.sorted() {
                combine(name)
                add(group[name], depth: depth + 1)
            }
        }
    }
}
