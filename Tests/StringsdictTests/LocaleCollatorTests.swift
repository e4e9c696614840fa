import Testing
import Stringsdict

/// `LocaleCollator` against each language's documented alphabetical order (CLDR collation
/// charts): German sorts umlauts with their base letters, Swedish after z, Czech puts ch after h.
@Suite("Locale collation")
struct LocaleCollatorTests {
    @Test("Each locale's alphabet", arguments: [
        ("de", ["Zebra", "Äpfel", "Apfel", "Birne", "Öl", "Ofen"], ["Apfel", "Äpfel", "Birne", "Ofen", "Öl", "Zebra"]),
        ("sv", ["Zebra", "Öl", "Ofen", "Åsa", "Ära"], ["Ofen", "Zebra", "Åsa", "Ära", "Öl"]),
        ("cs", ["chata", "hrad", "cesta", "izba"], ["cesta", "hrad", "chata", "izba"]),
        ("en", ["b", "B", "a", "é", "e"], ["a", "b", "B", "e", "é"]),
    ])
    func order(locale: String, input: [String], expected: [String]) throws {
        let collator = try LocaleCollator(locale: LocaleIdentifier(locale))
        #expect(collator.sorted(input) == expected)
    }

    @Test("Equal keys keep their order")
    func stable() throws {
        let collator = try LocaleCollator(locale: LocaleIdentifier("en"))
        let sorted = collator.sorted([(1, "b"), (2, "a"), (3, "b"), (4, "a")], by: \.1)
        #expect(sorted.map(\.0) == [2, 4, 1, 3])
        #expect(collator.areInIncreasingOrder("apple", "Banana"))
    }
}
