import Testing
import Stringsdict

/// Display names from ICU's locale data (ICU 72, CLDR 42), checked against the names CLDR
/// publishes for each language (the "Locale Display Names" charts: languages, scripts,
/// territories, and the locale pattern "{0} ({1})").
@Suite("Locale display names")
struct LocaleIdentifierDisplayNamesTests {
    /// (identifier, display language, expected name).
    @Test("Whole identifiers, named in several languages", arguments: [
        ("de", "en", "German"), ("fr", "en", "French"), ("ru", "en", "Russian"), ("ja", "en", "Japanese"),
        ("pt-BR", "en", "Portuguese (Brazil)"), ("en-GB", "en", "English (United Kingdom)"),
        ("zh-Hant", "en", "Chinese (Traditional)"), ("sr-Latn", "en", "Serbian (Latin)"),
        ("de", "de", "Deutsch"), ("fr", "de", "Französisch"), ("ja", "de", "Japanisch"),
        ("pt-BR", "de", "Portugiesisch (Brasilien)"), ("sr-Latn", "de", "Serbisch (Lateinisch)"),
        ("de", "fr", "allemand"), ("en", "fr", "anglais"), ("ru", "fr", "russe"),
        ("pt-BR", "fr", "portugais (Brésil)"), ("zh-Hant", "fr", "chinois (traditionnel)"),
        ("de", "ru", "немецкий"), ("en", "ru", "английский"), ("fr", "ru", "французский"),
        ("pt-BR", "ru", "португальский (Бразилия)"), ("sr-Latn", "ru", "сербский (латиница)"),
        ("de", "ja", "ドイツ語"), ("en", "ja", "英語"), ("ru", "ja", "ロシア語"),
        ("de", "zh-Hant", "德文"), ("en", "zh-Hant", "英文"), ("ja", "zh-Hant", "日文"),
        ("en", "sr-Latn", "engleski"), ("ru", "sr-Latn", "ruski"),
        ("de", "pt-BR", "alemão"), ("en", "pt-BR", "inglês"),
    ])
    func displayName(identifier: String, display: String, expected: String) throws {
        #expect(try LocaleIdentifier(identifier).displayName(in: LocaleIdentifier(display)) == expected)
    }

    @Test("Each language's name for itself, as a language picker lists it", arguments: [
        ("de", "Deutsch"), ("ru", "русский"), ("fr", "français"), ("ja", "日本語"), ("en", "English"),
        ("pt-BR", "português (Brasil)"), ("sr-Latn", "srpski (latinica)"), ("uk", "українська"),
        ("el", "Ελληνικά"), ("ar", "العربية"), ("he", "עברית"), ("cs", "čeština"), ("pl", "polski"),
    ])
    func native(identifier: String, expected: String) throws {
        #expect(try LocaleIdentifier(identifier).nativeDisplayName == expected)
    }

    @Test("Language, script and region names on their own")
    func parts() throws {
        let de = try LocaleIdentifier("de"), en = try LocaleIdentifier("en"), fr = try LocaleIdentifier("fr")
        let ja = try LocaleIdentifier("ja"), ru = try LocaleIdentifier("ru")
        let brazil = try LocaleIdentifier("pt-BR")
        #expect(brazil.languageName(in: de) == "Portugiesisch")
        #expect(brazil.regionName(in: de) == "Brasilien")
        #expect(brazil.regionName(in: ja) == "ブラジル")
        #expect(brazil.scriptName(in: de) == nil, "pt-BR names no script")
        #expect(try LocaleIdentifier("en-GB").regionName(in: fr) == "Royaume-Uni")
        let serbianLatin = try LocaleIdentifier("sr-Latn")
        #expect(serbianLatin.scriptName(in: en) == "Latin")
        #expect(serbianLatin.scriptName(in: ru) == "латиница")
        #expect(serbianLatin.languageName(in: fr) == "serbe")
        #expect(serbianLatin.regionName(in: en) == nil)
        #expect(try LocaleIdentifier("es-419").regionName(in: en) == "Latin America")
        #expect(LocaleIdentifier.root.languageName(in: en) == nil)
    }

    @Test("Unknown codes fall back to the code itself, never fail")
    func unknown() throws {
        let unknown = try LocaleIdentifier("qaa")
        #expect(unknown.displayName(in: try LocaleIdentifier("en")) == "qaa")
    }
}
