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
            let percents: [(byte: Int, slot: Int)]
            switch quickPercents(bytes) {
            case .unchanged:
                return nil
            case .percents(let found):
                percents = found
            case .undecided:
                var parser = FormatParser(bytes: bytes, startingSlot: 1, tracksSlots: true, sink: NumberingSink())
                do {
                    try parser.parse()
                } catch {
                    return nil
                }
                guard !parser.sink.declines else { return nil }
                percents = parser.sink.percents
            }
            guard percents.count > 1 else { return nil }
            var output: [UInt8] = []
            output.reserveCapacity(bytes.count + percents.count * 3)
            var cursor = 0
            for (percent, slot) in percents {
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

/// What a quick read of a format's specifiers finds.
private enum QuickReading {
    /// Each specifier's `%` and slot.
    case percents([(byte: Int, slot: Int)])
    /// Not a valid format (a `%` at the end, `%n`): left as it is.
    case unchanged
    /// Something only the parser decides: `#`, `*`, `$`, long numbers, flags after a width.
    case undecided
}

extension FormatString {
    /// The specifiers of a format made only of the common pieces (flags `- + space 0`, a width
    /// and precision of a few digits, a length, a conversion), read as ``FormatParser`` reads
    /// them; anything else is left to the parser.
    fileprivate static func quickPercents(_ bytes: UnsafeBufferPointer<UInt8>) -> QuickReading {
        var percents: [(byte: Int, slot: Int)] = []
        var index = 0
        let count = bytes.count
        func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        while index < count {
            guard bytes[index] == UInt8(ascii: "%") else {
                index += 1
                continue
            }
            let start = index
            index += 1
            guard index < count else { return .unchanged }
            if bytes[index] == UInt8(ascii: "%") {
                index += 1
                continue
            }
            while index < count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+")
                    || bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "0") {
                index += 1
            }
            var digits = 0
            while index < count, isDigit(bytes[index]) {
                index += 1
                digits += 1
            }
            guard digits <= 5 else { return .undecided }
            if index < count {
                switch bytes[index] {
                case UInt8(ascii: "$"), UInt8(ascii: "*"), UInt8(ascii: "#"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: " "):
                    return .undecided
                default:
                    break
                }
            }
            if index < count, bytes[index] == UInt8(ascii: ".") {
                index += 1
                digits = 0
                while index < count, isDigit(bytes[index]) {
                    index += 1
                    digits += 1
                }
                guard digits <= 5, index >= count || bytes[index] != UInt8(ascii: "*") else { return .undecided }
            }
            if index < count {
                let second: UInt8 = index + 1 < count ? bytes[index + 1] : 0
                switch bytes[index] {
                case UInt8(ascii: "h"), UInt8(ascii: "l"): index += second == bytes[index] ? 2 : 1
                case UInt8(ascii: "q"), UInt8(ascii: "L"), UInt8(ascii: "z"), UInt8(ascii: "t"), UInt8(ascii: "j"): index += 1
                default: break
                }
            }
            guard index < count else { return .unchanged }
            switch bytes[index] {
            case UInt8(ascii: "d"), UInt8(ascii: "i"), UInt8(ascii: "D"), UInt8(ascii: "u"), UInt8(ascii: "U"), UInt8(ascii: "o"),
                 UInt8(ascii: "O"), UInt8(ascii: "x"), UInt8(ascii: "X"), UInt8(ascii: "f"), UInt8(ascii: "F"), UInt8(ascii: "e"),
                 UInt8(ascii: "E"), UInt8(ascii: "g"), UInt8(ascii: "G"), UInt8(ascii: "a"), UInt8(ascii: "A"), UInt8(ascii: "c"),
                 UInt8(ascii: "C"), UInt8(ascii: "s"), UInt8(ascii: "S"), UInt8(ascii: "p"), UInt8(ascii: "@"):
                guard percents.count < maximumSlot else { return .undecided }
                percents.append((start, percents.count + 1))
            case UInt8(ascii: "n"):
                return .unchanged
            case let other where other >= 0x80:
                return .undecided
            default:
                // An unknown conversion is literal text and reads no argument.
                break
            }
            index += 1
        }
        return .percents(percents)
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
