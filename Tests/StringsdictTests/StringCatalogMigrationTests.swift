import Foundation
@testable import Stringsdict
import Testing
import StringsdictTestSupport

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
                var keyItself = 0
                for (key, samples) in keys {
                    // A source value that is its key has no unit (as Xcode migrates it): the
                    // compiled table lacks it, and a lookup falls back to the key.
                    if localization == "en", compiled["en"]?[table]?[key] == nil, migration.catalogs[table]?.strings[key]?.localizations?["en"] == nil {
                        let file = try StringsFileReader.read(contentsOf: corpus + "/en.lproj/" + table + ".strings")
                        #expect(file[key]?.value == key, "\(table) \(key)")
                        keyItself += 1
                        continue
                    }
                    #expect(compiled[localization]?[table]?[key] == samples, "\(localization) \(table) \(key)")
                }
                #expect((compiled[localization]?[table]?.count ?? 0) == keys.count - keyItself, "\(localization) \(table)")
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
        var (migration, compiled) = try Self.roundTrip([path], format: .xml)
        let table = String(file.split(separator: ".")[0])
        for warning in migration.warnings where warning.message.contains("as Xcode's migration reads them") {
            // Read as Xcode reads it (an undefined variable taken as the one defined and unused):
            // the catalog renders what the original cannot.
            #expect(original["en"]?[table]?[warning.key]?.allSatisfy { $0.error != nil } == true, "\(warning)")
            #expect(compiled["en"]?[table]?[warning.key]?.allSatisfy { $0.error == nil } == true, "\(warning)")
            original["en"]?[table]?[warning.key] = nil
            compiled["en"]?[table]?[warning.key] = nil
        }
        for warning in migration.warnings where warning.isLeftOut || warning.message.contains("kept verbatim") {
            // Kept verbatim: the catalog holds it as written, and neither side renders it.
            if !warning.isLeftOut {
                #expect(migration.catalogs[table]?.strings[warning.key]?.localizations?["en"] != nil, "\(warning)")
                compiled["en"]?[table]?[warning.key] = nil
                if compiled["en"]?[table]?.isEmpty == true { compiled["en"]?[table] = nil }
                if compiled["en"]?.isEmpty == true { compiled["en"] = nil }
            }
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
        // An entry of several variables keeps its names, in Xcode's form (its migration of
        // IceCubesApp): a variable named without a position has no argNum and `%arg` for its own
        // specifier; one named with a position has it as argNum, not in the format.
        let verbatim = Set(advanced.warnings.filter { $0.message.contains("kept verbatim") }.map(\.key))
        let multiple = document.strings.filter { !verbatim.contains($0.key) }.values.compactMap { $0.localizations?["en"]?.substitutions }.filter { $0.count > 1 }
        #expect(!multiple.isEmpty)
        #expect(multiple.allSatisfy { $0.values.allSatisfy { $0.formatSpecifier != nil } })
        let three = try #require(document.strings["multiple.variables.three-variables-in-formatkey"]?.localizations?["en"])
        #expect(three.stringUnit?.value == "%#@files@ (%#@bytes@, %#@minutes@)")
        #expect(three.substitutions?.values.allSatisfy { $0.argNum == nil } == true)
        #expect(three.substitutions?["files"]?.variations?.plural?["other"]?.stringUnit?.value.contains("%arg") == true)
        let positioned = try #require(document.strings["mixed.placeholders-and-variables.positionalstring-positional3int"]?.localizations?["en"])
        #expect(positioned.stringUnit?.value == "%1$@ %#@has_rating@")
        #expect(positioned.substitutions?["has_rating"]?.argNum == 3)
        let many = try #require(document.strings["many.placeholders.plurals.base"]?.localizations?["en"]?.substitutions)
        #expect(many["d2"]?.argNum == nil && many["f3"]?.argNum == nil && many["d5"]?.argNum == 5 && many["d10"]?.argNum == 10)
        let strings = try StringCatalogMigration.migrate(paths: [FixtureFiles.url("corpus/duckduckgo-ios/DuckDuckGo/en.lproj/Localizable.strings").path])
        let commented = strings.catalogs["Localizable"]?.strings.values.filter { $0.comment != nil }.count ?? 0
        #expect(commented > 100)
    }

    /// Xcode 15's migration of KeepingYouAwake (its commit "Converted the project to Xcode 15
    /// String Catalogs"): `"About" = "About"` of `en.lproj/KYAPreferences.strings`, whose keys
    /// its code reaches only through a macro (`manual`), keeps its English unit; the same in
    /// `Base.lproj/Localizable.strings` is dropped, `manual` or not; a used key's is dropped.
    @Test("A value that is its key: dropped from Base.lproj; from en.lproj kept only for a key no source uses")
    func valueIsKey() throws {
        let folder = try TemporaryFolder([
            "App/Base.lproj/Localizable.strings": "\"Used\" = \"Used\";\n\"Unused\" = \"Unused\";\n",
            "App/de.lproj/Localizable.strings": "\"Used\" = \"Benutzt\";\n\"Unused\" = \"Unbenutzt\";\n",
            "App/en.lproj/Prefs.strings": "\"Used\" = \"Used\";\n\"About\" = \"About\";\n\"Other\" = \"Another text\";\n",
            "App/de.lproj/Prefs.strings": "\"Used\" = \"Benutzt\";\n\"About\" = \"Über\";\n\"Other\" = \"Anders\";\n",
        ])
        let used: [String: Set<String>] = ["Localizable": ["Used"], "Prefs": ["Used"]]
        let result = try StringCatalogMigration.migrate(paths: [folder.path + "/App"], options: .init(usedKeys: used))
        let localizable = try #require(result.catalogs["Localizable"])
        #expect(localizable.strings["Used"]?.localizations?["en"] == nil)
        #expect(localizable.strings["Unused"]?.localizations?["en"] == nil)
        #expect(localizable.strings["Unused"]?.extractionState == "manual")
        let prefs = try #require(result.catalogs["Prefs"])
        #expect(prefs.strings["Used"]?.localizations?["en"] == nil)
        #expect(prefs.strings["About"]?.extractionState == "manual")
        #expect(prefs.strings["About"]?.localizations?["en"]?.stringUnit == .init(state: "translated", value: "About"))
        #expect(prefs.strings["Other"]?.localizations?["en"]?.stringUnit?.value == "Another text")
        // Without --sources nothing is known to be unused: the unit is dropped, as before.
        let unknown = try StringCatalogMigration.migrate(paths: [folder.path + "/App"])
        #expect(unknown.catalogs["Prefs"]?.strings["About"]?.localizations?["en"] == nil)
    }

    /// Mos's Xcode-migrated `Main.xcstrings`: 33 keys its `en.lproj/Main.strings` has without a
    /// comment have none, though `el.lproj` has ibtool's comment for them; keys `en.lproj` lacks
    /// have the other languages' comment. KeepingYouAwake's migration agrees.
    @Test("The source language's comment wins over another language's, whichever file is read first, and so does its having none; a key only translated keeps its translation's comment")
    func commentPrecedence() throws {
        let folder = try TemporaryFolder([
            "de.lproj/Localizable.strings": "/* de comment */\n\"a\" = \"A-de\";\n/* only de */\n\"b\" = \"B-de\";\n/* de on c */\n\"c\" = \"C-de\";\n",
            "en.lproj/Localizable.strings": "/* en comment */\n\"a\" = \"A\";\n\"c\" = \"C\";\n",
            "el.lproj/Localizable.strings": "/* el on c */\n\"c\" = \"C-el\";\n",
        ])
        let migration = try StringCatalogMigration.migrate(paths: [folder.path])
        let catalog = try #require(migration.catalogs["Localizable"])
        #expect(catalog.strings["a"]?.comment == "en comment")
        #expect(catalog.strings["b"]?.comment == "only de")
        #expect(catalog.strings["c"]?.comment == nil)
        #expect(catalog.strings["a"]?.localizations?["de"]?.stringUnit?.value == "A-de")
        #expect(catalog.strings["b"]?.localizations?["en"] == nil)
    }

    /// IceCubesApp's Xcode-migrated catalog: a plural whose variants show no number keeps its
    /// substitution (`%#@count@`: "hat favorisiert" / "haben favorisiert"), and one variable in a
    /// format without positions has no `argNum` (`%#@followers@` with `%2$@ Follower`).
    @Test("A plural without its number stays a substitution; one variable without a position has no argNum")
    func substitutionsAsXcodeMigratesThem() throws {
        func entry(_ key: String, _ variable: String, _ one: String, _ other: String) -> String {
            "<key>\(key)</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@\(variable)@</string>"
                + "<key>\(variable)</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>"
                + "<key>NSStringFormatValueTypeKey</key><string>lld</string><key>one</key><string>\(one)</string>"
                + "<key>other</key><string>\(other)</string></dict></dict>"
        }
        let plist = "<?xml version=\"1.0\" encoding=\"UTF-8\"?><plist version=\"1.0\"><dict>"
            + entry("favorite %lld", "count", "hat favorisiert", "haben favorisiert")
            + entry("followers %lld %@", "followers", "%2$@ Follower", "%2$@ Follower")
            + entry("files %lld", "files", "%lld Datei", "%lld Dateien")
            + "</dict></plist>"
        let folder = try TemporaryFolder(["de.lproj/Localizable.stringsdict": plist])
        let catalog = try #require(StringCatalogMigration.migrate(paths: [folder.path]).catalogs["Localizable"])
        let favorite = try #require(catalog.strings["favorite %lld"]?.localizations?["de"])
        #expect(favorite.stringUnit?.value == "%#@count@")
        #expect(favorite.variations == nil)
        #expect(favorite.substitutions?["count"]?.argNum == nil)
        #expect(favorite.substitutions?["count"]?.formatSpecifier == "lld")
        #expect(favorite.substitutions?["count"]?.variations?.plural?["one"]?.stringUnit?.value == "hat favorisiert")
        let followers = try #require(catalog.strings["followers %lld %@"]?.localizations?["de"])
        #expect(followers.substitutions?["followers"]?.argNum == nil)
        #expect(followers.substitutions?["followers"]?.variations?.plural?["other"]?.stringUnit?.value == "%2$@ Follower")
        // A plural that shows its number is Xcode's own form, plural variations.
        let files = try #require(catalog.strings["files %lld"]?.localizations?["de"])
        #expect(files.variations?.plural?["other"]?.stringUnit?.value == "%lld Dateien")
        #expect(files.substitutions == nil)
    }

    /// Vienna's Xcode-migrated InfoPlist catalog: the names its `Info.plist` gives its types
    /// (`OPML document`, imported; `Vienna plug-in`, a document type) are used keys, with no
    /// `extractionState`; a name no `.strings` file has is not added (its `Script File`).
    @Test("Document and declared type names of the Info.plist are used keys of the InfoPlist table")
    func infoPlistTypeNames() throws {
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>CFBundleDocumentTypes</key><array>
              <dict><key>CFBundleTypeName</key><string>Vienna plug-in</string></dict>
              <dict><key>CFBundleTypeName</key><string>Script File</string></dict></array>
            <key>UTImportedTypeDeclarations</key><array>
              <dict><key>UTTypeDescription</key><string>OPML document</string></dict></array>
            </dict></plist>
            """
        let folder = try TemporaryFolder([
            "Info.plist": plist,
            "en.lproj/InfoPlist.strings": "/* OPML */\n\"OPML document\" = \"OPML document\";\n\"Vienna plug-in\" = \"Vienna plug-in\";\n\"Other\" = \"Other\";\n",
            "de.lproj/InfoPlist.strings": "\"OPML document\" = \"OPML-Dokument\";\n",
        ])
        let names = InfoPlistStrings.typeNames(contentsOf: folder.path + "/Info.plist")
        #expect(names == ["Vienna plug-in", "Script File", "OPML document"])
        var options = StringCatalogMigration.Options(sourceLanguage: "en")
        options.infoPlistTypeNames = names
        let catalog = try #require(StringCatalogMigration.migrate(paths: [folder.path], options: options).catalogs["InfoPlist"])
        #expect(catalog.strings["OPML document"]?.extractionState == nil)
        #expect(catalog.strings["OPML document"]?.comment == "OPML")
        #expect(catalog.strings["OPML document"]?.localizations?["de"]?.stringUnit?.value == "OPML-Dokument")
        // Its English value is its key: dropped, as for any key in use.
        #expect(catalog.strings["OPML document"]?.localizations?["en"] == nil)
        #expect(catalog.strings["Vienna plug-in"]?.extractionState == nil)
        #expect(catalog.strings["Other"]?.extractionState == "migrated")
        #expect(catalog.strings["Script File"] == nil)
    }

    /// iina's Xcode migration left the `.lproj` folders of the 18 languages its project does not
    /// list (`knownRegions`) as they were, and its catalogs have none of them.
    @Test("Only the project's languages are migrated; the others are named")
    func knownLanguagesOnly() throws {
        let folder = try TemporaryFolder([
            "en.lproj/Localizable.strings": "\"a\" = \"A\";\n",
            "de.lproj/Localizable.strings": "\"a\" = \"A-de\";\n",
            "fr.lproj/Localizable.strings": "\"a\" = \"A-fr\";\n",
            "zh_TW.lproj/Localizable.strings": "\"a\" = \"A-tw\";\n",
        ])
        var options = StringCatalogMigration.Options(sourceLanguage: "en")
        options.knownLanguages = ["Base", "de", "zh-TW"]
        let migration = try StringCatalogMigration.migrate(paths: [folder.path], options: options)
        let catalog = try #require(migration.catalogs["Localizable"])
        // A folder named with `_` matches the project's `zh-TW`; its language stays as named.
        #expect(catalog.strings["a"]?.localizations?.keys.sorted() == ["de", "en", "zh_TW"])
        #expect(migration.leftOutLanguages == ["fr"])
        // Without a project, every folder.
        let all = try StringCatalogMigration.migrate(paths: [folder.path])
        #expect(all.catalogs["Localizable"]?.strings["a"]?.localizations?.count == 4)
        #expect(all.leftOutLanguages.isEmpty)
    }

    /// IceCubesApp's Xcode-migrated catalog: `notifications-others-count %lld` is in en's
    /// `.stringsdict` and has a comment only in ko's `.strings`; Xcode's catalog has no comment.
    @Test("A key of the source language's .stringsdict takes no other language's comment")
    func stringsdictKeyTakesNoOtherComment() throws {
        let plural = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>count %lld</key><dict>
            <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
            <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>lld</string>
            <key>one</key><string>%lld other</string><key>other</key><string>%lld others</string></dict>
            </dict></dict></plist>
            """
        let folder = try TemporaryFolder([
            "en.lproj/Localizable.stringsdict": plural,
            "ko.lproj/Localizable.strings": "/* ko comment */\n\"count %lld\" = \"%lld명\";\n",
        ])
        let migration = try StringCatalogMigration.migrate(paths: [folder.path])
        let catalog = try #require(migration.catalogs["Localizable"])
        #expect(catalog.strings["count %lld"]?.comment == nil)
        #expect(catalog.strings["count %lld"]?.localizations?["ko"]?.stringUnit?.value == "%lld명")
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
        #expect(result.warnings.first?.description == folder.path + "/Localizable.xcstrings:8:9: warning: 'a' in de: the catalog has \"Catalog-de\", the migration \"Migrated-de\"; kept the catalog's (edit it by hand to take the migrated one) [migrate-changed]")
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

    // MARK: as Xcode's "Migrate to String Catalog" (issue 32)

    static let app = FixtureFiles.url("Catalog/Migrate/App").path

    @Test("A source value equal to its key gets no source unit; genstrings' placeholder comments are dropped; every key is migrated; keys in Xcode's numeric order")
    func asXcode() throws {
        let migration = try StringCatalogMigration.migrate(paths: [Self.app])
        #expect(migration.failures.isEmpty)
        let catalog = try #require(migration.catalogs["Localizable"])
        let quit = try #require(catalog.strings["Quit"])
        #expect(quit.localizations?["en"] == nil)
        #expect(quit.localizations?["de"]?.stringUnit?.value == "Beenden")
        #expect(quit.comment == nil)
        #expect(catalog.strings["Open"]?.comment == nil)
        #expect(catalog.strings["Open"]?.localizations?["en"]?.stringUnit?.value == "Open…")
        #expect(catalog.strings["item 2"]?.comment == "Shown in the toolbar")
        #expect(catalog.strings.values.allSatisfy { $0.extractionState == "migrated" })
        let text = String(decoding: catalog.canonicalBytes(), as: UTF8.self)
        let order = ["\"%d photos in %@\" :", "\"%lld files\" :", "\"item 2\" :", "\"item 10\" :", "\"Open\" :", "\"Quit\" :", "\"Unused key\" :"]
        let offsets = order.map { text.range(of: $0)?.lowerBound }
        #expect(offsets.allSatisfy { $0 != nil })
        #expect(offsets.compactMap { $0 } == offsets.compactMap { $0 }.sorted())
        // Base first, then en: en's value equal to the key removes Base's unit.
        let folder = try TemporaryFolder([
            "Base.lproj/T.strings": "\"k\" = \"From Base\";\n",
            "en.lproj/T.strings": "\"k\" = \"k\";\n",
        ])
        let overridden = try StringCatalogMigration.migrate(paths: [folder.path])
        #expect(overridden.catalogs["T"]?.strings["k"] == StringCatalogDocument.Entry(extractionState: "migrated"))
    }

    @Test("An entry the engine cannot compile is kept verbatim (format, variables, value types, variants), with a warning that names lint")
    func notCompilingKept() throws {
        let migration = try StringCatalogMigration.migrate(paths: [Self.app])
        let entry = try #require(migration.catalogs["Localizable"]?.strings["%d photos in %@"]?.localizations?["en"])
        #expect(entry.stringUnit?.value == "%1$#@photos@ in %1$@")
        let photos = try #require(entry.substitutions?["photos"])
        #expect(photos.argNum == 1)
        #expect(photos.formatSpecifier == "d")
        #expect(photos.variations?.plural?["one"]?.stringUnit?.value == "%d photo")
        #expect(photos.variations?.plural?["other"]?.stringUnit?.value == "%d photos")
        let warning = try #require(migration.warnings.first { $0.key == "%d photos in %@" })
        #expect(!warning.isLeftOut)
        #expect(warning.location?.file.hasSuffix("en.lproj/Localizable.stringsdict") == true)
        #expect(warning.message.contains("kept verbatim"))
        #expect(warning.message.contains("stringsdict lint "))
        #expect(StringCatalogMigration.Migration.variableReferences(in: "%%#@no@ %2$#@b@ %#@a@ %d").map(\.name) == ["b", "a"])
        #expect(StringCatalogMigration.Migration.variableReferences(in: "%2$#@b@ %#@a@").map(\.position) == [2, nil])
    }

    @Test("A table backed by an interface file takes its source text from it: extracted_with_value, source unit new, translations kept; a source-language file's other text stays translated")
    func interfaceTable() throws {
        let options = StringCatalogMigration.Options(interfaceStrings: ["Main": [
            "lbl-01-abc.text": .init(value: "Hello", comment: "Class = \"UILabel\"; text = \"Hello\"; ObjectID = \"lbl-01-abc\";"),
            "lbl-02-abc.text": .init(value: "Not yet translated"),
            "lbl-03-abc.text": .init(value: "Willkommen"),
        ], "Unmigrated": ["x.text": .init(value: "x")]])
        let migration = try StringCatalogMigration.migrate(paths: [Self.app], options: options)
        #expect(migration.catalogs["Unmigrated"] == nil)
        let main = try #require(migration.catalogs["Main"])
        let hello = try #require(main.strings["lbl-01-abc.text"])
        #expect(hello.extractionState == "extracted_with_value")
        #expect(hello.comment == "Class = \"UILabel\"; text = \"Hello\"; ObjectID = \"lbl-01-abc\";")
        #expect(hello.localizations?["en"]?.stringUnit == .init(state: "new", value: "Hello"))
        #expect(hello.localizations?["de"]?.stringUnit == .init(state: "translated", value: "Hallo"))
        #expect(main.strings["lbl-02-abc.text"]?.localizations?["en"]?.stringUnit == .init(state: "new", value: "Not yet translated"))
        #expect(main.strings["lbl-02-abc.text"]?.extractionState == "extracted_with_value")
        // en.lproj translates the (German) interface text: kept, translated, no extractionState,
        // as in Easydict's mul.lproj/Main.xcstrings.
        let welcome = try #require(main.strings["lbl-03-abc.text"])
        #expect(welcome.localizations?["en"]?.stringUnit == .init(state: "translated", value: "Welcome"))
        #expect(welcome.extractionState == nil)
    }

    @Test("With the keys the code uses: used keys have no extractionState, the others are manual")
    func usedKeys() throws {
        let options = StringCatalogMigration.Options(usedKeys: ["Localizable": ["Quit", "Open", "item 2", "item 10", "%lld files"]])
        let catalog = try #require(try StringCatalogMigration.migrate(paths: [Self.app], options: options).catalogs["Localizable"])
        #expect(catalog.strings["Quit"]?.extractionState == nil)
        #expect(catalog.strings["%lld files"]?.extractionState == nil)
        #expect(catalog.strings["Unused key"]?.extractionState == "manual")
        #expect(catalog.strings["%d photos in %@"]?.extractionState == "manual")
    }

    @Test("Files that do not parse are each reported with their position and left out; the rest is migrated")
    func damagedFiles() throws {
        let migration = try StringCatalogMigration.migrate(paths: [FixtureFiles.url("Catalog/Migrate/Damaged").path])
        let places = migration.failures.map { ($0.location?.file.split(separator: "/").suffix(2).joined(separator: "/") ?? "", $0.location?.line ?? 0) }
        #expect(places.map(\.0) == ["de.lproj/Localizable.strings", "fr.lproj/Localizable.strings"])
        #expect(places.map(\.1) == [3, 3])
        let catalog = try #require(migration.catalogs["Localizable"])
        #expect(catalog.strings["Open"]?.localizations?.keys.sorted() == ["en"])
    }
}

