internal import CICU
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A locale's CLDR plural rules, cardinal or ordinal, from ICU.
///
/// Rules are opened once per (locale, type) and shared through a bounded cache; a `PluralRules`
/// value is cheap to copy and safe to use from many threads at once.
///
/// The category always comes from the number *as displayed*: `1` is `one` in English, `1.0` is
/// `other`, because CLDR's operands count visible fraction digits (v, f, t). Integers use
/// `uplrules_select`; decimals are formatted first and use `uplrules_selectFormatted`.
public struct PluralRules: Sendable {
    /// Which CLDR rule set.
    public enum RuleType: String, Hashable, Sendable, CaseIterable {
        /// Counting: "1 file", "2 files".
        case cardinal
        /// Ranking: "1st", "2nd".
        case ordinal
    }

    let handle: PluralRulesHandle

    /// The locale the rules are for.
    public var locale: LocaleIdentifier { handle.locale }
    /// Cardinal or ordinal.
    public var type: RuleType { handle.type }
    /// The categories the locale uses (`uplrules_getKeywords`), in canonical order.
    public var categories: [PluralCategory] { handle.categories }
    /// True when ICU has no rules for the locale's language and fell back to the root rules
    /// (every number is `other`). An unknown language is reported here, never hidden.
    public var usesRootRules: Bool { handle.usesRootRules }

    /// The rules for `locale`, opened or taken from the cache.
    public init(locale: LocaleIdentifier, type: RuleType = .cardinal) throws(ICUError) {
        let key = PluralRulesHandle.Key(locale: locale, type: type)
        handle = try PluralRulesHandle.cache.value(for: key) { () throws(ICUError) in
            try PluralRulesHandle(locale: locale, type: type)
        }
    }

    /// The rules for a locale given as text (any form ``LocaleIdentifier`` accepts).
    public init(locale: String, type: RuleType = .cardinal) throws {
        try self.init(locale: LocaleIdentifier(locale), type: type)
    }

    // MARK: integers

    /// The category of an integer of any width (`UInt64.max` included).
    public func category<Integer: BinaryInteger>(of value: Integer) -> PluralCategory {
        category(integer: value)
    }

    /// The category of an `Int`. The generic `category(of:)` does the work; these
    /// concrete overloads let callers in other modules reach its specialized code instead of the
    /// unspecialized generic one (a table lookup instead of ~60 ns of protocol calls).
    /// The first sample of `category` in the locale's CLDR rules, as CLDR writes it: the first
    /// `@integer` sample (`1`, `0`), or with `decimal` the first `@decimal` one (`0.0`, `1.5`);
    /// nil when the rules list none (or the locale does not use the category). Samples in
    /// compact notation (`1c6`) are skipped.
    ///
    /// Read from ICU's plural rule data (`ures_openDirect("plurals")`), the data ICU selects with.
    public func firstSample(of category: PluralCategory, decimal: Bool = false) -> String? {
        samples(of: category, decimal: decimal).first
    }

