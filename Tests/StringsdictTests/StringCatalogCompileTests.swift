import Foundation
import Stringsdict
import Testing

@Suite("Catalog compile: .strings and .stringsdict per language")
struct StringCatalogCompileTests {
    static func catalog(_ fixture: String) throws -> StringCatalog {
        try StringCatalog(contentsOf: FixtureFiles.url(fixture).path)
    }

    static func temporaryFolder() -> String {
        NSTemporaryDirectory() + "catalog-compile-\(UUID().uuidString)"
    }

    @Test("Substitutions become variables of their own name with positional arguments (Apple's documented stringsdict form)")
    func substitutions() throws {
        let english = try #require(try Self.catalog("Catalog/Xcode/xcstrings-tool/Substitution.xcstrings").compiled().first)
        let entry = try #require(english.stringsdict["substitutions_example.string"]?.dictionary)
        #expect(entry["NSStringLocalizedFormatKey"]?.string == "%@! There %2$#@total.strings@ and you have %3$#@remaining.strings@ remaining")
        let total = try #require(entry["total.strings"]?.dictionary)
        #expect(total["NSStringFormatSpecTypeKey"]?.string == "NSStringPluralRuleType")
        #expect(total["NSStringFormatValueTypeKey"]?.string == "lld")
        #expect(total["one"]?.string == "is %2$lld string")
        #expect(english.strings.isEmpty)
    }

    @Test("Plural and device variations go to .stringsdict, plain units to .strings; Foundation renders the result")
    func variations() throws {
        let catalog = try Self.catalog("Catalog/Xcode/xcstrings-tool/Localizable.xcstrings")
        let english = try #require(catalog.compiled().first)
        #expect(english.strings.map(\.key) == ["Key", "continue", "my.snake_case.with-multiple-separators", "my_snake_case"])
        #expect(english.strings.first?.comment == "This is a comment")
        #expect(english.stringsdict.keys == ["myDeviceVariant", "myPlural", "mySubstitute"])
        let plural = try #require(english.stringsdict["myPlural"]?.dictionary)
        #expect(plural["NSStringLocalizedFormatKey"]?.string == "%1$#@value@")
        let devices = try #require(english.stringsdict["myDeviceVariant"]?.dictionary?["NSStringDeviceSpecificRuleType"]?.dictionary)
        #expect(devices.keys == ["ipad", "mac", "other"])
        // Foundation's own reading of the compiled stringsdict, in Apple's format.
        let folder = Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let written = try english.write(to: folder, table: "Localizable", format: .binary)
        #expect(written.map { $0.split(separator: "/").suffix(2).joined(separator: "/") } == ["en.lproj/Localizable.strings", "en.lproj/Localizable.stringsdict"])
        let stringsdict = try PropertyListSerialization.propertyList(from: Data(contentsOf: URL(fileURLWithPath: written[1])), format: nil) as? [String: Any]
        let value = (stringsdict?["myPlural"] as? [String: Any])?["value"] as? [String: String]
        #expect(value?["one"] == "I have %lld plural")
        #expect(value?["NSStringFormatValueTypeKey"] == "lld")
        let strings = try PropertyListSerialization.propertyList(from: Data(contentsOf: URL(fileURLWithPath: written[0])), format: nil) as? [String: String]
        #expect(strings?["continue"] == "Continue")
    }

