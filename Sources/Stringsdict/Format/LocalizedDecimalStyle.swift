/// How a locale writes C's `%f %e %g` text (`-1234.50`, `1.5e+05`) as ``FormatLocalizer``'s ICU
/// skeletons do (`.00 group-auto`, `scientific/+ee/sign-always .00 group-off`), learnt from ICU
/// once and then applied without calling ICU: the integer style's digits, minus and grouping, the
/// decimal separator, and the exponent marks (`E+`, `E-`; `اس+` and bidi marks in Arabic).
///
/// It is only used for a locale whose ICU output it reproduces byte for byte on a set of probes
/// (both signs, zero, every shape of integer part, tiny and huge exponents); any other locale,
/// and the `+` flag, go through ICU.
///
/// Sendable: immutable.
final class LocalizedDecimalStyle: Sendable {
    let integer: LocalizedIntegerStyle
    /// UTF-8 of the decimal separator (`,` in Russian, `٫` in Arabic).
    let decimalSeparator: [UInt8]
    /// UTF-8 of what stands between the mantissa and the exponent's digits, by sign.
    let exponentPlus: [UInt8]
    let exponentMinus: [UInt8]

    init(integer: LocalizedIntegerStyle, decimalSeparator: [UInt8], exponentPlus: [UInt8], exponentMinus: [UInt8]) {
        self.integer = integer
        self.decimalSeparator = decimalSeparator
        self.exponentPlus = exponentPlus
        self.exponentMinus = exponentMinus
    }

    /// C texts the learnt style must reproduce, with the fraction digits each shows.
    static let fixedProbes = [
        "0", "-0", "7", "-7", "1234", "-12345678", "0.0", "-0.0", "1.5", "-1.5", "0.05", "-0.05",
        "1234.5", "-1234.56", "12345.678", "123456.7", "1234567.25", "-98765432.109876",
        "12345678901234567890.5", "0.000001", "100000000000000000000000000000000000000000.000",
    ]
    static let scientificProbes = [
        "0e+00", "0.000000e+00", "1e+00", "-1e+00", "1.5e+05", "-1.5e+05", "1.5e-05", "-1.5e-05",
        "1.234568e+05", "9.99e+300", "-4.941e-324", "2.50e-100", "1.7976931348623157e+308",
    ]

    /// The style that reproduces `fixed` and `scientific` (ICU on C's text with its fraction
    /// digit count), or nil.
    static func learn(integer: LocalizedIntegerStyle, fixed: (String, Int) -> String?, scientific: (String, Int) -> String?) -> LocalizedDecimalStyle? {
        let one = integer.digit(1), five = integer.digit(5), zero = integer.digit(0)
        guard let oneAndHalf = fixed("1.5", 1).map({ Array($0.utf8) }),
              oneAndHalf.count > one.count + five.count,
              oneAndHalf.starts(with: one), oneAndHalf.suffix(five.count).elementsEqual(five)
        else { return nil }
        let separator = Array(oneAndHalf.dropFirst(one.count).dropLast(five.count))
        func exponentMark(_ text: String) -> [UInt8]? {
            guard let output = scientific(text, 1).map({ Array($0.utf8) }) else { return nil }
            let mantissa = one + separator + five
            let digits = zero + five
            guard output.count > mantissa.count + digits.count, output.starts(with: mantissa), output.suffix(digits.count).elementsEqual(digits) else { return nil }
            return Array(output.dropFirst(mantissa.count).dropLast(digits.count))
        }
        guard let plus = exponentMark("1.5e+05"), let minus = exponentMark("1.5e-05") else { return nil }
        let style = LocalizedDecimalStyle(integer: integer, decimalSeparator: separator, exponentPlus: plus, exponentMinus: minus)
        for probe in fixedProbes {
            guard let expected = fixed(probe, fractionDigits(probe)), style.text(cText: probe) == expected else { return nil }
        }
        for probe in scientificProbes {
            guard let expected = scientific(probe, fractionDigits(probe)), style.text(cText: probe) == expected else { return nil }
        }
        return style
    }

    /// Digits after the point in C's text (before any exponent).
    static func fractionDigits(_ text: String) -> Int {
        var count = 0
        var afterPoint = false
        for byte in text.utf8 {
            if byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") { break }
            if afterPoint { count += 1 } else if byte == UInt8(ascii: ".") { afterPoint = true }
        }
        return count
    }

