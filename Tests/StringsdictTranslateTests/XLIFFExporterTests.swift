import Foundation
import Stringsdict
import StringsdictTestSupport
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
        // Sorted by id, as Xcode sorts every <file>'s units.
        #expect(units.map(\.id) == [
            "String.Device|==|device.mac", "String.Device|==|device.other",
            "String.Plural|==|plural.few", "String.Plural|==|plural.many", "String.Plural|==|plural.one", "String.Plural|==|plural.other", "String.Plural|==|plural.zero",
        ])
        #expect(units[0].source == "Click to open")
        #expect(units[0].note == "A string that should have a macOS variation to replace 'Tap' with 'Click'")
        #expect(units.allSatisfy { $0.target == nil && $0.state == nil })
        // English has zero, one and other; Russian's few and many take other's text as their source.
        #expect(units[2].source == units[5].source)
        #expect(units[3].source == units[5].source)
        #expect(units[4].source != units[5].source)
    }

    @Test("substitutions: the root string, then each substitution's plural cases")
    func catalogSubstitutions() throws {
        let units = try Self.units(Self.fixtures + "/Catalog/Xcode/xcstrings-tool/Substitution.xcstrings", language: "en")
        let ids = units.map(\.id)
        #expect(ids.contains("substitutions_example.string"))
        #expect(ids.contains("substitutions_example.string|==|substitutions.@remaining.strings@.plural.one"))
        #expect(ids.firstIndex(of: "substitutions_example.string") == ids.firstIndex { $0.hasPrefix("substitutions_example.string") })
        // Exporting the development language: its own text is every unit's target, `new` where
        // the catalog has none (KeepingYouAwake's Xcode 15.0 en.xcloc).
        #expect(units.allSatisfy { $0.target == $0.source })
        #expect(units.allSatisfy { $0.state != nil })
    }

    /// KeepingYouAwake's Xcode 13.3.1 en.xcloc: a Base.lproj table's units have their source as
    /// a target without a state.
    @Test("the development language's export: tables' targets are their sources, without a state")
    func developmentLanguageTables() throws {
        let project = try Self.baseProject()
        let sources = try TranslationSource.find(in: [project.path], sourceLanguage: "en")
        let document = try XLIFFExporter.document(for: sources, language: "en")
        let units = document.files.flatMap(\.units)
        #expect(!units.isEmpty)
        #expect(units.allSatisfy { $0.target != nil && $0.state == nil })
        // Base.lproj's InfoPlist table has no en.lproj copy: its text is its target.
        let infoPlist = try #require(document.files.first { $0.original == "App/Base.lproj/InfoPlist.strings" })
        #expect(infoPlist.units.map(\.target) == ["Notes"])
    }

    /// Xcode 16.1 and 16.4 export an entry marked `shouldTranslate: false` as a unit with
    /// `translate="no"` (KeepingYouAwake's exports); the writer says so and the reader reads it.
    @Test("shouldTranslate false is a translate=\"no\" unit; catalog states map to XLIFF states")
    func catalogStates() throws {
        let path = Self.fixtures + "/Catalog/Xcode/cse/Localizable.xcstrings"
        let document = try StringCatalogDocument(contentsOf: path)
        let units = try Self.units(path, language: "ja")
        let marked = Set(document.strings.filter { $0.value.shouldTranslate == false }.keys)
        #expect(!marked.isEmpty)
        for unit in units {
            #expect(unit.isTranslatable == !marked.contains(unit.id.components(separatedBy: "|==|")[0]))
        }
        let sources = try TranslationSource.find(in: [path], sourceLanguage: "en")
        let bytes = try XLIFFWriter.bytes(of: try XLIFFExporter.document(for: sources, language: "ja"))
        let xliff = String(decoding: bytes, as: UTF8.self)
        let key = try #require(marked.sorted().first)
        #expect(xliff.contains("<trans-unit id=\"\(key)\" translate=\"no\" xml:space=\"preserve\">"))
        let read = try XLIFFReader.read(bytes, file: "ja.xliff")
        #expect(read.files.flatMap(\.units).filter { !$0.isTranslatable }.count == units.filter { !$0.isTranslatable }.count)
        for unit in units {
            let state = document.strings[unit.id]?.localizations?["ja"]?.stringUnit?.state
            #expect(unit.state == state.map { TranslationUnit.xliffState(catalogState: $0) })
        }
        // KeepingYouAwake's Xcode 16.1 and 16.4 exports (Russian): needs_review is needs-review-l10n.
        #expect(TranslationUnit.xliffState(catalogState: "needs_review") == "needs-review-l10n")
        #expect(TranslationUnit.xliffState(catalogState: "new") == "new")
        #expect(TranslationUnit.catalogState(xliffState: "needs-review-l10n") == "needs_review")
        #expect(TranslationUnit.catalogState(xliffState: "final") == "translated")
    }

    @Test(".stringsdict: the format key, then each variant in Xcode's order, Russian's categories from the translation")
    func stringsdictUnits() throws {
        let units = try Self.units(Self.fixtures + "/corpus/duckduckgo-ios/DuckDuckGo/en.lproj/Localizable.stringsdict", language: "ru")
        let prefix = "/bookmark.deleteFolderAlert.message:dict/"
        let ids = units.map(\.id).filter { $0.hasPrefix(prefix) }
        // Sorted by id, as in Xcode's exports (ONLYOFFICE's: the format key, then few, many, one, other).
        #expect(ids == ["NSStringLocalizedFormatKey:dict/:string", "items:dict/few:dict/:string", "items:dict/many:dict/:string",
                        "items:dict/one:dict/:string", "items:dict/other:dict/:string"].map { prefix + $0 })
        let one = try #require(units.first { $0.id == prefix + "items:dict/one:dict/:string" })
        #expect(one.source == "Are you sure you want to delete this folder and %d item?")
        #expect(one.target == "Вы точно хотите удалить эту папку с %1$d объектом?")
        #expect(one.state == nil)  // Xcode 12.3 writes a table's <target> without a state
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

    // MARK: Base localization, as Xcode exports it

    /// A project with Base-localized interface and tables: `Base.lproj/Main.storyboard` (with
    /// notes), `Main.strings` for English and French, `InfoPlist.strings` only in Base, and
    /// `Localizable.strings` in both Base and English.
    static func baseProject() throws -> TemporaryFolder {
        let folder = try TemporaryFolder([
            "App/Base.lproj/InfoPlist.strings": "/* Bundle name */\n\"CFBundleName\" = \"Notes\";\n",
            "App/Base.lproj/Localizable.strings": "\"old\" = \"Old base text\";\n",
            "App/en.lproj/Localizable.strings": "/* Greeting */\n\"hello\" = \"Hello\";\n",
            "App/en.lproj/Main.strings": "\"lbN-01-not.text\" = \"Welcome!\";\n",
            "App/fr.lproj/Main.strings": "\"lbN-01-not.text\" = \"Bienvenue\";\n",
        ])
        let interface = URL(fileURLWithPath: #filePath).deletingLastPathComponent().path + "/Fixtures/Handmade/Notes.storyboard"
        try folder.copy(interface, to: "App/Base.lproj/Main.storyboard")
        return folder
    }

    @Test("Base.lproj: interface files and tables are the development language's, with the originals Xcode writes")
    func baseLocalization() throws {
        let project = try Self.baseProject()
        let sources = try TranslationSource.find(in: [project.path], sourceLanguage: "en")
        // The storyboard is the source of Main's strings (en.lproj/Main.strings is its English
        // localization); the English Localizable.strings wins over Base's.
        #expect(sources.map(\.original) == ["App/Base.lproj/InfoPlist.strings", "App/Base.lproj/Main.storyboard", "App/en.lproj/Localizable.strings"])
        #expect(sources.map(\.kind) == [.strings, .interface, .strings])
        #expect(sources.allSatisfy { $0.sourceLanguage == "en" })
        #expect(sources[1].targetPath(for: "fr") == project.path + "/App/fr.lproj/Main.strings")
        #expect(sources[0].targetPath(for: "fr") == project.path + "/App/fr.lproj/InfoPlist.strings")

        let document = try XLIFFExporter.document(for: sources, language: "fr")
        let main = try #require(document.files.first { $0.original == "App/Base.lproj/Main.storyboard" })
        #expect(main.sourceLanguage == "en")
        let interface = try InterfaceDocument(contentsOf: project.path + "/App/Base.lproj/Main.storyboard")
        #expect(main.units.map(\.id) == interface.strings.map(\.key))
        #expect(main.units.map(\.source) == interface.strings.map(\.value))
        let label = try #require(main.units.first { $0.id == "lbN-01-not.text" })
        #expect(label.source == "Welcome")
        #expect(label.target == "Bienvenue")
        #expect(label.note == "Class = \"UILabel\"; text = \"Welcome\"; ObjectID = \"lbN-01-not\"; Note = \"Greeting on the first screen\";")
        #expect(main.units.first { $0.id == "tfN-01-not.placeholder" }?.target == nil)
        let infoPlist = try #require(document.files.first { $0.original == "App/Base.lproj/InfoPlist.strings" })
        #expect(infoPlist.units.map(\.id) == ["CFBundleName"])

        // A storyboard given by path is a source too; so is a Base table, in the language given.
        let given = try TranslationSource.find(in: [project.path + "/App/Base.lproj/Main.storyboard", project.path + "/App/Base.lproj/InfoPlist.strings"], sourceLanguage: "en")
        #expect(given.map(\.original) == ["Base.lproj/Main.storyboard", "Base.lproj/InfoPlist.strings"])
        #expect(given.map(\.sourceLanguage) == ["en", "en"])

        // Text XML 1.0 cannot carry is reported at its place in the interface file.
        try project.write("App/Base.lproj/Bad.xib", "<document targetRuntime=\"iOS.CocoaTouch\">\n  <label text=\"a&#1;b\" id=\"bad-01-lbl\"/>\n</document>\n")
        let bad = try TranslationSource.find(in: [project.path + "/App/Base.lproj/Bad.xib"], sourceLanguage: "en")
        do {
            _ = try XLIFFExporter.document(for: bad, language: "fr")
            Issue.record("exported a control character")
        } catch {
            #expect(error.location?.file.hasSuffix("Bad.xib") == true)
            #expect(error.location?.line == 2)
            #expect(error.keyPath.last == "bad-01-lbl.text")
        }
    }

    @Test("Base.lproj: import writes the translations into L.lproj/NAME.strings")
    func baseLocalizationImport() throws {
        let project = try Self.baseProject()
        let xliff = """
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
              <file original="App/Base.lproj/Main.storyboard" source-language="en" target-language="de" datatype="plaintext">
                <body>
                  <trans-unit id="sgN-01-not.segmentTitles[1]" xml:space="preserve"><source>Week</source><target>Woche</target></trans-unit>
                  <trans-unit id="lbN-01-not.text" xml:space="preserve"><source>Welcome</source><target>Willkommen</target></trans-unit>
                </body>
              </file>
              <file original="App/Base.lproj/InfoPlist.strings" source-language="en" target-language="de" datatype="plaintext">
                <body>
                  <trans-unit id="CFBundleName" xml:space="preserve"><source>Notes</source><target>Notizen</target></trans-unit>
                </body>
              </file>
            </xliff>
            """
        let result = try XLIFFImporter.importing([XLIFFReader.read(Array(xliff.utf8), file: "de.xliff")], into: project.path)
        #expect(result.findings.isEmpty)
        // A new table: ibtool's order and comments, with the notes.
        let main = try project.read("App/de.lproj/Main.strings")
        #expect(main.contains("/* Class = \"UILabel\"; text = \"Welcome\"; ObjectID = \"lbN-01-not\"; Note = \"Greeting on the first screen\"; */"))
        let table = try StringsFileReader.read(contentsOf: project.path + "/App/de.lproj/Main.strings")
        #expect(table.entries.map(\.key) == ["lbN-01-not.text", "sgN-01-not.segmentTitles[1]"])
        #expect(table["sgN-01-not.segmentTitles[1]"]?.value == "Woche")
        #expect(try StringsFileReader.read(contentsOf: project.path + "/App/de.lproj/InfoPlist.strings")["CFBundleName"]?.value == "Notizen")
        #expect(!FileManager.default.fileExists(atPath: project.path + "/App/Base.lproj/Main.strings"))
    }

    @Test("strings from code join their table's <file>; keys the table has are not repeated")
    func codeStrings() throws {
        let project = try Self.baseProject()
        let sources = try TranslationSource.find(in: [project.path], sourceLanguage: "en")
        let code = [
            XLIFFExporter.CodeString(table: "Localizable", key: "hello", comment: "Another comment"),
            XLIFFExporter.CodeString(table: "Localizable", key: "Save %@", comment: "Save button"),
            XLIFFExporter.CodeString(table: "Localizable", key: "Save %@", comment: "Repeated"),
            XLIFFExporter.CodeString(table: "Localizable", key: "bye", value: "Goodbye", comment: ""),
            XLIFFExporter.CodeString(table: "Elsewhere", key: "lost"),
        ]
        let document = try XLIFFExporter.document(for: sources, language: "fr", codeStrings: code)
        let localizable = try #require(document.files.first { $0.original == "App/en.lproj/Localizable.strings" })
        // In Xcode's order (upper case first), the table's and the code's together.
        #expect(localizable.units.map(\.id) == ["Save %@", "bye", "hello"])
        #expect(localizable.units[2].note == "Greeting")
        #expect(localizable.units[0].source == "Save %@")
        #expect(localizable.units[0].note == "Save button")
        #expect(localizable.units[1].source == "Goodbye")
        // A call without a comment: genstrings' placeholder, as in Xcode's exports of tables.
        #expect(localizable.units[1].note == "No comment provided by engineer.")
        // A table no source has is a <file> of its own (see codeOnlyTables).
        #expect(document.files.first { $0.units.contains { $0.id == "lost" } }?.original == "App/en.lproj/Elsewhere.strings")

        // Import knows them when given the same strings, and writes them after the table's keys.
        let xliff = try XLIFFWriter.bytes(of: XLIFFDocument(files: [XLIFFDocument.File(
            original: localizable.original, sourceLanguage: "en", targetLanguage: "fr",
            units: localizable.units.map { XLIFFDocument.Unit(id: $0.id, source: $0.source, target: "fr " + $0.source) })]))
        let withoutCode = try XLIFFImporter.importing([XLIFFReader.read(xliff, file: "fr.xliff")], into: project.path)
        #expect(withoutCode.findings.count == 2)
        try? FileManager.default.removeItem(atPath: project.path + "/App/fr.lproj/Localizable.strings")
        let result = try XLIFFImporter.importing([XLIFFReader.read(xliff, file: "fr.xliff")], into: project.path, codeStrings: code)
        #expect(result.findings.isEmpty)
        let table = try StringsFileReader.read(contentsOf: project.path + "/App/fr.lproj/Localizable.strings")
        #expect(table.entries.map(\.key) == ["hello", "Save %@", "bye"])
        #expect(table["bye"]?.value == "fr Goodbye")
    }

    @Test("a table only code uses gets a <file>: beside the folders that translate it, else beside the first .lproj, else at the root")
    func codeOnlyTables() throws {
        let project = try TemporaryFolder([
            "App/Base.lproj/InfoPlist.strings": "\"CFBundleName\" = \"Notes\";\n",
            "App/Screens/de.lproj/Localizable.strings": "\"Hello\" = \"Hallo\";\n",
        ])
        let sources = try TranslationSource.find(in: [project.path], sourceLanguage: "en")
        let code = [
            XLIFFExporter.CodeString(table: "Localizable", key: "Hello", value: "Hello", comment: "Greeting"),
            XLIFFExporter.CodeString(table: "Localizable", key: "Hello", value: "Hello", comment: "Repeated"),
            XLIFFExporter.CodeString(table: "Other", key: "Bye", value: "Goodbye"),
        ]
        let document = try XLIFFExporter.document(for: sources, language: "de", codeStrings: code)
        // In Xcode's order of <file>s (by original, case aside).
        #expect(document.files.map(\.original) == ["App/Base.lproj/InfoPlist.strings", "App/en.lproj/Other.strings", "App/Screens/en.lproj/Localizable.strings"])
        let localizable = document.files[2]
        #expect(localizable.units.map(\.id) == ["Hello"])
        #expect(localizable.units[0].target == "Hallo")
        #expect(localizable.units[0].note == "Greeting")
        #expect(document.files[1].units.map(\.source) == ["Goodbye"])

        // With no .lproj at all, the table is at the root given.
        let bare = try TemporaryFolder(["Sources/App.swift": ""])
        let alone = try XLIFFExporter.document(for: [], language: "de", codeStrings: code, codeTableRoot: bare.path)
        #expect(alone.files.map(\.original) == ["en.lproj/Localizable.strings", "en.lproj/Other.strings"])
        let german = try XLIFFExporter.document(for: [], language: "fr", codeStrings: code, codeTableRoot: bare.path, sourceLanguage: "de")
        #expect(german.files.map(\.original) == ["de.lproj/Localizable.strings", "de.lproj/Other.strings"])
        #expect(try XLIFFExporter.document(for: [], language: "de", codeStrings: code).files.isEmpty)

        // A table name that is no file name is an error, not a path.
        #expect(throws: StringsdictError.self) {
            try XLIFFExporter.document(for: sources, language: "de", codeStrings: [XLIFFExporter.CodeString(table: "../x", key: "k")])
        }

        // The .xcloc has the table's development-language file, as genstrings would write it.
        let files = try XLIFFExporter.files(for: sources, language: "de", xcloc: true, project: "App", codeStrings: code)
        let other = try #require(files.first { $0.path == "de.xcloc/Source Contents/App/en.lproj/Other.strings" })
        #expect(try StringsFileReader.read(other.bytes, file: "Other.strings")["Bye"]?.value == "Goodbye")

        // Import finds the table again by the code's strings, and writes only the translation.
        let xliff = try XLIFFWriter.bytes(of: XLIFFDocument(files: [XLIFFDocument.File(
            original: "App/en.lproj/Other.strings", sourceLanguage: "en", targetLanguage: "de",
            units: [XLIFFDocument.Unit(id: "Bye", source: "Goodbye", target: "Tschüss")])]))
        let withoutCode = try XLIFFImporter.importing([XLIFFReader.read(xliff, file: "de.xliff")], into: project.path)
        #expect(withoutCode.findings.count == 1)
        #expect(withoutCode.findings.first?.message.contains("--sources") == true)
        let result = try XLIFFImporter.importing([XLIFFReader.read(xliff, file: "de.xliff")], into: project.path, codeStrings: code)
        #expect(result.findings.isEmpty)
        #expect(try StringsFileReader.read(contentsOf: project.path + "/App/de.lproj/Other.strings")["Bye"]?.value == "Tschüss")
        #expect(!FileManager.default.fileExists(atPath: project.path + "/App/en.lproj"))
    }

    @Test("an XLIFF original names a code-only table only in the development language's .lproj, with plain names")
    func codeTableOriginals() {
        #expect(TranslationSource.codeTable(original: "App/en.lproj/Localizable.strings", root: "/r", sourceLanguage: "en")?.isCodeTable == true)
        #expect(TranslationSource.codeTable(original: "App/EN.lproj/Localizable.strings", root: "/r", sourceLanguage: "en") != nil)
        for original in ["App/../en.lproj/Localizable.strings", "App/Base.lproj/Localizable.strings", "App/de.lproj/Localizable.strings",
                         "en.lproj/Localizable.stringsdict", "en.lproj/.strings", "Localizable.strings", "App//en.lproj/Localizable.strings"] {
            #expect(TranslationSource.codeTable(original: original, root: "/r", sourceLanguage: "en") == nil, "\(original)")
        }
    }
}

