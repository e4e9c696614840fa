import Synchronization

/// The numbers of one locale as `String(format:locale:)` writes them, for ``FormatString``.
///
/// Integers without sign or zero-padding options go through a ``LocalizedIntegerStyle`` learnt
/// from ICU (no ICU call per number); everything else through ICU number skeletons
/// (`unumf_formatDecimal` with C's own digits, so rounding is C's), one formatter per
/// (style, fraction digits, minimum integer digits, sign) opened once and kept here.
///
/// Sendable: the learnt style is immutable; the formatter table is only touched under its mutex.
final class FormatLocalizer: Sendable {
    /// The shape of a number, which decides its ICU skeleton.
    struct Key: Hashable, Sendable {
        enum Style: Hashable, Sendable { case integer, fixed, scientific, nonFinite }
        let style: Style
        let fractionDigits: Int
        let minimumIntegerDigits: Int
        let alwaysSign: Bool

        var skeleton: String {
            var stems: [String] = []
            switch style {
            case .integer:
                stems.append("precision-integer")
                if minimumIntegerDigits > 0 {
                    stems.append("integer-width/*" + String(repeating: "0", count: minimumIntegerDigits))
                }
                stems.append("group-auto")
            case .fixed:
                stems.append(fractionDigits == 0 ? "precision-integer" : "." + String(repeating: "0", count: fractionDigits))
                stems.append("group-auto")
            case .scientific:
                // `E+05`: sign always and two digits in the exponent, as Foundation's `#E+00`.
                stems.append("scientific/+ee/sign-always")
                stems.append(fractionDigits == 0 ? "precision-integer" : "." + String(repeating: "0", count: fractionDigits))
                stems.append("group-off")
            case .nonFinite:
                stems.append("group-auto")
            }
            if alwaysSign { stems.append("sign-always") }
            return stems.joined(separator: " ")
        }
    }

    static let cache = ICUCache<LocaleIdentifier, FormatLocalizer>(capacity: 64)

    /// The localizer for `locale`, learnt once and cached.
    static func shared(for locale: LocaleIdentifier) throws(StringsdictError) -> FormatLocalizer {
        try cache.value(for: locale) { () throws(StringsdictError) in try FormatLocalizer(locale: locale) }
    }

    let locale: LocaleIdentifier
    /// How plain integers look, when ICU's output could be reproduced.
    let integerStyle: LocalizedIntegerStyle?
    /// The locale's zero digit, for zero padding.
    let zeroDigit: String
    private let formatters = Mutex<[Key: LocaleNumberFormatter]>([:])

    init(locale: LocaleIdentifier) throws(StringsdictError) {
        self.locale = locale
        let plain: LocaleNumberFormatter
        do {
            plain = try LocaleNumberFormatter(locale: locale, skeleton: Key(style: .integer, fractionDigits: 0, minimumIntegerDigits: 0, alwaysSign: false).skeleton)
        } catch {
            throw StringsdictError(.format, "cannot format numbers for locale '\(locale)': \(error)")
        }
        integerStyle = LocalizedIntegerStyle.learn { try? plain.string(decimal: $0) }
        zeroDigit = (try? plain.string(0 as Int64)) ?? "0"
    }

    /// The ICU formatter for `key`, opened on first use.
    func formatter(_ key: Key) throws(StringsdictError) -> LocaleNumberFormatter {
        if let cached = formatters.withLock({ $0[key] }) { return cached }
        let opened: LocaleNumberFormatter
        do {
            opened = try LocaleNumberFormatter(locale: locale, skeleton: key.skeleton)
        } catch {
            throw StringsdictError(.format, "cannot format numbers for locale '\(locale)' with '\(key.skeleton)': \(error)")
        }
        formatters.withLock { $0[key] = opened }
        return opened
    }

    /// An integer in the locale's notation. `minimumIntegerDigits` pads with the locale's zeros
    /// (grouped, as Foundation does: `%06d` of 42 is `000,042` in English).
    func integer(magnitude: UInt64, negative: Bool, minimumIntegerDigits: Int, alwaysSign: Bool) throws(StringsdictError) -> String {
        if minimumIntegerDigits == 0, !alwaysSign, let style = integerStyle {
            var text = ""
            style.append(magnitude: magnitude, negative: negative, to: &text)
            return text
        }
        let formatter = try formatter(Key(style: .integer, fractionDigits: 0, minimumIntegerDigits: minimumIntegerDigits, alwaysSign: alwaysSign))
        do {
            if !negative, let small = Int64(exactly: magnitude) { return try formatter.string(small) }
            if negative, magnitude <= UInt64(Int64.max) { return try formatter.string(-Int64(magnitude)) }
            var text = ""
            try formatter.append(decimal: (negative ? "-" : "") + String(magnitude), to: &text)
            return text
        } catch {
            throw StringsdictError(.format, "ICU could not format \(negative ? "-" : "")\(magnitude) for locale '\(locale)': \(error)")
        }
    }

    /// A finite number given as C's decimal text (`1234.500000`, `-1.234568e+05`), localized
    /// with exactly its digits.
    func decimal(_ text: String, fractionDigits: Int, scientific: Bool, alwaysSign: Bool) throws(StringsdictError) -> String {
        let formatter = try formatter(Key(style: scientific ? .scientific : .fixed, fractionDigits: fractionDigits, minimumIntegerDigits: 0, alwaysSign: alwaysSign))
        do {
            var output = ""
            try formatter.append(decimal: text, to: &output)
            return output
        } catch {
            throw StringsdictError(.format, "ICU could not format \(text) for locale '\(locale)': \(error)")
        }
    }

    /// Infinity or NaN as the locale writes it (`∞`, `NaN`, `не число`).
    func nonFinite(_ value: Double, alwaysSign: Bool) throws(StringsdictError) -> String {
        let formatter = try formatter(Key(style: .nonFinite, fractionDigits: 0, minimumIntegerDigits: 0, alwaysSign: alwaysSign))
        do {
            return try formatter.string(value)
        } catch {
            throw StringsdictError(.format, "ICU could not format \(value) for locale '\(locale)': \(error)")
        }
    }
}
