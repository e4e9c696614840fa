#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

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
    /// Whether the text last asked about holds a CR anywhere (found once with `memchr`, which
    /// is vectorized): without one, the word loop skips its per-word CR test.
    private var scannedBase: UnsafePointer<UInt8>?
    private var scannedCount = -1
    private var hasCarriageReturn = true

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
        if bytes.baseAddress != scannedBase || bytes.count != scannedCount {
            scannedBase = bytes.baseAddress
            scannedCount = bytes.count
            hasCarriageReturn = bytes.baseAddress.map { memchr($0, 0x0D, bytes.count) != nil } ?? false
        }
        if !hasCarriageReturn, let base = bytes.baseAddress {
            // Without CRs, LF is the only line break: jump from one to the next with `memchr`
            // (vectorized) and count scalars only after the last one.
            var index = offset
            while index < target, let found = memchr(base + index, 0x0A, target - index) {
                index = UnsafeRawPointer(found) - UnsafeRawPointer(base) + 1
                line += 1
                column = 1
            }
            while let word = SWAR.word(bytes, at: index), index + 8 <= target {
                let continuations = SWAR.continuationMask(word)
                column += continuations == 0 ? 8 : 8 - continuations.nonzeroBitCount
                index += 8
            }
            while index < target {
                if bytes[index] & 0xC0 != 0x80 { column += 1 }
                index += 1
            }
            offset = target
            return SourceLocation(file: file, line: line, column: column)
        }
        let hasCarriageReturn = hasCarriageReturn
        var index = offset
        while index < target {
            // Up to eight bytes at a time when they hold no CR: count LFs, and scalars after the
            // last one. Bytes past `target` are masked off.
            if let loaded = SWAR.word(bytes, at: index) {
                let length = min(target - index, 8)
                let keep: UInt64 = length == 8 ? ~0 : (1 << UInt64(8 * length)) - 1
                let word = loaded & keep
                if !hasCarriageReturn || SWAR.equalMask(0x0D, in: word) == 0 {
                    let newlines = SWAR.equalMask(0x0A, in: word) & keep
                    let continuations = SWAR.continuationMask(word)
                    // Population counts are avoided in the common cases (ASCII, one line
                    // break): without POPCNT in the baseline x86-64 target they are slow.
                    if newlines == 0 {
                        column += length - (continuations == 0 ? 0 : continuations.nonzeroBitCount)
                    } else {
                        line += newlines & (newlines &- 1) == 0 ? 1 : newlines.nonzeroBitCount
                        let last = (63 - newlines.leadingZeroBitCount) / 8
                        let after = continuations >> UInt64(8 * (last + 1))
                        column = 1 + (length - 1 - last) - (after == 0 ? 0 : after.nonzeroBitCount)
                    }
                    index += length
                    continue
                }
            }
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