extension XLIFFExporterTests {
    /// A temporary copy of the migration fixture `name` (under `StringsdictTests`' fixtures) as
    /// the folder `as` in it.
    static func copy(ofMigrateFixture name: String, as folderName: String) throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try FileManager.default.copyItem(atPath: TranslateFixtures.packageRoot + "/Tests/StringsdictTests/Fixtures/Catalog/Migrate/" + name,
                                         toPath: folder.path + "/" + folderName)
        return folder
    }

    /// A copy of the `Info.plist` fixture (`Info.plist` above `Resources/<language>.lproj`).
    static func infoPlistProject() throws -> TemporaryFolder {
        try copy(ofMigrateFixture: "InfoPlistApp", as: "App")
    }

    @Test("an Info.plist's keys join the InfoPlist.strings <file> beside it, with Xcode's names as notes")
    func infoPlistKeys() throws {
        let project = try Self.infoPlistProject()
        let sources = try TranslationSource.find(in: [project.path], sourceLanguage: "en")
        let found = TranslationSource.infoPlistTables(in: [project.path], among: sources, sourceLanguage: "en")
        #expect(found.map(\.infoPlist) == [project.path + "/App/Info.plist"])
        #expect(found.first?.table.original == "App/Resources/en.lproj/InfoPlist.strings")
        #expect(found.first?.table.isCodeTable == false)
        let code = try #require(found.first).table
        let strings = try InfoPlistStrings.strings(contentsOf: project.path + "/App/Info.plist").map { entry in
            XLIFFExporter.CodeString(table: "InfoPlist", key: entry.key, value: entry.value, comment: entry.comment, source: code)
        }
        let document = try XLIFFExporter.document(for: sources, language: "de", codeStrings: strings)
        let file = try #require(document.files.first { $0.original == "App/Resources/en.lproj/InfoPlist.strings" })
        // The table's keys (its text, Xcode's name as the note where it has no comment) and the
        // Info.plist's other keys, in Xcode's order; $(PRODUCT_NAME) © … makes no unit.
        #expect(file.units.map(\.id) == ["CFBundleDisplayName", "CFBundleName", "NSCameraUsageDescription",
                                         "NSMicrophoneUsageDescription", "NSPhotoLibraryAddUsageDescription", "Shortcut title"])
        #expect(file.units.map(\.note) == ["Bundle display name", "Bundle name", "Privacy - Camera Usage Description",
                                           "Privacy - Microphone Usage Description", "Privacy - Photo Library Additions Usage Description", nil])
        #expect(file.units[3].source == "Paperweight records short voice notes.")
        #expect(file.units[0].target == "Briefbeschwerer")
        #expect(file.units[4].target == nil)

        // Without a development-language table, the <file> is made where it would be, and the
        // .xcloc carries it; import finds it again by the same strings and writes only French.
        try FileManager.default.removeItem(atPath: project.path + "/App/Resources/en.lproj")
        let bare = try TranslationSource.find(in: [project.path], sourceLanguage: "en")
        let made = try #require(TranslationSource.infoPlistTables(in: [project.path], among: bare, sourceLanguage: "en").first).table
        #expect(made.isCodeTable && made.original == "App/Resources/en.lproj/InfoPlist.strings")
        let bound = strings.map { XLIFFExporter.CodeString(table: $0.table, key: $0.key, value: $0.value, comment: $0.comment, source: made) }
        let files = try XLIFFExporter.files(for: bare, language: "fr", xcloc: true, project: "App", codeStrings: bound)
        let english = try #require(files.first { $0.path == "fr.xcloc/Source Contents/App/Resources/en.lproj/InfoPlist.strings" })
        let table = try StringsFileReader.read(english.bytes, file: "InfoPlist.strings")
        #expect(table.entries.map(\.key) == ["CFBundleDisplayName", "NSCameraUsageDescription", "NSMicrophoneUsageDescription", "NSPhotoLibraryAddUsageDescription"])
        #expect(table["CFBundleDisplayName"]?.comment == "Bundle display name")
        let xliff = try XLIFFWriter.bytes(of: XLIFFDocument(files: [XLIFFDocument.File(
            original: made.original, sourceLanguage: "en", targetLanguage: "fr",
            units: [XLIFFDocument.Unit(id: "NSCameraUsageDescription", source: "Paperweight scans receipts with the camera.", target: "Paperweight scanne les reçus.")])]))
        #expect(try XLIFFImporter.importing([XLIFFReader.read(xliff, file: "fr.xliff")], into: project.path).findings.count == 1)
        let result = try XLIFFImporter.importing([XLIFFReader.read(xliff, file: "fr.xliff")], into: project.path, codeStrings: bound)
        #expect(result.findings.isEmpty)
        #expect(try StringsFileReader.read(contentsOf: project.path + "/App/Resources/fr.lproj/InfoPlist.strings")["NSCameraUsageDescription"]?.value == "Paperweight scanne les reçus.")
        #expect(!FileManager.default.fileExists(atPath: project.path + "/App/Resources/en.lproj"))
    }
}

