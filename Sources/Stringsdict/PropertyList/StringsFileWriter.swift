/// Writes `.strings` text: `"key" = "value";` pairs in UTF-8, each after its `/* comment */`.
///
/// Escapes `"` and `\`, writes line feeds, tabs and carriage returns as `\n`, `\t`, `\r` and
/// other control characters as `\UXXXX`, everything else as is: ``StringsFileReader`` and
/// Foundation read the text back to the same strings.
public enum StringsFileWriter {
    /// One pair to write.
    public struct Pair: Hashable, Sendable {
        /// The key, as the program looks it up.
        public var key: String
        /// The value.
        public var value: String
        /// Written above the pair as `/* comment */` (a `*/` inside is broken as `* /`).
        public var comment: String?

        /// A pair to write.
        ///
        /// - Parameters:
        ///   - key: the key.
        ///   - value: the value.
        ///   - comment: the comment written above the pair; nil for none.
        public init(key: String, value: String, comment: String? = nil) {
            self.key = key
            self.value = value
            self.comment = comment
        }
    }

    /// The comment genstrings (and Xcode's export) writes for a key whose calls give none.
    public static let missingComment = "No comment provided by engineer."

    /// One key's comment as Xcode writes it from its calls, given each source file's comments:
    /// the distinct comments sorted, one a line, as Xcode's sync and XLIFF export write them
    /// (tinode's Xcode 16.4 export: `Unknown`'s two comments in one file, "Placeholder for missing
    /// topic name\nPlaceholder for missing user name"); nil when there are none.
    ///
    /// With `eachFileAsGenstrings`, as Xcode's "Migrate to String Catalog" writes them: each
    /// file's distinct comments sorted and joined as genstrings joins them (`"\n   "`), then the
    /// files' sorted, one a line. Vienna's migration: `Search` is "Search panel title" (an
    /// Objective-C file) and "Toolbar item label\n   Toolbar item palette label\n   Toolbar
    /// item tooltip" (one Swift file); `Cancel`, called in three files, "Title of a button on an
    /// alert\nTitle of a popup menu item".
    public static func extractedComment<Files: Sequence>(byFile files: Files, eachFileAsGenstrings: Bool = false) -> String? where Files.Element: Sequence<String> {
        var groups = Set<String>()
        for file in files {
            if eachFileAsGenstrings {
                let distinct = Set(file)
                guard !distinct.isEmpty else { continue }
                groups.insert(distinct.sorted(by: commentPrecedes).joined(separator: "\n   "))
            } else {
                groups.formUnion(file)
            }
        }
        return groups.isEmpty ? nil : groups.sorted(by: commentPrecedes).joined(separator: "\n")
    }

    /// The order genstrings lists a key's several comments in: by UTF-16 code unit, as
    /// `NSString`'s `compare:` orders them (case counts: `Zoom` before `add`).
    ///
    /// Compared on the UTF-8 bytes, read in place: their order is the code points' order, which
    /// is UTF-16's but for one pair of ranges (see `utf16Precedes(_:_:)`).
    public static func commentPrecedes(_ a: String, _ b: String) -> Bool {
        a.withUTF8Bytes { x in b.withUTF8Bytes { y in utf16Precedes(x, y) } }
    }

    /// Whether valid UTF-8 `x` precedes `y` in UTF-16 code unit order.
    ///
    /// At the first byte that differs, both are lead bytes of the scalars that differ, or both
    /// continuation bytes of scalars with the same lead byte (then in one range, where the two
    /// orders agree). UTF-16 puts the scalars above U+FFFF (lead bytes F0–F4, surrogate pairs)
    /// before U+E000–U+FFFF (lead bytes EE and EF); everywhere else the bytes' order is UTF-16's.
    static func utf16Precedes(_ x: UnsafeBufferPointer<UInt8>, _ y: UnsafeBufferPointer<UInt8>) -> Bool {
        let common = min(x.count, y.count)
        var index = 0
        while index < common, x[index] == y[index] { index += 1 }
        guard index < common else { return x.count < y.count }
        let a = x[index], b = y[index]
        if a >= 0xF0, b == 0xEE || b == 0xEF { return true }
        if b >= 0xF0, a == 0xEE || a == 0xEF { return false }
        return a < b
    }

    /// The text of `pairs`, in the order given, as UTF-8 bytes.
    public static func bytes(of pairs: [Pair]) -> [UInt8] {
        var output: [UInt8] = []
        for (index, pair) in pairs.enumerated() {
            if index > 0 { output.append(0x0A) }
            if let comment = pair.comment {
                output.append(contentsOf: "/* \(comment.split(separator: "*/", omittingEmptySubsequences: false).joined(separator: "* /")) */\n".utf8)
            }
            quoted(pair.key, into: &output)
            output.append(contentsOf: " = ".utf8)
            quoted(pair.value, into: &output)
            output.append(contentsOf: ";\n".utf8)
        }
        return output
    }

    private static func quoted(_ text: String, into output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        output.append(contentsOf: escaped(text).utf8)
        output.append(UInt8(ascii: "\""))
    }

