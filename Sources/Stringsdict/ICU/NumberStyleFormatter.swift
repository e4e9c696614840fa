internal import CICU
import Synchronization

/// Formats numbers in the styles apps ask for: rounded integer, decimal, currency, percent,
/// scientific and spelled out.
///
/// Every style but spell-out is an ICU number skeleton (``NumberFormatOptions/skeleton(style:currencyCode:roundingMode:)``)
/// run by a cached ``LocaleNumberFormatter``; spell-out is ICU's rule-based formatter
/// (`unum_open` with `UNUM_SPELLOUT`), cached per locale. For 2.5 in German: `2`, `2,5`,
/// `2,50 €`, `250 %`, `2,5E0`, `zwei Komma fünf`. A value is cheap to copy and safe to use from
/// many threads at once.
///
/// Named so it does not clash with Foundation's `NumberFormatter` and its `NumberFormatter.Style`.
public struct NumberStyleFormatter: Sendable {
    /// What the number looks like.
    public enum Style: String, Hashable, Sendable, CaseIterable {
        /// Rounded to an integer, with the rounding mode (half-even by default: 2.5 → `2`).
        case none
        /// The locale's decimal notation: `2,5` in German.
        case decimal
        /// An amount of money, with the currency's own fraction digits: `2,50 €`.
        case currency
        /// A ratio shown as a percentage (multiplied by 100): 2.5 → `250 %`.
        case percent
        /// Mantissa and exponent: `2,5E0`.
        case scientific
        /// In words, by ICU's rule-based number format: `zwei Komma fünf`.
        case spellOut
    }

    private enum Backend: Sendable {
        case skeleton(LocaleNumberFormatter)
        case spellOut(SpellOutFormatterHandle)
    }

    private let backend: Backend

    /// The locale numbers are written for.
    public let locale: LocaleIdentifier
    /// The style numbers are written in.
    public let style: Style
    /// The ISO 4217 code the currency style shows (the one given, or the locale's own); nil for
    /// the other styles.
    public let currencyCode: String?

    /// The ICU number skeleton in use, or nil for spell-out.
    public var skeleton: String? {
        switch backend {
        case .skeleton(let formatter): formatter.skeleton
        case .spellOut: nil
        }
    }

    /// A formatter for `locale` in `style`.
    ///
    /// - Parameters:
    ///   - locale: the locale whose symbols, digits and grouping are used.
    ///   - style: decimal, currency, percent, scientific, a rounded integer, or spelled out.
    ///   - currencyCode: for ``Style/currency``, an ISO 4217 code (`EUR`, any case); nil uses the
    ///     locale's own currency (``currencyCode(for:)``). Ignored by the other styles.
    ///   - options: grouping, fraction or significant digits, notation; ignored by spell-out.
    ///   - roundingMode: how values are rounded to the digits shown; ignored by spell-out.
    /// - Throws: ``FormattingError`` for a malformed currency code or a locale without a currency;
    ///   ``ICUError`` when ICU cannot open the formatter.
    public init(
        locale: LocaleIdentifier,
        style: Style = .decimal,
        currencyCode: String? = nil,
        options: NumberFormatOptions = NumberFormatOptions(),
        roundingMode: NumberFormatOptions.RoundingMode = .halfEven
    ) throws {
        self.locale = locale
        self.style = style
        if style == .currency {
            if let currencyCode {
                self.currencyCode = try Self.validatedCurrencyCode(currencyCode)
            } else if let own = Self.currencyCode(for: locale) {
                self.currencyCode = own
            } else {
                throw FormattingError.noCurrency(locale)
            }
        } else {
            self.currencyCode = nil
        }
        if let skeleton = options.skeleton(style: style, currencyCode: self.currencyCode, roundingMode: roundingMode) {
            backend = .skeleton(try LocaleNumberFormatter(locale: locale, skeleton: skeleton))
        } else {
            backend = .spellOut(try SpellOutFormatterHandle.shared(locale: locale))
        }
    }

    /// The currency the locale's region uses today (`EUR` for de-DE, `JOD` for ar-JO), through
    /// `ucurr_forLocale`; likely subtags fill in a missing region (`de` → Germany). Nil when ICU
    /// knows none (`und`).
    public static func currencyCode(for locale: LocaleIdentifier) -> String? {
        if locale.isRoot { return nil }
        // ucurr_forLocale reads the region only (`de` alone fails), so try the likely region next.
        for candidate in [locale, locale.maximized] {
            let id = candidate.icuIdentifier
            if let code = try? ICUBuffer.string("ucurr_forLocale", fill: { buffer, capacity, status in
                cicu_ucurr_forLocale(id, buffer, capacity, &status)
            }), code.utf8.count == 3 {
                return code
            }
        }
        return nil
    }