extension XLIFFExporterTests {
    /// A copy of the generated-Info.plist fixture (`Notes.xcodeproj`, `Notes/Resources`, `NotesWidget`).
    static func generatedProject() throws -> TemporaryFolder {
        try copy(ofMigrateFixture: "GeneratedInfoPlist", as: "Project")
    }

    @Test("a target whose Info.plist Xcode generates: its settings' keys, in the table there, beside translations, or synthesized as <Target>-InfoPlist.strings")
    func generatedInfoPlistTables() throws {
        let project = try Self.generatedProject()
        let root = project.path + "/Project"
        func tables() throws -> [(infoPlist: String?, target: XcodeProject.Target?, table: TranslationSource)] {
            TranslationSource.infoPlistTables(in: [root], among: try TranslationSource.find(in: [root], sourceLanguage: "en"), sourceLanguage: "en")
        }
        // The English tables exist: they are the <file>s.
        var found = try tables()
        // NotesKit, a framework, and NotesTests, a test bundle, are not exported (KeepingYouAwake's
        // Xcode 13 exports leave its framework's out).
        #expect(found.map(\.table.original) == ["Notes/Resources/en.lproj/InfoPlist.strings", "NotesWidget/en.lproj/InfoPlist.strings"])
        #expect(found.map { $0.target?.name } == ["Notes", "NotesWidget"])
        #expect(found.first?.infoPlist == nil)
        #expect(try found.first?.target?.infoPlistStrings().map(\.key) == ["CFBundleDisplayName", "CFBundleName", "NSCameraUsageDescription"])

        // Without English, beside the German translation.
        try FileManager.default.removeItem(atPath: root + "/Notes/Resources/en.lproj")
        found = try tables()
        #expect(found.first?.table.original == "Notes/Resources/en.lproj/InfoPlist.strings")
        #expect(found.first?.table.isCodeTable == true)

        // Without any translation: synthesized in the target's folder, as Xcode's exports do.
        try FileManager.default.removeItem(atPath: root + "/Notes/Resources/de.lproj/InfoPlist.strings")
        try "\"Open\" = \"Öffnen\";\n".write(toFile: root + "/Notes/Resources/de.lproj/Localizable.strings", atomically: true, encoding: .utf8)
        found = try tables()
        #expect(found.first?.table.original == "Notes/en.lproj/Notes-InfoPlist.strings")

        // An Info.plist beside the translations that no target names is not the target's: the
        // generated one still is (Swift86 keeps such a file; Xcode 14.3 exported the generated keys).
        let orphan = #"<plist version="1.0"><dict><key>CFBundleName</key><string>Orphan</string></dict></plist>"#
        try orphan.write(toFile: root + "/Notes/Resources/Info.plist", atomically: true, encoding: .utf8)
        found = try tables()
        #expect(found.first?.table.original == "Notes/en.lproj/Notes-InfoPlist.strings")
        #expect(found.first?.infoPlist == nil)
        #expect(found.first?.target?.name == "Notes")
        #expect(!found.contains { $0.infoPlist?.hasSuffix("Resources/Info.plist") == true })
        try FileManager.default.removeItem(atPath: root + "/Notes/Resources/Info.plist")

        // A <Target>-InfoPlist.strings of the development language is the table (Xcode renames it when it builds).
        try FileManager.default.moveItem(atPath: root + "/NotesWidget/en.lproj/InfoPlist.strings", toPath: root + "/NotesWidget/en.lproj/NotesWidget-InfoPlist.strings")
        found = try tables()
        let widget = try #require(found.first { $0.target?.name == "NotesWidget" })
        #expect(widget.table.original == "NotesWidget/en.lproj/NotesWidget-InfoPlist.strings")
        #expect(!widget.table.isCodeTable)
        let sources = try TranslationSource.find(in: [root], sourceLanguage: "en")
        let strings = try widget.target?.infoPlistStrings().map { entry in
            XLIFFExporter.CodeString(table: widget.table.tableName ?? "", key: entry.key, value: entry.value, comment: entry.comment, source: widget.table)
        } ?? []
        let document = try XLIFFExporter.document(for: sources, language: "de", codeStrings: strings)
        let file = try #require(document.files.first { $0.original == widget.table.original })
        #expect(file.units.map(\.id) == ["CFBundleDisplayName", "CFBundleName", "NSLocationWhenInUseUsageDescription"])
        #expect(file.units.first?.note == "Bundle display name")
        #expect(document.files.filter { $0.original.hasPrefix("NotesWidget/") }.count == 1)
    }
}
