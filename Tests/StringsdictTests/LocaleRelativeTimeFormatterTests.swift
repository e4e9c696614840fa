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

@Suite("LocaleListFormatter")
struct LocaleListFormatterTests {
    @Test(arguments: [
        ("en", LocaleListFormatter.Kind.and, ["A", "B", "C"], "A, B, and C"),
        ("en", .or, ["A", "B", "C"], "A, B, or C"),
        ("en", .and, ["A", "B"], "A and B"),
        ("de", .and, ["A", "B", "C"], "A, B und C"),
        ("de", .or, ["A", "B", "C"], "A, B oder C"),
        ("en", .and, ["only"], "only"),
        ("en", .and, [], ""),
        ("ja", .and, ["東京", "大阪", "京都"], "東京、大阪、京都"),
        // Empty items and items outside the BMP keep their place.
        ("en", .and, ["", "😀", "x"], ", 😀, and x"),
    ])
    func joins(locale: String, kind: LocaleListFormatter.Kind, items: [String], expected: String) throws {
        let formatter = try LocaleListFormatter(locale: LocaleIdentifier(locale), kind: kind)
        #expect(try formatter.string(items) == expected)
    }

    @Test func widths() throws {
        let en = try LocaleIdentifier("en")
        #expect(try LocaleListFormatter(locale: en, width: .short).string(["A", "B", "C"]) == "A, B, & C")
        #expect(try LocaleListFormatter(locale: en, width: .narrow).string(["A", "B", "C"]) == "A, B, C")
        #expect(try LocaleListFormatter(locale: en, kind: .units, width: .narrow).string(["3′", "7″"]) == "3′ 7″")
    }

    @Test func longList() throws {
        let items = (1...300).map { "item\($0)" }
        let text = try LocaleListFormatter(locale: LocaleIdentifier("en")).string(items)
        #expect(text.hasPrefix("item1, item2, "))
        #expect(text.hasSuffix(", and item300"))
    }
}
