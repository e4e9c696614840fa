import Foundation
import Stringsdict
import Testing
@testable import StringsdictLint

@Suite("Plural coverage")
struct PluralCoverageTests {
    @Test("Grades match CLDR 42's samples for every locale: integers, multiples of a million, decimals only")
    func matchesCLDRSamples() throws {
        let text = try String(contentsOfFile: LintFixtures.pluralSamples, encoding: .utf8)
        // locale → category → integer samples
        var integers: [String: [String: [String]]] = [:]
        var categories: [String: [String]] = [:]
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: " ").map(String.init)
            guard fields.count >= 4, fields[1] == "p" else { continue }
            if fields[0] == "K" {
                categories[fields[2]] = fields[3].split(separator: ",").map(String.init)
            } else if fields[0] == "S", fields.count == 5, !fields[4].contains(".") {
                integers[fields[2], default: [:]][fields[3], default: []].append(fields[4])
            }
        }
        #expect(categories.count > 200)
        var checked = 0
        for (locale, names) in categories {
            guard let identifier = try? LocaleIdentifier(locale), let coverage = PluralCoverage.of(identifier),
                  !coverage.usesRootRules else { continue }
            for name in names {
                guard let category = PluralCategory(rawValue: name) else { continue }
                let samples = integers[locale]?[name] ?? []
                let expected: PluralCoverage.Reach
                if samples.isEmpty {
                    expected = .decimals
                } else if samples.allSatisfy({ ($0.count >= 7 && $0.hasSuffix("000000")) }) {
                    expected = .millions
                } else {
                    expected = .integers
                }
                #expect(coverage.reach[category] == expected, "\(locale) \(name): samples \(samples)")
                checked += 1
            }
        }
        #expect(checked > 400)
    }

    @Test("Categories covering several integers", arguments: [
        ("sl", PluralCategory.one, false, true),   // 1, 101, 201
        ("en", .one, false, false),                // 1 only
        ("fr", .one, false, true),                 // 0 and 1
        ("fr", .one, true, false),                 // 0 takes 'zero', so 1 only
        ("en", .zero, true, false),                // not an English category: 0 only, by rule 1
        ("lv", .zero, true, true),                 // 0, 10–20, 30, …
        ("ar", .zero, true, false),                // 0 only
        ("ru", .one, false, true),                 // 1, 21, 31
    ])
    func severalIntegers(locale: String, category: PluralCategory, hasZero: Bool, expected: Bool) throws {
        let coverage = try #require(PluralCoverage.of(try LocaleIdentifier(locale)))
        #expect(coverage.coversSeveralIntegers(category, variableHasZero: hasZero) == expected)
    }
}
