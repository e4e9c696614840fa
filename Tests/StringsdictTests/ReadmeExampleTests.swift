import Testing
import Stringsdict

/// The README's "Using the library" example, line by line, with the results it shows.
@Suite("README example")
struct ReadmeExampleTests {
    @Test("Every line gives the result the README shows")
    func example() throws {
        let l10n = try Localizations(at: FixtureFiles.demoResources, preferences: [LocaleIdentifier("en")])
        #expect(try l10n.string("files.count", 3) == "3 files")
        #expect(try l10n.string("invite.received", table: "Social", "Anna", "Holiday") == "Anna invited you to “Holiday”")

        let russian = try l10n.preferring([LocaleIdentifier("ru-RU")])
        #expect(try russian.string("files.selected", 21, 30) == "Выбран 21 из 30 файлов")
        #expect(russian.localization.name == "ru")
        #expect(russian.locale.identifier == "ru-RU")

        #expect(LanguageMatcher.preferredLocalizations(from: ["en", "ru", "de"], forPreferences: ["ru-RU", "en"]) == ["ru"])

        let format = try FormatString("%lu из %lu файлов")
        #expect(try format.render(locale: LocaleIdentifier("ru"), 3, 1250) == "3 из 1\u{A0}250 файлов")

        let rules = try PluralRules(locale: "ru")
        #expect(rules.category(of: 21) == .one)
        #expect(try rules.category(ofDecimal: "1.5") == .other)
        #expect(try LocaleNumberFormatter(locale: LocaleIdentifier("es")).string(Int64(1234)) == "1234")
    }
}
