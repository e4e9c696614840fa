import Testing
import Stringsdict
import StringsdictTestSupport

/// `Localizations.languageChoices(in:)`: the language picker.
@Suite("Language choices")
struct LanguageChoiceTests {
    static let folders: [String: String] = [
        "en.lproj/Localizable.strings": "",
        "de.lproj/Localizable.strings": "",
        "ru.lproj/Localizable.strings": "",
        "ja.lproj/Localizable.strings": "",
        "cs.lproj/Localizable.strings": "",
        "Base.lproj/Main.strings": "",
    ]

    @Test("Names in the user's language and in their own, sorted for the user, Base left out")
    func english() throws {
        let folder = try TemporaryFolder(Self.folders)
        let l10n = try Localizations(at: folder.path, preferences: [LocaleIdentifier("en")])
        let choices = l10n.languageChoices()
        #expect(choices.map(\.name) == ["Czech", "English", "German", "Japanese", "Russian"])
        #expect(choices.map(\.nativeName) == ["čeština", "English", "Deutsch", "日本語", "русский"])
        #expect(choices.map(\.localization.name) == ["cs", "en", "de", "ja", "ru"])
    }

    @Test("In German the order follows the German names (Tschechisch after Russisch)")
    func german() throws {
        let folder = try TemporaryFolder(Self.folders)
        let l10n = try Localizations(at: folder.path, preferences: [LocaleIdentifier("de-AT")])
        #expect(l10n.languageChoices().map(\.name) == ["Deutsch", "Englisch", "Japanisch", "Russisch", "Tschechisch"])
        #expect(l10n.languageChoices(in: try LocaleIdentifier("ru")).map(\.name) == ["английский", "немецкий", "русский", "чешский", "японский"])
        #expect(l10n.languageChoices(in: try LocaleIdentifier("ru")).map(\.localization.name) == ["en", "de", "ru", "cs", "ja"])
    }
}
