import Testing
import Stringsdict

@Suite("String Catalogs (.xcstrings)")
struct StringCatalogTests {
    static let path = FixtureFiles.url("Catalog/Parcel.xcstrings").path

    @Test("Languages, keys and table name")
    func shape() throws {
        let catalog = try StringCatalog(contentsOf: Self.path)
        #expect(catalog.name == "Parcel")
        #expect(catalog.sourceLanguage == "en")
        #expect(catalog.languages == ["de", "en", "fr", "ru"])
        #expect(catalog.keys.count == 6)
    }

    @Test("Plain units, source keys without values, plural variations", arguments: [
        ("en", "Welcome back", [FormatArgument](), "Welcome back"),
        ("de", "Welcome back", [], "Willkommen zurück"),
        ("ru", "Welcome back", [], "С возвращением"),
        ("en", "Parcel", [], "Parcel"),
        ("en", "%lld files", [.int(1)], "1 file"),
        ("en", "%lld files", [.int(1000)], "1,000 files"),
        ("de", "%lld files", [.int(1)], "1 Datei"),
        ("ru", "%lld files", [.int(21)], "21 файл"),
        ("ru", "%lld files", [.int(3)], "3 файла"),
        ("ru", "%lld files", [.int(11)], "11 файлов"),
        ("fr", "Storage: %.1f GB", [.double(1.0)], "Stockage : 1,0 Go"),
        ("fr", "Storage: %.1f GB", [.double(2.5)], "Stockage : 2,5 Go (beaucoup)"),
    ])
    func render(language: String, key: String, arguments: [FormatArgument], expected: String) throws {
        let table = try StringCatalog(contentsOf: Self.path).table(for: language)
        let message = try #require(table[key])
        #expect(try message.render(locale: LocaleIdentifier(language), arguments: arguments) == expected)
    }

    @Test("Substitutions: %arg is the substitution's own argument; a translation may reorder them")
    func substitutions() throws {
        let catalog = try StringCatalog(contentsOf: Self.path)
        let key = "%lld photos in %lld albums"
        let english = try #require(catalog.table(for: "en")[key])
        #expect(try english.render(locale: LocaleIdentifier("en"), 1, 2) == "1 photo in 2 albums")
        #expect(try english.render(locale: LocaleIdentifier("en"), 5, 1) == "5 photos in 1 album")
        let german = try #require(catalog.table(for: "de")[key])
        #expect(try german.render(locale: LocaleIdentifier("de"), 1, 2) == "2 Alben mit 1 Foto")
    }

    @Test("Device variations, a plural inside one")
    func devices() throws {
        let message = try #require(try StringCatalog(contentsOf: Self.path).table(for: "en")["Tap to open"])
        let en = try LocaleIdentifier("en")
        #expect(try message.render(locale: en, 1, device: .iphone) == "Tap to open")
        #expect(try message.render(locale: en, 1, device: .mac) == "Click to open")
        #expect(try message.render(locale: en, 3, device: .appletv) == "Select 3 items to open")
    }

    @Test("Untranslated keys are absent from a translation's table")
    func untranslated() throws {
        let french = try StringCatalog(contentsOf: Self.path).table(for: "fr")
        #expect(french["Welcome back"] == nil)
        #expect(french.keys == ["Storage: %.1f GB"])
    }

    @Test("Not a catalog: a syntax error naming the file", arguments: ["", "{", "[]", #"{"strings": {}}"#, #"{"sourceLanguage": "en", "strings": {"k": {"localizations": {"de": {"stringUnit": {"state": "new"}}}}}}"#])
    func invalid(_ text: String) throws {
        let error = #expect(throws: StringsdictError.self) { try StringCatalog(bytes: Array(text.utf8), file: "Bad.xcstrings") }
        #expect(error?.kind == .syntax)
        #expect(error?.location?.file == "Bad.xcstrings")
    }

    @Test("%arg replacement keeps %% and other specifiers")
    func argReplacement() {
        #expect(StringCatalog.replacingArg(in: "%arg of 100%% (%arg)", with: "%2$lld") == "%2$lld of 100%% (%2$lld)")
        #expect(StringCatalog.firstConversion(in: "%2$@ has %1$lld") == "@")
        #expect(StringCatalog.firstConversion(in: "%lld of %@") == "lld")
        #expect(StringCatalog.firstConversion(in: "no numbers") == nil)
    }
}

@Suite("Localizations with a String Catalog")
struct CatalogLocalizationsTests {
    @Test("A catalog's languages are localizations; lookup falls back to the source language")
    func lookup() throws {
        let folder = FixtureFiles.url("Catalog").path
        let l10n = try Localizations(at: folder, preferences: [LocaleIdentifier("ru-RU")])
        #expect(l10n.available.map(\.name) == ["de", "en", "fr", "ru"])
        #expect(l10n.localization.name == "ru")
        #expect(try l10n.string("%lld files", table: "Parcel", 5) == "5 файлов")
        #expect(try l10n.string("Welcome back", table: "Parcel") == "С возвращением")
        // Not translated to Russian: the development language's (source) value.
        #expect(try l10n.string("%lld photos in %lld albums", table: "Parcel", 1, 1) == "1 photo in 1 album")
        let french = try l10n.preferring([LocaleIdentifier("fr-CA")])
        #expect(try french.string("Storage: %.1f GB", table: "Parcel", 1.0) == "Stockage : 1,0 Go")
    }
}
