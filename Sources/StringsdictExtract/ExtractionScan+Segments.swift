import Stringsdict

/// A long C-family file scanned in segments at once, with the result of one scan in order.
///
/// Each segment starts at a line's start and is scanned a chunk at a time as if the file began
/// there, recording after each chunk where it ended and on which line. A segment may have
/// started inside a comment, a literal, a `#if 0` group or a bracket, so its first chunks may be
/// wrong. But a chunk ends only where the tokenizer's whole state is its offset and line (just
/// after a closing bracket, none open, outside a `#define`; see ``CTokenizer``), so once the
/// scan before it ends a chunk at one of the segment's chunk ends, on the same line, the rest of
/// the segment is what that scan would have found. The merge takes the segments in order: the
/// scan so far goes on, a chunk at a time and ending at the next segment's chunk ends where it
/// can, until it meets one; from there it takes that segment's strings and warnings. A segment
/// it never meets is scanned again in order, so the result is always the one scan's.
extension ExtractionScan {
    /// A segment below this many bytes is not worth a thread of its own.
    static let minimumSegmentBytes = 1 << 20

    /// A segment's first chunk is this many tokens, so that the scan before it meets it soon;
    /// each chunk after doubles, up to the usual size.
    static let firstSegmentChunkTokens = 1 << 12

    /// Tokens a chunk of C-family source holds before it ends at the next top-level bracket:
    /// about 100 KB of source, whose tokens (320 KB) are still in the cache when they are scanned
    /// after being made. (With the declaration index's 1 << 17, 2.6 MB of tokens, genstrings on
    /// the 15 MB screens benchmark file takes 3% longer; Swift's chunks stay at that size, since
    /// smaller ones did not make the million-line Swift extraction faster.)
    static let cChunkTokens = 1 << 14

    /// One segment's scan: its strings and warnings, and after each chunk where it ended, on
    /// which line, and how many strings and warnings had been found by then.
    struct SegmentScan: Sendable {
        var strings: [ExtractedString] = []
        var warnings: [ExtractionWarning] = []
        var ends: [Int] = []
        var lines: [Int32] = []
        var stringCounts: [Int] = []
        var warningCounts: [Int] = []
    }

    /// `parts` starts, the first 0 and each other just after the first newline at or after its
    /// share of the file (fewer when the file has too few lines).
    static func segmentStarts(_ bytes: [UInt8], _ parts: Int) -> [Int] {
        var starts = [0]
        guard parts > 1 else { return starts }
        bytes.withUnsafeBufferPointer { bytes in
            for part in 1..<parts {
                var cursor = max(bytes.count / parts * part, (starts.last ?? 0) + 1)
                while cursor < bytes.count && bytes[cursor] != 0x0A { cursor += 1 }
                guard cursor + 1 < bytes.count else { return }
                starts.append(cursor + 1)
            }
        }
        return starts
    }

