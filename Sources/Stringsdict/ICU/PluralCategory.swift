/// A CLDR plural category, in CLDR's canonical order.
///
/// The raw values are the keys `.stringsdict` files and ICU use (`zero`, `one`, …, `other`).
public enum PluralCategory: String, CaseIterable, Comparable, Hashable, Sendable, CustomStringConvertible {
    /// A category as CLDR names it. Which ones a language uses, and for which numbers, is in
    /// its rules (``PluralRules/categories``); `other` is in every language.
    case zero, one, two, few, many, other

    /// The raw value, the key `.stringsdict` files use.
    public var description: String { rawValue }

    public static func < (lhs: PluralCategory, rhs: PluralCategory) -> Bool {
        lhs.order < rhs.order
    }

    /// The position in CLDR's order: zero 0 … other 5 (the index in ``allCases``, without building it).
    var order: Int {
        switch self {
        case .zero: 0
        case .one: 1
        case .two: 2
        case .few: 3
        case .many: 4
        case .other: 5
        }
    }

    /// The category for an ICU keyword given as UTF-16 units, or nil for an unknown keyword.
    static func fromKeyword(_ units: UnsafeBufferPointer<UInt16>) -> PluralCategory? {
        // Keywords are ASCII; the first two letters tell them apart (zero, one, two, few, many, other).
        guard units.count >= 3 else { return nil }
        let category: PluralCategory? = switch (units[0], units[1]) {
        case (0x7A, 0x65): .zero   // ze
        case (0x6F, 0x6E): .one    // on
        case (0x74, 0x77): .two    // tw
        case (0x66, 0x65): .few    // fe
        case (0x6D, 0x61): .many   // ma
        case (0x6F, 0x74): .other  // ot
        default: nil
        }
        guard let category, units.count == category.rawValue.utf8.count else { return nil }
        return category
    }
}
