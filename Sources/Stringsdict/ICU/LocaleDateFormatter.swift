internal import CICU
import Synchronization
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Formats instants (`Date`) as a locale writes dates and times, through ICU's `udat_*`.
///
/// Three layouts: the locale's date and time styles (short, medium, long, full: `2/7/14`,
/// `Feb 7, 2014`, `February 7, 2014`, `Friday, February 7, 2014` in en-US), a fixed ICU pattern
/// (`yyyy-MM-dd HH:mm`), or a template whose fields the locale orders and punctuates itself
/// (`dMMM` → `MMM d` in en-US, `d. MMM` in de, through `udatpg_getBestPattern`).
///
/// Dates are shown in a time zone: the one given, else ``TimeZoneIdentifier/default`` (`TZ`
/// from the environment when it names a zone, else UTC). Formatters are opened once per
/// (locale, layout, zone) and shared through a bounded cache; a value is cheap to copy and safe
/// to use from many threads at once.
///
/// Named so it does not clash with Foundation's `DateFormatter`.
public struct LocaleDateFormatter: Sendable {
    /// How much of a date or a time a style shows (ICU's `UDateFormatStyle`).
    public enum Style: String, Hashable, Sendable, CaseIterable {
        /// Nothing.
        case none
        /// `2/7/14`, `7:00 PM`.
        case short
        /// `Feb 7, 2014`, `7:00:00 PM`.
        case medium
        /// `February 7, 2014`, `7:00:00 PM UTC`.
        case long
        /// `Friday, February 7, 2014`, `7:00:00 PM Coordinated Universal Time`.
        case full
    }

    /// What a formatter shows.
    public enum Layout: Hashable, Sendable {
        /// The locale's date style and time style, combined the locale's way.
        case styles(date: Style, time: Style)
        /// A fixed ICU date pattern (`yyyy-MM-dd'T'HH:mm`), shown as written in every locale.
        case pattern(String)
        /// The fields wanted (`yMMMd`, `dMMM`, `jmm`), turned into the locale's best pattern.
        case template(String)
    }

    let handle: DateFormatterHandle

    /// The locale dates are written for.
    public var locale: LocaleIdentifier { handle.key.locale }
    /// The layout asked for.
    public var layout: Layout { handle.key.layout }
    /// The time zone dates are shown in.
    public var timeZone: TimeZoneIdentifier { handle.key.timeZone }
    /// The ICU pattern in use, as `udat_toPattern` reports it (`MMM d` for the template `dMMM`
    /// in en-US).
    public var pattern: String { handle.pattern }

    /// A formatter for `locale` with `layout`, showing dates in `timeZone`.
    ///
    /// - Throws: ``FormattingError/emptyDateLayout`` when the layout shows nothing (both styles
    ///   `none`, an empty pattern or template); ``ICUError`` when ICU cannot open the formatter
    ///   (`udat_open`) or find a pattern (`udatpg_getBestPattern`).
    public init(locale: LocaleIdentifier, layout: Layout, timeZone: TimeZoneIdentifier = .default) throws {
        switch layout {
        case .styles(.none, .none), .pattern(""), .template(""):
            throw FormattingError.emptyDateLayout
        default:
            break
        }
        let key = DateFormatterHandle.Key(locale: locale, layout: layout, timeZone: timeZone)
        handle = try DateFormatterHandle.cache.value(for: key) { () throws(ICUError) in
            try DateFormatterHandle(key: key)
        }
    }

    /// A formatter showing the locale's `date` and `time` styles.
    public init(locale: LocaleIdentifier, date: Style, time: Style = .none, timeZone: TimeZoneIdentifier = .default) throws {
        try self.init(locale: locale, layout: .styles(date: date, time: time), timeZone: timeZone)
    }

    /// A formatter showing the locale's best pattern for `template` (`dMMM` → `d. MMM` in de).
    public init(locale: LocaleIdentifier, template: String, timeZone: TimeZoneIdentifier = .default) throws {
        try self.init(locale: locale, layout: .template(template), timeZone: timeZone)
    }

