/// Why a number, date, relative-time or list formatter could not be made.
///
/// ICU's own failures arrive as ``ICUError``; these are the mistakes caught before ICU is asked
/// (a malformed currency code, an unknown time zone, a layout that shows nothing).
public enum FormattingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The text is not an ISO 4217 currency code (three ASCII letters, e.g. `EUR`).
    case invalidCurrencyCode(String)
    /// ICU knows no currency for the locale (it names no region, e.g. `und`).
    case noCurrency(LocaleIdentifier)
    /// ICU knows no time zone by this identifier.
    case unknownTimeZone(String)
    /// A date layout that shows nothing: both styles `none`, or an empty pattern or template.
    case emptyDateLayout

    public var description: String {
        switch self {
        case .invalidCurrencyCode(let code):
            "'\(code)' is not a currency code (expected three letters of ISO 4217, e.g. EUR, USD, JPY)"
        case .noCurrency(let locale):
            "no currency is known for locale \(locale) (name a region, e.g. de-DE, or give a currency code)"
        case .unknownTimeZone(let zone):
            "'\(zone)' is not a time zone (expected an IANA name such as UTC, Europe/Berlin, America/Denver, or GMT+02:00)"
        case .emptyDateLayout:
            "the date layout shows nothing (give a date style, a time style, a pattern or a template)"
        }
    }
}
