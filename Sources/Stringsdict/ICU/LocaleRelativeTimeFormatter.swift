internal import CICU

/// Formats a time offset in one unit the way a locale says it: "in 3 days", "vor 2 Stunden",
/// through ICU's `ureldatefmt_*`.
///
/// The caller picks the unit (ICU does not decide between "in 7 days" and "in 1 week").
/// Formatters are opened once per (locale, width) and shared through a bounded cache; a value is
/// cheap to copy and safe to use from many threads at once.
///
/// Named so it does not clash with Foundation's `RelativeDateTimeFormatter`.
public struct LocaleRelativeTimeFormatter: Sendable {
    /// The unit of the offset (ICU's `URelativeDateTimeUnit`).
    public enum Unit: String, Hashable, Sendable, CaseIterable {
        /// A calendar unit, from years down to seconds; the offset counts whole or fractional units.
        case year, quarter, month, week, day, hour, minute, second
    }

    /// How long the words are (ICU's `UDateRelativeDateTimeFormatterStyle`).
    public enum Width: String, Hashable, Sendable, CaseIterable {
        /// "in 3 days", "3 hours ago".
        case long
        /// "in 3 days", "3 hr. ago".
        case short
        /// The shortest the locale has: "in 3d" in some locales.
        case narrow
    }

    /// Numbers always, or the locale's words for near offsets.
    public enum Presentation: String, Hashable, Sendable, CaseIterable {
        /// Always a number: "in 1 day", "1 day ago" (`ureldatefmt_formatNumeric`).
        case numeric
        /// Words where the locale has them: "tomorrow", "yesterday", "übermorgen"
        /// (`ureldatefmt_format`); a number otherwise.
        case named
    }

    let handle: RelativeTimeFormatterHandle

    /// The locale the offsets are written for.
    public var locale: LocaleIdentifier { handle.key.locale }
    /// How long the words are.
    public var width: Width { handle.key.width }

    /// A formatter for `locale` in `width`.
    public init(locale: LocaleIdentifier, width: Width = .long) throws(ICUError) {
        let key = RelativeTimeFormatterHandle.Key(locale: locale, width: width)
        handle = try RelativeTimeFormatterHandle.cache.value(for: key) { () throws(ICUError) in
            try RelativeTimeFormatterHandle(key: key)
        }
    }

    /// `offset` units from now: positive is the future ("in 3 days"), negative the past
    /// ("vor 2 Stunden"). Fractions are shown as the locale's number format shows them.
    public func string(_ offset: Double, _ unit: Unit, presentation: Presentation = .numeric) throws(ICUError) -> String {
        try handle.format(offset, unit, presentation: presentation)
    }
}

/// Owns one `URelativeDateTimeFormatter` (`ureldatefmt_open`); closes it in `deinit`.
///
/// Sendable: ICU documents its relative date-time formatter as immutable and thread-safe (except
/// for assignment and adopted pointers, neither of which is used here: the number format is ICU's
/// own), and `ureldatefmt_format*` take a const formatter, so one handle serves any number of
/// threads.
final class RelativeTimeFormatterHandle: @unchecked Sendable {
    struct Key: Hashable, Sendable {
        let locale: LocaleIdentifier
        let width: LocaleRelativeTimeFormatter.Width
    }

    static let cache = ICUCache<Key, RelativeTimeFormatterHandle>(capacity: 32)

    private let raw: OpaquePointer
    let key: Key

    init(key: Key) throws(ICUError) {
        let id = key.locale.icuIdentifier
        // ICU's UDateRelativeDateTimeFormatterStyle (cicu_formatters.c checks the values).
        let width: Int32 = switch key.width {
        case .long: 0    // UDAT_STYLE_LONG
        case .short: 1   // UDAT_STYLE_SHORT
        case .narrow: 2  // UDAT_STYLE_NARROW
        }
        guard let raw = try icuCall("ureldatefmt_open", context: "locale \(key.locale)", { status in
            cicu_ureldatefmt_open(id, width, &status)
        }) else { throw ICUError(code: U_MEMORY_ALLOCATION_ERROR, function: "ureldatefmt_open") }
        self.raw = raw
        self.key = key
    }

    deinit { cicu_ureldatefmt_close(raw) }

    func format(_ offset: Double, _ unit: LocaleRelativeTimeFormatter.Unit, presentation: LocaleRelativeTimeFormatter.Presentation) throws(ICUError) -> String {
        // ICU's URelativeDateTimeUnit, UDAT_REL_UNIT_YEAR … UDAT_REL_UNIT_SECOND (checked in
        // cicu_formatters.c).
        let icuUnit: Int32 = switch unit {
        case .year: 0
        case .quarter: 1
        case .month: 2
        case .week: 3
        case .day: 4
        case .hour: 5
        case .minute: 6
        case .second: 7
        }
        switch presentation {
        case .numeric:
            return try ICUBuffer.string("ureldatefmt_formatNumeric") { buffer, capacity, status in
                cicu_ureldatefmt_formatNumeric(raw, offset, icuUnit, buffer, capacity, &status)
            }
        case .named:
            return try ICUBuffer.string("ureldatefmt_format") { buffer, capacity, status in
                cicu_ureldatefmt_format(raw, offset, icuUnit, buffer, capacity, &status)
            }
        }
    }
}
