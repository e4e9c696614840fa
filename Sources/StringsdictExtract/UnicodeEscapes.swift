/// genstrings' `-u`: `\Uxxxx` in a literal's text (a backslash, `U`, 1 to 4 hex digits, the
/// strings file notation for a UTF-16 unit) read as the character; a surrogate pair written as
/// two escapes is one character, a lone surrogate stays as written.
enum UnicodeEscapes {
    static func interpret(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "\\")) else { return text }
        let bytes = Array(text.utf8)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = 0
        func unit(at start: Int) -> (value: UInt32, end: Int)? {
            guard start + 2 < bytes.count, bytes[start] == UInt8(ascii: "\\"), bytes[start + 1] == UInt8(ascii: "U") else { return nil }
            var cursor = start + 2
            var value: UInt32 = 0
            while cursor < bytes.count, cursor - start - 2 < 4, let digit = ByteClass.hexValue(bytes[cursor]) {
                value = value << 4 | digit
                cursor += 1
            }
            return cursor > start + 2 ? (value, cursor) : nil
        }
        while index < bytes.count {
            guard let first = unit(at: index) else {
                output.append(bytes[index])
                index += 1
                continue
            }
            if (0xD800...0xDBFF).contains(first.value), let second = unit(at: first.end), (0xDC00...0xDFFF).contains(second.value) {
                ByteClass.appendUTF8(0x10000 + ((first.value - 0xD800) << 10) + (second.value - 0xDC00), to: &output)
                index = second.end
            } else if (0xD800...0xDFFF).contains(first.value) {
                output.append(contentsOf: bytes[index..<first.end])
                index = first.end
            } else {
                ByteClass.appendUTF8(first.value, to: &output)
                index = first.end
            }
        }
        return String(decoding: output, as: UTF8.self)
    }
}
