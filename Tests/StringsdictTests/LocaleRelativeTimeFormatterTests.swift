import Testing
import Stringsdict

@Suite("LocaleRelativeTimeFormatter")
struct LocaleRelativeTimeFormatterTests {
    @Test(arguments: [
        ("en", 3.0, LocaleRelativeTimeFormatter.Unit.day, "in 3 days"),
        ("en", -2, .hour, "2 hours ago"),
        ("en", 1, .day, "in 1 day"),
        ("en", -1, .week, "1 week ago"),
        ("en", 1.5, .hour, "in 1.5 hours"),
        ("de", 3, .day, "in 3 Tagen"),
        ("de", -2, .hour, "vor 2 Stunden"),
        ("de", -1, .year, "vor 1 Jahr"),
        ("de", 10, .minute, "in 10 Minuten"),
    ])
    func numeric(locale: String, offset: Double, unit: LocaleRelativeTimeFormatter.Unit, expected: String) throws {
        let formatter = try LocaleRelativeTimeFormatter(locale: LocaleIdentifier(locale))
        #expect(try formatter.string(offset, unit) == expected)
    }

    @Test(arguments: [
        ("en", 1.0, LocaleRelativeTimeFormatter.Unit.day, "tomorrow"),
        ("en", -1, .day, "yesterday"),
        ("en", 3, .day, "in 3 days"),
        ("de", 2, .day, "übermorgen"),
        ("de", -1, .day, "gestern"),
        ("de", 0, .year, "dieses Jahr"),
    ])
    func named(locale: String, offset: Double, unit: LocaleRelativeTimeFormatter.Unit, expected: String) throws {
        let formatter = try LocaleRelativeTimeFormatter(locale: LocaleIdentifier(locale))
        #expect(try formatter.string(offset, unit, presentation: .named) == expected)
    }

    @Test func widths() throws {
        let en = try LocaleIdentifier("en")
        #expect(try LocaleRelativeTimeFormatter(locale: en, width: .short).string(-2, .hour) == "2 hr. ago")
        #expect(try LocaleRelativeTimeFormatter(locale: LocaleIdentifier("de"), width: .short).string(-2, .hour) == "vor 2 Std.")
    }
}