    /// `date` in the layout, locale and time zone (`udat_format`).
    public func string(from date: Date) throws(ICUError) -> String {
        try handle.format(millisecondsSince1970: date.timeIntervalSince1970 * 1000)
    }

    /// The locale's best pattern for the fields in `template` (`udatpg_getBestPattern`):
    /// `dMMM` → `MMM d` in en-US, `d. MMM` in de; `jmm` picks the locale's 12- or 24-hour clock.
    public static func bestPattern(forTemplate template: String, locale: LocaleIdentifier) throws(ICUError) -> String {
        try DatePatternGenerator.shared(locale: locale).bestPattern(forTemplate: template)
    }
}

/// Owns one `UDateFormat` (`udat_open`) for a (locale, layout, zone); closes it in `deinit`.
///
/// Sendable: every ICU call on the handle runs under `lock`. `udat_format` takes a const
/// formatter, but ICU's C API does not document a `UDateFormat` as safe for concurrent use (the
/// C++ formatter behind it holds a calendar and lazily built zone-name data), so calls are
/// serialized rather than trusted to the implementation of one ICU version.
final class DateFormatterHandle: @unchecked Sendable {
    struct Key: Hashable, Sendable {
        let locale: LocaleIdentifier
        let layout: LocaleDateFormatter.Layout
        let timeZone: TimeZoneIdentifier
    }

    static let cache = ICUCache<Key, DateFormatterHandle>(capacity: 128)

    private let raw: OpaquePointer
    private let lock = Mutex(())
    let key: Key
    let pattern: String

    init(key: Key) throws(ICUError) {
        var dateStyle = Self.patternStyle
        var timeStyle = Self.patternStyle
        var pattern: [UChar] = []
        switch key.layout {
        case .styles(let date, let time):
            dateStyle = Self.icuStyle(date)
            timeStyle = Self.icuStyle(time)
        case .pattern(let fixed):
            pattern = fixed.utf16Array
        case .template(let template):
            pattern = try DatePatternGenerator.shared(locale: key.locale).bestPattern(forTemplate: template).utf16Array
        }
        let id = key.locale.icuIdentifier
        let zone = key.timeZone.identifier.utf16Array
        let context = "locale \(key.locale), zone \(key.timeZone)"
        let opened = try icuCall("udat_open", context: context) { status in
            cicu_udat_open(timeStyle, dateStyle, id, zone, Int32(zone.count),
                           pattern.isEmpty ? nil : pattern, Int32(pattern.count), &status)
        }
        guard let opened else { throw ICUError(code: U_MEMORY_ALLOCATION_ERROR, function: "udat_open") }
        // Read the pattern before storing the handle: once every property is set, a throw would
        // run deinit, and the handle must be closed exactly once.
        let resolved: String
        do {
            resolved = try ICUBuffer.string("udat_toPattern") { buffer, capacity, status in
                cicu_udat_toPattern(opened, 0, buffer, capacity, &status)
            }
        } catch {
            cicu_udat_close(opened)
            throw error
        }
        raw = opened
        self.key = key
        self.pattern = resolved
    }

    deinit { cicu_udat_close(raw) }

    /// The instant `milliseconds` after 1970-01-01T00:00Z, formatted (`udat_format`).
    func format(millisecondsSince1970 milliseconds: Double) throws(ICUError) -> String {
        try lock.withLock { _ throws(ICUError) in
            try ICUBuffer.string("udat_format") { buffer, capacity, status in
                cicu_udat_format(raw, milliseconds, buffer, capacity, &status)
            }
        }
    }

    /// ICU's `UDAT_PATTERN`: the formatter takes the pattern given.
    private static let patternStyle: Int32 = -2

    /// ICU's `UDateFormatStyle` for `style` (cicu_formatters.c checks the values).
    private static func icuStyle(_ style: LocaleDateFormatter.Style) -> Int32 {
        switch style {
        case .none: -1   // UDAT_NONE
        case .short: 3   // UDAT_SHORT
        case .medium: 2  // UDAT_MEDIUM
        case .long: 1    // UDAT_LONG
        case .full: 0    // UDAT_FULL
        }
    }
}
