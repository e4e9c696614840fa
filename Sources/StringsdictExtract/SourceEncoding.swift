import Stringsdict

/// The text encoding of source files (genstrings' `-encoding`); a byte order mark wins over it.
public enum SourceEncoding: String, Sendable, CaseIterable {
    case utf8 = "utf-8"
    /// UTF-16, little-endian unless a byte order mark says otherwise.
    case utf16 = "utf-16"
    case utf16LittleEndian = "utf-16le"
    case utf16BigEndian = "utf-16be"
    case isoLatin1 = "iso-8859-1"
    case ascii = "us-ascii"

    /// The encoding a name means, case-insensitive, with the usual aliases (`utf8`, `UTF-16LE`,
    /// `latin1`, `NSUTF8StringEncoding`, …); nil for a name not supported.
    public init?(name: String) {
        let folded = name.lowercased().replacing("_", with: "-")
        switch folded {
        case "utf-8", "utf8", "nsutf8stringencoding", "4": self = .utf8
        case "utf-16", "utf16", "unicode", "nsunicodestringencoding", "nsutf16stringencoding", "10": self = .utf16
        case "utf-16le", "utf16le", "nsutf16littleendianstringencoding": self = .utf16LittleEndian
        case "utf-16be", "utf16be", "nsutf16bigendianstringencoding": self = .utf16BigEndian
        case "iso-8859-1", "latin1", "isolatin1", "iso-latin-1", "nsisolatin1stringencoding", "5": self = .isoLatin1
        case "us-ascii", "ascii", "nsasciistringencoding", "1": self = .ascii
        default: return nil
        }
    }

    /// `bytes` as UTF-8: a UTF-8 byte order mark is dropped; a UTF-16 one selects UTF-16 whatever
    /// the encoding; invalid sequences become U+FFFD. Well-formed UTF-8 (most sources) is
    /// returned as it is, without a copy.
    public func utf8(_ bytes: [UInt8]) -> [UInt8] {
        if bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF {
            return Array(bytes[3...])
        }
        if bytes.count >= 2 && bytes[0] == 0xFF && bytes[1] == 0xFE {
            return Self.fromUTF16(bytes.dropFirst(2), bigEndian: false)
        }
        if bytes.count >= 2 && bytes[0] == 0xFE && bytes[1] == 0xFF {
            return Self.fromUTF16(bytes.dropFirst(2), bigEndian: true)
        }
        switch self {
        case .utf8, .ascii:
            if Self.isValidUTF8(bytes) { return bytes }
            return Array(String(decoding: bytes, as: UTF8.self).utf8)
        case .utf16, .utf16LittleEndian:
            return Self.fromUTF16(bytes[...], bigEndian: false)
        case .utf16BigEndian:
            return Self.fromUTF16(bytes[...], bigEndian: true)
        case .isoLatin1:
            var output: [UInt8] = []
            output.reserveCapacity(bytes.count)
            for byte in bytes { ByteClass.appendUTF8(UInt32(byte), to: &output) }
            return output
        }
    }

    /// Whether `bytes` are well-formed UTF-8; a big file is checked in parts on the machine's
    /// cores. Each part starts at a byte that is not a continuation byte, so no sequence spans
    /// two parts, and the whole is well-formed exactly when every part is.
    static func isValidUTF8(_ bytes: [UInt8]) -> Bool {
        isValidUTF8(bytes, parts: min(StringExtractor.cores, 8, bytes.count / minimumBytesPerValidatedPart))
    }

    /// ``isValidUTF8(_:)`` in `parts` parts, whatever the size (for tests).
    static func isValidUTF8(_ bytes: [UInt8], parts: Int) -> Bool {
        guard parts > 1, bytes.count >= parts else { return bytes.withUnsafeBufferPointer(UnicodeText.isValidUTF8) }
        var starts = [0]
        for part in 1..<parts {
            var start = bytes.count / parts * part
            // At most three continuation bytes follow a lead byte: a longer run is invalid
            // wherever it is cut, and the part starting inside it says so.
            var steps = 0
            while start < bytes.count, bytes[start] & 0xC0 == 0x80, steps < 4 {
                start += 1
                steps += 1
            }
            starts.append(max(start, starts[starts.count - 1]))
        }
        starts.append(bytes.count)
        let bounds = starts
        let valid = StringExtractor.inParallel(parts) { part in
            bytes.withUnsafeBufferPointer { UnicodeText.isValidUTF8(UnsafeBufferPointer(rebasing: $0[bounds[part]..<bounds[part + 1]])) }
        }
        return !valid.contains(false)
    }

    /// Below this many bytes a part of the check is not worth a thread.
    static let minimumBytesPerValidatedPart = 1 << 20

    private static func fromUTF16(_ bytes: ArraySlice<UInt8>, bigEndian: Bool) -> [UInt8] {
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var index = bytes.startIndex
        while index + 1 < bytes.endIndex {
            let first = UInt16(bytes[index]), second = UInt16(bytes[index + 1])
            units.append(bigEndian ? first << 8 | second : second << 8 | first)
            index += 2
        }
        return Array(String(decoding: units, as: UTF16.self).utf8)
    }
}
