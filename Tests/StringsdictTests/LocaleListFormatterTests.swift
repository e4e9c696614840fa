import Testing
import Stringsdict

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