    /// The CLDR samples of `category` in order (`@integer`, or `@decimal`), each range `a~b`
    /// given by its start; compact notation (`1c6`) is left out, as it is not a number to pass.
    /// Russian `many`: `0`, `5`, `100`, `1000`, `10000`, `100000`, `1000000`.
    public func samples(of category: PluralCategory, decimal: Bool = false) -> [String] {
        guard let rule = PluralRulesHandle.ruleText(locale, type: type, category: category) else { return [] }
        let marker = decimal ? "@decimal" : "@integer"
        let parts = rule.split(separator: marker, maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2 else { return [] }
        var samples: [String] = []
        for item in parts[1].prefix(while: { $0 != "@" }).split(separator: ",") {
            let sample = item.drop { $0 == " " }.prefix { $0 != "~" && $0 != " " && $0 != "…" }
            if !sample.isEmpty, !sample.contains("c"), !sample.contains("e") { samples.append(String(sample)) }
        }
        return samples
    }

    /// The category of an `Int`.
    public func category(of value: Int) -> PluralCategory { category(integer: value) }
    /// The category of an `Int64`.
    public func category(of value: Int64) -> PluralCategory { category(integer: value) }
    /// The category of a `UInt64`.
    public func category(of value: UInt64) -> PluralCategory { category(integer: value) }

    private func category<Integer: BinaryInteger>(integer value: Integer) -> PluralCategory {
        if let small = Int(exactly: value), small >= 0, small < PluralRulesHandle.smallCount {
            return handle.small[small]
        }
        if value >= 0, handle.repeatsEvery100 {
            return handle.small[100 + Int(value.magnitude % 100)]
        }
        if value.magnitude <= 1 << 53, let exact = Double(exactly: value) {
            return handle.select(exact)
        }
        return handle.select(Self.integerStandIn(magnitude: value.magnitude))
    }

    /// A small integer with the same CLDR category as any integer of at least 2^53.
    ///
    /// ICU computes the operand `i` from the lowest 18 digits only, so 10^18 would count as 0
    /// (`one` in French). CLDR 42's rules read an integer only through `i % m` with m ≤ 1,000,000,
    /// `i != 0` and ranges far below 2^53, so 10^15 + (n mod 10^6) is equivalent: every residue
    /// kept, non-zero, beyond every range, and exact in a `Double`.
    static func integerStandIn<Magnitude: BinaryInteger>(magnitude: Magnitude) -> Double {
        Double(1_000_000_000_000_000 + Int(magnitude % 1_000_000))
    }

    /// The cached categories of the rules' handle, for a ``RenderContext`` to keep.
    var smallCategories: SmallCategoryTable {
        SmallCategoryTable(base: UnsafePointer(handle.smallTable), repeatsEvery100: handle.repeatsEvery100)
    }

    // MARK: floating point

    /// The category of a `Double` shown as its shortest round-trip decimal (`1.0` → `1` → `one`
    /// in English, `1.5` → `other`). NaN and infinities are `other`.
    public func category(of value: Double) -> PluralCategory {
        guard value.isFinite else { return .other }
        if value == value.rounded(), abs(value) <= 9_007_199_254_740_992 {
            return handle.select(value)
        }
        guard let formatter = try? PluralRulesHandle.shortestFormatter() else { return .other }
        return (try? handle.selectFormatted(using: formatter) { result, status in
            cicu_unumf_formatDouble(formatter.raw, value, result, &status)
        }) ?? .other
    }

    /// The category of a `Double` shown with exactly `fractionDigits` digits after the point, as
    /// printf's `%.Nf` shows it (`1.0` with one digit is `other` in English).
    ///
    /// The digits are C's (`snprintf`, round-half-even on the binary value), so the category always
    /// matches the text a `%.Nf` conversion prints.
    public func category(of value: Double, fractionDigits: Int) -> PluralCategory {
        guard value.isFinite else { return .other }
        let digits = min(max(fractionDigits, 0), 64)
        if let ruleSet = handle.ruleSet {
            // C's digits on the stack, read as operands where they are: the same operands
            // `category(ofDecimal:)` reads from the same text as a String.
            let operands = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: FloatDigits.capacity(precision: digits)) { buffer in
                let count = FloatDigits.write(value, conversion: UInt8(ascii: "f"), precision: digits, alternate: false, into: buffer)
                return PluralOperands(utf8: UnsafeBufferPointer(rebasing: buffer[0..<count]))
            }
            if let operands {
                if operands.fractionDigits == 0, operands.integer < PluralRulesHandle.smallCount {
                    return handle.small[Int(operands.integer)]
                }
                return ruleSet.category(of: operands)
            }
        }
        guard let text = PluralRules.fixedDecimal(value, fractionDigits: digits) else { return .other }
        return (try? category(ofDecimal: text)) ?? .other
    }

    // MARK: decimals as written

