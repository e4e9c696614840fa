import Foundation
@testable import Stringsdict
import StringsdictTestSupport
import Testing

/// The render fast paths against the slower paths they stand in for: the same text (or the
/// same category) for the same input, on many locales and random values.
@Suite("Render fast paths equal the paths they replace")
struct RenderFastPathTests {
    /// Locales with other decimal separators, digits, grouping and minus signs.
    static let locales = ["en", "ru", "de", "de-CH", "fr", "es", "it", "pt-BR", "pl", "uk", "cs", "sv", "fi", "nb", "tr",
                          "ar", "ar-EG", "fa", "he", "hi-IN", "bn", "mr", "ne", "th-TH-u-nu-thai", "ja", "zh-Hans", "ko",
                          "en-IN", "fr-CH", "es-419", "lt", "sl", "ga", "cy", "my"]

    /// A random double of any magnitude, sign and fraction.
    static func randomDouble(_ random: inout SplitMix64) -> Double {
        switch random.next() % 4 {
        case 0: return Double(Int64.random(in: -100_000...100_000, using: &random)) / 100
        case 1: return Double.random(in: -1e6...1e6, using: &random)
        case 2: return Double(bitPattern: random.next() & ~(0x7FF << 52) | (UInt64.random(in: 900...1200, using: &random) << 52))
        default: return [0, -0.0, 1.85, 0.05, 2.5, 1234.5, 999999.5, 1e21, Double.leastNonzeroMagnitude][Int(random.next() % 9)]
        }
    }

    @Test("%f %e %g with a locale: the buffer path writes what the general renderer writes")
    func floatingIntoBuffer() throws {
        var random = SplitMix64(seed: 0x5EED_F10A7)
        var failures: [String] = []
        for name in Self.locales {
            let locale = try LocaleIdentifier(name)
            let localizer = try FormatLocalizer(locale: locale)
            for _ in 0..<300 {
                let value = Self.randomDouble(&random)
                let conversion = ["f", "e", "g", "F", "E", "G"][Int(random.next() % 6)]
                let precision = random.next() % 5 == 0 ? "" : ".\(random.next() % 18)"
                let format = try FormatString("%\(precision)\(conversion)")
                guard case .specifier(let spec)? = format.segments.first else { continue }
                let fast = try format.render(locale: locale, arguments: [.double(value)])
                var slow = ""
                try FormatString.render(spec, localizer: localizer, arguments: TypedArguments(values: [.double(value)]), into: &slow)
                if fast != slow, failures.count < 20 { failures.append("\(name) %\(precision)\(conversion) of \(value): \(fast) ≠ \(slow)") }
            }
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }

    @Test("A plural entry's %.1f renders as the plain format of its variant renders it")
    func entryFloating() throws {
        // A value shown with one fraction digit is `other` in Russian (v ≠ 0): that variant.
        let ru = try LocaleIdentifier("ru")
        let l10n = try Localizations(at: FixtureFiles.demoResources, preferences: [ru])
        let storage = try #require(try l10n.table("Localizable", in: l10n.localization)?["storage.used"])
        let context = try RenderContext(locale: ru)
        let variant = try FormatString("Использовано %.1f гигабайта")
        var random = SplitMix64(seed: 0x1F)
        for value in [0, 1, 1.5, 2, 1.85, 1234.56, -3.25, 1e15] + (0..<200).map({ _ in Self.randomDouble(&random) }) {
            let expected = try variant.render(locale: ru, arguments: [.double(value)])
            #expect(try storage.render(in: context, arguments: .double(value)) == expected)
            #expect(try storage.render(in: context, arguments: [.double(value)]) == expected)
        }
        #expect(try storage.render(in: context, arguments: .double(1234.56)) == "Использовано 1\u{00A0}234,6 гигабайта")
    }

    @Test("The category of a value shown with N fraction digits: read on the stack, as from its text")
    func decimalCategory() throws {
        var random = SplitMix64(seed: 0xCA7E_6012)
        var failures: [String] = []
        for name in PluralRuleSetTests.locales.filter({ $0.0 == .cardinal }).map(\.1) {
            let rules = try PluralRules(locale: name)
            for _ in 0..<200 {
                let value = Self.randomDouble(&random)
                let digits = Int(random.next() % 7)
                guard let text = PluralRules.fixedDecimal(value, fractionDigits: digits) else { continue }
                let expected = (try? rules.category(ofDecimal: text)) ?? .other
                let got = rules.category(of: value, fractionDigits: digits)
                if got != expected, failures.count < 20 { failures.append("\(name) \(text): \(got) ≠ \(expected)") }
            }
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }

    @Test("Small strings made from their bytes equal the standard library's, for every length 0–15")
    func smallStrings() throws {
        #if (arch(x86_64) || arch(arm64)) && _endian(little)
        #expect(SmallStringBits.isAvailable)
        #endif
        var random = SplitMix64(seed: 0x5_3A11)
        let pools: [ClosedRange<UInt32>] = [0x20...0x7E, 0xA0...0x7FF, 0x800...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF]
        for _ in 0..<5_000 {
            var text = ""
            let target = Int(random.next() % 16)
            while true {
                let pool = pools[Int(random.next() % UInt64(pools.count))]
                guard let scalar = Unicode.Scalar(UInt32.random(in: pool, using: &random)) else { continue }
                if text.utf8.count + String(scalar).utf8.count > target { break }
                text.unicodeScalars.append(scalar)
            }
            let bytes = Array(text.utf8)
            let made = bytes.withUnsafeBufferPointer { UnicodeText.string(validUTF8: $0) }
            let madeKnown = bytes.withUnsafeBufferPointer { UnicodeText.string(validUTF8: $0, isASCII: false) }
            #expect(made == text && madeKnown == text)
            #expect(Array(made.utf8) == bytes && made.utf16.elementsEqual(text.utf16) && made.count == text.count)
            #expect(made.hashValue == text.hashValue && Set([made, text]).count == 1)
            #expect((made + "·") == text + "·" && made.lowercased() == text.lowercased())
        }
    }
}
