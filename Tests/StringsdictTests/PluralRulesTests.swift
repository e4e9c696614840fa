
import Testing
import Stringsdict

/// One line of `cldr-42/plural-samples.txt`.
struct PluralSample: Sendable, CustomTestStringConvertible {
    let type: PluralRules.RuleType
    let locale: String
    let category: PluralCategory
    let number: String

    var testDescription: String { "\(type) \(locale) \(number) → \(category)" }
}

/// CLDR 42's plural samples, parsed once.
enum CLDRSamples {
    struct Data: Sendable {
        var samples: [PluralSample] = []
        /// (type, locale) → the categories of its `K` line.
        var categories: [String: [PluralCategory]] = [:]
    }

    static let data: Data = {
        var data = Data()
        let text = (try? FixtureFiles.text("cldr-42/plural-samples.txt")) ?? ""
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: " ")
            guard fields.count >= 4 else { continue }
            let type: PluralRules.RuleType = fields[1] == "o" ? .ordinal : .cardinal
            let locale = String(fields[2])
            switch fields[0] {
            case "K":
                data.categories["\(type) \(locale)"] = fields[3].split(separator: ",").compactMap { PluralCategory(rawValue: String($0)) }
            case "S" where fields.count == 5:
                if let category = PluralCategory(rawValue: String(fields[3])) {
                    data.samples.append(PluralSample(type: type, locale: locale, category: category, number: String(fields[4])))
                }
            default:
                continue
            }
        }
        return data
    }()
}

@Suite("PluralRules")
struct PluralRulesTests {
    @Test("The fixture holds every CLDR 42 sample")
    func fixtureIsComplete() {
        #expect(CLDRSamples.data.samples.count == 14_193)
        #expect(CLDRSamples.data.categories.count == 318)
    }

    @Test("Every CLDR 42 sample, as written, falls in its category")
    func everySample() throws {
        var failures: [String] = []
        for sample in CLDRSamples.data.samples {
            let rules = try PluralRules(locale: sample.locale, type: sample.type)
            let category = try rules.category(ofDecimal: sample.number)
            if category != sample.category {
                failures.append("\(sample.testDescription), got \(category)")
            }
            // Integers also through the integer entry point.
            if !sample.number.contains("."), let integer = Int64(sample.number) {
                let viaInteger = rules.category(of: integer)
                if viaInteger != sample.category { failures.append("\(sample.testDescription) as Int64, got \(viaInteger)") }
            }
        }
        #expect(failures.isEmpty, "\(failures.count) mismatches, first: \(failures.prefix(10))")
    }

    @Test("Each locale's category set equals its K line")
    func categorySets() throws {
        var failures: [String] = []
        for (key, expected) in CLDRSamples.data.categories {
            let parts = key.split(separator: " ")
            let type: PluralRules.RuleType = parts[0] == "ordinal" ? .ordinal : .cardinal
            let rules = try PluralRules(locale: String(parts[1]), type: type)
            if rules.categories != expected.sorted() {
                failures.append("\(key): \(rules.categories) != \(expected)")
            }
        }
        #expect(failures.isEmpty, "\(failures)")
    }

    @Test("Visible fraction digits count", arguments: [
        ("en", "1", PluralCategory.one), ("en", "1.0", .other), ("en", "1.50", .other), ("en", "0", .other),
        ("ru", "1", .one), ("ru", "2", .few), ("ru", "5", .many), ("ru", "1.5", .other), ("ru", "21", .one),
        ("fr", "0", .one), ("fr", "1.5", .one), ("fr", "1000000", .many), ("fr", "2", .other),
        ("lv", "0", .zero), ("lv", "10", .zero), ("lv", "0.1", .one), ("lv", "21", .one),
        ("cy", "0", .zero), ("cy", "3", .few), ("cy", "6", .many),
        ("ar", "0", .zero), ("ar", "2", .two), ("ar", "103", .few), ("ar", "111", .many),
        ("pt-PT", "0", .other), ("pt", "0", .one),
    ])
    func asWritten(locale: String, number: String, expected: PluralCategory) throws {
        #expect(try PluralRules(locale: locale).category(ofDecimal: number) == expected)
    }