    /// The category of a decimal number as written: `"1"` is `one` in English, `"1.0"` and
    /// `"1.50"` are `other` (visible fraction digits count).
    ///
    /// Accepts an optional sign, digits, and an optional `.` with digits
    /// (`-12`, `1.50`, `18446744073709551616`).
    /// - Throws: ``PluralRulesError/notADecimal(_:)`` when the text is not such a number.
    public func category(ofDecimal text: String) throws -> PluralCategory {
        // The locale's rules evaluated in Swift on the operands read from the text (see
        // `PluralRuleSet`); ICU for numbers of more than 15 digits and rules it could not read.
        if let ruleSet = handle.ruleSet, let operands = PluralOperands(decimal: text) {
            if operands.fractionDigits == 0, operands.integer < PluralRulesHandle.smallCount {
                return handle.small[Int(operands.integer)]
            }
            return ruleSet.category(of: operands)
        }
        guard let fractionDigits = PluralRules.visibleFractionDigits(text) else {
            throw PluralRulesError.notADecimal(text)
        }
        return try handle.categoryThroughICU(ofDecimal: text, fractionDigits: fractionDigits)
    }
}

extension PluralRulesHandle {
    /// The category of a decimal as written through ICU: formatted with its own number of fraction
    /// digits (`unumf_formatDecimal`), then `uplrules_selectFormatted`. The reference for
    /// ``PluralRuleSet``, and the path for numbers it does not take.
    func categoryThroughICU(ofDecimal text: String, fractionDigits: Int) throws -> PluralCategory {
        if fractionDigits == 0 {
            if let small = Int(text), small >= 0, small < PluralRulesHandle.smallCount {
                return self.small[small]
            }
            // Integers beyond 2^53: see `integerStandIn(magnitude:)`.
            let digits = text.utf8.drop { $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "0") }
            if digits.count > 15, let low = Int(String(decoding: digits.suffix(6), as: UTF8.self)) {
                return select(PluralRules.integerStandIn(magnitude: low))
            }
        }
        let formatter = try PluralRulesHandle.fixedFormatter(fractionDigits: fractionDigits)
        return try selectFormatted(using: formatter) { result, status in
            cicu_unumf_formatDecimal(formatter.raw, text, Int32(text.utf8.count), result, &status)
        }
    }
}

extension PluralRules {
    /// The number of digits after the decimal point in a plain decimal, or nil when `text` is not
    /// one (`[+-]?[0-9]+(\.[0-9]+)?`; also `.5` and `5.`).
    static func visibleFractionDigits(_ text: String) -> Int? {
        var utf8 = Substring(text).utf8[...]
        if let first = utf8.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "+") { utf8 = utf8.dropFirst() }
        var integerDigits = 0
        var fractionDigits = 0
        var seenPoint = false
        for byte in utf8 {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                if seenPoint { fractionDigits += 1 } else { integerDigits += 1 }
            case UInt8(ascii: "."):
                if seenPoint { return nil }
                seenPoint = true
            default:
                return nil
            }
        }
        guard integerDigits + fractionDigits > 0, integerDigits + fractionDigits <= 1000 else { return nil }
        return fractionDigits
    }

    /// `value` printed as C prints it with `%.*f` (our own digits, `FloatDigits`, which a test
    /// checks against `snprintf`), or nil if it takes 400 bytes or more.
    static func fixedDecimal(_ value: Double, fractionDigits: Int) -> String? {
        guard value.isFinite else { return nil }
        let text = FloatDigits.text(value, conversion: UInt8(ascii: "f"), precision: fractionDigits, alternate: false)
        return text.utf8.count < 400 ? text : nil
    }
}

/// The categories a locale's rules give the integers 0…255 (and, where the rules repeat every
/// 100, the key to every other non-negative integer), as a pointer into the table their
/// ``PluralRulesHandle`` owns: a render reaches a category in one load, not through the rules,
/// their handle and an array.
///
/// Sendable: the table is immutable once the handle is made. Only valid while the handle lives:
/// kept beside the ``PluralRules`` that holds it (``RenderContext`` keeps both).
struct SmallCategoryTable: @unchecked Sendable {
    let base: UnsafePointer<PluralCategory>
    let repeatsEvery100: Bool

