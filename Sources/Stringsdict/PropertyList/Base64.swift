/// Base64 for `<data>` elements, without Foundation.
enum Base64 {
    /// `bytes` as base64 text with `=` padding, on one line.
    static func encode(_ bytes: [UInt8]) -> String {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
        var output: [UInt8] = []
        output.reserveCapacity((bytes.count + 2) / 3 * 4)
        var index = 0
        while index < bytes.count {
            let count = min(3, bytes.count - index)
            var chunk: UInt32 = 0
            for offset in 0..<3 { chunk = chunk << 8 | UInt32(offset < count ? bytes[index + offset] : 0) }
            for position in 0..<4 {
                output.append(position <= count ? alphabet[Int((chunk >> (18 - 6 * UInt32(position))) & 0x3F)] : UInt8(ascii: "="))
            }
            index += 3
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// The bytes of base64 text; whitespace anywhere is ignored, `=` padding is optional.
    ///
    /// Returns nil for any other character, for padding followed by more data, or for a length
    /// that leaves a single dangling character.
    static func decode(_ text: String.UTF8View) -> [UInt8]? {
        var output: [UInt8] = []
        output.reserveCapacity(text.count * 3 / 4)
        var accumulator: UInt32 = 0
        var bits = 0
        var sextets = 0
        var padding = 0
        for byte in text {
            let value: UInt32
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): value = UInt32(byte - UInt8(ascii: "A"))
            case UInt8(ascii: "a")...UInt8(ascii: "z"): value = UInt32(byte - UInt8(ascii: "a")) + 26
            case UInt8(ascii: "0")...UInt8(ascii: "9"): value = UInt32(byte - UInt8(ascii: "0")) + 52
            case UInt8(ascii: "+"): value = 62
            case UInt8(ascii: "/"): value = 63
            case UInt8(ascii: "="):
                padding += 1
                continue
            case 0x20, 0x09, 0x0A, 0x0D:
                continue
            default:
                return nil
            }
            if padding > 0 { return nil }
            accumulator = accumulator << 6 | value
            bits += 6
            sextets += 1
            if bits >= 8 {
                bits -= 8
                output.append(UInt8(truncatingIfNeeded: accumulator >> UInt32(bits)))
                accumulator &= (1 << UInt32(bits)) - 1
            }
        }
        if sextets % 4 == 1 || padding > 2 { return nil }
        return output
    }
}