    /// Scans the file in segments from `starts` (line starts; 0 is always one), one thread
    /// each, and merges them into what one scan in order finds.
    ///
    /// - Parameters:
    ///   - chunkTokens: a chunk's usual size in tokens.
    ///   - firstChunkTokens: the size of a segment's first chunk (each next one doubles).
    ///   - onThreads: false scans the segments one after the other (for the fuzzer).
    mutating func runCFamily(starts: [Int], chunkTokens: Int = ExtractionScan.cChunkTokens,
                             firstChunkTokens: Int = ExtractionScan.firstSegmentChunkTokens, onThreads: Bool = true) {
        let count = text.bytes.count
        // Ascending, distinct, inside the file, and the first at 0.
        let starts = Set(starts.filter { $0 > 0 && $0 < count } + [0]).sorted()
        let template = self
        var segments = StringExtractor.inParallel(starts.count, onThreads: onThreads) { part -> SegmentScan in
            // A segment of a long file after the first has its own extractor and file name: the
            // strings it makes hold them, and threads counting references on the same objects
            // slow each other down.
            var scan = part == 0 || count < Self.minimumSegmentBytes ? template : ExtractionScan(
                extractor: StringExtractor(options: template.extractor.options),
                text: SourceText(file: String(decoding: Array(template.text.file.utf8), as: UTF8.self), bytes: template.text.bytes),
                language: template.language, index: template.projectIndex)
            let start = starts[part]
            let limit = part + 1 < starts.count ? starts[part + 1] : Int.max
            var line = Self.line(atOffset: start, template.text.bytes)
            var size = part == 0 ? chunkTokens : max(1, firstChunkTokens)
            var segment = SegmentScan()
            var position = start
            while position < count {
                let chunk = scan.scanCChunk(from: position, line: line, chunkTokens: size, endOffset: limit,
                                            atLineStart: position == start ? true : nil)
                segment.ends.append(chunk.end)
                segment.lines.append(chunk.line)
                segment.stringCounts.append(scan.strings.count)
                segment.warningCounts.append(scan.warnings.count)
                guard chunk.end > position, chunk.end < limit else { break }
                position = chunk.end
                line = chunk.line
                size = min(size * 2, chunkTokens)
            }
            if part == 0, starts.count > 1, let end = segment.ends.last, end > 0, end < count {
                // The merge appends the other segments' strings to this one's: room for them is
                // made here, while they are still being scanned (7.4 → 4.0 ms of merge on the
                // dense 15 MB benchmark file).
                let expected = Double(scan.strings.count) * Double(count) / Double(end) * 1.125
                // (Capped: a first segment far sparser than the rest is no reason for more.)
                scan.strings.reserveCapacity(Int(min(expected, Double(scan.strings.count * starts.count * 2))) + 16)
            }
            segment.strings = scan.strings
            segment.warnings = scan.warnings
            return segment
        }
        guard !segments.isEmpty else { return }
        swap(&strings, &segments[0].strings)
        swap(&warnings, &segments[0].warnings)
        var position = segments[0].ends.last ?? count
        var line = segments[0].lines.last ?? 1
        var next = 1
        while position < count {
            guard next < segments.count else {
                let chunk = scanCChunk(from: position, line: line, chunkTokens: chunkTokens)
                guard chunk.end > position else { break }
                (position, line) = chunk
                continue
            }
            // Where the scan is now, is it at one of the segment's chunk ends, on the same line?
            // (The segment is read in place: a copy of it would make the move copy its strings.)
            if let met = Self.firstIndex(of: position, in: segments[next].ends), segments[next].lines[met] == line {
                Self.move(&segments[next].strings, from: segments[next].stringCounts[met], to: &strings)
                warnings += segments[next].warnings[segments[next].warningCounts[met]...]
                position = segments[next].ends.last ?? position
                line = segments[next].lines.last ?? line
                next += 1
                continue
            }
            let ahead = segments[next].ends.drop(while: { $0 <= position })
            guard !ahead.isEmpty else {
                // Passed the whole segment without meeting it: it is scanned again here.
                next += 1
                continue
            }
            let chunk = scanCChunk(from: position, line: line, chunkTokens: chunkTokens, boundaries: Array(ahead))
            guard chunk.end > position else { break }
            (position, line) = chunk
        }
        tokens = []
    }

    /// Appends `source[start...]` to `target`, each string moved (see ``Swift/Array/moveOut(at:leaving:_:)``).
    private static func move(_ source: inout [ExtractedString], from start: Int, to target: inout [ExtractedString]) {
        guard start >= 0, start < source.count else { return }
        target.reserveCapacity(target.count + source.count - start)
        let empty = ExtractedString(table: "", key: "", value: nil, comment: nil, location: SourceLocation(file: "", line: 0, column: 0), routine: "")
        source.moveOut(at: start..<source.count, leaving: empty) { target.append($0) }
    }

    /// The index of `offset` in ascending `offsets`, if there.
    private static func firstIndex(of offset: Int, in offsets: [Int]) -> Int? {
        var low = 0
        var high = offsets.count
        while low < high {
            let middle = (low + high) / 2
            if offsets[middle] < offset { low = middle + 1 } else { high = middle }
        }
        return low < offsets.count && offsets[low] == offset ? low : nil
    }

    /// The 1-based line of the byte at `offset`: one more than the newlines before it.
    ///
    /// Counted eight bytes at a time: a segment's thread counts up to its start before it scans,
    /// and a byte at a time, half of a 15 MB file took as long as a tenth of its scan.
    static func line(atOffset offset: Int, _ bytes: [UInt8]) -> Int32 {
        bytes.withUnsafeBytes { raw in
            let end = max(0, min(offset, raw.count))
            let low: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
            var newlines = 0
            var index = 0
            while index + 8 <= end {
                // A byte of `x` is zero exactly where the byte is a newline; the high bit of each
                // byte of `zero` is set exactly there (no carry crosses bytes: each sum < 0x100).
                let x = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) ^ 0x0A0A_0A0A_0A0A_0A0A
                let zero = ~(((x & low) &+ low) | x | low)
                newlines += zero.nonzeroBitCount
                index += 8
            }
            while index < end {
                if raw[index] == 0x0A { newlines += 1 }
                index += 1
            }
            return Int32(truncatingIfNeeded: newlines + 1)
        }
    }
}