    /// The category of `value` when the table has it (as ``PluralRules/category(of:)-(Int64)``
    /// would give it), else nil.
    @inline(__always)
    func category(of value: Int64) -> PluralCategory? {
        guard value >= 0 else { return nil }
        if value < PluralRulesHandle.smallCount { return base[Int(value)] }
        if repeatsEvery100 { return base[100 + Int(value % 100)] }
        return nil
    }
}

/// Why a plural category could not be computed.
public enum PluralRulesError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The text is not a plain decimal number.
    case notADecimal(String)

    public var description: String {
        switch self {
        case .notADecimal(let text):
            "'\(text)' is not a decimal number (expected digits with an optional sign and fraction, e.g. 1, -3, 1.50)"
        }
    }
}

/// Owns one `UPluralRules` handle; closes it in `deinit`.
///
/// Sendable: ICU's plural rules are immutable once opened, and `uplrules_select*` only read them,
/// so one handle serves any number of threads.
final class PluralRulesHandle: @unchecked Sendable {
    struct Key: Hashable, Sendable {
        let locale: LocaleIdentifier
        let type: PluralRules.RuleType
    }

    static let cache = ICUCache<Key, PluralRulesHandle>(capacity: 128)
    /// Integers below this have their category computed once, when the rules open.
    static let smallCount = 256

    let raw: OpaquePointer
    let locale: LocaleIdentifier
    let type: PluralRules.RuleType
    let categories: [PluralCategory]
    let usesRootRules: Bool
    /// The category of each integer in `0..<smallCount`.
    let small: [PluralCategory]
    /// The same categories in memory of the handle's own (allocated in `init`, freed in
    /// `deinit`, never written after `init`), for ``SmallCategoryTable``.
    let smallTable: UnsafeMutablePointer<PluralCategory>
    /// True when every integer n ≥ 100 has the category of 100 + n % 100 (see
    /// ``repeatsEvery100(_:locale:type:small:)``): then no integer needs ICU.
    let repeatsEvery100: Bool
    /// The rules in Swift, for decimals; nil where they could not be read or disagree with ICU.
    /// Set once, in `init` (which needs the handle's ICU calls to verify it), never after.
    private(set) var ruleSet: PluralRuleSet?

    init(locale: LocaleIdentifier, type: PluralRules.RuleType) throws(ICUError) {
        let ordinal: Int8 = type == .ordinal ? 1 : 0
        let id = locale.icuIdentifier
        guard let raw = try icuCall("uplrules_openForType", context: "locale \(locale)", { status in
            cicu_uplrules_openForType(id, ordinal, &status)
        }) else { throw ICUError(code: U_MEMORY_ALLOCATION_ERROR, function: "uplrules_openForType") }
        self.raw = raw
        self.locale = locale
        self.type = type
        var found = Set<PluralCategory>()
        if let keywords = try? icuCall("uplrules_getKeywords", { status in cicu_uplrules_getKeywords(raw, &status) }) {
            defer { cicu_uenum_close(keywords) }
            var status = U_ZERO_ERROR
            var length: Int32 = 0
            while let units = cicu_uenum_unext(keywords, &length, &status), status.isSuccess {
                if let category = PluralCategory.fromKeyword(UnsafeBufferPointer(start: units, count: Int(length))) {
                    found.insert(category)
                }
            }
        }
        categories = found.isEmpty ? [.other] : found.sorted()
        usesRootRules = !Self.hasOwnRules(locale, type: type)
        var small: [PluralCategory] = []
        small.reserveCapacity(Self.smallCount)
        for n in 0..<Self.smallCount {
            small.append(Self.select(raw, Double(n)))
        }
        self.small = small
        smallTable = UnsafeMutablePointer<PluralCategory>.allocate(capacity: Self.smallCount)
        smallTable.initialize(from: small, count: Self.smallCount)
        repeatsEvery100 = Self.repeatsEvery100(raw, locale: locale, type: type, small: small)
        ruleSet = nil
        ruleSet = verifiedRuleSet()
    }