extension StringCatalogMigrationTests {
    @Test("The InfoPlist table takes its source text from the Info.plist, as Xcode migrates it: extracted_with_value, new, Xcode's name for the key")
    func infoPlistTable() throws {
        let app = FixtureFiles.url("Catalog/Migrate/InfoPlistApp").path
        let options = StringCatalogMigration.Options(infoPlistStrings: try InfoPlistStrings.strings(contentsOf: app + "/Info.plist"))
        let migration = try StringCatalogMigration.migrate(paths: [app + "/Resources"], options: options)
        let catalog = try #require(migration.catalogs["InfoPlist"])
        // A value of the Info.plist, translated in German.
        let camera = try #require(catalog.strings["NSCameraUsageDescription"])
        #expect(camera.extractionState == "extracted_with_value")
        #expect(camera.comment == "Privacy - Camera Usage Description")
        #expect(camera.localizations?["en"]?.stringUnit == .init(state: "new", value: "Paperweight scans receipts with the camera."))
        #expect(camera.localizations?["de"]?.stringUnit == .init(state: "translated", value: "Briefbeschwerer scannt Belege mit der Kamera."))
        // $(PRODUCT_NAME): the English table's text is what it expands to, and is kept.
        let name = try #require(catalog.strings["CFBundleName"])
        #expect(name.extractionState == "extracted_with_value")
        #expect(name.comment == "Bundle name")
        #expect(name.localizations?["en"]?.stringUnit == .init(state: "new", value: "Paperweight"))
        // $(PRODUCT_NAME) © …: no English text to expand it from, so the key is migrated as written.
        let copyright = try #require(catalog.strings["NSHumanReadableCopyright"])
        #expect(copyright.extractionState == "migrated")
        #expect(copyright.comment == nil)
        #expect(copyright.localizations?["en"] == nil)
        // The English table says something else than the Info.plist: its text stays, translated.
        let microphone = try #require(catalog.strings["NSMicrophoneUsageDescription"])
        #expect(microphone.extractionState == nil)
        #expect(microphone.localizations?["en"]?.stringUnit == .init(state: "translated", value: "Paperweight records short voice notes."))
        // A key only the Info.plist has joins the table; one only the tables have is migrated.
        #expect(catalog.strings["NSPhotoLibraryAddUsageDescription"]?.localizations?["en"]?.stringUnit?.state == "new")
        #expect(catalog.strings["Shortcut title"]?.extractionState == "migrated")
        #expect(catalog.strings["CFBundleShortVersionString"] == nil)
        // A value whose build setting is not known, and no table has, is not taken.
        #expect(catalog.strings["NSLocationWhenInUseUsageDescription"] == nil)
        // As a build has it (the Xcode project's PRODUCT_NAME and COPYRIGHT_HOLDER), the
        // copyright is the Info.plist's too.
        let built = StringCatalogMigration.Options(infoPlistStrings: try InfoPlistStrings.builtStrings(contentsOf: app + "/Info.plist"))
        let withProject = try #require(try StringCatalogMigration.migrate(paths: [app + "/Resources"], options: built).catalogs["InfoPlist"])
        #expect(withProject.strings["NSHumanReadableCopyright"]?.extractionState == "extracted_with_value")
        #expect(withProject.strings["NSHumanReadableCopyright"]?.localizations?["en"]?.stringUnit == .init(state: "new", value: "Paperweight © 2026 Example"))
        #expect(withProject.strings["NSHumanReadableCopyright"]?.localizations?["de"]?.stringUnit?.value == "Briefbeschwerer © 2026 Example")
        // Other tables are untouched.
        #expect(migration.catalogs["Localizable"]?.strings["Open"]?.extractionState == "migrated")
        // Without an InfoPlist table, the Info.plist makes none.
        let alone = try StringCatalogMigration.migrate(paths: [app + "/Resources/fr.lproj"], options: options)
        #expect(alone.catalogs.keys.sorted() == ["Localizable"])
    }
}

