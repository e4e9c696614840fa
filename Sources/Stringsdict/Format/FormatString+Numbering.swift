extension FormatString {
    /// `source` with its specifiers numbered, as genstrings writes a value with more than one
    /// (`%@ and %lu` becomes `%1$@ and %2$lu`); nil when it stays as it is: fewer than two
    /// specifiers, one already numbered or reading a `*` width or precision, or not a valid format.
    /// A `%#@NAME@` variable keeps its text but takes its slot, as it does when rendering.
    ///
    /// The same parser as ``init(_:startingSlot:options:)`` with ``ParseOptions/allowsUnusedSlots``
    /// decides, without building the segments: an extraction numbers every value it writes.
    package static func numberingSpecifiers(_ source: String) -> String? {
        var source = source
        return source.withUTF8 { bytes -> String? in
            var parser = FormatParser(bytes: bytes, startingSlot: 1, tracksSlots: true, sink: NumberingSink())
            do {
                try parser.parse()
            } catch {
                return nil
            }
            let sink = parser.sink
            guard !sink.declines, sink.percents.count > 1 else { return nil }
            var output: [UInt8] = []
            output.reserveCapacity(bytes.count + sink.percents.count * 3)
            var cursor = 0
            for (percent, slot) in sink.percents {
                // Up to and including the `%`, then `n$`.
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[cursor...percent]))
                var digits = slot
                let first = output.count
                repeat {
                    output.append(UInt8(ascii: "0") + UInt8(digits % 10))
                    digits /= 10
                } while digits > 0
                output[first...].reverse()
                output.append(UInt8(ascii: "$"))
                cursor = percent + 1
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[cursor...]))
            return String(decoding: output, as: UTF8.self)
        }
    }
}

/// Where each specifier's `%` is and which slot it reads: the parser hands over literal runs and
/// specifiers in order, so a specifier starts where the last piece ended.
private struct NumberingSink: FormatParserSink {
    var cursor = 0
    var percents: [(byte: Int, slot: Int)] = []
    /// A specifier already numbered, or reading a `*` width or precision.
    var declines = false

    mutating func literal(_ range: Range<Int>) {
        cursor = range.upperBound
    }

    mutating func specifier(_ specifier: FormatSpecifier) {
        if case .variable = specifier.conversion {
            // Kept as written; its slot is taken all the same.
        } else {
            if specifier.isPositional { declines = true }
            if case .argument? = specifier.width { declines = true }
            if case .argument? = specifier.precision { declines = true }
            percents.append((cursor, specifier.slot))
        }
        cursor += specifier.text.utf8.count
    }
}
