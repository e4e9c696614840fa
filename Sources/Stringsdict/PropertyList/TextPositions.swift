/// Turns byte offsets in UTF-8 text into 1-based line and column (in Unicode scalars).
///
/// Positions are computed lazily and incrementally: asking for offsets in increasing order
/// (the order a parser produces them) costs one pass over the text in total; an earlier offset
/// restarts from the beginning. Line breaks are LF, CRLF (one break) and a lone CR, as XML
/// counts them.
struct TextPositions {
    let file: String
    private var offset = 0
    private var line = 1
    private var column = 1

    init(file: String) {
        self.file = file
    }

    /// The location of the byte at `target` (clamped to the text's end).
    mutating func location(at target: Int, in bytes: UnsafeBufferPointer<UInt8>) -> SourceLocation {
        let target = min(max(target, 0), bytes.count)
        if target < offset {
            offset = 0
            line = 1
            column = 1
        }
        var index = offset
        while index < target {
            let byte = bytes[index]
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte == 0x0D {
                if index + 1 >= bytes.count || bytes[index + 1] != 0x0A {
                    line += 1
                    column = 1
                }
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
            index += 1
        }
        offset = target
        return SourceLocation(file: file, line: line, column: column)
    }
}
