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

    @Test("The sections on display names and Accept-Language show what the code gives")
    func runTimeSeeds() throws {
        let l10n = try Localizations(at: FixtureFiles.demoResources, preferences: [LocaleIdentifier("en")])
        #expect(try LocaleIdentifier("pt-BR").displayName(in: LocaleIdentifier("de")) == "Portugiesisch (Brasilien)")
        #expect(try LocaleIdentifier("sr-Latn").scriptName(in: LocaleIdentifier("ru")) == "латиница")
        #expect(try LocaleIdentifier("ru").nativeDisplayName == "русский")
        #expect(l10n.languageChoices(in: try LocaleIdentifier("de")).prefix(3).map(\.description)
            == ["Arabisch — العربية", "Chinesisch (Vereinfacht) — 中文（简体）", "Deutsch"])
        #expect(AcceptLanguage("de-CH, fr;q=0.8, *;q=0.1").preferences.map(\.identifier) == ["de-CH", "fr"])
        let view = try l10n.preferring(acceptLanguage: "de-CH, fr;q=0.8, *;q=0.1")
        #expect(try view.string("files.count", 3) == "3 Dateien")
        let british = try l10n.preferring([LocaleIdentifier("en-GB")])
        #expect(british.resourceSearchOrder() == ["en-GB.lproj", "en.lproj", "", "Base.lproj"])
    }
}
