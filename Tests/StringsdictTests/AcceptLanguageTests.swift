import Testing
import Stringsdict
import StringsdictTestSupport

/// `AcceptLanguage` against RFC 9110 §12.5.4 (the field, quality values of §12.4.2) and RFC 4647
/// §2.1 (language ranges) and §3.3.1 (basic filtering): well-formed headers, and malformed ones
/// that must be ignored, never thrown.
@Suite("Accept-Language")
struct AcceptLanguageTests {
    /// header → the valid ranges as `AcceptLanguage.description` writes them (lowercased, in
    /// header order, duplicates dropped), and the preferences in order.
    @Test("Headers read as RFC 9110 defines them", arguments: [
        // Well-formed
        ("de-CH, fr;q=0.8, *;q=0.1", "de-ch, fr;q=0.8, *;q=0.1", ["de-CH", "fr"]),
        ("da, en-gb;q=0.8, en;q=0.7", "da, en-gb;q=0.8, en;q=0.7", ["da", "en-GB", "en"]),  // RFC 9110's own example
        ("fr;q=0.5, de", "fr;q=0.5, de", ["de", "fr"]),
        ("en;q=0.5, fr;q=0.5, de;q=0.5", "en;q=0.5, fr;q=0.5, de;q=0.5", ["en", "fr", "de"]),  // equal q: header order
        ("en-US;q=0.8, en;q=0.9", "en-us;q=0.8, en;q=0.9", ["en", "en-US"]),
        ("DE-ch", "de-ch", ["de-CH"]),
        ("de;Q=0.5", "de;q=0.5", ["de"]),
        ("de ; q=0.5", "de;q=0.5", ["de"]),
        ("de;q=0.5\t,\tfr", "de;q=0.5, fr", ["fr", "de"]),
        ("de;q=1.0", "de", ["de"]),
        ("de;q=1.000", "de", ["de"]),
        ("de;q=0.001, fr;q=0.01", "de;q=0.001, fr;q=0.01", ["fr", "de"]),
        ("zh-Hant-TW, zh;q=0.5", "zh-hant-tw, zh;q=0.5", ["zh-Hant-TW", "zh"]),
        ("ru-RU,ru;q=0.9,en-US;q=0.8,en;q=0.7", "ru-ru, ru;q=0.9, en-us;q=0.8, en;q=0.7", ["ru-RU", "ru", "en-US", "en"]),  // a browser's
        ("*", "*", []),
        ("de;q=0", "de;q=0", []),
        ("de;q=0.000, fr", "de;q=0, fr", ["fr"]),
        // Duplicates: the first occurrence counts
        ("de, de;q=0.5", "de", ["de"]),
        ("de;q=0.3, DE", "de;q=0.3", ["de"]),
        // Empty list elements
        ("", "", []),
        ("   ", "", []),
        ("de,,fr", "de, fr", ["de", "fr"]),
        (",de, ,", "de", ["de"]),
        // Malformed elements are ignored, the rest is kept
        ("de;q=1.5, fr", "fr", ["fr"]),
        ("de;q=1.001, fr", "fr", ["fr"]),
        ("de;q=0.1234, fr", "fr", ["fr"]),
        ("de;q=, fr", "fr", ["fr"]),
        ("de;q=.5, fr", "fr", ["fr"]),
        ("de;q=-1, fr", "fr", ["fr"]),
        ("de;q=0.5;q=0.6, fr", "fr", ["fr"]),
        ("de;level=1, fr", "fr", ["fr"]),
        ("de;, fr", "fr", ["fr"]),
        ("en_US, fr", "fr", ["fr"]),
        ("123, fr", "fr", ["fr"]),
        ("abcdefghi, fr", "fr", ["fr"]),
        ("en-123456789, fr", "fr", ["fr"]),
        ("en--US, -en, en-, fr", "fr", ["fr"]),
        ("dé, ру, fr", "fr", ["fr"]),
        ("de fr, fr", "fr", ["fr"]),
        ("*-de, de-*, fr", "fr", ["fr"]),
        (";q=0.5, fr", "fr", ["fr"]),
        ("not a header;;;", "", []),
    ])
    func header(header: String, ranges: String, preferences: [String]) throws {
        let parsed = AcceptLanguage(header)
        #expect(parsed.description == ranges)
        #expect(parsed.preferences == (try preferences.map { try LocaleIdentifier($0) }))
    }

    @Test("Quality values in thousandths")
    func qualities() {
        let parsed = AcceptLanguage("a, b;q=0.8, c;q=0.25, d;q=0.125, e;q=0, f;q=1, g;q=0.")
        #expect(parsed.ranges.map(\.qualityThousandths) == [1000, 800, 250, 125, 0, 1000, 0])
        #expect(parsed.ranges[1].quality == 0.8)
    }