    /// The locale's rules read from ICU's plural data (see ``PluralRuleSet``), when they parse
    /// and give ICU's category for every sample the rules list (`@integer`, `@decimal`, each
    /// range's ends, compact notation aside); nil otherwise, and decimals keep ICU's path.
    private func verifiedRuleSet() -> PluralRuleSet? {
        guard let texts = Self.withRuleSet(locale, type: type, { set -> [(PluralCategory, String)]? in
            var texts: [(PluralCategory, String)] = []
            for category in PluralCategory.allCases {
                var status = U_ZERO_ERROR
                var length: Int32 = 0
                guard let units = cicu_ures_getStringByKey(set, category.rawValue, &length, &status), status.isSuccess else { continue }
                texts.append((category, String(decoding: UnsafeBufferPointer(start: units, count: Int(max(length, 0))), as: UTF16.self)))
            }
            return texts
        }), let ruleSet = PluralRuleSet(texts) else { return nil }
        for (_, text) in texts {
            for sample in text.split(separator: "@").dropFirst().flatMap({ $0.split(whereSeparator: { ", ~…".contains($0) }) }) {
                guard sample != "integer", sample != "decimal", !sample.contains("c"), !sample.contains("e") else { continue }
                let decimal = String(sample)
                guard let operands = PluralOperands(decimal: decimal),
                      let fractionDigits = PluralRules.visibleFractionDigits(decimal),
                      let expected = try? categoryThroughICU(ofDecimal: decimal, fractionDigits: fractionDigits),
                      ruleSet.category(of: operands) == expected
                else { return nil }
            }
        }
        return ruleSet
    }

    deinit {
        cicu_uplrules_close(raw)
        smallTable.deallocate()
    }

    func select(_ value: Double) -> PluralCategory { Self.select(raw, value) }

    private static func select(_ raw: OpaquePointer, _ value: Double) -> PluralCategory {
        withUnsafeTemporaryAllocation(of: UChar.self, capacity: 8) { buffer in
            guard let base = buffer.baseAddress else { return .other }
            var status = U_ZERO_ERROR
            let length = cicu_uplrules_select(raw, value, base, 8, &status)
            guard status.isSuccess, length > 0, length <= 8 else { return .other }
            return PluralCategory.fromKeyword(UnsafeBufferPointer(start: base, count: Int(length))) ?? .other
        }
    }

    /// Whether, for every integer n ≥ 100, the category of n is the category of 100 + n % 100:
    /// true when the locale's CLDR rules (ICU's own rule data) read the integer operands `n` and
    /// `i` only through `% 10` and `% 100` and compare them plainly only with values below 100
    /// (ru, uk, pl, en, de …), and ICU agrees on a sample beyond the cache. Such locales then need
    /// no ICU call for any integer (see ``PluralRules/category(of:)``); the others keep calling it.
    private static func repeatsEvery100(_ raw: OpaquePointer, locale: LocaleIdentifier, type: PluralRules.RuleType, small: [PluralCategory]) -> Bool {
        guard let rules = ruleTexts(locale, type: type), rules.allSatisfy(readsIntegersModulo100) else { return false }
        let samples = Array(smallCount..<smallCount + 200) + [1_000, 10_000, 100_000, 1_000_000, 10_000_000, 1_000_000_000, 123_456_789_012]
        return samples.allSatisfy { select(raw, Double($0)) == small[100 + $0 % 100] }
    }

    /// The rule of each category in ICU's plural data for `locale` (ICU's lookup: the locale,
    /// then its parents), or nil when not found.
    private static func ruleTexts(_ locale: LocaleIdentifier, type: PluralRules.RuleType) -> [String]? {
        withRuleSet(locale, type: type) { set in
            var status = U_ZERO_ERROR
            var texts: [String] = []
            for index in 0..<cicu_ures_getSize(set) {
                var length: Int32 = 0
                guard let units = cicu_ures_getStringByIndex(set, index, &length, &status), status.isSuccess else { return nil }
                texts.append(String(decoding: UnsafeBufferPointer(start: units, count: Int(max(length, 0))), as: UTF16.self))
            }
            return texts.isEmpty ? nil : texts
        }
    }

