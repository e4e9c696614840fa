/// A catalog's bytes cut in two at an entry of `strings`, as two catalogs that read on two cores.
///
/// The cut is at the start of a line past the middle of the file, after a `,` between two keys
/// of the top-level `strings` object, with only whitespace between the `,` and the line break
/// and a `"` as the next byte that is not whitespace. ``first`` is the file up to that `,`, then
/// `}` `}`; ``second`` is the file up to the `{` of `strings`, then as many line breaks as the
/// file has between that `{` and the cut, then the rest of the file: each of its keys keeps the
/// line and column it has in the file, and the fields around `strings` are in both halves.
///
/// A file the scan has any doubt about (no such cut, a top-level key with an escape, a raw line
/// break in a string, `strings` that is not an object or ends before the middle, unbalanced
/// brackets) gives nil: the caller reads it whole. The scan only tracks strings and brackets;
/// the reader checks everything else, on each half (the halves hold every byte of the file but
/// the cut's `,` and whitespace).
package struct StringCatalogHalves: Sendable {
    /// The entries before the cut, closed.
    package let first: [UInt8]
    /// The entries after the cut, with the file's head and tail, at their lines.
    package let second: [UInt8]

    /// The halves of `bytes`; nil when there is no cut the scan is sure of.
    package init?(_ bytes: [UInt8]) {
        guard let cut = bytes.withUnsafeBufferPointer({ Self.cut(in: $0) }) else { return nil }
        var first: [UInt8] = []
        first.reserveCapacity(cut.comma + 4)
        first += bytes[..<cut.comma]
        first += Array("\n}\n}".utf8)
        var second: [UInt8] = []
        second.reserveCapacity(cut.open + 1 + cut.lineBreaks + bytes.count - cut.start)
        second += bytes[...cut.open]
        second += repeatElement(UInt8(ascii: "\n"), count: cut.lineBreaks)
        second += bytes[cut.start...]
        self.first = first
        self.second = second
    }

    /// Where to cut: the `{` of `strings`, the `,` before the cut, the first byte after it (at
    /// the start of a line) and the number of line breaks from the `{` to there (`\r\n` is one,
    /// as the tokenizer counts them).
    private static func cut(in bytes: UnsafeBufferPointer<UInt8>) -> (open: Int, comma: Int, start: Int, lineBreaks: Int)? {
        let quote = UInt8(ascii: "\""), backslash = UInt8(ascii: "\\")
        let newline = UInt8(ascii: "\n"), carriageReturn = UInt8(ascii: "\r")
        let count = bytes.count
        let middle = count / 2
        var depth = 0
        var index = 0
        // At depth 1 (the top-level object): the next string is a key; the last key was `strings`.
        var expectingKey = false
        var lastKeyIsStrings = false
        var open: Int?          // the `{` of the first `strings` value
        var lineBreaks = 0      // counted from `open`
        var stringsValueNext = false
        while index < count {
            let byte = bytes[index]
            if stringsValueNext, byte != 0x20, byte != 0x09, byte != newline, byte != carriageReturn {
                // The first `strings` must be an object.
                guard byte == UInt8(ascii: "{") else { return nil }
                stringsValueNext = false
                open = index
                depth += 1
                index += 1
                continue
            }
            switch byte {
            case quote:
                let start = index + 1
                index = start
                var escaped = false
                while index < count {
                    let inner = bytes[index]
                    if inner == quote { break }
                    if inner == newline || inner == carriageReturn { return nil }
                    if inner == backslash {
                        escaped = true
                        index += 1
                    }
                    index += 1
                }
                guard index < count else { return nil }
                if depth == 1, expectingKey {
                    if escaped { return nil }
                    lastKeyIsStrings = Self.isStrings(bytes, start, index)
                    expectingKey = false
                }
                index += 1
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
                if depth == 1 {
                    guard byte == UInt8(ascii: "{") else { return nil }
                    expectingKey = true
                }
                index += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
                // `strings` closed before the middle, or brackets that do not balance.
                if depth < 1 || (depth == 1 && open != nil) { return nil }
                index += 1
            case UInt8(ascii: ":"):
                if depth == 1, lastKeyIsStrings, open == nil { stringsValueNext = true }
                lastKeyIsStrings = false
                index += 1
            case UInt8(ascii: ","):
                if depth == 1 { expectingKey = true }
                if depth == 2, let open, index >= middle {
                    // Spaces or tabs, then one line break: the next line starts the second half.
                    var next = index + 1
                    while next < count, bytes[next] == 0x20 || bytes[next] == 0x09 { next += 1 }
                    if next + 1 < count, bytes[next] == carriageReturn, bytes[next + 1] == newline { next += 1 }
                    if next < count, bytes[next] == newline {
                        let start = next + 1
                        var after = start
                        while after < count, bytes[after] == 0x20 || bytes[after] == 0x09 || bytes[after] == newline || bytes[after] == carriageReturn { after += 1 }
                        // A key must follow (a `}` there would be a trailing comma, which the
                        // second half alone would not see).
                        guard after < count, bytes[after] == quote else { return nil }
                        return (open, index, start, lineBreaks + 1)
                    }
                }
                index += 1
            case newline:
                if open != nil { lineBreaks += 1 }
                index += 1
            case carriageReturn:
                if open != nil { lineBreaks += 1 }
                index += 1
                if index < count, bytes[index] == newline { index += 1 }
            default:
                index += 1
            }
        }
        return nil
    }

    /// True when `bytes[start..<end]` is `strings`.
    private static func isStrings(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        let name: StaticString = "strings"
        guard end - start == name.utf8CodeUnitCount else { return false }
        return name.withUTF8Buffer { name in
            var offset = 0
            while offset < name.count {
                if bytes[start + offset] != name[offset] { return false }
                offset += 1
            }
            return true
        }
    }
}
