import Foundation
import Stringsdict
import Testing
@testable import StringsdictTranslate

/// ``XLIFFExporter`` on catalogs Xcode wrote (xcstrings-tool's fixtures, Cizzuk/CSE) and on
/// DuckDuckGo's `.stringsdict`: unit ids, sources, targets and states as Xcode exports them.
@Suite("XLIFF export")
struct XLIFFExporterTests {
    static let fixtures = XLIFFImporterTests.fixtures

    static func units(_ path: String, language: String) throws -> [XLIFFDocument.Unit] {
        let sources = try TranslationSource.find(in: [path], sourceLanguage: "en")
        return try XLIFFExporter.document(for: sources, language: language).files.flatMap(\.units)
    }

    @Test("device variations and plural categories of the target language, without targets where none exist")
    func catalogVariations() throws {
        let units = try Self.units(Self.fixtures + "/Catalog/Xcode/xcstrings-tool/Variations.xcstrings", language: "ru")
        #expect(units.map(\.id) == [
            "String.Device|==|device.mac", "String.Device|==|device.other",
            "String.Plural|==|plural.zero", "String.Plural|==|plural.one", "String.Plural|==|plural.few", "String.Plural|==|plural.many", "String.Plural|==|plural.other",
        ])
        #expect(units[0].source == "Click to open")
        #expect(units[0].note == "A string that should have a macOS variation to replace 'Tap' with 'Click'")
        #expect(units.allSatisfy { $0.target == nil && $0.state == nil })
        // English has zero, one and other; Russian's few and many take other's text as their source.
        #expect(units[4].source == units[6].source)
        #expect(units[5].source == units[6].source)
        #expect(units[3].source != units[6].source)
    }

    @Test("substitutions: the root string, then each substitution's plural cases")
    func catalogSubstitutions() throws {
        let units = try Self.units(Self.fixtures + "/Catalog/Xcode/xcstrings-tool/Substitution.xcstrings", language: "en")
        let ids = units.map(\.id)
        #expect(ids.contains("substitutions_example.string"))
        #expect(ids.contains("substitutions_example.string|==|substitutions.@remaining.strings@.plural.one"))
        #expect(ids.firstIndex(of: "substitutions_example.string") == ids.firstIndex { $0.hasPrefix("substitutions_example.string") })
        // Exporting the development language: its own text is the target.
        #expect(units.allSatisfy { $0.target == nil || $0.target == $0.source })
        #expect(units.contains { $0.target != nil })
    }

    @Test("shouldTranslate false is left out; catalog states map to XLIFF states")
    func catalogStates() throws {
        let path = Self.fixtures + "/Catalog/Xcode/cse/Localizable.xcstrings"
        let document = try StringCatalogDocument(contentsOf: path)
        let units = try Self.units(path, language: "ja")
        let ids = Set(units.map(\.id))
        for (key, entry) in document.strings where entry.shouldTranslate == false {
            #expect(!ids.contains(key))
        }
        for unit in units {
            let state = document.strings[unit.id]?.localizations?["ja"]?.stringUnit?.state
            #expect(unit.state == state.map { TranslationUnit.xliffState(catalogState: $0) })
        }
        #expect(TranslationUnit.xliffState(catalogState: "needs_review") == "needs-review-translation")
        #expect(TranslationUnit.xliffState(catalogState: "new") == "new")
        #expect(TranslationUnit.catalogState(xliffState: "needs-review-l10n") == "needs_review")
        #expect(TranslationUnit.catalogState(xliffState: "final") == "translated")
    }

    @Test(".stringsdict: the format key, then each variant, Russian's categories from the translation")
    func stringsdictUnits() throws {
        let units = try Self.units(Self.fixtures + "/corpus/duckduckgo-ios/DuckDuckGo/en.lproj/Localizable.stringsdict", language: "ru")
        let prefix = "/bookmark.deleteFolderAlert.message:dict/"
        let ids = units.map(\.id).filter { $0.hasPrefix(prefix) }
        #expect(ids == ["NSStringLocalizedFormatKey:dict/:string", "items:dict/one:dict/:string", "items:dict/few:dict/:string",
                        "items:dict/many:dict/:string", "items:dict/other:dict/:string"].map { prefix + $0 })
        let one = try #require(units.first { $0.id == prefix + "items:dict/one:dict/:string" })
        #expect(one.source == "Are you sure you want to delete this folder and %d item?")
        #expect(one.target == "Вы точно хотите удалить эту папку с %1$d объектом?")
        #expect(one.state == "translated")
    }

    @Test("--xcloc: contents.json as Xcode writes it, the XLIFF and the sources")
    func xcloc() throws {
        let sources = try TranslationSource.find(in: [Self.fixtures + "/Catalog/Xcode/xcstrings-tool/Variations.xcstrings"], sourceLanguage: "en")
        let files = try XLIFFExporter.files(for: sources, language: "de", xcloc: true, project: "App", tool: XLIFFWriter.Tool(version: "1.0"))
        #expect(files.map(\.path) == ["de.xcloc/contents.json", "de.xcloc/Localized Contents/de.xliff", "de.xcloc/Source Contents/Variations.xcstrings"])
        #expect(String(decoding: files[0].bytes, as: UTF8.self) == """
            {
              "developmentRegion" : "en",
              "project" : "App",
              "targetLocale" : "de",
              "toolInfo" : {
                "toolID" : "com.apple.dt.xcode",
                "toolName" : "stringsdict",
                "toolVersion" : "1.0"
              },
              "version" : "1.0"
            }
            """)
    }

    /// XML 1.0 §2.2 `Char`: a value holding U+0000 or U+0001 cannot be exported; the error names
    /// the table, the key and the value's line and column, in the source or the translation.
    @Test("a value XML 1.0 cannot carry is refused at its place in its table", arguments: [
        ("en.lproj/Localizable.strings", "\"ok\" = \"fine\";\n\"bad.key\" = \"nul\\U0000here\";\n", "en.lproj/Localizable.strings", 2, 13),
        ("fr.lproj/Localizable.strings", "\"bad.key\" = \"bi\\U0001en\";\n", "fr.lproj/Localizable.strings", 1, 13),
    ])
    func refusesNonXML10(file: String, content: String, reported: String, line: Int, column: Int) throws {
        var files = ["en.lproj/Localizable.strings": "\"ok\" = \"fine\";\n\"bad.key\" = \"bad\";\n"]
        files[file] = content
        let folder = try TemporaryFolder(files)
        let sources = try TranslationSource.find(in: [folder.path], sourceLanguage: "en")
        do {
            _ = try XLIFFExporter.files(for: sources, language: "fr", xcloc: false, project: "p")
            Issue.record("exported a value XML 1.0 cannot carry")
        } catch {
            #expect(error.code == "xml-forbidden-character")
            #expect(error.keyPath == ["en.lproj/Localizable.strings", "bad.key"])
            #expect(error.location?.file.hasSuffix(reported) == true)
            #expect(error.location?.line == line)
            #expect(error.location?.column == column)
        }
    }
}
