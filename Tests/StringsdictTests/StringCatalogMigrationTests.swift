import Foundation
import Stringsdict
import Testing

/// The done-means of the catalog toolchain: a real corpus, migrated to catalogs and compiled
/// back, previews the same as the original for every key, language and sample count.
@Suite("Catalog migrate: .lproj folders to catalogs and back", .serialized)
struct StringCatalogMigrationTests {
    typealias Preview = [String: [String: [String: [LocalizationPreview.Sample]]]]

    static func preview(_ path: String) throws -> Preview {
        var result: Preview = [:]
        for (localization, tables) in try LocalizationPreview.tables(at: path) {
            let locale = try LocalizationName(localization.isEmpty ? "en" : localization).locale ?? LocaleIdentifier("en")
            let rendered = LocalizationPreview.preview(tables: tables, locale: locale)
            if !rendered.isEmpty { result[localization.isEmpty ? "en" : localization] = rendered }
        }
        return result
    }

    /// Migrates `paths`, compiles every catalog into a temporary folder, and returns the
    /// migration and the compiled folder's preview.
    static func roundTrip(_ paths: [String], format: PropertyListWriter.Format) throws -> (StringCatalogMigration.Result, Preview) {
        let folder = NSTemporaryDirectory() + "catalog-migrate-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let migration = try StringCatalogMigration.migrate(paths: paths, sourceLanguage: "en")
        for (table, document) in migration.catalogs {
            // Through the canonical bytes, as the command writes them.
            let catalog = try StringCatalog(bytes: document.canonicalBytes(), file: table + ".xcstrings")
            for language in catalog.compiled() { _ = try language.write(to: folder, table: table, format: format) }
        }
        return (migration, try preview(folder))
    }

    @Test("DuckDuckGo (25 languages, .strings and .stringsdict): the same preview for every key and language, through binary plists")
    func duckDuckGo() throws {
        let format = PropertyListWriter.Format.binary
        let corpus = FixtureFiles.url("corpus/duckduckgo-ios/DuckDuckGo").path
        let original = try Self.preview(corpus)
        let (migration, compiled) = try Self.roundTrip([corpus], format: format)
        #expect(migration.warnings.isEmpty, "\(migration.warnings)")
        #expect(original.count == 25)
        #expect(original.keys.sorted() == compiled.keys.sorted())
        for (localization, tables) in original {
            for (table, keys) in tables {
                for (key, samples) in keys {
                    #expect(compiled[localization]?[table]?[key] == samples, "\(localization) \(table) \(key)")
                }
                #expect(compiled[localization]?[table]?.count == keys.count, "\(localization) \(table)")
            }
        }
    }

    @Test("SwiftGen's fixtures: the same preview, except the keys migrate reports as left out (entries that do not compile)", arguments: [
        "Localizable.strings", "LocMultiline.strings", "LocStructuredOnly.strings", "LocUTF8.strings", "Localizable.stringsdict",
        "LocPluralAdvanced.stringsdict", "LocPluralNested.stringsdict", "LocPluralErrorBothTypeKeys.stringsdict",
        "LocPluralErrorInvalidVariableValue.stringsdict", "LocPluralErrorMissingVariable.stringsdict",
        "LocPluralErrorPlaceholders.stringsdict", "LocPluralUnsupported.stringsdict",
    ])
    func swiftGen(_ file: String) throws {
        let path = FixtureFiles.url("corpus/swiftgen-fixtures/" + file).path
        var original = try Self.preview(path)
        let (migration, compiled) = try Self.roundTrip([path], format: .xml)
        let table = String(file.split(separator: ".")[0])
        for warning in migration.warnings where warning.isLeftOut {
            // Left out only when the original cannot render it either.
            #expect(original["en"]?[table]?[warning.key]?.allSatisfy { $0.error != nil } == true, "\(warning)")
            original["en"]?[table]?[warning.key] = nil
            if original["en"]?[table]?.isEmpty == true { original["en"]?[table] = nil }
            if original["en"]?.isEmpty == true { original["en"] = nil }
        }
        #expect(compiled == original)
    }

