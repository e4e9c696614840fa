/// Makes a `String` of at most 15 bytes of valid UTF-8 directly in the standard library's small
/// (inline) form: the render paths' results are mostly that short, and the library's own
/// initializers spend a large part of a short render checking and classifying bytes the caller
/// already knows to be whole, valid UTF-8.
///
/// On 64-bit platforms a small string is two words: the UTF-8 bytes in order from the first
/// word's lowest byte, and in the second word's top byte a discriminator (immortal, small, and
/// the ASCII flag) with the byte count in its low four bits. Nothing here assumes that blindly:
/// ``isAvailable`` builds strings of every length and width this way once and compares them
/// with the library's own, and every caller falls back to the library's initializer when the
/// check fails (another layout, a 32-bit platform).
enum SmallStringBits {
    /// The most bytes a small string holds.
    static let capacity = 15

    /// True when ``make(_:)`` gives the library's own strings on this runtime.
    static let isAvailable: Bool = {
        #if (arch(x86_64) || arch(arm64)) && _endian(little)
        let probes = ["", "a", "files", "1,250 files", "123456789012345", "ж", "5 файлов", "€ 1 250", "𝄞x", "日本語テキスト", "Выбрано 2"]
        for probe in probes where probe.utf8.count <= capacity {
            let bytes = Array(probe.utf8)
            let made = bytes.withUnsafeBufferPointer { make($0) }
            guard made == probe, made.utf8.count == bytes.count, Array(made.utf8) == bytes,
                  made.unicodeScalars.elementsEqual(probe.unicodeScalars), made.count == probe.count,
                  made.hashValue == probe.hashValue
            else { return false }
            var copy = made
            copy.append("!")
            guard copy == probe + "!" else { return false }
        }
        return true
        #else
        return false
        #endif
    }()

    /// The string of `bytes` (at most ``capacity`` bytes of valid UTF-8) in the small form. Only
    /// call it when ``isAvailable`` is true.
    @inline(__always)
    static func make(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        var words: (UInt64, UInt64) = (0, 0)
        let count = min(bytes.count, capacity)
        if let source = bytes.baseAddress.map(UnsafeRawPointer.init) {
            // Whole-word loads inside the bytes (overlapping ones agree on the bytes they share),
            // shifted into place: no call to memmove for a few bytes.
            if count >= 8 {
                words.0 = UInt64(littleEndian: source.loadUnaligned(as: UInt64.self))
                if count > 8 {
                    words.1 = UInt64(littleEndian: source.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)) >> UInt64((16 - count) * 8)
                }
            } else if count >= 4 {
                let first = UInt64(UInt32(littleEndian: source.loadUnaligned(as: UInt32.self)))
                let last = UInt64(UInt32(littleEndian: source.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)))
                words.0 = first | last << UInt64((count - 4) * 8)
            } else {
                for index in 0..<count {
                    words.0 |= UInt64(source.load(fromByteOffset: index, as: UInt8.self)) << UInt64(index * 8)
                }
            }
        }
        return make(low: words.0, high: words.1, count: count)
    }

    /// The string of the `count` bytes (at most ``capacity``, valid UTF-8, the bytes past `count`
    /// zero) held first byte lowest in `low` and then `high`. Only call it when ``isAvailable``
    /// is true.
    @inline(__always)
    static func make(low: UInt64, high: UInt64, count: Int) -> String {
        let isASCII = (low | high) & 0x8080_8080_8080_8080 == 0
        // Immortal (0x80) | small (0x20) | ASCII (0x40), and the count.
        let discriminator: UInt64 = (isASCII ? 0xE0 : 0xA0) | UInt64(min(count, capacity))
        return unsafeBitCast((low, high & 0x00FF_FFFF_FFFF_FFFF | discriminator << 56), to: String.self)
    }
}