    /// `text` as UTF-16, little-endian unless `bigEndian`, after a byte order mark when
    /// `byteOrderMark`: the one UTF-16 encoder of the `.strings` files the package writes
    /// (genstrings tables, ibtool tables, edited tables).
    package static func utf16Bytes(_ text: String, bigEndian: Bool = false, byteOrderMark: Bool) -> [UInt8] {
        var text = text
        return text.withUTF8 { utf16Bytes(utf8: $0, bigEndian: bigEndian, byteOrderMark: byteOrderMark) }
    }

    /// ``utf16Bytes(_:bigEndian:byteOrderMark:)`` of text that is already UTF-8 bytes (valid
    /// UTF-8, as a writer that assembles its text as bytes makes it).
    package static func utf16Bytes(utf8: UnsafeBufferPointer<UInt8>, bigEndian: Bool = false, byteOrderMark: Bool) -> [UInt8] {
        // A UTF-8 byte gives at most one UTF-16 unit: room for all of them at once, written
        // through a pointer (a table of a million keys is tens of megabytes).
        [UInt8](unsafeUninitializedCapacity: 2 + 2 * utf8.count) { buffer, initialized in
            initialized = 0
            guard let out = buffer.baseAddress else { return }
            let (low, high) = bigEndian ? (1, 0) : (0, 1)
            var at = 0
            func put(_ unit: UInt32) {
                out[at + low] = UInt8(truncatingIfNeeded: unit)
                out[at + high] = UInt8(truncatingIfNeeded: unit >> 8)
                at += 2
            }
            if byteOrderMark { put(0xFEFF) }
            // Eight ASCII bytes at a time become eight units (sixteen bytes, each byte spread
            // into a unit); the rest a piece at a time, each piece ending where a scalar does.
            var index = 0
            let count = utf8.count
            while index < count {
                if let word = SWAR.word(utf8, at: index), word & SWAR.highBits == 0 {
                    let first = Self.spread(word & 0xFFFF_FFFF), second = Self.spread(word >> 32)
                    let raw = UnsafeMutableRawPointer(out + at)
                    raw.storeBytes(of: (bigEndian ? first << 8 : first).littleEndian, as: UInt64.self)
                    raw.storeBytes(of: (bigEndian ? second << 8 : second).littleEndian, toByteOffset: 8, as: UInt64.self)
                    at += 16
                    index += 8
                    continue
                }
                var end = min(count, index + 8)
                while end < count && utf8[end] & 0xC0 == 0x80 { end += 1 }
                UnicodeText.forEachUTF16Unit(ofValidUTF8: UnsafeBufferPointer(rebasing: utf8[index..<end]), put)
                index = end
            }
            initialized = at
        }
    }

    /// Four bytes (the low 32 bits) spread into the low bytes of four 16-bit lanes.
    @inline(__always)
    private static func spread(_ bytes: UInt64) -> UInt64 {
        let pairs = (bytes | bytes << 16) & 0x0000_FFFF_0000_FFFF
        return (pairs | pairs << 8) & 0x00FF_00FF_00FF_00FF
    }

    /// A key or value as a `.strings` literal's content: `"` and `\` escaped, line breaks and
    /// tabs as `\n \r \t`, other control characters as `\a \b \f \v` or `\UXXXX`, so that
    /// reading the file gives back exactly the text. The one escaper for every `.strings` we write
    /// (compiled catalogs, genstrings tables).
    package static func escaped(_ text: String) -> String {
        // Most keys and values need no escape: returned as they are, without a copy.
        var text = text
        let plain = text.withUTF8 { !$0.contains(where: needsEscape) }
        if plain { return text }
        var output: [UInt8] = []
        appendEscaped(text, to: &output)
        return String(decoding: output, as: UTF8.self)
    }

    /// Appends ``escaped(_:)`` of `text` to `output` as UTF-8, without making a string: the
    /// writers of big tables assemble their bytes this way.
    package static func appendEscaped(_ text: String, to output: inout [UInt8]) {
        // Read in place: a `var` copy and `withUTF8` cost a retain and a release per string.
        text.withUTF8Bytes { appendEscaped(bytes: $0, to: &output) }
    }

    private static func appendEscaped(bytes: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) {
        // The escapes are all for ASCII bytes, so the text is escaped byte by byte; runs with
        // nothing to escape are copied whole.
        var run = 0
        for index in bytes.indices where needsEscape(bytes[index]) {
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run..<index]))
            run = index + 1
            let byte = bytes[index]
            output.append(UInt8(ascii: "\\"))
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): output.append(byte)
            case 0x0A: output.append(UInt8(ascii: "n"))
            case 0x0D: output.append(UInt8(ascii: "r"))
            case 0x09: output.append(UInt8(ascii: "t"))
            case 0x07: output.append(UInt8(ascii: "a"))
            case 0x08: output.append(UInt8(ascii: "b"))
            case 0x0C: output.append(UInt8(ascii: "f"))
            case 0x0B: output.append(UInt8(ascii: "v"))
            default:
                // `\UXXXX`, four uppercase hexadecimal digits.
                let hex = Array("0123456789ABCDEF".utf8)
                output.append(contentsOf: [UInt8(ascii: "U"), UInt8(ascii: "0"), UInt8(ascii: "0"),
                                           hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]])
            }
        }
        output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run...]))
    }

    /// The bytes ``escaped(_:)`` changes: `"`, `\` and the control characters (all ASCII).
    private static func needsEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == 0x7F || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
    }
}