    /// The localized text for C's text (tests and learning).
    func text(cText: String) -> String {
        var bytes = Array(cText.utf8)
        return bytes.withUnsafeMutableBufferPointer { c in
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: maximumByteCount(cTextCount: c.count)) { buffer in
                let count = write(cText: UnsafeBufferPointer(c), into: buffer)
                return String(decoding: UnsafeBufferPointer(rebasing: buffer[0..<count]), as: UTF8.self)
            }
        }
    }

    /// The most bytes ``write(cText:into:)`` writes for C text of `cTextCount` bytes.
    func maximumByteCount(cTextCount: Int) -> Int {
        let perByte = integer.digitWidth + max(integer.separator.count, 0)
        return integer.minus.count + decimalSeparator.count + max(exponentPlus.count, exponentMinus.count) + cTextCount * perByte
    }

    /// Writes C's finite text (`-`, digits, optional `.` and digits, optional `e±` and digits)
    /// localized into `buffer` (``maximumByteCount(cTextCount:)`` bytes); returns the count.
    ///
    /// The cursor is a plain local passed `inout` to static helpers: nested functions capturing
    /// it put it in a box checked for exclusive access at every byte.
    func write(cText: UnsafeBufferPointer<UInt8>, into buffer: UnsafeMutableBufferPointer<UInt8>) -> Int {
        integer.digitBytes.withUnsafeBufferPointer { digits in
            var cursor = 0
            var index = 0
            let end = cText.count
            let width = integer.digitWidth
            if index < end, cText[index] == UInt8(ascii: "-") {
                Self.put(integer.minus, into: buffer, at: &cursor)
                index += 1
            }
            // The integer part, grouped as integers are (not in scientific notation).
            var integerEnd = index
            while integerEnd < end, cText[integerEnd] >= UInt8(ascii: "0"), cText[integerEnd] <= UInt8(ascii: "9") { integerEnd += 1 }
            var scientific = false
            var scan = integerEnd
            while scan < end {
                if cText[scan] == UInt8(ascii: "e") || cText[scan] == UInt8(ascii: "E") { scientific = true; break }
                scan += 1
            }
            let count = integerEnd - index
            let groups = !scientific && integer.grouping && count - integer.primary >= integer.minimumGrouping
            while index < integerEnd {
                Self.putDigit(cText[index], digits: digits, width: width, into: buffer, at: &cursor)
                let position = integerEnd - index - 1
                if groups, position > 0, position >= integer.primary, (position - integer.primary) % integer.secondary == 0 {
                    Self.put(integer.separator, into: buffer, at: &cursor)
                }
                index += 1
            }
            if index < end, cText[index] == UInt8(ascii: ".") {
                index += 1
                if index < end, cText[index] >= UInt8(ascii: "0"), cText[index] <= UInt8(ascii: "9") {
                    Self.put(decimalSeparator, into: buffer, at: &cursor)
                }
                while index < end, cText[index] >= UInt8(ascii: "0"), cText[index] <= UInt8(ascii: "9") {
                    Self.putDigit(cText[index], digits: digits, width: width, into: buffer, at: &cursor)
                    index += 1
                }
            }
            if index + 1 < end, cText[index] | 0x20 == UInt8(ascii: "e") {
                Self.put(cText[index + 1] == UInt8(ascii: "-") ? exponentMinus : exponentPlus, into: buffer, at: &cursor)
                index += 2
                while index < end {
                    Self.putDigit(cText[index], digits: digits, width: width, into: buffer, at: &cursor)
                    index += 1
                }
            }
            return cursor
        }
    }

    @inline(__always)
    private static func put(_ bytes: [UInt8], into buffer: UnsafeMutableBufferPointer<UInt8>, at cursor: inout Int) {
        for byte in bytes {
            buffer[cursor] = byte
            cursor += 1
        }
    }

    /// The locale's digit for ASCII digit `ascii` (`width` bytes from `digits`).
    @inline(__always)
    private static func putDigit(_ ascii: UInt8, digits: UnsafeBufferPointer<UInt8>, width: Int, into buffer: UnsafeMutableBufferPointer<UInt8>, at cursor: inout Int) {
        let start = Int(ascii &- UInt8(ascii: "0")) * width
        for offset in 0..<width {
            buffer[cursor] = digits[start + offset]
            cursor += 1
        }
    }
}

extension LocalizedIntegerStyle {
    /// The UTF-8 of one digit.
    func digit(_ value: Int) -> [UInt8] {
        Array(digitBytes[(value * digitWidth)..<((value + 1) * digitWidth)])
    }
}
