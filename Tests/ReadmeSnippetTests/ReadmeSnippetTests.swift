import Foundation
import Stringsdict
import Testing

/// The README's Swift blocks, each verbatim in a test function (its `import` lines are at the top
/// of this file), run from the package root, with `#expect` on what the README's comments say.
/// ``ReadmeDriftTests`` fails when a README block and its copy here differ.
@Suite("README snippets", .serialized)
struct ReadmeSnippetTests {
    init() {
        // The snippets use paths relative to the package root, as `swift test` is run from it.
        _ = FileManager.default.changeCurrentDirectoryPath(ReadmeDriftTests.packageRoot)
    }

    @Test("Adding it to your package: the package and product names are this package's")
    func dependency() throws {
        let snippet = """
        // Package.swift
        let package = Package(
            name: "MyApp",
            dependencies: [
                .package(url: "https://github.com/swift-stringsdict/swift-stringsdict", from: "0.1.0"),
            ],
            targets: [
                .executableTarget(name: "MyApp", dependencies: [
                    .product(name: "Stringsdict", package: "swift-stringsdict"),
                ]),
            ]
        )
        """
        let manifest = try String(contentsOfFile: ReadmeDriftTests.packageRoot + "/Package.swift", encoding: .utf8)
        #expect(manifest.contains("name: \"swift-stringsdict\""))
        #expect(manifest.contains(".library(name: \"Stringsdict\""))
        #expect(snippet.contains(".product(name: \"Stringsdict\", package: \"swift-stringsdict\")"))
        let changelog = try String(contentsOfFile: ReadmeDriftTests.packageRoot + "/CHANGELOG.md", encoding: .utf8)
        #expect(snippet.contains("from: \"0.1.0\"") && changelog.contains("## 0.1.0"))
    }

    @Test("Using the library")
    func library() throws {

        // A resources folder of en.lproj, de.lproj, …; preferences: nil reads LANGUAGE, LC_ALL, LC_MESSAGES, LANG.
        let l10n = try Localizations(at: "Resources", preferences: [LocaleIdentifier("en")])
        let files = try l10n.string("files.count", 3)                               // "3 files"
        let invite = try l10n.string("invite.received", table: "Social", "Anna", "Holiday") // "Anna invited you to “Holiday”"

        // One folder, many users: views share the compiled tables.
        let russian = try l10n.preferring([LocaleIdentifier("ru-RU")])
        let selected = try russian.string("files.selected", 21, 30)                 // "Выбран 21 из 30 файлов"
        let folder = russian.localization                                           // ru (the .lproj chosen)
        let locale = russian.locale                                                 // ru-RU (numbers, plural rules)

        // What Bundle.preferredLocalizations gets wrong on Linux.
        let best = LanguageMatcher.preferredLocalizations(from: ["en", "ru", "de"], forPreferences: ["ru-RU", "en"]) // ["ru"]

        // printf-style formats, typed and compiled once.
        let format = try FormatString("%lu из %lu файлов")
        let counted = try format.render(locale: LocaleIdentifier("ru"), 3, 1250)    // "3 из 1 250 файлов"

        // Plural rules and numbers.
        let rules = try PluralRules(locale: "ru")
        let one = rules.category(of: 21)                                            // .one
        let other = try rules.category(ofDecimal: "1.5")                            // .other: visible digits count
        let spanish = try LocaleNumberFormatter(locale: LocaleIdentifier("es")).string(Int64(1234)) // "1234": CLDR minimum grouping

        #expect(files == "3 files")
        #expect(invite == "Anna invited you to “Holiday”")
        #expect(selected == "Выбран 21 из 30 файлов")
        #expect(folder.name == "ru")
        #expect(locale.identifier == "ru-RU")
        #expect(best == ["ru"])
        #expect(counted == "3 из 1 250 файлов")
        #expect(one == .one)
        #expect(other == .other)
        #expect(spanish == "1234")
    }

    @Test("String Catalogs")
    func catalogs() throws {
        // A String Catalog (.xcstrings) holds every language of a table; each compiles as Xcode compiles it.
        let catalog = try StringCatalog(contentsOf: "Tests/StringsdictTests/Fixtures/Catalog/Parcel.xcstrings")
        let languages = catalog.languages                                           // ["de", "en", "fr", "ru"]
        let table = catalog.table(for: "ru")
        let parcels = try table["%lld files"]?.render(locale: LocaleIdentifier("ru"), 22) // "22 файла"

        // A folder of catalogs (and .lproj folders) is negotiated like any other; a catalog is the table of its name.
        let app = try Localizations(at: "Tests/StringsdictTests/Fixtures/Catalog", preferences: [LocaleIdentifier("de-AT")])
        let albums = try app.string("%lld photos in %lld albums", table: "Parcel", 1, 2) // "2 Alben mit 1 Foto"

        #expect(languages == ["de", "en", "fr", "ru"])
        #expect(parcels == "22 файла")
        #expect(albums == "2 Alben mit 1 Foto")
    }

