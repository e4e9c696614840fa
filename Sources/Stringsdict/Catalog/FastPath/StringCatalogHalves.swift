/// A catalog's bytes cut in two at an entry of `strings`, as two catalogs that read on two cores.
///
/// The cut is at a `,` between two keys of the top-level `strings` object, the first such `,`
/// past the middle of the file that a key (`"`) follows. ``first`` is the file up to that `,`,
/// then `}` `}`; ``second`` is the file up to the `{` of `strings`, then as many line breaks as
/// the file has between that `{` and the `,`, then the rest of the file after the `,`. So each
/// key of the second half is at its line in the file, and at its column too except on the line
/// of the cut (``line``), where it is ``columnOffset`` columns further right in the file (a
/// catalog written on one line has every key there). The fields around `strings` are in both
/// halves.
///
/// A file the scan has any doubt about (no such `,`, a top-level key with an escape, a raw line
/// break in a string, `strings` that is not an object or ends before the middle, unbalanced
/// brackets) gives nil: the caller reads it whole. The scan only tracks strings and brackets;
/// the reader checks everything else, on each half (the halves hold every byte of the file but
/// the cut's `,`, which the scan saw between two members).
///
/// Fast path: the two halves read together must give the whole read's catalog (``StringCatalogReader``
/// over all the bytes), or the same error at the same place. Held equal by
/// `Tests/StringsdictTests/StringCatalogHalvesTests.swift`.
package struct StringCatalogHalves: Sendable {
    /// The entries before the cut, closed.
    package let first: [UInt8]
    /// The entries after the cut, with the file's head and tail, at their lines.
    package let second: [UInt8]
    /// The line (1-based) where the second half starts: the line of the cut in the file.
    package let line: Int
    /// How many columns (Unicode scalars) a position in ``second`` on ``line`` is left of its
    /// place in the file.
    package let columnOffset: Int

    /// The halves of `bytes`; nil when there is no cut the scan is sure of.
    package init?(_ bytes: [UInt8]) {
        guard let cut = bytes.withUnsafeBufferPointer({ Self.cut(in: $0) }) else { return nil }
        var first: [UInt8] = []
        first.reserveCapacity(cut.comma + 4)
        first += bytes[..<cut.comma]
        first += Array("\n}\n}".utf8)
        var second: [UInt8] = []
        second.reserveCapacity(cut.open + 1 + cut.lineBreaks + bytes.count - cut.comma)
        second += bytes[...cut.open]
        second += repeatElement(UInt8(ascii: "\n"), count: cut.lineBreaks)
        second += bytes[(cut.comma + 1)...]
        self.first = first
        self.second = second
        line = cut.line
        columnOffset = cut.columnOffset
    }

    /// Where to cut: the `{` of `strings`, the `,`, the number of line breaks from the `{` to
    /// the `,` (`\r\n` is one, as the tokenizer counts them), the line of the `,` and the columns
    /// the second half's start moves left (see ``columnOffset``).
    private static func cut(in bytes: UnsafeBufferPointer<UInt8>) -> (open: Int, comma: Int, lineBreaks: Int, line: Int, columnOffset: Int)? {
        let quote = UInt8(ascii: "\""), backslash = UInt8(ascii: "\\")
        let newline = UInt8(ascii: "\n"), carriageReturn = UInt8(ascii: "\r")
        let count = bytes.count
        let middle = count / 2
        var depth = 0
        var index = 0
        // At depth 1 (the top-level object): the next string is a key; the last key was `strings`.
        var expectingKey = false
        var lastKeyIsStrings = false
        var stringsValueNext = false
        var open: Int?              // the `{` of the first `strings` value
        var lineBreaks = 0          // from the start of the file
        var lineBreaksAtOpen = 0
        var lineStart = 0           // the first byte of the current line
        while index < count {
            let byte = bytes[index]
            if stringsValueNext, byte != 0x20, byte != 0x09, byte != newline, byte != carriageReturn {
                // The first `strings` must be an object.
                guard byte == UInt8(ascii: "{") else { return nil }
                stringsValueNext = false
                open = index
                lineBreaksAtOpen = lineBreaks
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
                    var after = index + 1
                    while after < count, bytes[after] == 0x20 || bytes[after] == 0x09 || bytes[after] == newline || bytes[after] == carriageReturn { after += 1 }
                    // A key must follow (a `}` there would be a trailing comma, which the
                    // second half alone would not see).
                    guard after < count, bytes[after] == quote else { return nil }
                    // Columns of the cut's line that the second half does not have before
                    // its start: those after `{` when on its line, else the whole line so far.
                    var scalars = 0
                    var scan = max(open + 1, lineStart)
                    while scan <= index {
                        if bytes[scan] & 0xC0 != 0x80 { scalars += 1 }
                        scan += 1
                    }
                    return (open, index, lineBreaks - lineBreaksAtOpen, lineBreaks + 1, scalars)
                }
                index += 1
            case newline:
                lineBreaks += 1
                index += 1
                lineStart = index
            case carriageReturn:
                lineBreaks += 1
                index += 1
                if index < count, bytes[index] == newline { index += 1 }
                lineStart = index
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