extension StringCatalogMigrationTests {
    @Test("<Target>-InfoPlist.strings is the InfoPlist table too (Xcode renames it when it builds)")
    func targetInfoPlistTable() throws {
        let folder = NSTemporaryDirectory() + "migrate-target-infoplist-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/en.lproj", withIntermediateDirectories: true)
        try "\"CFBundleDisplayName\" = \"Notes\";\n".write(toFile: folder + "/en.lproj/Notes-InfoPlist.strings", atomically: true, encoding: .utf8)
        let options = StringCatalogMigration.Options(infoPlistStrings: [
            InfoPlistStrings.Entry(key: "CFBundleDisplayName", value: "Notes", comment: "Bundle display name", location: SourceLocation(file: "p", line: 1, column: 1)),
        ])
        let catalog = try #require(try StringCatalogMigration.migrate(paths: [folder], options: options).catalogs["Notes-InfoPlist"])
        #expect(catalog.strings["CFBundleDisplayName"]?.extractionState == "extracted_with_value")
        #expect(catalog.strings["CFBundleDisplayName"]?.comment == "Bundle display name")
    }
}

extension StringCatalogMigrationTests {
    static func stringsdict(_ entries: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \(entries)
        </dict>
        </plist>
        """
    }

    static func variable(_ name: String, _ variants: [(String, String)]) -> String {
        "<key>\(name)</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>"
            + "<key>NSStringFormatValueTypeKey</key><string>lld</string>"
            + variants.map { "<key>\($0.0)</key><string>\($0.1)</string>" }.joined() + "</dict>"
    }

    /// The forms Xcode 15 wrote when it migrated IceCubesApp's `.stringsdict` files (its commit
    /// "Migrate to string catalog"), on entries of the same shapes.
    @Test("Several variables in Xcode's form: unnumbered ones without argNum and with %arg, numbered ones with argNum, an undefined name read as the unused variable")
    func severalVariables() throws {
        let folder = try TemporaryFolder([
            "App/de.lproj/Localizable.stringsdict": Self.stringsdict("""
                <key>posts %lld %lld</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@posts@ von %#@people@</string>
                \(Self.variable("posts", [("one", "%lld Beitrag"), ("other", "%lld Beiträge")]))
                \(Self.variable("people", [("one", "%lld Person"), ("other", "%lld Personen")]))</dict>
                <key>votes %lld %lld</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@count_posts@ von %#@voters@</string>
                \(Self.variable("votes", [("one", "%lld Stimme"), ("other", "%lld Stimmen")]))
                \(Self.variable("voters", [("one", "%lld Person"), ("other", "%lld Personen")]))</dict>
                """),
            "App/eu.lproj/Localizable.stringsdict": Self.stringsdict("""
                <key>posts %lld %lld</key><dict><key>NSStringLocalizedFormatKey</key><string>%2$#@people@ %1$#@posts@</string>
                \(Self.variable("people", [("one", "Pertsona batek"), ("other", "%lld pertsonak")]))
                \(Self.variable("posts", [("one", "bidalketa %lld"), ("other", "%lld bidalketa")]))</dict>
                """),
            "App/en.lproj/Localizable.strings": "\"posts %lld %lld\" = \"%lld posts from %lld people\";\n\"votes %lld %lld\" = \"%lld votes from %lld voters\";\n",
        ])
        let result = try StringCatalogMigration.migrate(paths: [folder.path + "/App"], sourceLanguage: "en")
        let catalog = try #require(result.catalogs["Localizable"])
        let de = try #require(catalog.strings["posts %lld %lld"]?.localizations?["de"])
        #expect(de.stringUnit?.value == "%#@posts@ von %#@people@")
        #expect(de.substitutions?["posts"]?.argNum == nil)
        #expect(de.substitutions?["people"]?.argNum == nil)
        #expect(de.substitutions?["posts"]?.formatSpecifier == "lld")
        #expect(de.substitutions?["posts"]?.variations?.plural?["other"]?.stringUnit?.value == "%arg Beiträge")
        #expect(de.substitutions?["people"]?.variations?.plural?["one"]?.stringUnit?.value == "%arg Person")
        let eu = try #require(catalog.strings["posts %lld %lld"]?.localizations?["eu"])
        #expect(eu.stringUnit?.value == "%#@people@ %#@posts@")
        #expect(eu.substitutions?["people"]?.argNum == 2)
        #expect(eu.substitutions?["posts"]?.argNum == 1)
        // Numbered: the variants keep their unnumbered specifiers, as Xcode wrote them.
        #expect(eu.substitutions?["people"]?.variations?.plural?["other"]?.stringUnit?.value == "%lld pertsonak")
        // `count_posts` is not defined and `votes` is defined but named nowhere: read as it.
        let votes = try #require(catalog.strings["votes %lld %lld"]?.localizations?["de"])
        #expect(votes.stringUnit?.value == "%#@votes@ von %#@voters@")
        #expect(votes.substitutions?.keys.sorted() == ["voters", "votes"])
        #expect(votes.substitutions?["votes"]?.variations?.plural?["one"]?.stringUnit?.value == "%arg Stimme")
        #expect(result.warnings.contains { $0.key == "votes %lld %lld" && $0.message.contains("'count_posts' as 'votes'") })
        // Each renders as the .stringsdict did (argument order kept).
        let compiled = try StringCatalog(bytes: catalog.canonicalBytes(), file: "Localizable.xcstrings")
        let german = compiled.compiledTable(for: "de")
        let de1 = try RenderContext(locale: LocaleIdentifier("de"))
        #expect(try german["posts %lld %lld"]?.render(in: de1, arguments: [.int(1), .int(3)]) == "1 Beitrag von 3 Personen")
        #expect(try german["votes %lld %lld"]?.render(in: de1, arguments: [.int(2), .int(1)]) == "2 Stimmen von 1 Person")
        let basque = compiled.compiledTable(for: "eu")
        #expect(try basque["posts %lld %lld"]?.render(in: RenderContext(locale: LocaleIdentifier("eu")), arguments: [.int(5), .int(1)]) == "Pertsona batek 5 bidalketa")
    }

    /// Xcode's migration of IceCubesApp left out the six keys only other languages had that
    /// its code does not use (a translator's `disseny.theme.toots-preview`), and kept those the
    /// code uses (KeepingYouAwake's 19, Vienna's 186).
    @Test("A key only other languages have: left out when the code does not use it, kept when it does or when the code is not known")
    func keysOnlyOtherLanguagesHave() throws {
        let folder = try TemporaryFolder([
            "App/en.lproj/Localizable.strings": "\"theme.preview\" = \"Preview\";\n",
            "App/ca.lproj/Localizable.strings": "\"theme.preview\" = \"Vista prèvia\";\n\"disseny.theme.preview\" = \"Vista prèvia\";\n\"used.elsewhere\" = \"Usat\";\n",
        ])
        let used: [String: Set<String>] = ["Localizable": ["theme.preview", "used.elsewhere"]]
        let result = try StringCatalogMigration.migrate(paths: [folder.path + "/App"], options: .init(usedKeys: used))
        let catalog = try #require(result.catalogs["Localizable"])
        #expect(catalog.strings.keys.sorted() == ["theme.preview", "used.elsewhere"])
        #expect(catalog.strings["used.elsewhere"]?.extractionState == nil)
        #expect(result.warnings.contains { $0.isLeftOut && $0.key == "disseny.theme.preview" && $0.message.contains("only in ca") })
        let unknown = try StringCatalogMigration.migrate(paths: [folder.path + "/App"], sourceLanguage: "en")
        #expect(unknown.catalogs["Localizable"]?.strings["disseny.theme.preview"]?.extractionState == "migrated")
    }
}

extension StringCatalogMigrationTests {
    /// iina's Xcode migration (2024) left out 89 such titles that no `.strings` file translated;
    /// KeepingYouAwake's (Xcode 15.0) kept its `Text Cell`.
    @Test("Interface Builder's placeholder titles no .strings file translates are left out, unless asked to keep them")
    func placeholderTitles() throws {
        let folder = try TemporaryFolder([
            "App/de.lproj/Main.strings": "\"box-2.title\" = \"Kasten\";\n",
        ])
        let interface: [String: StringCatalogMigration.InterfaceString] = [
            "box-1.title": .init(value: "Box", comment: "Class = \"NSBox\"; title = \"Box\"; ObjectID = \"box-1\";", className: "NSBox", property: "title"),
            "box-2.title": .init(value: "Box", comment: "Class = \"NSBox\"; title = \"Box\"; ObjectID = \"box-2\";", className: "NSBox", property: "title"),
            "cel-1.title": .init(value: "Text Cell", className: "NSTextFieldCell", property: "title"),
            "win-1.title": .init(value: "Window", className: "NSWindow", property: "title"),
            "men-1.title": .init(value: "Window", className: "NSMenuItem", property: "title"),
            "itm-1.title": .init(value: "Item 1", className: "NSMenuItem", property: "title"),
            "lbl-1.title": .init(value: "Label", className: "NSTextFieldCell", property: "title"),
        ]
        var options = StringCatalogMigration.Options(interfaceStrings: ["Main": interface])
        let catalog = try #require(try StringCatalogMigration.migrate(paths: [folder.path + "/App"], options: options).catalogs["Main"])
        // Left out: untranslated placeholders. Kept: a translated one, and titles that are not
        // Interface Builder's own (a menu item named Window, "Item 1", "Label").
        #expect(catalog.strings.keys.sorted() == ["box-2.title", "itm-1.title", "lbl-1.title", "men-1.title"])
        #expect(catalog.strings["box-2.title"]?.localizations?["en"]?.stringUnit == .init(state: "new", value: "Box"))
        options.keepsPlaceholderTitles = true
        let kept = try #require(try StringCatalogMigration.migrate(paths: [folder.path + "/App"], options: options).catalogs["Main"])
        #expect(kept.strings.count == interface.count)
    }

    /// Vienna's Xcode migration (2024): `gl`'s `one` "%d new article retrieved" (English) is left
    /// out beside its own `other`; `uk`'s English copy in all four categories leaves no `uk`
    /// unit; `fr`'s variants, English category for category, stay.
    @Test("A translation's plural variants that are the source's text are left out; a translation that is the source's whole stays")
    func untranslatedVariants() throws {
        func entry(_ variants: [(String, String)]) -> String {
            Self.stringsdict("<key>%d articles</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string>"
                + Self.variable("n", variants).replacingOccurrences(of: "lld", with: "d") + "</dict>")
        }
        let folder = try TemporaryFolder([
            "App/en.lproj/Localizable.stringsdict": entry([("one", "%d article"), ("other", "%d articles")]),
            "App/gl.lproj/Localizable.stringsdict": entry([("one", "%d article"), ("other", "%d artigos")]),
            "App/uk.lproj/Localizable.stringsdict": entry([("one", "%d article"), ("few", "%d articles"), ("many", "%d articles"), ("other", "%d articles")]),
            "App/fr.lproj/Localizable.stringsdict": entry([("one", "%d article"), ("other", "%d articles")]),
            "App/en.lproj/InfoPlist.strings": "\"NSAppleEventsUsageDescription\" = \"\";\n",
            "App/de.lproj/InfoPlist.strings": "\"NSAppleEventsUsageDescription\" = \"\";\n",
        ])
        let result = try StringCatalogMigration.migrate(paths: [folder.path + "/App"], sourceLanguage: "en")
        let localizations = try #require(result.catalogs["Localizable"]?.strings["%d articles"]?.localizations)
        #expect(localizations["gl"]?.variations?.plural?.keys.sorted() == ["other"])
        #expect(localizations["uk"] == nil)
        #expect(localizations["fr"]?.variations?.plural?.keys.sorted() == ["one", "other"])
        // An empty source text: the other languages' empty texts go too.
        let infoPlist = try #require(result.catalogs["InfoPlist"]?.strings["NSAppleEventsUsageDescription"]?.localizations)
        #expect(infoPlist.keys.sorted() == ["en"])
    }

    /// iina's `zh-Hant` "\u{18}加入 URL" is not in its Xcode-migrated catalog.
    @Test("A value with a control character is left out, with a warning at its place")
    func controlCharacters() throws {
        let folder = try TemporaryFolder([
            "App/en.lproj/Localizable.strings": "\"add\" = \"Add URL\";\n\"tab\" = \"A\\tB\";\n",
            "App/zh-Hant.lproj/Localizable.strings": "\"add\" = \"\u{18}加入 URL\";\n\"tab\" = \"A\\tB\";\n",
        ])
        let result = try StringCatalogMigration.migrate(paths: [folder.path + "/App"], sourceLanguage: "en")
        let catalog = try #require(result.catalogs["Localizable"])
        #expect(catalog.strings["add"]?.localizations?["zh-Hant"] == nil)
        #expect(catalog.strings["tab"]?.localizations?["zh-Hant"]?.stringUnit?.value == "A\tB")
        let warning = try #require(result.warnings.first { $0.key == "add" })
        #expect(warning.isLeftOut && warning.message.contains("U+0018"))
        #expect(warning.location?.file.hasSuffix("zh-Hant.lproj/Localizable.strings") == true && warning.location?.line == 1)
    }

    /// iina's Xcode migration added the 36 `UTTypeDescription`s no file translated as `{}`, and
    /// none of its document types' `CFBundleTypeName`s.
    @Test("The Info.plist's exported and imported type names join the InfoPlist table as {}")
    func typeDescriptions() throws {
        let folder = try TemporaryFolder([
            "App/en.lproj/InfoPlist.strings": "\"CFBundleName\" = \"Player\";\n\"Movie File\" = \"Movie File\";\n",
            "App/de.lproj/InfoPlist.strings": "\"Movie File\" = \"Filmdatei\";\n",
        ])
        var options = StringCatalogMigration.Options()
        options.infoPlistTypeNames = ["Video document", "Movie File", "Plugin Package"]
        options.infoPlistTypeDescriptions = ["Movie File", "Plugin Package"]
        let catalog = try #require(try StringCatalogMigration.migrate(paths: [folder.path + "/App"], options: options).catalogs["InfoPlist"])
        #expect(catalog.strings["Plugin Package"] == StringCatalogDocument.Entry())
        #expect(catalog.strings["Video document"] == nil)
        #expect(catalog.strings["Movie File"]?.localizations?["de"]?.stringUnit?.value == "Filmdatei")
        #expect(catalog.strings["Movie File"]?.extractionState == nil)
    }
}

extension StringCatalogMigrationTests {
    /// IceCubesApp keeps `Localizable.strings` in `Localization/*.lproj` and its
    /// `Localizable.stringsdict` in `Localization/Plurals/*.lproj`; Xcode migrated both into one
    /// `Localization/Localizable.xcstrings`.
    @Test("A table split between a folder's .lproj folders and a subfolder's is one catalog; the subfolder's other tables are not taken")
    func tableSplitAcrossFolders() throws {
        let folder = try TemporaryFolder([
            "Localization/en.lproj/Localizable.strings": "\"title\" = \"Title\";\n",
            "Localization/de.lproj/Localizable.strings": "\"title\" = \"Titel\";\n",
            "Localization/Plurals/en.lproj/Localizable.stringsdict": Self.stringsdict("<key>%lld posts</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string>"
                + Self.variable("n", [("one", "%lld post"), ("other", "%lld posts")]) + "</dict>"),
            "Localization/Plurals/en.lproj/Other.strings": "\"x\" = \"y\";\n",
        ])
        let result = try StringCatalogMigration.migrate(paths: [folder.path + "/Localization"], sourceLanguage: "en")
        #expect(result.catalogs.keys.sorted() == ["Localizable"])
        #expect(result.catalogs["Localizable"]?.strings.keys.sorted() == ["%lld posts", "title"])
    }
}

extension StringCatalogMigrationTests {
    /// Found by `Fuzz/CatalogMigrate.swift`: the migration took a variant's first value where
    /// the table (and CoreFoundation) take the last.
    @Test("A key written twice in a .stringsdict migrates as its last value, as it renders")
    func duplicateKeysTakeTheLastValue() throws {
        let folder = try TemporaryFolder([
            "App/nb.lproj/Localizable.stringsdict": Self.stringsdict("""
                <key>sites</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
                <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                <key>NSStringFormatValueTypeKey</key><string>d</string>
                <key>one</key><string>first one</string><key>one</key><string>%d nettsted</string>
                <key>other</key><string>%d nettsteder</string></dict></dict>
                <key>title</key><string>Old</string><key>title</key><string>New</string>
                """),
        ])
        let result = try StringCatalogMigration.migrate(paths: [folder.path + "/App"], sourceLanguage: "en")
        let catalog = try #require(result.catalogs["Localizable"])
        #expect(catalog.strings["sites"]?.localizations?["nb"]?.variations?.plural?["one"]?.stringUnit?.value == "%d nettsted")
        #expect(catalog.strings["title"]?.localizations?["nb"]?.stringUnit?.value == "New")
    }
}
