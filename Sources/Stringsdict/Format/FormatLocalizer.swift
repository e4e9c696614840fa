import Synchronization

/// The numbers of one locale as `String(format:locale:)` writes them, for ``FormatString``.
///
/// Integers without sign or zero-padding options go through a ``LocalizedIntegerStyle`` learnt
/// from ICU (no ICU call per number), `%f %e %g` without the `+` flag through a
/// ``LocalizedDecimalStyle`` learnt the same way; everything else through ICU number skeletons
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

    /// The localizer asked for last: a render asks for the same locale again and again, and
    /// comparing it costs less than hashing it into the cache.
    private static let lastUsed = Mutex<FormatLocalizer?>(nil)

    /// The localizer for `locale`, learnt once and cached.
    static func shared(for locale: LocaleIdentifier) throws(StringsdictError) -> FormatLocalizer {
        if let last = lastUsed.withLock({ $0 }), last.locale == locale { return last }
        let localizer = try cache.value(for: locale) { () throws(StringsdictError) in try FormatLocalizer(locale: locale) }
        lastUsed.withLock { $0 = localizer }
        return localizer
    }

    let locale: LocaleIdentifier
    /// How plain integers look, when ICU's output could be reproduced.
    let integerStyle: LocalizedIntegerStyle?
    /// The locale's zero digit, for zero padding.
    let zeroDigit: String
    /// How C's `%f %e %g` text looks, when ICU's output could be reproduced.
    let decimalStyle: LocalizedDecimalStyle?
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
        decimalStyle = integerStyle.flatMap { integer in
            // The formatters the probes need, opened once each for the learning.
            var opened: [Key: LocaleNumberFormatter] = [:]
            func format(_ text: String, _ fractionDigits: Int, _ style: Key.Style) -> String? {
                let key = Key(style: style, fractionDigits: fractionDigits, minimumIntegerDigits: 0, alwaysSign: false)
                if opened[key] == nil { opened[key] = try? LocaleNumberFormatter(locale: locale, skeleton: key.skeleton) }
                var output = ""
                guard let formatter = opened[key], (try? formatter.append(decimal: text, to: &output)) != nil else { return nil }
                return output
            }
            return LocalizedDecimalStyle.learn(
                integer: integer, fixed: { format($0, $1, .fixed) }, scientific: { format($0, $1, .scientific) })
        }
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
    ///
    /// Precision is C's: ICU takes at most ``maximumICUFractionDigits`` fraction digits, so a
    /// longer fraction (`%.1000f`) is cut there for ICU and its other digits, written in the
    /// locale's digits, are put back right after the ones ICU wrote.
    func decimal(_ text: String, fractionDigits: Int, scientific: Bool, alwaysSign: Bool) throws(StringsdictError) -> String {
        var text = text
        var extraDigits = Substring()
        var icuFractionDigits = fractionDigits
        if fractionDigits > Self.maximumICUFractionDigits, let point = text.utf8.firstIndex(of: UInt8(ascii: ".")) {
            let fractionStart = text.utf8.index(after: point)
            let fractionEnd = text.utf8[fractionStart...].firstIndex { $0 < UInt8(ascii: "0") || $0 > UInt8(ascii: "9") } ?? text.endIndex
            let cut = text.utf8.index(fractionStart, offsetBy: Self.maximumICUFractionDigits, limitedBy: fractionEnd) ?? fractionEnd
            extraDigits = text[cut..<fractionEnd]
            text = String(text[..<cut] + text[fractionEnd...])
            icuFractionDigits = Self.maximumICUFractionDigits
        }
        let formatter = try formatter(Key(style: scientific ? .scientific : .fixed, fractionDigits: icuFractionDigits, minimumIntegerDigits: 0, alwaysSign: alwaysSign))
        var output = ""
        do {
            try formatter.append(decimal: text, to: &output)
        } catch {
            throw StringsdictError(.format, "ICU could not format \(FormatString.excerpt(text, around: 0)) for locale '\(locale)': \(error)")
        }
        guard !extraDigits.isEmpty else { return output }
        // The kept fraction digits are the only run of digits that long (an integer part is
        // shorter, and grouped): the rest goes right after them.
        let zero = zeroDigit.unicodeScalars.count == 1 ? zeroDigit.unicodeScalars.first?.value ?? 0x30 : 0x30
        var run = 0
        var scalars = output.unicodeScalars
        var index = scalars.startIndex
        while index < scalars.endIndex {
            let value = scalars[index].value
            run = value >= zero && value <= zero + 9 ? run + 1 : 0
            scalars.formIndex(after: &index)
            if run == Self.maximumICUFractionDigits {
                scalars.insert(contentsOf: localizedDigits(extraDigits).unicodeScalars, at: index)
                return String(scalars)
            }
        }
        throw StringsdictError(.format, "cannot place the fraction digits of a %.\(fractionDigits) number in ICU's output for locale '\(locale)'")
    }

    /// The most fraction digits an ICU number skeleton takes.
    static let maximumICUFractionDigits = 999

    /// ASCII digits written with the locale's zero digit (`٠`–`٩` for Arabic).
    private func localizedDigits(_ digits: Substring) -> String {
        guard let zero = zeroDigit.unicodeScalars.first, zero != "0", zeroDigit.unicodeScalars.count == 1 else { return String(digits) }
        var result = String.UnicodeScalarView()
        for byte in digits.utf8 {
            result.append(Unicode.Scalar(zero.value + UInt32(byte - UInt8(ascii: "0"))) ?? zero)
        }
        return String(result)
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
