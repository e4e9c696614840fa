/// How a locale writes plain integers (`group-auto`, no sign option), learnt from ICU once and
/// then applied without calling ICU: the ten digits, the minus prefix, the grouping separator and
/// sizes, and CLDR's minimum grouping digits.
///
/// It is only used for a locale whose ICU output it reproduces byte for byte on a set of probes
/// covering every digit count from 1 to 20 and both signs; any other locale goes through ICU.
///
/// A class, so handing the style to a render retains one object rather than its three arrays.
/// Sendable: immutable.
final class LocalizedIntegerStyle: Sendable {
    /// UTF-8 of the digits zero to nine, each ``digitWidth`` bytes (a digit set lies in one
    /// Unicode block, so its digits have one UTF-8 length).
    let digitBytes: [UInt8]
    let digitWidth: Int
    /// UTF-8 of what precedes a negative number (`-`, `\u{061C}-` in Arabic).
    let minus: [UInt8]
    /// UTF-8 of the grouping separator (`,`, `.`, U+00A0, U+202F).
    let separator: [UInt8]
    /// Digits in the group nearest the decimal point (3), and in the groups before it (3; 2 in hi).
    let primary: Int
    let secondary: Int
    /// CLDR minimum grouping digits: with 2, `1234` stays ungrouped (es, pl).
    let minimumGrouping: Int
    /// Whether the locale groups at all.
    let grouping: Bool
    /// The largest number of UTF-8 bytes ``write(magnitude:negative:into:)`` produces.
    let maximumByteCount: Int
    /// The same style as plain values, when it can be held so (almost every locale): what
    /// ``write(magnitude:negative:to:)`` uses, and what a ``RenderContext`` keeps inline.
    let inline: InlineIntegerStyle?

    init?(digits: [[UInt8]], minus: [UInt8], separator: [UInt8], primary: Int, secondary: Int, minimumGrouping: Int, grouping: Bool) {
        guard digits.count == 10, let width = digits.first?.count, width > 0, digits.allSatisfy({ $0.count == width }) else { return nil }
        digitBytes = digits.flatMap { $0 }
        digitWidth = width
        self.minus = minus
        self.separator = separator
        self.primary = primary
        self.secondary = secondary
        self.minimumGrouping = minimumGrouping
        self.grouping = grouping
        maximumByteCount = minus.count + 20 * width + 19 * separator.count
        inline = InlineIntegerStyle(
            digits: digitBytes, width: width, minus: minus, separator: separator,
            primary: primary, secondary: secondary, minimumGrouping: minimumGrouping, grouping: grouping)
    }

    /// C's `%d`: ASCII digits, `-`, no grouping.
    static let c = LocalizedIntegerStyle(
        digits: (0...9).map { [UInt8(ascii: "0") + UInt8($0)] }, minus: [UInt8(ascii: "-")], separator: [],
        primary: 3, secondary: 3, minimumGrouping: 1, grouping: false)

    /// The style that reproduces `format`'s output (ICU, `precision-integer group-auto`), or nil.
    static func learn(_ format: (String) -> String?) -> LocalizedIntegerStyle? {
        var digits: [[UInt8]] = []
        for digit in 0...9 {
            guard let text = format(String(digit)), !text.isEmpty else { return nil }
            digits.append(Array(text.utf8))
        }
        guard let negativeOne = format("-1").map({ Array($0.utf8) }),
              negativeOne.count > digits[1].count,
              Array(negativeOne.suffix(digits[1].count)) == digits[1]
        else { return nil }
        let minus = Array(negativeOne.dropLast(digits[1].count))
        // The separator: what follows the first digit of a long number.
        var separator: [UInt8] = []
        if let long = format("1234567890").map({ Array($0.utf8) }), long.starts(with: digits[1]) {
            let rest = long.dropFirst(digits[1].count)
            if !rest.starts(with: digits[2]) {
                var cursor = rest.startIndex
                while cursor < rest.endIndex, !rest[cursor...].starts(with: digits[2]) { cursor += 1 }
                separator = Array(rest[rest.startIndex..<cursor])
            }
        }
        let probes = [
            "0", "7", "-7", "12", "-12", "123", "1234", "-1234", "12345", "123456", "1234567",
            "12345678", "123456789", "1234567890", "12345678901", "123456789012", "1234567890123",
            "12345678901234", "123456789012345", "1234567890123456", "12345678901234567",
            "123456789012345678", "9223372036854775807", "-9223372036854775808", "18446744073709551615",
        ]
        var expected: [[UInt8]] = []
        for probe in probes {
            guard let text = format(probe) else { return nil }
            expected.append(Array(text.utf8))
        }
        var candidates: [LocalizedIntegerStyle] = []
        if separator.isEmpty {
            if let style = LocalizedIntegerStyle(digits: digits, minus: minus, separator: [], primary: 3, secondary: 3, minimumGrouping: 1, grouping: false) {
                candidates.append(style)
            }
        } else {
            for minimum in 1...3 {
                for (primary, secondary) in [(3, 3), (3, 2), (4, 4), (2, 2)] {
                    if let style = LocalizedIntegerStyle(digits: digits, minus: minus, separator: separator, primary: primary, secondary: secondary, minimumGrouping: minimum, grouping: true) {
                        candidates.append(style)
                    }
                }
            }
        }
        for candidate in candidates {
            let matches = zip(probes, expected).allSatisfy { probe, expected in
                let negative = probe.hasPrefix("-")
                guard let magnitude = UInt64(negative ? String(probe.dropFirst()) : probe) else { return false }
                return candidate.bytes(magnitude: magnitude, negative: negative) == expected
            }
            if matches { return candidate }
        }
        return nil
    }

