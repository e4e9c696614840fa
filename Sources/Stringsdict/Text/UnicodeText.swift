/// Encoding detection, validation and transcoding to UTF-8 for the text readers.
///
/// Everything the XML and `.strings` readers parse is first brought to validated UTF-8;
/// invalid input throws an `.encoding` error at the line and column of the first bad unit.
package enum UnicodeText {
    /// True when `bytes` are well-formed UTF-8 (no overlong forms, surrogates or values past
    /// U+10FFFF): what `String(validating:as:)` accepts. The readers' validator
    /// (``validateUTF8(_:from:file:xmlCharacters:)``), for callers that only need the answer.
    package static func isValidUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        do {
            try validateUTF8(bytes, from: 0, file: "", xmlCharacters: false)
            return true
        } catch {
            return false
        }
    }

    /// The encoding of a text file, and how many bytes its byte-order mark takes.
    enum Encoding: Equatable {
        case utf8
        case utf16LittleEndian
        case utf16BigEndian
        /// Only with a byte-order mark.
        case utf32LittleEndian
        /// Only with a byte-order mark.
        case utf32BigEndian
    }

    /// The encoding from a byte-order mark (UTF-8, UTF-16 or UTF-32), else from NUL bytes alternating with others, else UTF-8.
    ///
    /// Without a BOM, a file is UTF-16 when, among its first (up to) 64 bytes, at least half of
    /// the bytes at odd offsets are NUL and none at even offsets (little-endian), or the mirror
    /// image (big-endian): ASCII-heavy text in UTF-16 looks like that, and UTF-8 text has no NULs.
    /// UTF-16 text without a BOM and with few ASCII characters is not recognized (it then fails
    /// as UTF-8 with an `.encoding` error).
    static func detect(_ bytes: UnsafeBufferPointer<UInt8>) -> (encoding: Encoding, bomLength: Int, hasBOM: Bool) {
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { return (.utf8, 3, true) }
        // UTF-32 before UTF-16: the little-endian UTF-32 BOM starts with the UTF-16 one.
        if bytes.count >= 4, bytes[0] == 0xFF, bytes[1] == 0xFE, bytes[2] == 0, bytes[3] == 0 { return (.utf32LittleEndian, 4, true) }
        if bytes.count >= 4, bytes[0] == 0, bytes[1] == 0, bytes[2] == 0xFE, bytes[3] == 0xFF { return (.utf32BigEndian, 4, true) }
        if bytes.count >= 2, bytes[0] == 0xFF, bytes[1] == 0xFE { return (.utf16LittleEndian, 2, true) }
        if bytes.count >= 2, bytes[0] == 0xFE, bytes[1] == 0xFF { return (.utf16BigEndian, 2, true) }
        let sample = min(bytes.count, 64) & ~1
        let pairs = sample / 2
        var evenNULs = 0
        var oddNULs = 0
        var index = 0
        while index < sample {
            if bytes[index] == 0 { evenNULs += 1 }
            if bytes[index + 1] == 0 { oddNULs += 1 }
            index += 2
        }
        if pairs > 0 && evenNULs == 0 && oddNULs * 2 >= pairs { return (.utf16LittleEndian, 0, false) }
        if pairs > 0 && oddNULs == 0 && evenNULs * 2 >= pairs { return (.utf16BigEndian, 0, false) }
        return (.utf8, 0, false)
    }

    /// Checks that `bytes[start...]` is well-formed UTF-8 (no overlong forms, surrogates or values
    /// above U+10FFFF).
    ///
    /// With `xmlCharacters`, also rejects NUL, the one character a property list's text may not
    /// hold here (the XML reader reads 0 as the end of its input). Other C0 controls, U+FFFE and
    /// U+FFFF pass, as CoreFoundation lets every character but `<` and `&` through in plist
    /// strings (a shipped `.stringsdict` holds a raw U+0008); XML 1.0 would forbid them.
    static func validateUTF8(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, file: String, xmlCharacters: Bool) throws(StringsdictError) {
        var index = start
        let count = bytes.count
        var stop = start
        while index < count {
            // Eight plain ASCII bytes at a time (no control characters when checking XML).
            if index >= stop, let word = SWAR.word(bytes, at: index),
               word & SWAR.highBits == 0, !xmlCharacters || SWAR.nulMask(word) == 0 {
                index += 8
                continue
            }
            // Eight bytes of ASCII and two-byte sequences (Latin, Cyrillic, Greek, Arabic …),
            // checked together; a sequence cut at the word's end is left for the next word.
            if index >= stop, let word = SWAR.word(bytes, at: index), let length = SWAR.twoByteUTF8Length(word, xmlCharacters: xmlCharacters) {
                index += length
                continue
            }
            if index >= stop { stop = index + 8 }
            switch scalar(at: index, in: bytes, xmlCharacters: xmlCharacters) {
            case .valid(let length):
                index += length
            case .invalid(let kind, let message):
                throw invalid(kind, message, at: index, in: bytes, from: start, file: file)
            }
        }
    }

    /// What ``scalar(at:in:xmlCharacters:)`` found.
    enum ScalarCheck {
        /// A valid scalar of this many bytes.
        case valid(Int)
        /// Not valid: the error's kind and message.
        case invalid(StringsdictError.Kind, String)
    }

    /// Checks the UTF-8 scalar starting at `index` (see ``validateUTF8(_:from:file:xmlCharacters:)``).
    static func scalar(at index: Int, in bytes: UnsafeBufferPointer<UInt8>, xmlCharacters: Bool) -> ScalarCheck {
        let count = bytes.count
        let lead = bytes[index]
        if lead < 0x80 {
            if xmlCharacters && lead == 0 {
                return .invalid(.syntax, "NUL character (U+0000) is not allowed in a property list")
            }
            return .valid(1)
        }
        // Two-byte sequences (Latin, Greek, Cyrillic, Hebrew, Arabic …): from C2 never
        // overlong, never a surrogate, a noncharacter or above U+10FFFF.
        if lead >= 0xC2, lead <= 0xDF, index + 1 < count, bytes[index + 1] & 0xC0 == 0x80 {
            return .valid(2)
        }
        var length = 0
        var scalar: UInt32 = 0
        var minimum: UInt32 = 0
        switch lead {
        case 0xC2...0xDF: length = 2; scalar = UInt32(lead & 0x1F); minimum = 0x80
        case 0xE0...0xEF: length = 3; scalar = UInt32(lead & 0x0F); minimum = 0x800
        case 0xF0...0xF4: length = 4; scalar = UInt32(lead & 0x07); minimum = 0x10000
        default:
            return .invalid(.encoding, "invalid UTF-8 byte 0x\(hex(UInt32(lead)))")
        }
        guard index + length <= count else {
            return .invalid(.encoding, "truncated UTF-8 sequence at the end of the file")
        }
        for next in 1..<length {
            let byte = bytes[index + next]
            guard byte & 0xC0 == 0x80 else {
                return .invalid(.encoding, "invalid UTF-8 sequence (byte 0x\(hex(UInt32(lead))) followed by 0x\(hex(UInt32(byte))))")
            }
            scalar = scalar << 6 | UInt32(byte & 0x3F)
        }
        if scalar < minimum || scalar > 0x10FFFF || (0xD800...0xDFFF).contains(scalar) {
            return .invalid(.encoding, "invalid UTF-8 sequence (overlong, surrogate or above U+10FFFF)")
        }
        return .valid(length)
    }

    /// A `String` of bytes the caller knows to be valid UTF-8 (validated by ``validateUTF8(_:from:file:xmlCharacters:)``
    /// or made of whole valid pieces), copied without validating them again.
    ///
    /// `String(decoding:as:)` would decode every byte once more to check what is already known,
    /// a large part of making a short non-ASCII string. Only the ASCII flag is computed, eight
    /// bytes at a time, so the `String` keeps its fast paths. Debug builds still check the bytes.
    static func string(validUTF8 bytes: UnsafeBufferPointer<UInt8>) -> String {
        assert(String(validating: bytes, as: UTF8.self) != nil, "bytes taken as valid UTF-8 are not")
        if bytes.count <= SmallStringBits.capacity, SmallStringBits.isAvailable {
            return SmallStringBits.make(bytes)
        }
        if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
            return String(copying: UTF8Span(unchecked: bytes.span, isKnownASCII: SWAR.isASCII(bytes)))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A `String` of valid UTF-8 whose ASCII-ness the caller already knows (texts checked when
    /// compiled, digits known to be ASCII): as ``string(validUTF8:)`` without reading the bytes
    /// for the flag. `isASCII` true promises ASCII; false only says it is not known (an ASCII
    /// text marked so keeps the `String`'s slower, always correct paths).
    @inline(__always)
    static func string(validUTF8 bytes: UnsafeBufferPointer<UInt8>, isASCII: Bool) -> String {
        assert(String(validating: bytes, as: UTF8.self) != nil, "bytes taken as valid UTF-8 are not")
        assert(!isASCII || SWAR.isASCII(bytes), "bytes taken as ASCII are not")
        if bytes.count <= SmallStringBits.capacity, SmallStringBits.isAvailable {
            return SmallStringBits.make(bytes)
        }
        if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
            return String(copying: UTF8Span(unchecked: bytes.span, isKnownASCII: isASCII))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The text of `bytes` as UTF-8 when ``detect(_:)`` found UTF-16 or UTF-32 (nil for UTF-8:
    /// the caller reads the bytes after the BOM in place).
    static func transcoded(_ bytes: UnsafeBufferPointer<UInt8>, detected: (encoding: Encoding, bomLength: Int, hasBOM: Bool), file: String) throws(StringsdictError) -> [UInt8]? {
        switch detected.encoding {
        case .utf8: return nil
        case .utf16LittleEndian, .utf16BigEndian:
            return try utf8(fromUTF16: bytes, from: detected.bomLength, bigEndian: detected.encoding == .utf16BigEndian, file: file)
        case .utf32LittleEndian, .utf32BigEndian:
            return try utf8(fromUTF32: bytes, from: detected.bomLength, bigEndian: detected.encoding == .utf32BigEndian, file: file)
        }
    }

    /// Transcodes UTF-32 (`bytes[start...]`) to UTF-8, rejecting surrogates, values above
    /// U+10FFFF and a length that is not a multiple of four.
    static func utf8(fromUTF32 bytes: UnsafeBufferPointer<UInt8>, from start: Int, bigEndian: Bool, file: String) throws(StringsdictError) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity((bytes.count - start) / 2)
        var index = start
        func failure(_ message: String) -> StringsdictError {
            let location = output.withUnsafeBufferPointer { written in
                var positions = TextPositions(file: file)
                return positions.location(at: written.count, in: written)
            }
            return StringsdictError(.encoding, message + " (byte offset \(index))", at: location)
        }
        while index + 3 < bytes.count {
            let b0 = UInt32(bytes[index]), b1 = UInt32(bytes[index + 1]), b2 = UInt32(bytes[index + 2]), b3 = UInt32(bytes[index + 3])
            let scalar = bigEndian ? b0 << 24 | b1 << 16 | b2 << 8 | b3 : b3 << 24 | b2 << 16 | b1 << 8 | b0
            guard scalar <= 0x10FFFF, !(0xD800...0xDFFF).contains(scalar) else {
                throw failure("invalid UTF-32 code unit 0x\(hex(scalar)) (a surrogate or above U+10FFFF)")
            }
            appendUTF8(scalar, to: &output)
            index += 4
        }
        if index < bytes.count { throw failure("UTF-32 text whose length is not a multiple of 4 bytes") }
        return output
    }

    /// Transcodes UTF-16 (`bytes[start...]`) to UTF-8, rejecting lone surrogates and an odd length.
    ///
    /// Well-formed text (nearly every file) is written straight into the result, runs of ASCII
    /// four units at a time, in room for two bytes a unit (what the result always had) or, when
    /// that is not enough (units from U+0800 up outnumbering ASCII ones), three. Text that is not
    /// well-formed is transcoded again by the checking loop, which says where it goes wrong.
    static func utf8(fromUTF16 bytes: UnsafeBufferPointer<UInt8>, from start: Int, bigEndian: Bool, file: String) throws(StringsdictError) -> [UInt8] {
        let start = max(0, min(start, bytes.count))
        let size = bytes.count - start
        for capacity in [size + 8, size / 2 * 3 + 8] {
            switch wellFormedUTF8(fromUTF16: bytes, from: start, bigEndian: bigEndian, capacity: capacity) {
            case .done(let output): return output
            case .needsRoom: continue
            case .notWellFormed: return try checkedUTF8(fromUTF16: bytes, from: start, bigEndian: bigEndian, file: file)
            }
        }
        return try checkedUTF8(fromUTF16: bytes, from: start, bigEndian: bigEndian, file: file)
    }

    /// What ``wellFormedUTF8(fromUTF16:from:bigEndian:capacity:)`` made.
    enum UTF16Transcoding {
        case done([UInt8])
        /// More than `capacity` bytes are needed.
        case needsRoom
        /// A lone surrogate or an odd length.
        case notWellFormed
    }

    /// `bytes[start...]`, UTF-16, as UTF-8 in at most `capacity` bytes, through
    /// ``transcodeUTF16(_:byteCount:bigEndian:to:room:)``.
    static func wellFormedUTF8(fromUTF16 bytes: UnsafeBufferPointer<UInt8>, from start: Int, bigEndian: Bool, capacity: Int) -> UTF16Transcoding {
        var stop = UTF16Stop.room
        let start = max(0, min(start, bytes.count))
        let output = [UInt8](unsafeUninitializedCapacity: max(0, capacity)) { buffer, initialized in
            initialized = 0
            guard start < bytes.count else {
                stop = .end
                return
            }
            guard let out = buffer.baseAddress, let base = bytes.baseAddress else { return }
            let progress = bigEndian
                ? transcodeUTF16(UnsafeRawPointer(base + start), byteCount: bytes.count - start, bigEndian: true, to: out, room: buffer.count)
                : transcodeUTF16(UnsafeRawPointer(base + start), byteCount: bytes.count - start, bigEndian: false, to: out, room: buffer.count)
            initialized = progress.written
            stop = progress.stop
        }
        switch stop {
        case .end: return .done(output)
        case .room: return .needsRoom
        case .notWellFormed: return .notWellFormed
        }
    }

    /// Why ``transcodeUTF16(_:byteCount:bigEndian:to:room:)`` stopped.
    enum UTF16Stop {
        /// Every unit was transcoded.
        case end
        /// The next unit's UTF-8 did not fit in the room left.
        case room
        /// A lone surrogate, or an odd byte at the end.
        case notWellFormed
    }

    /// The one UTF-16 to UTF-8 transcoder of the readers (UTF-16 `.strings` files and the
    /// strings of binary property lists): `byteCount` bytes of UTF-16 at `source`, in either byte
    /// order, written as UTF-8 to `out`, never past `room` bytes. It returns how many bytes it
    /// wrote and why it stopped; what it wrote before a stop is well-formed UTF-8 of the
    /// units it read. Each caller keeps its own policy for the room (and so for memory).
    ///
    /// Four units at a time while they are all below U+0800 (ASCII, Cyrillic, Greek, Hebrew,
    /// Arabic): one load, then one store for four ASCII or four two-byte units, else four
    /// branch-free steps. Other units go one at a time, each write checked against the room.
    @inline(__always)
    static func transcodeUTF16(_ source: UnsafeRawPointer, byteCount: Int, bigEndian: Bool, to out: UnsafeMutablePointer<UInt8>, room: Int) -> (written: Int, stop: UTF16Stop) {
        var index = 0
        var written = 0
        while index &+ 1 < byteCount {
            if index &+ 8 <= byteCount, written &+ 8 <= room {
                var lanes = UInt64(littleEndian: source.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                // Each 16-bit lane to a unit's value: lane n (from bit 16n) is unit n.
                if bigEndian { lanes = (lanes & 0x00FF_00FF_00FF_00FF) << 8 | (lanes >> 8) & 0x00FF_00FF_00FF_00FF }
                if lanes & 0xF800_F800_F800_F800 == 0 {
                    if lanes & 0xFF80_FF80_FF80_FF80 == 0 {
                        // The four low bytes, at bits 0, 16, 32 and 48, packed into 32 bits.
                        var packed = (lanes | lanes >> 8) & 0x0000_FFFF_0000_FFFF
                        packed = (packed | packed >> 16) & 0xFFFF_FFFF
                        UnsafeMutableRawPointer(out + written).storeBytes(of: UInt32(truncatingIfNeeded: packed).littleEndian, as: UInt32.self)
                        written &+= 4
                    } else if (lanes &+ 0x7F80_7F80_7F80_7F80) & 0x8000_8000_8000_8000 == 0x8000_8000_8000_8000 {
                        // Every lane 0x80 or more (adding 0x7F80 sets its top bit, with no carry
                        // out of the lane): lead and continuation bytes at once.
                        let leads = (lanes >> 6) & 0x001F_001F_001F_001F | 0x00C0_00C0_00C0_00C0
                        let continuations = (lanes & 0x003F_003F_003F_003F) << 8 | 0x8000_8000_8000_8000
                        UnsafeMutableRawPointer(out + written).storeBytes(of: (leads | continuations).littleEndian, as: UInt64.self)
                        written &+= 8
                    } else {
                        for lane in 0..<4 {
                            written = storeShortUTF8(UInt32(truncatingIfNeeded: lanes >> UInt64(16 &* lane)) & 0xFFFF, at: written, to: out)
                        }
                    }
                    index &+= 8
                    continue
                }
            }
            let unit = loadUTF16Unit(source, at: index, bigEndian: bigEndian)
            if unit < 0x800 {
                guard written &+ 2 <= room else { return (written, .room) }
                written = storeShortUTF8(unit, at: written, to: out)
            } else if unit & 0xF800 != 0xD800 {
                guard written &+ 3 <= room else { return (written, .room) }
                out[written] = UInt8(truncatingIfNeeded: 0xE0 | unit >> 12)
                out[written &+ 1] = UInt8(truncatingIfNeeded: 0x80 | (unit >> 6) & 0x3F)
                out[written &+ 2] = UInt8(truncatingIfNeeded: 0x80 | unit & 0x3F)
                written &+= 3
            } else {
                // A surrogate pair: two units, four bytes.
                guard unit < 0xDC00, index &+ 3 < byteCount else { return (written, .notWellFormed) }
                let low = loadUTF16Unit(source, at: index &+ 2, bigEndian: bigEndian)
                guard low & 0xFC00 == 0xDC00 else { return (written, .notWellFormed) }
                guard written &+ 4 <= room else { return (written, .room) }
                let scalar = 0x10000 &+ ((unit &- 0xD800) << 10) &+ (low &- 0xDC00)
                out[written] = UInt8(truncatingIfNeeded: 0xF0 | scalar >> 18)
                out[written &+ 1] = UInt8(truncatingIfNeeded: 0x80 | (scalar >> 12) & 0x3F)
                out[written &+ 2] = UInt8(truncatingIfNeeded: 0x80 | (scalar >> 6) & 0x3F)
                out[written &+ 3] = UInt8(truncatingIfNeeded: 0x80 | scalar & 0x3F)
                written &+= 4
                index &+= 2
            }
            index &+= 2
        }
        return (written, index < byteCount ? .notWellFormed : .end)
    }

    /// The UTF-16 unit at byte `index` of `source`.
    @inline(__always)
    private static func loadUTF16Unit(_ source: UnsafeRawPointer, at index: Int, bigEndian: Bool) -> UInt32 {
        let raw = source.loadUnaligned(fromByteOffset: index, as: UInt16.self)
        return UInt32(bigEndian ? UInt16(bigEndian: raw) : UInt16(littleEndian: raw))
    }

    /// Stores the UTF-8 of `unit` (below U+0800) at `out + at`; returns the index after it.
    ///
    /// One byte or two, stored as one two-byte word either way (so two bytes of room are needed)
    /// and counted as what it is: no branch on a text that mixes ASCII with Cyrillic, Greek or
    /// Hebrew.
    @inline(__always)
    private static func storeShortUTF8(_ unit: UInt32, at: Int, to out: UnsafeMutablePointer<UInt8>) -> Int {
        let isASCII = unit < 0x80
        let pair = (0xC0 | unit >> 6) | (0x80 | unit & 0x3F) << 8
        let word = UInt16(truncatingIfNeeded: isASCII ? unit : pair)
        UnsafeMutableRawPointer(out + at).storeBytes(of: word.littleEndian, as: UInt16.self)
        return at &+ (isASCII ? 1 : 2)
    }

    /// ``utf8(fromUTF16:from:bigEndian:file:)`` a unit at a time, each checked: the error names
    /// where the text stops being well-formed.
    static func checkedUTF8(fromUTF16 bytes: UnsafeBufferPointer<UInt8>, from start: Int, bigEndian: Bool, file: String) throws(StringsdictError) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count - start)
        var index = start
        func unit(_ at: Int) -> UInt32 {
            bigEndian ? UInt32(bytes[at]) << 8 | UInt32(bytes[at + 1]) : UInt32(bytes[at + 1]) << 8 | UInt32(bytes[at])
        }
        func failure(_ message: String) -> StringsdictError {
            let location = output.withUnsafeBufferPointer { written in
                var positions = TextPositions(file: file)
                return positions.location(at: written.count, in: written)
            }
            return StringsdictError(.encoding, message + " (byte offset \(index))", at: location)
        }
        while index + 1 < bytes.count {
            var scalar = unit(index)
            var width = 2
            if (0xD800...0xDBFF).contains(scalar) {
                guard index + 3 < bytes.count else { throw failure("truncated UTF-16 surrogate pair") }
                let low = unit(index + 2)
                guard (0xDC00...0xDFFF).contains(low) else {
                    throw failure("UTF-16 high surrogate 0x\(hex(scalar)) not followed by a low surrogate")
                }
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                width = 4
            } else if (0xDC00...0xDFFF).contains(scalar) {
                throw failure("UTF-16 low surrogate 0x\(hex(scalar)) without a high surrogate")
            }
            appendUTF8(scalar, to: &output)
            index += width
        }
        if index < bytes.count { throw failure("odd number of bytes in UTF-16 text") }
        return output
    }

    /// Appends the UTF-8 form of a scalar value (assumed valid).
    @inline(__always)
    static func appendUTF8(_ scalar: UInt32, to output: inout [UInt8]) {
        switch scalar {
        case 0..<0x80:
            output.append(UInt8(scalar))
        case 0x80..<0x800:
            output.append(UInt8(0xC0 | scalar >> 6))
            output.append(UInt8(0x80 | scalar & 0x3F))
        case 0x800..<0x10000:
            output.append(UInt8(0xE0 | scalar >> 12))
            output.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            output.append(UInt8(0x80 | scalar & 0x3F))
        default:
            output.append(UInt8(0xF0 | scalar >> 18))
            output.append(UInt8(0x80 | scalar >> 12 & 0x3F))
            output.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            output.append(UInt8(0x80 | scalar & 0x3F))
        }
    }

    /// Upper-case hex, at least two digits.
    static func hex(_ value: UInt32) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return text.count < 2 ? "0" + text : text
    }

    private static func invalid(_ kind: StringsdictError.Kind, _ message: String, at index: Int, in bytes: UnsafeBufferPointer<UInt8>, from start: Int, file: String) -> StringsdictError {
        // Lines and columns count from the text's start, after any byte-order mark.
        let text = UnsafeBufferPointer(rebasing: bytes[start..<index])
        var positions = TextPositions(file: file)
        return StringsdictError(kind, message + " (byte offset \(index))", at: positions.location(at: text.count, in: text))
    }

    /// Calls `body` with each UTF-16 unit of `utf8`, well-formed UTF-8 (a `String`'s): ASCII as
    /// it is, other scalars decoded by their lead byte, those past U+FFFF as surrogate pairs. The
    /// one UTF-8 to UTF-16 transcoder of the writers (`.strings` tables, binary plists).
    @inline(__always)
    static func forEachUTF16Unit(ofValidUTF8 utf8: UnsafeBufferPointer<UInt8>, _ body: (UInt32) -> Void) {
        var index = 0
        let count = utf8.count
        while index < count {
            let lead = UInt32(utf8[index])
            if lead < 0x80 {
                body(lead)
                index += 1
                continue
            }
            let length = lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
            guard index + length <= count else { return }
            var scalar = lead & (0x7F >> UInt32(length))
            for offset in 1..<length { scalar = scalar << 6 | UInt32(utf8[index + offset] & 0x3F) }
            index += length
            if scalar < 0x10000 {
                body(scalar)
            } else {
                body(0xD800 + ((scalar - 0x10000) >> 10))
                body(0xDC00 + ((scalar - 0x10000) & 0x3FF))
            }
        }
    }
}

