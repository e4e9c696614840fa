import Foundation
@testable import Stringsdict
import Testing

/// ``InlineIntegerStyle``, the plain-value integer writer plural renders use, against the path
/// it replaces: ICU's `precision-integer group-auto` formatter for the locale.
@Suite("InlineIntegerStyle writes what ICU writes")
struct InlineIntegerStyleTests {
    /// The locales ICU knows (Foundation lists them from its ICU), plus a few with other digits.
    static var locales: [String] {
        Array(Set(Locale.availableIdentifiers + ["ar", "ar-EG", "fa", "hi-IN", "bn", "mr", "my", "ne", "th-TH-u-nu-thai", "ru", "de-CH", "en-IN", "es", "pl"])).sorted()
    }

    /// Every digit count, both signs, the 64-bit edges, and pseudo-random values.
    static var values: [(UInt64, Bool)] {
        var values: [(UInt64, Bool)] = [(0, false), (UInt64.max, false), (UInt64(Int64.max) + 1, true), (UInt64(Int64.max), false)]
        var power: UInt64 = 1
        for _ in 0..<19 {
            values += [(power, false), (power, true), (power - 1, false), (power + 234, true), (power * 9 + 7, false)]
            power *= 10
        }
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<40 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            values.append((state >> (state % 60), state & 1 == 1 && state >> 63 == 0))
        }
        return values
    }

    @Test("every locale with an inline style: the same bytes as ICU for every digit count and sign")
    func everyLocale() throws {
        var failures: [String] = []
        var inline: Set<String> = []
        for name in Self.locales {
            guard let locale = try? LocaleIdentifier(name), let localizer = try? FormatLocalizer(locale: locale),
                  let style = localizer.integerStyle?.inline,
                  let icu = try? LocaleNumberFormatter(locale: locale, skeleton: "precision-integer group-auto")
            else { continue }
            inline.insert(name)
            for (magnitude, negative) in Self.values {
                let expected = try icu.string(decimal: (negative ? "-" : "") + String(magnitude))
                let layout = style.layout(magnitude: magnitude, negative: negative)
                let written = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 256) { buffer in
                    style.write(magnitude: magnitude, negative: negative, layout: layout, to: buffer.baseAddress!)
                    return String(decoding: UnsafeBufferPointer(rebasing: buffer[0..<layout.byteCount]), as: UTF8.self)
                }
                if written != expected, failures.count < 20 { failures.append("\(name) \(negative ? "-" : "")\(magnitude): \(written) ≠ ICU's \(expected)") }
                // ASCII is promised only where every number is (a style with U+00A0 may still write "12").
                if style.isASCII, !expected.utf8.allSatisfy({ $0 < 0x80 }), failures.count < 20 {
                    failures.append("\(name): \(expected) is not ASCII, but the style says so")
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
        for name in ["en", "ru", "de", "fr", "es", "pl", "ar", "ar-EG", "hi-IN", "bn", "fa", "de-CH", "en-IN"] {
            #expect(inline.contains(name), "\(name) has no inline style")
        }
    }
}