    /// The bytes for a number, as an array (for learning; rendering uses ``append(magnitude:negative:to:)``).
    private func bytes(magnitude: UInt64, negative: Bool) -> [UInt8] {
        var result: [UInt8] = []
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: maximumByteCount) { buffer in
            let count = write(magnitude: magnitude, negative: negative, into: buffer)
            result = Array(buffer[0..<count])
        }
        return result
    }

    /// Appends the number `-magnitude` (when `negative`) or `magnitude` to `output`.
    func append(magnitude: UInt64, negative: Bool, to output: inout String) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: maximumByteCount) { buffer in
            let count = write(magnitude: magnitude, negative: negative, into: buffer)
            output.append(String(decoding: UnsafeBufferPointer(rebasing: buffer[0..<count]), as: UTF8.self))
        }
    }

    /// Writes the number into `buffer` (at least ``maximumByteCount`` long); returns the count.
    func write(magnitude: UInt64, negative: Bool, into buffer: UnsafeMutableBufferPointer<UInt8>) -> Int {
        guard let base = buffer.baseAddress, buffer.count >= maximumByteCount else { return 0 }
        return write(magnitude: magnitude, negative: negative, to: base)
    }

    /// Writes the number at `destination` (room for ``maximumByteCount`` bytes); returns the count.
    ///
    /// Through ``inline`` when the style has one; otherwise the length is worked out first
    /// (digits, separators), then the digits are copied from the table from the last one back.
    func write(magnitude: UInt64, negative: Bool, to destination: UnsafeMutablePointer<UInt8>) -> Int {
        if let inline {
            let layout = inline.layout(magnitude: magnitude, negative: negative)
            inline.write(magnitude: magnitude, negative: negative, layout: layout, to: destination)
            return layout.byteCount
        }
        var cursor = 0
        if negative {
            minus.withUnsafeBufferPointer { minus in
                guard let base = minus.baseAddress else { return }
                destination.update(from: base, count: minus.count)
            }
            cursor = minus.count
        }
        var digitCount = 1
        var rest = magnitude
        while rest >= 10 {
            rest /= 10
            digitCount += 1
        }
        // A separator before every group: after `primary` digits from the right, then every
        // `secondary`, once the number has `minimumGrouping` digits beyond the first group.
        let separatorCount = grouping && digitCount - primary >= minimumGrouping ? (digitCount - 1 - primary) / max(secondary, 1) + 1 : 0
        let width = digitWidth
        var end = cursor + digitCount * width + separatorCount * separator.count
        let total = end
        var value = magnitude
        var written = 0
        var nextSeparator = separatorCount > 0 ? primary : Int.max
        digitBytes.withUnsafeBufferPointer { digits in
            separator.withUnsafeBufferPointer { separator in
                guard let digits = digits.baseAddress else { return }
                while true {
                    let digit = Int(value % 10)
                    value /= 10
                    end -= width
                    (destination + end).update(from: digits + digit * width, count: width)
                    written += 1
                    if written >= digitCount { break }
                    if written == nextSeparator, let base = separator.baseAddress {
                        end -= separator.count
                        (destination + end).update(from: base, count: separator.count)
                        nextSeparator += secondary
                    }
                }
            }
        }
        return total
    }
}