/// Eight-bytes-at-a-time tests for the readers' hot loops ("SIMD within a register").
enum SWAR {
    static let highBits: UInt64 = 0x8080_8080_8080_8080
    static let lowBits: UInt64 = 0x0101_0101_0101_0101

    /// The eight bytes at `index` (in memory order, little-endian load), or nil near the end.
    @inline(__always)
    static func word(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> UInt64? {
        guard index >= 0, index + 8 <= bytes.count, let base = bytes.baseAddress else { return nil }
        return UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
    }

    /// Whether every byte is below 0x80.
    static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        var bits: UInt64 = 0
        while let chunk = word(bytes, at: index) {
            bits |= chunk
            index += 8
        }
        while index < bytes.count {
            bits |= UInt64(bytes[index])
            index += 1
        }
        return bits & highBits == 0
    }

    /// Whether `a` and `b` hold the same bytes, compared eight at a time.
    static func equal(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        guard a.count == b.count else { return false }
        var index = 0
        while let x = word(a, at: index), let y = word(b, at: index) {
            if x != y { return false }
            index += 8
        }
        while index < a.count {
            if a[index] != b[index] { return false }
            index += 1
        }
        return true
    }

    /// True when some byte of `word` equals `byte`.
    @inline(__always)
    static func hasByte(_ byte: UInt8, in word: UInt64) -> Bool {
        let x = word ^ (lowBits &* UInt64(byte))
        return (x &- lowBits) & ~x & highBits != 0
    }

