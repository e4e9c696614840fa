import Foundation
@testable import Stringsdict
import Testing

/// ``LocalizedDecimalStyle``, the ICU-free path for `%f %e %g` with a locale, against the ICU
/// path it replaces (`FormatLocalizer.decimal`, ICU number skeletons on C's digits).
@Suite("LocalizedDecimalStyle equals the ICU path")
struct LocalizedDecimalStyleTests {
    /// Values and conversions every locale is checked on: both signs, zero, grouping lengths,
    /// roundings, tiny and huge exponents, and a precision beyond ICU's 999 fraction digits.
    static let samples: [(Double, UInt8, Int)] = [
        (0, UInt8(ascii: "f"), 1), (-0.0, UInt8(ascii: "f"), 1), (1.85, UInt8(ascii: "f"), 1),
        (-1.85, UInt8(ascii: "f"), 1), (1234.5, UInt8(ascii: "f"), 1), (-1234567.125, UInt8(ascii: "f"), 2),
        (12345, UInt8(ascii: "f"), 0), (0.5, UInt8(ascii: "f"), 0), (123456789012.75, UInt8(ascii: "f"), 6),
        (1e300, UInt8(ascii: "f"), 0), (0.000123, UInt8(ascii: "f"), 6), (1.5, UInt8(ascii: "f"), 1_002),
        (0, UInt8(ascii: "e"), 6), (123456.789, UInt8(ascii: "e"), 6), (-1.5e-7, UInt8(ascii: "e"), 2),
        (1e300, UInt8(ascii: "e"), 0), (Double.leastNonzeroMagnitude, UInt8(ascii: "e"), 3),
        (0.0001, UInt8(ascii: "g"), 6), (1234567, UInt8(ascii: "g"), 6), (-123456, UInt8(ascii: "g"), 6),
        (1e-5, UInt8(ascii: "g"), 6), (99.96, UInt8(ascii: "g"), 2), (1234.5, UInt8(ascii: "g"), 10),
    ]

    /// The locales ICU knows (Foundation lists them from its ICU), plus a few with other digits.
    static var locales: [String] {
        Array(Set(Locale.availableIdentifiers + ["ar", "ar-EG", "fa", "hi-IN", "bn", "mr", "my", "ne", "th-TH-u-nu-thai", "ru", "de-CH", "en-IN"])).sorted()
    }

    @Test("every locale: the learnt style writes what ICU writes, or the locale keeps ICU")
    func everyLocale() throws {
        var failures: [String] = []
        var withoutStyle: [String] = []
        for name in Self.locales {
            guard let locale = try? LocaleIdentifier(name), let localizer = try? FormatLocalizer(locale: locale) else { continue }
            guard let style = localizer.decimalStyle else {
                withoutStyle.append(name)
                continue
            }
            for (value, conversion, precision) in Self.samples {
                let cText = FloatDigits.text(value, conversion: conversion, precision: precision, alternate: false)
                let fast = style.text(cText: cText)
                let slow = try localizer.decimal(
                    cText, fractionDigits: LocalizedDecimalStyle.fractionDigits(cText),
                    scientific: cText.contains("e"), alwaysSign: false)
                if fast != slow, failures.count < 20 { failures.append("\(name) \(cText): \(fast) ≠ ICU's \(slow)") }
            }
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
        // The common locales take the fast path.
        for name in ["en", "en-US", "ru", "de", "fr", "es", "it", "pt-BR", "ja", "zh-Hans", "ko", "ar", "hi-IN", "pl", "tr", "uk", "nl", "sv", "de-CH", "en-IN", "fa", "bn"] {
            #expect(!withoutStyle.contains(name), "\(name) goes through ICU")
        }
    }

    /// Foundation's `String(format:locale:)` outputs (Fixtures/foundation-format-oracle.json).
    @Test("Russian through the fast path: Foundation's outputs", arguments: [
        (1234.5678, "%.2f", "1\u{00A0}234,57"), (1000.25, "%.1f", "1\u{00A0}000,2"), (2.5, "%.0f", "2"),
        (123456.789, "%e", "1,234568E+05"), (0.000123, "%E", "1,230000E-04"), (0.0001, "%g", "0,0001"),
        (123456789.0, "%g", "1,23457E+08"),
    ] as [(Double, String, String)])
    func russian(value: Double, format: String, expected: String) throws {
        let ru = try LocaleIdentifier("ru")
        #expect(try FormatLocalizer(locale: ru).decimalStyle != nil)
        #expect(try FormatString(format).render(locale: ru, value) == expected)
    }
}
