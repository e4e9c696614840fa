/// Reads C and Objective-C string literals the way the compiler does.
enum CLiteral {
    /// The text of the literal token `start..<end` (prefix, `@` and quotes included): escapes
    /// `\n \t \r \a \b \f \v \\ \' \" \?`, octal `\NNN` (up to three digits), hex `\xHH…`,
    /// `\uXXXX` and `\UXXXXXXXX`. Octal and hex escapes give bytes (as in a UTF-8 `char` string);
    /// the result is read as UTF-8, an invalid sequence becoming U+FFFD. An unknown escape
    /// stands for its character, as clang reads it (with a warning there).
    static func decode(_ bytes: [UInt8], start: Int32, end: Int32, raw: Bool) -> String {
        var lower = Int(start)
        let upper = min(Int(end), bytes.count)
        while lower < upper && bytes[lower] != UInt8(ascii: "\"") { lower += 1 }
        guard lower < upper else { return "" }
        if raw {
            // R"d(…)d": the content sits between the first `(` and the last `)`.
            var open = lower + 1
            while open < upper && bytes[open] != UInt8(ascii: "(") { open += 1 }
            var close = upper - 1
            while close > open && bytes[close] != UInt8(ascii: ")") { close -= 1 }
            guard open < close else { return "" }
            return String(decoding: bytes[(open + 1)..<close], as: UTF8.self)
        }
        let contentEnd = bytes[upper - 1] == UInt8(ascii: "\"") && upper - 1 > lower ? upper - 1 : upper
        // Most literals have no escape: their bytes are the text.
        if !bytes[(lower + 1)..<contentEnd].contains(UInt8(ascii: "\\")) {
            return String(decoding: bytes[(lower + 1)..<contentEnd], as: UTF8.self)
        }
        var output: [UInt8] = []
        output.reserveCapacity(contentEnd - lower)
        var index = lower + 1
        while index < contentEnd {
            let byte = bytes[index]
            guard byte == UInt8(ascii: "\\"), index + 1 < contentEnd else {
                output.append(byte)
                index += 1
                continue
            }
            let letter = bytes[index + 1]
            index += 2
            switch letter {
            case UInt8(ascii: "n"): output.append(0x0A)
            case UInt8(ascii: "t"): output.append(0x09)
            case UInt8(ascii: "r"): output.append(0x0D)
            case UInt8(ascii: "a"): output.append(0x07)
            case UInt8(ascii: "b"): output.append(0x08)
            case UInt8(ascii: "f"): output.append(0x0C)
            case UInt8(ascii: "v"): output.append(0x0B)
            case UInt8(ascii: "e"): output.append(0x1B)
            case 0x0A: break // a line continuation inside a literal
            case 0x0D where index < contentEnd && bytes[index] == 0x0A: index += 1
            case UInt8(ascii: "0")...UInt8(ascii: "7"):
                var value = UInt32(letter - UInt8(ascii: "0"))
                var digits = 1
                while digits < 3, index < contentEnd, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "7") {
                    value = value * 8 + UInt32(bytes[index] - UInt8(ascii: "0"))
                    index += 1
                    digits += 1
                }
                output.append(UInt8(truncatingIfNeeded: value))
            case UInt8(ascii: "x"):
                var value: UInt32 = 0
                var digits = 0
                while index < contentEnd, let digit = ByteClass.hexValue(bytes[index]) {
                    value = (value &<< 4) | digit
                    index += 1
                    digits += 1
                }
                if digits == 0 { output.append(letter) } else { output.append(UInt8(truncatingIfNeeded: value)) }
            case UInt8(ascii: "u"), UInt8(ascii: "U"):
                let wanted = letter == UInt8(ascii: "u") ? 4 : 8
                var value: UInt32 = 0
                var digits = 0
                while digits < wanted, index < contentEnd, let digit = ByteClass.hexValue(bytes[index]) {
                    value = (value &<< 4) | digit
                    index += 1
                    digits += 1
                }
                if digits == wanted {
                    ByteClass.appendUTF8(value, to: &output)
                } else {
                    // Not a universal character name: the compiler rejects it; keep the text.
                    output.append(UInt8(ascii: "\\"))
                    output.append(letter)
                    index -= digits
                }
            default:
                output.append(letter)
            }
        }
        return String(decoding: output, as: UTF8.self)
    }
}