    /// A high bit set in each byte of `word` equal to `byte`, exactly (no false positives).
    @inline(__always)
    static func equalMask(_ byte: UInt8, in word: UInt64) -> UInt64 {
        let x = word ^ (lowBits &* UInt64(byte))
        let nonzero = ((x & ~highBits) &+ ~highBits) | x
        return ~nonzero & highBits
    }

    /// A high bit set in each byte of an all-ASCII `word` below 0x20 (a control character).
    @inline(__always)
    static func belowSpaceMask(_ word: UInt64) -> UInt64 {
        ~(word &+ 0x6060_6060_6060_6060) & highBits
    }

    /// A high bit set in each NUL byte of `word`, the one byte property-list text may not hold.
    @inline(__always)
    static func nulMask(_ word: UInt64) -> UInt64 {
        equalMask(0, in: word)
    }

    /// How many bytes at the start of `word` (7 or 8) are valid UTF-8 made of ASCII and whole
    /// two-byte sequences, when the word is only that (a lead byte at its end may wait for its
    /// continuation in the next word); nil when the word needs a byte-by-byte look. With
    /// `xmlCharacters`, a NUL byte also gives nil.
    ///
    /// The word must start at a scalar boundary. Lead bytes `110xxxxx` must be `C2` or above
    /// (`C0`, `C1` would be overlong), and each must be followed by a continuation `10xxxxxx`
    /// and each continuation preceded by such a lead: the continuations are the leads moved up
    /// one byte.
    @inline(__always)
    static func twoByteUTF8Length(_ word: UInt64, xmlCharacters: Bool) -> Int? {
        let high = word & highBits
        let continuations = word & ~(word << 1) & highBits
        let leads = word & (word << 1) & ~(word << 2) & highBits
        guard high & ~continuations & ~leads == 0 else { return nil }
        let lastIsLead = leads >> 63 != 0
        let closedLeads = lastIsLead ? leads & ~(UInt64(0x80) << 56) : leads
        guard continuations == closedLeads << 8 else { return nil }
        // Bits 1–4 of a lead are zero only in C0 and C1.
        let payload = word & 0x1E1E_1E1E_1E1E_1E1E
        let nonzeroPayload = ((payload &+ 0x7F7F_7F7F_7F7F_7F7F) | payload) & highBits
        guard leads & ~nonzeroPayload == 0 else { return nil }
        if xmlCharacters && nulMask(word) != 0 { return nil }
        return lastIsLead ? 7 : 8
    }

    /// A high bit set in each UTF-8 continuation byte (`10xxxxxx`) of `word`.
    @inline(__always)
    static func continuationMask(_ word: UInt64) -> UInt64 {
        word & ~(word << 1) & highBits
    }
}

package extension String {
    /// Calls `body` with the string's UTF-8: a native string's own bytes, read in place (no copy,
    /// no retain); only another kind of string is made contiguous first.
    @inlinable
    func withUTF8Bytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        if let result = try utf8.withContiguousStorageIfAvailable(body) { return result }
        var copy = self
        return try copy.withUTF8(body)
    }
}
