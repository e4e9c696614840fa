/// C's text for a finite `Double` under `%f %e %g` (and `%F %E %G`), computed here rather than
/// by the C library: the exact decimal expansion of the binary value, rounded half to even at the
/// requested digit (what glibc and Apple's libc print in the default rounding mode: `%.1f` of
/// 1.85 is `1.9`, since the double is 1.850000000000000088…; `%.2f` of 0.125 is `0.12`).
///
/// Two paths. Fixed notation with at most 19 fraction digits of a value below 2^64 whose binary
/// exponent is at least -64 works in 128-bit integers. Everything else expands the value with
/// 32-bit limbs: the integer part (at most 1,024 bits) by repeated division by 10^9, the fraction
/// (at most 1,074 bits) by repeated multiplication by 10^9, stopping as soon as the digits needed
/// for rounding are known. Sizes are bounded by the format of a `Double`, never by the input.
enum FloatDigits {
    /// The bytes ``write(_:conversion:precision:alternate:into:)`` may write for `precision`.
    static func capacity(precision: Int) -> Int { max(precision, 0) + 340 }

    /// Writes C's text for the finite `value` as `%[#].{precision}{conversion}` into `output`
    /// (at least ``capacity(precision:)`` bytes) and returns the byte count.
    ///
    /// - Parameters:
    ///   - conversion: one of `f F e E g G`.
    ///   - precision: 0 or more (C's default is 6).
    ///   - alternate: the `#` flag (always a point; `%g` keeps its trailing zeros).
    static func write(_ value: Double, conversion: UInt8, precision: Int, alternate: Bool, into output: UnsafeMutableBufferPointer<UInt8>) -> Int {
        let precision = max(precision, 0)
        var cursor = 0
        if value.sign == .minus {
            output[0] = UInt8(ascii: "-")
            cursor = 1
        }
        let magnitude = value.magnitude
        let lower = conversion | 0x20
        let exponentLetter = conversion == lower ? UInt8(ascii: "e") : UInt8(ascii: "E")
        if lower == UInt8(ascii: "f"), precision <= 19, let count = writeFixedFast(magnitude, precision: precision, alternate: alternate, into: output, at: cursor) {
            return count
        }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Expansion.digitCapacity) { digits in
            switch lower {
            case UInt8(ascii: "f"):
                let expansion = Expansion(magnitude, need: .fractionDigits(precision), into: digits)
                return expansion.writeFixed(precision: precision, alternate: alternate, trimZeros: false, into: output, at: cursor)
            case UInt8(ascii: "e"):
                let expansion = Expansion(magnitude, need: .significantDigits(precision + 1), into: digits)
                return expansion.writeExponential(precision: precision, alternate: alternate, trimZeros: false, letter: exponentLetter, into: output, at: cursor)
            default:
                // %g: P significant digits; X is the exponent %e would print with P - 1.
                let significant = max(precision, 1)
                let expansion = Expansion(magnitude, need: .significantDigits(significant), into: digits)
                let exponent = expansion.exponentAfterRounding(significantDigits: significant)
                if significant > exponent, exponent >= -4 {
                    return expansion.writeFixed(precision: significant - 1 - exponent, alternate: alternate, trimZeros: !alternate, into: output, at: cursor)
                }
                return expansion.writeExponential(precision: significant - 1, alternate: alternate, trimZeros: !alternate, letter: exponentLetter, into: output, at: cursor)
            }
        }
    }

    /// The C text as a `String` (tests and the ICU path).
    static func text(_ value: Double, conversion: UInt8, precision: Int, alternate: Bool) -> String {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity(precision: precision)) { buffer in
            let count = write(value, conversion: conversion, precision: precision, alternate: alternate, into: buffer)
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[0..<count]), as: UTF8.self)
        }
    }

    static let powersOfTen: [UInt64] = {
        var powers: [UInt64] = [1]
        for _ in 1...19 { powers.append(powers[powers.count - 1] * 10) }
        return powers
    }()

    /// `%.{precision}f` in 128-bit arithmetic, or nil when the value is outside its range
    /// (2^64 and above, or a binary exponent below -64).
    private static func writeFixedFast(_ magnitude: Double, precision: Int, alternate: Bool, into output: UnsafeMutableBufferPointer<UInt8>, at start: Int) -> Int? {
        let bits = magnitude.bitPattern
        let biased = Int(bits >> 52)
        let mantissa = biased == 0 ? bits & 0xF_FFFF_FFFF_FFFF : (bits & 0xF_FFFF_FFFF_FFFF) | (1 << 52)
        let exponent = (biased == 0 ? 1 : biased) - 1075
        guard exponent >= -64, exponent <= 11 else { return nil }
        let scale = powersOfTen[precision]
        // scaled = the value × 10^precision, rounded half to even.
        var scaled: UInt128
        if exponent >= 0 {
            scaled = UInt128(mantissa << UInt64(exponent)) * UInt128(scale)
        } else {
            let shift = -exponent
            let integer = shift == 64 ? 0 : mantissa >> UInt64(shift)
            let fraction = shift == 64 ? mantissa : mantissa & ((1 << UInt64(shift)) - 1)
            let product = UInt128(fraction) * UInt128(scale)
            let quotient = product >> UInt128(shift)
            let remainder = product & ((1 << UInt128(shift)) - 1)
            let half = UInt128(1) << UInt128(shift - 1)
            scaled = UInt128(integer) * UInt128(scale) + quotient
            if remainder > half || (remainder == half && scaled & 1 == 1) { scaled += 1 }
        }
        let integerPart = scaled / UInt128(scale)
        var fractionPart = UInt64(truncatingIfNeeded: scaled - integerPart * UInt128(scale))
        var cursor = start
        cursor += writeDecimal(UInt64(truncatingIfNeeded: integerPart), into: output, at: cursor)
        if precision > 0 || alternate {
            output[cursor] = UInt8(ascii: ".")
            cursor += 1
        }
        var index = cursor + precision - 1
        while index >= cursor {
            output[index] = UInt8(ascii: "0") + UInt8(fractionPart % 10)
            fractionPart /= 10
            index -= 1
        }
        return cursor + precision
    }

    /// Writes `value`'s decimal digits (at least one) and returns their count.
    static func writeDecimal(_ value: UInt64, into output: UnsafeMutableBufferPointer<UInt8>, at start: Int) -> Int {
        var count = 1
        var rest = value / 10
        while rest != 0 { count += 1; rest /= 10 }
        var index = start + count - 1
        var value = value
        repeat {
            output[index] = UInt8(ascii: "0") + UInt8(value % 10)
            value /= 10
            index -= 1
        } while index >= start
        return count
    }

    // MARK: exact expansion

    /// The leading decimal digits of a non-negative finite double, exactly: the value is
    /// 0.d₁d₂…dₙ × 10^``pointPosition`` plus, when ``sticky``, something non-zero below dₙ.
    /// d₁ is not zero unless the value is zero (then there are no digits).
    struct Expansion {
        enum Need {
            /// Every integer digit and this many after the point, plus what rounding needs.
            case fractionDigits(Int)
            /// This many significant digits, plus what rounding needs.
            case significantDigits(Int)
        }

        /// A double has at most 309 integer digits and 1,074 fraction digits; the expansion stops
        /// one 9-digit chunk after what it needs.
        static let digitCapacity = 1_440

        /// Digit values 0–9 (not ASCII).
        let digits: UnsafeMutableBufferPointer<UInt8>
        private(set) var count = 0
        private(set) var pointPosition = 1
        private(set) var sticky = false

        init(_ magnitude: Double, need: Need, into digits: UnsafeMutableBufferPointer<UInt8>) {
            self.digits = digits
            let bits = magnitude.bitPattern
            let biased = Int(bits >> 52)
            let mantissa = biased == 0 ? bits & 0xF_FFFF_FFFF_FFFF : (bits & 0xF_FFFF_FFFF_FFFF) | (1 << 52)
            let exponent = (biased == 0 ? 1 : biased) - 1075
            guard mantissa != 0 else { return }
            var fraction: UInt64 = 0
            var fractionBits = 0
            if exponent >= 0 {
                if exponent <= 11 {
                    appendInteger(mantissa << UInt64(exponent))
                } else {
                    appendLargeInteger(mantissa: mantissa, shift: exponent)
                }
            } else {
                fractionBits = -exponent
                if fractionBits < 64 {
                    appendInteger(mantissa >> UInt64(fractionBits))
                    fraction = mantissa & ((1 << UInt64(fractionBits)) - 1)
                } else {
                    fraction = mantissa
                }
            }
            if count == 0 { pointPosition = 0 }  // no integer digits: 0.d₁… × 10^0 so far
            guard fraction != 0 else { return }
            appendFraction(fraction, bits: fractionBits, need: need)
        }

        private mutating func appendDigit(_ digit: UInt8) {
            if count == 0 && digit == 0 {
                pointPosition -= 1
                return
            }
            digits[count] = digit
            count += 1
        }

        /// The integer part when it fits 64 bits.
        private mutating func appendInteger(_ value: UInt64) {
            guard value != 0 else { return }
            var length = 1
            var rest = value / 10
            while rest != 0 { length += 1; rest /= 10 }
            var value = value
            var index = count + length - 1
            while index >= count {
                digits[index] = UInt8(value % 10)
                value /= 10
                index -= 1
            }
            count += length
            pointPosition = length
        }

        /// The integer part `mantissa << shift` (shift 12…971) through base-10^9 chunks.
        private mutating func appendLargeInteger(mantissa: UInt64, shift: Int) {
            let limbCount = (53 + shift) / 32 + 2
            withUnsafeTemporaryAllocation(of: UInt32.self, capacity: limbCount) { limbs in
                for index in 0..<limbCount { limbs[index] = 0 }
                let word = shift / 32
                let offset = UInt64(shift % 32)
                // mantissa << offset spans at most 85 bits: three limbs.
                let low = mantissa << offset
                let high = offset == 0 ? 0 : mantissa >> (64 - offset)
                limbs[word] = UInt32(truncatingIfNeeded: low)
                limbs[word + 1] = UInt32(truncatingIfNeeded: low >> 32)
                if word + 2 < limbCount { limbs[word + 2] = UInt32(truncatingIfNeeded: high) }
                var top = limbCount - 1
                while top > 0 && limbs[top] == 0 { top -= 1 }
                // Chunks of 9 digits, least significant first: 1,024 bits make at most 35.
                withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 40) { chunks in
                    var chunkCount = 0
                    while true {
                        var remainder: UInt64 = 0
                        var index = top
                        while index >= 0 {
                            let current = (remainder << 32) | UInt64(limbs[index])
                            limbs[index] = UInt32(truncatingIfNeeded: current / 1_000_000_000)
                            remainder = current % 1_000_000_000
                            index -= 1
                        }
                        chunks[chunkCount] = UInt32(truncatingIfNeeded: remainder)
                        chunkCount += 1
                        while top > 0 && limbs[top] == 0 { top -= 1 }
                        if top == 0 && limbs[0] == 0 { break }
                    }
                    appendInteger(UInt64(chunks[chunkCount - 1]))
                    var index = chunkCount - 2
                    while index >= 0 {
                        appendChunk(chunks[index])
                        index -= 1
                    }
                    pointPosition = count
                }
            }
        }

        /// Nine digits, leading zeros included (they are skipped while no digit is written yet).
        private mutating func appendChunk(_ chunk: UInt32) {
            if count == 0 && chunk == 0 {
                pointPosition -= 9
                return
            }
            var divisor: UInt32 = 100_000_000
            var rest = chunk
            while divisor > 0 {
                appendDigit(UInt8(rest / divisor))
                rest %= divisor
                divisor /= 10
            }
        }

        /// The fraction `fraction / 2^bits` (bits 1…1,074), digit chunks until `need` is met or
        /// the expansion ends.
        private mutating func appendFraction(_ fraction: UInt64, bits: Int, need: Need) {
            let word = bits / 32
            let offset = bits % 32
            let limbCount = word + 2
            withUnsafeTemporaryAllocation(of: UInt32.self, capacity: limbCount) { limbs in
                for index in 0..<limbCount { limbs[index] = 0 }
                limbs[0] = UInt32(truncatingIfNeeded: fraction)
                if limbCount > 1 { limbs[1] = UInt32(truncatingIfNeeded: fraction >> 32) }
                var lowest = 0
                while limbs[lowest] == 0 { lowest += 1 }
                var fractionDigits = 0
                while true {
                    // × 10^9: below 2^(bits + 30), so the limbs up to `word + 1` hold it.
                    var carry: UInt64 = 0
                    var index = lowest
                    while index < limbCount {
                        let product = UInt64(limbs[index]) * 1_000_000_000 + carry
                        limbs[index] = UInt32(truncatingIfNeeded: product)
                        carry = product >> 32
                        index += 1
                    }
                    // The chunk is the part at and above bit `bits`.
                    let above = (UInt64(limbs[word + 1]) << 32) | UInt64(limbs[word])
                    let chunk = UInt32(truncatingIfNeeded: above >> UInt64(offset))
                    limbs[word + 1] = 0
                    limbs[word] &= offset == 0 ? 0 : (UInt32(1) << UInt32(offset)) - 1
                    appendChunk(chunk)
                    fractionDigits += 9
                    while lowest <= word && limbs[lowest] == 0 { lowest += 1 }
                    if lowest > word { return }  // exact: nothing below
                    let enough: Bool = switch need {
                    case .fractionDigits(let wanted): fractionDigits > wanted
                    case .significantDigits(let wanted): count > wanted
                    }
                    if enough || count + 9 > digits.count {
                        sticky = true
                        return
                    }
                }
            }
        }

        // MARK: rounding

        /// Whether keeping the first `kept` digits rounds up (half to even, on the exact value).
        private func roundsUp(keeping kept: Int) -> Bool {
            guard kept >= 0, kept < count else { return false }
            let next = digits[kept]
            if next != 5 { return next > 5 }
            if sticky { return true }
            var index = kept + 1
            while index < count {
                if digits[index] != 0 { return true }
                index += 1
            }
            let previous = kept == 0 ? 0 : digits[kept - 1]
            return previous & 1 == 1
        }

        /// The exponent `%e` shows with `significantDigits` digits (0 for zero).
        func exponentAfterRounding(significantDigits: Int) -> Int {
            guard count > 0 else { return 0 }
            if roundsUp(keeping: significantDigits) {
                var index = 0
                while index < significantDigits && index < count && digits[index] == 9 { index += 1 }
                if index == significantDigits { return pointPosition }
            }
            return pointPosition - 1
        }

        /// Rounds to `kept` leading digits (0 or more) into `rounded` (kept + 1 bytes, digit
        /// values); returns the position of the point after rounding (one more on a carry).
        private func round(keeping kept: Int, into rounded: UnsafeMutableBufferPointer<UInt8>) -> Int {
            for index in 0..<kept { rounded[index] = index < count ? digits[index] : 0 }
            guard roundsUp(keeping: kept) else { return pointPosition }
            var index = kept - 1
            while index >= 0 {
                if rounded[index] == 9 {
                    rounded[index] = 0
                    index -= 1
                } else {
                    rounded[index] += 1
                    return pointPosition
                }
            }
            // All nines (or nothing kept): 1 followed by zeros, one place higher.
            if kept > 0 { rounded[0] = 1 }
            return pointPosition + 1
        }

        /// `%.{precision}f`; `trimZeros` drops trailing fraction zeros and a bare point (`%g`).
        func writeFixed(precision: Int, alternate: Bool, trimZeros: Bool, into output: UnsafeMutableBufferPointer<UInt8>, at start: Int) -> Int {
            // Digits kept: those before the point and `precision` after.
            let kept = count == 0 ? 0 : pointPosition + precision
            var cursor = start
            let keptCount = min(max(kept, 0), count)
            return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: keptCount + 1) { rounded in
                var point = pointPosition
                var digitCount = keptCount
                if count == 0 || kept < 0 {
                    digitCount = 0
                } else if kept <= count {
                    point = round(keeping: kept, into: rounded)
                    if kept == 0, point > pointPosition { rounded[0] = 1; digitCount = 1 }
                } else {
                    for index in 0..<count { rounded[index] = digits[index] }
                }
                // rounded[0..<digitCount] holds 0.d… × 10^point; beyond them, zeros.
                func digit(_ position: Int) -> UInt8 {
                    // position 0 is the first digit after "0.".
                    position >= 0 && position < digitCount ? rounded[position] : 0
                }
                if point <= 0 || digitCount == 0 {
                    output[cursor] = UInt8(ascii: "0")
                    cursor += 1
                } else {
                    for position in 0..<point {
                        output[cursor] = UInt8(ascii: "0") + digit(position)
                        cursor += 1
                    }
                }
                let pointIndex = cursor
                if precision > 0 || alternate {
                    output[cursor] = UInt8(ascii: ".")
                    cursor += 1
                }
                if digitCount == 0 {
                    for _ in 0..<precision { output[cursor] = UInt8(ascii: "0"); cursor += 1 }
                } else {
                    for position in point..<(point + precision) {
                        output[cursor] = UInt8(ascii: "0") + digit(position)
                        cursor += 1
                    }
                }
                if trimZeros {
                    while cursor > pointIndex + 1 && output[cursor - 1] == UInt8(ascii: "0") { cursor -= 1 }
                    if cursor == pointIndex + 1 { cursor -= 1 }
                }
                return cursor
            }
        }

        /// `%.{precision}e`; `trimZeros` as in ``writeFixed(precision:alternate:trimZeros:into:at:)``.
        func writeExponential(precision: Int, alternate: Bool, trimZeros: Bool, letter: UInt8, into output: UnsafeMutableBufferPointer<UInt8>, at start: Int) -> Int {
            let kept = precision + 1
            let keptCount = min(kept, count)
            var cursor = start
            return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: keptCount + 1) { rounded in
                var exponent = 0
                var digitCount = 0
                if count > 0 {
                    if kept < count {
                        exponent = round(keeping: kept, into: rounded) - 1
                    } else {
                        for index in 0..<count { rounded[index] = digits[index] }
                        exponent = pointPosition - 1
                    }
                    digitCount = keptCount
                }
                output[cursor] = UInt8(ascii: "0") + (digitCount > 0 ? rounded[0] : 0)
                cursor += 1
                let pointIndex = cursor
                if precision > 0 || alternate {
                    output[cursor] = UInt8(ascii: ".")
                    cursor += 1
                }
                var position = 1
                while position <= precision {
                    output[cursor] = UInt8(ascii: "0") + (position < digitCount ? rounded[position] : 0)
                    cursor += 1
                    position += 1
                }
                if trimZeros {
                    while cursor > pointIndex + 1 && output[cursor - 1] == UInt8(ascii: "0") { cursor -= 1 }
                    if cursor == pointIndex + 1 { cursor -= 1 }
                }
                output[cursor] = letter
                output[cursor + 1] = exponent < 0 ? UInt8(ascii: "-") : UInt8(ascii: "+")
                cursor += 2
                let magnitude = exponent.magnitude
                if magnitude < 10 {
                    output[cursor] = UInt8(ascii: "0")
                    cursor += 1
                }
                cursor += FloatDigits.writeDecimal(UInt64(magnitude), into: output, at: cursor)
                return cursor
            }
        }
    }
}