    @Test("The wildcard and q=0: what is acceptable follows the most specific matching range")
    func acceptability() throws {
        let header = AcceptLanguage("de, de-CH;q=0, *;q=0.1, fr;q=0")
        #expect(header.acceptsAnyLanguage)
        #expect(header.excludedRanges.map(\.range) == ["de-ch", "fr"])
        #expect(header.isAcceptable(try LocaleIdentifier("de")))
        #expect(header.isAcceptable(try LocaleIdentifier("de-AT")))
        #expect(!header.isAcceptable(try LocaleIdentifier("de-CH")))
        #expect(!header.isAcceptable(try LocaleIdentifier("fr-CA")))
        #expect(header.isAcceptable(try LocaleIdentifier("ja")))
        let refusing = AcceptLanguage("*;q=0, en")
        #expect(!refusing.acceptsAnyLanguage)
        #expect(!refusing.isAcceptable(try LocaleIdentifier("ja")))
        #expect(refusing.isAcceptable(try LocaleIdentifier("en-GB")))
        #expect(AcceptLanguage("de").isAcceptable(try LocaleIdentifier("ja")), "no matching range: acceptable")
    }

    @Test("At most 100 list elements are read, valid or not")
    func limit() {
        let invalid = Array(repeating: "1", count: 99)
        #expect(AcceptLanguage((invalid + ["de"]).joined(separator: ",")).preferences.map(\.identifier) == ["de"])
        #expect(AcceptLanguage((invalid + ["1", "de"]).joined(separator: ",")).preferences.isEmpty)
        let many = (0..<5000).map { _ in "en;q=0.5" }.joined(separator: ", ") + ", de"
        #expect(AcceptLanguage(many).ranges.map(\.range) == ["en"])
    }

    @Test("Over-long elements are invalid; a huge header is read without trouble")
    func hostile() {
        #expect(AcceptLanguage("de" + String(repeating: " ", count: 300) + ", fr").description == "fr")
        #expect(AcceptLanguage(String(repeating: "a-", count: 200_000) + "b").ranges.isEmpty)
        #expect(AcceptLanguage(String(repeating: ";", count: 100_000)).ranges.isEmpty)
        #expect(AcceptLanguage("\u{0}de, fr\u{0}, \r\nen").ranges.isEmpty)
    }

    // MARK: negotiation

    static let folders: [String: String] = [
        "en.lproj/Localizable.strings": "\"hello\" = \"Hello\";",
        "de.lproj/Localizable.strings": "\"hello\" = \"Hallo\";",
        "fr.lproj/Localizable.strings": "\"hello\" = \"Bonjour\";",
        "ru.lproj/Localizable.strings": "\"hello\" = \"Привет\";",
    ]

    @Test("Localizations.preferring(acceptLanguage:) negotiates like a server should", arguments: [
        ("de-CH, fr;q=0.8, *;q=0.1", "de", "de-CH"),
        ("ja, fr;q=0.5", "fr", "fr"),
        ("ja", "en", "en"),
        ("ja, *;q=0.1", "en", "en"),
        ("en;q=0, *;q=0.5", "de", "de"),
        ("fr;q=0, de;q=0.5, en;q=0.4", "de", "de"),
        ("de-CH;q=0, de", "de", "de"),
        ("de;q=0, de-CH, ru;q=0.2", "ru", "ru"),
        ("en;q=0", "en", "en"),
        ("RU-ru;q=0.9, ru;q=0.8", "ru", "ru-RU"),
        ("", "en", "en"),
        ("garbage;;;, ,", "en", "en"),
        // No language of their own (issue 30): `und` and private use are skipped; `und-RU` is
        // Russian by its likely subtags and renders with Russian's rules (ru-RU), not root's.
        ("und, ru", "ru", "ru"),
        ("x-private, ru", "ru", "ru"),
        ("und;q=0.9, x-private;q=0.8, fr;q=0.5", "fr", "fr"),
        ("und-RU", "ru", "ru-RU"),
        ("und-RU, de", "ru", "ru-RU"),
    ])
    func negotiation(header: String, localization: String, locale: String) throws {
        let folder = try TemporaryFolder(Self.folders)
        let l10n = try Localizations(at: folder.path, preferences: [LocaleIdentifier("ja")])
        let view = try l10n.preferring(acceptLanguage: header)
        #expect(view.localization.name == localization)
        #expect(view.locale.identifier == locale)
    }
}
