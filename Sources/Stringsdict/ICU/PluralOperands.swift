/// CLDR's plural operands of a decimal number as written (UTS #35, "Plural Operand Meanings"):
/// `i` the integer digits, `v` the number of visible fraction digits, `f` those digits as an
/// integer, `w` and `t` the same without trailing zeros; `n` is `i` plus the fraction. The
/// exponent operands `e` and `c` are 0 for a plain decimal.
///
/// Read straight from the text, so `1.50` has v = 2, f = 50, w = 1, t = 5, as ICU's
/// `uplrules_selectFormatted` sees the same number formatted with two fraction digits.
struct PluralOperands: Sendable, Equatable {
    /// `i`: the absolute integer part.
    let integer: UInt64
    /// `f`: the visible fraction digits as an integer.
    let fraction: UInt64
    /// `v`: how many fraction digits are visible.
    let fractionDigits: Int
    /// `t`: `f` without trailing zeros.
    let trimmedFraction: UInt64
    /// `w`: `v` without trailing zeros.
    let trimmedFractionDigits: Int

    /// The operands of `[+-]?[0-9]*(\.[0-9]*)?` (at least one digit), or nil when the text is not
    /// such a number or has more than 15 digits (leading zeros aside): ICU reads `n` as a
    /// `Double`, exact (and a fraction still a fraction) only up to 15 digits, so longer numbers
    /// keep ICU's path, which decides how it reads them.
    init?(decimal text: String) {
        var copy = text
        guard let operands = copy.withUTF8({ PluralOperands(utf8: $0) }) else { return nil }
        self = operands
    }

    init?(utf8: UnsafeBufferPointer<UInt8>) {
        var index = 0
        let count = utf8.count
        if index < count, utf8[index] == UInt8(ascii: "-") || utf8[index] == UInt8(ascii: "+") { index += 1 }
        var integer: UInt64 = 0
        var integerDigits = 0
        var significantDigits = 0
        while index < count, utf8[index] &- UInt8(ascii: "0") < 10 {
            let digit = UInt64(utf8[index] &- UInt8(ascii: "0"))
            if significantDigits > 0 || digit != 0 { significantDigits += 1 }
            guard significantDigits <= 15 else { return nil }
            integer = integer &* 10 &+ digit
            integerDigits += 1
            index += 1
        }
        var fraction: UInt64 = 0
        var fractionDigits = 0
        var trimmedFraction: UInt64 = 0
        var trimmedFractionDigits = 0
        if index < count, utf8[index] == UInt8(ascii: ".") {
            index += 1
            while index < count, utf8[index] &- UInt8(ascii: "0") < 10 {
                let digit = UInt64(utf8[index] &- UInt8(ascii: "0"))
                guard significantDigits + fractionDigits < 15 else { return nil }
                fraction = fraction &* 10 &+ digit
                fractionDigits += 1
                // t and w: the digits up to the last non-zero one.
                if digit != 0 { (trimmedFraction, trimmedFractionDigits) = (fraction, fractionDigits) }
                index += 1
            }
        }
        guard index == count, integerDigits + fractionDigits > 0 else { return nil }
        self.integer = integer
        self.fraction = fraction
        self.fractionDigits = fractionDigits
        self.trimmedFraction = trimmedFraction
        self.trimmedFractionDigits = trimmedFractionDigits
    }

    /// The operands of an integer.
    init(integer: UInt64) {
        self.integer = integer
        fraction = 0
        fractionDigits = 0
        trimmedFraction = 0
        trimmedFractionDigits = 0
    }
}