    /// The CLDR rule of `category` (condition and samples) in ICU's plural data for `locale`.
    static func ruleText(_ locale: LocaleIdentifier, type: PluralRules.RuleType, category: PluralCategory) -> String? {
        withRuleSet(locale, type: type) { set in
            var status = U_ZERO_ERROR
            var length: Int32 = 0
            guard let units = cicu_ures_getStringByKey(set, category.rawValue, &length, &status), status.isSuccess else { return nil }
            return String(decoding: UnsafeBufferPointer(start: units, count: Int(max(length, 0))), as: UTF16.self)
        }
    }

    /// Calls `body` with the rule set ICU's plural data gives `locale` (`ures_openDirect` of
    /// `plurals`, the locale then its parents, as ICU looks it up).
    static func withRuleSet<T>(_ locale: LocaleIdentifier, type: PluralRules.RuleType, _ body: (OpaquePointer) -> T?) -> T? {
        var status = U_ZERO_ERROR
        guard let bundle = cicu_ures_openDirect(nil, "plurals", &status), status.isSuccess else { return nil }
        defer { cicu_ures_close(bundle) }
        guard let table = cicu_ures_getByKey(bundle, type == .cardinal ? "locales" : "locales_ordinals", &status),
              status.isSuccess else { return nil }
        defer { cicu_ures_close(table) }
        var setName: String?
        var id = locale.icuIdentifier
        while !id.isEmpty {
            var lookup = U_ZERO_ERROR
            var length: Int32 = 0
            if let units = cicu_ures_getStringByKey(table, id, &length, &lookup), lookup.isSuccess, length > 0 {
                setName = String(decoding: UnsafeBufferPointer(start: units, count: Int(length)), as: UTF16.self)
                break
            }
            guard let parent = try? ICUBuffer.cString("uloc_getParent", fill: { buffer, capacity, status in
                cicu_uloc_getParent(id, buffer, capacity, &status)
            }), parent != id else { break }
            id = parent
        }
        if setName == nil {
            var lookup = U_ZERO_ERROR
            var length: Int32 = 0
            if let units = cicu_ures_getStringByKey(table, "root", &length, &lookup), lookup.isSuccess, length > 0 {
                setName = String(decoding: UnsafeBufferPointer(start: units, count: Int(length)), as: UTF16.self)
            }
        }
        guard let setName else { return nil }
        guard let allRules = cicu_ures_getByKey(bundle, "rules", &status), status.isSuccess else { return nil }
        defer { cicu_ures_close(allRules) }
        guard let set = cicu_ures_getByKey(allRules, setName, &status), status.isSuccess else { return nil }
        defer { cicu_ures_close(set) }
        return body(set)
    }

    /// Whether a CLDR rule (`v = 0 and i % 10 = 1 and i % 100 != 11 @integer …`) reads `n` and
    /// `i` only through `% 10` or `% 100`, or in plain comparisons with values below 100. Any
    /// word it does not know makes it false.
    static func readsIntegersModulo100(_ rule: String) -> Bool {
        var tokens: [String] = []
        var current = ""
        func flush() {
            if !current.isEmpty { tokens.append(current) }
            current = ""
        }
        // The condition ends where the samples (@integer, @decimal) begin.
        for character in rule.prefix(while: { $0 != "@" }) {
            switch character {
            case "a"..."z", "0"..."9":
                if let last = current.last, !(last.isLetter && character.isLetter), !(last.isNumber && character.isNumber) { flush() }
                current.append(character)
            case ".":
                if current != "." { flush() }
                current.append(character)
            case "!":
                flush()
                current = "!"
            case "=":
                if current != "!" { flush() }
                current.append(character)
                flush()
            case ",", "%":
                flush()
                tokens.append(String(character))
            case " ", "\t", "\n":
                flush()
            default:
                return false
            }
        }
        flush()
        var readsInteger = false
        var modulo = false
        var expectsModulus = false
        for token in tokens {
            switch token {
            case "n", "i":
                (readsInteger, modulo, expectsModulus) = (true, false, false)
            case "v", "w", "f", "t", "e", "c":
                (readsInteger, modulo, expectsModulus) = (false, false, false)
            case "%", "mod":
                expectsModulus = true
            case "and", "or", "=", "!=", "is", "not", "in", "within", "..", ",":
                continue
            default:
                guard let value = Int(token) else { return false }
                if expectsModulus {
                    expectsModulus = false
                    modulo = true
                    if readsInteger && value != 10 && value != 100 { return false }
                } else if readsInteger && !modulo && value >= 100 {
                    return false
                }
            }
        }
        return true
    }

