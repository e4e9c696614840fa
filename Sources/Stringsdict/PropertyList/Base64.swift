/// Base64 decoding for `<data>` elements, without Foundation.
enum Base64 {
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
