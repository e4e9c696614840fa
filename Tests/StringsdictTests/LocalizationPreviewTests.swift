import Foundation
import Stringsdict
import Testing

@Suite("Preview: every key with CLDR sample arguments")
struct LocalizationPreviewTests {
    /// (locale, category) → its first integer and first decimal sample in CLDR 42's file.
    static let firstSamples: [String: (integer: String?, decimal: String?)] = {
        var result: [String: (integer: String?, decimal: String?)] = [:]
        for sample in CLDRSamples.data.samples where sample.type == .cardinal {
            let id = "\(sample.locale) \(sample.category.rawValue)"
            var entry = result[id] ?? (nil, nil)
            if sample.number.contains(".") {
                if entry.decimal == nil { entry.decimal = sample.number }
            } else if entry.integer == nil {
                entry.integer = sample.number
            }
            result[id] = entry
        }
        return result
    }()

    @Test("The first integer and decimal sample of each category is CLDR 42's, for every locale")
    func firstSamples() throws {
        var checked = 0
        for (key, categories) in CLDRSamples.data.categories where key.hasPrefix("cardinal ") {
            let locale = String(key.dropFirst("cardinal ".count))
            let rules = try PluralRules(locale: LocaleIdentifier(locale))
            for category in categories {
                let expected = Self.firstSamples["\(locale) \(category.rawValue)"]
                #expect(rules.firstSample(of: category) == expected?.integer, "\(locale) \(category) \(rules.locale)")
                #expect(rules.firstSample(of: category, decimal: true) == expected?.decimal, "\(locale) \(category) decimal")
                checked += 1
            }
        }
        #expect(checked > 400)
    }

    static func table(_ body: String) throws -> LocalizationTable {
        let xml = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n<plist version=\"1.0\">\n<dict>\n" + body + "\n</dict>\n</plist>\n"
        return try LocalizationTable(name: "T", stringsdict: Array(xml.utf8), file: "T.stringsdict")
    }

    @Test("A plural takes one number per category of the language (0 too with a zero variant); %@ is ‹N›")
    func pluralSamples() throws {
        let table = try Self.table("""
            <key>files</key><dict>
              <key>NSStringLocalizedFormatKey</key><string>%2$@: %1$#@n@</string>
              <key>n</key><dict>
                <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                <key>NSStringFormatValueTypeKey</key><string>d</string>
                <key>zero</key><string>no files</string>
                <key>one</key><string>%d file</string>
                <key>few</key><string>%d files (few)</string>
                <key>many</key><string>%d files (many)</string>
                <key>other</key><string>%d files</string>
              </dict>
            </dict>
            """)
        let message = try #require(table["files"])
        let english = LocalizationPreview.samples(of: message, locale: try LocaleIdentifier("en"))
        // English other's first sample is 0, which the zero variant takes: other shows 2.
        #expect(english.map(\.arguments) == [["1", "‹2›"], ["2", "‹2›"], ["0", "‹2›"]])
        #expect(english.compactMap(\.text) == ["‹2›: 1 file", "‹2›: 2 files", "‹2›: no files"])
        // Russian (CLDR 42): one 1, few 2, many 0, 5~20, …, other 0.0 (decimal only: not an
        // integer sample). The zero variant takes 0, so many shows its next sample, 5: every
        // category the language has is seen, and 0 once.
        let russian = LocalizationPreview.samples(of: message, locale: try LocaleIdentifier("ru"))
        #expect(russian.map { $0.arguments[0] } == ["1", "2", "5", "0"])
        #expect(russian.compactMap(\.text) == ["‹2›: 1 file", "‹2›: 2 files (few)", "‹2›: 5 files (many)", "‹2›: no files"])
        // Polish the same: many's samples are 0, 5~19, …
        let polish = LocalizationPreview.samples(of: message, locale: try LocaleIdentifier("pl"))
        #expect(polish.map { $0.arguments[0] } == ["1", "2", "5", "0"])
    }

    @Test("A floating value type takes each category's first decimal sample")
    func decimalSamples() throws {
        let table = try Self.table("""
            <key>km</key><dict>
              <key>NSStringLocalizedFormatKey</key><string>%#@d@</string>
              <key>d</key><dict>
                <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                <key>NSStringFormatValueTypeKey</key><string>.1f</string>
                <key>one</key><string>%.1f kilometre</string>
                <key>other</key><string>%.1f kilometres</string>
              </dict>
            </dict>
            """)
        let samples = LocalizationPreview.samples(of: try #require(table["km"]), locale: try LocaleIdentifier("fr"))
        // fr: one's first decimal 0.0, many's only decimals are compact (1.0000001c6) so its
        // integer 1000000, other's first decimal 2.0.
        let rules = try PluralRules(locale: LocaleIdentifier("fr"))
        let expected = rules.categories.compactMap { rules.firstSample(of: $0, decimal: true) ?? rules.firstSample(of: $0) }
        #expect(samples.map { $0.arguments[0] } == expected)
        #expect(samples.first?.text == "0,0 kilometre")
    }
}