    /// Formats with `format` into a fresh result and selects on the formatted number.
    func selectFormatted(
        using formatter: NumberFormatterHandle,
        _ format: (OpaquePointer, inout UErrorCode) -> Void
    ) throws(ICUError) -> PluralCategory {
        guard let result = try icuCall("unumf_openResult", { cicu_unumf_openResult(&$0) }) else {
            throw ICUError(code: U_MEMORY_ALLOCATION_ERROR, function: "unumf_openResult")
        }
        defer { cicu_unumf_closeResult(result) }
        var status = U_ZERO_ERROR
        format(result, &status)
        try status.check("unumf_format")
        return try withUnsafeTemporaryAllocation(of: UChar.self, capacity: 8) { buffer throws(ICUError) -> PluralCategory in
            guard let base = buffer.baseAddress else { return .other }
            var status = U_ZERO_ERROR
            let length = cicu_uplrules_selectFormatted(raw, result, base, 8, &status)
            try status.check("uplrules_selectFormatted")
            return PluralCategory.fromKeyword(UnsafeBufferPointer(start: base, count: Int(min(length, 8)))) ?? .other
        }
    }

    /// The plain formatter that keeps every shortest round-trip digit of a double.
    static func shortestFormatter() throws(ICUError) -> NumberFormatterHandle {
        try NumberFormatterHandle.shared(locale: .root, skeleton: "precision-unlimited group-off")
    }

    /// The plain formatter that shows exactly `fractionDigits` digits after the point.
    static func fixedFormatter(fractionDigits: Int) throws(ICUError) -> NumberFormatterHandle {
        let skeleton = fractionDigits == 0
            ? "precision-integer group-off"
            : "." + String(repeating: "0", count: fractionDigits) + " group-off"
        return try NumberFormatterHandle.shared(locale: .root, skeleton: skeleton)
    }

    /// Whether ICU's plural data names the locale or one of its truncation parents (ICU's own
    /// lookup order), rather than falling back to root.
    private static func hasOwnRules(_ locale: LocaleIdentifier, type: PluralRules.RuleType) -> Bool {
        var status = U_ZERO_ERROR
        guard let bundle = cicu_ures_openDirect(nil, "plurals", &status), status.isSuccess else { return true }
        defer { cicu_ures_close(bundle) }
        guard let table = cicu_ures_getByKey(bundle, type == .cardinal ? "locales" : "locales_ordinals", &status),
              status.isSuccess else { return true }
        defer { cicu_ures_close(table) }
        var candidates: [String] = [locale.icuIdentifier]
        if let max = Optional(locale.maximized.icuIdentifier), max != locale.icuIdentifier { candidates.append(max) }
        for candidate in candidates {
            var id = candidate
            while !id.isEmpty {
                var lookup = U_ZERO_ERROR
                var length: Int32 = 0
                if cicu_ures_getStringByKey(table, id, &length, &lookup) != nil, lookup.isSuccess, length > 0 {
                    return true
                }
                guard let parent = try? ICUBuffer.cString("uloc_getParent", fill: { buffer, capacity, status in
                    cicu_uloc_getParent(id, buffer, capacity, &status)
                }), parent != id else { break }
                id = parent
            }
        }
        return false
    }
}