    @Test("Numbers, dates, lists and relative times")
    func formatters() throws {

        let german = try LocaleIdentifier("de-DE")
        let price = try NumberStyleFormatter(locale: german, style: .currency).string(2.5)        // "2,50 €"
        let share = try NumberStyleFormatter(locale: german, style: .percent).string(0.25)        // "25 %"
        let spelled = try NumberStyleFormatter(locale: german, style: .spellOut).string(2.5)      // "zwei Komma fünf"
        let instant = Date(timeIntervalSince1970: 1_391_799_600)                                  // 2014-02-07 19:00 UTC
        let day = try LocaleDateFormatter(locale: german, template: "dMMM", timeZone: .utc).string(from: instant) // "7. Feb."
        let names = try LocaleListFormatter(locale: german).string(["Anna", "Ben", "Cem"])        // "Anna, Ben und Cem"
        let ago = try LocaleRelativeTimeFormatter(locale: german).string(-2, .hour)               // "vor 2 Stunden"

        #expect(price == "2,50 €")
        #expect(share == "25 %")
        #expect(spelled == "zwei Komma fünf")
        #expect(instant.timeIntervalSince1970 == 1_391_799_600)
        #expect(day == "7. Feb.")
        #expect(names == "Anna, Ben und Cem")
        #expect(ago == "vor 2 Stunden")
    }

    @Test("Resources, Info.plist values, language names and Accept-Language")
    func runTimeSeeds() throws {
        let bundle = try Localizations(at: "Tests/StringsdictCLITests/Fixtures/Bundle", preferences: [LocaleIdentifier("en-GB")])
        let flag = bundle.url(forResource: "flag", withExtension: "txt")              // …/en-GB.lproj/flag.txt, else en.lproj, else ./flag.txt
        let sounds = bundle.urls(forResourcesWithExtension: "txt", subdirectory: "Sounds") // one URL per file name
        let order = bundle.resourceSearchOrder()                                      // ["en-GB.lproj", "en.lproj", "", "Base.lproj"]

        let german = try bundle.preferring([LocaleIdentifier("de")])
        let shown = try german.infoValue(forKey: "CFBundleDisplayName")               // "Dateien" from de.lproj/InfoPlist.strings
        let name = try german.infoValue(forKey: "CFBundleName")                       // no translation: Info.plist's own value

        let portuguese = try LocaleIdentifier("pt-BR").displayName(in: LocaleIdentifier("de"))   // "Portugiesisch (Brasilien)"
        let latin = try LocaleIdentifier("sr-Latn").scriptName(in: LocaleIdentifier("ru"))       // "латиница"
        let russian = try LocaleIdentifier("ru").nativeDisplayName                              // "русский"
        let demo = try Localizations(at: "Resources", preferences: [LocaleIdentifier("en")])
        let picker = demo.languageChoices(in: try LocaleIdentifier("de")).prefix(3).map(\.description)
        // ["Arabisch — العربية", "Chinesisch (Vereinfacht) — 中文（简体）", "Deutsch"] for Resources/

        let ranges = AcceptLanguage("de-CH, fr;q=0.8, *;q=0.1").preferences.map(\.identifier) // ["de-CH", "fr"]
        let view = try demo.preferring(acceptLanguage: "de-CH, fr;q=0.8, *;q=0.1")
        let files = try view.string("files.count", 3)                                 // "3 Dateien"

        #expect(flag?.path.hasSuffix("Bundle/en-GB.lproj/flag.txt") == true)
        #expect(sounds.map(\.lastPathComponent) == ["click.txt"])
        #expect(order == ["en-GB.lproj", "en.lproj", "", "Base.lproj"])
        #expect(shown == "Dateien")
        #expect(name == "Files")
        #expect(portuguese == "Portugiesisch (Brasilien)")
        #expect(latin == "латиница")
        #expect(russian == "русский")
        #expect(picker == ["Arabisch — العربية", "Chinesisch (Vereinfacht) — 中文（简体）", "Deutsch"])
        #expect(ranges == ["de-CH", "fr"])
        #expect(files == "3 Dateien")
    }

    @Test("Xcode's keys at run time: LocalizationValue, string(localized:), LocalizedResource")
    func xcodeKeys() throws {
        let shop = try Localizations(at: "Examples/PluginDemo/Sources/PluginDemo/Resources", preferences: [LocaleIdentifier("ru")])
        let count = 5
        let trash = try shop.string(localized: "\(count) items in the trash", comment: "The trash's footer") // "5 объектов в корзине"
        let value: LocalizationValue = "\(count) items in the trash"
        let key = value.key                                                          // "%lld items in the trash"
        let name = "Anna"
        let later = LocalizedResource("greeting", defaultValue: "Hello, \(name)!")
        let greeting = try later.resolve(in: shop)                                   // "Привет, Anna!"
        let english = try later.resolve(in: shop.preferring([LocaleIdentifier("en")]))  // "Hello, Anna!"

        #expect(trash == "5 объектов в корзине")
        #expect(key == "%lld items in the trash")
        #expect(greeting == "Привет, Anna!")
        #expect(english == "Hello, Anna!")
    }
}
