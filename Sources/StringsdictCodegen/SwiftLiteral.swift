/// Swift source text for values: string literals and base64.
enum SwiftLiteral {
    /// `text` as a one-line Swift string literal, quotes included: `\\`, `"`, control
    /// characters and the line and paragraph separators (U+2028, U+2029) escaped, everything else
    /// as it is. Runs of plain bytes are copied at once (catalogs of megabytes are embedded).
    static func string(_ text: String) -> String {
        let bytes = Array(text.utf8)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + bytes.count / 8 + 2)
        output.append(UInt8(ascii: "\""))
        bytes.withUnsafeBufferPointer { buffer in
            var start = 0
            var index = 0
            while index < buffer.count {
                let byte = buffer[index]
                let isSeparator = byte == 0xE2 && index + 2 < buffer.count && buffer[index + 1] == 0x80
                    && (buffer[index + 2] == 0xA8 || buffer[index + 2] == 0xA9)
                guard byte < 0x20 || byte == 0x7F || byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "\"") || isSeparator else {
                    index += 1
                    continue
                }
                output.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[start..<index]))
                let escape: String
                switch byte {
                case UInt8(ascii: "\\"): escape = "\\\\"
                case UInt8(ascii: "\""): escape = "\\\""
                case UInt8(ascii: "\n"): escape = "\\n"
                case UInt8(ascii: "\r"): escape = "\\r"
                case UInt8(ascii: "\t"): escape = "\\t"
                case 0xE2: escape = buffer[index + 2] == 0xA8 ? "\\u{2028}" : "\\u{2029}"
                default: escape = "\\u{" + String(byte, radix: 16) + "}"
                }
                output.append(contentsOf: escape.utf8)
                index += isSeparator ? 3 : 1
                start = index
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[start..<buffer.count]))
        }
        output.append(UInt8(ascii: "\""))
        return String(decoding: output, as: UTF8.self)
    }

    /// `text` for a `///` doc comment line: control characters shown as escapes, cut at `limit`
    /// characters.
    static func comment(_ text: String, limit: Int = 300) -> String {
        var result = ""
        var count = 0
        for scalar in text.unicodeScalars {
            if count >= limit {
                result += "…"
                break
            }
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || scalar.properties.generalCategory == .lineSeparator
                    || scalar.properties.generalCategory == .paragraphSeparator {
                    result += "\\u{" + String(scalar.value, radix: 16) + "}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
            count += 1
        }
        return result
    }

    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    /// The base64 text of `bytes` (RFC 4648, with padding).
    static func base64(_ bytes: [UInt8]) -> String {
        var output: [UInt8] = []
        output.reserveCapacity((bytes.count + 2) / 3 * 4)
        var index = 0
        while index < bytes.count {
            let b0 = UInt32(bytes[index])
            let b1 = index + 1 < bytes.count ? UInt32(bytes[index + 1]) : 0
            let b2 = index + 2 < bytes.count ? UInt32(bytes[index + 2]) : 0
            let group = b0 << 16 | b1 << 8 | b2
            output.append(alphabet[Int(group >> 18 & 63)])
            output.append(alphabet[Int(group >> 12 & 63)])
            output.append(index + 1 < bytes.count ? alphabet[Int(group >> 6 & 63)] : UInt8(ascii: "="))
            output.append(index + 2 < bytes.count ? alphabet[Int(group & 63)] : UInt8(ascii: "="))
            index += 3
        }
        return String(decoding: output, as: UTF8.self)
    }
}
