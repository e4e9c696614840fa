#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
@testable import Stringsdict
import StringsdictTestSupport
import Testing

/// ``FloatDigits`` against the C library's `snprintf`, which is the reference: Foundation's
/// `String(format:)` prints C's digits for `%f %e %g`.
@Suite("FloatDigits prints C's digits")
struct FloatDigitsTests {
    /// C's `snprintf` for `%[#].{precision}{conversion}`.
    static func c(_ value: Double, _ conversion: UInt8, precision: Int, alternate: Bool = false, buffer: inout [CChar]) -> String {
        let format = (alternate ? "%#.*" : "%.*") + String(UnicodeScalar(conversion))
        var count = Int(withVaList([Int32(precision), value]) { vsnprintf(&buffer, buffer.count, format, $0) })
        if count >= buffer.count {
            buffer = [CChar](repeating: 0, count: count + 1)
            count = Int(withVaList([Int32(precision), value]) { vsnprintf(&buffer, buffer.count, format, $0) })
        }
        return String(decoding: buffer.prefix(count).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// glibc's `%#g` drops the zeros after the point when rounding carries into the exponent
    /// form (`%#.2g` of 99.96 is `1.e+02`); C (and Apple's libc) keep the precision: `1.0e+02`.
    /// True when `ours` is the standard text for glibc's `c`.
    static func isGlibcAlternateGeneralQuirk(ours: String, c: String, conversion: UInt8, alternate: Bool) -> Bool {
        guard alternate, conversion | 0x20 == UInt8(ascii: "g"), let point = ours.firstIndex(of: "."),
              let letter = ours.firstIndex(where: { $0 == "e" || $0 == "E" }), point < letter
        else { return false }
        let zeros = ours[ours.index(after: point)..<letter]
        return !zeros.isEmpty && zeros.allSatisfy { $0 == "0" } && String(ours[...point] + ours[letter...]) == c
    }

    static func ours(_ value: Double, _ conversion: UInt8, precision: Int, alternate: Bool = false) -> String {
        FloatDigits.text(value, conversion: conversion, precision: precision, alternate: alternate)
    }

    @Test("documented roundings of the binary value", arguments: [
        (1.85, "%.1f", "1.9"),  // the double is 1.850000000000000088…
        (0.125, "%.2f", "0.12"),  // an exact tie: half to even
        (0.375, "%.2f", "0.38"),
        (2.5, "%.0f", "2"),
        (3.5, "%.0f", "4"),
        (0.5, "%.0f", "0"),
        (1.005, "%.2f", "1.00"),  // 1.00499999999999989…
        (9.995, "%.2f", "9.99"),
        (-0.0, "%.1f", "-0.0"),
        (-0.04, "%.1f", "-0.0"),
        (99.96, "%.1f", "100.0"),
        (1e23, "%.0f", "99999999999999991611392"),
        (.leastNonzeroMagnitude, "%.3e", "4.941e-324"),
        (1.7976931348623157e308, "%e", "1.797693e+308"),
        (0.0001, "%g", "0.0001"),
        (0.00001, "%g", "1e-05"),
        (123456, "%g", "123456"),
        (1234567, "%g", "1.23457e+06"),
        (9.9999996, "%g", "10"),
        (0, "%e", "0.000000e+00"),
        (0, "%g", "0"),
        (100, "%#.3g", "100."),
        (1, "%#.0e", "1.e+00"),
        (99.96, "%#.3g", "100."),
    ] as [(Double, String, String)])
    func documented(value: Double, format: String, expected: String) throws {
        let precision = Int(format.dropFirst(2).dropLast()) ?? 6
        let conversion = format.utf8.last ?? 0
        let alternate = format.hasPrefix("%#")
        let parsedPrecision = alternate ? Int(format.dropFirst(3).dropLast()) ?? 6 : precision
        #expect(Self.ours(value, conversion, precision: parsedPrecision, alternate: alternate) == expected)
        var buffer = [CChar](repeating: 0, count: 512)
        #expect(Self.c(value, conversion, precision: parsedPrecision, alternate: alternate, buffer: &buffer) == expected)
    }

    @Test("extreme values at every precision up to the limit of exact digits")
    func extremes() {
        var buffer = [CChar](repeating: 0, count: 2048)
        let values: [Double] = [
            .leastNonzeroMagnitude, .leastNormalMagnitude, .greatestFiniteMagnitude, .ulpOfOne, 1 / 3, 2 / 3,
            0.1, 0.2, 0.3, 1e15 + 0.3, 9_007_199_254_740_992, 0x1p64 - 2048, 1e-5, 123.456,
            -.leastNonzeroMagnitude, -.greatestFiniteMagnitude, 0x1p-64, 0x1p-63, 0x1.fffffffffffffp63, 0x1p64,
        ]
        var failures: [String] = []
        for value in values {
            for conversion in "feEgG".utf8 {
                for precision in [0, 1, 2, 6, 15, 16, 17, 18, 19, 20, 25, 40, 330, 760, 1074, 1100] {
                    for alternate in [false, true] {
                        let expected = Self.c(value, conversion, precision: precision, alternate: alternate, buffer: &buffer)
                        let actual = Self.ours(value, conversion, precision: precision, alternate: alternate)
                        if actual != expected, !Self.isGlibcAlternateGeneralQuirk(ours: actual, c: expected, conversion: conversion, alternate: alternate) { failures.append("\(value) %\(alternate ? "#" : "").\(precision)\(UnicodeScalar(conversion)): \(actual) ≠ C's \(expected)") }
                    }
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.prefix(10).joined(separator: "\n"))")
    }

    @Test("%.100000f, the precision limit, prints C's digits")
    func precisionLimit() {
        var buffer = [CChar](repeating: 0, count: 2048)
        for value in [1.85, -.leastNonzeroMagnitude, .greatestFiniteMagnitude] {
            for conversion in "feg".utf8 {
                #expect(Self.ours(value, conversion, precision: FormatString.maximumCount) == Self.c(value, conversion, precision: FormatString.maximumCount, buffer: &buffer))
            }
        }
    }

    /// How many random doubles the cross-check takes: a million with `STRINGSDICT_EXHAUSTIVE=1`
    /// (CI), 50,000 otherwise; the environment variable `STRINGSDICT_FLOAT_CHECK_COUNT` sets it
    /// (to replay or to go further).
    static var randomCount: Int {
        ProcessInfo.processInfo.environment["STRINGSDICT_FLOAT_CHECK_COUNT"].flatMap { Int($0) } ?? (Exhaustive.isOn ? 1_000_000 : 50_000)
    }

    /// One random double: a random bit pattern (subnormals, huge and tiny magnitudes) half the
    /// time, otherwise a decimal-looking n / 10^k, where ties and near-ties of printing are.
    static func randomValue(_ rng: inout SplitMix64) -> Double {
        let bits = rng.next()
        switch bits & 3 {
        case 0, 1:
            let value = Double(bitPattern: rng.next())
            return value.isFinite ? value : Double(bits >> 11)
        case 2:
            let digits = Double(rng.next() % 100_000_000)
            return (bits & 4 == 0 ? 1 : -1) * digits / pow(10, Double(rng.next() % 12))
        default:
            // Halves and quarters: exact ties for a short %f.
            return Double(Int64(truncatingIfNeeded: rng.next() % 2_000_000) - 1_000_000) / Double(1 << (rng.next() % 12))
        }
    }

    @Test("a million random doubles: %f %e %g at precisions 0–17 (and #) equal snprintf")
    func randomAgainstSnprintf() {
        let seed: UInt64 = 0x5EED_F10A
        var rng = SplitMix64(seed: seed)
        var buffer = [CChar](repeating: 0, count: 2048)
        let conversions = Array("feEgG".utf8)
        var failures: [String] = []
        for index in 0..<Self.randomCount {
            let value = Self.randomValue(&rng)
            let choice = rng.next()
            let conversion = conversions[Int(choice % 5)]
            let precision = Int((choice >> 8) % 18)
            let alternate = (choice >> 16) & 7 == 0
            let expected = Self.c(value, conversion, precision: precision, alternate: alternate, buffer: &buffer)
            let actual = Self.ours(value, conversion, precision: precision, alternate: alternate)
            if actual != expected, failures.count < 20, !Self.isGlibcAlternateGeneralQuirk(ours: actual, c: expected, conversion: conversion, alternate: alternate) {
                failures.append("#\(index): \(value.bitPattern) %\(alternate ? "#" : "").\(precision)\(UnicodeScalar(conversion)): \(actual) ≠ C's \(expected)")
            }
        }
        #expect(failures.isEmpty, "seed \(seed):\n\(failures.joined(separator: "\n"))")
    }
}
