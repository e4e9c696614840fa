import Stringsdict
import Synchronization

/// Which numbers reach each plural category of a language, from ICU's CLDR rules: the basis of
/// the graded plural-category rules.
///
/// Method: every integer in `0..<integerProbeCount` is classified with ``PluralRules`` (ICU's
/// `uplrules_select`), then the multiples of a million in ``millionProbes``. CLDR's conditions
/// on whole numbers test small ranges of `n` and `i` and their last one or two digits (`% 10`,
/// `% 100`), and, for the "large number" `many` of French, Spanish, Italian, Portuguese and
/// Catalan, `i % 1000000`; the first 1,200 integers therefore show every case the rules tell
/// apart below a million. A category some probed integer reaches is graded ``Reach/integers``; one only the
/// million probes reach, ``Reach/millions``; one no integer reaches (`many` in Czech, `other`
/// in Russian), ``Reach/decimals``. A test checks this grading against CLDR 42's own samples
/// for every locale.
///
/// Results are computed once per locale and cached for the process.
struct PluralCoverage: Sendable {
    /// How a category is reached.
    enum Reach: Sendable {
        /// By ordinary whole numbers (`few` in Russian: 2, 3, 4, 22…).
        case integers
        /// By whole numbers only at multiples of a million (`many` in French).
        case millions
        /// Only by numbers with visible fraction digits (`many` in Czech: 1.5).
        case decimals
    }

    /// The integers probed one by one.
    static let integerProbeCount = 1_200
    /// The large round numbers probed for the million rule.
    static let millionProbes: [Int] = [1_000_000, 2_000_000, 5_000_000, 10_000_000, 100_000_000, 1_000_000_000]

    /// The locale the coverage describes.
    let locale: LocaleIdentifier
    /// The categories the language uses (`uplrules_getKeywords`).
    let categories: [PluralCategory]
    /// True when ICU has no rules for the language (every number is `other`): nothing to grade.
    let usesRootRules: Bool
    /// How each of ``categories`` is reached.
    let reach: [PluralCategory: Reach]
    /// How many probed integers fall in each category.
    let integerCounts: [PluralCategory: Int]
    /// The first few integers of each category, for messages.
    let samples: [PluralCategory: [Int]]
    /// The category of 0.
    let categoryOfZero: PluralCategory

    /// Classifies `rules`' categories by probing.
    init(rules: PluralRules) {
        locale = rules.locale
        categories = rules.categories
        usesRootRules = rules.usesRootRules
        var counts: [PluralCategory: Int] = [:]
        var samples: [PluralCategory: [Int]] = [:]
        for n in 0..<Self.integerProbeCount {
            let category = rules.category(of: n)
            counts[category, default: 0] += 1
            if samples[category, default: []].count < 4 { samples[category, default: []].append(n) }
        }
        var reach: [PluralCategory: Reach] = [:]
        for category in categories where counts[category, default: 0] > 0 {
            reach[category] = .integers
        }
        for n in Self.millionProbes {
            let category = rules.category(of: n)
            if reach[category] == nil {
                reach[category] = .millions
                samples[category, default: []].append(n)
            }
        }
        for category in categories where reach[category] == nil {
            reach[category] = .decimals
        }
        self.reach = reach
        integerCounts = counts
        self.samples = samples
        categoryOfZero = rules.category(of: 0)
    }

    /// True when `category`, as a variable with (or without) a `zero` variant sees it, covers
    /// more than one whole number: a variant for it must show the number.
    ///
    /// With a `zero` variant, 0 always takes `zero` (the Rendering messages article rule 1), so 0 no longer counts for
    /// the category it would otherwise fall in. `zero` in a language without that category
    /// covers 0 alone.
    func coversSeveralIntegers(_ category: PluralCategory, variableHasZero: Bool) -> Bool {
        guard categories.contains(category) else { return false }
        var count = integerCounts[category, default: 0]
        if variableHasZero, category != .zero, categoryOfZero == category { count -= 1 }
        return count > 1
    }

    /// `2, 3, 4, …` — a few integers of `category`, for messages; empty when none were probed.
    func sampleText(_ category: PluralCategory) -> String {
        let numbers = samples[category, default: []]
        guard !numbers.isEmpty else { return "" }
        return numbers.map(String.init).joined(separator: ", ") + (numbers.count > 1 ? ", …" : "")
    }

    private static let cache = Mutex<[LocaleIdentifier: PluralCoverage]>([:])

    /// The coverage of `locale`'s cardinal rules, computed once per process; nil when ICU cannot
    /// open them.
    static func of(_ locale: LocaleIdentifier) -> PluralCoverage? {
        if let cached = cache.withLock({ $0[locale] }) { return cached }
        guard let rules = try? PluralRules(locale: locale) else { return nil }
        let coverage = PluralCoverage(rules: rules)
        cache.withLock { $0[locale] = coverage }
        return coverage
    }
}