    /// `code` upper-cased, when it is three ASCII letters.
    static func validatedCurrencyCode(_ code: String) throws(FormattingError) -> String {
        let upper = code.uppercased()
        guard upper.utf8.count == 3, upper.utf8.allSatisfy({ $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") }) else {
            throw .invalidCurrencyCode(code)
        }
        return upper
    }

    // MARK: formatting

    /// `value` in the style.
    public func string(_ value: Double) throws(ICUError) -> String {
        switch backend {
        case .skeleton(let formatter): try formatter.string(value)
        case .spellOut(let handle): try handle.string(value)
        }
    }

    /// `value` in the style.
    public func string(_ value: Int64) throws(ICUError) -> String {
        switch backend {
        case .skeleton(let formatter): try formatter.string(value)
        case .spellOut(let handle): try handle.string(value)
        }
    }

    /// `value` in the style.
    public func string(_ value: Int) throws(ICUError) -> String {
        try string(Int64(value))
    }

    /// A decimal number given as text (`"2.5"`, `"-18446744073709551616"`), formatted without
    /// passing through a binary double.
    ///
    /// - Throws: ``PluralRulesError/notADecimal(_:)`` when the text is not a plain decimal, or an
    ///   ``ICUError``.
    public func string(decimal text: String) throws -> String {
        switch backend {
        case .skeleton(let formatter):
            return try formatter.string(decimal: text)
        case .spellOut(let handle):
            guard PluralRules.visibleFractionDigits(text) != nil else { throw PluralRulesError.notADecimal(text) }
            return try handle.string(decimal: text)
        }
    }
}

/// Owns one rule-based spell-out `UNumberFormat` (`unum_open` with `UNUM_SPELLOUT`); closes it in
/// `deinit`.
///
/// Sendable: every ICU call on the handle runs under `lock`. ICU's C API does not promise that a
/// rule-based formatter may be used by several threads at once, so calls are serialized; spelling
/// out is rare enough that the lock costs nothing that matters.
final class SpellOutFormatterHandle: @unchecked Sendable {
    static let cache = ICUCache<LocaleIdentifier, SpellOutFormatterHandle>(capacity: 32)

    static func shared(locale: LocaleIdentifier) throws(ICUError) -> SpellOutFormatterHandle {
        try cache.value(for: locale) { () throws(ICUError) in try SpellOutFormatterHandle(locale: locale) }
    }

    private let raw: OpaquePointer
    private let lock = Mutex(())
    let locale: LocaleIdentifier

    /// ICU's `UNUM_SPELLOUT` (a `UNumberFormatStyle`; cicu_formatters.c checks the value).
    private static let spellOutStyle: Int32 = 5

    init(locale: LocaleIdentifier) throws(ICUError) {
        let id = locale.icuIdentifier
        guard let raw = try icuCall("unum_open", context: "UNUM_SPELLOUT, locale \(locale)", { status in
            cicu_unum_open(Self.spellOutStyle, id, &status)
        }) else { throw ICUError(code: U_MEMORY_ALLOCATION_ERROR, function: "unum_open") }
        self.raw = raw
        self.locale = locale
    }

    deinit { cicu_unum_close(raw) }

    /// `value` in words (`unum_formatDouble`).
    func string(_ value: Double) throws(ICUError) -> String {
        try lock.withLock { _ throws(ICUError) in
            try ICUBuffer.string("unum_formatDouble") { buffer, capacity, status in
                cicu_unum_formatDouble(raw, value, buffer, capacity, &status)
            }
        }
    }

    /// `value` in words (`unum_formatInt64`).
    func string(_ value: Int64) throws(ICUError) -> String {
        try lock.withLock { _ throws(ICUError) in
            try ICUBuffer.string("unum_formatInt64") { buffer, capacity, status in
                cicu_unum_formatInt64(raw, value, buffer, capacity, &status)
            }
        }
    }

    /// A plain decimal (validated by the caller) in words (`unum_formatDecimal`).
    func string(decimal text: String) throws(ICUError) -> String {
        try lock.withLock { _ throws(ICUError) in
            try ICUBuffer.string("unum_formatDecimal") { buffer, capacity, status in
                cicu_unum_formatDecimal(raw, text, Int32(text.utf8.count), buffer, capacity, &status)
            }
        }
    }
}
