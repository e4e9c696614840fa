import Foundation
import Stringsdict
import Testing
@testable import StringsdictTranslate

/// ``XLIFFImporter`` against real corpora (DuckDuckGo's iOS app: 26 languages of `.strings` and
/// `.stringsdict`; String Catalogs written by Xcode with plural and device variations and
/// substitutions), reused from Tests/StringsdictTests/Fixtures with their licences.
@Suite("XLIFF import")
struct XLIFFImporterTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("StringsdictTests/Fixtures").path
    static let duckduckgo = fixtures + "/corpus/duckduckgo-ios/DuckDuckGo"
    static let catalogs = fixtures + "/Catalog/Xcode/xcstrings-tool"
    static let cse = fixtures + "/Catalog/Xcode/cse"

    /// A fresh copy of the corpora: `app/` (the .lproj folders), `catalogs/` (the catalogs).
    static func workspace() throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("xliff-import-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: duckduckgo, toPath: root + "/app")
        try FileManager.default.createDirectory(atPath: root + "/catalogs", withIntermediateDirectories: true)
        for folder in [catalogs, cse] {
            for name in try FileManager.default.contentsOfDirectory(atPath: folder) where name.hasSuffix(".xcstrings") {
                try FileManager.default.copyItem(atPath: folder + "/" + name, toPath: root + "/catalogs/" + (folder == cse ? "CSE-" : "") + name)
            }
        }
        return root
    }

    /// Every target language of the workspace: the .lproj folders and the catalogs' languages.
    static func languages(in root: String) throws -> [String] {
        var languages = Set(try FileManager.default.contentsOfDirectory(atPath: root + "/app").filter { $0.hasSuffix(".lproj") }.map { String($0.dropLast(6)) })
        for name in try FileManager.default.contentsOfDirectory(atPath: root + "/catalogs") {
            languages.formUnion(try StringCatalog(contentsOf: root + "/catalogs/" + name).languages)
        }
        languages.remove("en")
        return languages.sorted()
    }

    /// Every file under `root` with its bytes.
    static func snapshot(_ root: String) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: root)
        while let path = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: root + "/" + path, isDirectory: &isDirectory), !isDirectory.boolValue {
                files[path] = try Data(contentsOf: URL(fileURLWithPath: root + "/" + path))
            }
        }
        return files
    }

    static func export(_ sources: [TranslationSource], languages: [String]) throws -> [XLIFFDocument] {
        try languages.map { language in
            // Through bytes and the reader, as a translator's file comes back.
            let bytes = try XLIFFWriter.bytes(of: try XLIFFExporter.document(for: sources, language: language))
            return try XLIFFReader.read(bytes, file: language + ".xliff")
        }
    }

    @Test("export then import of unchanged files changes no byte")
    func unchangedImportChangesNothing() throws {
        let root = try Self.workspace()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let before = try Self.snapshot(root)
        let sources = try TranslationSource.find(in: [root], sourceLanguage: "en")
        #expect(sources.count == 3 + 8)
        let documents = try Self.export(sources, languages: Self.languages(in: root))
        let result = try XLIFFImporter.importing(documents, into: root)
        #expect(result.findings.isEmpty)
        #expect(result.written.isEmpty)
        #expect(result.changed == 0)
        #expect(try Self.snapshot(root) == before)
    }

    @Test("export, import into a copy without translations: preview renders every key, language and count as the original")
    func emptyCopyRendersTheSame() throws {
        let original = try Self.workspace()
        let copy = try Self.workspace()
        defer {
            try? FileManager.default.removeItem(atPath: original)
            try? FileManager.default.removeItem(atPath: copy)
        }
        let languages = try Self.languages(in: original)
        // The copy keeps only the development language: en.lproj, and catalogs with only their source language.
        for name in try FileManager.default.contentsOfDirectory(atPath: copy + "/app") where name.hasSuffix(".lproj") && name != "en.lproj" {
            try FileManager.default.removeItem(atPath: copy + "/app/" + name)
        }
        for name in try FileManager.default.contentsOfDirectory(atPath: copy + "/catalogs") {
            var document = try StringCatalogDocument(contentsOf: copy + "/catalogs/" + name)
            for (key, var entry) in document.strings {
                entry.localizations = entry.localizations?.filter { $0.key == document.sourceLanguage }
                document.strings[key] = entry
            }
            try document.write(to: copy + "/catalogs/" + name)
        }
        let documents = try Self.export(TranslationSource.find(in: [original], sourceLanguage: "en"), languages: languages)
        let result = try XLIFFImporter.importing(documents, into: copy)
        #expect(result.findings.isEmpty)

        var compared = 0
        for folder in ["app", "catalogs"] {
            let before = try LocalizationPreview.tables(at: original + "/" + folder)
            let after = try LocalizationPreview.tables(at: copy + "/" + folder)
            let sourceTables = before["en"] ?? [:]
            for language in languages {
                let locale = try LocaleIdentifier(language)
                for (name, source) in sourceTables {
                    // Tables translated from a development-language table (DuckDuckGo's storyboard
                    // tables have none in en.lproj and are not exported).
                    guard let translated = before[language]?[name] else { continue }
                    let imported = after[language]?[name]
                    for key in source.keys {
                        guard let message = translated[key] else { continue }
                        let expected = LocalizationPreview.samples(of: message, locale: locale)
                        let actual = imported?[key].map { LocalizationPreview.samples(of: $0, locale: locale) }
                        #expect(actual == expected, "\(folder) \(language) \(name) \(key)")
                        compared += expected.count
                    }
                }
            }
        }
        #expect(compared > 10_000)
    }

    @Test("a changed translation is replaced where it stands; a new key is added with its comment; encodings are kept")
    func editsStringsInPlace() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("xliff-edit-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/en.lproj", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: root + "/de.lproj", withIntermediateDirectories: true)
        try Data("/* Greeting */\n\"hello\" = \"Hello\";\n\n/* Farewell */\n\"bye\" = \"Bye\";\n".utf8)
            .write(to: URL(fileURLWithPath: root + "/en.lproj/Localizable.strings"))
        // Xcode's old default: UTF-16 little-endian with a BOM, a comment of its own, an unquoted key.
        let german = "// translated by hand\nhello = \"Hallo\"; // stays\n"
        try Data([0xFF, 0xFE] + german.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
            .write(to: URL(fileURLWithPath: root + "/de.lproj/Localizable.strings"))
        let xliff = """
            <xliff version="1.2"><file original="en.lproj/Localizable.strings" source-language="en" target-language="de"><body>
            <trans-unit id="hello"><source>Hello</source><target>Servus "du"</target></trans-unit>
            <trans-unit id="bye"><source>Bye</source><target>Tschüss</target></trans-unit>
            <trans-unit id="gone"><source>Gone</source><target>Weg</target></trans-unit>
            <trans-unit id="bye"><source>Goodbye</source><target>Auf Wiedersehen</target></trans-unit>
            </body></file></xliff>
            """
        let result = try XLIFFImporter.importing([XLIFFReader.read(Array(xliff.utf8), file: "de.xliff")], into: root)
        #expect(result.findings.map(\.location.line) == [4, 5])
        #expect(result.findings.first?.message.contains("unknown id 'gone'") == true)
        #expect(result.findings.last?.message.contains("source of 'bye' changed") == true)
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: root + "/de.lproj/Localizable.strings")))
        #expect(bytes.prefix(2) == [0xFF, 0xFE])
        let units = stride(from: 2, to: bytes.count - 1, by: 2).map { UInt16(bytes[$0]) | UInt16(bytes[$0 + 1]) << 8 }
        #expect(String(decoding: units, as: UTF16.self) == "// translated by hand\nhello = \"Servus \\\"du\\\"\"; // stays\n\n/* Farewell */\n\"bye\" = \"Tschüss\";\n")
        let table = try StringsFileReader.read(contentsOf: root + "/de.lproj/Localizable.strings")
        #expect(table.dictionary == ["hello": "Servus \"du\"", "bye": "Tschüss"])
    }

    @Test("catalog states: needs-review-* becomes needs_review, a state-less target translated")
    func catalogStates() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("xliff-catalog-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Self.catalogs + "/Variations.xcstrings", toPath: root + "/Variations.xcstrings")
        let xliff = """
            <xliff version="1.2"><file original="Variations.xcstrings" source-language="en" target-language="fr"><body>
            <trans-unit id="String.Plural|==|plural.one"><source>I have %lld string</source><target state="needs-review-translation">J'ai %lld chaîne</target></trans-unit>
            <trans-unit id="String.Plural|==|plural.many"><source>I have %lld strings</source><target>J'ai %lld de chaînes</target></trans-unit>
            </body></file></xliff>
            """
        let result = try XLIFFImporter.importing([XLIFFReader.read(Array(xliff.utf8), file: "fr.xliff")], into: root)
        #expect(result.findings.isEmpty)
        let document = try StringCatalogDocument(contentsOf: root + "/Variations.xcstrings")
        let plural = document.strings["String.Plural"]?.localizations?["fr"]?.variations?.plural
        #expect(plural?["one"]?.stringUnit == StringCatalogDocument.StringUnit(state: "needs_review", value: "J'ai %lld chaîne"))
        #expect(plural?["many"]?.stringUnit == StringCatalogDocument.StringUnit(state: "translated", value: "J'ai %lld de chaînes"))
        #expect(try [UInt8](Data(contentsOf: URL(fileURLWithPath: root + "/Variations.xcstrings"))) == document.canonicalBytes())
    }

    /// An XML property list of `body` (its `<dict>` content).
    static func plist(_ body: String) -> String {
        #"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict>"# + body + "</dict></plist>\n"
    }

    static func plural(_ one: String, _ other: String) -> String {
        "<key>NSStringLocalizedFormatKey</key><string>%#@n@</string><key>n</key><dict>"
            + "<key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string><key>NSStringFormatValueTypeKey</key><string>d</string>"
            + "<key>one</key><string>\(one)</string><key>other</key><string>\(other)</string></dict>"
    }

    @Test("into an existing .stringsdict and XML-plist .strings: values set where they stand, keys kept in order, new keys and variables added from the development language's")
    func editsPropertyLists() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("xliff-plist-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let files = [
            "en.lproj/Plurals.stringsdict": Self.plist("<key>files</key><dict>\(Self.plural("%d file", "%d files"))</dict><key>folders</key><dict>\(Self.plural("%d folder", "%d folders"))</dict>"),
            "de.lproj/Plurals.stringsdict": Self.plist("<key>files</key><dict>\(Self.plural("%d Datei", "%d Dateien"))</dict><key>extra</key><string>Extra</string>"),
            "en.lproj/Plist.strings": Self.plist("<key>a</key><string>A</string><key>b</key><string>B</string><key>c</key><string>C</string>"),
            "de.lproj/Plist.strings": Self.plist("<key>a</key><string>A-alt</string><key>b</key><string>B-alt</string>"),
        ]
        for (path, text) in files {
            try FileManager.default.createDirectory(atPath: root + "/" + (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: root + "/" + path))
        }
        let xliff = """
            <xliff version="1.2">
            <file original="en.lproj/Plurals.stringsdict" source-language="en" target-language="de"><body>
            <trans-unit id="/files:dict/n:dict/one:dict/:string"><source>%d file</source><target>Eine Datei</target></trans-unit>
            <trans-unit id="/folders:dict/NSStringLocalizedFormatKey:dict/:string"><source>%#@n@</source><target>%#@n@</target></trans-unit>
            <trans-unit id="/folders:dict/n:dict/one:dict/:string"><source>%d folder</source><target>%d Ordner</target></trans-unit>
            <trans-unit id="/folders:dict/n:dict/other:dict/:string"><source>%d folders</source><target>%d Ordner</target></trans-unit>
            </body></file>
            <file original="en.lproj/Plist.strings" source-language="en" target-language="de"><body>
            <trans-unit id="b"><source>B</source><target>B-neu</target></trans-unit>
            <trans-unit id="c"><source>C</source><target>C-neu</target></trans-unit>
            </body></file></xliff>
            """
        let result = try XLIFFImporter.importing([XLIFFReader.read(Array(xliff.utf8), file: "de.xliff")], into: root)
        #expect(result.findings.isEmpty)
        #expect(result.changed == 6)
        let plurals = try PropertyListReader.readDictionary(AtomicFile.read(root + "/de.lproj/Plurals.stringsdict"), file: "de").dictionary
        #expect(plurals.keys == ["files", "extra", "folders"])
        #expect(plurals["files"]?.dictionary?["n"]?.dictionary?["one"]?.string == "Eine Datei")
        #expect(plurals["files"]?.dictionary?["n"]?.dictionary?["other"]?.string == "%d Dateien")
        #expect(plurals["extra"]?.string == "Extra")
        let folders = plurals["folders"]?.dictionary
        #expect(folders?.keys == ["NSStringLocalizedFormatKey", "n"])
        #expect(folders?["n"]?.dictionary?.keys == ["NSStringFormatSpecTypeKey", "NSStringFormatValueTypeKey", "one", "other"])
        #expect(folders?["n"]?.dictionary?["NSStringFormatValueTypeKey"]?.string == "d")
        let table = try LocalizationTable(contentsOf: root + "/de.lproj/Plurals.stringsdict")
        #expect(try table["folders"]?.render(locale: LocaleIdentifier("de"), 3) == "3 Ordner")
        let strings = try StringsFileReader.read(contentsOf: root + "/de.lproj/Plist.strings")
        #expect(strings.entries.map(\.key) == ["a", "b", "c"])
        #expect(strings.dictionary == ["a": "A-alt", "b": "B-neu", "c": "C-neu"])
    }
}
