import Testing
import Stringsdict

/// Plural rules and number formatters shared by many tasks give the serial results.
@Suite("ICU layer under concurrency")
struct ICUConcurrencyTests {
    static let locales = ["en", "de", "fr", "ru", "pl", "cs", "ar", "he", "ja", "zh-Hans", "cy", "lv",
                          "ar-EG", "es", "pt-PT", "uk", "sl", "ga", "lt", "hi-IN"]
    static let numbers: [String] = ["0", "1", "2", "3", "5", "11", "21", "101", "1000000", "1.5", "0.1", "2.50", "1234567.891"]

    /// Every (locale, number) → "category|formatted" line, computed on one task.
    static func work(locales: [String]) throws -> [String] {
        var lines: [String] = []
        for locale in locales {
            let identifier = try LocaleIdentifier(locale)
            let rules = try PluralRules(locale: identifier)
            let ordinals = try PluralRules(locale: identifier, type: .ordinal)
            let formatter = try LocaleNumberFormatter(locale: identifier, options: .init(precision: .fractionDigits(min: 0, max: 3)))
            for number in numbers {
                let category = try rules.category(ofDecimal: number)
                let ordinal = number.contains(".") ? "-" : try ordinals.category(ofDecimal: number).rawValue
                lines.append("\(locale) \(number) \(category) \(ordinal) \(try formatter.string(decimal: number))")
            }
        }
        return lines
    }

    @Test("8 tasks × 20 locales equal the serial results")
    func eightTasks() async throws {
        let serial = try Self.work(locales: Self.locales)
        let results = try await withThrowingTaskGroup(of: [String].self) { group in
            for task in 0..<8 {
                // Each task walks the locales in its own order, so opens and uses interleave.
                let split: Int = (task * 3) % Self.locales.count
                let rotated: [String] = Array(Self.locales[split...]) + Array(Self.locales[..<split])
                group.addTask {
                    var lines: [String] = []
                    for _ in 0..<20 { lines = try Self.work(locales: rotated) }
                    return lines.sorted()
                }
            }
            var all: [[String]] = []
            for try await lines in group { all.append(lines) }
            return all
        }
        #expect(results.count == 8)
        for lines in results { #expect(lines == serial.sorted()) }
    }
}