    @Test("Integers of any width")
    func wideIntegers() throws {
        let en = try PluralRules(locale: "en")
        #expect(en.category(of: UInt64.max) == .other)
        #expect(en.category(of: Int64.min) == .other)
        #expect(en.category(of: UInt8(1)) == .one)
        #expect(en.category(of: -1) == .one)
        let fr = try PluralRules(locale: "fr")
        // 10^18 is a multiple of a million: `many` in French, beyond Double's exact range.
        #expect(fr.category(of: UInt64(1_000_000_000_000_000_000)) == .many)
        #expect(try fr.category(ofDecimal: "18446744073709551616000000") == .many)
        let ru = try PluralRules(locale: "ru")
        #expect(ru.category(of: UInt64.max) == .many)  // …615: ends in 5
        #expect(ru.category(of: UInt64(9_007_199_254_740_993)) == .few)  // 2^53 + 1 ends in 3
    }

    @Test("Integers beyond the cache get ICU's category in every CLDR locale, cardinal and ordinal")
    func integersBeyondTheCache() throws {
        // Locales whose rules repeat every 100 answer without ICU; the integral Double path
        // always asks ICU (uplrules_select), so it is the reference.
        let numbers = Array(250..<1_400) + [
            10_000, 12_345, 100_000, 1_000_000, 1_000_001, 2_000_000, 10_000_000, 1_000_000_000,
            123_456_789_012, 9_007_199_254_740_992,
        ]
        let locales = Set(CLDRSamples.data.samples.map { "\($0.type.rawValue) \($0.locale)" })
        #expect(locales.count > 100)
        for key in locales.sorted() {
            let parts = key.split(separator: " ")
            let rules = try PluralRules(locale: String(parts[1]), type: parts[0] == "ordinal" ? .ordinal : .cardinal)
            let mismatches = numbers.filter { rules.category(of: $0) != rules.category(of: Double($0)) }
            #expect(mismatches.isEmpty, "\(key): \(mismatches.prefix(5))")
        }
    }

    @Test("Doubles: shortest round-trip, or a fixed number of digits as %.Nf shows them")
    func doubles() throws {
        let en = try PluralRules(locale: "en")
        #expect(en.category(of: 1.0) == .one)
        #expect(en.category(of: 1.5) == .other)
        #expect(en.category(of: 1.0, fractionDigits: 1) == .other)
        #expect(en.category(of: 1.0, fractionDigits: 0) == .one)
        #expect(en.category(of: 0.99, fractionDigits: 0) == .one)  // shown as "1"
        #expect(en.category(of: .nan) == .other)
        #expect(en.category(of: .infinity) == .other)
        let ru = try PluralRules(locale: "ru")
        #expect(ru.category(of: 21.0) == .one)
        #expect(ru.category(of: 2.5) == .other)
        #expect(ru.category(of: 1e20) == .many)
        let lv = try PluralRules(locale: "lv")
        #expect(lv.category(of: 0.1) == .one)  // f = 1
    }

    @Test("Decimals as written reject what is not a number", arguments: ["", "-", "1x", "1.2.3", "1e5", " 1", "0x10", "١"])
    func notADecimal(_ text: String) throws {
        let en = try PluralRules(locale: "en")
        #expect(throws: PluralRulesError.notADecimal(text)) { try en.category(ofDecimal: text) }
    }

    @Test("An unknown language is reported as root rules, never hidden")
    func rootRules() throws {
        #expect(try PluralRules(locale: "xx").usesRootRules)
        #expect(try PluralRules(locale: "tlh").usesRootRules)
        #expect(try PluralRules(locale: "ja").usesRootRules == false)
        #expect(try PluralRules(locale: "en-US").usesRootRules == false)
        #expect(try PluralRules(locale: "zh_Hant_TW").usesRootRules == false)
        #expect(try PluralRules(locale: "pt-PT").usesRootRules == false)
        #expect(try PluralRules(locale: "xx").categories == [.other])
        #expect(try PluralRules(locale: "en", type: .ordinal).usesRootRules == false)
    }
}