    @Test("Comments, variable names, argument positions and device variants are kept; width variants keep the widest, with a warning")
    func forms() throws {
        let path = FixtureFiles.url("corpus/swiftgen-fixtures/Localizable.stringsdict").path
        let migration = try StringCatalogMigration.migrate(paths: [path])
        let advanced = try StringCatalogMigration.migrate(paths: [FixtureFiles.url("corpus/swiftgen-fixtures/LocPluralAdvanced.stringsdict").path])
        let document = try #require(advanced.catalogs["LocPluralAdvanced"])
        #expect(migration.warnings.map(\.key) == ["competition.tab.favorite-players", "competition.tab.favorite-teams"])
        #expect(migration.warnings.allSatisfy { !$0.isLeftOut && $0.message.contains("width variants") })
        // An entry of several variables keeps its format and names, each with its argNum.
        let multiple = document.strings.values.compactMap { $0.localizations?["en"]?.substitutions }.first { $0.count > 1 }
        #expect(multiple?.values.allSatisfy { $0.argNum != nil && $0.formatSpecifier != nil } == true)
        let strings = try StringCatalogMigration.migrate(paths: [FixtureFiles.url("corpus/duckduckgo-ios/DuckDuckGo/en.lproj/Localizable.strings").path])
        let commented = strings.catalogs["Localizable"]?.strings.values.filter { $0.comment != nil }.count ?? 0
        #expect(commented > 100)
    }

    @Test("The source language's comment wins over another language's, whichever file is read first; a key only translated keeps its translation's comment")
    func commentPrecedence() throws {
        let folder = try TemporaryFolder([
            "de.lproj/Localizable.strings": "/* de comment */\n\"a\" = \"A-de\";\n/* only de */\n\"b\" = \"B-de\";\n",
            "en.lproj/Localizable.strings": "/* en comment */\n\"a\" = \"A\";\n",
        ])
        let migration = try StringCatalogMigration.migrate(paths: [folder.path])
        let catalog = try #require(migration.catalogs["Localizable"])
        #expect(catalog.strings["a"]?.comment == "en comment")
        #expect(catalog.strings["b"]?.comment == "only de")
        #expect(catalog.strings["a"]?.localizations?["de"]?.stringUnit?.value == "A-de")
        #expect(catalog.strings["b"]?.localizations?["en"] == nil)
    }

    @Test("Merging into an existing catalog keeps its keys, comments, states and values; adds what it lacks; warns at each value kept over a different migrated one")
    func mergeIntoExisting() throws {
        let existing = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "a" : {
                  "comment" : "catalog comment",
                  "extractionState" : "manual",
                  "localizations" : {
                    "de" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "Catalog-de"
                      }
                    }
                  }
                },
                "own" : {

                }
              },
              "version" : "1.0"
            }
            """
        let folder = try TemporaryFolder(["Localizable.xcstrings": existing])
        let migrated = StringCatalogDocument(sourceLanguage: "en", strings: [
            "a": .init(comment: "migrated comment", localizations: [
                "de": .init(stringUnit: .init(value: "Migrated-de")),
                "fr": .init(stringUnit: .init(value: "A-fr")),
            ]),
            "new": .init(comment: "new comment", localizations: ["de": .init(stringUnit: .init(value: "Neu"))]),
        ])
        let result = try StringCatalogMigration.merge(migrated, intoCatalogAt: folder.path + "/Localizable.xcstrings")
        let a = try #require(result.document.strings["a"])
        #expect(a.comment == "catalog comment")
        #expect(a.extractionState == "manual")
        #expect(a.localizations?["de"]?.stringUnit?.value == "Catalog-de")
        #expect(a.localizations?["fr"]?.stringUnit?.value == "A-fr")
        #expect(result.document.strings["own"] == StringCatalogDocument.Entry())
        #expect(result.document.strings["new"] == migrated.strings["new"])
        #expect(result.warnings.count == 1)
        // At the catalog's "de" of "a": line 8, column 9.
        #expect(result.warnings.first?.description == folder.path + "/Localizable.xcstrings:8:9: warning: 'a' in de: the catalog has \"Catalog-de\", the migration \"Migrated-de\"; kept the catalog's (edit it by hand to take the migrated one)")
    }

    @Test("Merging into a catalog with a key written twice, or of another source language, is refused with the place")
    func mergeRefusals() throws {
        let folder = try TemporaryFolder([
            "Twice.xcstrings": #"{"sourceLanguage":"en","strings":{"a":{},"a":{}}}"#,
            "German.xcstrings": #"{"sourceLanguage":"de","strings":{}}"#,
        ])
        let migrated = StringCatalogDocument(sourceLanguage: "en", strings: ["a": .init()])
        #expect {
            _ = try StringCatalogMigration.merge(migrated, intoCatalogAt: folder.path + "/Twice.xcstrings")
        } throws: { error in
            (error as? StringsdictError)?.description == folder.path + "/Twice.xcstrings:1:42: error: key 'a' is written twice in one object (first at line 1); remove one, then format"
        }
        #expect {
            _ = try StringCatalogMigration.merge(migrated, intoCatalogAt: folder.path + "/German.xcstrings")
        } throws: { error in
            (error as? StringsdictError)?.description == folder.path + "/German.xcstrings:1:2: error: the catalog's source language is 'de', the migration's 'en'; migrate with --source-language de, or into another folder"
        }
    }
}
