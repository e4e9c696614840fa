@testable import Stringsdict
import StringsdictTestSupport
import Testing

/// The plural rules evaluated in Swift (``PluralRuleSet`` on ``PluralOperands``), against ICU's
/// `unumf_formatDecimal` + `uplrules_selectFormatted`, the path they replace for decimals.
@Suite("PluralRuleSet")
struct PluralRuleSetTests {
    /// Every (type, locale) of CLDR 42's samples.
    static let locales: [(PluralRules.RuleType, String)] = Set(CLDRSamples.data.samples.map { "\($0.type.rawValue) \($0.locale)" })
        .sorted()
        .map { key in
            let parts = key.split(separator: " ")
            return (parts[0] == "ordinal" ? .ordinal : .cardinal, String(parts[1]))
        }

    @Test("Operands as UTS #35 defines them", arguments: [
        // (text, i, v, w, f, t): the examples of UTS #35's "Plural Operand Meanings" table.
        ("1", 1, 0, 0, 0, 0), ("1.0", 1, 1, 0, 0, 0), ("1.00", 1, 2, 0, 0, 0), ("1.3", 1, 1, 1, 3, 3),
        ("1.30", 1, 2, 1, 30, 3), ("1.03", 1, 2, 2, 3, 3), ("1.230", 1, 3, 2, 230, 23), ("-1.5", 1, 1, 1, 5, 5),
        (".5", 0, 1, 1, 5, 5), ("5.", 5, 0, 0, 0, 0), ("0012.50", 12, 2, 1, 50, 5),
    ] as [(String, UInt64, Int, Int, UInt64, UInt64)])
    func operands(text: String, i: UInt64, v: Int, w: Int, f: UInt64, t: UInt64) throws {
        let operands = try #require(PluralOperands(decimal: text))
        #expect(operands.integer == i)
        #expect(operands.fractionDigits == v)
        #expect(operands.trimmedFractionDigits == w)
        #expect(operands.fraction == f)
        #expect(operands.trimmedFraction == t)
    }

    @Test("Not a decimal, or beyond 15 digits: no operands (ICU's path)", arguments: [
        "", "-", ".", "1x", "1.2.3", "1e5", " 1", "0x10", "١", "1234567890123456", "1.234567890123456", "1,5",
    ])
    func noOperands(_ text: String) {
        #expect(PluralOperands(decimal: text) == nil)
    }

    @Test("The rules of every CLDR locale are read, cardinal and ordinal")
    func everyLocaleParses() throws {
        var unread: [String] = []
        for (type, locale) in Self.locales where try PluralRules(locale: locale, type: type).handle.ruleSet == nil {
            unread.append("\(type) \(locale)")
        }
        #expect(unread.isEmpty, "\(unread)")
    }

    @Test("Every CLDR locale gives ICU's category for every CLDR sample number and 1,000 random decimals")
    func agreesWithICU() throws {
        var generator = SplitMix64(seed: 20)
        // Every distinct sample of every locale, for every locale.
        var decimals = Array(Set(CLDRSamples.data.samples.map(\.number))).sorted()
        for _ in 0..<1_000 {
            // Integer parts around every rule's bounds and moduli, 0–6 fraction digits with zeros.
            let integer: UInt64 = switch UInt64.random(in: 0..<4, using: &generator) {
            case 0: .random(in: 0..<20, using: &generator)
            case 1: .random(in: 0..<1_000, using: &generator)
            case 2: .random(in: 0..<10, using: &generator) * 1_000_000 + .random(in: 0..<3, using: &generator)
            default: .random(in: 0..<1_000_000_000_000, using: &generator)
            }
            let digits = Int.random(in: 0...6, using: &generator)
            var fraction = ""
            for _ in 0..<digits {
                fraction += UInt64.random(in: 0..<3, using: &generator) == 0 ? "0" : String(UInt64.random(in: 0..<10, using: &generator))
            }
            decimals.append(digits == 0 ? "\(integer)" : "\(integer).\(fraction)")
        }
        decimals += ["-1", "-1.5", "0.0", "0.00", "1000000", "1000000.0", "999999999999999", "0.00000000000001"]
        for (type, locale) in Self.locales {
            let rules = try PluralRules(locale: locale, type: type)
            var mismatches: [String] = []
            for decimal in decimals {
                guard let digits = PluralRules.visibleFractionDigits(decimal) else { continue }
                let ours = try rules.category(ofDecimal: decimal)
                let icu = try rules.handle.categoryThroughICU(ofDecimal: decimal, fractionDigits: digits)
                if ours != icu { mismatches.append("\(decimal): \(ours), ICU \(icu)") }
            }
            #expect(mismatches.isEmpty, "\(type) \(locale): \(mismatches.prefix(5))")
        }
    }

    @Test("Rule texts outside the syntax are refused, so ICU keeps the locale", arguments: [
        "n = 1 or", "n == 1", "x = 1", "n % 0 = 1", "n = 4..2", "n in", "n = 1 and and i = 2", "n = 1; i = 2",
    ])
    func refusesUnknownSyntax(_ condition: String) {
        #expect(PluralRuleSet([(.one, condition + " @integer 1")]) == nil)
    }

    @Test("Conditions evaluate as UTS #35 says")
    func evaluates() throws {
        let set = try #require(PluralRuleSet([
            (.one, "n within 0..2 and n != 2 @integer 0, 1"),
            (.few, "n % 10 = 3..4,9 and n % 100 != 10..19 @integer 3"),
            (.other, " @integer 5"),
        ]))
        func category(_ text: String) throws -> PluralCategory { set.category(of: try #require(PluralOperands(decimal: text))) }
        #expect(try category("1.5") == .one)     // within: fractions between the bounds count
        #expect(try category("2.0") == .other)   // n = 2
        #expect(try category("23") == .few)
        #expect(try category("23.5") == .other)  // `in` takes integers only
        #expect(try category("113") == .other)
    }
}
