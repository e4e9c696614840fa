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

    @Test("asciiDigits: the digits Swift's own description gives, below 10⁸ and at its edge")
    func asciiDigits() {
        var values: [UInt64] = [0, 99_999_999, 100_000_000, 10_000_000, UInt64.max]
        var power: UInt64 = 1
        for _ in 0..<9 {
            values += [power, power - 1, power + 1, power * 9 + 8, power * 3 + 1]
            power *= 10
        }
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        for _ in 0..<200_000 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            values.append((state >> 33) % 100_000_000)
        }
        var failures: [String] = []
        for value in values {
            let expected = value < 100_000_000 ? String(value) : nil
            let made = InlineIntegerStyle.asciiDigits(value, zero: 0x30).map { digits in
                String(decoding: (0..<digits.count).map { UInt8(truncatingIfNeeded: digits.word >> UInt64(8 * $0)) }, as: UTF8.self)
            }
            let unused = InlineIntegerStyle.asciiDigits(value, zero: 0x30).map { $0.count >= 8 ? 0 : $0.word >> UInt64(8 * $0.count) } ?? 0
            if made != expected || unused != 0, failures.count < 20 { failures.append("\(value): \(made ?? "nil"), expected \(expected ?? "nil")") }
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }

    @Test("a plural entry's number built in registers (the shortcut's packed render): ICU's bytes in every locale")
    func packedShortcut() throws {
        // `%#@n@` whose variants are the number alone: the render is exactly the locale's number.
        let xml = StringsdictXML.entry("%#@n@", [("n", StringsdictXML.variable("lld", [("one", "%lld"), ("other", "%lld")]))])
        let table = try LocalizationTable(name: "T", stringsdict: Array(StringsdictXML.file([("k", xml)]).utf8), file: "T.stringsdict")
        let message = try #require(table["k"])
        var values: [Int64] = []
        var power: Int64 = 1
        for _ in 0..<10 {
            values += [power, power - 1, -power, -(power - 1), power * 9 + 7, -(power * 3 + 1), power + 234]
            power *= 10
        }
        values += [12_345_678, -12_345_678, 98_765_432, 1_234_567]
        var failures: [String] = []
        var packed = 0
        for name in Self.locales {
            guard let locale = try? LocaleIdentifier(name), let context = try? RenderContext(locale: locale),
                  let icu = try? LocaleNumberFormatter(locale: locale, skeleton: "precision-integer group-auto")
            else { continue }
            if context.integerDigits.digitWidth == 1 { packed += 1 }
            for value in values {
                let expected = try icu.string(decimal: String(value))
                let rendered = try message.render(in: context, arguments: .int(value))
                if rendered != expected, failures.count < 20 { failures.append("\(name) \(value): \(rendered) ≠ ICU's \(expected)") }
                // A small string (15 bytes or fewer) is a whole, valid String: appending keeps it so.
                if rendered + "!" != expected + "!", failures.count < 20 { failures.append("\(name) \(value): appending differs") }
            }
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
        #expect(packed > 300, "\(packed) locales with one-byte digits")
    }
}