    static let states = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "a" : { "localizations" : {
              "en" : { "stringUnit" : { "state" : "translated", "value" : "A" } },
              "de" : { "stringUnit" : { "state" : "new", "value" : "A-de" } },
              "fr" : { "stringUnit" : { "state" : "needs_review", "value" : "A-fr" } },
              "it" : { "stringUnit" : { "state" : "translated", "value" : "" } } } },
            "b" : { "extractionState" : "stale", "localizations" : {
              "en" : { "stringUnit" : { "state" : "translated", "value" : "B" } },
              "de" : { "stringUnit" : { "state" : "translated", "value" : "B-de" } } } },
            "c" : { "shouldTranslate" : false, "localizations" : {
              "en" : { "stringUnit" : { "state" : "translated", "value" : "C" } },
              "de" : { "stringUnit" : { "state" : "translated", "value" : "C-de" } } } },
            "d" : { "localizations" : {
              "de" : { "variations" : { "plural" : {
                "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld Datei" } },
                "other" : { "stringUnit" : { "state" : "new", "value" : "%lld files" } } } } } } },
            "e" : { },
            "f %lld" : { "localizations" : {
              "en" : { "stringUnit" : { "state" : "translated", "value" : "%#@n@ of %#@m@" },
                "substitutions" : {
                  "n" : { "formatSpecifier" : "lld", "variations" : { "plural" : { "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg n" } } } } },
                  "m" : { "formatSpecifier" : "lld", "variations" : { "plural" : { "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg m" } } } } } } } } }
          },
          "version" : "1.0"
        }
        """

    @Test("States: new and empty left out of translations, needs_review and stale compiled, shouldTranslate false only in the source")
    func states() throws {
        let catalog = try StringCatalog(bytes: Array(Self.states.utf8), file: "States.xcstrings")
        let compiled = Dictionary(uniqueKeysWithValues: catalog.compiled().map { ($0.language, $0) })
        #expect(compiled["en"]?.strings.map(\.key) == ["a", "b", "c"])
        #expect(compiled["de"]?.strings.map(\.key) == ["b"])
        #expect(compiled["de"]?.stringsdict.keys == [])
        #expect(compiled["fr"]?.strings.map(\.value) == ["A-fr"])
        #expect(compiled["it"]?.strings.isEmpty == true)
        // A missing argNum is inferred from the substitution's place and reported.
        let format = compiled["en"]?.stringsdict["f %lld"]?.dictionary?["NSStringLocalizedFormatKey"]?.string
        #expect(format == "%1$#@n@ of %2$#@m@")
        #expect(catalog.compileNotes.map(\.message) == [
            "en: substitution 'm' of 'f %lld' has no argNum; it reads argument 2, from its place in the string",
            "en: substitution 'n' of 'f %lld' has no argNum; it reads argument 1, from its place in the string",
        ])
        #expect(catalog.compileNotes.first.map { "\($0.location.line):\($0.location.column)" } == "24:11")
    }

    @Test("Output is deterministic: the same catalog gives the same bytes", arguments: PropertyListWriter.Format.allCases)
    func deterministic(_ format: PropertyListWriter.Format) throws {
        let first = Self.temporaryFolder(), second = Self.temporaryFolder()
        defer {
            try? FileManager.default.removeItem(atPath: first)
            try? FileManager.default.removeItem(atPath: second)
        }
        for folder in [first, second] {
            let catalog = try Self.catalog("Catalog/Xcode/cse/Localizable.xcstrings")
            for language in catalog.compiled() { _ = try language.write(to: folder, table: "Localizable", format: format) }
        }
        let files = try FileManager.default.subpathsOfDirectory(atPath: first).sorted()
        #expect(files.count > 12)
        for file in files where file.contains(".") && !file.hasSuffix(".lproj") {
            #expect(FileManager.default.contents(atPath: first + "/" + file) == FileManager.default.contents(atPath: second + "/" + file), "\(file)")
        }
    }

    @Test("Every Xcode-written catalog previews the same compiled (read back from files) as read directly", arguments: CanonicalJSONWriterTests.xcodeWritten)
    func compiledPreview(_ fixture: String) throws {
        let folder = Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = FixtureFiles.url(fixture).path
        let catalog = try StringCatalog(contentsOf: path)
        _ = try catalog.compile(to: folder, format: .binary)
        let direct = try LocalizationPreview.tables(at: path)
        let compiled = FileManager.default.fileExists(atPath: folder) ? try LocalizationPreview.tables(at: folder) : [:]
        for (language, tables) in direct {
            let locale = try LocalizationName(language).locale ?? LocaleIdentifier("en")
            let expected = LocalizationPreview.preview(tables: tables, locale: locale)
            let actual = LocalizationPreview.preview(tables: compiled[language] ?? [:], locale: locale)
            #expect(actual == expected, "\(fixture) \(language)")
        }
    }

    @Test("Each language compiled straight from the model equals the path through the stringsdict tree: same pairs, entries and bytes", arguments: StringCatalogReaderTests.fixtures)
    func directEqualsTree(_ path: String) throws {
        // Fixtures that are not catalogs (lint's broken ones) have nothing to compile.
        guard let catalog = try? StringCatalog(contentsOf: path) else { return }
        let keys = StringCatalog.scalarOrdered(catalog.keys)
        #expect(keys == catalog.keys.sorted { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) })
        for language in catalog.languages {
            let direct = catalog.compiledLanguage(language, entries: keys.compactMap { key in catalog.document.strings[key].map { (key: key, entry: $0) } })
            let tree = catalog.compiledLanguageThroughTree(language)
            #expect(direct.strings == tree.strings, "\(path) \(language)")
            #expect(direct.stringsdict == tree.stringsdict, "\(path) \(language)")
            let location = SourceLocation(file: "", line: 1, column: 1)
            let nodes = PropertyListDictionary(entries: tree.strings.map { .init(key: $0.key, keyLocation: location, value: PropertyListNode(.string($0.value), at: location)) })
            #expect(PropertyListWriter.binary(stringTable: direct.strings.map { (key: $0.key, value: $0.value) }) == PropertyListWriter.binary(.dictionary(nodes)), "\(path) \(language)")
        }
    }
}
